"""Animations driven by the engine's events. They show what happened; they never decide anything.

The board is drawn from the state after the action; while animations run, `overrides` say what
to draw differently (the druid where he walks now, a worker or building not landed yet, the
scores the markers show so far) and `draw` paints what is in flight. Physical motion (the die's
tumble, a worker's drop onto its tower) runs in pymunk with a fixed time step; the face shown is
always the engine's.

This module is the animator: it turns an action's events into a queue of items and plays them.
The items are in anim_items.py, the die's roll in anim_die.py; all are importable from here.
"""

from __future__ import annotations

from meduris_gui.table.speeds import SPEEDS
from ..rules import events as E
from .anim_die import DieRoll
from .anim_items import STEP, Banner, DruidWalk, Drop, Item, MaterialFly, ScoreMove, ScoresMove, WorkerMove

LAST_ROUND_PACE = 0.07              # s a space of the druid's last round (a whole round: 32-40 spaces)


class Animator:
    """The queue of animations of one action's events, played one after another.

    Each item shows one event (a druid walk: several steps); the events before it that have no
    animation of their own are shown when it starts. `shown()` says how many of the action's
    events the screen shows now, so the screen model is never ahead of the engine and never more
    than the animating events behind it.
    """

    def __init__(self, speed: str = "normal") -> None:
        self.items: list[Item] = []
        self.speed = speed
        self.events: list = []          # the events of the action being animated

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def skip(self) -> None:
        self.items.clear()

    def shown(self) -> list:
        """The events of the animated action that the screen shows now (all of them when idle)."""
        if not self.items:
            return self.events
        head = self.items[0]
        return self.events[:head.upto if head.started else head.first]

    def time_left(self) -> float:
        """Seconds the queued animations still take at the current speed (what `update` will
        spend on them: a banner keeps its own time at a fast speed)."""
        factor = SPEEDS.get(self.speed, 1.0)
        if factor == 0:
            return 0.0
        return sum((item.duration - item.t) / (min(factor, 1.0) if item.real_time else factor) for item in self.items)

    def update(self, dt: float) -> None:
        factor = SPEEDS.get(self.speed, 1.0)
        if factor == 0:
            self.items.clear()
            return
        while self.items and dt > 0:
            item = self.items[0]
            # A moment (banner) keeps its own time at every speed but instant: at fast speed a
            # ritual or a river scoring still gets a readable moment.
            scale = min(factor, 1.0) if item.real_time else factor
            need = (item.duration - item.t) / scale
            item.advance(min(dt, need) * scale)
            dt -= need
            if item.done:
                self.items.pop(0)
            else:
                break

    def overrides(self, scores: list) -> dict:
        """What to draw differently while pieces move: the druid on his way, a worker or building
        in flight (hidden where it lands), score markers gliding (`scores`: the model's)."""
        o = {"druid": None, "hidden_workers": set(), "hidden_spaces": set(), "scores": list(scores)}
        for item in reversed(self.items):   # the earliest item's view wins
            item.override(o)
        return o

    def draw(self, surface, view) -> None:
        if self.items:
            self.items[0].draw(surface, view)

    # -- from events ---------------------------------------------------------------------------

    def play(self, events: list, view, before, last_round: bool = False) -> None:
        """Queue the animations of `events`; `before` is the state before them (a copy).
        `last_round`: the decision was taken in the druid's last round (E2); else it starts with
        the events' LastRound. In the last round the druid walks faster, the ritual is not
        announced again, and the sacrifices where nothing is offered are summed up in one banner
        (issue 19.10: one banner each took 25 s at fast speed)."""
        self.items.clear()
        self.events = list(events)
        if SPEEDS.get(self.speed, 1.0) == 0:
            return
        queue = _Queue(self.items, view.geometry.druid(before.druid_rock, before.druid_space), list(before.score))
        queue.last_round = last_round
        nothing: dict = {}            # the last round's sacrifices of nothing not shown yet: seat -> points
        final: dict = {}              # the final scoring's markers not moved yet: seat -> (old, new)
        for index, event in enumerate(events):
            if isinstance(event, E.DruidStep):
                queue.step(view.geometry.beside_space(event.to_space), index + 1)
                continue
            queue.end_walk()
            if isinstance(event, E.LastRound):
                queue.last_round = True
            if queue.last_round and _offers_nothing(event):
                nothing[event.player] = nothing.get(event.player, 0) + event.points
                nothing_upto = index + 1
                continue
            if queue.last_round and _scores_nothing(event, events, index):
                queue.scores[event.player] = event.total          # shown with the summary
                nothing_upto = index + 1
                continue
            if queue.last_round and isinstance(event, E.RitualStarted):
                continue                  # the last round's banner says it
            if isinstance(event, E.Scored) and event.reason in ("temple", "runes"):
                old = final.get(event.player, (queue.scores[event.player], 0))[0]
                final[event.player] = (old, event.total)          # E3, E4: all markers at once
                queue.scores[event.player] = event.total
                final_upto = index + 1
                continue
            items = _items_of(event, view, queue)
            if nothing and items:         # the summary comes before the next thing shown
                queue.add(_nothing_banner(nothing, view), queue.upto(nothing_upto))
                nothing = {}
            for item in items:
                queue.add(item, index + 1)
        queue.end_walk()
        if nothing:
            queue.add(_nothing_banner(nothing, view), queue.upto(nothing_upto))
        if final:
            queue.add(ScoresMove(final), final_upto)


