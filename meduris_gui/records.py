"""What every game's records share: writing, reading, checking and replaying them.

A record is the setup of a game and every decision taken in it (chance outcomes included where a
game has them), replayed deterministically. Each game's rules/record.py keeps what is its own: its
Record dataclass (its setup fields), how a setup becomes a game (new_game) and the summary
`meduris replay` prints; the rest is here:

    format: <game>-record         # RECORD_FORMATS in meduris_gui.games
    version: 1
    game: <game>                  # a record of another game is refused with a RecordError naming it
    ...                           # the game's setup fields (players, start_player, ...)
    actions: [...]                # docs/NOTATION.md; forced steps are never written
    names: [...]                  # optional, one per player
    seats: [...]                  # optional: who played each seat (SEAT_KINDS)
    hints: [...]                  # optional: hints each seat asked for (the window's)

Every problem of a file is the game's RecordError "<file>: <field>: <problem>" (a Text, so the
window says it in the player's language); an action the rules refuse on replay is its
ReplayError (index, action, reason). Pure Python: never imports pygame.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, ClassVar

import yaml

from meduris_gui.fileformat import N_, FileFormatError, Reader, Text, item, read_text
from meduris_gui.games import TITLES, record_game
from meduris_gui.text import short

# Who may play a seat: a human at the laptop or one of the computer players.
SEAT_KINDS = ("human", "easy", "medium", "strong", "random")
# A finished game's record is a few kilobytes; 1 MB is some 200 times that and still parses in a
# few seconds (the same limit as the saves, meduris_gui/saves.py).
MAX_BYTES = 1_000_000
MAX_NAME = 40                 # characters of a player's name
MAX_HINTS = 100_000           # hints a seat may have asked for
OPTIONAL = ("names", "seats", "hints")


class RecordError(FileFormatError):
    """A record file that cannot be read or set up; str() is "<file>: <field>: <problem>". Each
    game's record module has its own subclass (so a game's reader catches only its records')."""


class ReplayError(ValueError):
    """An action of the record is not legal where it stands (index counts from 0). Not a
    FileFormatError: the file was read; the rules refuse one of its moves."""

    def __init__(self, index: int, action: str, reason: str) -> None:
        super().__init__(f"action {index} ({short(action)}): {reason}")
        self.index = index
        self.action = action
        self.reason = reason


def check_game(r: Reader, data: Any, game: str) -> None:
    """A record of another game (issue 21: its `game`, or its format) is refused with a problem
    that names that game; so is a `game` no one knows. A record without `game` is the game its
    format says (Meduris's when it says none)."""
    if not isinstance(data, dict):
        return                               # the header check says what a record is
    other = record_game(data)
    if other is not None and other != game:
        r.fail("game" if "game" in data else "format",
               Text(f"this is a record of {TITLES[other]}, not of {TITLES[game]}"))
    if "game" in data and data["game"] != game:
        r.fail("game", Text(f"unknown game {short(data['game'])} (expected {game})"))


def check_actions(r: Reader, data: dict, most: int | None = None) -> list:
    """The record's actions: a list of notation strings (at most `most` of them)."""
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        r.fail("actions", N_("expected a list of actions"))
    if most is not None and len(actions) > most:
        r.fail("actions", Text(f"{len(actions)} actions, more than a game ever takes ({most})"))
    for index, action in enumerate(actions):
        if not isinstance(action, str):
            r.fail(item("actions", index), N_("expected an action in notation, got {value}"), value=short(action))
    return actions


def player_fields(r: Reader, data: dict) -> tuple[list, int]:
    """`players` (a list of colours) and `start_player` (a seat number, 0 when left out), checked
    for their types; the game's setup checks their rules (Record.new_game)."""
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        r.fail("players", N_("expected a list of colours"))
    start = data.get("start_player", 0)
    if type(start) is not int:
        r.fail("start_player", N_("expected a seat number, got {value}"), value=short(start))
    return players, start


