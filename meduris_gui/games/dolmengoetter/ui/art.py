"""Die Dolmengötter's art, drawn in code (our own design, nothing traced): a Celtic landscape of
grass, heath and low hills; each stone circle a grassy clearing ringed by its stone places with
its multiplier carved in a flat stone at its centre; dirt paths along the polygon edges; runes of
our own on the edge places (the same rune on both linked places) and a knot on the four corners;
druids standing and lying, stones as short menhirs, dolmens as slabs, every piece in its player's
colour with that colour's mark (colours.MARK) for colour-blind players.

The static board is rendered once per size (`board_picture`, cached); the pieces are small cached
surfaces blitted on top every frame.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from meduris_gui.table import theme
from .colours import INK, MARK, RGB

GRASS = (92, 128, 62)
GRASS_LIGHT = (122, 156, 78)
HEATH = (112, 88, 92)
MOSS = (66, 98, 52)
CLEARING = (150, 176, 96)
PATH = (160, 132, 92)
PATH_DARK = (120, 96, 64)
SOCKET = (150, 148, 138)
SOCKET_EDGE = (92, 90, 84)
SLAB = (176, 172, 160)
SLAB_DARK = (110, 106, 98)
CARVING = (64, 60, 54)
RUNE = (236, 226, 196)
RUNE_GLOW = (255, 214, 90)


def darker(colour, factor: float = 0.6) -> tuple[int, int, int]:
    return tuple(max(0, int(c * factor)) for c in colour[:3])


def lighter(colour, amount: float = 0.35) -> tuple[int, int, int]:
    return tuple(min(255, int(c + (255 - c) * amount)) for c in colour[:3])


# -- the colour marks ------------------------------------------------------------------------------

def draw_mark(surf: pygame.Surface, colour: str, cx: float, cy: float, r: float, ink=None) -> None:
    """The second cue of `colour` (dot, bar, triangle, cross, ring) centred at cx, cy, radius r."""
    ink = ink or INK[colour]
    kind = MARK[colour]
    w = max(1, round(r * 0.45))
    if kind == "dot":
        pygame.draw.circle(surf, ink, (cx, cy), max(1.5, r * 0.55))
    elif kind == "bar":
        pygame.draw.rect(surf, ink, pygame.Rect(round(cx - r), round(cy - r * 0.3), round(2 * r), max(2, round(r * 0.6))))
    elif kind == "triangle":
        pygame.draw.polygon(surf, ink, [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)])
    elif kind == "cross":
        pygame.draw.line(surf, ink, (cx - r, cy), (cx + r, cy), w)
        pygame.draw.line(surf, ink, (cx, cy - r), (cx, cy + r), w)
    else:
        pygame.draw.circle(surf, ink, (cx, cy), max(2, r * 0.8), max(1, round(r * 0.35)))


@lru_cache(maxsize=64)
def player_badge(colour: str, size: int) -> pygame.Surface:
    """The player's round badge: his colour with his mark (panels, log, setup, curtain)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(surf, darker(RGB[colour], 0.5), (c, c), c - 0.5)
    pygame.draw.circle(surf, RGB[colour], (c, c), c - max(1.5, size * 0.08))
    draw_mark(surf, colour, c, c, size * 0.26)
    return surf


# -- pieces ----------------------------------------------------------------------------------------

@lru_cache(maxsize=128)
def stone(colour: str, height: int) -> pygame.Surface:
    """A short menhir in the player's colour, its mark carved in its face."""
    w, h = max(6, round(height * 0.62)), max(8, height)
    surf = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
    base = RGB[colour]
    pygame.draw.ellipse(surf, (0, 0, 0, 70), pygame.Rect(1, h - h * 0.18 + 2, w + 2, h * 0.22))
    body = [(w * 0.14 + 2, h * 0.92 + 1), (w * 0.04 + 2, h * 0.45), (w * 0.2 + 2, h * 0.1), (w * 0.55 + 2, 1),
            (w * 0.88 + 2, h * 0.14), (w * 0.98 + 2, h * 0.55), (w * 0.86 + 2, h * 0.92 + 1)]
    pygame.draw.polygon(surf, darker(base, 0.45), body)
    inner = [(x * 0.92 + w * 0.04 + 0.2, y * 0.95 + h * 0.03) for x, y in body]
    pygame.draw.polygon(surf, base, inner)
    pygame.draw.polygon(surf, lighter(base, 0.3), [inner[1], inner[2], inner[3], ((inner[3][0] + inner[2][0]) / 2, h * 0.5)])
    draw_mark(surf, colour, w * 0.52 + 2, h * 0.55, w * 0.24)
    return surf


