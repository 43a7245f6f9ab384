"""RULES.md, a turn (T1-T3: the small harvest; A, B, C: part 2)."""

from __future__ import annotations

import pytest

from meduris_gui.games.meduris.rules import events as E
from meduris_gui.games.meduris.rules.game import CHANCE
from meduris_gui.games.meduris.rules.kinds import Building, Phase

from position import assert_illegal, assert_materials_conserved, of_type, position, stock

P3 = ["purple", "blue", "green"]


def gained(events):
    """{(player, material): count} of MaterialsGained events."""
    return {(e.player, e.material): e.count for e in of_type(events, E.MaterialsGained)}


# -- T1 material face ---------------------------------------------------------------------------------

def test_T1_each_player_gets_one_material_per_own_worker_on_that_highland():
    game = position(P3, towers={"copper": ["green", "blue", "green"], "wood": ["purple"]},
                    phase="roll", turn="purple")
    events = game.apply("roll copper")
    assert gained(events) == {(2, 2): 2, (1, 2): 1}          # green 2 copper, blue 1, purple none
    assert (stock(game, "green"), stock(game, "blue"), stock(game, "purple")) == ("2copper", "copper", "nothing")
    assert game.state.supply[2] == 15
    assert game.state.phase == Phase.MAIN and game.current_player() == 0   # on to part 2


def test_T1_short_supply_the_top_worker_takes_first_lower_ones_get_nothing():
    # 16 wood are behind purple's screen: 2 are left on the board for a tower of 3.
    game = position(P3, towers={"wood": ["purple", "blue", "green"]}, stocks={"purple": "16wood"},
                    phase="roll")
    events = game.apply("roll wood")
    assert gained(events) == {(2, 0): 1, (1, 0): 1}          # top green, then blue; bottom purple nothing
    assert game.state.supply[0] == 0
    assert_materials_conserved(game)


def test_T1_empty_supply_nobody_gets_that_material():
    game = position(P3, towers={"stone": ["blue"]}, stocks={"purple": "18stone"}, phase="roll")
    assert gained(game.apply("roll stone")) == {}
    assert stock(game, "blue") == "nothing"


# -- T2 "+1" ---------------------------------------------------------------------------------------------

def test_T2_from_the_roller_clockwise_each_player_takes_one_of_his_choice_wherever_his_workers():
    game = position(P3, towers={"wood": ["blue"]}, phase="roll", turn="blue")
    game.apply("roll +1")
    order = []
    for material in ("stone", "wool", "copper"):
        assert game.state.phase == Phase.TAKE
        order.append(game.current_player())
        game.apply(f"take {material}")
    assert order == [1, 2, 0]                                 # blue rolled; green, then purple
    assert (stock(game, "blue"), stock(game, "green"), stock(game, "purple")) == ("stone", "wool", "copper")
    assert game.state.phase == Phase.MAIN and game.current_player() == 1


def test_T2_a_material_whose_supply_is_empty_cannot_be_chosen():
    game = position(P3, stocks={"green": "18copper"}, phase="roll")
    game.apply("roll +1")
    assert "take copper" not in map(str, game.legal_actions())
    assert_illegal(game, "take copper", "no copper", "T2")


def test_T2_with_one_material_left_the_roller_takes_it_the_others_get_nothing():
    game = position(P3, stocks={"purple": "18wood,18copper,18stone", "green": "17wool"},
                    phase="roll", turn="blue")
    events = game.apply("roll +1")                            # blue's only choice is applied at once
    assert stock(game, "blue") == "wool"
    assert [(e.player, e.reason) for e in of_type(events, E.NothingToTake)] == [
        (2, "supply-empty"), (0, "supply-empty")]
    assert game.state.phase == Phase.MAIN


def test_T2_with_the_whole_supply_empty_every_player_gets_nothing():
    game = position(P3, stocks={"purple": "18wood,18wool", "blue": "18copper,18stone"}, phase="roll")
    events = game.apply("roll +1")
    assert [e.player for e in of_type(events, E.NothingToTake)] == [0, 1, 2]
    assert game.state.phase == Phase.MAIN and game.current_player() == 0


# -- T3 "-1" ------------------------------------------------------------------------------------------

def test_T3_every_player_returns_one_material_of_his_choice_to_the_supply():
    game = position(P3, stocks={"purple": "wood,stone", "blue": "2wool,copper", "green": "wood,copper"},
                    phase="roll", turn="green")
    game.apply("roll -1")
    assert game.current_player() == 2
    assert_illegal(game, "return wool", "no wool", "T3")
    game.apply("return copper")
    game.apply("return stone")                                # purple
    events = game.apply("return wool")                        # blue
    assert of_type(events, E.MaterialsReturned)[0] == E.MaterialsReturned(1, (0, 1, 0, 0), "die")
    assert [stock(game, c) for c in P3] == ["wood", "wool,copper", "wood"]
    assert game.state.supply == [16, 17, 17, 18]
    assert game.state.phase == Phase.MAIN and game.current_player() == 2


