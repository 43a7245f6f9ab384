"""The score track around the Eiszeit board (S1, P2): a ring of TRACK_SPACES bone plates around the
land, space 0 (the arrow space, where each player's 13th hunter starts) at the top-left corner and
on clockwise, every fifth plate carved with its number. The printed track's length is lost (no
scan); P2 sets no upper limit, so a score beyond the ring goes round again and the scenes show the
laps ("+100") beside its marker.

The ring is a pinwheel of four strips, each starting at a corner: the top and bottom strips are
(width - t) long, the sides (height - t), where t is the ring's width; each strip is cut into equal
spaces, as many along the long sides as their length asks."""

from __future__ import annotations

import math

import pygame

TRACK_SPACES = 100               # 0 .. 99, then round again (P2)
LABEL_EVERY = 5

# the direction of play along each strip: top to the right, right side down, bottom to the left,
# left side up
_DIRECTIONS = ((1, 0), (0, 1), (-1, 0), (0, -1))


def track_width(width: int, height: int) -> int:
    """The ring's width for a board of `width` x `height`."""
    return max(16, round(min(width, height) * 0.04))


def space_of(score: int) -> tuple[int, int]:
    """(space, laps passed) of a score."""
    score = max(0, int(score))
    return score % TRACK_SPACES, score // TRACK_SPACES


class TrackGeometry:
    """The ring inside `rect`, `width` wide: its spaces (rects), their centres, the inner hole."""

    def __init__(self, rect: pygame.Rect, width: int) -> None:
        self.rect = pygame.Rect(rect)
        self.width = t = width
        left, top, right, bottom = self.rect.left, self.rect.top, self.rect.right, self.rect.bottom
        long_side, short_side = self.rect.width - t, self.rect.height - t
        half = TRACK_SPACES // 2
        self.across = max(1, round(half * long_side / (long_side + short_side)))    # spaces on top/bottom
        self.down = half - self.across                                               # spaces on a side
        self.spaces: list[pygame.Rect] = []
        self.centres: list[tuple[float, float]] = []
        self.sides: list[int] = []
        h_len, v_len = long_side / self.across, short_side / self.down
        for k in range(self.across):                # top, to the right
            self._add(0, left + k * h_len, top, left + (k + 1) * h_len, top + t)
        for k in range(self.down):                  # right side, down
            self._add(1, right - t, top + k * v_len, right, top + (k + 1) * v_len)
        for k in range(self.across):                # bottom, to the left
            self._add(2, right - (k + 1) * h_len, bottom - t, right - k * h_len, bottom)
        for k in range(self.down):                  # left side, up
            self._add(3, left, bottom - (k + 1) * v_len, left + t, bottom - k * v_len)
        self.inner = self.rect.inflate(-2 * t, -2 * t)
        self.length = min(h_len, v_len)

    def _add(self, side: int, x0: float, y0: float, x1: float, y1: float) -> None:
        self.spaces.append(pygame.Rect(round(x0), round(y0), round(x1) - round(x0), round(y1) - round(y0)))
        self.centres.append(((x0 + x1) / 2, (y0 + y1) / 2))
        self.sides.append(side)

    def direction(self, space: int) -> tuple[int, int]:
        """Which way play runs along `space` (dx, dy)."""
        return _DIRECTIONS[self.sides[space % TRACK_SPACES]]

    def along(self, position: float) -> tuple[float, float]:
        """The point of the track at `position` (a score; fractions between two spaces lie on the
        straight line between their centres, so a marker can glide)."""
        k = math.floor(position)
        t = position - k
        x0, y0 = self.centres[k % TRACK_SPACES]
        x1, y1 = self.centres[(k + 1) % TRACK_SPACES]
        return x0 + (x1 - x0) * t, y0 + (y1 - y0) * t

    def space_at(self, pos) -> int:
        """The space under `pos`, or -1."""
        for index, rect in enumerate(self.spaces):
            if rect.collidepoint(pos):
                return index
        return -1
