"""Eiszeit's guided first game (issue 22), played headless by synthetic clicks: one run from its
first step to its end that, at every step, looks at the step in every language and both window
sizes (the pointed click the step's own decision, legal in the engine and in view; the lesson's
text whole in its box; the box covering neither the board, the hand, the panels, the supply nor
the prompt's buttons) and clicks it in the languages in turn, wrong clicks refused with the
gentle word; chance exactly as recorded; leaving and resuming at the same step; a damaged lesson
file reported on the title with its file and field."""

from __future__ import annotations

import shutil

import pygame
import pytest

from meduris_gui import saves
from meduris_gui.games.eiszeit.entry import ENTRY
from meduris_gui.games.eiszeit.lessons import EiszeitLessonRules
from meduris_gui.games.eiszeit.rules.serial import state_to_dict
from meduris_gui.games.eiszeit.ui.choices import BUTTON, REGION
from meduris_gui.games.eiszeit.ui.scenes.setup import EiszeitSetupScene
from meduris_gui.games.eiszeit.ui.scenes.tutorial import EiszeitTutorialEnd, EiszeitTutorialScene
from meduris_gui.i18n import set_language
from meduris_gui.table.main import build_scene
from meduris_gui.table.scenes.title import TitleScene
from meduris_gui.table.scenes.tutorial import BUTTON as BUTTON_SPOT, lesson_text
from meduris_gui.table.widgets import wrapped_height

from ez_helpers import click, click_button, ez_app

LIMIT = 20000
LANGUAGES = ("it", "es", "de", "en")
SIZES = ((1366, 768), (1920, 1080))


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def start(app, step: int | None = None):
    """Learn to play as the title starts it: at the step the settings remember."""
    app.stack.push("title")
    app.stack.replace(ENTRY.tutorial_scene, step=ENTRY.tutorial_step(app.settings) if step is None else step)
    app.step()
    return app.stack.top


def settle(app):
    """Frames until the scene waits for the learner (animations and the record's own moves done)."""
    frames = 0
    while isinstance(app.stack.top, EiszeitTutorialScene) and app.stack.top.busy():
        assert frames < LIMIT, "the guided game never waits for the learner"
        app.step(dt=0.1)
        frames += 1
    return app.stack.top


def check_pointer(scene, where: str, size=None):
    """The step points at the next click of its own decision (legal now), in view and clear of
    the lesson box, or at Continue."""
    spot = scene.pointed()
    assert spot is not None, where
    for name in ("suggest", "undo", "scores"):
        assert scene.buttons.find(name) is None, where
    box = scene.box_rect()
    window = pygame.Rect((0, 0), size or scene.app.size)
    expected = scene.expected()
    if expected is None:
        assert spot.name == "continue" and scene.buttons.find("continue").enabled, where
        assert box.contains(spot.rect), where
        return spot
    assert expected in scene.game.legal_actions(), where
    assert not spot.rect.colliderect(box), where
    assert window.contains(spot.rect), where
    choice = scene.choice()
    k = len(choice.chosen)
    nexts = {seq[k] for seq, action in choice.table.items() if action == expected and seq[:k] == choice.chosen}
    assert scene.glowing() == nexts, where            # only the step's own click glows
    if spot.place == BUTTON_SPOT:
        assert BUTTON in {e.kind for e in nexts} and scene.buttons.find(spot.name).enabled, where
        assert any(e.who == spot.name for e in nexts), where
    return spot


def check_box(scene, where: str) -> None:
    """The lesson's heading and whole text fit the box at the text size; the box's buttons lie in
    it side by side; nothing else the table shows reaches into it."""
    s = scene.layout.scale
    head, head_font, say, room, text = lesson_text(scene, s, scene.message)
    box = scene.box_rect()
    assert head_font.size(head)[0] <= room.width, where
    assert text.get_height() == s.role_font("text").get_height(), where
    assert wrapped_height(say, text, room.width, 1.2) <= room.height, where
    own = [b for b in scene.buttons.buttons if b.name in ("leave-tutorial", "continue")]
    assert all(box.contains(b.rect) for b in own), where
    if len(own) == 2:
        assert not own[0].rect.colliderect(own[1].rect), where
    layout = scene.layout
    for rect in [layout.geometry.rect, layout.hand, layout.supply, layout.prompt, *layout.panels]:
        assert not rect.colliderect(box), where
    label = s.role_font("button")
    for button in scene.buttons.buttons:
        if button not in own:
            assert not button.rect.colliderect(box), (where, button.name)
        assert label.size(button.label)[0] <= button.rect.width, (where, button.name)


