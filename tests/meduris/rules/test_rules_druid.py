"""RULES.md, the druid (D1 rock spaces, D2 the path, D3 ritual, D4 mid-settlement start, D5 river)."""

from __future__ import annotations

import itertools

from meduris_gui.games.meduris.rules import events as E
from meduris_gui.games.meduris.rules.actions import parse_materials
from meduris_gui.games.meduris.rules.game import CHANCE
from meduris_gui.games.meduris.rules.kinds import Phase

from position import assert_illegal, of_type, position, score

P3 = ["purple", "blue", "green"]


def steps(events):
    return [(e.from_space, e.to_space) for e in of_type(events, E.DruidStep)]


def crossings(events):
    """D5: one entry per river crossing, True when it paused for an interim rune scoring."""
    return [e.interim_scoring for e in of_type(events, E.RiverCrossed)]


def decisions(game, *choices):
    """Apply sacrifices in order; returns [(decider, choice), ...] and all events."""
    taken, events = [], []
    for choice in choices:
        taken.append(game.current_player())
        events += game.apply(choice)
    return taken, events


# -- D1 rock spaces ---------------------------------------------------------------------------------

def test_D1_the_first_three_builds_move_the_druid_onto_rock_spaces_1_2_3_without_rituals():
    game = position(P3, stocks={"blue": "stone,wool", "green": "wood,wool", "purple": "wood,copper"},
                    turn="blue")
    rocks = []
    for build in ("build hut 17", "build temple 5", "build hut 3"):   # blue, green, purple
        events = game.apply(build)
        rocks += of_type(events, E.DruidToRock)
        assert of_type(events, E.RitualStarted) == [] and game.state.druid_space == -1
        game.apply("roll stone")                                 # nobody works on stone
    assert rocks == [E.DruidToRock(1), E.DruidToRock(2), E.DruidToRock(3)]
    assert game.state.druid_rock == 3


def test_D1_the_fourth_build_walks_him_from_space_0_to_the_first_hut_without_crossing_the_river():
    game = position(P3, buildings={31: ("green", "hut"), 10: ("purple", "temple"), 20: ("blue", "temple")},
                    stocks={"blue": "wood,wool"}, druid=3, turn="blue")
    events = game.apply("build temple 5")
    assert steps(events)[0] == (-1, 0)                           # joins the path just before 0
    assert steps(events)[-1] == (30, 31) and len(steps(events)) == 32
    assert crossings(events) == [] and score(game, "green") == 4   # only the ritual's -1
    assert of_type(events, E.RitualStarted)[0].space == 31


def test_D1_the_fourth_build_a_hut_the_druid_walks_to_the_nearest_hut_from_space_0():
    game = position(P3, buildings={12: ("green", "hut"), 20: ("purple", "hut")},
                    stocks={"blue": "wool,copper"}, druid=3, turn="blue")
    events = game.apply("build hut 2")
    assert steps(events) == [(-1, 0), (0, 1), (1, 2)]
    assert game.state.druid_space == 2 and game.state.ritual == []   # blue had nothing: -1, done


def test_D1_FAQ_no_hut_on_the_board_the_druid_stays_until_the_first_hut():
    game = position(P3, buildings={3: ("purple", "temple"), 10: ("purple", "temple"),
                                   20: ("blue", "temple")},
                    stocks={"blue": "wood,wool", "green": "stone,wool"}, druid=3, turn="blue")
    events = game.apply("build temple 5")                        # the fourth temple
    assert of_type(events, E.DruidStays) == [E.DruidStays()] and steps(events) == []
    assert (game.state.druid_rock, game.state.druid_space) == (3, -1)
    game.apply("roll stone")
    events = game.apply("build hut 17")                          # green's first hut
    assert steps(events)[0] == (-1, 0) and game.state.druid_space == 17


# -- D2 the path --------------------------------------------------------------------------------------

def test_D2_he_walks_clockwise_past_temples_and_empty_spaces_to_the_nearest_hut_ahead():
    game = position(P3, buildings={5: ("blue", "hut"), 8: ("purple", "temple"), 12: ("green", "hut"),
                                   25: ("purple", "hut")},
                    stocks={"blue": "wool,stone"}, druid=(3, 5), turn="blue")
    events = game.apply("build temple 21")
    assert steps(events) == [(s, s + 1) for s in range(5, 12)]
    assert game.state.druid_space == 12 and of_type(events, E.RitualStarted)[0].space == 12


