"""The facts behind a hint (ai/explain.py) are the engine's: checked against the engine after
playing the action, in many positions of random games (B, A, C/E3, D3, R3)."""

from __future__ import annotations

import random

from meduris_gui.ai.explain import explain
from meduris_gui.rules import events as E
from meduris_gui.rules.actions import HARVEST, HUT, SACRIFICE, TEMPLE
from meduris_gui.rules.kinds import Phase
from meduris_gui.rules.scoring import settlement_size, temple_points
from meduris_gui.sim import new_random_game


def test_explaining_leaves_the_game_unchanged_and_the_facts_match_the_engine():
    rng = random.Random(8)
    counts = dict.fromkeys((HUT, TEMPLE, HARVEST, SACRIFICE), 0)
    for game_no in range(8):
        game = new_random_game(["purple", "blue", "green", "red"][:2 + game_no % 3], rng)
        while not game.is_over():
            legal = game.legal_actions()
            seat = game.current_player()
            for action in rng.sample(list(legal), min(4, len(legal))) if seat >= 0 else ():
                before = game.to_json()
                reason = explain(game, action)
                assert game.to_json() == before
                if action.verb in counts:
                    counts[action.verb] += 1
                copy = game.copy()
                events = list(copy.apply(action))
                if action.verb in (HUT, TEMPLE):
                    if copy.state.phase == Phase.PAY:
                        events += copy.apply(copy.legal_actions()[0])
                    kind, n = copy.state.kind, copy.state.board.n
                    if action.verb == HUT:
                        assert reason.size == settlement_size(kind, n, action.space)
                        taken = [e for e in events if isinstance(e, E.RuneTaken) and e.player == seat]
                        assert bool(reason.rune) == bool(taken)
                        if taken:
                            assert reason.rune_from == taken[0].from_player
                    else:
                        assert reason.temple == temple_points(kind, n, action.space)
                elif action.verb == HARVEST:
                    gains = [sum(e.count for e in events if isinstance(e, E.MaterialsGained) and e.player == p)
                             for p in range(game.state.players)]
                    assert reason.gain == gains[seat] and reason.others == sum(gains) - gains[seat]
                elif action.verb == SACRIFICE:
                    done = [e for e in events if isinstance(e, E.Sacrificed) and e.player == seat][0]
                    assert (reason.choice, reason.points, reason.size) == (done.choice, done.points, done.size)
            game.apply(legal[rng.randrange(len(legal))])
    assert all(counts.values()), counts