def wrong_clicks(app, scene, where: str) -> None:
    """A region the step does not ask for and a prompt button of another decision: nothing
    changes but the gentle word."""
    before = (scene.index, scene.cursor, len(scene.game.history), scene.choice().chosen)
    nexts = scene.next_elements()
    other = next(rid for rid in range(12, 0, -1) if (REGION, rid) not in {(e.kind, e.a) for e in nexts})
    scene.message = ""
    click(app, scene.layout.geometry.plaque(other).center)
    assert scene.message, where
    names = {e.who for e in nexts if e.kind == BUTTON}
    for button in list(scene.buttons.buttons):
        if button.name in {e.who for e in scene.offered() if e.kind == BUTTON} - names:
            scene.message = ""
            click(app, button.rect.center)
            assert scene.message, (where, button.name)
            break
    assert app.stack.top is scene
    assert (scene.index, scene.cursor, len(scene.game.history), scene.choice().chosen) == before, where


def look_everywhere(app, scene, index: int) -> None:
    """The step in every language at both sizes (no frame drawn: the pieces' and cards' places
    do not change with the language)."""
    for language in LANGUAGES:
        app.set_language(language)
        for size in SIZES:
            scene.resize(size)
            where = f"{language} {size} step {index + 1}"
            check_box(scene, where)
            if size == app.size:        # the pieces and cards were drawn at this size
                check_pointer(scene, where, size)
        scene.resize(app.size)


def test_the_guided_game_runs_to_its_end_by_clicks_looked_at_in_every_language():
    app = ez_app("en")
    app.settings.autosave = True
    saves.save_path(saves.AUTOSAVE).unlink(missing_ok=True)
    scene = start(app)
    assert isinstance(scene, EiszeitTutorialScene) and scene.index == 0
    looked, refused, clicks = set(), set(), 0
    for _ in range(LIMIT):
        top = settle(app)
        if isinstance(top, EiszeitTutorialEnd):
            break
        scene = top
        assert isinstance(scene, EiszeitTutorialScene), top
        if scene.index not in looked:
            look_everywhere(app, scene, scene.index)
            looked.add(scene.index)
        language = LANGUAGES[clicks % len(LANGUAGES)]
        app.set_language(language)
        where = f"{language} step {scene.index + 1}"
        if scene.expected() is not None and scene.lesson_index not in refused:
            wrong_clicks(app, scene, where)
            refused.add(scene.lesson_index)
        spot = check_pointer(scene, where)
        click(app, spot.rect.center)
        clicks += 1
    else:
        raise AssertionError("the guided game does not end")
    game = app.stack.scenes[0].game
    tutorial = app.stack.scenes[0].tutorial
    assert len(looked) == len(tutorial.steps)
    assert len(refused) == sum(1 for lesson in tutorial.lessons if any(step.do for step in lesson.steps))
    assert game.is_over() and game.outcome().winners == (0,)             # Red, the learner, wins
    assert [str(a) for a in game.history] == tutorial.record.actions     # chance as recorded
    assert not saves.save_path(saves.AUTOSAVE).exists()                  # the player's own game untouched
    assert app.settings.ez_tutorial_step == 0                            # done: the next time starts afresh
    assert click_button(app, app.stack.top, "real-game")
    assert isinstance(app.stack.top, EiszeitSetupScene)


def test_leaving_and_resuming_returns_to_the_same_step():
    app = ez_app("de")
    scene = start(app, step=20)
    for _ in range(3):
        scene = settle(app)
        click(app, check_pointer(scene, "de").rect.center)
    scene = settle(app)
    index, state = scene.index, state_to_dict(scene.game.state)
    assert index > 20
    assert click_button(app, scene, "leave-tutorial")
    assert isinstance(app.stack.top, TitleScene) and app.settings.ez_tutorial_step == index
    start(app)
    again = settle(app)
    assert isinstance(again, EiszeitTutorialScene) and again.index == index
    assert state_to_dict(again.game.state) == state
    assert again.lesson_index == again.tutorial.locate(index)[0]


def test_a_damaged_lesson_file_is_reported_on_the_title_and_the_window_goes_on(tmp_path, monkeypatch):
    folder = tmp_path / "lessons"
    shutil.copytree(EiszeitLessonRules().folder(), folder)
    path = folder / "03-capacity-and-conflict.yaml"
    text = path.read_text(encoding="utf-8")
    assert "do: play d3" in text
    path.write_text(text.replace("do: play d3", "do: play d4"), encoding="utf-8")
    monkeypatch.setattr(EiszeitLessonRules, "folder", lambda self: folder)
    app = ez_app("it")
    start(app)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert "03-capacity-and-conflict.yaml" in title.message and ".do" in title.message
    assert "steps[" in title.message


@pytest.mark.parametrize("language, size, step", [("it", (1366, 768), 2), ("de", (1920, 1080), 25)])
def test_the_screenshot_of_a_step(language, size, step):
    app = ez_app(language, size=size)
    build_scene(app, "tutorial", 3, 1, 0, None, 0, step, "eiszeit")
    app.step()
    scene = app.stack.top
    assert isinstance(scene, EiszeitTutorialScene) and scene.index == step - 1
    assert app.screen.get_size() == size and scene.pointed() is not None
