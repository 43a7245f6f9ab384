"""The program's own small icons, shared by the table and every game's scenes (not a game's art):
who plays a seat, a person or a computer player of a level.

Every function returns a cached, shared surface (size x size, per-pixel alpha): callers blit it
and never draw on it."""

from __future__ import annotations

import functools

import pygame

from . import draw as _draw

INK = (48, 36, 26)                # the ink of the screen inside a computer's sign

# -- who plays a seat ----------------------------------------------------------------------

SEAT_ICON_KINDS = ("human", "easy", "medium", "strong")


@functools.lru_cache(maxsize=64)
def seat_icon(kind: str, size: int, colour: tuple[int, ...] = (252, 246, 230)) -> pygame.Surface:
    """Who plays a seat: a person ("human") or a small screen (a computer player: "easy" shows
    one spark on it, "medium" two, "strong" three)."""
    if kind not in SEAT_ICON_KINDS:
        raise ValueError(f"unknown seat kind {kind!r} (expected one of {', '.join(SEAT_ICON_KINDS)})")

    def draw(big: pygame.Surface, s: float) -> None:
        c = size * s / 2
        if kind == "human":
            pygame.draw.circle(big, colour, (c, c * 0.62), c * 0.34)
            pygame.draw.ellipse(big, colour, (c * 0.32, c * 1.06, c * 1.36, c * 1.1))
            return
        screen = pygame.Rect(round(c * 0.14), round(c * 0.26), round(c * 1.72), round(c * 1.2))
        pygame.draw.rect(big, colour, screen, border_radius=round(c * 0.16))
        pygame.draw.rect(big, INK, screen.inflate(-round(c * 0.24), -round(c * 0.24)), border_radius=round(c * 0.08))
        _draw.poly(big, colour, [(c * 0.8, c * 1.46), (c * 1.2, c * 1.46), (c * 1.3, c * 1.7), (c * 0.7, c * 1.7)])
        pygame.draw.rect(big, colour, (round(c * 0.5), round(c * 1.66), round(c), round(c * 0.16)))
        sparks = {"easy": (1.0,), "medium": (0.8, 1.2)}.get(kind, (0.6, 1.0, 1.4))
        for x in sparks:
            pygame.draw.circle(big, (232, 184, 64), (c * x, c * 0.86), c * 0.14)

    return _draw.supersampled(size, draw)


__all__ = ["SEAT_ICON_KINDS", "seat_icon"]
