"""Actions: frozen values with a short text notation (see docs/NOTATION.md).

Every decision in the game is one `Action`: a player's choice or the die's face (chance).
`Action.parse(text)` and `str(action)` convert between the value and the notation, and
`repr(action)` prints code that can be pasted into a test.

Materials in an action are a 4-tuple of counts indexed by `Material`
(wood, wool, copper, stone).
"""

from __future__ import annotations

import re
from operator import itemgetter

try:                # the C getter namedtuple gives its own fields: as fast as `action.a`
    from collections import _tuplegetter as _part
except ImportError:  # pragma: no cover - another Python: a property, a little slower
    def _part(index: int, doc: str):
        return property(itemgetter(index), doc=doc)
from typing import NamedTuple

from .board import MATERIAL_NAMES
from meduris_gui.fileformat import N_, Text
from .kinds import Building, Offer
from meduris_gui.text import short

# Verbs, in the order a game meets them.
PLACE = "place"          # S9: place a worker during setup            place wood
ROLL = "roll"            # die face (chance)                          roll wool | roll +1 | roll -1
TAKE = "take"            # T2: "+1", take one material of your choice  take copper
RETURN = "return"        # T3: "-1", return one material               return stone
HARVEST = "harvest"      # A: big harvest, move a worker               harvest wood/1 stone
HUT = "hut"              # B: build a hut                              build hut 17 [pay ...]
TEMPLE = "temple"        # C: erect a temple                           build temple 17 [pay ...]
PAY = "pay"              # R0/R1: choose how to pay a build            pay 2wood,2wool
SACRIFICE = "sacrifice"  # D3: the hut owner's choice at a ritual     sacrifice wood,wool | none | token

VERBS = (PLACE, ROLL, TAKE, RETURN, HARVEST, HUT, TEMPLE, PAY, SACRIFICE)

# Die faces: the four materials, then "+1" and "-1" (RULES.md, decision on die faces).
FACE_PLUS = 4
FACE_MINUS = 5
FACE_NAMES = MATERIAL_NAMES + ("+1", "-1")

# Sacrifice kinds that are not a payment.
SACRIFICE_NONE = "none"
SACRIFICE_TOKEN = "token"


class InvalidActionError(ValueError):
    """The text is not valid notation (a syntax error, like python-chess's InvalidMoveError).
    `problem` is the English text marked with N_ filled with `values` (a fileformat.Text: the
    window says it in the player's language)."""

    def __init__(self, problem: str, **values) -> None:
        text = Text(problem, **values)
        super().__init__(text)
        self.problem = text


class IllegalActionError(ValueError):
    """The action is well formed but the position does not allow it. The state is unchanged.

    `reason` says why in words, without the action's notation in front."""

    def __init__(self, action: object, reason: str) -> None:
        super().__init__(f"{action}: {reason}")
        self.action = action
        self.reason = reason


Materials = tuple  # tuple[int, int, int, int]

_MATERIAL_INDEX = {name: i for i, name in enumerate(MATERIAL_NAMES)}
_FACE_INDEX = {name: i for i, name in enumerate(FACE_NAMES)}
_FACE_INDEX["+1"] = FACE_PLUS
_FACE_INDEX["−1"] = FACE_MINUS  # the rulebook's minus sign
_COUNTED = re.compile(r"^([0-9]*)\s*([a-z]+)$")


_OFFERS = {int(offer): offer for offer in Offer}     # Offer(b) is slow; the engine asks often


