"""A monkey test: thousands of random events at every scene of the window, headless.

Every scene gets random mouse motion, clicks (at random places, outside the window too, on the
centre of every button, on the board's spaces, highlands and workers), the wheel, key presses
(Escape, Return, Space, Tab, Backspace, F11 and random keys), typed text with random unicode,
window resizes, minimise / restore / focus-lost, and only at the very end QUIT. Everything is
seeded (random.Random(seed)), so a failure replays exactly.

After every batch the app draws a frame; nothing may raise. Every few hundred events the
invariants are checked: the stack is not empty, a game's state converts to a dict and back
unchanged, and the game's record replays to the same state.

Events are made lazily, one at a time, while `app.step` handles them: each event is aimed at the
scene that is on top at that moment (its buttons, its board). The title's Quit button is the one
place the monkey never clicks (quitting is what the final QUIT checks).

A bug the monkey finds is kept as a strict xfail with a minimal reproduction next to it; once it
is fixed, the reproduction stays as a plain regression test (the zero-width names at the end).
Run with -s to see what each monkey did (events, resets, decisions, scenes, gestures).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pygame
import pytest

from meduris_gui.games.dolmengoetter.rules import record as dolmen_record
from meduris_gui.games.dolmengoetter.rules import serial as dolmen_serial
from meduris_gui.games.dolmengoetter.rules.game import Game as DolmenGame
from meduris_gui.games.eiszeit.rules import record as ice_record
from meduris_gui.games.eiszeit.rules.game import Game as IceGame
from meduris_gui.i18n import set_language
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.kinds import Phase
from meduris_gui.games.meduris.rules.record import Record
from meduris_gui.games.meduris.rules.serial import state_from_dict, state_to_dict
from meduris_gui.games.meduris.rules.setup import default_colours
from meduris_gui.games.meduris.rules.state import CHANCE
from meduris_gui.table.app import MIN_SIZE
from meduris_gui.games.meduris.ui.autoplay import ClickPlayer, click_event
from meduris_gui.games.meduris.ui.log import GameLog
from meduris_gui.games.meduris.ui.scenes.end import EndScene
from meduris_gui.games.meduris.ui.scenes.game import GameScene
from meduris_gui.games.meduris.ui.scenes.curtain import MedurisCurtain
from meduris_gui.table.scenes.curtain import Curtain
from meduris_gui.table.scenes.overlays import GameMenu
from meduris_gui.games.meduris.ui.scenes.rules_pages import RulesOverlay
from meduris_gui.table.scenes.saves import SavesOverlay
from meduris_gui.games.meduris.ui.scenes.setup import SetupScene
from meduris_gui.table.scenes.title import TitleScene

from helpers import headless_app


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


@pytest.fixture(autouse=True)
def saves_in_tmp(tmp_path, monkeypatch):
    """Autosaves and named saves (when the game writes them) go to a folder of this test."""
    monkeypatch.setenv("MEDURIS_DATA_DIR", str(tmp_path))


# -- seeded games, stopped at interesting points -------------------------------------------------

@dataclass
class Snapshot:
    game: Game              # a copy: it has the tokens, so it has a record
    events: list            # every engine event up to here (for a realistic log)


_SNAPSHOTS: dict = {}


def snapshots(players: int, seed: int) -> dict:
    """A seeded game played by the engine to its end; a copy at the first moment of each phase
    (setup after the first worker, roll, take, return, main, pay, sacrifice, over)."""
    key = (players, seed)
    if key not in _SNAPSHOTS:
        rng = random.Random(seed)
        game = Game.new(default_colours(players), start_player=rng.randrange(players), seed=seed)
        events: list = []
        found: dict = {}
        while True:
            state = game.state
            phase = state.phase
            if phase not in found and not (phase == Phase.SETUP and state.placed == 0):
                found[phase] = Snapshot(game.copy(), list(events))
            if game.is_over():
                break
            if state.decider == CHANCE:
                events.extend(game.roll(rng))
            else:
                events.extend(game.apply(rng.choice(game.legal_actions())))
        _SNAPSHOTS[key] = found
    return _SNAPSHOTS[key]


def snapshot(players: int, seed: int, phase: Phase) -> Snapshot:
    found = snapshots(players, seed)
    assert phase in found, f"the seeded game ({players} players, seed {seed}) never reached phase {phase}"
    return found[phase]


def game_scene_from(app, snap: Snapshot, names=None, seed: int = 0, seats=None) -> GameScene:
    """The game scene of a copy of the snapshot, with the log of everything before it."""
    scene = GameScene(snap.game.copy(), names, seats=seats, seed=seed, events=list(snap.events))
    app.stack.replace(scene)
    app.dirty = True
    app.step()
    return scene


def back_to_game(app, snap: Snapshot, names, seed: int) -> GameScene:
    """The stack's game scene with nothing left above it; the snapshot's when there is none."""
    scene = next((s for s in app.stack.scenes if isinstance(s, GameScene)), None)
    if scene is None:
        scene = game_scene_from(app, snap, names, seed=seed)
    while app.stack.top is not scene:
        app.stack.pop()
    return scene


# -- the monkey ----------------------------------------------------------------------------------

SPECIAL_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_F11,
                pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_KP_ENTER,
                pygame.K_DELETE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END)
ALL_KEYS = tuple(sorted({getattr(pygame, name) for name in dir(pygame) if name.startswith("K_")}))
MODS = (0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL, pygame.KMOD_ALT, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)

# Text as SDL's TEXTINPUT delivers it: UTF-8, so never a NUL and never a lone surrogate.
PRINTABLE = ("abcxyzABCXYZ0189 .,-_'!?@#%&()[]{}<>/\\|~^`\"*+=;:$"   # ASCII, braces for str.format
             "äöüßéèêñçøåæœÄÖÜÉÑ"                                    # the players' own languages
             "αβγΩЖжщЯ"                                              # Greek, Cyrillic
             "中文字日本語한국어ก"                                      # CJK, Hangul, Thai
             "שלוםمرحبا"                                              # right to left
             "😀🎲🏠⛪🧙‍👩🏽\U0001F1EE\U0001F1F9"                       # emoji (astral), ZWJ sequences
             "\u00a0\u3000\t")                                        # odd spaces
# Characters that draw nothing on their own: zero-width space / joiners, soft hyphen, direction
# marks, BOM, combining marks.
ZERO_WIDTH = "\u200b\u200c\u200d\u00ad\u200e\u200f\u2060\ufeff\u0301\u0308\u034f"


def random_text(rng: random.Random, alphabet: str, wild: bool) -> str:
    """1-4 characters from `alphabet`; `wild` adds any code point SDL could send."""
    out = []
    for _ in range(rng.randint(1, 4)):
        if wild and rng.random() < 0.3:
            cp = rng.randrange(1, 0x110000)
            while 0xD800 <= cp <= 0xDFFF:
                cp = rng.randrange(1, 0x110000)
            out.append(chr(cp))
        else:
            out.append(rng.choice(alphabet))
    return "".join(out)


def key_event(kind: int, key: int, mod: int = 0) -> pygame.event.Event:
    uni = chr(key) if 32 <= key < 127 else ""
    return pygame.event.Event(kind, key=key, mod=mod, unicode=uni, scancode=0, window=None)


@dataclass
class Weights:
    motion: float = 25
    click: float = 12            # down + up at a random place (any mouse button)
    button: float = 14           # a left click on the centre of a button of the top scene
    target: float = 8            # a left click on a space, highland, worker, name box or text field
    wheel: float = 5
    key: float = 16
    text: float = 6
    erase: float = 2             # Backspace held down: 1-20 presses
    retype: float = 0            # click a name box or text field, erase, type, Return / Tab / Esc
    window: float = 3
    resize: float = 0.6
    f11: float = 0.25

    def table(self):
        names = [f for f in self.__dataclass_fields__]
        return names, [getattr(self, f) for f in names]


@dataclass
class Monkey:
    app: object
    rng: random.Random
    weights: Weights = field(default_factory=Weights)
    alphabet: str = PRINTABLE
    wild_text: bool = False
    sent: int = 0
    kinds: dict = field(default_factory=dict)      # gestures made, by kind
    tops: dict = field(default_factory=dict)       # batches ended, by the scene on top (its class)
    decisions: int = 0                             # game decisions the clicks took (all games)
    resets: int = 0
    away: int = 0                                  # gestures made since the scene under test was left

    # -- positions -----------------------------------------------------------------------------

    def top(self):
        return self.app.stack.top

    def buttons(self) -> list:
        """The buttons of the top scene (or of the scene below an overlay)."""
        for scene in reversed(self.app.stack.scenes):
            row = getattr(scene, "buttons", None)
            if row is not None:
                return [b for b in row.buttons if b.name != "quit"]
        return []

    def is_quit(self, pos) -> bool:
        """Would a left click here press the title's Quit button?"""
        row = getattr(self.top(), "buttons", None)
        if row is None:
            return False
        return any(b.name == "quit" and b.enabled and b.contains(pos) for b in row.buttons)

    def random_pos(self) -> tuple:
        w, h = self.app.size
        if self.rng.random() < 0.15:          # outside the window, or on its very edge
            return (self.rng.randint(-300, w + 300), self.rng.choice((-1, 0, h - 1, h, h + 50, -5000, 10 ** 6)))
        return (self.rng.randint(-20, w + 20), self.rng.randint(-20, h + 20))

    def target_pos(self) -> tuple | None:
        """A place that means something to the top scene besides its buttons: a space, a
        highland or a worker of the board; a name box of the setup; a text field."""
        scene = self.top()
        rng = self.rng
        if isinstance(scene, GameScene) and scene.view.geometry is not None:
            g = scene.view.geometry
            what = rng.randrange(3)
            if what == 0:
                return g.space(rng.randrange(scene.game.state.board.n))
            if what == 1:
                return g.highland(rng.randrange(4))
            highland, level = rng.randrange(4), rng.randint(1, 3)
            x, y = g.tower_slot(highland, level)
            return (x, y - g.worker_height() * 0.4)
        if isinstance(scene, SetupScene) and scene.rows:
            row = rng.choice(scene.rows)
            return (row.left + rng.randint(1, scene.scale.px(239)), rng.randint(row.top, row.bottom - 1))
        rect = getattr(scene, "field", None)
        if isinstance(rect, pygame.Rect) and rect.width > 0:
            return (rng.randint(rect.left, rect.right - 1), rng.randint(rect.top, rect.bottom - 1))
        return None

    def safe(self, pos) -> tuple:
        pos = (int(pos[0]), int(pos[1]))
        while self.is_quit(pos):
            pos = self.random_pos()
        return pos

    # -- events --------------------------------------------------------------------------------

    def one(self) -> list:
        """One gesture (a few events), aimed at the scene on top now."""
        rng = self.rng
        names, weights = self.weights.table()
        kind = rng.choices(names, weights)[0]
        self.kinds[kind] = self.kinds.get(kind, 0) + 1
        if kind == "motion":
            pos = self.random_pos()
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-50, 50), rng.randint(-50, 50)),
                                       buttons=(rng.randint(0, 1), 0, 0), touch=False, window=None)]
        if kind == "click":
            button = rng.choice((1, 1, 1, 2, 3, 4, 5, 6, 7))
            pos = self.safe(self.random_pos()) if button == 1 else self.random_pos()
            return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False, window=None),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False, window=None)]
        if kind == "button":
            buttons = self.buttons()
            pos = rng.choice(buttons).rect.center if buttons else self.random_pos()
            return click_event(self.safe(pos))
        if kind == "target":
            pos = self.target_pos() or self.random_pos()
            return click_event(self.safe(pos))
        if kind == "wheel":
            y = rng.choice((-3, -1, -1, 1, 1, 3, 0))
            x = rng.choice((0, 0, 0, -1, 1))
            return [pygame.event.Event(pygame.MOUSEWHEEL, x=x, y=y, flipped=False, precise_x=float(x),
                                       precise_y=float(y), touch=False, which=0, window=None)]
        if kind == "key":
            key = rng.choice(SPECIAL_KEYS) if rng.random() < 0.6 else rng.choice(ALL_KEYS)
            if key == pygame.K_F11:
                key = pygame.K_ESCAPE           # F11 has a (rarer) kind of its own: it is slow
            mod = rng.choice(MODS)
            return [key_event(pygame.KEYDOWN, key, mod), key_event(pygame.KEYUP, key, mod)]
        if kind == "text":
            return [pygame.event.Event(pygame.TEXTINPUT, text=random_text(rng, self.alphabet, self.wild_text),
                                       window=None)]
        if kind == "erase":
            presses = []
            for _ in range(rng.randint(1, 20)):
                presses += [key_event(pygame.KEYDOWN, pygame.K_BACKSPACE), key_event(pygame.KEYUP, pygame.K_BACKSPACE)]
            return presses
        if kind == "retype":
            pos = self.target_pos() or self.random_pos()
            events = click_event(self.safe(pos))
            for _ in range(rng.choice((0, 0, 3, 8, 16, 20))):
                events += [key_event(pygame.KEYDOWN, pygame.K_BACKSPACE), key_event(pygame.KEYUP, pygame.K_BACKSPACE)]
            events.append(pygame.event.Event(pygame.TEXTINPUT, text=random_text(rng, self.alphabet, self.wild_text),
                                             window=None))
            done = rng.choice((pygame.K_RETURN, pygame.K_TAB, pygame.K_ESCAPE))
            return events + [key_event(pygame.KEYDOWN, done), key_event(pygame.KEYUP, done)]
        if kind == "window":
            return [pygame.event.Event(rng.choice((pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED,
                                                   pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED,
                                                   pygame.WINDOWEXPOSED, pygame.WINDOWENTER,
                                                   pygame.WINDOWLEAVE)), window=None)]
        if kind == "resize":
            w, h = rng.randint(200, 2600), rng.randint(150, 1600)
            return [pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h), window=None),
                    pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h, window=None)]
        assert kind == "f11"
        return [key_event(pygame.KEYDOWN, pygame.K_F11), key_event(pygame.KEYUP, pygame.K_F11)]

    def stream(self, count: int, focused=None, patience: int = 0):
        """Up to `count` events, each made just before the app handles it. The batch ends early
        once the monkey has spent more than `patience` gestures away from the scene under test."""
        made = 0
        while made < count:
            if focused is not None:
                if focused(self.app):
                    self.away = 0
                else:
                    self.away += 1
                    if self.away > patience:
                        return
            for event in self.one():
                assert self.app.running and self.app.stack.scenes, "the scene stack emptied before QUIT"
                yield event
                made += 1
                self.sent += 1

    def batch(self, count: int, focused=None, patience: int = 0) -> None:
        before = {id(s.game): len(s.game.history) for s in self.app.stack.scenes if isinstance(s, GameScene)}
        self.app.step(self.stream(count, focused, patience), dt=self.rng.choice((0.0, 1 / 60, 1 / 60, 0.05, 0.1)))
        for scene in self.app.stack.scenes:
            if isinstance(scene, GameScene) and id(scene.game) in before:
                self.decisions += max(0, len(scene.game.history) - before[id(scene.game)])
        if self.app.stack.top is not None:
            kind = type(self.app.stack.top)
            self.tops[kind] = self.tops.get(kind, 0) + 1
        assert self.app.running and self.app.stack.scenes, "the scene stack emptied before QUIT"
        w, h = self.app.size
        assert w >= MIN_SIZE[0] and h >= MIN_SIZE[1] or self.app.fullscreen


