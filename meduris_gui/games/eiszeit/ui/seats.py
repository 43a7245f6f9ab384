"""Who may sit at an Eiszeit seat (a human, or a computer player: easy, medium, strong:
meduris_gui.games.eiszeit.ai) and the game's part of the table's seating (meduris_gui.table.seats).
Chance (a card drawn, a fire token dealt, the glacier's lot) is nobody's decision: the game scene
draws it at once, with its own seeded generator, right after the decision that calls for it."""

from __future__ import annotations

from meduris_gui.saves import HUMAN
from meduris_gui.table.seats import SEAT_LABELS, Seats, window_kinds
from ..ai.players import KINDS, make_player
from ..rules.record import SEAT_KINDS as RECORD_KINDS     # SEAT_KINDS and "random" (a record may say it)

SEAT_KINDS = window_kinds(KINDS)                # the setup's seat button cycles these

__all__ = ["HUMAN", "KINDS", "RECORD_KINDS", "SEAT_KINDS", "SEAT_LABELS", "EiszeitSeats"]


class EiszeitSeats(Seats):
    known = RECORD_KINDS

    @staticmethod
    def players_of(game) -> int:
        return game.state.n

    def new_player(self, kind: str, seat: int, game, seed: int):
        return make_player(kind, seat, game.state.n, seed, board=game.state.board, cards=game.state.cards)
