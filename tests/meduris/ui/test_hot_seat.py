"""Issue 19, items 4 and 5: hot-seat with two humans.

Every frame the window draws is watched (the screen model and the texts drawn, widgets.TRACE):
the game shows the hidden materials of the human at the laptop only, the one who clicked the
last curtain away (or, in a new game, the first to act). A resumed game (Continue, Saved games)
and the end of a rules page never show another human's materials before the curtain. The acting
player sees his decision's outcome before the curtain falls; the curtain falls only for another
human's decision, never twice for one human's decisions in a row, never for a "+1" (taken in
the open, T2) and never in the setup; it says what the next player is asked."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from helpers import drawn, finish_loading, headless_app, start_game
from meduris_gui import saves
from meduris_gui.i18n import _, set_language
from meduris_gui.games.meduris.rules import events as E
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.kinds import Phase
from meduris_gui.games.meduris.rules.state import CHANCE, TERMINAL
from meduris_gui.sim import random_steps
from meduris_gui.table import widgets
from meduris_gui.games.meduris.ui.autoplay import ClickPlayer
from meduris_gui.games.meduris.ui.scenes.game import GameScene
from meduris_gui.table.scenes.curtain import Curtain

NAMES = ["Anna", "Bruno", "Carla", "Dario"]


@pytest.fixture(autouse=True)
def own_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(saves.ENV_DIR, str(tmp_path))
    yield tmp_path
    set_language("en")


@dataclass
class Frame:
    top: object
    game_drawn: bool
    shown: set                   # seats whose materials the screen model shows
    hidden_drawn: int            # "materials hidden" drawn on the panels
    at_laptop: int | None
    animating: bool = False      # the game's animations were running


class Watch:
    """Records every frame the app draws and checks it: the game drawn shows the materials of
    the human at the laptop only (the seat of the last curtain clicked away)."""

    def __init__(self, app, at_laptop: int | None = None) -> None:
        self.app = app
        self.frames: list[Frame] = []
        self.at_laptop = at_laptop
        self.curtains: list[Curtain] = []
        draw = app.stack.draw

        def watched(surface) -> None:
            widgets.TRACE = []
            try:
                draw(surface)
                trace = widgets.TRACE
            finally:
                widgets.TRACE = None
            self.check(trace)

        app.stack.draw = watched

    def game(self) -> GameScene | None:
        return self.app.stack.find("game")

    def check(self, trace) -> None:
        stack, scene = self.app.stack, self.game()
        top = stack.top
        if isinstance(top, Curtain):
            if not self.curtains or self.curtains[-1] is not top:
                self.curtains.append(top)
            self.at_laptop = scene.names().index(top.name)
        drawn = scene is not None and scene in stack.visible()
        shown, hidden = set(), 0
        if drawn and scene.game.state.phase == Phase.SETUP:
            self.at_laptop = scene.viewer          # S3: every stock is the public start stock yet
        if drawn:
            model = scene.screen()
            shown = {seat for seat, stock in enumerate(model.materials) if stock is not None}
            hidden = sum(record.lines == (_("materials hidden"),) for record in trace)
            assert hidden == scene.game.state.players - len(shown), "the panels draw what the model says"
            over = scene.game.is_over() and not scene.animator.busy       # E5: the screens come down
            if len(scene.table.humans()) >= 2 and not self.app.settings.open_screens and not over:
                assert shown <= {self.at_laptop}, (f"phase {scene.game.state.phase!r} {scene.handover} {scene.viewer} {scene.animator.busy} the game shows the materials of {shown} while "
                                                   f"{self.at_laptop} sits at the laptop")
        self.frames.append(Frame(top, drawn, shown, hidden, self.at_laptop, drawn and scene.animator.busy))


def a_position(players: int, seed: int, seats, want) -> Game:
    """A random game at a decision `want(game)` accepts (after the setup)."""
    rng = random.Random(seed)
    game = Game.new(["purple", "blue", "green", "red"][:players], 0, rng=rng)
    for _step in random_steps(game, rng, 100000):
        if game.state.phase != Phase.SETUP and len(game.history) > 30 and want(game):
            return game
        assert not game.is_over()
    raise AssertionError("no such position")


def human_to_act(seats):
    return lambda game: seats[game.state.turn if game.state.decider == CHANCE else game.state.decider] == "human"


@pytest.mark.parametrize("way", ["continue", "saved-games"])
def test_a_resumed_game_of_two_humans_shows_the_curtain_first(way):
    seats = ["human", "human"]
    game = a_position(2, 3, seats, human_to_act(seats))
    saves.save_game(game, NAMES[:2], saves.AUTOSAVE if way == "continue" else "evening")
    app = headless_app("en")
    watch = Watch(app)
    title = app.stack.top
    if way == "continue":
        title.buttons.find("continue").on_click()
    else:
        title.buttons.find("saved-games").on_click()
        app.step()
        app.stack.top.buttons.find("load-0").on_click()
    finish_loading(app)
    first = [frame for frame in watch.frames if watch.game() is not None and frame.top is not title
             and frame.top.scene_name in ("game", "curtain")][0]
    assert isinstance(first.top, Curtain) and not first.game_drawn, "the first frame of the game is the curtain"
    scene = watch.game()
    seat = scene.table.seat_to_act(scene.game)
    assert [stock is not None for stock in scene.screen().materials] == [s == seat for s in range(2)]  # under it
    assert first.top.name == NAMES[seat]
    ClickPlayer(app, random.Random(1)).step()                 # he clicks it away
    assert app.stack.top is scene and watch.frames[-1].shown == {seat}


def test_a_resumed_game_waiting_for_a_computer_shows_no_human_materials():
    seats = ["human", "easy", "human"]
    game = a_position(3, 4, seats, lambda g: not human_to_act(seats)(g))
    saves.save_game(game, NAMES[:3], seats=seats)
    app = headless_app("en", speed="fast")
    watch = Watch(app)
    app.stack.top.buttons.find("continue").on_click()
    finish_loading(app)
    scene = watch.game()
    assert app.stack.top is scene and watch.frames[-1].game_drawn and watch.frames[-1].shown == set()
    player = ClickPlayer(app, random.Random(2))
    for _ in range(300):
        player.step()
        if watch.curtains:
            break
    assert watch.curtains, "a human's decision came, behind a curtain"


def test_the_end_of_a_rules_page_never_uncovers_another_humans_materials():
    """The rules opened at every moment a human can (while the laptop is about to pass, too) and
    closed again: no frame shows another human's materials."""
    app = headless_app("en", speed="normal")
    player = start_game(app, 4, seed=5, seats=["human", "easy", "human", "easy"])
    scene = app.stack.top
    watch = Watch(app, at_laptop=scene.viewer)
    rng = random.Random(5)
    opened = pending = 0
    for _ in range(700):
        if app.stack.top is scene and not scene.animator.busy and rng.random() < 0.3:
            pending += scene.handover is not None
            assert player.button(scene, "menu")
            assert player.button(app.stack.top, "rules")
            app.step()
            assert app.stack.top.scene_name == "rules"
            player.button(app.stack.top, "close")             # back to the game
            opened += 1
            continue
        player.step()
        if len(watch.curtains) >= 8:
            break
    assert opened >= 10 and pending >= 1 and len(watch.curtains) >= 4, (opened, pending, len(watch.curtains))


