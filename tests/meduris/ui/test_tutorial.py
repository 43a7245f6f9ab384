"""The guided first game (issue 13), played headless by synthetic clicks: from the title to its end
in every language, every pointed target a legal target of the engine, wrong clicks keeping the
step, leaving and resuming at the same step, the autosave untouched, the screenshot of a step."""

from __future__ import annotations

import random

import pytest

from meduris_gui import saves
from meduris_gui.games.meduris.rules.actions import Action
from meduris_gui.games.meduris.ui.autoplay import ClickPlayer, click_event
from meduris_gui.table.main import screenshot
from meduris_gui.games.meduris.ui.scenes.game_point import next_click
from meduris_gui.games.meduris.ui.scenes.setup import SetupScene
from meduris_gui.table.scenes.title import TitleScene
from meduris_gui.games.meduris.ui.scenes.tutorial import TutorialScene

from helpers import headless_app

LIMIT = 20000


def settle(app):
    """Frames until the scene waits for the learner (animations and the record's own moves done)."""
    for _ in range(LIMIT):
        top = app.stack.top
        if not isinstance(top, TutorialScene) or not top.busy():
            return top
        app.step()
    raise AssertionError("the guided game never waits for the learner")


def check_pointer(scene):
    """The step points at a legal target: the next click toward the step's decision, which the
    engine allows now, or the Continue button of a step that only explains."""
    spot = scene.pointed()
    assert spot is not None, scene.step
    expected = scene.expected()
    if expected is None:
        assert spot.name == "continue" and scene.buttons.find("continue").enabled
    else:
        assert expected in scene.game.legal_actions()
        assert spot == next_click(scene, expected)
    return spot


