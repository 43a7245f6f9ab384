"""The seven worked examples of RULES.md (the rulebook's "Esempi" and FAQ), as scenarios.

Players are red, light green and blue as in the rulebook's pictures (3 players: the 2-3 player side).
Spaces are those of boards/2-3p.yaml; the pictures' exact spaces are not known, so each scenario
picks spaces with the materials the example names.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

from meduris_gui.games.meduris.rules import events as E
from meduris_gui.games.meduris.rules.scoring import rune_points

from position import of_type, position, score, stock

PLAYERS = ["red", "green", "blue"]
RED, GREEN, BLUE = 0, 1, 2


def gained(events):
    return {(e.player, e.material): e.count for e in of_type(events, E.MaterialsGained)}


def small_and_big_harvest():
    """Wood: green, blue, blue (bottom -> top). Stone: red, green. Copper: red. Red rolls."""
    return position(PLAYERS, towers={"wood": ["green", "blue", "blue"], "stone": ["red", "green"],
                                     "copper": ["red"]}, turn="red", phase="roll")


def test_example_1_die_shows_wood_one_material_per_worker_on_the_wood_highland():
    """T1: light green has 1 worker on wood -> 1 wood; blue has 2 -> 2 wood; red has none."""
    game = small_and_big_harvest()
    events = game.apply("roll wood")
    assert gained(events) == {(GREEN, 0): 1, (BLUE, 0): 2}
    assert (stock(game, "green"), stock(game, "blue"), stock(game, "red")) == ("wood", "2wood", "nothing")
    assert game.current_player() == RED                          # red goes on to part 2


def test_example_2_big_harvest_on_top_of_red_and_green_red_gets_3_plus_1_green_2():
    """A: stone holds red, light green; red moves a worker on top: red 3 + 1 = 4 stone, green 2."""
    game = small_and_big_harvest()
    game.apply("roll wood")
    events = game.apply("harvest copper/1 stone")
    assert game.state.towers[3] == [RED, GREEN, RED]
    assert gained(events) == {(RED, 3): 4, (GREEN, 3): 2}
    assert (stock(game, "red"), stock(game, "green")) == ("4stone", "wood,2stone")


def test_example_3_the_fourth_build_the_druid_leaves_the_rocks_for_the_nearest_hut():
    """D1/D3: three huts stand (light green on 2, red beside it on 3, blue on 12) and the druid is
    on his third rock space. Blue builds the fourth hut: the druid walks from space 0 to the
    nearest hut, light green's. Green sacrifices 1 wool: +1 (FAQ: thanks to the red hut, both
    materials would give 2). The rulebook's text then passes the turn; by D3 red's hut, next in
    the settlement, is asked too: red has nothing, so the engine applies his 'none' (-1)."""
    game = position(PLAYERS, buildings={2: ("green", "hut"), 3: ("red", "hut"), 12: ("blue", "hut")},
                    stocks={"blue": "wood,stone", "green": "wool,copper"}, druid=3, turn="blue")
    events = game.apply("build hut 20")
    assert [(e.from_space, e.to_space) for e in of_type(events, E.DruidStep)] == [(-1, 0), (0, 1), (1, 2)]
    assert of_type(events, E.RitualStarted) == [E.RitualStarted(2, (2, 3), False)]
    assert game.current_player() == GREEN

    both = game.copy().apply("sacrifice wool,copper")
    assert of_type(both, E.Sacrificed)[0].points == 2            # FAQ: up to 2 points

    events = game.apply("sacrifice wool")
    assert of_type(events, E.Sacrificed)[0] == E.Sacrificed(GREEN, 2, "one", (0, 1, 0, 0), 1, 2)
    assert of_type(events, E.Sacrificed)[1][:3] == (RED, 3, "none")
    assert (score(game, "green"), score(game, "red")) == (6, 4)
    assert game.state.turn == RED and game.state.druid_space == 3   # next player in turn order


def test_example_4_third_hut_of_a_settlement_and_the_ritual_along_it():
    """R1/B/D3: red has huts on 19 (wool + copper) and 20 (wood + stone), a temple on 21 borders
    them. Blue builds the third hut of the settlement on 18 (stone + wood): 3 stone + 3 wood, takes
    the rune stone from red, and the druid (beside green's hut on 12) walks to the new blue hut,
    the first of the settlement ahead of him. Blue sacrifices stone + wood: +3. Red has neither
    wool nor copper and does not substitute: nothing, -1. On 20 red gives 1 wood: +1."""
    game = position(PLAYERS, buildings={12: ("green", "hut"), 19: ("red", "hut"), 20: ("red", "hut"),
                                        21: ("green", "temple")},
                    stocks={"blue": "4stone,4wood", "red": "wood,3stone"}, druid=(3, 12), turn="blue")
    events = game.apply("build hut 18 pay 3stone,3wood")
    assert of_type(events, E.Built) == [E.Built(BLUE, "hut", 18, 3, 3, (3, 0, 0, 3))]
    assert of_type(events, E.RuneTaken) == [E.RuneTaken(BLUE, 5, RED)]
    assert of_type(events, E.RitualStarted) == [E.RitualStarted(18, (18, 19, 20), False)]

    sacrifices = []
    for who, choice in ((BLUE, "sacrifice wood,stone"), (RED, "sacrifice none"), (RED, "sacrifice wood")):
        assert game.current_player() == who
        if choice == "sacrifice none":                           # he could have given 3 stone
            assert "sacrifice 3stone" in map(str, game.legal_actions())
        sacrifices += of_type(game.apply(choice), E.Sacrificed)
    assert [(e.player, e.space, e.choice, e.points) for e in sacrifices] == [
        (BLUE, 18, "both", 3), (RED, 19, "none", -1), (RED, 20, "one", 1)]
    assert (score(game, "blue"), score(game, "red")) == (8, 5)
    assert game.state.druid_space == 20 and game.state.turn == RED   # next player after blue


def test_example_5_a_temple_the_druid_crosses_the_river_interim_rune_scoring_then_a_ritual():
    """D5: red erects a temple; the druid, beside blue's hut on 28, walks on, crosses the river:
    every player scores 1 per rune stone (red 1, green 1, blue 2), then he reaches light green's
    hut on 1 and the ritual begins there. Afterwards the turn passes to the next player."""
    game = position(PLAYERS, buildings={1: ("green", "hut"), 17: ("red", "hut"), 22: ("blue", "hut"),
                                        28: ("blue", "hut")},
                    stocks={"red": "copper,wood", "green": "stone"}, druid=(3, 28), turn="red")
    events = game.apply("build temple 10")
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("RiverCrossed") < kinds.index("RitualStarted")
    assert [(e.player, e.points) for e in of_type(events, E.Scored)] == [(RED, 1), (GREEN, 1), (BLUE, 2)]
    assert of_type(events, E.RitualStarted)[0].space == 1 and game.current_player() == GREEN
    events = game.apply("sacrifice stone")
    assert score(game, "green") == 5 + 1 + 1
    assert of_type(events, E.TurnStarted)[0].player == GREEN     # red's turn is over


def test_example_6_final_rune_scoring_five_stones_score_15():
    """E4: the player with 5 rune stones scores 1 + 2 + 3 + 4 + 5 = 15 at the end."""
    assert rune_points(5) == 1 + 2 + 3 + 4 + 5 == 15
    huts = {space: ("green", "hut") for space in (0, 5, 8, 12, 14)}      # territories 0..4
    game = position(PLAYERS, buildings=huts, towers={"wood": ["blue"]}, druid=(3, 14),
                    turn="blue", last_turns=0)
    events = game.apply("harvest wood/1 stone")                  # the last turn; the last round
    assert E.RunesScored(GREEN, 5, 15) in events
    assert E.Scored(GREEN, 15, 15, "runes") in events             # 5 - 5 x 1 (no sacrifices) + 15
    assert game.is_over()


def test_example_7_the_hut_closing_the_gap_between_2_and_1_is_the_4th_hut_it_costs_4_plus_4():
    """R1: huts on 5, 6 and 8; a hut on 7 (wood + stone) joins them into a settlement of 4."""
    buildings = {5: ("red", "hut"), 6: ("green", "hut"), 8: ("red", "hut")}
    game = position(PLAYERS, buildings=buildings, stocks={"blue": "3wood,3stone,copper"}, turn="blue", druid=1)
    assert not game.is_legal("build hut 7")                      # 3 + 3 is not enough
    assert game.is_legal("build temple 7")
    game = position(PLAYERS, buildings=buildings, stocks={"blue": "4wood,4stone"}, turn="blue", druid=1)
    events = game.apply("build hut 7")
    assert of_type(events, E.Built) == [E.Built(BLUE, "hut", 7, 4, 4, (4, 0, 0, 4))]
    assert stock(game, "blue") == "nothing"


def test_the_readmes_engine_example_plays_a_game_to_its_end():
    """The README's first Python example must run as printed and finish (it once chose the first
    legal action every time, which harvests for ever and never ends)."""
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")
    code = readme.split("```python\n", 1)[1].split("```", 1)[0]
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(code, "README.md", "exec"), {})           # noqa: S102 - our own README
    assert printed.getvalue().startswith("Outcome(winners=(")
