"""Issue 9, items 6 and 9: towers that obey the pointer, score markers inside the track, tooltips
that never cover the prompt or its buttons.

Every check works on what the window draws: worker images are located by drawing them, markers
by drawing the score track, tooltips by recording where the scene puts them.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))
from position import position  # noqa: E402

from helpers import headless_app  # noqa: E402
from meduris_gui.games.meduris.rules.actions import HARVEST, Action, IllegalActionError  # noqa: E402
from meduris_gui.games.meduris.rules.board import MATERIAL_NAMES, Material  # noqa: E402
from meduris_gui.games.meduris.ui import tooltip  # noqa: E402
from meduris_gui.games.meduris.ui.autoplay import click_event  # noqa: E402
from meduris_gui.games.meduris.ui.controller import Targets  # noqa: E402
from meduris_gui.games.meduris.ui.scenes import game_draw  # noqa: E402
from meduris_gui.games.meduris.ui.scenes.game import GameScene  # noqa: E402

WOOD, WOOL, COPPER, STONE = Material
SIZES = [(1366, 768), (1920, 1080)]
COLOURS3 = ["purple", "blue", "green"]
COLOURS4 = ["purple", "blue", "green", "red"]
CORNERS_AND_SIDES = [0, 12, 24, 25, 37, 49, 50, 62, 74, 75, 87, 99]


def scene_for(game, size=(1366, 768)) -> tuple:
    app = headless_app("en", size=size)
    scene = GameScene(game, seed=1)
    app.stack.replace(scene)
    app.dirty = True
    app.step()
    assert app.stack.top is scene, "no curtain: the first human to act sits at the laptop"
    return app, scene


def click(app, pos) -> None:
    app.step(click_event(pos))


def hover(app, pos) -> None:
    app.step(click_event(pos)[:1])


def drawn_worker_rect(scene, material: int, level: int) -> pygame.Rect:
    """The pixels BoardView.draw_worker paints for a worker, found by drawing it alone."""
    view = scene.view
    canvas = pygame.Surface(scene.app.size, pygame.SRCALPHA)
    colour = scene.game.state.colours[scene.game.state.towers[material][level - 1]]
    view.draw_worker(canvas, colour, view.geometry.tower_slot(material, level))
    rect = canvas.get_bounding_rect()
    assert rect.width > 0, "the worker is drawn"
    return rect


def three_player_towers():
    """Purple to play. Wood: purple, purple, blue (purple's middle worker moves the same way as
    the bottom one, so the engine lists only the bottom one). Wool: green, purple (purple's own
    worker stands on the destination)."""
    return position(COLOURS3, towers={"wood": ["purple", "purple", "blue"], "wool": ["green", "purple"],
                                      "stone": ["blue"]}, turn="purple")


# -- towers that obey -------------------------------------------------------------------------

def test_the_middle_worker_of_a_three_high_tower_is_clickable_at_its_drawn_centre_and_selects():
    app, scene = scene_for(three_player_towers())
    # it glows as a worker the player may take ...
    assert (WOOD, 2) in scene.highlights()["workers"]
    centre = drawn_worker_rect(scene, WOOD, 2).center
    click(app, centre)
    # ... and a click at its drawn centre takes it
    assert scene.selected_worker == (WOOD, 2)
    assert scene.screen().targets["workers"] == {(WOOD, 2)}


def test_a_click_on_an_own_worker_of_the_destination_tower_moves_the_selected_worker_there():
    game = three_player_towers()
    app, scene = scene_for(game)
    click(app, drawn_worker_rect(scene, WOOD, 1).center)
    assert scene.selected_worker == (WOOD, 1)
    moves = len(game.history)
    click(app, drawn_worker_rect(scene, WOOL, 2).center)        # purple's own worker on wool
    assert len(game.history) == moves + 1, "the click became a decision"
    action = game.history[-1]
    assert (action.verb, action.highland, action.to_highland) == (HARVEST, WOOD, WOOL)
    assert game.state.towers[WOOL] == [2, 0, 0]                  # green, purple, the moved purple


def test_with_four_players_a_click_on_the_destination_towers_plateau_or_any_worker_moves():
    for target_level in (0, 1, 2):                               # 0: the plateau
        game = position(COLOURS4, towers={"wood": ["red", "purple"], "copper": ["purple", "green"]},
                        turn="purple")
        app, scene = scene_for(game, (1920, 1080))
        click(app, drawn_worker_rect(scene, WOOD, 2).center)
        assert scene.selected_worker == (WOOD, 2)
        g = scene.view.geometry
        where = g.highland(COPPER) if target_level == 0 else drawn_worker_rect(scene, COPPER, target_level).center
        if target_level == 0:
            where = (where[0] + g.highland_radius // 2, where[1] + g.highland_radius // 2)   # off the tower
        click(app, where)
        action = game.history[-1]
        assert (action.verb, action.highland, action.level, action.to_highland) == (HARVEST, WOOD, 2, COPPER), \
            target_level


def test_clicking_the_selected_worker_again_puts_it_down():
    app, scene = scene_for(three_player_towers())
    centre = drawn_worker_rect(scene, WOOL, 2).center
    click(app, centre)
    assert scene.selected_worker == (WOOL, 2)
    click(app, centre)
    assert scene.selected_worker is None
    assert scene.game.history == [], "no decision taken"


def test_an_own_worker_of_the_same_highland_reselects_and_a_full_highland_explains():
    game = position(COLOURS3, towers={"wood": ["purple", "blue", "purple"], "wool": ["green", "green", "blue"]},
                    turn="purple")
    app, scene = scene_for(game)
    click(app, drawn_worker_rect(scene, WOOD, 1).center)
    click(app, drawn_worker_rect(scene, WOOD, 3).center)          # the other own worker of wood
    assert scene.selected_worker == (WOOD, 3)
    click(app, drawn_worker_rect(scene, WOOL, 2).center)          # wool is full: no move
    assert game.history == [] and scene.selected_worker == (WOOD, 3)
    assert scene.message


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("colours", [COLOURS3, COLOURS4], ids=["2-3p side", "4p side"])
def test_every_drawn_workers_centre_hits_that_worker(colours, size):
    towers = {name: [colours[(k + i) % len(colours)] for i in range(3)] for k, name in enumerate(MATERIAL_NAMES)}
    towers["stone"] = towers["stone"][:2]
    app, scene = scene_for(position(colours, towers=towers), size)
    g = scene.view.geometry
    state = scene.game.state
    for material in range(4):
        for level in range(1, len(state.towers[material]) + 1):
            drawn = drawn_worker_rect(scene, material, level)
            left, top, width, height = g.worker_rect(material, level)
            assert pygame.Rect(left, top, width, height).contains(drawn), "hit rectangle = drawn image"
            hit = scene.view.hit(drawn.center, state)
            assert hit["worker"] == (material, level)
            assert hit["highland"] == material, "a worker belongs to its highland"
            # the visible strip of a lower worker, just above its feet, is its own
            assert scene.view.hit((drawn.centerx, drawn.bottom - 2), state)["worker"] == (material, level)


# -- the highland tooltip: the big harvest's gains, from the engine ----------------------------

def harvest_positions():
    yield three_player_towers()
    # a short supply: blue holds 16 wool, the board has 2 left for a tower of three
    yield position(COLOURS3, towers={"wood": ["purple"], "wool": ["blue", "green"]},
                   stocks={"blue": "16wool"}, turn="purple")
    yield position(COLOURS4, towers={"stone": ["red", "purple", "purple"], "copper": ["blue"]},
                   stocks={"green": "18copper"}, turn="purple")


@pytest.mark.parametrize("game", list(harvest_positions()), ids=["towers", "short supply", "empty supply"])
def test_the_harvest_preview_equals_the_engines_harvest(game):
    seats = game.state.players
    checked = 0
    for (source, level), moves in _worker_moves(game).items():
        for target in moves:
            preview = game.harvest_preview(source, level, target)
            after = game.copy()
            before = [list(stock) for stock in after.state.stock]
            after.apply(Action.harvest(source, level, target))
            gains = [after.state.stock[seat][target] - before[seat][target] for seat in range(seats)]
            assert preview == gains, (source, level, target)
            checked += 1
    assert checked >= 3


def test_the_harvest_preview_refuses_a_move_the_rules_forbid():
    game = position(COLOURS3, towers={"wood": ["purple"], "wool": ["blue", "green", "blue"]}, turn="purple")
    for source, level, target in ((WOOD, 1, WOOL),       # A: a highland with 3 workers is full
                                  (WOOD, 1, WOOD),       # A: the worker must leave its highland
                                  (WOOL, 1, COPPER)):    # A: only one's own worker moves
        with pytest.raises(IllegalActionError):
            game.harvest_preview(source, level, target)
    assert game.harvest_preview(WOOD, 1, COPPER) == [1, 0, 0]


def _worker_moves(game) -> dict:
    return Targets.from_game(game).workers


def test_hovering_a_highland_shows_who_gains_what_for_the_selected_worker():
    game = three_player_towers()
    app, scene = scene_for(game)
    click(app, drawn_worker_rect(scene, WOOD, 1).center)
    shown = []
    original = tooltip.harvest_lines

    def record(*args):
        shown.append(original(*args))
        return shown[-1]

    game_draw.harvest_lines = record
    try:
        hover(app, scene.view.geometry.highland(WOOL))
    finally:
        game_draw.harvest_lines = original
    assert shown, "the highland tooltip is drawn"
    lines = shown[-1]
    names = scene.names()
    gains = game.harvest_preview(WOOD, 1, WOOL)            # green bottom 1, purple 2, moved purple 3
    assert gains == [5, 0, 1]
    assert [line.split(":")[0] for line in lines[1:]] == [names[0], names[2]]
    assert "+5" in lines[1] and "+1" in lines[2]


def test_with_no_worker_selected_the_tooltip_shows_the_harvest_any_own_worker_would_bring():
    game = three_player_towers()
    targets = _targets(game)
    assert tooltip.preview_worker(targets, WOOD, None) is None, "wood is full: no tooltip"
    worker = tooltip.preview_worker(targets, COPPER, None)
    assert worker is not None
    # every own worker that may go to copper brings the same harvest there
    previews = {tuple(game.harvest_preview(*w, COPPER)) for w, moves in targets.workers.items() if COPPER in moves}
    assert len([w for w, moves in targets.workers.items() if COPPER in moves]) >= 2
    assert previews == {tuple(game.harvest_preview(*worker, COPPER))}


def _targets(game):
    return Targets.from_game(game)


# -- the score track --------------------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("cell", CORNERS_AND_SIDES)
def test_four_markers_on_one_cell_stay_inside_the_board_and_are_each_visible(cell, size):
    app, scene = scene_for(position(COLOURS4), size)
    view = scene.view
    board = pygame.Rect(view.geometry.rect)
    for scores in ([cell] * 4, [cell + 100] * 4):
        canvas = pygame.Surface(app.size, pygame.SRCALPHA)
        view._scores(canvas, scene.game.state, {"scores": scores})
        drawn = canvas.get_bounding_rect()
        assert board.contains(drawn), f"markers drawn outside the board: {drawn} not in {board}"
        rects = view.marker_rects(scores)
        for k, rect in enumerate(rects):
            assert board.contains(rect)
            for other in rects[k + 1:]:
                # side by side: neighbours overlap by at most a quarter of a marker
                gap = max(abs(rect.centerx - other.centerx), abs(rect.centery - other.centery))
                assert gap >= rect.width * 0.75, (cell, rect, other)


def test_markers_sit_on_their_cell_and_a_lone_marker_is_centred_on_it():
    app, scene = scene_for(position(COLOURS4))
    view = scene.view
    g = view.geometry
    rects = view.marker_rects([7, 40, 40, 81])
    assert rects[0].center == g.track(7) and rects[3].center == g.track(81)
    middle = ((rects[1].centerx + rects[2].centerx) / 2, (rects[1].centery + rects[2].centery) / 2)
    assert abs(middle[0] - g.track(40)[0]) <= 1 and abs(middle[1] - g.track(40)[1]) <= 1


# -- tooltips stay over the board: never over the prompt, its buttons, the panels or the log -------------------------------------------

def _free_place_exists(size, screen, avoid) -> bool:
    width, height = size
    for x in range(screen.left, screen.right - width + 1):
        for y in range(screen.top, screen.bottom - height + 1):
            if pygame.Rect(x, y, width, height).collidelist(avoid) < 0:
                return True
    return False


rects = st.builds(pygame.Rect, st.integers(0, 70), st.integers(0, 50), st.integers(1, 50), st.integers(1, 40))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(size=st.tuples(st.integers(4, 40), st.integers(4, 30)), anchor=st.tuples(st.integers(-5, 85), st.integers(-5, 65)),
       avoid=st.lists(rects, max_size=6))
def test_placement_covers_nothing_to_avoid_whenever_a_free_place_exists(size, anchor, avoid):
    screen = pygame.Rect(0, 0, 80, 60)
    rect = tooltip.place(size, anchor, screen, avoid)
    assert screen.contains(rect) and rect.size == size
    if _free_place_exists(size, screen, avoid):
        assert rect.collidelist(avoid) < 0, (rect, avoid)


_WINDOW: list = []


def game_window() -> tuple:
    """(where tooltips go, the right column) of a game scene at 1366x768, built once."""
    if not _WINDOW:
        app, scene = scene_for(three_player_towers())
        _WINDOW.append((scene._tip_area(), pygame.Rect(scene.layout.column)))
    return _WINDOW[0]


@settings(max_examples=200, deadline=None)
@given(x=st.integers(0, 1365), y=st.integers(0, 767), width=st.integers(60, 420), height=st.integers(20, 140))
def test_placement_in_the_game_window_stays_over_the_board_off_the_right_column(x, y, width, height):
    """Issue 19 item 8: tooltips spilled over the player panels and the log. They stay left of
    the right column (its panels, prompt, buttons and log), wherever the pointer is."""
    area, column = game_window()
    rect = tooltip.place((width, height), (x, y), area, [])
    assert area.contains(rect) and not rect.colliderect(column)


@pytest.mark.parametrize("size", SIZES)
def test_the_scenes_tooltips_and_hints_are_placed_off_the_right_column(size):
    game = three_player_towers()
    app, scene = scene_for(game, size)
    placed = []
    original = game_draw.place

    def record(size_, anchor, screen, avoid):
        rect = original(size_, anchor, screen, avoid)
        placed.append((rect, list(avoid), screen))
        return rect

    game_draw.place = record
    try:
        g = scene.view.geometry
        for space in range(game.state.board.n):      # every space tooltip
            hover(app, g.space(space))
        click(app, drawn_worker_rect(scene, WOOD, 1).center)
        for material in (WOOL, COPPER, STONE):         # the highland tooltips
            hover(app, g.highland(material))
        shown = len(placed)
        assert shown == game.state.board.n + 3, "a tooltip for every space and every highland"
        # the die's hint, on the button inside the prompt
        roll = GameScene(position(COLOURS3, towers={"wood": ["purple"]}, phase="roll"), seed=1)
        app.stack.replace(roll)
        app.step()
        button = roll.buttons.find("roll")
        assert button is not None and button.hint
        hover(app, button.rect.center)
        assert len(placed) == shown + 1, "the hint is drawn"
    finally:
        game_draw.place = original
    column = scene.layout.column
    for rect, avoid, screen in placed:
        assert screen.contains(rect)
        assert rect.collidelist(avoid) < 0, (rect, avoid)
        assert not rect.colliderect(column), (rect, column)     # never over the panels, prompt, log
