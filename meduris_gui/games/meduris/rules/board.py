"""The board: the ring of building spaces, rune territories, river, druid's path and highlands.

Everything about a board side lives in `boards/<side>.yaml` (the format is described at the top
of each file). This module turns such a file into frozen values and refuses any file it cannot
trust: every problem is a `BoardError` naming the file, the field and what is wrong, so a typo in
a data file never turns into a strange rules bug later. Pure Python: never imports pygame.
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass, field
from enum import IntEnum
from pathlib import Path
from typing import Any

from meduris_gui.boardfile import DataReader, read_file
from meduris_gui.boardfile import display as _display
from meduris_gui.fileformat import FileFormatError, kind_of
from meduris_gui.text import short

from meduris_gui import paths


class Material(IntEnum):
    WOOD = 0
    WOOL = 1
    COPPER = 2
    STONE = 3


MATERIAL_NAMES = ("wood", "wool", "copper", "stone")  # index = Material value

FORMAT = "meduris-board"
VERSIONS = (1,)
SIDES = ("2-3p", "4p")
DESIGNS = ("printed", "own")
TERRITORY_COUNT = 9  # one territory per rune stone (Components: 9 rune stones)
# Our own rune symbols, drawn by the UI. The printed runes are HABA's art and never named here.
RUNE_IDS = ("sun", "moon", "oak", "eye", "fish", "serpent", "stag", "boar", "raven")


class BoardError(FileFormatError):
    """A board file that cannot be used; str() is "<file>: <field>: <problem>"."""


@dataclass(frozen=True)
class Point:
    """A position as fractions of the board's width and height; top-left is (0, 0)."""

    x: float
    y: float


@dataclass(frozen=True)
class Space:
    index: int
    materials: tuple[Material, Material]
    territory: int
    pos: Point


@dataclass(frozen=True)
class Territory:
    index: int
    rune: str
    spaces: tuple[int, ...]  # consecutive along the ring, clockwise
    label: Point


@dataclass(frozen=True)
class Highland:
    material: Material
    pos: Point
    supply: Point  # where that material's board supply is drawn (S5)


@dataclass(frozen=True)
class Board:
    side: str
    path: str
    players: tuple[int, ...]
    own_design: bool
    spaces: tuple[Space, ...]  # clockwise, the druid's walking direction
    territories: tuple[Territory, ...]
    river_after: int  # the river lies between river_after and (river_after + 1) % n
    druid_entry: int  # leaving his rock spaces, the druid arrives just before this space
    druid_temple: Point
    rocks: tuple[Point, ...]  # from the temple towards the ring
    river: tuple[Point, ...]  # drawing only
    highlands: tuple[Highland, ...]  # highlands[Material.X] is the X highland
    die_rest: Point  # where the rolled die lies, drawing only: clear of every piece and plot
    die_area: tuple[Point, Point]  # top-left and bottom-right of the open area it tumbles in
    # Plain ints and tuples copied out of the values above: the engine's hot loops read these
    # instead of walking dataclasses and enums.
    n: int = field(init=False, repr=False)
    space_materials: tuple[tuple[int, int], ...] = field(init=False, repr=False)
    space_territory: tuple[int, ...] = field(init=False, repr=False)
    rock_count: int = field(init=False, repr=False)
    pairs: tuple[tuple[int, int], ...] = field(init=False, repr=False)   # the distinct material pairs
    space_pair: tuple[int, ...] = field(init=False, repr=False)          # per space: its index in pairs

    def __post_init__(self) -> None:
        object.__setattr__(self, "n", len(self.spaces))
        pairs = tuple((int(s.materials[0]), int(s.materials[1])) for s in self.spaces)
        object.__setattr__(self, "space_materials", pairs)
        object.__setattr__(self, "space_territory", tuple(s.territory for s in self.spaces))
        object.__setattr__(self, "rock_count", len(self.rocks))
        distinct = tuple(sorted(set(pairs)))          # legal.py decides per pair, not per space
        object.__setattr__(self, "pairs", distinct)
        object.__setattr__(self, "space_pair", tuple(distinct.index(m) for m in pairs))

    # -- the ring: clockwise is the druid's walking direction ------------------------------------

    def ahead(self, space: int, k: int = 1) -> int:
        """The space `k` steps clockwise of `space` round the ring."""
        return (space + k) % self.n

    def behind(self, space: int, k: int = 1) -> int:
        """The space `k` steps counter-clockwise of `space` round the ring."""
        return (space - k) % self.n

    def neighbours(self, space: int) -> tuple[int, int]:
        """(the space behind, the space ahead): the two spaces touching `space` on the ring (R2)."""
        n = self.n
        return (space - 1) % n, (space + 1) % n

    def steps(self, start: int, end: int) -> int:
        """How many clockwise steps lead from `start` to `end` (0 when they are the same)."""
        return (end - start) % self.n


def side_for_players(n: int) -> str:
    """The board side for n players (S2)."""
    if isinstance(n, bool) or n not in (2, 3, 4):
        raise ValueError(f"Meduris is for 2 to 4 players, not {n!r}")
    return "4p" if n == 4 else "2-3p"


