"""Drawing helpers shared by the art of the table and of every game: supersampling, curves, noise,
soft shadows, fonts, colours (shade, mix), the colour-blind marks' shapes and a small hut (the
program's icon has one; Meduris's huts are it in a player's colours).

pygame's filled shapes have no anti-aliasing, so small art is drawn at SS times its size and
smoothscaled down; the board is large enough to be drawn directly, with blurred layers for
softness. Noise comes from a seeded random.Random so every render is identical.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Sequence

import pygame

from .theme import font_path

Point = tuple[float, float]
SS = 4  # supersampling factor for small art


def finish(surface: pygame.Surface) -> pygame.Surface:
    """Convert for fast blits once a window exists; before that (tests, tools) keep it as is."""
    if pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def canvas(w: int, h: int | None = None) -> pygame.Surface:
    return pygame.Surface((max(1, w), max(1, h if h is not None else w)), pygame.SRCALPHA)


def supersampled(size: int, draw: Callable[[pygame.Surface, float], None],
                 height: int | None = None) -> pygame.Surface:
    """A size x height surface drawn by draw(big, s) on a canvas s times larger, then smoothed.

    The factor grows for tiny sizes so that strokes computed from the size never round to zero.
    """
    h = height if height is not None else size
    s = max(SS, math.ceil(64 / max(1, min(size, h))))
    big = canvas(size * s, h * s)
    draw(big, float(s))
    return finish(pygame.transform.smoothscale(big, (max(1, size), max(1, h))))


def poly(surface: pygame.Surface, colour: Sequence[int], points: Sequence[Point],
         width: int = 0) -> None:
    if len(points) >= 3:
        pygame.draw.polygon(surface, colour, [(round(x), round(y)) for x, y in points], width)


def thick_line(surface: pygame.Surface, colour: Sequence[int], points: Sequence[Point],
               width: float, closed: bool = False) -> None:
    """A polyline of the given width with round joints and caps (pygame's lines have neither)."""
    w = max(1, round(width))
    pts = [(round(x), round(y)) for x, y in points]
    if len(pts) < 2:
        return
    pygame.draw.lines(surface, colour, closed, pts, w)
    if w > 2:
        for p in pts:
            pygame.draw.circle(surface, colour, p, w / 2)


def arc_points(cx: float, cy: float, r: float, a0: float, a1: float, n: int = 24) -> list[Point]:
    """Points on a circle from angle a0 to a1 (radians, y down, 0 = right, growing clockwise)."""
    return [(cx + r * math.cos(a0 + (a1 - a0) * i / n), cy + r * math.sin(a0 + (a1 - a0) * i / n))
            for i in range(n + 1)]


def catmull_rom(points: Sequence[Point], steps: int = 8, closed: bool = False) -> list[Point]:
    """A smooth curve through the points: paths and rivers look drawn, not plotted."""
    pts = list(points)
    n = len(pts)
    if n < 3:
        return pts
    out: list[Point] = []
    last = n if closed else n - 1
    for i in range(last):
        p0 = pts[(i - 1) % n] if closed or i > 0 else pts[0]
        p1, p2 = pts[i], pts[(i + 1) % n]
        p3 = pts[(i + 2) % n] if closed or i + 2 < n else pts[-1]
        for k in range(steps):
            t = k / steps
            t2, t3 = t * t, t * t * t
            out.append(tuple(  # type: ignore[arg-type]
                0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                       + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3) for j in (0, 1)))
    if not closed:
        out.append(pts[-1])
    return out


def offset_band(line: Sequence[Point], widths: Sequence[float]) -> list[Point]:
    """The outline of a band along a polyline, half-width widths[i] at point i."""
    left: list[Point] = []
    right: list[Point] = []
    n = len(line)
    for i, (x, y) in enumerate(line):
        ax, ay = line[max(0, i - 1)]
        bx, by = line[min(n - 1, i + 1)]
        dx, dy = bx - ax, by - ay
        d = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / d * widths[i], dx / d * widths[i]
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    return left + right[::-1]


def blob(cx: float, cy: float, rx: float, ry: float, rnd: random.Random, n: int = 40,
         rough: float = 0.12, angle: float = 0.0) -> list[Point]:
    """An irregular closed outline around an ellipse: stones, bushes, slabs, terrain patches."""
    waves = [(k, rnd.uniform(0, math.tau), rnd.uniform(0, rough) / k) for k in (2, 3, 5, 7)]
    ca, sa = math.cos(angle), math.sin(angle)
    out = []
    for i in range(n):
        t = math.tau * i / n
        f = 1 + sum(a * math.sin(k * t + p) for k, p, a in waves)
        x, y = math.cos(t) * rx * f, math.sin(t) * ry * f
        out.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
    return out


