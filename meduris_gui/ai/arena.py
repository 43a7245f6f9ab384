"""The arena: seeded games between computer players, and how each of them did, for every game.

    meduris arena --players 2 --games 200 --seed 1 --seats strong,random
    meduris arena --game dolmengoetter --players 2 --games 200 --seed 1 --seats strong,easy

Each game gives its entry points in games/<game>/ai/arena.py: NAME, PLAYERS (the fewest and most
seats), ARENA_KINDS, SIDES (whether --side picks a board side), DICE (whether chance decides: the
die's faces are its legal actions, rolled with a generator of the game's own), REPORT_NAMES_GAME
(whether the report starts with the game's name: Meduris's report keeps its shape of before),
OPENING (how many of each player's first setup decisions the arena draws at random: a game
without chance would otherwise be the same few games between players who choose the same way),
default_steps(), new_game(players, rng, side), make_player(kind, seat, players, seed, strong_steps),
observed(events) (what the players are shown of them) and summary(game) (the figures of a finished
game beyond the outcome). The loop, seating, intervals, parallel jobs and the report live here once;
so does `meduris sim --game` for the games beyond Meduris (`simulate`: their random_game, outcome,
SIM_COUNTS and sim_tally).

Seats are rotated from game to game (game g gives the k-th listed player seat (k + g) mod N),
so every player sits everywhere equally often; the start player (and Meduris's bonus tokens) come
from the game's seed, and so do the openings of a game without chance (OPENING). A shared victory
counts 1/k of a win for each of the k winners. Every figure except the decision times depends on
the seed alone.
"""

from __future__ import annotations

import hashlib
import json
import math
import multiprocessing
import os
import random
import signal
import statistics
import threading
import time
from array import array
from collections import deque
from pathlib import Path

from meduris_gui.fileformat import NotRegularFile, TooLarge, read_bounded
from meduris_gui.games import TOOL_GAMES as GAMES, UnknownGameError, entry    # the games the tools know
from meduris_gui.text import short

from .protocol import CHANCE

MAX_DECISIONS = 20_000      # far beyond any game (some 300 decisions): a stuck engine fails loudly


def entries(game: str):
    """The entry points of `game` (its games/<game>/ai/arena.py), asked of the game's entry in the
    registry (imported when first asked for; the frozen program's build lists them)."""
    try:
        return entry(game).arena()
    except UnknownGameError:
        raise ValueError(f"no game {short(game)} (choose from {', '.join(GAMES)})") from None


def play_game(game: str, kinds: list, seed: int, side: str | None = None, on_decision=None,
              strong_steps: int | None = None) -> dict:
    """One game of `game`; kinds[s] plays seat s. Returns scores, winners, decision times per seat
    (seconds, only for decisions with a choice), the decisions taken (die rolls included), the game
    and the game's own summary figures. `on_decision(game, seat, view, player, action, seconds)` is
    called for every decision before it is applied (benchmarks, tests)."""
    hooks = entries(game)
    players = len(kinds)
    rng = random.Random(seed)
    played = hooks.new_game(players, rng, side)
    dice = random.Random(rng.getrandbits(64)) if hooks.DICE else None
    ais = [hooks.make_player(kind, seat, players, rng.getrandbits(64), strong_steps)
           for seat, kind in enumerate(kinds)]
    observed = hooks.observed
    if hooks.OPENING:
        # The first setup decisions at random (OPENING each), shown to the players like any other.
        opening = random.Random(rng.getrandbits(64))
        for _ in range(hooks.OPENING * players):
            legal = played.legal_actions()
            shown = observed(played.apply(legal[opening.randrange(len(legal))]))
            for ai in ais:
                ai.observe(shown)
    times: list = [[] for _ in range(players)]
    clock = time.perf_counter
    decisions = 0
    while not played.is_over():
        seat = played.current_player()
        legal = played.legal_actions()
        if seat == CHANCE:
            events = played.apply(legal[dice.randrange(len(legal))])
        else:
            started = clock()
            view = played.view(seat)
            action = ais[seat].decide(view, legal)
            seconds = clock() - started
            if len(legal) > 1:
                times[seat].append(seconds)
            if on_decision is not None:
                on_decision(played, seat, view, ais[seat], action, seconds)
            events = played.apply(action)
        shown = observed(events)
        for ai in ais:
            ai.observe(shown)
        decisions += 1
        if decisions > MAX_DECISIONS:
            raise RuntimeError(f"a game of {hooks.NAME} did not end after {MAX_DECISIONS} decisions")
    outcome = played.outcome()
    return {"scores": list(outcome.scores), "winners": list(outcome.winners), "times": times, "game": played,
            "decisions": decisions, **hooks.summary(played)}


