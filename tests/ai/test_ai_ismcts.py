"""The information-set tree search (meduris_gui/ai/ismcts.py) over the game protocol: it plays a
toy game right, is the same for a seed, never reads what the deciding seat cannot see, answers
with a legal action in every game and keeps to its budget (issue 23)."""

from __future__ import annotations

import random
import time

import pytest

from meduris_gui.ai.ismcts import Ismcts
from meduris_gui.ai.protocol import CHANCE
from meduris_gui.games.dolmengoetter.ai.protocol import DolmenProtocol
from meduris_gui.games.dolmengoetter.rules.game import Game as DolmenGame
from meduris_gui.games.dolmengoetter.rules.state import COLOURS
from meduris_gui.games.meduris.ai.arena import play_game
from meduris_gui.games.meduris.ai.players import TREE_STEPS, TREE_WIDTH, make_player
from meduris_gui.games.meduris.ai.protocol import MedurisProtocol
from meduris_gui.games.meduris.ai.search import TreeSearch
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.kinds import Phase
from meduris_gui.games.meduris.rules.setup import default_colours
from test_ai_protocol import Pile, PileGame


def meduris_position(seed: int = 8, players: int = 2, phase=Phase.MAIN):
    """A seeded Meduris game played at random until `phase` is the decision of seat 0, with
    something in seat 1's stock (that seat 0 cannot see)."""
    rng = random.Random(seed)
    game = Game.new(default_colours(players), 0, rng=rng)
    for _ in range(40):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    while game.state.phase != phase or game.current_player() != 0 or not any(game.state.stock[1]) \
            or len(game.legal_actions()) < 3:
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


@pytest.mark.parametrize("halving", [True, False])
def test_the_tree_search_plays_a_toy_game_right(halving):
    search = Ismcts(PileGame(), steps=1000, width=2, horizon=None, halving=halving)
    # Whoever takes the last wins. 3 left: both moves lose against the other's best answer.
    action, stats = search.choose(Pile(3), random.Random(1))
    assert stats["value"] < -0.5
    action, stats = search.choose(Pile(4), random.Random(1))
    assert action == 1 and stats["value"] > 0.5          # leaves 3: every answer loses
    action, _ = search.choose(Pile(5), random.Random(1))
    assert action == 2
    action, stats = search.choose(Pile(1), random.Random(1))
    assert action == 1 and stats["iterations"] == 0


def test_chance_is_drawn_and_followed_not_chosen():
    search = Ismcts(PileGame(), steps=600, width=2, horizon=None)
    _action, stats = search.choose(Pile(6, coin=True), random.Random(2))
    assert stats["steps"] >= 600 and stats["iterations"] >= 20 and -1.0 < stats["value"] < 1.0


def test_the_same_seed_gives_the_same_search():
    game = meduris_position()
    search = TreeSearch(steps=900)
    first = search.choose(game.state.copy(), random.Random(4))
    second = search.choose(game.state.copy(), random.Random(4))
    assert first == second and first[0] in game.legal_actions()
    deals = [game.state.copy()]
    assert search.choose(game.state.copy(), random.Random(4), deals=deals) == \
        search.choose(game.state.copy(), random.Random(4), deals=deals)


def test_the_search_never_reads_what_the_seat_cannot_see():
    """Two positions that differ only in seats 1's and 2's materials (hidden from seat 0): without
    deals the search draws every determinisation from seat 0's view, so it answers the same."""
    game = meduris_position(players=3)
    other = game.copy()
    give = next(m for m in range(4) if other.state.stock[1][m])
    other.state.stock[1][give] -= 1
    other.state.stock[2][give] += 1
    assert other.state.stock != game.state.stock and game.view(0) == other.view(0)
    search = TreeSearch(steps=900)
    answers = [search.choose(g.state.copy(), random.Random(5)) for g in (game, other)]
    assert answers[0] == answers[1]
    assert answers[0][1]["iterations"] > 10


