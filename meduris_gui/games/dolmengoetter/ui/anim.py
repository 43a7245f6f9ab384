"""The animations of a Dolmengötter decision, one item per event that moves something: the walk
step by step along its path (jumps arc over the jumped druids), the flight in an arc, a stone or
a dolmen put down, a lost point (the score marker steps back), a completed circle's scoring shown
row by row (values turned, multipliers, points; each row's marker moves on along the track), then
held, complete, for HOLD seconds so it can be read. They show the engine's events and never decide
anything; a click skips them.

`shown()` says how many of the decision's events the board shows now (the item playing shows its
own), so the screen model is never ahead of the engine; `logged_upto()` how many of them the log
may say (a scoring's line once its box shows the whole result).
"""

from __future__ import annotations

from dataclasses import dataclass

from meduris_gui.table.speeds import SPEEDS

STEP = 0.17                 # s a place of a walk at normal speed
# s a completed scoring stays on screen, whole, after its last row appeared. A scoring keeps its
# own time at fast speed (Animator.update), so at normal and fast speed the whole result shows
# at least HOLD + a row's time (>= 2.1 s), longer at slow; "instant" shows no animation at all.
HOLD = 1.5
SCORINGS = ("scored", "final_scoring")
SOUNDS = {"placed": "step", "walked": "step", "herbs": "take", "flew": "river", "stone": "knock",
          "point_lost": "pay", "dolmen": "hut", "scored": "temple", "final_scoring": "temple",
          "last_dolmen": "last-round", "game_over": "winner"}


@dataclass
class Item:
    kind: str
    index: int              # the event it shows, in the decision's events
    event: object
    duration: float
    t: float = 0.0
    sounded: bool = False
    hold: float = 0.0       # s at its end that show it complete (a scoring: HOLD)

    @property
    def progress(self) -> float:
        return min(1.0, self.t / self.duration) if self.duration else 1.0

    @property
    def reveal(self) -> float:
        """How far its showing has come (1.0: complete, during the hold)."""
        span = self.duration - self.hold
        return min(1.0, self.t / span) if span > 0 else 1.0

    def rows_shown(self) -> int:
        """A scoring's rows shown so far: row j appears at reveal (j + 1) / (rows + 1)."""
        count = len(self.event.rows)
        return min(count, int(self.reveal * (count + 1) + 0.001)) if count else 0

    @property
    def result_shown(self) -> bool:
        """A scoring: every row (its result) is shown; any other item: it has started."""
        return self.kind not in SCORINGS or self.rows_shown() >= len(self.event.rows)


def items_of(events) -> list[Item]:
    items = []
    for index, event in enumerate(events):
        kind = event.kind
        if kind == "walked":
            items.append(Item(kind, index, event, STEP * (len(event.path) - 1)))
        elif kind == "flew":
            items.append(Item(kind, index, event, 0.55))
        elif kind in ("placed", "herbs", "stone"):
            items.append(Item(kind, index, event, 0.22))
        elif kind == "dolmen":
            items.append(Item(kind, index, event, 0.35))
        elif kind == "point_lost":         # the score marker steps back one space (T5)
            items.append(Item(kind, index, event, 0.35))
        elif kind == "scored":
            items.append(Item(kind, index, event, 0.9 + 0.6 * len(event.rows) + HOLD, hold=HOLD))
        elif kind == "final_scoring":
            items.append(Item(kind, index, event, 1.2 + 0.3 * min(len(event.rows), 12) + HOLD, hold=HOLD))
    return items


def announce(events, sounds) -> None:
    """The sounds of a decision's events that have no animation: the last round, the winner."""
    if sounds is None:
        return
    for event in events:
        if event.kind in ("last_dolmen", "game_over"):
            sounds.play(SOUNDS[event.kind])


class Animator:
    def __init__(self, speed: str = "normal") -> None:
        self.speed = speed
        self.items: list[Item] = []
        self.events: list = []

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def play(self, events) -> None:
        self.events = list(events)
        self.items = [] if SPEEDS.get(self.speed, 1.0) == 0 else items_of(self.events)

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
        (an event without an animation with the next that has one), a scoring only once its box
        shows the whole result; all of them once nothing moves."""
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
                self._sound(item.event, sounds)
            # a scoring keeps its own time up to normal speed: it has to be read
            scale = min(factor, 1.0) if item.kind in SCORINGS else factor
            need = (item.duration - item.t) / scale
            step = min(dt, need)
            item.t += step * scale
            dt -= step
            if item.t >= item.duration - 1e-9:
                self.items.pop(0)
            else:
                break

    @staticmethod
    def _sound(event, sounds) -> None:
        kind = SOUNDS.get(event.kind)
        if kind and sounds is not None:
            sounds.play(kind)
