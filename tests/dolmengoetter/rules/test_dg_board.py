"""The Dolmengötter board file (docs/RULES-dolmengoetter.md, B1-B8): the shipped board meets every
constraint, and a file breaking one is refused with a BoardError naming the field and the rule."""

from __future__ import annotations

import copy
from collections import Counter, deque

import pytest
import yaml

from meduris_gui.games.dolmengoetter.rules.board import (BoardError, MAX_STACK, MULTIPLIER, board_path, load_board,
                                                         parse_board)
from meduris_gui.fileformat import FileFormatError

BOARD = load_board()
DOC = yaml.safe_load(board_path().read_text(encoding="utf-8"))


def broken(mutate) -> BoardError:
    doc = copy.deepcopy(DOC)
    mutate(doc)
    with pytest.raises(BoardError) as caught:
        parse_board(yaml.safe_dump(doc), "mutated.yaml")
    assert caught.value.file == "mutated.yaml"
    return caught.value


# -- the shipped board ------------------------------------------------------------------------------

def test_the_board_file_is_our_own_design_and_says_so():
    assert DOC["format"] == "dolmengoetter-board" and DOC["version"] == 1 and DOC["design"] == "own"
    assert "not the printed board" in DOC["note"]
    assert BOARD.source == "boards/dolmengoetter.yaml"
    assert load_board() is BOARD                                    # read once, shared


def test_B1_28_circles_8_squares_12_hexagons_8_octagons_of_distinct_places():
    assert len(BOARD.circles) == 28
    assert Counter(c.shape for c in BOARD.circles) == {"square": 8, "hexagon": 12, "octagon": 8}
    for c in BOARD.circles:
        assert len(c.places) == {"square": 4, "hexagon": 6, "octagon": 8}[c.shape] == len(set(c.places))
    assert len({c.id for c in BOARD.circles}) == 28
    assert [c.index for c in BOARD.circles] == list(range(28))


def test_P2_M8_multipliers_and_largest_stacks_by_shape():
    assert MULTIPLIER == {"square": 3, "hexagon": 4, "octagon": 5}
    assert MAX_STACK == {"square": 2, "hexagon": 4, "octagon": 6}
    for c in BOARD.circles:
        assert (c.multiplier, c.max_stack) == (MULTIPLIER[c.shape], MAX_STACK[c.shape])


def test_B2_every_place_on_one_to_three_circles_with_the_appendix_counts():
    assert Counter(len(of) for of in BOARD.circles_of) == {1: 12, 2: 27, 3: 34}
    for p, of in enumerate(BOARD.circles_of):
        for c in of:
            assert p in BOARD.circles[c].places


def test_B3_adjacency_is_edges_runes_and_corners():
    assert len(BOARD.edges) == 100
    links = set(BOARD.edges) | {(min(a, b), max(a, b)) for _r, a, b in BOARD.runes}
    corners = BOARD.corners
    links |= {(min(a, b), max(a, b)) for a in corners for b in corners if a != b}
    derived = {(min(a, b), max(a, b)) for a, near in enumerate(BOARD.adjacent) for b in near}
    assert derived == links
    assert len(links) == 100 + 14 + 6
    for a, near in enumerate(BOARD.adjacent):
        assert a not in near and all(a in BOARD.adjacent[b] for b in near)


def test_B4_every_edge_place_but_the_corners_has_a_rune_paired_across_the_board():
    assert len(BOARD.runes) == 14
    xs = [x for x, _ in BOARD.xy]
    ys = [y for _, y in BOARD.xy]
    edge = {p for p, (x, y) in enumerate(BOARD.xy) if x in (min(xs), max(xs)) or y in (min(ys), max(ys))}
    carriers = [p for _r, a, b in BOARD.runes for p in (a, b)]
    assert sorted(carriers) == sorted(edge - set(BOARD.corners))
    for _r, a, b in BOARD.runes:
        (xa, ya), (xb, yb) = BOARD.xy[a], BOARD.xy[b]
        assert (xa == xb and {ya, yb} == {min(ys), max(ys)}) or (ya == yb and {xa, xb} == {min(xs), max(xs)})


def test_B5_the_four_corners_are_pairwise_adjacent():
    assert len(set(BOARD.corners)) == 4
    for a in BOARD.corners:
        assert set(BOARD.corners) - {a} <= BOARD.adjacent[a]


def test_B6_enough_places_for_five_players():
    assert BOARD.places == 73 >= 5 * 10 + 15


def test_B7_the_polygon_edges_alone_connect_the_board():
    links = {p: set() for p in range(BOARD.places)}
    for a, b in BOARD.edges:
        links[a].add(b)
        links[b].add(a)
    seen, todo = {0}, deque([0])
    while todo:
        for q in links[todo.popleft()] - seen:
            seen.add(q)
            todo.append(q)
    assert len(seen) == BOARD.places


def test_B8_coordinates_are_fractions_and_distinct():
    assert all(0 <= x <= 1 and 0 <= y <= 1 for x, y in BOARD.xy)
    assert len(set(BOARD.xy)) == BOARD.places
    assert all(0 < c.centre[0] < 1 and 0 < c.centre[1] < 1 for c in BOARD.circles)


# -- mutated files: each broken constraint is named --------------------------------------------------

def _circle(doc, cid):
    return next(c for c in doc["circles"] if c["id"] == cid)


