"""Computer players: only legal actions, only their own view, reproducible for a seed (issue 5)."""

from __future__ import annotations

import random

import pytest

from meduris_gui.ai.protocol import ranking
from meduris_gui.games.meduris.ai.arena import play_game
from meduris_gui.games.meduris.ai.memory import Memory, determinise
from meduris_gui.games.meduris.ai.players import ARENA_KINDS, KINDS, TREE_NOISE, make_player
from meduris_gui.games.meduris.ai.protocol import MedurisProtocol
from meduris_gui.games.meduris.rules import engine
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.setup import default_colours
from meduris_gui.games.meduris.rules.kinds import Building, Phase
from meduris_gui.games.meduris.rules.state import MATERIALS_PER_KIND

STRONG_STEPS = 600     # a small search budget: the same code as the real player, quicker


def play(kinds, seed, check=None, strong_steps=STRONG_STEPS):
    """Play a whole game between computer players (the arena's loop); every decision is checked
    against the legal actions of that moment, before it is applied."""
    def decided(game, seat, view, player, action, seconds):
        assert action in game.legal_actions(), f"{kinds[seat]} chose {action} (not legal) in {game.state!r}"
        if check:
            check(game, seat, view, player)

    return play_game(list(kinds), seed, on_decision=decided, strong_steps=strong_steps)["game"]


@pytest.mark.parametrize("kinds", [
    ("random", "easy"), ("easy", "strong"), ("easy", "easy", "random"), ("strong", "easy", "easy", "random"),
])
def test_computer_players_only_play_legal_actions_to_the_end(kinds):
    game = play(kinds, seed=11)
    assert game.outcome() is not None


def test_the_view_a_player_decides_from_hides_the_other_screens():
    """S3: a player's view has no other player's materials; the player remembers them from the
    public events alone, and its memory always matches the table."""
    def check(game, seat, view, ai):
        for p, player in enumerate(view["players"]):
            assert (player["materials"] is None) == (p != seat)
        assert ai.memory.accounts_for(view)
        assert ai.memory.stock == game.state.stock

    play(("easy", "easy", "easy"), seed=3, check=check)


def test_a_player_who_missed_the_start_guesses_consistently_and_still_plays_legally():
    """A game resumed from a position: memory cannot account for the table, so the hidden
    materials are dealt at random among the others, always adding up to 18 of each (S5)."""
    rng = random.Random(5)
    game = Game.new(default_colours(3), 0, rng=rng)
    for _ in range(120):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    seat = 0
    while game.current_player() < 0:
        game.roll(rng)
    seat = game.current_player()
    view = game.view(seat)
    late = Memory(3)                           # saw nothing of the game so far
    assert not late.accounts_for(view)
    guesses = set()
    for trial in range(8):
        state, certain = determinise(view, late, random.Random(trial))
        assert not certain
        assert state.stock[seat] == game.state.stock[seat]
        assert state.supply == game.state.supply
        for m in range(4):
            assert sum(stock[m] for stock in state.stock) + state.supply[m] == MATERIALS_PER_KIND
        guesses.add(tuple(map(tuple, state.stock)))
    assert len(guesses) > 1                     # a guess, not the truth read from the game
    for kind in KINDS:
        player = make_player(kind, seat, 3, 1, STRONG_STEPS)
        assert player.decide(view, game.legal_actions()) in game.legal_actions()


def test_decisions_do_not_depend_on_what_the_view_hides():
    """Two games that differ only behind the other players' screens (one material moved from one
    screen to another) show seat 0 the same view and get the same decision from the same seed."""
    rng = random.Random(8)
    game = Game.new(default_colours(3), 0, rng=rng)
    while game.state.phase != Phase.MAIN or game.current_player() != 0 or not any(game.state.stock[1]):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    other = game.copy()
    give = next(m for m in range(4) if other.state.stock[1][m])
    other.state.stock[1][give] -= 1
    other.state.stock[2][give] += 1
    assert other.state.stock != game.state.stock
    assert game.view(0) == other.view(0)
    for kind in ARENA_KINDS:
        choices = []
        for g in (game, other):
            player = make_player(kind, 0, 3, 4, STRONG_STEPS)
            player.memory = Memory(3)               # saw nothing: it must guess
            choices.append(player.decide(g.view(0), g.legal_actions()))
        assert choices[0] == choices[1], kind


@pytest.mark.parametrize("kind", ARENA_KINDS)
def test_a_player_gives_the_same_answer_for_the_same_seed(kind):
    rng = random.Random(2)
    game = Game.new(default_colours(2), 0, rng=rng)
    for _ in range(60):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    while game.current_player() < 0:
        game.roll(rng)
    seat = game.current_player()
    answers = {make_player(kind, seat, 2, 99, STRONG_STEPS).decide(game.view(seat), game.legal_actions())
               for _ in range(2)}
    assert len(answers) == 1


def test_unknown_kind_is_refused():
    with pytest.raises(ValueError, match="no computer player 'genius'"):
        make_player("genius", 0, 2)