@pytest.mark.parametrize("phase", [Phase.MAIN, Phase.PAY])
def test_the_budget_is_kept_and_counted_in_steps(phase):
    game = meduris_position(seed=3, phase=phase)
    search = TreeSearch(steps=1500)
    _action, stats = search.choose(game.state.copy(), random.Random(6), deals=[game.state.copy()])
    budget = 1500 if phase == Phase.MAIN else 500
    # The last pass over the root's actions may run past the budget by one playout each (two
    # rounds of turns: some 100 steps).
    assert budget <= stats["steps"] < budget + 6 * 150
    # The deadline is a safety net: past it, the search stops after one pass over the root's
    # actions (each is tried once: the answer is never untried).
    _action, stats = TreeSearch(steps=10_000_000).choose(game.state.copy(), random.Random(6),
                                                        deadline=time.perf_counter() - 1)
    assert stats["iterations"] == stats["candidates"] <= 6
    _action, stats = TreeSearch(steps=10_000_000, halving=False).choose(
        game.state.copy(), random.Random(6), deadline=time.perf_counter() - 1)
    assert stats["iterations"] == 1


def test_the_arena_seats_budgets_match_the_strong_players_time():
    assert make_player("ismcts", 0, 2, 1).search.steps == TREE_STEPS
    assert make_player("ismcts", 0, 2, 1).search.width == make_player("ismcts4x", 0, 2, 1).search.width == TREE_WIDTH
    assert make_player("ismcts4x", 0, 2, 1).search.steps == 4 * TREE_STEPS
    assert make_player("ismcts", 0, 2, 1, strong_steps=2000).search.steps == 2000 * TREE_STEPS // 20000
    assert make_player("flat", 0, 2, 1, strong_steps=700).search.steps == 700
    # The strong player: the tree at 2-player tables (as the ismcts seat), the flat search at 3 and 4.
    strong = make_player("strong", 0, 2, 1).search
    assert isinstance(strong, TreeSearch) and (strong.steps, strong.width) == (TREE_STEPS, TREE_WIDTH)
    assert make_player("strong", 0, 2, 1, strong_steps=2000).search.steps == 2000 * TREE_STEPS // 20000
    for players in (3, 4):
        assert type(make_player("flat", 0, players, 1).search) is type(make_player("strong", 0, players, 1).search)
        assert make_player("strong", 0, players, 1, strong_steps=700).search.steps == 700


def test_a_whole_game_of_tree_players_is_legal_to_the_end():
    def decided(game, seat, view, player, action, seconds):
        assert action in game.legal_actions()

    result = play_game(["ismcts", "strong", "ismcts4x"], seed=12, on_decision=decided, strong_steps=200)
    assert result["game"].outcome() is not None


def test_the_same_search_runs_on_die_dolmengoetter():
    rng = random.Random(6)
    game = DolmenGame.new(list(COLOURS[:3]), 0)
    for _ in range(60):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    while len(game.legal_actions()) < 2:
        game.apply(game.legal_actions()[0])
    search = Ismcts(DolmenProtocol(), steps=800)
    action, stats = search.choose(game.state.copy(), random.Random(2))
    assert action in game.legal_actions() and stats["iterations"] > 3
    assert search.choose(game.state.copy(), random.Random(2)) == (action, stats)


def test_chance_nodes_are_shared_by_their_face_and_decisions_by_the_public_actions():
    """The tree below the root: a die's face leads to one node whatever the deal; the root's
    actions are the rule of thumb's best, at most `width`."""
    game = meduris_position(seed=5)
    search = TreeSearch(steps=1200, width=4)
    state = game.state.copy()
    from meduris_gui.ai.ismcts import Node
    tree, moments = Node(), [0, 0.0, 0.0]
    mark = search.game.horizon(state, 2)
    for i in range(30):
        search.iterate(tree, MedurisProtocol().resample(state, 0, random.Random(i)), 0, random.Random(i), mark, moments)
    assert tree.visits == 30 and 1 < len(tree.children) <= 4
    assert sum(child.visits for child in tree.children.values()) == 30
    assert all(child.avail >= child.visits for child in tree.children.values())
    faces = [key for child in tree.children.values() for key in child.children
             if getattr(key, "verb", None) == "roll"]
    assert len(faces) == len(set(faces))
    assert CHANCE == -1


