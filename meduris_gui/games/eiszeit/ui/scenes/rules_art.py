"""The pictures of Eiszeit's rules pages and of its setup's board preview, drawn with the game's
own art (board_art, pieces, cards): a board with pieces where the page needs one, cards as the
hand shows them, the worked examples of the rules digest (X1, X2, X5, X11)."""

from __future__ import annotations

import pygame

from .....i18n import _
from meduris_gui.table import theme
from meduris_gui.table.widgets import draw_centred_lines, draw_text
from ...rules.board import load_board
from ...rules.state import START_ICE, START_MAMMOTHS
from .. import board_art, cards, pieces
from ..texts import kind_name

PICTURE_GROUND = (52, 66, 74)          # a cold slate behind the pictures
MARKED = (200, 40, 60)                  # regions a page points at: seen on every landscape and on ice


def board_picture(width: int, height: int, ice=(), mammoths=None, hunters=None, fire=None, clubs=(),
                  glow=(), glow_colour=theme.GLOW) -> pygame.Surface:
    """The board as large as fits width x height, with glacier tiles on `ice`, `mammoths`
    {region: count}, `hunters` {region: {colour: count}}, `fire` {region: [value or None]}, a club
    on each region of `clubs` and a glow over the regions of `glow` (in `glow_colour`)."""
    board = load_board()
    size = board_art.board_size(width, height)
    out = board_art.board_surface(board, size).copy()
    g = board_art.BoardGeometry(board, size)
    for rid in ice:
        tile, at = board_art.glacier_tile(board, size, rid)
        out.blit(tile, at)
    for rid in glow:
        light, at = board_art.region_highlight(board, size, rid, glow_colour)
        out.blit(light, at)
    man = max(10, round(g.unit * 0.2))
    step = man * 0.78
    mammoths, hunters, fire = mammoths or {}, hunters or {}, fire or {}
    for rid in range(1, 13):
        items = [("mammoth", None)] * mammoths.get(rid, 0)
        items += [("fire", v) for v in fire.get(rid, [])]
        items += [("hunter", c) for c, n in hunters.get(rid, {}).items() for _k in range(n)]
        items += [("club", None)] * (rid in clubs)
        spots = sorted(g.spots(rid, len(items), step), key=lambda p: (p[1], p[0]))
        for (kind, value), (x, y) in zip(items, spots):
            if kind == "mammoth":
                image = pieces.mammoth(round(man * 1.05))
            elif kind == "fire":
                image = pieces.fire_token(round(man * 0.8), value)
            elif kind == "club":
                image = pieces.club(round(man * 0.8))
            else:
                image = pieces.hunter(value, man)
            out.blit(image, image.get_rect(center=(round(x), round(y))))
    return out


def start_board(players: int, size: int) -> pygame.Surface:
    """The board at the start for `players` players, `size` px wide at most: its ice (S2) and its
    mammoths (S3)."""
    return board_picture(size, size, ice=START_ICE[players], mammoths={r: 1 for r in START_MAMMOTHS[players]})


# A game in its second round, for the pages about the board and the round.
SAMPLE = dict(ice=(1, 2, 3, 5), mammoths={6: 1, 7: 2, 8: 1},
              hunters={4: {"red": 1, "blue": 2}, 6: {"yellow": 2, "red": 1}, 7: {"blue": 2, "green": 1},
                       8: {"yellow": 1}, 9: {"green": 2, "red": 1}, 10: {"blue": 1}, 11: {"red": 2},
                       12: {"yellow": 1, "green": 1}},
              fire={4: [None], 6: [None], 7: [None, None], 8: [None], 9: [None], 10: [None], 11: [None],
                    12: [None]}, clubs=(7,))


def _centred(surface, image, rect: pygame.Rect, top: int | None = None) -> pygame.Rect:
    at = image.get_rect(centerx=rect.centerx)
    if top is None:
        at.centery = rect.centery
    else:
        at.top = top
    surface.blit(image, at)
    return at