def test_D2_the_hut_he_stands_beside_is_behind_him():
    game = position(P3, buildings={5: ("blue", "hut"), 12: ("green", "hut")},
                    stocks={"blue": "wool,stone"}, druid=(3, 12), turn="blue")
    events = game.apply("build temple 21")
    assert of_type(events, E.RitualStarted)[0].space == 5        # not 12: round past the river to 5
    assert len(steps(events)) == 32 - 12 + 5


def test_D2_with_one_hut_on_the_board_he_walks_all_the_way_round_back_to_it():
    game = position(P3, buildings={12: ("green", "hut")}, runes={3: "green"},
                    stocks={"blue": "wool,stone"}, druid=(3, 12), turn="blue")
    events = game.apply("build temple 21")
    assert len(steps(events)) == 32 and steps(events)[-1] == (11, 12)
    assert crossings(events) == [True]
    assert of_type(events, E.RitualStarted)[0].space == 12


# -- D3 ritual -------------------------------------------------------------------------------------

def settlement_ritual(scores=None, **stocks):
    """Green 12 (stone+copper), purple 13 (wool+wood), green 14 (wood+copper); the druid stands
    beside blue's hut on 5; blue erects a temple and the ritual runs over 12, 13, 14."""
    game = position(P3, buildings={5: ("blue", "hut"), 12: ("green", "hut"), 13: ("purple", "hut"),
                                   14: ("green", "hut")},
                    stocks={"blue": "wool,stone", **stocks}, scores=scores, druid=(3, 5), turn="blue")
    events = game.apply("build temple 21")
    return game, events


def test_D3_each_hut_of_the_settlement_asked_in_order_one_decision_per_hut_owned():
    game, events = settlement_ritual(green="2stone,2copper,wood", purple="wool")
    assert game.state.phase == Phase.SACRIFICE and game.current_player() == 2
    assert of_type(events, E.RitualStarted) == [E.RitualStarted(12, (12, 13, 14), False)]
    taken, events = decisions(game, "sacrifice stone,copper", "sacrifice wool", "sacrifice none")
    assert taken == [2, 0, 2]                                    # green, purple, green again
    assert [(e.choice, e.points) for e in of_type(events, E.Sacrificed)] == [
        ("both", 3), ("one", 1), ("none", -1)]                   # both: the settlement's 3 huts
    assert (score(game, "green"), score(game, "purple")) == (5 + 3 - 1, 6)
    assert steps(events) == [(12, 13), (13, 14)]
    assert game.state.druid_space == 14                          # stays beside the last hut
    assert game.state.phase != Phase.SACRIFICE and game.state.turn == 2   # next player: green


def test_D3_one_either_material_or_three_others_in_its_place_scores_1():
    for choice in ("sacrifice stone", "sacrifice copper", "sacrifice 3wool", "sacrifice wood,wool,stone"):
        game, _ = settlement_ritual(green="stone,copper,3wool,wood")
        events = game.apply(choice)
        assert [(e.choice, e.points) for e in of_type(events, E.Sacrificed)][0] == ("one", 1), choice


def test_D3_the_choices_are_none_one_unit_or_both_units_with_R0_substitution():
    """Reference from the text: one unit of either material, itself or as three materials of
    other kinds; both = one unit of each, each itself or as three others."""
    def units(unit, have):
        options = [tuple(int(m == unit) for m in range(4))]
        others = [m for m in range(4) if m != unit]
        options += [tuple(t.count(m) for m in range(4))
                    for t in itertools.combinations_with_replacement(others, 3)]
        return {v for v in options if all(v[m] <= have[m] for m in range(4))}
    for text in ("stone,copper,3wool,wood", "2stone,2wool,2wood", "3wool,3wood", "copper"):
        game, _ = settlement_ritual(green=text)                  # green on 12: stone + copper
        have = parse_materials(text)
        one = units(3, have) | units(2, have)
        both = {tuple(x + y for x, y in zip(s, c)) for s in units(3, have) for c in units(2, have)}
        both = {v for v in both if all(v[m] <= have[m] for m in range(4))}
        offered = [a.payment for a in game.legal_actions() if a.payment is not None]
        assert len(offered) == len(set(offered))
        assert set(offered) == one | both, text
        assert {str(a) for a in game.legal_actions() if a.payment is None} == {"sacrifice none"}


def test_D3_both_with_substitution_scores_the_settlement_size():
    game, _ = settlement_ritual(green="stone,3wool")
    events = game.apply("sacrifice stone,3wool")
    assert of_type(events, E.Sacrificed)[0].points == 3


