"""RULES.md, payment and settlements (R0 substitution, R1 settlements, R2 neighbours, R3 bonus tokens)."""

from __future__ import annotations

import itertools

import pytest

from meduris_gui.games.meduris.rules import events as E
from meduris_gui.games.meduris.rules.actions import parse_materials
from meduris_gui.games.meduris.rules.board import MATERIAL_NAMES
from meduris_gui.games.meduris.rules.kinds import Building, Phase, Token

from position import assert_illegal, of_type, position, score, stock

P3 = ["purple", "blue", "green"]
M = parse_materials


def build(buildings=None, stocks="", **kw):
    """Blue to play part 2 with `stocks`, druid on his rock spaces (no ritual to get in the way)."""
    return position(P3, buildings=buildings or {}, stocks={"blue": stocks}, turn="blue", druid=1, **kw)


def built(events):
    (event,) = of_type(events, E.Built)
    return event


# -- R0 substitution -----------------------------------------------------------------------------

def reference_payments(stock, n, a, b):
    """R0 straight from the text: each of the 2n required units is paid itself or by any three
    materials of kinds other than the replaced one. Every distinct vector the stock allows."""
    def ways(unit):
        yield tuple(int(m == unit) for m in range(4))
        others = [m for m in range(4) if m != unit]
        for trio in itertools.combinations_with_replacement(others, 3):
            yield tuple(trio.count(m) for m in range(4))
    found = set()
    for choice in itertools.product(*[list(ways(u)) for u in [a] * n + [b] * n]):
        vector = tuple(sum(v[m] for v in choice) for m in range(4))
        if all(vector[m] <= stock[m] for m in range(4)):
            found.add(vector)
    return found


@pytest.mark.parametrize("space, buildings, have", [
    (5, {}, "wood,wool"),                       # wood + wool, once
    (5, {}, "2wood,2wool,2copper,2stone"),
    (5, {}, "wool,3copper,3stone"),
    (17, {}, "6stone,wood"),
    (11, {10: ("green", "hut")}, "2copper,2wool,3stone,3wood"),    # 2nd hut: 2 copper + 2 wool
    (11, {10: ("green", "hut")}, "copper,4wool,4stone"),
])
def test_R0_the_payer_chooses_among_all_distinct_payments(space, buildings, have):
    game = build(buildings, have)
    a, b = game.state.board.space_materials[space]
    n = 2 if buildings else 1
    offered = game.payments_for(f"build hut {space}")
    assert len(offered) == len(set(offered))                        # each payment once
    assert set(offered) == reference_payments(M(have), n, a, b)
    assert [sum(p) for p in offered] == sorted(sum(p) for p in offered)   # cheapest first


def test_R0_a_missing_material_is_replaced_by_three_others():
    game = build(stocks="stone,3copper")                             # 17 asks stone + wool
    assert game.payments_for("build hut 17") == ((0, 0, 3, 1),)
    assert built(game.apply("build hut 17")).paid == (0, 0, 3, 1)
    assert stock(game, "blue") == "nothing" and game.state.supply == [18, 18, 18, 18]


def test_R0_the_three_may_be_of_any_kinds_other_than_the_replaced_one_even_the_other_asked_one():
    game = build(stocks="4wool")                                     # 5 asks wood + wool
    assert game.payments_for("build hut 5") == ((0, 4, 0, 0),)      # wood paid as three wool


def test_R0_never_three_of_the_replaced_kind_itself():
    game = build(stocks="3wood,wool,copper")
    assert (3, 1, 0, 0) not in game.payments_for("build hut 5")
    assert_illegal(game, "build hut 5 pay 3wood,wool", "does not pay", "R0")


def test_R0_substitution_is_allowed_at_any_time_even_holding_the_material():
    game = build(stocks="stone,wool,3copper")
    assert set(game.payments_for("build hut 17")) == {(0, 1, 0, 1), (0, 1, 3, 0), (0, 0, 3, 1)}


def test_R0_several_ways_the_payment_is_a_decision_of_its_own():
    game = build(stocks="stone,wool,3copper")
    events = game.apply("build hut 17")
    assert events == [E.PaymentAsked(1, "hut", 17, 1)] and game.state.phase == Phase.PAY and game.current_player() == 1
    assert game.state.pending == (1, 17, 1)
    assert sorted(str(a) for a in game.legal_actions()) == ["pay 3copper,stone", "pay wool,3copper", "pay wool,stone"]
    assert_illegal(game, "pay wool,copper", "does not pay", "R0")
    assert_illegal(game, "build hut 18", "must choose how to pay")
    events = game.apply("pay 3copper,wool")
    assert built(events).paid == (0, 1, 3, 0) and stock(game, "blue") == "stone"
    assert of_type(events, E.MaterialsReturned)[0].reason == "build"


