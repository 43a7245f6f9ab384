"""Meduris's sound cues: which of the table's sounds (meduris_gui/table/sound.py SOUNDS) each
event of its engine makes, and the moment of its animation an event sounds at (a worker's knock
when it lands on its tower, a building's when it touches its plot, the druid's step at each
space). The table's Cues plays them; this module is what it asks (the game entry hands it over)."""

from __future__ import annotations

import math

from ..rules import events as E
from .anim_items import Drop, DruidWalk, WorkerMove

# The engine's events and their sounds (a Built is a hut or a temple: sound_of tells them apart).
SOUND_OF: dict[type, str] = {
    E.Rolled: "die", E.WorkerPlaced: "knock", E.WorkerMoved: "knock", E.MaterialsGained: "take",
    E.MaterialsReturned: "pay", E.Built: "hut", E.DruidToRock: "step", E.DruidStep: "step",
    E.Sacrificed: "sacrifice", E.RiverCrossed: "river", E.LastRound: "last-round", E.LastTurns: "last-round",
    E.GameOver: "winner",
}
# Events that stay silent on purpose: bookkeeping, or shown together with a louder event (the
# scores move with the sacrifice or the build, the end scorings come with the winner's fanfare).
SILENT: frozenset = frozenset({
    E.TurnStarted, E.NothingToTake, E.PaymentAsked, E.BonusUsed, E.RuneTaken, E.Scored, E.DruidStays,
    E.RitualStarted, E.TempleScored, E.RunesScored,
})


def sound_of(event) -> str | None:
    """The sound an event makes when shown, or None."""
    kind = SOUND_OF.get(type(event))
    if kind == "hut" and event.kind == "temple":
        return "temple"
    if kind == "sacrifice" and event.choice == "none":
        return None                      # nothing given: no offering to hear
    return kind


# When a worker touches its tower, as a part of its move: WorkerMove arcs over until 55 %, then
# falls 40 px under a gravity of 3000 px/s², sqrt(2 * 40 / 3000) = 0.163 s of its 0.75 s.
LANDING = 0.55 + math.sqrt(2 * 40 / 3000) / WorkerMove.duration


def moment_reached(head, index: int) -> bool:
    """Whether the event at `index` has reached the moment it sounds: events of an animation that
    has ended, or shown at the start of the running one, sound now; the running one's own event
    waits for its landing (a worker, a building) or its step (the druid)."""
    if head is None or index < head.first or index >= head.upto:
        return True
    own = head.upto - 1 - index           # 0: the item's own event, 1 the one before...
    if isinstance(head, WorkerMove) and own == 0:
        return head.progress >= LANDING
    if isinstance(head, Drop) and own == 0:
        return head.done
    if isinstance(head, DruidWalk):
        legs = max(1, len(head.path) - 1)
        if own < legs:                    # the step of leg `legs - 1 - own`: heard on arrival
            return head.progress >= (legs - own) / legs - 1e-9
    return True


__all__ = ["LANDING", "SILENT", "SOUND_OF", "moment_reached", "sound_of"]
