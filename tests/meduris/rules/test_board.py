"""The board files and their loader: the shipped sides hold the facts of reference/BOARDS.md, and
every kind of mistake in a board file is refused with a message naming file, field and problem."""

from __future__ import annotations

import copy
import itertools
import math
import pickle
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from meduris_gui.games.meduris.rules.board import (
    MATERIAL_NAMES,
    RUNE_IDS,
    Board,
    BoardError,
    Material,
    board_path,
    load_board,
    load_side,
    side_for_players,
)

# The printed 2-3 player side, space by space (reference/BOARDS.md), clockwise from the river.
PRINTED_SPACES = """
 0 wool   + copper
 1 stone  + wood
 2 wool   + copper
 3 wood   + copper
 4 stone  + wood
 5 wood   + wool
 6 copper + wool
 7 wood   + stone
 8 stone  + copper
 9 wool   + stone
10 copper + wood
11 copper + wool
12 stone  + copper
13 wool   + wood
14 wood   + copper
15 stone  + copper
16 wood   + wool
17 stone  + wool
18 stone  + wood
19 wool   + copper
20 wood   + stone
21 wool   + stone
22 wood   + copper
23 wood   + wool
24 copper + stone
25 wood   + stone
26 wool   + wood
27 copper + wool
28 copper + wood
29 wool   + stone
30 stone  + copper
31 wool   + stone
"""
PRINTED_MATERIALS = [
    (Material[a.upper()], Material[b.upper()])
    for _, a, _plus, b in (row.split() for row in PRINTED_SPACES.strip().splitlines())
]
PRINTED_TERRITORY_SIZES = [5, 3, 4, 2, 3, 5, 3, 4, 3]


def pair_of(board: Board, i: int) -> frozenset[int]:
    return frozenset(board.space_materials[i])


# -- the shipped 2-3 player side ------------------------------------------------------------------


@pytest.fixture(scope="module")
def printed() -> Board:
    return load_side("2-3p")


@pytest.fixture(scope="module")
def own() -> Board:
    return load_side("4p")


def test_printed_side_has_the_32_spaces_of_the_printed_board(printed: Board) -> None:
    assert len(PRINTED_MATERIALS) == 32
    assert printed.n == 32
    assert [s.materials for s in printed.spaces] == PRINTED_MATERIALS
    assert [s.index for s in printed.spaces] == list(range(32))
    assert printed.space_materials == tuple((int(a), int(b)) for a, b in PRINTED_MATERIALS)


def test_printed_side_positions_match_the_scan(printed: Board) -> None:
    assert (printed.spaces[0].pos.x, printed.spaces[0].pos.y) == (0.125, 0.249)
    assert (printed.spaces[31].pos.x, printed.spaces[31].pos.y) == (0.088, 0.347)


def test_printed_side_each_material_on_16_spaces(printed: Board) -> None:
    counts = Counter(m for pair in printed.space_materials for m in pair)
    assert counts == {m: 16 for m in Material}


def test_printed_side_territories(printed: Board) -> None:
    assert [len(t.spaces) for t in printed.territories] == PRINTED_TERRITORY_SIZES
    assert printed.territories[0].spaces == (0, 1, 2, 3, 4)
    assert printed.territories[8].spaces == (29, 30, 31)
    assert printed.space_territory[12:14] == (3, 3)
    assert all(s.territory == printed.space_territory[s.index] for s in printed.spaces)


def test_printed_side_is_the_printed_design_for_2_and_3_players(printed: Board) -> None:
    assert printed.side == "2-3p"
    assert printed.players == (2, 3)
    assert printed.own_design is False


def test_D5_printed_river_between_space_31_and_space_0(printed: Board) -> None:
    assert printed.river_after == 31
    assert len(printed.river) >= 2
    assert printed.river[0].x == 0.0  # flows in from the left edge


def test_D1_three_rock_spaces_and_entry_just_before_space_0(printed: Board, own: Board) -> None:
    for board in (printed, own):
        assert board.rock_count == len(board.rocks) == 3
        assert board.druid_entry == 0
        assert board.druid_temple.x < 0.15 and board.druid_temple.y < 0.15  # top-left corner


