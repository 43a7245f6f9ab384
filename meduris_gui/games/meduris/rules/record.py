"""Game records: the setup plus every decision (die rolls included), replayed deterministically.

A record is YAML or JSON:

    format: meduris-record
    version: 1
    game: meduris                 # issue 21: written since; a record without it is Meduris's too
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
from dataclasses import dataclass, field

import yaml

from meduris_gui.games import TITLES, record_game

from .actions import Action, IllegalActionError, InvalidActionError
from .board import MATERIAL_NAMES, SIDES, load_side
from meduris_gui.fileformat import N_, FileFormatError, Reader, Text, item, read_text
from .game import Game
from .setup import SetupError, check_bonus_tokens, check_players
from .kinds import Building, Token
from .state import TERMINAL
from meduris_gui.text import short

FORMAT = "meduris-record"
VERSION = 1
GAME = "meduris"              # the `game` field (issue 21); a record without it is Meduris's
# Who may play a seat: a human at the laptop or a computer player (meduris_gui/games/meduris/ai/players.py).
SEAT_KINDS = ("human", "easy", "medium", "strong", "random")


# A finished game's record is a few kilobytes; 1 MB is some 200 times that and still parses in
# a few seconds (the same limit as the saves, meduris_gui/saves.py).
MAX_BYTES = 1_000_000


class RecordError(FileFormatError):
    """A record file that cannot be read or set up; str() is "<file>: <field>: <problem>"."""


class ReplayError(ValueError):
    """An action of the record is not legal where it stands (index counts from 0). Not a
    FileFormatError: the file was read; the rules refuse one of its moves."""

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
    hints: list | None = None                         # hints each seat asked for (optional; the window's)
    game = GAME                                       # which game (not a field: always Meduris)

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
        data = {"format": FORMAT, "version": VERSION, "game": GAME, "side": self.side, "players": list(self.players),
                "start_player": self.start_player,
                "bonus_tokens": {int(k): v for k, v in sorted(self.bonus_tokens.items(), key=lambda kv: int(kv[0]))},
                "actions": list(self.actions)}
        if self.names is not None:
            data["names"] = list(self.names)
        if self.seats is not None:
            data["seats"] = list(self.seats)
        if self.hints is not None:
            data["hints"] = list(self.hints)
        return data

    def dumps(self, fmt: str = "yaml") -> str:
        if fmt == "json":
            return json.dumps(self.to_dict(), indent=1)
        return yaml.safe_dump(self.to_dict(), sort_keys=False, allow_unicode=True, width=100)

    # -- reading -----------------------------------------------------------------------------

    @classmethod
    def from_dict(cls, data, source: str = "record") -> "Record":
        r = Reader(source, RecordError)
        check_game(r, data)
        r.header(data, FORMAT, VERSION, _KEYS,
                 Text(N_("a record is a mapping with {keys}"),
                      keys="format, side, players, start_player, bonus_tokens, actions"))
        side, players, start, tokens = _setup_fields(r, data)
        actions = data.get("actions", [])
        if not isinstance(actions, list):
            r.fail("actions", N_("expected a list of actions"))
        for index, action in enumerate(actions):
            if not isinstance(action, str):
                r.fail(item("actions", index), N_("expected an action in notation, got {value}"), value=short(action))
        names, seats, hints = _seat_fields(r, data, len(players))
        return cls(side=side, players=players, start_player=start, bonus_tokens=tokens, actions=actions,
                   source=source, names=names, seats=seats, hints=hints)

    @classmethod
    def loads(cls, text: str, source: str = "record") -> "Record":
        data = Reader(source, RecordError).parse_yaml(text, nested="nested too deeply to be a record",
                                                      syntax="not valid YAML or JSON ({problem})")
        return cls.from_dict(data, source)

    @classmethod
    def load(cls, path) -> "Record":
        """Read a record file: only a regular file of at most MAX_BYTES (a link to /dev/zero, a
        FIFO or a huge file is refused without reading it, so nothing hangs or fills memory)."""
        text = read_text(path, MAX_BYTES, RecordError)
        return cls.loads(text, str(path))

    # -- replaying ---------------------------------------------------------------------------

    def new_game(self) -> Game:
        """The game as set up by the record, before its first action."""
        r = Reader(self.source, RecordError)
        if self.side not in SIDES:
            r.fail("side", N_("unknown board side {side} (expected one of {sides})"), side=repr(self.side),
                   sides=", ".join(SIDES))
        # A broken board file is the board's error (BoardError names the file): the record is fine.
        board = load_side(self.side)
        try:
            colours = check_players(self.players)
        except SetupError as error:
            r.fail("players", setup_problem(error))
        if not 0 <= self.start_player < len(colours):
            r.fail("start_player", N_("must be a seat 0..{last}, not {value} (S10)"), last=len(colours) - 1,
                   value=self.start_player)
        try:
            tokens = check_bonus_tokens(board, self.bonus_tokens)
        except SetupError as error:
            r.fail("bonus_tokens", setup_problem(error))
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


def check_game(r: Reader, data) -> None:
    """A record of another game (issue 21: `game: dolmengoetter`, or its format) is refused with
    a problem that names that game; a record without `game` is Meduris's."""
    if not isinstance(data, dict):
        return                               # the header check says what a record is
    other = record_game(data)
    if other is not None and other != GAME:
        r.fail("game" if "game" in data else "format",
               Text(f"this is a record of {TITLES[other]}, not of Meduris"))
    if "game" in data and data["game"] != GAME:
        r.fail("game", Text(f"unknown game {short(data['game'])} (expected {GAME})"))


