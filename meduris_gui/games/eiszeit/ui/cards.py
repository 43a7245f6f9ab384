"""Eiszeit's cards, drawn in code (our own design): a face for every card of the card table
(boards/eiszeit-cards.yaml: L1 once per landscape, L2-L9, D1-D8) and a back for each colour.

Light cards are cream parchment under a daylight picture with the sun emblem; dark cards are
slate under a night picture with the moon emblem: brightness, colour and emblem all differ. Each
face shows its title, its own small picture, the stones it costs (light: "-3" on a pebble) or
earns (dark: "+3"; a Cult: the copy sign, it costs or earns what it copies; L8 its three prices)
and its short text in the player's language (texts.py), the text set at the largest size that
fits its box (widgets' fitting and wrapping; a test measures every card in every language).
Faces are cached per card, size and language; `card_size` says how large a hand's cards are in a
window.
"""

from __future__ import annotations

import math
import random
import zlib
from functools import lru_cache

import pygame

from meduris_gui import i18n
from meduris_gui.table import theme
from meduris_gui.table.widgets import (draw_centred_lines, draw_wrapped, fit_font, text_fits, two_lines,
                                      wrapped_height)
from ..rules.cards import load_cards
from . import pieces
from .board_art import KIND_PAINT, _texture, draw_emblem, draw_kind_symbol
from .pieces import darker, lighter
from .texts import card_text, card_title

CARD_WIDTH = 128                # px at 1366x768 (theme.Scale), the hand's cards
CARD_RATIO = 1.5                # height / width
MIN_TEXT = 9                    # the smallest size a card's text is set in

# The two families: paper, frame, ink, the picture's sky and ground.
STYLE = {
    "light": {"paper": (246, 236, 208), "frame": (176, 132, 60), "ink": (52, 38, 22), "soft": (120, 96, 62),
              "sky": (196, 224, 238), "sky2": (240, 232, 206), "ground": (190, 176, 116), "ground2": (160, 150, 96)},
    "dark": {"paper": (56, 52, 70), "frame": (24, 22, 34), "ink": (240, 234, 220), "soft": (190, 182, 200),
             "sky": (26, 30, 64), "sky2": (76, 70, 108), "ground": (84, 80, 76), "ground2": (60, 58, 56)},
}


def card_size(window: tuple[int, int], factor: float = 1.0) -> tuple[int, int]:
    """The size of a card in the hand for a window of `window` pixels (and the interface scale):
    never smaller than at 1366x768, where every card's text just fits at MIN_TEXT."""
    width = max(CARD_WIDTH, theme.Scale(window, factor).px(CARD_WIDTH))
    return width, round(width * CARD_RATIO)


class CardLayout:
    """The boxes of a card `size` large: title, picture, the stones badge, text."""

    def __init__(self, size: tuple[int, int]) -> None:
        w, h = size
        self.size = size
        self.pad = pad = max(4, round(w * 0.055))
        self.border = max(2, round(w * 0.035))
        self.radius = max(4, round(w * 0.07))
        self.title = pygame.Rect(pad, round(pad * 0.8), w - 2 * pad, round(h * 0.15))
        self.picture = pygame.Rect(pad, self.title.bottom + round(pad * 0.4), w - 2 * pad, round(h * 0.31))
        badge = round(w * 0.3)
        self.badge = pygame.Rect(self.picture.right - badge + round(pad * 0.3), self.picture.top - round(pad * 0.2),
                                 badge, round(badge * 0.7))
        top = self.picture.bottom + round(pad * 0.5)
        self.text = pygame.Rect(pad, top, w - 2 * pad, h - round(pad * 0.8) - top)
        self.title_size = max(MIN_TEXT, round(w * 0.11))
        self.text_size = max(MIN_TEXT, round(w * 0.095))


def title_font(text: str, box: pygame.Rect, size: int) -> pygame.font.Font:
    """The largest bold font up to `size` in which the title fits `box` on one or two lines."""
    for s in range(size, MIN_TEXT - 1, -1):
        f = theme.font(s, True)
        lines = two_lines(text, f, box.width)
        if lines is not None and len(lines) * round(f.get_linesize() * 0.95) <= box.height:
            return f
    return theme.font(MIN_TEXT, True)


def text_font(text: str, box: pygame.Rect, size: int) -> pygame.font.Font:
    """The largest font up to `size` in which the text wraps into `box` with no word cut."""
    for s in range(size, MIN_TEXT - 1, -1):
        f = theme.font(s)
        if text_fits(text, f, box.width) and wrapped_height(text, f, box.width, 1.08) <= box.height:
            return f
    return theme.font(MIN_TEXT)


