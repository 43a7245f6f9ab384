"""Eiszeit's board, drawn in code (our own design, nothing traced: no scan of the printed board
exists): an ice-age landscape of the twelve regions of boards/eiszeit.yaml, each landscape kind
(B1) with its own ground, motif and symbol (so kinds are told apart without colour: the symbol
is the one the L1 cards show), dark borders along the outlines, each region's number on a
plaque, the printed ice sheet along the top edge (B-facts, G2) with the two stone reserves on it
(light left, dark right: S5), and the score track around the land (track.py).

`BoardGeometry` maps the board file's fractions to pixels: each region's screen polygon and
centre, a hit test (point -> region), spots for pieces. `board_surface(board, size)` renders the
static board once per size (cached); glacier tiles (`glacier_tile`) and the pieces (pieces.py)
are drawn over it by the scenes.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from meduris_gui.table import theme
from meduris_gui.table.widgets import fit_font
from ..rules.board import inside
from .pieces import darker, lighter
from .track import LABEL_EVERY, TrackGeometry, track_width

# The land's proportions: four columns of regions 0.25 wide and three rows 0.3 high (B1), regions
# roughly square: width / height of the land inside the track.
LAND_ASPECT = 1.2
ICE_BAND = 0.10                 # y < 0.10 of the land: the printed ice (B2's note)

INK = (44, 34, 24)
BORDER = (52, 40, 30)
EARTH = (70, 56, 42)
BONE = (226, 214, 186)
BONE_NUMBERED = (244, 236, 214)
ICE = (226, 240, 248)
ICE_SHADE = (170, 204, 226)
ICE_DEEP = (120, 168, 204)
ICE_EDGE = (84, 128, 166)
LIGHT_RESERVE = (236, 222, 176)     # a pale birch-bark tray (the light cards' side)
DARK_RESERVE = (72, 58, 64)         # a dark hide (the dark cards' side)

# Each landscape kind: its ground and the colours of its motif.
KIND_PAINT = {
    "tundra": {"ground": (164, 172, 154), "a": (120, 124, 112), "b": (206, 196, 120), "c": (226, 232, 230)},
    "hills": {"ground": (176, 138, 86), "a": (132, 100, 60), "b": (204, 172, 114), "c": (150, 118, 72)},
    "marsh": {"ground": (104, 124, 80), "a": (86, 118, 120), "b": (62, 80, 40), "c": (118, 76, 42)},
    "forest": {"ground": (78, 112, 66), "a": (38, 72, 46), "b": (94, 136, 76), "c": (92, 64, 38)},
    "steppe": {"ground": (214, 188, 112), "a": (176, 146, 74), "b": (236, 214, 148), "c": (196, 120, 70)},
    "lakes": {"ground": (126, 158, 98), "a": (70, 124, 170), "b": (150, 194, 220), "c": (204, 196, 150)},
}
SYMBOL_INK = INK


# -- the kinds' symbols ----------------------------------------------------------------------------

def draw_kind_symbol(surf: pygame.Surface, kind: str, cx: float, cy: float, r: float, colour=SYMBOL_INK) -> None:
    """The symbol of a landscape kind in a box of radius r: tundra a snowflake, hills two humps,
    marsh reeds over water, forest a fir, steppe a tuft of tall grass, lakes three waves. The
    same symbol marks the regions on the board and the L1 cards."""
    w = max(1, round(r * 0.18))
    if kind == "tundra":
        for k in range(3):
            a = k * math.pi / 3 + math.pi / 2
            dx, dy = math.cos(a) * r, math.sin(a) * r
            pygame.draw.line(surf, colour, (cx - dx, cy - dy), (cx + dx, cy + dy), w)
            for sign in (-1, 1):                     # the flake's little branches
                bx, by = cx + sign * dx * 0.6, cy + sign * dy * 0.6
                for turn in (-0.7, 0.7):
                    b = a + (0 if sign > 0 else math.pi) + turn
                    pygame.draw.line(surf, colour, (bx, by), (bx + math.cos(b) * r * 0.32, by + math.sin(b) * r * 0.32),
                                     max(1, w - 1))
    elif kind == "hills":
        for x0, top, half in ((-0.95, -0.25, 0.62), (-0.1, -0.65, 0.85)):
            rect = pygame.Rect(cx + x0 * r, cy + top * r, half * 2 * r, (0.75 - top) * 2 * r)
            pygame.draw.arc(surf, colour, rect, 0, math.pi, w + 1)
        pygame.draw.line(surf, colour, (cx - r, cy + 0.75 * r), (cx + r, cy + 0.75 * r), w)
    elif kind == "marsh":
        for k, dx in enumerate((-0.5, 0.0, 0.5)):
            top = cy - r * (0.6 + 0.3 * (k % 2))
            pygame.draw.line(surf, colour, (cx + dx * r, cy + r * 0.45), (cx + dx * r, top), w)
            pygame.draw.ellipse(surf, colour, pygame.Rect(cx + dx * r - r * 0.14, top, r * 0.28, r * 0.5))
        _wave(surf, colour, cx - r, cx + r, cy + r * 0.62, r * 0.14, w)
    elif kind == "forest":
        pygame.draw.line(surf, colour, (cx, cy + r), (cx, cy + r * 0.5), w + 1)
        for k in range(3):
            y = cy - r + k * r * 0.5
            half = r * (0.35 + 0.25 * k)
            pygame.draw.polygon(surf, colour, [(cx, y), (cx + half, y + r * 0.62), (cx - half, y + r * 0.62)])
    elif kind == "steppe":
        base = (cx, cy + r * 0.9)
        for a, bend in ((-0.55, -0.5), (-0.2, -0.2), (0.15, 0.25), (0.5, 0.55)):
            tip = (cx + a * r * 1.5, cy - r * (0.95 - abs(a) * 0.5))
            mid = (cx + a * r * 0.5 + bend * r * 0.2, cy)
            pygame.draw.lines(surf, colour, False, [base, mid, tip], w)
        pygame.draw.line(surf, colour, (cx - r * 0.6, cy + r * 0.9), (cx + r * 0.6, cy + r * 0.9), w)
    else:                                            # lakes
        for k in (-1, 0, 1):
            _wave(surf, colour, cx - r * 0.9, cx + r * 0.9, cy + k * r * 0.55, r * 0.2, w + (k == 0))


def _wave(surf, colour, x0: float, x1: float, y: float, amplitude: float, width: int) -> None:
    steps = 16
    points = [(x0 + (x1 - x0) * k / steps, y + math.sin(k / steps * 4 * math.pi) * amplitude) for k in range(steps + 1)]
    pygame.draw.lines(surf, colour, False, points, width)


# -- geometry --------------------------------------------------------------------------------------

def board_size(width: int, height: int) -> tuple[int, int]:
    """The largest board of the board's proportions within width x height."""
    best = (0, 0)
    for h in range(height, 0, -1):
        t = track_width(round(h * LAND_ASPECT), h)
        land_h = h - 2 * t
        w = round(land_h * LAND_ASPECT) + 2 * t
        if w <= width:
            best = (w, h)
            break
    return best


