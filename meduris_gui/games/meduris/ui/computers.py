"""Who sits at the table: a human or a computer player (easy, strong) per seat.

`Table` keeps a computer player for every computer seat, feeds each of them every event of the
game (their memory of the hidden materials is built from events, ai/memory.py), and paces their
moves: after the animations of the last move a short pause (slower at a slower speed, none at
"instant"), during which the decision is worked out in a background thread (thinker.py). A
computer's die is rolled the same way, by itself. The players see only `Game.view(seat)` and
the legal actions (fair play: never the state).
"""

from __future__ import annotations

import random

from ..ai.players import KINDS, make_player
from meduris_gui.i18n import N_
from ..rules.game import Game
from ..rules.record import SEAT_KINDS as RECORD_SEAT_KINDS
from ..rules.state import CHANCE, TERMINAL
from meduris_gui.saves import HUMAN
from .anim import SPEEDS
from meduris_gui.table.thinker import Thinker

__all__ = ["HUMAN", "ROLL", "SEAT_KINDS", "SEAT_LABELS", "Table", "pause"]

# Who may sit at a seat in the window, in the order the setup's seat button cycles.
SEAT_KINDS = (HUMAN,) + KINDS
SEAT_LABELS = {"human": N_("Human"), "easy": N_("Computer (easy)"), "medium": N_("Computer (medium)"),
               "strong": N_("Computer (strong)")}
PAUSE = 0.6            # s between two computer moves at normal speed, so that a human can follow
ROLL = "roll"          # what `Table.update` answers when a computer's die is to be rolled


def pause(speed: str) -> float:
    factor = SPEEDS.get(speed, 1.0)
    return PAUSE / factor if factor else 0.0


class Table:
    def __init__(self, game: Game, seats=None, seed: int | None = None, events: list | None = None) -> None:
        players = game.state.players
        self.seats = [HUMAN] * players if seats is None else list(seats)
        if len(self.seats) != players or any(kind not in RECORD_SEAT_KINDS for kind in self.seats):
            raise ValueError(f"seats: expected one of {', '.join(RECORD_SEAT_KINDS)} per player, got {seats!r}")
        self.rng = random.Random(seed)
        self.thinker = Thinker()
        self.players: dict = {}
        self.position: int | None = None     # the decision the pending computer move is for
        self.wait = 0.0
        self.rebuild(game, events)

    # -- who sits where ----------------------------------------------------------------------------

    def humans(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.seats) if kind == HUMAN]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN

    @staticmethod
    def seat_to_act(game: Game) -> int:
        """The seat whose decision or die roll comes next (TERMINAL once the game is over)."""
        state = game.state
        return state.turn if state.decider == CHANCE else state.decider

    def computer_to_act(self, game: Game) -> int | None:
        """The computer seat the game waits for (its decision or its die roll), or None."""
        seat = self.seat_to_act(game)
        if seat == TERMINAL or self.is_human(seat):
            return None
        return seat

    # -- memory ------------------------------------------------------------------------------------

    def rebuild(self, game: Game, events: list | None = None) -> None:
        """Fresh computer players that have seen every event of the game so far (`events`, or
        replayed): at the start, after a load, after an undo. A decision in the works is dropped."""
        self.thinker.cancel()
        self.position = None
        players = game.state.players
        self.players = {seat: make_player(kind, seat, players, self.rng.randrange(1 << 30))
                        for seat, kind in enumerate(self.seats) if kind != HUMAN}
        if self.players:
            self.observe(game.events_so_far() if events is None else events)

    def observe(self, events) -> None:
        for player in self.players.values():
            player.observe(events)

    # -- pacing ------------------------------------------------------------------------------------

    def update(self, game: Game, dt: float, speed: str):
        """Call once a frame while no animation plays. Answers the computer's move when it is
        due (an action, or ROLL for its die), else None."""
        seat = self.computer_to_act(game)
        if seat is None:
            if self.position is not None:
                self.stop()
            return None
        position = len(game.history)
        if self.position != position:
            self.thinker.cancel()
            self.position = position
            self.wait = pause(speed)
            if game.current_player() != CHANCE:
                self.thinker.start(self.players[seat], game.view(seat), game.legal_actions())
            return None
        self.wait -= dt
        if self.wait > 0:
            return None
        if game.current_player() == CHANCE:
            self.position = None
            return ROLL
        action = self.thinker.answer()
        if action is not None:
            self.position = None
        return action

    def stop(self) -> None:
        """Drop the computer move in the works (the scene is left): a late answer is never applied."""
        self.thinker.cancel()
        self.position = None
