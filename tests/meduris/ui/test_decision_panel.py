"""The decision panel of the game scene (issue 19): "Build in one click" never chooses for the
player (items 1), a build that ends the game says so (item 9)."""

from __future__ import annotations

import random

import pygame
import pytest

from meduris_gui.i18n import _, set_language
from meduris_gui.games.meduris.rules.actions import HUT, TEMPLE
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.kinds import Phase
from meduris_gui.games.meduris.ui import choices
from meduris_gui.table.app import App, Settings
from meduris_gui.games.meduris.ui.autoplay import ClickPlayer
from meduris_gui.games.meduris.ui.scenes.game import GameScene
from meduris_gui.table.scenes.curtain import Curtain


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def scene_at(app: App, game: Game) -> GameScene:
    scene = GameScene(game, seed=1)
    app.stack.replace(scene)
    while isinstance(app.stack.top, Curtain):
        app.stack.pop()
    app.step()
    return scene


def main_positions(seed: int, players: int, count: int, wanted=lambda game: True, limit: int = 3000):
    """Up to `count` main decisions (with builds on offer) of a seeded random game, as copies."""
    rng = random.Random(seed)
    game = Game.new(["purple", "blue", "green", "red"][:players], seed=seed)
    found = []
    for _step in range(limit):
        if game.is_over() or len(found) >= count:
            break
        if game.state.phase == Phase.MAIN and any(a.is_build for a in game.legal_actions()) and wanted(game):
            found.append(game.copy())
        if game.current_player() < 0:
            game.roll(rng)
        else:
            game.apply(rng.choice(list(game.legal_actions())))
    return found


def one_click_app() -> App:
    app = App(size=(1366, 768), settings=Settings(language="en", speed="instant"), headless=True)
    app.settings.one_click_build = True
    return app


@pytest.mark.slow
def test_one_click_never_chooses_between_hut_and_temple():
    """Playtest: with "Build in one click" a temple was erected that the player never chose, and
    a space went straight to "how to pay the temple" because the hut was too dear. A space that
    takes a hut or a temple (by rule, whatever the price now) always asks; choosing then builds
    at once only with exactly one way to pay, and every button's label says what it does."""
    app = one_click_app()
    both = built_at_once = asked_to_pay = 0
    for base in main_positions(11, 2, 12) + main_positions(12, 4, 12):
        targets = scene_at(app, base.copy()).targets        # the same for every copy of base: the
        for space in sorted(s for s in targets.spaces if set(targets.kinds[s]) == {HUT, TEMPLE}):  # spaces asked
            game = base.copy()
            scene = scene_at(app, game)
            assert set(scene.targets.kinds[space]) == {HUT, TEMPLE}
            both += 1
            decisions = len(game.history)
            ClickPlayer(app, random.Random(1)).click(scene.view.geometry.space(space))
            assert len(game.history) == decisions and not game.state.kind[space], "one click chose for the player"
            assert scene.choosing.pending_space == space
            hut, temple = scene.buttons.find(HUT), scene.buttons.find(TEMPLE)
            assert hut is not None and temple is not None        # the choice is asked, both shown
            for verb, button in ((HUT, hut), (TEMPLE, temple)):
                assert button.enabled == (verb in scene.targets.spaces[space])
            if not hut.enabled:
                scene._cancel()
                continue
            builds = len(game.payments_for(scene.targets.spaces[space][HUT])) == 1
            assert (hut.label == _("Build the hut now")) == builds
            assert (hut.label == _("Build the hut: how to pay?")) == (not builds)
            assert ClickPlayer(app, random.Random(1)).button(scene, HUT)
            assert len(game.history) == decisions + 1
            if builds:
                built_at_once += 1
                assert game.state.kind[space] and game.state.phase != Phase.PAY
            else:
                asked_to_pay += 1
                assert not game.state.kind[space] and game.state.phase == Phase.PAY
    assert both >= 10 and built_at_once and asked_to_pay


@pytest.mark.slow
def test_one_click_builds_at_once_only_where_nothing_is_left_to_choose():
    """A space that takes a hut only (a bonus token: no temple there, C) and has one way to pay
    builds in one click; with several ways to pay the price panel is shown first."""
    app = one_click_app()
    at_once = panel = 0
    for base in main_positions(21, 3, 40):
        targets = scene_at(app, base.copy()).targets        # the same for every copy of base: the
        for space in sorted(s for s in targets.spaces if targets.kinds[s] == [HUT]):        # hut-only spaces
            game = base.copy()
            scene = scene_at(app, game)
            options = scene.targets.spaces[space]
            assert scene.targets.kinds[space] == [HUT]
            decisions = len(game.history)
            ways = game.payments_for(options[HUT])
            ClickPlayer(app, random.Random(1)).click(scene.view.geometry.space(space))
            if len(ways) == 1:
                at_once += 1
                assert len(game.history) == decisions + 1 and game.state.kind[space]
            else:
                panel += 1
                assert len(game.history) == decisions and scene.choosing.pending_space == space
                assert scene.buttons.find(HUT).label == _("Build the hut: how to pay?")
                scene._cancel()
    assert at_once and panel


