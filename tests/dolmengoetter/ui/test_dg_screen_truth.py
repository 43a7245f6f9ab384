"""The Dolmengötter window is tested by what it shows: after every decision of whole games
(computers only; a human clicking against computers; two humans and a computer), once the
animations settle, the screen model equals the engine's state field by field (druids standing or
lying, stones, every stack's colours and positions, scores, stones and dolmens left, the dolmen
values of the player at the laptop and nobody else's, the glowing places, the prompt's buttons, and
each score marker on the track space of its player's score with its laps); while pieces move, the
model is the state before the decision with a prefix of its events folded in, and every marker
between the scores before and after the decision: never ahead of the engine."""

from __future__ import annotations

import random

import pytest

from meduris_gui.games.dolmengoetter.rules.actions import Action
from meduris_gui.games.dolmengoetter.ui import track
from meduris_gui.games.dolmengoetter.ui.model import fold
from meduris_gui.games.dolmengoetter.ui.scenes.curtain import DolmenCurtain
from meduris_gui.games.dolmengoetter.ui.scenes.end import DolmenEndScene
from meduris_gui.games.dolmengoetter.ui.scenes.game import DolmenGameScene
from meduris_gui.i18n import set_language

from dg_helpers import ClickPlayer, dolmen_app, start_dolmen_game


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def check_markers(scene: DolmenGameScene, screen, draw: bool) -> None:
    """Each marker on the space of its player's score (C3: round again beyond the track, its laps
    on the tag), the space read back from the marker's pixels; `draw`: the frame is drawn and the
    markers drawn are those of the model."""
    state = scene.game.state
    ring = scene.layout.track
    expected = [(seat, *track.space_of(score)) for seat, score in enumerate(state.score)]
    assert [(seat, space, laps) for seat, _p, space, laps, _c in screen.markers] == expected
    assert [position for _s, position, *_r in screen.markers] == [float(score) for score in state.score]
    for seat, _position, space, _laps, centre in screen.markers:
        assert ring.space_at(centre) == space
    if draw:
        scene.draw(scene.app.screen)
        assert scene.drawn_markers == sorted((seat, space, laps, (round(c[0]), round(c[1])))
                                             for seat, _p, space, laps, c in screen.markers)
        assert [(seat, ring.space_at(centre), laps) for seat, _space, laps, centre in scene.drawn_markers] == expected


def check_settled(scene: DolmenGameScene, draw: bool = False) -> None:
    game, state = scene.game, scene.game.state
    screen = scene.screen()
    table = screen.table
    assert not screen.animating
    assert table.druids == {p: (seat, state.lying[p]) for p, seat in enumerate(state.druid) if seat >= 0}
    assert table.stones == {p: seat for p, seat in enumerate(state.stone) if seat >= 0}
    assert table.scores == list(state.score)
    assert table.stones_left == list(state.stones)
    assert table.hand_counts == [len(hand) for hand in state.hand]
    assert table.done == list(state.done)
    everything = scene.everything_shown()
    viewer = screen.viewer
    for circle, stack in enumerate(state.stack):
        shown = table.stacks[circle]
        assert [seat for seat, _v in shown] == [seat for seat, _v in stack]          # M9: colours and positions
        for (seat, value), (_s, real) in zip(shown, stack):
            if everything or seat == viewer:
                assert value == real
            else:
                assert value is None                                               # M9: nobody else's value
    for seat in range(state.n):
        if everything or seat == viewer:
            assert table.hands[seat] == sorted(state.hand[seat], reverse=True)
        else:
            assert table.hands[seat] is None
    check_markers(scene, screen, draw)
    if game.is_over() or not scene.human_decides():
        assert screen.targets == set()
        return
    legal = game.legal_actions()
    names = {name for name, _label, enabled in screen.buttons if enabled}
    if state.step == "place":
        assert screen.targets == {a.a for a in legal}
    elif state.step == "move":
        if scene.selected is None:
            assert screen.targets == {a.a for a in legal if a.verb in ("walk", "herbs", "fly")}
        else:
            ends = set(game.walk_targets(scene.selected)) | set(game.fly_targets(scene.selected))
            assert screen.targets == ends
    elif state.step == "stone":
        assert {n for n in names if n in ("stone", "point")} == {a.verb for a in legal}
    elif state.step == "dolmen":
        offered = {n for n in names if n.startswith("dolmen-")}
        assert offered == {"dolmen-none" if a.a == 0 else f"dolmen-{a.a}" for a in legal}
        assert game.pending_right() is not None and game.pending_right().seat == game.current_player()


def watch(app, scene, player=None, dt: float = 0.1, limit: int = 60000) -> int:
    """Play the game to its end; check the model every frame. Returns the decisions checked."""
    decisions = []
    real_act = scene.act

    def act(action):
        viewer = None if scene.everything_shown() else scene.viewer
        before = type(scene.table())
        real_act(action)
        decisions.append((scene.before, viewer, list(scene.animator.events)))

    scene.act = act
    checked = 0
    steps = 0
    while not isinstance(app.stack.top, DolmenEndScene):
        steps += 1
        assert steps < limit
        if player is not None:
            player.step()
        else:
            app.step(dt=dt)
        if app.stack.top is not scene:
            continue
        if scene.animator.busy:
            before, viewer, events = decisions[-1]
            tables = [before]
            for event in events:
                tables.append(fold(tables[-1], event, viewer))
            assert scene.table() in tables                 # never ahead of the engine
            for seat, position, *_rest in scene.screen().markers:     # nor is a marker on its way
                scores = [table.scores[seat] for table in tables]
                assert min(scores) <= position <= max(scores)
        else:
            check_settled(scene, draw=checked % 25 == 0)
            checked += 1
    return len(decisions)


@pytest.mark.slow
@pytest.mark.parametrize("players,speed", [(2, "normal"), (3, "fast"), (5, "instant")])
def test_computers_only(players, speed):
    app = dolmen_app("en", speed=speed, seed=players)
    scene = start_dolmen_game(app, ["easy"] * players)
    assert watch(app, scene, dt=0.1) == len(scene.game.history) > 20


@pytest.mark.slow
def test_a_human_clicking_against_computers(monkeypatch):
    """Against the medium and the strong player: the screen is checked, not their strength, so
    the strong one searches on the medium's budget (its own kind of search, every decision)."""
    from meduris_gui.games.dolmengoetter.ai import players
    monkeypatch.setattr(players, "TREE_STEPS", players.MediumPlayer.steps)
    app = dolmen_app("de", speed="fast", seed=11)
    scene = start_dolmen_game(app, ["human", "medium", "strong"], start=1)
    assert watch(app, scene, ClickPlayer(app, random.Random(11))) > 20


@pytest.mark.slow
def test_two_humans_and_a_computer_at_normal_speed():
    app = dolmen_app("es", speed="normal", seed=5)
    scene = start_dolmen_game(app, ["human", "easy", "human"], start=None)
    assert watch(app, scene, ClickPlayer(app, random.Random(5))) > 20
