"""Hostile saves through the window (issue 10): nothing a saves folder holds closes the window, an
unfinished game is never lost to New game, Save as never overwrites silently, and the player reads
why a save could not be used, in the player's language."""

from __future__ import annotations

import os
import random
import shutil
import time
from pathlib import Path

import pygame
import pytest

from meduris_gui import saves
from meduris_gui.i18n import set_language
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.record import Record
from meduris_gui.sim import random_steps
from meduris_gui.games.meduris.ui.scenes.game import GameScene
from meduris_gui.table.scenes.saves import SavesOverlay
from meduris_gui.games.meduris.ui.scenes.setup import SetupScene
from meduris_gui.table.scenes.title import TitleScene

from helpers import a_game, finish_loading, headless_app, start_game

ROOT = Path(__file__).resolve().parents[3]
posix_only = pytest.mark.skipif(os.name != "posix", reason="symlinks, FIFOs and /dev are POSIX")


# On code that reads saves with open(), a device, a FIFO or a huge file fails at once (conftest).
pytestmark = pytest.mark.usefixtures("never_open_special_files")


@pytest.fixture(autouse=True)
def own_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(saves.ENV_DIR, str(tmp_path))
    yield tmp_path / "saves"
    set_language("en")


def type_text(app, text: str) -> None:
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)])


def key(app, code: int) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")])


def open_saves_from_title(app) -> SavesOverlay:
    app.stack.top.buttons.find("saved-games").on_click()
    overlay = app.stack.top
    assert isinstance(overlay, SavesOverlay)
    app.step()                                            # draws the list: no exception
    return overlay


def saves_in_game(app) -> SavesOverlay:
    """A game under way, and its Saved games dialog (with Save as)."""
    start_game(app, 2)
    overlay = app.stack.push(SavesOverlay(app.stack.top))
    app.step()
    return overlay


def actions_in(path: Path) -> int:
    return len(Record.load(path).actions)


# -- B1 ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("bad", ["A\\0da", "\\ud800x"])
def test_continue_with_a_nul_or_surrogate_name_reports_it_and_the_window_stays(bad):
    path = saves.save_game(a_game(40), ["Ada", "Bo", "Cy"])
    path.write_text(path.read_text(encoding="utf-8").replace("- Bo\n", f'- "{bad}"\n'), encoding="utf-8")
    app = headless_app("de")
    title = app.stack.top
    title.buttons.find("continue").on_click()
    finish_loading(app)
    app.step()
    assert app.stack.top is title
    assert "Name eines Spielers" in title.message and "autosave.yaml.broken" in title.message
    assert title.buttons.find("continue") is None                 # set aside: no second crash


def test_names_typed_in_the_setup_cannot_hold_a_nul_or_a_control_character():
    app = headless_app("en")
    app.stack.top.buttons.find("new-game").on_click()
    setup = app.stack.top
    app.step()
    row = setup.rows[0]
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(row.left + 5, row.centery))])
    assert setup.editing == 0
    type_text(app, "A\x00d\ud800a\n")
    assert setup.names[0] == "Ada" and "control characters" in app.notice
    type_text(app, "x" * 30)
    assert len(setup.names[0]) == 16                             # the limit holds for a long paste


# -- B2, B3 --------------------------------------------------------------------------------------

@posix_only
def test_a_dangling_symlink_does_not_close_saved_games(own_data_dir):
    saves.save_game(a_game(10), None, "good one")
    (own_data_dir / "gone.yaml").symlink_to(own_data_dir / "nowhere.yaml")
    app = headless_app("en")
    overlay = open_saves_from_title(app)
    assert [name for name, _ in overlay.saves] == ["good one"]
    overlay.buttons.find("load-0").on_click()
    finish_loading(app)
    assert isinstance(app.stack.find("game"), GameScene)     # under the curtain of two humans (issue 19.4)


