"""The playing pieces: huts, temples, workers, the druid and score markers.

Each piece is drawn in its player's colour with a darker outline and carries the player's mark
(circle, square, triangle, diamond) in cream with a dark rim, so that a player who cannot tell the
colours apart tells the pieces apart by the mark. Surfaces are size x size with the piece standing
on the bottom edge (its foot point is the middle of the bottom), cached and shared: blit, never
draw on them.
"""

from __future__ import annotations

import functools
import math

import pygame

from meduris_gui.table import draw as _draw
from .icons import _check_colour
from .palette import PLAYER_COLOURS, PLAYER_LIGHTS, PLAYER_MARKS, PLAYER_OUTLINES, shade


def _mark(surf: pygame.Surface, colour_name: str, cx: float, cy: float, r: float) -> None:
    """The colour-blind cue on a piece: a cream shape with the player's dark outline."""
    _draw.piece_mark(surf, PLAYER_MARKS[colour_name], PLAYER_OUTLINES[colour_name], cx, cy, r)


def _shades(colour_name: str) -> tuple:
    """A player's colour, its outline and its lit side (a ValueError for an unknown colour)."""
    _check_colour(colour_name)
    return PLAYER_COLOURS[colour_name], PLAYER_OUTLINES[colour_name], PLAYER_LIGHTS[colour_name]


@functools.lru_cache(maxsize=64)
def hut(colour_name: str, size: int) -> pygame.Surface:
    """A small house seen from the front-left: gable wall, side wall with a door, thatched roof."""
    return _draw.hut(size, *_shades(colour_name), PLAYER_MARKS[colour_name])


@functools.lru_cache(maxsize=64)
def temple(colour_name: str, size: int) -> pygame.Surface:
    """A tall round building: a shaded drum with pillars, a dome and a finial."""
    base, dark, light = _shades(colour_name)

    def draw(big: pygame.Surface, s: float) -> None:
        u = size * s
        line = u * 0.03
        cx, left, right = u * 0.5, u * 0.22, u * 0.78
        top, bottom = u * 0.4, u * 0.86
        ry = u * 0.07
        _draw.ground_shadow(big, cx + u * 0.04, bottom + ry * 0.6, u * 0.4, u * 0.08)
        # plinth
        width = right - left
        pygame.draw.ellipse(big, dark, (left - u * 0.06, bottom - ry * 0.2, width + u * 0.12, ry * 2.4))
        pygame.draw.ellipse(big, shade(base, 0.8),
                            (left - u * 0.04, bottom - ry * 0.3, width + u * 0.08, ry * 2))
        # the drum: vertical strips from lit left to shaded right make it round
        strips = 18
        for k in range(strips):
            t = k / (strips - 1)
            x0 = left + (right - left) * k / strips
            light_f = 1.12 - 0.5 * abs(t - 0.3) ** 1.2 * 1.6
            col = shade(base, light_f) if light_f <= 1 else shade(base, 1 + (light_f - 1) * 0.8)
            pygame.draw.rect(big, col, (x0, top, (right - left) / strips + 1, bottom - top))
        pygame.draw.ellipse(big, shade(base, 0.72), (left, bottom - ry, right - left, ry * 2))
        pygame.draw.rect(big, shade(base, 0.72), (left, bottom - ry * 0.2, right - left, ry * 0.3))
        for t in (0.12, 0.38, 0.62, 0.88):  # pillars, bunched at the sides as on a cylinder
            x = cx + (right - left) / 2 * math.sin((t - 0.5) * math.pi)
            _draw.thick_line(big, shade(base, 0.6), [(x, top + ry * 1.2), (x, bottom + ry * 0.4)], line * 0.8)
        # door: an arch
        pygame.draw.rect(big, dark, (cx - u * 0.07, bottom - u * 0.16, u * 0.14, u * 0.17))
        pygame.draw.circle(big, dark, (cx, bottom - u * 0.16), u * 0.07)
        _draw.thick_line(big, dark, [(left, top), (left, bottom)], line)
        _draw.thick_line(big, dark, [(right, top), (right, bottom)], line)
        pygame.draw.arc(big, dark, (left, bottom - ry, right - left, ry * 2), math.pi, math.tau, round(line))
        # dome
        dome = _draw.arc_points(cx, top, (right - left) / 2 + u * 0.03, math.pi, math.tau, 32)
        dome = [(x, top + (y - top) * 0.95) for x, y in dome]
        _draw.outlined(big, dome, shade(base, 0.9), dark, line)
        _draw.poly(big, light, [(x * 0.55 + (cx - u * 0.09) * 0.45, top + (y - top) * 0.72)
                                for x, y in dome[3:15]] + [(cx - u * 0.09, top - u * 0.02)])
        pygame.draw.ellipse(big, dark, (left - u * 0.04, top - ry * 0.7, right - left + u * 0.08, ry * 1.4))
        pygame.draw.ellipse(big, shade(base, 0.8), (left - u * 0.02, top - ry * 0.45, width + u * 0.04, ry))
        _draw.thick_line(big, dark, [(cx, top - u * 0.3), (cx, top - u * 0.38)], line * 1.3)
        pygame.draw.circle(big, dark, (cx, top - u * 0.39), u * 0.04)
        pygame.draw.circle(big, light, (cx - u * 0.01, top - u * 0.4), u * 0.018)
        _mark(big, colour_name, cx - u * 0.02, top + (bottom - top) * 0.33, u * 0.15)

    return _draw.supersampled(size, draw)


