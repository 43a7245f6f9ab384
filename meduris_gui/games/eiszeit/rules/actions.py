"""Actions of Eiszeit: frozen values with a short notation (docs/NOTATION.md, section Eiszeit).

Regions are numbered 1-12, players named by colour, cards by code (`l2`, `l1-steppe`, `d6`). A
hunter carrying a club is written with a star after its region (`3*`); `club` at the end of a
`place` or `move` puts a club the player keeps under that hunter (A5).

| notation                         | who                         | rule           |
|----------------------------------|-----------------------------|----------------|
| `place 5` / `place 5 club`       | a hunter from the reserve   | S9, A1, A5     |
| `move red 3 5`, `move red 3* 5`  | a hunter on the board moves | A2, A3, L3, L7 |
| `swap red 6 blue 9`              | two hunters change places   | L2             |
| `remove red 3`                   | a hunter back to its reserve| D2, D5         |
| `herd 5` / `herd 3 5`            | place / move a mammoth      | L4, L5, L7, L8 |
| `cull 5`                         | a mammoth to the reserve    | D8             |
| `fire 3 5`                       | move a fire token           | L9, D7         |
| `club keep` / `club 5`           | take a club                 | A5, L5, D3     |
| `play l2`                        | play a card                 | T2             |
| `copy light` / `copy dark` / `copy none` | what a Cult copies  | L6, T6         |
| `target blue`                    | the opponent who acts       | T4             |
| `done`                           | decline the rest            | T7             |
| `discard l2` / `discard none`    | a card under its deck       | T8             |
| `draw light` / `draw dark`       | draw one card               | T9             |
| `ice 5` / `ice none`             | a glacier tile, or not      | G1, G2         |
| `pass`                           | nothing is legal (forced)   | T6             |
| `deal l2` (chance)               | the card drawn              | T9, T10, S10   |
| `token 5 2` (chance)             | the fire value dealt to 5   | S6, N3         |
| `lot blue` (chance)              | who places the glacier      | G1             |
"""

from __future__ import annotations

import re
from typing import NamedTuple

from meduris_gui.fileformat import Text
from meduris_gui.text import short

COLOURS = ("red", "blue", "yellow", "green", "black")      # S1
PLACE, MOVE, SWAP, REMOVE, HERD, CULL, FIRE, CLUB = "place", "move", "swap", "remove", "herd", "cull", "fire", "club"
PLAY, COPY, TARGET, DONE, DISCARD, DRAW, ICE, PASS = "play", "copy", "target", "done", "discard", "draw", "ice", "pass"
DEAL, TOKEN, LOT = "deal", "token", "lot"
VERBS = (PLACE, MOVE, SWAP, REMOVE, HERD, CULL, FIRE, CLUB, PLAY, COPY, TARGET, DONE, DISCARD, DRAW, ICE, PASS,
         DEAL, TOKEN, LOT)
CHANCE_VERBS = (DEAL, TOKEN, LOT)
CLUBBED = 1          # the (first) hunter named carries a club
ARM = 2              # a kept club goes under the hunter placed or moved (A5)
CLUBBED2 = 4         # the second hunter of a swap carries a club
MAX_TEXT = 64
MAX_REGION = 12
CARD = re.compile(r"(?:l[1-9](?:-[a-z]{1,20})?|d[1-8])\Z")


class InvalidActionError(ValueError):
    """The text is not valid notation. `problem` is a fileformat.Text (English)."""

    def __init__(self, problem: str, **values) -> None:
        text = Text(problem, **values)
        super().__init__(text)
        self.problem = text


class IllegalActionError(ValueError):
    """The action is well formed but the position does not allow it; the state is unchanged.
    `reason` says why."""

    def __init__(self, action: object, reason: str) -> None:
        super().__init__(f"{action}: {reason}")
        self.action = action
        self.reason = reason