def wrong_click(app, scene) -> None:
    """Click toward another legal action (or below the buttons): nothing changes but, for an
    action, a kind word. (Any die face is the die's button: the die itself is scripted.)"""
    expected = scene.expected()
    before = (scene.index, scene.cursor, len(scene.game.history), scene.game.state.score[:])
    right = next_click(scene, expected)
    others = [a for a in scene.game.legal_actions() if a != expected and next_click(scene, a) != right]
    if others:
        other = others[len(others) // 2]
        for _ in range(4):
            spot = next_click(scene, other)
            if spot is None:
                break
            app.step(click_event(spot.center))
            if scene.choosing.message:
                break
    else:
        app.step(click_event((scene.layout.prompt.centerx, scene.layout.prompt.bottom - 4)))
    assert app.stack.top is scene
    assert (scene.index, scene.cursor, len(scene.game.history), scene.game.state.score[:]) == before
    scene.choosing.cancel()
    scene._build_buttons()


def play_through(app, wrong: bool = False) -> int:
    clicks = 0
    steps_seen = set()
    for _ in range(LIMIT):
        top = settle(app)
        if top.scene_name == "tutorial-end":
            return clicks
        scene = top
        assert isinstance(scene, TutorialScene)
        spot = check_pointer(scene)
        if wrong and scene.index not in steps_seen and scene.expected() is not None:
            wrong_click(app, scene)
            spot = check_pointer(scene)
        steps_seen.add(scene.index)
        app.step(click_event(spot.center))
        clicks += 1
    raise AssertionError("the guided game does not end")


@pytest.mark.parametrize("language", ["it", "es", "de", "en"])
def test_the_guided_game_runs_from_the_title_to_its_end_by_clicks(language):
    app = headless_app(language, speed="instant")
    saves.save_path(saves.AUTOSAVE).unlink(missing_ok=True)
    player = ClickPlayer(app, random.Random(1))
    assert player.button(app.stack.top, "learn")
    assert isinstance(app.stack.top, TutorialScene)
    clicks = play_through(app, wrong=language == "it")
    assert clicks >= len(app.stack.scenes[0].all_steps)
    end = app.stack.top
    assert end.scene_name == "tutorial-end" and app.stack.scenes[0].game.is_over()
    assert app.settings.tutorial_step == 0                    # done: the next time starts afresh
    assert not saves.save_path(saves.AUTOSAVE).exists()       # the player's own game untouched
    assert player.button(end, "real-game")
    assert isinstance(app.stack.top, SetupScene)


def test_leaving_and_resuming_returns_to_the_same_step():
    app = headless_app("de", speed="instant")
    player = ClickPlayer(app, random.Random(1))
    assert player.button(app.stack.top, "learn")
    for _ in range(9):                                        # into lesson 3
        scene = settle(app)
        app.step(click_event(check_pointer(scene).center))
    scene = settle(app)
    index, cursor, state = scene.index, scene.cursor, scene.game.to_json()
    assert index > 0
    assert player.button(scene, "leave-tutorial")
    assert isinstance(app.stack.top, TitleScene) and app.settings.tutorial_step == index
    assert player.button(app.stack.top, "learn")
    again = settle(app)
    assert isinstance(again, TutorialScene) and again is not scene
    assert (again.index, again.cursor, again.game.to_json()) == (index, cursor, state)
    # The menu leaves as well and offers no saves in the guided game.
    assert player.button(again, "menu")
    menu = app.stack.top
    assert menu.buttons.find("saved-games") is None
    assert player.button(menu, "title")
    assert isinstance(app.stack.top, TitleScene) and app.settings.tutorial_step == index


def test_a_click_on_the_board_during_an_explanation_changes_nothing():
    app = headless_app("it", speed="instant")
    app.stack.replace("tutorial", step=0)
    scene = settle(app)
    assert scene.expected() is None
    app.step(click_event(scene.view.geometry.highland(1)))
    assert (scene.index, len(scene.game.history)) == (0, 0)
    assert scene.choosing.message


def test_the_first_start_invites_to_the_guided_game_until_a_choice():
    """The invitation shows on the title until the new player chooses something there (then it is
    remembered); looking and quitting writes nothing."""
    app = headless_app("it")
    title = app.stack.top
    assert not app.settings.tutorial_offered and "Impara a giocare" in title.invitation()
    player = ClickPlayer(app, random.Random(1))
    assert player.button(title, "new-game") and player.button(app.stack.top, "back")
    assert app.stack.top is title and app.settings.tutorial_offered and title.invitation() == ""
    app.stack.replace("title")
    assert app.stack.top.invitation() == ""


def test_a_screenshot_renders_a_step_of_the_guided_game(tmp_path):
    import pygame
    out = screenshot(str(tmp_path / "step.png"), "tutorial", "it", (1366, 768), step=11)
    picture = pygame.image.load(out)
    assert picture.get_size() == (1366, 768)
    first = pygame.image.load(screenshot(str(tmp_path / "one.png"), "tutorial", "it", (1366, 768), step=1))
    assert pygame.image.tobytes(picture, "RGB") != pygame.image.tobytes(first, "RGB")
    assert Action.parse("roll wood")            # the step's expected decision type exists


def test_a_sacrifice_or_payment_step_rings_its_space_wherever_the_pointer_is():
    app = headless_app("de", speed="instant")
    for step, kind in ((20, "sacrifice"), (8, "pay")):
        app.stack.replace("tutorial", step=step - 1)
        scene = settle(app)
        assert scene.expected().verb == kind
        state = scene.game.state
        space = state.ritual[0] if kind == "sacrifice" else state.pending[1]
        for pointer in ((3, 3), scene.layout.prompt.center, box_center(scene)):
            app.step([click_event(pointer)[0]])              # the pointer only moves there
            assert scene.screen().focus == space, (step, pointer)


def box_center(scene):
    from meduris_gui.games.meduris.ui.scenes.tutorial_draw import box_rect
    return box_rect(scene.layout).center


def test_a_click_toward_another_decision_gets_the_gentle_word_at_once():
    """In the big harvest lesson, a click on a space to build on (or on a worker the lesson does
    not ask for) opens nothing: the kind word shows at once and the arrow still points the way."""
    app = headless_app("it", speed="instant")
    app.stack.replace("tutorial", step=21)                  # step 22: the big harvest
    scene = settle(app)
    expected = scene.expected()
    assert expected.verb == "harvest"
    others = [a for a in scene.game.legal_actions() if a.is_build or
              (a.verb == "harvest" and (a.highland, a.level) != (expected.highland, expected.level))]
    assert any(a.is_build for a in others)
    before = (scene.index, len(scene.game.history))
    for other in others[:6]:
        spot = next_click(scene, other)
        app.step(click_event(spot.center))
        assert scene.choosing.pending_space == -1 and scene.choosing.selected_worker is None, other
        assert scene.choosing.message and (scene.index, len(scene.game.history)) == before
        assert scene.pointed() == next_click(scene, expected)
    app.step(click_event(scene.pointed().center))           # the right worker, then its highland
    app.step(click_event(scene.pointed().center))
    settle(app)
    assert len(scene.game.history) > before[1]


@pytest.mark.parametrize("seed", [1, 2])
def test_a_monkey_in_the_guided_game_never_breaks_it(seed):
    """Random clicks anywhere, Esc and Space, language switches, between the learner's right
    clicks: never a crash, and the game is always the guided game's record so far."""
    import pygame
    rng = random.Random(seed)
    app = headless_app("es", speed="instant")
    app.stack.replace("tutorial", step=rng.randrange(30))
    record = None
    for frame in range(1500):
        top = app.stack.top
        if isinstance(top, TutorialScene):
            record = top.tutorial.record.actions
            played = [str(a) for a in top.game.history]
            assert played == [str(a) for a in record[:len(played)]]
        roll = rng.random()
        width, height = app.size
        if roll < 0.5:
            app.step(click_event((rng.randrange(width), rng.randrange(height))))
        elif roll < 0.6:
            key = rng.choice([pygame.K_ESCAPE, pygame.K_SPACE])
            app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])
        elif roll < 0.7 and isinstance(top, TutorialScene) and not top.busy() and top.pointed() is not None:
            app.step(click_event(top.pointed().center))        # now and then the right click
        else:
            app.step()
        if app.stack.top is None or not app.stack.scenes:
            break
    assert record is not None


