"""Who sits at the Dolmengötter table: a human or a computer player per seat (easy, medium,
strong: meduris_gui.games.dolmengoetter.ai), and the pacing of the computers' moves, worked out
in a background thread by the Meduris window's Thinker. The players see only `game.view(seat)`
and the legal actions, never the state.
"""

from __future__ import annotations

import random

from meduris_gui.games.meduris.ui.computers import pause
from meduris_gui.table.thinker import Thinker
from ..ai.players import make_player

HUMAN = "human"
KINDS = ("easy", "medium", "strong")
SEAT_KINDS = (HUMAN,) + KINDS
TERMINAL = -2


class Seats:
    """The seats of a game and its computer players' pacing (after ui/computers.Table)."""

    def __init__(self, game, kinds=None, seed: int | None = None) -> None:
        n = game.state.n
        self.kinds = [HUMAN] * n if kinds is None else list(kinds)
        if len(self.kinds) != n or any(kind not in SEAT_KINDS for kind in self.kinds):
            raise ValueError(f"seats: expected one of {', '.join(SEAT_KINDS)} per player, got {kinds!r}")
        self.rng = random.Random(seed)
        self.thinker = Thinker()
        self.players = {seat: make_player(kind, seat, n, self.rng.randrange(1 << 30), board=game.state.board)
                        for seat, kind in enumerate(self.kinds) if kind != HUMAN}
        self.position: int | None = None
        self.wait = 0.0

    def __iter__(self):
        """The seats' kinds, in seat order (what a save records: saves.save_game)."""
        return iter(self.kinds)

    def __len__(self) -> int:
        return len(self.kinds)

    def humans(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.kinds) if kind == HUMAN]

    def is_human(self, seat: int) -> bool:
        return self.kinds[seat] == HUMAN

    def computer_to_act(self, game) -> int | None:
        seat = game.current_player()
        if seat == TERMINAL or seat < 0 or self.is_human(seat):
            return None
        return seat

    def observe(self, events) -> None:
        for player in self.players.values():
            player.observe(events)

    def update(self, game, dt: float, speed: str):
        """Once a frame while nothing moves: the computer's action when it is due, else None."""
        seat = self.computer_to_act(game)
        if seat is None:
            self.stop()
            return None
        position = len(game.history)
        if self.position != position:
            self.thinker.cancel()
            self.position = position
            self.wait = pause(speed)
            self.thinker.start(self.players[seat], game.view(seat), tuple(game.legal_actions()))
            return None
        self.wait -= dt
        if self.wait > 0:
            return None
        action = self.thinker.answer()
        if action is not None:
            self.position = None
        return action

    def stop(self) -> None:
        self.thinker.cancel()
        self.position = None
