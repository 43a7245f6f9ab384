"""The die is seen (issue 9, item 5): it tumbles large on the board, lies at its rest spot showing
the engine's face until the next roll, and its "+1" / "-1" faces are numbers, never arrows."""

from __future__ import annotations

import math
import random

import pygame
import pytest

from meduris_gui.games.meduris.rules import events as E
from meduris_gui.games.meduris.rules.board import load_side
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.kinds import Phase
from meduris_gui.games.meduris.rules.state import CHANCE
from meduris_gui.games.meduris.ui.anim import (STEP, Animator, Banner, DieRoll, Drop, DruidWalk, MaterialFly, ScoreMove, ScoresMove,
                                 WorkerMove)
from meduris_gui.table.app import App, Settings
from meduris_gui.games.meduris.ui.art import icons
from meduris_gui.games.meduris.ui.autoplay import ClickPlayer, click_event
from meduris_gui.games.meduris.ui.boardview import BoardView
from meduris_gui.games.meduris.ui.scenes.game import GameScene

COLOURS = ["purple", "blue", "green", "red"]
SIZES = [(1366, 768), (1920, 1080)]


def _view(side: str = "2-3p", size: int = 700) -> BoardView:
    if not pygame.get_init():
        pygame.init()
    view = BoardView(load_side(side), tuple(COLOURS))
    view.layout(8, 8, size)
    return view


class Recorder(BoardView):
    """A board view that notes every die it is asked to draw: (face, centre, angle)."""

    def __init__(self, view: BoardView) -> None:
        self.__dict__.update(view.__dict__)
        self.drawn: list = []

    def draw_die(self, surface, face, center, angle=0.0, lift=0.0) -> None:
        self.drawn.append((face, (float(center[0]), float(center[1])), angle))
        super().draw_die(surface, face, center, angle, lift)


# -- the roll --------------------------------------------------------------------------------

@pytest.mark.parametrize("face", range(6))
def test_the_roll_ends_exactly_at_the_rest_spot_showing_the_engines_face(face):
    view = Recorder(_view())
    roll = DieRoll(face, view)
    surface = pygame.Surface((740, 740))
    while not roll.done:
        roll.advance(1 / 60)
        roll.draw(surface, view)
    assert {f for f, _c, _a in view.drawn} == {face}          # never a face of its own
    _face, centre, angle = view.drawn[-1]
    assert centre == pytest.approx(view.die_rest(), abs=1e-6)
    assert angle % 360 == pytest.approx(0, abs=1e-6)            # upright: readable
    # the track itself ends there, so the last tumbling frames lead into the rest spot
    x, y, turn = roll.track[-1]
    assert (x, y) == pytest.approx(view.die_rest(), abs=1e-6)
    assert math.degrees(turn) % 360 == pytest.approx(0, abs=1e-6)
    # at the end it looks exactly as the board draws the resting die
    expected = surface.copy()
    expected.blit(view.static, (8, 8))
    view.draw_resting_die(expected, face)
    surface.blit(view.static, (8, 8))
    roll.draw(surface, view)
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_the_die_is_thrown_in_from_the_board_edge_and_moves_and_turns():
    view = _view()
    g = view.geometry
    roll = DieRoll(2, view)
    poses = []
    while roll.t < DieRoll.SETTLE:
        roll.advance(1 / 60)
        poses.append(roll.pose())
    xs = [p[0] for p in poses]
    angles = [p[2] for p in poses]
    path = sum(math.dist(a[:2], b[:2]) for a, b in zip(poses, poses[1:]))
    assert roll.track[0][0] > g.left + g.size * 0.9           # from the board's right edge
    assert path > 3 * g.die_side()                             # a throw, not a static icon
    assert max(angles) - min(angles) > 180                     # it spins
    assert max(p[3] for p in poses) > 0                        # and hops
    left, top, right, bottom = g.die_area()
    assert all(g.left <= x <= g.left + g.size for x in xs)
    # once inside, the invisible walls hold it: its centre stays in the open area
    inside = [p for p in poses if p[0] < right - g.die_side()]
    assert inside and all(left <= x <= right and top <= y <= bottom for x, y, _a, _l in inside)


