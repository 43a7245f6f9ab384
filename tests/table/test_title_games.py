"""The title offers every game of GAMES (issue 22: Meduris, Die Dolmengötter and Eiszeit): one
button each, side by side above the menu, fitting at 1366x768 and 1920x1080 in every language
whichever game is chosen, nothing cut, nothing over anything else; more games than fit in the
width go on rows above. A click chooses a game: its setup, rules and saves follow, the choice is
remembered (and a settings file naming no game of GAMES is reported)."""

from __future__ import annotations

import pygame
import pytest

from meduris_gui import saves
from meduris_gui.games import GAMES, TITLES
from meduris_gui.i18n import LANGUAGES, set_language
from meduris_gui.settings import FILE_NAME, SettingsStore
from meduris_gui.table.app import App, Settings
from meduris_gui.table.scenes import title as title_module
from meduris_gui.table.widgets import cut, overlapping

from window_checks import traced

SIZES = [(1366, 768), (1920, 1080)]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def title_app(language: str, size, game: str = "meduris"):
    app = App(size=size, settings=Settings(language=language, speed="instant", autosave=False, game=game),
              headless=True)
    title = app.stack.push("title")
    app.set_language(language)
    app.step()
    return app, title


def check_title(app, title, where: str) -> None:
    """Every button's label fits and is inside the window, no two buttons meet, none is over the
    title's words, nothing drawn is cut."""
    trace = traced(app, title)
    assert not [d for d in cut(trace) if d.kind != "elided"], f"{where}: cut {cut(trace)}"
    window = app.screen.get_rect()
    buttons = [b for b in title.buttons.buttons if b.label]
    for button in buttons:
        assert button.fits, f"{where}: {button.label!r} does not fit its button"
        assert window.contains(button.rect), f"{where}: {button.label!r} off the window"
    for k, a in enumerate(buttons):
        for b in buttons[k + 1:]:
            assert not a.rect.colliderect(b.rect), f"{where}: {a.label!r} and {b.label!r} meet"
    pairs = overlapping([d for d in trace if d.kind == "button"], window)
    assert not pairs, f"{where}: overlapping {[(a.lines, b.lines) for a, b in pairs][:3]}"
    words = title.text_layout(app.size)[2]
    assert not any(b.rect.colliderect(words) for b in buttons), f"{where}: a button over the title's words"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_game_has_its_button_and_the_title_fits(language, size):
    """Each game chosen in turn, the last one with an autosave to continue (the longest menu)."""
    for game in GAMES:
        if game == GAMES[-1]:
            path = saves.save_path(saves.AUTOSAVE)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text("a game to continue\n", encoding="utf-8")
        app, title = title_app(language, size, game)
        where = f"{language} {size} {game}"
        assert (title.buttons.find("continue") is not None) == (game == GAMES[-1])
        check_title(app, title, where)
        choices = [title.buttons.find(f"game-{key}") for key in GAMES]
        assert all(choices), where
        assert [b.label for b in choices] == [TITLES[key] for key in GAMES]      # never translated
        assert [b.selected for b in choices] == [key == game for key in GAMES]
        # one row, centred, in the order of GAMES, as wide as each other, above the menu
        assert len({b.rect.top for b in choices}) == 1 and len({b.rect.width for b in choices}) == 1
        assert all(a.rect.right < b.rect.left for a, b in zip(choices, choices[1:]))
        left, right = choices[0].rect.left, size[0] - choices[-1].rect.right
        assert abs(left - right) <= 1, where
        menu = title.buttons.find("new-game")
        assert choices[0].rect.bottom < menu.rect.top
        assert (title.buttons.find("read-rules") is not None) == title.offered().rules_on_title


