"""Loading a save never blocks the drawing loop (issue 10, B4): Continue and Load read, parse and
replay the record in a background thread while the window keeps drawing a "Loading…" sign; other
buttons do nothing meanwhile; errors read as before; Esc or closing drops a late result.

The load is made slow on purpose (it waits on an event the test releases): no timing anywhere."""

from __future__ import annotations

import random
import threading

import pygame
import pytest

from meduris_gui import saves
from meduris_gui.i18n import _, set_language
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.sim import random_steps
from meduris_gui.table import widgets
from meduris_gui.games.meduris.ui.autoplay import click_event
from meduris_gui.table.background import Job
from meduris_gui.table.scenes import loading
from meduris_gui.games.meduris.ui.scenes.game import GameScene
from meduris_gui.table.scenes.saves import SavesOverlay
from meduris_gui.table.scenes.title import TitleScene

from helpers import a_game, finish_loading, headless_app

NAMES = ["Ada", "Bo", "Cy"]


@pytest.fixture(autouse=True)
def own_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(saves.ENV_DIR, str(tmp_path))
    yield tmp_path / "saves"
    widgets.TRACE = None
    set_language("en")


class SlowLoad:
    """load_game made slow: it tells when it started, then waits for `release` (and records the
    thread it ran in)."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.release = threading.Event()
        self.threads: list[threading.Thread] = []


@pytest.fixture
def slow(monkeypatch):
    load = SlowLoad()
    real = loading.load_game

    def slow_load_game(name):
        load.threads.append(threading.current_thread())
        load.started.set()
        load.release.wait(60)              # a safety only: every test releases it
        return real(name)

    monkeypatch.setattr(loading, "load_game", slow_load_game)
    yield load
    load.release.set()                     # a failed test leaves no thread waiting


def click(app, scene, name: str) -> None:
    app.step(click_event(scene.buttons.find(name).rect.center))


def drawn_texts(app) -> list[str]:
    """The texts one frame draws (widgets.TRACE); asserts that a frame was drawn at all."""
    widgets.TRACE = []
    try:
        app.step()
        texts = [line for drawn in widgets.TRACE for line in drawn.lines]
    finally:
        widgets.TRACE = None
    assert texts, "no frame was drawn"
    return texts


def test_continue_loads_off_the_loop_while_the_window_draws_and_ignores_other_clicks(slow):
    game = a_game(60)
    saves.save_game(game, NAMES)
    app = headless_app("it")
    title = app.stack.top
    click(app, title, "continue")
    assert slow.started.wait(60)
    assert slow.threads[0] is not threading.main_thread()          # read and replayed off the loop
    for _frame in range(3):                                         # the loop steps on, drawing the sign
        assert app.stack.top is title and title.busy() and app.stack.busy()
        assert "Caricamento…" in drawn_texts(app)
    click(app, title, "new-game")                                   # another button: nothing
    assert app.stack.top is title and title.buttons.find("new-game").enabled is False
    job = title.loading
    title.continue_game()                                           # a second Continue starts nothing
    assert title.loading is job and len(slow.threads) == 1
    slow.release.set()
    finish_loading(app)
    resumed = app.stack.find("game")                        # under the curtain of two humans (issue 19.4)
    assert isinstance(resumed, GameScene)
    assert resumed.game.history == game.history and resumed.custom_names == NAMES
    assert not any(getattr(scene, "loading", None) for scene in app.stack.scenes)


def test_load_in_saved_games_loads_off_the_loop_and_other_buttons_wait(slow, own_data_dir):
    game = a_game(90, seed=5)
    saves.save_game(game, NAMES, "evening")
    app = headless_app("de")
    click(app, app.stack.top, "saved-games")
    overlay = app.stack.top
    assert isinstance(overlay, SavesOverlay)
    click(app, overlay, "load-0")
    assert slow.started.wait(60)
    assert app.stack.top is overlay and overlay.busy()
    assert "Wird geladen…" in drawn_texts(app)
    click(app, overlay, "delete-0")                                 # twice: would delete it if it worked
    click(app, overlay, "delete-0")
    assert (own_data_dir / "evening.yaml").exists() and app.stack.top is overlay
    slow.release.set()
    finish_loading(app)
    loaded = app.stack.find("game")                         # under the curtain of two humans (issue 19.4)
    assert isinstance(loaded, GameScene) and loaded.game.history == game.history


def test_a_failing_load_reads_as_before_and_the_window_stays(slow, own_data_dir):
    path = saves.save_path(saves.AUTOSAVE)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("format: meduris-record\nversion: 1\nside: [", encoding="utf-8")
    app = headless_app("es")
    title = app.stack.top
    click(app, title, "continue")
    assert slow.started.wait(60) and title.busy()
    slow.release.set()
    finish_loading(app)
    assert app.stack.top is title and not title.busy()
    moved = [p for p in own_data_dir.iterdir() if p.name.startswith("autosave.yaml.broken")]
    assert len(moved) == 1 and not path.exists()                     # put aside, as before
    expected = _("The saved game could not be read: {reason}. It was kept as {file}",
                 reason=_("it is damaged at line {line}", line=3), file=moved[0].name)
    assert title.message == expected
    app.dirty = True                                                # idle now: draw on request
    assert title.message in " ".join(drawn_texts(app))              # shown, and the loop goes on
    assert title.buttons.find("continue") is None and title.buttons.find("new-game").enabled


def test_esc_on_the_title_cancels_and_a_late_result_is_dropped(slow):
    saves.save_game(a_game(60), NAMES)
    app = headless_app("en")
    title = app.stack.top
    click(app, title, "continue")
    assert slow.started.wait(60)
    job = title.loading
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert title.loading is None and not title.busy()
    assert title.buttons.find("continue").enabled                   # the buttons work again
    slow.release.set()
    assert job.wait(60)                                             # the load finished, unheard
    for _frame in range(3):
        app.step()
    assert app.stack.top is title and len(app.stack.scenes) == 1
    assert saves.has_autosave()


def test_closing_saved_games_cancels_the_load(slow):
    saves.save_game(a_game(60), NAMES, "noon")
    app = headless_app("en")
    title = app.stack.top
    click(app, title, "saved-games")
    overlay = app.stack.top
    click(app, overlay, "load-0")
    assert slow.started.wait(60)
    job = overlay.loading
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert app.stack.top is title and overlay.loading is None
    slow.release.set()
    assert job.wait(60)
    for _frame in range(3):
        app.step()
    assert app.stack.top is title and isinstance(title, TitleScene) and len(app.stack.scenes) == 1


def test_a_job_hands_over_its_value_or_its_exception_once_and_nothing_after_cancel():
    job = Job(lambda: 41 + 1).start()
    assert job.wait(60) and job.poll() and job.result() == 42

    def fails():
        raise saves.SaveError("bad.yaml", "(file)", "it is damaged")

    job = Job(fails).start()
    assert job.wait(60) and job.poll()
    with pytest.raises(saves.SaveError):
        job.result()                                                # raised in the caller's thread
    gate = threading.Event()
    job = Job(gate.wait).start()
    assert not job.poll()
    job.cancel()
    gate.set()
    assert job.wait(60) and not job.poll()
    with pytest.raises(RuntimeError):
        job.result()


def test_new_game_keeps_an_unfinished_autosave_off_the_loop(monkeypatch):
    """Issue 10, D1 with B4: keeping the old autosave reads and replays it; the window keeps drawing a sign
    meanwhile, clicks wait, and the game starts when it is done, with the old game kept."""
    from meduris_gui.table.scenes import setup as setup_scene   # the setup scene of every game
    rng = random.Random(5)
    old = Game.new(["purple", "blue"], 0, rng=rng)
    for _step in random_steps(old, rng, 60):
        pass
    saves.save_game(old, ["Ada", "Bo"])
    started, release = threading.Event(), threading.Event()
    real = setup_scene.keep_unfinished_autosave

    def slow_keep():
        started.set()
        release.wait(60)                   # a safety only: the test releases it
        return real()

    monkeypatch.setattr(setup_scene, "keep_unfinished_autosave", slow_keep)
    app = headless_app("it")
    app.stack.top.buttons.find("new-game").on_click()
    app.step()
    setup = app.stack.top
    setup.buttons.find("start-game").on_click()
    assert started.wait(30) and setup.busy()
    widgets.TRACE = []
    for _frame in range(3):                # the window draws on, with the sign
        app.step()
    assert app.stack.top is setup
    assert any(_("Loading…") in str(entry) for entry in widgets.TRACE)
    app.step(click_event(setup.buttons.find("players-3").rect.center))   # a click waits too
    assert setup.players == 2
    release.set()
    setup.loading.wait(30)
    app.step()
    scene = app.stack.top
    assert isinstance(scene, GameScene) and len(scene.game.history) == 0
    kept = [name for name, _mtime in saves.list_saves()]
    assert len(kept) == 1 and kept[0].startswith(_("unfinished {date}", date="")[:5])
