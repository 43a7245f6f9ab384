"""Animations driven by the engine's events. They show what happened; they never decide anything.

The board is drawn from the state after the action; while animations run, `overrides` say what
to draw differently (the druid where he walks now, a worker or building not landed yet, the
scores the markers show so far) and `draw` paints what is in flight. Physical motion (the die's
tumble, a worker's drop onto its tower) runs in pymunk with a fixed time step; the face shown is
always the engine's.
"""

from __future__ import annotations

import itertools
import math
import random

import pymunk

from ..rules import events as E

SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.2, "instant": 0.0}
STEP = 1 / 120                      # pymunk's fixed time step


def ease(t: float) -> float:
    return t * t * (3 - 2 * t)


def lerp(a, b, t: float):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


class Item:
    """One animation: `duration` seconds of play; `override` applies while it has not finished.
    `real_time` items (banners) are not sped up at a fast speed."""

    duration = 0.3
    real_time = False

    def __init__(self) -> None:
        self.t = 0.0
        self.started = False
        # The action's events shown before this item starts (`first`) and once it has started
        # (`upto`): the screen model folds that many events into the state before the action.
        self.first = 0
        self.upto = 0

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    def advance(self, dt: float) -> None:
        self.started = True
        self.t = min(self.duration, self.t + dt)

    @property
    def progress(self) -> float:
        return self.t / self.duration if self.duration else 1.0

    def override(self, o: dict) -> None: ...
    def draw(self, surface, view) -> None: ...


class DieRoll(Item):
    """The die is thrown in from the board's right edge and tumbles, large, across the board:
    pymunk with a fixed step, invisible walls around the open area the board file gives it
    (geometry.die_area), sliding friction and spin. It settles in SETTLE seconds (at normal speed;
    the animator's speed factor shortens it) and lies at its rest spot, upright, showing the
    engine's face, until the end of the item.

    The throw is simulated once when the roll is queued (about a hundred steps); playing it back
    reads the recorded track, so a frame costs a lookup and a few blits. The track is bent, more
    and more towards the end, so that it ends exactly at the rest spot and upright: the physics
    decides how the die moves, the board decides where it lies.
    """

    duration = 0.9
    SETTLE = 0.72              # seconds of tumbling; then it lies still at its rest spot

    _throws = itertools.count()    # each roll of a session is thrown a little differently

    def __init__(self, face: int, view, throw: int | None = None) -> None:
        """`throw` picks one of many slightly different throws (None: the next one, so that no
        two rolls in a row look alike)."""
        super().__init__()
        if throw is None:
            throw = next(self._throws)
        self.face = face           # always the engine's (Rolled.face)
        self.rest = view.die_rest()
        self.side = view.geometry.die_side()
        self.track = _throw(view.geometry, round(self.SETTLE / STEP), throw)
        view.prepare_die(face)     # its images are made now, not in its first frame

    @classmethod
    def in_flight(cls, animator: "Animator") -> bool:
        """Whether a die roll is queued or running: until it lands the board shows no resting die."""
        return any(isinstance(item, cls) for item in animator.items)

    def pose(self) -> tuple[float, float, float, float]:
        """(x, y, angle in degrees clockwise, lift in pixels) of the die now."""
        if self.t >= self.SETTLE:
            return (float(self.rest[0]), float(self.rest[1]), 0.0, 0.0)
        where = self.t / STEP
        k = min(int(where), len(self.track) - 2)
        f = where - k
        (x0, y0, a0), (x1, y1, a1) = self.track[k], self.track[k + 1]
        u = self.t / self.SETTLE
        # in the air when thrown, then a few hops, each lower: the die tumbles rather than slides
        lift = self.side * 0.4 * abs(math.cos(math.pi * 2.5 * u)) * (1 - u) ** 2
        return (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f, math.degrees(a0 + (a1 - a0) * f), lift)

    def draw(self, surface, view) -> None:
        if self.t >= self.SETTLE:
            view.draw_resting_die(surface, self.face)      # exactly as the board draws it later
            return
        x, y, angle, lift = self.pose()
        view.draw_die(surface, self.face, (x, y), angle, lift)


def _throw(geometry, steps: int, throw: int = 0) -> list[tuple[float, float, float]]:
    """The die's track, one (x, y, angle) per STEP: thrown from the board's right edge into its
    open area, bouncing off the area's walls; bent to end exactly at the rest spot, upright.

    `throw` varies the hand a little (where it lets go, how hard, how much spin). Of a few such
    throws the one that ends nearest the rest spot is kept: its track needs the least bending.
    """
    side = geometry.die_side()
    rest_x, rest_y = geometry.die_rest()
    hand = random.Random(throw)
    best: list = []
    for _attempt in range(4):
        track = _simulate(geometry, steps, hand)
        if not best or _miss(track, rest_x, rest_y) < _miss(best, rest_x, rest_y):
            best = track
        if _miss(best, rest_x, rest_y) < side * 0.35:
            break
    end_x, end_y, end_angle = best[-1]
    upright = end_angle - round(end_angle / math.tau) * math.tau   # the turn the face is off upright
    bent = []
    for k, (x, y, angle) in enumerate(best):
        w = ease(k / steps)
        bent.append((x + (rest_x - end_x) * w, y + (rest_y - end_y) * w, angle - upright * w))
    return bent


