"""A contact sheet of all the game's art, for looking at it (and showing it) without the game.

    python3 -m meduris_gui.games.meduris.ui.art.preview OUT.png [--side 2-3p|4p] [--size 900]

The board is drawn with a few pieces standing on it as the game would place them (huts, a
temple, worker towers, the druid, score markers, glows on legal spaces), and beside it every
icon, rune, token, die face and piece in all four colours at several sizes.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

import pygame

from ...rules.board import load_side  # the tool loads a board; the art itself never does
from ..geometry import BoardGeometry
from . import boardart, icons, pieces
from meduris_gui.table.draw import text
from .palette import INK, PARCHMENT, PLAYER_ORDER
from .runes import GLYPHS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m meduris_gui.games.meduris.ui.art.preview",
                                     description="Render the board and every piece of art to a PNG.")
    parser.add_argument("out", help="the PNG file to write")
    parser.add_argument("--side", choices=("2-3p", "4p"), default="2-3p")
    parser.add_argument("--size", type=int, default=900, help="the board's side in pixels")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.init()                 # SDL reads the drivers chosen above when it starts, not on import
    sheet = render_sheet(args.side, args.size)
    pygame.image.save(sheet, args.out)
    print(f"wrote {args.out} ({sheet.get_width()}x{sheet.get_height()})")
    return 0


def render_sheet(side: str, size: int) -> pygame.Surface:
    geometry = BoardGeometry(load_side(side), 0, 0, size)
    started = time.perf_counter()
    board = boardart.render_board(geometry)
    took = time.perf_counter() - started
    panel_w = max(640, size * 2 // 3)
    sheet = pygame.Surface((size + panel_w, max(size, 880)))
    sheet.fill(PARCHMENT)
    sheet.blit(board, (0, 0))
    _pieces_on_board(sheet, geometry)
    column = _Column(sheet, size + 16, 12)
    column.label(f"{side} board {size}px, rendered in {took * 1000:.0f} ms")
    for section in (_chips, _runes, _marks_and_tokens, _die_faces, _pieces):
        section(column)
    _greyscale(column, panel_w)
    return sheet


class _Column:
    """The panel beside the board, filled from the top: a label, then a row of art."""

    LABEL_H = 13

    def __init__(self, sheet: pygame.Surface, x0: int, y: int) -> None:
        self.sheet = sheet
        self.x0 = x0
        self.y = y

    def label(self, s: str) -> None:
        text(self.sheet, s, (self.x0, self.y + self.LABEL_H * 0.6), self.LABEL_H * 0.8, INK, left=True)
        self.y += self.LABEL_H + 8


def _chips(column: _Column) -> None:
    sheet = column.sheet
    column.label("material chips 16 / 24 / 32 / 48")
    x, y = column.x0, column.y
    for s in (16, 24, 32, 48):
        for m in range(4):
            sheet.blit(icons.material_chip(m, s), (x, y + 48 - s))
            x += s + 4
        x += 12
    column.y = y + 58


def _runes(column: _Column) -> None:
    sheet = column.sheet
    column.label("runes 40 / 20, rune stones 48")
    x, y = column.x0, column.y
    for rune_id in GLYPHS:
        sheet.blit(icons.rune(rune_id, 40, INK), (x, y))
        sheet.blit(icons.rune(rune_id, 20, INK), (x + 10, y + 42))
        sheet.blit(icons.rune_stone(rune_id, 48), (x - 4, y + 64))
        x += 52
    column.y = y + 120


def _marks_and_tokens(column: _Column) -> None:
    sheet = column.sheet
    column.label("player marks, score markers, tokens")
    x, y = column.x0, column.y
    for colour in PLAYER_ORDER:
        sheet.blit(icons.player_mark(colour, 28), (x, y))
        sheet.blit(pieces.score_marker(colour, 28), (x, y + 32))
        x += 34
    for kind in icons.TOKEN_KINDS:
        sheet.blit(icons.token(kind, 56), (x + 6, y + 2))
        x += 62
    sheet.blit(pieces.druid(64), (x + 6, y - 4))
    column.y = y + 72


def _die_faces(column: _Column) -> None:
    sheet = column.sheet
    column.label("die faces 64 (and tilted), 32")
    x, y = column.x0, column.y
    for face in range(6):
        sheet.blit(icons.die_face(face, 64), (x, y))
        sheet.blit(icons.die_face(face, 32), (x + 16, y + 66))
        x += 66
    sheet.blit(icons.die_face(3, 64, 25.0), (x, y))
    sheet.blit(icons.die_face(4, 64, -40.0), (x, y + 60))
    column.y = y + 108


def _pieces(column: _Column) -> None:
    for name, make in (("huts", pieces.hut), ("temples", pieces.temple), ("workers", pieces.worker)):
        column.label(f"{name} at 24 / 40 / 64")
        x, y = column.x0, column.y
        for colour in PLAYER_ORDER:
            for s in (24, 40, 64):
                column.sheet.blit(make(colour, s), (x, y + 64 - s))
                x += s + 2
            x += 10
        column.y = y + 70


def _greyscale(column: _Column, width: int) -> None:
    column.label("the same pieces in greyscale: the marks tell them apart")
    strip = pygame.Surface((width - 24, 70), pygame.SRCALPHA)
    x = 0
    for colour in PLAYER_ORDER:
        strip.blit(pieces.hut(colour, 48), (x, 10))
        strip.blit(pieces.worker(colour, 48), (x + 48, 10))
        x += 110
    column.sheet.blit(pygame.transform.grayscale(strip), (column.x0, column.y))


def _pieces_on_board(sheet: pygame.Surface, g: BoardGeometry) -> None:
    """A few pieces placed as the game will place them, to judge sizes and contrast in context."""
    r = g.space_radius
    hut_size = round(r * 1.5)
    for k, index in enumerate((2, 5, 9, 14, 17, 23, 27)):
        colour = PLAYER_ORDER[k % 4]
        art = pieces.temple(colour, round(hut_size * 1.15)) if k == 3 else pieces.hut(colour, hut_size)
        fx, fy = boardart.building_foot(g, index)
        sheet.blit(art, art.get_rect(midbottom=(fx, fy)))
    for index, kind in ((11, "legal"), (12, "legal"), (20, "hover"), (26, "selected")):
        boardart.draw_highlight(sheet, g, index, kind)
    boardart.draw_highland_highlight(sheet, g, 1, "legal")
    h = g.worker_height()
    towers = (("red", "blue", "green"), ("purple",), ("blue", "red"), ())
    for material, tower in enumerate(towers):
        for level, colour in enumerate(tower, start=1):
            art = pieces.worker(colour, h)
            sheet.blit(art, art.get_rect(midbottom=g.tower_slot(material, level)))
        chip = icons.material_chip(material, round(r * 0.7))
        sx, sy = g.supply(material)
        for k in range(3):
            sheet.blit(chip, chip.get_rect(center=(sx - r * 0.35 + k * r * 0.35, sy - k)))
    druid = pieces.druid(round(h * 1.15))
    sheet.blit(druid, druid.get_rect(midbottom=g.druid(-1, 7)))
    temple_druid = pieces.druid(round(h * 1.15))
    sheet.blit(temple_druid, temple_druid.get_rect(midbottom=g.druid_temple()))
    marker = round(g.band * 0.8)
    for k, colour in enumerate(PLAYER_ORDER):
        art = pieces.score_marker(colour, marker)
        x, y = g.track((7, 12, 12, 33)[k])
        sheet.blit(art, art.get_rect(center=(x + (k == 2) * marker // 3, y - (k == 2) * marker // 4)))


if __name__ == "__main__":
    sys.exit(main())