@pytest.mark.slow
def test_without_one_click_a_button_that_builds_says_so():
    """Without the option a click on a space shows its price; a build's button builds at once
    exactly when its label says so ("… now": one way to pay, a free hut included), else the
    payment step follows ("…: how to pay?")."""
    app = App(size=(1366, 768), settings=Settings(language="en", speed="instant"), headless=True)
    seen = set()
    for base in main_positions(31, 3, 30):
        for space in sorted(scene_at(app, base.copy()).targets.spaces)[:6]:
            for verb in (HUT, TEMPLE):
                game = base.copy()
                scene = scene_at(app, game)
                decisions = len(game.history)
                ClickPlayer(app, random.Random(1)).click(scene.view.geometry.space(space))
                assert len(game.history) == decisions
                button = scene.buttons.find(verb)
                if button is None or not button.enabled:
                    continue
                one = len(game.payments_for(scene.targets.spaces[space][verb])) == 1
                seen.add(one)
                now = _("Build the hut now") if verb == HUT else _("Erect the temple now")
                ask = _("Build the hut: how to pay?") if verb == HUT else _("Erect the temple: how to pay?")
                assert button.label == (now if one else ask)
                assert ClickPlayer(app, random.Random(1)).button(scene, verb)
                assert bool(game.state.kind[space]) == one
                assert (game.state.phase == Phase.PAY) == (not one)
    assert seen == {False, True}


def last_piece(game: Game) -> bool:
    """The decider may build his last piece now (E1)."""
    state = game.state
    seat = state.decider
    return seat >= 0 and state.last_turns < 0 and state.huts[seat] + state.temples[seat] == 1


def test_the_price_panel_says_when_a_build_ends_the_game():
    """Playtest: nothing warned that a build ends the game. The last hut or temple of a player
    starts the last turns (E1): the price panel and the space's tooltip say so, the other
    builds do not."""
    rng = random.Random(5)
    found = None
    for seed in range(40):
        positions = main_positions(seed, 2, 1, last_piece, limit=6000)
        if positions:
            found = positions[0]
            break
    assert found is not None
    game = found
    app = App(size=(1366, 768), settings=Settings(language="de", speed="instant"), headless=True)
    set_language("de")
    scene = scene_at(app, game)
    warning = _("Your last building: it starts the end of the game "
                "(one last turn for every other player, then the druid's last round)")
    assert warning != "Your last building: it starts the end of the game " \
        "(one last turn for every other player, then the druid's last round)"     # translated
    space = sorted(scene.targets.spaces)[0]
    ClickPlayer(app, rng).click(scene.view.geometry.space(space))
    rows = [text for _rect, text in scene.choosing.build_rows]
    state, seat = game.state, game.state.decider
    for verb, text in zip([v for v in (HUT, TEMPLE) if v in scene.targets.kinds[space]], rows):
        last = (state.huts[seat] if verb == HUT else state.temples[seat]) == 1
        assert (warning in text) == last
    assert any(warning in text for text in rows)
    scene._cancel()                                            # the click put the tooltip away:
    for pos in ((2, 2), scene.view.geometry.space(space)):     # the pointer leaves and comes back
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(map(int, pos)), rel=(0, 0), buttons=(0, 0, 0))])
    tip = scene.screen().tip
    assert tip is not None and tip.kind == "space" and warning in tip.lines
    # an earlier build does not warn
    early = main_positions(3, 2, 1)[0]
    price = early.build_price(HUT, next(a.space for a in early.legal_actions() if a.is_build))
    assert not price.ends and warning not in choices.price_notes(price)


# -- item 11: the setup's heading, the board at larger text ------------------------------------

SIZES = [(1366, 768), (1920, 1080)]
LANGUAGES = ["it", "es", "de", "en"]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("ui_size", ["small", "normal", "large"])
def test_the_setup_heading_stands_clear_of_the_language_buttons(size, ui_size):
    """Playtest: the setup's heading was squeezed under the language buttons."""
    from meduris_gui.table import widgets
    from meduris_gui.games.meduris.ui.scenes.setup import SetupScene

    app = App(size=size, settings=Settings(language="en", speed="instant", ui_size=ui_size), headless=True)
    for language in LANGUAGES:
        app.set_language(language)
        for players in (2, 4):
            setup = SetupScene(seed=1)
            app.stack.replace(setup)
            setup.set_players(players)
            widgets.TRACE = []
            try:
                setup.draw(app.screen)
                trace = widgets.TRACE
            finally:
                widgets.TRACE = None
            heading = next(d for d in trace if d.lines == (_("New game"),))
            bar = [b.rect for b in setup.buttons.buttons if b.name.startswith("lang-") or b.name in ("rules", "about")]
            gap = setup.scale.px(12)
            assert all(heading.rect.top >= rect.bottom + gap for rect in bar), (language, players)
            below = [b.rect for b in setup.buttons.buttons if b.rect not in bar]
            assert all(not heading.rect.colliderect(rect) for rect in below), (language, players)
            assert all(heading.rect.bottom <= rect.top for rect in below)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_board_fills_the_height_left_to_it_at_large_text(size, players):
    """Playtest: "large text" at 1366x768 left empty bands above and below the board. With a
    larger text the top bar goes over the board and the board fills the height under it."""
    from meduris_gui.games.meduris.ui.scenes.game_layout import GameLayout

    layout = GameLayout.of(size, players, 1.15)
    left, top, side = layout.board
    margin = layout.scale.px(8)
    assert layout.scale.factor > 1.0                     # the larger text is kept
    assert top == layout.bar.bottom + margin             # right under the bar
    assert top + side == size[1] - margin                # down to the window's margin: no band
    assert layout.column.left > left + side
