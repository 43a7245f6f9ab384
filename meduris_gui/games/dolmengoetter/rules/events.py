"""Events: what happened, in order, for the log and the animations (returned by Game.apply).

Every event is a small frozen value with a `kind` string and a `seat` (-1 where nobody acts).
An event that carries a hidden dolmen value (M9) has `public()`, the same event with the value
hidden (None); every other event's public() is itself. The base, Event, is meduris_gui.gamebase's.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from meduris_gui.gamebase import Event


@dataclass(frozen=True, slots=True)
class Placed(Event):
    """S5: a standing druid put on a free place during setup."""
    seat: int
    place: int
    kind = "placed"


@dataclass(frozen=True, slots=True)
class Walked(Event):
    """T2: the walk, every place it touched: start, jumped druids..., end."""
    seat: int
    path: tuple
    kind = "walked"


@dataclass(frozen=True, slots=True)
class Herbs(Event):
    """T6: the druid on `place` lies down."""
    seat: int
    place: int
    kind = "herbs"


@dataclass(frozen=True, slots=True)
class Flew(Event):
    """T7: a lying druid flew from `source` to `target`, standing."""
    seat: int
    source: int
    target: int
    kind = "flew"


@dataclass(frozen=True, slots=True)
class StoneLeft(Event):
    """T4: a stone on the place the druid left; `left` stones remain in the seat's hand."""
    seat: int
    place: int
    left: int
    kind = "stone"


@dataclass(frozen=True, slots=True)
class PointLost(Event):
    """T5: no stone left behind: the score goes down by one, to `score`."""
    seat: int
    score: int
    kind = "point_lost"


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """T1: nothing was legal."""
    seat: int
    kind = "passed"


@dataclass(frozen=True, slots=True)
class Majority(Event):
    """M4: `seat` is the circle's new majority holder; how: 'first' or 'change'."""
    circle: int
    seat: int
    how: str
    kind = "majority"


@dataclass(frozen=True, slots=True)
class Equalized(Event):
    """M4: `seat` is level with the holder."""
    circle: int
    seat: int
    kind = "equalized"


@dataclass(frozen=True, slots=True)
class DolmenPlaced(Event):
    """M6: a dolmen at `position` (0 = top) of the circle's stack; value hidden in public()."""
    seat: int
    circle: int
    position: int
    value: int | None
    kind = "dolmen"

    def public(self) -> "DolmenPlaced":
        return replace(self, value=None)


@dataclass(frozen=True, slots=True)
class Declined(Event):
    """M6: the right was not used."""
    seat: int
    circle: int
    kind = "declined"


@dataclass(frozen=True, slots=True)
class Scored(Event):
    """P1-P4: a completed circle scored: rows (seat, value, multiplier, points) top to bottom."""
    circle: int
    rows: tuple
    seat: int = -1
    kind = "scored"


@dataclass(frozen=True, slots=True)
class LastDolmen(Event):
    """E1: `seat` placed his last dolmen: the last round is announced."""
    seat: int
    kind = "last_dolmen"


@dataclass(frozen=True, slots=True)
class FinalScoring(Event):
    """E3: every dolmen left on the board: rows (circle, seat, value, multiplier, points)."""
    rows: tuple
    seat: int = -1
    kind = "final_scoring"


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """E4: the winners (seats), the final scores, what decided ('points', 'dolmens', 'shared')."""
    winners: tuple
    scores: tuple
    tie_break: str
    seat: int = -1
    kind = "game_over"


__all__ = ["Event", "Placed", "Walked", "Herbs", "Flew", "StoneLeft", "PointLost", "Passed", "Majority",
           "Equalized", "DolmenPlaced", "Declined", "Scored", "LastDolmen", "FinalScoring", "GameOver"]
