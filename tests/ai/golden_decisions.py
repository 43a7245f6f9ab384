"""Golden decisions of the computer players, for every game: what the medium and strong players
decide at fixed positions of seeded games, with fixed step budgets and no deadline (nothing depends
on the clock). Each game's tests/<game>/ai/golden/regenerate.py names its game and writes
decisions-<players>p-<kind>.json next to it; test_ai_golden_decisions.py asks again and must get
exactly the same answers: the search may be moved or rewritten, its choices may not change.

For each player count and kind, seeded games are driven by easy players; a player of the kind
sits at every seat beside them, is shown every event as the arena shows it, and at every STRIDE-th
decision with a choice is asked what it would do; its action and its search's figures are
recorded, POSITIONS per file. The die (chance) is rolled with a generator of its own.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

POSITIONS = 40
KINDS = ("medium", "strong")


def decisions(game, players: int, kind: str) -> list:
    """The tested player's answers (see the module's doc). `game`: a game's regenerate module
    (new_game, make_player, observed, CHANCE, STEPS, STRIDE)."""
    found: list = []
    seed = 0
    while len(found) < POSITIONS:
        seed += 1
        rng = random.Random(seed)
        played = game.new_game(players, rng)
        dice = random.Random(rng.getrandbits(64))
        drivers = [game.make_player("easy", s, players, rng.getrandbits(64)) for s in range(players)]
        tested = [game.make_player(kind, s, players, rng.getrandbits(64), game.STEPS[kind]) for s in range(players)]
        choices = 0
        while not played.is_over() and len(found) < POSITIONS:
            seat = played.current_player()
            legal = played.legal_actions()
            if seat == game.CHANCE:
                events = played.apply(legal[dice.randrange(len(legal))])
            else:
                view = played.view(seat)
                if len(legal) > 1:
                    choices += 1
                    if choices % game.STRIDE == 0:
                        player = tested[seat]
                        player.last = {}
                        action = player.decide(view, legal)
                        found.append({"seed": seed, "decision": choices, "seat": seat, "action": str(action),
                                      "search": dict(player.last)})
                events = played.apply(drivers[seat].decide(view, legal))
            shown = game.observed(events)
            for player in drivers + tested:
                player.observe(shown)
    return found


def cases(game=None) -> list:
    """(players, kind) of a game's files: its PLAYER_COUNTS (2 and 4 unless it says otherwise)."""
    counts = getattr(game, "PLAYER_COUNTS", (2, 4))
    return [(players, kind) for players in counts for kind in KINDS]


def path(game, players: int, kind: str) -> Path:
    return Path(game.__file__).resolve().parent / f"decisions-{players}p-{kind}.json"


def record(game, players: int, kind: str) -> dict:
    return {"game": game.GAME, "players": players, "kind": kind, "strong_steps": game.STEPS[kind],
            "stride": game.STRIDE, "decisions": decisions(game, players, kind)}


def regenerate(game) -> None:
    for players, kind in cases(game):
        where = path(game, players, kind)
        data = record(game, players, kind)
        where.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(where.name, len(data["decisions"]))
