"""The land under the ring: meadow, the mountain with its terraces, summit and forest, highlands.

Everything is derived from the board data through a board-local BoardGeometry (left = top = 0),
so the same code draws both sides at any size. The mountain is terraced contour shapes drawn in
grey values and then multiplied by a hue map, which lets each flank take the colour of its
highland (forest, pasture, quarry, mine) without drawing per pixel.
"""

from __future__ import annotations

import functools
import math
import random

import pygame

from ..geometry import BoardGeometry
from meduris_gui.table import draw as _draw
from .palette import mix, shade

# Flank colours by material (wood, wool, copper, stone): the land says what the highland gives.
FLANK = ((62, 136, 56), (186, 212, 100), (182, 122, 72), (124, 146, 156))
MEADOW = (98, 150, 62)
FIELD_RES = 100           # the mountain's height field: FIELD_RES x FIELD_RES cells over the board
FOOT_BINS = 256           # directions in which the mountain's foot is measured


class Land:
    """Shared measures of one board render: centre of the mountain, ring radius by angle."""

    def __init__(self, g: BoardGeometry) -> None:
        self.g = g
        self.inner = g.inner
        self.r = g.space_radius
        pts = [g.space(i) for i in range(g.board.n)]
        self.cx = sum(p[0] for p in pts) / len(pts)
        self.cy = sum(p[1] for p in pts) / len(pts)
        # the druid's path, in polar form about the centre, gives the mountain's foot
        polar = sorted((math.atan2(y - self.cy, x - self.cx), math.hypot(x - self.cx, y - self.cy))
                       for x, y in (g.beside_space(i) for i in range(g.board.n)))
        self._polar = [(a - math.tau, d) for a, d in polar] + polar + [(a + math.tau, d) for a, d in polar]

    def path_radius(self, angle: float) -> float:
        """The distance from the centre to the druid's path in a direction (interpolated)."""
        a = (angle + math.pi) % math.tau - math.pi
        prev = self._polar[0]
        for cur in self._polar[1:]:
            if cur[0] >= a:
                t = (a - prev[0]) / ((cur[0] - prev[0]) or 1)
                return prev[1] + (cur[1] - prev[1]) * t
            prev = cur
        return prev[1]

    def near_highland(self, x: float, y: float, factor: float) -> bool:
        g = self.g
        for m in range(4):
            hx, hy = g.highland(m)
            if math.hypot((x - hx) * 0.8, y - hy - g.highland_radius * 0.1) < g.highland_radius * factor:
                return True
            sx, sy = g.supply(m)
            if math.hypot(x - sx, y - sy) < g.highland_radius * factor * 0.55:
                return True
        return False