@posix_only
def test_odd_names_in_the_folder_are_listed_loaded_and_deleted_without_a_traceback(own_data_dir):
    game = a_game(10)
    path = saves.save_game(game, None, "plain")
    odd = ["a?b", "y" * 50, " leading", "back\\slash", "new\nline"]
    for k, name in enumerate(odd):
        shutil.copy(path, own_data_dir / f"{name}.yaml")
        os.utime(own_data_dir / f"{name}.yaml", (time.time() + k + 1,) * 2)     # newest first
    (own_data_dir / "dir.yaml").mkdir()
    app = headless_app("en")
    overlay = open_saves_from_title(app)
    assert [name for name, _ in overlay.saves] == odd[::-1] + ["plain"]       # not the folder
    for _ in odd:
        overlay.buttons.find("delete-0").on_click()
        overlay.buttons.find("delete-0").on_click()
        app.step()
        assert overlay.message.startswith("Deleted") and "\n" not in overlay.message
    assert [name for name, _ in overlay.saves] == ["plain"]
    shutil.copy(path, own_data_dir / "a?b.yaml")
    overlay.resize(app.size)
    overlay.buttons.find("load-0").on_click()
    finish_loading(app)
    loaded = app.stack.find("game")                         # under the curtain of two humans (issue 19.4)
    assert isinstance(loaded, GameScene) and loaded.game.history == game.history


# -- B4 ------------------------------------------------------------------------------------------

@posix_only
@pytest.mark.parametrize("special", ["/dev/zero", "fifo"])
def test_continue_with_a_device_or_a_fifo_says_it_is_not_a_regular_file(own_data_dir, special):
    own_data_dir.mkdir(parents=True)
    path = own_data_dir / "autosave.yaml"
    if special == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to(special)
    app = headless_app("it")
    title = app.stack.top
    title.buttons.find("continue").on_click()
    finish_loading(app)
    app.step()
    assert app.stack.top is title and "non è un file normale" in title.message
    assert not os.path.lexists(path)


def test_a_huge_save_in_the_list_is_refused_by_its_size(own_data_dir):
    path = saves.save_game(a_game(10), None, "huge")
    os.truncate(path, 100_000_000)
    app = headless_app("es")
    overlay = open_saves_from_title(app)
    overlay.buttons.find("load-0").on_click()
    finish_loading(app)
    app.step()
    assert app.stack.top is overlay and "demasiado grande" in overlay.message and "100 MB" in overlay.message


def test_a_saves_path_that_is_a_file_says_so(own_data_dir):
    own_data_dir.parent.mkdir(parents=True, exist_ok=True)
    own_data_dir.write_text("a file", encoding="utf-8")
    app = headless_app("en")
    assert "is a file, not a folder" in app.stack.top.message
    overlay = saves_in_game(app)
    assert "is a file, not a folder" in overlay.message
    type_text(app, "mine")
    overlay.buttons.find("save-as").on_click()
    assert "could not be saved" in overlay.message and "is a file, not a folder" in overlay.message


# -- B5 ------------------------------------------------------------------------------------------

def test_a_broken_board_is_named_and_the_valid_autosave_stays(own_data_dir, broken_board):
    path = saves.save_game(a_game(40, players=2))
    text = path.read_text(encoding="utf-8")
    broken_board()
    app = headless_app("en")
    title = app.stack.top
    title.buttons.find("continue").on_click()
    finish_loading(app)
    app.step()
    assert app.stack.top is title
    assert "board file is broken" in title.message and "2-3p.yaml" in title.message
    assert path.read_text(encoding="utf-8") == text and sorted(own_data_dir.iterdir()) == [path]
    title.buttons.find("new-game").on_click()                  # New game does not close the window
    setup = app.stack.top
    app.step()
    assert isinstance(setup, SetupScene) and "2-3p.yaml" in app.notice
    setup.buttons.find("start-game").on_click()
    app.step()
    assert app.stack.top is setup and path.read_text(encoding="utf-8") == text


# -- issue 10, D1 --------------------------------------------------------------------------------