def check_invariants(app) -> None:
    assert app.running
    assert app.stack.scenes, "the scene stack is empty"
    for scene in app.stack.scenes:
        game = getattr(scene, "game", None)
        if game is None:
            continue
        state = game.state
        if isinstance(game, DolmenGame):      # the title offers Die Dolmengötter too: its own format
            data = dolmen_serial.state_to_dict(state)         # (its states compare as data)
            assert dolmen_serial.state_to_dict(dolmen_serial.state_from_dict(data)) == data
            assert dolmen_serial.state_to_dict(dolmen_record.Record.of(game).replay().state) == data
            continue
        if isinstance(game, IceGame):         # and Eiszeit: the whole game as JSON, through a file and a replay
            text = game.to_json()
            assert IceGame.from_json(text).to_json() == text
            assert ice_record.Record.of(game).replay().to_json() == text
            continue
        assert state_from_dict(state_to_dict(state)) == state
        assert Record.of(game).replay().state == state


def run_monkey(app, seed: int, events: int, focused, reset, weights: Weights | None = None,
               check_every: int = 250, patience: int = 8, **options) -> Monkey:
    """Send `events` random events in batches of 4-40; when the monkey has made more than
    `patience` gestures away from the scene under test (`focused(app)` false), the batch ends and
    `reset(app)` brings the scene back. `reset=None`: let it wander."""
    monkey = Monkey(app, random.Random(seed), weights or Weights(), **options)
    checked = 0
    while monkey.sent < events:
        monkey.batch(monkey.rng.randint(4, 40), focused if reset else None, patience)
        if monkey.sent - checked >= check_every:
            check_invariants(app)
            checked = monkey.sent
        if reset is not None and monkey.away > patience:
            reset(app)
            monkey.resets += 1
            monkey.away = 0
            assert focused(app), "reset() did not bring the scene under test back"
    check_invariants(app)
    # QUIT, only now: the app stops and leaves no scene behind.
    app.step([pygame.event.Event(pygame.QUIT)])
    assert app.running is False
    assert app.stack.scenes == []
    app.step()                                   # a frame after quitting does no harm
    tops = {kind.__name__: count for kind, count in monkey.tops.items()}
    print(f"monkey seed {seed}: {monkey.sent} events, {monkey.resets} resets, {monkey.decisions} decisions, "
          f"tops {tops}, gestures {monkey.kinds}")
    return monkey


