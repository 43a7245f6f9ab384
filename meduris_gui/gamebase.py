"""What the rules cores of the games share beside their records (meduris_gui/records.py): the check
of the players' colours, the base of their events, and a game that keeps its whole history (undo
by replaying it from the setup, the game as JSON).

Each game's rules keep what is their own: the rules, their colours and player counts, who may
undo what (undo_blocker), how a fresh game is set up, how their state is written. Pure Python:
never imports pygame.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any, Callable, ClassVar

TERMINAL = -2            # the decider once the game is over: the same in every game's state.py


class SetupError(ValueError):
    """Players, a start player (or another setting) that cannot start a game. Each game's
    rules have their own subclass (Die Dolmengötter's, Eiszeit's game.SetupError)."""


def check_colours(colours, known: tuple, fewest: int, most: int, error: type[Exception] = SetupError,
                  colour_rule: str = "S1") -> tuple:
    """S1: `fewest` to `most` distinct colours among `known` (`colour_rule` the rule naming the
    colours); `error` says which is not."""
    colours = tuple(colours)
    if not fewest <= len(colours) <= most:
        raise error(f"{len(colours)} players: the game is for {fewest} to {most} (S1)")
    for colour in colours:
        if colour not in known:
            raise error(f"unknown colour {colour!r:.30} (expected {', '.join(known)}) ({colour_rule})")
    if len(set(colours)) != len(colours):
        raise error("each player needs a colour of their own (S1)")
    return colours


@dataclass(frozen=True, slots=True)
class Event:
    """What happened, as a small frozen value with a `kind` string and (in every game's events) a
    `seat`, -1 where nobody acts. An event that carries a hidden value overrides public(): the
    same event with that value None; `public_for(seat)` is what that seat may see of it."""

    kind = "event"

    def public(self) -> "Event":
        return self

    def public_for(self, seat: int) -> "Event":
        return self if getattr(self, "seat", -1) == seat else self.public()

    def as_dict(self) -> dict:
        data = asdict(self)
        data["kind"] = self.kind
        return data


class HistoryGame:
    """The part of a game's Game class that keeps its history: the decisions taken (`history`)
    and, per decision, the marks named in MARKS (who decided, in which turn, ...). A game started
    from its setup (`from_setup`) can be replayed: undo takes back the last decision by replaying
    the rest, events_so_far rebuilds the log; to_json/from_json write and read the whole game.

    The game's class says in its class line what is its own:

        class Game(HistoryGame, marks=("deciders", "turns"), problem="expected one decider ...",
                   rules=(Action, InvalidActionError, IllegalActionError),
                   serial=(StateError, state_to_dict, state_from_dict)):

    `marks` (the marks kept per decision, in its __init__'s order after history), `problem` (what
    from_json says when they do not match the history), `rules` (its Action and the errors of its
    notation and its rules), `serial` (its StateError and how its state is written and read); and
    it implements apply(), undo_blocker() and _fresh() (the game as set up, before its first
    decision)."""

    __slots__ = ()

    MARKS: ClassVar[tuple[str, ...]]
    MARKS_PROBLEM: ClassVar[str]
    action_class: ClassVar[type]                       # its Action (parse)
    invalid_error: ClassVar[type[Exception]]           # malformed notation
    illegal_error: ClassVar[Callable[..., Exception]]  # IllegalActionError(action, reason)
    state_error: ClassVar[Callable[..., Exception]]
    write_state: ClassVar[Callable[[Any], dict]]
    read_state: ClassVar[Callable[..., Any]]

    state: Any
    history: list
    from_setup: bool

    def __init_subclass__(cls, *, marks: tuple[str, ...], problem: str, rules: tuple[type, type, type],
                          serial: tuple[Callable[..., Exception], Callable[[Any], dict], Callable[..., Any]],
                          **more: Any) -> None:
        super().__init_subclass__(**more)
        cls.MARKS, cls.MARKS_PROBLEM = marks, problem
        cls.action_class, cls.invalid_error, cls.illegal_error = rules
        cls.state_error, write, read = serial
        cls.write_state, cls.read_state = staticmethod(write), staticmethod(read)

    # -- undo ------------------------------------------------------------------------------------

    def undo_blocker(self) -> str | None:
        raise NotImplementedError

    def _history_blocker(self) -> str | None:
        """What keeps any decision from being taken back: no history, the game over, none yet."""
        if not self.from_setup:
            return "this game was built from a position: it has no history to go back to"
        if self.is_over():
            return "the game is over"
        if not self.history:
            return "nothing has been decided yet"
        return None

    def can_undo(self) -> bool:
        return self.undo_blocker() is None

    def undo(self) -> list:
        """Take back the last decision; returns the events of the whole game up to there (the
        game is replayed from its setup, so the log can be rebuilt)."""
        reason = self.undo_blocker()
        if reason is not None:
            raise self.illegal_error("undo", reason)
        fresh, events = self._replay(self.history[:-1])
        for name in ("state", "history") + self.MARKS:
            setattr(self, name, getattr(fresh, name))
        return events

    def _fresh(self) -> "HistoryGame":
        raise NotImplementedError

    def _replay(self, actions) -> tuple:
        fresh = self._fresh()
        events: list = []
        for action in actions:
            events.extend(fresh.apply(action))
        return fresh, events

    def events_so_far(self) -> list:
        """Every event of the game so far, replayed from its setup ([] for a position)."""
        if not self.from_setup:
            return []
        return self._replay(self.history)[1]

    # -- reading ---------------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.state.decider == TERMINAL

    def to_json(self) -> str:
        """The whole game as JSON: the state, and the history when started from a setup."""
        data = {"state": self.write_state(self.state), "from_setup": self.from_setup,
                "history": [str(a) for a in self.history]}
        data.update((name, list(getattr(self, name))) for name in self.MARKS)
        return json.dumps(data)

    @classmethod
    def from_json(cls, text: str, board=None, **files):
        """The game to_json wrote (its StateError, at "state", for anything else); `board` (and
        the game's other data `files`) as state_from_dict takes them."""
        try:
            data = json.loads(text)
        except (ValueError, TypeError) as error:
            raise cls.state_error("state", "(file)", f"not JSON: {error}") from None
        if not isinstance(data, dict) or not isinstance(data.get("history"), list):
            raise cls.state_error("state", "(top)", "expected a mapping with state and history")
        state = cls.read_state(data.get("state"), board, **files)
        try:
            history = [cls.action_class.parse(a) for a in data["history"]]
        except cls.invalid_error as error:
            raise cls.state_error("state", "history", str(error)) from None
        marks = [data.get(name) for name in cls.MARKS]
        if not all(isinstance(m, list) and len(m) == len(history) for m in marks):
            raise cls.state_error("state", "deciders", cls.MARKS_PROBLEM)
        return cls(state, history, *marks, from_setup=bool(data.get("from_setup")))


__all__ = ["Event", "HistoryGame", "SetupError", "TERMINAL", "check_colours"]
