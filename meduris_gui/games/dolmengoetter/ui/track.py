"""The score track around the Dolmengötter board (C1, C3, S2): a ring of flat stone slabs, space 0
at the top-left corner and on clockwise, every fifth slab carved with its number. Each player's
score marker (his 4th druid) stands on the space of his score; the printed track's length plays no
role in the digital game (C3: no upper limit), so a score beyond it goes round again and its marker
carries the laps passed ("+60"). Markers sharing a space stand side by side, all of them visible.

The ring is a pinwheel of four strips, each (side - width) long and `width` wide and starting at a
corner, cut into PER_SIDE equal spaces; the board sits in the ring's hole. `moving_scores` says
where the markers are while the animator shows a lost point (T5), a circle's scoring row by row
(P4) or the final scoring (E3): the same times at which the scoring's rows appear.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from meduris_gui.table import theme
from . import art
from .colours import RGB

PER_SIDE = 15
SPACES = 4 * PER_SIDE           # 0 .. 59, then round again
LABEL_EVERY = 5
EARTH = (58, 50, 38)
TRACK_SLAB = (170, 164, 148)
TRACK_SLAB_NUMBERED = (206, 198, 174)

# Where k markers sharing a space stand: (along the track, across it) as fractions of the space's
# length and width, one per marker in seat order.
SLOTS = {
    1: ((0.0, 0.0),),
    2: ((-0.25, 0.0), (0.25, 0.0)),
    3: ((-1 / 3, 0.0), (0.0, 0.0), (1 / 3, 0.0)),
    4: ((-0.25, -0.22), (0.25, -0.22), (-0.25, 0.22), (0.25, 0.22)),
    5: ((-1 / 3, -0.22), (0.0, -0.22), (1 / 3, -0.22), (-1 / 6, 0.22), (1 / 6, 0.22)),
}
# the direction of play along each side: top to the right, right side down, bottom to the left,
# left side up
_DIRECTIONS = ((1, 0), (0, 1), (-1, 0), (0, -1))


def track_width(side: int) -> int:
    """The ring's width for a ring of outer side `side`."""
    return max(22, round(side * 0.042))


def space_of(score: int) -> tuple[int, int]:
    """(space, laps passed) of a score."""
    score = max(0, int(score))
    return score % SPACES, score // SPACES


def lap_text(laps: int) -> str:
    return f"+{laps * SPACES}" if laps else ""


class TrackGeometry:
    """The ring of outer square `rect` and width `width`: its spaces (rects), their centres, where
    a marker stands."""

    def __init__(self, rect: pygame.Rect, width: int) -> None:
        self.rect = pygame.Rect(rect)
        self.width = t = width
        side = self.rect.width
        self.length = (side - t) / PER_SIDE
        left, top, right, bottom = self.rect.left, self.rect.top, self.rect.right, self.rect.bottom
        L = self.length
        self.spaces: list[pygame.Rect] = []
        self.centres: list[tuple[float, float]] = []
        for k in range(PER_SIDE):                  # top, to the right
            self._add(left + k * L, top, left + (k + 1) * L, top + t)
        for k in range(PER_SIDE):                  # right side, down
            self._add(right - t, top + k * L, right, top + (k + 1) * L)
        for k in range(PER_SIDE):                  # bottom, to the left
            self._add(right - (k + 1) * L, bottom - t, right - k * L, bottom)
        for k in range(PER_SIDE):                  # left side, up
            self._add(left, bottom - (k + 1) * L, left + t, bottom - k * L)
        self.inner = self.rect.inflate(-2 * t, -2 * t)
        self.marker = max(10, round(min(t * 0.72, L * 0.42)))

    def _add(self, x0: float, y0: float, x1: float, y1: float) -> None:
        self.spaces.append(pygame.Rect(round(x0), round(y0), round(x1) - round(x0), round(y1) - round(y0)))
        self.centres.append(((x0 + x1) / 2, (y0 + y1) / 2))

    @staticmethod
    def side_of(space: int) -> int:
        return (space % SPACES) // PER_SIDE

    def along(self, position: float) -> tuple[float, float]:
        """The point of the track at `position` (a score, fractions between spaces): the centre of
        its space, on the straight line to the next one in between (round the corners too)."""
        k = math.floor(position)
        t = position - k
        x0, y0 = self.centres[k % SPACES]
        x1, y1 = self.centres[(k + 1) % SPACES]
        return x0 + (x1 - x0) * t, y0 + (y1 - y0) * t

    def slot(self, space: int, index: int, count: int) -> tuple[float, float]:
        """Where the `index`-th of `count` markers on `space` stands."""
        slots = SLOTS[max(1, min(count, 5))]
        a, c = slots[min(index, len(slots) - 1)]
        dx, dy = _DIRECTIONS[self.side_of(space)]
        nx, ny = -dy, dx
        x, y = self.centres[space % SPACES]
        return (x + dx * a * self.length + nx * c * self.width, y + dy * a * self.length + ny * c * self.width)

    def space_at(self, pos) -> int:
        for index, rect in enumerate(self.spaces):
            if rect.collidepoint(pos):
                return index
        return -1