class Action(NamedTuple):
    """One decision: a verb and up to three numbers and a materials vector.

    The five slots (`verb, a, b, c, pay`) are storage, kept positional so an action stays a
    small tuple, cheap to hash, compare and copy. Code outside this module reads the named
    parts below, which say what a slot means for each verb:

    | verb        | named parts                                                        |
    |-------------|--------------------------------------------------------------------|
    | place       | `highland` (the tower the worker goes on)                          |
    | roll        | `face` (a `Material`, `FACE_PLUS` or `FACE_MINUS`)                 |
    | take/return | `material`                                                         |
    | harvest     | `highland` it leaves, `level` there (1 = bottom), `to_highland`    |
    | hut/temple  | `space`, `kind` (a `Building`), `payment` (None: chosen as a step) |
    | pay         | `payment`                                                          |
    | sacrifice   | `offer` (an `Offer`), `payment` (the materials given, or None)     |
    """

    verb: str
    a: int = -1
    b: int = -1
    c: int = -1
    pay: Materials | None = None

    # -- the named parts (C-level getters: as fast as the slots) ---------------------------------

    highland = _part(1, "place: the highland; harvest: the one the worker leaves")
    face = _part(1, "roll: the die face, a Material or FACE_PLUS / FACE_MINUS")
    material = _part(1, "take / return: the material")
    space = _part(1, "hut / temple: the space built on")
    level = _part(2, "harvest: the worker's level in its tower, 1 = bottom")
    to_highland = _part(3, "harvest: the highland the worker moves to")
    payment = _part(4, "hut / temple / pay / sacrifice: the materials, or None")

    @property
    def kind(self) -> Building | None:
        """hut / temple: the building; other verbs: None."""
        verb = self.verb
        return Building.HUT if verb == HUT else Building.TEMPLE if verb == TEMPLE else None

    @property
    def offer(self) -> Offer:
        """sacrifice: materials (see `payment`), nothing, or the druid token."""
        return Offer.MATERIALS if self.pay is not None else _OFFERS[self.b]

    @property
    def is_build(self) -> bool:
        return self.verb == HUT or self.verb == TEMPLE

    def unpaid(self) -> "Action":
        """hut / temple: the same build with its payment left to a PAY step (as listed)."""
        return self._replace(pay=None)

    # -- notation ------------------------------------------------------------------------------

    def __str__(self) -> str:
        verb = self.verb
        if verb == PLACE:
            return f"place {_name(MATERIAL_NAMES, self.a)}"
        if verb == ROLL:
            return f"roll {_name(FACE_NAMES, self.a)}"
        if verb in (TAKE, RETURN):
            return f"{verb} {_name(MATERIAL_NAMES, self.a)}"
        if verb == HARVEST:
            return f"harvest {_name(MATERIAL_NAMES, self.a)}/{self.b} {_name(MATERIAL_NAMES, self.c)}"
        if verb in (HUT, TEMPLE):
            text = f"build {verb} {self.a}"
            return text if self.pay is None else f"{text} pay {format_materials(self.pay)}"
        if verb == PAY:
            return f"pay {format_materials(self.pay)}"
        if verb == SACRIFICE:
            if self.pay is None:
                return "sacrifice token" if self.b == Offer.TOKEN else "sacrifice none"
            return f"sacrifice {format_materials(self.pay)}"
        return f"<{verb}>"

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"

    @staticmethod
    def parse(text: str) -> "Action":
        return parse_action(text)

    # -- convenience constructors (read like the notation) ---------------------------------------

    @staticmethod
    def place(highland: int) -> "Action":
        return Action(PLACE, highland)

    @staticmethod
    def roll(face: int) -> "Action":
        return Action(ROLL, face)

    @staticmethod
    def take(material: int) -> "Action":
        return Action(TAKE, material)

    @staticmethod
    def give_back(material: int) -> "Action":
        return Action(RETURN, material)

    @staticmethod
    def harvest(from_highland: int, level: int, to_highland: int) -> "Action":
        return Action(HARVEST, from_highland, level, to_highland)

    @staticmethod
    def hut(space: int, pay: Materials | None = None) -> "Action":
        return Action(HUT, space, pay=pay)

    @staticmethod
    def temple(space: int, pay: Materials | None = None) -> "Action":
        return Action(TEMPLE, space, pay=pay)

    @staticmethod
    def paying(pay: Materials) -> "Action":
        """pay: the payment chosen for the build waiting for it (the `payment` part is a field)."""
        return Action(PAY, pay=tuple(pay))

    @staticmethod
    def sacrifice(pay: Materials | None = None, token: bool = False) -> "Action":
        if pay is None:                       # the slot holds a plain int (see _as_action)
            return Action(SACRIFICE, b=int(Offer.TOKEN if token else Offer.NONE))
        return Action(SACRIFICE, pay=tuple(pay))


def _cut(text: str, limit: int = 40) -> str:
    """A piece of user text, shortened for a message."""
    return text if len(text) <= limit else text[:limit] + "…"


def _name(names: tuple, index) -> str:
    """The word for an index; an out-of-range value (never legal) prints as itself."""
    return names[index] if isinstance(index, int) and 0 <= index < len(names) else f"?{index}"


