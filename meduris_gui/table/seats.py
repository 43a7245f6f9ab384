"""Who sits at the table: a human or a computer player per seat, for every game.

`Seats` keeps a computer player for every computer seat, feeds each of them every event of the
game (what they remember of hidden things is built from events), and paces their moves: after
the animations of the last move a short pause (slower at a slower speed, none at "instant",
speeds.py), during which the decision is worked out in a background thread (thinker.py). The
players see only `game.view(seat)` and the legal actions (fair play: never the state).

Who may sit at a seat in a game's window (`window_kinds`: a human, then the game's computer
levels, in the order the setup's seat button cycles) and what each kind is called on the seat
button and the players' panels (`SEAT_LABELS`) are the same for every game: a game's
`ui/seats.py` (Meduris's `ui/computers.py`) says its own once, and its setup and panels take them
from there.

A game gives its own part in a subclass: `known` (the seat kinds its saves may name),
`new_player` (its computer player of a kind, from its ai package) and, when the game has chance
steps that a computer does itself (Meduris's computer rolls its own die), `seat_to_act` and
`chance`: `update` then answers CHANCE_STEP and the scene does the step.
"""

from __future__ import annotations

import random

from meduris_gui.i18n import N_
from meduris_gui.saves import HUMAN
from .speeds import pause
from .thinker import Thinker

CHANCE_STEP = "roll"    # what `Seats.update` answers when a computer's chance step is due

# A seat's kind in words; "random" is seated by the tools only (a record, `meduris screenshot`).
SEAT_LABELS = {HUMAN: N_("Human"), "easy": N_("Computer (easy)"), "medium": N_("Computer (medium)"),
               "strong": N_("Computer (strong)"), "random": N_("Computer (random)")}

__all__ = ["CHANCE_STEP", "HUMAN", "SEAT_LABELS", "Seats", "window_kinds"]


def window_kinds(levels) -> tuple[str, ...]:
    """Who may sit at a seat in a game's window, in the order the setup's seat button cycles: a
    human, then the game's computer levels (its ai package's KINDS)."""
    return (HUMAN,) + tuple(levels)


class Seats:
    """The seats' kinds (`kinds`, in seat order: what a save records) and the computer players."""

    known: tuple = ()                  # the seat kinds the game knows (its saves and records may name)

    def __init__(self, game, kinds=None, seed: int | None = None, events: list | None = None) -> None:
        n = self.players_of(game)
        self.kinds = [HUMAN] * n if kinds is None else list(kinds)
        if len(self.kinds) != n or any(kind not in self.known for kind in self.kinds):
            raise ValueError(f"seats: expected one of {', '.join(self.known)} per player, got {kinds!r}")
        self.rng = random.Random(seed)
        self.thinker = Thinker()
        self.players: dict = {}
        self.position: int | None = None     # the decision the pending computer move is for
        self.wait = 0.0
        self.rebuild(game, events)

    # -- the game's part ---------------------------------------------------------------------------

    @staticmethod
    def players_of(game) -> int:
        """How many seats the game has."""
        raise NotImplementedError

    def new_player(self, kind: str, seat: int, game, seed: int):
        """The game's computer player of `kind` for `seat`."""
        raise NotImplementedError

    @staticmethod
    def seat_to_act(game) -> int:
        """The seat whose decision (or chance step) comes next; negative once nobody's is."""
        return game.current_player()

    @staticmethod
    def chance(game) -> bool:
        """Whether the step due is a chance step the computer of `seat_to_act` does itself."""
        return False

    # -- who sits where ----------------------------------------------------------------------------

    def __iter__(self):
        return iter(self.kinds)

    def __len__(self) -> int:
        return len(self.kinds)

    def humans(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.kinds) if kind == HUMAN]

    def is_human(self, seat: int) -> bool:
        return self.kinds[seat] == HUMAN

    def computer_to_act(self, game) -> int | None:
        """The computer seat the game waits for (its decision or its chance step), or None."""
        seat = self.seat_to_act(game)
        if seat < 0 or self.is_human(seat):
            return None
        return seat

    # -- memory ------------------------------------------------------------------------------------

    def rebuild(self, game, events: list | None = None) -> None:
        """Fresh computer players that have seen every event of the game so far (`events`, or
        replayed): at the start, after a load, after an undo. A decision in the works is dropped."""
        self.thinker.cancel()
        self.position = None
        self.players = {seat: self.new_player(kind, seat, game, self.rng.randrange(1 << 30))
                        for seat, kind in enumerate(self.kinds) if kind != HUMAN}
        if self.players:
            self.observe(game.events_so_far() if events is None else events)

    def observe(self, events) -> None:
        for player in self.players.values():
            player.observe(events)

    # -- pacing ------------------------------------------------------------------------------------

    def update(self, game, dt: float, speed: str):
        """Call once a frame while no animation plays. Answers the computer's move when it is
        due (an action, or CHANCE_STEP), else None."""
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
            if not self.chance(game):
                self.thinker.start(self.players[seat], game.view(seat), tuple(game.legal_actions()))
            return None
        self.wait -= dt
        if self.wait > 0:
            return None
        if self.chance(game):
            self.position = None
            return CHANCE_STEP
        action = self.thinker.answer()
        if action is not None:
            self.position = None
        return action

    def stop(self) -> None:
        """Drop the computer move in the works (the scene is left): a late answer is never applied."""
        self.thinker.cancel()
        self.position = None
