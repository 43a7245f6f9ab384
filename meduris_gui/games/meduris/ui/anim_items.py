"""The animations the animator plays, one per event: each shows what happened, never decides.

An item runs `duration` seconds; while it has not finished, its `override` says what the board
draws differently (the druid where he walks now, a worker or building not landed yet, the score a
marker shows so far) and its `draw` paints what is in flight. A worker's drop onto its tower runs
in pymunk with a fixed time step (STEP). The die's roll is in anim_die.py.
"""

from __future__ import annotations

import math

import pygame
import pymunk

STEP = 1 / 120                      # pymunk's fixed time step


def ease(t: float) -> float:
    return t * t * (3 - 2 * t)


def lerp(a, b, t: float):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def box(points, reach: int) -> pygame.Rect:
    """The box of `points`, `reach` pixels larger on every side."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    left, top = int(min(xs)) - reach, int(min(ys)) - reach
    return pygame.Rect(left, top, int(max(xs)) + reach + 1 - left, int(max(ys)) + reach + 1 - top)


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

    def bounds(self, view) -> pygame.Rect | None:
        """A rectangle holding all `draw` paints at any moment of the item (table/frames.py),
        or None: anywhere on the board. Nothing drawn: an empty one."""
        return pygame.Rect(0, 0, 0, 0) if type(self).draw is Item.draw else None


class DruidWalk(Item):
    """The druid walks space by space (`pace`: 0.15 s a space)."""

    pace = 0.15

    def __init__(self, path: list, start, pace: float | None = None) -> None:
        super().__init__()
        self.path = path            # points, the first is where he starts
        self.duration = (self.pace if pace is None else pace) * max(1, len(path) - 1)
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

    def foot(self) -> tuple[float, float]:
        p = self.progress
        if p <= 0.55:
            t = ease(p / 0.55)
            x, y = lerp(self.start, (self.end[0], self.end[1] - 40), t)
            return x, y - math.sin(t * math.pi) * 60
        return self.end[0], min(self.end[1], self.body.position.y + 4)

    def draw(self, surface, view) -> None:
        view.draw_worker(surface, self.colour, self.foot())

    def bounds(self, view) -> pygame.Rect:
        return box((self.foot(),), 2 * view.geometry.worker_height() + 8)   # the art stands on its foot


class MaterialFly(Item):
    """Material chips fly between the supply and a player panel."""

    duration = 0.4

    def __init__(self, material: int, start, end, count: int) -> None:
        super().__init__()
        self.material = material
        self.start = start
        self.end = end
        self.count = min(count, 6)

    def chips(self) -> list[tuple[float, float]]:
        """Where the chips in flight are now."""
        out = []
        for k in range(self.count):
            t = max(0.0, min(1.0, self.progress * 1.4 - k * 0.08))
            if 0 < t < 1:
                x, y = lerp(self.start, self.end, ease(t))
                out.append((x, y - math.sin(t * math.pi) * 30))
        return out

    def draw(self, surface, view) -> None:
        for centre in self.chips():
            view.draw_chip(surface, self.material, centre)

    def bounds(self, view) -> pygame.Rect:
        chips = self.chips()
        return box(chips, max(12, view.geometry.space_radius) + 8) if chips else pygame.Rect(0, 0, 0, 0)


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


class ScoresMove(Item):
    """Several score markers glide at once (the final scoring: E3, E4). `moves`: seat -> (old, new)."""

    duration = 0.5

    def __init__(self, moves: dict) -> None:
        super().__init__()
        self.moves = dict(moves)

    def override(self, o: dict) -> None:
        for seat, (old, new) in self.moves.items():
            o["scores"][seat] = round(old + (new - old) * ease(self.progress)) if self.started else old


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

    def bounds(self, view) -> pygame.Rect:
        x, y = view.geometry.space(self.space)
        r = view.geometry.space_radius
        return box(((x, y + r), (x, y - 40 - 2 * r)), 2 * r + 4)


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

    def bounds(self, view) -> pygame.Rect:
        if not self.started or self.done:
            return pygame.Rect(0, 0, 0, 0)
        return view.banner(self.key, 1.0, self.marks, self.space)[1]