def test_T3_a_player_with_no_material_returns_nothing():
    game = position(P3, stocks={"blue": "wood,wool"}, phase="roll")
    events = game.apply("roll -1")
    assert (0, "no-materials") in [(e.player, e.reason) for e in of_type(events, E.NothingToTake)]
    assert game.current_player() == 1                         # blue chooses; purple was skipped
    events = game.apply("return wool")
    assert (2, "no-materials") in [(e.player, e.reason) for e in of_type(events, E.NothingToTake)]
    assert game.state.phase == Phase.MAIN and game.current_player() == 0


# -- A big harvest --------------------------------------------------------------------------------------

def test_A_the_moved_worker_goes_on_top_empty_highland_gives_1():
    game = position(P3, towers={"wood": ["blue"], "wool": ["purple"]}, turn="blue")
    events = game.apply("harvest wood/1 copper")
    assert of_type(events, E.WorkerMoved) == [E.WorkerMoved(1, 0, 1, 2, 1, 0, 1)]
    assert gained(events) == {(1, 2): 1}
    assert game.state.towers == [[], [0], [1], []]


def test_A_one_worker_there_moved_gets_2_the_one_below_1():
    game = position(P3, towers={"wood": ["blue"], "wool": ["purple"]}, turn="blue")
    events = game.apply("harvest wood/1 wool")
    assert gained(events) == {(1, 1): 2, (0, 1): 1}


def test_A_two_workers_there_top_3_middle_2_bottom_1_a_player_gains_for_each_of_his_workers():
    game = position(P3, towers={"stone": ["blue", "green"], "wood": ["blue"]}, turn="blue")
    events = game.apply("harvest wood/1 stone")
    assert gained(events) == {(1, 3): 3 + 1, (2, 3): 2}
    assert game.state.towers[3] == [1, 2, 1]


def test_A_short_supply_higher_workers_take_first():
    game = position(P3, towers={"stone": ["purple", "green"], "wood": ["blue"]}, turn="blue",
                    stocks={"green": "14stone"})              # 4 stone left on the board
    events = game.apply("harvest wood/1 stone")
    assert gained(events) == {(1, 3): 3, (2, 3): 1}           # top 3, middle the last 1, bottom none
    assert game.state.supply[3] == 0


def test_A_a_worker_from_the_bottom_of_a_tower_those_above_move_down():
    game = position(P3, towers={"wood": ["blue", "green", "purple"]}, turn="blue")
    game.apply("harvest wood/1 wool")
    assert game.state.towers[0] == [2, 0] and game.state.towers[1] == [1]


def test_A_a_worker_from_the_middle_of_a_tower():
    game = position(P3, towers={"wood": ["green", "blue", "purple"]}, turn="blue")
    events = game.apply("harvest wood/2 wool")
    assert of_type(events, E.WorkerMoved)[0].from_level == 2
    assert game.state.towers[0] == [2, 0] and game.state.towers[1] == [1]


def test_A_any_one_of_your_workers_also_the_upper_of_two_of_your_own():
    """A: either of two adjacent own workers may move; both leave the same towers, so the legal
    actions list the lower one and the upper name means the same move."""
    game = position(P3, towers={"wood": ["blue", "blue", "green"]}, turn="blue")
    assert "harvest wood/2 stone" not in map(str, game.legal_actions())
    assert game.is_legal("harvest wood/2 stone")
    game.apply("harvest wood/2 stone")
    assert game.state.towers[0] == [1, 2] and game.state.towers[3] == [1]
    assert str(game.history[-1]) == "harvest wood/1 stone"


def test_A_the_moved_worker_must_leave_its_highland():
    game = position(P3, towers={"wood": ["blue"]}, turn="blue")
    assert "harvest wood/1 wood" not in map(str, game.legal_actions())
    assert_illegal(game, "harvest wood/1 wood", "must leave its highland")


def test_A_a_full_highland_is_not_a_target():
    game = position(P3, towers={"stone": ["purple", "green", "purple"], "wood": ["blue"]}, turn="blue")
    assert {str(a) for a in game.legal_actions()} == {"harvest wood/1 wool", "harvest wood/1 copper"}
    assert_illegal(game, "harvest wood/1 stone", "already holds 3 workers")


def test_A_only_your_own_workers_move():
    game = position(P3, towers={"wood": ["green"], "wool": ["blue"]}, turn="blue")
    assert_illegal(game, "harvest wood/1 stone", "no worker at level 1")


def test_A_after_the_big_harvest_the_turn_passes_clockwise():
    game = position(P3, towers={"wood": ["blue"]}, turn="blue")
    events = game.apply("harvest wood/1 wool")
    assert of_type(events, E.TurnStarted)[0].player == 2
    assert game.current_player() == CHANCE and game.state.turn == 2


# -- B build a hut ------------------------------------------------------------------------------------

