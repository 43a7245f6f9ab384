"""Random games of Eiszeit for 3, 4 and 5 players and the short game keep every invariant: hunters,
stones, clubs, mammoths, fire tokens and the 55 cards conserved (S1, S3, S5, S7), nothing on ice
(G3), capacity respected after each conflict (K4, K5), the glacier at most once a round and never
in the last (G1, G5), four rounds or three (E3), scores that add up by round and region (P1, E4),
and views that never show another's hand or a fire value (H1, H4)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from meduris_gui.games.eiszeit.rules.actions import COLOURS
from meduris_gui.games.eiszeit.rules.game import Game
from meduris_gui.games.eiszeit.rules.serial import state_from_dict, state_to_dict
from meduris_gui.games.eiszeit.rules.state import FIRE_TOKENS, STONES_IN_PLAY


def check(state) -> None:
    n = state.n
    for seat in range(n):
        assert state.reserve[seat] + sum(h[seat] for h in state.hunters) == 12
    assert sum(state.stones) + state.dark_reserve + state.light_reserve == STONES_IN_PLAY[n]
    assert min(state.stones) >= 0 and state.dark_reserve >= 0 and state.light_reserve >= 0
    assert state.club_supply + sum(state.kept) + sum(map(sum, state.clubbed)) == 6
    assert state.mammoth_reserve + sum(state.mammoths) == {3: 4, 4: 5, 5: 6}[n]
    assert Counter(state.fire_beside + [v for f in state.fire for v in f]) == Counter(FIRE_TOKENS)
    cards = sum(len(h) for h in state.hand) + sum(len(d) for d in state.deck.values()) + \
        sum(len(b) for b in state.bottom.values()) + sum(len(p) for p in state.pile.values())
    assert cards == 55
    for r in range(12):
        if state.ice[r]:
            assert not sum(state.hunters[r]) and not state.mammoths[r] and not state.fire[r]
        assert all(c <= h for c, h in zip(state.clubbed[r], state.hunters[r]))


def play(n: int, seed: int, short: bool = False) -> tuple:
    rng = random.Random(seed)
    game = Game.new(COLOURS[:n], seed % n, short=short)
    ice_by_round: dict = {}
    steps = 0
    conflicts = []
    while not game.is_over():
        events = game.apply(rng.choice(game.legal_actions()))
        steps += 1
        assert steps < 5000
        check(game.state)
        for event in events:
            if event.kind == "conflict":
                conflicts.append(event)
            if event.kind == "iced":
                ice_by_round[game.state.round - 1] = ice_by_round.get(game.state.round - 1, 0) + 1
        if steps % 97 == 0:
            state_from_dict(state_to_dict(game.state))
            seat = steps % n
            view = game.view(seat)
            assert all(v is None for r in view["regions"] for v in r["fire"])
            assert all(set(p["hand"]) <= {None} for i, p in enumerate(view["players"]) if i != seat)
    return game, conflicts, ice_by_round


@pytest.mark.parametrize("n, short", [(3, False), (4, False), (5, False), (3, True), (5, True)])
def test_random_games_keep_the_invariants_and_end(n, short):
    for seed in range(3):
        game, conflicts, ice_by_round = play(n, seed, short)
        state = game.state
        rounds = 3 if short else 4
        assert state.round == rounds == len(state.points[0])
        for event in conflicts:                         # K4, K5: within capacity, or only clubs left
            assert sum(event.left) <= event.capacity or event.left == event.clubbed
        assert all(k == 1 for k in ice_by_round.values()) and rounds not in ice_by_round
        outcome = game.outcome()
        for seat in range(n):
            assert sum(outcome.by_round(seat)) == outcome.scores[seat] == sum(outcome.by_region(seat).values())
        assert set(outcome.winners) <= set(range(n)) and outcome.tie_break in ("points", "hunters", "stones", "shared")