# -- pictures --------------------------------------------------------------------------------------

def arrow(surf, start, end, colour, width: int, bend: float = 0.0) -> None:
    """An arrow from `start` to `end`, bowed sideways by `bend` (a fraction of its length)."""
    (x0, y0), (x1, y1) = start, end
    nx, ny = -(y1 - y0), x1 - x0
    points = []
    for k in range(13):
        t = k / 12
        bow = bend * math.sin(t * math.pi)
        points.append((x0 + (x1 - x0) * t + nx * bow, y0 + (y1 - y0) * t + ny * bow))
    pygame.draw.lines(surf, colour, False, points[:-1], width)
    (ax, ay), (bx, by) = points[-3], points[-1]
    a = math.atan2(by - ay, bx - ax)
    head = width * 3.2
    pygame.draw.polygon(surf, colour, [(bx, by), (bx - head * math.cos(a - 0.5), by - head * math.sin(a - 0.5)),
                                       (bx - head * math.cos(a + 0.5), by - head * math.sin(a + 0.5))])


def _blit(surf, image, centre=None, midbottom=None) -> None:
    if midbottom is not None:
        surf.blit(image, image.get_rect(midbottom=(round(midbottom[0]), round(midbottom[1]))))
    else:
        surf.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def _cross(surf, cx, cy, r, width) -> None:
    for d in (-1, 1):
        pygame.draw.line(surf, (200, 40, 30), (cx - r, cy - d * r), (cx + r, cy + d * r), width)


def _or(surf, cx, top, bottom, colour, width) -> None:
    pygame.draw.line(surf, colour, (cx + (bottom - top) * 0.12, top), (cx - (bottom - top) * 0.12, bottom), width)