def test_the_computer_players_and_the_arena_never_import_pygame():
    """They run in the arena, in worker processes and in tests without a window."""
    import subprocess
    import sys
    from pathlib import Path
    code = ("import sys, meduris_gui.games.meduris.ai.arena, meduris_gui.games.meduris.ai.players, meduris_gui.games.meduris.rules.game; "
            "sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).parents[3]).returncode == 0


def test_a_payment_among_tens_of_thousands_is_chosen_from_a_few_cheapest_candidates():
    """R0 with a big stock gives tens of thousands of ways to pay a big settlement: the strong
    player reads only the cheapest and searches among `width` of them (a decision stays quick)."""
    from meduris_gui.games.meduris.ai.search import Search
    game = Game.new(default_colours(2), 0, seed=3)
    state = game.state.copy()
    state.stock = [[20, 17, 17, 17], [0, 0, 0, 0]]
    state.supply = [0, 1, 1, 1]
    state.phase, state.decider, state.pending = Phase.PAY, 0, (Building.HUT, 5, 8)
    legal = engine.legal_actions(state, fresh=True)
    assert len(legal) > 10000
    search = Search(steps=600)
    candidates = search.candidates(state, legal)
    assert len(candidates) == search.width
    counts = [sum(action.payment) for action in candidates]
    assert counts == sorted(counts) and counts[0] == sum(legal[0].payment)
    action, stats = search.choose(state, random.Random(1), deals=[state])
    assert action in candidates and stats["candidates"] == search.width


def test_a_deadline_that_has_passed_answers_with_the_best_so_far():
    """Issue 13: in the window the strong player answers by its deadline (thinker.SAFETY) with the
    best candidate of the futures played so far, whatever its budget. No clock is read here: a
    deadline already past stops the search after its first future of each candidate."""
    import time
    from meduris_gui.games.meduris.ai.search import Search

    rng = random.Random(4)
    game = Game.new(default_colours(2), 0, seed=4)
    checked = 0
    while not game.is_over() and checked < 8:
        legal = game.legal_actions()
        if game.current_player() >= 0 and game.state.phase == Phase.MAIN and len(legal) > 6:
            search = Search(steps=10 ** 9)
            action, stats = search.choose(game.state.copy(), random.Random(checked), time.perf_counter() - 1, deals=None)
            assert action in legal
            assert stats["futures"] == 1 and stats["steps"] < 10 ** 6
            for kind in ("flat", "strong"):             # 2 players: strong is the tree search (issue 23)
                player = make_player(kind, game.current_player(), 2, seed=checked, strong_steps=10 ** 9)
                assert player.decide(game.view(game.current_player()), legal, deadline=time.perf_counter() - 1) in legal
                if kind == "flat":
                    assert player.last["futures"] == 1
                else:                                   # one playout of each of its ideas
                    assert player.last["iterations"] == player.last["candidates"] and player.last["steps"] < 10 ** 6
            checked += 1
        game.apply(legal[rng.randrange(len(legal))])
    assert checked == 8


@pytest.mark.parametrize("kind", ["medium", "strong", "flat", "ismcts"])
def test_a_searching_player_builds_when_nobody_has_built_for_twelve_rounds(kind):
    """E1: two searchers can harvest and sacrifice for ever (the one who would lose if the game
    ended never builds his last piece). After STALL_ROUNDS rounds without a build on the table a
    searching player takes the rule of thumb's best build, where it would have harvested."""
    from meduris_gui.games.meduris.ai.players import STALL_ROUNDS

    rng = random.Random(8)
    game = Game.new(default_colours(2), 0, rng=rng)
    checked = 0
    while checked < 2:               # main decisions where the player, not stuck, would harvest
        legal = game.legal_actions()
        seat = game.current_player()
        if (seat >= 0 and game.state.phase == Phase.MAIN and any(a.is_build for a in legal)):
            built = sum(1 for k in game.state.kind if k)
            player = make_player(kind, seat, 2, seed=1, strong_steps=STRONG_STEPS)
            player.memory = Memory(2)            # it missed the start: the view is dealt consistently
            if not player.decide(game.view(seat), legal).is_build:
                assert player.built == built and player.built_turn == game.state.turns   # counted from now
                player.built_turn = game.state.turns - STALL_ROUNDS * 2 + 1       # a turn short
                assert player.decide(game.view(seat), legal) in legal
                player.built_turn -= 1
                choice = player.decide(game.view(seat), legal)
                assert choice.is_build and choice in legal
                checked += 1
        game.apply(legal[rng.randrange(len(legal))])


def test_the_tree_seats_playouts_take_one_of_the_three_best_moves_with_noise():
    """Issue 23: the tree's playouts are noisy (TREE_NOISE); at noise 0 the rule of thumb's own
    choice, at noise 1 always one of its three best main moves, and not always the best."""
    assert 0 < TREE_NOISE < 0.5
    assert make_player("ismcts", 0, 2, seed=1).search.game.noise == TREE_NOISE
    assert make_player("flat", 0, 2, seed=1).search.game.noise == 0
    game = Game.new(default_colours(2), 0, rng=random.Random(5))
    rng = random.Random(5)
    while not (game.state.phase == Phase.MAIN and game.state.decider >= 0 and len(game.legal_actions()) > 3):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    state, legal = game.state, game.legal_actions()
    quiet, noisy = MedurisProtocol(), MedurisProtocol(noise=1.0)
    top = [legal[i] for i in ranking(quiet.rules.main_scores(state, legal))[:3]]
    assert quiet.policy(state.copy(), legal, random.Random(1))[0] == quiet.rules.choose(state.copy(), random.Random(1), legal)
    chosen = {noisy.policy(state.copy(), legal, random.Random(k))[0] for k in range(40)}
    assert chosen <= set(top) and len(chosen) > 1
