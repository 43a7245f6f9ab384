"""Issue 19, item 2: every prompt, button and hint of the decision panel is drawn whole — nothing
elided, nothing cut, nothing over another control — in it/es/de/en, at 1366x768 and 1920x1080,
at every text size; and whole games played by clicks show none either.

Fast on purpose: a handful of positions of each kind of decision (rolls, +1/−1, main decisions
with Undo, a build's price with the widest price, payments and sacrifices with many ways), each
with the widest hint the engine can explain there (the real reasons of games/meduris/ai/explain.py, worded by
ui/hints.sentence; the strong player is not asked: the longest sentence is the hardest case),
and two whole games checked at sampled decisions."""

from __future__ import annotations

import random

import pytest

from meduris_gui.games.meduris.ai.explain import explain
from meduris_gui.i18n import _, set_language
from meduris_gui.games.meduris.rules.actions import HUT, TEMPLE
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.kinds import Phase
from meduris_gui.games.meduris.ui import choices
from meduris_gui.table import widgets
from meduris_gui.table.app import App, Settings
from meduris_gui.games.meduris.ui.hints import Hint, sentence
from meduris_gui.games.meduris.ui.scenes.end import EndScene
from meduris_gui.games.meduris.ui.scenes.game import GameScene
from meduris_gui.table.scenes.curtain import Curtain

from helpers import drawn, headless_app, start_game

SIZES = [(1366, 768), (1920, 1080)]
UI_SIZES = ["small", "normal", "large"]
LANGUAGES = ["it", "es", "de", "en"]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def problems(app: App, scene: GameScene) -> list[str]:
    """What the scene draws cut (anywhere) or overlapping another control (in the prompt)."""
    trace = drawn(app, scene)
    found = [f"cut {d.kind}: {' / '.join(d.lines)!r} in {d.rect}" for d in widgets.cut(trace)]
    found += [f"overlap: {' / '.join(a.lines)!r} {a.ink} and {' / '.join(b.lines)!r} {b.ink}"
              for a, b in widgets.overlapping(trace, scene.layout.prompt)]
    prompt = scene.layout.prompt
    found += [f"outside the prompt: {b.name} {b.rect}" for b in scene.buttons.buttons
              if b.name not in scene.bar_names and not prompt.contains(b.rect)]
    return found


def drawn_texts(app: App, scene: GameScene) -> str:
    return " ".join(" ".join(d.lines) for d in drawn(app, scene))


def _position(seed: int, players: int, wanted, limit: int = 6000) -> Game | None:
    rng = random.Random(seed)
    game = Game.new(["purple", "blue", "green", "red"][:players], seed=seed)
    for _step in range(limit):
        if game.is_over():
            return None
        if wanted(game):
            return game
        if game.current_player() < 0:
            game.roll(rng)
        else:
            game.apply(rng.choice(list(game.legal_actions())))
    return None


def _hut_price_words(game: Game, space: int) -> int:
    words = 0
    for verb in (HUT, TEMPLE):
        price = game.build_price(verb, space)
        words += len(" ".join([choices.price_text(price)] + choices.price_notes(price)))
    return words


KINDS = {
    "roll": lambda g: g.current_player() < 0 and g.state.phase == Phase.ROLL,
    "take": lambda g: g.state.phase == Phase.TAKE,
    "return": lambda g: g.state.phase == Phase.RETURN and len(g.legal_actions()) > 2,
    "main-undo": lambda g: g.state.phase == Phase.MAIN and g.can_undo(),
    "build-big": lambda g: g.state.phase == Phase.MAIN and any(
        a.verb == HUT and g.build_price(HUT, a.space).units >= 3 and len(g.payments_for(a)) == 1
        for a in g.legal_actions()),
    "build-end": lambda g: g.state.phase == Phase.MAIN and g.state.last_turns < 0 and any(
        a.is_build and g.build_price(a.verb, a.space).ends for a in g.legal_actions()),
    "pay-many": lambda g: g.state.phase == Phase.PAY and g.can_undo() and len(g.legal_actions()) >= 8,
    "sacrifice": lambda g: g.state.phase == Phase.SACRIFICE and len(g.legal_actions()) >= 6,
}