def test_throws_vary_from_turn_to_turn_and_fast_speed_only_shortens_them():
    view = _view()
    assert DieRoll(1, view, 7).track == DieRoll(4, view, 7).track    # physics, but reproducible
    assert DieRoll(1, view, 7).track != DieRoll(1, view, 8).track    # no two turns alike
    for throw in range(12):                                          # and every one lands
        assert DieRoll(0, view, throw).track[-1][:2] == pytest.approx(view.die_rest(), abs=1e-6)
    normal, fast = Animator("normal"), Animator("fast")
    for animator in (normal, fast):
        animator.items.append(DieRoll(0, view))
    frames = {}
    for name, animator in (("normal", normal), ("fast", fast)):
        n = 0
        while animator.busy:
            animator.update(1 / 60)
            n += 1
        frames[name] = n
    assert frames["normal"] <= 60                              # settles within a second
    assert frames["fast"] < frames["normal"]


def test_the_physics_runs_with_a_fixed_step():
    view = _view()
    roll = DieRoll(3, view)
    assert len(roll.track) == round(DieRoll.SETTLE / STEP) + 1


# -- the animator's queue -------------------------------------------------------------------

SHOWS = {DieRoll: (E.Rolled,), MaterialFly: (E.MaterialsGained, E.MaterialsReturned), Drop: (E.Built,),
         ScoreMove: (E.Scored,), WorkerMove: (E.WorkerMoved, E.WorkerPlaced), DruidWalk: (E.DruidStep, E.DruidToRock),
         Banner: (E.RiverCrossed, E.RitualStarted, E.Sacrificed, E.LastRound),
         ScoresMove: (E.Scored,)}
# The last round's summary of the sacrifices of nothing (issue 19.10) shows them all once the
# druid has walked past them: its last event may be his last step.
SUMMARY = (E.Sacrificed, E.Scored, E.DruidStep)


def test_while_an_animation_plays_the_screen_shows_the_events_up_to_its_own():
    """Each queued item, once started, shows the action's events up to its own (Item.upto), and
    the next starts from there. A payment in several materials once left the first chips at
    upto 0: while they flew, the screen jumped back to the position before the action."""
    view = _view()
    rng = random.Random(4)
    game = Game.new(COLOURS[:3], 0, rng=rng)
    several = 0
    while not game.is_over():
        before = game.state.copy()
        events = game.roll(rng) if game.state.decider == CHANCE else game.apply(rng.choice(game.legal_actions()))
        animator = Animator("normal")
        animator.play(events, view, before)
        shown = 0
        for item in animator.items:
            assert item.first == shown and 1 <= item.upto <= len(events), (events, item)
            shows = SUMMARY if isinstance(item, Banner) and item.key == "nothing" else SHOWS[type(item)]
            assert isinstance(events[item.upto - 1], shows), (events, item)
            shown = item.upto
        several += sum(isinstance(event, E.MaterialsReturned) and sum(map(bool, event.materials)) > 1
                       for event in events)
    assert several > 0, "the game paid or returned several materials at once"


# -- the faces -------------------------------------------------------------------------------

