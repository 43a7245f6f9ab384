"""Benchmark: curtains per round of a hot-seat game (issue 19.5).

    python bench/bench_curtains.py [--games 5] [--seed 1] [--seats human,easy,human,easy]

Plays seeded 4-player games headless in the game window (speed instant, the screens hidden):
the computer seats play themselves, each human seat is decided by an easy computer player that
sees only its seat's view (a stand-in for a person), its decisions taken through the game scene
like a click. Every curtain the window pushes is counted, by what it hands the laptop over for
(the setup, a turn, a "+1", a "–1", a sacrifice, a payment), and clicked away at once. Prints
JSON: per game and in all, the curtains, the rounds (turns / players) and curtains per round.
Runs against whichever code is on sys.path first (this checkout's by default), so the same
script measures a branch before and after a change.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(os.environ.get("MEDURIS_ROOT", ROOT)))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

COLOURS = ["purple", "blue", "green", "red"]


def play(seed: int, seats: list[str]) -> dict:
    import pygame

    from meduris_gui.games.meduris.ai.players import make_player
    from meduris_gui.games.meduris.rules import events as E
    from meduris_gui.games.meduris.rules.game import Game
    from meduris_gui.games.meduris.rules.kinds import Phase
    from meduris_gui.games.meduris.rules.state import CHANCE
    from meduris_gui.table.app import App, Settings
    from meduris_gui.games.meduris.ui.scenes.game import GameScene

    players = len(seats)
    app = App(size=(1366, 768), settings=Settings(language="en", speed="instant", autosave=False, seed=seed),
              headless=True)
    rng = random.Random(seed)
    game = Game.new(COLOURS[:players], seed % players, rng=rng)
    scene = GameScene(game, seats=seats, seed=seed)
    stand_ins = {seat: make_player("easy", seat, players, seed * 10 + seat)
                 for seat, kind in enumerate(seats) if kind == "human"}
    turns = [0]
    observe = scene.table.observe

    def observed(events) -> None:                    # the stand-ins remember what a player saw
        observe(events)
        for player in stand_ins.values():
            player.observe(events)
        turns[0] += sum(isinstance(event, E.TurnStarted) for event in events)

    scene.table.observe = observed
    curtains: list[tuple[int, str]] = []             # (round, what for)
    push = app.stack.push

    def counted(what, /, **kwargs):
        if what == "curtain":
            state = game.state
            kind = "turn" if state.decider == CHANCE or state.phase == Phase.MAIN else Phase(state.phase).name.lower()
            curtains.append((turns[0] // players if turns[0] else -1, kind))
        return push(what, **kwargs)

    app.stack.push = counted
    app.stack.replace(scene)
    click = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(683, 384), button=1)]
    steps = 0
    while not game.is_over():
        steps += 1
        assert steps < 200000, "the game does not end"
        top = app.stack.top
        if top is not scene:
            app.step(click)                           # the next player clicks the curtain away
            continue
        if scene.animator.busy or scene.computer_to_act() is not None or getattr(scene, "handover", None) is not None:
            job = scene.table.thinker.job
            if job is not None:
                job.done.wait(5.0)
            app.step(dt=0.05)
            continue
        if game.current_player() == CHANCE:
            scene.roll()
        else:
            seat = game.state.decider
            scene.act(stand_ins[seat].decide(game.view(seat), game.legal_actions()))
        app.step()
    rounds = turns[0] / players
    kinds = Counter(kind for _round, kind in curtains)
    played = [k for k in kinds if k != "setup"]
    in_rounds = sum(kinds[k] for k in played)
    scene.table.stop()
    return {"seed": seed, "curtains": len(curtains), "setup": kinds["setup"], "rounds": round(rounds, 2),
            "per_round": round(in_rounds / rounds, 2), "by_kind": dict(kinds)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", default="human,easy,human,easy")
    args = parser.parse_args()
    seats = args.seats.split(",")
    games = [play(args.seed + k, seats) for k in range(args.games)]
    rounds = sum(g["rounds"] for g in games)
    played = sum(g["curtains"] - g["setup"] for g in games)
    kinds = Counter()
    for g in games:
        kinds.update(g["by_kind"])
    import meduris_gui
    print(json.dumps({"code": str(Path(meduris_gui.__file__).parent.parent), "seats": seats, "games": games,
                      "all": {"curtains": sum(g["curtains"] for g in games), "setup": sum(g["setup"] for g in games),
                              "rounds": round(rounds, 2), "per_round": round(played / rounds, 2),
                              "by_kind": dict(kinds)}}, indent=1))


if __name__ == "__main__":
    main()
