"""The board and the card table of Eiszeit as data (B1-B3, O1-O3, the card table): every known fact
of the board holds for the shipped file, and broken files are refused naming file, field and
problem."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from meduris_gui.games.eiszeit.rules.board import BoardError, board_path, load_board, parse_board
from meduris_gui.games.eiszeit.rules.cards import CardsError, cards_path, load_cards, parse_cards

BOARD_TEXT = board_path().read_text(encoding="utf-8")
CARDS_TEXT = cards_path().read_text(encoding="utf-8")


def test_B1_twelve_regions_in_three_rows_six_kinds_two_each_never_adjacent():
    board = load_board()
    assert [r.id for r in board.regions] == list(range(1, 13))
    assert len(board.kinds) == 6 and "steppe" in board.kinds
    for kind in board.kinds:
        a, b = board.of_kind(kind)
        assert not board.is_adjacent(a, b)
        assert not {a, b} <= {1, 2, 3, 4}                  # every L1 card works with 3 players
    assert board.of_kind("steppe") == (5, 11)            # X7: steppe regions 5 and 11
    rows = [sorted(r.id for r in board.regions if abs(r.centre[1] - y) < 1e-9) for y in (0.25, 0.55, 0.85)]
    assert rows == [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]


def test_B2_the_known_adjacencies_of_the_rulebook():
    board = load_board()
    for a, b in ((1, 6), (7, 12), (6, 9), (4, 7), (4, 8), (8, 12)):
        assert board.is_adjacent(a, b) and board.is_adjacent(b, a)
    for a, b in ((2, 7), (6, 11), (3, 6), (7, 10)):          # O3: 3-6 and 7-10 not adjacent
        assert not board.is_adjacent(a, b)
    assert len(board.pairs) == 21


def test_B2_the_top_edge_is_regions_1_to_4():
    board = load_board()
    assert [r.id for r in board.regions if r.top_edge] == [1, 2, 3, 4]


def test_B3_outlines_share_a_border_exactly_for_adjacent_pairs():
    from meduris_gui.games.eiszeit.rules.board import shares_border
    board = load_board()
    for a in board.regions:
        for b in board.regions:
            if a.id < b.id:
                assert shares_border(a.outline, b.outline) == board.is_adjacent(a.id, b.id), (a.id, b.id)


def _mutated(change) -> str:
    doc = yaml.safe_load(BOARD_TEXT)
    change(doc)
    return yaml.safe_dump(doc)


@pytest.mark.parametrize("change, field, words", [
    (lambda d: d["regions"].pop(), "regions", "exactly 12"),
    (lambda d: d["regions"][2].update(id=7), "regions[2].id", "expected id 3"),
    (lambda d: d["regions"][4].update(kind="desert"), "regions[4].kind", "unknown kind"),
    (lambda d: d["regions"][4].update(top_edge=True), "regions[4].top_edge", "regions 1-4"),
    (lambda d: d["regions"][10].update(kind="tundra"), "regions", "kind"),
    (lambda d: d["adjacent"].append([2, 7]), "adjacent", "share no border"),
    (lambda d: d["adjacent"].remove([1, 6]), "regions[5].outline", "not listed in adjacent"),
    (lambda d: d["adjacent"].append([3, 3]), "adjacent[21]", "itself"),
    (lambda d: d["adjacent"].append([6, 1]), "adjacent[21]", "listed twice"),
    (lambda d: d["regions"][0]["outline"].reverse(), "regions[0].outline", "clockwise"),
    (lambda d: d["regions"][0].update(centre=[0.9, 0.9]), "regions[0].centre", "not inside"),
    (lambda d: d.update(kinds=["tundra"] * 6), "kinds", "twice"),
    (lambda d: d.update(version=2), "version", "version"),
    (lambda d: d.pop("adjacent"), "adjacent", "missing"),
    (lambda d: d["regions"][0].update(outline="square"), "regions[0].outline", "a list"),
])
def test_B3_a_broken_board_file_names_field_and_problem(change, field, words):
    with pytest.raises(BoardError) as caught:
        parse_board(_mutated(change), "boards/eiszeit.yaml")
    error = caught.value
    assert error.file == "boards/eiszeit.yaml" and error.field == field and words in error.problem, str(error)


def test_B3_a_board_file_that_is_not_yaml_or_too_deep_is_refused(tmp_path: Path):
    with pytest.raises(BoardError) as caught:
        parse_board("regions: [1, 2", "b.yaml")
    assert caught.value.field.startswith("line") or caught.value.field == "(file)"
    with pytest.raises(BoardError):
        parse_board("[" * 200 + "]" * 200, "b.yaml")
    big = tmp_path / "big.yaml"
    big.write_text("#" * 200_000)
    with pytest.raises(BoardError) as caught:
        load_board(big)
    assert caught.value.field == "(file)"


def test_O1_the_card_table_pins_every_count_and_price():
    table = load_cards()
    by_kind: dict = {}
    for code, kind in table.kind.items():
        by_kind.setdefault(kind, []).append(code)
    counts = {kind: sum(table.deck[table.colour[c]].count(c) for c in codes) for kind, codes in by_kind.items()}
    assert counts == {"L1": 12, "L2": 3, "L3": 3, "L4": 2, "L5": 3, "L6": 2, "L7": 2, "L8": 3, "L9": 3,
                      "D1": 2, "D2": 3, "D3": 3, "D4": 4, "D5": 3, "D6": 2, "D7": 2, "D8": 3}
    price = {table.kind[c]: table.cost[c] for c in table.cost}
    assert price == {"L1": 3, "L2": 1, "L3": 2, "L4": 4, "L5": 2, "L6": None, "L7": 3, "L8": 2, "L9": 1,
                     "D1": 4, "D2": 3, "D3": 2, "D4": 3, "D5": 2, "D6": None, "D7": 1, "D8": 3}
    assert table.l8 == {"place": 2, "adjacent": 3, "anywhere": 5}
    assert len(table.deck["light"]) == 33 and len(table.deck["dark"]) == 22
    assert sorted(c for c in set(table.deck["light"]) if c.startswith("l1-")) == \
        ["l1-forest", "l1-hills", "l1-lakes", "l1-marsh", "l1-steppe", "l1-tundra"]
    assert all(table.deck["light"].count(f"l1-{k}") == 2 for k in load_board().kinds)


def _cards_mutated(change) -> str:
    doc = yaml.safe_load(CARDS_TEXT)
    change(doc)
    return yaml.safe_dump(doc)


@pytest.mark.parametrize("change, field, words", [
    (lambda d: d["cards"][1].update(count=4), "cards", "34 light cards"),
    (lambda d: d["cards"][0].update(count=11), "cards[0].count", "equally"),
    (lambda d: d["cards"][9].update(colour="light"), "cards[9].colour", "dark card"),
    (lambda d: d["cards"][5].update(stones=2), "cards[5].stones", "copy"),
    (lambda d: d["cards"][7].update(stones={"place": 4, "adjacent": 3, "anywhere": 5}), "cards[7].stones", "rise"),
    (lambda d: d["cards"][7]["stones"].pop("anywhere"), "cards[7].stones.anywhere", "missing"),
    (lambda d: d["cards"][2].update(stones=0), "cards[2].stones", "out of range"),
    (lambda d: d["cards"][2].update(id="L1"), "cards[2].id", "twice"),
    (lambda d: d["cards"].pop(), "cards", "missing card D8"),
    (lambda d: d["cards"][2].update(id="Q7"), "cards[2].id", "unknown card"),
    (lambda d: d.update(format="eiszeit-board"), "format", "eiszeit-cards"),
])
def test_O1_a_broken_card_table_names_field_and_problem(change, field, words):
    with pytest.raises(CardsError) as caught:
        parse_cards(_cards_mutated(change), "boards/eiszeit-cards.yaml")
    error = caught.value
    assert error.file == "boards/eiszeit-cards.yaml" and error.field == field and words in error.problem, str(error)


def test_O2_the_card_table_is_checked_against_the_board_kinds():
    board = parse_board(BOARD_TEXT.replace("steppe", "prairie"), "b.yaml")
    table = parse_cards(CARDS_TEXT, "c.yaml", board)
    assert "l1-prairie" in table.deck["light"] and "l1-steppe" not in table.deck["light"]


def test_O1_a_card_table_file_is_read_bounded_and_as_yaml_only(tmp_path: Path):
    big = tmp_path / "cards.yaml"
    big.write_text("#" * 60_000)
    with pytest.raises(CardsError) as caught:
        load_cards(big, load_board())
    assert caught.value.field == "(file)"
    hostile = tmp_path / "hostile.yaml"
    hostile.write_text("!!python/object/apply:os.system ['true']\n")
    with pytest.raises(CardsError):
        load_cards(hostile, load_board())
    with pytest.raises(CardsError) as caught:
        load_cards(tmp_path / "missing.yaml", load_board())
    assert caught.value.field == "(file)"
