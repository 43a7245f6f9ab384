"""The static board: land, mountain, highlands, river, path, territories, plots, temple, frame.

`render_board(geometry)` draws the board once per board and size into a cached surface of
geometry.size x geometry.size, to be blitted at (geometry.left, geometry.top); the game draws
only what moves (huts, workers, druid, supplies, markers) on top. Highlights for legal targets
are small cached glow sprites blitted at screen positions from the caller's geometry.
"""

from __future__ import annotations

import functools
import math
import random
from typing import TYPE_CHECKING

import pygame

from ..geometry import BoardGeometry
from meduris_gui.table import draw as _draw
from . import highland, temple, terrain, track
from .icons import hexagon, material_chip
from .palette import GLOW_GOLD, GLOW_HOVER, GLOW_SELECTED, TERRITORY_TINTS, shade
from .runes import draw_glyph

SEED = 1907  # one fixed seed: the board looks the same on every machine and every run
HIGHLIGHT_KINDS = ("legal", "hover", "selected")

if TYPE_CHECKING:  # board data only reaches the art through the geometry
    from ...rules.board import Board


def render_board(geometry: BoardGeometry) -> pygame.Surface:
    """The whole static board for this geometry's board and size (cached)."""
    return _render(geometry.board, geometry.size)


@functools.lru_cache(maxsize=4)
def _render(board: Board, size: int) -> pygame.Surface:
    g = BoardGeometry(board, 0, 0, size)
    rnd = random.Random(f"{SEED}-{board.side}")
    land = terrain.Land(g)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    terrain.meadow(surf, land, rnd)
    terrain.mountain(surf, land, rnd)
    terrain.forest(surf, land, rnd)
    # the landscapes have their own random stream: the rest of the board keeps its placements
    scenery = random.Random(f"{SEED}-{board.side}-landscapes")
    highland.draw_landscapes(surf, land, scenery)
    highland.draw_waterfalls(surf, land, scenery)
    if board.side == "4p":
        terrain.flock(surf, land, rnd)
    _territories(surf, g)
    _river(surf, g, land, rnd)
    _path(surf, g, land, rnd)
    highland.draw_highlands(surf, land, rnd)
    terrain.light(surf, land)
    temple.draw_temple(surf, g, rnd)
    for k in range(1, board.rock_count + 1):
        temple.draw_rock(surf, g, k, rnd)
    _plots(surf, g)
    _runes(surf, g)
    track.frame(surf, g, rnd)
    return _draw.finish(surf)