class BoardGeometry:
    """Where the board's parts are in pixels for a board surface of `size` blitted at `origin`:
    the track ring at the edge, the land inside it (the board file's fraction frame), the ice band,
    the reserves, each region's polygon and centre."""

    def __init__(self, board, size: tuple[int, int], origin: tuple[int, int] = (0, 0)) -> None:
        self.board = board
        self.size = (int(size[0]), int(size[1]))
        self.origin = (int(origin[0]), int(origin[1]))
        w, h = self.size
        self.rect = pygame.Rect(self.origin, self.size)
        self.track = TrackGeometry(self.rect, track_width(w, h))
        self.land = self.track.inner
        self.ice = pygame.Rect(self.land.left, self.land.top, self.land.width, round(self.land.height * ICE_BAND))
        self.polygons = {r.id: [self.point(p) for p in r.outline] for r in board.regions}
        self.centres = {r.id: self.point(r.centre) for r in board.regions}
        self.unit = min(self.land.width / 4, self.land.height * 0.3)        # one region's side
        reserve_w, reserve_h = round(self.land.width * 0.17), round(self.ice.height * 0.8)
        inset, top = round(self.ice.height * 0.2), self.ice.top + round(self.ice.height * 0.1)
        self.reserves = {"light": pygame.Rect(self.ice.left + inset, top, reserve_w, reserve_h),
                         "dark": pygame.Rect(self.ice.right - inset - reserve_w, top, reserve_w, reserve_h)}
        self._spots: dict = {}              # (rid, count, step) -> spots: the search runs once per geometry

    def point(self, fraction) -> tuple[float, float]:
        fx, fy = fraction
        return (self.land.left + fx * self.land.width, self.land.top + fy * self.land.height)

    def polygon(self, rid: int) -> list[tuple[float, float]]:
        """The screen polygon of region `rid`."""
        return self.polygons[rid]

    def centre(self, rid: int) -> tuple[float, float]:
        return self.centres[rid]

    def bounds(self, rid: int) -> pygame.Rect:
        xs = [x for x, _y in self.polygons[rid]]
        ys = [y for _x, y in self.polygons[rid]]
        left, top = math.floor(min(xs)), math.floor(min(ys))
        return pygame.Rect(left, top, math.ceil(max(xs)) - left, math.ceil(max(ys)) - top)

    def region_at(self, pos) -> int:
        """The region under `pos` (its id), or 0 outside every region (the ice band, the track)."""
        point = (pos[0] + 0.5, pos[1] + 0.5) if isinstance(pos[0], int) else tuple(pos)
        for rid, polygon in self.polygons.items():
            if inside(point, tuple(polygon)):
                return rid
        return 0

    def plaque(self, rid: int) -> pygame.Rect:
        """Where the region's number and kind symbol are painted: near its top, centred."""
        box = self.bounds(rid)
        w, h = round(self.unit * 0.42), round(self.unit * 0.19)
        rect = pygame.Rect(0, 0, w, h)
        rect.midtop = (round(self.centres[rid][0]), box.top + round(self.unit * 0.07))
        return rect

    def spots(self, rid: int, count: int, step: float) -> list[tuple[float, float]]:
        """`count` points for pieces in region `rid`, `step` apart on a grid around its centre
        below the plaque, nearest the centre first (fewer when the region has no more room).
        Worked out once per region, count and step (the board is drawn every frame)."""
        key = (rid, count, step)
        if key not in self._spots:
            self._spots[key] = self._find_spots(rid, count, step)
        return list(self._spots[key])

    def _find_spots(self, rid: int, count: int, step: float) -> list[tuple[float, float]]:
        cx, cy = self.centres[rid]
        polygon = tuple(self.polygons[rid])
        plaque = self.plaque(rid).inflate(step * 0.6, step * 0.6)
        reach = math.ceil(self.unit / step) + 1
        found = []
        for j in range(-reach, reach + 1):
            for i in range(-reach, reach + 1):
                x, y = cx + i * step + (step / 2 if j % 2 else 0), cy + j * step * 0.85
                corners = [(x + dx * step * 0.45, y + dy * step * 0.45) for dx in (-1, 1) for dy in (-1, 1)]
                if all(inside(c, polygon) for c in corners) and not plaque.collidepoint(x, y):
                    found.append((math.hypot(x - cx, (y - cy) * 1.2), x, y))
        found.sort()
        return [(x, y) for _d, x, y in found[:count]]