def test_four_highlands_indexed_by_material(printed: Board, own: Board) -> None:
    for board in (printed, own):
        assert [h.material for h in board.highlands] == list(Material)
    wood = printed.highlands[Material.WOOD]
    assert (wood.pos.x, wood.pos.y) == (0.420, 0.322)
    copper = printed.highlands[Material.COPPER]
    assert (copper.pos.x, copper.pos.y) == (0.566, 0.621)


def test_runes_are_our_own_nine_on_both_sides(printed: Board, own: Board) -> None:
    assert [t.rune for t in printed.territories] == [t.rune for t in own.territories] == list(RUNE_IDS)
    assert len(set(RUNE_IDS)) == 9


# -- our own 4 player side ------------------------------------------------------------------------


def test_own_side_has_40_spaces_and_says_it_is_our_design(own: Board) -> None:
    assert own.n == 40
    assert own.side == "4p" and own.players == (4,)
    assert own.own_design is True
    text = board_path("4p").read_text(encoding="utf-8")
    assert "own design" in yaml.safe_load(text)["note"]
    assert "OWN DESIGN" in text  # also in the comment a human reads first


def test_own_side_each_material_on_20_spaces(own: Board) -> None:
    counts = Counter(m for pair in own.space_materials for m in pair)
    assert counts == {m: 20 for m in Material}
    assert all(a != b for a, b in own.space_materials)


def test_own_side_pairs_spread_evenly(own: Board) -> None:
    counts = Counter(pair_of(own, i) for i in range(own.n))
    assert sorted(counts.values()) == [6, 6, 7, 7, 7, 7]
    sixes = [pair for pair, c in counts.items() if c == 6]
    assert sixes[0] | sixes[1] == set(Material)  # the two 6s are complementary


def test_own_side_no_neighbouring_spaces_share_a_pair(own: Board, printed: Board) -> None:
    for board in (own, printed):  # the printed side has none either
        assert all(pair_of(board, i) != pair_of(board, (i + 1) % board.n) for i in range(board.n))


def test_own_side_any_three_neighbours_show_all_four_materials(own: Board) -> None:
    for i in range(own.n):
        shown = {m for k in range(3) for m in own.space_materials[(i + k) % own.n]}
        assert len(shown) == 4, i


def test_own_side_territories_partition_the_ring(own: Board) -> None:
    assert len(own.territories) == 9
    ring = [s for t in own.territories for s in t.spaces]
    assert ring == list(range(40))
    assert sum(len(t.spaces) for t in own.territories) == 40


def test_own_side_river_between_space_39_and_space_0(own: Board) -> None:
    assert own.river_after == 39


def test_own_side_spaces_do_not_overlap(own: Board) -> None:
    centres = [(s.pos.x, s.pos.y) for s in own.spaces]
    assert min(math.dist(a, b) for a, b in itertools.combinations(centres, 2)) >= 0.06


def test_spaces_keep_clear_of_rocks_and_highlands(printed: Board, own: Board) -> None:
    for board in (printed, own):
        spots = [board.druid_temple, *board.rocks] + [p for h in board.highlands for p in (h.pos, h.supply)]
        assert min(math.dist((s.pos.x, s.pos.y), (p.x, p.y)) for s in board.spaces for p in spots) >= 0.05


# -- side choice, paths, caching ------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3])
def test_S2_two_or_three_players_use_the_2_3p_side(players: int) -> None:
    assert side_for_players(players) == "2-3p"


def test_S2_four_players_use_the_side_with_the_sheep() -> None:
    assert side_for_players(4) == "4p"


@pytest.mark.parametrize("players", [0, 1, 5, True, "4"])
def test_S2_no_side_for_other_player_counts(players: Any) -> None:
    with pytest.raises(ValueError):
        side_for_players(players)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_S2_the_chosen_side_is_for_that_many_players(players: int) -> None:
    assert players in load_side(side_for_players(players)).players


def test_load_side_is_cached() -> None:
    assert load_side("2-3p") is load_side("2-3p")
    assert load_side("4p") is not load_side("2-3p")


def test_board_path_names_the_yaml_file() -> None:
    assert board_path("4p").name == "4p.yaml"
    assert board_path("2-3p").parent.name == "boards"


