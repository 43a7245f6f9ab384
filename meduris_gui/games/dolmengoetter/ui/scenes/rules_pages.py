"""The rules of Die Dolmengötter as illustrated pages (the rules help's text; pictures drawn with
the board's own art in `draw_picture`). Rule IDs: docs/RULES-dolmengoetter.md."""

from __future__ import annotations

import math

import pygame

from .....i18n import N_, _
from meduris_gui.table import theme
from meduris_gui.table.widgets import draw_text
from .. import art

# (title, paragraphs, picture)
PAGES = (
    (N_("The game"), (
        N_("Druids walk between 28 stone circles. Where a druid leaves a place, its player may leave a stone."),
        N_("The stones decide who holds the majority in each circle; a majority, or equalizing it, lets a player "
           "put one of their hidden dolmens on the circle's stack."),
        N_("When every place of a circle holds a stone, its dolmens score: value times multiplier. At the end the "
           "most points win.")), "circle"),
    (N_("Setup"), (
        N_("2 to 5 players. Each player takes the stones, dolmens and 3 druids of one colour; every score starts at 4."),
        N_("A dolmen's value (1 to 4) is seen only by its owner, on the board too."),
        N_("Starting with the start player, each player in turn puts one druid, standing, on a free place, until "
           "everyone has placed 3.")), "set"),
    (N_("The turn: walk and jumps"), (
        N_("On their turn a player does one thing: walk, take herbs or fly."),
        N_("Walk: a standing druid goes to an adjacent place without a stone. If a druid stands or lies there, he "
           "jumps it and goes on to a place next to it, and so on: a chain of jumps. He stops on the first empty "
           "place."),
        N_("Click your druid: every place where its walk can end glows; rest the pointer on one to see the way.")),
     "walk"),
    (N_("Runes and corners"), (
        N_("Places on the edge carry a rune; the place with the same rune on the opposite edge is adjacent to it."),
        N_("The four corner places are all adjacent to each other. Rune and corner links count for walks and "
           "jumps alike."),
        N_("Rest the pointer on an edge place: its rune and its partner light up.")), "runes"),
    (N_("Herbs and flight"), (
        N_("Take herbs: lay one of your standing druids down. Nothing moves, so no stone and no penalty."),
        N_("Fly: a lying druid flies to any free place of the board and stands up again (no jumps). It may wait "
           "for a later turn; a lying druid cannot walk."),
        N_("Click a lying druid to see where it can fly; click a standing druid twice, or the button, to take "
           "herbs.")), "fly"),
    (N_("A stone or a point"), (
        N_("After a walk or a flight the player may leave one of their stones on the place their druid left."),
        N_("A player who does not loses a point. With a score of 1 the stone must be left; with no stones left "
           "nothing is left and nothing lost.")), "stone"),
    (N_("Majorities"), (
        N_("A colour has the majority in a circle when at least two colours have stones there and it has more "
           "stones than each other colour."),
        N_("The first colour with a majority holds it, even while others are level, until another colour gets "
           "more stones. A stone counts in every circle of its place."),
        N_("The first majority may go to a player who did not place the stone.")), "majority"),
    (N_("The dolmen stack"), (
        N_("First majority: the holder may put the first dolmen. Majority change: the new holder may put a "
           "dolmen on top. Equalizing the holder: that player may put a dolmen under the stack."),
        N_("That player chooses the value from their hand, or places none. Everybody sees the colour and the place in the "
           "stack, only the owner the value."),
        N_("A square holds at most 2 dolmens, a hexagon 4, an octagon 6.")), "stack"),
    (N_("Scoring"), (
        N_("A completed circle is scored at once: the top dolmen scores value × the circle's multiplier (square "
           "3, hexagon 4, octagon 5), each one below one less."),
        N_("The values are shown, the points counted, the dolmens leave the game.")), "scoring"),
    (N_("The end"), (
        N_("When a player places their last dolmen, every other player takes one more turn. When the last stone is "
           "placed, the game ends at once."),
        N_("Then every dolmen still on the board scores in its circle as if it were completed."),
        N_("Most points win; on a tie, the player who placed more dolmens.")), "end"),
)


def page_title(page: int) -> str:
    return _(PAGES[page][0])


def page_paragraphs(page: int) -> list[str]:
    return [_(text) for text in PAGES[page][1]]


# -- pictures --------------------------------------------------------------------------------------

