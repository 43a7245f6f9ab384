"""The die's roll: thrown in from the board's right edge, it tumbles across the board in pymunk
and comes to rest showing the engine's face (always the engine's: the physics only moves it)."""

from __future__ import annotations

import itertools
import math
import random

import pymunk

from .anim_items import STEP, Item, box, ease


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
    def in_flight(cls, animator) -> bool:
        """Whether a die roll is queued or running in `animator` (an anim.Animator): until it
        lands the board shows no resting die."""
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

    def bounds(self, view):
        """The die, its sides and its shadow where `draw` paints them now (BoardView.draw_die)."""
        x, y, _angle, lift = self.pose() if self.t < self.SETTLE else (*view.die_rest(), 0.0, 0.0)
        g = view.geometry
        offset = g.die_shadow_offset() + lift
        return box(((x, y - lift * 0.4), (x + offset, y + offset)), view.die_size() + round(g.die_depth()) + 8)

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
