"""Records of Eiszeit: the setup and every decision, chance outcomes included, so a record replays
without a random generator (H6).

    format: eiszeit-record
    version: 1
    game: eiszeit
    players: [red, blue, yellow]  # colours, seats in clockwise order (S1)
    start_player: 0               # S8
    rounds: 4                     # E3: 3 for the short game
    actions: [token 5 2, ..., place 6, ..., deal l2, ..., play d4, place 7, done, ...]   # docs/NOTATION.md

The optional fields (names, seats, hints), the reading, the checks and the replaying every
game's records share: meduris_gui/records.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from meduris_gui import records
from meduris_gui.fileformat import Reader
from meduris_gui.records import SEAT_KINDS, GameRecord, names_game, player_fields, seat_colours
from meduris_gui.text import short

from .actions import Action, IllegalActionError, InvalidActionError
from .board import load_board
from .cards import load_cards
from .game import Game, SetupError, check_players
from .state import ROUNDS, SHORT_ROUNDS, TERMINAL

FORMAT = "eiszeit-record"
VERSION = 1
GAME = "eiszeit"
MAX_BYTES = records.MAX_BYTES     # a finished game's record is a few kilobytes
MAX_ACTIONS = 20_000              # a random 5-player game takes some 800 decisions, chance included


class RecordError(records.RecordError):
    """A record that cannot be read or set up; str() is "<file>: <field>: <problem>"."""


class ReplayError(records.ReplayError):
    """An action of the record is not legal where it stands (index from 0)."""


_KEYS = ("format", "version", "game", "players", "start_player", "rounds", "actions", "names", "seats", "hints")


@dataclass
class Record(GameRecord, format=FORMAT, version=VERSION, game=GAME, keys=_KEYS,
             said="format, game, players, start_player, actions", errors=(RecordError, ReplayError),
             rules=(Action, InvalidActionError, IllegalActionError), max_actions=MAX_ACTIONS):
    players: list
    start_player: int = 0
    rounds: int = ROUNDS                              # E3: SHORT_ROUNDS for the short game

    @classmethod
    def setup_of(cls, game: Game) -> dict | None:
        state = game.state
        return {"players": list(state.colours), "start_player": state.start_player,
                "rounds": state.rounds} if game.from_setup else None

    def setup_dict(self) -> dict:
        return {"players": list(self.players), "start_player": self.start_player, "rounds": self.rounds}

    @classmethod
    def setup_fields(cls, r: Reader, data: dict) -> dict:
        players, start = player_fields(r, data)
        rounds = data.get("rounds", ROUNDS)
        if rounds not in (ROUNDS, SHORT_ROUNDS):
            r.fail("rounds", f"expected {ROUNDS} or {SHORT_ROUNDS} (E3), got {short(rounds)}")
        return {"players": list(players), "start_player": start, "rounds": rounds}

    def new_game(self) -> Game:
        r = Reader(self.source, RecordError)
        load_board()                              # a broken board file is the board's BoardError
        load_cards()                              # and a broken card table the CardsError
        colours = seat_colours(r, self.players, self.start_player, check_players, SetupError, "S8")
        return Game.new(colours, self.start_player, short=self.rounds == SHORT_ROUNDS)

    def replay(self, upto: int | None = None) -> Game:
        """Apply the actions (the first `upto`), chance outcomes included, so that no random
        generator is needed (H6); ReplayError at the first that is not legal."""
        return super().replay(upto)


def replay(record: Record) -> tuple:
    """The game of a record and the events of its replay (ReplayError at an illegal action)."""
    return record.replay_events()


def names_this_game(path) -> bool:
    """Whether the file at `path` is a record that says it is Eiszeit's (`game: eiszeit` or its
    format); False for anything else, unreadable files included (their reader says why)."""
    return names_game(path, GAME, MAX_BYTES)


def summary(game: Game) -> dict:
    """The final (or current) position as `meduris replay` prints it: scores with the points by
    round and region (P1), the winners (E4)."""
    state = game.state
    colours = state.colours
    outcome = game.outcome()
    return {
        "game": GAME,
        "finished": state.decider == TERMINAL,
        "rounds": state.rounds,
        "round": state.round,
        "scores": {c: state.score[s] for s, c in enumerate(colours)},
        "points_by_round": {c: [sum(r.values()) for r in state.points[s]] for s, c in enumerate(colours)},
        "points_by_region": {c: {str(k): v for k, v in sorted(_by_region(state.points[s]).items())}
                             for s, c in enumerate(colours)},
        "winners": [colours[s] for s in outcome.winners] if outcome else [],
        "tie_break": outcome.tie_break if outcome else None,
        "hunters_on_board": {c: state.on_board(s) for s, c in enumerate(colours)},
        "stones": {c: state.stones[s] for s, c in enumerate(colours)},
        "ice": [r + 1 for r in range(12) if state.ice[r]],
        "actions": len(game.history),
    }


def _by_region(rounds: list) -> dict:
    total: dict = {}
    for rnd in rounds:
        for region, points in rnd.items():
            total[region] = total.get(region, 0) + points
    return total


__all__ = ["Record", "RecordError", "ReplayError", "replay", "summary", "names_this_game", "FORMAT", "VERSION",
           "SEAT_KINDS", "MAX_BYTES", "MAX_ACTIONS"]