def test_more_games_than_fit_go_on_rows_above(monkeypatch):
    """Seven games with long names at the window's smallest size: rows of as many as fit, each
    centred, the last one right above the menu, nothing cut or overlapping."""
    names = {f"game{k}": f"A Very Long Game Name {k}" for k in range(7)}
    monkeypatch.setattr(title_module, "GAMES", ("meduris", *names))
    monkeypatch.setattr(title_module, "TITLES", dict(TITLES, **names))
    app, title = title_app("de", (1024, 700))
    choices = [title.buttons.find(f"game-{key}") for key in title_module.GAMES]
    assert all(choices)
    rows = sorted({b.rect.top for b in choices})
    assert len(rows) >= 2
    for top in rows:
        row = [b for b in choices if b.rect.top == top]
        assert abs(row[0].rect.left - (1024 - row[-1].rect.right)) <= 1
    assert [b.rect.top for b in choices] == sorted(b.rect.top for b in choices)     # in order, row by row
    assert max(rows) + choices[0].rect.height < title.buttons.find("new-game").rect.top
    for button in choices:
        assert button.fits and app.screen.get_rect().contains(button.rect), button.label
    for k, a in enumerate(choices):
        assert not any(a.rect.colliderect(b.rect) for b in choices[k + 1:])


def test_eiszeit_is_a_click_away_and_its_scenes_follow(tmp_path, monkeypatch):
    """A click on Eiszeit chooses it (remembered in the settings file); its rules and its setup
    open from the title's menu, F1 opens its rules."""
    monkeypatch.setenv("MEDURIS_CONFIG_DIR", str(tmp_path))
    store = SettingsStore()
    app = App(size=(1366, 768), store=store, language="es", headless=True)
    app.settings.speed = "instant"
    title = app.stack.push("title")
    app.step()
    assert app.settings.game == "meduris"
    button = title.buttons.find("game-eiszeit")
    click(app, button.rect.center)
    assert app.settings.game == "eiszeit" and title.buttons.find("game-eiszeit").selected
    assert title.game_title() == "Eiszeit"
    assert SettingsStore().load().settings.game == "eiszeit"          # the next start offers it again
    click(app, title.buttons.find("read-rules").rect.center)
    assert app.stack.top.scene_name == "ez-rules"
    app.stack.pop()
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)])
    assert app.stack.top.scene_name == "ez-rules"
    app.stack.pop()
    click(app, title.buttons.find("new-game").rect.center)
    assert app.stack.top.scene_name == "ez-setup"


def test_the_settings_take_eiszeit_and_report_a_game_there_is_not(tmp_path):
    store = SettingsStore(tmp_path / FILE_NAME)
    store.save(Settings(game="eiszeit"))
    loaded = store.load()
    assert loaded.problem is None and loaded.settings.game == "eiszeit"
    for bad in ("Eiszeit", "eiszeit2", "chess"):
        store.path.write_text(f"game: {bad}\n", encoding="utf-8")
        loaded = store.load()
        assert loaded.settings is None or loaded.settings.game != bad
        assert loaded.problem is not None and bad in str(loaded.problem) and "eiszeit" in str(loaded.problem)


def test_the_command_line_offers_eiszeit():
    from meduris_gui import cli
    assert cli.build_parser().parse_args(["--game", "eiszeit"]).game == "eiszeit"


def click(app, pos) -> None:
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
              pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


@pytest.mark.parametrize("size", SIZES)
def test_eiszeit_s_mammoths_stand_clear_of_the_menu(size):
    """Eiszeit's title picture: its herd stands right of the menu and the game buttons in every
    language (a mammoth behind a button would be half hidden)."""
    from meduris_gui.games.eiszeit.ui.title_art import herd_rects
    for language in LANGUAGES:
        app, title = title_app(language, size, "eiszeit")
        herd = herd_rects(size[0], size[1], title.peak_top(size))
        assert len(herd) == 4
        for button in title.buttons.buttons:
            if button.name.startswith("game-") or button.name in ("new-game", "learn", "read-rules", "saved-games",
                                                                  "quit", "continue"):
                assert not any(button.rect.colliderect(rect) for rect in herd), (language, button.name)
