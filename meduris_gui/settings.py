"""The player's preferences, remembered between starts in the per-user config folder.

    store = SettingsStore()                 # $MEDURIS_CONFIG_DIR/settings.yaml or the platform's
    loaded = store.load()                   # never raises: a bad file is put aside and described
    store.save(settings)                    # atomic: the old file or the new one, never half

Remembered: the language, the animation speed, the open screens option, the window size (the
windowed one, never fullscreen), building in one click, the numbers on the plots, the text size
and the sound (volume, mute, music). A file from a
newer version may hold keys this one does not know: they are ignored. A file that cannot be used
(not YAML, not a table, a wrong type, an unknown language or speed, a folder, unreadable) is moved
aside with a ".broken-<time>" suffix like a bad save, never deleted; the caller tells the player
and goes on with the defaults.

No pygame here: the window asks SDL for the system's languages and passes them to choose_language.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Mapping

import platformdirs
import yaml

from .atomic import move_aside, os_reason, remove_stale, write_atomic
from .i18n import DEFAULT_LANGUAGE, LANGUAGES, N_
from .fileformat import FileFormatError, Reader, Text, Unreadable, YamlProblem, load_yaml, read_checked
from .text import short

ENV_DIR = "MEDURIS_CONFIG_DIR"         # tests and portable installs point this elsewhere
FILE_NAME = "settings.yaml"
SPEEDS = ("slow", "normal", "fast", "instant")
UI_SIZES = ("small", "normal", "large")     # the interface scale (table/theme.py UI_SCALES)
FIRST_GAMES = 3                        # games with hints on before the player chose (Settings.hints)
MAX_WINDOW = 16384                     # larger than any screen: a bigger number is a broken file
# The file the game writes is some 400 bytes; 64 kB is far more than any hand-edited one needs, and
# a bigger file (10 MB once took minutes and gigabytes to parse) is refused without being read.
MAX_BYTES = 64_000
HEADER = "# Meduris settings, written by the game (unknown keys are ignored).\n"


@dataclass
class Settings:
    language: str = DEFAULT_LANGUAGE
    speed: str = "normal"          # one of SPEEDS
    open_screens: bool = False     # show every player's materials (no curtain)
    seed: int | None = None        # seeds new games (bonus tokens, drawn start player, dice): tests
    autosave: bool = True          # write the autosave after every decision
    window_size: tuple[int, int] | None = None   # the windowed size at the last quit (None: fit the screen)
    one_click_build: bool = False  # experienced players: build without the price confirmation
    space_numbers: bool = False    # small numbers drawn on the building plots
    ui_size: str = "normal"        # text and controls: one of UI_SIZES
    volume: int = 70               # sound volume, 0-100 %
    muted: bool = False            # no sound at all (the volume is kept for later)
    music: bool = True             # the quiet ambient music
    hints: bool | None = None      # the Suggest button: on, off, or None: on in the first FIRST_GAMES games
    games_finished: int = 0        # games played to the end in the window (hints' default)
    tutorial_step: int = 0         # where "Learn to play" resumes (0: from the start)
    tutorial_offered: bool = False # the title has invited a new player to the guided game
    dg_tutorial_step: int = 0      # where Die Dolmengötter's "Learn to play" resumes (issue 21)
    ez_tutorial_step: int = 0      # where Eiszeit's "Learn to play" resumes (issue 22)
    game: str = "meduris"          # the game the title offers (games.GAMES): the last one chosen

    def hints_shown(self) -> bool:
        """Whether a human's decision offers the Suggest button (issue 13: on by default in the
        first games, switchable in the menu)."""
        return self.hints if self.hints is not None else self.games_finished < FIRST_GAMES

    def remembered(self) -> dict:
        """The fields written to the settings file (seed and autosave are per run, not preferences)."""
        return {
            "language": self.language,
            "speed": self.speed,
            "open_screens": self.open_screens,
            "window_size": list(self.window_size) if self.window_size else None,
            "one_click_build": self.one_click_build,
            "space_numbers": self.space_numbers,
            "ui_size": self.ui_size,
            "volume": self.volume,
            "muted": self.muted,
            "music": self.music,
            "hints": self.hints,
            "games_finished": self.games_finished,
            "tutorial_step": self.tutorial_step,
            "tutorial_offered": self.tutorial_offered,
            "dg_tutorial_step": self.dg_tutorial_step,
            "ez_tutorial_step": self.ez_tutorial_step,
            "game": self.game,
        }


REMEMBERED = tuple(Settings().remembered())


class SettingsProblem(FileFormatError):
    """Why a settings file cannot be used. The problem is given as an untranslated text (N_) with
    `values` for its placeholders, kept as `message` so the window shows it in the player's
    language; `problem` is the English text filled in, str() "<file>: <field>: <problem>"."""

    def __init__(self, file: str, field: str, problem: str, **values) -> None:
        text = problem if isinstance(problem, Text) and not values else Text(problem, **values)
        super().__init__(file, field, text)
        self.message = text.template
        self.values = text.values
        self.keep = False                 # True: not the file's fault, it is neither moved nor replaced


@dataclass
class Loaded:
    """What load() found. `settings` is None when there is no usable file (first start or a broken
    file): the caller picks the defaults, the language from the system."""
    path: Path
    settings: Settings | None = None
    problem: SettingsProblem | None = None
    moved_to: Path | None = None         # where a broken file was kept (None: it could not be moved)


def config_dir() -> Path:
    """The per-user config folder (platformdirs), or $MEDURIS_CONFIG_DIR."""
    return Path(os.environ.get(ENV_DIR) or platformdirs.user_config_dir("meduris", appauthor=False))


class SettingsStore:
    """The settings file: read once at start, written whenever a preference changes."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or config_dir() / FILE_NAME
        self.read_only = False            # a file the system would not let us read is never replaced

    def load(self, base: Settings | None = None) -> Loaded:
        """The remembered preferences on top of `base` (its seed and autosave are kept)."""
        path = self.path
        if not os.path.lexists(path):
            return Loaded(path)
        try:
            data = read_file(path)
            if data is None:                          # an empty file: nothing remembered yet
                return Loaded(path)
            settings = from_remembered(data, base or Settings(), str(path))
        except SettingsProblem as problem:
            if problem.keep:
                self.read_only = True
                return Loaded(path, problem=problem)
            return Loaded(path, problem=problem, moved_to=move_aside(path))
        return Loaded(path, settings)

    def save(self, settings: Settings) -> None:
        """Write the remembered fields atomically; OSError when the folder cannot be written.
        Nothing while the file that is there could not be read (fixing its permission brings it
        back); the temporary files of killed writes older than a minute go first."""
        if self.read_only:
            return
        remove_stale(self.path.parent)
        text = HEADER + yaml.safe_dump(settings.remembered(), sort_keys=False, default_flow_style=None,
                                       allow_unicode=True)
        write_atomic(self.path, text)


