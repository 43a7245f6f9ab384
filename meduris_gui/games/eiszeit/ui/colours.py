"""The five player colours of Eiszeit (S1: red, blue, yellow, green, black), each with a second cue
for colour-blind players: a mark painted on its hunters, score markers and badges."""

from __future__ import annotations

import math

import pygame

from ....i18n import N_, _
from ..rules.actions import COLOURS  # noqa: F401 - the colours as the rules name them

RGB = {"red": (200, 56, 44), "blue": (48, 100, 196), "yellow": (238, 196, 52), "green": (44, 142, 72),
       "black": (44, 42, 46)}
# The mark's ink on a piece of that colour: dark on the light colours, light on the dark ones.
INK = {"red": (255, 236, 224), "blue": (236, 242, 255), "yellow": (72, 52, 12), "green": (236, 255, 232),
       "black": (240, 236, 226)}
# The edge that outlines a piece of that colour against the landscape (black gets a light rim).
RIM = {"red": (96, 24, 18), "blue": (20, 40, 90), "yellow": (110, 84, 16), "green": (16, 62, 30),
       "black": (196, 190, 176)}
# The second cue: red a dot, blue a triangle, yellow a bar, green a cross, black a ring (the same
# mark for the same colour as in Die Dolmengötter; black, which that game has not, a ring).
MARK = {"red": "dot", "blue": "triangle", "yellow": "bar", "green": "cross", "black": "ring"}
NAMES = {"red": N_("Red"), "blue": N_("Blue"), "yellow": N_("Yellow"), "green": N_("Green"), "black": N_("Black")}


def colour_name(colour: str) -> str:
    return _(NAMES[colour])


def rgb(colour: str) -> tuple[int, int, int]:
    return RGB[colour]


def draw_mark(surf: pygame.Surface, colour: str, cx: float, cy: float, r: float, ink=None) -> None:
    """The second cue of `colour` centred at (cx, cy) within a radius r."""
    ink = ink or INK[colour]
    shape = MARK[colour]
    stroke = max(1, round(r * 0.42))
    if shape == "dot":
        pygame.draw.circle(surf, ink, (cx, cy), max(1.5, r * 0.6))
    elif shape == "triangle":
        points = [(cx + r * math.cos(a), cy + r * math.sin(a)) for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)]
        pygame.draw.polygon(surf, ink, points)
    elif shape == "bar":
        height = max(2, round(r * 0.62))
        pygame.draw.rect(surf, ink, pygame.Rect(round(cx - r), round(cy - height / 2), round(2 * r), height))
    elif shape == "cross":
        for dx, dy in ((1, 0), (0, 1)):
            pygame.draw.line(surf, ink, (cx - dx * r, cy - dy * r), (cx + dx * r, cy + dy * r), stroke)
    else:
        pygame.draw.circle(surf, ink, (cx, cy), max(2, r * 0.82), max(1, round(r * 0.34)))
