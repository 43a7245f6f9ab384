"""Undo within one's own turn (game.undo_blocker decides: never past a card drawn or another's
decision), the curtain before an opponent carries out a human's dark card, a right click that
steps back, and the entry's window side (scenes, sounds, the screenshot's game and end)."""

from __future__ import annotations

import random

import pytest

from meduris_gui.games.eiszeit.entry import ENTRY
from meduris_gui.games.eiszeit.rules.events import Placed
from meduris_gui.games.eiszeit.ui.scenes.curtain import EiszeitCurtain
from meduris_gui.i18n import set_language

from ez_helpers import ClickPlayer, click, click_button, ez_app, start_ez_game


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def test_undo_takes_back_the_own_decisions_of_the_turn_but_never_a_card_drawn():
    app = ez_app("en", seed=4)
    scene = start_ez_game(app, ["human", "easy", "easy"], seed=4)
    game = scene.game
    before: list = []
    real_act = scene.act

    def act(action):
        before.append(game.to_json())
        real_act(action)

    scene.act = act
    player = ClickPlayer(app, random.Random(4), backs=0.0)
    undone = refused = 0
    for _ in range(20000):
        if scene.human_decides() and not scene.choice().chosen and game.history:
            button = scene.buttons.find("undo")
            if game.can_undo() and game.deciders[-1] == 0:
                assert button is not None
                if undone < 3:
                    expected = before[-1]
                    click_button(app, scene, "undo")
                    assert game.to_json() == expected
                    undone += 1
                    before.pop()
                    continue
            else:
                assert button is None
                if game.history[-1].verb == "draw" and game.deciders[-1] == 0:
                    refused += 1              # a card drawn: never taken back (H1, H2)
        if undone >= 3 and refused >= 1:
            break
        player.step()
    assert undone == 3 and refused >= 1


def test_a_dark_card_for_a_human_opponent_brings_the_curtain_first():
    app = ez_app("en", speed="instant", seed=6)
    scene = start_ez_game(app, ["human", "easy", "human"], seed=6)
    game = scene.game
    player = ClickPlayer(app, random.Random(6), backs=0.0)
    for _ in range(30000):
        top = app.stack.top
        if (top is scene and scene.human_decides() and game.state.step == "target"
                and scene.decider() == 0 and scene.buttons.find("target-yellow") is not None):
            assert click_button(app, scene, "target-yellow")
            if game.current_player() == 2 and game.state.step == "act":
                app.step()
                assert isinstance(app.stack.top, EiszeitCurtain)
                assert app.stack.top.name == scene.names()[2]
                assert scene.hand_seat() is None or scene.viewer == 2
                click(app, (5, 5))
                assert app.stack.top is scene and scene.viewer == 2 and scene.hand_seat() == 2
                return
            continue
        player.step()
    raise AssertionError("no dark card for the human opponent in a whole game")


def test_a_right_click_steps_back_and_a_click_elsewhere_changes_nothing():
    app = ez_app("en", seed=8)
    scene = start_ez_game(app, ["human", "easy", "easy"], seed=8)
    player = ClickPlayer(app, random.Random(8), backs=0.0)
    for _ in range(5000):
        if scene.human_decides() and scene.game.state.step == "play" and not scene.choice().chosen:
            break
        player.step()
    card = next(e for e in sorted(scene.glowing()) if e.kind == "card")
    click(app, scene.element_point(card))
    assert scene.chosen_card() == card.who and scene.buttons.find("play") is not None
    history = len(scene.game.history)
    click(app, scene.layout.geometry.ice.center)              # the ice band: nothing glows there
    assert scene.chosen_card() == card.who and len(scene.game.history) == history
    click(app, (10, 10), button=3)
    assert scene.chosen_card() == "" and scene.buttons.find("play") is None
    click(app, scene.element_point(card))
    assert click_button(app, scene, "play")
    assert len(scene.game.history) > history and scene.game.history[history].verb == "play"


def test_the_entry_offers_the_window():
    names = {cls.scene_name for cls in ENTRY.scenes()}
    assert {"ez-game", "ez-curtain", "ez-tutorial", "ez-tutorial-end", "ez-replay"} <= names
    assert ENTRY.game_scene == "ez-game" and ENTRY.setup_scene == "ez-setup" and ENTRY.rules_scene == "ez-rules"
    assert ENTRY.replay_scene == "ez-replay" and ENTRY.tutorial_scene == "ez-tutorial"
    assert ENTRY.sound_of(Placed(0, 5)) == "step"
    picture = ENTRY.title_picture(1366, 768, 200)
    assert picture.get_size()[0] > 0
    app = ez_app("de", seed=1)
    ENTRY.show_game(app, "game", 4, 3, 60, ["human", "easy", "easy", "easy"])
    assert app.stack.top.scene_name == "ez-game"
    app.step()
    ENTRY.show_game(app, "end", 3, 3, 0, None)
    assert app.stack.top.scene_name == "ez-end"
    assert app.stack.top.kwargs["game"].is_over() if hasattr(app.stack.top, "kwargs") else True
