"""Render contact sheets of Eiszeit's art (issue 22, item 3) to look at it: for each window size
(1366x768, 1920x1080) the board as large as the window allows with some hunters, mammoths, fire
tokens (face down and turned), clubs, a glacier tile, the reserves' stones and score markers,
the pieces beside it, and below every card face and both backs at the hand's size, in one language.

    python scripts/eiszeit_art_sheet.py                    # English, into build/eiszeit-art/
    python scripts/eiszeit_art_sheet.py --lang de --out DIR

Writes eiszeit-art-<lang>-<width>x<height>.png per size. Only a picture: no game is played, the
pieces' places are made up for the sheet.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")     # no window is opened: surfaces only
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from meduris_gui import i18n  # noqa: E402
from meduris_gui.games.eiszeit.rules.board import load_board  # noqa: E402
from meduris_gui.games.eiszeit.ui import board_art, cards, pieces  # noqa: E402
from meduris_gui.games.eiszeit.ui.colours import COLOURS, colour_name  # noqa: E402
from meduris_gui.games.eiszeit.ui.texts import kind_name  # noqa: E402
from meduris_gui.table import theme  # noqa: E402

SIZES = ((1366, 768), (1920, 1080))
# Made-up pieces for the sheet: region -> hunters by colour, mammoths, fire (None face down).
HUNTERS = {3: {"red": 2, "blue": 1}, 5: {"yellow": 3, "green": 2, "black": 1}, 6: {"red": 1, "black": 2},
           7: {"blue": 4, "green": 1}, 8: {"yellow": 1}, 9: {"green": 2, "red": 2, "blue": 2, "black": 1},
           10: {"black": 3}, 11: {"red": 1, "yellow": 1}, 12: {"blue": 2}}
MAMMOTHS = {5: 1, 7: 2, 9: 1, 12: 1}
FIRE = {3: [None], 4: [None], 5: [None], 6: [None], 7: [2], 8: [None, None], 9: [0], 10: [None],
        11: [1], 12: [None]}
CLUBS = (7, 9)
ICED = (1, 2)
SCORES = {"red": 0, "blue": 14, "yellow": 14, "green": 37, "black": 105}


def draw_board(out: pygame.Surface, board, origin, size) -> None:
    g = board_art.BoardGeometry(board, size, origin)
    out.blit(board_art.board_surface(board, size), origin)
    for rid in ICED:
        tile, at = board_art.glacier_tile(board, size, rid)
        out.blit(tile, (origin[0] + at[0], origin[1] + at[1]))
    man = max(14, round(g.unit * 0.2))
    step = man * 0.78
    for rid in range(1, 13):
        if rid in ICED:
            continue
        items = [("mammoth", None)] * MAMMOTHS.get(rid, 0)
        items += [("fire", v) for v in FIRE.get(rid, [])]
        items += [("hunter", c) for c, n in HUNTERS.get(rid, {}).items() for _ in range(n)]
        spots = g.spots(rid, len(items) + 4, step)
        spots.sort(key=lambda p: (p[1], p[0]))
        for (kind, value), (x, y) in zip(items, spots):
            if kind == "mammoth":
                image = pieces.mammoth(round(man * 1.05))
            elif kind == "fire":
                image = pieces.fire_token(round(man * 0.8), value)
            else:
                image = pieces.hunter(value, man)
            out.blit(image, image.get_rect(center=(round(x), round(y))))
        if rid in CLUBS:
            x, y = spots[-1]
            image = pieces.club(round(man * 0.8))
            out.blit(image, image.get_rect(center=(round(x), round(y))))
    for which, count in (("light", 3), ("dark", 17)):
        spot = board_art.reserve_spot(g, which)
        image = pieces.stone_pile(count, spot.height)
        out.blit(image, image.get_rect(midleft=(spot.left + 4, spot.centery)))
    track = g.track
    by_space: dict = {}
    for colour, score in SCORES.items():
        by_space.setdefault(score % 100, []).append(colour)
    for space, colours in by_space.items():
        x, y = track.centres[space]
        for k, colour in enumerate(colours):
            image = pieces.player_badge(colour, round(track.width * 0.62))
            shift = (k - (len(colours) - 1) / 2) * track.width * 0.4
            out.blit(image, image.get_rect(center=(round(x + shift), round(y))))


def draw_legend(out: pygame.Surface, rect: pygame.Rect, scale: theme.Scale, board) -> None:
    f = scale.role_font("text")
    x, y = rect.left, rect.top
    man = scale.px(40)
    for colour in COLOURS:
        image = pieces.hunter(colour, man)
        out.blit(image, (x, y))
        badge = pieces.player_badge(colour, scale.px(22))
        out.blit(badge, (x + man, y + man // 3))
        out.blit(f.render(colour_name(colour), True, theme.LIGHT), (x + man + scale.px(26), y + man // 3))
        y += man + scale.px(4)
    x2 = rect.left + scale.px(170)
    y2 = rect.top
    row = [pieces.mammoth(scale.px(44)), pieces.mammoth(scale.px(30), 1), pieces.club(scale.px(30))]
    for image in row:
        out.blit(image, (x2, y2))
        x2 += image.get_width() + scale.px(8)
    y2 += scale.px(52)
    x2 = rect.left + scale.px(170)
    for value in (None, 0, 1, 2):
        image = pieces.fire_token(scale.px(34), value)
        out.blit(image, (x2, y2))
        x2 += image.get_width() + scale.px(8)
    y2 += scale.px(46)
    x2 = rect.left + scale.px(170)
    for count in (1, 4, 9, 12):
        image = pieces.stone_pile(count, scale.px(40))
        out.blit(image, (x2, y2))
        x2 += image.get_width() + scale.px(8)
    y2 += scale.px(50)
    for kind in board.kinds:
        board_art.draw_kind_symbol(out, kind, rect.left + scale.px(182), y2 + scale.px(10), scale.px(9), theme.LIGHT)
        out.blit(f.render(kind_name(kind), True, theme.LIGHT), (rect.left + scale.px(200), y2))
        y2 += scale.px(24)


def sheet(board, window: tuple[int, int]) -> pygame.Surface:
    width, height = window
    scale = theme.Scale(window)
    margin = scale.px(8)
    size = board_art.board_size(round(width * 0.66), height - 2 * margin)
    card = cards.card_size(window)
    codes = cards.card_codes()
    per_row = max(1, (width - margin) // (card[0] + margin))
    rows = (len(codes) + 2 + per_row - 1) // per_row
    out = pygame.Surface((width, height + rows * (card[1] + margin) + margin))
    out.fill(theme.BACKGROUND)
    pygame.draw.rect(out, (20, 26, 22), pygame.Rect(0, 0, width, height), 2)
    draw_board(out, board, (margin, margin), size)
    right = pygame.Rect(size[0] + 2 * margin, margin, width - size[0] - 3 * margin, height - 2 * margin)
    draw_legend(out, right, scale, board)
    hand = ("l1-steppe", "l8", "d2", "d6", "l3")
    top = height - margin - card[1]
    step = min(card[0] + margin // 2, (right.width - card[0]) // max(1, len(hand) - 1))
    for k, code in enumerate(hand):
        out.blit(cards.card_face(code, card), (right.left + k * step, top))
    backs_y = top - margin - card[1] // 2
    for k, colour in enumerate(("light", "light", "dark", "dark", "dark")):
        back = pygame.transform.smoothscale(cards.card_back(colour, card), (card[0] // 2, card[1] // 2))
        out.blit(back, (right.left + k * (card[0] // 2 + 4), backs_y))
    faces = [cards.card_face(code, card) for code in codes] + [cards.card_back(c, card) for c in ("light", "dark")]
    for k, image in enumerate(faces):
        r, c = divmod(k, per_row)
        out.blit(image, (margin + c * (card[0] + margin), height + margin + r * (card[1] + margin)))
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", default="en", choices=i18n.LANGUAGES)
    parser.add_argument("--out", default=str(ROOT / "build" / "eiszeit-art"))
    args = parser.parse_args(argv)
    pygame.init()
    i18n.set_language(args.lang)
    board = load_board()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for window in SIZES:
        path = out / f"eiszeit-art-{args.lang}-{window[0]}x{window[1]}.png"
        pygame.image.save(sheet(board, window), str(path))
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
