"""A whole game of Die Dolmengötter played by mouse clicks only (two humans at one laptop), to its
end scene, whose columns add up to the engine's totals."""

from __future__ import annotations

import random

import pytest

from meduris_gui.games.dolmengoetter.ui.scenes.end import COLUMNS, DolmenEndScene, columns_of
from meduris_gui.i18n import set_language

from dg_helpers import ClickPlayer, dolmen_app, play_to_end, start_dolmen_game


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1])      # one game: a second seed repeated the same checks (issue 22)
def test_a_two_player_game_by_clicks_reaches_its_end(seed):
    app = dolmen_app("it", seed=seed)
    scene = start_dolmen_game(app, ["human", "human"], start=None)
    player = ClickPlayer(app, random.Random(seed))
    play_to_end(app, player)
    game = scene.game
    assert game.is_over()
    end = app.stack.top
    assert isinstance(end, DolmenEndScene)
    outcome = game.outcome()
    for seat, row in enumerate(outcome.breakdown):
        numbers = columns_of(row)
        parts = sum(numbers[key] for key, _label in COLUMNS if key not in ("total", "dolmens_placed"))
        assert parts == numbers["total"] == outcome.scores[seat] == game.state.score[seat]
    # every decision was a click: the history holds walks, herbs or flights, stones and dolmens
    verbs = {action.verb for action in game.history}
    assert {"place", "walk"} <= verbs
    app.dirty = True
    app.step()


def test_clicking_a_druid_shows_the_engines_walk_ends_and_a_second_click_takes_herbs():
    app = dolmen_app("en")
    scene = start_dolmen_game(app, ["human", "human"], start=0)
    player = ClickPlayer(app, random.Random(3))
    while scene.game.state.step == "place":
        player.step()
    while scene.animator.busy or scene.handover is not None or app.stack.top is not scene:
        player.step()
    game = scene.game
    druid = min(scene.movable())
    scene.click_place(druid)
    assert scene.selected == druid
    assert scene.targets() == set(game.walk_targets(druid))
    scene.click_place(druid)                   # the selected druid again: herbs (T6)
    assert game.history[-1].verb == "herbs" and game.history[-1].a == druid


def test_undo_takes_back_the_walk_within_the_own_turn_only():
    """game.undo_blocker() decides: after his walk the human may take it back (the Undo button),
    never a decision of the computer's turn."""
    app = dolmen_app("en")
    scene = start_dolmen_game(app, ["human", "easy"], start=0)
    player = ClickPlayer(app, random.Random(5))
    game = scene.game
    for _ in range(5000):
        if (game.state.step == "move" and scene.human_decides() and scene.selected is None
                and any(game.walk_targets(p) for p in scene.movable())):
            break
        player.step()
    druid = next(p for p in sorted(scene.movable()) if game.walk_targets(p))
    before = game.to_json()
    scene.click_place(druid)
    scene.click_place(min(game.walk_targets(druid)))
    app.step()
    assert game.state.step == "stone"        # early in the game: a stone or a point is asked next
    undo = scene.buttons.find("undo")
    assert undo is not None and undo.enabled
    from dg_helpers import click
    click(app, undo.rect.center)
    assert game.to_json() == before
    assert scene.buttons.find("undo") is None or game.can_undo()


def test_suggest_rings_the_strong_players_choice_and_gives_its_reasons():
    app = dolmen_app("de")
    scene = start_dolmen_game(app, ["human", "easy"], start=0)
    player = ClickPlayer(app, random.Random(2))
    game = scene.game
    for _ in range(5000):
        if game.state.step == "move" and scene.human_decides() and len(game.legal_actions()) > 1:
            break
        player.step()
    from dg_helpers import click_button
    assert click_button(app, scene, "suggest")
    scene.hinter.job.done.wait(30)
    app.step()
    hint = scene.current_hint()
    assert hint is not None and hint[1] in game.legal_actions()
    assert scene.hint_places() and scene.hint_places() <= {hint[1].a, hint[1].b}
    assert scene.info_text().startswith("Vorschlag")


def test_the_stone_button_says_the_stones_left_once_it_is_down():
    """Like "Lose a point (score N)", the stone's button tells the state after it: the count the
    log then says ("... (15 left)"), not the count before (a playtest found 16 on the button)."""
    app = dolmen_app("en")
    scene = start_dolmen_game(app, ["human", "easy"], start=0)
    player = ClickPlayer(app, random.Random(4))
    game = scene.game
    for _ in range(5000):
        if game.state.step == "stone" and scene.human_decides() and scene.buttons.find("stone") is not None:
            break
        player.step()
    seat = game.current_player()
    label = scene.buttons.find("stone").label
    from dg_helpers import click_button
    assert click_button(app, scene, "stone")
    assert f"({game.state.stones[seat]} left)" in label
    assert any(f"({game.state.stones[seat]} left)" in line for line, _seat, _n in scene.log[-3:])
