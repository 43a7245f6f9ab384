"""Issue 19, item 8: "Tooltips stick and mislead". Seen in a window: a space's tooltip spilled over
the player panels and the log, stayed up while the player decided, and showed a temple's price to
a player who had no temple left.

- Tooltips stay over the board (game_draw.tip_area): never over the right column (panels,
  prompt, buttons, log), in every language, window size and text size; checked on the drawn
  pixels too.
- They go when the pointer leaves what they describe (or the window), and when a decision is
  taken: a click, a key, a move of any player; they come back only once the pointer has left
  that thing.
- A space's tooltip prices only the builds the engine allows the player at the laptop there at
  all (Game.build_price with his seat): no temple once his temples are built, nothing once the
  game is over.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))
from position import position  # noqa: E402

from helpers import game_on_screen  # noqa: E402
from meduris_gui import i18n  # noqa: E402
from meduris_gui.games.meduris.rules.actions import HUT, TEMPLE  # noqa: E402
from meduris_gui.games.meduris.rules.kinds import Phase  # noqa: E402
from meduris_gui.games.meduris.ui import choices  # noqa: E402
from meduris_gui.games.meduris.ui.autoplay import click_event  # noqa: E402
from meduris_gui.games.meduris.ui.scenes.game_draw import tip_area, tip_rect  # noqa: E402

COLOURS3 = ["purple", "blue", "green"]
TOWERS = {"wood": ["purple", "blue"], "wool": ["green"], "stone": ["purple", "green", "blue"]}
SIZES = [(1366, 768), (1920, 1080)]


def scene_of(game, language="en", size=(1366, 768), ui_size="normal", seats=None) -> tuple:
    return game_on_screen(game, language, size, seats, ui_size=ui_size)


def move(app, pos) -> None:
    app.step(click_event(pos)[:1])


def a_middle_game():
    """A position in the middle of a game: huts on the board, points, the first player to build."""
    return position(COLOURS3, buildings={3: ("blue", "hut"), 4: ("green", "hut"), 12: ("purple", "hut"),
                                         20: ("blue", "temple")}, towers=TOWERS,
                    stocks={"purple": "2wood,2wool,2copper,2stone"}, scores={"purple": 9, "blue": 7, "green": 6})


def pointed_things(scene) -> list:
    """Places to point at whose tooltips reach furthest right and down: the empty spaces nearest
    the board's right edge, every highland, each player's points on his panel, every button with
    a hint (the top bar's and the prompt's)."""
    g, state = scene.view.geometry, scene.game.state
    empty = [s for s in range(state.board.n) if not state.kind[s]]
    right = sorted(empty, key=lambda s: -g.space(s)[0])[:4]
    lowest = sorted(empty, key=lambda s: -g.space(s)[1])[:2]
    places = [tuple(int(v) for v in g.space(s)) for s in right + lowest]
    places += [tuple(int(v) for v in g.highland(h)) for h in range(4)]
    places += [(rect.right - scene.layout.scale.px(30), rect.top + scene.layout.scale.px(14))
               for rect in scene.layout.panels]
    places += [b.rect.center for b in scene.buttons.buttons if b.hint]
    return places


@pytest.mark.parametrize("language", ["it", "es", "de", "en"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("ui_size", ["small", "normal", "large"])
def test_every_tooltip_stays_over_the_board_never_over_the_right_column(language, size, ui_size):
    app, scene = scene_of(a_middle_game(), language, size, ui_size)
    area, column = tip_area(scene.layout), scene.layout.column
    assert not area.colliderect(column)
    tips = kinds = 0
    seen = set()
    for pos in pointed_things(scene):
        move(app, pos)
        tip = scene.screen().tip
        if tip is None:
            continue
        rect = tip_rect(tip, scene.layout)
        assert area.contains(rect), (tip, rect, area)
        assert not rect.colliderect(column), (tip, rect, column)
        tips += 1
        seen.add(tip.kind)
        kinds = len(seen)
    assert tips >= 10 and kinds == 4, seen              # spaces, highlands, scores, button hints


def _column_pixels(app, scene, with_tip: bool) -> bytes:
    column = scene.layout.column
    model = scene.screen()
    if not with_tip:
        model.tip = None
    real = scene.screen
    scene.screen = lambda: model
    try:
        scene.draw(app.screen)
    finally:
        scene.screen = real
    return pygame.image.tobytes(app.screen.subsurface(column), "RGB")


@pytest.mark.parametrize("size", SIZES)
def test_a_drawn_tooltip_leaves_every_pixel_of_the_right_column_alone(size):
    """On the drawn picture, in German (long words): the column is the same with the tooltip as
    without it, for the space at the board's right edge, the players' points and the buttons."""
    app, scene = scene_of(a_middle_game(), "de", size)
    checked = 0
    for pos in pointed_things(scene):
        move(app, pos)
        if scene.screen().tip is None:
            continue
        assert _column_pixels(app, scene, True) == _column_pixels(app, scene, False), (pos, scene.screen().tip)
        checked += 1
    assert checked >= 10


def test_a_space_tooltip_never_covers_the_space_it_describes():
    app, scene = scene_of(a_middle_game(), "de")
    g, state = scene.view.geometry, scene.game.state
    for space in range(state.board.n):
        pos = tuple(int(v) for v in g.space(space))
        move(app, pos)
        tip = scene.screen().tip
        assert tip is not None and tip.kind == "space"
        assert not tip_rect(tip, scene.layout).collidepoint(pos), space


# -- the tooltip goes -------------------------------------------------------------------------

def _space_pos(scene, space):
    return tuple(int(v) for v in scene.view.geometry.space(space))


def _open_space(scene):
    return min(scene.targets.spaces)


def test_the_tooltip_goes_when_the_pointer_leaves_the_space_or_the_window():
    app, scene = scene_of(a_middle_game())
    space = _open_space(scene)
    move(app, _space_pos(scene, space))
    assert scene.screen().tip is not None
    move(app, (2, 2))                                    # the window's corner: nothing there
    assert scene.screen().tip is None
    move(app, _space_pos(scene, space))
    assert scene.screen().tip is not None
    app.step([pygame.event.Event(pygame.WINDOWLEAVE)])   # out of the window
    assert scene.screen().tip is None
    button = next(b for b in scene.buttons.buttons if b.hint)
    move(app, button.rect.center)
    assert scene.screen().tip is not None and scene.screen().tip.kind == "hint"
    app.step([pygame.event.Event(pygame.WINDOWLEAVE)])
    assert scene.screen().tip is None and not any(b.hover for b in scene.buttons.buttons)


def test_a_click_puts_the_tooltip_away_until_the_pointer_leaves_what_it_was_about():
    app, scene = scene_of(a_middle_game())
    app.settings.one_click_build = False
    space = _open_space(scene)
    pos = _space_pos(scene, space)
    move(app, pos)
    assert scene.screen().tip is not None
    app.step(click_event(pos))                           # the price shows in the prompt: decide there
    assert scene.choosing.pending_space == space
    assert scene.screen().tip is None
    move(app, (pos[0] + 1, pos[1]))                      # the hand trembles: still on the space
    assert scene.screen().tip is None
    move(app, (2, 2))
    move(app, pos)                                       # back on it later: the tooltip is back
    assert scene.screen().tip is not None
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert scene.choosing.pending_space == -1 and scene.screen().tip is None   # a key too


def test_a_buttons_hint_goes_with_its_click():
    game = position(COLOURS3, buildings={3: ("blue", "hut")}, phase="roll")
    app, scene = scene_of(game)
    roll = scene.buttons.find("roll")
    move(app, roll.rect.center)
    assert scene.screen().tip is not None and scene.screen().tip.kind == "hint"
    app.step(click_event(roll.rect.center))              # the die is rolled
    assert scene.game.state.phase != Phase.ROLL or scene.game.history
    assert scene.screen().tip is None
    move(app, (roll.rect.centerx + 1, roll.rect.centery))
    assert scene.screen().tip is None or scene.screen().tip.lines != (roll.hint,)


def test_a_decision_of_another_player_puts_the_tooltip_away():
    """The pointer rests on a space while a computer moves: its tooltip goes (the price it showed
    may no longer hold) and comes back once the pointer has left and come back."""
    game = a_middle_game()
    app, scene = scene_of(game, seats=["human", "easy", "easy"])
    scene.next_move = lambda dt, speed: None             # the computers wait: one decision at a time
    space = _open_space(scene)
    pos = _space_pos(scene, space)
    move(app, pos)
    assert scene.screen().tip is not None
    scene.act(scene.game.legal_actions()[0])             # any decision taken: the game moves on
    scene.animator.skip()
    assert scene.screen().tip is None
    move(app, (2, 2))
    move(app, pos)
    assert scene.screen().tip is not None
    scene.table.stop()


# -- the tooltip says only what the engine allows -----------------------------------------------

def _space_lines(app, scene, space) -> list:
    move(app, _space_pos(scene, space))
    tip = scene.screen().tip
    assert tip is not None and tip.kind == "space"
    return list(tip.lines)


def test_no_temple_price_for_a_player_with_no_temple_left():
    game = position(COLOURS3, buildings={20: ("purple", "temple"), 25: ("purple", "temple"), 3: ("blue", "hut")},
                    stocks={"purple": "2wood,2wool,2copper,2stone"})
    assert game.state.temples[0] == 0 and game.state.huts[0] > 0
    app, scene = scene_of(game)
    space = 10
    assert not game.state.kind[space] and not game.state.token[space]
    lines = _space_lines(app, scene, space)
    hut = game.build_price(HUT, space, 0)
    assert hut.allowed and choices.price_text(hut) in lines
    assert game.build_price(TEMPLE, space).allowed, "the space itself takes a temple"
    assert not game.build_price(TEMPLE, space, 0).allowed, "the engine: purple has no temple left"
    temple = choices.price_text(game.build_price(TEMPLE, space))
    assert temple not in lines and not any(line.startswith("Temple") for line in lines), lines
    assert not game.is_legal(f"build temple {space}")


def test_the_temple_price_shows_while_the_player_has_a_temple():
    game = position(COLOURS3, buildings={20: ("purple", "temple"), 3: ("blue", "hut")},
                    stocks={"purple": "2wood,2wool,2copper,2stone"})
    app, scene = scene_of(game)
    lines = _space_lines(app, scene, 10)
    assert choices.price_text(game.build_price(TEMPLE, 10, 0)) in lines


def test_no_hut_price_for_a_player_with_no_hut_left():
    game = position(COLOURS3, buildings={3: ("blue", "hut")}, reserves={"purple": (0, 2)},
                    stocks={"purple": "2wood,2wool,2copper,2stone"})
    app, scene = scene_of(game)
    lines = _space_lines(app, scene, 10)
    assert not any(choices.price_text(game.build_price(HUT, 10)) == line for line in lines)
    assert choices.price_text(game.build_price(TEMPLE, 10, 0)) in lines


def test_the_prices_are_the_laptop_players_while_a_computer_decides():
    """Against a computer, the tooltip is about the human at the laptop: the computer's own
    temples do not matter, the human's do."""
    game = position(COLOURS3, buildings={20: ("blue", "temple"), 25: ("blue", "temple"), 3: ("green", "hut")},
                    turn="blue", towers=TOWERS, stocks={"purple": "2wood,2wool"})
    app, scene = scene_of(game, seats=["human", "easy", "easy"])
    scene.next_move = lambda dt, speed: None             # blue thinks on: the pointer rests meanwhile
    assert scene.tip_seat() == 0 and game.state.temples[1] == 0
    lines = _space_lines(app, scene, 10)
    assert choices.price_text(game.build_price(TEMPLE, 10, 0)) in lines
    scene.table.stop()


def test_no_price_at_all_once_the_game_is_over():
    game = position(COLOURS3, buildings={3: ("blue", "hut")}, phase="main")
    game.state.phase = Phase.OVER
    assert not game.build_price(HUT, 10, 0).allowed and not game.build_price(TEMPLE, 10, 0).allowed
    app, scene = scene_of(game)
    assert _space_lines(app, scene, 10) == [i18n._("Space {space}", space=10)]
