"""The `meduris` command: the game window and the tools (replay, sim, arena, screenshot,
install-desktop); `meduris-window` (window()) is the same without a console."""

from __future__ import annotations

import argparse
import io
import json
import logging
import os
import re
import stat
import sys
from pathlib import Path

from . import __version__, logfile
from .games import DEFAULT, GAMES, TITLES, TOOL_GAMES, entry
from .ai import arena as shared_arena      # the one arena (meduris_gui/ai: no game of its own)
from .fileformat import FileFormatError
from .text import short

# Each game is asked through its entry (meduris_gui/games: the registry), never imported here.
# pygame and the window (meduris_gui.table, the games' ui) are imported only by the commands that draw (the window,
# `screenshot`): replay, sim and arena start without them.

# Bounds of the tools' arguments (each --help cites them; meduris_gui/ai/arena.py has the arena's).
SIM_MAX_GAMES = 1_000_000
SHOT_MIN_SIZE = (960, 600)           # the window's minimum, meduris_gui/table/app.py MIN_SIZE
SHOT_MAX_SIDE = 8192
SHOT_MAX_MOVES = 10_000

log = logging.getLogger(__name__)


def _replay(args: argparse.Namespace) -> int:
    if not args.record:
        print("meduris replay: no file was named: give the record to replay, e.g. "
              "meduris replay tests/meduris/rules/golden/game-2p.yaml", file=sys.stderr)
        return 2
    from .saves import SaveError, read_record    # the window's reader: one file, one verdict (issue 19)
    # Any game's record (issue 21): the file's `game` says which (none: Meduris), its entry replays it.
    try:
        record = read_record(Path(args.record), TOOL_GAMES)      # a game of the tools only too
    except SaveError as error:
        log.warning("replay: %s", error)
        print(f"meduris replay: {error}", file=sys.stderr)
        return 2
    kit = entry(record.game).records()
    try:
        game = record.replay()
    except kit.record_error as error:
        log.warning("replay: %s", error)
        print(f"meduris replay: {error}", file=sys.stderr)
        return 2
    except kit.replay_error as error:
        log.warning("replay: %s: illegal action %s (%r): %s", args.record, error.index, error.action, error.reason)
        print(f"meduris replay: {args.record}: illegal action {error.index} ({error.action!r}): {error.reason}",
              file=sys.stderr)
        return 1
    print(json.dumps(kit.summary(game), indent=None if args.compact else 1))
    return 0


def _sim(args: argparse.Namespace) -> int:
    game = entry(args.game)
    low, high = game.players
    if args.players is None:
        args.players = low
    if not low <= args.players <= high:
        print(f"meduris sim: --players must be {_counts(low, high)} for {game.title}, not {args.players}",
              file=sys.stderr)
        return 2
    if args.side is not None and args.side not in game.sides:
        print(f"meduris sim: --side is a Meduris board side: {game.title} has one board", file=sys.stderr)
        return 2
    if not 1 <= args.games <= SIM_MAX_GAMES:
        print(f"meduris sim: --games must be at least 1 and at most {SIM_MAX_GAMES}, not {args.games}",
              file=sys.stderr)
        return 2
    print(json.dumps(game.simulate(args.players, args.games, args.seed, args.side)))
    return 0


def _counts(low: int, high: int) -> str:
    """2, 3 or 4; 2 to 5 (the player counts a game allows, as the messages say them)."""
    if high - low <= 2:
        return ", ".join(str(n) for n in range(low, high)) + f" or {high}"
    return f"{low} to {high}"