def read_file(path: Path) -> object:
    """The YAML in `path`; SettingsProblem when it is not a regular file, too large, unreadable,
    not UTF-8 or not YAML, nests too deeply or holds aliases that stand for too many values (a
    300-byte file of aliases can stand for billions). Read like a save: through
    fileformat's bounded reader (never waits on a FIFO, never reads past MAX_BYTES)."""
    r = Reader(str(path), SettingsProblem)
    try:
        raw = read_checked(path, MAX_BYTES)
    except Unreadable as error:
        # Translators: this and the other reasons fill {problem} in "Your settings file {file} could
        # not be used: {problem}."; "it" is the file. true/false are words of the file: keep them.
        if error.kind == "not-regular":
            r.fail("(file)", N_("it is not a file"))
        if error.kind == "too-large":
            r.fail("(file)", N_("it is too large to be a settings file ({size} bytes, at most {limit})"),
                   size=error.size, limit=MAX_BYTES)
        problem = SettingsProblem(str(path), "(file)", N_("it cannot be read: {reason}"),
                                  reason=os_reason(error.error) if error.error else error.english)
        problem.keep = True               # the system refused (a permission): the file stays as it is
        raise problem from None
    try:
        return load_yaml(raw)
    except YamlProblem as error:
        if error.kind == "nested":
            r.fail("(file)", N_("it nests lists or tables too deeply"))
        if error.kind == "expansion":
            r.fail(f"line {error.line}", N_("its YAML aliases (*) stand for far too many values"))
        if error.kind == "encoding":
            r.fail(f"line {error.line}", N_("it is not UTF-8 text (line {line})"), line=error.line)
        if error.line is None:
            r.fail("(file)", N_("it is not valid YAML"))
        r.fail(f"line {error.line}", N_("it is not valid YAML (line {line})"), line=error.line)


