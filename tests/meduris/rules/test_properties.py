"""Properties of random legal play (Hypothesis stateful testing).

A machine sets up a game (2, 3 or 4 players, either board side), then its rules draw indices into
`game.legal_actions()` (the die faces too, when chance decides) and apply them. After every action
the invariants below must hold; the JSON round trip is checked after every action and the game
record is replayed every few actions and at the end.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from meduris_gui.games.meduris.rules.actions import HARVEST, ROLL, Action, IllegalActionError
from meduris_gui.games.meduris.rules.board import load_side
from meduris_gui.games.meduris.rules.game import CHANCE, TERMINAL, Game
from meduris_gui.games.meduris.rules.record import Record
from meduris_gui.games.meduris.rules.setup import default_colours, pieces_per_player
from meduris_gui.games.meduris.rules.kinds import Building, Phase
from meduris_gui.games.meduris.rules.serial import state_from_dict, state_to_dict
from meduris_gui.games.meduris.rules.state import GameState

REPLAY_EVERY = 40          # replaying the record is the slow check: every so many actions


def new_game(players: int, side: str, seed: int, start: int) -> Game:
    return Game.new(default_colours(players), start % players, seed=seed, board=load_side(side),
                    any_side=True)


# -- the invariants, as plain functions (also used by the plain tests below) -----------------------

def check_materials(state: GameState) -> None:
    """S5: 18 of each material between the board supply and the players' stocks."""
    for m in range(4):
        assert state.supply[m] >= 0
        assert all(stock[m] >= 0 for stock in state.stock)
        assert state.supply[m] + sum(stock[m] for stock in state.stock) == 18, (m, state.supply, state.stock)


def check_runes(state: GameState) -> None:
    """B: 9 rune stones; each with a player who has a hut in its territory, or with nobody if
    nobody has (the stone goes to whoever builds there)."""
    assert len(state.rune) == 9
    for t, holder in enumerate(state.rune):
        owners = {state.owner[s] for s in state.board.territories[t].spaces if state.kind[s] == Building.HUT}
        if owners:
            assert holder in owners, (t, holder, owners)
        else:
            assert holder == -1, (t, holder)


def check_workers(state: GameState) -> None:
    """S9/A: towers of at most 3 workers, all on the four highlands, 3 or 2 per player."""
    assert len(state.towers) == 4
    per_player = 3 if state.players == 2 else 2
    for tower in state.towers:
        assert len(tower) <= 3
        assert all(0 <= seat < state.players for seat in tower)
    workers = [sum(tower.count(p) for tower in state.towers) for p in range(state.players)]
    if state.phase != Phase.SETUP:
        assert workers == [per_player] * state.players
    else:
        assert sum(workers) == state.placed


def check_buildings(state: GameState) -> None:
    """S4: built + left in the reserve = 12 huts + 2 temples (2 players) or 8 + 2."""
    huts0, temples0 = pieces_per_player(state.players)
    for p in range(state.players):
        huts = sum(1 for s in range(state.board.n) if state.kind[s] == Building.HUT and state.owner[s] == p)
        temples = sum(1 for s in range(state.board.n) if state.kind[s] == Building.TEMPLE and state.owner[s] == p)
        assert huts + state.huts[p] == huts0
        assert temples + state.temples[p] == temples0
        assert state.huts[p] >= 0 and state.temples[p] >= 0
    for s in range(state.board.n):
        assert (state.kind[s] == Building.EMPTY) == (state.owner[s] == -1)


def check_all(game: Game) -> None:
    state = game.state
    check_materials(state)
    check_runes(state)
    check_workers(state)
    check_buildings(state)
    assert all(score >= 0 for score in state.score)
    decider = game.current_player()
    if decider == TERMINAL:
        assert len(game.legal_actions()) == 0
        outcome = game.outcome()                  # replays the whole game: asked once
        assert outcome is not None and outcome.winners
    else:
        assert decider == CHANCE or 0 <= decider < state.players
        assert len(game.legal_actions()) >= 2      # a single legal action is applied by the engine
    assert state_from_dict(json.loads(json.dumps(state_to_dict(state)))) == state


def check_replay(game: Game) -> None:
    record = Record.loads(Record.of(game).dumps())
    assert record.replay().state == game.state


# -- the machine -----------------------------------------------------------------------------------

class RandomPlay(RuleBasedStateMachine):
    """Random legal play from a random setup."""

    game: Game

    @initialize(players=st.sampled_from([2, 3, 4]), side=st.sampled_from(["2-3p", "4p"]),
                seed=st.integers(0, 2 ** 32 - 1), start=st.integers(0, 3))
    def setup(self, players, side, seed, start):
        self.game = new_game(players, side, seed, start)
        self.since_replay = 0
        # A finished game checked whole, as (history, state): once the game is over every step
        # applies game_over, which asserts nothing changes; checking the same game again (the
        # outcome replays it from the start) would only repeat the same work.
        self.checked_over = None

    def _over_and_checked(self) -> bool:
        return self.checked_over is not None and self.checked_over == (
            tuple(self.game.history), state_to_dict(self.game.state))

    def _play(self, index: int) -> None:
        legal = self.game.legal_actions()
        action = legal[index % len(legal)]
        before = len(self.game.history)
        events = self.game.apply(action)
        assert self.game.history[before] == action
        # Every action reports what it did, except a build that now waits for its payment.
        assert events, f"{action} reported no events"
        self.since_replay += 1
        if self.since_replay >= REPLAY_EVERY:
            self.since_replay = 0
            check_replay(self.game)

    @precondition(lambda self: not self.game.is_over())
    @rule(index=st.integers(0, 10 ** 6))
    def act(self, index):
        self._play(index)

    @precondition(lambda self: not self.game.is_over())
    @rule(indices=st.lists(st.integers(0, 10 ** 6), min_size=5, max_size=60))
    def act_many(self, indices):
        # Longer strides so that a run reaches the last round and the end of the game.
        for index in indices:
            if self.game.is_over():
                break
            self._play(index)
            check_all(self.game)

    @precondition(lambda self: self.game.is_over())
    @rule()
    def game_over(self):
        # Once the game is over nothing is legal and the state no longer changes.
        state, history = state_to_dict(self.game.state), list(self.game.history)
        with pytest.raises(IllegalActionError):
            self.game.apply(Action.roll(0))
        assert state_to_dict(self.game.state) == state
        assert self.game.history == history
        if not self._over_and_checked():
            outcome = self.game.outcome()
            assert list(outcome.winners) == self.game.state.final["winners"]

    @invariant()
    def invariants(self):
        if self._over_and_checked():
            return
        check_all(self.game)
        if self.game.is_over():
            self.checked_over = (tuple(self.game.history), state_to_dict(self.game.state))

    def teardown(self):
        if hasattr(self, "game"):
            check_replay(self.game)


RandomPlay.TestCase.settings = settings(
    max_examples=50, stateful_step_count=100, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
TestRandomPlay = pytest.mark.slow(RandomPlay.TestCase)


# -- illegal actions -------------------------------------------------------------------------------

def all_actions(n: int) -> list:
    """Every action of every phase, with spaces a little beyond the board's range."""
    actions = [Action.place(m) for m in range(4)] + [Action.roll(f) for f in range(6)]
    actions += [Action.take(m) for m in range(4)] + [Action.give_back(m) for m in range(4)]
    actions += [Action.harvest(h, level, d) for h in range(4) for level in range(0, 5) for d in range(4)]
    spaces = list(range(-2, n + 3))
    actions += [Action.hut(s) for s in spaces] + [Action.temple(s) for s in spaces]
    pays = [(1, 1, 0, 0), (0, 0, 1, 1), (2, 2, 0, 0), (1, 0, 3, 0), (9, 9, 9, 9), (0, 0, 0, 0)]
    actions += [Action.hut(s, pay=p) for s in (0, 5, n - 1, n + 1) for p in pays]
    actions += [Action.temple(s, pay=p) for s in (0, 5, n - 1) for p in pays]
    actions += [Action.paying(p) for p in pays]
    actions += [Action.sacrifice(), Action.sacrifice(token=True)]
    actions += [Action.sacrifice(p) for p in pays + [(1, 0, 0, 0), (0, 0, 0, 1)]]
    return actions


def play_random(game: Game, steps: int, choices) -> None:
    for i in range(steps):
        if game.is_over():
            return
        legal = game.legal_actions()
        game.apply(legal[choices[i % len(choices)] % len(legal)])


@settings(max_examples=60, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), side=st.sampled_from(["2-3p", "4p"]),
       seed=st.integers(0, 10 ** 6), steps=st.integers(0, 400),
       choices=st.lists(st.integers(0, 10 ** 6), min_size=1, max_size=20), data=st.data())
def test_illegal_action_raises_and_leaves_state_unchanged(players, side, seed, steps, choices, data):
    game = new_game(players, side, seed, 0)
    play_random(game, steps, choices)
    illegal = [a for a in all_actions(game.state.board.n) if not game.is_legal(a)]
    assert illegal
    action = data.draw(st.sampled_from(illegal))
    before = state_to_dict(game.state)
    history = list(game.history)
    with pytest.raises(IllegalActionError) as info:
        game.apply(action)
    assert info.value.reason
    assert str(info.value).endswith(info.value.reason)
    assert state_to_dict(game.state) == before
    assert game.history == history


def test_every_legal_action_is_legal_and_others_are_not():
    """`is_legal` agrees with `legal_actions()` for the whole action universe, along a game."""
    import random
    rng = random.Random(3)
    for players, side in ((2, "2-3p"), (4, "4p")):
        game = new_game(players, side, 11, 1)
        while not game.is_over():
            legal = game.legal_actions()
            members = set(legal)
            for action in all_actions(game.state.board.n):
                if action in members:
                    assert game.is_legal(action), action
                elif action.payment is None and action.verb != HARVEST:
                    assert not game.is_legal(action), action
                elif game.is_legal(action):
                    # Another name of a listed action: a harvest of the upper of two adjacent
                    # workers of one player (the same towers), or a build with its payment.
                    copy = game.copy()
                    copy.apply(action)
            game.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("action", [Action.place(9), Action.roll(6), Action.take(4), Action.harvest(7, 1, 0),
                                    Action.harvest(0, 1, -3)],
                         ids=["place-9", "roll-6", "take-4", "harvest-from-7", "harvest-to-minus-3"])
def test_out_of_range_material_is_an_illegal_action(action):
    """Out-of-range indices (only code can make them: the notation cannot) are refused like any
    illegal action, not with an IndexError from printing them."""
    game = new_game(2, "2-3p", 1, 0)
    if action.verb == ROLL:
        play_random(game, 6, [0])                  # the six workers placed: the die decides
        assert game.current_player() == CHANCE
    before = state_to_dict(game.state)
    with pytest.raises(IllegalActionError):
        game.apply(action)
    assert state_to_dict(game.state) == before