def _offers_nothing(event) -> bool:
    """A sacrifice where nothing is offered (D3: none, -1)."""
    return isinstance(event, E.Sacrificed) and event.choice == "none"


def _scores_nothing(event, events: list, index: int) -> bool:
    """The score of a sacrifice where nothing is offered (the Scored right after it)."""
    if not isinstance(event, E.Scored) or event.reason != "sacrifice" or index == 0:
        return False
    before = events[index - 1]
    return _offers_nothing(before) and before.player == event.player


def _nothing_banner(points: dict, view) -> Banner:
    """One banner for the sacrifices of nothing in a row of the last round: each player's
    points lost (0 for one already at 0)."""
    marks = tuple((view.colour_of(seat), total) for seat, total in sorted(points.items()))
    return Banner("nothing", marks, duration=1.2)


class _Queue:
    """The items being queued for one action, with where the druid stands and what the score
    markers show after the items queued so far. Single druid steps gather into one walk."""

    def __init__(self, items: list[Item], druid, scores: list) -> None:
        self.items = items
        self.druid = druid
        self.scores = scores
        self.walk: list = []          # the walk's points so far, the first is where it starts
        self.walked = 0               # the index after the walk's last step
        self.last_round = False       # E2: the druid walks a whole round, faster

    def add(self, item: Item, upto: int) -> None:
        """Queue `item`, showing the events up to `upto` once it starts (those since the item
        before when it is about to start)."""
        item.first = self.items[-1].upto if self.items else 0
        item.upto = upto
        self.items.append(item)

    def upto(self, upto: int) -> int:
        """`upto`, or more when the items queued show more already (the screen never goes back)."""
        return max(upto, self.items[-1].upto if self.items else 0)

    def step(self, point, upto: int) -> None:
        """The druid steps to `point`: one more leg of the walk, which shows the events up to
        `upto` once it starts."""
        if not self.walk:
            self.walk.append(self.druid)
        self.walk.append(point)
        self.walked = upto
        self.druid = point

    def end_walk(self) -> None:
        """Queue the walk gathered so far (if any) as one item."""
        if len(self.walk) > 1:
            pace = LAST_ROUND_PACE if self.last_round else DruidWalk.pace
            self.add(DruidWalk(list(self.walk), self.walk[0], pace), self.walked)
        self.walk.clear()


def _items_of(event, view, queue: _Queue) -> list[Item]:
    """The animations of one event (none for the events that have none of their own)."""
    g = view.geometry
    if isinstance(event, E.Rolled):
        return [DieRoll(event.face, view)]
    if isinstance(event, E.DruidToRock):
        start, queue.druid = queue.druid, g.rock(event.rock)
        return [DruidWalk([start, queue.druid], start)]
    if isinstance(event, E.WorkerMoved):
        return [WorkerMove(view.colour_of(event.player), g.tower_slot(event.from_highland, event.from_level),
                           g.tower_slot(event.to_highland, event.to_level), (event.to_highland, event.to_level))]
    if isinstance(event, E.WorkerPlaced):
        return [WorkerMove(view.colour_of(event.player), view.panel_point(event.player),
                           g.tower_slot(event.highland, event.height), (event.highland, event.height))]
    if isinstance(event, E.MaterialsGained):
        return [MaterialFly(event.material, g.supply(event.highland), view.panel_point(event.player), event.count)]
    if isinstance(event, E.MaterialsReturned):
        return [MaterialFly(m, view.panel_point(event.player), g.supply(m), count)
                for m, count in enumerate(event.materials) if count]
    if isinstance(event, E.Built):
        return [Drop(event.space)]
    if isinstance(event, E.Scored):
        old, queue.scores[event.player] = queue.scores[event.player], event.total
        return [ScoreMove(event.player, old, event.total)]
    return _banners_of(event, view)


def _banners_of(event, view) -> list[Item]:
    """The moments across the board: the river's interim scoring, a ritual, a sacrifice, the
    last round."""
    if isinstance(event, E.RiverCrossed) and event.interim_scoring:
        return [Banner("river", tuple((view.colour_of(seat), points) for seat, points in enumerate(event.points)))]
    if isinstance(event, E.RitualStarted):
        return [Banner("ritual", space=event.space, duration=0.9)]
    if isinstance(event, E.Sacrificed):
        return [Banner("sacrifice", ((view.colour_of(event.player), event.points),), space=event.space, duration=0.8)]
    if isinstance(event, E.LastRound):
        return [Banner("last-round")]
    return []


# The items are imported from here by the scenes and the tests (ui.anim is the animation's module).
__all__ = ["SPEEDS", "STEP", "Animator", "Banner", "DieRoll", "DruidWalk", "Drop", "Item", "MaterialFly",
           "ScoreMove", "ScoresMove", "WorkerMove"]