@functools.lru_cache(maxsize=64)
def worker(colour_name: str, size: int) -> pygame.Surface:
    """A chunky stacking figure with a flat-topped head, the mark on its chest.

    Drawn as a thick wooden piece: a darker copy below-right gives it depth, and the flat top of
    the head is a lit oval so a tower of them reads as stacked.
    """
    base, dark, light = _shades(colour_name)

    def draw(big: pygame.Surface, s: float) -> None:
        u = size * s

        def p(x: float, y: float) -> tuple[float, float]:
            return (u * 0.5 + x * u, y * u)

        body = [p(-0.13, 0.28), p(0.13, 0.28), p(0.19, 0.33), p(0.4, 0.42), p(0.42, 0.5),
                p(0.37, 0.56), p(0.19, 0.54), p(0.22, 0.72), p(0.33, 0.95), p(0.07, 0.95),
                p(0, 0.8), p(-0.07, 0.95), p(-0.33, 0.95), p(-0.22, 0.72), p(-0.19, 0.54),
                p(-0.37, 0.56), p(-0.42, 0.5), p(-0.4, 0.42), p(-0.19, 0.33)]
        head = pygame.Rect(round(u * 0.35), round(u * 0.04), round(u * 0.3), round(u * 0.27))
        depth = u * 0.035
        _draw.poly(big, dark, [(x + depth, y + depth * 0.6) for x, y in body])
        pygame.draw.rect(big, dark, head.move(round(depth), round(depth * 0.6)),
                         border_radius=round(u * 0.07))
        line = u * 0.03
        _draw.outlined(big, body, base, dark, line)
        pygame.draw.rect(big, dark, head.inflate(line * 2, line * 2), border_radius=round(u * 0.08))
        pygame.draw.rect(big, base, head, border_radius=round(u * 0.07))
        # the flat top: a lit oval, the surface the next worker stands on
        pygame.draw.ellipse(big, light, (head.x + u * 0.02, head.y + u * 0.005, head.w - u * 0.04, u * 0.07))
        _draw.thick_line(big, shade(light, 1.2), [p(-0.36, 0.45), p(-0.18, 0.37)], line * 0.7)
        _mark(big, colour_name, *p(0, 0.5), u * 0.15)

    return _draw.supersampled(size, draw)


