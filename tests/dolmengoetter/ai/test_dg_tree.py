"""Die Dolmengötter on the information-set tree search (issue 23): search.TreeSearch over the
game's protocol and the arena's `flat`, `ismcts` and `ismcts4x` seats. The same seed gives the
same choice, every answer is legal, the search never reads the others' dolmen values (the same
view gives the same choice whatever they are) and keeps to its budget."""

from __future__ import annotations

import random
import time

import pytest

from meduris_gui.ai.arena import run_arena
from meduris_gui.games.dolmengoetter.ai.arena import play_game
from meduris_gui.games.dolmengoetter.ai.players import STRONG_STEPS, TREE_NOISE, TREE_STEPS, make_player
from meduris_gui.games.dolmengoetter.ai.search import Search, TreeSearch
from meduris_gui.games.dolmengoetter.rules.game import Game
from meduris_gui.games.dolmengoetter.rules.state import COLOURS, MOVE, RIGHT, STONE
from test_dg_players import hidden_values, other_deal


def _position(players: int = 3, seed: int = 6, step: str = MOVE, decisions: int = 40) -> Game:
    """A seeded game played at random for `decisions` decisions, then on until `step` is a
    decision with a choice (at least three at a move) and another player has a dolmen on the
    board (its value is one the decider cannot see: another deal can move it)."""
    rng = random.Random(seed)
    game = Game.new(list(COLOURS[:players]), 0)
    for _ in range(decisions):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    while True:
        assert not game.is_over(), "no such position in the game"
        legal = game.legal_actions()
        seat = game.current_player()
        placed = any(owner != seat for stack in game.state.stack for owner, _v in stack)
        if game.state.step == step and len(legal) >= (3 if step == MOVE else 2) and placed:
            return game
        game.apply(legal[rng.randrange(len(legal))])


def test_the_same_seed_gives_the_same_choice_and_it_is_legal():
    game = _position()
    search = TreeSearch(steps=900)
    first = search.choose(game.state.copy(), random.Random(4))
    assert first == search.choose(game.state.copy(), random.Random(4))
    assert first[0] in game.legal_actions() and first[1]["iterations"] > 5
    assert 1 < first[1]["candidates"] <= 5


def test_the_search_never_reads_the_others_dolmen_values():
    """Two games that differ only in the values seat 0 cannot see (M9): every determinisation is
    drawn from the seat's view, so the search answers the same in both."""
    game = _position(players=3, seed=11)
    seat = game.current_player()
    changed = other_deal(game, seat)
    search = TreeSearch(steps=900)
    answers = [search.choose(g.state.copy(), random.Random(5)) for g in (game, changed)]
    assert answers[0] == answers[1] and answers[0][1]["iterations"] > 5
    # ... for the deals drawn for a seed are the same in both (other than the real values), and
    # keep the seat's own values; the flat search's deals are as they were (not canonical)
    deals = [search.game.resample(game.state, seat, random.Random(i)) for i in range(10)]
    again = [search.game.resample(changed.state, seat, random.Random(i)) for i in range(10)]
    assert [hidden_values(d, seat) for d in deals] == [hidden_values(d, seat) for d in again]
    assert any(hidden_values(d, seat) != hidden_values(game.state, seat) for d in deals)
    assert all(d.hand[seat] == game.state.hand[seat] for d in deals)
    assert not Search().game.canonical and search.game.canonical


@pytest.mark.parametrize("step", [MOVE, STONE, RIGHT])
def test_the_budget_is_kept_and_counted_in_steps(step):
    game = _position(players=3, seed=3, step=step, decisions=20)
    search = TreeSearch(steps=1500)
    _action, stats = search.choose(game.state.copy(), random.Random(6))
    budget = 1500 if step == MOVE else 500
    # The last pass over the root's actions may run past the budget by one playout each (to the
    # end of the game: at most some 300 steps and what the rule of thumb charges).
    assert budget <= stats["steps"] < budget + 5 * 400
    # The deadline is a safety net: past it, the search stops after one pass over the root's actions.
    _action, stats = TreeSearch(steps=10_000_000).choose(game.state.copy(), random.Random(6),
                                                        deadline=time.perf_counter() - 1)
    assert stats["iterations"] == stats["candidates"] <= 5


def test_the_arena_seats_budgets_match_the_strong_players_time():
    assert make_player("ismcts", 0, 2, 1).search.steps == TREE_STEPS
    assert make_player("ismcts4x", 0, 2, 1).search.steps == 4 * TREE_STEPS
    assert make_player("ismcts", 0, 2, 1, strong_steps=600).search.steps == 600 * TREE_STEPS // STRONG_STEPS
    assert make_player("ismcts4x", 0, 2, 1, strong_steps=600).search.steps == 4 * (600 * TREE_STEPS // STRONG_STEPS)
    assert make_player("flat", 0, 2, 1, strong_steps=700).search.steps == 700
    flat, strong = make_player("flat", 0, 2, 1).search, make_player("strong", 0, 2, 1).search
    assert type(flat) is Search and (flat.steps, flat.width) == (STRONG_STEPS, 5)
    tree = make_player("ismcts", 0, 2, 1).search
    assert type(strong) is type(tree) is TreeSearch                 # the strong player is the tree (issue 23)
    expected = (TREE_STEPS, 8, TREE_NOISE)                          # its eight best ideas, the flat search five
    assert (strong.steps, strong.width, strong.noise) == (tree.steps, tree.width, tree.noise) == expected
    assert make_player("strong", 0, 2, 1, strong_steps=600).search.steps == 600 * TREE_STEPS // STRONG_STEPS
    for players in (3, 4, 5):                          # more players: the flat search (README)
        flat = make_player("strong", 0, players, 1).search
        assert type(flat) is Search and (flat.steps, flat.width) == (STRONG_STEPS, 5)
        assert make_player("strong", 0, players, 1, strong_steps=700).search.steps == 700


def test_a_whole_game_of_tree_players_is_legal_to_the_end():
    seen = set()

    def decided(game, seat, view, player, action, seconds):
        assert action in game.legal_actions()
        seen.add(player.kind)

    result = play_game(["ismcts", "flat", "ismcts4x"], seed=12, on_decision=decided, strong_steps=120)
    assert result["game"].is_over() and seen == {"ismcts", "flat", "ismcts4x"}
    assert play_game(["ismcts", "flat", "ismcts4x"], seed=12, strong_steps=120)["scores"] == result["scores"]


def test_the_arena_plays_the_tree_against_the_flat_search():
    report = run_arena(["ismcts", "flat"], 2, seed=3, strong_steps=100, game="dolmengoetter")
    assert [seat["player"] for seat in report["seats"]] == ["ismcts", "flat"]
    assert sum(seat["wins"] for seat in report["seats"]) == pytest.approx(2)