def play_watching(app, scene, watch, rng_seed: int = 1):
    """Click through the game; yields each curtain as it appears with the decisions taken since
    the last one: [(seat, phase, events, viewer)]."""
    player = ClickPlayer(app, random.Random(rng_seed))
    log = []
    seen = 0
    for _ in range(20000):
        before = len(scene.game.history)
        decider = scene.table.seat_to_act(scene.game)
        phase = scene.game.state.phase if scene.game.state.decider != CHANCE else Phase.ROLL
        player.step()
        if len(scene.game.history) > before and decider != TERMINAL:
            log.append((decider, phase, list(scene.animator.events), len(watch.frames)))
        if len(watch.curtains) > seen:
            seen = len(watch.curtains)
            yield watch.curtains[-1], log
            log = []
        if scene.game.is_over():
            return


@pytest.mark.slow
def test_the_acting_player_sees_the_outcome_before_the_curtain_falls():
    app = headless_app("en", speed="normal")
    start_game(app, 4, seed=2, seats=["human", "easy", "human", "easy"])
    scene = app.stack.top
    watch = Watch(app, at_laptop=scene.viewer)
    rituals = 0
    count = 0
    for curtain, decisions in play_watching(app, scene, watch):
        # When the curtain came, everything decided since the last one had been shown.
        assert not scene.animator.busy
        assert scene.pace.logged == len(scene.pace.events), "the log had caught up with the board"
        last_human = [d for d in decisions if scene.seats[d[0]] == "human"]
        if last_human:
            seat, phase, events, since = last_human[-1]
            if phase != Phase.TAKE and seat != scene.table.seat_to_act(scene.game) and any(
                    isinstance(e, (E.Built, E.DruidStep, E.Sacrificed, E.MaterialsGained)) for e in events):
                # His decision played out on frames drawn for him, before the curtain.
                seen = [f for f in watch.frames[since:] if f.game_drawn and f.animating and f.at_laptop == seat]
                assert seen, "the acting player saw his outcome"
                if any(isinstance(e, E.RitualStarted) for e in events):
                    rituals += 1
        count += 1
        if count >= 25 and rituals:
            break
    assert count >= 12 and rituals >= 1, (count, rituals)


