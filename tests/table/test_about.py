"""Issue 20 item 6: About, on the title's bar and in the game menu, names the version, the data,
config and log folders, the Python and pygame versions, the unofficial-adaptation note and the
licence, in every language; nothing in it is cut or runs over, however deep the folders are."""

from __future__ import annotations

import platform

import pygame
import pytest

import meduris_gui
from meduris_gui.cli import main
from meduris_gui.i18n import _, set_language
from meduris_gui.table import theme, widgets
from meduris_gui.table.scenes.about import AboutOverlay, licence, notice, path_lines
from meduris_gui.games.meduris.ui.scenes.game import GameScene
from meduris_gui.table.scenes.title import TitleScene
from meduris_gui.table.theme import font

from helpers import drawn, headless_app, start_game

LANGUAGES = ["it", "es", "de", "en"]
# A deep home folder with spaces and a long name no line holds (it must break inside it).
DEEP = ("Users/Maria Giovanna della Valle/Documents and Settings/Giochi da tavolo/"
        "una-cartella-con-un-nome-davvero-lunghissimo-che-non-entra-in-nessuna-riga-dello-schermo")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


@pytest.fixture
def deep_folders(tmp_path, monkeypatch):
    """Data, config and log folders as deep as a portable install's (the env overrides)."""
    folders = {name: tmp_path / DEEP / name for name in ("data", "config", "log")}
    for name, variable in (("data", "MEDURIS_DATA_DIR"), ("config", "MEDURIS_CONFIG_DIR"), ("log", "MEDURIS_LOG_DIR")):
        monkeypatch.setenv(variable, str(folders[name]))
    return folders


def _open_from_title(app) -> AboutOverlay:
    title = app.stack.top
    assert isinstance(title, TitleScene)
    button = title.buttons.find("about")
    assert button is not None and title.buttons.click(button.rect.center)
    about = app.stack.top
    assert isinstance(about, AboutOverlay)
    app.step()
    return about


def _problems(app, about: AboutOverlay) -> tuple[list[str], str]:
    trace = drawn(app, about)
    found = [f"cut {d.kind}: {' / '.join(d.lines)!r} in {d.rect}" for d in widgets.cut(trace)]
    found += [f"overlap: {' / '.join(a.lines)!r} {a.ink} and {' / '.join(b.lines)!r} {b.ink}"
              for a, b in widgets.overlapping(trace, about.rect)]
    screen = app.screen.get_rect()
    found += [f"outside the box: {' / '.join(d.lines)!r} {d.ink}" for d in trace
              if not about.rect.contains(d.ink) or not screen.contains(d.ink)]
    # Wrapped prose joins its lines with a space; a path breaks after a separator, so with nothing.
    return found, "\n".join("".join(d.lines) for d in trace) + "\n" + " ".join(" ".join(d.lines) for d in trace)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080), (960, 600)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_about_names_everything_whole_in_every_language(deep_folders, language, size):
    app = headless_app(language, size)
    about = _open_from_title(app)
    problems, shown = _problems(app, about)
    assert not problems, problems
    for folder in (deep_folders["data"], deep_folders["config"], deep_folders["log"]):
        assert str(folder) in shown, f"{folder} not shown whole"
    assert meduris_gui.__version__ in shown and platform.python_version() in shown
    assert pygame.version.ver in shown
    words = " ".join(shown.split())
    for text in (notice(), licence(), _("About Meduris")):
        assert " ".join(text.split()) in words
    if language != "en":
        assert notice() != "This is an unofficial" and _("About") != "About", "translated"


@pytest.mark.parametrize("ui_size", ["small", "normal", "large"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_nothing_cut_at_1366x768_at_every_text_size(deep_folders, language, ui_size):
    app = headless_app(language, (1366, 768))
    app.settings.ui_size = ui_size
    app.stack.resize(app.size)
    about = _open_from_title(app)
    problems, _shown = _problems(app, about)
    assert not problems, problems


def test_about_is_in_the_game_menu_and_closes_back_to_the_game():
    app = headless_app("de", (1366, 768))
    player = start_game(app, 2)
    game = app.stack.top
    assert player.button(game, "menu")
    menu = app.stack.top
    assert player.button(menu, "about")
    assert isinstance(app.stack.top, AboutOverlay)
    problems, _shown = _problems(app, app.stack.top)
    assert not problems, problems
    assert player.button(app.stack.top, "close")
    assert app.stack.top is game and isinstance(game, GameScene)


def test_esc_and_a_click_outside_close_it():
    app = headless_app("it", (1366, 768))
    about = _open_from_title(app)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert isinstance(app.stack.top, TitleScene)
    about = _open_from_title(app)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(2, app.size[1] - 2))])
    assert isinstance(app.stack.top, TitleScene) and about is not app.stack.top


def test_a_language_switch_relays_it_out():
    app = headless_app("en", (1366, 768))
    about = _open_from_title(app)
    app.set_language("de")
    app.step()
    assert about.buttons.find("close").label == "Schließen"
    assert "Über Meduris" in "\n".join("".join(d.lines) for d in drawn(app, about))


def test_path_lines_break_after_separators_and_keep_the_whole_path():
    f = font(15)
    path = "/home/" + DEEP + "/log"
    lines = path_lines(path, f, 300)
    assert "".join(lines) == path
    assert all(f.size(line)[0] <= 300 for line in lines)
    assert lines[:2] == ["/home/Users/Maria Giovanna della Valle/", "Documents and Settings/Giochi da tavolo/"], lines
    assert path_lines("C:\\Users\\Anna", f, 40)[0].endswith("\\")
    assert path_lines("/short", f, 300) == ["/short"]


@pytest.mark.parametrize("language", ["it", "es", "de"])
def test_screenshot_renders_the_about_box(tmp_path, language):
    out = tmp_path / "about.png"
    assert main(["screenshot", str(out), "--scene", "about", "--lang", language]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1366, 768)
    # The box's panel (900 px wide at 1366x768, centred), in its left margin where no text is.
    assert tuple(image.get_at((683 - 450 + 8, 384))[:3]) == tuple(theme.LIGHT)[:3]