@lru_cache(maxsize=128)
def druid(colour: str, height: int, lying: bool = False) -> pygame.Surface:
    """A robed druid with a staff in the player's colour (his mark on the chest); lying: the same
    figure laid on its side, taking herbs (T6)."""
    h = max(10, height)
    w = round(h * 0.78)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    base = RGB[colour]
    edge = darker(base, 0.4) if colour != "white" else (90, 88, 80)
    cx = w * 0.45
    pygame.draw.ellipse(surf, (0, 0, 0, 70), pygame.Rect(w * 0.08, h * 0.86, w * 0.8, h * 0.13))
    # staff
    pygame.draw.line(surf, (96, 64, 32), (w * 0.86, h * 0.94), (w * 0.86, h * 0.12), max(2, round(h * 0.06)))
    pygame.draw.circle(surf, (96, 64, 32), (w * 0.8, h * 0.13), max(2, h * 0.06), max(1, round(h * 0.04)))
    robe = [(cx - w * 0.16, h * 0.3), (cx + w * 0.16, h * 0.3), (cx + w * 0.36, h * 0.93), (cx - w * 0.36, h * 0.93)]
    pygame.draw.polygon(surf, edge, robe)
    pygame.draw.polygon(surf, base, [(x + (1 if x < cx else -1) * 1.5, y + (1.5 if y < h * 0.5 else -1.5)) for x, y in robe])
    # hood and face
    pygame.draw.circle(surf, edge, (cx, h * 0.22), h * 0.15)
    pygame.draw.circle(surf, base, (cx, h * 0.22), h * 0.15 - 1.5)
    pygame.draw.circle(surf, (226, 190, 150), (cx, h * 0.25), h * 0.075)
    draw_mark(surf, colour, cx, h * 0.58, h * 0.12)
    if lying:
        surf = pygame.transform.rotate(surf, 90)
    return surf


