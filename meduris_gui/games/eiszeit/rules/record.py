"""Records of Eiszeit: the setup and every decision, chance outcomes included, so a record replays
without a random generator (H6).

    format: eiszeit-record
    version: 1
    game: eiszeit
    players: [red, blue, yellow]  # colours, seats in clockwise order (S1)
    start_player: 0               # S8
    rounds: 4                     # E3: 3 for the short game
    actions: [token 5 2, ..., place 6, ..., deal l2, ..., play d4, place 7, done, ...]   # docs/NOTATION.md

Optional, as in Meduris's records: `names` (one per player), `seats` (who played each seat),
`hints`. Decisions with a single legal action are taken by the engine and never written. A record
of another game (a Meduris record: no `game`, or `game: meduris`) is refused with a RecordError
that says so.
"""

from __future__ import annotations

import json
from pathlib import Path
from dataclasses import dataclass, field

import yaml

from meduris_gui.games import TITLES, record_game
from meduris_gui.fileformat import FileFormatError, Reader, item, read_text
from meduris_gui.text import short

from .actions import Action, IllegalActionError, InvalidActionError
from .board import load_board
from .cards import load_cards
from .game import Game, SetupError, check_players
from .state import ROUNDS, SHORT_ROUNDS, TERMINAL

FORMAT = "eiszeit-record"
VERSION = 1
GAME = "eiszeit"
SEAT_KINDS = ("human", "easy", "medium", "strong", "random")
MAX_BYTES = 1_000_000         # a finished game's record is a few kilobytes
MAX_ACTIONS = 20_000          # a random 5-player game takes some 800 decisions, chance included


class RecordError(FileFormatError):
    """A record that cannot be read or set up; str() is "<file>: <field>: <problem>"."""


class ReplayError(ValueError):
    """An action of the record is not legal where it stands (index from 0)."""

    def __init__(self, index: int, action: str, reason: str) -> None:
        super().__init__(f"action {index} ({short(action)}): {reason}")
        self.index = index
        self.action = action
        self.reason = reason


_KEYS = ("format", "version", "game", "players", "start_player", "rounds", "actions", "names", "seats", "hints")


