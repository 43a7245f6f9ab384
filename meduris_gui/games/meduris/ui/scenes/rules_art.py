"""The pictures of the rules pages: small scenes drawn with the game's own art (pieces, icons).

`draw_picture(key, surface, rect, scale)` draws the page `key`'s picture inside `rect`; each one is
a few pieces placed by fractions of the rect, so it scales with the window. The few labels in a
picture are numbers and signs ("+3", "–1"), and on the page of the controls the keys' legends
("Esc", "F1", the translated "Ctrl" and "Enter"), drawn at a text role's size like every text.
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

from meduris_gui.i18n import _
from meduris_gui.table import theme
from ..art import icons, pieces
from meduris_gui.table.theme import Scale
from meduris_gui.table.widgets import draw_text

WOOD, WOOL, COPPER, STONE = range(4)
PATH = (150, 124, 86)              # the druid's path between the spaces
SPACE = (214, 198, 160)            # an unbuilt space
RIVER = (84, 140, 196)
ARROW = (120, 92, 52)


class Pen:
    """Where a picture draws: its surface, its rect, the window's scale; places by fractions."""

    def __init__(self, surface, rect: pygame.Rect, s: Scale) -> None:
        self.surface, self.rect, self.s = surface, rect, s
        self.unit = min(rect.width, rect.height)

    def at(self, fx: float, fy: float) -> tuple[int, int]:
        return (round(self.rect.left + fx * self.rect.width), round(self.rect.top + fy * self.rect.height))

    def size(self, fraction: float) -> int:
        return max(8, round(self.unit * fraction))

    def put(self, image: pygame.Surface, fx: float, fy: float) -> pygame.Rect:
        rect = image.get_rect(center=self.at(fx, fy))
        self.surface.blit(image, rect)
        return rect

    def label(self, text: str, fx: float, fy: float, role: str = "heading", colour=theme.INK) -> pygame.Rect:
        return draw_text(self.surface, text, self.at(fx, fy), self.s.role_font(role, bold=True), colour,
                         anchor="center")

    def arrow(self, a: tuple[float, float], b: tuple[float, float], colour=ARROW) -> None:
        start, end = self.at(*a), self.at(*b)
        width = max(2, self.s.px(3))
        pygame.draw.line(self.surface, colour, start, end, width)
        angle = math.atan2(end[1] - start[1], end[0] - start[0])
        head = self.s.px(10)
        points = [end] + [(end[0] - head * math.cos(angle + d), end[1] - head * math.sin(angle + d))
                          for d in (0.5, -0.5)]
        pygame.draw.polygon(self.surface, colour, points)

    def space(self, fx: float, fy: float, radius: float, colour=SPACE) -> None:
        centre, r = self.at(fx, fy), self.size(radius)
        pygame.draw.circle(self.surface, colour, centre, r)
        pygame.draw.circle(self.surface, theme.PANEL_EDGE, centre, r, max(1, self.s.px(2)))

    def path(self, points: list[tuple[float, float]]) -> None:
        pygame.draw.lines(self.surface, PATH, False, [self.at(*p) for p in points], max(2, self.s.px(5)))

    def row(self, xs: list[float], fy: float, radius: float) -> None:
        """Spaces at `xs` on one line `fy`, joined by the druid's path."""
        self.path([(x, fy) for x in xs])
        for x in xs:
            self.space(x, fy, radius)

    def chips(self, materials: list[int], fx: float, fy: float, size: float) -> None:
        """A row of material chips centred on (fx, fy)."""
        side = self.size(size)
        step = side + self.s.px(2)
        left = self.at(fx, fy)[0] - (len(materials) * step - self.s.px(2)) // 2
        for k, m in enumerate(materials):
            chip = icons.material_chip(m, side)
            self.surface.blit(chip, chip.get_rect(midleft=(left + k * step, self.at(fx, fy)[1])))


def _contents(pen: Pen) -> None:
    """The druid among huts and a temple on the slope."""
    pen.path([(0.08, 0.78), (0.3, 0.7), (0.5, 0.74), (0.72, 0.68), (0.92, 0.76)])
    for fx, fy, colour in ((0.14, 0.7, "blue"), (0.3, 0.62, "purple"), (0.78, 0.6, "red")):
        pen.put(pieces.hut(colour, pen.size(0.2)), fx, fy)
    pen.put(pieces.temple("green", pen.size(0.24)), 0.62, 0.58)
    pen.put(pieces.druid(pen.size(0.42)), 0.47, 0.42)
    pen.put(icons.rune_stone("sun", pen.size(0.12)), 0.2, 0.22)
    pen.put(icons.die_face(WOOD, pen.size(0.14)), 0.8, 0.22)