@lru_cache(maxsize=512)
def dolmen(colour: str, width: int, height: int, value: int | None, font_size: int) -> pygame.Surface:
    """One dolmen of a stack: a slab in its owner's colour with his mark; its value when the
    viewer may see it (its owner's, or once scored: M9), else face down (no number)."""
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    base = RGB[colour]
    rect = pygame.Rect(0, 0, width, height)
    pygame.draw.rect(surf, darker(base, 0.45), rect, border_radius=max(2, height // 4))
    pygame.draw.rect(surf, base, rect.inflate(-2, -2), border_radius=max(2, height // 4))
    pygame.draw.line(surf, lighter(base, 0.4), (3, 2), (width - 4, 2), 1)
    draw_mark(surf, colour, height * 0.6, height / 2, height * 0.3)
    if value is not None:
        disc = pygame.Rect(0, 0, height - 2, height - 2)
        disc.midright = (width - 2, height // 2)
        pygame.draw.ellipse(surf, (250, 244, 228), disc)
        f = theme.font(font_size, True)
        image = f.render(str(value), True, (40, 30, 20))
        surf.blit(image, image.get_rect(center=disc.center))
    else:
        for k in range(3):          # the blank back: three chisel marks
            x = width * (0.45 + 0.14 * k)
            pygame.draw.line(surf, darker(base, 0.7), (x, height * 0.3), (x + height * 0.2, height * 0.7), 1)
    return surf


# -- runes and corners -----------------------------------------------------------------------------

# Our own 14 rune marks: a stave with branches; each entry lists the strokes on a unit box
# (x, y from -1 to 1). Pairs link the left and right edges (rows) and the top and bottom (columns).
_STAVE = ((0, -1), (0, 1))
_BRANCHES = {
    "ul": ((0, -0.2), (-0.7, -0.8)), "ur": ((0, -0.2), (0.7, -0.8)),
    "ll": ((0, 0.5), (-0.7, -0.1)), "lr": ((0, 0.5), (0.7, -0.1)),
    "bar": ((-0.6, 0.1), (0.6, 0.1)), "hook": ((0, -1), (0.6, -0.5)),
    "foot": ((0, 1), (-0.6, 0.5)), "dot": None,
}
RUNE_SHAPES = (("ul",), ("ur", "ll"), ("bar",), ("hook", "foot"), ("ul", "ur"), ("lr",), ("ll", "lr"),
               ("hook",), ("bar", "ul"), ("foot", "ur"), ("dot",), ("hook", "lr"), ("ul", "lr", "bar"),
               ("dot", "foot"))


def draw_rune(surf: pygame.Surface, rune: int, cx: float, cy: float, r: float, colour=RUNE) -> None:
    width = max(2, round(r * 0.22))
    shape = RUNE_SHAPES[rune % len(RUNE_SHAPES)]

    def p(point):
        return (cx + point[0] * r * 0.8, cy + point[1] * r)

    pygame.draw.line(surf, colour, p(_STAVE[0]), p(_STAVE[1]), width)
    for part in shape:
        if part == "dot":
            pygame.draw.circle(surf, colour, p((0.55, 0.2)), max(2, r * 0.18))
        else:
            a, b = _BRANCHES[part]
            pygame.draw.line(surf, colour, p(a), p(b), width)


def draw_corner_knot(surf: pygame.Surface, cx: float, cy: float, r: float, colour=RUNE) -> None:
    """The corner places' mark (B5): a ring with four dots (the four linked corners)."""
    pygame.draw.circle(surf, colour, (cx, cy), r, max(2, round(r * 0.2)))
    for k in range(4):
        a = math.pi / 4 + k * math.pi / 2
        pygame.draw.circle(surf, colour, (cx + math.cos(a) * r * 0.45, cy + math.sin(a) * r * 0.45), max(1.5, r * 0.16))


# -- the landscape and the board ------------------------------------------------------------------

def landscape(width: int, height: int, seed: int = 21) -> pygame.Surface:
    """Grass with patches of heath and moss, low hills lit from the upper left."""
    rng = random.Random(seed)
    surf = pygame.Surface((width, height))
    surf.fill(GRASS)
    unit = max(width, height)
    blobs = pygame.Surface((width, height), pygame.SRCALPHA)
    for _ in range(26):                       # low hills: a lit side and a shaded side
        x, y, r = rng.uniform(0, width), rng.uniform(0, height), rng.uniform(0.08, 0.2) * unit
        pygame.draw.circle(blobs, (*MOSS, 60), (x + r * 0.15, y + r * 0.15), r)
        pygame.draw.circle(blobs, (*GRASS_LIGHT, 55), (x - r * 0.1, y - r * 0.1), r * 0.85)
    for _ in range(110):                      # heath patches
        x, y, r = rng.uniform(0, width), rng.uniform(0, height), rng.uniform(0.01, 0.06) * unit
        pygame.draw.ellipse(blobs, (*HEATH, 95), pygame.Rect(x - r, y - r * 0.6, 2 * r, 1.2 * r))
    for _ in range(int(unit * 1.2)):          # tufts
        x, y = rng.uniform(0, width), rng.uniform(0, height)
        tone = rng.choice((MOSS, GRASS_LIGHT, HEATH, (78, 110, 56)))
        pygame.draw.line(blobs, (*tone, 150), (x, y), (x + rng.uniform(-2, 2), y - rng.uniform(2, 5)), 1)
    surf.blit(blobs, (0, 0))
    return surf


def _wobbly(a, b, rng: random.Random, amount: float, steps: int = 6) -> list:
    (x0, y0), (x1, y1) = a, b
    nx, ny = -(y1 - y0), x1 - x0
    length = math.hypot(nx, ny) or 1
    nx, ny = nx / length, ny / length
    points = []
    for k in range(steps + 1):
        t = k / steps
        bend = math.sin(t * math.pi) * rng.uniform(-amount, amount) if 0 < k < steps else 0
        points.append((x0 + (x1 - x0) * t + nx * bend, y0 + (y1 - y0) * t + ny * bend))
    return points


class BoardGeometry:
    """Where the board and its places are in pixels: the board is a square of side `side` at
    (left, top); place i is at its file coordinates (fractions) of that square."""

    def __init__(self, board, left: int, top: int, side: int) -> None:
        self.board = board
        self.rect = pygame.Rect(left, top, side, side)
        self.side = side
        self.points = [(left + x * side, top + y * side) for x, y in board.xy]
        # the shortest distance between two adjacent places on a polygon edge: the cell
        self.cell = min(math.dist(self.points[a], self.points[b]) for a, b in board.edges)
        self.radius = max(5, round(self.cell * 0.17))

    def point(self, place: int) -> tuple[float, float]:
        return self.points[place]

    def centre(self, circle) -> tuple[float, float]:
        x, y = circle.centre
        return (self.rect.left + x * self.side, self.rect.top + y * self.side)

    def circle_box(self, circle) -> pygame.Rect:
        xs = [self.points[p][0] for p in circle.places]
        ys = [self.points[p][1] for p in circle.places]
        return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))

    def place_at(self, pos) -> int:
        """The place under `pos` (within a little more than its socket), or -1."""
        best, best_d = -1, self.radius * 1.5
        for place, (x, y) in enumerate(self.points):
            d = math.hypot(pos[0] - x, pos[1] - y)
            if d <= best_d:
                best, best_d = place, d
        return best

    def circle_at(self, pos) -> int:
        """The circle whose clearing holds `pos` away from its places (its centre area), or -1."""
        for circle in self.board.circles:
            if self.circle_box(circle).inflate(-self.radius * 2, -self.radius * 2).collidepoint(pos):
                return circle.index
        return -1

    def stack_layout(self, circle) -> tuple[pygame.Rect, tuple[int, int], bool]:
        """(multiplier stone, size of one dolmen slab, stack beside the stone?) for `circle`:
        a wide clearing puts the stack to the right of the stone, a tall one below it."""
        box = self.circle_box(circle)
        cx, cy = self.centre(circle)
        slab = (max(14, round(self.cell * 0.46)), max(8, round(self.cell * 0.16)))
        stone_rect = pygame.Rect(0, 0, max(16, round(self.cell * 0.38)), max(12, round(self.cell * 0.26)))
        beside = box.width > box.height * 1.5
        stack_h = circle.max_stack * (slab[1] + 1)
        if beside:
            stone_rect.center = (round(cx - slab[0] * 0.6), round(cy))
        elif circle.max_stack <= 2:
            stone_rect.center = (round(cx), round(cy - (stack_h + 2) / 2))
        else:
            stone_rect.center = (round(cx), round(cy - stack_h / 2 - 2))
        return stone_rect, slab, beside

    def slab_rect(self, circle, position: int) -> pygame.Rect:
        """Where the dolmen at `position` (0 = top) of the circle's stack is drawn."""
        stone_rect, (w, h), beside = self.stack_layout(circle)
        if beside:
            cx, cy = self.centre(circle)
            total = circle.max_stack * (h + 1)
            top = round(cy - total / 2)
            return pygame.Rect(stone_rect.right + 4, top + position * (h + 1), w, h)
        return pygame.Rect(stone_rect.centerx - w // 2, stone_rect.bottom + 3 + position * (h + 1), w, h)


@lru_cache(maxsize=8)
def _board_cached(board, left: int, top: int, side: int) -> pygame.Surface:
    return _render_board(BoardGeometry(board, left, top, side))


def board_picture(geometry: BoardGeometry) -> pygame.Surface:
    """The static board for `geometry` (its own surface of the board's square, cached per size)."""
    return _board_cached(geometry.board, 0, 0, geometry.side)


def _render_board(g: BoardGeometry) -> pygame.Surface:
    board, side, cell = g.board, g.side, g.cell
    rng = random.Random(73)
    surf = landscape(side, side)
    # a darker rim: the board's edge, where the runes are carved
    rim = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.rect(rim, (40, 52, 34, 120), rim.get_rect(), width=max(4, round(side * 0.035)))
    surf.blit(rim, (0, 0))
    # the heath between the circles a little darker, so the clearings stand out
    heath = pygame.Surface((side, side), pygame.SRCALPHA)
    heath.fill((52, 44, 40, 55))
    surf.blit(heath, (0, 0))
    # clearings: each circle a lighter, rounded patch inside its places
    clear = pygame.Surface((side, side), pygame.SRCALPHA)
    for circle in board.circles:
        box = g.circle_box(circle).inflate(round(cell * 0.02), round(cell * 0.02))
        # round clearings (a stadium for a hexagon): a ring of stones on open grass, not a grid
        pygame.draw.rect(clear, (*CLEARING, 185), box, border_radius=min(box.width, box.height) // 2)
        inner = box.inflate(-cell * 0.3, -cell * 0.3)
        pygame.draw.rect(clear, (*lighter(CLEARING, 0.15), 90), inner, border_radius=min(inner.width, inner.height) // 2)
    surf.blit(clear, (0, 0))
    # each clearing's ring of small grey standing stones (4, 6 or 8: the circle's shape)
    for circle in board.circles:
        box = g.circle_box(circle)
        cx, cy = g.centre(circle)
        rx, ry = box.width * 0.3, box.height * 0.3
        n = len(circle.places)
        for k in range(n):
            a = 2 * math.pi * (k + 0.5) / n - math.pi / 2
            x, y = cx + math.cos(a) * rx, cy + math.sin(a) * ry
            w, h = cell * 0.07, cell * 0.13
            pygame.draw.ellipse(surf, (60, 80, 44), pygame.Rect(x - w, y + h * 0.35, 2 * w, h * 0.5))
            pygame.draw.rect(surf, SLAB_DARK, pygame.Rect(x - w * 0.6, y - h * 0.55, w * 1.2, h), border_radius=round(w * 0.5))
            pygame.draw.rect(surf, SLAB, pygame.Rect(x - w * 0.45, y - h * 0.5, w * 0.8, h * 0.8), border_radius=round(w * 0.4))
    # paths along the polygon edges (the walks' ways)
    width = max(3, round(cell * 0.07))
    for a, b in board.edges:
        points = _wobbly(g.points[a], g.points[b], rng, cell * 0.04)
        pygame.draw.lines(surf, PATH_DARK, False, points, width + 2)
        pygame.draw.lines(surf, PATH, False, points, width)
    # the multiplier stones
    for circle in board.circles:
        stone_rect, _slab, _beside = g.stack_layout(circle)
        pygame.draw.ellipse(surf, (0, 0, 0, 60), stone_rect.move(2, 3))
        pygame.draw.rect(surf, SLAB_DARK, stone_rect, border_radius=max(3, stone_rect.height // 3))
        pygame.draw.rect(surf, SLAB, stone_rect.inflate(-3, -3), border_radius=max(3, stone_rect.height // 3))
        f = theme.font(max(9, round(stone_rect.height * 0.8)), True, True)
        image = f.render(f"×{circle.multiplier}", True, CARVING)
        surf.blit(image, image.get_rect(center=stone_rect.center))
        # the circle's letter (the log and the prompts name circles by it), left of the stone
        letter_font = theme.font(max(10, round(stone_rect.height * 1.0)), True)
        at = letter_font.render(circle.id, True, CARVING).get_rect(midright=(stone_rect.left - 4, stone_rect.centery))
        surf.blit(letter_font.render(circle.id, True, SLAB_DARK), at.move(1, 1))
        surf.blit(letter_font.render(circle.id, True, RUNE), at)
    # the stone places: flat sockets, each with its number faintly carved (the log names places
    # by it); a stone or a druid on the place covers it
    number_font = theme.font(max(8, round(g.radius * 1.05)), True)
    for place, (x, y) in enumerate(g.points):
        pygame.draw.circle(surf, (0, 0, 0, 80), (x + 1, y + 2), g.radius)
        pygame.draw.circle(surf, SOCKET_EDGE, (x, y), g.radius)
        pygame.draw.circle(surf, SOCKET, (x, y), g.radius - max(1, g.radius // 6))
        number = number_font.render(str(place), True, SOCKET_EDGE)
        surf.blit(number, number.get_rect(center=(round(x), round(y))))
    # runes beside the edge places (B4) and the corner knots (B5)
    margin = g.rect.width * 0.05
    for rune, a, b in board.runes:
        for place in (a, b):
            x, y = g.points[place]
            rx, ry = _outside(x, y, side, margin)
            draw_rune(surf, rune, rx, ry, margin * 0.33)
    for place in board.corners:
        x, y = g.points[place]
        rx, ry = _outside(x, y, side, margin)
        draw_corner_knot(surf, rx, ry, margin * 0.3)
    return surf


def _outside(x: float, y: float, side: int, margin: float) -> tuple[float, float]:
    """Where an edge place's mark goes: in the margin beyond the place (both ways at a corner)."""
    rx, ry = x, y
    if x < margin * 1.5:
        rx = margin * 0.45
    elif x > side - margin * 1.5:
        rx = side - margin * 0.45
    if y < margin * 1.5:
        ry = margin * 0.45
    elif y > side - margin * 1.5:
        ry = side - margin * 0.45
    return rx, ry


def rune_spot(g: BoardGeometry, place: int) -> tuple[float, float]:
    """Where the rune of an edge place is drawn, in window pixels."""
    x, y = g.points[place]
    rx, ry = _outside(x - g.rect.left, y - g.rect.top, g.side, g.side * 0.05)
    return rx + g.rect.left, ry + g.rect.top