class StripGeometry(TrackGeometry):
    """The track unrolled for the end of the game: `rows` rows of spaces in `rect`, each row left to
    right (0-29 above 30-59 for two rows); markers share a space as on the ring."""

    def __init__(self, rect: pygame.Rect, rows: int = 2) -> None:
        self.rect = pygame.Rect(rect)
        per_row = SPACES // rows
        self.length = self.rect.width / per_row
        self.width = self.rect.height // rows
        self.spaces, self.centres = [], []
        for space in range(SPACES):
            row, k = divmod(space, per_row)
            x0 = self.rect.left + k * self.length
            y0 = self.rect.top + row * self.width
            self._add(x0, y0, x0 + self.length, y0 + self.width)
        self.inner = pygame.Rect(self.rect.center, (0, 0))
        self.marker = max(10, round(min(self.width * 0.72, self.length * 0.42)))

    @staticmethod
    def side_of(space: int) -> int:
        return 0


def strip_picture(strip: StripGeometry, font_size: int) -> pygame.Surface:
    """The unrolled track's slabs on their strip of earth."""
    surf = pygame.Surface(strip.rect.size, pygame.SRCALPHA)
    pygame.draw.rect(surf, EARTH, surf.get_rect(), border_radius=max(4, strip.width // 3))
    rng = random.Random(17)
    f = theme.font(font_size, True)
    dx, dy = strip.rect.topleft
    for space, rect in enumerate(strip.spaces):
        cx, cy = strip.centres[space]
        _slab(surf, rect.move(-dx, -dy), space, (cx - dx, cy - dy), rng, f, strip.width)
    return surf


def markers(track: TrackGeometry, positions) -> list[tuple[int, float, int, int, tuple[float, float]]]:
    """Each seat's marker: (seat, position, space, laps, centre). A marker at rest (a whole score)
    stands in its slot among the markers of its space; one on its way follows the track's line."""
    at_rest: dict[int, list[int]] = {}
    for seat, position in enumerate(positions):
        if float(position).is_integer():
            at_rest.setdefault(space_of(position)[0], []).append(seat)
    out = []
    for seat, position in enumerate(positions):
        space, laps = space_of(math.floor(position))
        if float(position).is_integer():
            sharing = at_rest[space]
            centre = track.slot(space, sharing.index(seat), len(sharing))
        else:
            centre = track.along(position)
        out.append((seat, float(position), space, laps, centre))
    return out


def _ease(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


def moving_scores(scores, item) -> list[float]:
    """The markers' positions while `item` (the animator's head, or None) plays: the scores shown
    (the events before the item folded in) plus the part of the item's own change already shown.
    A scoring's row j moves its owner's marker right after the row appears, one row after the
    other (the rows appear at reveal (j + 1) / (rows + 1): anim.Item.rows_shown)."""
    out = [float(score) for score in scores]
    if item is None:
        return out
    event = item.event
    p = item.reveal
    if item.kind == "point_lost":
        out[event.seat] += (event.score - scores[event.seat]) * _ease(p)
    elif item.kind in ("scored", "final_scoring"):
        rows = event.rows
        n = len(rows)
        for j, row in enumerate(rows):
            seat, points = row[-4], row[-1]
            start = (j + 1) / (n + 1)
            out[seat] += points * _ease((p - start) / (0.8 / (n + 1)))
    return out


# -- drawing ---------------------------------------------------------------------------------------

def _slab(surf, rect: pygame.Rect, space: int, centre, rng: random.Random, f, width: int) -> None:
    """One space: a flat stone slab, every fifth one lighter with its number carved."""
    numbered = space % LABEL_EVERY == 0
    base = TRACK_SLAB_NUMBERED if numbered else TRACK_SLAB
    tone = rng.randint(-10, 10)
    base = tuple(max(0, min(255, c + tone)) for c in base)
    slab = rect.inflate(-3, -3)
    radius = max(3, min(slab.width, slab.height) // 4)
    pygame.draw.rect(surf, (0, 0, 0, 90), slab.move(1, 2), border_radius=radius)
    pygame.draw.rect(surf, art.darker(base, 0.62), slab, border_radius=radius)
    pygame.draw.rect(surf, base, slab.inflate(-3, -3), border_radius=radius)
    pygame.draw.line(surf, art.lighter(base, 0.35), (slab.left + radius, slab.top + 2),
                     (slab.right - radius, slab.top + 2), 1)
    cx, cy = centre
    if numbered:
        image = f.render(str(space), True, art.CARVING)
        surf.blit(image, image.get_rect(center=(round(cx), round(cy))))
    else:                                       # a small chisel notch on the plain slabs
        pygame.draw.circle(surf, art.darker(base, 0.7), (cx, cy), max(1.5, width * 0.06))


@lru_cache(maxsize=8)
def _track_cached(side: int, width: int, font_size: int) -> pygame.Surface:
    track = TrackGeometry(pygame.Rect(0, 0, side, side), width)
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    rng = random.Random(17)
    outer = surf.get_rect()
    pygame.draw.rect(surf, EARTH, outer, border_radius=max(4, width // 3))
    pygame.draw.rect(surf, (0, 0, 0, 0), track.inner)
    pygame.draw.rect(surf, art.darker(EARTH, 0.7), track.inner.inflate(4, 4), 2)
    f = theme.font(font_size, True)
    for space, rect in enumerate(track.spaces):
        _slab(surf, rect, space, track.centres[space], rng, f, width)
    return surf


def track_picture(track: TrackGeometry, font_size: int) -> pygame.Surface:
    """The ring for `track` (cached per size; the hole in the middle transparent)."""
    return _track_cached(track.rect.width, track.width, font_size)


@lru_cache(maxsize=64)
def score_marker(colour: str, size: int) -> pygame.Surface:
    """A score marker: the player's 4th druid seen from above as a round hooded token in his
    colour with his mark, on a dark rim so it stands out from the slabs."""
    pad = 2
    surf = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    c = size / 2 + pad
    pygame.draw.circle(surf, (0, 0, 0, 90), (c + 1, c + 2), size / 2)
    pygame.draw.circle(surf, (30, 26, 20), (c, c), size / 2)
    pygame.draw.circle(surf, RGB[colour], (c, c), size / 2 - max(1.5, size * 0.09))
    pygame.draw.arc(surf, art.lighter(RGB[colour], 0.45), pygame.Rect(c - size * 0.36, c - size * 0.36, size * 0.72,
                                                                       size * 0.72), math.pi * 0.55, math.pi * 0.95, 2)
    art.draw_mark(surf, colour, c, c, size * 0.26)
    return surf


@lru_cache(maxsize=32)
def lap_tag(text: str, font_size: int) -> pygame.Surface:
    """The laps a marker has passed ("+60"): a small light tag fastened to the marker."""
    f = theme.font(font_size, True)
    image = f.render(text, True, (40, 30, 20))
    w, h = image.get_width() + 6, image.get_height()
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (30, 26, 20), surf.get_rect(), border_radius=h // 2)
    pygame.draw.rect(surf, (250, 244, 228), surf.get_rect().inflate(-2, -2), border_radius=h // 2)
    surf.blit(image, image.get_rect(center=(w / 2, h / 2)))
    return surf