def format_materials(counts: Materials) -> str:
    """(2, 0, 0, 1) -> '2wood,stone'. Empty -> 'nothing'."""
    parts = []
    for index, count in enumerate(counts):
        if count == 1:
            parts.append(MATERIAL_NAMES[index])
        elif count > 1:
            parts.append(f"{count}{MATERIAL_NAMES[index]}")
    return ",".join(parts) if parts else "nothing"


def parse_materials(text: str) -> Materials:
    """'2wood,stone' or 'wood,wood,stone' or 'wood+wool' -> counts. Raises InvalidActionError."""
    counts = [0, 0, 0, 0]
    text = text.strip()
    if text == "nothing":
        return (0, 0, 0, 0)
    if not text:
        raise InvalidActionError(N_("no materials given"))
    for part in re.split(r"[,+]", text):
        match = _COUNTED.match(part.strip())
        if not match or match.group(2) not in _MATERIAL_INDEX:
            raise InvalidActionError(
                N_("'{word}' is not a material (expected e.g. 'wood' or '2wool'; materials: {materials})"),
                word=part.strip(), materials=", ".join(MATERIAL_NAMES))
        if len(match.group(1)) > 6:
            raise InvalidActionError(N_("'{word}': a count of more than six digits"), word=_cut(part.strip()))
        number = int(match.group(1)) if match.group(1) else 1
        if number <= 0:
            raise InvalidActionError(N_("'{word}': a count must be at least 1"), word=part.strip())
        counts[_MATERIAL_INDEX[match.group(2)]] += number
    return tuple(counts)


def _material(word: str, text: str) -> int:
    try:
        return _MATERIAL_INDEX[word]
    except KeyError:
        raise InvalidActionError(N_("{action}: '{word}' is not a material ({materials})"), action=repr(_cut(text)),
                                 word=word, materials=", ".join(MATERIAL_NAMES)) from None


def _space(word: str, text: str) -> int:
    if not (word.isascii() and word.isdigit()) or len(word) > 6:
        raise InvalidActionError(N_("{action}: '{word}' is not a space number"), action=_cut(text), word=_cut(word))
    return int(word)


def parse_action(text: str) -> Action:
    """Parse the notation of docs/NOTATION.md. Raises InvalidActionError with the reason."""
    if not isinstance(text, str):
        raise InvalidActionError(f"an action is text, not {type(text).__name__}")
    words = text.strip().lower().split()
    if not words:
        raise InvalidActionError(N_("empty action"))
    verb, rest = words[0], words[1:]

    def need(count: int) -> None:
        if len(rest) != count:
            raise InvalidActionError(N_("{action}: '{verb}' takes {count} word(s) after it"), action=repr(_cut(text)),
                                     verb=verb, count=count)

    if verb == PLACE:
        need(1)
        return Action(PLACE, _material(rest[0], text))
    if verb == ROLL:
        need(1)
        if rest[0] not in _FACE_INDEX:
            raise InvalidActionError(N_("{action}: '{word}' is not a die face ({faces})"), action=repr(_cut(text)),
                                     word=rest[0], faces=", ".join(FACE_NAMES))
        return Action(ROLL, _FACE_INDEX[rest[0]])
    if verb in (TAKE, RETURN):
        need(1)
        return Action(verb, _material(rest[0], text))
    if verb == HARVEST:
        need(2)
        source, _, level = rest[0].partition("/")
        if not (level.isascii() and level.isdigit()) or len(level) > 6:
            raise InvalidActionError(N_("{action}: write the worker as highland/level, e.g. 'wood/1'"),
                                     action=repr(_cut(text)))
        return Action(HARVEST, _material(source, text), int(level), _material(rest[1], text))
    if verb == "build":
        if len(rest) not in (2, 4) or rest[0] not in (HUT, TEMPLE):
            raise InvalidActionError(N_("{action}: write 'build hut N' or 'build temple N' [pay ...]"),
                                     action=repr(_cut(text)))
        pay = None
        if len(rest) == 4:
            if rest[2] != "pay":
                raise InvalidActionError(N_("{action}: expected 'pay' after the space"), action=repr(_cut(text)))
            pay = parse_materials(rest[3])
        return Action(rest[0], _space(rest[1], text), pay=pay)
    if verb == PAY:
        need(1)
        return Action(PAY, pay=parse_materials(rest[0]))
    if verb == SACRIFICE:
        need(1)
        if rest[0] == SACRIFICE_NONE:
            return Action.sacrifice()
        if rest[0] == SACRIFICE_TOKEN:
            return Action.sacrifice(token=True)
        return Action(SACRIFICE, pay=parse_materials(rest[0]))
    raise InvalidActionError(
        N_("{action}: unknown action '{verb}' (place, roll, take, return, harvest, build, pay, sacrifice)"),
        action=repr(_cut(text)), verb=verb)


