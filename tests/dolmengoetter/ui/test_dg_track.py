"""The score track around the Dolmengötter board (C1, C3, S2, T5, P4, E3): it fits at the window's
smallest size, 1366x768 and 1920x1080 without touching a place, a rune, a corner knot or the right
column; each marker stands on the space of its player's score, markers sharing a space all stay
visible, a score beyond the track goes round again with its laps on a tag; the markers move along
the track when a point is lost and row by row in a scoring, and not at all at the instant speed."""

from __future__ import annotations

import math
import random

import pytest

from meduris_gui.games.dolmengoetter.rules.actions import Action
from meduris_gui.games.dolmengoetter.rules.game import Game
from meduris_gui.games.dolmengoetter.ui import art, track
from meduris_gui.games.dolmengoetter.ui.anim import Item
from meduris_gui.games.dolmengoetter.ui.colours import COLOURS
from meduris_gui.i18n import set_language

from dg_helpers import dolmen_app

SIZES = [(960, 600), (1366, 768), (1920, 1080)]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def table_scene(game, size=(1366, 768), speed="instant", language="en"):
    app = dolmen_app(language, size=size, speed=speed)
    players = game.state.n
    scene = app.stack.push("dg-game", game=game, seats=["human"] * players, seed=1)
    while app.stack.top is not scene:            # the curtain between humans: lifted
        app.stack.pop()
    scene.viewer = game.current_player()
    scene.handover = None
    app.step()
    return app, scene


def random_game(players: int, decisions: int, seed: int = 3) -> Game:
    rng = random.Random(seed)
    game = Game.new(list(COLOURS[:players]), 0)
    for _ in range(decisions):
        if game.is_over():
            break
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


def socket_box(g, place: int):
    x, y = g.point(place)
    r = g.radius + 8                                # the glow and the hint ring around a socket
    return art.pygame.Rect(round(x - r), round(y - r), 2 * r, 2 * r)


def rune_box(g, place: int):
    x, y = art.rune_spot(g, place)
    r = math.ceil(g.side * 0.05 * 0.45) + 2         # the lit ring around a rune (draw.draw_board)
    return art.pygame.Rect(round(x - r), round(y - r), 2 * r, 2 * r)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 5])
