"""The board of Eiszeit: twelve regions, their landscape kinds, outlines and borders (B1-B3).

The board lives in `boards/eiszeit.yaml` (our own layout: no scan of the printed board was found).
It is read with the bounded readers of meduris_gui.fileformat (yaml.safe_load only, a size cap, a
nesting cap) and refused with a `BoardError` naming the file, the field and the problem when it
breaks B1-B3. Pure Python: never imports pygame.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from meduris_gui.boardfile import DESIGNS, DataReader, ShippedFile, display  # noqa: F401 (kept importable)
from meduris_gui.fileformat import FileFormatError, item, kind_of

FORMAT = "eiszeit-board"
VERSION = 1
BOARD_FILE = "eiszeit.yaml"
MAX_BYTES = 100_000            # the board file is some 3 kB
REGIONS = 12                   # B1
KINDS = 6                      # B1: six landscape kinds, two regions each
TOP_REGIONS = (1, 2, 3, 4)     # B-facts: the regions along the printed ice (G2)
EPS = 1e-9


class BoardError(FileFormatError):
    """A board file that cannot be used; str() is "<file>: <field>: <problem>"."""


@dataclass(frozen=True)
class Region:
    """One region (B1): its number, landscape kind, whether it lies along the top edge (the
    printed ice, G2), where its name is drawn and its outline (clockwise polygon)."""

    id: int
    kind: str
    top_edge: bool
    centre: tuple
    outline: tuple


@dataclass(frozen=True, eq=False)
class Board:
    """A checked board. Regions are indexed 0..11 for ids 1..12; `adjacent[i]` is the frozenset
    of region ids sharing a border with region id i + 1 (B2), ice not considered (G4 is the
    engine's)."""

    regions: tuple
    kinds: tuple
    adjacent: tuple
    pairs: tuple
    source: str
    design: str = "own"
    note: str = ""

    def region(self, rid: int) -> Region:
        return self.regions[rid - 1]

    def of_kind(self, kind: str) -> tuple:
        """B1: the ids of the regions of a landscape kind."""
        return tuple(r.id for r in self.regions if r.kind == kind)

    def is_adjacent(self, a: int, b: int) -> bool:
        return b in self.adjacent[a - 1]

    def __repr__(self) -> str:
        return f"<Board {self.source}: {len(self.regions)} regions, {len(self.pairs)} borders>"


def parse_board(text: str | bytes, file: str = "board") -> Board:
    """The board in a YAML text, checked against B1-B3 (B3: the data file's rules)."""
    reader = _BoardReader(file, BoardError)
    return reader.board(reader.document(text))


_FILE = ShippedFile(BOARD_FILE, MAX_BYTES, BoardError, parse_board)


def board_path() -> Path:
    return _FILE.path()


def load_board(path: str | os.PathLike | None = None) -> Board:
    """The board in `path` (None: the shipped boards/eiszeit.yaml, read once and shared; a Board
    is immutable). BoardError names the file, the field and the problem."""
    return _FILE.load(path)


_KEYS = ("format", "version", "design", "note", "kinds", "regions", "adjacent")


class _BoardReader(DataReader):
    """The sections of the board file (B3), each checked with fileformat.Reader's typed readers."""

    def board(self, doc: Any) -> Board:
        self.top(doc, FORMAT, VERSION, _KEYS, "a board file is a mapping",
                 ("design", "kinds", "regions", "adjacent"))
        design, note = self.design(doc)
        kinds = self.kinds(doc["kinds"])
        regions = self.regions(doc["regions"], kinds)
        pairs = self.pairs(doc["adjacent"])
        adjacent: list[set] = [set() for _ in range(REGIONS)]
        for a, b in pairs:
            adjacent[a - 1].add(b)
            adjacent[b - 1].add(a)
        self.connected(adjacent)
        self.kinds_apart(regions, kinds, adjacent)
        self.outlines_agree(regions, pairs)
        return Board(regions=regions, kinds=kinds, adjacent=tuple(frozenset(s) for s in adjacent),
                     pairs=pairs, source=self.file, design=design, note=note.strip())

    def kinds(self, value: Any) -> tuple:
        """B1: six distinct landscape code names."""
        kinds = self.seq(value, "kinds")
        if len(kinds) != KINDS:
            self.fail("kinds", f"{len(kinds)} kinds: B1 asks for exactly {KINDS}")
        for i, kind in enumerate(kinds):
            if not isinstance(kind, str) or not kind.isascii() or not kind.isalpha() or kind != kind.lower():
                self.fail(item("kinds", i), f"expected a lower-case word, got {kind_of(kind)}")
        if len(set(kinds)) != len(kinds):
            self.fail("kinds", "a kind is listed twice (B1)")
        return tuple(kinds)

    def regions(self, value: Any, kinds: tuple) -> tuple:
        """B1, B3: ids 1..12 once each in order, a kind each, top_edge exactly for 1-4, a centre
        and a clockwise outline inside the frame."""
        entries = self.seq(value, "regions")
        if len(entries) != REGIONS:
            self.fail("regions", f"{len(entries)} regions: B1 asks for exactly {REGIONS}")
        regions = []
        for i, entry in enumerate(entries):
            at = item("regions", i)
            self.mapping(entry, at, required=("id", "kind", "top_edge", "centre", "outline"))
            rid = self.integer(entry["id"], f"{at}.id")
            if rid != i + 1:
                self.fail(f"{at}.id", f"expected id {i + 1}: regions are listed 1, 2, ... 12 in order (B1)")
            kind = self.choice(entry["kind"], f"{at}.kind", kinds, "kind")
            top = entry["top_edge"]
            if not isinstance(top, bool):
                self.fail(f"{at}.top_edge", f"expected true or false, got {kind_of(top)}")
            if top != (rid in TOP_REGIONS):
                self.fail(f"{at}.top_edge", f"the top edge is exactly regions 1-4 (B-facts, G2), not region {rid}")
            centre = self.point(entry["centre"], f"{at}.centre")
            outline = self.seq(entry["outline"], f"{at}.outline")
            if len(outline) < 3:
                self.fail(f"{at}.outline", f"a polygon needs at least 3 points, got {len(outline)}")
            points = tuple(self.point(p, item(f"{at}.outline", j)) for j, p in enumerate(outline))
            if area(points) <= EPS:
                self.fail(f"{at}.outline", "expected a clockwise polygon of positive area (B3)")
            if not inside(centre, points):
                self.fail(f"{at}.centre", f"the centre of region {rid} is not inside its outline")
            regions.append(Region(rid, kind, top, centre, points))
        return tuple(regions)

    def point(self, value: Any, at: str) -> tuple:
        pair = self.seq(value, at)
        if len(pair) != 2:
            self.fail(at, f"expected a point [x, y], got a list of {len(pair)}")
        return (self.coord(pair[0], item(at, 0)), self.coord(pair[1], item(at, 1)))

    def pairs(self, value: Any) -> tuple:
        """B2: pairs of region ids, no self-pairs, none twice (either order). O3: the shipped file
        leaves 3-6 and 7-10 out (symmetry); a scan would change the file only."""
        entries = self.seq(value, "adjacent")
        seen: dict = {}
        pairs = []
        for i, entry in enumerate(entries):
            at = item("adjacent", i)
            pair = self.seq(entry, at)
            if len(pair) != 2:
                self.fail(at, f"expected a pair of region ids, got a list of {len(pair)}")
            a, b = (self.whole(pair[j], item(at, j), 1, REGIONS) for j in range(2))
            if a == b:
                self.fail(at, f"region {a} cannot border itself (B2)")
            key = (min(a, b), max(a, b))
            if key in seen:
                self.fail(at, f"regions {key[0]} and {key[1]} are listed twice (also adjacent[{seen[key]}])")
            seen[key] = i
            pairs.append(key)
        return tuple(sorted(pairs))

    def connected(self, adjacent: list) -> None:
        seen = {1}
        todo = [1]
        while todo:
            for q in adjacent[todo.pop() - 1]:
                if q not in seen:
                    seen.add(q)
                    todo.append(q)
        if len(seen) != REGIONS:
            lost = min(set(range(1, REGIONS + 1)) - seen)
            self.fail("adjacent", f"region {lost} cannot be reached from region 1: the board is connected (B2)")

    def kinds_apart(self, regions: tuple, kinds: tuple, adjacent: list) -> None:
        """B1: each kind on exactly two regions, never adjacent, at least one outside 1-4 (O2: which
        regions share a kind is our decision, in the file)."""
        for kind in kinds:
            ids = [r.id for r in regions if r.kind == kind]
            if len(ids) != 2:
                self.fail("regions", f"kind {kind} is on {len(ids)} regions: B1 gives each kind exactly two")
            a, b = ids
            if b in adjacent[a - 1]:
                self.fail("regions", f"the two {kind} regions {a} and {b} are adjacent (B1)")
            if all(r in TOP_REGIONS for r in ids):
                self.fail("regions", f"both {kind} regions lie along the ice: with 3 players its L1 cards "
                                     "could never be used (B1)")

    def outlines_agree(self, regions: tuple, pairs: tuple) -> None:
        """B3: two outlines share a border of positive length exactly when the pair is listed."""
        listed = set(pairs)
        for i, first in enumerate(regions):
            for second in regions[i + 1:]:
                shared = shares_border(first.outline, second.outline)
                key = (first.id, second.id)
                if shared and key not in listed:
                    self.fail(f"regions[{second.id - 1}].outline", f"regions {key[0]} and {key[1]} share a "
                              "border in their outlines but are not listed in adjacent (B3)")
                if not shared and key in listed:
                    self.fail("adjacent", f"regions {key[0]} and {key[1]} are listed as adjacent but their "
                              "outlines share no border (B3)")


def area(points: tuple) -> float:
    """Twice the signed area; positive for a clockwise polygon on the screen (y down)."""
    total = 0.0
    for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1]):
        total += x1 * y2 - x2 * y1
    return total


def inside(point: tuple, polygon: tuple) -> bool:
    """Whether `point` lies inside `polygon` (ray casting)."""
    x, y = point
    found = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            found = not found
    return found


def _segments(points: tuple) -> list:
    return list(zip(points, points[1:] + points[:1]))


def _overlap(s: tuple, t: tuple) -> bool:
    """Whether two segments lie on one line and overlap with positive length."""
    (ax, ay), (bx, by) = s
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    if length2 <= EPS:
        return False
    for px, py in t:
        if abs(dx * (py - ay) - dy * (px - ax)) > 1e-7:
            return False
    u = [((px - ax) * dx + (py - ay) * dy) / length2 for px, py in t]
    low, high = max(0.0, min(u)), min(1.0, max(u))
    return high - low > 1e-6


def shares_border(a: tuple, b: tuple) -> bool:
    return any(_overlap(s, t) for s in _segments(a) for t in _segments(b))


__all__ = ["Board", "BoardError", "Region", "load_board", "parse_board", "board_path", "REGIONS", "TOP_REGIONS"]
