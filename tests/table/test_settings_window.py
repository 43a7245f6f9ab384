"""The window remembers the player's preferences: a first start speaks the system's language, the
language, speed, screens option and window size survive a restart, `--lang` is for one run, a
broken settings file is said in the window and the game starts anyway, tests leave the file
alone, and `meduris screenshot` without --lang follows the system's language."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from meduris_gui import i18n
from meduris_gui.cli import main
from meduris_gui.settings import FILE_NAME, Settings, SettingsStore, config_dir
from meduris_gui.table import main as ui_main
from meduris_gui.table.app import App
from meduris_gui.games.meduris.ui.autoplay import click_event
from meduris_gui.table.scenes.title import TitleScene

from helpers import headless_app, start_game
from test_settings import BROKEN

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
# On Windows and macOS SDL asks the system's settings, not LANG (LANG only decides when SDL names
# no language the game speaks).
reads_lang = pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="SDL reads the system settings there")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


@pytest.fixture
def system(monkeypatch):
    """Pretend the system prefers the languages given (SDL's list) and no locale variable is set."""
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)

    def prefer(*codes: str) -> None:
        monkeypatch.setattr(pygame.system, "get_pref_locales",
                            lambda: [{"language": code, "country": None} for code in codes])
    prefer()
    return prefer


def settings_file() -> Path:
    return config_dir() / FILE_NAME


def start(**kwargs) -> App:
    """A start of the real game (the user's settings file), headless, on the title scene."""
    app = App(store=SettingsStore(), headless=True, **kwargs)
    app.stack.push(TitleScene())
    app.step()
    return app


def label(app: App, name: str) -> str:
    return app.stack.top.buttons.find(name).label


@pytest.mark.parametrize(("preferred", "language", "new_game"), [
    (("de",), "de", "Neues Spiel"), (("fr", "es"), "es", "Nueva partida"), (("fr", "pt"), "en", "New game"),
    ((), "en", "New game")])
def test_a_first_start_speaks_the_systems_language_else_english(system, preferred, language, new_game):
    system(*preferred)
    app = start()
    assert app.settings.language == language and i18n.language() == language
    assert label(app, "new-game") == new_game
    assert not app.notice
    assert not settings_file().exists()          # nothing changed yet: nothing written


def test_without_sdls_list_the_locale_variables_decide(system, monkeypatch):
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    monkeypatch.setenv("LC_ALL", "it_IT.UTF-8")          # SDL reads only LANG and LANGUAGE
    system("fr")
    assert start().settings.language == "it"


@reads_lang
def test_the_first_start_reads_the_real_lang_variable(monkeypatch):
    """No stand-in for SDL: LANG as the system sets it reaches the window (SDL reads it at call time)."""
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert start().settings.language == "de"
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert start().settings.language == "en"


def test_the_game_no_longer_always_starts_in_italian(system):
    assert Settings().language == "en"
    system("en")
    assert start().settings.language == "en"


def test_preferences_survive_a_restart(system):
    system("en")
    app = start()
    assert app.size == (1280, 720)
    player = start_game(app, 2)
    scene = app.stack.top
    assert player.button(scene, "lang-de")
    assert player.button(scene, "speed")                # normal -> fast
    assert player.button(scene, "screens")              # hidden -> open
    assert (app.settings.speed, app.settings.open_screens) == ("fast", True)
    written = SettingsStore().load().settings
    assert (written.language, written.speed, written.open_screens) == ("de", "fast", True)   # at once
    before = settings_file().read_bytes()
    for width, height in ((1000, 650), (1050, 680), (1100, 700)):      # a resize drag: many events
        app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=width, h=height, size=(width, height)))
    assert app.size == (1100, 700)
    assert settings_file().read_bytes() == before      # not written on every resize event
    app.quit()
    system("it")                                        # the system's language no longer matters
    again = start()
    assert again.settings.language == "de" and i18n.language() == "de"
    assert again.settings.speed == "fast" and again.settings.open_screens
    assert again.size == (1100, 700)
    assert label(again, "new-game") == "Neues Spiel"
    # The game started in the restarted window plays at the remembered speed.
    start_game(again, 2)
    assert again.stack.top.animator.speed == "fast"