def test_new_game_keeps_an_unfinished_autosave_as_a_named_save(own_data_dir):
    old = a_game(120)
    path = saves.save_game(old, ["Ada", "Bo", "Cy"])
    assert actions_in(path) == 120
    app = headless_app("en")
    start_game(app, 2)
    kept = [name for name, _ in saves.list_saves()]
    assert len(kept) == 1 and kept[0].startswith("unfinished ")
    assert kept[0] in app.notice and "Saved games" in app.notice
    app.quit()                                                  # the new game's autosave replaces the old
    assert actions_in(path) == 0
    again = headless_app("en")
    overlay = open_saves_from_title(again)
    assert [name for name, _ in overlay.saves] == kept
    overlay.buttons.find("load-0").on_click()
    finish_loading(again)
    resumed = again.stack.find("game")                      # under the curtain of three humans (issue 19.4)
    assert resumed.game.history == old.history and resumed.custom_names == ["Ada", "Bo", "Cy"]


def test_another_game_after_a_finished_one_keeps_nothing(own_data_dir):
    rng = random.Random(4)
    game = Game.new(["purple", "blue"], 0, rng=rng)
    for _ in random_steps(game, rng, 100000):
        if game.is_over():
            break
    saves.save_game(game)
    app = headless_app("en")
    start_game(app, 2)
    assert saves.list_saves() == [] and "unfinished" not in app.notice


# -- issue 10, D2, D3 ----------------------------------------------------------------------------

def test_save_as_an_existing_name_asks_before_replacing_it(own_data_dir):
    path = saves.save_game(a_game(12), None, "mine")
    app = headless_app("en")
    overlay = saves_in_game(app)
    scene = overlay.game_scene
    type_text(app, "mine")
    overlay.buttons.find("save-as").on_click()
    assert actions_in(path) == 12 and "already" in overlay.message
    assert overlay.buttons.find("save-as").label == "Replace?"
    key(app, pygame.K_BACKSPACE)                                   # another name: asked again
    type_text(app, "e")
    assert overlay.buttons.find("save-as").label == "Save as"
    overlay.buttons.find("save-as").on_click()
    assert actions_in(path) == 12
    overlay.buttons.find("save-as").on_click()                     # the second click replaces it
    assert actions_in(path) == len(scene.game.history) and overlay.message == "Saved as mine"
    assert overlay.buttons.find("save-as").label == "Save as"


@pytest.mark.parametrize("name", [".hidden", "...", "a/b", "autosave"])
def test_save_as_a_name_the_list_could_not_show_is_refused(own_data_dir, name):
    app = headless_app("en")
    overlay = saves_in_game(app)
    type_text(app, name)
    overlay.buttons.find("save-as").on_click()
    assert "cannot be a save name" in overlay.message
    written = {p.name for p in own_data_dir.iterdir()} if own_data_dir.exists() else set()
    assert written <= {"autosave.yaml"}                            # nothing saved under that name


# -- issue 10, D4 --------------------------------------------------------------------------------

def test_stale_temporary_files_are_removed_at_start(own_data_dir):
    path = saves.save_game(a_game(10))
    old = time.time() - 3600
    for k in range(5):
        stale = own_data_dir / f".autosave.yaml.abcd{k:04d}.tmp"
        stale.write_text("half", encoding="utf-8")
        os.utime(stale, (old, old))
    TitleScene()
    assert [p.name for p in own_data_dir.iterdir()] == [path.name]


# -- Two windows on one data folder (issue 19 item 12) ---------------------------------------------

HOLDER = ("import sys\nfrom meduris_gui import saves\n"
          "print('held' if saves.claim_folder() else 'refused', flush=True)\n"
          "sys.stdin.read()\n")


