"""Die Dolmengötter's scenes at 1366x768 and 1920x1080 in every language: no text cut, every
text at one of the text roles' sizes (theme.ROLES), every button label inside its button, no two texts or controls over each other, the
table's right column inside the window; the rules pages fit beside their pictures."""

from __future__ import annotations

import random

import pygame
import pytest

from meduris_gui.games.dolmengoetter.rules.game import Game
from meduris_gui.games.dolmengoetter.ui.scenes.rules_pages import PAGES
from meduris_gui.i18n import LANGUAGES, set_language
from meduris_gui.table.theme import ROLES
from meduris_gui.table.widgets import cut, overlapping

from dg_helpers import dolmen_app
from window_checks import traced

SIZES = [(1366, 768), (1920, 1080)]
LONG_NAMES = ["Maximiliane", "Bartholomäus", "Wilhelmina", "Konstantinos", "Guadalupe"]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def check(app, scene, where: str, region: pygame.Rect | None = None, buttons_only: bool = False) -> None:
    trace = traced(app, scene)
    assert not [d for d in cut(trace) if d.kind != "elided"], f"{where}: cut {cut(trace)}"
    for button in getattr(scene, "buttons", None).buttons if hasattr(scene, "buttons") else []:
        if button.label:
            assert button.fits, f"{where}: {button.label!r} does not fit its button"
            assert scene.app.screen.get_rect().contains(button.rect), f"{where}: {button.label!r} off the window"
    region = region or app.screen.get_rect()
    pairs = overlapping([d for d in trace if d.kind == "button"] if buttons_only else trace, region)
    assert not pairs, f"{where}: overlapping {[(a.lines, b.lines) for a, b in pairs][:3]}"
    window = app.screen.get_rect()
    roles = {app.scale().role(name) for name in ROLES}
    for d in trace:
        assert d.size in roles, f"{where}: {d.lines} at {d.size}px, no text role's size"
        assert window.contains(d.ink), f"{where}: {d.lines} outside the window"


def decisions(players: int, seed: int):
    """A random game, yielded at each kind of decision (and once over)."""
    rng = random.Random(seed)
    game = Game.new(["red", "yellow", "blue", "green", "white"][:players], 0)
    seen = set()
    while not game.is_over():
        if game.state.step not in seen and game.current_player() == 0:
            seen.add(game.state.step)
            yield game
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    yield game


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_title_setup_and_rules_fit(language, size):
    app = dolmen_app(language, size=size)
    check(app, app.stack.top, "title", buttons_only=True)   # the title's shadowed logo overlaps itself
    setup = app.stack.push("dg-setup", seed=1)
    for players in (2, 5):
        setup.set_players(players)
        setup.seats[:5] = ["human", "medium", "strong", "easy", "human"]
        setup.resize(app.size)
        check(app, setup, f"setup {players}")
    rules = app.stack.push("dg-rules")
    for page in range(len(PAGES)):
        rules.page = page
        rules.resize(app.size)
        trace = traced(app, rules)
        assert rules.fits, f"rules page {page} does not fit"
        assert not [d for d in cut(trace) if d.kind != "elided"], f"rules page {page}"
        assert all(b.fits for b in rules.buttons.buttons if b.label)


@pytest.mark.slow
@pytest.mark.parametrize("ui_size", ["normal", "large"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_table_fits_at_every_kind_of_decision(language, size, ui_size):
    """Every language, both window sizes, the normal and the large text size (Meduris's menu)."""
    for players in (2, 5):
        for game in decisions(players, seed=players):
            app = dolmen_app(language, size=size)
            app.settings.ui_size = ui_size
            seats = ["human"] + ["strong"] * (players - 1)
            scene = app.stack.push("dg-game", game=game, names=LONG_NAMES[:players], seats=seats, seed=1)
            while app.stack.top is not scene:
                app.stack.pop()
            app.step()
            where = f"{players} players, {game.state.step}"
            right = scene.layout.right
            check(app, scene, where, right)
            if game.state.step == "move" and scene.movable():
                scene.click_place(min(scene.movable()))
                check(app, scene, where + " (a druid selected)", right)
            if game.is_over():
                scene.show_end()
                check(app, app.stack.top, "end")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_curtain_fits(language):
    app = dolmen_app(language)
    curtain = app.stack.push("dg-curtain", name="Bartholomäus", colour="white", ask="Bartholomäus: your turn")
    check(app, curtain, "curtain")


def test_a_seat_shown_again_never_shares_a_colour():
    """A colour cycled with fewer seats shown may be a hidden seat's: showing that seat again
    gives it the first free colour, and the game starts (found by the monkey: C1, S1)."""
    app = dolmen_app("en")
    setup = app.stack.push("dg-setup", seed=1)
    setup.set_players(2)
    while setup.colours[0] != setup.colours[2]:
        setup.cycle_colour(0)
    chosen = setup.colours[0]
    setup.set_players(5)
    assert len(set(setup.colours[:5])) == 5
    assert setup.colours[0] == chosen                 # the seat shown all along keeps its colour
    colours = tuple(setup.colours[:5])
    assert Game.new(colours, start_player=0).state is not None
