"""The `meduris` command: the game window and the tools (replay, sim, arena, screenshot)."""

from __future__ import annotations

import argparse
import json
import sys

from . import __version__
from .i18n import CatalogError
from .rules.board import BoardError


def _replay(args: argparse.Namespace) -> int:
    from .rules.record import Record, RecordError, ReplayError, summary
    try:
        record = Record.load(args.record)
        game = record.replay()
    except RecordError as error:
        print(f"meduris replay: {error}", file=sys.stderr)
        return 2
    except ReplayError as error:
        print(f"meduris replay: {args.record}: illegal action {error.index} ({error.action!r}): {error.reason}",
              file=sys.stderr)
        return 1
    print(json.dumps(summary(game), indent=None if args.compact else 1))
    return 0


def _sim(args: argparse.Namespace) -> int:
    from .sim import simulate
    if not 2 <= args.players <= 4:
        print("meduris sim: --players must be 2, 3 or 4", file=sys.stderr)
        return 2
    if args.games < 1:
        print("meduris sim: --games must be at least 1", file=sys.stderr)
        return 2
    print(json.dumps(simulate(args.players, args.games, args.seed, args.side)))
    return 0


def _arena(args: argparse.Namespace) -> int:
    from .ai.arena import run_arena
    seats = [kind.strip() for kind in args.seats.split(",")]
    if len(seats) != args.players:
        print(f"meduris arena: --seats names {len(seats)} players, --players says {args.players}", file=sys.stderr)
        return 2
    try:
        report = run_arena(seats, args.games, args.seed, args.side, args.jobs, args.strong_steps)
    except ValueError as error:
        print(f"meduris arena: {error}", file=sys.stderr)
        return 2
    print(json.dumps(report, indent=None if args.compact else 1))
    return 0


def _screenshot(args: argparse.Namespace) -> int:
    from .ui.main import screenshot
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        print(f"meduris screenshot: --size must look like 1366x768, not {args.size!r}", file=sys.stderr)
        return 2
    seats = None
    if args.seats:
        from .ui.computers import SEAT_KINDS
        seats = [kind.strip() for kind in args.seats.split(",")]
        if len(seats) != args.players or any(kind not in SEAT_KINDS for kind in seats):
            print(f"meduris screenshot: --seats needs one of {', '.join(SEAT_KINDS)} for each of the "
                  f"{args.players} players, not {args.seats!r}", file=sys.stderr)
            return 2
    print(screenshot(args.out, args.scene, args.lang, (width, height), args.players, args.seed, args.moves, seats))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="meduris", description="Meduris, the board game.")
    parser.add_argument("--version", action="version", version=f"meduris {__version__}")
    sub = parser.add_subparsers(dest="command")

    replay = sub.add_parser("replay", help="replay a game record (YAML or JSON) and print the final state as JSON")
    replay.add_argument("record")
    replay.add_argument("--compact", action="store_true", help="print the JSON on one line")
    replay.set_defaults(run=_replay)

    sim = sub.add_parser("sim", help="play random games and print speed and scores as JSON")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, required=True)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--side", choices=("2-3p", "4p"), default=None,
                     help="board side (default: the one the rules give to this many players)")
    sim.set_defaults(run=_sim)

    arena = sub.add_parser("arena", help="play seeded games between computer players and print the results as JSON")
    arena.add_argument("--players", type=int, required=True, choices=(2, 3, 4))
    arena.add_argument("--games", type=int, required=True)
    arena.add_argument("--seed", type=int, default=0)
    arena.add_argument("--seats", required=True,
                       help="one player per seat, comma separated: random, easy or strong (e.g. strong,random)")
    arena.add_argument("--side", choices=("2-3p", "4p"), default=None,
                       help="board side (default: the one the rules give to this many players)")
    arena.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    arena.add_argument("--strong-steps", type=int, default=None,
                       help="the strong player's search budget in engine steps per main decision (experiments)")
    arena.add_argument("--compact", action="store_true", help="print the JSON on one line")
    arena.set_defaults(run=_arena)

    shot = sub.add_parser("screenshot", help="render a scene of a seeded random game to a PNG")
    shot.add_argument("out")
    shot.add_argument("--scene", choices=("title", "setup", "game", "end"), default="game")
    shot.add_argument("--lang", choices=("it", "es", "de", "en"), default=None,
                      help="language of the picture (default: the system's preferred language, else English)")
    shot.add_argument("--size", default="1366x768")
    shot.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--moves", type=int, default=40, help="decisions played before the picture (die rolls included)")
    shot.add_argument("--seats", default=None,
                      help="who plays each seat, comma separated: human, easy or strong (default: all human)")
    shot.set_defaults(run=_screenshot)
    parser.add_argument("--lang", choices=("it", "es", "de", "en"), default=None,
                        help="language of the window for this run (not remembered; default: the language chosen "
                             "in the window last time, at the first start the system's preferred language)")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        from .ui.main import run_safely
        return run_safely(args.lang)
    try:
        return args.run(args)
    except (BoardError, CatalogError, FileNotFoundError) as error:   # a broken or missing data file
        print(f"meduris: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:          # `meduris replay ... | head`: the reader left, nothing is lost
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