def top_is(*kinds):
    return lambda app: isinstance(app.stack.top, kinds)


def in_stack(kind):
    return lambda app: any(isinstance(scene, kind) for scene in app.stack.scenes)


# -- the scenes ----------------------------------------------------------------------------------

def test_monkey_title():
    app = headless_app("it", speed="instant", seed=11)

    def reset(app):
        app.stack.replace(TitleScene())
        app.dirty = True
        app.step()

    monkey = run_monkey(app, seed=101, events=500, focused=top_is(TitleScene), reset=reset, patience=6)
    assert monkey.sent >= 500


def setup_scene(players: int):
    """A reset to the setup scene (above the title) with `players` players chosen by a click."""
    def reset(app):
        app.stack.replace(TitleScene())
        app.stack.push(SetupScene())
        app.notice = ""                      # a notice left by the monkey would take the click below
        app.dirty = True
        app.step()
        assert ClickPlayer(app, random.Random(0)).button(app.stack.top, f"players-{players}")
        assert app.stack.top.players == players
    return reset


def setup_focused(players: int):
    return lambda app: isinstance(app.stack.top, SetupScene) and app.stack.top.players == players


SETUP_WEIGHTS = Weights(text=12, erase=4, retype=8, key=20, click=16, button=12, target=8)


@pytest.mark.parametrize(("players", "language"), [(2, "en"), (3, "de"), (4, "es")])
def test_monkey_setup(players, language):
    """Names typed in every script (emoji, right to left, braces...), colours, start player."""
    app = headless_app(language, speed="instant", seed=players)
    reset = setup_scene(players)
    reset(app)
    monkey = run_monkey(app, seed=200 + players, events=800, focused=setup_focused(players), reset=reset,
                        weights=SETUP_WEIGHTS, patience=8)
    assert monkey.sent >= 800
    assert monkey.kinds.get("text", 0) + monkey.kinds.get("retype", 0) > 20


