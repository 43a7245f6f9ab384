"""The five player colours of Die Dolmengötter (C1: red, yellow, blue, green, white), each with a
second cue for colour-blind players: a mark carved on its stones, dolmens and druids."""

from __future__ import annotations

from ....i18n import N_, _

COLOURS = ("red", "yellow", "blue", "green", "white")
RGB = {"red": (196, 52, 44), "yellow": (236, 192, 46), "blue": (46, 98, 190), "green": (40, 140, 70),
       "white": (238, 236, 226)}
# The mark's ink on a piece of that colour (dark on the light ones).
INK = {"red": (255, 232, 220), "yellow": (70, 50, 10), "blue": (232, 240, 255), "green": (235, 255, 230),
       "white": (60, 60, 70)}
# The second cue: red a dot, yellow a bar, blue a triangle, green a cross, white a ring.
MARK = {"red": "dot", "yellow": "bar", "blue": "triangle", "green": "cross", "white": "ring"}
NAMES = {"red": N_("Red"), "yellow": N_("Yellow"), "blue": N_("Blue"), "green": N_("Green"), "white": N_("White")}


def colour_name(colour: str) -> str:
    return _(NAMES[colour])


def rgb(colour: str) -> tuple[int, int, int]:
    return RGB[colour]