def _turn(pen: Pen) -> None:
    """1: the die; 2: one of three — a worker on a tower, a hut, a temple."""
    pen.label("1", 0.1, 0.2, "heading")
    pen.put(icons.die_face(WOOL, pen.size(0.22)), 0.5, 0.2)
    pen.arrow((0.5, 0.33), (0.5, 0.46))
    pen.label("2", 0.1, 0.68, "heading")
    pen.put(pieces.worker("blue", pen.size(0.22)), 0.3, 0.68)
    pen.put(pieces.hut("blue", pen.size(0.22)), 0.56, 0.68)
    pen.put(pieces.temple("blue", pen.size(0.24)), 0.84, 0.68)
    pen.label("A", 0.3, 0.88, "caption", theme.INK_SOFT)
    pen.label("B", 0.56, 0.88, "caption", theme.INK_SOFT)
    pen.label("C", 0.84, 0.88, "caption", theme.INK_SOFT)


def _die(pen: Pen) -> None:
    """The six faces (T1-T3), and a wood roll: each worker on the forest brings one wood."""
    side = pen.size(0.17)
    for face in range(6):
        row, col = divmod(face, 3)
        pen.put(icons.die_face(face, side), 0.22 + col * 0.28, 0.14 + row * 0.27)
    pen.put(icons.die_face(WOOD, pen.size(0.15)), 0.14, 0.8)
    pen.arrow((0.25, 0.8), (0.36, 0.8))
    worker = pen.size(0.16)
    pen.put(pieces.worker("purple", worker), 0.48, 0.86)
    pen.put(pieces.worker("blue", worker), 0.48, 0.72)
    pen.chips([WOOD], 0.66, 0.86, 0.07)
    pen.chips([WOOD], 0.66, 0.72, 0.07)