def simulate(game: str, players: int, games: int, seed: int) -> dict:
    """`meduris sim --game <game>` (not Meduris's, meduris_gui/sim.py): random games of `game`
    (its random_game(players, rng) -> (final state, decisions) and outcome(state)); scores,
    lengths, and the counts of what its sim_tally(state) says of each game (e.g. how it ended)."""
    hooks = entries(game)
    rng = random.Random(seed)
    scores: list = [[] for _ in range(players)]
    wins = [0.0] * players
    lengths: list = []
    turns: list = []
    counts: dict = {name: dict.fromkeys(keys, 0) for name, keys in hooks.SIM_COUNTS.items()}
    started = time.perf_counter()
    for _ in range(games):
        state, decisions = hooks.random_game(players, rng)
        outcome = hooks.outcome(state)
        for s in range(players):
            scores[s].append(outcome.scores[s])
        for s in outcome.winners:
            wins[s] += 1 / len(outcome.winners)
        lengths.append(decisions)
        turns.append(state.turn)
        for name, key in hooks.sim_tally(state).items():
            counts[name][key] += 1
    seconds = time.perf_counter() - started
    every = [x for seat in scores for x in seat]
    return {
        "game": game,
        "players": players,
        "games": games,
        "seed": seed,
        "seconds": round(seconds, 4),
        "games_per_second": round(games / seconds, 2) if seconds else None,
        "mean_score": round(statistics.fmean(every), 2),
        "mean_score_by_seat": [round(statistics.fmean(s), 2) for s in scores],
        "min_score": min(every),
        "max_score": max(every),
        "wins_by_seat": [round(w, 3) for w in wins],
        "mean_decisions_per_game": round(statistics.fmean(lengths), 1),
        "min_decisions": min(lengths),
        "max_decisions": max(lengths),
        "mean_turns_per_game": round(statistics.fmean(turns), 1),
        **counts,
    }


def _game(args: tuple) -> tuple:
    index, kinds, seed, side, strong_steps, game = args
    players = len(kinds)
    shift = index % players
    seated = [kinds[(s - shift) % players] for s in range(players)]   # listed k sits at (k + shift)
    result = play_game(game, seated, seed, side, strong_steps=strong_steps)
    del result["game"]                    # the report needs the figures only (and they pickle)
    return index, shift, result


def wilson(wins: float, games: int, z: float = 1.96) -> tuple:
    """95% Wilson score interval of a win rate."""
    if not games:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


# Bounds of the arena's arguments (the command's --help cites them). Each game keeps its decision
# times until the report (8 bytes each, some 150 a game): 100,000 games stay near 100 MB.
MAX_GAMES = 100_000
MAX_STRONG_STEPS = 10_000_000
# More processes than processors only adds switching; a small floor keeps --jobs 2 meaningful on
# a one-processor machine, a ceiling keeps a typo from forking thousands.
MAX_JOBS = min(64, max(2, os.cpu_count() or 1))
# Games queued per worker beyond the one it plays: tasks are made as the games are played, so
# memory does not grow with --games.
_QUEUED_PER_JOB = 2


