"""Issue 20 item 7, "Keyboard", driven headless by synthetic KEYDOWN events through App.step:

- Ctrl+Z (Cmd+Z) does what a click on Undo does, exactly one step, only where Undo is offered;
  elsewhere the engine's state stays as it was;
- Enter presses the prompt's main button (drawn with a gold edge), and nothing where the player
  chooses between options (never a hut or a temple, a payment or a material for him);
- Esc cancels a choice in the making, closes a dialog, the rules, the setup;
- F1 opens the rules (in a game at the decision's page) and F1 or Esc brings the player back;
- no key acts for a computer or under the curtain, and in the guided game a key does only the
  lesson's click;
- the rules page "Mouse and keys" lists them.
"""

from __future__ import annotations

import random

import pygame
import pytest

from helpers import finish_loading, game_on_screen, headless_app  # noqa: E402
from meduris_gui.games.meduris.rules.game import Game  # noqa: E402
from meduris_gui.games.meduris.rules.state import CHANCE  # noqa: E402
from meduris_gui.i18n import LANGUAGES, set_language  # noqa: E402
from meduris_gui.games.meduris.rules.actions import Action  # noqa: E402
from meduris_gui.games.meduris.rules.kinds import Phase  # noqa: E402
from meduris_gui.games.meduris.rules.serial import state_to_dict  # noqa: E402
from meduris_gui.table import keys, theme  # noqa: E402
from meduris_gui.games.meduris.ui.scenes.game import GameScene  # noqa: E402
from meduris_gui.table.scenes.curtain import Curtain  # noqa: E402
from meduris_gui.table.scenes.overlays import GameMenu  # noqa: E402
from meduris_gui.games.meduris.ui.scenes.rules_pages import RulesOverlay  # noqa: E402
from meduris_gui.games.meduris.ui.scenes.rules_text import PAGES, page_index, page_paragraphs, page_title  # noqa: E402
from meduris_gui.games.meduris.ui.scenes.setup import SetupScene  # noqa: E402
from meduris_gui.table.scenes.title import TitleScene  # noqa: E402
from meduris_gui.games.meduris.ui.scenes.tutorial import TutorialScene  # noqa: E402

COLOURS3 = ["purple", "blue", "green"]
COMPUTERS = ["human", "easy", "easy"]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def key(app, code: int, mod: int = 0) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0),
              pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0)])


def ctrl_z(app, mod: int = pygame.KMOD_LCTRL) -> None:
    key(app, pygame.K_z, mod)


def a_turn_to_build(seed: int = 1):
    """A real game (Undo replays it from its setup) at Purple's first choice of part 2 of a turn:
    a big harvest, or a build (some spaces take only a hut from him, some both buildings)."""
    rng = random.Random(seed)
    game = Game.new(COLOURS3, 0, rng=rng)
    while not (game.state.phase == Phase.MAIN and game.state.decider == 0):
        if game.state.decider == CHANCE:
            game.roll(rng)
        else:
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
    return game


def a_roll(seed: int = 1):
    """A real game at Purple's die roll (the start of a turn after the setup)."""
    rng = random.Random(seed)
    game = Game.new(COLOURS3, 0, rng=rng)
    while not (game.state.phase == Phase.ROLL and game.state.turn == 0):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


def scene_of(game, seats=COMPUTERS, language="en") -> tuple:
    return game_on_screen(game, language, seats=seats, one_click_build=False)   # a build's price shows first


def snapshot(scene) -> tuple:
    """The engine's whole state and its history: what a key must leave alone."""
    return state_to_dict(scene.game.state), [str(a) for a in scene.game.history]


def settle(app, scene) -> None:
    for _ in range(2000):
        if not scene.animator.busy:
            return
        app.step()
    raise AssertionError("the animation never ends")


def hut_only(scene, ways: str = "several") -> int:
    """A space that takes only a hut from Purple, with one way to pay for it ("one": its button
    builds at once) or several ("several": its button leads to the payment)."""
    t = scene.targets
    return next(space for space, options in sorted(t.spaces.items())
                if len(t.kinds.get(space, ())) == 1 and "hut" in options
                and (len(scene.game.payments_for(options["hut"])) == 1) == (ways == "one"))


# -- Ctrl+Z -----------------------------------------------------------------------------------

