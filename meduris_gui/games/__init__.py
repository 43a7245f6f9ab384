"""The games this program plays (issue 21), each a package of the same shape here:
meduris_gui/games/<name>/{entry.py, rules (pure Python), ai, ui, lessons.py}. What every game
shares is outside: the window's table in meduris_gui/table, the pure-Python plumbing at the top
level. Neither knows any game by its package: both ask this registry.

The game-entry protocol: each game's `entry.py` defines `ENTRY`, one object implementing
`GameEntry` (below), which answers everything the table and the tools need of that game: its
title and record format, its scenes and which of them start a game, its title picture, how its
records are read and replayed (its errors as the table's), its sound cues, its colours and
player counts, its guided game's rules, and what `meduris sim|arena|replay|screenshot` do for it.
`entry(name)` imports a game's entry module by name with importlib the first time it is asked
for (importing this registry imports no game; an entry module imports its game's modules only
inside its methods, so asking for an entry is cheap too). A name no game has is an
UnknownGameError.

Records and saves say their game: `game: <name>` (and a format of their own); a record or save
without `game` is Meduris's (every file written before issue 21)."""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass
from typing import Any, Callable, Protocol, runtime_checkable

GAMES = ("meduris", "dolmengoetter", "eiszeit")     # what the window offers (the title's choice)
DEFAULT = "meduris"
# The games the tools know (`meduris replay|sim|arena`): every game the window offers, then the games
# that have a rules core and records but no window yet (TOOLS_ONLY; none now: Eiszeit, the last one,
# came to the window in issue 22). The window reads the saves of GAMES; `meduris replay` those of
# TOOL_GAMES.
TOOLS_ONLY: tuple[str, ...] = ()
TOOL_GAMES = GAMES + TOOLS_ONLY
TITLES = {"meduris": "Meduris", "dolmengoetter": "Die Dolmengötter", "eiszeit": "Eiszeit"}
RECORD_FORMATS = {"meduris": "meduris-record", "dolmengoetter": "dolmengoetter-record",
                  "eiszeit": "eiszeit-record"}
# Where each game's entry lives (the module defines ENTRY); imported only when asked for. The
# standalone application (packaging/meduris.spec) names them to PyInstaller, which cannot follow
# an import by name.
ENTRY_MODULES = {name: f"meduris_gui.games.{name}.entry" for name in TOOL_GAMES}


class UnknownGameError(LookupError):
    """A game was asked for by a name no game has (a typo, a hand-edited file): str() names it
    and the games there are."""

    def __init__(self, name: object) -> None:
        super().__init__(f"no game is called {name!r}; the games are: {', '.join(TOOL_GAMES)}")
        self.name = name


@dataclass(frozen=True)
class RecordKit:
    """What reading and replaying a game's records takes (its rules' record module): the version
    it reads, its Record class (from_dict, of, new_game, replay, dumps), what loading a record
    raises (RecordError: file, field, problem), what replaying one raises (ReplayError: index,
    action, reason), what its board files raise when broken (never the record's fault: a save
    stays where it is), and the JSON summary `meduris replay` prints of a finished game."""

    version: int
    record_class: type
    record_error: type
    replay_error: type
    data_errors: tuple[type, ...]
    summary: Callable[[Any], dict]

    @classmethod
    def of(cls, record_module, *data_errors: type) -> "RecordKit":
        """The kit of a game's rules/record.py (VERSION, Record, RecordError, ReplayError, summary)
        and its board's errors."""
        return cls(record_module.VERSION, record_module.Record, record_module.RecordError,
                   record_module.ReplayError, data_errors, record_module.summary)