def chip_centres(geometry: BoardGeometry, index: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """Where a space's two material chips are drawn: side by side in the plot's lower half, so
    that a building standing on the upper half leaves them readable."""
    x, y = geometry.space(index)
    r = geometry.space_radius
    return ((round(x - r * 0.44), round(y + r * 0.4)), (round(x + r * 0.44), round(y + r * 0.4)))


def building_foot(geometry: BoardGeometry, index: int) -> tuple[int, int]:
    """The foot point for a hut or temple on a space: above the chips, on the plot."""
    x, y = geometry.space(index)
    return (x, round(y + geometry.space_radius * 0.2))


# -- the ring -----------------------------------------------------------------------------

def _territories(surf: pygame.Surface, g: BoardGeometry) -> None:
    """A soft tinted band behind each territory's plots, with a seam between neighbours."""
    n = g.board.n
    r = g.space_radius
    cx, cy = g.point(0.5, 0.5)
    fill = _draw.canvas(g.size)
    edge = _draw.canvas(g.size)
    for terr in g.board.territories:
        first, last = terr.spaces[0], terr.spaces[-1]
        pts = [g.space(i) for i in terr.spaces]
        before, after = g.space((first - 1) % n), g.space((last + 1) % n)
        # the band stops short of the midpoint to its neighbours: the seam shows the border
        start = _lerp(pts[0], before, 0.42)
        end = _lerp(pts[-1], after, 0.42)
        line = _draw.catmull_rom([start] + pts + [end], 6)
        inner, outer = [], []
        for x, y in line:
            d = math.hypot(x - cx, y - cy) or 1
            ux, uy = (x - cx) / d, (y - cy) / d
            inner.append((x - ux * r * 1.2, y - uy * r * 1.2))
            outer.append((x + ux * r * 1.3, y + uy * r * 1.3))
        band = inner + outer[::-1]
        tint = TERRITORY_TINTS[terr.rune]
        _draw.poly(fill, tint, band)
        _draw.thick_line(edge, shade(tint, 0.55), band, max(2, r * 0.1), closed=True)
    surf.blit(_draw.with_alpha(_draw.soften(fill, r * 0.25), 130), (0, 0))
    surf.blit(_draw.with_alpha(_draw.soften(edge, r * 0.08), 150), (0, 0))


def _lerp(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _river_line(g: BoardGeometry) -> list[tuple[float, float]]:
    pts = [(float(x), float(y)) for x, y in g.river()]
    return _draw.catmull_rom(pts, 10)


def _river(surf: pygame.Surface, g: BoardGeometry, land: terrain.Land, rnd: random.Random) -> None:
    """The great river: wide at the board's edge, narrowing to its spring on the mountain."""
    r = g.space_radius
    full = _river_line(g)
    # drawn on a layer just big enough for it: full-board layers are the slow part of a render
    margin = r * 2
    ox = min(x for x, _ in full) - margin
    oy = min(y for _, y in full) - margin
    w = max(x for x, _ in full) - ox + margin
    h = max(y for _, y in full) - oy + margin
    line = [(x - ox, y - oy) for x, y in full]
    n = len(line)
    widths = [r * (0.6 - 0.4 * i / (n - 1)) for i in range(n)]
    layer = _draw.canvas(round(w), round(h))
    _draw.poly(layer, (70, 92, 60), _draw.offset_band(line, [w * 1.5 for w in widths]))  # banks
    _draw.poly(layer, (36, 88, 150), _draw.offset_band(line, [w * 1.12 for w in widths]))
    _draw.poly(layer, (58, 138, 204), _draw.offset_band(line, widths))
    _draw.poly(layer, (110, 182, 230), _draw.offset_band(line, [w * 0.45 for w in widths]))
    ex, ey = line[-1]  # the spring: a small pool among stones on the mountain's foot
    end = widths[-1]
    _draw.poly(layer, (96, 96, 100), _draw.blob(ex, ey + 1, end * 2.9, end * 2.2, rnd, 20, 0.2))
    pool = _draw.blob(ex, ey, end * 2.4, end * 1.7, rnd, 20, 0.12)
    _draw.poly(layer, (36, 88, 150), pool)
    _draw.poly(layer, (80, 160, 214), [(ex + (x - ex) * 0.75, ey + (y - ey) * 0.7) for x, y in pool])
    for _ in range(n // 2):  # glints
        i = rnd.randrange(2, n - 2)
        x, y = line[i]
        glint = widths[i] * 0.6
        pygame.draw.line(layer, (220, 240, 252), (x - glint, y + rnd.uniform(-glint, glint) * 0.5),
                         (x + glint * 0.3, y + rnd.uniform(-glint, glint) * 0.5), 1)
    surf.blit(_draw.soften(_draw.silhouette(layer, (0, 20, 40), 90), r * 0.2), (round(ox), round(oy) + 2))
    surf.blit(layer, (round(ox), round(oy)))


def _path_line(g: BoardGeometry) -> list[tuple[float, float]]:
    pts = [(float(x), float(y)) for x, y in (g.beside_space(i) for i in range(g.board.n))]
    return _draw.catmull_rom(pts, 8, closed=True)


def _path(surf: pygame.Surface, g: BoardGeometry, land: terrain.Land, rnd: random.Random) -> None:
    """The dirt path the druid walks, his trail from the temple, and the bridge over the river."""
    r = g.space_radius
    line = _path_line(g)
    trail = [g.druid_temple()] + [g.rock(k) for k in range(1, g.board.rock_count + 1)]
    trail.append(g.beside_space(g.board.druid_entry))
    trail_line = _draw.catmull_rom([(float(x), float(y)) for x, y in trail], 8)
    layer = _draw.canvas(g.size)
    _draw.thick_line(layer, (104, 78, 48), line, r * 0.72, closed=True)
    _draw.thick_line(layer, (104, 78, 48), trail_line, r * 0.5)
    _draw.thick_line(layer, (192, 158, 108), line, r * 0.56, closed=True)
    _draw.thick_line(layer, (192, 158, 108), trail_line, r * 0.36)
    sunlit = [(x - r * 0.06, y - r * 0.06) for x, y in line]  # the lit crown of the path
    _draw.thick_line(layer, (212, 182, 132), sunlit, r * 0.22, closed=True)
    for i in range(0, len(line), 3):  # kerb stones along both edges: it reads as a made path
        (x0, y0), (x1, y1) = line[i], line[(i + 1) % len(line)]
        d = math.hypot(x1 - x0, y1 - y0) or 1
        nx, ny = -(y1 - y0) / d, (x1 - x0) / d
        for side in (-1, 1):
            sx, sy = x0 + nx * side * r * 0.3, y0 + ny * side * r * 0.3
            pygame.draw.circle(layer, (122, 112, 100), (sx + 1, sy + 1), max(1, r * 0.07))
            pygame.draw.circle(layer, (176, 166, 150), (sx, sy), max(1, r * 0.06))
    for i in range(0, len(line), 2):  # pebbles
        x, y = line[i]
        pygame.draw.circle(layer, rnd.choice(((150, 120, 84), (226, 204, 160))),
                           (x + rnd.uniform(-r, r) * 0.22, y + rnd.uniform(-r, r) * 0.22), max(1, r * 0.05))
    surf.blit(_draw.soften(_draw.silhouette(layer, (20, 30, 10), 110), r * 0.15), (1, 2))
    surf.blit(layer, (0, 0))
    _bridge(surf, g, line)


def _bridge(surf: pygame.Surface, g: BoardGeometry, path: list[tuple[float, float]]) -> None:
    river = _river_line(g)
    hit = None
    for i in range(len(path)):
        a, b = path[i], path[(i + 1) % len(path)]
        for c, d in zip(river, river[1:]):
            p = _intersect(a, b, c, d)
            if p is not None:
                hit = (p, math.atan2(b[1] - a[1], b[0] - a[0]))
                break
        if hit:
            break
    if hit is None:
        return
    (x, y), angle = hit
    r = g.space_radius
    length, width = r * 1.5, r * 0.8
    deck = _draw.canvas(round(length * 1.3), round(width * 1.6))
    w, h = deck.get_size()
    pygame.draw.rect(deck, (0, 0, 0, 90), (w * 0.12 + 2, h * 0.2 + 3, length, width))
    pygame.draw.rect(deck, (92, 58, 30), (w * 0.12, h * 0.2, length, width),
                     border_radius=max(1, round(r * 0.08)))
    planks = 7
    for k in range(planks):
        x0 = w * 0.12 + length * (k + 0.08) / planks
        pygame.draw.rect(deck, (170, 118, 66) if k % 2 else (186, 132, 76),
                         (x0, h * 0.2 + width * 0.1, length / planks * 0.84, width * 0.8))
    for yy in (h * 0.2, h * 0.2 + width):
        pygame.draw.line(deck, (70, 42, 20), (w * 0.12, yy), (w * 0.12 + length, yy), max(2, round(r * 0.1)))
    turned = pygame.transform.rotozoom(deck, -math.degrees(angle), 1.0)
    surf.blit(turned, turned.get_rect(center=(round(x), round(y))))


def _intersect(a: _draw.Point, b: _draw.Point, c: _draw.Point, d: _draw.Point) -> _draw.Point | None:
    """Where segments ab and cd cross, or None."""
    r = (b[0] - a[0], b[1] - a[1])
    s = (d[0] - c[0], d[1] - c[1])
    den = r[0] * s[1] - r[1] * s[0]
    if abs(den) < 1e-9:
        return None
    t = ((c[0] - a[0]) * s[1] - (c[1] - a[1]) * s[0]) / den
    u = ((c[0] - a[0]) * r[1] - (c[1] - a[1]) * r[0]) / den
    if 0 <= t <= 1 and 0 <= u <= 1:
        return (a[0] + t * r[0], a[1] + t * r[1])
    return None


@functools.lru_cache(maxsize=8)
def plot_sprite(radius: int) -> pygame.Surface:
    """A sandy round plot with a rim and a soft shadow; the same sprite for every space."""
    def draw(big: pygame.Surface, s: float) -> None:
        r = radius * s
        c = r * 1.3
        pygame.draw.circle(big, (20, 30, 10, 80), (c + r * 0.08, c + r * 0.14), r * 1.04)
        pygame.draw.circle(big, (136, 104, 62), (c, c), r)
        big.blit(_draw.radial(round(r * 1.86), (240, 216, 164), (206, 172, 116), 20, (0.36, 0.32)),
                 (round(c - r * 0.93), round(c - r * 0.93)))
        pygame.draw.circle(big, (226, 198, 146), (c, c), r * 0.93, max(1, round(r * 0.04)))
        rnd = random.Random(radius)
        for _ in range(40):  # grains of sand
            a, d = rnd.uniform(0, math.tau), r * 0.85 * math.sqrt(rnd.random())
            pygame.draw.circle(big, rnd.choice(((196, 164, 112), (250, 232, 190))),
                               (c + math.cos(a) * d, c + math.sin(a) * d), max(1, r * 0.03))

    return _draw.supersampled(round(radius * 2.6), draw)


def plot_rune_spot(geometry: BoardGeometry, index: int) -> tuple[tuple[int, int], int]:
    """Centre and half-size of the small rune carved in a plot's upper part, as on the printed
    board: above the chips, where a hut or temple later stands on it."""
    x, y = geometry.space(index)
    r = geometry.space_radius
    return (x, round(y - r * 0.42)), max(3, round(r * 0.26))


@functools.lru_cache(maxsize=32)
def plot_rune(rune_id: str, half: int) -> pygame.Surface:
    """A rune cut into the sand: a dark groove with a lit lower lip (sun from the upper left)."""
    k = 4
    size = half * 2 + 4
    big = _draw.canvas(size * k)
    c = size * k / 2
    width = max(k * 1.2, half * k * 0.2)
    draw_glyph(big, rune_id, (c + k * 0.8, c + k * 0.8), half * k * 0.9, (252, 236, 200, 255), width)
    draw_glyph(big, rune_id, (c, c), half * k * 0.9, (128, 90, 52, 255), width)
    return _draw.finish(pygame.transform.smoothscale(big, (size, size)))


def _plots(surf: pygame.Surface, g: BoardGeometry) -> None:
    r = g.space_radius
    sprite = plot_sprite(r)
    chip = max(8, round(r * 0.86))
    runes = {i: terr.rune for terr in g.board.territories for i in terr.spaces}
    for space in g.board.spaces:
        x, y = g.space(space.index)
        surf.blit(sprite, sprite.get_rect(center=(x, y)))
        centre, half = plot_rune_spot(g, space.index)
        glyph = plot_rune(runes[space.index], half)
        surf.blit(glyph, glyph.get_rect(center=centre))
        for (cx, cy), material in zip(chip_centres(g, space.index), space.materials):
            surf.blit(_chip(int(material), chip), (cx - chip // 2, cy - chip // 2))


@functools.lru_cache(maxsize=16)
def _chip(material: int, size: int) -> pygame.Surface:
    """A board chip with a small drop shadow (the loose icon chips have none)."""
    out = _draw.canvas(size)
    shadow = _draw.canvas(size)
    _draw.poly(shadow, (60, 40, 20, 120), hexagon(size / 2 + 1, size / 2 + 1.5, size * 0.48))
    out.blit(shadow, (0, 0))
    out.blit(material_chip(material, size), (0, 0))
    return out


def rune_spot(g: BoardGeometry, territory: int) -> tuple[tuple[int, int], int]:
    """Centre and radius of a territory's rune roundel: the largest free circle near its label
    point, clear of the plots and inside the frame (label points near the edge leave little room)."""
    r = g.space_radius
    lx, ly = g.territory_label(territory)
    spaces = [g.space(i) for i in range(g.board.n)]
    lo, hi = g.band + 2, g.size - g.band - 2
    best, best_room = (lx, ly), -1.0
    steps = 6
    for j in range(-steps, steps + 1):
        for i in range(-steps, steps + 1):
            x, y = lx + i * r * 0.2, ly + j * r * 0.2
            room = min(min(math.dist((x, y), p) for p in spaces) - r * 1.06,
                       x - lo, hi - x, y - lo, hi - y)
            room -= math.hypot(i, j) * r * 0.03  # prefer the label point when room is equal
            if room > best_room:
                best, best_room = (x, y), room
    radius = round(min(r * 0.95, max(r * 0.55, best_room)))
    return (round(best[0]), round(best[1])), radius


def _runes(surf: pygame.Surface, g: BoardGeometry) -> None:
    """Each territory's rune painted in a roundel at (or as near as fits) its label point."""
    for terr in g.board.territories:
        (x, y), rad = rune_spot(g, terr.index)
        tint = TERRITORY_TINTS[terr.rune]
        k = 4
        big = _draw.canvas(round(rad * 2.4) * k)
        c = big.get_width() / 2
        pygame.draw.circle(big, (0, 0, 0, 70), (c + k * 2, c + k * 3), rad * k)
        pygame.draw.circle(big, shade(tint, 0.45), (c, c), rad * k)
        pygame.draw.circle(big, shade(tint, 1.45), (c, c), rad * k * 0.9)
        pygame.draw.circle(big, shade(tint, 1.25), (c + k, c + k), rad * k * 0.84)
        draw_glyph(big, terr.rune, (c, c), rad * k * 0.6, shade(tint, 0.35), max(k * 1.5, rad * k * 0.13))
        small = pygame.transform.smoothscale(big, (round(rad * 2.4), round(rad * 2.4)))
        surf.blit(small, small.get_rect(center=(x, y)))


# -- highlights of legal targets ------------------------------------------------------------

@functools.lru_cache(maxsize=32)
def glow_ring(radius: int, kind: str) -> pygame.Surface:
    """A soft glowing ring for a round target of `radius` px: legal (gold), hover, selected."""
    if kind not in HIGHLIGHT_KINDS:
        raise ValueError(f"unknown highlight {kind!r} (expected one of {', '.join(HIGHLIGHT_KINDS)})")
    colour = {"legal": GLOW_GOLD, "hover": GLOW_HOVER, "selected": GLOW_SELECTED}[kind]
    strength = {"legal": 190, "hover": 240, "selected": 255}[kind]
    size = round(radius * 3)
    layer = _draw.canvas(size)
    c = size / 2
    pygame.draw.circle(layer, (*colour, 255), (c, c), radius * 1.18, max(2, round(radius * 0.22)))
    glow = _draw.soften(layer, radius * 0.22)
    out = _draw.canvas(size)
    out.blit(_draw.with_alpha(glow, strength), (0, 0))
    out.blit(_draw.with_alpha(glow, strength // 2), (0, 0))
    edge = (shade(colour, 0.6) if kind == "selected" else colour)
    pygame.draw.circle(out, (*edge, 255), (c, c), radius * 1.08, max(1, round(radius * 0.08)))
    return _draw.finish(out)


def space_highlight(geometry: BoardGeometry, index: int, kind: str = "legal") -> pygame.Surface:
    """The glow sprite for a space (blit it centred on geometry.space(index))."""
    return glow_ring(geometry.space_radius, kind)


def draw_highlight(surface: pygame.Surface, geometry: BoardGeometry, index: int, kind: str = "legal") -> None:
    """Glow around space `index` on `surface`, in the caller's (screen) coordinates."""
    sprite = glow_ring(geometry.space_radius, kind)
    surface.blit(sprite, sprite.get_rect(center=geometry.space(index)))


def draw_highland_highlight(surface: pygame.Surface, geometry: BoardGeometry, material: int,
                            kind: str = "legal") -> None:
    """Glow around a highland's plateau (worker placement targets)."""
    sprite = _plateau_glow(geometry.highland_radius, kind)
    surface.blit(sprite, sprite.get_rect(center=geometry.highland(material)))


@functools.lru_cache(maxsize=16)
def _plateau_glow(radius: int, kind: str) -> pygame.Surface:
    """The ring glow squashed to the plateau's oval."""
    sprite = glow_ring(radius, kind)
    oval = (sprite.get_width(), round(sprite.get_height() * 0.66))
    return _draw.finish(pygame.transform.smoothscale(sprite, oval))