def test_D3_both_at_an_isolated_hut_scores_1():
    game = position(P3, buildings={5: ("blue", "hut"), 12: ("green", "hut")},
                    stocks={"blue": "wool,stone", "green": "stone,copper"}, druid=(3, 5), turn="blue")
    game.apply("build temple 21")
    events = game.apply("sacrifice stone,copper")
    assert of_type(events, E.Sacrificed)[0] == E.Sacrificed(2, 12, "both", (0, 0, 1, 1), 1, 1)


def test_D3_none_costs_1_point_never_below_0_and_is_never_compulsory():
    game, _ = settlement_ritual(green="stone,copper")
    assert "sacrifice none" in map(str, game.legal_actions())     # FAQ: even holding both
    game, _ = settlement_ritual(green="stone,copper", scores={"green": 0})
    events = game.apply("sacrifice none")
    assert of_type(events, E.Sacrificed)[0].points == 0 and score(game, "green") == 0
    assert [e for e in of_type(events, E.Scored) if e.player == 2] == []


def test_D3_only_the_two_materials_of_the_space_or_their_substitutes():
    game, _ = settlement_ritual(green="stone,wool,copper,wood")
    assert_illegal(game, "sacrifice wool", "D3")                 # 12 asks stone and copper
    assert_illegal(game, "sacrifice stone,wool,copper", "D3")    # neither one unit nor both
    assert_illegal(game, "sacrifice 2stone", "D3")


def test_D3_without_materials_the_sacrifice_of_nothing_is_applied_at_once():
    game, events = settlement_ritual()                           # green and purple hold nothing
    assert [(e.player, e.space, e.choice) for e in of_type(events, E.Sacrificed)] == [
        (2, 12, "none"), (0, 13, "none"), (2, 14, "none")]
    assert game.state.turn == 2 and game.current_player() == CHANCE   # the turn passes on


# -- D4 mid-settlement start --------------------------------------------------------------------------

def test_D4_a_new_hut_in_front_of_the_druid_starts_the_ritual_mid_settlement_both_scores_whole_size():
    game = position(P3, buildings={10: ("green", "hut"), 12: ("green", "hut"), 13: ("purple", "hut")},
                    stocks={"blue": "5copper,5wool"}, druid=(3, 10), turn="blue")
    events = game.apply("build hut 11 pay 4copper,4wool")         # merges 10..13: 4 huts
    assert steps(events) == [(10, 11)]
    assert of_type(events, E.RitualStarted) == [E.RitualStarted(11, (11, 12, 13), False)]
    events = game.apply("sacrifice copper,wool")
    assert of_type(events, E.Sacrificed)[0].points == 4          # the whole settlement, 10 included
    assert 10 not in [e.space for e in of_type(events, E.Sacrificed)]
    assert game.state.druid_space == 13


# -- D5 the river ------------------------------------------------------------------------------------

def test_D5_crossing_while_walking_every_player_scores_1_per_rune_stone_held_now():
    game = position(P3, buildings={2: ("purple", "hut"), 22: ("green", "hut"), 28: ("green", "hut")},
                    stocks={"blue": "stone,wool"}, druid=(3, 28), turn="blue")
    events = game.apply("build hut 17")                          # blue's first rune stone
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("RuneTaken") < kinds.index("RiverCrossed") < kinds.index("RitualStarted")
    assert crossings(events) == [True]
    assert [(e.player, e.points) for e in of_type(events, E.Scored) if e.reason == "interim-runes"] == [
        (0, 1), (1, 1), (2, 2)]
    assert steps(events)[3] == (31, 0)


def test_D5_crossing_during_a_ritual_pauses_it_for_the_interim_scoring():
    game = position(P3, buildings={20: ("blue", "hut"), 30: ("purple", "hut"), 31: ("green", "hut"),
                                   0: ("blue", "hut"), 1: ("green", "hut")},
                    runes={8: "green"}, stocks={"purple": "stone", "green": "stone", "blue": "2wool,2copper"},
                    druid=(3, 20), turn="blue")
    events = game.apply("build temple 6")                        # copper + wool
    assert of_type(events, E.RitualStarted)[0].huts == (30, 31, 0, 1)
    assert crossings(events) == []
    game.apply("sacrifice stone")                                # purple on 30 (stone + copper)
    events = game.apply("sacrifice stone")                       # green on 31 (wool + stone), across
    assert crossings(events) == [True]
    assert [(e.player, e.points) for e in of_type(events, E.Scored) if e.reason == "interim-runes"] == [
        (1, 2), (2, 1)]                                 # blue: territories 0 and 5; green: 8
    assert game.current_player() == 1 and game.state.ritual == [0, 1]   # the ritual goes on at 0