# -- painting --------------------------------------------------------------------------------------

def _mask(surface: pygame.Surface, polygon, offset) -> None:
    """Keep only the part of `surface` inside `polygon` (screen points; `offset` the surface's
    top-left)."""
    mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - offset[0], y - offset[1]) for x, y in polygon])
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


def _texture(kind: str, size: tuple[int, int], unit: float, seed: int, polygon=None) -> pygame.Surface:
    """The ground of a landscape kind with its motif, `size` large (`unit`: a region's side); the
    large motifs (lakes, pools, hills) lie wholly inside `polygon` (in the texture's pixels) when
    given, so that no lake is cut by a border."""
    paint = KIND_PAINT[kind]
    rng = random.Random(seed)
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((*paint["ground"], 255))
    layer = pygame.Surface(size, pygame.SRCALPHA)
    area = w * h / (unit * unit)
    u = unit

    def spread(n):
        return [(rng.uniform(0, w), rng.uniform(0, h)) for _ in range(max(1, round(n * area)))]

    def within(n, reach: float):
        """About n points (per region's area) whose surroundings (reach x unit) are inside."""
        wanted, found = max(1, round(n * area)), []
        for _ in range(wanted * 40):
            if len(found) == wanted:
                break
            x, y = rng.uniform(0, w), rng.uniform(0, h)
            r = reach * u
            if polygon is None or all(inside(p, polygon) for p in ((x - r, y), (x + r, y), (x, y - r * 0.7),
                                                                 (x, y + r * 0.7))):
                found.append((x, y))
        return found

    # a soft mottling so no ground is flat
    for x, y in spread(18):
        r = rng.uniform(0.06, 0.16) * u
        tone = lighter(paint["ground"], 0.12) if rng.random() < 0.5 else darker(paint["ground"], 0.92)
        pygame.draw.ellipse(layer, (*tone, 110), pygame.Rect(x - r, y - r * 0.6, 2 * r, 1.2 * r))
    if kind == "tundra":
        for x, y in spread(10):                          # frost patches
            r = rng.uniform(0.04, 0.09) * u
            pygame.draw.ellipse(layer, (*paint["c"], 120), pygame.Rect(x - r, y - r * 0.5, 2 * r, r))
        for x, y in spread(26):                          # scattered stones
            r = rng.uniform(0.012, 0.03) * u
            pygame.draw.ellipse(layer, (*paint["a"], 200), pygame.Rect(x - r, y - r * 0.7, 2 * r, 1.4 * r))
            lit = pygame.Rect(x - r * 0.6, y - r * 0.6, r, r * 0.6)
            pygame.draw.ellipse(layer, (*lighter(paint["a"], 0.4), 200), lit)
        for x, y in spread(60):                          # lichen
            pygame.draw.circle(layer, (*paint["b"], 170), (x, y), max(1, u * 0.008))
    elif kind == "hills":
        for x, y in sorted(within(16, 0.12), key=lambda p: p[1]):   # rounded hills, lit from the left
            r = rng.uniform(0.06, 0.11) * u
            rise = r * rng.uniform(0.5, 0.7)
            arc = [(x + r * math.cos(t * math.pi / 14), y - rise * math.sin(t * math.pi / 14)) for t in range(15)]
            pygame.draw.polygon(layer, (*paint["c"], 235), arc)
            pygame.draw.polygon(layer, (*paint["b"], 235), arc[7:] + [(x - r * 0.05, y)])
            pygame.draw.lines(layer, (*paint["a"], 230), False, arc, max(1, round(u * 0.01)))
            pygame.draw.line(layer, (*paint["a"], 160), (x - r * 1.1, y), (x + r * 1.1, y), max(1, round(u * 0.006)))
    elif kind == "marsh":
        for x, y in within(10, 0.11):                    # pools
            r = rng.uniform(0.05, 0.11) * u
            pygame.draw.ellipse(layer, (*paint["a"], 190), pygame.Rect(x - r, y - r * 0.3, 2 * r, 0.6 * r))
            glint = y - r * 0.05
            pygame.draw.line(layer, (*lighter(paint["a"], 0.4), 190), (x - r * 0.5, glint), (x + r * 0.2, glint), 1)
        for x, y in spread(30):                          # reeds with brown heads
            tall = rng.uniform(0.03, 0.06) * u
            for k in (-1, 0, 1):
                top = (x + k * tall * 0.3, y - tall * (1 - 0.2 * abs(k)))
                pygame.draw.line(layer, (*paint["b"], 220), (x + k * tall * 0.1, y), top, max(1, round(u * 0.006)))
            head = pygame.Rect(x - u * 0.006, y - tall * 1.05, u * 0.012, tall * 0.35)
            pygame.draw.ellipse(layer, (*paint["c"], 230), head)
    elif kind == "forest":
        trees = sorted(spread(34), key=lambda p: p[1])
        for x, y in trees:                               # firs, the far ones first
            s = rng.uniform(0.035, 0.06) * u
            shade = paint["a"] if rng.random() < 0.6 else paint["b"]
            pygame.draw.line(layer, (*paint["c"], 230), (x, y + s * 0.2), (x, y + s * 0.6), max(1, round(s * 0.2)))
            top, foot = (x, y - s * 1.3), y + s * 0.3
            pygame.draw.polygon(layer, (*shade, 235), [top, (x + s * 0.6, foot), (x - s * 0.6, foot)])
            pygame.draw.polygon(layer, (*lighter(shade, 0.18), 235), [top, (x - s * 0.6, foot), (x - s * 0.1, foot)])
    elif kind == "steppe":
        for x, y in spread(5):                           # wind lines through the grass
            length = rng.uniform(0.15, 0.3) * u
            points = [(x + length * k / 8, y + math.sin(k / 8 * math.pi * 2) * u * 0.01) for k in range(9)]
            pygame.draw.lines(layer, (*paint["b"], 200), False, points, max(1, round(u * 0.01)))
        for x, y in spread(140):                         # tufts of tall grass
            tall = rng.uniform(0.015, 0.03) * u
            tone = paint["a"] if rng.random() < 0.7 else paint["b"]
            for lean in (-0.5, 0.0, 0.5):
                pygame.draw.line(layer, (*tone, 210), (x, y), (x + lean * tall, y - tall), 1)
        for x, y in spread(8):                           # a few flowers
            pygame.draw.circle(layer, (*paint["c"], 220), (x, y), max(1, u * 0.008))
    else:                                                # lakes: meadow with blue lakes and light shores
        for x, y in within(3, 0.22):
            r = rng.uniform(0.09, 0.14) * u
            blobs = [(x + rng.uniform(-r, r) * 0.6, y + rng.uniform(-r, r) * 0.3, r * rng.uniform(0.6, 1.0))
                     for _ in range(3)]
            for bx, by, br in blobs:                     # the light shore, then the water, then a glint
                shore = pygame.Rect(bx - br * 1.12, by - br * 0.62, br * 2.24, br * 1.24)
                pygame.draw.ellipse(layer, (*paint["c"], 230), shore)
            for bx, by, br in blobs:
                pygame.draw.ellipse(layer, (*paint["a"], 240), pygame.Rect(bx - br, by - br * 0.5, br * 2, br))
            for bx, by, br in blobs:
                glint = by - br * 0.15
                pygame.draw.line(layer, (*paint["b"], 220), (bx - br * 0.5, glint), (bx + br * 0.2, glint),
                                 max(1, round(u * 0.008)))
        for x, y in spread(50):
            pygame.draw.line(layer, (*darker(paint["ground"], 0.75), 180), (x, y), (x + 1, y - u * 0.015), 1)
    surf.blit(layer, (0, 0))
    return surf