def test_monkey_setup_typing_any_unicode():
    """As test_monkey_setup, but the text may be any code point SDL can deliver, including those
    that draw nothing on their own. This monkey found the zero-width crash (a name of only U+200B,
    U+00AD, U+200D... made widgets.render raise pygame.error 'Text has zero width'; fixed in
    8945ed2): see the two reduced tests at the end of this file."""
    app = headless_app("it", speed="instant", seed=5)
    reset = setup_scene(2)
    reset(app)
    names: set = set()                       # every name the setup held while the monkey typed

    def focused(app) -> bool:
        if isinstance(app.stack.top, SetupScene):
            names.update(app.stack.top.names)
        return setup_focused(2)(app)

    monkey = run_monkey(app, seed=205, events=3000, focused=focused, reset=reset, weights=SETUP_WEIGHTS,
                        patience=8, alphabet=PRINTABLE + ZERO_WIDTH * 30, wild_text=True)
    assert monkey.sent >= 3000
    # The setup drew names that draw nothing (the crash's case) and names with any code point.
    assert any(name and set(name) <= set(ZERO_WIDTH) for name in names)
    assert any(set(name) - set(PRINTABLE + ZERO_WIDTH) for name in names)


GAME_POINTS = [
    # (players, seed, phase, speed, language)
    (2, 3, Phase.SETUP, "instant", "en"),
    (2, 9, Phase.ROLL, "slow", "de"),
    (3, 7, Phase.TAKE, "instant", "en"),
    (4, 8, Phase.RETURN, "instant", "it"),
    (3, 4, Phase.MAIN, "fast", "it"),
    (4, 5, Phase.PAY, "instant", "de"),
    (2, 6, Phase.SACRIFICE, "fast", "es"),
]


