"""Issue 19, item 10: the druid's last round at fast speed takes a few seconds, not 25 s of
"Sacrifice –1" banners, and "The game is over" is announced only after it has been shown.

The time is the sum of the durations the scene schedules (Animator.time_left right after each
decision, at the speed's factor), never the wall clock."""

from __future__ import annotations

import random

import pytest

from helpers import headless_app
from meduris_gui.games.meduris.rules import events as E
from meduris_gui.games.meduris.rules.actions import SACRIFICE
from meduris_gui.games.meduris.rules.engine import legal_actions
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.kinds import Phase, Token
from meduris_gui.i18n import _
from meduris_gui.games.meduris.ui.anim import Banner
from meduris_gui.games.meduris.ui.scenes.game import GameScene

FAST_LAST_ROUND = 4.0          # s: "at most a few seconds"
OFFER = 1.5                    # s an offered sacrifice may take (its banner, its points, its materials)


def at_last_round(players: int, seed: int) -> tuple[Game, list]:
    """A random game at the first decision of the druid's last round, and the decisions taken
    from there (every one a sacrifice)."""
    rng = random.Random(seed)
    game = Game.new(["purple", "blue", "green", "red"][:players], 0, rng=rng)
    while not (game.state.last_round and game.state.phase == Phase.SACRIFICE):
        assert not game.is_over()
        if game.current_player() < 0:
            game.roll(rng)
        else:
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
    start = game.copy()
    rest = []
    while not game.is_over():
        legal = game.legal_actions()
        action = legal[rng.randrange(len(legal))]
        rest.append(action)
        game.apply(action)
    return start, rest


def nobody_can_offer(game: Game) -> Game:
    """The same position with every material back in the supply and no druid token left: at
    every hut of the last round nothing is offered (the playtest's 25 s of banners)."""
    state = game.state
    for seat, stock in enumerate(state.stock):
        for m, count in enumerate(stock):
            state.supply[m] += count
            stock[m] = 0
    state.token = [int(Token.NONE) if t == int(Token.DRUID) else t for t in state.token]
    legal_actions(state, fresh=True)          # the position was changed by hand
    return game


def scene_at(game: Game):
    app = headless_app("en", speed="fast")
    app.settings.open_screens = True          # no curtain: this test is about the animations
    scene = GameScene(game, seed=1)
    app.stack.replace(scene)
    app.step()
    return app, scene


def play_and_time(scene, action) -> tuple[float, list]:
    """Apply `action` through the scene; the animation time it schedules and its items."""
    scene.act(action)
    return scene.animator.time_left(), list(scene.animator.items)


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_a_last_round_where_nothing_is_offered_takes_a_few_seconds(players, seed):
    game, _rest = at_last_round(players, seed)
    game = nobody_can_offer(game)
    huts = len(game.state.ritual)
    assert huts >= 10
    app, scene = scene_at(game)
    legal = game.legal_actions()
    assert [a.verb for a in legal] == [SACRIFICE]          # nothing to offer: "none" only
    seconds, items = play_and_time(scene, legal[0])
    assert game.is_over()
    nothing = [item for item in items if isinstance(item, Banner) and item.key == "nothing"]
    assert len(nothing) == 1, [getattr(item, "key", type(item).__name__) for item in items]
    assert not [item for item in items if isinstance(item, Banner) and item.key == "sacrifice"]
    assert seconds <= FAST_LAST_ROUND, f"{huts} huts: {seconds:.1f} s at fast speed"
    # The summary says what each player lost: the sum of the engine's points.
    lost = {}
    for event in scene.animator.events:
        if isinstance(event, E.Sacrificed):
            lost[event.player] = lost.get(event.player, 0) + event.points
    assert sorted(points for _colour, points in nothing[0].marks) == sorted(lost.values())


@pytest.mark.parametrize(("players", "seed"), [(2, 4), (3, 5), (4, 6), (4, 7)])
def test_each_decision_of_a_last_round_shows_its_offer_and_sums_up_the_rest(players, seed):
    game, rest = at_last_round(players, seed)
    app, scene = scene_at(game)
    total = 0.0
    offered = 0
    for action in rest:
        seconds, items = play_and_time(scene, action)
        gifts = sum(isinstance(e, E.Sacrificed) and e.choice != "none" for e in scene.animator.events)
        offered += gifts
        banners = [item.key for item in items if isinstance(item, Banner)]
        assert banners.count("nothing") <= 1 and banners.count("sacrifice") == gifts, banners
        assert seconds <= 2.5 + OFFER * gifts, (action, banners, seconds)
        total += seconds
        scene.animator.skip()
    assert game.is_over()
    assert total <= FAST_LAST_ROUND + OFFER * offered + 1.2 * len(rest)


def test_the_end_is_announced_after_the_last_round_has_been_shown():
    game, _rest = at_last_round(3, 2)
    game = nobody_can_offer(game)
    app, scene = scene_at(game)
    scene.act(game.legal_actions()[0])
    events = scene.animator.events
    last = max(k for k, e in enumerate(events) if isinstance(e, (E.Sacrificed, E.TempleScored, E.RunesScored)))
    announced_at = None
    frames = 0
    while scene.animator.busy or announced_at is None:
        shown = len(scene.animator.shown())
        if scene.screen().prompt == _("The game is over") and announced_at is None:
            announced_at = shown
        if scene.animator.busy:
            assert scene.screen().prompt != _("The game is over"), f"announced with {shown} of {len(events)} events shown"
            assert not scene.buttons.find("final")
        app.step(dt=1 / 30)
        frames += 1
        assert frames < 2000
    assert announced_at is not None and announced_at > last
    assert scene.buttons.find("final")
