"""The animator of a game's decision, shared by Die Dolmengötter and Eiszeit: one item per event
that moves something, played one after the other; each game says which items its events make
(`items_of`). An item may be `paced` (a scoring, a conflict: it keeps its own time up to normal
speed and shows its `rows` one by one, then holds the whole result for `hold` seconds so it can
be read). Items show the engine's events and never decide anything; a click skips them.

`shown()` says how many of the decision's events the board shows now (the item playing shows its
own), so the screen model is never ahead of the engine; `logged_upto()` how many of them the log
may say (a paced item's line once its box shows the whole result).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .speeds import SPEEDS


@dataclass
class Item:
    kind: str
    index: int              # the event it shows, in the decision's events
    event: object
    duration: float
    t: float = 0.0
    sounded: bool = False
    hold: float = 0.0       # s at its end that show it complete
    paced: bool = False     # keeps its own time up to normal speed; its line once every row shows
    rows: int | None = None  # the rows it shows one by one (None: the event's `rows`)

    @property
    def progress(self) -> float:
        return min(1.0, self.t / self.duration) if self.duration else 1.0

    @property
    def reveal(self) -> float:
        """How far its showing has come (1.0: complete, during the hold)."""
        span = self.duration - self.hold
        return min(1.0, self.t / span) if span > 0 else 1.0

    def row_count(self) -> int:
        return self.rows if self.rows is not None else len(getattr(self.event, "rows", ()))

    def rows_shown(self) -> int:
        """Its rows shown so far: row j appears at reveal (j + 1) / (rows + 1)."""
        count = self.row_count()
        return min(count, int(self.reveal * (count + 1) + 0.001)) if count else 0

    @property
    def result_shown(self) -> bool:
        """A paced item: every row (its result) is shown; any other item: it has started."""
        return not self.paced or self.rows_shown() >= self.row_count()


class Animator:
    """Plays a decision's items; a game's subclass gives `items_of` and `sound_of`."""

    def __init__(self, speed: str = "normal") -> None:
        self.speed = speed
        self.items: list[Item] = []
        self.events: list = []

    def items_of(self, events) -> list[Item]:
        raise NotImplementedError

    def sound_of(self, event) -> str | None:
        """The table's sound of an event as its animation starts (None: silent)."""
        return None

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def play(self, events) -> None:
        self.events = list(events)
        self.items = [] if SPEEDS.get(self.speed, 1.0) == 0 else self.items_of(self.events)

    def skip(self) -> None:
        self.items.clear()

    @property
    def head(self) -> Item | None:
        return self.items[0] if self.items else None

    def shown(self) -> list:
        """The events the board shows folded in now (those before the item playing)."""
        if not self.items:
            return self.events
        return self.events[:self.items[0].index]

    def logged_upto(self) -> int:
        """How many of the decision's events the log may say now: those up to the item playing
        (an event without an animation with the next that has one), a paced item only once its
        box shows the whole result; all of them once nothing moves."""
        head = self.head
        if head is None:
            return len(self.events)
        return head.index + 1 if head.result_shown else head.index

    def update(self, dt: float, sounds=None) -> None:
        factor = SPEEDS.get(self.speed, 1.0)
        if factor == 0:
            self.items.clear()
            return
        while self.items and dt > 0:
            item = self.items[0]
            if not item.sounded:
                item.sounded = True
                kind = self.sound_of(item.event)
                if kind and sounds is not None:
                    sounds.play(kind)
            # a paced item keeps its own time up to normal speed: it has to be read
            scale = min(factor, 1.0) if item.paced else factor
            need = (item.duration - item.t) / scale
            step = min(dt, need)
            item.t += step * scale
            dt -= step
            if item.t >= item.duration - 1e-9:
                self.items.pop(0)
            else:
                break


def folding(fold: Callable) -> Callable:
    """A game's `folded(before, events, viewer, everything=False)` from its screen model's
    `fold(shown, event, viewer, everything)`: `before` with the events folded in, one after the
    other (the table while the animator shows them)."""
    def folded(before, events, viewer: int | None, everything: bool = False):
        shown = before
        for event in events:
            shown = fold(shown, event, viewer, everything)
        return shown
    return folded


__all__ = ["Animator", "Item", "folding"]
