"""Eiszeit's setup: 3-5 players (S1), names, colours from red, blue, yellow, green and black, a
human or a computer player (easy, medium, strong) per seat, the start player picked or drawn (S8:
Decision), and the short game of three rounds (E3). The scene is the table's
(table/scenes/setup.py); the board's picture shows the ice and mammoths of the chosen player
count (S2, S3)."""

from __future__ import annotations

import pygame

from .....i18n import N_, _
from meduris_gui.table.scenes.setup import PlayersSetup
from meduris_gui.table.widgets import Button
from ...rules.board import BoardError
from ...rules.cards import CardsError
from ...rules.state import MAX_PLAYERS, MIN_PLAYERS, START_ICE, START_MAMMOTHS
from .. import pieces
from ..colours import COLOURS, NAMES
from ..seats import SEAT_KINDS, SEAT_LABELS
from .rules_art import start_board

SHORT_LABEL = N_("Short game: 3 rounds")


class EiszeitSetupScene(PlayersSetup):
    scene_name = "ez-setup"
    rules_scene = "ez-rules"
    game_scene = "ez-game"
    player_counts = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))
    first_colours = COLOURS
    seat_kinds = SEAT_KINDS
    seat_labels = SEAT_LABELS
    colour_labels = NAMES
    heading = N_("New game: Eiszeit")
    board_errors = (BoardError, CardsError)

    def __init__(self, seed: int | None = None, short: bool = False) -> None:
        super().__init__(seed)
        self.short = short                         # E3: three rounds instead of four

    def colour_icon(self, colour: str, size: int):
        return pieces.player_badge(colour, size)

    def new_game(self, colours: list[str], start: int):
        from ...rules.game import Game
        return Game.new(colours, start_player=start, short=self.short)     # S8, E3

    def toggle_short(self) -> None:
        self.short = not self.short
        self.resize(self.app.size)

    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale
        h = s.px(36)
        last = self.buttons.find(f"players-{max(self.player_counts)}").rect
        self.buttons.add(Button(pygame.Rect(last.right + s.px(30), last.top, self._width(200, [SHORT_LABEL], h), h),
                                _(SHORT_LABEL), self.toggle_short, selected=self.short, name="short"))

    def board_key(self) -> str:
        return f"{self.players}p"                  # the ice and mammoths differ by player count

    def board_picture(self, key: str, size: int):
        """The board at the start, at the foot of a `size` square (the table writes the label under
        the square: so it stands right under the board, which is wider than high)."""
        board = start_board(int(key[0]), size)
        square = pygame.Surface((size, size), pygame.SRCALPHA)
        square.blit(board, ((size - board.get_width()) // 2, size - board.get_height()))
        return square

    def board_label(self, key: str) -> str:
        players = int(key[0])
        ice = START_ICE[players]
        mammoths = ", ".join(str(r) for r in START_MAMMOTHS[players])
        if ice:
            return _("{n} players: ice on regions {ice}, a mammoth on {mammoths} (our own board)", n=players,
                     ice=", ".join(str(r) for r in ice), mammoths=mammoths)
        return _("{n} players: no ice, a mammoth on {mammoths} (our own board)", n=players, mammoths=mammoths)


__all__ = ["EiszeitSetupScene", "SEAT_KINDS", "SEAT_LABELS"]