def test_ctrl_z_takes_back_exactly_one_step_where_undo_is_offered_and_nothing_elsewhere():
    app, scene = scene_of(a_turn_to_build())
    start = snapshot(scene)
    assert scene.buttons.find("undo") is None                 # nothing of this turn to take back
    ctrl_z(app)
    assert snapshot(scene) == start

    space = hut_only(scene)
    scene.space_click(space)
    key(app, pygame.K_RETURN)                                 # the one build button: how to pay?
    settle(app, scene)
    assert scene.game.state.phase == Phase.PAY
    paying = snapshot(scene)
    assert paying != start and scene.buttons.find("undo").enabled

    key(app, pygame.K_z)                                      # Z alone is no undo
    key(app, pygame.K_z, pygame.KMOD_LCTRL | pygame.KMOD_LALT)   # nor AltGr (Ctrl+Alt) with Z
    key(app, pygame.K_z, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
    assert snapshot(scene) == paying

    ctrl_z(app)
    assert snapshot(scene) == start                           # one step back: the choice of the space
    ctrl_z(app)
    assert snapshot(scene) == start                           # and no further: Undo is not offered


def test_cmd_z_undoes_on_a_mac_keyboard_and_the_hint_names_the_key():
    app, scene = scene_of(a_turn_to_build())
    start = snapshot(scene)
    scene.space_click(hut_only(scene))
    key(app, pygame.K_KP_ENTER)                               # the number pad's Enter too
    settle(app, scene)
    assert scene.game.state.phase == Phase.PAY
    assert keys.undo_key() in scene.buttons.find("undo").hint
    ctrl_z(app, pygame.KMOD_LMETA)
    assert snapshot(scene) == start
    assert keys.undo_key("darwin") == "Cmd+Z" and keys.undo_key("linux") == "Ctrl+Z"


def test_ctrl_z_is_the_click_on_undo_not_more():
    """A computer's turn offers no Undo and no main button: neither key does anything."""
    app, scene = scene_of(a_roll(), seats=["easy", "human", "easy"])
    assert scene.computer_to_act() is not None
    assert primaries(scene) == [] and scene.buttons.find("undo") is None
    before = snapshot(scene)
    for code, mod in ((pygame.K_z, pygame.KMOD_LCTRL), (pygame.K_RETURN, 0), (pygame.K_KP_ENTER, 0)):
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    assert snapshot(scene) == before                          # the computer's roll is not ours


# -- Enter ------------------------------------------------------------------------------------

def primaries(scene) -> list:
    return [b.name for b in scene.buttons.buttons if b.primary and b.enabled]


def test_enter_rolls_the_die_the_main_button_drawn_with_a_gold_edge():
    app, scene = scene_of(a_roll())
    assert primaries(scene) == ["roll"]
    roll = scene.buttons.find("roll")
    app.dirty = True
    app.step()
    assert tuple(app.screen.get_at((roll.rect.centerx, roll.rect.top + 1)))[:3] == theme.GOLD
    before = len(scene.game.history)
    key(app, pygame.K_RETURN)
    assert len(scene.game.history) == before + 1 and scene.game.history[-1].verb == "roll"


def test_enter_does_nothing_where_the_player_chooses():
    """The main phase with nothing chosen, the choice between a hut and a temple, the ways to
    pay, a worker chosen (only Cancel): no main button, and Enter changes nothing."""
    app, scene = scene_of(a_turn_to_build())
    start = snapshot(scene)
    assert primaries(scene) == []
    key(app, pygame.K_RETURN)
    assert snapshot(scene) == start and scene.choosing.pending_space == -1

    both = next(space for space, options in sorted(scene.targets.spaces.items()) if len(options) == 2)
    scene.space_click(both)
    assert {b.name for b in scene.buttons.buttons if b.name in ("hut", "temple")} == {"hut", "temple"}
    assert primaries(scene) == []
    key(app, pygame.K_RETURN)
    assert snapshot(scene) == start and scene.choosing.pending_space == both

    scene._cancel()
    worker = next(iter(scene.targets.workers))
    scene._select(worker)
    assert primaries(scene) == []
    key(app, pygame.K_RETURN)
    assert snapshot(scene) == start and scene.choosing.selected_worker == worker

    scene._cancel()
    scene.space_click(hut_only(scene))
    scene.buttons.find("hut").on_click()                      # a click: how to pay?
    settle(app, scene)
    assert scene.game.state.phase == Phase.PAY and primaries(scene) == []
    paying = snapshot(scene)
    key(app, pygame.K_RETURN)
    assert snapshot(scene) == paying                          # no way to pay is chosen for him


def test_enter_during_an_animation_shows_the_outcome_first():
    app = headless_app("en", speed="slow")
    scene = GameScene(a_roll(), seats=COMPUTERS, seed=1)
    app.stack.replace(scene)
    app.step()
    key(app, pygame.K_RETURN)                                 # the roll, animated
    assert scene.animator.busy
    after_roll = snapshot(scene)
    key(app, pygame.K_RETURN)                                 # skips, decides nothing
    assert not scene.animator.busy and snapshot(scene) == after_roll


# -- Esc --------------------------------------------------------------------------------------

def test_escape_cancels_a_choice_and_closes_the_menu():
    app, scene = scene_of(a_turn_to_build())
    start = snapshot(scene)
    worker = next(iter(scene.targets.workers))
    scene._select(worker)
    key(app, pygame.K_ESCAPE)
    assert scene.choosing.selected_worker is None and scene.buttons.find("cancel") is None
    scene.space_click(hut_only(scene))
    key(app, pygame.K_ESCAPE)
    assert scene.choosing.pending_space == -1
    scene.buttons.find("menu").on_click()
    assert isinstance(app.stack.top, GameMenu)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and snapshot(scene) == start


def test_enter_starts_the_game_from_the_setup_and_escape_goes_back():
    app = headless_app("en")
    title = app.stack.top
    key(app, pygame.K_RETURN)                                 # the title offers equal choices
    assert app.stack.top is title
    app.stack.push("setup")
    setup = app.stack.top
    assert [b.name for b in setup.buttons.buttons if b.primary] == ["start-game"]
    setup.editing = 0                                         # typing a name: Enter ends the typing
    key(app, pygame.K_RETURN)
    assert app.stack.top is setup and setup.editing == -1
    setup.editing = 1
    key(app, pygame.K_ESCAPE)                                 # Esc too, and the setup stays
    assert app.stack.top is setup and setup.editing == -1
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is title
    app.stack.push("setup")
    key(app, pygame.K_KP_ENTER)
    finish_loading(app)                                       # an old autosave is kept first
    assert isinstance(app.stack.top, GameScene)


# -- F1 ---------------------------------------------------------------------------------------

def test_f1_opens_the_rules_of_the_decision_and_brings_the_player_back():
    app, scene = scene_of(a_turn_to_build())
    start = snapshot(scene)
    worker = next(iter(scene.targets.workers))
    scene._select(worker)
    key(app, pygame.K_F1)
    rules = app.stack.top
    assert isinstance(rules, RulesOverlay) and rules.page == page_index("harvest")
    key(app, pygame.K_F1)
    assert app.stack.top is scene and scene.choosing.selected_worker == worker   # where he was
    key(app, pygame.K_F1)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and snapshot(scene) == start


@pytest.mark.parametrize("scene_name", ["title", "setup"])
def test_f1_opens_the_rules_from_the_title_and_the_setup(scene_name):
    app = headless_app("en")
    if scene_name == "setup":
        app.stack.push("setup")
    where = app.stack.top
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, RulesOverlay) and app.stack.top.page == 0
    key(app, pygame.K_F1)
    assert app.stack.top is where