class Action(NamedTuple):
    """One decision: a verb, a word (`who`: a colour, a card, a deck, light/dark/none/keep), two
    region numbers `a`, `b` (0 where unused), a second colour `whom` (swap) and `flag` (CLUBBED,
    ARM, CLUBBED2)."""

    verb: str
    who: str = ""
    a: int = 0
    b: int = 0
    whom: str = ""
    flag: int = 0

    def __str__(self) -> str:
        v, f = self.verb, self.flag
        if v == PLACE:
            return f"place {self.a}" + (" club" if f & ARM else "")
        if v == MOVE:
            return f"move {self.who} {_hunter(self.a, f & CLUBBED)} {self.b}" + (" club" if f & ARM else "")
        if v == SWAP:
            return f"swap {self.who} {_hunter(self.a, f & CLUBBED)} {self.whom} {_hunter(self.b, f & CLUBBED2)}"
        if v == REMOVE:
            return f"remove {self.who} {_hunter(self.a, f & CLUBBED)}"
        if v == HERD:
            return f"herd {self.b}" if self.a == 0 else f"herd {self.a} {self.b}"
        if v in (CULL,):
            return f"{v} {self.a}"
        if v in (FIRE, TOKEN):
            return f"{v} {self.a} {self.b}"
        if v == CLUB:
            return "club keep" if self.a == 0 else f"club {self.a}"
        if v == ICE:
            return "ice none" if self.a == 0 else f"ice {self.a}"
        if v in (DONE, PASS):
            return v
        return f"{v} {self.who}"

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"

    @property
    def is_chance(self) -> bool:
        return self.verb in CHANCE_VERBS

    @staticmethod
    def of(verb: str, who: str = "", a: int = 0, b: int = 0, whom: str = "", flag: int = 0) -> "Action":
        """The interned action (one object per distinct action)."""
        key = (verb, who, a, b, whom, flag)
        found = _INTERNED.get(key)
        if found is None:
            found = _INTERNED[key] = Action(*key)
        return found

    @classmethod
    def parse(cls, text) -> "Action":
        """The action a notation names; InvalidActionError for anything else."""
        if isinstance(text, Action):
            return text
        if not isinstance(text, str):
            raise InvalidActionError("expected an action in notation, got {value}", value=short(text))
        if len(text) > MAX_TEXT:
            raise InvalidActionError("not an action: {value} (too long)", value=short(text))
        words = text.lower().split()
        if not words:
            raise InvalidActionError("an empty action")
        verb, args = words[0], words[1:]
        parser = _PARSERS.get(verb)
        if parser is None:
            raise InvalidActionError("unknown verb {verb} (expected one of {verbs})", verb=short(verb),
                                     verbs=", ".join(VERBS))
        try:
            return parser(args)
        except _Bad as bad:
            raise InvalidActionError("{text}: {why}", text=short(text), why=str(bad)) from None


class _Bad(Exception):
    pass


def _hunter(region: int, clubbed: int) -> str:
    return f"{region}*" if clubbed else str(region)


def _count(args: list, *allowed: int) -> None:
    if len(args) not in allowed:
        raise _Bad(f"expected {' or '.join(map(str, allowed))} word(s) after the verb, got {len(args)}")


def _region(word: str) -> int:
    if not word.isascii() or not word.isdigit() or len(word) > 2 or not 1 <= int(word) <= MAX_REGION:
        raise _Bad(f"expected a region 1-{MAX_REGION}, got {short(word)}")
    return int(word)


def _hunter_ref(word: str) -> tuple:
    if word.endswith("*"):
        return _region(word[:-1]), 1
    return _region(word), 0


def _colour(word: str) -> str:
    if word not in COLOURS:
        raise _Bad(f"expected a colour ({', '.join(COLOURS)}), got {short(word)}")
    return word


def _card(word: str) -> str:
    if not CARD.match(word):
        raise _Bad(f"expected a card (l1-<kind>, l2 ... l9, d1 ... d8), got {short(word)}")
    if word.startswith("l1") != ("-" in word):
        raise _Bad(f"an L1 card names its kind (l1-steppe), no other card does: {short(word)}")
    return word


