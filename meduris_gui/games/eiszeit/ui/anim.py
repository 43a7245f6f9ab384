"""The animations of an Eiszeit decision, one item per event that moves something: a hunter
placed (it drops in), moved or removed (it walks, or goes back to its reserve), a mammoth
placed, moved or removed, a fire token carried face down to another region, a club handed out,
a card played to its discard pile; at the end of colonization the fire tokens turned face up,
then each region's conflict (its capacity, who leaves how many hunters, step by step) and the
scoring region by region (hunters × points per hunter), each held whole for HOLD seconds so it
can be read; the glacier tile sliding over its region. They show the engine's events and never
decide anything; a click skips them (the table's Animator, meduris_gui.table.animation).
"""

from __future__ import annotations

from meduris_gui.table.animation import Animator as TableAnimator, Item

HOLD = 1.2                  # s a conflict's or a scoring's box stays whole after its last row
PIECE = 0.38                # s a piece on its way at normal speed
SOUNDS = {"placed": "step", "moved": "step", "removed": "take", "herded": "knock", "culled": "take",
          "fire_moved": "river", "club": "knock", "played": "hut", "paid": "pay", "took": "take",
          "fire_revealed": "sacrifice", "conflict": "die", "scored": "temple", "iced": "river",
          "colonization_ended": "last-round", "game_over": "winner"}
MOVING = ("placed", "moved", "removed", "herded", "culled", "fire_moved", "club")


def scoring_rows(event) -> list[tuple]:
    """A scoring's rows grouped by region, in number order: (region, [(seat, hunters, per
    hunter, points), ...])."""
    regions: dict = {}
    for region, seat, hunters, per, points in event.rows:
        regions.setdefault(region, []).append((seat, hunters, per, points))
    return sorted(regions.items())


def items_of(events) -> list[Item]:
    items = []
    for index, event in enumerate(events):
        kind = event.kind
        if kind in MOVING:
            items.append(Item(kind, index, event, PIECE))
        elif kind == "played":
            items.append(Item(kind, index, event, 0.45))
        elif kind == "fire_revealed" and event.tokens:
            items.append(Item(kind, index, event, 1.0, hold=0.4))
        elif kind == "conflict":        # its rows: the removal steps, then what is left
            steps = len(event.steps)
            items.append(Item(kind, index, event, 0.6 + 0.45 * steps + HOLD, hold=HOLD, paced=True, rows=steps))
        elif kind == "scored" and event.rows:
            regions = len(scoring_rows(event))
            items.append(Item(kind, index, event, 0.6 + 0.4 * regions + HOLD, hold=HOLD, paced=True, rows=regions))
        elif kind == "iced" and event.region:
            items.append(Item(kind, index, event, 0.9))
    return items


def announce(events, sounds) -> None:
    """The sounds of a decision's events that have no animation (stones, the end of colonization,
    the winner): played at once."""
    if sounds is None:
        return
    animated = {item.index for item in items_of(events)}
    played = set()
    for index, event in enumerate(events):
        kind = SOUNDS.get(event.kind)
        if kind and index not in animated and kind not in played and event.kind in ("paid", "took",
                                                                                     "colonization_ended", "game_over"):
            played.add(kind)
            sounds.play(kind)


class Animator(TableAnimator):
    """The table's animator with Eiszeit's items and sounds."""

    def items_of(self, events) -> list[Item]:
        return items_of(events)

    def sound_of(self, event) -> str | None:
        return SOUNDS.get(event.kind)


__all__ = ["Animator", "HOLD", "SOUNDS", "announce", "items_of", "scoring_rows"]
