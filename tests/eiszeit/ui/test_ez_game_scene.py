"""The Eiszeit window is tested by what it shows: whole games played by synthetic mouse clicks
against computer players (and computers alone), at every speed, and after every decision, once
the animations settle, the screen model equals the engine's view field by field (hunters, clubs,
mammoths, ice, fire face down, reserves, stones, scores, the decks' and hands' counts, the tops
of the piles, the hand of the player at the laptop and nobody else's), what glows is exactly what
the legal actions allow, and each score marker stands on its player's score; while pieces move,
the model is the state before the decision with a prefix of its events folded in: never ahead of
the engine."""

from __future__ import annotations

import random

import pytest

from meduris_gui.games.eiszeit.rules.game import CHANCE
from meduris_gui.games.eiszeit.ui.choices import Choice
from meduris_gui.games.eiszeit.ui.model import Shown, fold
from meduris_gui.games.eiszeit.ui.scenes.game import EiszeitGameScene
from meduris_gui.games.eiszeit.ui.track import space_of
from meduris_gui.i18n import set_language

from ez_helpers import ClickPlayer, click, ended, ez_app, start_ez_game


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def check_settled(scene: EiszeitGameScene, draw: bool) -> None:
    game = scene.game
    screen = scene.screen()
    assert not screen.animating
    assert game.current_player() != CHANCE
    truth = Shown.of(game, None if scene.everything_shown() else scene.viewer, scene.everything_shown())
    assert screen.table == truth
    state = game.state
    for seat in range(state.n):
        if not scene.everything_shown() and seat != scene.viewer:
            assert screen.table.hands[seat] is None                      # H1
    assert screen.table.score == list(state.score)
    assert screen.table.hunters == [list(h) for h in state.hunters]
    if draw:
        scene.draw(scene.app.screen)
        assert scene.drawn_markers == sorted((seat, *space_of(score)) for seat, score in enumerate(state.score))
        drawn = {}
        for _rect, element in scene.hits:
            if element.kind == "hunter":
                drawn[(element.a, element.who)] = drawn.get((element.a, element.who), 0) + 1
        expected = {(r + 1, state.colours[s]): k for r, row in enumerate(state.hunters) for s, k in enumerate(row) if k}
        assert drawn == expected                       # every hunter on the board is drawn, once
        hand = scene.hand_seat()
        if hand is not None:
            assert sorted(code for _r, code in scene.card_hits) == sorted(state.hand[hand])
        else:
            assert scene.card_hits == []
    if game.is_over() or not scene.human_decides():
        assert screen.glowing == set()
        return
    fresh = Choice(game.legal_actions(), state.colours[game.current_player()])
    fresh.chosen = scene.choice().chosen
    assert screen.glowing == fresh.glowing()
    names = {name for name, _label, enabled in screen.buttons if enabled}
    assert {e.who for e in screen.glowing if e.kind == "button"} <= names


def watch(app, scene, player=None, dt: float = 0.1, limit: int = 80000, speed_every: int = 0,
          speeds: list | None = None) -> int:
    """Play the game to its end; check the model every frame. Returns the decisions checked.
    `speed_every`: after every so many decisions the bar's speed button is clicked (the next
    speed, as a player would, animations running or not); each speed used is added to `speeds`."""
    decisions = []
    real_act = scene.act

    def act(action):
        viewer = None if scene.everything_shown() else scene.viewer
        everything = scene.everything_shown()
        real_act(action)
        decisions.append((scene.before, viewer, everything, list(scene.animator.events)))

    scene.act = act
    checked = 0
    steps = 0
    while not ended(app):
        steps += 1
        assert steps < limit
        if player is not None:
            player.step()
        else:
            app.step(dt=dt)
        if app.stack.top is not scene:
            continue
        if speed_every and len(decisions) >= speed_every * (len(speeds) + 1) and not scene.game.is_over():
            speeds.append(app.settings.speed)
            click(app, scene.buttons.find("speed").rect.center)
        if scene.animator.busy:
            before, viewer, everything, events = decisions[-1]
            tables = [before]
            for event in events:
                tables.append(fold(tables[-1], event, viewer, everything))
            assert scene.table() in tables                 # never ahead of the engine
            if steps % 7 == 0:
                scene.draw(app.screen)                     # every animation item draws
        else:
            check_settled(scene, draw=checked % 20 == 0)
            checked += 1
    end = app.stack.top
    assert end.kwargs["game"] is scene.game if hasattr(end, "kwargs") else True
    return len(decisions)


@pytest.mark.slow
@pytest.mark.parametrize("players,speed", [(3, "slow"), (4, "fast"), (5, "instant")])
def test_computers_only_at_every_speed(players, speed):
    """A game of computers per player count (every hand shown: nobody human), starting at
    `speed`, the speed changed by the bar's button every 12 decisions, animations running or
    not: each game checks the model at every speed (it was one speed per game)."""
    app = ez_app("en", speed=speed, seed=players)
    scene = start_ez_game(app, ["easy"] * players, start=players - 3, seed=players)
    speeds = []
    assert watch(app, scene, dt=0.15, speed_every=12, speeds=speeds) > 50
    assert scene.game.is_over()
    assert {"slow", "normal", "fast", "instant"} <= set(speeds), speeds


@pytest.mark.slow
@pytest.mark.parametrize("players,speed,language", [(3, "instant", "it"), (4, "normal", "de"), (5, "fast", "es")])
def test_a_human_clicking_against_computers(players, speed, language):
    app = ez_app(language, speed=speed, seed=11)
    seats = ["human"] + ["easy"] * (players - 1)
    scene = start_ez_game(app, seats, start=1, seed=players)
    player = ClickPlayer(app, random.Random(players))
    assert watch(app, scene, player) > 50
    verbs = {a.verb for seat, a in zip(scene.game.deciders, scene.game.history) if seat == 0}
    assert {"place", "play", "draw"} <= verbs


@pytest.mark.slow
def test_two_humans_and_a_computer_pass_the_laptop_under_the_curtain():
    app = ez_app("en", speed="fast", seed=5)
    scene = start_ez_game(app, ["human", "easy", "human"], start=0, seed=5, short=True)
    player = ClickPlayer(app, random.Random(5))
    curtains = []
    real_push = app.stack.push

    def push(scene_name, /, **kwargs):
        if scene_name == "ez-curtain":
            curtains.append(kwargs["name"])
        return real_push(scene_name, **kwargs)

    app.stack.push = push
    assert watch(app, scene, player) > 30
    assert len(curtains) > 10


def test_a_seat_the_tools_give_a_random_player_is_named_on_its_panel():
    """`meduris screenshot --seats` may seat any kind a record names (the entry's seat_kinds,
    "random" too): the table seats it and its panel says what plays there."""
    from meduris_gui.table.seats import SEAT_LABELS
    from meduris_gui.i18n import _
    app = ez_app("de")
    try:
        scene = start_ez_game(app, ["human", "random", "easy"], seed=5)
        assert scene.seats.kinds[1] == "random"
        app.dirty = True
        scene.draw(app.screen)                      # a KeyError before the table's labels had it
        assert _(SEAT_LABELS["random"]) == "Computer (zufällig)"
    finally:
        set_language("en")
