"""game_point: the clicks it points at take exactly the action asked for, in whole games."""

from __future__ import annotations

import random

import pytest

from helpers import headless_app, start_game
from meduris_gui.games.meduris.rules.actions import Action
from meduris_gui.games.meduris.rules.kinds import Phase
from meduris_gui.games.meduris.rules.state import CHANCE
from meduris_gui.games.meduris.ui.scenes.game_point import action_spots, next_click


def _human_decision(scene) -> bool:
    return (scene.scene_name == "game" and not scene.animator.busy and not scene.game.is_over()
            and scene.game.state.decider != CHANCE and scene.computer_to_act() is None)


@pytest.mark.parametrize("players,size", [(2, (1366, 768)), (4, (1920, 1080))])
@pytest.mark.slow
def test_pointed_clicks_take_the_chosen_action(players, size):
    app = headless_app("en", size=size)
    player = start_game(app, players, seed=players)
    rng = random.Random(players)
    window = app.screen.get_rect()
    decisions = 0
    while app.stack.top.scene_name != "end" and decisions < 400:
        scene = app.stack.top
        if not _human_decision(scene):
            player.step()
            continue
        # Among many ways to pay, one of the first pages (each page is a click).
        action = rng.choice(scene.choosing.ordered[:20] or scene.game.legal_actions())
        spots = action_spots(scene, action)
        assert spots and all(window.contains(spot.rect) for spot in spots), (str(action), spots)
        before = len(scene.game.history)
        assert player.play(scene, action), f"the pointed clicks did not take {action}"
        assert len(scene.game.history) == before + 1
        decisions += 1
    assert decisions > 40


def test_no_pointer_for_what_the_scene_does_not_offer():
    app = headless_app("en")
    player = start_game(app, 2, seed=5)
    scene = app.stack.top
    while not (_human_decision(scene) and scene.game.state.phase == Phase.MAIN and scene.game.state.kind.count(0) < 30):
        player.step()
        scene = app.stack.top
    built = next(s for s in range(scene.game.state.board.n) if scene.game.state.kind[s])
    assert next_click(scene, Action.hut(built)) is None        # a built space is no target
    assert next_click(scene, Action.roll(3)) is None           # no die to roll in a main decision
    assert next_click(scene, Action.take(0)) is None           # no material buttons either
