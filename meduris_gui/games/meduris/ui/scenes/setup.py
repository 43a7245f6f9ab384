"""Meduris's setup: 2-4 players (two play purple and blue, S1), the start player picked or drawn
(S10), the board side for that many players. The scene is the table's (table/scenes/setup.py)."""

from __future__ import annotations

from meduris_gui.i18n import N_, _
from meduris_gui.table.scenes.setup import PlayersSetup
from ...rules.board import BoardError, load_side, side_for_players
from ...rules.game import Game
from ...rules.state import COLOURS
from ..art import boardart, icons
from ..computers import SEAT_KINDS, SEAT_LABELS
from ..geometry import BoardGeometry
from ..log import COLOUR


class SetupScene(PlayersSetup):
    scene_name = "setup"
    game_scene = "game"
    player_counts = (2, 3, 4)
    first_colours = ("purple", "blue", "green", "red")
    seat_kinds = SEAT_KINDS
    seat_labels = SEAT_LABELS
    colour_labels = COLOUR
    heading = N_("New game")
    board_errors = (BoardError,)

    def allowed(self) -> tuple:
        """S1: two players play purple and blue."""
        return ("purple", "blue") if self.players == 2 else COLOURS

    def set_players(self, n: int) -> None:
        if n == 2:
            self.colours[:2] = ["purple", "blue"]
        super().set_players(n)

    def colour_icon(self, colour: str, size: int):
        return icons.player_mark(colour, size)

    def new_game(self, colours: list[str], start: int) -> Game:
        return Game.new(colours, start, rng=self.rng)

    def board_key(self) -> str:
        return side_for_players(self.players)

    def board_picture(self, key: str, size: int):
        return boardart.render_board(BoardGeometry(load_side(key), 0, 0, size))

    def board_label(self, key: str) -> str:
        return _("Board for 2 or 3 players") if key == "2-3p" else _("Board for 4 players (our own design)")


__all__ = ["SetupScene"]