@functools.lru_cache(maxsize=32)
def druid(size: int) -> pygame.Surface:
    """The druid: a white-robed, hooded figure with a grey beard and a crooked staff."""

    def draw(big: pygame.Surface, s: float) -> None:
        u = size * s

        def p(x: float, y: float) -> tuple[float, float]:
            return (x * u, y * u)

        line = u * 0.03
        outline = (70, 70, 84)
        _draw.ground_shadow(big, u * 0.5, u * 0.93, u * 0.36, u * 0.06)
        _draw.thick_line(big, (86, 52, 24), [p(0.74, 0.95), p(0.76, 0.16)], u * 0.06)  # staff
        _draw.thick_line(big, (86, 52, 24), _draw.arc_points(*p(0.69, 0.16), u * 0.07, 0, -math.pi * 1.5, 12),
                         u * 0.05)
        pygame.draw.circle(big, (110, 170, 70), p(0.8, 0.22), u * 0.04)  # mistletoe sprig
        pygame.draw.circle(big, (238, 238, 220), p(0.83, 0.25), u * 0.018)
        robe = [p(0.5, 0.08), p(0.66, 0.2), p(0.66, 0.38), p(0.82, 0.94), p(0.18, 0.94),
                p(0.34, 0.38), p(0.34, 0.2)]
        _draw.outlined(big, robe, (246, 246, 240), outline, line)
        _draw.poly(big, (214, 216, 224), [p(0.58, 0.4), p(0.66, 0.38), p(0.82, 0.94), p(0.6, 0.94)])
        _draw.thick_line(big, (200, 160, 60), [p(0.3, 0.6), p(0.7, 0.6)], u * 0.035)  # golden belt
        _face(big, p, u)
        _draw.thick_line(big, outline, [p(0.5, 0.52), p(0.5, 0.9)], line * 0.6)
        # the arm holding the staff
        _draw.thick_line(big, (232, 232, 226), [p(0.6, 0.44), p(0.74, 0.5)], u * 0.08)
        pygame.draw.circle(big, (236, 196, 160), p(0.75, 0.5), u * 0.04)

    return _draw.supersampled(size, draw)


def _face(big: pygame.Surface, p, u: float) -> None:
    """The druid's face in the hood's shadow: skin, two eyes, brows, a nose and a long white
    beard, so that he reads as an old man and not as a visor."""
    pygame.draw.ellipse(big, (96, 90, 100), pygame.Rect(*p(0.405, 0.205), u * 0.19, u * 0.17))  # hood
    pygame.draw.ellipse(big, (232, 190, 152), pygame.Rect(*p(0.43, 0.225), u * 0.14, u * 0.13))
    pygame.draw.ellipse(big, (212, 166, 128), pygame.Rect(*p(0.43, 0.225), u * 0.14, u * 0.035))  # hood's shade
    for ex in (0.473, 0.527):
        pygame.draw.circle(big, (46, 36, 34), p(ex, 0.275), max(1.0, u * 0.011))
        _draw.thick_line(big, (236, 236, 240), [p(ex - 0.02, 0.258), p(ex + 0.02, 0.258)], u * 0.012)
    _draw.thick_line(big, (196, 142, 110), [p(0.5, 0.278), p(0.506, 0.3)], u * 0.012)  # nose
    beard = [p(0.43, 0.3), p(0.47, 0.315), p(0.5, 0.305), p(0.53, 0.315), p(0.57, 0.3),
             p(0.56, 0.42), p(0.5, 0.54), p(0.44, 0.42)]
    _draw.poly(big, (236, 236, 240), beard)
    _draw.thick_line(big, (196, 198, 208), [p(0.5, 0.33), p(0.5, 0.5)], u * 0.008)
    _draw.thick_line(big, (196, 198, 208), [p(0.47, 0.34), p(0.48, 0.46)], u * 0.006)
    _draw.thick_line(big, (196, 198, 208), [p(0.53, 0.34), p(0.52, 0.46)], u * 0.006)
    _draw.thick_line(big, (150, 96, 84), [p(0.485, 0.312), p(0.515, 0.312)], u * 0.01)  # mouth


@functools.lru_cache(maxsize=64)
def score_marker(colour_name: str, size: int) -> pygame.Surface:
    """A thick disc in the player's colour with the mark on top, for the score track."""
    base, dark, light = _shades(colour_name)

    def draw(big: pygame.Surface, s: float) -> None:
        c = size * s / 2
        pygame.draw.circle(big, (0, 0, 0, 70), (c + c * 0.06, c + c * 0.1), c * 0.9)
        pygame.draw.circle(big, dark, (c, c + c * 0.05), c * 0.9)
        pygame.draw.circle(big, shade(base, 0.8), (c, c + c * 0.02), c * 0.82)
        pygame.draw.circle(big, base, (c, c - c * 0.04), c * 0.76)
        pygame.draw.circle(big, light, (c - c * 0.18, c - c * 0.24), c * 0.36)
        pygame.draw.circle(big, base, (c - c * 0.06, c - c * 0.1), c * 0.48)
        _mark(big, colour_name, c, c - c * 0.04, c * 0.5)

    return _draw.supersampled(size, draw)