_tuple_new = tuple.__new__


def payment_action(verb: str, vector: tuple) -> Action:
    """A `pay` or `sacrifice` action handing over `vector`, made without NamedTuple's argument
    handling: the legal payments (choices.py) are read by the thousand."""
    return _tuple_new(Action, (verb, -1, -1, -1, vector))


# -- checking a value given as an action -----------------------------------------------------------

# Which fields each verb uses (docs/NOTATION.md): "a", "b", "c" must be ints there and -1
# elsewhere; "pay" says whether materials are needed (True), allowed (None) or not allowed
# (False). Sacrifice is checked on its own (materials, or b = 0 / 1 without them).
_SHAPES = {
    PLACE: (("a",), False), ROLL: (("a",), False), TAKE: (("a",), False), RETURN: (("a",), False),
    HARVEST: (("a", "b", "c"), False), HUT: (("a",), None), TEMPLE: (("a",), None), PAY: ((), True),
}


def as_action(action: Action | str) -> Action:
    """The action (or its notation) as a well-formed Action, or InvalidActionError: a value of
    the wrong type or shape (a float, a bool, a missing payment, counts that are not four whole
    numbers >= 0) never reaches the legality check, where 1.0 == 1 would let it through and the
    engine would then turn stocks into floats or fail half-way."""
    if isinstance(action, str):
        return parse_action(action)
    if type(action) is not Action or len(action) != 5:     # tuple.__new__ can make a short one
        raise InvalidActionError(f"not an action: {short(action)}")
    verb, a, b, c, pay = action
    # The common case first, cheaply: an action as the legal actions list them (plain ints, a
    # tuple payment where the verb has one, -1 in the fields the verb does not use).
    shape = _SHAPES.get(verb) if type(verb) is str else None
    if shape is not None and type(a) is int and type(b) is int and type(c) is int:
        used, paid = shape
        if (a == -1 or "a" in used) and (b == -1 or "b" in used) and (c == -1 or "c" in used):
            if pay is None:
                if paid is not True:
                    return action
            elif type(pay) is tuple and paid is not False and _is_materials(pay):
                return action
    return _checked(action)


def _is_materials(pay) -> bool:
    return len(pay) == 4 and all(type(n) is int and n >= 0 for n in pay)


def _whole(value) -> bool:
    """An int, or an int subclass such as a Material, but never a bool (True is not 1 here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _checked(action: Action) -> Action:
    """The slow path of as_action: say exactly what is malformed, or return the action with
    plain ints and a tuple payment (a list payment, Material values)."""
    verb, a, b, c, pay = action
    if type(verb) is not str or (verb not in _SHAPES and verb != SACRIFICE):
        raise InvalidActionError(f"unknown verb {short(verb)} (one of {', '.join(VERBS)})")
    for name, value in zip("abc", (a, b, c)):
        if not _whole(value):
            raise InvalidActionError(f"{verb}: field {name} must be a whole number, not {short(value)}")
    a, b, c = int(a), int(b), int(c)
    if pay is not None:
        if not isinstance(pay, (tuple, list)) or len(pay) != 4 or not all(_whole(n) and n >= 0 for n in pay):
            raise InvalidActionError(f"{verb}: a payment is four whole counts >= 0 (wood, wool, copper, "
                                     f"stone), not {short(pay)}")
        pay = tuple(int(n) for n in pay)
    if verb == SACRIFICE:
        if a != -1 or c != -1 or (pay is None and b not in (0, 1)) or (pay is not None and b != -1):
            raise InvalidActionError(f"sacrifice: give materials, or b = 0 (none) or 1 (token), "
                                     f"not {short((a, b, c, pay))}")
        return Action(verb, a, b, c, pay)
    used, paid = _SHAPES[verb]
    for name, value in zip("abc", (a, b, c)):
        if name not in used and value != -1:
            raise InvalidActionError(f"{verb}: field {name} is not used (-1), not {short(value)}")
    if paid is True and pay is None:
        raise InvalidActionError(f"{verb}: the payment is missing")
    if paid is False and pay is not None:
        raise InvalidActionError(f"{verb}: takes no payment")
    return Action(verb, a, b, c, pay)