def test_board_path_refuses_an_unknown_side() -> None:
    with pytest.raises(BoardError) as info:
        board_path("5p")
    assert info.value.field == "side" and "5p" in info.value.problem
    assert info.value.file == "boards/5p.yaml"  # project files are named relative to the project


def test_board_error_message_and_pickling() -> None:
    err = BoardError("boards/2-3p.yaml", "spaces[3].materials[1]", "unknown material 'gold'")
    assert str(err) == "boards/2-3p.yaml: spaces[3].materials[1]: unknown material 'gold'"
    again = pickle.loads(pickle.dumps(err))
    assert (again.file, again.field, again.problem) == (err.file, err.field, err.problem)


def test_board_is_frozen_and_loads_from_str_or_path(printed: Board) -> None:
    with pytest.raises(AttributeError):
        printed.n = 3  # type: ignore[misc]
    assert load_board(str(board_path("2-3p"))) == load_board(board_path("2-3p")) == printed


def test_board_module_never_imports_pygame() -> None:
    code = "import sys, meduris_gui.games.meduris.rules.board; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).parents[3]).returncode == 0


# -- broken files -------------------------------------------------------------------------------

DELETE = object()


def shipped_doc() -> dict:
    return yaml.safe_load(board_path("2-3p").read_text(encoding="utf-8"))


def edit(doc: dict, path: str, value: Any) -> None:
    """Set (or delete, with DELETE) the field at a path like 'spaces[3].materials[1]'."""
    keys: list[Any] = [int(k) if k.isdigit() else k for k in re.findall(r"[^.\[\]]+", path)]
    *parents, last = keys
    node: Any = doc
    for key in parents:
        node = node[key]
    if value is DELETE:
        del node[last]
    else:
        node[last] = value


def write(tmp_path: Path, doc: Any) -> Path:
    path = tmp_path / "broken-board.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    return path


def rotate_territories(doc: dict) -> None:
    """Territory 8 takes space 0: a run that wraps across the river."""
    doc["territories"][8]["spaces"] = [29, 30, 31, 0]
    doc["territories"][0]["spaces"] = [1, 2, 3, 4]