def seat_fields(r: Reader, data: dict, players: int) -> tuple:
    """The optional names (at most 40 characters), seat kinds and hints asked for, one per player."""
    names = data.get("names")
    if names is not None and (not isinstance(names, list) or len(names) != players
                              or not all(isinstance(n, str) and len(n) <= MAX_NAME for n in names)):
        r.fail("names", N_("expected one name (text, at most 40 characters) per player"))
    seats = data.get("seats")
    if seats is not None and (not isinstance(seats, list) or len(seats) != players
                              or not all(isinstance(k, str) and k in SEAT_KINDS for k in seats)):
        r.fail("seats", N_("expected one of {kinds} for each of the {players} players, got {value}"),
               kinds=", ".join(SEAT_KINDS), players=players, value=short(seats))
    hints = data.get("hints")
    if hints is not None and (not isinstance(hints, list) or len(hints) != players
                              or not all(type(k) is int and 0 <= k <= MAX_HINTS for k in hints)):
        r.fail("hints", N_("expected a count of hints (0 or more) for each of the {players} players, got {value}"),
               players=players, value=short(hints))
    return names, seats, hints


def seat_colours(r: Reader, players: list, start: int, check: Callable[[list], tuple],
                 setup_error: type[Exception], rule: str) -> tuple:
    """The record's players as the game's setup checks them (`check`, raising `setup_error`), and
    its start player a seat among them (`rule` the rule that says so)."""
    try:
        colours = check(players)
    except setup_error as error:
        r.fail("players", setup_problem(error))
    if not 0 <= start < len(colours):
        r.fail("start_player", N_("must be a seat 0..{last}, not {value} ({rule})"), last=len(colours) - 1,
               value=start, rule=rule)
    return colours


def setup_problem(error: Exception) -> str:
    """The problem a SetupError gives (a Text when the setup reader made one)."""
    problem = getattr(error, "problem", None)
    return problem if isinstance(problem, str) else str(error)


def names_game(path, game: str, limit: int = MAX_BYTES) -> bool:
    """Whether the file at `path` is a record (or save) that says it is `game`'s (its `game` or
    its format); False for anything else, unreadable files included (their reader says why)."""
    try:
        data = Reader(str(path), RecordError).parse_yaml(read_text(path, limit, RecordError))
    except (RecordError, OSError):
        return False
    return record_game(data) == game