def _miss(track: list, x: float, y: float) -> float:
    return math.dist(track[-1][:2], (x, y))


def _simulate(geometry, steps: int, hand: random.Random) -> list[tuple[float, float, float]]:
    """One throw in pymunk, seen from above: no gravity, sliding and spin friction, walls."""
    side = geometry.die_side()
    left, top, right, bottom = geometry.die_area()
    space = pymunk.Space()
    corners = ((left, top), (right, top), (right, bottom), (left, bottom))
    walls = [pymunk.Segment(space.static_body, corners[k], corners[(k + 1) % 4], 2) for k in range(4)]
    entry = walls[1]                   # the right wall: the die flies in over it
    for wall in walls:
        wall.elasticity = 0.6
        wall.friction = 0.6
    space.add(*(w for w in walls if w is not entry))
    body = pymunk.Body(1, pymunk.moment_for_box(1, (side, side)))
    body.position = (geometry.left + geometry.size - side * 0.5,
                     min(bottom - side * 0.6, geometry.die_rest()[1] + side * hand.uniform(0.2, 0.6)))
    body.velocity = (-side * hand.uniform(17.0, 19.0), -side * hand.uniform(1.5, 3.5))
    body.angle = hand.uniform(-0.6, 0.6)
    body.angular_velocity = hand.choice((-1, 1)) * hand.uniform(22.0, 28.0)
    box = pymunk.Poly.create_box(body, (side, side), side * 0.08)
    box.elasticity = 0.6
    box.friction = 0.6
    space.add(body, box)
    slide, spin = side * 21.0, 26.0    # sliding friction (px/s²) and spin friction (rad/s²)
    inside = False
    track = [(body.position.x, body.position.y, body.angle)]
    for _ in range(steps):
        if not inside and body.position.x + side * 0.75 < right:
            space.add(entry)           # in: now the walls hold it on every side
            inside = True
        space.step(STEP)
        speed = body.velocity.length
        if speed:
            body.velocity = body.velocity * (max(0.0, speed - slide * STEP) / speed)
        w = body.angular_velocity
        body.angular_velocity = math.copysign(max(0.0, abs(w) - spin * STEP), w)
        track.append((body.position.x, body.position.y, body.angle))
    return track


class DruidWalk(Item):
    """The druid walks space by space (about 0.15 s a space)."""

    def __init__(self, path: list, start) -> None:
        super().__init__()
        self.path = path            # points, the first is where he starts
        self.duration = 0.15 * max(1, len(path) - 1)
        self.start = start

    def position(self):
        if len(self.path) == 1:
            return self.path[0]
        where = self.progress * (len(self.path) - 1)
        index = min(int(where), len(self.path) - 2)
        return lerp(self.path[index], self.path[index + 1], ease(where - index))

    def override(self, o: dict) -> None:
        o["druid"] = self.position() if self.started else self.path[0]


class WorkerMove(Item):
    """A worker is lifted, arcs over, and drops onto its tower with a small bounce (pymunk)."""

    duration = 0.75

    def __init__(self, colour: str, start, end, hide) -> None:
        super().__init__()
        self.colour = colour
        self.start = start
        self.end = end
        self.hide = hide                 # (highland, level) hidden in the tower until it lands
        self.space = pymunk.Space()
        self.space.gravity = (0, 3000)
        ground = pymunk.Segment(self.space.static_body, (end[0] - 60, end[1]), (end[0] + 60, end[1]), 1)
        ground.elasticity = 0.5
        self.space.add(ground)
        self.body = pymunk.Body(1, 10)
        self.body.position = (end[0], end[1] - 40)
        shape = pymunk.Circle(self.body, 4, (0, -4))
        shape.elasticity = 0.5
        self.space.add(self.body, shape)
        self.spent = 0.0

    def advance(self, dt: float) -> None:
        super().advance(dt)
        if self.progress > 0.55:
            self.spent += dt
            while self.spent >= STEP:
                self.space.step(STEP)
                self.spent -= STEP

    def override(self, o: dict) -> None:
        o["hidden_workers"].add(self.hide)

    def draw(self, surface, view) -> None:
        p = self.progress
        if p <= 0.55:
            t = ease(p / 0.55)
            x, y = lerp(self.start, (self.end[0], self.end[1] - 40), t)
            y -= math.sin(t * math.pi) * 60
        else:
            x, y = self.end[0], min(self.end[1], self.body.position.y + 4)
        view.draw_worker(surface, self.colour, (x, y))


class MaterialFly(Item):
    """Material chips fly between the supply and a player panel."""

    duration = 0.4

    def __init__(self, material: int, start, end, count: int) -> None:
        super().__init__()
        self.material = material
        self.start = start
        self.end = end
        self.count = min(count, 6)

    def draw(self, surface, view) -> None:
        for k in range(self.count):
            t = max(0.0, min(1.0, self.progress * 1.4 - k * 0.08))
            if 0 < t < 1:
                x, y = lerp(self.start, self.end, ease(t))
                view.draw_chip(surface, self.material, (x, y - math.sin(t * math.pi) * 30))