BROKEN = [
    # (id, {field path: new value or DELETE}, field named in the error, word of the problem)
    ("wrong format", {"format": "chess-board"}, "format", "meduris-board"),
    ("missing format", {"format": DELETE}, "format", "missing"),
    ("unsupported version", {"version": 2}, "version", "unsupported"),
    ("version as string", {"version": "1"}, "version", "unsupported"),
    ("missing top key", {"spaces": DELETE}, "spaces", "missing"),
    ("unknown top key", {"colour": "red"}, "colour", "unknown key"),
    ("side empty", {"side": ""}, "side", "non-empty"),
    ("side not a string", {"side": 4}, "side", "string"),
    ("players not a list", {"players": 3}, "players", "list"),
    ("players empty", {"players": []}, "players", "empty"),
    ("players out of range", {"players": [2, 5]}, "players[1]", "player count"),
    ("players not ints", {"players": ["two"]}, "players[0]", "integer"),
    ("players boolean", {"players": [True]}, "players[0]", "integer"),
    ("players duplicate", {"players": [2, 2]}, "players[1]", "duplicate"),
    ("unknown design", {"design": "homemade"}, "design", "unknown design"),
    ("own design without note", {"design": "own"}, "note", "missing"),
    ("spaces not a list", {"spaces": 5}, "spaces", "list"),
    ("no spaces", {"spaces": []}, "spaces", "no spaces"),
    ("space not a mapping", {"spaces[3]": [1, 2]}, "spaces[3]", "mapping"),
    ("space unknown key", {"spaces[3].z": 0.5}, "spaces[3].z", "unknown key"),
    ("space missing key", {"spaces[3].x": DELETE}, "spaces[3].x", "missing"),
    ("materials not a list", {"spaces[3].materials": 7}, "spaces[3].materials", "list"),
    ("unknown material", {"spaces[3].materials[1]": "gold"}, "spaces[3].materials[1]", "unknown material"),
    ("material not a string", {"spaces[3].materials[0]": 1}, "spaces[3].materials[0]", "unknown material"),
    ("same material twice", {"spaces[3].materials": ["wood", "wood"]}, "spaces[3].materials", "twice"),
    ("three materials", {"spaces[3].materials": ["wood", "wool", "stone"]}, "spaces[3].materials", "two"),
    ("one material", {"spaces[3].materials": ["wood"]}, "spaces[3].materials", "two"),
    ("duplicate space index", {"spaces[4].index": 3}, "spaces[4].index", "duplicate"),
    ("space index gap", {"spaces[31].index": 32}, "spaces[31].index", "expected index 31"),
    ("space index from 1", {"spaces[0].index": 1}, "spaces[0].index", "expected index 0"),
    ("space index not int", {"spaces[3].index": "3"}, "spaces[3].index", "integer"),
    ("space index boolean", {"spaces[1].index": True}, "spaces[1].index", "integer"),
    ("x out of range", {"spaces[3].x": 1.5}, "spaces[3].x", "range"),
    ("y negative", {"spaces[3].y": -0.1}, "spaces[3].y", "range"),
    ("y not a number", {"spaces[3].y": "high"}, "spaces[3].y", "number"),
    ("y not a number (nan)", {"spaces[3].y": float("nan")}, "spaces[3].y", "range"),
    ("not 9 territories (8)", {"territories[8]": DELETE}, "territories", "9"),
    ("territories not a list", {"territories": {"a": 1}}, "territories", "list"),
    ("duplicate territory index", {"territories[2].index": 1}, "territories[2].index", "duplicate"),
    ("territory index order", {"territories[2].index": 5}, "territories[2].index", "expected index 2"),
    ("duplicate rune", {"territories[2].rune": "sun"}, "territories[2].rune", "duplicate"),
    ("printed rune name", {"territories[2].rune": "S-spiral"}, "territories[2].rune", "unknown rune"),
    ("space in no territory", {"territories[0].spaces": [0, 1, 2, 3]}, "territories", "no territory"),
    ("space in two territories", {"territories[1].spaces": [4, 5, 6, 7]}, "territories[1].spaces[0]",
     "already"),
    ("territory not a run", {"territories[0].spaces": [0, 1, 3, 2, 4]}, "territories[0].spaces[2]",
     "consecutive"),
    ("territory with missing space", {"territories[8].spaces": [29, 30, 31, 32]}, "territories[8].spaces[3]",
     "no space 32"),
    ("territory space negative", {"territories[0].spaces[0]": -1}, "territories[0].spaces[0]", "no space -1"),
    ("territory without spaces", {"territories[3].spaces": []}, "territories[3].spaces", "empty"),
    ("territory spaces a number", {"territories[3].spaces": 12}, "territories[3].spaces", "list"),
    ("label not a point", {"territories[0].label": [0.1]}, "territories[0].label", "point"),
    ("label out of range", {"territories[0].label": [0.1, 2]}, "territories[0].label[1]", "range"),
    ("river after out of range", {"river.after": 32}, "river.after", "out of range"),
    ("river after negative", {"river.after": -1}, "river.after", "out of range"),
    ("river missing after", {"river.after": DELETE}, "river.after", "missing"),
    ("river course one point", {"river.course": [[0.0, 0.3]]}, "river.course", "two points"),
    ("river course numbers", {"river.course": [0.0, 0.3]}, "river.course[0]", "list"),
    ("druid entry out of range", {"druid.entry": 40}, "druid.entry", "out of range"),
    ("druid entry float", {"druid.entry": 0.0}, "druid.entry", "integer"),
    ("no rock spaces", {"druid.rocks": []}, "druid.rocks", "no rock"),
    ("temple out of range", {"druid.temple": [-0.1, 0.5]}, "druid.temple[0]", "range"),
    ("temple a number", {"druid.temple": 0.5}, "druid.temple", "list"),
    ("missing highland", {"highlands.copper": DELETE}, "highlands.copper", "missing"),
    ("unknown highland", {"highlands.gold": {"at": [0.5, 0.5], "supply": [0.5, 0.6]}}, "highlands.gold",
     "unknown highland"),
    ("highlands a list", {"highlands": [1, 2]}, "highlands", "mapping"),
    ("highland a point", {"highlands.wood": [0.4, 0.3]}, "highlands.wood", "mapping"),
    ("highland missing supply", {"highlands.wool.supply": DELETE}, "highlands.wool.supply", "missing"),
    ("missing die", {"die": DELETE}, "die", "missing"),
    ("die a point", {"die": [0.5, 0.5]}, "die", "mapping"),
    ("die rest out of range", {"die.rest": [0.5, 1.5]}, "die.rest[1]", "range"),
    ("die area one corner", {"die.area": [[0.4, 0.1]]}, "die.area", "two corners"),
    ("die area upside down", {"die.area": [[0.7, 0.3], [0.5, 0.1]]}, "die.area", "top-left"),
    ("die rest outside its area", {"die.rest": [0.1, 0.1]}, "die.rest", "outside"),
]


