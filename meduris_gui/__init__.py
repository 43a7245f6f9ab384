"""Meduris: a digital version of HABA's board game."""

__version__ = "0.3.0"
