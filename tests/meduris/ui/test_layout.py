"""No text overflows its box at 1366x768 (and 1920x1080) in any language (German words are long);
button labels keep the button role's size (see also test_typography.py)."""

from __future__ import annotations

import random

import pygame
import pytest

from meduris_gui.i18n import LANGUAGES, _, set_language
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.kinds import Phase
from meduris_gui.settings import UI_SIZES
from meduris_gui.table import theme
from meduris_gui.table.theme import Scale
from meduris_gui.table.app import App, Settings
from meduris_gui.games.meduris.ui.computers import SEAT_KINDS
from meduris_gui.games.meduris.ui.controller import prompt
from meduris_gui.games.meduris.ui.scenes.end import EndScene
from meduris_gui.games.meduris.ui.scenes.game import GameScene
from meduris_gui.games.meduris.ui.scenes.game_layout import LOG_MIN, GameLayout, cell
from meduris_gui.table.scenes.curtain import Curtain
from meduris_gui.games.meduris.ui.scenes.rules_text import rules_sections
from meduris_gui.games.meduris.ui.scenes.setup import SetupScene
from meduris_gui.table.scenes.title import TitleScene
from meduris_gui.table.widgets import fit_font, wrap

SMALLEST = 11          # px: below this a label counts as not fitting


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def check_buttons(scene, where: str) -> None:
    """Every label as drawn in the last frame: at the button role's size (or the heading role for
    the big buttons that ask for it), never smaller, inside its button on one or two lines."""
    s = scene.scale
    for button in scene.buttons.buttons:
        if not button.label:
            continue
        assert button.drawn_size == (button.size or s.button), f"{where}: {button.label!r} at {button.drawn_size}px"
        assert button.drawn_size in (s.button, s.heading), f"{where}: {button.label!r} at no button role's size"
        _left, room = button.label_room()
        f = theme.font(button.drawn_size, button.bold)
        assert button.fits and 1 <= len(button.drawn_lines) <= 2, f"{where}: {button.label!r} does not fit {room}px"
        assert all(f.size(line)[0] <= room for line in button.drawn_lines), f"{where}: {button.drawn_lines}"


def redraw(app) -> None:
    """One frame that draws (the app draws only when something changed)."""
    app.dirty = True
    app.step()


def phases_of_a_game(players: int, seed: int):
    """A random game, yielding it whenever a new kind of decision comes up."""
    rng = random.Random(seed)
    game = Game.new(["purple", "blue", "green", "red"][:players] if players > 2 else ["purple", "blue"], 0, rng=rng)
    seen = set()
    while not game.is_over():
        phase = game.state.phase
        if phase not in seen and phase not in (Phase.ROLL, Phase.OVER):
            seen.add(phase)
            yield game
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    yield game


@pytest.mark.parametrize("ui_size", UI_SIZES)
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_scene_fits(language, size, ui_size):
    """Every language, both window sizes, every text size (Menu → Text size)."""
    app = App(size=size, settings=Settings(language=language, speed="instant", ui_size=ui_size), headless=True)
    title = app.stack.push(TitleScene())
    redraw(app)
    check_buttons(title, "title")
    setup = app.stack.push(SetupScene(seed=1))
    for players in (2, 3, 4):
        setup.set_players(players)
        redraw(app)
        check_buttons(setup, f"setup {players}")
    for kind in SEAT_KINDS:                      # "Ordenador (fuerte)", "Computer (leicht)"...
        setup.seats = [kind] * 4
        setup.resize(app.size)
        redraw(app)
        check_buttons(setup, f"setup {kind}")
    for players in (2, 4):
        for game in phases_of_a_game(players, seed=players):
            scene = GameScene(game, seed=1)
            app.stack.replace(scene)
            while isinstance(app.stack.top, Curtain):
                app.stack.pop()
            redraw(app)
            check_buttons(scene, f"game phase {game.state.phase}")
            text = prompt(game, scene.names(), scene.selected_worker)
            undo = scene.buttons.find("undo")
            width = scene.layout.prompt.width - scene.scale.px(20) - (undo.rect.width + scene.scale.px(10) if undo else 0)
            lines = wrap(text, theme.font(scene.scale.heading, bold=True), width)   # the prompt's role, never shrunk
            assert len(lines) <= 2, f"prompt does not fit: {text!r}"
            info = scene.info_text()
            if info:
                inner = scene.layout.prompt.width - scene.scale.px(20)
                assert len(wrap(info, theme.font(scene.scale.small), inner)) <= 2, f"info does not fit: {info!r}"
        end = EndScene(game, scene.names(), scene.log)
        app.stack.replace(end)
        redraw(app)
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
    rect = scene.layout.thinking
    assert scene.layout.prompt.contains(rect)
    for name in ["W" * 16] + [scene.names()[seat] for seat in range(4)]:
        for text in (_("{player} is thinking…", player=name), _("{player} is about to roll the die…", player=name)):
            room = rect.width - 2 * scene.scale.px(11) - scene.scale.px(12)
            f = fit_font(text, room, scene.scale.heading, bold=True)
            assert f.size(text)[0] <= room and f.get_height() >= SMALLEST, text


def test_button_cells_fill_rows_left_to_right_with_their_gaps():
    area = pygame.Rect(100, 50, 406, 200)
    first, second, third = (cell(area, k, 30, columns=2, gap=(6, 4)) for k in range(3))
    assert first == pygame.Rect(100, 50, 200, 30) and second == pygame.Rect(306, 50, 200, 30)
    assert third == pygame.Rect(100, 84, 200, 30)                 # the next row, 4 px below
    assert cell(area, 2, 32, gap=(0, 6), width=150) == pygame.Rect(100, 126, 150, 32)
    assert all(area.contains(cell(area, k, 30, columns=4, gap=(6, 0))) for k in range(4))


@pytest.mark.parametrize("size", [(960, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("factor", [0.85, 1.0, 1.15])
def test_the_game_layout_stacks_bar_panels_prompt_and_log_in_the_column(size, players, factor):
    layout = GameLayout.of(size, players, factor)
    assert layout.log.height >= Scale(size).px(LOG_MIN)               # a larger text size grows as far as fits
    assert 1.0 <= layout.scale.factor <= factor or layout.scale.factor == factor
    column = layout.column
    left, top, side = layout.board
    assert left + side < column.left and top >= 0 and top + side <= size[1]
    parts = [layout.bar, *layout.panels, layout.prompt, layout.log]
    if layout.scale.factor > 1.0:          # larger text: the bar over the board (issue 19, item 11)
        assert layout.bar.left == left and layout.bar.width == side and layout.bar.bottom < top
        parts = parts[1:]
    assert all(column.contains(part) for part in parts)
    assert all(a.bottom <= b.top for a, b in zip(parts, parts[1:]))    # top to bottom, no overlap
    assert layout.log.bottom == column.bottom
    assert layout.prompt.contains(layout.buttons) and layout.prompt.contains(layout.thinking)
    assert layout.prompt.contains(layout.undo(layout.scale.px(150)))