def _arena(args: argparse.Namespace) -> int:
    seats = [kind.strip() for kind in args.seats.split(",")]
    if len(seats) != args.players:
        print(f"meduris arena: --seats names {len(seats)} players, --players says {args.players}", file=sys.stderr)
        return 2
    try:
        report = shared_arena.run_arena(seats, args.games, args.seed, args.side, args.jobs, args.strong_steps,
                                        args.game, args.log)
    except ValueError as error:
        print(f"meduris arena: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"meduris arena: the log {short(args.log)}: {error.strerror or error}", file=sys.stderr)
        return 2
    print(json.dumps(report, indent=None if args.compact else 1))
    return 0


def _size(text: str) -> tuple[int, int] | str:
    """'1366x768' -> (1366, 768); else why not (the size's form, or its bounds)."""
    match = re.fullmatch(r"\s*([0-9]{1,6})\s*[xX×]\s*([0-9]{1,6})\s*", text)
    if match is None:
        return (f"--size must be WIDTHxHEIGHT with positive numbers, e.g. 1366x768, not {short(text)}")
    width, height = int(match.group(1)), int(match.group(2))
    if not (SHOT_MIN_SIZE[0] <= width <= SHOT_MAX_SIDE and SHOT_MIN_SIZE[1] <= height <= SHOT_MAX_SIDE):
        return (f"--size must be from {SHOT_MIN_SIZE[0]}x{SHOT_MIN_SIZE[1]} (the window's minimum) up to "
                f"{SHOT_MAX_SIDE} per side, not {short(text)}")
    return width, height


def _output_problem(out: str) -> str | None:
    """Why the picture cannot be written at `out` (checked before any drawing), or None. The
    picture is always a PNG, so its name says so (pygame would pick another format, Targa, for
    any other ending: a file that is not what its name and the help promise)."""
    if not out:
        return "no file was named: give the PNG to write, e.g. shot.png"
    path = Path(out)
    if path.suffix.lower() != ".png":
        return f"the picture is a PNG: its name must end with .png, not {short(out)}"
    try:
        info = os.stat(path)
    except FileNotFoundError:
        folder = path.parent
        if not folder.is_dir():
            return f"the folder {str(folder)!r} does not exist"
        return None
    except OSError as error:
        return f"cannot write {out!r}: {error.strerror or error}"
    if stat.S_ISDIR(info.st_mode):
        return f"{out!r} is a folder: name the picture file, e.g. {str(path / 'shot.png')!r}"
    if not stat.S_ISREG(info.st_mode):      # a device (/dev/full), a FIFO (would wait forever)
        return f"{out!r} is not a regular file"
    return None


def _screenshot(args: argparse.Namespace) -> int:
    size = _size(args.size)
    if isinstance(size, str):
        print(f"meduris screenshot: {size}", file=sys.stderr)
        return 2
    game = entry(args.game)
    low, high = game.players
    if args.players is None:
        args.players = low
    if not low <= args.players <= high:
        print(f"meduris screenshot: {game.title} is played by {_counts(low, high)} players", file=sys.stderr)
        return 2
    if args.scene == "replay" and game.replay_scene is None:
        print(f"meduris screenshot: {game.title} has no replay scene yet", file=sys.stderr)
        return 2
    pages = game.rules_pages
    if not 0 <= args.page < pages:
        print(f"meduris screenshot: --page must be at least 0 and at most {pages - 1}, not {args.page}",
              file=sys.stderr)
        return 2
    if not 0 <= args.moves <= SHOT_MAX_MOVES:
        print(f"meduris screenshot: --moves must be at least 0 and at most {SHOT_MAX_MOVES}, not {args.moves}",
              file=sys.stderr)
        return 2
    if args.scene == "tutorial":
        from .lessons import LessonError, Tutorial
        try:
            count = len(Tutorial.load(game=args.game).steps)
        except LessonError as error:
            print(f"meduris screenshot: {error}", file=sys.stderr)
            return 1
        if not 1 <= args.step <= count:
            print(f"meduris screenshot: --step must be at least 1 and at most {count}, not {args.step}", file=sys.stderr)
            return 2
    seats = None
    if args.seats:
        kinds = game.seat_kinds()          # from the game's window modules: only the pictures need them
        seats = [kind.strip() for kind in args.seats.split(",")]
        if len(seats) != args.players or any(kind not in kinds for kind in seats):
            print(f"meduris screenshot: --seats needs one of {', '.join(kinds)} for each of the "
                  f"{args.players} players, not {short(args.seats)}", file=sys.stderr)
            return 2
    problem = _output_problem(args.out)
    if problem is not None:
        print(f"meduris screenshot: {problem}", file=sys.stderr)
        return 2
    import pygame                             # lazy, as the window: only the pictures need them
    from .table.main import NoDisplay, screenshot
    try:
        extra = {"game": args.game} if args.game != DEFAULT else {}    # the default game's call as it always was
        print(screenshot(args.out, args.scene, args.lang, size, args.players, args.seed, args.moves, seats, args.page,
                         args.step, **extra))
    except NoDisplay as error:
        log.error("screenshot: %s", error)
        print(f"meduris screenshot: {error}", file=sys.stderr)
        return 1
    except (pygame.error, OSError) as error:      # a full disk, no permission: after the checks above
        log.error("screenshot: cannot write %r: %s", args.out, error)
        print(f"meduris screenshot: cannot write {args.out!r}: {error}", file=sys.stderr)
        return 1
    return 0


def _install_desktop(args: argparse.Namespace) -> int:
    from . import desktop
    return desktop.main(args.uninstall, args.force)


class _Parser(argparse.ArgumentParser):
    """argparse with its errors on one line (the usage is one `--help` away)."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    from . import saves               # pure Python: its limit is the replay's
    arena_bounds = shared_arena
    DEFAULT_STEPS = entry(DEFAULT).strong_steps()
    parser = _Parser(prog="meduris", description="Meduris, Die Dolmengötter and Eiszeit: board games on one table.")
    parser.add_argument("--version", action="version", version=f"meduris {__version__}")
    sub = parser.add_subparsers(dest="command")

    replay = sub.add_parser("replay", help="replay a game record (YAML or JSON) and print the final state as JSON")
    replay.add_argument("record", help=f"a regular file of at most {saves.MAX_BYTES // 1_000_000} MB "
                                           "(a finished game's record is a few kilobytes)")
    replay.add_argument("--compact", action="store_true", help="print the JSON on one line")
    replay.set_defaults(run=_replay)

    sim = sub.add_parser("sim", help="play random games and print speed and scores as JSON")
    sim.add_argument("--game", choices=arena_bounds.GAMES, default="meduris",
                     help="the game to play (default: meduris; dolmengoetter: Die Dolmengötter, 2 to 5 players, "
                          "also says how the games ended)")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, required=True, help=f"how many games (1 to {SIM_MAX_GAMES})")
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--side", choices=("2-3p", "4p"), default=None,
                     help="board side (default: the one the rules give to this many players)")
    sim.set_defaults(run=_sim)

    arena = sub.add_parser("arena", help="play seeded games between computer players and print the results as JSON")
    arena.add_argument("--game", choices=arena_bounds.GAMES, default="meduris",
                       help="the game to play (default: meduris, 2 to 4 players; dolmengoetter: Die Dolmengötter, "
                            "2 to 5 players)")
    arena.add_argument("--players", type=int, required=True, choices=(2, 3, 4, 5))
    arena.add_argument("--games", type=int, required=True, help=f"how many games (1 to {arena_bounds.MAX_GAMES})")
    arena.add_argument("--seed", type=int, default=0)
    arena.add_argument("--seats", required=True,
                       help="one player per seat, comma separated: random, easy, medium or strong (e.g. strong,random); "
                            "Meduris also: flat (the flat search, strong of before at 2 players), ismcts and ismcts4x (the tree "
                            "search at the flat search's time and at four times its budget), the same for Die Dolmengötter; "
                            "Eiszeit also: ismcts and ismcts4x (the tree search on the strong player's budget and on four times it)")
    arena.add_argument("--side", choices=("2-3p", "4p"), default=None,
                       help="board side (default: the one the rules give to this many players)")
    arena.add_argument("--jobs", type=int, default=1, help=f"games played in parallel processes (1 to {arena_bounds.MAX_JOBS} here: the "
                            f"processors, at least 2, at most 64)")
    arena.add_argument("--strong-steps", type=int, default=None,
                       help="the strong player's search budget in engine steps per main decision (experiments; "
                            f"1 to {arena_bounds.MAX_STRONG_STEPS}, default {DEFAULT_STEPS} for Meduris)")
    arena.add_argument("--log", default=None,
                       help="a file that keeps every finished game; run again with the same arguments, the arena "
                            "goes on where it stopped (the file names the arena and its players' code, and is "
                            "refused for another)")
    arena.add_argument("--compact", action="store_true", help="print the JSON on one line")
    arena.set_defaults(run=_arena)

    shot = sub.add_parser("screenshot", help="render a scene of a seeded random game to a PNG")
    shot.add_argument("out", help="the PNG file to write (its name ends with .png), in a folder that exists")
    shot.add_argument("--scene", choices=("title", "setup", "game", "end", "replay", "rules", "tutorial", "about"),
                      default="game",
                      help="the scene to render (replay: a seeded finished game watched again, at its middle "
                           "turn; rules: a page of the rules, see --page; tutorial: a step of the guided game, "
                           "see --step; about: the About box over the title, with this machine's folders)")
    shot.add_argument("--step", type=int, default=1, help="with --scene tutorial: the step of the guided game (from 1)")
    shot.add_argument("--page", type=int, default=0,
                      help="with --scene rules: the page (0: the contents, then 1 to the game's last: "
                           + ", ".join(f"{TITLES[name]} {entry(name).rules_pages - 1}" for name in GAMES) + ")")
    shot.add_argument("--lang", choices=("it", "es", "de", "en"), default=None,
                      help="language of the picture (default: the system's preferred language, else English)")
    shot.add_argument("--size", default="1366x768",
                      help=f"picture size WIDTHxHEIGHT, from {SHOT_MIN_SIZE[0]}x{SHOT_MIN_SIZE[1]} (the window's "
                           f"minimum) up to {SHOT_MAX_SIDE} per side (default: 1366x768)")
    shot.add_argument("--players", type=int, choices=(2, 3, 4, 5), default=None,
                      help="players (Meduris 2 to 4, Die Dolmengötter 2 to 5, Eiszeit 3 to 5; default: the "
                           "fewest the game is played by)")
    shot.add_argument("--game", choices=GAMES, default="meduris",
                      help="the game of the picture (every scene above is drawn for each game)")
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--moves", type=int, default=40, help=f"decisions played before the picture (die rolls included; 0 to {SHOT_MAX_MOVES}, "
                           "a game ends sooner)")
    shot.add_argument("--seats", default=None,
                      help="who plays each seat, comma separated: human, easy, medium or strong (default: all human)")
    shot.set_defaults(run=_screenshot)

    desktop = sub.add_parser("install-desktop",
                             help="put Meduris in the application menu of a Linux desktop: a desktop entry and its "
                                  "icon under $XDG_DATA_HOME (default ~/.local/share)")
    desktop.add_argument("--uninstall", action="store_true", help="remove the desktop entry and the icons again")
    desktop.add_argument("--force", action="store_true",
                         help="replace files of the same names that Meduris did not write (named first otherwise)")
    desktop.set_defaults(run=_install_desktop)
    parser.add_argument("--game", choices=GAMES, default=None,
                        help="the game the title offers (default: the one chosen last, at the first start Meduris; "
                             "a game chosen on the title is remembered)")
    parser.add_argument("--lang", choices=("it", "es", "de", "en"), default=None,
                        help="language of the window for this run (not remembered; default: the language chosen "
                             "in the window last time, at the first start the system's preferred language)")
    return parser


def _joined_values(argv: list[str]) -> list[str]:
    """`--size -5x-5` as `--size=-5x-5`: argparse takes a value starting with "-" for an option
    and would say "expected one argument"; joined, the size itself is judged (and refused)."""
    joined: list[str] = []
    index = 0
    while index < len(argv):
        word = argv[index]
        if word == "--size" and index + 1 < len(argv) and argv[index + 1].startswith("-") and argv[index + 1] != "--":
            joined.append(f"--size={argv[index + 1]}")
            index += 2
            continue
        joined.append(word)
        index += 1
    return joined


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(_joined_values(list(sys.argv[1:] if argv is None else argv)))
    # Warnings and errors of the window and of every tool go to the log a bug report can carry
    # (logfile.py); a log folder that cannot be written is said on stderr and changes nothing else.
    logfile.start(args.command or "window")
    if args.command is None:
        from .table.main import run_safely           # lazy: the tools start without pygame and the window
        return run_safely(args.lang, args.game)
    try:
        return args.run(args)
    except (FileFormatError, FileNotFoundError) as error:   # a broken or missing data file
        log.error("%s", error)
        print(f"meduris: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:          # `meduris replay ... | head`: the reader left, nothing is lost
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:        # Ctrl-C: the arena's workers are already ended (arena._play_all)
        print("meduris: interrupted", file=sys.stderr)
        return 130                   # 128 + SIGINT, what shells report


def window(argv: list[str] | None = None) -> int:
    """`meduris-window`: the same program for a start without a console (pyproject's gui-scripts,
    the desktop entry, the standalone application's windowed executable). On Windows such a
    program has no standard streams (sys.stdout and sys.stderr are None): print() copes, but code
    that writes to them itself (a logging handler, faulthandler) would fail, so they become
    streams that drop what is written."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, _Nowhere())
    return main(argv)


class _Nowhere(io.TextIOBase):
    """A text stream that drops what is written (a windowed program's missing stdout/stderr)."""

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        return len(text)


if __name__ == "__main__":
    sys.exit(main())
