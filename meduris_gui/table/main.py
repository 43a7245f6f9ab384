"""Starting the window, and rendering any scene to a PNG (`meduris screenshot`)."""

from __future__ import annotations

import logging
import random
import sys

from meduris_gui.fileformat import FileFormatError
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.setup import default_colours
from ..settings import SettingsStore
from ..sim import random_steps
from .app import App, NoDisplay, Settings, system_language

log = logging.getLogger(__name__)


def run(language: str | None = None, game: str | None = None) -> int:
    """The game window with the player's remembered preferences (a first start takes the
    system's language); `language` (`meduris --lang`) is for this run only, so is `game`
    (`meduris --game dolmengoetter`: the title offers that game)."""
    app = App(store=SettingsStore(), language=language, claim_saves=True)
    if game is not None:
        app.settings.game = game
    app.stack.push("title")
    app.run()
    return 0


def run_safely(language: str | None = None, game: str | None = None) -> int:
    """Start the window; a broken data file (board, catalog, missing asset) is named on the
    command line instead of a traceback; no window at all (no display) is said in the player's
    language, status 1."""
    try:
        return run(language) if game is None else run(language, game)
    except NoDisplay as error:
        log.error("no window: %s", error)
        print(f"meduris: {error}", file=sys.stderr)
        return 1
    except (FileFormatError, FileNotFoundError) as error:
        log.error("%s", error)
        print(f"meduris: {error}", file=sys.stderr)
        return 2


def build_scene(app: App, scene: str, players: int, seed: int, moves: int, seats: list | None = None,
                page: int = 0, step: int = 1):
    """The scene `scene` of a seeded random game after `moves` decisions (die rolls included).
    `seats`: who plays each seat ("human", "easy", "strong"; None: humans). When a computer is to
    move, the picture shows its thinking sign. "rules": the rules help's page `page` (0: the
    contents) over the title. "about": the About box over the title. "tutorial": the guided game at its step `step` (1-based)."""
    if scene == "tutorial":
        app.stack.push("tutorial", step=step - 1)
        return
    if _menu_scene(app, scene, "", players, seed, seats, page):
        return
    rng = random.Random(seed)
    game = Game.new(default_colours(players), rng.randrange(players), rng=rng)
    limit = None if scene in ("end", "replay") else moves
    events = []
    for step in random_steps(game, rng, limit):
        events.extend(step)
    view = app.stack.push("game", game=game, seats=seats, seed=seed, events=events)
    if scene == "replay":         # the finished game watched again, at its middle
        view.show_end()
        replay = app.stack.push("replay", game=game, names=view.names())
        replay.go_to(replay.turn_start(replay.turns // 2))
        return
    if scene == "end":
        view.show_end()


def _menu_scene(app: App, scene: str, prefix: str, players: int, seed: int, seats: list | None,
                page: int) -> bool:
    """The scenes over the title, the same for every game ("title", "rules", "about", "setup"),
    with the game's own rules and setup scenes (`prefix`: "" for Meduris, "dg-" for Die
    Dolmengötter). False for a scene of the game itself."""
    if scene in ("title", "rules", "about"):
        app.stack.push("title")
        if scene == "rules":
            app.stack.push(prefix + "rules", page=page)
        elif scene == "about":
            app.stack.push("about")
        return True
    if scene == "setup":
        app.stack.push("title")
        setup = app.stack.push(prefix + "setup", seed=seed)
        setup.set_players(players)
        if seats is not None:
            setup.seats[:players] = seats
            setup.resize(app.size)
        return True
    return False


def build_dolmen_scene(app: App, scene: str, players: int, seed: int, moves: int, seats: list | None = None,
                       page: int = 0, step: int = 1) -> None:
    """Die Dolmengötter's scene `scene` of a seeded random game after `moves` decisions. "rules"
    shows its rules page `page` over the title, "tutorial" its guided game at step `step` (1-based)."""
    from ..games.dolmengoetter.rules.game import Game as DolmenGame
    from ..games.dolmengoetter.ui.colours import COLOURS
    app.settings.game = "dolmengoetter"
    if scene == "tutorial":
        app.stack.push("title")
        app.stack.replace("dg-tutorial", step=step - 1)
        return
    if _menu_scene(app, scene, "dg-", players, seed, seats, page):
        return
    rng = random.Random(seed)
    game = DolmenGame.new(list(COLOURS[:players]), rng.randrange(players))
    limit = None if scene in ("end", "replay") else moves
    count = 0
    while not game.is_over() and (limit is None or count < limit):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
        count += 1
    view = app.stack.push("dg-game", game=game, seats=seats, seed=seed)
    while app.stack.top is not view:          # the curtain of a game of humans: lifted for the picture
        app.stack.pop()
    if scene == "replay":         # the finished game watched again, at its middle decision
        replay = app.stack.push("dg-replay", game=game, names=view.names(), seats=view.seats.kinds)
        replay.go_to(replay.total // 2)
    if scene == "end":
        view.show_end()


def screenshot(out: str, scene: str = "game", language: str | None = None, size=(1366, 768), players: int = 2,
               seed: int = 1, moves: int = 40, seats: list | None = None, page: int = 0, step: int = 1,
               game: str = "meduris") -> str:
    """Render `scene` to the PNG `out`. Without `language`, the system's one as at a first start
    (the player's settings file is neither read nor written: a picture depends only on its
    arguments and the environment)."""
    if language is None:
        language = system_language()
    app = App(size=size, settings=Settings(language=language, speed="instant", autosave=False), headless=True)
    if game == "dolmengoetter":
        build_dolmen_scene(app, scene, players, seed, moves, seats, page, step)
    else:
        build_scene(app, scene, players, seed, moves, seats, page, step)
    app.step()          # a computer to move starts thinking in this frame: the picture shows its sign
    app.pg.image.save(app.screen, out)
    return out