def check_arguments(kinds: list, games: int, jobs: int, strong_steps: int | None, game: str = "meduris",
                    side: str | None = None) -> None:
    """ValueError naming the first argument out of bounds."""
    players = len(kinds)
    hooks = entries(game)
    low, high = hooks.PLAYERS
    if not low <= players <= high:
        raise ValueError(f"an arena game of {hooks.NAME} needs {low} to {high} seats, not {players}")
    if side is not None and not hooks.SIDES:
        raise ValueError(f"--side is a Meduris board side: {hooks.NAME} has one board")
    for kind in kinds:
        if kind not in hooks.ARENA_KINDS:
            raise ValueError(f"no computer player {short(kind)} (choose from {', '.join(hooks.ARENA_KINDS)})")
    if not 1 <= games <= MAX_GAMES:
        raise ValueError(f"--games must be at least 1 and at most {MAX_GAMES}, not {short(games)}")
    if not 1 <= jobs <= MAX_JOBS:
        raise ValueError(f"--jobs must be at least 1 and at most {MAX_JOBS} (processors: {os.cpu_count()}), "
                         f"not {short(jobs)}")
    if strong_steps is not None and not 1 <= strong_steps <= MAX_STRONG_STEPS:
        raise ValueError(f"--strong-steps must be at least 1 and at most {MAX_STRONG_STEPS}, not {short(strong_steps)}")


def _tasks(kinds: list, games: int, seed: int, side: str | None, strong_steps: int | None,
           game: str = "meduris"):
    """The games' arguments, made one at a time (never all of them at once)."""
    seeds = random.Random(seed)
    for g in range(games):
        yield (g, list(kinds), seeds.getrandbits(64), side, strong_steps, game)