def _pixels(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_six_faces_six_images():
    for size in (60, 140):
        assert len({_pixels(icons.die_face(face, size)) for face in range(6)}) == 6


def test_material_faces_show_the_materials_chip():
    """The chip as on the board: its colours fill the face's middle."""
    size = 140
    side = size * icons.DIE_FACE
    for material in range(4):
        face = icons.die_face(material, size)
        chip = icons.material_chip(material, round(side * 0.8))
        # the chip's rim colour (its dark edge) appears on the face, left of the centre
        rim = chip.get_at((chip.get_width() // 2, 2))
        found = [face.get_at((x, size // 2)) for x in range(round(size / 2 - side * 0.42), size // 2)]
        assert any(sum(abs(a - b) for a, b in zip(p[:3], rim[:3])) < 40 for p in found), material


@pytest.mark.parametrize("size", [64, 140])
def test_plus_and_minus_one_are_numbers_not_arrows(size):
    plus, minus = icons.die_face(4, size), icons.die_face(5, size)
    side = size * icons.DIE_FACE
    c = size / 2
    sx, sy, sw, sh = icons.SIGN_BOX
    sign = pygame.Rect(round(c + sx * side) - 1, round(c + sy * side) - 1, round(sw * side) + 3, round(sh * side) + 3)
    differ = [(x, y) for x in range(size) for y in range(size) if plus.get_at((x, y)) != minus.get_at((x, y))]
    assert differ, "the two faces look the same"
    assert all(sign.collidepoint(p) for p in differ), "the faces differ outside the sign: an arrow?"
    # around the numerals the face is plain: no ring, no arrowhead, nothing but the die's body
    numerals = pygame.Rect(round(c - 0.4 * side), round(c - 0.3 * side), round(0.76 * side), round(0.6 * side))
    for face in (plus, minus):
        for x in range(size):
            for y in range(size):
                if math.dist((x + 0.5, y + 0.5), (c, c)) < 0.4 * side and not numerals.collidepoint(x, y):
                    colour = face.get_at((x, y))
                    assert max(abs(a - b) for a, b in zip(colour[:3], icons.DIE_BODY)) <= 3, (x, y, colour)
    # and the numerals are there: dark ink in the sign box and right of it (the "1")
    for face in (plus, minus):
        dark = [(x, y) for x in range(size) for y in range(size) if sum(face.get_at((x, y))[:3]) < 250]
        assert any(sign.collidepoint(p) for p in dark) and any(p[0] > sign.right for p in dark)


# -- where it rests --------------------------------------------------------------------------

def _obstacles(g) -> list[pygame.Rect]:
    """Everything the resting die must leave visible, as rectangles around what is drawn."""
    out: list[pygame.Rect] = []
    r = g.space_radius
    wh = g.worker_height()

    def box(x, y, left, up, right, down):
        out.append(pygame.Rect(round(x - left), round(y - up), round(left + right), round(up + down)))

    for i in range(g.board.n):
        box(*g.space(i), r * 1.2, r * 1.3, r * 1.2, r * 1.2)             # plot, hut or temple on it
        bx, by = g.beside_space(i)                                       # the druid walking past
        box(bx, by, wh * 0.7, wh * 1.4, wh * 0.7, r * 0.5)
    big = g.highland_radius
    for m in range(4):
        x, y = g.highland(m)
        box(x, y, big * 1.1, big * 0.75, big * 1.1, big * 1.2)           # plateau, cliff, emblem
        top = g.tower_slot(m, 3)[1] - wh                                 # a full tower
        box(x, top, wh * 0.6, 0, wh * 0.6, g.tower_slot(m, 1)[1] - top)
        sx, sy = g.supply(m)                                             # pallet, chips, count
        box(sx, sy, big * 0.55, big * 0.45, big * 0.55, big * 0.75)
    for k in range(1, g.board.rock_count + 1):
        box(*g.rock(k), r * 0.9, wh * 1.4, r * 0.9, r)                   # rock and druid on it
    box(*g.druid_temple(), r * 1.6, r * 2.2, r * 1.6, r * 1.6)           # the druid's temple
    return out


@pytest.mark.parametrize("side", ["2-3p", "4p"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_rest_spot_covers_nothing_on_the_board(side, size):
    players = 4 if side == "4p" else 2
    app = App(size=size, settings=Settings(language="en", autosave=False), headless=True)
    scene = app.stack.push(GameScene(Game.new(COLOURS[:players], 0, seed=1), seed=1))
    app.step()
    g = scene.view.geometry
    assert g.board.side == side
    rest = pygame.Rect(g.die_rest_rect())
    inner = pygame.Rect(g.inner_left, g.inner_top, g.inner, g.inner)
    assert inner.contains(rest), "the die lies on the score track"
    hit = [o for o in _obstacles(g) if o.colliderect(rest)]
    assert not hit, f"the resting die covers {hit}"
    # about a tenth of the board's side: readable across the table
    assert g.size / 10.5 <= g.die_side() <= g.size / 8
    # the rectangle is honest: drawing the resting die changes no pixel outside it
    blank = pygame.Surface(size)
    blank.fill((0, 0, 0))
    drawn = blank.copy()
    scene.view.draw_resting_die(drawn, 5)
    before, after = pygame.PixelArray(blank), pygame.PixelArray(drawn)
    changed = [(x, y) for x in range(rest.left - 20, rest.right + 20) for y in range(rest.top - 20, rest.bottom + 20)
               if after[x, y] != before[x, y]]
    del before, after
    assert changed and all(rest.collidepoint(p) for p in changed)


# -- in the game -----------------------------------------------------------------------------

def _game(seed: int = 5):
    app = App(size=(1366, 768), settings=Settings(language="it", speed="normal", autosave=False), headless=True)
    scene = app.stack.push(GameScene(Game.new(COLOURS[:2], 0, rng=random.Random(seed)), seed=seed))
    app.step()
    player = ClickPlayer(app, random.Random(seed))
    while not (app.stack.top is scene and scene.targets.roll and not scene.animator.busy):   # past the curtain
        player.step()
    return app, scene, player


def _die_on_screen(app, scene) -> bool:
    """Whether the screen shows the state's face, upright, at the rest spot (its inner part)."""
    face = scene.game.state.die
    assert face >= 0
    image = icons.die_face(face, scene.view.die_size())
    x, y = scene.view.die_rest()
    half = round(scene.view.geometry.die_side() * 0.38)
    w, h = image.get_size()
    for dx in range(-half, half + 1, 3):
        for dy in range(-half, half + 1, 3):
            want = image.get_at((w // 2 + dx, h // 2 + dy))
            got = app.screen.get_at((x + dx, y + dy))
            if want.a == 255 and max(abs(a - b) for a, b in zip(want[:3], got[:3])) > 8:
                return False
    return True


def test_the_resting_die_shows_after_the_roll_without_any_input():
    app, scene, player = _game()
    assert player.button(scene, "roll")
    assert DieRoll.in_flight(scene.animator)
    app.step()
    assert not _die_on_screen(app, scene)             # still tumbling somewhere else
    frames = 0
    while scene.animator.busy:
        app.step()                                    # no events at all
        frames += 1
        assert frames < 600
    app.step()
    assert scene.game.state.phase not in (Phase.SETUP, Phase.OVER)
    assert _die_on_screen(app, scene)
    # and it stays there whenever the window is drawn again, until the next roll
    app.dirty = True
    app.step()
    assert _die_on_screen(app, scene)


def test_a_click_skips_the_roll_and_the_die_lies_at_rest():
    app, scene, player = _game(seed=8)
    assert player.button(scene, "roll")
    for _ in range(5):
        app.step()
    roll = scene.animator.items[0]
    assert isinstance(roll, DieRoll) and roll.pose()[:2] != pytest.approx(scene.view.die_rest())
    app.step(click_event(scene.view.geometry.point(0.5, 0.5)))     # a click skips
    assert not DieRoll.in_flight(scene.animator)
    assert _die_on_screen(app, scene)


def test_no_resting_die_before_the_first_roll():
    app = App(size=(1366, 768), settings=Settings(language="it", speed="normal", autosave=False), headless=True)
    scene = app.stack.push(GameScene(Game.new(COLOURS[:2], 0, seed=2), seed=2))
    app.step()
    assert scene.game.state.phase == Phase.SETUP and scene.game.state.die == -1
    x, y = scene.view.die_rest()
    g = scene.view.geometry
    assert app.screen.get_at((x, y)) == scene.view.static.get_at((x - g.left, y - g.top))