def test_B_build_a_hut_pay_place_take_rune_stone_from_supply_advance_druid():
    game = position(P3, stocks={"blue": "stone,wool,copper"}, turn="blue")   # space 17: stone + wool
    events = game.apply("build hut 17")
    st = game.state
    assert (st.kind[17], st.owner[17], st.huts[1]) == (Building.HUT, 1, 7)
    assert stock(game, "blue") == "copper" and st.supply[1] == 18 and st.supply[3] == 18
    assert of_type(events, E.Built) == [E.Built(1, "hut", 17, 1, 1, (0, 1, 0, 1))]
    assert of_type(events, E.RuneTaken) == [E.RuneTaken(1, 5, -1)]            # territory 5: 17..21
    assert st.rune[5] == 1
    assert of_type(events, E.DruidToRock) == [E.DruidToRock(1)]
    assert of_type(events, E.TurnStarted)[0].player == 2


def test_B_the_rune_stone_is_taken_from_the_player_who_has_it():
    game = position(P3, buildings={19: ("green", "hut")}, stocks={"blue": "stone,wool"}, turn="blue")
    assert game.state.rune[5] == 2
    events = game.apply("build hut 17")
    assert of_type(events, E.RuneTaken) == [E.RuneTaken(1, 5, 2)]
    assert game.state.rune[5] == 1


def test_B_no_rune_stone_event_when_the_builder_already_holds_it():
    game = position(P3, buildings={19: ("blue", "hut")}, stocks={"blue": "stone,wool"}, turn="blue")
    assert of_type(game.apply("build hut 17"), E.RuneTaken) == []
    assert game.state.rune[5] == 1


def test_B_only_an_unbuilt_space():
    game = position(P3, buildings={17: ("green", "temple")}, stocks={"blue": "9wood,9stone"}, turn="blue")
    assert_illegal(game, "build hut 17", "already built")
    assert_illegal(game, "build hut 32", "no space 32")


def test_B_huts_only_while_the_reserve_has_one():
    game = position(P3, stocks={"blue": "stone,wool"}, reserves={"blue": (0, 2)}, turn="blue")
    assert_illegal(game, "build hut 17", "blue has no hut left")
    assert game.is_legal("build temple 17")


def test_B_only_what_he_can_pay_for():
    game = position(P3, stocks={"blue": "stone,wood"}, turn="blue")
    assert not game.is_legal("build hut 17")                   # stone + wool
    assert_illegal(game, "build hut 17", "cannot pay 1 stone + 1 wool")
    assert {a.space for a in game.legal_actions() if a.kind == Building.HUT} == {1, 4, 7, 18, 20, 25}   # stone+wood


# -- C erect a temple ------------------------------------------------------------------------------

@pytest.mark.parametrize("token", ["plus2", "free", "druid"])
def test_C_no_temple_on_a_space_with_a_bonus_token(token):
    game = position(P3, stocks={"blue": "stone,wool"}, tokens={17: token}, turn="blue")
    assert game.is_legal("build hut 17")
    assert_illegal(game, "build temple 17", "bonus token (C)")


def test_C_a_temple_pays_its_two_materials_once_whatever_is_adjacent():
    game = position(P3, buildings={15: ("green", "hut"), 16: ("green", "hut"), 18: ("purple", "hut")},
                    stocks={"blue": "stone,wool"}, turn="blue", druid=2)
    events = game.apply("build temple 17")
    assert of_type(events, E.Built) == [E.Built(1, "temple", 17, 1, 1, (0, 1, 0, 1))]
    assert stock(game, "blue") == "nothing" and game.state.temples[1] == 1


def test_C_a_temple_takes_no_rune_stone_and_advances_the_druid():
    game = position(P3, buildings={19: ("green", "hut")}, stocks={"blue": "stone,wool"}, turn="blue")
    events = game.apply("build temple 17")
    assert of_type(events, E.RuneTaken) == [] and game.state.rune[5] == 2
    assert of_type(events, E.DruidToRock) == [E.DruidToRock(1)]


def test_C_temples_only_while_the_reserve_has_one_and_two_may_stand_side_by_side():
    game = position(P3, buildings={16: ("blue", "temple")}, stocks={"blue": "4stone,4wool"}, turn="blue")
    game.apply("build temple 17 pay stone,wool")              # FAQ: beside a temple
    assert game.state.kind[16:18] == [2, 2]
    game = position(P3, stocks={"blue": "stone,wool"}, reserves={"blue": (8, 0)}, turn="blue")
    assert_illegal(game, "build temple 17", "blue has no temple left")


# -- part 1, then exactly one of A, B, C --------------------------------------------------------------

def test_A_B_C_part_2_comes_after_the_die_and_is_exactly_one_action():
    game = position(P3, towers={"wood": ["blue"]}, stocks={"blue": "2stone,2wool"}, phase="roll", turn="blue")
    assert game.current_player() == CHANCE
    assert_illegal(game, "build hut 17", "chance must roll the die")
    assert_illegal(game, "harvest wood/1 wool", "chance must roll the die")
    game.apply("roll copper")
    assert_illegal(game, "roll wood", "blue must harvest, build a hut or erect a temple")
    game.apply("build hut 17")
    assert game.state.turn == 2 and game.current_player() == CHANCE     # blue's turn is over
    assert_illegal(game, "harvest wood/1 wool", "chance must roll the die")
