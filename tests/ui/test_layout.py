"""No text overflows its box at 1366x768 in any language (German words are long)."""

from __future__ import annotations

import random

import pytest

from meduris_gui.i18n import LANGUAGES, _, set_language
from meduris_gui.rules.game import Game
from meduris_gui.rules.state import MAIN, PAY, RETURN, SACRIFICE, SETUP, TAKE
from meduris_gui.ui import theme
from meduris_gui.ui.app import App, Settings
from meduris_gui.ui.computers import SEAT_KINDS
from meduris_gui.ui.controller import prompt
from meduris_gui.ui.scenes.end import EndScene
from meduris_gui.ui.scenes.game import GameScene
from meduris_gui.ui.scenes.rules_text import rules_sections
from meduris_gui.ui.scenes.setup import SetupScene
from meduris_gui.ui.scenes.title import TitleScene
from meduris_gui.ui.widgets import fit_font, wrap

SMALLEST = 11          # px: below this a label counts as not fitting


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def check_buttons(scene, where: str) -> None:
    size = scene.scale.text
    for button in scene.buttons.buttons:
        if not button.label:
            continue
        pad = max(4, button.rect.height // 6)
        room = button.rect.width - 2 * pad - sum(icon.get_width() + 2 for icon in button.icons)
        f = fit_font(button.label, room, size, bold=button.bold)
        fits = f.size(button.label)[0] <= room
        assert fits and f.get_height() >= SMALLEST, f"{where}: button {button.label!r} does not fit {room}px"


def phases_of_a_game(players: int, seed: int):
    """A random game, yielding it whenever a new kind of decision comes up."""
    rng = random.Random(seed)
    game = Game.new(["purple", "blue", "green", "red"][:players] if players > 2 else ["purple", "blue"], 0, rng=rng)
    seen = set()
    while not game.is_over():
        phase = game.state.phase
        if phase not in seen and phase in (SETUP, TAKE, RETURN, MAIN, PAY, SACRIFICE):
            seen.add(phase)
            yield game
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    yield game


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_scene_fits_at_1366x768(language):
    app = App(size=(1366, 768), settings=Settings(language=language, speed="instant"), headless=True)
    title = app.stack.push(TitleScene())
    app.step()
    check_buttons(title, "title")
    setup = app.stack.push(SetupScene(seed=1))
    for players in (2, 3, 4):
        setup.set_players(players)
        app.step()
        check_buttons(setup, f"setup {players}")
    for kind in SEAT_KINDS:                      # "Ordenador (fuerte)", "Computer (leicht)"...
        setup.seats = [kind] * 4
        setup.resize(app.size)
        app.step()
        check_buttons(setup, f"setup {kind}")
    for players in (2, 4):
        for game in phases_of_a_game(players, seed=players):
            scene = GameScene(game, seed=1)
            app.stack.replace(scene)
            while type(app.stack.top).__name__ == "Curtain":
                app.stack.pop()
            app.step()
            check_buttons(scene, f"game phase {game.state.phase}")
            text = prompt(game, scene.names(), scene.selected_worker)
            width = scene.prompt_rect.width - scene.scale.px(90)
            lines = wrap(text, theme.font(scene.scale.text, bold=True), width)
            assert len(lines) <= 3, f"prompt does not fit: {text!r}"
            info = scene.info_text()
            if info:
                inner = scene.prompt_rect.width - scene.scale.px(20)
                assert len(wrap(info, theme.font(scene.scale.small), inner)) <= 2, f"info does not fit: {info!r}"
        end = EndScene(game, scene.names(), scene.log)
        app.stack.replace(end)
        app.step()
        check_buttons(end, "end")


@pytest.mark.parametrize("language", LANGUAGES)
def test_rules_help_words_fit_their_lines(language):
    set_language(language)
    f = theme.font(15)
    for heading, text in rules_sections():
        assert heading and text
        assert all(f.size(word)[0] < 900 for word in text.split())


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(1366, 768), (960, 600)])
def test_the_thinking_sign_fits_with_the_longest_names(language, size):
    app = App(size=size, settings=Settings(language=language, speed="instant"), headless=True)
    game = Game.new(["purple", "blue", "green", "red"], 2, seed=1)
    scene = GameScene(game, ["W" * 16, "", "", ""], seats=["human", "easy", "strong", "easy"], seed=1)
    scene.table.update = lambda *args: None          # it thinks for ever: the sign stays
    app.stack.replace(scene)
    app.step()
    assert scene.thinking_seat() == 2
    rect = scene.thinking_rect()
    assert scene.prompt_rect.contains(rect)
    for name in ["W" * 16] + [scene.names()[seat] for seat in range(4)]:
        for text in (_("{player} is thinking…", player=name), _("{player} is about to roll the die…", player=name)):
            room = rect.width - 2 * scene.scale.px(11) - scene.scale.px(12)
            f = fit_font(text, room, scene.scale.heading, bold=True)
            assert f.size(text)[0] <= room and f.get_height() >= SMALLEST, text
