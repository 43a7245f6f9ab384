"""RULES.md, end of the game (E1 trigger, E1b no move left, E2 last round, E3-E5 final scoring)."""

from __future__ import annotations

import pytest

from meduris_gui.games.meduris.rules import events as E
from meduris_gui.games.meduris.rules.scoring import decide_outcome, rune_points
from meduris_gui.games.meduris.rules.kinds import Phase

from position import of_type, position, score

P3 = ["purple", "blue", "green"]
WORKERS = {"wood": ["purple"], "wool": ["blue"], "copper": ["green"]}


def last_round(players=P3, turn="blue", **kw):
    """Blue plays the last of the last turns (E1): a big harvest onto the empty stone highland
    (one stone for blue, so blue's huts here never ask for stone: without materials every ritual
    step is the forced 'sacrifice none'), then the druid's last round begins."""
    game = position(players, towers={"wood": [turn]}, turn=turn, last_turns=0, **kw)
    events = game.apply("harvest wood/1 stone")
    return game, events


def asked(events):
    return [e.space for e in of_type(events, E.Sacrificed)]


# -- E1 trigger ------------------------------------------------------------------------------------

@pytest.mark.parametrize("reserve, build", [((1, 0), "build hut 17"), ((0, 1), "build temple 17")])
def test_E1_when_a_player_has_built_everything_each_other_player_has_exactly_one_last_turn(reserve, build):
    game = position(P3, towers=WORKERS, stocks={"purple": "stone,wool"}, reserves={"purple": reserve},
                    turn="purple", druid=1)
    events = game.apply(build)
    assert of_type(events, E.LastTurns) == [E.LastTurns(0, (1, 2))]
    assert of_type(events, E.TurnStarted)[0].player == 1
    turns = []
    for harvest in ("harvest wool/1 stone", "harvest copper/1 stone"):   # blue, then green
        game.apply("roll -1")
        turns.append(game.state.turn)
        events = game.apply(harvest)
    assert turns == [1, 2]
    assert of_type(events, E.TurnStarted) == []                  # purple plays no more
    assert [type(e) for e in events].count(E.LastRound) == 1
    assert game.is_over()


def test_E1_not_triggered_while_a_temple_is_left():
    game = position(P3, towers=WORKERS, stocks={"purple": "stone,wool"}, reserves={"purple": (1, 1)},
                    turn="purple", druid=1)
    events = game.apply("build hut 17")
    assert of_type(events, E.LastTurns) == [] and game.state.last_turns == -1


def test_E1_a_second_player_finishing_during_the_last_turns_changes_nothing():
    game = position(P3, towers=WORKERS, stocks={"purple": "stone,wool", "blue": "wool,copper"},
                    reserves={"purple": (1, 0), "blue": (1, 0)}, turn="purple", druid=1)
    game.apply("build hut 17")
    game.apply("roll stone")
    events = game.apply("build hut 2")                           # blue builds everything too
    assert of_type(events, E.LastTurns) == [] and game.state.turn == 2
    game.apply("roll stone")
    events = game.apply("harvest copper/1 stone")                # green's last turn
    assert [type(e) for e in events].count(E.LastRound) == 1


# -- E1b no move left ---------------------------------------------------------------------------------

def test_E1b_no_piece_but_temples_and_only_token_spaces_left_the_last_round_begins_at_once():
    tokens = {2: "plus2", 7: "plus2", 12: "free", 17: "free", 22: "druid", 27: "druid"}
    spaces = [s for s in range(32) if s not in tokens and s not in (4, 20, 30)]
    buildings = {4: ("purple", "temple"), 20: ("blue", "temple")}
    for k, space in enumerate(spaces):                           # 23 huts: purple 12, blue 11
        buildings[space] = ("purple" if k % 2 == 0 else "blue", "hut")
    game = position(["purple", "blue"], buildings=buildings, tokens=tokens, towers={"wood": ["purple"]},
                    stocks={"blue": "6stone,6copper"}, druid=(3, 16), turn="blue")
    assert (game.state.huts, game.state.temples) == ([0, 1], [1, 1])
    events = game.apply("build hut 30")                          # 6th hut of 28..1: 6 + 6
    assert of_type(events, E.LastTurns) == [E.LastTurns(-1, ())]
    assert of_type(events, E.TurnStarted) == []                  # purple's turn is skipped
    kinds = [type(e) for e in events]
    assert kinds.index(E.LastTurns) < kinds.index(E.LastRound) < kinds.index(E.GameOver)
    assert len(of_type(events, E.RitualStarted)) == 2            # after the build, then the last round
    assert game.is_over()


