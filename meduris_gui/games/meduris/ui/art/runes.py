"""The nine rune glyphs: this project's own designs, as strokes in a unit box.

Each glyph is a list of polylines and dots in coordinates from -1 to 1 (y down), drawn with one
thick round-capped stroke, the way a rune is cut with a chisel. The shapes are chosen to differ
in their silhouette, not only in detail, so that they stay apart at small sizes:
sun (ring and rays), moon (crescent and star), oak (crowned tree with roots), eye (almond and
pupil), fish (crossed-tail fish), serpent (angular zigzag with a head), stag (antlers over a
muzzle), boar (bristled back on legs), raven (spread wings over a forked tail).
"""

from __future__ import annotations

import math

import pygame

from meduris_gui.table import draw as _draw

Stroke = list[tuple[float, float]]


def _arc(cx: float, cy: float, r: float, a0: float, a1: float, n: int = 20) -> Stroke:
    return _draw.arc_points(cx, cy, r, math.radians(a0), math.radians(a1), n)


def _sun() -> tuple[list[Stroke], list[tuple[float, float, float]]]:
    strokes = [_arc(0, 0, 0.42, 0, 360, 32)]
    for k in range(8):
        a = math.tau * k / 8
        r0, r1 = 0.64, (0.95 if k % 2 == 0 else 0.82)
        strokes.append([(math.cos(a) * r0, math.sin(a) * r0), (math.cos(a) * r1, math.sin(a) * r1)])
    return strokes, [(0, 0, 0.13)]


def _moon() -> tuple[list[Stroke], list[tuple[float, float, float]]]:
    # The outer arc runs round the left; the inner arc, from a circle further right, closes the
    # horns so the crescent reads as a shape, not just a bracket.
    outer = _arc(0, 0, 0.85, 50, 310, 28)
    tip_a, tip_b = outer[0], outer[-1]
    c = 0.48
    r = math.hypot(tip_a[0] - c, tip_a[1])
    start = math.degrees(math.atan2(tip_a[1], tip_a[0] - c))
    end = math.degrees(math.atan2(tip_b[1], tip_b[0] - c)) + 360
    inner = _arc(c, 0, r, start, end, 20)
    return [outer, inner], [(0.7, 0.0, 0.14)]


def _oak() -> tuple[list[Stroke], list[tuple[float, float, float]]]:
    crown = _arc(0, -0.38, 0.5, 0, 360, 32)
    return [crown, [(0, 0.12), (0, 0.62)], [(0, 0.5), (-0.45, 0.9)], [(0, 0.5), (0.45, 0.9)],
            [(0, 0.62), (0, 0.92)], [(0, 0.1), (0, -0.38)], [(0, -0.14), (-0.26, -0.44)],
            [(0, -0.14), (0.26, -0.44)]], []


def _eye() -> tuple[list[Stroke], list[tuple[float, float, float]]]:
    # Two circular arcs meeting in points at the corners of the eye.
    r = 1.05
    d = math.sqrt(r * r - 0.92 * 0.92)
    span = math.degrees(math.atan2(0.92, d))
    top = _arc(0, d, r, -90 - span, -90 + span, 24)
    bottom = _arc(0, -d, r, 90 - span, 90 + span, 24)
    return [top, bottom], [(0, 0, 0.24)]


def _fish() -> tuple[list[Stroke], list[tuple[float, float, float]]]:
    upper = _draw.catmull_rom([(-0.9, 0.42), (-0.4, -0.08), (0.2, -0.42), (0.92, 0.02)], 8)
    lower = _draw.catmull_rom([(-0.9, -0.42), (-0.4, 0.08), (0.2, 0.42), (0.92, 0.02)], 8)
    return [upper, lower], [(0.46, -0.06, 0.1)]


def _serpent() -> tuple[list[Stroke], list[tuple[float, float, float]]]:
    body = [(-0.1, -0.52), (0.42, -0.2), (-0.38, 0.14), (0.38, 0.48), (-0.05, 0.9)]
    head = [(-0.1, -0.52), (-0.42, -0.62), (-0.1, -0.95), (0.2, -0.7), (-0.1, -0.52)]
    return [body, head], []


def _stag() -> tuple[list[Stroke], list[tuple[float, float, float]]]:
    strokes = [[(-0.22, 0.12), (0, 0.85), (0.22, 0.12)], [(-0.22, 0.12), (0.22, 0.12)]]
    for s in (-1, 1):
        strokes += [[(0.22 * s, 0.12), (0.55 * s, -0.28), (0.58 * s, -0.92)],
                    [(0.55 * s, -0.28), (0.92 * s, -0.48)],
                    [(0.57 * s, -0.6), (0.26 * s, -0.86)]]
    return strokes, []


def _boar() -> tuple[list[Stroke], list[tuple[float, float, float]]]:
    back = [(-0.9, 0.12), (-0.62, -0.42), (-0.34, 0.0), (-0.04, -0.6), (0.26, 0.0), (0.54, -0.38),
            (0.78, 0.12)]
    return [back, [(-0.9, 0.12), (0.9, 0.12)], [(-0.56, 0.12), (-0.56, 0.78)],
            [(0.46, 0.12), (0.46, 0.78)], [(0.9, 0.12), (0.72, 0.42)]], []


def _raven() -> tuple[list[Stroke], list[tuple[float, float, float]]]:
    wings = _draw.catmull_rom([(-0.95, 0.0), (-0.5, -0.5), (0, -0.02), (0.5, -0.5), (0.95, 0.0)], 8)
    return [wings, [(0, -0.02), (0, 0.6)], [(0, 0.6), (-0.32, 0.9)], [(0, 0.6), (0.32, 0.9)]], \
        [(0, -0.3, 0.14)]


GLYPHS = {
    "sun": _sun, "moon": _moon, "oak": _oak, "eye": _eye, "fish": _fish,
    "serpent": _serpent, "stag": _stag, "boar": _boar, "raven": _raven,
}


def draw_glyph(surface: pygame.Surface, rune_id: str, centre: tuple[float, float], half: float,
               colour: tuple[int, ...], width: float) -> None:
    """Draw a glyph with its unit box scaled to `half` pixels around `centre`."""
    if rune_id not in GLYPHS:
        raise ValueError(f"unknown rune {rune_id!r} (expected one of {', '.join(GLYPHS)})")
    strokes, dots = GLYPHS[rune_id]()
    cx, cy = centre
    for stroke in strokes:
        _draw.thick_line(surface, colour, [(cx + x * half, cy + y * half) for x, y in stroke], width)
    for x, y, r in dots:
        pygame.draw.circle(surface, colour, (cx + x * half, cy + y * half), max(width * 0.6, r * half))
