"""Computer players in the window: chosen in the setup, thinking off the drawing loop, paced,
never behind a curtain, saved and loaded with the game, never heard once the game is left."""

from __future__ import annotations

import random
import threading
import time

import pygame
import pytest

from meduris_gui import saves
from meduris_gui.i18n import _ as translate, set_language
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.state import CHANCE
from meduris_gui.table.app import App, Settings
from meduris_gui.games.meduris.ui.autoplay import ClickPlayer
from meduris_gui.games.meduris.ui.computers import SEAT_LABELS, pause
from meduris_gui.games.meduris.ui.scenes.end import EndScene
from meduris_gui.games.meduris.ui.scenes.game import GameScene
from meduris_gui.table.scenes.curtain import Curtain
from meduris_gui.table.scenes.title import TitleScene
from meduris_gui.table.thinker import Thinker

from helpers import finish_loading, headless_app, start_game
from meduris_gui.games.meduris.rules.record import Record


@pytest.fixture(autouse=True)
def own_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(saves.ENV_DIR, str(tmp_path))
    yield
    set_language("en")


class BlockingPlayer:
    """A computer player that answers only when the test lets it (its first legal action)."""

    kind = "easy"

    def __init__(self) -> None:
        self.go = threading.Event()
        self.asked = threading.Event()
        self.answered = threading.Event()

    def observe(self, events) -> None:
        pass

    def decide(self, view, legal, deadline=None):
        assert "viewer" in view and deadline is not None      # a view, never the state
        self.asked.set()
        self.go.wait(10)
        self.answered.set()
        return legal[0]


def scene_of(app, game: Game, seats, seed: int = 1) -> GameScene:
    scene = GameScene(game, seats=seats, seed=seed)
    app.stack.replace(scene)
    app.dirty = True
    app.step()
    return scene


def sign_pixels(app, scene) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(scene.layout.thinking), "RGB")


def test_a_game_of_computers_plays_itself_from_the_setup_to_the_end_scene():
    app = headless_app("it", size=(960, 600))
    start_game(app, 3, seats=["easy", "easy", "easy"])
    scene = app.stack.top
    assert scene.seats == ["easy", "easy", "easy"]
    assert all(scene.shows_materials(seat) for seat in range(3))        # nobody to hide them from
    frames = 0
    while not isinstance(app.stack.top, EndScene):
        assert isinstance(app.stack.top, GameScene), "no curtain and no dialog in a game of computers"
        assert scene.buttons.find("roll") is None and scene.buttons.find("undo") is None
        app.step()                                       # no input at all: frames only
        frames += 1
        assert frames < 5000, "the computers do not finish the game"
    game = scene.game
    assert app.stack.top.game is game and game.is_over()
    assert scene.table.thinker.failures == 0
    assert Record.of(game).replay().state == game.state


def test_the_seat_button_cycles_human_easy_medium_strong_and_the_game_gets_the_seats():
    app = headless_app("it")
    player = ClickPlayer(app, random.Random(1))
    assert player.button(app.stack.top, "new-game")
    setup = app.stack.top
    assert player.button(setup, "players-3")
    assert setup.seats[:3] == ["human", "easy", "easy"]               # you against the computer
    assert setup.buttons.find("seat-1").label == "Computer (facile)"
    assert player.button(setup, "seat-1")
    assert setup.seats[1] == "medium" and setup.buttons.find("seat-1").label == "Computer (medio)"
    assert player.button(setup, "seat-1")
    assert setup.seats[1] == "strong" and setup.buttons.find("seat-1").label == translate(SEAT_LABELS["strong"])
    assert player.button(setup, "seat-1")
    assert setup.seats[1] == "human" and setup.buttons.find("seat-1").label == "Umano"
    assert player.button(setup, "seat-0") and player.button(setup, "seat-2") and player.button(setup, "seat-2")
    assert setup.seats[:3] == ["easy", "human", "strong"]
    assert player.button(setup, "seat-0")
    assert setup.seats[:3] == ["medium", "human", "strong"]
    assert player.button(setup, "start-game")
    scene = app.stack.top
    assert isinstance(scene, GameScene) and scene.seats == ["medium", "human", "strong"]
    assert {seat: p.kind for seat, p in scene.table.players.items()} == {0: "medium", 2: "strong"}
    scene.table.stop()


def test_the_window_keeps_drawing_while_a_computer_thinks_and_the_sign_goes_afterwards():
    app = headless_app("en")
    game = Game.new(["purple", "blue"], start_player=0, seed=3)
    blocking = BlockingPlayer()
    scene = GameScene(game, seats=["easy", "human"], seed=1)
    scene.table.players[0] = blocking
    drawn = []
    draw = scene.draw
    scene.draw = lambda surface: (drawn.append(1), draw(surface))
    app.stack.replace(scene)
    try:
        app.step()
        assert blocking.asked.wait(5)
        pictures = set()
        started = time.perf_counter()
        for _ in range(12):
            app.step(dt=0.125)                  # a dot of the spinner per frame
            pictures.add(sign_pixels(app, scene))
        assert time.perf_counter() - started < 5
        assert len(drawn) >= 13 and game.history == []                 # drawn every frame, nothing decided
        assert scene.thinking_seat() == 0 and len(pictures) >= 4        # the sign turns
        assert scene.buttons.find("undo") is None
    finally:
        blocking.go.set()
    assert blocking.answered.wait(5)
    for _ in range(5):
        app.step(dt=0.2)
    assert len(game.history) == 1 and scene.thinking_seat() is None
    pixels = sign_pixels(app, scene)
    assert len({pixels[k:k + 3] for k in range(0, len(pixels), 3)}) == 1     # plain panel: no sign any more


