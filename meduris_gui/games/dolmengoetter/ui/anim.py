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

from meduris_gui.table.animation import Animator as TableAnimator, Item

STEP = 0.17                 # s a place of a walk at normal speed
# s a completed scoring stays on screen, whole, after its last row appeared. A scoring keeps its
# own time at fast speed (Animator.update), so at normal and fast speed the whole result shows
# at least HOLD + a row's time (>= 2.1 s), longer at slow; "instant" shows no animation at all.
HOLD = 1.5
SOUNDS = {"placed": "step", "walked": "step", "herbs": "take", "flew": "river", "stone": "knock",
          "point_lost": "pay", "dolmen": "hut", "scored": "temple", "final_scoring": "temple",
          "last_dolmen": "last-round", "game_over": "winner"}


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
            items.append(Item(kind, index, event, 0.9 + 0.6 * len(event.rows) + HOLD, hold=HOLD, paced=True))
        elif kind == "final_scoring":
            items.append(Item(kind, index, event, 1.2 + 0.3 * min(len(event.rows), 12) + HOLD, hold=HOLD, paced=True))
    return items


def announce(events, sounds) -> None:
    """The sounds of a decision's events that have no animation: the last round, the winner."""
    if sounds is None:
        return
    for event in events:
        if event.kind in ("last_dolmen", "game_over"):
            sounds.play(SOUNDS[event.kind])


class Animator(TableAnimator):
    """The table's animator (meduris_gui.table.animation) with the Dolmengötter's items and sounds."""

    def items_of(self, events) -> list[Item]:
        return items_of(events)

    def sound_of(self, event) -> str | None:
        return SOUNDS.get(event.kind)