def _socket(surface, x, y, r) -> None:
    pygame.draw.circle(surface, art.SOCKET_EDGE, (x, y), r)
    pygame.draw.circle(surface, art.SOCKET, (x, y), r - max(1, r // 6))


def _arrow(surface, points, colour=theme.GLOW, width=4) -> None:
    pygame.draw.lines(surface, colour, False, points, width)
    (x0, y0), (x1, y1) = points[-2], points[-1]
    a = math.atan2(y1 - y0, x1 - x0)
    size = width * 3
    pygame.draw.polygon(surface, colour, [(x1, y1), (x1 - size * math.cos(a - 0.45), y1 - size * math.sin(a - 0.45)),
                                          (x1 - size * math.cos(a + 0.45), y1 - size * math.sin(a + 0.45))])


def _stone(surface, colour, x, y, h) -> None:
    image = art.stone(colour, h)
    surface.blit(image, image.get_rect(midbottom=(x, y + h * 0.2)))


def _druid(surface, colour, x, y, h, lying=False) -> None:
    image = art.druid(colour, h, lying)
    surface.blit(image, image.get_rect(center=(x, y)) if lying else image.get_rect(midbottom=(x, y + h * 0.25)))


def _square_circle(surface, rect, stones, f) -> list:
    """A clearing with 4 places (a square); stones: colours (or None) per place. Returns the places."""
    pygame.draw.rect(surface, art.CLEARING, rect, border_radius=rect.width // 6)
    points = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft]
    r = max(6, rect.width // 9)
    for (x, y), colour in zip(points, stones):
        _socket(surface, x, y, r)
        if colour:
            _stone(surface, colour, x, y, r * 3)
    return points


def draw_picture(surface, kind: str, rect: pygame.Rect, s) -> None:
    """The picture of a page, drawn inside `rect` (on the heath's green)."""
    pygame.draw.rect(surface, art.GRASS, rect, border_radius=s.px(10))
    f = s.role_font("caption", bold=True)
    cx, cy = rect.center
    u = min(rect.width, rect.height) / 10
    r = max(6, round(u * 0.45))
    if kind in ("circle", "majority"):
        box = pygame.Rect(0, 0, round(u * 5), round(u * 5))
        box.center = (cx, cy)
        stones = ("yellow", "red", "yellow", "blue") if kind == "majority" else ("red", "blue", None, "red")
        _square_circle(surface, box, stones, f)
        stone_rect = pygame.Rect(0, 0, round(u * 1.6), round(u * 1.1))
        stone_rect.center = (cx, cy - u * 0.6)
        pygame.draw.rect(surface, art.SLAB, stone_rect, border_radius=4)
        draw_text(surface, "×3", stone_rect.center, f, art.CARVING, anchor="center")
        seat = "yellow" if kind == "majority" else "red"
        slab = art.dolmen(seat, round(u * 2), round(u * 0.6), 3 if kind == "circle" else None, max(8, round(u * 0.45)))
        surface.blit(slab, slab.get_rect(midtop=(cx, stone_rect.bottom + 4)))
        if kind == "majority":
            draw_text(surface, "2 : 1 : 1", (cx, box.bottom + u * 1.2), s.role_font("heading", bold=True), theme.LIGHT,
                      anchor="center")
    elif kind == "set":
        colour = "blue"
        for k in range(4):
            _stone(surface, colour, rect.left + u * (1.2 + k * 0.9), cy - u * 1.5, round(u * 1.2))
        for k in range(3):
            _druid(surface, colour, rect.left + u * (1.4 + k * 1.3), cy + u * 0.4, round(u * 1.6))
        for k, value in enumerate((4, 3, 2, 1)):
            slab = art.dolmen(colour, round(u * 2.2), round(u * 0.7), value, max(8, round(u * 0.5)))
            surface.blit(slab, (rect.left + u * 5.8, cy - u * 2 + k * u * 0.9))
        pygame.draw.circle(surface, theme.PANEL, (rect.left + u * 7, cy + u * 2.6), u * 0.8)
        draw_text(surface, "4", (rect.left + u * 7, cy + u * 2.6), s.role_font("heading", bold=True), theme.INK,
                  anchor="center")
    elif kind == "walk":
        xs = [rect.left + u * (1.2 + 2.5 * k) for k in range(4)]
        y = cy + u
        for x in xs:
            _socket(surface, x, y, r)
        pygame.draw.line(surface, art.PATH, (xs[0], y), (xs[-1], y), 3)
        for x in xs:
            _socket(surface, x, y, r)
        _druid(surface, "red", xs[0], y, round(u * 1.6))
        _druid(surface, "blue", xs[1], y, round(u * 1.6))
        _druid(surface, "yellow", xs[2], y, round(u * 1.2), lying=True)
        points = []
        for k in range(3):
            for t in range(9):
                tt = t / 8
                points.append((xs[k] + (xs[k + 1] - xs[k]) * tt, y - u * 2.3 - math.sin(tt * math.pi) * u * 0.9))
        _arrow(surface, points)
        pygame.draw.circle(surface, theme.GLOW, (xs[3], y), r + 4, 3)
    elif kind == "runes":
        left, right = rect.left + u * 1.2, rect.right - u * 1.2
        for k, rune in enumerate((2, 6)):
            y = rect.top + u * (3 + 3 * k)
            for x in (left, right):
                art.draw_rune(surface, rune, x, y, u * 0.6)
                _socket(surface, x + (u if x == left else -u), y, r)
            pygame.draw.line(surface, theme.GLOW, (left + u * 1.6, y), (right - u * 1.6, y), 2)
        art.draw_corner_knot(surface, cx, rect.top + u * 1.2, u * 0.6)
    elif kind == "fly":
        a, b = (rect.left + u * 2, cy + u * 1.5), (rect.right - u * 2, cy + u * 1.5)
        _socket(surface, *a, r)
        _socket(surface, *b, r)
        _druid(surface, "green", a[0], a[1], round(u * 1.8), lying=True)
        points = [(a[0] + (b[0] - a[0]) * t / 12, a[1] - math.sin(t / 12 * math.pi) * u * 4) for t in range(13)]
        _arrow(surface, points)
        _druid(surface, "green", b[0], b[1], round(u * 1.8))
    elif kind == "stone":
        a, b = (rect.left + u * 2.5, cy + u), (rect.right - u * 2.5, cy + u)
        _socket(surface, *a, r)
        _socket(surface, *b, r)
        pygame.draw.line(surface, art.PATH, a, b, 3)
        _socket(surface, *a, r)
        _socket(surface, *b, r)
        _stone(surface, "white", a[0], a[1], round(u * 1.4))
        _druid(surface, "white", b[0], b[1], round(u * 1.8))
        _arrow(surface, [(a[0] + u, a[1] - u * 2), (b[0] - u, b[1] - u * 2)])
        draw_text(surface, _("or –1 point"), (cx, rect.bottom - u * 1.2), s.role_font("heading", bold=True),
                  theme.LIGHT, anchor="center")
    elif kind in ("stack", "scoring"):
        stack = (("yellow", 4), ("blue", 2), ("yellow", 1), ("red", 3), ("blue", 4))
        w, h = round(u * 3), round(u * 0.85)
        top = cy - len(stack) * (h + 3) / 2
        stone_rect = pygame.Rect(0, 0, round(u * 2), round(u * 1.2))
        stone_rect.midbottom = (rect.left + u * 3.2, top - 4)
        pygame.draw.rect(surface, art.SLAB, stone_rect, border_radius=4)
        draw_text(surface, "×5", stone_rect.center, f, art.CARVING, anchor="center")
        labels = (_("top"), "", "", "", _("bottom"))
        for k, (colour, value) in enumerate(stack):
            y = round(top + k * (h + 3))
            slab = art.dolmen(colour, w, h, value if kind == "scoring" else (value if colour == "blue" else None),
                              max(8, round(h * 0.7)))
            surface.blit(slab, (rect.left + u * 1.7, y))
            if kind == "scoring":
                text = f"{value} × {5 - k} = {value * (5 - k)}"
            else:
                text = labels[k]
            draw_text(surface, text, (rect.left + u * 5, y + h / 2), s.role_font("text", bold=True), theme.LIGHT,
                      anchor="midleft")
        if kind == "scoring":           # X2: each colour's points
            y = round(top + len(stack) * (h + 3) + u * 0.6)
            x = rect.left + u * 1.7
            for colour, points in (("yellow", 23), ("blue", 12), ("red", 6)):
                badge = art.player_badge(colour, round(u * 0.8))
                surface.blit(badge, (x, y))
                box = draw_text(surface, str(points), (x + badge.get_width() + 6, y + badge.get_height() / 2),
                                s.role_font("heading", bold=True), theme.LIGHT, anchor="midleft")
                x = box.right + u * 0.6
    elif kind == "end":                 # X6: a hexagon with 3 of 6 stones scores its two dolmens at the end
        box = pygame.Rect(0, 0, round(u * 4), round(u * 6.5))
        box.center = (cx - u * 1.8, cy)
        pygame.draw.rect(surface, art.CLEARING, box, border_radius=box.width // 2)
        points = [box.topleft, box.topright, (box.right, box.centery), box.bottomright, box.bottomleft,
                  (box.left, box.centery)]
        for k, (x, y) in enumerate(points):
            _socket(surface, x, y, r)
            if k in (0, 2, 4):
                _stone(surface, ("blue", "red", "blue")[k // 2], x, y, r * 3)
        w, h = round(u * 2.6), round(u * 0.8)
        for k, (colour, value, multiplier) in enumerate((("blue", 3, 4), ("red", 2, 3))):
            y = round(cy - h + k * (h + 4))
            slab = art.dolmen(colour, w, h, value, max(8, round(h * 0.7)))
            surface.blit(slab, (box.centerx - w // 2, y))
            draw_text(surface, f"{value} × {multiplier} = {value * multiplier}", (box.right + u * 0.8, y + h / 2),
                      s.role_font("text", bold=True), theme.LIGHT, anchor="midleft")