@pytest.mark.parametrize(("players", "seed", "phase", "speed", "language"), GAME_POINTS,
                         ids=[f"{p}p-{phase.word}" for p, _s, phase, _sp, _l in GAME_POINTS])
def test_monkey_game(players, seed, phase, speed, language):
    """The game scene at a point of a seeded game; the monkey is brought back to that point
    whenever its clicks have moved the game on for a while."""
    snap = snapshot(players, seed, phase)
    app = headless_app(language, speed=speed, seed=seed)
    names = ["Ada", "", "Zoë {x} {0}", "李"][:players]

    def reset(app):
        app.settings.speed = speed
        game_scene_from(app, snap, names, seed=seed)
        assert app.stack.top.game.state.phase == phase

    def focused(app):
        return any(isinstance(scene, GameScene) and scene.game.state.phase == phase for scene in app.stack.scenes)

    reset(app)
    monkey = run_monkey(app, seed=300 + 10 * players + phase, events=900, focused=focused, reset=reset,
                        patience=15)
    assert monkey.sent >= 900


def test_monkey_game_with_computers():
    """One human and two computer players at speed "fast": the monkey clicks, types and opens
    menus while the computers think and move; they never take the human's turn or crash."""
    snap = snapshot(3, 21, Phase.MAIN)
    app = headless_app("de", speed="fast", seed=21)
    scenes = []

    def reset(app):
        app.settings.speed = "fast"
        scenes.append(game_scene_from(app, snap, None, seed=21, seats=["human", "easy", "easy"]))

    reset(app)
    monkey = run_monkey(app, seed=963, events=700, focused=in_stack(GameScene), reset=reset, patience=10)
    assert monkey.sent >= 700
    assert all(scene.table.thinker.failures == 0 for scene in scenes)
    assert sum(len(scene.game.history) - len(snap.game.history) for scene in scenes) > 0