def test_a_computer_rolls_its_die_after_a_pause_that_follows_the_speed():
    assert pause("instant") == 0 and pause("slow") > pause("normal") > pause("fast") > 0
    game = Game.new(["purple", "blue"], start_player=0, seed=4)
    while game.current_player() != CHANCE:
        game.apply(game.legal_actions()[0])
    seats = ["human", "human"]
    seats[game.state.turn] = "easy"
    app = headless_app("en", speed="normal")
    scene = scene_of(app, game, seats)
    decisions = len(game.history)
    waited = 0.0
    while len(game.history) == decisions:
        app.step(dt=0.05)
        waited += 0.05
        assert waited < 2
    assert waited >= pause("normal") - 0.05
    assert game.deciders[-1] == CHANCE and scene.animator.busy        # the die tumbles like a human's


def test_one_human_never_sees_a_curtain_and_keeps_his_materials_in_view():
    app = headless_app("en")
    player = start_game(app, 3, seats=["human", "easy", "easy"])
    scene = app.stack.top
    for _ in range(400):
        player.step()
        assert not isinstance(app.stack.top, Curtain)
        if isinstance(app.stack.top, EndScene):
            break
        assert scene.viewer == 0
        over = scene.game.is_over() and not scene.animator.busy          # E5: the screens come down
        assert [scene.shows_materials(seat) for seat in range(3)] == [True, over, over]
    assert len(scene.game.history) > 40


def test_a_curtain_still_passes_the_laptop_between_two_humans_and_never_to_a_computer():
    app = headless_app("en")
    player = start_game(app, 3, seats=["human", "easy", "human"])
    scene = app.stack.top
    curtains = []
    for _ in range(600):
        player.step()
        top = app.stack.top
        if isinstance(top, Curtain):
            seat = scene.table.seat_to_act(scene.game)
            assert scene.seats[seat] == "human" and scene.viewer == seat
            assert top.name == scene.names()[seat]
            curtains.append(seat)
            if len(curtains) >= 3:
                break
    assert len(curtains) >= 3 and set(curtains) <= {0, 2}


def test_undo_never_takes_back_a_computer_move():
    app = headless_app("en")
    player = start_game(app, 2, seats=["human", "easy"])
    scene = app.stack.top
    checked = 0
    for _ in range(300):
        player.step()
        if not isinstance(app.stack.top, GameScene):
            continue
        game = scene.game
        if scene.computer_to_act() is not None:
            assert scene.buttons.find("undo") is None and not scene.can_undo()
        elif game.history and game.deciders[-1] == 1:
            assert not scene.can_undo()                     # the computer decided last: nothing of yours
            checked += 1
    assert checked > 0


def test_a_save_with_computers_loads_with_the_same_seats_and_their_memory():
    app = headless_app("es")
    player = start_game(app, 3, seats=["human", "easy", "easy"])
    scene = app.stack.top
    for _ in range(80):
        player.step()
    while not isinstance(app.stack.top, GameScene) or scene.animator.busy:
        player.step()
    assert player.button(scene, "menu") and player.button(app.stack.top, "saved-games")
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="contra")])
    assert player.button(app.stack.top, "save-as")
    history = list(scene.game.history)
    assert player.button(app.stack.top, "load-0")
    finish_loading(app)
    loaded = app.stack.top
    assert isinstance(loaded, GameScene) and loaded is not scene
    assert loaded.game.history == history and loaded.seats == ["human", "easy", "easy"]
    for seat, computer in loaded.table.players.items():
        assert computer.memory.stock == [list(s) for s in loaded.game.state.stock]    # every event remembered
    # Closing the window and continuing keeps the seats too (the autosave).
    app.quit()
    again = App(size=(1366, 768), settings=Settings(language="es", speed="instant"), headless=True)
    title = again.stack.push(TitleScene())
    again.step()
    title.buttons.find("continue").on_click()
    finish_loading(again)
    assert again.stack.top.seats == ["human", "easy", "easy"]
    again.quit()


def test_leaving_the_game_while_a_computer_thinks_never_applies_its_answer():
    app = headless_app("en")
    game = Game.new(["purple", "blue", "green"], start_player=1, seed=5)
    blocking = BlockingPlayer()
    scene = GameScene(game, seats=["human", "easy", "easy"], seed=1)
    scene.table.players[1] = blocking
    app.stack.replace(scene)
    try:
        app.step()
        assert blocking.asked.wait(5)
        app.step()
        assert scene.buttons.find("menu").enabled
        scene.buttons.find("menu").on_click()
        app.stack.top.buttons.find("title").on_click()              # to the title: the game is saved
        assert isinstance(app.stack.top, TitleScene)
    finally:
        blocking.go.set()
    assert blocking.answered.wait(5)
    for _ in range(5):
        app.step(dt=0.1)
    assert game.history == []
    assert saves.load_game().game.history == [] and saves.load_game().seats == ["human", "easy", "easy"]


def test_a_thinker_forgets_a_cancelled_decision_and_survives_a_broken_player():
    class Broken:
        def decide(self, view, legal, deadline=None):
            raise RuntimeError("no idea")

    thinker = Thinker()
    blocking = BlockingPlayer()
    thinker.start(blocking, {"viewer": 0}, ("a", "b"))
    assert blocking.asked.wait(5) and thinker.thinking and thinker.answer() is None
    thinker.cancel()
    blocking.go.set()
    assert blocking.answered.wait(5)
    time.sleep(0.01)
    assert thinker.answer() is None and not thinker.thinking
    thinker.start(Broken(), {"viewer": 0}, ("a", "b"))
    thinker.job.done.wait(5)
    assert thinker.answer() == "a" and thinker.failures == 1