@dataclass
class Record:
    players: list
    start_player: int = 0
    rounds: int = ROUNDS
    actions: list = field(default_factory=list)      # notation strings
    source: str = "record"
    names: list | None = None
    seats: list | None = None
    hints: list | None = None
    game = GAME

    @classmethod
    def of(cls, game: Game) -> "Record":
        """The record of a game started with Game.new (ValueError for a position)."""
        if not game.from_setup:
            raise ValueError("this game was built from a position, not from a setup: it has no record")
        state = game.state
        return cls(players=list(state.colours), start_player=state.start_player, rounds=state.rounds,
                   actions=[str(a) for a in game.history])

    def to_dict(self) -> dict:
        data = {"format": FORMAT, "version": VERSION, "game": GAME, "players": list(self.players),
                "start_player": self.start_player, "rounds": self.rounds, "actions": list(self.actions)}
        for key in ("names", "seats", "hints"):
            if getattr(self, key) is not None:
                data[key] = list(getattr(self, key))
        return data

    def dumps(self, fmt: str = "yaml") -> str:
        if fmt == "json":
            return json.dumps(self.to_dict(), indent=1)
        return yaml.safe_dump(self.to_dict(), sort_keys=False, allow_unicode=True, width=100)

    def write(self, path, fmt: str = "yaml") -> None:
        """Write the record atomically (meduris_gui.atomic)."""
        from meduris_gui.atomic import write_atomic
        write_atomic(Path(path), self.dumps(fmt))

    # -- reading -----------------------------------------------------------------------------

    @classmethod
    def from_dict(cls, data, source: str = "record") -> "Record":
        r = Reader(source, RecordError)
        if not isinstance(data, dict):
            r.fail("(top)", "a record is a mapping with format, game, players, start_player, actions")
        other = record_game(data)
        if other is not None and other != GAME:
            r.fail("game" if "game" in data else "format",
                   f"this is a record of {TITLES[other]}, not of {TITLES[GAME]}")
        if "game" in data and data["game"] != GAME:
            r.fail("game", f"unknown game {short(data['game'])} (expected {GAME})")
        r.header(data, FORMAT, VERSION, _KEYS, "a record is a mapping with format, game, players, start_player, "
                                               "actions")
        players = data.get("players")
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            r.fail("players", "expected a list of colours")
        start = data.get("start_player", 0)
        if type(start) is not int:
            r.fail("start_player", f"expected a seat number, got {short(start)}")
        rounds = data.get("rounds", ROUNDS)
        if rounds not in (ROUNDS, SHORT_ROUNDS):
            r.fail("rounds", f"expected {ROUNDS} or {SHORT_ROUNDS} (E3), got {short(rounds)}")
        actions = data.get("actions", [])
        if not isinstance(actions, list):
            r.fail("actions", "expected a list of actions")
        if len(actions) > MAX_ACTIONS:
            r.fail("actions", f"{len(actions)} actions, more than a game ever takes ({MAX_ACTIONS})")
        for index, action in enumerate(actions):
            if not isinstance(action, str):
                r.fail(item("actions", index), f"expected an action in notation, got {short(action)}")
        n = len(players)
        names = data.get("names")
        if names is not None and (not isinstance(names, list) or len(names) != n
                                  or not all(isinstance(x, str) and len(x) <= 40 for x in names)):
            r.fail("names", "expected one name (text, at most 40 characters) per player")
        seats = data.get("seats")
        if seats is not None and (not isinstance(seats, list) or len(seats) != n
                                  or not all(isinstance(k, str) and k in SEAT_KINDS for k in seats)):
            r.fail("seats", f"expected one of {', '.join(SEAT_KINDS)} for each of the {n} players")
        hints = data.get("hints")
        if hints is not None and (not isinstance(hints, list) or len(hints) != n
                                  or not all(type(k) is int and 0 <= k <= 100_000 for k in hints)):
            r.fail("hints", f"expected a count of hints (0 or more) for each of the {n} players")
        return cls(players=list(players), start_player=start, rounds=rounds, actions=list(actions), source=source,
                   names=names, seats=seats, hints=hints)

    @classmethod
    def loads(cls, text, source: str = "record") -> "Record":
        data = Reader(source, RecordError).parse_yaml(text, nested="nested too deeply to be a record",
                                                      syntax="not valid YAML or JSON ({problem})")
        return cls.from_dict(data, source)

    @classmethod
    def load(cls, path) -> "Record":
        """Read a record file: a regular file of at most MAX_BYTES, never waiting."""
        return cls.loads(read_text(path, MAX_BYTES, RecordError), str(path))

    read = load

    # -- replaying ---------------------------------------------------------------------------

    def new_game(self) -> Game:
        r = Reader(self.source, RecordError)
        load_board()                              # a broken board file is the board's BoardError
        load_cards()                              # and a broken card table the CardsError
        try:
            colours = check_players(self.players)
        except SetupError as error:
            r.fail("players", str(error))
        if not 0 <= self.start_player < len(colours):
            r.fail("start_player", f"must be a seat 0..{len(colours) - 1}, not {self.start_player} (S8)")
        return Game.new(colours, self.start_player, short=self.rounds == SHORT_ROUNDS)

    def replay(self, upto: int | None = None) -> Game:
        """Apply the actions (the first `upto`), chance outcomes included, so that no random
        generator is needed (H6); ReplayError at the first that is not legal."""
        game = self.new_game()
        for index, text in enumerate(self.actions[:upto]):
            try:
                action = Action.parse(text)
            except InvalidActionError as error:
                raise ReplayError(index, text, str(error)) from None
            try:
                game.apply(action)
            except IllegalActionError as error:
                raise ReplayError(index, text, error.reason) from None
        return game


def names_this_game(path) -> bool:
    """Whether the file at `path` is a record that says it is Eiszeit's (`game: eiszeit` or its
    format); False for anything else, unreadable files included (their reader says why)."""
    try:
        data = Reader(str(path), RecordError).parse_yaml(read_text(path, MAX_BYTES, RecordError))
    except (RecordError, OSError):
        return False
    return record_game(data) == GAME


def replay(record: Record) -> tuple:
    """The game of a record and the events of its replay (ReplayError at an illegal action)."""
    game = record.new_game()
    events: list = []
    for index, text in enumerate(record.actions):
        try:
            events.extend(game.apply(text))
        except (InvalidActionError, IllegalActionError) as error:
            raise ReplayError(index, text, getattr(error, "reason", None) or str(error)) from None
    return game, events


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


__all__ = ["Record", "RecordError", "ReplayError", "replay", "summary", "FORMAT", "VERSION"]