def setup_problem(error: Exception) -> str:
    """The problem a SetupError gives (a Text when the setup reader made one)."""
    problem = getattr(error, "problem", None)
    return problem if isinstance(problem, str) else str(error)


_KEYS = ("format", "version", "game", "side", "players", "start_player", "bonus_tokens", "actions", "names", "seats",
         "hints")


def _setup_fields(r: Reader, data: dict) -> tuple:
    """side, players, start_player and bonus_tokens, checked for their types (their rules are
    checked by Record.new_game)."""
    side = data.get("side")
    if not isinstance(side, str):
        r.fail("side", N_("expected '2-3p' or '4p'"))
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        r.fail("players", N_("expected a list of colours"))
    start = data.get("start_player", 0)
    if isinstance(start, bool) or not isinstance(start, int):
        r.fail("start_player", N_("expected a seat number, got {value}"), value=short(start))
    tokens = data.get("bonus_tokens")
    if not isinstance(tokens, dict):
        r.fail("bonus_tokens", N_("expected a mapping of space to token (plus2, free, druid)"))
    return side, players, start, tokens


def _seat_fields(r: Reader, data: dict, players: int) -> tuple:
    """The optional names (at most 40 characters), seat kinds and hints asked for, one per player."""
    names = data.get("names")
    if names is not None and (not isinstance(names, list) or len(names) != players
                              or not all(isinstance(n, str) and len(n) <= 40 for n in names)):
        r.fail("names", N_("expected one name (text, at most 40 characters) per player"))
    seats = data.get("seats")
    if seats is not None and (not isinstance(seats, list) or len(seats) != players
                              or not all(isinstance(k, str) and k in SEAT_KINDS for k in seats)):
        r.fail("seats", N_("expected one of {kinds} for each of the {players} players, got {value}"),
               kinds=", ".join(SEAT_KINDS), players=players, value=short(seats))
    hints = data.get("hints")
    if hints is not None and (not isinstance(hints, list) or len(hints) != players
                              or not all(type(k) is int and 0 <= k <= 100_000 for k in hints)):
        r.fail("hints", N_("expected a count of hints (0 or more) for each of the {players} players, got {value}"),
               players=players, value=short(hints))
    return names, seats, hints


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
        "game": GAME,
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