@pytest.mark.parametrize("mutate, field, words", [
    (lambda d: d["circles"].pop(), "circles", "B1"),
    (lambda d: _circle(d, "a").update(shape="hexagon"), "circles[0].places", "B1"),
    (lambda d: _circle(d, "a").update(places=[0, 1, 10, 10]), "circles[0].places", "B1"),
    (lambda d: _circle(d, "b").update(id="a"), "circles[1].id", "B1"),
    (lambda d: _circle(d, "a").update(shape="circle"), "circles[0].shape", "unknown shape"),
    (lambda d: _circle(d, "a").update(shape="hexagon", places=[0, 1, 2, 11, 10, 9]), "circles", "B1"),
])
def test_B1_broken_circles_are_refused(mutate, field, words):
    error = broken(mutate)
    assert error.field == field and words in error.problem


def test_B2_a_place_on_no_circle_is_refused():
    def mutate(d):
        d["places"].append({"id": 73, "x": 0.51, "y": 0.52})
    error = broken(mutate)
    assert error.field == "places[73]" and "B2" in error.problem


def test_B2_a_place_on_four_circles_is_refused():
    # square u (21, 22, 31, 30) and square v take place 36, already on two octagons: four circles.
    def mutate(d):
        _circle(d, "u")["places"] = [21, 22, 31, 36]
        _circle(d, "v")["places"] = [41, 42, 36, 50]
    error = broken(mutate)
    assert error.field.startswith("places[") and "B2" in error.problem


def test_B4_a_rune_on_an_inner_place_is_refused():
    error = broken(lambda d: d["runes"][0].update(places=[9, 10]))
    assert error.field == "runes[0].places[1]" and "B4" in error.problem


def test_B4_a_rune_pair_not_across_the_board_is_refused():
    error = broken(lambda d: d["runes"][0].update(places=[9, 17]))
    assert error.field == "runes[0].places" and "B4" in error.problem


def test_B4_an_edge_place_without_rune_is_refused():
    error = broken(lambda d: d["runes"].pop())
    assert error.field == "runes" and "B4" in error.problem


def test_B4_a_rune_twice_is_refused():
    error = broken(lambda d: d["runes"][1].update(rune=1))
    assert error.field == "runes[1].rune" and "B4" in error.problem


def test_B5_corners_must_be_corners():
    error = broken(lambda d: d.update(corners=[0, 8, 64, 71]))
    assert error.field == "corners[3]" and "B5" in error.problem
    error = broken(lambda d: d.update(corners=[0, 8, 64]))
    assert error.field == "corners" and "B5" in error.problem


def test_B6_too_few_places_is_refused():
    error = broken(lambda d: d.update(places=d["places"][:64]))
    assert error.field == "places" and "B6" in error.problem


def test_B7_a_file_with_an_island_is_refused():
    # Square u's places are all on other circles too: give u four new inner places of its own.
    # B1-B6 still hold (77 places, every place on 1-3 circles, runes and corners untouched).
    def mutate(d):
        base = len(d["places"])
        d["places"] += [{"id": base + k, "x": x, "y": y}
                        for k, (x, y) in enumerate([(0.44, 0.44), (0.46, 0.44), (0.46, 0.46), (0.44, 0.46)])]
        _circle(d, "u")["places"] = [base, base + 1, base + 2, base + 3]
    error = broken(mutate)
    assert error.field == "circles" and "B7" in error.problem and "place 73" in error.problem


def test_B7_a_board_in_two_pieces_is_refused():
    # A mutation of the real file that keeps B1-B6 and breaks only B7 needs another board; the
    # loader's check itself is run here on two islands (0-1-2 and 3-4), then on one piece.
    from meduris_gui.games.dolmengoetter.rules.board import _BoardReader
    reader = _BoardReader("islands.yaml", BoardError)
    with pytest.raises(BoardError) as caught:
        reader.connected(((0, 1), (1, 2), (0, 2), (3, 4)), 5)
    assert caught.value.field == "circles" and "B7" in caught.value.problem and "place 3" in caught.value.problem
    reader.connected(((0, 1), (1, 2), (2, 3), (3, 4)), 5)


def test_B8_coordinates_out_of_range_are_refused():
    error = broken(lambda d: d["places"][3].update(x=1.5))
    assert error.field == "places[3].x"


@pytest.mark.parametrize("mutate, field", [
    (lambda d: d.update(format="meduris-board"), "format"),
    (lambda d: d.update(version=2), "version"),
    (lambda d: d.update(extra=1), "extra"),
    (lambda d: d.pop("corners"), "corners"),
    (lambda d: d.update(note=""), "note"),
    (lambda d: d["places"][5].update(id=6), "places[5].id"),
    (lambda d: d["circles"][0]["places"].__setitem__(0, 99), "circles[0].places[0]"),
])
def test_the_header_and_fields_are_checked(mutate, field):
    assert broken(mutate).field == field


def test_a_file_that_is_not_a_board_is_refused(tmp_path):
    path = tmp_path / "x.yaml"
    path.write_text("- just\n- a list\n")
    with pytest.raises(BoardError) as caught:
        load_board(path)
    assert caught.value.file == str(path)
    with pytest.raises(FileFormatError):
        load_board(tmp_path / "missing.yaml")
    path.write_text("a: !!python/object/apply:os.system ['true']\n")   # safe loading only
    with pytest.raises(BoardError):
        load_board(path)
