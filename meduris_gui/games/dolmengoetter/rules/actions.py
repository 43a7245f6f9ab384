"""Actions of Die Dolmengötter: frozen values with a short notation (docs/NOTATION.md).

| notation                     | when                                            | rule   |
|------------------------------|-------------------------------------------------|--------|
| `place 12`                   | setup: a standing druid on the free place 12    | S5     |
| `walk 12 30`                 | the druid on 12 walks (chain by the engine) to 30 | T2, T3 |
| `herbs 12`                   | lay the standing druid on 12 down               | T6     |
| `fly 12 40`                  | the lying druid on 12 flies to the free place 40 | T7     |
| `stone` / `point`            | after a move: leave a stone, or lose a point    | T4, T5 |
| `dolmen 3` / `dolmen none`   | the pending dolmen right: value 3, or decline   | M4, M6 |
| `pass`                       | only when nothing else is legal (forced)        | T1     |

`Action.parse(text)` and `str(action)` convert; equal actions are equal tuples, so
`action in game.legal_actions()` works with parsed ones. Actions are interned (`Action.of`): the
engine builds each at most once.
"""

from __future__ import annotations

from typing import NamedTuple

from meduris_gui.fileformat import Text
from meduris_gui.text import short

PLACE = "place"
WALK = "walk"
HERBS = "herbs"
FLY = "fly"
STONE = "stone"
POINT = "point"
DOLMEN = "dolmen"
PASS = "pass"

VERBS = (PLACE, WALK, HERBS, FLY, STONE, POINT, DOLMEN, PASS)
_ARITY = {PLACE: 1, WALK: 2, HERBS: 1, FLY: 2, STONE: 0, POINT: 0, DOLMEN: 1, PASS: 0}
NONE = 0              # `dolmen none`: the value slot of a declined right
MAX_VALUE = 4         # C2: dolmen values are 1..4
MAX_PLACE = 9999      # a place number in notation (the board decides what is real)
MAX_TEXT = 64         # longer text is never an action


class InvalidActionError(ValueError):
    """The text is not valid notation. `problem` is a fileformat.Text (English; the templates
    are not marked for the catalogs yet: the window's translators have not seen this game)."""

    def __init__(self, problem: str, **values) -> None:
        text = Text(problem, **values)
        super().__init__(text)
        self.problem = text


class IllegalActionError(ValueError):
    """The action is well formed but the position does not allow it; the state is unchanged.
    `reason` says why, without the action in front."""

    def __init__(self, action: object, reason: str) -> None:
        super().__init__(f"{action}: {reason}")
        self.action = action
        self.reason = reason


class Action(NamedTuple):
    """One decision: a verb and up to two numbers (-1 where unused).

    place: `a` the place; walk / fly: `a` from, `b` to; herbs: `a` the druid's place;
    dolmen: `a` the value (NONE = 0: declined); stone, point, pass: nothing."""

    verb: str
    a: int = -1
    b: int = -1

    @property
    def source(self) -> int:
        return self.a

    @property
    def target(self) -> int:
        return self.b if self.verb in (WALK, FLY) else self.a

    @property
    def value(self) -> int:
        return self.a

    def __str__(self) -> str:
        verb = self.verb
        if verb in (STONE, POINT, PASS):
            return verb
        if verb == DOLMEN:
            return "dolmen none" if self.a == NONE else f"dolmen {self.a}"
        if verb in (WALK, FLY):
            return f"{verb} {self.a} {self.b}"
        return f"{verb} {self.a}"

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"

    @staticmethod
    def of(verb: str, a: int = -1, b: int = -1) -> "Action":
        """The interned action (one object per distinct action)."""
        key = (verb, a, b)
        found = _INTERNED.get(key)
        if found is None:
            found = _INTERNED[key] = Action(verb, a, b)
        return found

    @classmethod
    def parse(cls, text: str) -> "Action":
        """The action a notation names; InvalidActionError for anything else."""
        if isinstance(text, Action):
            return text
        if not isinstance(text, str):
            raise InvalidActionError("expected an action in notation, got {value}", value=short(text))
        if len(text) > MAX_TEXT:
            raise InvalidActionError("not an action: {value} (too long)", value=short(text))
        words = text.split()
        if not words:
            raise InvalidActionError("an empty action")
        verb, args = words[0].lower(), words[1:]
        if verb not in _ARITY:
            raise InvalidActionError("unknown verb {verb} (expected one of {verbs})", verb=short(verb),
                                     verbs=", ".join(VERBS))
        if len(args) != _ARITY[verb]:
            raise InvalidActionError("{verb} takes {count} argument(s), got {value}", verb=verb,
                                     count=_ARITY[verb], value=short(text))
        if verb == DOLMEN:
            word = args[0].lower()
            if word == "none":
                return cls.of(DOLMEN, NONE)
            value = _number(word, text)
            if not 1 <= value <= MAX_VALUE:
                raise InvalidActionError("a dolmen's value is 1 to {high}, not {value}", high=MAX_VALUE,
                                         value=value)
            return cls.of(DOLMEN, value)
        numbers = [_number(word, text) for word in args]
        for number in numbers:
            if number > MAX_PLACE:
                raise InvalidActionError("no place {value}", value=number)
        return cls.of(verb, *numbers)


def _number(word: str, text: str) -> int:
    if not word.isascii() or not word.isdigit() or len(word) > 5:
        raise InvalidActionError("expected a place or value number, got {value} in {text}",
                                 value=short(word), text=short(text))
    return int(word)


_INTERNED: dict = {}

STONE_ACTION = Action.of(STONE)
POINT_ACTION = Action.of(POINT)
PASS_ACTION = Action.of(PASS)
DECLINE = Action.of(DOLMEN, NONE)


def as_action(action) -> Action:
    """An Action from an Action or its notation (InvalidActionError otherwise)."""
    if isinstance(action, Action):
        return action
    return Action.parse(action)


__all__ = ["Action", "InvalidActionError", "IllegalActionError", "as_action", "VERBS", "PLACE", "WALK", "HERBS",
           "FLY", "STONE", "POINT", "DOLMEN", "PASS", "NONE", "DECLINE"]