def test_R0_one_way_only_the_engine_pays_at_once():
    game = build(stocks="stone,wool,copper")
    events = game.apply("build hut 17")
    assert built(events).paid == (0, 1, 0, 1) and game.state.phase != Phase.PAY


def test_R0_the_compound_form_builds_and_pays_in_one_action():
    game = build(stocks="stone,wool,3copper")
    events = game.apply("build hut 17 pay 3copper,wool")
    assert built(events).paid == (0, 1, 3, 0) and game.state.kind[17] == Building.HUT
    game = build(stocks="stone,wool,3copper")
    assert_illegal(game, "build hut 17 pay 2copper,wool,stone", "does not pay")
    assert_illegal(game, "build temple 17 pay 4copper", "does not pay")


# -- R1 settlements ---------------------------------------------------------------------------------

@pytest.mark.parametrize("space, paid", [(11, "2copper,2wool"), (9, "2wool,2stone")])
def test_R1_the_second_hut_of_a_settlement_costs_two_of_each_on_either_side(space, paid):
    game = build({10: ("green", "hut")}, "4wool,4copper,4stone")
    event = built(game.apply(f"build hut {space} pay {paid}"))
    assert (event.size, event.cost, event.paid) == (2, 2, M(paid))


@pytest.mark.parametrize("space", [9, 12])
def test_R1_the_third_hut_costs_three_of_each_any_colours(space):
    game = build({10: ("green", "hut"), 11: ("purple", "hut")}, "2stone,2copper,2wool")
    assert not game.is_legal(f"build hut {space}")
    assert_illegal(game, f"build hut {space}", "cannot pay 3 ")
    a, b = game.state.board.space_materials[space]
    assert game.is_legal(f"build temple {space}")                    # C: a temple pays once
    game = build({10: ("green", "hut"), 11: ("purple", "hut")}, "3stone,3copper,3wool")
    names = [MATERIAL_NAMES[a], MATERIAL_NAMES[b]]
    event = built(game.apply(f"build hut {space} pay 3{names[0]},3{names[1]}"))
    assert (event.size, event.cost) == (3, 3)
    assert event.paid[a] == event.paid[b] == 3


def test_R1_no_size_limit_the_sixth_hut_costs_six_of_each():
    huts = {s: ("green", "hut") for s in range(20, 25)}
    game = build(huts, "6wood,6stone")                               # 25: wood + stone
    event = built(game.apply("build hut 25"))
    assert (event.size, event.cost, event.paid) == (6, 6, (6, 0, 0, 6))


def test_R1_closing_the_gap_between_two_huts_pays_for_the_whole_new_settlement():
    game = build({10: ("green", "hut"), 12: ("purple", "hut")}, "3copper,3wool")
    event = built(game.apply("build hut 11"))
    assert (event.size, event.cost, event.paid) == (3, 3, (0, 3, 3, 0))


def test_R1_temples_and_unbuilt_spaces_bound_settlements():
    game = build({10: ("green", "hut"), 11: ("purple", "temple"), 14: ("green", "hut")}, "stone,copper")
    event = built(game.apply("build hut 12"))                        # temple left, empty right
    assert (event.size, event.cost) == (1, 1)


# -- R2 neighbours ------------------------------------------------------------------------------------

def test_R2_neighbours_along_the_ring_across_the_river_31_and_0():
    game = build({31: ("green", "hut")}, "2wool,2copper")
    assert built(game.apply("build hut 0")).cost == 2
    game = build({0: ("green", "hut")}, "2wool,2stone")
    assert built(game.apply("build hut 31")).cost == 2
    game = build({30: ("green", "hut"), 31: ("purple", "hut"), 0: ("green", "hut")}, "4stone,4wood")
    assert built(game.apply("build hut 1")).cost == 4                # the settlement spans the river


def test_R2_on_the_4_player_side_39_and_0_are_neighbours():
    game = position(["purple", "blue", "green", "red"], buildings={39: ("green", "hut")},
                    stocks={"blue": "2wool,2stone"}, turn="blue", druid=1)
    assert game.state.board.side == "4p"
    assert built(game.apply("build hut 0")).cost == 2               # 0 asks wool + stone