def from_remembered(data: object, base: Settings, file: str = FILE_NAME) -> Settings:
    """Check every known key of `data` (read from `file`) and put it on a copy of `base`; unknown
    keys are ignored (a newer version may add some), missing ones keep base's value."""
    r = Reader(file, SettingsProblem)
    if not isinstance(data, Mapping):
        r.fail("(document)", N_("it does not hold a table of settings"))
    settings = dataclasses.replace(base)
    for key in REMEMBERED:
        if key in data:
            setattr(settings, key, _checked(r, key, data[key]))
    return settings


def _checked(r: Reader, key: str, value: object) -> object:
    shown = short(value)                   # bounded: a value read from a file may be huge
    if key == "language":
        if value not in LANGUAGES:
            r.fail(key, N_("unknown language {value} (known: {known})"), value=shown, known=", ".join(LANGUAGES))
        return value
    if key == "speed":
        if value not in SPEEDS:
            r.fail(key, N_("unknown speed {value} (known: {known})"), value=shown, known=", ".join(SPEEDS))
        return value
    if key == "ui_size":
        if value not in UI_SIZES:
            r.fail(key, N_("unknown text size {value} (known: {known})"), value=shown, known=", ".join(UI_SIZES))
        return value
    if key == "window_size":
        if value is None:
            return None
        if (not isinstance(value, (list, tuple)) or len(value) != 2
                or not all(type(v) is int and 0 < v <= MAX_WINDOW for v in value)):
            r.fail(key, N_("the setting {key} should be a width and a height in pixels, not {value}"),
                   key=key, value=shown)
        return (value[0], value[1])
    if key == "volume":
        if type(value) is not int or not 0 <= value <= 100:
            r.fail(key, N_("the setting {key} should be a whole number from 0 to 100, not {value}"),
                   key=key, value=shown)
        return value
    if key in ("games_finished", "tutorial_step", "dg_tutorial_step", "ez_tutorial_step"):
        if type(value) is not int or not 0 <= value <= 1_000_000:
            r.fail(key, N_("the setting {key} should be a whole number from 0 to 1000000, not {value}"),
                   key=key, value=shown)
        return value
    if key == "game":
        from .games import GAMES
        if value not in GAMES:
            r.fail(key, N_("unknown game {value} (known: {known})"), value=shown, known=", ".join(GAMES))
        return value
    if key == "hints" and value is None:
        return None
    if type(value) is not bool:            # the switches
        r.fail(key, N_("the setting {key} should be true or false, not {value}"), key=key, value=shown)
    return value


def languages_from_environ(environ: Mapping[str, str] = os.environ) -> list[str]:
    """The language codes the POSIX locale variables name, in gettext's order of precedence
    (LANGUAGE is a colon-separated list; "de_DE.UTF-8" gives "de"; C and POSIX name none)."""
    found: list[str] = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for item in environ.get(name, "").split(":"):
            code = item.split(".")[0].split("@")[0].split("_")[0].split("-")[0].strip().lower()
            if code and code not in ("c", "posix") and code not in found:
                found.append(code)
    return found


def choose_language(preferred: Iterable[str]) -> str:
    """The first of the system's preferred languages the game speaks, else English."""
    for code in preferred:
        code = code.lower()
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE
