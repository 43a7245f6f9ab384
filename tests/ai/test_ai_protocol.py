"""The shared search, arena loop and random playouts speak only the game protocol
(meduris_gui/ai/protocol.py): a toy game that implements it is searched like Meduris and Die
Dolmengötter, and both games' adapters answer it."""

from __future__ import annotations

import random

import pytest

from meduris_gui.ai import protocol
from meduris_gui.ai.protocol import CHANCE, TERMINAL, GameProtocol, random_playout
from meduris_gui.ai.search import Search
from meduris_gui.games.dolmengoetter.ai.protocol import DolmenProtocol
from meduris_gui.games.dolmengoetter.rules.game import Game as DolmenGame
from meduris_gui.games.dolmengoetter.rules.state import COLOURS
from meduris_gui.games.meduris.ai.protocol import MedurisProtocol
from meduris_gui.games.meduris.rules import state as meduris_state
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.setup import default_colours


class Pile:
    """Two players take 1 or 2 from a pile; whoever takes the last wins. After every take a coin
    (chance) may add one to the pile when `coin` is set."""

    def __init__(self, left: int, coin: bool = False) -> None:
        self.left, self.coin, self.mover, self.decider, self.winner = left, coin, 0, 0, None

    def copy(self) -> "Pile":
        new = Pile(self.left, self.coin)
        new.mover, new.decider, new.winner = self.mover, self.decider, self.winner
        return new


class PileGame(GameProtocol):
    title = "Pile"

    def legal(self, state):
        if state.decider == CHANCE:
            return (0, 1)
        return tuple(take for take in (1, 2) if take <= state.left)

    def play(self, state, action):
        if state.decider == CHANCE:
            state.left += action
            state.decider = state.mover
        else:
            state.left -= action
            if state.left == 0:
                state.winner, state.decider = state.decider, TERMINAL
                return ()
            state.mover = 1 - state.decider
            state.decider = CHANCE if state.coin else state.mover
        return self.legal(state)

    def resample(self, state, seat, rng):
        return state.copy()                     # nothing hidden

    def policy(self, state, legal, rng):
        return legal[0], 0                      # the rule of thumb: always take one

    def candidates(self, state, legal, width):
        return list(legal)[:width]

    def evaluate(self, state, seat):
        return 0.0 if state.winner is None else (1.0 if state.winner == seat else -1.0)

    def horizon(self, state, rounds):
        return None

    def past_horizon(self, state, mark):
        return False

    def main_decision(self, state):
        return True


def test_the_search_plays_any_game_of_the_protocol():
    search = Search(PileGame(), steps=200, width=2, horizon=None)
    # 4 left: taking one loses against "always take one" (3, 2, 1 for the other); taking two wins.
    action, stats = search.choose(Pile(4), random.Random(1))
    assert action == 2 and stats["candidates"] == 2 and stats["value"] == 1.0
    action, _ = search.choose(Pile(5), random.Random(1))
    assert action == 1                          # leaves 4 to the other, who loses by taking one
    action, stats = search.choose(Pile(1), random.Random(1))
    assert action == 1 and stats["futures"] == 0


def test_chance_is_rolled_in_the_futures_and_the_budget_is_spent():
    search = Search(PileGame(), steps=300, width=2, horizon=None)
    _action, stats = search.choose(Pile(6, coin=True), random.Random(2))
    assert stats["steps"] >= 300 and stats["futures"] >= 5 and -1.0 < stats["value"] < 1.0


def test_a_random_playout_ends_the_game_and_a_stuck_one_fails_loudly():
    state = Pile(30, coin=True)
    decisions = random_playout(PileGame(), state, random.Random(3))
    assert state.decider == TERMINAL and decisions >= 15
    with pytest.raises(RuntimeError, match="a game of Pile did not end after 5 decisions"):
        random_playout(PileGame(), Pile(30), random.Random(3), limit=5)


def test_the_games_speak_the_protocols_values():
    assert (meduris_state.CHANCE, meduris_state.TERMINAL) == (protocol.CHANCE, protocol.TERMINAL)
    from meduris_gui.games.dolmengoetter.rules import state as dolmen_state
    assert dolmen_state.TERMINAL == protocol.TERMINAL
    assert MedurisProtocol().title == "Meduris" and DolmenProtocol().title == "Die Dolmengötter"


def test_meduris_resample_deals_only_what_the_seat_cannot_see():
    rng = random.Random(5)
    game = Game.new(default_colours(3), 0, seed=5)
    while game.state.turns < 6:
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    state, seat = game.state, 1
    deals = [MedurisProtocol().resample(state, seat, random.Random(k)) for k in range(8)]
    totals = [sum(row[m] for row in state.stock) for m in range(4)]
    for deal in deals:
        assert deal.stock[seat] == state.stock[seat] and deal.supply == state.supply
        assert [sum(row[m] for row in deal.stock) for m in range(4)] == totals
        assert deal.score == state.score and deal.decider == state.decider
    assert len({tuple(map(tuple, deal.stock)) for deal in deals}) > 1


def test_dolmen_resample_keeps_the_seats_own_values():
    rng = random.Random(6)
    game = DolmenGame.new(list(COLOURS[:3]), 0)
    for _ in range(120):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    state = game.state
    deal = DolmenProtocol().resample(state, 0, random.Random(1))
    assert deal.hand[0] == state.hand[0]
    assert [[(o, v) for o, v in stack if o == 0] for stack in deal.stack] == \
        [[(o, v) for o, v in stack if o == 0] for stack in state.stack]
    for other in (1, 2):
        assert sorted(deal.hand[other] + [v for stack in deal.stack for o, v in stack if o == other]) == \
            sorted(state.hand[other] + [v for stack in state.stack for o, v in stack if o == other])