def test_monkey_fullscreen():
    """F11 first: in full screen the window ignores resizes; the monkey plays on, F11 aside."""
    snap = snapshot(3, 19, Phase.MAIN)
    app = headless_app("de", speed="fast", seed=19)

    def reset(app):
        game_scene_from(app, snap, None, seed=19)
        if not app.fullscreen:
            app.step([key_event(pygame.KEYDOWN, pygame.K_F11), key_event(pygame.KEYUP, pygame.K_F11)])
        assert app.fullscreen and app.size[0] > 0 and app.size[1] > 0

    reset(app)
    weights = Weights(f11=0, resize=3)
    monkey = run_monkey(app, seed=950, events=500, focused=lambda app: app.fullscreen and in_stack(GameScene)(app),
                        reset=reset, weights=weights, patience=15)
    assert monkey.sent >= 500 and app.fullscreen


def test_monkey_game_during_animations():
    """Speed 'normal': a roll starts the die, the workers, the materials and the druid moving;
    the monkey mostly moves, scrolls and types while they run (a click skips them)."""
    snap = snapshot(4, 12, Phase.ROLL)
    app = headless_app("es", speed="normal", seed=12)

    def reset(app):
        app.settings.speed = "normal"
        scene = game_scene_from(app, snap, None, seed=12)
        assert ClickPlayer(app, random.Random(0)).button(scene, "roll")
        assert scene.animator.busy

    busy = 0

    def focused(app):
        nonlocal busy
        scene = app.stack.top
        if isinstance(scene, GameScene) and scene.animator.busy:
            busy += 1
            return True
        return False

    reset(app)
    weights = Weights(click=2, button=2, target=1, key=10, motion=40, wheel=8, text=5)
    monkey = run_monkey(app, seed=400, events=700, focused=focused, reset=reset, weights=weights, patience=3)
    assert monkey.sent >= 700
    assert busy > 200


