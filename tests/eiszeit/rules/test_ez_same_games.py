"""The engine plays the very same games as before its speed work (issue 22 item 7): a fixed set
of seeded random games, along the validating path (apply(rng.choice(legal_actions()))), the fast
path (Game.playout) and the bare state (engine.playout), gives the action sequences, final scores,
points and winners that main's engine gave (the digests below were taken from it before any change)."""

from __future__ import annotations

import hashlib
import random

import pytest

from meduris_gui.games.eiszeit.rules import engine
from meduris_gui.games.eiszeit.rules.actions import COLOURS
from meduris_gui.games.eiszeit.rules.game import Game
from meduris_gui.games.eiszeit.rules.scoring import outcome

# (players, short game, seed): (decisions, digest of the actions and the outcome)
EXPECTED = {
    (3, False, 0): (426, "cc9e53a510dc3d8b"), (4, False, 1): (602, "aa3716b1b859f781"),
    (5, False, 2): (767, "c705fa985d8e2aa1"), (4, True, 3): (338, "97065310cbfc0fc7"),
    (3, True, 4): (406, "0c18016999fc97a2"), (5, True, 5): (486, "34a61b65f91d1148"),
    (3, False, 6): (532, "c0b6150148a7718b"), (4, False, 7): (562, "80350cd6aa03756e"),
    (5, False, 8): (639, "7e91865c0025fb2b"), (4, True, 9): (388, "cad5c8ab5045e18d"),
    (3, True, 10): (389, "3434628b39066a32"), (5, True, 11): (432, "35532e37137a4192"),
    (3, False, 12): (349, "079c89db0debe1d2"), (4, False, 13): (539, "fecd63ac91a4dab7"),
    (5, False, 14): (777, "d695869e34e23ee3"), (4, True, 15): (489, "94b88d1d087f44fb"),
    (3, True, 16): (400, "7d9b7c2b4215d4d8"), (5, True, 17): (576, "e38b9001a172eea1"),
    (3, False, 18): (442, "f36f72f291742d8d"), (4, False, 19): (573, "67c6588b844835a7"),
    (5, False, 20): (717, "be0fe7dc807b33a7"), (4, True, 21): (382, "e604f85b9d6d7af7"),
    (3, True, 22): (336, "1bb091443ddd47b0"), (5, True, 23): (494, "866f41203736a088"),
}


def digest(history, state) -> str:
    o = outcome(state)
    text = "\n".join(map(str, history)) + f"\n{o.scores}\n{o.winners}\n{o.tie_break}\n{o.points}"
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@pytest.mark.parametrize("n, short, seed", sorted(EXPECTED))
def test_seeded_random_games_are_the_games_main_played(n, short, seed):
    decisions, expected = EXPECTED[n, short, seed]
    checked = Game.new(COLOURS[:n], seed % n, short=short)
    rng = random.Random(1000 + seed)
    while not checked.is_over():
        checked.apply(rng.choice(checked.legal_actions()))
    assert (len(checked.history), digest(checked.history, checked.state)) == (decisions, expected)
    fast = Game.new(COLOURS[:n], seed % n, short=short)
    assert fast.playout(random.Random(1000 + seed)) == decisions
    assert fast.history == checked.history and digest(fast.history, fast.state) == expected
    bare = Game.new(COLOURS[:n], seed % n, short=short).state.copy()
    assert engine.playout(bare, random.Random(1000 + seed)) == decisions
    assert outcome(bare) == checked.outcome()


def test_the_digest_tells_games_apart():
    """A changed action or score changes the digest (the test above can fail)."""
    game = Game.new(COLOURS[:4], 0)
    game.playout(random.Random(1001))
    history = list(game.history)
    base = digest(history, game.state)
    assert digest(history[:-1], game.state) != base
    history[5], history[6] = history[6], history[5]
    assert history != game.history and digest(history, game.state) != base
    game.state.score[0] += 1
    assert digest(game.history, game.state) != base


class _OwnRandom(random.Random):
    """A Random of its own kind (its choice goes through _randbelow_without_getrandbits)."""

    def random(self):
        return super().random()


@pytest.mark.parametrize("make", [random.Random, _OwnRandom])
def test_random_action_draws_what_random_choice_draws(make):
    """random_action writes Random.choice's draw out for a plain random.Random; any other kind of
    generator is asked itself: both give rng.choice(legal_actions()) with the same draws."""
    game = Game.new(COLOURS[:4], 1)
    fast, checked = make(77), make(77)
    while not game.is_over():
        action = engine.random_action(game.state, fast)
        assert action is checked.choice(game.legal_actions())
        game.apply(action)
    assert fast.random() == checked.random()