def test_a_second_window_says_the_saves_are_in_use_and_writes_nothing(own_data_dir, tmp_path, monkeypatch):
    """Another Meduris (a process) holds the data folder: this window's title says so in the
    player's language, offers only "Try again" and "Quit", and writes neither a save nor its
    settings; once the other is closed, "Try again" gives the whole title back."""
    import subprocess
    import sys
    from meduris_gui.settings import SettingsStore
    from meduris_gui.table.app import App, Settings
    other = subprocess.Popen([sys.executable, "-c", HOLDER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True, env=dict(os.environ))
    try:
        assert other.stdout.readline().strip() == "held"
        store = SettingsStore(tmp_path / "config" / "settings.yaml")
        store.path.parent.mkdir()
        store.path.write_text("language: de\n", encoding="utf-8")
        app = App(size=(1366, 768), settings=Settings(speed="instant", seed=7), headless=True, store=store,
                  claim_saves=True)
        title = app.stack.push(TitleScene())
        app.step()
        assert app.saves_in_use
        assert title.notice() == ("Meduris ist bereits mit diesen Spielständen geöffnet: "
                                  "Schließe zuerst das andere Fenster.")
        names = {button.name for button in title.buttons.buttons}
        assert {"try-again", "quit"} <= names
        assert not names & {"continue", "new-game", "learn", "saved-games"}
        title.buttons.find("try-again").on_click()        # the other window is still open
        assert app.saves_in_use
        app.set_language("it")                            # a choice made here is not written
        app.settings.window_size = (1000, 700)
        app.quit()
        assert store.path.read_text(encoding="utf-8") == "language: de\n"
        assert not own_data_dir.exists() or not any(own_data_dir.iterdir())
    finally:
        other.stdin.close()
        other.wait(timeout=60)
    try:
        app = App(size=(1366, 768), settings=Settings(speed="instant", seed=7), headless=True, store=store,
                  claim_saves=True)
        title = app.stack.push(TitleScene())
        app.step()
        assert not app.saves_in_use
        assert title.buttons.find("new-game") is not None and title.buttons.find("try-again") is None
    finally:
        saves.release_folder()


def test_try_again_takes_the_folder_once_the_other_window_is_closed(own_data_dir):
    import subprocess
    import sys
    from meduris_gui.table.app import App, Settings
    other = subprocess.Popen([sys.executable, "-c", HOLDER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True, env=dict(os.environ))
    try:
        assert other.stdout.readline().strip() == "held"
        app = App(size=(1366, 768), settings=Settings(language="en", speed="instant", seed=7), headless=True,
                  claim_saves=True)
        title = app.stack.push(TitleScene())
        app.step()
        assert title.buttons.find("new-game") is None
        other.stdin.close()
        other.wait(timeout=60)
        title.buttons.find("try-again").on_click()
        app.step()
        assert not app.saves_in_use and title.buttons.find("new-game") is not None
        assert "already open" not in title.notice()
        assert not saves.folder_in_use()
    finally:
        if other.poll() is None:
            other.stdin.close()
            other.wait(timeout=60)
        saves.release_folder()


# -- Issue 19 item 17: the window names what the command line names ---------------------------------

def test_continue_names_the_field_and_problem_in_the_players_language(own_data_dir, capsys):
    """The window said "it is damaged" where `meduris replay` named the field: now both name the
    same field and problem, the window in the player's language."""
    from meduris_gui.cli import main
    path = saves.save_game(a_game(10))
    path.write_text(path.read_text(encoding="utf-8").replace("start_player: 0", "start_player: seven"),
                    encoding="utf-8")
    copy = own_data_dir.parent / "copy.yaml"
    shutil.copy(path, copy)
    assert main(["replay", str(copy)]) == 2
    assert capsys.readouterr().err.strip() == (f"meduris replay: {copy}: start_player: "
                                               "expected a seat number, got 'seven'")
    app = headless_app("de")
    title = app.stack.top
    title.buttons.find("continue").on_click()
    finish_loading(app)
    assert title.message.startswith("Die gespeicherte Partie war nicht lesbar: sie ist bei start_player "
                                    "beschädigt: erwartet: eine Platznummer, gefunden: 'seven'")
    assert "expected" not in title.message                # the problem too is in the player's language