def test_monkey_curtain():
    snap = snapshot(3, 13, Phase.MAIN)
    app = headless_app("de", speed="fast", seed=13)

    def reset(app):
        scene = back_to_game(app, snap, ["Uno", "Due", "Tre"], seed=13)
        seat = (scene.game.state.decider + 1) % scene.game.state.players
        app.stack.push(MedurisCurtain(scene.names()[seat], scene.game.state.colours[seat]))
        app.dirty = True
        app.step()

    reset(app)
    weights = Weights(click=3, button=3, target=2, key=10, motion=30, wheel=6, text=5)
    monkey = run_monkey(app, seed=500, events=500, focused=top_is(Curtain), reset=reset, weights=weights,
                        patience=2)
    assert monkey.sent >= 500


@pytest.mark.parametrize("under", ["title", "setup", "game", "end"])
def test_monkey_rules_overlay(under):
    app = headless_app("it", speed="fast", seed=14)
    if under == "setup":
        setup_scene(3)(app)
    elif under == "game":
        game_scene_from(app, snapshot(2, 14, Phase.MAIN), None, seed=14)
    elif under == "end":
        snap = snapshot(3, 14, Phase.OVER)
        names = ["A", "B", "C"]
        log = GameLog(names)
        log.extend(snap.events)
        app.stack.replace(EndScene(snap.game.copy(), names, log))
    base = app.stack.top

    def reset(app):
        if base in app.stack.scenes:
            while app.stack.top is not base:
                app.stack.pop()
        else:
            app.stack.replace(base)
        app.stack.push(RulesOverlay())
        app.dirty = True
        app.step()

    reset(app)
    weights = Weights(click=3, button=3, target=2, key=12, motion=20, wheel=25, text=3)
    monkey = run_monkey(app, seed=600 + len(under), events=350, focused=top_is(RulesOverlay), reset=reset,
                        weights=weights, patience=2)
    assert monkey.sent >= 350


