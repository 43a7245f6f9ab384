"""Game records: the setup plus every decision (die rolls included), replayed deterministically.

A record is YAML or JSON:

    format: meduris-record
    version: 1
    side: 2-3p                    # S2
    players: [purple, blue]       # colours, seats in clockwise order (S1)
    start_player: 0               # S10
    bonus_tokens: {3: plus2, 8: free, 13: druid, 19: plus2, 24: free, 29: druid}   # S7
    actions:                      # docs/NOTATION.md; forced steps are not written
      - place wood
      - roll +1
      - build hut 17 pay wood,wool

Forced steps (a decision with a single legal action) are applied by the engine itself, so a
record lists only real choices; writing a forced step too is harmless only if it is still the
decider's choice, so writers should leave them out.
"""

from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from .actions import Action, IllegalActionError, InvalidActionError
from .board import MATERIAL_NAMES, SIDES, load_side
from .game import Game
from .setup import SetupError, check_bonus_tokens, check_players
from .kinds import Building, Token
from .state import TERMINAL
from .text import short

FORMAT = "meduris-record"
VERSION = 1
# Who may play a seat: a human at the laptop or a computer player (meduris_gui/ai/players.py).
SEAT_KINDS = ("human", "easy", "strong", "random")


# A finished game's record is a few kilobytes; 1 MB is some 200 times that and still parses in
# a few seconds (the same limit as the saves, meduris_gui/saves.py).
MAX_BYTES = 1_000_000


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of the regular file `path`, or ValueError if it is not a regular file or holds
    more than `limit` bytes (OSError if it cannot be read). A FIFO or a device is refused after
    os.stat, before any open; the open itself does not wait (O_NONBLOCK) in case the file was
    swapped for a FIFO in between, and reading stops after limit + 1 bytes."""
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise ValueError("not a regular file")
    if info.st_size > limit:
        raise ValueError(f"{info.st_size} bytes, more than a record's {limit}")
    handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            raise ValueError("not a regular file")
        chunks = []
        total = 0
        while total <= limit:                    # a file that grows while it is read is cut off
            chunk = os.read(handle, limit + 1 - total)
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    finally:
        os.close(handle)
    if total > limit:
        raise ValueError(f"more than a record's {limit} bytes")
    return b"".join(chunks)


class RecordError(ValueError):
    """A record file that cannot be read or set up; the message names the file and the field."""


class ReplayError(ValueError):
    """An action of the record is not legal where it stands (index counts from 0)."""

    def __init__(self, index: int, action: str, reason: str) -> None:
        super().__init__(f"action {index} ({short(action)}): {reason}")
        self.index = index
        self.action = action
        self.reason = reason


@dataclass
class Record:
    side: str
    players: list
    start_player: int = 0
    bonus_tokens: dict = field(default_factory=dict)
    actions: list = field(default_factory=list)      # notation strings
    source: str = "record"                            # the file it was read from, for messages
    names: list | None = None                         # the names the players gave (optional)
    seats: list | None = None                         # who played each seat (optional; SEAT_KINDS)

    # -- making and writing ------------------------------------------------------------------

    @classmethod
    def of(cls, game: Game) -> "Record":
        """The record (setup and every decision) of a game started with Game.new: the one way a
        record is made. A game built from a position has none (ValueError)."""
        if game.tokens is None:
            raise ValueError("this game was built from a position, not from a setup: it has no record")
        state = game.state
        return cls(side=state.board.side, players=list(state.colours), start_player=state.start_player,
                   bonus_tokens=dict(sorted(game.tokens.items())),
                   actions=[str(action) for action in game.history])

    def to_dict(self) -> dict:
        data = {"format": FORMAT, "version": VERSION, "side": self.side, "players": list(self.players),
                "start_player": self.start_player,
                "bonus_tokens": {int(k): v for k, v in sorted(self.bonus_tokens.items(), key=lambda kv: int(kv[0]))},
                "actions": list(self.actions)}
        if self.names is not None:
            data["names"] = list(self.names)
        if self.seats is not None:
            data["seats"] = list(self.seats)
        return data

    def dumps(self, fmt: str = "yaml") -> str:
        if fmt == "json":
            return json.dumps(self.to_dict(), indent=1)
        return yaml.safe_dump(self.to_dict(), sort_keys=False, allow_unicode=True, width=100)

    # -- reading -----------------------------------------------------------------------------

    @classmethod
    def from_dict(cls, data, source: str = "record") -> "Record":
        def fail(where: str, problem: str) -> RecordError:
            return RecordError(f"{source}: {where}: {problem}")

        if not isinstance(data, dict):
            raise fail("(top)", "a record is a mapping with format, side, players, start_player, bonus_tokens, actions")
        if data.get("format") != FORMAT:
            raise fail("format", f"expected {FORMAT!r}, got {short(data.get('format'))}")
        if data.get("version") != VERSION:
            raise fail("version", f"this game reads version {VERSION}, not {short(data.get('version'))}")
        unknown = set(data) - {"format", "version", "side", "players", "start_player", "bonus_tokens", "actions",
                               "names", "seats"}
        if unknown:
            raise fail(sorted(map(str, unknown))[0], "unknown field")
        side = data.get("side")
        if not isinstance(side, str):
            raise fail("side", "expected '2-3p' or '4p'")
        players = data.get("players")
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise fail("players", "expected a list of colours")
        start = data.get("start_player", 0)
        if isinstance(start, bool) or not isinstance(start, int):
            raise fail("start_player", f"expected a seat number, got {short(start)}")
        tokens = data.get("bonus_tokens")
        if not isinstance(tokens, dict):
            raise fail("bonus_tokens", "expected a mapping of space to token (plus2, free, druid)")
        actions = data.get("actions", [])
        if not isinstance(actions, list):
            raise fail("actions", "expected a list of actions")
        for index, action in enumerate(actions):
            if not isinstance(action, str):
                raise fail(f"actions[{index}]", f"expected an action in notation, got {short(action)}")
        names = data.get("names")
        if names is not None and (not isinstance(names, list) or len(names) != len(players)
                                  or not all(isinstance(n, str) and len(n) <= 40 for n in names)):
            raise fail("names", "expected one name (text, at most 40 characters) per player")
        seats = data.get("seats")
        if seats is not None and (not isinstance(seats, list) or len(seats) != len(players)
                                  or not all(isinstance(k, str) and k in SEAT_KINDS for k in seats)):
            raise fail("seats", f"expected one of {', '.join(SEAT_KINDS)} for each of the {len(players)} "
                                f"players, got {short(seats)}")
        return cls(side=side, players=players, start_player=start, bonus_tokens=tokens, actions=actions,
                   source=source, names=names, seats=seats)

    @classmethod
    def loads(cls, text: str, source: str = "record") -> "Record":
        try:
            data = yaml.safe_load(text)       # JSON is YAML too
        except RecursionError:
            raise RecordError(f"{source}: (file): nested too deeply to be a record") from None
        except yaml.YAMLError as error:
            mark = getattr(error, "problem_mark", None)
            where = f"line {mark.line + 1}" if mark is not None else "(file)"
            raise RecordError(f"{source}: {where}: not valid YAML or JSON ({getattr(error, 'problem', error)})") from None
        return cls.from_dict(data, source)

    @classmethod
    def load(cls, path) -> "Record":
        """Read a record file: only a regular file of at most MAX_BYTES (a link to /dev/zero, a
        FIFO or a huge file is refused without reading it, so nothing hangs or fills memory)."""
        path = Path(path)
        try:
            text = read_limited(path, MAX_BYTES).decode("utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise RecordError(f"{path}: (file): cannot read it ({error})") from None
        except ValueError as error:
            raise RecordError(f"{path}: (file): {error}") from None
        return cls.loads(text, str(path))

    # -- replaying ---------------------------------------------------------------------------

    def new_game(self) -> Game:
        """The game as set up by the record, before its first action."""
        def fail(where: str, error: Exception) -> RecordError:
            return RecordError(f"{self.source}: {where}: {getattr(error, 'problem', error)}")

        if self.side not in SIDES:
            raise RecordError(f"{self.source}: side: unknown board side {self.side!r} "
                              f"(expected one of {', '.join(SIDES)})")
        # A broken board file is the board's error (BoardError names the file): the record is fine.
        board = load_side(self.side)
        try:
            colours = check_players(self.players)
        except SetupError as error:
            raise fail("players", error) from None
        if not 0 <= self.start_player < len(colours):
            raise RecordError(f"{self.source}: start_player: must be a seat 0..{len(colours) - 1}, "
                              f"not {self.start_player} (S10)")
        try:
            tokens = check_bonus_tokens(board, self.bonus_tokens)
        except SetupError as error:
            raise fail("bonus_tokens", error) from None
        # The record names its side: another side than S2 gives is allowed as a variant.
        return Game.new(colours, self.start_player, board=board, tokens=tokens, any_side=True)

    def replay(self, upto: int | None = None) -> Game:
        """Apply the actions (the first `upto` of them); ReplayError at the first illegal one."""
        game = self.new_game()
        for index, text in enumerate(self.actions[:upto]):
            try:
                action = Action.parse(text)
            except InvalidActionError as error:
                raise ReplayError(index, text, str(error)) from None
            try:
                game.apply(action)
            except IllegalActionError as error:
                raise ReplayError(index, text, getattr(error, "reason", str(error))) from None
        return game


def summary(game: Game) -> dict:
    """The final (or current) position as the replay tool prints it."""
    state = game.state
    colours = state.colours
    buildings = {
        str(s): {"colour": colours[state.owner[s]], "kind": Building(state.kind[s]).word}
        for s in range(state.board.n) if state.kind[s]
    }
    druid = {"rock": state.druid_rock, "space": state.druid_space if state.druid_space >= 0 else None}
    finished = state.decider == TERMINAL
    return {
        "side": state.board.side,
        "finished": finished,
        "scores": {colour: state.score[p] for p, colour in enumerate(colours)},
        "winners": [colours[p] for p in state.final["winners"]] if finished else [],
        "tie_break": state.final["tie_break"] if finished else None,
        "buildings": buildings,
        "druid": druid,
        "runes": {colour: [t for t, holder in enumerate(state.rune) if holder == p] for p, colour in enumerate(colours)},
        "materials": {colour: dict(zip(MATERIAL_NAMES, state.stock[p])) for p, colour in enumerate(colours)},
        "supply": dict(zip(MATERIAL_NAMES, state.supply)),
        "huts_left": {colour: state.huts[p] for p, colour in enumerate(colours)},
        "temples_left": {colour: state.temples[p] for p, colour in enumerate(colours)},
        "bonus_tokens": {str(s): Token(t).word for s, t in enumerate(state.token) if t},
        "actions": len(game.history),
    }