def _card_grid(surface, codes, rect: pygame.Rect, s) -> None:
    """The faces of `codes`, as large as fit `rect` in rows (3 across for 5-6 cards, else 2)."""
    across = 3 if len(codes) > 4 else 2
    rows = (len(codes) + across - 1) // across
    gap = s.px(10)
    width = min((rect.width - gap * (across + 1)) // across,
                round(((rect.height - gap * (rows + 1)) // rows) / cards.CARD_RATIO))
    size = (width, round(width * cards.CARD_RATIO))
    top = rect.top + (rect.height - rows * size[1] - (rows - 1) * gap) // 2
    for row in range(rows):
        line = codes[row * across:(row + 1) * across]
        left = rect.left + (rect.width - len(line) * size[0] - (len(line) - 1) * gap) // 2
        for k, code in enumerate(line):
            surface.blit(cards.card_face(code, size), (left + k * (size[0] + gap), top + row * (size[1] + gap)))


def _row(surface, images, centre_y: float, rect: pygame.Rect, gap: int) -> None:
    """Images side by side, centred in `rect` at `centre_y`."""
    total = sum(i.get_width() for i in images) + gap * (len(images) - 1)
    x = rect.centerx - total // 2
    for image in images:
        surface.blit(image, image.get_rect(midleft=(x, round(centre_y))))
        x += image.get_width() + gap


def _caption(surface, text: str, pos, s, colour=theme.LIGHT, anchor: str = "center") -> pygame.Rect:
    return draw_text(surface, text, (round(pos[0]), round(pos[1])), s.role_font("heading", bold=True), colour,
                     anchor=anchor)


def draw_picture(surface, kind: str, rect: pygame.Rect, s) -> None:
    """The picture of a rules page, inside `rect`."""
    pygame.draw.rect(surface, PICTURE_GROUND, rect, border_radius=s.px(10))
    inner = rect.inflate(-s.px(16), -s.px(16))
    u = inner.width / 10
    if kind.startswith("cards:"):
        _card_grid(surface, kind[6:].split(","), inner, s)
    elif kind == "overview":
        _centred(surface, board_picture(inner.width, inner.height, **SAMPLE), inner)
    elif kind == "board":                    # B1: the two regions of each kind; the ice along the top (G2)
        image = board_picture(inner.width, round(inner.height * 0.72), glow=(5, 11), glow_colour=MARKED)
        at = _centred(surface, image, inner, inner.top)
        f = s.role_font("text")
        board = load_board()
        cell_w, cell_h = inner.width // 3, (inner.bottom - at.bottom) // 2
        for k, land in enumerate(board.kinds):
            cx = inner.left + (k % 3) * cell_w + s.px(16)
            cy = at.bottom + (k // 3) * cell_h + cell_h // 2
            board_art.draw_kind_symbol(surface, land, cx, cy, s.px(10), theme.LIGHT)
            draw_text(surface, kind_name(land), (cx + s.px(22), cy), f, theme.LIGHT, anchor="midleft")
    elif kind == "setup":                    # S2-S5, S10: four players' board, what each player takes
        image = start_board(4, inner.width)
        at = _centred(surface, image, inner, inner.top)
        y = at.bottom + (inner.bottom - at.bottom) // 2
        h = round(min(u * 1.3, (inner.bottom - at.bottom) * 0.8))
        back = (round(h / cards.CARD_RATIO), h)
        backs = [cards.card_back(c, back) for c in ("light", "light", "dark", "dark", "dark")]
        _row(surface, [pieces.hunter("green", h), pieces.stone_pile(4, h)] + backs, y, inner, s.px(6))
    elif kind == "turn":                     # T3, T4: a light card pays, a dark card takes
        size = (round(u * 3.2), round(u * 3.2 * cards.CARD_RATIO))
        top = inner.top + s.px(10)
        for k, (code, tray, n) in enumerate((("l2", "light", 1), ("d5", "dark", 2))):
            cx = inner.left + inner.width * (0.27 + 0.46 * k)
            face = cards.card_face(code, size)
            surface.blit(face, face.get_rect(midtop=(round(cx), top)))
            # T3: the stones go from the player to the light reserve; T4: from the dark reserve to him
            y = top + size[1] + u * 1.1
            stones = pieces.stone(round(u * 0.8))
            left, right = cx - u * 1.3, cx + u * 1.3
            mine, reserve = (left, right) if tray == "light" else (right, left)
            for j in range(n):
                surface.blit(stones, stones.get_rect(center=(round(mine + (j - (n - 1) / 2) * u * 0.7), round(y))))
            board_art.draw_emblem(surface, tray, reserve, y, u * 0.5)
            start, end = (left + u * 0.6, y), (right - u * 0.7, y)
            cards.arrow(surface, start, end, theme.LIGHT, max(2, s.px(3)), bend=-0.2)
        hand = (round(u * 1.4), round(u * 1.4 * cards.CARD_RATIO))
        y = inner.bottom - hand[1] // 2 - s.px(6)
        _row(surface, [cards.card_back(c, hand) for c in ("light", "light", "dark", "dark", "dark")], y, inner,
             s.px(6))
    elif kind == "pieces":                   # hunters, mammoths, fire tokens, clubs (A1-A6, H4)
        big = round(u * 1.8)
        _row(surface, [pieces.hunter(c, big) for c in ("red", "blue", "yellow", "green", "black")],
             inner.top + inner.height * 0.18, inner, s.px(8))
        _row(surface, [pieces.mammoth(round(u * 2.4)), pieces.mammoth(round(u * 2.4), 1)],
             inner.top + inner.height * 0.45, inner, s.px(20))
        _row(surface, [pieces.fire_token(round(u * 1.3), v) for v in (None, 0, 1, 2)],
             inner.top + inner.height * 0.7, inner, s.px(12))
        _row(surface, [pieces.club(round(u * 1.5)), pieces.hunter("red", round(u * 1.5))],
             inner.top + inner.height * 0.9, inner, s.px(4))
    elif kind == "conflict":                 # X1, X2: capacity 3 + 1 mammoth + fire 1 = 5; 9 hunters
        head = inner.top + u * 0.9
        x = inner.left + u * 0.6
        image = pieces.mammoth(round(u * 1.3))
        surface.blit(image, image.get_rect(midleft=(round(x), round(head))))
        token = pieces.fire_token(round(u * 1.0), 1)
        surface.blit(token, token.get_rect(midleft=(round(x + u * 2.2), round(head))))
        _caption(surface, "3 + 1 + 1 = 5", (x + u * 3.6, head), s, theme.GLOW, anchor="midleft")
        man = round(u * 1.2)
        # the removals of X2, one line a colour: red 2 -> 0, blue 3 -> 2, yellow 4 -> 3
        for k, (colour, before, after) in enumerate((("red", 2, 0), ("blue", 3, 2), ("yellow", 4, 3))):
            y = inner.top + u * (2.6 + 2.2 * k)
            for j in range(before):
                image = pieces.hunter(colour, man).copy()
                if j >= after:
                    image.set_alpha(90)
                at = image.get_rect(midleft=(round(x + j * u * 1.0), round(y)))
                surface.blit(image, at)
                if j >= after:
                    pygame.draw.line(surface, theme.WARN, at.topleft, at.bottomright, max(2, s.px(3)))
                    pygame.draw.line(surface, theme.WARN, at.topright, at.bottomleft, max(2, s.px(3)))
            box = _caption(surface, str(after), (inner.right - u * 0.3, y), s, anchor="midright")
            cards.arrow(surface, (box.left - u * 1.1, y), (box.left - u * 0.25, y), theme.LIGHT, max(2, s.px(3)))
            _caption(surface, str(before), (box.left - u * 1.3, y), s, anchor="midright")
    elif kind == "scoring":                  # X5: 1, 2 or 3 points a hunter by the mammoths there
        man = round(u * 1.1)
        rows = ((2, (("yellow", 3), ("blue", 1), ("red", 1)), 3), (1, (("blue", 3), ("green", 2)), 2),
                (0, (("red", 2),), 1))
        for k, (herd, hunters, each) in enumerate(rows):
            y = inner.top + inner.height * (0.17 + 0.33 * k)
            x = inner.left + u * 0.2
            for _m in range(herd):
                image = pieces.mammoth(round(u * 1.1))
                surface.blit(image, image.get_rect(midleft=(round(x), round(y - u * 0.7))))
                x += image.get_width() + s.px(4)
            _caption(surface, f"× {each}", (inner.left + u * 0.3, y + u * 0.6), s, theme.GLOW, anchor="midleft")
            x = inner.left + u * 3
            for colour, count in hunters:
                figure = pieces.hunter(colour, man)
                for _j in range(count):
                    surface.blit(figure, figure.get_rect(midleft=(round(x), round(y))))
                    x += figure.get_width() * 0.7
                box = _caption(surface, str(count * each), (x + figure.get_width() * 0.4, y), s, anchor="midleft")
                x = box.right + u * 0.3
    elif kind == "glacier":                  # X11: three players, the first glacier on 5, 6, 7 or 8
        image = board_picture(inner.width, inner.height, ice=START_ICE[3], glow=(5, 6, 7, 8), glow_colour=MARKED,
                              mammoths={6: 1, 7: 1}, hunters={5: {"red": 2}, 6: {"blue": 1}, 9: {"yellow": 2}})
        _centred(surface, image, inner)
    elif kind == "end":                      # E4: most points; then hunters on the board; then stones
        badge = round(u * 1.6)
        for k, (colour, points, height) in enumerate((("blue", 41, 0.55), ("red", 47, 0.8), ("yellow", 41, 0.42))):
            cx = inner.left + inner.width * (0.2 + 0.3 * k)
            column = pygame.Rect(0, 0, round(u * 2.2), round(inner.height * height * 0.7))
            column.midbottom = (round(cx), inner.bottom - s.px(4))
            pygame.draw.rect(surface, theme.PANEL_DARK, column, border_radius=s.px(6))
            image = pieces.player_badge(colour, badge)
            at = image.get_rect(midbottom=(round(cx), column.top - s.px(6)))
            surface.blit(image, at)
            _caption(surface, str(points), (cx, column.top + u * 0.6), s, theme.INK)
        draw_centred_lines(surface, _("A tie: more hunters on the board, then more stones"),
                           (inner.centerx, inner.top + s.px(30)), inner.width, s.role_font("heading", bold=True),
                           theme.LIGHT)


__all__ = ["SAMPLE", "board_picture", "draw_picture", "start_board"]
