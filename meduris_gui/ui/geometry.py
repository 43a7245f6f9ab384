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
        cell = score % TRACK_CELLS
        side, along = divmod(cell, 25)
        length = self.size - self.band
        t = along / 25
        half = self.band / 2
        x0, y0 = self.left + half, self.top + half
        if side == 0:
            x, y = x0 + t * length, y0
        elif side == 1:
            x, y = x0 + length, y0 + t * length
        elif side == 2:
            x, y = x0 + length - t * length, y0 + length
        else:
            x, y = x0, y0 + length - t * length
        return (round(x), round(y))

    def space_at(self, pos: tuple[int, int]) -> int:
        """The space under a pixel, or -1."""
        best, best_d = -1, self.space_radius * 1.1
        for index in range(self.board.n):
            d = math.dist(pos, self.space(index))
            if d <= best_d:
                best, best_d = index, d
        return best

    def highland_at(self, pos: tuple[int, int]) -> int:
        """The highland under a pixel (its plateau or its tower), or -1."""
        for material in range(4):
            x, y = self.highland(material)
            if math.dist(pos, (x, y)) <= self.highland_radius * 1.15:
                return material
            top = self.tower_slot(material, 3)
            if abs(pos[0] - x) <= self.worker_height() * 0.5 and top[1] - self.worker_height() <= pos[1] <= y:
                return material
        return -1

    def worker_at(self, pos: tuple[int, int], towers: list) -> tuple[int, int]:
        """(highland, level) of the worker figure under a pixel, topmost first, or (-1, -1)."""
        h = self.worker_height()
        for material in range(4):
            for level in range(len(towers[material]), 0, -1):
                x, y = self.tower_slot(material, level)
                if abs(pos[0] - x) <= h * 0.4 and y - h <= pos[1] <= y:
                    return material, level
        return -1, -1