@runtime_checkable
class GameEntry(Protocol):
    """One game, as the table and the tools see it. Attributes are plain data (no import needed);
    the methods import the game's modules when called."""

    name: str                  # its key in GAMES, the `game` field of its records
    title: str                 # its own name, never translated ("Die Dolmengötter")
    record_format: str         # the `format` of its records and saves
    players: tuple[int, int]   # fewest and most players
    sides: tuple[str, ...]     # its board sides a tool may choose (`--side`); () for one board
    rules_pages: int           # pages of its rules help with the contents (`--page` is below this)
    # the names its scenes are registered under, for the table's title and keys
    setup_scene: str
    game_scene: str
    rules_scene: str
    tutorial_scene: str
    replay_scene: str | None   # a finished game watched again (None: it has none yet)
    rules_on_title: bool       # its title menu offers its rules as a button
    invites_to_tutorial: bool  # its title invites a new player to the guided game at the first start

    def scenes(self) -> tuple[type, ...]:
        """Its scene classes, each with its own scene_name, for the window's scene stack."""

    def subtitle(self) -> str:
        """The line under its title on the title screen, in the player's language."""

    def invitation(self) -> str:
        """The first start's invitation to its guided game, in the player's language."""

    def title_picture(self, width: int, height: int, top: int):
        """Its title screen's picture (a pygame surface; `top`: where its art may start)."""

    def tutorial_step(self, settings) -> int:
        """The step of its guided game the player left off at (from the settings)."""

    def default_colours(self, players: int) -> list[str]:
        """The colours of a new game of `players` players."""

    def new_game(self, players: int, rng):
        """A new game of `players` players, its start player (and any setup) drawn from `rng`."""

    def owns(self, game) -> bool:
        """Whether `game` (a Game object) is one of this game's."""

    def records(self) -> RecordKit:
        """How its records are read and replayed."""

    def check_record_data(self, record) -> None:
        """Load the data files a record's replay needs (a board side): a broken one raises one of
        records().data_errors, the board's fault and not the record's."""

    def resumed(self, loaded) -> dict:
        """The keyword arguments of its game scene (game_scene) showing a loaded save (a
        saves.Loaded) exactly where it was."""

    def lesson_rules(self):
        """Its guided game's rules (a meduris_gui.lessons.LessonRules)."""

    def sound_of(self, event) -> str | None:
        """The table's sound (table/sound.py SOUNDS) an event of its engine makes, or None."""

    def sound_moment(self, head, index: int) -> bool:
        """Whether the event at `index` has reached the moment it sounds under the running
        animation item `head` (None: nothing animates)."""

    def seat_kinds(self) -> tuple[str, ...]:
        """Who may play a seat in its window (human and the computer levels)."""

    def simulate(self, players: int, games: int, seed: int, side: str | None) -> dict:
        """`meduris sim`: `games` random games, speed and scores."""

    def arena(self):
        """`meduris arena`: the module that plays its seeded games between computer players
        (run_arena(kinds, games, seed, side, jobs, strong_steps, game), and its bounds GAMES,
        MAX_GAMES, MAX_JOBS, MAX_STRONG_STEPS)."""

    def strong_steps(self) -> int:
        """Its strong computer player's search budget (engine steps per main decision)."""

    def show_game(self, app, scene: str, players: int, seed: int, moves: int, seats: list | None) -> None:
        """`meduris screenshot`: push its game scene ("game", "end", "replay") of a seeded
        random game after `moves` decisions on the app's stack."""

    def show_tutorial(self, app, step: int) -> None:
        """`meduris screenshot --scene tutorial`: its guided game at `step` (from 0)."""