def meadow(surf: pygame.Surface, land: Land, rnd: random.Random) -> None:
    """The grass outside the mountain: base colour, cloudy patches and fine grain."""
    size = surf.get_width()
    # the soft patches are composed at quarter size (they are blurry anyway), then scaled once
    small = max(8, size // 4)
    patches = pygame.Surface((small, small))
    patches.fill(MEADOW)
    patches.blit(_draw.noise(small, small, max(2, small // 9), (40, 86, 34), 110, rnd), (0, 0))
    patches.blit(_draw.noise(small, small, max(2, small // 14), (176, 200, 96), 90, rnd), (0, 0))
    patches.blit(_draw.noise(small, small, max(1, small // 60), (30, 70, 30), 60, rnd), (0, 0))
    surf.blit(pygame.transform.smoothscale(patches, (size, size)), (0, 0))
    surf.blit(_draw.noise(size, size, 2, (210, 220, 150), 40, rnd), (0, 0))


def mountain(surf: pygame.Surface, land: Land, rnd: random.Random) -> None:
    """A sunlit green mountain: hill-shaded from a height field, coloured by height and flank."""
    size = surf.get_width()
    layer = _mountain_field(land, rnd)
    grain = pygame.Surface((size, size))
    grain.fill((255, 255, 255))
    grain.blit(_draw.noise(size, size, max(3, size // 150), (110, 120, 90), 70, rnd), (0, 0))
    grain.blit(_draw.noise(size, size, max(6, size // 45), (150, 150, 110), 70, rnd), (0, 0))
    layer.blit(grain, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    _terraces(layer, land, rnd)
    shadow = _draw.soften(_draw.silhouette(layer, (10, 30, 10), 120), land.inner * 0.02)
    surf.blit(shadow, (round(land.inner * 0.006), round(land.inner * 0.01)))
    surf.blit(layer, (0, 0))
    _summit(surf, land, rnd)


def _mountain_field(land: Land, rnd: random.Random) -> pygame.Surface:
    """Height h(x, y) on a coarse grid, shaded by its slope towards an upper-left sun.

    Coarse is enough: light and colour change slowly; smoothscale turns the grid into gradients.
    """
    size = land.g.size
    ridges = [(k, rnd.uniform(0, math.tau), rnd.uniform(0.015, 0.03)) for k in (3, 5, 7)]
    heights, rhos = _heights(land, ridges)
    small = pygame.image.frombytes(_shaded(land, heights, rhos), (FIELD_RES, FIELD_RES), "RGBA")
    return pygame.transform.smoothscale(small, (size, size))


def _foot(land: Land) -> list[float]:
    """The mountain's foot: its radius in each of FOOT_BINS directions, just inside the path."""
    bins = FOOT_BINS
    raw_foot = [land.path_radius(math.tau * i / bins) - land.r * 0.6 for i in range(bins)]
    # smoothed round the circle: the path bends at every space, the mountain must not crease
    span = bins // 16
    return [sum(raw_foot[(i + d) % bins] for d in range(-span, span + 1)) / (2 * span + 1) for i in range(bins)]


def _heights(land: Land, ridges: list) -> tuple[list[list[float]], list[list[float]]]:
    """The height and the distance from the centre (1 at the foot) of each cell of the grid,
    with a border of one cell for the slopes."""
    res, bins = FIELD_RES, FOOT_BINS
    cell = land.g.size / res
    foot = _foot(land)
    cx, cy = land.cx, land.cy

    def rho_at(x: float, y: float) -> tuple[float, float]:
        a = math.atan2(y - cy, x - cx)
        return math.hypot(x - cx, y - cy) / foot[int((a % math.tau) / math.tau * bins) % bins], a

    heights = [[0.0] * (res + 2) for _ in range(res + 2)]
    rhos = [[0.0] * (res + 2) for _ in range(res + 2)]
    for j in range(res + 2):
        y = (j - 0.5) * cell
        row = heights[j]
        for i in range(res + 2):
            rho, a = rho_at((i - 0.5) * cell, y)
            rhos[j][i] = rho
            if rho < 1.05:
                # a broad dome with a steeper foot and a small peak on top
                base = max(0.0, 1 - rho * rho)
                wave = min(1.0, rho * 3) * sum(amp * math.sin(k * a + ph + rho * 3) for k, ph, amp in ridges)
                row[i] = 0.7 * base * (1 + wave) + 0.3 * max(0.0, 1 - rho) ** 3
    return heights, rhos


def _shaded(land: Land, heights: list[list[float]], rhos: list[list[float]]) -> bytes:
    """The grid's RGBA pixels: lit by the slope, coloured by the highland near it and by height
    (forest at the foot, bare rock at the top), transparent beyond the foot."""
    g = land.g
    res = FIELD_RES
    cell = g.size / res
    spots = [(g.highland(m), FLANK[m]) for m in range(4)]
    sigma2 = (land.inner * 0.16) ** 2
    raw = bytearray(res * res * 4)
    k = 0
    relief = land.inner * 0.3 / cell  # how steep a unit of height looks
    lx, ly, lz = -0.55, -0.6, 0.58
    for j in range(1, res + 1):
        y = (j - 0.5) * cell
        for i in range(1, res + 1):
            x = (i - 0.5) * cell
            rho = rhos[j][i]
            if rho > 1.0:
                k += 4
                continue
            h = heights[j][i]
            dx = (heights[j][i + 1] - heights[j][i - 1]) * relief
            dy = (heights[j + 1][i] - heights[j - 1][i]) * relief
            lit = max(0.0, (-dx * lx - dy * ly + lz) / math.sqrt(dx * dx + dy * dy + 1))
            light = (0.6 + 0.7 * lit) * (0.8 + 0.4 * h)
            total, r_, g_, b_ = 0.4, 96 * 0.4, 168 * 0.4, 64 * 0.4
            for (hx, hy), col in spots:
                w = math.exp(-((x - hx) ** 2 + (y - hy) ** 2) / sigma2)
                total += w
                r_ += col[0] * w
                g_ += col[1] * w
                b_ += col[2] * w
            colour = (r_ / total, g_ / total, b_ / total)
            if rho > 0.7:  # the forest at the foot darkens towards the path
                colour = mix(colour, (30, 76, 34), min(1.0, (rho - 0.7) / 0.2))
            if rho < 0.2:  # bare rock towards the top
                colour = mix(colour, (160, 160, 150), min(1.0, (0.2 - rho) / 0.1))
            raw[k] = min(255, int(colour[0] * light))
            raw[k + 1] = min(255, int(colour[1] * light))
            raw[k + 2] = min(255, int(colour[2] * light))
            raw[k + 3] = 255 if rho < 0.97 else int(255 * (1 - rho) / 0.03)
            k += 4
    return bytes(raw)


def _terraces(layer: pygame.Surface, land: Land, rnd: random.Random) -> None:
    """Faint terrace lines on the slopes: fields and paths, the painted look of a board."""
    size = layer.get_width()
    lines = _draw.canvas(size)
    light_lines = _draw.canvas(size)
    waves = [(k, rnd.uniform(0, math.tau), rnd.uniform(0.01, 0.03)) for k in (3, 5, 8)]
    for level in range(3, 11):
        t = level / 12
        outline = []
        for i in range(180):
            a = math.tau * i / 180
            rad = (land.path_radius(a) - land.r * 0.6) * (1 - t)
            rad *= 1 + sum(amp * math.sin(k * a + ph + t * 2) for k, ph, amp in waves)
            outline.append((land.cx + math.cos(a) * rad, land.cy + math.sin(a) * rad))
        _draw.thick_line(lines, (30, 50, 20), outline, max(1, land.inner * 0.002), closed=True)
        _draw.thick_line(light_lines, (255, 250, 200), [(x - 1.5, y - 1.5) for x, y in outline],
                         max(1, land.inner * 0.0015), closed=True)
    layer.blit(_draw.with_alpha(light_lines, 22), (0, 0))
    layer.blit(_draw.with_alpha(lines, 40), (0, 0))


def _summit(surf: pygame.Surface, land: Land, rnd: random.Random) -> None:
    """A rocky peak lit from the upper left, under a small snow cap."""
    u = land.inner
    cx, cy = land.cx, land.cy - u * 0.012
    base = _draw.blob(cx, cy + u * 0.008, u * 0.062, u * 0.05, rnd, 48, 0.14)
    peak = (cx - u * 0.004, cy - u * 0.006)
    # drawn on a small local layer: a full-board layer would cost more than the peak itself
    box = round(u * 0.18)
    ox, oy = cx - box / 2, cy - box / 2
    base = [(x - ox, y - oy) for x, y in base]
    peak = (peak[0] - ox, peak[1] - oy)
    cx, cy = cx - ox, cy - oy
    layer = _draw.canvas(box)
    _draw.poly(layer, (96, 98, 96), base)
    # facets: each wedge from the peak, shaded by which way it faces
    n = len(base)
    for i in range(n):
        (ax, ay), (bx, by) = base[i], base[(i + 1) % n]
        mx, my = (ax + bx) / 2 - cx, (ay + by) / 2 - cy
        facing = (-mx - my) * 0.707 / (math.hypot(mx, my) or 1)
        grey = 132 + 56 * facing + (8 if i % 3 == 0 else 0)
        _draw.poly(layer, (grey, grey, grey * 0.96), [peak, (ax, ay), (bx, by)])
    snow = _draw.blob(peak[0], peak[1] + u * 0.002, u * 0.026, u * 0.021, rnd, 36, 0.34)
    _draw.poly(layer, (184, 196, 218), [(x + u * 0.003, y + u * 0.004) for x, y in snow])
    _draw.poly(layer, (250, 252, 255), snow)
    _draw.poly(layer, (222, 230, 242), [peak] + [p for p in snow if p[0] + p[1] > peak[0] + peak[1]][:12])
    surf.blit(_draw.soften(_draw.silhouette(layer, (0, 0, 0), 110), u * 0.01),
              (round(ox + u * 0.005), round(oy + u * 0.008)))
    surf.blit(layer, (round(ox), round(oy)))


@functools.lru_cache(maxsize=64)
def tree_sprite(radius: int, variant: int) -> pygame.Surface:
    """A round treetop seen from above with its shadow: the forest is made of these."""
    tones = ((34, 84, 36), (44, 98, 40), (28, 72, 40), (58, 108, 44), (74, 128, 50))
    base = tones[variant % len(tones)]

    def draw(big: pygame.Surface, s: float) -> None:
        r = radius * s
        c = r * 1.4
        pygame.draw.circle(big, (0, 20, 0, 90), (c + r * 0.3, c + r * 0.38), r)
        pygame.draw.circle(big, shade(base, 0.8), (c, c), r)
        pygame.draw.circle(big, base, (c - r * 0.12, c - r * 0.14), r * 0.8)
        pygame.draw.circle(big, shade(base, 1.25), (c - r * 0.3, c - r * 0.34), r * 0.42)

    return _draw.supersampled(round(radius * 2.8), draw)


def forest(surf: pygame.Surface, land: Land, rnd: random.Random) -> None:
    """Dark forest at the mountain's foot, and a few copses on the meadow outside the ring."""
    tr = max(3, round(land.inner * 0.0105))
    trees: list[tuple[float, float, int]] = []
    for _ in range(int(land.inner * 0.42)):
        a = rnd.uniform(0, math.tau)
        outer = land.path_radius(a) - land.r * 0.85
        d = outer * rnd.uniform(0.84, 1.0)
        x, y = land.cx + math.cos(a) * d, land.cy + math.sin(a) * d * 0.97
        if not land.near_highland(x, y, 1.25):
            trees.append((x, y, rnd.randrange(4)))
    g = land.g
    copses = 0
    while copses < 14:  # small copses between the ring and the frame
        x, y = rnd.uniform(g.band, g.size - g.band), rnd.uniform(g.band, g.size - g.band)
        a = math.atan2(y - land.cy, x - land.cx)
        if math.hypot(x - land.cx, y - land.cy) < land.path_radius(a) + land.r * 3.4:
            continue
        if math.dist((x, y), g.druid_temple()) < land.r * 3:
            continue
        copses += 1
        for _ in range(rnd.randint(3, 7)):  # meadow trees: the lighter tones, in the sun
            trees.append((x + rnd.gauss(0, tr * 1.3), y + rnd.gauss(0, tr * 1.1), rnd.choice((1, 3, 4))))
    for x, y, v in sorted(trees, key=lambda t: t[1]):
        sprite = tree_sprite(tr, v)
        surf.blit(sprite, sprite.get_rect(center=(round(x), round(y))))


def light(surf: pygame.Surface, land: Land) -> None:
    """Sun from the upper left: a warm wash there, a cool shade towards the lower right, and a
    darker rim so the eye stays on the ring."""
    size = surf.get_width()

    def sun(fx: float, fy: float) -> tuple[int, int, int, int]:
        t = (fx + fy) / 2
        edge = max(0.0, max(abs(fx - 0.5), abs(fy - 0.5)) * 2 - 0.72) / 0.28
        if t < 0.5:
            warm = (0.5 - t) * 2 * 70
            dark = edge * 110
            if warm >= dark:
                return (255, 236, 180, warm - dark * 0.5)
            return (10, 24, 10, dark - warm * 0.5)
        return (10, 22, 40, 90 * (t - 0.5) * 2 + edge * 110)

    surf.blit(_draw.field(size, size, sun, 40), (0, 0))


def flock(surf: pygame.Surface, land: Land, rnd: random.Random) -> None:
    """Sheep grazing outside the ring: the 4 player side is the side with the sheep."""
    g = land.g
    size = max(4, round(land.r * 0.42))
    flocks = 0
    tries = 0
    while flocks < 6 and tries < 400:
        tries += 1
        lo, hi = g.band + size * 3, g.size - g.band - size * 3
        x, y = rnd.uniform(lo, hi), rnd.uniform(lo, hi)
        a = math.atan2(y - land.cy, x - land.cx)
        if math.hypot(x - land.cx, y - land.cy) < land.path_radius(a) + land.r * 3.0:
            continue
        labels = (g.territory_label(t) for t in range(len(g.board.territories)))
        if any(math.dist((x, y), label) < land.r * 2.2 for label in labels):
            continue
        if math.dist((x, y), g.druid_temple()) < land.r * 3:
            continue
        flocks += 1
        for _ in range(rnd.randint(2, 4)):
            sx, sy = x + rnd.gauss(0, size * 1.6), y + rnd.gauss(0, size * 1.2)
            _sheep(surf, sx, sy, size, rnd.random() < 0.5)


def _sheep(surf: pygame.Surface, x: float, y: float, size: int, left: bool) -> None:
    body = pygame.Rect(0, 0, size * 2, round(size * 1.3))
    body.center = (round(x), round(y))
    pygame.draw.ellipse(surf, (40, 60, 30), body.move(max(1, size // 4), max(1, size // 3)))
    pygame.draw.ellipse(surf, (120, 116, 104), body.inflate(2, 2))
    pygame.draw.ellipse(surf, (250, 248, 238), body)
    pygame.draw.ellipse(surf, (255, 255, 255), body.inflate(-size, -size // 2).move(-size // 5, -size // 5))
    head = (body.left + size * 0.1, body.centery) if left else (body.right - size * 0.1, body.centery)
    pygame.draw.circle(surf, (54, 50, 48), head, max(2, size * 0.42))
