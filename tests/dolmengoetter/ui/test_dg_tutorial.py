"""Die Dolmengötter's guided first game (issue 21 item 6), played headless by synthetic clicks: from
the title to its end in every language, every pointed target the step's own decision (legal in the
engine), other clicks changing nothing, leaving and resuming at the same step, a broken lesson
file reported on the title, and the screenshot of a step."""

from __future__ import annotations

import pytest

from meduris_gui import saves
from meduris_gui.games.dolmengoetter.lessons import DolmenLessonRules
from meduris_gui.games.dolmengoetter.ui.scenes.setup import DolmenSetupScene
from meduris_gui.games.dolmengoetter.ui.scenes.tutorial import DolmenTutorialScene
from meduris_gui.table.main import screenshot
from meduris_gui.table.scenes.title import TitleScene

from dg_helpers import click, click_button, dolmen_app

LIMIT = 20000


def settle(app):
    """Frames until the scene waits for the learner (animations and the record's own moves done)."""
    for _ in range(LIMIT):
        top = app.stack.top
        if not isinstance(top, DolmenTutorialScene) or not top.busy():
            return top
        app.step(dt=0.1)
    raise AssertionError("the guided game never waits for the learner")


def check_pointer(scene):
    """The step points at the next click of its own decision (legal now), or at Continue."""
    spot = scene.pointed()
    assert spot is not None, scene.step
    assert scene.buttons.find("suggest") is None and scene.buttons.find("undo") is None
    expected = scene.expected()
    if expected is None:
        assert spot.name == "continue" and scene.buttons.find("continue").enabled
    else:
        assert expected in scene.game.legal_actions()
        if spot.place == "board":
            place = int(spot.name)
            assert scene.targets() == {place}
            assert place in (expected.a, expected.b)
        else:
            assert scene.buttons.find(spot.name).enabled
    return spot


def wrong_clicks(app, scene) -> None:
    """A place the step does not ask for and a prompt button of another decision: nothing changes
    but a kind word."""
    before = (scene.index, scene.cursor, len(scene.game.history), scene.game.state.score[:], scene.selected)
    target = scene.next_place()
    other = next(p for p in range(scene.game.state.board.places) if p != target and p != scene.selected)
    click(app, scene.layout.geometry.point(other))
    assert scene.message
    for button in list(scene.buttons.buttons):
        if button.name in ("stone", "point") or button.name.startswith("dolmen-"):
            if button.name != scene.button_name():
                scene.message = ""
                click(app, button.rect.center)
                assert scene.message
                break
    assert app.stack.top is scene
    assert (scene.index, scene.cursor, len(scene.game.history), scene.game.state.score[:], scene.selected) == before


def play_through(app, wrong: bool = False) -> int:
    clicks = 0
    seen = set()
    for _ in range(LIMIT):
        top = settle(app)
        if top.scene_name == "dg-tutorial-end":
            return clicks
        scene = top
        assert isinstance(scene, DolmenTutorialScene), top
        spot = check_pointer(scene)
        if wrong and (scene.index, scene.selected) not in seen and scene.expected() is not None:
            wrong_clicks(app, scene)
            spot = check_pointer(scene)
        seen.add((scene.index, scene.selected))
        click(app, spot.rect.center)
        clicks += 1
    raise AssertionError("the guided game does not end")


@pytest.mark.slow
@pytest.mark.parametrize("language", ["it", "es", "de", "en"])
def test_the_guided_game_runs_from_the_title_to_its_end_by_clicks(language):
    app = dolmen_app(language)
    app.settings.autosave = True
    saves.save_path(saves.AUTOSAVE).unlink(missing_ok=True)
    assert click_button(app, app.stack.top, "learn")
    assert isinstance(app.stack.top, DolmenTutorialScene)
    clicks = play_through(app, wrong=language == "it")
    assert not saves.save_path(saves.AUTOSAVE).exists()       # the player's own game untouched
    assert clicks >= len(app.stack.scenes[0].all_steps)
    scene = app.stack.scenes[0]
    assert scene.game.is_over() and scene.game.outcome().winners == (0,)
    assert scene.game.history == [a for a in scene.game.history]
    assert [str(a) for a in scene.game.history] == scene.tutorial.record.actions
    assert app.settings.dg_tutorial_step == 0                 # done: the next time starts afresh
    end = app.stack.top
    assert click_button(app, end, "real-game")
    assert isinstance(app.stack.top, DolmenSetupScene)