def _word(word: str, options: tuple) -> str:
    if word not in options:
        raise _Bad(f"expected {' or '.join(options)}, got {short(word)}")
    return word


def _club_word(args: list, at: int) -> int:
    if len(args) > at:
        if args[at] != "club":
            raise _Bad(f"expected club or nothing at the end, got {short(args[at])}")
        return ARM
    return 0


def _place(args):
    _count(args, 1, 2)
    return Action.of(PLACE, a=_region(args[0]), flag=_club_word(args, 1))


def _move(args):
    _count(args, 3, 4)
    region, clubbed = _hunter_ref(args[1])
    arm = _club_word(args, 3)
    if clubbed and arm:
        raise _Bad("a hunter that carries a club cannot take a second one (A5)")
    return Action.of(MOVE, _colour(args[0]), region, _region(args[2]), flag=clubbed | arm)


def _swap(args):
    _count(args, 4)
    a, c1 = _hunter_ref(args[1])
    b, c2 = _hunter_ref(args[3])
    return Action.of(SWAP, _colour(args[0]), a, b, _colour(args[2]), c1 | (CLUBBED2 if c2 else 0))


def _remove(args):
    _count(args, 2)
    region, clubbed = _hunter_ref(args[1])
    return Action.of(REMOVE, _colour(args[0]), region, flag=clubbed)


def _herd(args):
    _count(args, 1, 2)
    if len(args) == 1:
        return Action.of(HERD, a=0, b=_region(args[0]))
    return Action.of(HERD, a=_region(args[0]), b=_region(args[1]))


def _one_region(verb):
    def parse(args):
        _count(args, 1)
        return Action.of(verb, a=_region(args[0]))
    return parse


def _two_regions(verb):
    def parse(args):
        _count(args, 2)
        if verb == TOKEN:
            if args[1] not in ("0", "1", "2"):
                raise _Bad(f"a fire token is worth 0, 1 or 2, not {short(args[1])}")
            return Action.of(verb, a=_region(args[0]), b=int(args[1]))
        return Action.of(verb, a=_region(args[0]), b=_region(args[1]))
    return parse


def _club(args):
    _count(args, 1)
    return Action.of(CLUB, a=0 if args[0] == "keep" else _region(args[0]))


def _ice(args):
    _count(args, 1)
    return Action.of(ICE, a=0 if args[0] == "none" else _region(args[0]))


def _bare(verb):
    def parse(args):
        _count(args, 0)
        return Action.of(verb)
    return parse


def _worded(verb, read):
    def parse(args):
        _count(args, 1)
        return Action.of(verb, read(args[0]))
    return parse


_PARSERS = {
    PLACE: _place, MOVE: _move, SWAP: _swap, REMOVE: _remove, HERD: _herd, CULL: _one_region(CULL),
    FIRE: _two_regions(FIRE), TOKEN: _two_regions(TOKEN), CLUB: _club, ICE: _ice, DONE: _bare(DONE),
    PASS: _bare(PASS), PLAY: _worded(PLAY, _card), DEAL: _worded(DEAL, _card),
    DISCARD: _worded(DISCARD, lambda w: "none" if w == "none" else _card(w)),
    COPY: _worded(COPY, lambda w: _word(w, ("light", "dark", "none"))),
    DRAW: _worded(DRAW, lambda w: _word(w, ("light", "dark"))),
    TARGET: _worded(TARGET, _colour), LOT: _worded(LOT, _colour),
}
_INTERNED: dict = {}

DONE_ACTION = Action.of(DONE)
PASS_ACTION = Action.of(PASS)


def as_action(action) -> Action:
    """An Action from an Action or its notation (InvalidActionError otherwise)."""
    if isinstance(action, Action):
        return action
    return Action.parse(action)


__all__ = ["Action", "InvalidActionError", "IllegalActionError", "as_action", "VERBS", "COLOURS", "CLUBBED",
           "ARM", "CLUBBED2"]