@dataclass
class GameRecord:
    """The shared half of a game's Record: the game's rules/record.py declares it a dataclass with
    its setup fields (players, start_player, ...) and says in the class line what its files are:

        @dataclass
        class Record(GameRecord, format=FORMAT, version=VERSION, game=GAME, keys=_KEYS, said="...",
                     errors=(RecordError, ReplayError), rules=(Action, InvalidActionError,
                     IllegalActionError), max_actions=MAX_ACTIONS):

    `keys`: every key its files may hold, in the order they are written; `said`: the keys a
    problem with the whole file lists; `errors`: its RecordError and ReplayError; `rules`: its
    Action (parse) and the errors applying one raises; `max_actions`: how many actions a record
    may hold (None: no limit). It implements setup_of(game) (the setup fields of a game), setup_dict()
    (its setup fields as written), setup_fields(r, data) (the checked setup fields, as keyword
    arguments) and new_game().

    The fields every game's record has come after its own, given by keyword: the actions (in
    notation), the file it was read from (for messages), and optionally the names the players
    gave, who played each seat (SEAT_KINDS) and the hints each seat asked for (the window's)."""

    actions: list = field(default_factory=list, kw_only=True)
    source: str = field(default="record", kw_only=True)
    names: list | None = field(default=None, kw_only=True)
    seats: list | None = field(default=None, kw_only=True)
    hints: list | None = field(default=None, kw_only=True)

    FORMAT: ClassVar[str]
    VERSION: ClassVar[int]
    game: ClassVar[str]                   # which game (not a field: its records are always its own)
    KEYS: ClassVar[tuple[str, ...]]
    SAID: ClassVar[str]
    MAX_BYTES: ClassVar[int] = MAX_BYTES
    MAX_ACTIONS: ClassVar[int | None] = None
    error: ClassVar[type[RecordError]] = RecordError
    replay_error: ClassVar[type[ReplayError]] = ReplayError
    action_class: ClassVar[type]
    invalid_error: ClassVar[type[Exception]]
    illegal_error: ClassVar[type[Exception]]

    def __init_subclass__(cls, *, format: str, version: int, game: str, keys: tuple[str, ...], said: str,
                          errors: tuple[type[RecordError], type[ReplayError]], rules: tuple[type, type, type],
                          max_actions: int | None = None, **more: Any) -> None:
        super().__init_subclass__(**more)
        cls.FORMAT, cls.VERSION, cls.game, cls.KEYS, cls.SAID = format, version, game, keys, said
        cls.error, cls.replay_error = errors
        cls.action_class, cls.invalid_error, cls.illegal_error = rules
        cls.MAX_ACTIONS = max_actions

    # -- making and writing ----------------------------------------------------------------------

    @classmethod
    def setup_of(cls, game) -> dict | None:
        """The setup fields of a game started with Game.new (None: built from a position)."""
        raise NotImplementedError

    @classmethod
    def of(cls, game):
        """The record (setup and every decision) of a game started with Game.new: the one way a
        record is made. A game built from a position has none (ValueError)."""
        setup = cls.setup_of(game)
        if setup is None:
            raise ValueError("this game was built from a position, not from a setup: it has no record")
        return cls(**setup, actions=[str(action) for action in game.history])

    def setup_dict(self) -> dict:
        raise NotImplementedError

    def to_dict(self) -> dict:
        data = {"format": self.FORMAT, "version": self.VERSION, "game": self.game}
        data.update(self.setup_dict())
        data["actions"] = list(self.actions)
        for key in OPTIONAL:
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

    # -- reading -------------------------------------------------------------------------------

    @classmethod
    def setup_fields(cls, r: Reader, data: dict) -> dict:
        raise NotImplementedError

    @classmethod
    def from_dict(cls, data, source: str = "record"):
        r = Reader(source, cls.error)
        check_game(r, data, cls.game)
        r.header(data, cls.FORMAT, cls.VERSION, cls.KEYS, Text(N_("a record is a mapping with {keys}"), keys=cls.SAID))
        setup = cls.setup_fields(r, data)
        actions = check_actions(r, data, cls.MAX_ACTIONS)
        names, seats, hints = seat_fields(r, data, len(setup["players"]))
        return cls(**setup, actions=list(actions), source=source, names=names, seats=seats, hints=hints)

    @classmethod
    def loads(cls, text, source: str = "record"):
        data = Reader(source, cls.error).parse_yaml(text, nested="nested too deeply to be a record",
                                                    syntax="not valid YAML or JSON ({problem})")
        return cls.from_dict(data, source)

    @classmethod
    def load(cls, path):
        """Read a record file: only a regular file of at most MAX_BYTES (a link to /dev/zero, a
        FIFO or a huge file is refused without reading it, so nothing hangs or fills memory)."""
        return cls.loads(read_text(path, cls.MAX_BYTES, cls.error), str(path))

    @classmethod
    def read(cls, path):
        return cls.load(path)

    # -- replaying -----------------------------------------------------------------------------

    def new_game(self):
        """The game as set up by the record, before its first action (RecordError for a setup
        its rules refuse)."""
        raise NotImplementedError

    def replay(self, upto: int | None = None):
        """Apply the actions (the first `upto` of them); ReplayError at the first illegal one."""
        game = self.new_game()
        for index, text in enumerate(self.actions[:upto]):
            try:
                action = self.action_class.parse(text)
            except self.invalid_error as error:
                raise self.replay_error(index, text, str(error)) from None
            try:
                game.apply(action)
            except self.illegal_error as error:
                raise self.replay_error(index, text, getattr(error, "reason", None) or str(error)) from None
        return game

    def replay_events(self) -> tuple:
        """The game of the record and the events of its replay (ReplayError at an illegal action)."""
        game, decisions = self.replay_decisions()
        return game, [event for events in decisions for event in events]

    def replay_decisions(self, after=None) -> tuple:
        """The game of the record and the events of each of its decisions (ReplayError at an
        illegal action); `after(game)` is called after each decision."""
        game = self.new_game()
        decisions: list = []
        for index, text in enumerate(self.actions):
            try:
                decisions.append(game.apply(text))
            except (self.invalid_error, self.illegal_error) as error:
                raise self.replay_error(index, text, getattr(error, "reason", None) or str(error)) from None
            if after is not None:
                after(game)
        return game, decisions


__all__ = ["GameRecord", "MAX_BYTES", "RecordError", "ReplayError", "SEAT_KINDS", "check_actions", "check_game",
           "names_game", "player_fields", "seat_colours", "seat_fields", "setup_problem"]
