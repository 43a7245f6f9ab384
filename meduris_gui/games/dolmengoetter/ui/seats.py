"""Who may sit at a Dolmengötter seat (a human, or a computer player: easy, medium, strong:
meduris_gui.games.dolmengoetter.ai) and the game's part of the table's seating
(meduris_gui.table.seats). The game has no chance: every step is a seat's decision.
"""

from __future__ import annotations

from meduris_gui.saves import HUMAN
from meduris_gui.table.seats import SEAT_LABELS, Seats, window_kinds
from ..ai.players import KINDS, make_player

SEAT_KINDS = window_kinds(KINDS)                # the setup's seat button cycles these

__all__ = ["HUMAN", "KINDS", "SEAT_KINDS", "SEAT_LABELS", "DolmenSeats"]


class DolmenSeats(Seats):
    known = SEAT_KINDS

    @staticmethod
    def players_of(game) -> int:
        return game.state.n

    def new_player(self, kind: str, seat: int, game, seed: int):
        return make_player(kind, seat, game.state.n, seed, board=game.state.board)
