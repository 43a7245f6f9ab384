"""The log view: the whole game's log scrolls (wheel, drag), follows new lines unless the player
looks further up, names spaces (hover: a ring on the board), re-watches a decision (hover: the
board as the engine replays it), re-renders in a new language, never says a thing twice; the
space numbers option draws numbers on the plots."""

from __future__ import annotations

import random

import pygame
import pytest

from meduris_gui.i18n import set_language
from meduris_gui.games.meduris.rules import events as E
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.kinds import SacrificeKind
from meduris_gui.games.meduris.rules.state import CHANCE
from meduris_gui.table.app import App, Settings
from meduris_gui.games.meduris.ui.log import GameLog, describe
from meduris_gui.games.meduris.ui.scenes.game import GameScene

COLOURS = ["purple", "blue", "green"]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def random_game(seed: int, players: int = 3, stop: int | None = None) -> Game:
    """A game of random legal decisions (the whole game, or its first `stop` decisions)."""
    game = Game.new(["purple", "blue", "green", "red"][:players], seed=seed)
    rng = random.Random(seed)
    while not game.is_over() and (stop is None or len(game.history) < stop):
        if game.current_player() == CHANCE:
            game.roll(rng)
        else:
            game.apply(rng.choice(game.legal_actions()))
    return game


def scene_app(game: Game, language: str = "en", size=(1366, 768), names=None) -> tuple[App, GameScene]:
    """A headless window showing `game` as a loaded game (its whole log given as events)."""
    app = App(size=size, settings=Settings(language=language, speed="instant", open_screens=True, autosave=False),
              headless=True)
    scene = app.stack.push(GameScene(game, names, seats=["human"] * game.state.players, seed=1,
                                     events=game.events_so_far()))
    app.step()
    return app, scene


def motion(pos, buttons=(0, 0, 0)):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=buttons)


def wheel(notches: int):
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False, precise_x=0.0,
                              precise_y=float(notches))


def press(pos, kind=pygame.MOUSEBUTTONDOWN):
    return pygame.event.Event(kind, pos=(int(pos[0]), int(pos[1])), button=1)


def first_and_last_shown(scene) -> tuple:
    shown = scene.logview.visible_lines()
    return shown[0], shown[-1]