def _ice_sheet(surf: pygame.Surface, g: BoardGeometry, rng: random.Random) -> None:
    """The printed ice along the top edge: a white-blue sheet with crevasses and a ragged lip
    hanging over the top regions' edge."""
    ice = g.ice
    pygame.draw.rect(surf, ICE, ice)
    band = pygame.Surface(ice.size, pygame.SRCALPHA)
    _frozen(band, rng, max(6, ice.width // 40), ice.height * 0.9, (0, 0.6))
    surf.blit(band, ice.topleft)
    # the lip: icicle teeth over the land's top border
    lip = []
    x = ice.left
    while x < ice.right:
        step = rng.uniform(0.25, 0.6) * ice.height
        lip.append((x, ice.bottom))
        lip.append((min(ice.right, x + step * 0.5), ice.bottom + rng.uniform(0.05, 0.18) * ice.height))
        x += step
    lip.append((ice.right, ice.bottom))
    pygame.draw.polygon(surf, ICE_SHADE, [(ice.left, ice.bottom - 2)] + lip + [(ice.right, ice.bottom - 2)])
    pygame.draw.lines(surf, ICE_EDGE, False, lip, max(1, round(ice.height * 0.04)))


def _frozen(layer: pygame.Surface, rng: random.Random, crevasses: int, scale: float, shade: tuple) -> None:
    """Ice on `layer`: bluer downwards (alpha of the shade from shade[0] to shade[1] of 160) and
    `crevasses` jagged blue cracks running down, `scale` the size of one crack's zigzag."""
    w, h = layer.get_size()
    for y in range(h):
        t = y / max(1, h - 1)
        pygame.draw.line(layer, (*ICE_SHADE, round(160 * (shade[0] + (shade[1] - shade[0]) * t * t))), (0, y), (w, y))
    for _ in range(crevasses):
        x, y = rng.uniform(0, w), rng.uniform(0, h * 0.7)
        points = [(x, y)]
        for _k in range(3):
            x += rng.uniform(-scale * 0.16, scale * 0.16)
            y += rng.uniform(scale * 0.07, scale * 0.18)
            points.append((x, y))
        pygame.draw.lines(layer, (*ICE_DEEP, 205), False, points, max(1, round(scale * 0.03)))


def _reserve_tray(surf: pygame.Surface, rect: pygame.Rect, which: str) -> None:
    """A stone reserve's place on the ice: the light one a pale bark tray marked with a sun, the
    dark one a dark hide marked with a moon (the same emblems as the card backs)."""
    base = LIGHT_RESERVE if which == "light" else DARK_RESERVE
    radius = max(4, rect.height // 3)
    pygame.draw.rect(surf, (0, 0, 0, 60), rect.move(2, 3), border_radius=radius)
    pygame.draw.rect(surf, darker(base, 0.6), rect, border_radius=radius)
    pygame.draw.rect(surf, base, rect.inflate(-4, -4), border_radius=radius)
    r = rect.height * 0.3
    cx, cy = rect.left + rect.height * 0.5, rect.centery
    draw_emblem(surf, which, cx, cy, r)


def draw_emblem(surf: pygame.Surface, which: str, cx: float, cy: float, r: float) -> None:
    """The light side's sun (a disc with rays) or the dark side's moon (a crescent with a star):
    a cue beside brightness that tells light from dark."""
    if which == "light":
        colour = (214, 150, 40)
        for k in range(8):
            a = k * math.pi / 4
            pygame.draw.line(surf, colour, (cx + math.cos(a) * r * 0.7, cy + math.sin(a) * r * 0.7),
                             (cx + math.cos(a) * r, cy + math.sin(a) * r), max(1, round(r * 0.16)))
        pygame.draw.circle(surf, colour, (cx, cy), r * 0.52)
    else:
        colour = (226, 222, 236)
        moon = pygame.Surface((round(2 * r) + 2, round(2 * r) + 2), pygame.SRCALPHA)
        pygame.draw.circle(moon, colour, (r + 1, r + 1), r * 0.8)
        pygame.draw.circle(moon, (0, 0, 0, 0), (r + 1 + r * 0.38, r + 1 - r * 0.2), r * 0.7)
        surf.blit(moon, (cx - r - 1, cy - r - 1))
        pygame.draw.circle(surf, colour, (cx + r * 0.55, cy + r * 0.35), max(1, r * 0.13))


def reserve_spot(g: BoardGeometry, which: str) -> pygame.Rect:
    """Where the stones of a reserve lie (right of its emblem): the scenes draw the pile there."""
    rect = g.reserves[which]
    return pygame.Rect(rect.left + rect.height, rect.top + 2, rect.width - rect.height - 2, rect.height - 4)


def _track(surf: pygame.Surface, g: BoardGeometry) -> None:
    track = g.track
    pygame.draw.rect(surf, EARTH, track.rect, border_radius=max(4, track.width // 3))
    f = fit_font("99", round(track.length * 0.8), max(8, round(track.width * 0.46)), True)
    rng = random.Random(17)
    for space, rect in enumerate(track.spaces):
        numbered = space % LABEL_EVERY == 0
        base = BONE_NUMBERED if numbered else BONE
        tone = rng.randint(-8, 8)
        base = tuple(max(0, min(255, c + tone)) for c in base)
        plate = rect.inflate(-2, -2)
        radius = max(2, min(plate.width, plate.height) // 4)
        pygame.draw.rect(surf, darker(base, 0.6), plate, border_radius=radius)
        pygame.draw.rect(surf, base, plate.inflate(-2, -2), border_radius=radius)
        cx, cy = track.centres[space]
        if space == 0:                                   # the arrow space: where the scores start (S1)
            dx, dy = track.direction(space)
            a = min(plate.width, plate.height) * 0.36
            tip = (cx + dx * a, cy + dy * a)
            pygame.draw.polygon(surf, (168, 56, 36), [tip, (cx - dx * a - dy * a, cy - dy * a - dx * a),
                                                      (cx - dx * a + dy * a, cy - dy * a + dx * a)])
        elif numbered:
            image = f.render(str(space), True, INK)
            surf.blit(image, image.get_rect(center=(round(cx), round(cy))))
        else:
            pygame.draw.circle(surf, darker(base, 0.72), (cx, cy), max(1.5, track.width * 0.06))


def _plaque(surf: pygame.Surface, g: BoardGeometry, region) -> None:
    rect = g.plaque(region.id)
    radius = rect.height // 2
    pygame.draw.rect(surf, (0, 0, 0, 70), rect.move(1, 2), border_radius=radius)
    pygame.draw.rect(surf, BORDER, rect, border_radius=radius)
    pygame.draw.rect(surf, BONE_NUMBERED, rect.inflate(-3, -3), border_radius=radius)
    f = theme.font(max(9, round(rect.height * 0.78)), True)
    image = f.render(str(region.id), True, INK)
    split = rect.left + rect.width * 0.5
    surf.blit(image, image.get_rect(center=(round((rect.left + split) / 2 + 1), rect.centery)))
    pygame.draw.line(surf, darker(BONE, 0.7), (split, rect.top + 3), (split, rect.bottom - 4), 1)
    draw_kind_symbol(surf, region.kind, (split + rect.right) / 2 - 1, rect.centery, rect.height * 0.34)


def _render(board, size: tuple[int, int]) -> pygame.Surface:
    g = BoardGeometry(board, size)
    surf = pygame.Surface(g.size, pygame.SRCALPHA)
    rng = random.Random(31)
    _track(surf, g)
    pygame.draw.rect(surf, BORDER, g.land.inflate(4, 4))
    for region in board.regions:
        box = g.bounds(region.id)
        local = tuple((x - box.left, y - box.top) for x, y in g.polygon(region.id))
        texture = _texture(region.kind, box.size, g.unit, seed=region.id * 101, polygon=local)
        _mask(texture, g.polygon(region.id), box.topleft)
        surf.blit(texture, box.topleft)
    # the borders: a dark line along every outline with a soft light edge inside
    width = max(2, round(g.unit * 0.018))
    for region in board.regions:
        pygame.draw.polygon(surf, BORDER, g.polygon(region.id), width)
    _ice_sheet(surf, g, rng)
    for which in ("light", "dark"):
        _reserve_tray(surf, g.reserves[which], which)
    for region in board.regions:
        _plaque(surf, g, region)
    return surf


@lru_cache(maxsize=8)
def _cached(board, size: tuple[int, int]) -> pygame.Surface:
    return _render(board, size)


def board_surface(board, size) -> pygame.Surface:
    """The static board `size` = (width, height) large, rendered once per size and board (the
    same surface object for the same size: draw on a copy, never on it)."""
    return _cached(board, (int(size[0]), int(size[1])))


# -- glacier tiles ---------------------------------------------------------------------------------

@lru_cache(maxsize=8)
def _geometry(board, size: tuple[int, int]) -> BoardGeometry:
    """The geometry of a board surface of `size` at (0, 0), for the cached pieces drawn on it
    (shared: never altered)."""
    return BoardGeometry(board, size)


@lru_cache(maxsize=48)
def _glacier_cached(board, size: tuple[int, int], rid: int) -> pygame.Surface:
    g = _geometry(board, size)
    box = g.bounds(rid).inflate(2, 2)
    surf = pygame.Surface(box.size, pygame.SRCALPHA)
    surf.fill((*ICE, 255))
    rng = random.Random(rid * 7)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    _frozen(layer, rng, 9, g.unit * 0.5, (0.4, 1.0))
    for _ in range(14):                                  # glints
        x, y = rng.uniform(0, box.width), rng.uniform(0, box.height)
        pygame.draw.line(layer, (255, 255, 255, 230), (x - g.unit * 0.02, y), (x + g.unit * 0.02, y), 1)
        pygame.draw.line(layer, (255, 255, 255, 230), (x, y - g.unit * 0.02), (x, y + g.unit * 0.02), 1)
    surf.blit(layer, (0, 0))
    polygon = g.polygon(rid)
    _mask(surf, polygon, box.topleft)
    local = [(x - box.left, y - box.top) for x, y in polygon]
    pygame.draw.polygon(surf, ICE_EDGE, local, max(2, round(g.unit * 0.02)))
    # the tile's number (G4: an iced region still counts, its tile shows its number)
    cx, cy = g.centre(rid)
    r = g.unit * 0.17
    centre = (cx - box.left, cy - box.top)
    pygame.draw.circle(surf, ICE_EDGE, centre, r)
    pygame.draw.circle(surf, (246, 251, 255), centre, r - max(2, r * 0.12))
    f = theme.font(max(10, round(r * 1.15)), True)
    image = f.render(str(rid), True, (40, 78, 120))
    surf.blit(image, image.get_rect(center=centre))
    return surf


def glacier_tile(board, size, rid: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """The glacier tile over region `rid` on a board of `size`: (surface, where its top-left goes on
    the board surface). Icy, the region's shape, its number in the middle; scenes may slide it
    down from the ice before it settles."""
    size = (int(size[0]), int(size[1]))
    box = _geometry(board, size).bounds(rid).inflate(2, 2)
    return _glacier_cached(board, size, rid), box.topleft


@lru_cache(maxsize=64)
def _highlight_cached(board, size: tuple[int, int], rid: int, colour: tuple) -> pygame.Surface:
    g = _geometry(board, size)
    box = g.bounds(rid).inflate(2, 2)
    surf = pygame.Surface(box.size, pygame.SRCALPHA)
    local = [(x - box.left, y - box.top) for x, y in g.polygon(rid)]
    pygame.draw.polygon(surf, (*colour[:3], 60), local)
    width = max(3, round(g.unit * 0.035))
    pygame.draw.polygon(surf, (*colour[:3], 230), local, width)
    _mask(surf, g.polygon(rid), box.topleft)          # the glow stays inside the region's border
    return surf


def region_highlight(board, size, rid: int, colour=theme.GLOW) -> tuple[pygame.Surface, tuple[int, int]]:
    """A glow over region `rid` (a legal target, the region being scored): a light wash inside its
    border and a bright rim along it; (surface, its top-left on the board surface), cached."""
    size = (int(size[0]), int(size[1]))
    box = _geometry(board, size).bounds(rid).inflate(2, 2)
    return _highlight_cached(board, size, rid, tuple(colour)), box.topleft


__all__ = ["BoardGeometry", "board_surface", "board_size", "glacier_tile", "region_highlight", "draw_kind_symbol",
           "draw_emblem", "reserve_spot", "KIND_PAINT"]
