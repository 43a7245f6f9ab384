"""The animations of a Dolmengötter decision, one item per event that moves something: the walk
step by step along its path (jumps arc over the jumped druids), the flight in an arc, a stone or
a dolmen put down, a lost point (the score marker steps back), a completed circle's scoring shown
row by row (values turned, multipliers, points; each row's marker moves on along the track). They show the engine's events and never decide anything; a click skips them.

`shown()` says how many of the decision's events the board shows now (the item playing shows its
own), so the screen model is never ahead of the engine.
"""

from __future__ import annotations

from dataclasses import dataclass

from meduris_gui.table.speeds import SPEEDS

STEP = 0.17                 # s a place of a walk at normal speed
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

    @property
    def progress(self) -> float:
        return min(1.0, self.t / self.duration) if self.duration else 1.0


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
            items.append(Item(kind, index, event, 0.9 + 0.6 * len(event.rows)))
        elif kind == "final_scoring":
            items.append(Item(kind, index, event, 1.2 + 0.3 * min(len(event.rows), 12)))
    return items


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
            scale = min(factor, 1.0) if item.kind in ("scored", "final_scoring") else factor
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
