"""How long the computer players think: decision times of each kind over whole seeded games.

    python bench/bench_decisions.py [--games 6] [--seed 1] [--window 2] [--kinds strong,medium,easy]

Plays 2- and 4-player games (strong against easy players, seats rotated as in the arena) and
prints, per player kind and decision phase, the number of decisions with a choice and the median,
90th/99th percentile and longest time. Issues 5 and 13 ask of the strong player: median at most
0.5 s, never over 2 s.

`--window N` also plays N games of each size in the game window (the game scene in SDL's dummy
driver, its real loop: a frame every 1/60 s, drawn while the computer thinks in its background
thread, speed "instant" so that nothing but the thinking is waited for). There a decision is timed
from the moment the scene asks the computer (Thinker.start) to the frame that takes its answer
(Thinker.answer): what a player waits, with the drawing loop sharing the interpreter, and the
window's deadline (thinker.SAFETY: the search answers with its best so far) in force.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from meduris_gui.games.meduris.ai.arena import play_game  # noqa: E402
from meduris_gui.games.meduris.rules.kinds import Phase  # noqa: E402


def timed_game(kinds: list, seed: int, samples: dict) -> None:
    def record(game, seat, view, player, action, seconds) -> None:
        if len(game.legal_actions()) > 1:
            samples.setdefault((kinds[seat], Phase(game.state.phase).word), []).append(seconds)
            samples.setdefault((kinds[seat], "all"), []).append(seconds)

    play_game(kinds, seed, on_decision=record)


def window_game(kinds: list, seed: int, samples: dict, size=(1366, 768)) -> None:
    """One game of computers `kinds` in the game window, each decision timed as a player waits."""
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame
    from meduris_gui.games.meduris.rules.game import Game
    from meduris_gui.settings import Settings
    from meduris_gui.table import thinker as thinker_module
    from meduris_gui.table.app import FPS, App

    colours = ["purple", "blue", "green", "red"][:len(kinds)]
    app = App(size=size, settings=Settings(language="en", speed="instant", autosave=False), headless=True)
    game = Game.new(colours, 0, seed=seed)
    scene = app.stack.push("game", game=game, seats=list(kinds), seed=seed)
    asked: dict = {}
    real_start, real_answer = thinker_module.Thinker.start, thinker_module.Thinker.answer

    def start(self, player, view, legal, *args, **kwargs):
        real_start(self, player, view, legal, *args, **kwargs)
        asked[id(self)] = (time.perf_counter(), player.kind, game.state.phase, len(legal))

    def answer(self):
        action = real_answer(self)
        if action is not None and id(self) in asked:
            started, kind, phase, choices = asked.pop(id(self))
            if choices > 1:
                seconds = time.perf_counter() - started
                samples.setdefault((kind, Phase(phase).word), []).append(seconds)
                samples.setdefault((kind, "all"), []).append(seconds)
        return action

    thinker_module.Thinker.start, thinker_module.Thinker.answer = start, answer
    try:
        clock = pygame.time.Clock()
        while not scene.game.is_over():
            pygame.event.pump()
            app.frame(clock.tick(FPS) / 1000)
    finally:
        thinker_module.Thinker.start, thinker_module.Thinker.answer = real_start, real_answer


def quantile(values: list, q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--window", type=int, default=0, help="games of each size in the game window")
    parser.add_argument("--kinds", default="strong,easy",
                        help="the first kind plays one seat, the second the others (e.g. strong,medium)")
    args = parser.parse_args()
    kinds = [kind.strip() for kind in args.kinds.split(",")]
    if len(kinds) != 2:
        parser.error(f"--kinds names two kinds, the first seat's and the others' (e.g. strong,easy), not {args.kinds!r}")
    first, other = kinds
    runs = [("engine", args.games, timed_game)] if args.games else []
    if args.window:
        runs.append(("window", args.window, window_game))
    for where, games, play in runs:
        for players in (2, 4):
            samples: dict = {}
            started = time.perf_counter()
            for g in range(games):
                kinds = [first] + [other] * (players - 1)
                shift = g % players
                play(kinds[-shift:] + kinds[:-shift] if shift else kinds, args.seed + g, samples)
            print(f"{where}: {players} players, {games} games, {time.perf_counter() - started:.1f} s")
            report(samples)


def report(samples: dict) -> None:
    print(f"  {'player':8} {'phase':10} {'n':>5} {'median':>8} {'p90':>8} {'p99':>8} {'max':>8} {'>0.5s':>6} {'>2s':>4}")
    for (kind, phase), times in sorted(samples.items()):
        print(f"  {kind:8} {phase:10} {len(times):5d} {statistics.median(times):8.4f} {quantile(times, 0.9):8.4f} "
              f"{quantile(times, 0.99):8.4f} {max(times):8.4f} {sum(t > 0.5 for t in times):6d} "
              f"{sum(t > 2 for t in times):4d}")


if __name__ == "__main__":
    main()