def test_R2_two_spaces_apart_are_not_neighbours():
    game = build({29: ("green", "hut")}, "wool,stone")
    assert built(game.apply("build hut 31")).cost == 1


# -- R3 bonus tokens ------------------------------------------------------------------------------

def test_R3_plus2_token_removed_hut_built_and_paid_two_points():
    game = build(stocks="stone,wool", tokens={17: "plus2"})
    events = game.apply("build hut 17")
    assert of_type(events, E.BonusUsed) == [E.BonusUsed(1, 17, "plus2")]
    assert E.Scored(1, 2, 7, "bonus") in events
    assert game.state.token[17] == Token.NONE and stock(game, "blue") == "nothing"


def test_R3_free_hut_no_payment_whatever_the_settlement_size():
    game = build({15: ("green", "hut"), 16: ("purple", "hut")}, "", tokens={17: "free"},
                 towers={"wood": ["blue"]})
    assert [a.space for a in game.legal_actions() if a.is_build] == [17]   # no materials
    assert game.payments_for("build hut 17") == ((0, 0, 0, 0),)
    events = game.apply("build hut 17")
    event = built(events)
    assert (event.size, event.cost, event.paid) == (3, 0, (0, 0, 0, 0))
    assert of_type(events, E.BonusUsed) == [E.BonusUsed(1, 17, "free")]
    assert of_type(events, E.MaterialsReturned) == [] and game.state.token[17] == Token.NONE


def test_R3_free_hut_refuses_a_payment_but_accepts_pay_nothing():
    game = build(stocks="stone,wool", tokens={17: "free"})
    assert_illegal(game, "build hut 17 pay stone,wool", "free", "R3")
    built(game.apply("build hut 17 pay nothing"))
    assert stock(game, "blue") == "wool,stone"


def ritual_at_druid_token(green_stock="wool,copper"):
    """Green's hut on 12 (stone + copper) lies on a druid token, purple's on 13; blue erects a
    temple and the druid walks from 5 to 12: the ritual asks green (12), then purple (13)."""
    game = position(P3, buildings={5: ("blue", "hut"), 12: ("green", "hut"), 13: ("purple", "hut")},
                    tokens={12: "druid"}, stocks={"blue": "wool,stone", "green": green_stock},
                    druid=(3, 5), turn="blue")
    game.apply("build temple 21")
    assert game.state.phase == Phase.SACRIFICE and game.state.ritual == [12, 13]
    return game


def test_R3_druid_token_stays_under_the_hut_until_used():
    game = build(stocks="stone,copper", tokens={12: "druid"})
    events = game.apply("build hut 12")
    assert of_type(events, E.BonusUsed) == [] and game.state.token[12] == Token.DRUID


def test_R3_druid_token_instead_of_sacrificing_counts_as_both():
    game = ritual_at_druid_token()
    assert "sacrifice token" in map(str, game.legal_actions())
    events = game.apply("sacrifice token")
    assert of_type(events, E.BonusUsed) == [E.BonusUsed(2, 12, "druid")]
    assert of_type(events, E.Sacrificed)[0] == E.Sacrificed(2, 12, "token", (0, 0, 0, 0), 2, 2)
    assert score(game, "green") == 5 + 2 and stock(game, "green") == "wool,copper"
    assert game.state.token[12] == Token.NONE


def test_R3_druid_token_may_be_kept_for_a_later_visit():
    game = ritual_at_druid_token()
    game.apply("sacrifice copper")                                   # +1, the token stays
    assert game.state.token[12] == Token.DRUID and score(game, "green") == 6
    game = ritual_at_druid_token(green_stock="")
    assert [str(a) for a in game.legal_actions()] == ["sacrifice none", "sacrifice token"]
    game.apply("sacrifice none")
    assert game.state.token[12] == Token.DRUID and score(game, "green") == 4


def test_R3_no_druid_token_no_token_sacrifice():
    game2 = position(P3, buildings={5: ("blue", "hut"), 12: ("green", "hut")},
                     stocks={"blue": "wool,stone", "green": "stone"}, druid=(3, 5), turn="blue")
    game2.apply("build temple 21")
    assert_illegal(game2, "sacrifice token", "no druid token", "R3")