def _backdrop(size, colour: str, rng: random.Random) -> pygame.Surface:
    st = STYLE[colour]
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    horizon = round(h * 0.55)
    for y in range(horizon):
        t = y / max(1, horizon - 1)
        tone = [round(st["sky"][k] + (st["sky2"][k] - st["sky"][k]) * t) for k in range(3)]
        pygame.draw.line(surf, tone, (0, y), (w, y))
    if colour == "dark":
        for _ in range(max(6, w // 6)):
            surf.set_at((rng.randrange(w), rng.randrange(max(1, horizon - 2))), (236, 232, 246))
    else:
        ridge = ((0, 0), (0.2, 0.16), (0.35, 0.08), (0.55, 0.2), (0.8, 0.07), (1, 0.12), (1, 0))
        pygame.draw.polygon(surf, (236, 244, 250), [(w * x, horizon - h * y) for x, y in ridge])     # the ice far off
    pygame.draw.rect(surf, st["ground"], pygame.Rect(0, horizon, w, h - horizon))
    pygame.draw.ellipse(surf, st["ground2"], pygame.Rect(-w * 0.1, horizon + h * 0.2, w * 0.7, h * 0.3))
    return surf


def picture(kind: str, land: str, colour: str, size: tuple[int, int]) -> pygame.Surface:
    """The small picture of a card kind (our own): what the card does, in figures."""
    w, h = size
    rng = random.Random(zlib.crc32(kind.encode()) & 0xFFFF)     # the same picture in every run (hash() is salted)
    surf = _backdrop(size, colour, rng)
    ink = (250, 244, 228) if colour == "dark" else (60, 44, 28)
    line = max(2, round(w * 0.028))
    man = round(h * 0.42)
    ground = h * 0.9
    if kind == "L1":
        patch = _texture(land, (w, round(h * 0.5)), w * 0.9, seed=7)
        surf.blit(patch, (0, h * 0.5))
        disc = (w * 0.24, h * 0.3)
        pygame.draw.circle(surf, (250, 244, 228), disc, h * 0.2)
        pygame.draw.circle(surf, darker(KIND_PAINT[land]["ground"], 0.5), disc, h * 0.2, max(1, line // 2 + 1))
        draw_kind_symbol(surf, land, disc[0], disc[1], h * 0.13)
        for k in range(3):
            _blit(surf, pieces.hunter("fur", man), midbottom=(w * (0.52 + 0.16 * k), ground - (k % 2) * h * 0.06))
    elif kind == "L2":
        a, b = (w * 0.25, ground), (w * 0.75, ground)
        _blit(surf, pieces.hunter("red", man), midbottom=a)
        _blit(surf, pieces.hunter("blue", man), midbottom=b)
        arrow(surf, (w * 0.32, h * 0.3), (w * 0.68, h * 0.3), ink, line, bend=0.25)
        arrow(surf, (w * 0.62, h * 0.56), (w * 0.38, h * 0.56), ink, line, bend=0.25)
    elif kind == "L3":
        centre = (w * 0.5, h * 0.62)
        for target in ((w * 0.12, h * 0.3), (w * 0.88, h * 0.3), (w * 0.85, h * 0.9)):
            arrow(surf, centre, target, ink, line)
        for k, who in enumerate(("red", "blue", "yellow")):
            _blit(surf, pieces.hunter(who, round(man * 0.85)), midbottom=(w * (0.38 + 0.12 * k), ground - h * 0.05))
    elif kind == "L4":
        _blit(surf, pieces.mammoth(round(h * 0.48), 1), midbottom=(w * 0.33, ground))
        for k in range(2):
            _blit(surf, pieces.hunter("fur", man), midbottom=(w * (0.7 + 0.15 * k), ground - k * h * 0.05))
    elif kind == "L5" or kind == "D3":
        _blit(surf, pieces.club(round(h * 0.5)), centre=(w * 0.22, h * 0.6))
        _or(surf, w * 0.42, h * 0.3, h * 0.9, ink, line)
        if kind == "L5":
            _blit(surf, pieces.mammoth(round(h * 0.46), 1), midbottom=(w * 0.72, ground))
        else:
            for k in range(2):
                _blit(surf, pieces.hunter("fur", round(man * 0.85)), midbottom=(w * (0.56 + 0.12 * k), ground))
            arrow(surf, (w * 0.6, h * 0.3), (w * 0.92, h * 0.5), ink, line, bend=-0.3)
    elif kind in ("L6", "D6"):
        rock = (150, 130, 110) if colour == "light" else (96, 86, 84)
        pygame.draw.rect(surf, rock, pygame.Rect(0, 0, w, h))
        for _ in range(14):
            x, y, r = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(0.05, 0.15) * w
            pygame.draw.ellipse(surf, darker(rock, 0.88), pygame.Rect(x - r, y - r * 0.5, 2 * r, r))
        ochre = (186, 72, 36)
        # a hand print and a painted mammoth: the cave's paintings, copied again and again
        hx, hy, s = w * 0.26, h * 0.52, h * 0.16
        pygame.draw.ellipse(surf, ochre, pygame.Rect(hx - s * 0.6, hy - s * 0.2, s * 1.2, s * 1.3))
        for k, a in enumerate((-0.9, -0.45, -0.05, 0.35)):
            length = s * (1.0 if k in (1, 2) else 0.85)
            tip = (hx + length * 1.2 * math.sin(a), hy - length * math.cos(a) * 1.1)
            pygame.draw.line(surf, ochre, (hx + s * 0.4 * math.sin(a), hy), tip, max(2, round(s * 0.28)))
        thumb = ((hx + s * 0.5, hy + s * 0.4), (hx + s * 1.0, hy + s * 0.05))
        pygame.draw.line(surf, ochre, *thumb, max(2, round(s * 0.28)))
        body = pygame.Rect(w * 0.52, h * 0.3, w * 0.36, h * 0.3)
        pygame.draw.ellipse(surf, ochre, body, max(1, line - 1))
        for x in (0.58, 0.68, 0.76, 0.84):
            pygame.draw.line(surf, ochre, (w * x, h * 0.56), (w * x, h * 0.75), max(1, line - 1))
        trunk = pygame.Rect(w * 0.44, h * 0.34, w * 0.16, h * 0.42)
        pygame.draw.arc(surf, ochre, trunk, math.pi * 0.5, math.pi * 1.4, max(1, line - 1))
        # the copy sign: two cards, one over the other
        _copy_sign(surf, w * 0.5, h * 0.84, h * 0.11, (250, 240, 220), ochre)
    elif kind == "L7":
        for k in range(3):
            at = (w * (0.1 + 0.1 * k), ground - (k % 2) * h * 0.05)
            _blit(surf, pieces.hunter("fur", round(man * 0.85)), midbottom=at)
        _blit(surf, pieces.mammoth(round(h * 0.36), 1), midbottom=(w * 0.44, ground))
        arrow(surf, (w * 0.12, h * 0.3), (w * 0.9, h * 0.42), ink, line, bend=-0.15)
    elif kind == "L8":
        _blit(surf, pieces.mammoth(round(h * 0.66), -1), midbottom=(w * 0.5, ground))
    elif kind in ("L9", "D7"):
        _blit(surf, pieces.fire_token(round(h * 0.3)), centre=(w * 0.22, h * 0.7))
        pygame.draw.circle(surf, ink, (w * 0.8, h * 0.7), h * 0.15, max(1, line - 1))
        arrow(surf, (w * 0.34, h * 0.56), (w * 0.7, h * 0.56), ink, line, bend=-0.35)
    elif kind in ("D1", "D4"):
        colours = ("red", "blue", "yellow", "green")
        each = 2 if kind == "D1" else 1
        small = round(man * (0.8 if each == 2 else 0.95))
        for k, who in enumerate(colours):
            for j in range(each):
                x = w * (0.14 + 0.24 * k) + (j - (each - 1) / 2) * small * 0.5
                _blit(surf, pieces.hunter(who, small), midbottom=(x, ground - (j % 2) * h * 0.05))
    elif kind == "D2":
        for k, who in enumerate(("yellow", "green")):
            x = w * (0.3 + 0.4 * k)
            _blit(surf, pieces.hunter(who, man), midbottom=(x, ground))
            arrow(surf, (x, h * 0.4), (x + (k * 2 - 1) * w * 0.12, h * 0.08), ink, line)
    elif kind == "D5":
        _blit(surf, pieces.hunter("green", man), midbottom=(w * 0.45, ground))
        arrow(surf, (w * 0.52, h * 0.45), (w * 0.85, h * 0.12), ink, line)
    elif kind == "D8":
        _blit(surf, pieces.mammoth(round(h * 0.5), -1), midbottom=(w * 0.45, ground))
        arrow(surf, (w * 0.7, h * 0.45), (w * 0.93, h * 0.1), ink, line)
    return surf


def _copy_sign(surf, cx, cy, r, paper, ink) -> None:
    for dx, dy in ((-0.35, -0.2), (0.35, 0.2)):
        rect = pygame.Rect(0, 0, r * 1.3, r * 1.7)
        rect.center = (cx + dx * r, cy + dy * r)
        pygame.draw.rect(surf, paper, rect, border_radius=max(1, round(r * 0.2)))
        pygame.draw.rect(surf, ink, rect, max(1, round(r * 0.15)), border_radius=max(1, round(r * 0.2)))


def _badge(surf, rect: pygame.Rect, colour: str, kind: str, cost, l8: dict) -> None:
    """The stones a card costs (light: "-n") or earns (dark: "+n") on a pebble; a Cult the copy
    sign (it costs or earns what it copies); L8 its three prices."""
    st = STYLE[colour]
    body = rect
    if kind == "L8":                     # three prices: a longer pebble, its right end in place
        body = pygame.Rect(rect.right - round(rect.width * 1.45), rect.top, round(rect.width * 1.45), rect.height)
    pygame.draw.ellipse(surf, (0, 0, 0, 90), body.move(1, 2))
    pygame.draw.ellipse(surf, pieces.PEBBLE_DARK, body)
    pygame.draw.ellipse(surf, pieces.PEBBLE_LIGHT, body.inflate(-3, -3))
    if cost is None:
        _copy_sign(surf, body.centerx, body.centery, body.height * 0.3, STYLE["light"]["paper"], (60, 44, 28))
        return
    sign = "-" if colour == "light" else "+"
    prices = "/".join(str(l8[k]) for k in ("place", "adjacent", "anywhere")) if kind == "L8" else str(cost)
    text = sign + prices
    f = fit_font(text, round(body.width * 0.86), max(8, round(body.height * 0.62)), True, minimum=8)
    image = f.render(text, True, (150, 40, 24) if colour == "light" else (24, 90, 40))
    surf.blit(image, image.get_rect(center=body.center))


# -- the cards -------------------------------------------------------------------------------------

def _frame(surf: pygame.Surface, lay: CardLayout, colour: str) -> None:
    st = STYLE[colour]
    rect = surf.get_rect()
    pygame.draw.rect(surf, st["frame"], rect, border_radius=lay.radius)
    pygame.draw.rect(surf, st["paper"], rect.inflate(-2 * lay.border, -2 * lay.border),
                     border_radius=max(2, lay.radius - lay.border))


def _render_face(code: str, size: tuple[int, int]) -> pygame.Surface:
    table = load_cards()
    kind, land, colour, cost = table.kind[code], table.land[code], table.colour[code], table.cost[code]
    st = STYLE[colour]
    lay = CardLayout(size)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    _frame(surf, lay, colour)
    pic = picture(kind, land, colour, lay.picture.size)
    mask = pygame.Surface(lay.picture.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(2, lay.radius // 2))
    pic.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(pic, lay.picture)
    pygame.draw.rect(surf, st["frame"], lay.picture, max(1, lay.border // 2), border_radius=max(2, lay.radius // 2))
    # the emblem in the picture's corner: sun (light) or moon (dark)
    r = lay.picture.height * 0.12
    ex, ey = lay.picture.left + r * 1.35, lay.picture.top + r * 1.35
    pygame.draw.circle(surf, st["frame"], (ex, ey), r * 1.2)
    pygame.draw.circle(surf, st["paper"], (ex, ey), r * 1.2 - 1)
    draw_emblem(surf, colour, ex, ey, r)
    _badge(surf, lay.badge, colour, kind, cost, table.l8)
    title = card_title(kind, land)
    f = theme.font(_sizes(size, i18n.language())[0], True)
    draw_centred_lines(surf, title, lay.title.center, lay.title.width, f, st["ink"], spacing=0.95)
    text = card_text(kind, land)
    f = theme.font(_sizes(size, i18n.language())[1])
    used = wrapped_height(text, f, lay.text.width, 1.08)
    shift = max(0, (lay.text.height - used) // 3)
    box = pygame.Rect(lay.text.left, lay.text.top + shift, lay.text.width, lay.text.height - shift)
    draw_wrapped(surf, text, box, f, st["ink"], spacing=1.08)
    return surf


@lru_cache(maxsize=16)
def _sizes(size: tuple[int, int], language: str) -> tuple[int, int]:
    """(title, text) size shared by every card of `size` in `language`: the largest at which
    every card's title and text fit their boxes, so that the cards of a hand read alike."""
    table = load_cards()
    lay = CardLayout(size)
    words = [(card_title(table.kind[c], table.land[c]), card_text(table.kind[c], table.land[c])) for c in card_codes()]
    title = min(title_font(t, lay.title, lay.title_size).point_size for t, _x in words)
    text = min(text_font(x, lay.text, lay.text_size).point_size for _t, x in words)
    return title, text


@lru_cache(maxsize=256)
def _face_cached(code: str, size: tuple[int, int], language: str) -> pygame.Surface:
    return _render_face(code, size)


def card_face(code: str, size) -> pygame.Surface:
    """The face of card `code` (the notation: l2, d6, l1-steppe) `size` large, in the current
    language (cached per card, size and language)."""
    return _face_cached(code, (int(size[0]), int(size[1])), i18n.language())


@lru_cache(maxsize=16)
def card_back(colour: str, size) -> pygame.Surface:
    """The back of a light or a dark card (H1: everyone sees how many of each a hand holds): its
    colour's paper, the sun or the moon, a mammoth between rings of dots."""
    size = (int(size[0]), int(size[1]))
    w, h = size
    st = STYLE[colour]
    lay = CardLayout(size)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, st["frame"], surf.get_rect(), border_radius=lay.radius)
    inner = surf.get_rect().inflate(-2 * lay.border, -2 * lay.border)
    field = st["sky2"] if colour == "light" else st["sky"]
    pygame.draw.rect(surf, field, inner, border_radius=max(2, lay.radius - lay.border))
    dots = lighter(st["frame"], 0.3) if colour == "dark" else st["frame"]
    ring = inner.inflate(-lay.pad, -lay.pad)
    for k in range(0, ring.width, max(4, w // 14)):
        for y in (ring.top, ring.bottom):
            pygame.draw.circle(surf, dots, (ring.left + k, y), max(1, w * 0.012))
    for k in range(0, ring.height, max(4, w // 14)):
        for x in (ring.left, ring.right):
            pygame.draw.circle(surf, dots, (x, ring.top + k), max(1, w * 0.012))
    cx, cy = w / 2, h * 0.36
    pygame.draw.circle(surf, st["paper"], (cx, cy), w * 0.24)
    pygame.draw.circle(surf, st["frame"], (cx, cy), w * 0.24, max(1, lay.border // 2 + 1))
    draw_emblem(surf, colour, cx, cy, w * 0.17)
    image = pieces.mammoth(round(h * 0.2), -1 if colour == "light" else 1)
    surf.blit(image, image.get_rect(center=(cx, h * 0.7)))
    return surf


def card_codes() -> tuple:
    """Every distinct card of the table, light first (L1 once per landscape), then dark."""
    table = load_cards()
    return tuple(sorted(set(table.deck["light"]))) + tuple(sorted(set(table.deck["dark"])))