def test_the_new_switches_are_remembered(system):
    app = start()
    app.settings.one_click_build = True
    app.settings.space_numbers = True
    app.save_settings()
    again = start()
    assert again.settings.one_click_build and again.settings.space_numbers


def test_the_text_size_from_the_menu_grows_the_text_and_is_remembered(system):
    """Menu → Text size: small → normal → large; every scene lays itself out again at once and
    the next start keeps it (issue 12, item 7)."""
    app = start()
    start_game(app, 2)
    game = app.stack.top
    normal_heading, normal_board = game.layout.scale.heading, game.layout.board[2]
    app.stack.push("menu", game_scene=game)
    menu = app.stack.top
    menu.buttons.find("text-size").on_click()                  # normal → large
    assert app.settings.ui_size == "large"
    assert game.layout.scale.heading > normal_heading           # the prompt's text is larger
    assert game.layout.board[2] < normal_board                  # the board yields room to the column
    assert menu.buttons.find("text-size").label == i18n._("Text size: large")
    menu.buttons.find("text-size").on_click()                  # large → small
    assert app.settings.ui_size == "small" and game.layout.scale.heading < normal_heading
    again = start()
    assert again.settings.ui_size == "small"
    assert again.stack.top.scale.heading < normal_heading      # the title too


def test_fullscreen_keeps_the_windowed_size(system):
    app = start(size=(1200, 700))
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=680, size=(1100, 680)))
    app.toggle_fullscreen()
    app.handle(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1920, y=1080))
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080)))
    app.quit()
    assert SettingsStore().load().settings.window_size == (1100, 680)


def test_lang_overrides_for_one_run_and_is_not_remembered(system):
    SettingsStore().save(Settings(language="de", speed="slow"))
    app = start(language="es")
    assert app.settings.language == "es" and label(app, "new-game") == "Nueva partida"
    assert app.settings.speed == "slow"                  # the rest is remembered as usual
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=640, size=(1000, 640)))
    app.quit()
    stored = SettingsStore().load().settings
    assert stored.language == "de" and stored.window_size == (1000, 640)
    # Choosing a language in the window is remembered, override or not.
    app = start(language="es")
    app.set_language("it")
    assert SettingsStore().load().settings.language == "it"


def test_the_command_line_passes_lang_and_defaults_to_no_language(monkeypatch):
    seen = []
    monkeypatch.setattr(ui_main, "run", lambda language=None: seen.append(language) or 0)
    assert main([]) == 0 and main(["--lang", "de"]) == 0
    assert seen == [None, "de"]


def test_the_real_game_reads_and_writes_the_users_file(system, monkeypatch):
    SettingsStore().save(Settings(language="es", speed="instant", open_screens=True))
    started = []
    monkeypatch.setattr(App, "run", lambda self: started.append(self))
    assert ui_main.run() == 0
    app = started[0]
    assert app.store is not None and app.store.path == settings_file()
    assert (app.settings.language, app.settings.speed, app.settings.open_screens) == ("es", "instant", True)
    assert isinstance(app.stack.top, TitleScene)


def test_tests_with_their_own_settings_leave_the_file_alone(system):
    SettingsStore().save(Settings(language="de", speed="slow"))
    before = settings_file().read_bytes()
    app = headless_app("it", speed="instant")
    assert app.settings.language == "it" and app.settings.speed == "instant"
    player = start_game(app, 2)
    assert player.button(app.stack.top, "lang-es")
    assert player.button(app.stack.top, "speed")
    assert player.button(app.stack.top, "screens")
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=640, size=(1000, 640)))
    app.quit()
    assert settings_file().read_bytes() == before
    assert sorted(p.name for p in config_dir().iterdir()) == [FILE_NAME]


