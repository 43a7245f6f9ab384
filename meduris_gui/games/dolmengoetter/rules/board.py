"""The board of Die Dolmengötter: places, stone circles, runes and corners (B1-B8).

The board lives in `boards/dolmengoetter.yaml` (our own design, not the printed board). This module
reads it with the bounded readers of meduris_gui.fileformat (yaml.safe_load only, a size cap,
a nesting cap) and refuses any file that breaks B1-B7: every problem is a `BoardError` naming the
file, the field and the rule broken. The derived facts (the circles of a place, adjacency, edges)
are computed here on load, never stored twice in the file. Pure Python: never imports pygame.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from meduris_gui.boardfile import DESIGNS, DataReader, ShippedFile
from meduris_gui.fileformat import FileFormatError, item, kind_of

FORMAT = "dolmengoetter-board"
VERSION = 1
BOARD_FILE = "dolmengoetter.yaml"
MAX_BYTES = 200_000          # the board file is some 8 kB
MAX_PLACES = 400             # far more than any sane board; keeps a hostile file cheap

# B1, P2, M8: what each shape of circle is.
SHAPES = ("square", "hexagon", "octagon")
SHAPE_SIZE = {"square": 4, "hexagon": 6, "octagon": 8}
MULTIPLIER = {"square": 3, "hexagon": 4, "octagon": 5}     # P2
MAX_STACK = {"square": 2, "hexagon": 4, "octagon": 6}      # M8
CIRCLE_COUNT = 28                                         # B1
SHAPE_COUNT = {"square": 8, "hexagon": 12, "octagon": 8}  # B1 (Decision)
MIN_PLACES = 65                                           # B6
TOLERANCE = 1e-6                                          # coordinates on one edge line


class BoardError(FileFormatError):
    """A board file that cannot be used; str() is "<file>: <field>: <problem>"."""


@dataclass(frozen=True)
class Circle:
    """One stone circle (B1): its places in cyclic order, where its multiplier is drawn, its
    multiplier (P2) and its largest stack (M8)."""

    index: int
    id: str
    shape: str
    places: tuple
    centre: tuple
    multiplier: int
    max_stack: int


@dataclass(frozen=True, eq=False)
class Board:
    """A checked board. Places are 0..places-1 in file order."""

    places: int
    xy: tuple                 # (x, y) per place, fractions of the board
    circles: tuple            # Circle, in index order
    circles_of: tuple         # per place: the indexes of its circles (B2)
    adjacent: tuple           # per place: frozenset of adjacent places (B3, T3)
    edges: tuple              # polygon edges (a, b), a < b, sorted
    runes: tuple              # (rune, a, b) (B4)
    corners: tuple            # four corner places (B5)
    source: str               # the file, for messages
    design: str = "own"
    note: str = ""

    def circle(self, id: str) -> Circle:
        for circle in self.circles:
            if circle.id == id:
                return circle
        raise KeyError(id)

    def __repr__(self) -> str:
        return f"<Board {self.source}: {self.places} places, {len(self.circles)} circles>"


def parse_board(text: str | bytes, file: str = "board") -> Board:
    """The board in a YAML text (load_yaml: yaml.safe_load, bounded), checked against B1-B7."""
    reader = _BoardReader(file, BoardError)
    return reader.board(reader.document(text))


_FILE = ShippedFile(BOARD_FILE, MAX_BYTES, BoardError, parse_board)


def board_path() -> Path:
    return _FILE.path()


def load_board(path: str | os.PathLike | None = None) -> Board:
    """The board in `path` (None: the shipped boards/dolmengoetter.yaml, read once and shared:
    a Board is immutable). BoardError names the file, the field and the problem."""
    return _FILE.load(path)


_KEYS = ("format", "version", "design", "note", "places", "circles", "runes", "corners")


class _BoardReader(DataReader):
    """The sections of the board file, each checked with the typed readers of fileformat.Reader."""

    def board(self, doc: Any) -> Board:
        self.top(doc, FORMAT, VERSION, _KEYS, "a board file is a mapping",
                 ("design", "places", "circles", "runes", "corners"))
        design, note = self.design(doc)
        xy = self.places(doc["places"])
        n = len(xy)
        circles = self.circles(doc["circles"], n, xy)
        circles_of = self.membership(circles, n)
        edges = self.edges(circles)
        self.connected(edges, n)
        corners = self.corners(doc["corners"], n, xy)
        runes = self.runes(doc["runes"], n, xy, corners)
        # T3, B3: adjacency is derived here, never stored in the file.
        adjacent: list[set] = [set() for _ in range(n)]
        for a, b in edges:
            adjacent[a].add(b)
            adjacent[b].add(a)
        for _rune, a, b in runes:
            adjacent[a].add(b)
            adjacent[b].add(a)
        for a in corners:                                   # B5: pairwise adjacent
            adjacent[a].update(c for c in corners if c != a)
        return Board(places=n, xy=tuple(xy), circles=circles, circles_of=circles_of,
                     adjacent=tuple(frozenset(s) for s in adjacent), edges=edges, runes=runes,
                     corners=corners, source=self.file, design=design, note=note.strip())

    # -- places: B2, B6, B8 ----------------------------------------------------------------------

    def places(self, value: Any) -> list:
        places = self.seq(value, "places")
        if len(places) < MIN_PLACES:
            self.fail("places", f"{len(places)} places: B6 asks for at least {MIN_PLACES} "
                                "(5 players x 10 stones + 15 druids)")
        if len(places) > MAX_PLACES:
            self.fail("places", f"{len(places)} places: a board holds at most {MAX_PLACES}")
        xy = []
        for i, entry in enumerate(places):
            at = item("places", i)
            self.mapping(entry, at, required=("id", "x", "y"))
            if self.integer(entry["id"], f"{at}.id") != i:
                self.fail(f"{at}.id", f"expected id {i}: places are numbered 0, 1, 2, ... in file order")
            xy.append((self.coord(entry["x"], f"{at}.x"), self.coord(entry["y"], f"{at}.y")))
        seen: dict = {}
        for i, point in enumerate(xy):
            if point in seen:
                self.fail(item("places", i), f"the same point as places[{seen[point]}] (B8)")
            seen[point] = i
        return xy

    # -- circles: B1, B8 -------------------------------------------------------------------------

    def circles(self, value: Any, n: int, xy: list) -> tuple:
        entries = self.seq(value, "circles")
        if len(entries) != CIRCLE_COUNT:
            self.fail("circles", f"{len(entries)} circles: B1 asks for exactly {CIRCLE_COUNT}")
        circles = []
        ids: dict = {}
        counts = dict.fromkeys(SHAPES, 0)
        for k, entry in enumerate(entries):
            at = item("circles", k)
            self.mapping(entry, at, required=("id", "shape", "places", "centre"))
            cid = entry["id"]
            if not isinstance(cid, str) or not cid.strip():
                self.fail(f"{at}.id", f"expected a name, got {kind_of(cid)}")
            if cid in ids:
                self.fail(f"{at}.id", f"duplicate circle id {cid!r} (also circles[{ids[cid]}]) (B1)")
            ids[cid] = k
            shape = self.choice(entry["shape"], f"{at}.shape", SHAPES, "shape")
            counts[shape] += 1
            places = self.seq(entry["places"], f"{at}.places")
            if len(places) != SHAPE_SIZE[shape]:
                self.fail(f"{at}.places", f"a {shape} has {SHAPE_SIZE[shape]} places, "
                                          f"this one lists {len(places)} (B1)")
            for j, p in enumerate(places):
                self.index_of(p, f"{at}.places[{j}]", n)
            if len(set(places)) != len(places):
                twice = next(p for p in places if places.count(p) > 1)
                self.fail(f"{at}.places", f"place {twice} is listed twice: a circle's places are distinct (B1)")
            centre = self.seq(entry["centre"], f"{at}.centre")
            if len(centre) != 2:
                self.fail(f"{at}.centre", f"expected a point [x, y], got a list of {len(centre)} (B8)")
            point = (self.coord(centre[0], f"{at}.centre[0]"), self.coord(centre[1], f"{at}.centre[1]"))
            circles.append(Circle(index=k, id=cid, shape=shape, places=tuple(places), centre=point,
                                  multiplier=MULTIPLIER[shape], max_stack=MAX_STACK[shape]))
        for shape in SHAPES:
            if counts[shape] != SHAPE_COUNT[shape]:
                wanted = ", ".join(f"{SHAPE_COUNT[s]} {s}s" for s in SHAPES)
                self.fail("circles", f"{counts[shape]} {shape}s: B1 asks for {wanted}")
        return tuple(circles)

    def index_of(self, value: Any, at: str, n: int) -> int:
        if type(value) is not int or not 0 <= value < n:
            self.fail(at, f"expected a place 0..{n - 1}, got {kind_of(value)}")
        return value

    def membership(self, circles: tuple, n: int) -> tuple:
        """B2: every place is a corner of one to three circles."""
        of: list[list] = [[] for _ in range(n)]
        for circle in circles:
            for p in circle.places:
                of[p].append(circle.index)
        for p, found in enumerate(of):
            if not found:
                self.fail(item("places", p), "on no circle: B2 asks every place to be a corner of 1 to 3 circles")
            if len(found) > 3:
                names = ", ".join(circles[c].id for c in found)
                self.fail(item("places", p), f"on {len(found)} circles ({names}): B2 allows at most 3")
        return tuple(tuple(found) for found in of)

    def edges(self, circles: tuple) -> tuple:
        """B3: the polygon edges, consecutive places of each circle (cyclic)."""
        edges = set()
        for circle in circles:
            ring = circle.places
            for i, a in enumerate(ring):
                b = ring[(i + 1) % len(ring)]
                edges.add((min(a, b), max(a, b)))
        return tuple(sorted(edges))

    def connected(self, edges: tuple, n: int) -> None:
        """B7: the polygon edges alone connect every place."""
        links: list[list] = [[] for _ in range(n)]
        for a, b in edges:
            links[a].append(b)
            links[b].append(a)
        seen = {0}
        todo = [0]
        while todo:
            for q in links[todo.pop()]:
                if q not in seen:
                    seen.add(q)
                    todo.append(q)
        if len(seen) != n:
            lost = min(set(range(n)) - seen)
            self.fail("circles", f"place {lost} cannot be reached from place 0 along circle edges: "
                                 "B7 asks for a connected board")

    # -- corners and runes: B4, B5 ---------------------------------------------------------------

    def bounds(self, xy: list) -> tuple:
        xs = [x for x, _y in xy]
        ys = [y for _x, y in xy]
        return min(xs), max(xs), min(ys), max(ys)

    def sides(self, point: tuple, xy: list) -> set:
        """The board edges ('left', 'right', 'top', 'bottom') a point lies on."""
        left, right, top, bottom = self.bounds(xy)
        x, y = point
        found = set()
        if abs(x - left) < TOLERANCE:
            found.add("left")
        if abs(x - right) < TOLERANCE:
            found.add("right")
        if abs(y - top) < TOLERANCE:
            found.add("top")
        if abs(y - bottom) < TOLERANCE:
            found.add("bottom")
        return found

    def corners(self, value: Any, n: int, xy: list) -> tuple:
        """B5: four distinct places, one in each corner of the board."""
        corners = self.seq(value, "corners")
        if len(corners) != 4:
            self.fail("corners", f"expected the 4 corner places, got {len(corners)} (B5)")
        for i, p in enumerate(corners):
            self.index_of(p, item("corners", i), n)
        if len(set(corners)) != 4:
            self.fail("corners", "the 4 corner places must be distinct (B5)")
        found = set()
        for i, p in enumerate(corners):
            sides = self.sides(xy[p], xy)
            corner = ({"left", "right"} & sides, {"top", "bottom"} & sides)
            if not corner[0] or not corner[1]:
                self.fail(item("corners", i), f"place {p} is not in a corner of the board (B5)")
            found.add((min(corner[0]), min(corner[1])))
        if len(found) != 4:
            self.fail("corners", "two corner places are in the same corner (B5)")
        return tuple(corners)

    def runes(self, value: Any, n: int, xy: list, corners: tuple) -> tuple:
        """B4: every edge place but the corners carries a rune; each rune is on exactly two places,
        on opposite edges (left-right or top-bottom)."""
        entries = self.seq(value, "runes")
        runes = []
        carrier: dict = {}
        names: dict = {}
        opposite = {"left": "right", "right": "left", "top": "bottom", "bottom": "top"}
        for k, entry in enumerate(entries):
            at = item("runes", k)
            self.mapping(entry, at, required=("rune", "places"))
            rune = self.integer(entry["rune"], f"{at}.rune")
            if rune in names:
                self.fail(f"{at}.rune", f"rune {rune} is listed twice (also runes[{names[rune]}]): "
                                        "B4 puts each rune on exactly two places")
            names[rune] = k
            pair = self.seq(entry["places"], f"{at}.places")
            if len(pair) != 2:
                self.fail(f"{at}.places", f"a rune is on exactly two places, this one lists {len(pair)} (B4)")
            a = self.index_of(pair[0], f"{at}.places[0]", n)
            b = self.index_of(pair[1], f"{at}.places[1]", n)
            for j, p in enumerate((a, b)):
                if p in corners:
                    self.fail(f"{at}.places[{j}]", f"place {p} is a corner: corners carry no rune (B4, B5)")
                if not self.sides(xy[p], xy):
                    self.fail(f"{at}.places[{j}]", f"place {p} is not on the board's edge (B4)")
                if p in carrier:
                    self.fail(f"{at}.places[{j}]", f"place {p} already carries rune {carrier[p]} (B4)")
                carrier[p] = rune
            side_a, side_b = self.sides(xy[a], xy), self.sides(xy[b], xy)
            if not any(opposite[s] in side_b for s in side_a):
                self.fail(f"{at}.places", f"places {a} and {b} are not on opposite edges of the board (B4)")
            runes.append((rune, a, b))
        for p in range(n):
            if p not in corners and p not in carrier and self.sides(xy[p], xy):
                self.fail("runes", f"edge place {p} carries no rune: B4 gives one to every edge place "
                                   "but the corners")
        return tuple(runes)


__all__ = ["Board", "BoardError", "Circle", "load_board", "parse_board", "board_path", "SHAPES",
           "MULTIPLIER", "MAX_STACK"]