class SeatedEntry:
    """What the entries of the games at the seated table (table/scenes/seated.py: Die
    Dolmengötter, Eiszeit) answer alike; a game's entry subclasses it with its name, its player
    counts, its scenes' prefix, its subtitle and its settings' field of the guided game's step,
    and answers what differs (its scenes, colours, records, lessons, seat kinds). The rest is
    found in its own package, beside its entry.py, when asked: ui/title_art.py `title_picture`,
    ui/anim.py `SOUNDS`, ai/arena.py (new games, `meduris sim|arena`), rules/game.py `Game`."""

    name = ""
    players = (2, 2)
    sides: tuple[str, ...] = ()          # one board
    rules_pages = 0
    scene_prefix = ""          # its scenes are registered as "<prefix>-setup", "-game", "-rules", ...
    rules_on_title = True
    invites_to_tutorial = False          # the first start's invitation is Meduris's
    subtitle_text = ""         # the line under its title (N_: translated when shown)
    step_setting = ""          # the settings' field of its guided game's step

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        cls.title = TITLES[cls.name]
        cls.record_format = RECORD_FORMATS[cls.name]
        for role in ("setup", "game", "rules", "tutorial", "replay"):
            setattr(cls, f"{role}_scene", f"{cls.scene_prefix}-{role}")

    def part(self, module: str):
        """The game's module `module` ("ui.anim"), relative to its package (where its entry is)."""
        return importlib.import_module(f".{module}", type(self).__module__.rpartition(".")[0])

    def subtitle(self) -> str:
        from meduris_gui.i18n import _
        return _(self.subtitle_text)

    def invitation(self) -> str:
        return ""

    def title_picture(self, width: int, height: int, top: int):
        return self.part("ui.title_art").title_picture(width, height, top)

    def tutorial_step(self, settings) -> int:
        return getattr(settings, self.step_setting)

    def new_game(self, players: int, rng):
        """A new game of `players` players, its start player drawn from `rng`."""
        return self.arena().new_game(players, rng)

    def owns(self, game) -> bool:
        return isinstance(game, self.part("rules.game").Game)

    def check_record_data(self, record) -> None:
        """Its one board (and any card table) is loaded by the new game itself (one of
        records().data_errors goes up from there)."""

    def resumed(self, loaded) -> dict:
        return dict(game=loaded.game, names=loaded.names, seats=loaded.seats, resumed=True)

    def sound_of(self, event) -> str | None:
        return self.part("ui.anim").SOUNDS.get(event.kind)

    def sound_moment(self, head, index: int) -> bool:
        return True                # each at the start of its animation (its ui/anim.py plays them so)

    def simulate(self, players: int, games: int, seed: int, side: str | None) -> dict:
        return self.arena().simulate(players, games, seed)

    def arena(self):
        return self.part("ai.arena")     # its entry points for the one arena (meduris_gui/ai/arena.py)

    def strong_steps(self) -> int:
        return self.arena().default_steps()

    def show_game(self, app, scene: str, players: int, seed: int, moves: int, seats: list | None) -> None:
        """`meduris screenshot --game <name> --scene game|end|replay`: a seeded random game after
        `moves` decisions (to its end for "end", and for "replay": the finished game watched
        again, at its middle decision); chance due then is drawn, as the game scene draws it."""
        from meduris_gui.ai.protocol import CHANCE
        from meduris_gui.sim import random_steps
        rng = random.Random(seed)
        game = self.new_game(players, rng)
        for _events in random_steps(game, rng, None if scene in ("end", "replay") else moves):
            pass
        while game.current_player() == CHANCE and not game.is_over():
            game.apply(game.sample_chance(rng))
        view = app.stack.push(self.game_scene, game=game, seats=seats, seed=seed)
        while app.stack.top is not view:          # the curtain of a game of humans: lifted for the picture
            app.stack.pop()
        if scene == "replay":
            replay = app.stack.push(self.replay_scene, game=game, names=view.names(), seats=view.seats.kinds)
            replay.go_to(replay.total // 2)
        if scene == "end":
            view.show_end()

    def show_tutorial(self, app, step: int) -> None:
        app.stack.push("title")
        app.stack.replace(self.tutorial_scene, step=step)


_loaded: dict[str, GameEntry] = {}


def entry(name: object) -> GameEntry:
    """The entry of the game `name`, its module imported the first time (UnknownGameError for a
    name no game has)."""
    if not isinstance(name, str) or name not in ENTRY_MODULES:
        raise UnknownGameError(name)
    found = _loaded.get(name)
    if found is None:
        found = importlib.import_module(ENTRY_MODULES[name]).ENTRY
        if found.name != name:
            raise TypeError(f"{ENTRY_MODULES[name]}.ENTRY is the entry of {found.name!r}, not of {name!r}")
        _loaded[name] = found
    return found


def entries() -> tuple[GameEntry, ...]:
    """The entry of every game the window offers, in the order of GAMES (a game of the tools only
    is in tool_entries)."""
    return tuple(entry(name) for name in GAMES)


def tool_entries() -> tuple:
    """The entry of every game the tools know, in the order of TOOL_GAMES."""
    return tuple(entry(name) for name in TOOL_GAMES)


def entry_of(game) -> GameEntry:
    """The entry of the game a Game object is of (UnknownGameError: of no game here)."""
    for found in tool_entries():
        if found.owns(game):
            return found
    raise UnknownGameError(type(game).__name__)


def record_game(data) -> str | None:
    """The game a parsed record or save belongs to: its `game` field when that names a game,
    else the game of its `format`; a Meduris record without `game` is Meduris. None: neither
    says a game we know."""
    if not isinstance(data, dict):
        return None
    game = data.get("game")
    if isinstance(game, str) and game in RECORD_FORMATS:
        return game
    if "game" in data:
        return None
    for name, fmt in RECORD_FORMATS.items():
        if data.get("format") == fmt:
            return name
    return None


__all__ = ["DEFAULT", "ENTRY_MODULES", "GAMES", "GameEntry", "RECORD_FORMATS", "RecordKit", "SeatedEntry", "TITLES",
           "TOOL_GAMES", "UnknownGameError", "entries", "entry", "entry_of", "record_game", "tool_entries"]
