"""The medium computer player (issue 13): a step between easy and strong, legal, reproducible.

Its strength is measured with `meduris arena` (medium against easy and against strong, 200 games
each, seats rotated): figures in the issue's note, not timed or asserted here.
"""

from __future__ import annotations

import random

from meduris_gui.ai.arena import run_arena
from meduris_gui.games.meduris.ai.players import ARENA_KINDS, KINDS, MediumPlayer, StrongPlayer, make_player
from meduris_gui.games.meduris.ai.search import Search
from meduris_gui.cli import main

from test_arena import _without_clock
from test_players import play


def test_medium_is_offered_between_easy_and_strong():
    assert KINDS == ("easy", "medium", "strong")
    assert "medium" in ARENA_KINDS
    player = make_player("medium", 0, 2, seed=1)
    assert isinstance(player, MediumPlayer) and isinstance(player, StrongPlayer)
    assert player.search.steps < Search().steps and player.search.horizon < Search().horizon


def test_medium_plays_only_legal_actions_to_the_end_in_2_3_and_4_player_games():
    for kinds in (("medium", "easy"), ("strong", "medium", "random"), ("medium", "medium", "easy", "random")):
        game = play(kinds, seed=5, strong_steps=300)
        assert game.outcome() is not None


def test_an_arena_with_medium_is_the_same_for_a_seed_and_differs_for_another():
    first = run_arena(["medium", "easy"], 4, seed=3)
    assert _without_clock(first) == _without_clock(run_arena(["medium", "easy"], 4, seed=3))
    other = run_arena(["medium", "easy"], 4, seed=4)
    assert [s["mean_score"] for s in other["seats"]] != [s["mean_score"] for s in first["seats"]]


def test_the_arena_command_accepts_medium(capsys):
    assert main(["arena", "--players", "2", "--games", "2", "--seats", "medium,easy", "--compact"]) == 0
    out = capsys.readouterr().out
    assert '"player": "medium"' in out


def test_a_careless_medium_main_move_is_one_of_the_rule_of_thumbs_three_best():
    """Careless (35 % of its decisions), medium takes one of the rule of thumb's three best main
    moves instead of searching: forced here, every main decision must be among those three."""
    from meduris_gui.games.meduris.ai.memory import determinise
    from meduris_gui.games.meduris.rules.kinds import Phase

    seen = []

    def check(game, seat, view, player):
        if player.kind != "medium" or game.state.phase != Phase.MAIN or len(game.legal_actions()) < 5:
            return
        probe = make_player("medium", seat, 2, seed=len(seen))
        probe.memory = player.memory
        probe.careless = 1.0
        legal = game.legal_actions()
        choice = probe.decide(view, legal)
        state, _ = determinise(view, player.memory, random.Random(0))
        scores = probe.search.policy.main_scores(state, legal)
        best = sorted(scores, reverse=True)[:3]
        seen.append(scores[legal.index(choice)] >= best[-1])

    play(("medium", "easy"), seed=9, check=check)
    assert len(seen) > 5 and all(seen)