@pytest.mark.parametrize(("kind", "content"), BROKEN, ids=[kind for kind, _ in BROKEN])
def test_a_broken_settings_file_is_said_in_the_window_and_the_game_starts(system, kind, content):
    system("de")
    settings_file().parent.mkdir(parents=True, exist_ok=True)
    settings_file().write_bytes(content)
    app = start()
    assert (app.settings.language, app.settings.speed, app.settings.open_screens) == ("de", "normal", False)
    assert str(settings_file()) in app.notice
    assert "Einstellungsdatei" in app.notice             # in the player's language
    kept = list(config_dir().glob(f"{FILE_NAME}.broken-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content and kept[0].name in app.notice
    assert not settings_file().exists()
    app.step()
    assert app.notice                                    # drawn over the title until clicked
    app.step(click_event((10, 10)))
    assert not app.notice
    start_game(app, 2)                                   # the game goes on
    app.set_language("es")                               # and the next preference is written
    assert SettingsStore().load().settings.language == "es"


def test_a_folder_in_place_of_the_file_is_said_and_kept(system):
    settings_file().mkdir(parents=True)
    app = start()
    assert str(settings_file()) in app.notice and "not a file" in app.notice
    assert len(list(config_dir().glob(f"{FILE_NAME}.broken-*"))) == 1
    app.set_language("de")
    assert SettingsStore().load().settings.language == "de"


def test_an_unreadable_file_is_said(system, monkeypatch):
    from meduris_gui import fileformat
    SettingsStore().save(Settings(language="de"))
    real = fileformat.read_bounded
    monkeypatch.setattr(fileformat, "read_bounded", lambda path, limit: (_ for _ in ()).throw(
        PermissionError(13, "Permission denied")) if Path(path) == settings_file() else real(path, limit))
    app = start()
    assert app.settings.language == "en" and "permission denied" in app.notice
    app.step()


def test_a_folder_that_cannot_be_written_is_said_never_a_crash(system, monkeypatch):
    app = start()
    from meduris_gui import saves

    def refuse(source, target):
        raise OSError(30, "Read-only file system")
    monkeypatch.setattr(saves.os, "replace", refuse)
    app.set_language("de")
    # the system's reason in the player's language (issue 19 item 17), not "Read-only file system"
    assert app.settings.language == "de" and "der Datenträger ist schreibgeschützt" in app.notice
    assert str(settings_file()) in app.notice
    assert not settings_file().exists()
    app.step()


# `meduris screenshot` without --lang: the system's language, as at a first start.

def picture(tmp_path, name: str, *args: str) -> bytes:
    out = tmp_path / f"{name}.png"
    assert main(["screenshot", str(out), "--scene", "title", "--size", "1000x640", *args]) == 0
    return pygame.image.tobytes(pygame.image.load(str(out)), "RGB")


@reads_lang
def test_the_screenshot_follows_lang_without_the_option(tmp_path, monkeypatch):
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    german = picture(tmp_path, "system")
    assert i18n.language() == "de"
    assert german == picture(tmp_path, "de", "--lang", "de")
    assert german != picture(tmp_path, "en", "--lang", "en")
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert picture(tmp_path, "es", "--lang", "es") != german and i18n.language() == "es"   # --lang wins
    assert not settings_file().exists()                       # screenshots do not write settings


@reads_lang
def test_the_screenshot_command_in_a_german_environment_renders_german(tmp_path):
    """The real command in its own process, LANG as a shell sets it."""
    env = {key: value for key, value in os.environ.items() if key not in LOCALE_VARIABLES}
    env.update(LANG="de_DE.UTF-8", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = tmp_path / "shell.png"
    subprocess.run([sys.executable, "-m", "meduris_gui.cli", "screenshot", str(out), "--scene", "title",
                    "--size", "1000x640"], env=env, check=True, capture_output=True, timeout=120)
    shell = pygame.image.tobytes(pygame.image.load(str(out)), "RGB")
    assert shell == picture(tmp_path, "de", "--lang", "de")
    assert shell != picture(tmp_path, "en", "--lang", "en")
