"""Die Dolmengötter's computer players: only legal actions, only their own view, reproducible for
a seed (issue 21 item 5)."""

from __future__ import annotations

import random

import pytest

from meduris_gui.games.dolmengoetter.ai.knowledge import Memory, determinise, redeal
from meduris_gui.games.dolmengoetter.ai.players import ARENA_KINDS, KINDS, make_player
from meduris_gui.games.dolmengoetter.ai.policy import RulePolicy
from meduris_gui.games.dolmengoetter.ai.arena import new_game, play_game

from game_checks import STEPS, checked_play, refuses_unknown_kind, same_seed_same_game


def play(kinds, seed, check=None):
    """A whole game between computer players, every decision checked (game_checks.checked_play)."""
    return checked_play(play_game, kinds, seed, check)


@pytest.mark.parametrize("kinds", [
    ("random", "easy"), ("strong", "medium"), ("easy", "medium", "random"),
    ("strong", "easy", "easy", "random"), ("easy", "random", "medium", "easy", "strong"),
])
def test_computer_players_only_play_legal_actions_to_the_end(kinds):
    result = play(kinds, seed=11)
    game = result["game"]
    assert game.is_over() and result["ending"] in ("last_stone", "last_dolmen")
    assert len(result["scores"]) == len(kinds)


def test_the_view_hides_thehidden_values_and_memory_keeps_the_scored_ones():
    """M9: a view has no other player's values; what the player remembers (the scored values, P4)
    always accounts for the dolmens gone from the game."""
    def check(game, seat, view, ai):
        for s, player in enumerate(view["players"]):
            assert (player["hand"] is None) == (s != seat)
        for circle in view["circles"]:
            for owner, value in circle["stack"]:
                assert (value is None) == (owner != seat)
        assert ai.memory.accounts_for(view)

    play(("easy", "easy", "easy"), seed=3, check=check)


def _mid_game(players: int, seed: int, decisions: int):
    rng = random.Random(seed)
    game = new_game(players, rng)
    policy = RulePolicy()
    for _ in range(decisions):
        game.apply(policy.choose(game.state, game.legal_actions()))
    while len(game.legal_actions()) < 2 or game.state.step != "move":
        game.apply(policy.choose(game.state, game.legal_actions()))
    assert not game.is_over()
    return game


def hidden_values(state, seat):
    """The values of a rules state that `seat` cannot see: the others' hands and dolmens."""
    return ([list(h) for s, h in enumerate(state.hand) if s != seat],
            [[v for o, v in stack if o != seat] for stack in state.stack])


def other_deal(game, seat):
    """A copy of `game` with other values than `game`'s where `seat` cannot see them (M9), and
    the same view for `seat` (test_dg_tree.py too)."""
    for trial in range(30):
        other = game.copy()
        other.state = game.determinise(seat, random.Random(trial)).state
        if hidden_values(other.state, seat) != hidden_values(game.state, seat):
            assert other.view(seat) == game.view(seat)
            return other
    raise AssertionError("no other deal of the hidden values found")


@pytest.mark.parametrize("kind", ARENA_KINDS)
def test_a_decision_does_not_change_when_the_hidden_values_do(kind):
    """The same view and the same public events give the same decision, whatever the other
    players' values really are (the player reads only its view)."""
    game = _mid_game(3, seed=4, decisions=60)
    seat = game.current_player()
    events = [e.public() for e in game.events_so_far()]
    changed = other_deal(game, seat)
    decisions = []
    for g in (game, changed):
        player = make_player(kind, seat, 3, seed=9, strong_steps=STEPS)
        player.observe(events)
        decisions.append(player.decide(g.view(seat), g.legal_actions()))
    assert decisions[0] == decisions[1]
    assert decisions[0] in game.legal_actions()


def test_the_same_seed_gives_the_same_game():
    same_seed_same_game(play_game, ["strong", "medium", "easy"])


def test_a_determinisation_keeps_the_view_and_deals_the_same_values():
    """knowledge.determinise: the public table and the seat's own values as in the game; each other
    player's unscored values the same multiset, dealt among his hand and his dolmens on the board."""
    game = _mid_game(2, seed=8, decisions=55)
    seat = game.current_player()
    memory = Memory(2)
    memory.observe(game.events_so_far())
    view = game.view(seat)
    assert memory.accounts_for(view)
    truth = game.state
    for trial in range(5):
        state = determinise(view, memory, random.Random(trial))
        assert state.stone == truth.stone and state.count == truth.count and state.holder == truth.holder
        assert state.hand[seat] == truth.hand[seat]
        assert [[o for o, _v in s] for s in state.stack] == [[o for o, _v in s] for s in truth.stack]
        for other in range(2):
            if other != seat:
                mine = sorted(state.hand[other] + [v for s in state.stack for o, v in s if o == other])
                real = sorted(truth.hand[other] + [v for s in truth.stack for o, v in s if o == other])
                assert mine == real
        again = redeal(state, seat, random.Random(trial))
        assert again.hand[seat] == state.hand[seat] and again.stone == state.stone
    late = Memory(2)                     # saw nothing: the scored values are a guess
    state = determinise(view, late, random.Random(1))
    assert [len(h) for h in state.hand] == [len(h) for h in truth.hand]


def test_make_player_refuses_an_unknown_kind():
    refuses_unknown_kind(make_player, KINDS, ARENA_KINDS, 2)


def test_a_passed_deadline_still_gives_a_legal_action_at_once():
    """The window's safety net: past the deadline the search answers with its best so far."""
    import time
    game = _mid_game(4, seed=2, decisions=40)
    seat = game.current_player()
    player = make_player("strong", seat, 4, seed=1)
    player.observe(game.events_so_far())
    started = time.perf_counter()
    action = player.decide(game.view(seat), game.legal_actions(), deadline=started)
    assert action in game.legal_actions()
    assert player.last["futures"] == 1                 # one future of each candidate, then it stopped
