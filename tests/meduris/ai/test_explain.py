"""The facts behind a hint (games/meduris/ai/explain.py) are the engine's: checked against the engine after
playing the action, in many positions of random games (B, A, C/E3, D3, R3)."""

from __future__ import annotations

import random

from meduris_gui.games.meduris.ai.explain import explain
from meduris_gui.games.meduris.rules import events as E
from meduris_gui.games.meduris.rules import engine
from meduris_gui.games.meduris.rules.actions import HARVEST, HUT, PAY, RETURN, SACRIFICE, TAKE, TEMPLE
from meduris_gui.games.meduris.rules.kinds import Phase
from meduris_gui.games.meduris.rules.scoring import settlement_size, temple_points
from meduris_gui.games.meduris.ai.sim import new_random_game


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


def _legal_builds(state, seat: int, stock) -> set:
    """The builds the engine's move generator (legal.py) allows `seat` with `stock` on this board:
    the state put into that seat's main decision by hand, asked afresh."""
    st = state.copy()
    st.stock[seat] = list(stock)
    st.phase, st.turn, st.decider, st.pending, st.ritual, st.queue = int(Phase.MAIN), seat, seat, None, [], []
    return {(a.verb, a.space) for a in engine.legal_actions(st, fresh=True) if a.verb in (HUT, TEMPLE)}


def test_take_return_and_pay_facts_agree_with_the_engines_legal_builds():
    """A "+1" material's hut or temple is one the engine allows only with it (plain price: R1/C);
    a "−1" or a payment leaves exactly the builds the engine then allows (R0 substitutions in)."""
    rng = random.Random(21)
    counts = dict.fromkeys(("take-build", "take-asks", "return", "pay"), 0)
    for game_no in range(10):
        game = new_random_game(["purple", "blue", "green", "red"][:2 + game_no % 3], rng)
        while not game.is_over():
            legal = game.legal_actions()
            seat = game.current_player()
            state = game.state
            for action in (legal if seat >= 0 and legal[0].verb in (TAKE, RETURN, PAY) else ())[:6]:
                reason = explain(game, action)
                stock = list(state.stock[seat])
                if action.verb == TAKE:
                    if reason.build:
                        counts["take-build"] += 1
                        more = list(stock)
                        more[action.material] += 1
                        price = game.build_price(reason.build, reason.space)
                        a, b = price.materials
                        assert price.allowed and more[a] >= price.units and more[b] >= price.units
                        assert not (stock[a] >= price.units and stock[b] >= price.units)
                        assert (reason.build, reason.space) in _legal_builds(state, seat, more)
                    else:
                        counts["take-asks"] += 1
                        assert reason.asks == sum(1 for s in range(state.board.n) if state.kind[s] == 0
                                                  and action.material in state.board.space_materials[s])
                elif action.verb == RETURN:
                    counts["return"] += 1
                    now = _legal_builds(state, seat, stock)
                    less = list(stock)
                    less[action.material] -= 1
                    after = _legal_builds(state, seat, less)
                    assert (reason.reach, reason.lost) == (len(after), len(now - after))
                else:
                    counts["pay"] += 1
                    copy = game.copy()
                    copy.apply(action)
                    assert reason.reach == len(_legal_builds(copy.state, seat, copy.state.stock[seat]))
            game.apply(legal[rng.randrange(len(legal))])
    assert all(counts.values()), counts