def test_leaving_and_resuming_returns_to_the_same_step():
    app = dolmen_app("de")
    assert click_button(app, app.stack.top, "learn")
    for _ in range(10):
        scene = settle(app)
        click(app, check_pointer(scene).rect.center)
    scene = settle(app)
    index, state = scene.index, scene.game.to_json()
    assert index > 0
    assert click_button(app, scene, "leave-tutorial")
    assert isinstance(app.stack.top, TitleScene) and app.settings.dg_tutorial_step == index
    assert click_button(app, app.stack.top, "learn")
    again = settle(app)
    assert isinstance(again, DolmenTutorialScene) and again.index == index
    assert again.game.to_json() == state


def test_a_broken_lesson_file_is_reported_on_the_title_and_the_window_goes_on(tmp_path, monkeypatch):
    folder = tmp_path / "lessons"
    import shutil
    shutil.copytree(DolmenLessonRules().folder(), folder)
    path = folder / "04-first-majority.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("do: dolmen 2", "do: dolmen 4"), encoding="utf-8")
    monkeypatch.setattr(DolmenLessonRules, "folder", lambda self: folder)
    app = dolmen_app("it")
    assert click_button(app, app.stack.top, "learn")
    app.step()
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert "04-first-majority.yaml" in title.message and "steps[1].do" in title.message
    assert click_button(app, title, "new-game")                 # the window goes on
    assert isinstance(app.stack.top, DolmenSetupScene)


@pytest.mark.parametrize("language, size, step", [("it", (1366, 768), 2), ("de", (1920, 1080), 19),
                                                  ("es", (1366, 768), 38)])
def test_the_screenshot_of_a_step(tmp_path, language, size, step):
    out = tmp_path / "shot.png"
    assert screenshot(str(out), "tutorial", language, size, step=step, game="dolmengoetter") == str(out)
    import pygame
    picture = pygame.image.load(str(out))
    assert picture.get_size() == size


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_every_step_fits_its_box_in_every_language(size):
    """No text cut, nothing overlapping: the lesson's heading fits without an ellipsis, the step's
    whole text fits the box at the text size, the box's buttons lie in the box side by side, and
    the prompt's buttons above it do not reach into it."""
    from meduris_gui.table.scenes.tutorial import lesson_text
    from meduris_gui.table.widgets import wrapped_height
    app = dolmen_app("en", size=size)
    tutorial = DolmenTutorialScene().tutorial         # the lesson file read and checked once, as Continue does
    count = len(tutorial.steps)
    for language in ("it", "es", "de", "en"):
        app.set_language(language)
        for index in range(count):
            app.stack.replace("dg-tutorial", step=index, tutorial=tutorial)
            scene = app.stack.top
            head, head_font, say, room, text = lesson_text(scene, scene.layout.scale, scene.message)
            box = scene.box_rect()
            where = f"{language} step {index + 1}"
            assert head_font.size(head)[0] <= room.width, where
            assert text.get_height() == scene.layout.scale.role_font("text").get_height(), where
            assert wrapped_height(say, text, room.width, 1.2) <= room.height, where
            own = [b for b in scene.buttons.buttons if b.name in ("leave-tutorial", "continue")]
            assert all(box.contains(b.rect) for b in own), where
            if len(own) == 2:
                assert not own[0].rect.colliderect(own[1].rect), where
            label_font = scene.layout.scale.role_font("button")
            for button in scene.buttons.buttons:
                if button not in own:
                    assert not button.rect.colliderect(box), (where, button.name)
                assert label_font.size(button.label)[0] <= button.rect.width, (where, button.name)


def test_the_screenshot_command_knows_the_guided_games_steps(tmp_path, capsys):
    from meduris_gui import cli
    count = len(DolmenTutorialScene().all_steps)
    assert cli.main(["screenshot", str(tmp_path / "x.png"), "--game", "dolmengoetter", "--scene", "tutorial",
                     "--step", str(count + 1)]) == 2
    assert f"at most {count}" in capsys.readouterr().err
    out = tmp_path / "last.png"
    assert cli.main(["screenshot", str(out), "--game", "dolmengoetter", "--scene", "tutorial", "--lang", "it",
                     "--step", str(count)]) == 0
    assert out.exists()