def step_of(scene, verb: str, space: int | None = None) -> int:
    """The index of the first step whose decision is `verb` (on `space`)."""
    return next(k for k, (_lesson, step) in enumerate(scene.all_steps)
                if step.do is not None and step.do.verb == verb and (space is None or step.do.space == space))


def test_the_guided_game_ignores_build_in_one_click():
    """Issue 19: with "build in one click" on, the hut lesson's click on its space builds nothing:
    the hut's button comes first, as the lesson says, then the payment; the whole guided game plays
    to its end; the player's setting stays on."""
    app = headless_app("es", speed="instant")
    app.settings.one_click_build = True
    app.stack.replace("tutorial", step=0)
    hut = step_of(app.stack.top, "hut", 26)
    app.stack.replace("tutorial", step=hut)
    scene = settle(app)
    assert scene.expected() == Action.parse("build hut 26")
    played = len(scene.game.history)
    app.step(click_event(check_pointer(scene).center))         # the space
    assert len(scene.game.history) == played and scene.choosing.pending_space == 26
    assert scene.game.state.kind[26] == 0                     # nothing built yet
    spot = check_pointer(scene)
    assert spot.place == "button"                             # the hut's button, the promised step
    app.step(click_event(spot.center))
    scene = settle(app)
    assert scene.expected().verb == "pay"                     # and then the payment
    assert play_through(app) > 0
    assert app.stack.top.scene_name == "tutorial-end"
    assert app.settings.one_click_build is True


def test_a_text_that_states_an_outcome_shows_only_after_the_board_shows_it():
    """Issue 19: lesson 5 says "Blue gave ...: +1 point" after Blue's moves play by themselves; the
    text must not show while the board still animates them (the score still the old one)."""
    app = headless_app("es", speed="normal")
    app.stack.replace("tutorial", step=0)
    start = next(k for k, (_lesson, step) in enumerate(app.stack.top.all_steps)
                 if step.do is not None and str(step.do) == "return wood")
    app.stack.replace("tutorial", step=start)
    scene = settle(app)
    blue_before = scene.game.state.score[1]
    app.step(click_event(check_pointer(scene).center))
    behind = False
    for _ in range(LIMIT):
        if scene.index != start:
            break
        if not scene.auto and scene.shown_table().score[1] == blue_before:
            behind = True              # the record's moves are played, the board still shows 5
        app.step()
    assert scene.index == start + 1 and "+1" in scene.step.say
    assert behind                      # without the wait, the text would have run ahead here
    assert not scene.animator.busy and scene.shown_table().score[1] == blue_before + 1


@pytest.fixture
def damaged_lessons(tmp_path, monkeypatch):
    """A copy of the lessons in a folder the game reads instead of its own."""
    import shutil
    from meduris_gui import lessons
    from meduris_gui.paths import data_dir
    folder = tmp_path / "assets" / "lessons"
    shutil.copytree(data_dir("assets") / "lessons", folder)
    monkeypatch.setattr(lessons, "data_dir", lambda name: tmp_path / name)
    return folder


@pytest.mark.parametrize("damage,named", [
    ("truncate-game", "guided-game.yaml"),
    ("lesson-yaml", "05-minus-one.yaml"),
    ("lesson-claim", "03-hut.yaml"),
])
def test_a_damaged_lesson_file_brings_a_notice_on_the_title_not_a_crash(damaged_lessons, damage, named):
    """Issue 19 item 14: "Learn to play" with a damaged lesson file keeps the window: the title
    comes back with a translated notice naming the file; the game goes on (a new game starts)."""
    path = damaged_lessons / named
    text = path.read_text(encoding="utf-8")
    if damage == "truncate-game":
        path.write_text(text[: len(text) * 3 // 4].rsplit("\n", 1)[0] + "\n", encoding="utf-8")
    elif damage == "lesson-yaml":
        path.write_text("title: [unclosed\n", encoding="utf-8")
    else:
        path.write_text(text.replace("score: {purple: 7}", "score: {purple: 9}"), encoding="utf-8")
    app = headless_app("de", speed="instant")
    player = ClickPlayer(app, random.Random(1))
    assert player.button(app.stack.top, "learn")
    app.step()
    title = app.stack.top
    assert isinstance(title, TitleScene) and len(app.stack.scenes) == 1
    assert named in title.message and "Learn to play" not in title.message   # German, not English
    assert "Spielen lernen" in title.message or "beschädigt" in title.message
    assert player.button(title, "new-game") and isinstance(app.stack.top, SetupScene)


def test_the_screenshot_of_a_step_with_damaged_lessons_shows_the_notice(damaged_lessons, tmp_path):
    (damaged_lessons / "guided-game.yaml").write_text("format: meduris-record\n", encoding="utf-8")
    out = screenshot(str(tmp_path / "step.png"), "tutorial", "it", (1366, 768), step=3)
    assert out
