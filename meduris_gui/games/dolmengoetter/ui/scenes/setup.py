"""Die Dolmengötter's setup: 2-5 players (S1), names, colours from red, yellow, blue, green and
white (C1), a human or a computer player per seat, the start player picked or drawn (S4). The
scene is the table's (table/scenes/setup.py)."""

from __future__ import annotations

from .....i18n import N_, _
from meduris_gui.table.scenes.setup import PlayersSetup
from ...rules.board import BoardError, load_board
from .. import art
from ..colours import COLOURS, NAMES
from ..seats import SEAT_KINDS, SEAT_LABELS


class DolmenSetupScene(PlayersSetup):
    scene_name = "dg-setup"
    rules_scene = "dg-rules"
    game_scene = "dg-game"
    player_counts = (2, 3, 4, 5)
    first_colours = ("red", "blue", "yellow", "green", "white")
    seat_kinds = SEAT_KINDS
    seat_labels = SEAT_LABELS
    colour_labels = NAMES
    heading = N_("New game: Die Dolmengötter")
    board_errors = (BoardError,)

    def allowed(self) -> tuple:
        """C1: any of the five colours."""
        return COLOURS

    def colour_icon(self, colour: str, size: int):
        return art.player_badge(colour, size)

    def new_game(self, colours: list[str], start: int):
        from ...rules.game import Game
        return Game.new(colours, start_player=start)          # S4: start picked or drawn (Decision)

    def board_picture(self, key: str, size: int):
        return art.board_picture(art.BoardGeometry(load_board(), 0, 0, size))

    def board_label(self, key: str) -> str:
        return _("The board: 28 stone circles (our own design)")


__all__ = ["DolmenSetupScene"]