class ScoreMove(Item):
    duration = 0.35

    def __init__(self, seat: int, old: int, new: int) -> None:
        super().__init__()
        self.seat = seat
        self.old = old
        self.new = new

    def override(self, o: dict) -> None:
        shown = self.old + (self.new - self.old) * ease(self.progress) if self.started else self.old
        o["scores"][self.seat] = round(shown)


class Drop(Item):
    """A hut or temple lands on its space."""

    duration = 0.3

    def __init__(self, space: int) -> None:
        super().__init__()
        self.space = space

    def override(self, o: dict) -> None:
        if self.progress < 1:
            o["hidden_spaces"].add(self.space)

    def draw(self, surface, view) -> None:
        if self.started and not self.done:
            view.draw_building_at(surface, self.space, lift=(1 - ease(self.progress)) * 40)


class Banner(Item):
    """A moment across the board: a ritual, a sacrifice's points, the river's interim scoring,
    the last round. `marks`: (colour, points) per player to show; `space`: the hut concerned."""

    duration = 1.1
    real_time = True

    def __init__(self, key: str, marks: tuple = (), space: int = -1, duration: float | None = None) -> None:
        super().__init__()
        self.key = key
        self.marks = marks
        self.space = space
        if duration is not None:
            self.duration = duration

    def draw(self, surface, view) -> None:
        if self.started and not self.done:
            view.draw_banner(surface, self.key, min(1.0, 4 * (1 - abs(self.progress * 2 - 1))), self.marks,
                             self.space)


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

    def play(self, events: list, view, before) -> None:
        """Queue the animations of `events`; `before` is the state before them (a copy)."""
        self.items.clear()
        self.events = list(events)
        if SPEEDS.get(self.speed, 1.0) == 0:
            return
        druid = view.geometry.druid(before.druid_rock, before.druid_space)
        scores = list(before.score)
        walk: list = []
        walked = [0]                         # the index after the walk's last step

        def add(item: Item, upto: int) -> None:
            item.first = self.items[-1].upto if self.items else 0
            item.upto = upto
            self.items.append(item)

        def flush_walk() -> None:
            if len(walk) > 1:
                add(DruidWalk(list(walk), walk[0]), walked[0])
            walk.clear()

        for index, event in enumerate(events):
            upto = index + 1
            if isinstance(event, E.DruidStep):
                point = view.geometry.beside_space(event.to_space)
                if not walk:
                    walk.append(druid)
                walk.append(point)
                walked[0] = upto
                druid = point
                continue
            flush_walk()
            count = len(self.items)
            if isinstance(event, E.Rolled):
                self.items.append(DieRoll(event.face, view))
            elif isinstance(event, E.DruidToRock):
                target = view.geometry.rock(event.rock)
                self.items.append(DruidWalk([druid, target], druid))
                druid = target
            elif isinstance(event, E.WorkerMoved):
                start = view.geometry.tower_slot(event.from_highland, event.from_level)
                end = view.geometry.tower_slot(event.to_highland, event.to_level)
                self.items.append(WorkerMove(view.colour_of(event.player), start, end,
                                             (event.to_highland, event.to_level)))
            elif isinstance(event, E.WorkerPlaced):
                end = view.geometry.tower_slot(event.highland, event.height)
                start = view.panel_point(event.player)
                self.items.append(WorkerMove(view.colour_of(event.player), start, end,
                                             (event.highland, event.height)))
            elif isinstance(event, E.MaterialsGained):
                self.items.append(MaterialFly(event.material, view.geometry.supply(event.highland),
                                              view.panel_point(event.player), event.count))
            elif isinstance(event, E.MaterialsReturned):
                for m, units in enumerate(event.materials):
                    if units:
                        self.items.append(MaterialFly(m, view.panel_point(event.player),
                                                      view.geometry.supply(m), units))
            elif isinstance(event, E.Built):
                self.items.append(Drop(event.space))
            elif isinstance(event, E.Scored):
                old = scores[event.player]
                scores[event.player] = event.total
                self.items.append(ScoreMove(event.player, old, event.total))
            elif isinstance(event, E.RiverCrossed) and event.interim_scoring:
                marks = tuple((view.colour_of(seat), points) for seat, points in enumerate(event.points))
                self.items.append(Banner("river", marks))
            elif isinstance(event, E.RitualStarted):
                self.items.append(Banner("ritual", space=event.space, duration=0.9))
            elif isinstance(event, E.Sacrificed):
                self.items.append(Banner("sacrifice", ((view.colour_of(event.player), event.points),),
                                         space=event.space, duration=0.8))
            elif isinstance(event, E.LastRound):
                self.items.append(Banner("last-round"))
            for k in range(count, len(self.items)):
                item = self.items[k]
                item.first = self.items[k - 1].upto if k else 0
                item.upto = upto
        flush_walk()