@pytest.mark.parametrize("edits, field, word", [c[1:] for c in BROKEN], ids=[c[0] for c in BROKEN])
def test_broken_board_is_refused(tmp_path: Path, edits: dict, field: str, word: str) -> None:
    doc = copy.deepcopy(shipped_doc())
    for path, value in edits.items():
        edit(doc, path, value)
    path = write(tmp_path, doc)
    with pytest.raises(BoardError) as info:
        load_board(path)
    err = info.value
    assert path.name in str(err)
    assert err.field == field, str(err)
    assert word.lower() in err.problem.lower(), str(err)
    assert str(err) == f"{err.file}: {err.field}: {err.problem}"


def test_ten_territories_are_refused(tmp_path: Path) -> None:
    doc = shipped_doc()
    doc["territories"].append(dict(doc["territories"][0], index=9))
    with pytest.raises(BoardError, match=r"territories: expected 9"):
        load_board(write(tmp_path, doc))


def test_a_territory_may_wrap_across_the_end_of_the_ring(tmp_path: Path) -> None:
    doc = shipped_doc()
    rotate_territories(doc)
    board = load_board(write(tmp_path, doc))
    assert board.territories[8].spaces == (29, 30, 31, 0)
    assert board.space_territory[0] == 8


RAW = [
    # (id, file text, field, word)
    ("syntax error", "format: meduris-board\nversion: 1\nspaces: [1, 2\nside: x\n", "line 4", "YAML"),
    ("tab indentation", "format: meduris-board\n\tversion: 1\n", "line 2", "YAML"),
    ("empty file", "", "(document)", "mapping"),
    ("top level a list", "- format\n- meduris-board\n", "(document)", "mapping"),
    ("top level a number", "42\n", "(document)", "mapping"),
]


@pytest.mark.parametrize("text, field, word", [c[1:] for c in RAW], ids=[c[0] for c in RAW])
def test_unreadable_yaml_is_refused(tmp_path: Path, text: str, field: str, word: str) -> None:
    path = tmp_path / "raw-board.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BoardError) as info:
        load_board(path)
    assert "raw-board.yaml" in str(info.value)
    assert info.value.field == field, str(info.value)
    assert word.lower() in info.value.problem.lower()


def test_yaml_yes_is_not_a_coordinate(tmp_path: Path) -> None:
    text = board_path("2-3p").read_text(encoding="utf-8").replace("x: 0.305", "x: yes")
    path = tmp_path / "yes-board.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BoardError, match=r"yes-board\.yaml: spaces\[3\]\.x: expected a number.*boolean"):
        load_board(path)


def test_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(BoardError) as info:
        load_board(tmp_path / "nowhere.yaml")
    assert "nowhere.yaml" in str(info.value) and "not found" in info.value.problem


@pytest.mark.parametrize(("kind", "problem"), [("directory", "a folder, not a file"),
                                               ("not utf-8", "not UTF-8 text (byte 0xff)")])
def test_unreadable_file_is_refused(tmp_path: Path, kind: str, problem: str) -> None:
    path = tmp_path / "odd.yaml"
    if kind == "directory":
        path.mkdir()
    else:
        path.write_bytes(b"format: \xff\xfe meduris\n")
    with pytest.raises(BoardError) as info:
        load_board(path)
    assert "odd.yaml" in str(info.value) and info.value.problem == problem


def test_material_names_match_the_enum() -> None:
    assert [MATERIAL_NAMES[m] for m in Material] == ["wood", "wool", "copper", "stone"]