def _harvest(pen: Pen) -> None:
    """A tower of three (A): a worker arrives on top; top 3, middle 2, bottom 1."""
    centre = pen.at(0.34, 0.88)
    width = pen.size(0.5)
    pygame.draw.ellipse(pen.surface, (150, 170, 96), pygame.Rect(centre[0] - width // 2, centre[1] - width // 8,
                                                                   width, width // 4))
    worker = pen.size(0.22)
    for k, (colour, fy) in enumerate((("red", 0.76), ("green", 0.56), ("blue", 0.36))):
        pen.put(pieces.worker(colour, worker), 0.34, fy)
        pen.chips([STONE] * (k + 1), 0.72, fy, 0.075)
        pen.label(f"+{k + 1}", 0.95, fy, "heading")
    pen.arrow((0.06, 0.1), (0.22, 0.26))


def _settlement_row(pen: Pen, huts: int, fy: float) -> None:
    """`huts` neighbouring huts on the path, the last one new (ringed), and its price."""
    step = 0.12
    pen.path([(0.1, fy), (0.1 + step * 2.6, fy)])
    for k in range(3):
        pen.space(0.1 + k * step, fy, 0.045)
    for k in range(huts):
        pen.put(pieces.hut("purple" if k < huts - 1 else "blue", pen.size(0.1)), 0.1 + k * step, fy - 0.02)
    centre = pen.at(0.1 + (huts - 1) * step, fy)
    pygame.draw.circle(pen.surface, theme.GOLD, centre, pen.size(0.065), max(2, pen.s.px(3)))
    pen.arrow((0.46, fy), (0.54, fy))
    pen.chips([WOOD] * huts + [STONE] * huts, 0.76, fy, 0.065)


def _price(pen: Pen) -> None:
    """R1: the first, second and third hut of a settlement cost 1 + 1, 2 + 2, 3 + 3."""
    for k in range(3):
        _settlement_row(pen, k + 1, 0.18 + k * 0.28)


def _runes(pen: Pen) -> None:
    """A hut takes its territory's rune stone (B); k stones score 1 + 2 + … + k (E4)."""
    pen.put(pieces.hut("green", pen.size(0.18)), 0.2, 0.22)
    pen.put(icons.rune("oak", pen.size(0.12), theme.INK_SOFT), 0.36, 0.14)
    pen.arrow((0.44, 0.22), (0.6, 0.22))
    pen.put(icons.rune_stone("oak", pen.size(0.16)), 0.74, 0.22)
    runes = ("sun", "moon", "oak", "eye", "fish")
    for k, rune in enumerate(runes):
        fx = 0.1 + k * 0.18
        pen.put(icons.rune_stone(rune, pen.size(0.13)), fx, 0.6)
        pen.label(f"+{k + 1}", fx, 0.76, "heading")
    pen.label("= 15", 0.5, 0.9, "heading")


def _druid(pen: Pen) -> None:
    """D2-D3: the druid walks to the nearest hut and visits the settlement; what an offer gives."""
    fy = 0.16
    xs = [0.1 + k * 0.2 for k in range(5)]
    pen.row(xs, fy, 0.05)
    pen.put(pieces.temple("red", pen.size(0.12)), xs[0], fy - 0.02)
    for x, colour in zip(xs[2:], ("blue", "purple", "blue")):
        pen.put(pieces.hut(colour, pen.size(0.11)), x, fy - 0.02)
    pen.put(pieces.druid(pen.size(0.16)), xs[1], fy + 0.01)
    pen.arrow((xs[1] + 0.04, fy + 0.12), (xs[2] - 0.02, fy + 0.12))
    rows = (([], "–1"), ([WOOD], "+1"), ([WOOD, STONE], "+3"), (None, "+3"))
    for k, (offer, points) in enumerate(rows):
        y = 0.42 + k * 0.16
        if offer is None:
            pen.put(icons.token("druid", pen.size(0.1)), 0.32, y)
        elif offer:
            pen.chips(offer, 0.32, y, 0.08)
        else:
            pen.label("—", 0.32, y, "heading", theme.INK_SOFT)
        pen.arrow((0.5, y), (0.6, y))
        pen.label(points, 0.76, y, "heading", theme.WARN if points.startswith("–") else theme.INK)


def _river(pen: Pen) -> None:
    """D5: the druid crosses the river; each player scores 1 per rune stone."""
    top, bottom = pen.at(0, 0.4)[1], pen.at(0, 0.56)[1]
    band = pygame.Rect(pen.rect.left, top, pen.rect.width, bottom - top)
    pygame.draw.rect(pen.surface, RIVER, band)
    for k in range(6):
        x = band.left + k * band.width // 6
        pygame.draw.arc(pen.surface, (200, 226, 246), pygame.Rect(x, band.top + band.height // 3, band.width // 8,
                                                                   band.height // 3), 0, math.pi, max(1, pen.s.px(2)))
    pen.path([(0.3, 0.1), (0.3, 0.82)])
    pen.put(pieces.druid(pen.size(0.22)), 0.3, 0.22)
    pen.arrow((0.42, 0.26), (0.42, 0.7))
    for k, (colour, runes) in enumerate((("blue", ("sun", "moon")), ("red", ("oak",)))):
        fy = 0.7 + k * 0.16
        pen.put(icons.player_mark(colour, pen.size(0.09)), 0.56, fy)
        for j, rune in enumerate(runes):
            pen.put(icons.rune_stone(rune, pen.size(0.09)), 0.68 + j * 0.1, fy)
        pen.label(f"+{len(runes)}", 0.93, fy, "heading")


def _temples(pen: Pen) -> None:
    """E3: a temple between a settlement of two and one of three scores 5."""
    fy = 0.5
    xs = [0.07 + k * 0.143 for k in range(7)]
    pen.row(xs, fy, 0.045)
    colours = ("red", "blue", None, "purple", "blue", "green")
    for x, colour in zip(xs[:6], colours):
        if colour:
            pen.put(pieces.hut(colour, pen.size(0.1)), x, fy - 0.02)
    pen.put(pieces.temple("blue", pen.size(0.13)), xs[2], fy - 0.03)
    pen.label("2", (xs[0] + xs[1]) / 2, 0.7, "heading")
    pen.label("3", xs[4], 0.7, "heading")
    pen.label("+5", xs[2], 0.24, "heading")


def _end(pen: Pen) -> None:
    """E2: the druid's last round asks every hut once more; then temples and rune stones score."""
    cx, cy = pen.at(0.5, 0.48)
    radius = pen.size(0.34)
    pygame.draw.circle(pen.surface, PATH, (cx, cy), radius, max(2, pen.s.px(5)))
    colours = ("blue", "red", "temple", "purple", "blue", None, "green", "red")
    for k, colour in enumerate(colours):
        angle = k * math.tau / len(colours) - math.pi / 2
        centre = (cx + radius * math.cos(angle), cy + radius * math.sin(angle))
        pygame.draw.circle(pen.surface, SPACE, centre, pen.size(0.05))
        if colour:
            piece = pieces.temple("purple", pen.size(0.12)) if colour == "temple" else pieces.hut(colour, pen.size(0.1))
            pen.surface.blit(piece, piece.get_rect(center=(round(centre[0]), round(centre[1]))))
    pen.put(pieces.druid(pen.size(0.22)), 0.5, 0.46)
    die = icons.die_face(WOOD, pen.size(0.1))      # E2: the die marks where the round ends
    pen.surface.blit(die, die.get_rect(center=(cx - pen.size(0.1), cy - radius)))
    pygame.draw.arc(pen.surface, ARROW, pygame.Rect(cx - radius * 0.7, cy - radius * 0.7, radius * 1.4, radius * 1.4),
                    -math.pi * 0.9, math.pi * 0.4, max(2, pen.s.px(3)))


def _key(pen: Pen, label: str, fx: float, fy: float, width: float) -> pygame.Rect:
    """A key of the keyboard centred on (fx, fy), `width` of the picture wide, its legend on it."""
    side = pen.size(0.13)
    rect = pygame.Rect(0, 0, max(side, pen.size(width)), side)
    rect.center = pen.at(fx, fy)
    radius = pen.s.px(6)
    pygame.draw.rect(pen.surface, theme.PANEL_EDGE, rect.move(0, pen.s.px(3)), border_radius=radius)
    pygame.draw.rect(pen.surface, theme.LIGHT, rect, border_radius=radius)
    pygame.draw.rect(pen.surface, theme.PANEL_EDGE, rect, width=max(1, pen.s.px(2)), border_radius=radius)
    draw_text(pen.surface, label, rect.center, pen.s.role_font("caption", bold=True), theme.INK, anchor="center")
    return rect


def _controls(pen: Pen) -> None:
    """The keys (ui/keys.py) and what each does: Ctrl+Z takes back, Enter presses the button with
    the gold edge, Esc closes, F1 opens the rules page."""
    rows = (0.14, 0.38, 0.62, 0.86)
    _key(pen, _("Ctrl"), 0.14, rows[0], 0.2)
    pen.label("+", 0.3, rows[0], "heading")
    _key(pen, "Z", 0.42, rows[0], 0.13)
    pen.arrow((0.86, rows[0]), (0.64, rows[0]))                  # back: Undo
    _key(pen, _("Enter"), 0.24, rows[1], 0.34)
    button = pygame.Rect(0, 0, pen.size(0.3), pen.size(0.12))
    button.center = pen.at(0.76, rows[1])
    pygame.draw.rect(pen.surface, theme.BUTTON, button, border_radius=pen.s.px(8))
    pygame.draw.rect(pen.surface, theme.GOLD, button, width=max(2, pen.s.px(3)), border_radius=pen.s.px(8))
    pen.arrow((0.44, rows[1]), (0.58, rows[1]))
    _key(pen, "Esc", 0.18, rows[2], 0.2)
    pen.arrow((0.34, rows[2]), (0.58, rows[2]))
    cross, half = pen.at(0.76, rows[2]), pen.size(0.05)
    for sign in (1, -1):
        pygame.draw.line(pen.surface, theme.WARN, (cross[0] - half, cross[1] - sign * half),
                         (cross[0] + half, cross[1] + sign * half), max(2, pen.s.px(4)))
    _key(pen, "F1", 0.18, rows[3], 0.16)
    pen.arrow((0.34, rows[3]), (0.58, rows[3]))
    page = pygame.Rect(0, 0, pen.size(0.14), pen.size(0.18))
    page.center = pen.at(0.76, rows[3])
    pygame.draw.rect(pen.surface, theme.PANEL, page)
    pygame.draw.rect(pen.surface, theme.PANEL_EDGE, page, width=max(1, pen.s.px(2)))
    for k in range(3):
        y = page.top + (k + 1) * page.height // 4
        pygame.draw.line(pen.surface, theme.INK_SOFT, (page.left + page.width // 5, y),
                         (page.right - page.width // 5, y), max(1, pen.s.px(2)))


PICTURES: dict[str, Callable[[Pen], None]] = {
    "contents": _contents, "turn": _turn, "die": _die, "harvest": _harvest, "price": _price, "runes": _runes,
    "druid": _druid, "river": _river, "temples": _temples, "end": _end, "controls": _controls,
}


def draw_picture(key: str, surface, rect: pygame.Rect, s: Scale) -> None:
    """The picture of the page `key` inside `rect` (clipped to it: a picture never covers text)."""
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    try:
        PICTURES[key](Pen(surface, rect, s))
    finally:
        surface.set_clip(clip)


__all__ = ["PICTURES", "draw_picture"]