def noise(w: int, h: int, cell: int, colour: Sequence[int], max_alpha: int,
          rnd: random.Random) -> pygame.Surface:
    """A w x h layer of `colour` whose alpha is smooth value noise (features about `cell` px)."""
    sw, sh = max(2, w // max(1, cell)), max(2, h // max(1, cell))
    raw = bytearray(sw * sh * 4)
    raw[0::4] = bytes([colour[0]]) * (sw * sh)
    raw[1::4] = bytes([colour[1]]) * (sw * sh)
    raw[2::4] = bytes([colour[2]]) * (sw * sh)
    scale = bytes(i * max_alpha // 255 for i in range(256))
    raw[3::4] = rnd.randbytes(sw * sh).translate(scale)
    small = pygame.image.frombytes(bytes(raw), (sw, sh), "RGBA")
    return pygame.transform.smoothscale(small, (w, h))


def soften(surface: pygame.Surface, radius: float) -> pygame.Surface:
    """A blurred copy: box-blurred at reduced size, which is far cheaper than a full gaussian."""
    w, h = surface.get_size()
    k = max(2, int(radius // 3))  # at least halved: a full-size box blur is the slow part
    small = pygame.transform.smoothscale(surface, (max(1, w // k), max(1, h // k)))
    small = pygame.transform.box_blur(small, max(1, round(radius / k / 2)))
    small = pygame.transform.box_blur(small, max(1, round(radius / k / 2)))
    return pygame.transform.smoothscale(small, (w, h))


def with_alpha(surface: pygame.Surface, alpha: int) -> pygame.Surface:
    """A copy with every pixel's alpha scaled by alpha/255."""
    out = surface.copy()
    out.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def silhouette(surface: pygame.Surface, colour: Sequence[int], alpha: int = 255) -> pygame.Surface:
    """The surface's shape in one colour: drop shadows and glows follow any drawn shape."""
    out = surface.copy()
    out.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
    out.fill((*colour[:3], 0), special_flags=pygame.BLEND_RGBA_ADD)
    if alpha != 255:
        out.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def radial(size: int, inner: Sequence[int], outer: Sequence[int], steps: int = 24,
           centre: Point = (0.5, 0.5)) -> pygame.Surface:
    """A disc of diameter `size` shading from inner (at `centre`, in fractions) to outer."""
    surf = canvas(size)
    r = size / 2
    cx, cy = centre[0] * size, centre[1] * size
    for i in range(steps):
        t = i / (steps - 1)
        col = [round(o + (n - o) * t) for o, n in zip(outer, inner)]
        rr = r * (1 - t * 0.92)
        # the gradient circles slide towards the light point as they shrink
        pygame.draw.circle(surf, col, (r + (cx - r) * t, r + (cy - r) * t), rr)
    return surf


@functools.lru_cache(maxsize=64)
def font(size: int, bold: bool = True) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    return pygame.font.Font(font_path(name), max(4, size))   # checked first: a regular file of a font's size


def text(surface: pygame.Surface, string: str, centre: Point, height: float,
         colour: Sequence[int], outline: Sequence[int] | None = None,
         outline_width: float = 0.0, left: bool = False) -> None:
    """Text centred on a point (or starting at it, if left); `height` is the cap height, in px."""
    f = font(round(height * 1.38))
    img = f.render(string, True, colour)
    at = (round(centre[0]), round(centre[1] + height * 0.04))
    rect = img.get_rect(midleft=at) if left else img.get_rect(center=at)
    if outline is not None and outline_width > 0:
        ring = f.render(string, True, outline)
        steps = 12
        for i in range(steps):
            a = math.tau * i / steps
            surface.blit(ring, rect.move(round(math.cos(a) * outline_width),
                                         round(math.sin(a) * outline_width)))
    surface.blit(img, rect)


def field(w: int, h: int, fn: Callable[[float, float], tuple[int, int, int, int]],
          res: int = 96) -> pygame.Surface:
    """A w x h RGBA layer from fn(fx, fy) -> colour sampled on a res grid and smoothly scaled.

    Gradients that depend on position (light, hue regions, vignettes) cost res^2 Python calls
    instead of one per pixel.
    """
    rw = max(2, min(res, w))
    rh = max(2, min(res, h))
    raw = bytearray(rw * rh * 4)
    i = 0
    for y in range(rh):
        fy = (y + 0.5) / rh
        for x in range(rw):
            r, g, b, a = fn((x + 0.5) / rw, fy)
            raw[i] = min(255, max(0, int(r)))
            raw[i + 1] = min(255, max(0, int(g)))
            raw[i + 2] = min(255, max(0, int(b)))
            raw[i + 3] = min(255, max(0, int(a)))
            i += 4
    return pygame.transform.smoothscale(pygame.image.frombytes(bytes(raw), (rw, rh), "RGBA"), (w, h))


# -- colours -----------------------------------------------------------------------------------

RGB = tuple[int, int, int]


def shade(colour: tuple[int, ...], factor: float) -> RGB:
    """The colour darkened (factor < 1) or lightened towards white (factor > 1)."""
    r, g, b = colour[:3]
    if factor <= 1:
        return (int(r * factor), int(g * factor), int(b * factor))
    t = min(1.0, factor - 1)
    return (int(r + (255 - r) * t), int(g + (255 - g) * t), int(b + (255 - b) * t))


def mix(a: tuple[int, ...], b: tuple[int, ...], t: float) -> RGB:
    """The colour a fraction t of the way from a to b."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


# -- marks and pieces ----------------------------------------------------------------------------

MARK_FILL = (252, 248, 236)      # the cream of a mark on a piece


def mark_points(mark: str, cx: float, cy: float, r: float) -> list[Point]:
    """The outline of a mark shape (the second cue beside a colour), for drawing it on pieces; a
    circle is a 32-gon."""
    if mark == "circle":
        return [(cx + r * 0.9 * math.cos(a * math.tau / 32), cy + r * 0.9 * math.sin(a * math.tau / 32))
                for a in range(32)]
    if mark == "square":
        q = r * 0.8
        return [(cx - q, cy - q), (cx + q, cy - q), (cx + q, cy + q), (cx - q, cy + q)]
    if mark == "triangle":
        return [(cx, cy - r * 0.98), (cx + r * 0.98, cy + r * 0.72), (cx - r * 0.98, cy + r * 0.72)]
    if mark == "diamond":
        return [(cx, cy - r), (cx + r * 0.82, cy), (cx, cy + r), (cx - r * 0.82, cy)]
    raise ValueError(f"unknown mark {mark!r}")


def piece_mark(surf: pygame.Surface, shape: str, outline: tuple[int, ...], cx: float, cy: float, r: float) -> None:
    """The colour-blind cue on a piece: a cream `shape` with the piece's dark `outline`."""
    poly(surf, outline, mark_points(shape, cx, cy, r))
    poly(surf, MARK_FILL, mark_points(shape, cx, cy, r * 0.72))
    if shape == "circle":
        # a ring, not a disc: at piece size a filled circle and a filled square look alike
        poly(surf, outline, mark_points(shape, cx, cy, r * 0.4))


def ground_shadow(surf: pygame.Surface, cx: float, cy: float, rx: float, ry: float) -> None:
    """A soft contact shadow, so pieces stand on the board instead of floating over it."""
    for k in range(6):
        f = 1 - k * 0.12
        shadow = canvas(round(rx * 2 * f), round(ry * 2 * f))
        pygame.draw.ellipse(shadow, (0, 0, 0, 26), shadow.get_rect())
        surf.blit(shadow, shadow.get_rect(center=(round(cx), round(cy))))


def outlined(surf: pygame.Surface, points: list[Point], fill: tuple[int, ...], outline: tuple[int, ...],
             width: float) -> None:
    poly(surf, fill, points)
    thick_line(surf, outline, points, width, closed=True)


def hut(size: int, base: tuple[int, ...], dark: tuple[int, ...], light: tuple[int, ...],
        mark: str) -> pygame.Surface:
    """A small house seen from the front-left: gable wall, side wall with a door, thatched roof,
    in `base` with `dark` outlines and a `light` sunlit eave, carrying the cue `mark`. Size x size,
    standing on the bottom edge."""

    def draw(big: pygame.Surface, s: float) -> None:
        u = size * s

        def p(x: float, y: float) -> tuple[float, float]:
            return (x * u, y * u)

        line = u * 0.035
        ground_shadow(big, u * 0.52, u * 0.9, u * 0.46, u * 0.09)
        gable = [p(0.1, 0.9), p(0.1, 0.5), p(0.33, 0.2), p(0.56, 0.5), p(0.56, 0.9)]
        side = [p(0.56, 0.9), p(0.56, 0.5), p(0.9, 0.44), p(0.9, 0.83)]
        roof = [p(0.33, 0.2), p(0.7, 0.12), p(0.97, 0.46), p(0.6, 0.54)]
        outlined(big, side, shade(base, 0.72), dark, line)
        poly(big, dark, [p(0.68, 0.88), p(0.68, 0.64), p(0.8, 0.62), p(0.8, 0.85)])  # door
        outlined(big, roof, shade(base, 0.86), dark, line)
        for k in range(1, 5):  # thatch lines running down the roof
            t = k / 5
            a = (0.33 + (0.7 - 0.33) * t, 0.2 + (0.12 - 0.2) * t)
            b = (0.6 + (0.97 - 0.6) * t, 0.54 + (0.46 - 0.54) * t)
            thick_line(big, shade(base, 0.62), [p(*a), p(a[0] + (b[0] - a[0]) * 0.9,
                                                        a[1] + (b[1] - a[1]) * 0.9)], line * 0.5)
        outlined(big, gable, base, dark, line)
        thick_line(big, light, [p(0.13, 0.52), p(0.33, 0.25)], line * 0.8)  # sunlit eave
        thick_line(big, dark, [p(0.05, 0.55), p(0.33, 0.17), p(0.61, 0.55)], line * 1.5)
        piece_mark(big, mark, dark, *p(0.33, 0.64), u * 0.2)

    return supersampled(size, draw)