# -- other players, the curtain, the guided game ----------------------------------------------

def test_keys_never_act_for_the_next_human_before_his_curtain():
    """Two humans: after Purple's build the laptop passes to Blue only under the curtain; keys
    while the outcome shows decide nothing, Enter lifts the curtain (its only action) and
    nothing else does."""
    game = a_turn_to_build()
    app, scene = scene_of(game, seats=["human", "human", "easy"])
    scene.space_click(hut_only(scene, "one"))
    key(app, pygame.K_RETURN)                                 # builds now: then Blue's turn
    assert scene.game.history[-1].is_build
    for _ in range(5000):
        if isinstance(app.stack.top, Curtain) or scene.handover is None:
            break
        assert primaries(scene) == [] and scene.buttons.find("undo") is None
        before = snapshot(scene)
        key(app, pygame.K_RETURN)
        ctrl_z(app)
        assert snapshot(scene) == before
    curtain = app.stack.top
    assert isinstance(curtain, Curtain)
    before = snapshot(scene)
    ctrl_z(app)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is curtain and snapshot(scene) == before
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene and snapshot(scene) == before


def test_in_the_guided_game_enter_presses_only_the_lessons_click():
    app = headless_app("en")
    app.stack.replace("tutorial", step=0)
    scene = app.stack.top
    assert isinstance(scene, TutorialScene) and scene.expected() is None
    assert [b.name for b in scene.buttons.buttons if b.primary] == ["continue"]
    key(app, pygame.K_RETURN)                                 # Continue: what the lesson asks
    while scene.busy():
        app.step()
    assert scene.index == 1 and scene.expected() == Action.parse("place wool")
    played = len(scene.game.history)
    key(app, pygame.K_RETURN)                                 # a click on the board: no key does it
    ctrl_z(app)
    assert len(scene.game.history) == played and scene.index == 1

    roll = next(k for k, (_lesson, step) in enumerate(scene.all_steps) if step.do is not None and step.do.verb == "roll")
    app.stack.replace("tutorial", step=roll)
    scene = app.stack.top
    while scene.busy():
        app.step()
    assert scene.expected().verb == "roll" and [b.name for b in scene.buttons.buttons if b.primary] == ["roll"]
    played = len(scene.game.history)
    key(app, pygame.K_RETURN)
    assert len(scene.game.history) == played + 1 and scene.game.history[-1] == scene.all_steps[roll][1].do


# -- the rules page ---------------------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_page_about_the_controls_lists_the_keys(language):
    set_language(language)
    page = page_index("controls")
    assert page == len(PAGES) - 1 and page_title(page)
    text = " ".join(page_paragraphs(page))
    for legend in ("F1", "Esc", "F11", keys.undo_key("linux"), keys.undo_key("darwin")):
        assert legend in text, (language, legend)