def hover_line(app, scene, line) -> None:
    """Scroll `line` into view and put the pointer on it."""
    view = scene.logview
    index = view._lines.index(line)
    view.set_offset(view._tops[index] - view.row_height())
    inner = view._inner()
    app.step([motion((inner.left + inner.width // 2, inner.top + view._tops[index] - view.offset + 3))])
    assert view.hovered() == line


def leave_log(app, scene) -> None:
    app.step([motion(scene.view.geometry.point(0.5, 0.5))])
    assert scene.logview.hovered() is None


def test_the_log_scrolls_to_the_first_line_by_wheel_and_by_drag_and_back_to_the_newest():
    app, scene = scene_app(random_game(5))
    view = scene.logview
    lines = scene.log.entries()
    assert len(lines) > 300
    assert first_and_last_shown(scene)[1] == lines[-1]        # it shows the newest line first
    assert first_and_last_shown(scene)[0] != lines[0]
    log_image = app.screen.subsurface(scene.log_rect).copy()
    app.step([motion(scene.log_rect.center)])
    for _ in range(len(lines)):
        app.step([wheel(1)])
        if view.offset == 0:
            break
    assert first_and_last_shown(scene)[0] == lines[0] and view.offset == 0
    assert not view.stick
    # What is drawn changed, not only the numbers.
    assert pygame.image.tobytes(app.screen.subsurface(scene.log_rect), "RGB") != \
        pygame.image.tobytes(log_image, "RGB")
    for _ in range(len(lines)):
        app.step([wheel(-1)])
        if view.stick:
            break
    assert first_and_last_shown(scene)[1] == lines[-1] and view.stick

    # Dragging the content down shows older lines, up to the first one.
    inner = view._inner()
    start = (inner.centerx - 40, inner.top + 5)
    app.step([motion(start), press(start)])
    y = start[1]
    for _ in range(len(lines)):
        app.step([motion((start[0], y + inner.height - 10), buttons=(1, 0, 0)),
                  press((start[0], y + inner.height - 10), pygame.MOUSEBUTTONUP),
                  motion(start), press(start)])
        if view.offset == 0:
            break
    app.step([press(start, pygame.MOUSEBUTTONUP)])
    assert first_and_last_shown(scene)[0] == lines[0]
    # Dragging the scrollbar's thumb to the bottom returns to the newest line.
    thumb = view._thumb()
    assert thumb is not None and thumb.top == view._track().top
    app.step([motion(thumb.center), press(thumb.center)])
    app.step([motion((thumb.centerx, scene.log_rect.bottom + 200), buttons=(1, 0, 0)),
              press((thumb.centerx, scene.log_rect.bottom + 200), pygame.MOUSEBUTTONUP)])
    assert first_and_last_shown(scene)[1] == lines[-1] and view.stick


def test_a_new_line_while_scrolled_up_does_not_move_the_view():
    game = random_game(11, stop=80)
    app, scene = scene_app(game)
    view = scene.logview
    app.step([motion(scene.log_rect.center)] + [wheel(1)] * 4)
    before = scene.logview.visible_lines()
    offset = view.offset
    assert not view.stick and offset < view.max_offset()
    count = len(scene.log.entries())
    while len(scene.log.entries()) == count:              # decisions until the log says something
        scene.act(scene.game.legal_actions()[0])
        app.step()
    assert view.visible_lines() == before and view.offset == offset
    assert view.unseen                                     # the tab says lines wait below
    tab = view._jump
    assert tab.width > 0
    app.step([motion(tab.center), press(tab.center), press(tab.center, pygame.MOUSEBUTTONUP)])
    assert view.stick and view.visible_lines()[-1] == scene.log.entries()[-1]
    # At the bottom, new lines are followed.
    count = len(scene.log.entries())
    while len(scene.log.entries()) == count:
        scene.act(scene.game.legal_actions()[0])
        app.step()
    assert view.visible_lines()[-1] == scene.log.entries()[-1]


def ring_pixels(surface, centre, radius) -> int:
    """Pixels near the focus ring's gold within a box around a space."""
    box = pygame.Rect(0, 0, radius * 4, radius * 4)
    box.center = centre
    box = box.clip(surface.get_rect())
    count = 0
    for x in range(box.left, box.right):
        for y in range(box.top, box.bottom):
            r, g, b, *_ = surface.get_at((x, y))
            if r > 235 and 195 < g < 230 and b < 120:
                count += 1
    return count


def test_hovering_a_line_that_names_a_space_rings_that_space():
    game = random_game(5)
    app, scene = scene_app(game)
    line = next(line for line in reversed(scene.log.entries()) if line.space >= 0 and line.decision is not None)
    hover_line(app, scene, line)
    assert scene.logview.focus_space() == line.space
    g = scene.view.geometry
    centre, radius = g.space(line.space), g.space_radius
    with_ring = ring_pixels(app.screen, centre, radius)
    # The same past board without the ring.
    plain = app.screen.copy()
    scene.view.draw(plain, scene.logview.past_position(game), {}, {})
    assert with_ring > 4 * radius
    assert ring_pixels(plain, centre, radius) < with_ring // 4
    leave_log(app, scene)
    assert scene.logview.focus_space() == -1
    assert ring_pixels(app.screen, centre, radius) < with_ring // 4


def replayed(game: Game, decisions: int) -> tuple[Game, list]:
    """A fresh game replaying the first `decisions` decisions; the events of each decision."""
    state = game.state
    fresh = Game.new(state.colours, state.start_player, board=state.board, tokens=game.tokens, any_side=True)
    per = [fresh.apply(action) for action in game.history[:decisions]]
    return fresh, per


def test_hovering_a_line_shows_the_board_after_its_decision():
    game = random_game(7)
    app, scene = scene_app(game)
    _full, per = replayed(game, len(game.history))
    owner = [k for k, events in enumerate(per, start=1) for _event in events]      # event -> decision
    present = pygame.image.tobytes(app.screen.subsurface(pygame.Rect(scene.view.geometry.rect)), "RGB")
    lines = scene.log.entries()
    checked = 0
    for line in lines[5::37] + [lines[-1]]:
        assert line.decision == owner[line.event]          # the line belongs to its own decision
        hover_line(app, scene, line)
        past = scene.logview.past_position(game)
        fresh, _per = replayed(game, line.decision)
        assert past == fresh.state
        screen = scene.screen()                            # the panels show that moment too
        assert screen.past and screen.scores == list(fresh.state.score)
        assert screen.table.huts == list(fresh.state.huts) and screen.table.rune == list(fresh.state.rune)
        board = pygame.image.tobytes(app.screen.subsurface(pygame.Rect(scene.view.geometry.rect)), "RGB")
        if fresh.state != game.state:
            assert board != present                        # the board drawn is the past one
        checked += 1
    assert checked > 5
    leave_log(app, scene)
    assert scene.logview.past_position(game) is None and not scene.screen().past
    assert pygame.image.tobytes(app.screen.subsurface(pygame.Rect(scene.view.geometry.rect)), "RGB") == present


def test_live_and_loaded_logs_know_the_same_decisions_also_after_undo():
    game = Game.new(COLOURS, seed=3)
    app = App(size=(1366, 768), settings=Settings(language="en", speed="instant", open_screens=True,
                                                  autosave=False), headless=True)
    scene = app.stack.push(GameScene(game, seats=["human"] * 3, seed=2))
    app.step()
    rng = random.Random(3)
    undone = 0
    while len(game.history) < 120:
        if scene.can_undo() and rng.random() < 0.2:
            scene.undo()
            undone += 1
        elif game.current_player() == CHANCE:
            scene.roll()
        else:
            scene.act(rng.choice(game.legal_actions()))
        app.step()
    assert undone
    loaded = GameLog(scene.names(), game)
    loaded.restore(game.events_so_far())
    assert scene.log.events == loaded.events
    assert scene.log.decisions == loaded.decisions and None not in loaded.decisions
    assert [line.decision for line in scene.logview.visible_lines()] == \
        [line.decision for line in loaded.entries()[-len(scene.logview.visible_lines()):]]


def test_a_language_switch_rerenders_every_line():
    game = random_game(5)
    app, scene = scene_app(game, "it", names=["Anna", "Bruno", "Carla"])     # names no language changes
    italian = scene.log.lines()
    app.step([motion(scene.log_rect.center)])
    scene.logview.scroll_to_top()
    app.step()
    image = pygame.image.tobytes(app.screen.subsurface(scene.log_rect), "RGB")
    shown = [line.text for line in scene.logview.visible_lines()]
    assert shown == italian[:len(shown)]
    button = scene.buttons.find("lang-de")
    app.step([motion(button.rect.center), press(button.rect.center), press(button.rect.center, pygame.MOUSEBUTTONUP)])
    assert app.settings.language == "de"
    events = game.events_so_far()
    german = [describe(line_event, scene.names(), events[k - 1] if k else None) for k, line_event in enumerate(events)]
    german = [text for text in german if text is not None]
    assert scene.log.lines() == german != italian
    shown = [line.text for line in scene.logview.visible_lines()]
    assert shown == german[:len(shown)]                 # the view is still at the top, in German
    assert pygame.image.tobytes(app.screen.subsurface(scene.log_rect), "RGB") != image


def test_the_log_never_says_a_thing_twice():
    """A druid token offered was told twice (token used + token offered); a bonus token's, a
    temple's and the runes' points twice (their line + "+n points"); the last round twice when
    nobody can build."""
    seen = {"token": 0, "plus2": 0, "temple": 0, "runes": 0}
    for seed in range(40):
        game = random_game(seed, players=2 + seed % 3)
        events = game.events_so_far()
        log = GameLog([f"P{k}" for k in range(game.state.players)], game)
        log.restore(events)
        lines = log.lines()
        assert all(a != b for a, b in zip(lines, lines[1:]))
        for k, event in enumerate(events):
            said = describe(event, log.names, events[k - 1] if k else None)
            if isinstance(event, E.Sacrificed) and event.choice == SacrificeKind.TOKEN:
                seen["token"] += 1
                assert isinstance(events[k - 1], E.BonusUsed)
                assert describe(events[k - 1], log.names, events[k - 2]) is None and said
            if isinstance(event, E.Scored) and event.reason in ("bonus", "temple", "runes"):
                seen["plus2" if event.reason == "bonus" else event.reason] += 1
                assert said is None
                assert describe(events[k - 1], log.names, events[k - 2])     # the line that says it
            if isinstance(event, E.LastRound) and isinstance(events[k - 1], E.LastTurns):
                assert said is None or events[k - 1].trigger >= 0
        if all(seen.values()):
            break
    assert all(seen.values()), seen
    # E1b (nobody can build) is rare in random games: its last round is told once.
    names = ["A", "B"]
    assert describe(E.LastTurns(-1, ()), names) and describe(E.LastRound(4), names, E.LastTurns(-1, ())) is None
    assert describe(E.LastRound(4), names, E.LastTurns(1, (0,)))


def test_space_numbers_option_draws_numbers_on_the_plots():
    game = random_game(5, stop=40)
    app, scene = scene_app(game)
    board = pygame.Rect(scene.view.geometry.rect)
    app.step([motion(board.center)])
    plain = pygame.image.tobytes(app.screen.subsurface(board), "RGB")
    assert not getattr(app.settings, "space_numbers", False)
    menu = scene.buttons.find("menu")
    app.step([motion(menu.rect.center), press(menu.rect.center), press(menu.rect.center, pygame.MOUSEBUTTONUP)])
    dialog = app.stack.top
    toggle = dialog.buttons.find("space-numbers")
    label = toggle.label
    app.step([motion(toggle.rect.center), press(toggle.rect.center), press(toggle.rect.center, pygame.MOUSEBUTTONUP)])
    assert app.settings.space_numbers
    assert dialog.buttons.find("space-numbers").label != label      # it now offers to hide them
    dialog.close()
    app.step([motion(board.center)])
    numbered = pygame.image.tobytes(app.screen.subsurface(board), "RGB")
    assert numbered != plain
    # The number of a plot is drawn at that plot: the pixels there change.
    g = scene.view.geometry
    x, y = g.space(3)
    spot = pygame.Rect(0, 0, g.space_radius * 2, g.space_radius * 2)
    spot.center = (round(x + g.space_radius * 0.8), round(y + g.space_radius * 0.75))
    app.settings.space_numbers = False
    app.dirty = True
    app.step()
    off = pygame.image.tobytes(app.screen.subsurface(spot), "RGB")
    assert pygame.image.tobytes(app.screen.subsurface(board), "RGB") == plain
    app.settings.space_numbers = True
    app.dirty = True
    app.step()
    assert pygame.image.tobytes(app.screen.subsurface(spot), "RGB") != off