def _ignore_sigint() -> None:
    """Workers leave Ctrl-C to the parent, which ends them all at once (Pool.terminate sends
    SIGTERM). A parent that started SDL (pygame.init: the window, a screenshot in the same
    process) has SDL's SIGTERM handler, which only posts a quit event: a forked worker would
    outlive terminate() and hang its join. So the worker takes SIGTERM's default back."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _wait(result):
    """The value of an AsyncResult; waits in short slices so Ctrl-C is seen at once."""
    while not result.ready():
        result.wait(0.25)
    return result.get()


def _play_all(tasks, jobs: int, collect) -> None:
    """collect(index, shift, result) for every task, in the order of the tasks. With jobs > 1 the
    games run in a pool of worker processes, at most a few per worker waiting; on any exception
    (Ctrl-C included) the workers are terminated before it goes on."""
    if jobs == 1:
        for task in tasks:
            collect(*_game(task))
        return
    # Workers must ignore SIGINT from their first instant (a Ctrl-C reaches the whole process
    # group): the parent ignores it while it forks them, then takes its handler back.
    in_main = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN) if in_main else None
    try:
        pool = multiprocessing.Pool(jobs, initializer=_ignore_sigint)
    finally:
        if in_main:
            signal.signal(signal.SIGINT, previous)
    try:
        pending: deque = deque()
        for task in tasks:
            pending.append(pool.apply_async(_game, (task,)))
            if len(pending) > jobs * _QUEUED_PER_JOB:
                collect(*_wait(pending.popleft()))
        while pending:
            collect(*_wait(pending.popleft()))
    except BaseException:
        pool.terminate()          # Ctrl-C or a failure: every worker ends now
        pool.join()
        raise
    # Done: the workers leave on their own (terminate() after close() can hang in join()).
    pool.close()
    pool.join()


def run_arena(kinds: list, games: int, seed: int, side: str | None = None, jobs: int = 1,
              strong_steps: int | None = None, game: str = "meduris", log: str | None = None) -> dict:
    """Play `games` seeded games of `game` between `kinds` (seats rotated) and report each listed
    player's wins with a 95 % Wilson interval, mean score and decision times. `log`: a file that
    keeps every finished game (one JSON line each, after a header naming the arena and the code of
    its players): the games already in it are not played again, so a long arena goes on where it
    was stopped (ArenaLogError when the file is of another arena, or of other code)."""
    check_arguments(kinds, games, jobs, strong_steps, game, side)
    players = len(kinds)
    header = {"arena": 1, "game": game, "players": players, "games": games, "seed": seed, "seats": list(kinds),
              "side": side, "strong_steps": strong_steps, "code": fingerprint(game)}
    results: dict = read_log(log, header) if log else {}
    before = len(results)
    sink = _open_log(log, header) if log else None

    def collect(index: int, shift: int, result: dict) -> None:
        result = {"index": index, "shift": shift, "scores": result["scores"], "winners": result["winners"],
                  "times": [[round(t, 5) for t in seat] for seat in result["times"]]}
        results[index] = result
        if sink is not None:
            sink.write(json.dumps(result, separators=(",", ":")) + "\n")
            sink.flush()
            os.fsync(sink.fileno())

    tasks = (task for task in _tasks(kinds, games, seed, side, strong_steps, game) if task[0] not in results)
    started = time.perf_counter()
    try:
        _play_all(tasks, min(jobs, games), collect)
    finally:
        if sink is not None:
            sink.close()
    seconds = time.perf_counter() - started
    report = summarise(kinds, [results[i] for i in sorted(results)], game)
    report.update(players=players, games=games, seed=seed)
    if entries(game).SIDES:
        report["side"] = side or "rules"
    report.update(strong_steps=entries(game).default_steps() if strong_steps is None else strong_steps,
                  seats=report.pop("seats"), seconds=round(seconds, 2))
    if log:
        report.update(log=log, played_now=len(results) - before)
    return report


def _pairwise(results: list, k: int, players: int) -> dict | None:
    """How often the k-th listed player finished ahead of each other player (3 or more seats: the
    measure of "beats that player" at a table of several, 50 % between equals): per game the share
    of the others he outscored (a tie of points goes to a winner over a loser, else counts half),
    its mean over the games and a 95 % interval from the games' spread (a game's comparisons are
    not independent of each other, so the games are the sample)."""
    if not results:
        return None
    shares = []
    for result in results:
        seat = (k + result["shift"]) % players
        mine, won = result["scores"][seat], seat in result["winners"]
        share = 0.0
        for other in range(players):
            if other == seat:
                continue
            theirs, they_won = result["scores"][other], other in result["winners"]
            if mine != theirs:
                share += mine > theirs
            elif won != they_won:
                share += won
            else:
                share += 0.5
        shares.append(share / (players - 1))
    mean = statistics.fmean(shares)
    half = 1.96 * statistics.stdev(shares) / math.sqrt(len(shares)) if len(shares) > 1 else 1.0
    return {"rate": round(mean, 4), "rate_95": [round(max(0.0, mean - half), 4), round(min(1.0, mean + half), 4)]}


class ArenaLogError(ValueError):
    """An arena log that cannot be read or continued: the message names the file and why."""


LOG_BYTES = 64 * 1024 * 1024        # an arena log is read up to this size (some 2 KB a game)
SOURCE_BYTES = 4 * 1024 * 1024      # a source file of the players' code, read for the digest
_FINGERPRINTED = ("ai", "rules")     # a game's packages that decide how its computer players play


def fingerprint(game: str) -> str:
    """A digest of the code that decides how `game`'s computer players play: the shared search
    (meduris_gui/ai) and the game's ai and rules packages, every file by its path and bytes. A
    log's games were played by the same players only if this is the same."""
    base = Path(__file__).resolve().parent.parent               # meduris_gui
    folders = [base / "ai"] + [base / "games" / game / name for name in _FINGERPRINTED]
    digest = hashlib.sha256()
    for folder in folders:
        for path in sorted(folder.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                digest.update(path.relative_to(base).as_posix().encode() + b"\0")
                digest.update(read_bounded(path, SOURCE_BYTES) + b"\0")
    return digest.hexdigest()[:16]


def read_log(path: str, header: dict) -> dict:
    """The finished games of the arena log at `path` by index ({} when there is no file yet).
    ArenaLogError when the file is too big, is not an arena log, is of another arena than
    `header`, or was played by other code. A last line cut short (the arena stopped while
    writing it) is left out: that game is played again."""
    if not Path(path).exists():
        return {}
    try:
        data = read_bounded(path, LOG_BYTES)
    except TooLarge:
        raise ArenaLogError(f"{path}: more than {LOG_BYTES // 2**20} MB, not an arena log of this program") from None
    except NotRegularFile as error:
        raise ArenaLogError(f"{path}: {error}, not an arena log") from None
    lines = data.decode("utf-8", "replace").split("\n")
    try:
        first = json.loads(lines[0])
    except ValueError:
        first = None
    if not isinstance(first, dict) or first.get("arena") != 1:
        raise ArenaLogError(f"{path}: line 1 is not an arena log's header")
    for key, value in header.items():
        if first.get(key) != value:
            if key == "code":
                raise ArenaLogError(
                    f"{path}: its games were played by other code (its players' code {first.get(key)}, "
                    f"here {value}): go on with the code it was started with, or start a new log")
            raise ArenaLogError(f"{path}: a log of another arena ({key} {short(first.get(key))}, here {short(value)})")
    results: dict = {}
    last = len(lines) - 1
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        try:
            game = json.loads(line)
            index = game["index"]
            if not (isinstance(index, int) and 0 <= index < header["games"]
                    and game["shift"] == index % header["players"]):
                raise ValueError
        except (ValueError, KeyError, TypeError):
            if number - 1 == last:
                break                     # cut short by a stop: played again
            raise ArenaLogError(f"{path}: line {number} is not a finished game of this arena") from None
        results[index] = game
    return results


def _open_log(path: str, header: dict):
    """The log at `path` open for appending, its header written first when it is new; a last
    line cut short by a stop is taken off (read_log left that game out: it is played again)."""
    file = Path(path)
    if file.exists() and file.stat().st_size:
        data = read_bounded(path, LOG_BYTES)          # read_log has read it: a log, not too big
        if not data.endswith(b"\n"):
            os.truncate(path, data.rfind(b"\n") + 1)
    new = not file.exists() or file.stat().st_size == 0
    handle = file.open("a", encoding="utf-8")
    if new:
        handle.write(json.dumps(header, separators=(",", ":")) + "\n")
        handle.flush()
    return handle


def summarise(kinds: list, results: list, game: str = "meduris") -> dict:
    """The report's seats (and the game's name, where its report starts with it) from finished
    games: each a dict with its seat rotation `shift`, `scores`, `winners` and `times` per seat."""
    players = len(kinds)
    played = len(results)
    wins = [0.0] * players
    scores: list = [[] for _ in range(players)]
    times: list = [array("d") for _ in range(players)]
    for result in results:
        shift = result["shift"]
        for k in range(players):
            seat = (k + shift) % players
            scores[k].append(result["scores"][seat])
            times[k].extend(result["times"][seat])
            if seat in result["winners"]:
                wins[k] += 1 / len(result["winners"])
    pairs = [_pairwise(results, k, players) for k in range(players)] if players > 2 else None
    seats = []
    for k, kind in enumerate(kinds):
        low, high = wilson(wins[k], played)
        seats.append({
            "seat": k,
            "player": kind,
            "wins": round(wins[k], 3),
            "win_rate": round(wins[k] / played, 4) if played else None,
            "win_rate_95": [round(low, 4), round(high, 4)],
            "mean_score": round(statistics.fmean(scores[k]), 2) if played else None,
            "decisions": len(times[k]),
            "mean_decision_s": round(statistics.fmean(times[k]), 5) if times[k] else None,
            "median_decision_s": round(statistics.median(times[k]), 5) if times[k] else None,
            "max_decision_s": round(max(times[k]), 4) if times[k] else None,
        })
        if pairs:
            seats[-1]["pairwise"] = pairs[k]
    report: dict = {"game": game} if entries(game).REPORT_NAMES_GAME else {}
    report["seats"] = seats
    return report


__all__ = ["GAMES", "ArenaLogError", "MAX_GAMES", "MAX_JOBS", "MAX_STRONG_STEPS", "check_arguments", "entries", "play_game",
           "fingerprint", "read_log", "run_arena", "simulate", "summarise", "wilson"]