def test_the_track_fits_around_the_board(size, players):
    app, scene = table_scene(random_game(players, 25), size=size, language="de")
    layout = scene.layout
    ring, g = layout.track, layout.geometry
    window = app.screen.get_rect()
    spaces = ring.spaces
    assert len(spaces) == track.SPACES == 60
    for k, rect in enumerate(spaces):
        assert window.contains(rect), (k, rect)
        assert rect.width >= 20 and rect.height >= 20, (k, rect)
        nxt = spaces[(k + 1) % len(spaces)]
        assert rect.inflate(2, 2).colliderect(nxt), f"space {k} does not touch space {k + 1}: a loop"
        for other in spaces[k + 1:]:
            assert not rect.colliderect(other), (k, rect, other)
        assert not rect.colliderect(g.rect), (k, rect, g.rect)
        for place in range(len(g.points)):
            assert not rect.colliderect(socket_box(g, place)), (k, place)
        for _rune, a, b in g.board.runes:
            assert not rect.colliderect(rune_box(g, a)) and not rect.colliderect(rune_box(g, b)), (k, a, b)
        for place in g.board.corners:
            assert not rect.colliderect(rune_box(g, place)), (k, place)
        for block in [layout.right, layout.bar, layout.prompt, layout.log, *layout.panels]:
            assert not rect.colliderect(block), (k, rect, block)
    assert ring.inner.contains(g.rect)
    assert not ring.rect.colliderect(layout.right)
    # the markers inside the track
    scene.draw(app.screen)
    assert [seat for seat, *_rest in scene.drawn_markers] == list(range(players))
    size_ = ring.marker
    for seat, space, _laps, (x, y) in scene.drawn_markers:
        assert spaces[space].collidepoint(x, y)
        assert window.contains(art.pygame.Rect(x - size_ // 2, y - size_ // 2, size_, size_))
        assert not layout.right.colliderect(art.pygame.Rect(x - size_ // 2, y - size_ // 2, size_, size_))


@pytest.mark.parametrize("size", SIZES)
def test_markers_sharing_a_space_stay_visible(size):
    """All five start on space 4 (S2); on every side of the ring, 1 to 5 markers on one space."""
    app, scene = table_scene(Game.new(list(COLOURS), 0), size=size)
    ring = scene.layout.track
    scene.draw(app.screen)
    assert [(space, laps) for _seat, space, laps, _c in scene.drawn_markers] == [(4, 0)] * 5
    for space in (4, 17, 31, 48, 0, 14, 15):
        for count in range(1, 6):
            placed = track.markers(ring, [space] * count)
            centres = [centre for *_rest, centre in placed]
            for centre in centres:
                assert ring.spaces[space].collidepoint(centre), (space, count, centre)
            for a in range(count):
                for b in range(a + 1, count):
                    # never more than half a marker hidden under another one
                    assert math.dist(centres[a], centres[b]) >= ring.marker * 0.5, (space, count, a, b)


def test_a_score_beyond_the_track_goes_round_with_its_laps():
    assert track.space_of(4) == (4, 0)
    assert track.space_of(59) == (59, 0)
    assert track.space_of(60) == (0, 1)
    assert track.space_of(125) == (5, 2)
    assert track.lap_text(0) == "" and track.lap_text(1) == "+60" and track.lap_text(2) == "+120"
    game = Game.new(list(COLOURS[:4]), 0)
    game.state.score = [4, 64, 125, 59]
    app, scene = table_scene(game)
    scene.draw(app.screen)
    assert [(seat, space, laps) for seat, space, laps, _c in scene.drawn_markers] == \
        [(0, 4, 0), (1, 4, 1), (2, 5, 2), (3, 59, 0)]
    # the two on space 4 (one a lap ahead) share it side by side
    (_s0, _sp0, _l0, a), (_s1, _sp1, _l1, b) = scene.drawn_markers[:2]
    assert math.dist(a, b) >= scene.layout.track.marker * 0.5


@pytest.mark.parametrize("size", SIZES)
def test_lap_tags_stay_on_the_track_on_every_side(size):
    game = Game.new(list(COLOURS), 0)
    game.state.score = [64, 79, 94, 109, 185]          # spaces 4, 19, 34, 49, 5: the four sides
    app, scene = table_scene(game, size=size)
    scene.draw(app.screen)
    ring, layout = scene.layout.track, scene.layout
    assert [laps for _s, _sp, laps, _c in scene.drawn_markers] == [1, 1, 1, 1, 3]
    assert len(scene.drawn_tags) == 5
    for rect in scene.drawn_tags:
        assert ring.rect.contains(rect) and not rect.colliderect(layout.right)
        for place in range(len(layout.geometry.points)):
            assert not rect.colliderect(socket_box(layout.geometry, place))


def test_the_track_runs_clockwise_round_the_corners():
    ring = track.TrackGeometry(art.pygame.Rect(0, 0, 600, 600), 26)
    centres = ring.centres
    assert centres[0][0] < centres[14][0] and centres[0][1] == centres[14][1]          # top, to the right
    assert centres[15][1] < centres[29][1] and centres[15][0] == centres[29][0]        # right side, down
    assert centres[30][0] > centres[44][0] and centres[30][1] == centres[44][1]        # bottom, to the left
    assert centres[45][1] > centres[59][1] and centres[45][0] == centres[59][0]        # left side, up
    steps = [math.dist(centres[k], centres[(k + 1) % 60]) for k in range(60)]
    assert max(steps) < ring.length * 1.5
    # the way from one space to the next is a straight line, round the corner from 59 to 0 too
    half = ring.along(59.5)
    assert half == pytest.approx(((centres[59][0] + centres[0][0]) / 2, (centres[59][1] + centres[0][1]) / 2))


def find(players: int, wanted, seed: int):
    """A game and one of its legal actions whose events satisfy `wanted`."""
    rng = random.Random(seed)
    for _attempt in range(40):
        game = Game.new(list(COLOURS[:players]), 0)
        while not game.is_over():
            legal = game.legal_actions()
            for action in legal:
                trial = game.copy()
                events = trial.apply(action)
                if wanted(events):
                    return game, action, events
            game.apply(legal[rng.randrange(len(legal))])
    raise AssertionError("no such decision found")


def positions_while_animating(scene, seat_count: int, dt: float = 0.02) -> list:
    seen = []
    while scene.animator.busy:
        seen.append([position for _seat, position, *_rest in scene.screen().markers])
        scene.animator.update(dt)
    seen.append([position for _seat, position, *_rest in scene.screen().markers])
    return seen


def test_a_lost_point_steps_the_marker_back_along_the_track():
    game, action, events = find(3, lambda events: any(e.kind == "point_lost" for e in events), seed=4)
    assert action == Action.of("point")
    seat = game.current_player()
    before = game.state.score[seat]
    app, scene = table_scene(game, speed="normal")
    scene.act(action)
    assert scene.animator.busy
    seen = positions_while_animating(scene, game.state.n)
    mine = [row[seat] for row in seen]
    assert mine[0] == before and mine[-1] == before - 1 == game.state.score[seat]
    assert any(before - 1 < p < before for p in mine), "the marker moves, it does not jump"
    assert mine == sorted(mine, reverse=True)
    for other in range(game.state.n):
        if other != seat:
            assert {row[other] for row in seen} == {game.state.score[other]}


def test_at_the_instant_speed_nothing_moves():
    game, action, _events = find(3, lambda events: any(e.kind == "point_lost" for e in events), seed=4)
    app, scene = table_scene(game, speed="instant")
    scene.act(action)
    assert not scene.animator.busy
    assert [position for _seat, position, *_r in scene.screen().markers] == [float(s) for s in game.state.score]


def two_rows(events) -> bool:
    return any(e.kind == "scored" and len(e.rows) >= 2 for e in events)


def test_a_circle_is_scored_row_by_row_on_the_track():
    game, action, events = find(2, two_rows, seed=6)
    scored = next(e for e in events if e.kind == "scored")
    app, scene = table_scene(game, speed="normal")
    start = list(game.state.score)
    scene.act(action)
    seen = positions_while_animating(scene, game.state.n)
    assert seen[-1] == [float(s) for s in game.state.score]
    for seat in range(game.state.n):                  # forward only, and never past the engine
        mine = [row[seat] for row in seen]
        assert mine == sorted(mine)
        assert max(mine) <= game.state.score[seat]
    # row by row: once row j's marker has arrived, the scores shown are the rows up to j added
    item = Item("scored", 0, scored, 1.0)
    n = len(scored.rows)
    base = [float(s) for s in start]
    for event in events[:events.index(scored)]:
        if event.kind == "point_lost":
            base[event.seat] = float(event.score)
    for j in range(n):
        item.t = (j + 1 + 0.8) / (n + 1)
        expected = list(base)
        for seat, _value, _multiplier, points in scored.rows[:j + 1]:
            expected[seat] += points
        assert track.moving_scores(base, item) == pytest.approx(expected)
        item.t = (j + 1) / (n + 1) - 1e-6            # just before row j appears: it has not moved
        expected_before = list(base)
        for seat, _value, _multiplier, points in scored.rows[:j]:
            expected_before[seat] += points
        assert track.moving_scores(base, item) == pytest.approx(expected_before)


def test_the_final_scoring_moves_the_markers_to_the_final_scores():
    game, action, events = find(2, lambda events: any(e.kind == "final_scoring" and e.rows for e in events), seed=8)
    app, scene = table_scene(game, speed="normal")
    scene.act(action)
    assert any(item.kind == "final_scoring" for item in scene.animator.items)
    seen = positions_while_animating(scene, game.state.n, dt=0.05)
    assert seen[-1] == [float(s) for s in game.state.score] == [float(s) for s in game.outcome().scores]
    assert len({tuple(row) for row in seen}) > 2, "the markers move during the final scoring"


def test_hovering_a_track_space_names_whose_markers_stand_there():
    from meduris_gui.table import widgets
    game = Game.new(list(COLOURS[:3]), 0)
    app, scene = table_scene(game, language="de")
    x, y = scene.layout.track.centres[4]
    scene.pointer = (round(x), round(y))
    scene.hover_place = -1
    widgets.TRACE = []
    try:
        scene.draw(app.screen)
        texts = [line for d in widgets.TRACE for line in d.lines]
    finally:
        widgets.TRACE = None
    assert any("Rot: 4 Punkte" in text and "Blau: 4 Punkte" in text for text in texts), texts


@pytest.mark.parametrize("size", SIZES)
def test_the_end_shows_the_track_unrolled_with_the_final_scores(size):
    game = random_game(5, 100000, seed=3)
    assert game.is_over()
    app, scene = table_scene(game, size=size, language="de")
    scene.show_end()
    end = app.stack.top
    end.draw(app.screen)
    strip = end.strip
    assert strip is not None and len(strip.spaces) == track.SPACES
    window = app.screen.get_rect()
    assert window.contains(strip.rect)
    for button in end.buttons.buttons:
        assert not strip.rect.colliderect(button.rect), button.name
    placed = track.markers(strip, end.outcome.scores)
    assert [(space, laps) for _s, _p, space, laps, _c in placed] == [track.space_of(s) for s in game.state.score]
    for _seat, _position, space, _laps, centre in placed:
        assert strip.spaces[space].collidepoint(centre)
