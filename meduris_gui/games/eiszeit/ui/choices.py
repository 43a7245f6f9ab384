"""Eiszeit's decisions as clicks (pure Python, no pygame): from the engine's legal actions, what
may be clicked now and how each click narrows them until one legal action is complete.

Every legal action is spelt as a short sequence of elements, things on the screen:

| element                                   | what is clicked                          |
|-------------------------------------------|------------------------------------------|
| `Element("region", a=5)`                  | region 5 (a placement, a destination)    |
| `Element("hunter", "red", 5, clubbed)`    | a red hunter on region 5 (with a club)   |
| `Element("mammoth", a=5)`                 | the mammoth(s) on region 5               |
| `Element("fire", a=5)`                    | the fire token(s) on region 5            |
| `Element("card", "l2")`                   | a card in the hand                       |
| `Element("button", "done")` ...           | a button of the prompt                   |

`place 5` is (region 5); `move red 3 5` is (hunter red 3, region 5); `swap red 6 blue 9` is either
hunter then the other; `remove red 3` is (hunter red 3); `herd 5` is (button mammoth, region 5),
`herd 3 5` (mammoth 3, region 5); `cull 5` (mammoth 5); `fire 3 5` (fire 3, region 5); `club keep`
(button club, button keep), `club 5` (button club, own hunter on 5); `play l2` (card l2, button
play), `discard l2` (card l2, button discard); `copy light`, `target blue`, `done`, `discard
none`, `draw light`, `ice none`, `pass` one button each; `ice 5` (region 5). A kept club under
the hunter placed or moved (A5) is one more button, `club`, and the same without it `no-club`.

`Choice(legal)` answers what glows (`glowing()`), takes a click (`click(element)`: the complete
action, or None while more is needed) and steps back (`back()`: right click, Esc). Nothing here
knows a rule: the sequences are read off the actions the engine offers.
"""

from __future__ import annotations

from typing import NamedTuple

REGION, HUNTER, MAMMOTH, FIRE, CARD, BUTTON = "region", "hunter", "mammoth", "fire", "card", "button"

# The buttons, in the order the prompt shows them (their labels: scenes/asking.py).
BUTTONS = ("play", "discard", "club", "keep", "no-club", "mammoth", "copy-light", "copy-dark", "copy-none",
           "target-red", "target-blue", "target-yellow", "target-green", "target-black", "draw-light", "draw-dark",
           "discard-none", "ice-none", "done", "pass")


class Element(NamedTuple):
    """One thing on the screen that can be clicked (see the module's table)."""
    kind: str
    who: str = ""
    a: int = 0
    clubbed: bool = False


def region(a: int) -> Element:
    return Element(REGION, a=a)


def button(name: str) -> Element:
    return Element(BUTTON, name)


def _hunter(colour: str, a: int, clubbed) -> Element:
    return Element(HUNTER, colour, a, bool(clubbed))


def spellings(action, own: str = "") -> list[tuple]:
    """The click sequences of one action (a swap has two: either hunter first); `own`: the colour
    of the player deciding (his hunter takes a club, `club 5`)."""
    v = action.verb
    arm = (button("club"),) if action.flag & 2 else ()
    if v == "place":
        return [(region(action.a),) + arm]
    if v == "move":
        return [(_hunter(action.who, action.a, action.flag & 1), region(action.b)) + arm]
    if v == "swap":
        first, second = _hunter(action.who, action.a, action.flag & 1), _hunter(action.whom, action.b, action.flag & 4)
        return [(first, second), (second, first)]
    if v == "remove":
        return [(_hunter(action.who, action.a, action.flag & 1),)]
    if v == "herd":
        start = Element(MAMMOTH, a=action.a) if action.a else button("mammoth")
        return [(start, region(action.b))]
    if v == "cull":
        return [(Element(MAMMOTH, a=action.a),)]
    if v == "fire":
        return [(Element(FIRE, a=action.a), region(action.b))]
    if v == "club":
        if action.a == 0:
            return [(button("club"), button("keep"))]
        return [(button("club"), _hunter(own, action.a, False))]
    if v == "play":
        return [(Element(CARD, action.who), button("play"))]
    if v == "discard":
        if action.who == "none":
            return [(button("discard-none"),)]
        return [(Element(CARD, action.who), button("discard"))]
    if v == "copy":
        return [(button(f"copy-{action.who}"),)]
    if v == "target":
        return [(button(f"target-{action.who}"),)]
    if v == "draw":
        return [(button(f"draw-{action.who}"),)]
    if v == "ice":
        return [(region(action.a),)] if action.a else [(button("ice-none"),)]
    if v in ("done", "pass"):
        return [(button(v),)]
    raise ValueError(f"no clicks for {action}")


def table_of(legal, own: str = "") -> dict:
    """{click sequence: action} for the legal actions. A sequence that is the start of a longer
    one (a placement that could also take a kept club) gets the button `no-club`, so no complete
    sequence is ever the start of another."""
    table: dict = {}
    for action in legal:
        for seq in spellings(action, own):
            table.setdefault(seq, action)
    starts = {seq[:k] for seq in table for k in range(1, len(seq))}
    out = {}
    for seq, action in table.items():
        out[seq + (button("no-club"),) if seq in starts else seq] = action
    return out


class Choice:
    """The clicks of one decision: `chosen` so far, what may come next."""

    def __init__(self, legal, own: str = "") -> None:
        self.table = table_of(legal, own)
        self.chosen: tuple = ()

    def candidates(self) -> dict:
        """{sequence: action} still possible after the clicks so far."""
        k = len(self.chosen)
        return {seq: action for seq, action in self.table.items() if seq[:k] == self.chosen}

    def glowing(self) -> set:
        """The elements that may be clicked next."""
        k = len(self.chosen)
        return {seq[k] for seq in self.candidates() if len(seq) > k}

    def actions(self) -> set:
        """The legal actions the clicks so far still allow."""
        return set(self.candidates().values())

    def click(self, element: Element):
        """Take a click: the complete action, or None (more is needed, or the element does not
        glow: nothing changes)."""
        if element not in self.glowing():
            return None
        self.chosen += (element,)
        done = self.table.get(self.chosen)
        if done is not None:
            self.chosen = ()
            return done
        return None

    def back(self) -> bool:
        """Step back one click (right click, Esc); False when nothing was clicked."""
        if not self.chosen:
            return False
        self.chosen = self.chosen[:-1]
        return True

    def first(self, kind: str) -> Element | None:
        """The first element of `kind` clicked so far (a card, a hunter), or None."""
        for element in self.chosen:
            if element.kind == kind:
                return element
        return None


__all__ = ["BUTTONS", "BUTTON", "CARD", "Choice", "Element", "FIRE", "HUNTER", "MAMMOTH", "REGION", "button",
           "region", "spellings", "table_of"]
