"""Meduris: a digital version of HABA's board game."""

__version__ = "0.2.0"
