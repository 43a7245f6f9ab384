"""Benchmark: complete random Eiszeit games per second on one core (issue 22 goal: >= 300
four-player games/s).

    python bench/bench_eiszeit.py [--games 200] [--repeats 3] [--players 4] [--short] [--seed 2026]
                                  [--paths public,playout,state] [--root DIR]

Plays `games` complete games, choosing uniformly among the legal actions — chance outcomes (cards
drawn, fire tokens, lots) included, as the entries of legal_actions at CHANCE carry the true odds —
in this one process (so on one core), `repeats` times, along each path:

- public: Game.apply(rng.choice(game.legal_actions())), each action checked, events made;
- playout: Game.playout(rng), the fast path (random_action draws a card or token by count
  without listing them, apply_legal neither checks nor makes events), the history kept;
- state: engine.playout(state, rng) on the bare state, what a search's rollout pays.

The three play the very same games for one seed (the decision counts agree). Prints JSON: per path
and repeat the games and decisions (chance outcomes included) per second by CPU time
(time.process_time) beside clock time (time.perf_counter; on a shared machine the smaller), their
medians and bests, the machine's processor, and the cost of a state copy, a view, a determinisation
and a JSON round trip (what a computer player's search pays). `--root` imports meduris_gui from
another tree (an older version, to compare before and after in one run); a path that tree lacks
is reported as null. `--against DIR` also plays each path's games with the Eiszeit rules of the
tree DIR (imported beside these under another name), game by game in turn with these (which goes
first alternates; each game its own seed, the same for both), `repeats` rounds of `games` games,
and reports per side and round the games per CPU second and per clock second, their medians and
the speedup of the medians: on a shared, busy machine the noise then falls on both alike.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import platform
import random
import statistics
import sys
import time
from pathlib import Path

PATHS = ("public", "playout", "state")


def _import(root: str | None) -> None:
    """meduris_gui from `root` (default: this tree); sets the module names used below."""
    sys.path.insert(0, root or str(Path(__file__).resolve().parent.parent))
    global COLOURS, Game, determinise, engine
    from meduris_gui.games.eiszeit.rules import engine
    from meduris_gui.games.eiszeit.rules.actions import COLOURS
    from meduris_gui.games.eiszeit.rules.game import Game, determinise


def available(path: str) -> bool:
    return path == "public" or (path == "playout" and hasattr(Game, "playout")) or \
        (path == "state" and hasattr(engine, "playout"))


def play_public(game, rng, rules=None) -> int:
    state, choice = game.state, rng.choice
    while state.decider != -2:
        game.apply(choice(game.legal_actions()))
    return len(game.history)


def play_playout(game, rng, rules=None) -> int:
    return game.playout(rng)


def play_state(game, rng, rules=None) -> int:
    return (rules or engine).playout(game.state, rng)


PLAY = {"public": play_public, "playout": play_playout, "state": play_state}


def run(players: int, games: int, seed: int, short: bool, path: str = "public") -> dict:
    rng = random.Random(seed)
    colours = COLOURS[:players]
    play = PLAY[path]
    decisions = 0
    cpu, clock = time.process_time(), time.perf_counter()
    for g in range(games):
        decisions += play(Game.new(colours, g % players, short=short), rng)
    cpu, clock = time.process_time() - cpu, time.perf_counter() - clock
    return {"games": games, "decisions": decisions, "cpu_s": round(cpu, 3), "clock_s": round(clock, 3),
            "games_per_cpu_second": round(games / cpu, 1), "games_per_clock_second": round(games / clock, 1),
            "decisions_per_cpu_second": round(decisions / cpu), "decisions_per_clock_second": round(decisions / clock)}


def rules_from(root: str) -> tuple:
    """(Game, engine) of the Eiszeit rules in the tree `root`, imported under another name beside
    this tree's (the rules import each other relatively; the shared modules are this tree's)."""
    folder = Path(root).resolve() / "meduris_gui" / "games" / "eiszeit" / "rules"
    name = "_eiszeit_rules_against"
    spec = importlib.util.spec_from_file_location(name, folder / "__init__.py",
                                                  submodule_search_locations=[str(folder)])
    if spec is None or not (folder / "game.py").is_file():
        raise SystemExit(f"--against: no Eiszeit rules in {folder}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return importlib.import_module(f"{name}.game").Game, importlib.import_module(f"{name}.engine")


def against(players: int, games: int, seed: int, short: bool, path: str, other: tuple, rounds: int = 1) -> dict | None:
    """The same games with these rules and `other`'s (Game, engine), in turn game by game, in
    `rounds` rounds of `games` games (each round its own seeds): per side and round the games per
    CPU second and per clock second, their medians, and the speedup of the medians."""
    colours = COLOURS[:players]
    sides = {"this": (Game, engine), "other": other}
    if path != "public" and not hasattr(other[0] if path == "playout" else other[1], "playout"):
        return None                                   # a path that tree lacks
    per_round: dict = {side: {"cpu": [], "clock": []} for side in sides}
    decisions = dict.fromkeys(sides, 0)
    for i in range(rounds):
        cpu = dict.fromkeys(sides, 0.0)
        clock = dict.fromkeys(sides, 0.0)
        for g in range(games):
            order = list(sides) if g % 2 == 0 else list(sides)[::-1]
            for side in order:
                game_class, rules = sides[side]
                rng = random.Random((seed + i) * 1_000_003 + g)
                started, started_clock = time.process_time(), time.perf_counter()
                decisions[side] += PLAY[path](game_class.new(colours, g % players, short=short), rng, rules)
                cpu[side] += time.process_time() - started
                clock[side] += time.perf_counter() - started_clock
        for side in sides:
            per_round[side]["cpu"].append(round(games / cpu[side], 1))
            per_round[side]["clock"].append(round(games / clock[side], 1))
    median = {side: {kind: statistics.median(values) for kind, values in figures.items()}
              for side, figures in per_round.items()}
    return {"games": games, "rounds": rounds, "same_decisions": decisions["this"] == decisions["other"],
            "games_per_cpu_second": {side: {"median": median[side]["cpu"], "rounds": per_round[side]["cpu"]}
                                     for side in sides},
            "games_per_clock_second": {side: {"median": median[side]["clock"], "rounds": per_round[side]["clock"]}
                                       for side in sides},
            "speedup": {kind: round(median["this"][kind] / median["other"][kind], 3) for kind in ("cpu", "clock")}}


def costs(samples: int = 2000) -> dict:
    rng = random.Random(5)
    game = Game.new(COLOURS[:4])
    for _ in range(300):
        game.apply(rng.choice(game.legal_actions()))
    while game.current_player() < 0:
        game.apply(rng.choice(game.legal_actions()))
    seat = game.current_player()

    def timed(function, count: int) -> float:
        started = time.perf_counter()
        for _ in range(count):
            function()
        return (time.perf_counter() - started) / count * 1e6

    return {"state_copy_us": round(timed(game.state.copy, samples), 2),
            "view_us": round(timed(lambda: game.view(seat), samples // 10), 1),
            "determinise_us": round(timed(lambda: determinise(game.view(seat), rng), samples // 10), 1),
            "json_round_trip_us": round(timed(lambda: Game.from_json(game.to_json()), samples // 10), 1)}


def processor() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--short", action="store_true", help="the three-round game")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--paths", default=",".join(PATHS), help="which of public, playout, state")
    parser.add_argument("--root", default=None, help="import meduris_gui from this folder")
    parser.add_argument("--against", default=None, help="compare, game by game in turn, with this tree's rules")
    args = parser.parse_args()
    paths = args.paths.split(",")
    if not set(paths) <= set(PATHS):
        parser.error(f"--paths: expected some of {', '.join(PATHS)}")
    _import(args.root)
    Game.new(COLOURS[:args.players])                     # the board and card files, read once
    results = {}
    for path in paths:
        if not available(path):
            results[path] = None
            continue
        runs = [run(args.players, args.games, args.seed + i, args.short, path) for i in range(args.repeats)]

        def figures(key: str) -> dict:
            values = [r[key] for r in runs]
            return {"median": statistics.median(values), "best": max(values)}

        results[path] = {
            "games_per_second": {"cpu": figures("games_per_cpu_second"), "clock": figures("games_per_clock_second")},
            "decisions_per_second": {"cpu": figures("decisions_per_cpu_second"),
                                     "clock": figures("decisions_per_clock_second")},
            "decisions_per_game": round(statistics.mean(r["decisions"] / r["games"] for r in runs), 1),
            "runs": runs}
    if args.against:
        other = rules_from(args.against)
        results["against"] = {"root": str(Path(args.against).resolve()),
                              **{path: against(args.players, args.games, args.seed, args.short, path, other,
                                               args.repeats)
                                 for path in paths}}
    print(json.dumps({
        "benchmark": "Eiszeit, random complete games, one core",
        "players": args.players,
        "rounds": 3 if args.short else 4,
        "python": platform.python_version(),
        "cpu": processor(),
        "root": str(Path(sys.modules["meduris_gui"].__file__).parent.parent),
        **results,
        **costs(),
    }, indent=1))


if __name__ == "__main__":
    main()