def positions() -> list[tuple[str, Game]]:
    found = []
    for kind, wanted in KINDS.items():
        for seed, players in ((3, 4), (4, 2), (8, 3), (9, 2)):
            game = _position(seed, players, wanted)
            if game is not None:
                found.append((kind, game))
                break
        else:
            raise AssertionError(f"no {kind} position")
    return found


POSITIONS = positions()


def widest_hint(game: Game, names) -> Hint | None:
    """The legal action whose hint in words is the longest in the current language."""
    if game.current_player() < 0 or len(game.legal_actions()) < 2:
        return None
    reasons = [(action, explain(game, action)) for action in game.legal_actions()]
    action, reason = max(reasons, key=lambda pair: len(sentence(pair[1], names)))
    return Hint(game.current_player(), len(game.history), action, reason)


def show(app: App, game: Game, kind: str) -> GameScene:
    scene = GameScene(game.copy(), seed=1)
    app.stack.replace(scene)
    while isinstance(app.stack.top, Curtain):
        app.stack.pop()
    app.step()
    if kind.startswith("build"):
        g = scene.game
        spaces = [a.space for a in g.legal_actions() if a.is_build and
                  (kind != "build-end" or g.build_price(a.verb, a.space).ends) and
                  (kind != "build-big" or (a.verb == HUT and g.build_price(HUT, a.space).units >= 3
                                           and len(g.payments_for(a)) == 1))]
        scene.space_click(max(spaces, key=lambda space: _hut_price_words(scene.game, space)))
    return scene


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("ui_size", UI_SIZES)
def test_every_decision_panel_is_drawn_whole(size, ui_size):
    """Playtest: the prompt ended mid-sentence beside Undo, build buttons lost their label, the
    hint's reason was cut and ran into the buttons."""
    app = App(size=size, settings=Settings(language="en", speed="instant", ui_size=ui_size), headless=True)
    found = []
    for kind, game in POSITIONS:
        scene = show(app, game, kind)
        for language in LANGUAGES:
            app.set_language(language)
            hint = widest_hint(scene.game, scene.names())
            scene.hinter.hint = hint
            scene._build_buttons()
            found += [f"{kind} {language}: {p}" for p in problems(app, scene)]
            if hint is not None:
                assert scene.hint_text() in drawn_texts(app, scene), (kind, language)   # the reason is shown
            if kind == "main-undo":              # the longest message where the reason goes
                scene.choosing.message = _("A worker must leave its highland and needs a highland with room")
                app.step()
                found += [f"{kind} {language} message: {p}" for p in problems(app, scene)]
                scene.choosing.message = ""
                app.step()
    assert not found, "\n".join(found[:20])


def test_a_build_ending_the_game_and_a_big_price_show_their_words_and_counts():
    """The price step of a big price: counted chips ("3×"), not a row of repeated chips; the
    last piece's warning is shown whole."""
    app = App(size=(1366, 768), settings=Settings(language="de", speed="instant"), headless=True)
    kinds = dict(POSITIONS)
    scene = show(app, kinds["build-end"], "build-end")
    texts = [text for _rect, text in scene.choosing.build_rows]
    assert any(_("Your last building: it starts the end of the game "
                 "(one last turn for every other player, then the druid's last round)") in t for t in texts)
    assert not problems(app, scene)
    scene = show(app, kinds["build-big"], "build-big")
    hut = scene.buttons.find(HUT)
    assert hut is not None and 1 <= len(hut.icons) <= 4          # one chip per material, with its count
    assert not problems(app, scene)


@pytest.mark.parametrize(("language", "size", "ui_size", "players"),
                         [("it", (1366, 768), "large", 2), ("de", (1920, 1080), "normal", 4)])
@pytest.mark.slow
def test_whole_games_show_nothing_cut(language, size, ui_size, players):
    """Whole games by clicks, hints on: at sampled decisions nothing in the window is cut and
    nothing in the prompt overlaps."""
    app = headless_app(language, size=size)
    app.settings.ui_size = ui_size
    player = start_game(app, players, seed=4)
    steps, found = 0, []
    while not isinstance(app.stack.top, EndScene):
        player.step()
        steps += 1
        scene = app.stack.top
        if steps % 5 == 0 and isinstance(scene, GameScene) and not scene.animator.busy:
            found += [f"step {steps}: {p}" for p in problems(app, scene)]
        assert steps < 20000
    assert not found, "\n".join(found[:20])
