"""Where things are on the drawn board, in pixels, for one board and one window size.

The board file gives every position as a fraction of the board (0..1, top-left origin). The
drawn board is a square: a frame band around it holds the score track 0-99, and the fractions map
onto the inner square. Everything here is computed from the board data and the square's size, so
the window can be any size.
"""

from __future__ import annotations

import math

from ..rules.board import Board

TRACK_BAND = 0.045        # the score track's frame, as a fraction of the board square
TRACK_CELLS = 100         # 0..99, then the "100"/"200" badge
DIE_SIDE = 0.1            # the die's top face, as a fraction of the board square (issue 9: 1/8-1/10)
DIE_DEPTH = 0.08          # its sides showing below and right of the face, in face sides
DIE_SHADOW = 0.1          # its shadow's offset at rest, in face sides
DIE_SHADOW_REACH = 0.58   # the soft shadow's radius with its blur, in face sides


class BoardGeometry:
    """Pixel positions on a board square at (left, top) with side `size`."""

    def __init__(self, board: Board, left: int, top: int, size: int) -> None:
        self.board = board
        self.left = left
        self.top = top
        self.size = size
        band = round(size * TRACK_BAND)
        self.band = band
        self.inner_left = left + band
        self.inner_top = top + band
        self.inner = size - 2 * band
        # Radius of a building space: a little under half the closest distance between spaces.
        closest = min(
            math.dist((a.pos.x, a.pos.y), (b.pos.x, b.pos.y))
            for i, a in enumerate(board.spaces) for b in board.spaces[i + 1:])
        self.space_radius = max(6, int(closest * self.inner * 0.47))
        self.highland_radius = max(12, int(self.inner * 0.075))

    @property
    def rect(self) -> tuple[int, int, int, int]:
        return (self.left, self.top, self.size, self.size)

    def point(self, fx: float, fy: float) -> tuple[int, int]:
        """A board fraction to pixels."""
        return (round(self.inner_left + fx * self.inner), round(self.inner_top + fy * self.inner))

    def space(self, index: int) -> tuple[int, int]:
        pos = self.board.spaces[index].pos
        return self.point(pos.x, pos.y)

    def beside_space(self, index: int) -> tuple[int, int]:
        """Where the druid stands beside a space: on the path, towards the mountain's centre."""
        x, y = self.space(index)
        cx, cy = self.point(0.5, 0.5)
        dx, dy = cx - x, cy - y
        length = math.hypot(dx, dy) or 1.0
        offset = self.space_radius * 1.45
        return (round(x + dx / length * offset), round(y + dy / length * offset))

    def highland(self, material: int) -> tuple[int, int]:
        pos = self.board.highlands[material].pos
        return self.point(pos.x, pos.y)

    def supply(self, material: int) -> tuple[int, int]:
        pos = self.board.highlands[material].supply
        return self.point(pos.x, pos.y)

    def tower_slot(self, material: int, level: int) -> tuple[int, int]:
        """The foot point of the worker at `level` (1 = bottom) of a highland's tower."""
        x, y = self.highland(material)
        step = self.worker_height() * 0.62
        return (x, round(y + self.highland_radius * 0.35 - (level - 1) * step))

    def worker_height(self) -> int:
        return max(10, int(self.inner * 0.05))

    def druid_temple(self) -> tuple[int, int]:
        pos = self.board.druid_temple
        return self.point(pos.x, pos.y)

    def rock(self, k: int) -> tuple[int, int]:
        """The k-th rock space (1-based)."""
        pos = self.board.rocks[k - 1]
        return self.point(pos.x, pos.y)

    def druid(self, rock: int, space: int) -> tuple[int, int]:
        """Where the druid stands for the state's druid_rock / druid_space."""
        if space >= 0:
            return self.beside_space(space)
        if rock > 0:
            return self.rock(rock)
        return self.druid_temple()

    # -- the die: it tumbles in an open area of the board and rests there, large and readable ---

    def die_side(self) -> int:
        """The side of the die's top face in pixels."""
        return max(16, round(self.size * DIE_SIDE))

    def die_depth(self) -> int:
        """How far the die's sides show below and right of its top face, in pixels."""
        return max(2, round(self.die_side() * DIE_DEPTH))

    def die_shadow_offset(self) -> int:
        return max(2, round(self.die_side() * DIE_SHADOW))

    def die_rest(self) -> tuple[int, int]:
        """The centre of the resting die's top face (the board file's `die.rest`)."""
        pos = self.board.die_rest
        return self.point(pos.x, pos.y)

    def die_area(self) -> tuple[int, int, int, int]:
        """left, top, right, bottom of the open area the die tumbles in: its invisible walls."""
        low, high = self.board.die_area
        return (*self.point(low.x, low.y), *self.point(high.x, high.y))

    def die_rest_rect(self) -> tuple[int, int, int, int]:
        """(left, top, width, height) of everything the resting die covers: face, sides, shadow."""
        x, y = self.die_rest()
        side = self.die_side()
        shadow = self.die_shadow_offset()
        low = min(-side / 2, shadow - side * DIE_SHADOW_REACH)
        high = max(side / 2 + self.die_depth(), shadow + side * DIE_SHADOW_REACH)
        left, top = math.floor(x + low) - 1, math.floor(y + low) - 1
        right, bottom = math.ceil(x + high) + 1, math.ceil(y + high) + 1
        return (left, top, right - left, bottom - top)

    def territory_label(self, territory: int) -> tuple[int, int]:
        pos = self.board.territories[territory].label
        return self.point(pos.x, pos.y)

    def river(self) -> list[tuple[int, int]]:
        return [self.point(p.x, p.y) for p in self.board.river]

    def track(self, score: int) -> tuple[int, int]:
        """The centre of score cell `score % 100` on the frame: 0 at the top-left corner, then
        clockwise, 25 cells a side."""
        x, y = self.track_at(score % TRACK_CELLS)
        return (round(x), round(y))

    def track_at(self, t: float) -> tuple[float, float]:
        """A point on the track's centre line, `t` counted in cells (any real number: it wraps
        round the frame, so a fan of markers around a corner cell turns the corner with the
        track instead of leaving the board)."""
        t = t % TRACK_CELLS
        side = min(3, int(t // 25))
        along = (t - side * 25) / 25
        length = self.size - self.band
        half = self.band / 2
        x0, y0 = self.left + half, self.top + half
        if side == 0:
            return (x0 + along * length, y0)
        if side == 1:
            return (x0 + length, y0 + along * length)
        if side == 2:
            return (x0 + length - along * length, y0 + length)
        return (x0, y0 + length - along * length)

    def track_cell_length(self) -> float:
        """The distance between two neighbouring cell centres, in pixels."""
        return (self.size - self.band) / 25

    def track_inward(self, score: int) -> tuple[int, int]:
        """The unit step from cell `score` towards the board's inside (for a "100" badge)."""
        side = (score % TRACK_CELLS) // 25
        return ((0, 1), (-1, 0), (0, -1), (1, 0))[side]

    def track_fan(self, score: int, count: int, marker: int) -> list[tuple[int, int]]:
        """Centres of `count` markers of side `marker` sharing cell `score`: side by side along
        the track's centre line (so inside the frame band and the board at every cell), centred
        on the cell, each showing most of itself. A fan never turns a corner (two markers on
        either side of it would overlap): on a corner cell it starts there and runs along the
        side, near a corner it is pushed back along its side."""
        if count <= 1:
            return [self.track(score)]
        step = marker * 0.8 / self.track_cell_length()      # cells between two markers
        cell = score % TRACK_CELLS
        first = cell - (count - 1) / 2 * step
        last = cell + (count - 1) / 2 * step
        side_start = cell - cell % 25
        if first < side_start:
            first = side_start
        elif last > side_start + 25:
            first -= last - (side_start + 25)
        points = []
        for k in range(count):
            x, y = self.track_at(first + k * step)
            points.append((round(x), round(y)))
        return points

    def space_at(self, pos: tuple[int, int]) -> int:
        """The space under a pixel, or -1."""
        best, best_d = -1, self.space_radius * 1.1
        for index in range(self.board.n):
            d = math.dist(pos, self.space(index))
            if d <= best_d:
                best, best_d = index, d
        return best

    def worker_rect(self, material: int, level: int) -> tuple[int, int, int, int]:
        """(left, top, width, height) of the worker image at `level` of a highland's tower, as
        BoardView.draw_worker blits it: a worker_height() square, midbottom at tower_slot (the
        same integer arithmetic as pygame's Rect(midbottom=...))."""
        h = self.worker_height()
        x, y = self.tower_slot(material, level)
        return (x - h // 2, y - h, h, h)

    def highland_at(self, pos: tuple[int, int], towers: list | None = None) -> int:
        """The highland under a pixel, or -1: its plateau, or any worker drawn on its tower
        (all three places of the tower when `towers` is not given)."""
        material, _level = self.worker_at(pos, towers or [[0, 0, 0]] * 4)
        if material >= 0:
            return material
        for material in range(4):
            if math.dist(pos, self.highland(material)) <= self.highland_radius * 1.15:
                return material
        return -1

    def worker_at(self, pos: tuple[int, int], towers: list) -> tuple[int, int]:
        """(highland, level) of the worker image under a pixel, or (-1, -1). Where images
        overlap the one drawn last (on top) wins: BoardView draws the highlands in order and
        each tower from the bottom up, so this looks from the last highland and the top down."""
        px, py = pos
        for material in range(3, -1, -1):
            for level in range(len(towers[material]), 0, -1):
                left, top, width, height = self.worker_rect(material, level)
                if left <= px < left + width and top <= py < top + height:
                    return material, level
        return -1, -1