def board_path(side: str) -> Path:
    path = paths.data_dir("boards") / f"{side}.yaml"
    if side not in SIDES:
        problem = f"unknown board side {side!r} (expected one of {', '.join(SIDES)})"
        raise BoardError(_display(path), "side", problem)
    return path


@functools.lru_cache(maxsize=None)
def load_side(side: str) -> Board:
    """The shipped board of a side, read once: boards are immutable, so sharing one is safe. The
    file must say it is that side (a 4p.yaml that says `side: 2-3p` would give four players the
    small board)."""
    path = board_path(side)
    board = load_board(path)
    if board.side != side:
        raise BoardError(_display(path), "side", f"the file {path.name} is the {side} side, but it says "
                                                 f"side: {short(board.side)}")
    return board


def load_board(path: str | os.PathLike[str]) -> Board:
    def parse(text: str, file: str) -> Board:
        reader = _BoardReader(file, BoardError)
        return reader.board(reader.document(text), str(path))
    return read_file(path, MAX_BYTES, BoardError, parse)


MAX_BYTES = 1_000_000  # a board file is some 5 kB
MAX_SPACES = 64        # the engine keeps one prepared action per space (legal.py)


class _BoardReader(DataReader):
    """The board file's sections, read with the typed readers of fileformat.Reader."""

    def point(self, value: Any, at: str) -> Point:
        pair = self.seq(value, at)
        if len(pair) != 2:
            self.fail(at, f"expected a point [x, y], got a list of {len(pair)}")
        return Point(self.coord(pair[0], f"{at}[0]"), self.coord(pair[1], f"{at}[1]"))

    def points(self, value: Any, at: str) -> tuple[Point, ...]:
        return tuple(self.point(p, f"{at}[{i}]") for i, p in enumerate(self.seq(value, at)))

    # -- the sections ---------------------------------------------------------------------

    def board(self, doc: Any, path: str) -> Board:
        if not isinstance(doc, dict):
            self.fail("(document)", f"expected a mapping at the top level, got {kind_of(doc)}")
        # format and version first: a file of another kind should say so, not list odd keys
        if "format" not in doc:
            self.fail("format", f"missing: a board file starts with 'format: {FORMAT}'")
        if doc["format"] != FORMAT:
            self.fail("format", f"not a board file: expected {FORMAT!r}, got {short(doc['format'])}")
        if type(doc.get("version")) is not int or doc["version"] not in VERSIONS:
            supported = ", ".join(map(str, VERSIONS))
            self.fail("version", f"unsupported version {short(doc.get('version'))} (supported: {supported})")
        top = self.mapping(doc, "", ("format", "version", "side", "players", "design", "spaces",
                                     "territories", "river", "druid", "highlands", "die"), ("note",))
        side = self.text(top["side"], "side")
        players = self.players(top["players"])
        design = self.choice(top["design"], "design", DESIGNS, "design")
        if "note" in top:
            self.text(top["note"], "note")
        elif design == "own":
            self.fail("note", "missing: a board of our own design must say so in a note")
        materials, positions = self.spaces(top["spaces"])
        n = len(materials)
        if n > MAX_SPACES:
            self.fail("spaces", f"{n} spaces: a ring holds at most {MAX_SPACES}")
        territories, owner = self.territories(top["territories"], n)
        river = self.mapping(top["river"], "river", ("after", "course"))
        river_after = self.index(river["after"], "river.after", n, "space")
        course = self.points(river["course"], "river.course")
        if len(course) < 2:
            self.fail("river.course", "the river's course needs at least two points")
        druid = self.mapping(top["druid"], "druid", ("temple", "rocks", "entry"))
        temple = self.point(druid["temple"], "druid.temple")
        rocks = self.points(druid["rocks"], "druid.rocks")
        if not rocks:
            self.fail("druid.rocks", "no rock spaces: the druid needs at least one")
        entry = self.index(druid["entry"], "druid.entry", n, "space")
        spaces = tuple(Space(i, materials[i], owner[i], positions[i]) for i in range(n))
        return Board(side=side, path=path, players=players, own_design=design == "own", spaces=spaces,
                     territories=territories, river_after=river_after, druid_entry=entry,
                     druid_temple=temple, rocks=rocks, river=course,
                     highlands=self.highlands(top["highlands"]), **self.die(top["die"]))

    def players(self, value: Any) -> tuple[int, ...]:
        counts = self.seq(value, "players")
        if not counts:
            self.fail("players", "empty: expected the player counts (2 to 4) that use this side")
        for i, c in enumerate(counts):
            at = f"players[{i}]"
            if self.integer(c, at) not in (2, 3, 4):
                self.fail(at, f"{c} is not a player count (Meduris is for 2 to 4 players)")
            if c in counts[:i]:
                self.fail(at, f"duplicate player count {c}")
        return tuple(counts)

    def spaces(self, value: Any) -> tuple[list[tuple[Material, Material]], list[Point]]:
        items = self.seq(value, "spaces")
        if not items:
            self.fail("spaces", "no spaces")
        materials: list[tuple[Material, Material]] = []
        positions: list[Point] = []
        for i, item in enumerate(items):
            at = f"spaces[{i}]"
            space = self.mapping(item, at, ("index", "materials", "x", "y"))
            self.numbered(space["index"], at, i, "space")
            pair = self.seq(space["materials"], f"{at}.materials")
            if len(pair) != 2:
                self.fail(f"{at}.materials", f"a space shows exactly two materials, got {len(pair)}")
            a, b = (self.material(m, f"{at}.materials[{k}]") for k, m in enumerate(pair))
            if a == b:
                self.fail(f"{at}.materials", f"{MATERIAL_NAMES[a]} twice: the two must differ")
            materials.append((a, b))
            positions.append(Point(self.coord(space["x"], f"{at}.x"), self.coord(space["y"], f"{at}.y")))
        return materials, positions

    def material(self, value: Any, at: str) -> Material:
        return Material(MATERIAL_NAMES.index(self.choice(value, at, MATERIAL_NAMES, "material")))

    def territories(self, value: Any, n: int) -> tuple[tuple[Territory, ...], list[int]]:
        items = self.seq(value, "territories")
        if len(items) != TERRITORY_COUNT:
            per_stone = f"{TERRITORY_COUNT} territories (one per rune stone)"
            self.fail("territories", f"expected {per_stone}, got {len(items)}")
        owner: list[int | None] = [None] * n
        runes: dict[str, int] = {}
        result: list[Territory] = []
        for t, item in enumerate(items):
            at = f"territories[{t}]"
            terr = self.mapping(item, at, ("index", "rune", "spaces", "label"))
            self.numbered(terr["index"], at, t, "territory")
            rune = self.choice(terr["rune"], f"{at}.rune", RUNE_IDS, "rune")
            if rune in runes:
                self.fail(f"{at}.rune", f"duplicate rune {short(rune)} (also territories[{runes[rune]}])")
            runes[rune] = t
            members = self.seq(terr["spaces"], f"{at}.spaces")
            if not members:
                self.fail(f"{at}.spaces", "empty: a territory needs at least one space")
            for k, s in enumerate(members):
                sat = f"{at}.spaces[{k}]"
                if self.integer(s, sat) not in range(n):
                    self.fail(sat, f"no space {s} (the ring has spaces 0 to {n - 1})")
                if owner[s] is not None:
                    self.fail(sat, f"space {s} is already in territories[{owner[s]}]")
                # a territory is one stretch of the ring, drawn as one district around its rune
                if k and s != (members[k - 1] + 1) % n:
                    self.fail(sat, f"not a run of consecutive spaces: {s} after {members[k - 1]}")
                owner[s] = t
            result.append(Territory(t, rune, tuple(members), self.point(terr["label"], f"{at}.label")))
        for s, t in enumerate(owner):
            if t is None:
                self.fail("territories", f"space {s} is in no territory (every space needs exactly one)")
        return tuple(result), owner  # type: ignore[return-value]  # no None left

    def die(self, value: Any) -> dict:
        """The die's rest spot and the open area around it (drawing only: the die tumbles there)."""
        spot = self.mapping(value, "die", ("rest", "area"))
        rest = self.point(spot["rest"], "die.rest")
        corners = self.seq(spot["area"], "die.area")
        if len(corners) != 2:
            self.fail("die.area", f"expected two corners [[left, top], [right, bottom]], got a list of {len(corners)}")
        low, high = (self.point(c, f"die.area[{k}]") for k, c in enumerate(corners))
        if not (low.x < high.x and low.y < high.y):
            self.fail("die.area", "the first corner must be the top-left one, the second the bottom-right one")
        if not (low.x <= rest.x <= high.x and low.y <= rest.y <= high.y):
            self.fail("die.rest", f"[{rest.x}, {rest.y}] lies outside die.area: the die comes to rest inside it")
        return {"die_rest": rest, "die_area": (low, high)}

    def highlands(self, value: Any) -> tuple[Highland, ...]:
        if not isinstance(value, dict):
            self.fail("highlands", f"expected a mapping, got {kind_of(value)}")
        for name in value:
            if name not in MATERIAL_NAMES:
                expected = ", ".join(MATERIAL_NAMES)
                self.fail(f"highlands.{str(name)[:40]}", f"unknown highland {short(name)} (expected one of {expected})")
        result = []
        for material in Material:  # tuple order = Material value, so highlands[Material.X] works
            at = f"highlands.{MATERIAL_NAMES[material]}"
            if MATERIAL_NAMES[material] not in value:
                self.fail(at, "missing: every material needs its highland")
            spot = self.mapping(value[MATERIAL_NAMES[material]], at, ("at", "supply"))
            pos, supply = self.point(spot["at"], f"{at}.at"), self.point(spot["supply"], f"{at}.supply")
            result.append(Highland(material, pos, supply))
        return tuple(result)