def test_one_humans_decisions_in_a_row_never_repeat_the_curtain_and_it_says_what_is_asked():
    set_language("de")
    app = headless_app("de", speed="instant")
    start_game(app, 4, seed=3, seats=["human", "easy", "human", "easy"])
    scene = app.stack.top
    watch = Watch(app, at_laptop=scene.viewer)
    player = ClickPlayer(app, random.Random(3))
    last_human = None                # the human who decided last
    behind = None                    # the human of the last curtain, while only he decides
    curtains = 0
    for _ in range(6000):
        if scene.game.is_over():
            break
        seat = scene.table.seat_to_act(scene.game)
        top_before = app.stack.top
        phase = scene.game.state.phase
        history = len(scene.game.history)
        player.step()
        top = app.stack.top
        if isinstance(top, Curtain) and top is not top_before:
            curtains += 1
            nxt = scene.table.seat_to_act(scene.game)
            state = scene.game.state
            assert state.phase not in (Phase.SETUP, Phase.TAKE), "no curtain in the setup or for a +1 (T2)"
            assert nxt != behind, "the same human again, nobody else between: no curtain"
            behind = nxt
            assert top.ask == scene.curtain_ask(nxt) and top.ask.startswith(scene.names()[nxt] + ":")
            assert "your turn" not in top.ask and "sacrifice at" not in top.ask        # in German
            if state.phase == Phase.SACRIFICE:
                assert str(state.ritual[0]) in top.ask
            texts = [line for record in drawn(app, top) for line in record.lines]
            assert top.ask in " ".join(texts) or any(top.ask.startswith(t) for t in texts)
        if len(scene.game.history) > history and seat != TERMINAL and scene.seats[seat] == "human":
            last_human = seat
            if seat != behind:
                behind = None            # another human decided (a "+1" in the open)
    assert curtains >= 10


def test_at_the_end_every_humans_materials_are_shown():
    """Seen in a real window (4 players, two humans): on the game-over board only the last
    human's materials showed, the others' still "hidden", while the materials kept decide a tie
    (E5). Once the end has been shown, every stock is on the panels."""
    app = headless_app("de", speed="instant")
    start_game(app, 2, seed=4, seats=["human", "human"])
    scene = app.stack.top
    watch = Watch(app, at_laptop=scene.viewer)
    for _curtain, _decisions in play_watching(app, scene, watch):
        pass
    assert scene.game.is_over()
    for _ in range(3):
        app.step(dt=0.5)
    assert app.stack.top is scene and not scene.animator.busy
    assert all(stock is not None for stock in scene.screen().materials)
    assert watch.frames[-1].shown == {0, 1} and watch.frames[-1].hidden_drawn == 0