def test_E1b_wins_over_E1_the_announced_last_turns_are_skipped():
    """Purple builds his last piece (E1: blue would get a last turn), but blue has only temples
    left and every unbuilt space holds a token (E1b): the last round begins at once. The engine
    reports both: LastTurns(purple, (blue,)) then LastTurns(-1, ())."""
    tokens = {2: "plus2", 7: "plus2", 12: "free", 17: "free", 22: "druid", 27: "druid"}
    spaces = [s for s in range(32) if s not in tokens and s not in (4, 9, 30)]
    buildings = {4: ("purple", "temple"), 9: ("purple", "temple")}
    for k, space in enumerate(spaces):                           # 23 huts: blue 12, purple 11
        buildings[space] = ("blue" if k % 2 == 0 else "purple", "hut")
    game = position(["purple", "blue"], buildings=buildings, tokens=tokens, towers={"wood": ["blue"]},
                    stocks={"purple": "6stone,6copper"}, druid=(3, 16), turn="purple")
    assert (game.state.huts, game.state.temples) == ([1, 0], [0, 2])
    events = game.apply("build hut 30")
    assert of_type(events, E.LastTurns) == [E.LastTurns(0, (1,)), E.LastTurns(-1, ())]
    assert of_type(events, E.TurnStarted) == [] and game.is_over()


# -- E2 the druid's last round ----------------------------------------------------------------------

HUTS = {3: ("purple", "hut"), 10: ("blue", "hut"), 11: ("green", "hut"), 20: ("purple", "hut"),
        25: ("green", "hut")}


def test_E2_every_hut_asked_once_from_the_first_ahead_to_the_one_he_stood_beside():
    game, events = last_round(buildings=HUTS, druid=(3, 11))
    assert of_type(events, E.LastRound) == [E.LastRound(11)]     # the die marks his place
    assert of_type(events, E.RitualStarted) == [E.RitualStarted(20, (20, 25, 3, 10, 11), True)]
    assert asked(events) == [20, 25, 3, 10, 11]
    assert of_type(events, E.TurnStarted) == [] and game.is_over()
    assert game.state.druid_space == 11                          # a full round, back to the die


def test_E2_no_interim_rune_scoring_when_he_crosses_the_river():
    game, events = last_round(buildings=HUTS, druid=(3, 11))
    assert [e.interim_scoring for e in of_type(events, E.RiverCrossed)] == [False]
    assert [e for e in of_type(events, E.Scored) if e.reason == "interim-runes"] == []


def test_E2_rituals_follow_D3_both_scores_the_settlement_size():
    game, events = last_round(buildings=HUTS, druid=(3, 11), stocks={"green": "copper,wool"})
    assert game.state.phase == Phase.SACRIFICE and game.current_player() == 2
    assert asked(events) == [20, 25, 3, 10]                      # green waits beside 11 (copper + wool)
    events = game.apply("sacrifice copper,wool")
    assert of_type(events, E.Sacrificed)[0].points == 2          # settlement 10-11
    assert game.is_over()


def test_E2_a_single_hut_beside_him_is_asked_after_a_full_round():
    game, events = last_round(buildings={11: ("green", "hut")}, druid=(3, 11))
    assert asked(events) == [11] and len(of_type(events, E.DruidStep)) == 32


# -- E3 temples, E4 runes, E5 winner ----------------------------------------------------------------

def test_E3_a_temple_scores_the_huts_of_the_settlements_left_and_right_any_colour():
    buildings = {12: ("green", "hut"), 13: ("blue", "hut"), 14: ("green", "hut"), 15: ("purple", "temple"),
                 16: ("blue", "hut"),                                    # 15: 3 left + 1 right
                 5: ("blue", "temple"), 6: ("green", "temple"), 7: ("green", "hut"),  # 5: 0, 6: 1
                 25: ("green", "temple")}                                 # 25: nothing around
    game, events = last_round(buildings=buildings, druid=(3, 16))
    assert sorted((e.space, e.player, e.points) for e in of_type(events, E.TempleScored)) == [
        (5, 1, 0), (6, 2, 1), (15, 0, 4), (25, 2, 0)]
    assert sorted(tuple(t) for t in game.state.final["temples"]) == [
        (0, 15, 4), (1, 5, 0), (2, 6, 1), (2, 25, 0)]


def test_E3_temple_scoring_after_the_last_round_before_the_runes():
    game, events = last_round(buildings={14: ("green", "hut"), 15: ("purple", "temple")}, druid=(3, 14))
    kinds = [type(e) for e in events]
    assert kinds.index(E.Sacrificed) < kinds.index(E.TempleScored) < kinds.index(E.RunesScored)
    assert E.Scored(0, 1, 6, "temple") in events


def test_E4_k_rune_stones_score_1_plus_2_up_to_k():
    assert [rune_points(k) for k in range(10)] == [0, 1, 3, 6, 10, 15, 21, 28, 36, 45]
    buildings = {0: ("green", "hut"), 5: ("green", "hut"), 8: ("green", "hut"), 13: ("blue", "hut")}
    game, events = last_round(buildings=buildings, druid=(3, 13))
    assert of_type(events, E.RunesScored) == [
        E.RunesScored(0, 0, 0), E.RunesScored(1, 1, 1), E.RunesScored(2, 3, 6)]
    assert game.state.final["runes"] == [[0, 0, 0], [1, 1, 1], [2, 3, 6]]


