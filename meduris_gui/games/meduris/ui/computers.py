"""Who may sit at a Meduris seat (a human, or a computer player: easy, medium, strong) and
Meduris's part of the table's seating (meduris_gui.table.seats): its computer players
(ai/players.py), and its die, which a computer rolls itself (the seat whose turn it is) after
the same pause as a decision.
"""

from __future__ import annotations

from ..ai.players import KINDS, make_player
from ..rules.record import SEAT_KINDS as RECORD_SEAT_KINDS
from ..rules.state import CHANCE
from meduris_gui.saves import HUMAN
from meduris_gui.table.seats import CHANCE_STEP, SEAT_LABELS, Seats, window_kinds
from meduris_gui.table.speeds import pause      # noqa: F401 - kept here for the setup and tutorial scenes

__all__ = ["HUMAN", "ROLL", "SEAT_KINDS", "SEAT_LABELS", "MedurisSeats", "pause"]

# Who may sit at a seat in the window, in the order the setup's seat button cycles.
SEAT_KINDS = window_kinds(KINDS)
ROLL = CHANCE_STEP     # what `MedurisSeats.update` answers when a computer's die is to be rolled


class MedurisSeats(Seats):
    known = RECORD_SEAT_KINDS

    @staticmethod
    def players_of(game) -> int:
        return game.state.players

    def new_player(self, kind: str, seat: int, game, seed: int):
        return make_player(kind, seat, game.state.players, seed)

    @staticmethod
    def seat_to_act(game) -> int:
        """The seat whose decision or die roll comes next (TERMINAL once the game is over)."""
        state = game.state
        return state.turn if state.decider == CHANCE else state.decider

    @staticmethod
    def chance(game) -> bool:
        return game.current_player() == CHANCE
