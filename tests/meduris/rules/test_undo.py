"""Undo: only the deciding player's own decisions of this turn, never past a die roll or another
player's decision; the game goes back exactly to the state before."""

from __future__ import annotations

import random

import pytest

from meduris_gui.games.meduris.rules.actions import IllegalActionError
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.game import CHANCE
from meduris_gui.games.meduris.rules.kinds import Phase
from meduris_gui.games.meduris.rules.record import Record
from meduris_gui.games.meduris.rules.serial import state_to_dict


def test_nothing_to_undo_at_the_start_and_after_a_roll():
    game = Game.new(["purple", "blue"], 0, seed=1)
    assert not game.can_undo() and "nothing" in game.undo_blocker()
    for _ in range(6):
        game.apply(game.legal_actions()[0])          # setup: purple, blue, purple, ...
    assert game.current_player() == CHANCE
    assert "another player" in game.undo_blocker()   # blue placed last; now the die decides
    game.apply("roll wood")
    assert game.undo_blocker() == "the die has been rolled"
    with pytest.raises(IllegalActionError):
        game.undo()


def test_a_build_and_its_payment_can_be_taken_back_step_by_step():
    rng = random.Random(4)
    for seed in range(200):
        game = Game.new(["purple", "blue"], 0, seed=seed)
        while not game.is_over():
            state = game.state
            if state.phase == Phase.MAIN and any(a.verb == "hut" for a in game.legal_actions()):
                before = state_to_dict(state)
                hut = next(a for a in game.legal_actions() if a.verb == "hut")
                game.apply(hut)
                if game.state.phase != Phase.PAY:
                    break
                paying = state_to_dict(game.state)
                assert game.can_undo()
                game.undo()
                assert state_to_dict(game.state) == before
                game.apply(hut)
                assert state_to_dict(game.state) == paying
                return
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
    pytest.fail("no build with a payment step found")


def test_undo_never_passes_another_players_decision():
    rng = random.Random(9)
    game = Game.new(["purple", "blue", "green"], 0, rng=rng)
    checked = 0
    while not game.is_over() and checked < 300:
        if game.history and game.deciders[-1] != game.state.decider:
            assert not game.can_undo()
            checked += 1
        if game.can_undo():
            history = list(game.history)
            game.undo()
            assert game.history == history[:-1]
            game.apply(history[-1])
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    assert checked > 50


def test_undo_of_a_replayed_game_works_the_same():
    rng = random.Random(2)
    game = Game.new(["purple", "blue"], 1, rng=rng)
    for _ in range(40):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    replayed = Record.of(game).replay()
    assert replayed.deciders == game.deciders
    assert replayed.undo_blocker() == game.undo_blocker()