@pytest.mark.parametrize("scores, built, kept, winners, reason", [
    ([9, 7, 8], [1, 9, 9], [0, 9, 9], (0,), "points"),
    ([9, 9, 8], [4, 5, 9], [9, 0, 9], (1,), "buildings"),
    ([9, 9, 9], [5, 5, 4], [2, 3, 9], (1,), "materials"),
    ([9, 9, 2], [5, 5, 9], [3, 3, 9], (0, 1), "shared"),
])
def test_E5_most_points_then_most_buildings_then_most_materials_kept_then_shared(
        scores, built, kept, winners, reason):
    outcome = decide_outcome(scores, built, kept)
    assert (outcome.winners, outcome.tie_break) == (winners, reason)


def two_player_end(**kw):
    """Purple's hut on 3 and blue's on 19 each lose 1 point at the last round; each holds one rune
    stone (+1): both end on 5 unless `scores` says otherwise."""
    buildings = {3: ("purple", "hut"), 19: ("blue", "hut"), **kw.pop("buildings", {})}
    return last_round(["purple", "blue"], buildings=buildings, druid=(3, 19), **kw)


def test_E5_the_game_over_names_the_winner_by_points():
    game, events = two_player_end(scores={"purple": 7})
    assert of_type(events, E.GameOver) == [E.GameOver((0,), (7, 5), "points")]
    assert game.state.phase == Phase.OVER and game.outcome().winners == (0,)


def test_E5_tie_on_points_most_huts_and_temples_built_wins():
    game, events = two_player_end(buildings={10: ("purple", "temple")})
    assert (score(game, "purple"), score(game, "blue")) == (5, 5)
    assert game.state.final["built"] == [2, 1]
    assert of_type(events, E.GameOver)[0][0::2] == ((0,), "buildings")


def test_E5_then_most_materials_kept_then_a_shared_victory():
    game, events = two_player_end()                              # blue kept the harvested stone
    assert game.state.final["materials"] == [0, 1]
    assert of_type(events, E.GameOver)[0][0::2] == ((1,), "materials")
    game, events = two_player_end(stocks={"purple": "wool"})     # wool is no use on space 3
    assert of_type(events, E.GameOver)[0][0::2] == ((0, 1), "shared")


def test_E5_no_upper_limit_on_scores():
    game, events = two_player_end(scores={"purple": 250})
    assert of_type(events, E.GameOver)[0].scores == (250, 5)


def _ring_with_one_gap(temple_on: int | None = None):
    """4p side: temples on 0..7, huts on 8..39 except space 25, so a hut on 25 would join a
    settlement of 1 + 17 + 14 = 32 huts. Red holds the one hut left. `temple_on` moves red's
    second temple from 7 to that space (a hut takes 7)."""
    colours = ["purple", "blue", "green", "red"]
    temples = list(range(8)) if temple_on is None else list(range(7)) + [temple_on]
    huts = [s for s in range(40) if s not in temples and s != 25]
    buildings = {space: (colours[min(k // 2, 3)], "temple") for k, space in enumerate(temples)}
    for k, space in enumerate(huts):
        buildings[space] = (colours[min(k // 8, 3)], "hut")
    return colours, buildings


def test_E1b_extension_a_free_space_no_amount_of_materials_can_pay_ends_the_game():
    """E1b (our extension, see engine._nobody_can_build): a hut on space 25 would cost 32 of each of
    its two materials (R1), more than all 72 materials of the game can pay (R0: at most 24 + 24), and
    no other piece is left: nobody can ever build again, so the last round begins."""
    colours, buildings = _ring_with_one_gap()
    game = position(colours, buildings=buildings, towers={"wood": ["red"]}, druid=(3, 39), turn="red")
    assert game.state.huts == [0, 0, 0, 1] and game.state.temples == [0, 0, 0, 0]
    events = game.apply("harvest wood/1 stone")
    assert of_type(events, E.LastTurns) == [E.LastTurns(-1, ())]
    assert of_type(events, E.LastRound) and not of_type(events, E.TurnStarted)


def test_E1b_extension_a_payable_space_keeps_the_game_going():
    """The same ring with red's temple on 20: a hut on 25 would join 1 + 4 + 14 = 19 huts, which
    the game's materials can pay (19 + 19, R0: 18 of each and three others in place of one): play goes on."""
    colours, buildings = _ring_with_one_gap(temple_on=20)
    game = position(colours, buildings=buildings, towers={"wood": ["red"]}, druid=(3, 39), turn="red")
    assert game.state.huts == [0, 0, 0, 1] and game.state.temples == [0, 0, 0, 0]
    events = game.apply("harvest wood/1 stone")
    assert not of_type(events, E.LastTurns) and of_type(events, E.TurnStarted)