@pytest.mark.parametrize(("players", "seed", "language"), [(2, 15, "en"), (4, 16, "de")])
def test_monkey_end(players, seed, language):
    snap = snapshot(players, seed, Phase.OVER)
    app = headless_app(language, speed="instant", seed=seed)

    def reset(app):
        names = [f"P{k}" for k in range(players)]
        log = GameLog(names)
        log.extend(snap.events)
        app.stack.replace(EndScene(snap.game.copy(), names, log))
        app.dirty = True
        app.step()

    reset(app)
    monkey = run_monkey(app, seed=700 + players, events=400, focused=top_is(EndScene), reset=reset, patience=6)
    assert monkey.sent >= 400


@pytest.mark.parametrize(("kind", "seed"), [(GameMenu, 908), (SavesOverlay, 912)], ids=["menu", "saves"])
def test_monkey_game_menus(kind, seed):
    """The game's menu and the saved-games overlay (save as with typed names, load, delete)."""
    snap = snapshot(3, 18, Phase.MAIN)
    app = headless_app("en", speed="instant", seed=18)

    def reset(app):
        scene = back_to_game(app, snap, ["Ann", "Bob", "Cy"], seed=18)
        app.stack.push(kind(scene))
        app.dirty = True
        app.step()

    reset(app)
    weights = Weights(click=10, button=25, target=2, key=14, motion=15, wheel=3, text=14)
    monkey = run_monkey(app, seed=seed, events=400, focused=top_is(kind), reset=reset,
                        weights=weights, patience=3)
    assert monkey.sent >= 400


def test_monkey_wanders_the_whole_app():
    """No resets: from the title through setups, games and end scenes wherever the clicks lead."""
    app = headless_app("en", speed="instant", seed=17)
    weights = Weights(button=30, target=20, click=8, motion=10, key=6, text=3, wheel=2)
    monkey = run_monkey(app, seed=800, events=3000, focused=None, reset=None, weights=weights)
    assert monkey.sent >= 3000
    assert {TitleScene, SetupScene, GameScene} <= set(monkey.tops)
    assert monkey.decisions > 0


# -- the bug the monkey found, reduced (fixed in 8945ed2; kept as regression tests) -----------------

def _type_name(app, text: str) -> SetupScene:
    scene = app.stack.top
    row = scene.rows[0]
    app.step(click_event((row.left + 5, row.centery)))            # click the first name
    assert scene.editing == 0
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)])
    return scene


@pytest.mark.parametrize("text", ["\u200b", "\u00ad", "\u200d\u200c", "\ufeff", "\u2060"])
def test_zero_width_name_in_setup(text):
    """Was: pygame.error 'Text has zero width' when the setup drew a name of only such characters."""
    app = headless_app("en")
    app.stack.push(SetupScene())
    app.dirty = True
    app.step()
    scene = _type_name(app, text)
    app.step([key_event(pygame.KEYDOWN, pygame.K_RETURN)])        # done typing: the name is drawn alone
    assert scene.names[0] == text and scene.editing == -1


def test_zero_width_name_in_the_game_scene():
    """Was: the same crash in the game scene's player panel (and the log, the curtain...)."""
    app = headless_app("en")
    scene = game_scene_from(app, snapshot(2, 3, Phase.SETUP), ["\u200b", "Bo"])     # step() draws the panels
    # The name is kept as typed (not replaced by a default) and reaches the panel and the log.
    assert scene.names() == ["\u200b", "Bo"]
    assert any(segment.kind == "player" and segment.text == "\u200b"
               for line in scene.log.entries() for segment in line.segments)
    app.stack.push(MedurisCurtain(scene.names()[0], scene.game.state.colours[0]))
    app.dirty = True
    app.step()
    assert app.running and isinstance(app.stack.top, Curtain) and app.stack.top.name == "\u200b"
    app.step([key_event(pygame.KEYDOWN, pygame.K_RETURN)])      # the curtain goes: the game is drawn again
    assert app.stack.top is scene
