"""Records of Die Dolmengötter: the setup and every decision, replayed deterministically.

    format: dolmengoetter-record
    version: 1
    game: dolmengoetter
    players: [red, blue]          # colours, seats in clockwise order (S1, C1)
    start_player: 0               # S4
    actions: [place 12, place 40, ..., walk 12 30, stone, dolmen 3, ...]   # docs/NOTATION.md

The optional fields (names, seats, hints), the reading, the checks and the replaying every
game's records share: meduris_gui/records.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from meduris_gui import records
from meduris_gui.fileformat import Reader
from meduris_gui.records import SEAT_KINDS, GameRecord, player_fields, seat_colours

from .actions import Action, IllegalActionError, InvalidActionError
from .board import load_board
from .game import Game, SetupError, check_players
from .state import TERMINAL

FORMAT = "dolmengoetter-record"
VERSION = 1
GAME = "dolmengoetter"
MAX_BYTES = records.MAX_BYTES     # a finished game's record is a few kilobytes
MAX_ACTIONS = 20_000              # a random 5-player game takes some 300 decisions


class RecordError(records.RecordError):
    """A record that cannot be read or set up; str() is "<file>: <field>: <problem>"."""


class ReplayError(records.ReplayError):
    """An action of the record is not legal where it stands (index from 0)."""


_KEYS = ("format", "version", "game", "players", "start_player", "actions", "names", "seats", "hints")


@dataclass
class Record(GameRecord, format=FORMAT, version=VERSION, game=GAME, keys=_KEYS,
             said="format, game, players, start_player, actions", errors=(RecordError, ReplayError),
             rules=(Action, InvalidActionError, IllegalActionError), max_actions=MAX_ACTIONS):
    players: list
    start_player: int = 0

    @classmethod
    def setup_of(cls, game: Game) -> dict | None:
        state = game.state
        return {"players": list(state.colours), "start_player": state.start_player} if game.from_setup else None

    def setup_dict(self) -> dict:
        return {"players": list(self.players), "start_player": self.start_player}

    @classmethod
    def setup_fields(cls, r: Reader, data: dict) -> dict:
        players, start = player_fields(r, data)
        return {"players": list(players), "start_player": start}

    def new_game(self) -> Game:
        r = Reader(self.source, RecordError)
        load_board()                              # a broken board file is the board's BoardError
        colours = seat_colours(r, self.players, self.start_player, check_players, SetupError, "S4")
        return Game.new(colours, self.start_player)


def replay(record: Record) -> tuple:
    """The game of a record and the events of its replay (ReplayError at an illegal action)."""
    return record.replay_events()


def summary(game: Game) -> dict:
    """The final (or current) position as `meduris replay` prints it."""
    state = game.state
    colours = state.colours
    finished = state.decider == TERMINAL
    outcome = game.outcome()
    return {
        "game": GAME,
        "finished": finished,
        "scores": {c: state.score[s] for s, c in enumerate(colours)},
        "winners": [colours[s] for s in outcome.winners] if outcome else [],
        "tie_break": outcome.tie_break if outcome else None,
        "stones_left": {c: state.stones[s] for s, c in enumerate(colours)},
        "dolmens_left": {c: len(state.hand[s]) for s, c in enumerate(colours)},
        "dolmens_placed": {c: state.placed[s] for s, c in enumerate(colours)},
        "circles_scored": [circle.id for c, circle in enumerate(state.board.circles) if state.done[c]],
        "actions": len(game.history),
    }


__all__ = ["Record", "RecordError", "ReplayError", "replay", "summary", "FORMAT", "VERSION", "SEAT_KINDS",
           "MAX_BYTES", "MAX_ACTIONS"]