@pytest.mark.parametrize("others", [True, False])
def test_a_tree_of_the_seats_own_decisions_hands_the_others_to_the_playout(others):
    """`others=False`: below the root's actions and the chance that follows them, the first
    decision of the other seat is a node with no actions of its own (the playout's rule of thumb
    takes it, on that determinisation); with `others` the tree weighs his actions there too."""
    from meduris_gui.ai.ismcts import Node
    search = Ismcts(PileGame(), steps=10**6, width=2, horizon=None, others=others)
    tree, moments = Node(), [0, 0.0, 0.0]
    for i in range(200):
        search.iterate(tree, Pile(9, coin=True), 0, random.Random(i), None, moments)
    assert tree.visits == 200 and len(tree.children) == 2
    below = [face for child in tree.children.values() for face in child.children.values()]
    assert below and sum(face.visits for face in below) > 150
    assert any(face.children for face in below) is others
    action, _stats = Ismcts(PileGame(), steps=600, width=2, horizon=None, others=others).choose(Pile(9, coin=True), random.Random(3))
    assert action in (1, 2)


def test_a_plain_answer_is_given_early_and_its_steps_kept_for_a_later_decision():
    """`early`: with two left, taking both wins in every iteration and taking one never does:
    the search answers half-way through its budget (its one look) and banks the rest; a later main decision takes
    up to `spend` times its budget more from the bank. Without `early` nothing is banked."""
    search = Ismcts(PileGame(), steps=1000, width=2, horizon=None, early=2.0)
    action, stats = search.choose(Pile(2), random.Random(1))
    assert action == 2 and stats["steps"] < 600 and search.bank == 1000 - stats["steps"]
    search = Ismcts(PileGame(), steps=1000, width=2, horizon=None, early=1e9, spend=0.5)   # never plain
    search.bank = 2000
    _action, stats = search.choose(Pile(7, coin=True), random.Random(1))
    assert 1500 <= stats["steps"] < 1600 and search.bank == 2000 + 1000 - stats["steps"]
    plain = Ismcts(PileGame(), steps=1000, width=2, horizon=None)
    plain.bank = 2000
    _action, stats = plain.choose(Pile(7, coin=True), random.Random(1))
    assert 1000 <= stats["steps"] < 1100 and plain.bank == 2000


def test_a_decision_that_is_not_main_takes_nothing_from_the_bank():
    class Steps(PileGame):
        def main_decision(self, state):
            return False

    search = Ismcts(Steps(), steps=1200, width=2, horizon=None, early=1e9)
    search.bank = 5000
    _action, stats = search.choose(Pile(7, coin=True), random.Random(1))
    assert 400 <= stats["steps"] < 500 and search.bank == 5000 + 400 - stats["steps"]


def test_plain_compares_the_actions_iteration_by_iteration():
    from meduris_gui.ai.ismcts import _plain
    first = [float(v) for v in (10, -20, 30, -40, 50, -60, 70, -80)]
    # One point better on every deal: plain, though the values stray far more than that.
    assert _plain([first, [v - 1 for v in first]], [0, 1], 3.0)
    assert _plain([[v - 1 for v in first], first], [0, 1], 3.0)        # whichever is best
    # As much better on the average, but not deal by deal: not plain.
    noisy = [v + (5 if k % 2 else -3) for k, v in enumerate(first)]
    assert not _plain([noisy, first], [0, 1], 3.0)
    assert not _plain([[1.0] * 3, [0.0] * 3], [0, 1], 0.1)             # too few to tell
