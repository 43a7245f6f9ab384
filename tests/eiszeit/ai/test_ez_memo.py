"""The rule of thumb's memo (issue 23): the tree search's playouts keep the worth of each action
carried out (a card to play, T2; what a Cult copies, L6; the opponent of a dark card, T4; where
the glacier goes, G1-G3) per position. A position's key leaves out what no player sees (hands,
decks, fire values), so the worth must not depend on them: these tests deal the hidden part again
and find the same worth, the same key, and the same choice with and without the memo."""

from __future__ import annotations

import random

from meduris_gui.games.eiszeit.ai.arena import new_game
from meduris_gui.games.eiszeit.ai.knowledge import redeal
from meduris_gui.games.eiszeit.ai.players import STRONG_STEPS, make_player, tree_search
from meduris_gui.games.eiszeit.ai.policy import MEMO_SIZE, RulePolicy, position_key
from meduris_gui.games.eiszeit.rules import engine
from meduris_gui.games.eiszeit.rules.game import CHANCE
from meduris_gui.games.eiszeit.rules.state import COPY, GLACIER, OVER, PLAY, TARGET

WEIGHED = (PLAY, COPY, TARGET, GLACIER)        # the steps whose actions are carried out on a copy


def _weighed_positions(seed: int, players: int = 3):
    """Every decision of a rule-of-thumb game at which actions are carried out on a copy."""
    rng = random.Random(seed)
    game = new_game(players, rng)
    policy = RulePolicy()
    while not game.is_over():
        if game.current_player() == CHANCE:
            game.apply(game.sample_chance(rng))
            continue
        legal = game.legal_actions()
        if game.state.step in WEIGHED and len(legal) > 1:
            yield game.state.copy(), legal
        game.apply(policy.choose(game.state, legal))


def _ends_the_game(state, action) -> bool:
    after = state.copy()
    engine.apply(after, action, [])
    RulePolicy().finish_card(after)
    return after.step == OVER


def test_a_worth_does_not_depend_on_what_nobody_sees():
    """Dealt again from the decider's view (the others' hands, the decks, every fire value) and
    from another seat's (his own hand too, where he still holds the card), every action keeps
    its key and its worth; but for a card that ends the game (E1): its last conflict reads the
    fire values (K2-K6), and such a worth is never kept."""
    fresh = RulePolicy()
    rng = random.Random(1)
    steps, compared, ending = set(), 0, 0
    for seed in (11, 12):
        for state, legal in _weighed_positions(seed):
            seat = state.decider
            steps.add(state.step)
            for other in (redeal(state, seat, rng), redeal(state, (seat + 1) % state.n, rng)):
                hand = other.hand[seat]
                for action in legal:
                    if state.step == PLAY and action.who not in hand:
                        continue
                    assert position_key(other, action) == position_key(state, action)
                    if _ends_the_game(state, action):
                        ending += 1
                        continue
                    assert fresh.carried_out(other, action) == fresh.carried_out(state, action), (state, action)
                    compared += 1
    assert compared > 200 and {PLAY, TARGET} <= steps and ending


def test_a_worth_that_ends_the_game_is_not_kept():
    policy = RulePolicy(memo=True)
    for seed in (11, 12):
        for state, legal in _weighed_positions(seed):
            for action in legal:
                policy.memo.clear()
                policy.carried_out(state, action)
                assert bool(policy.memo) != _ends_the_game(state, action)


def test_the_memo_changes_no_choice_and_a_worth_found_costs_one_step():
    memo, plain = RulePolicy(memo=True), RulePolicy()
    found = 0
    for state, legal in _weighed_positions(13):
        plain.spent = memo.spent = 0
        assert memo.scores(state, legal) == plain.scores(state, legal)
        first = memo.spent
        memo.spent = 0
        assert memo.scores(state, legal) == plain.scores(state, legal)
        assert memo.spent == len(legal) <= first          # every action found: one step each
        found += 1
    assert found > 20


def test_the_memo_stays_bounded():
    policy = RulePolicy(memo=True)
    policy.memo.update((n, 0.0) for n in range(MEMO_SIZE))
    state, legal = next(_weighed_positions(14))
    policy.carried_out(state, legal[0])
    assert len(policy.memo) == 1


def test_the_tree_empties_its_memo_before_each_search_and_the_others_keep_none():
    search = tree_search(STRONG_STEPS // 10)
    assert search.game.rules.memo is not None
    state, legal = next(pos for pos in _weighed_positions(15) if pos[0].step == PLAY)
    search.game.rules.memo["stale"] = 1.0
    action, _stats = search.choose(state, random.Random(2))
    assert action in legal and "stale" not in search.game.rules.memo
    assert make_player("flat", 0, 3, seed=1).search.game.rules.memo is None
    assert make_player("strong", 0, 5, seed=1).search.game.rules.memo is None
    assert engine.legal_actions(state) == legal                    # the position searched is untouched
