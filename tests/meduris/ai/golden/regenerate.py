"""Golden decisions of Meduris's medium and strong players: regenerate with

    python tests/meduris/ai/golden/regenerate.py

For 2 and 4 players and each kind, a seeded game is driven by easy players; a player of the kind
sits at every seat beside them, sees every event, and at every STRIDE-th decision with a choice is
asked what it would do (fixed step budgets, no deadline: nothing depends on the clock). Its action
and its search's figures are recorded, POSITIONS per file. test_golden_decisions.py asks again and
must get exactly the same answers: the search may be moved or rewritten, its choices may not change.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT))

from meduris_gui.games.meduris.ai.players import make_player  # noqa: E402
from meduris_gui.games.meduris.rules.game import CHANCE, Game  # noqa: E402
from meduris_gui.games.meduris.rules.setup import default_colours  # noqa: E402

HERE = Path(__file__).resolve().parent
POSITIONS = 40
STRIDE = 3
STEPS = {"medium": None, "strong": 3000}      # strong: --strong-steps; medium: its own budget
CASES = [(players, kind) for players in (2, 4) for kind in ("medium", "strong")]


def decisions(players: int, kind: str) -> list:
    """The tested player's answers at POSITIONS positions of seeded games (see the module's doc)."""
    found: list = []
    seed = 0
    while len(found) < POSITIONS:
        seed += 1
        rng = random.Random(seed)
        game = Game.new(default_colours(players), rng.randrange(players), rng=rng, any_side=True)
        dice = random.Random(rng.getrandbits(64))
        drivers = [make_player("easy", s, players, rng.getrandbits(64)) for s in range(players)]
        tested = [make_player(kind, s, players, rng.getrandbits(64), STEPS[kind]) for s in range(players)]
        choices = 0
        while not game.is_over() and len(found) < POSITIONS:
            seat = game.current_player()
            if seat == CHANCE:
                events = game.roll(dice)
            else:
                legal = game.legal_actions()
                view = game.view(seat)
                if len(legal) > 1:
                    choices += 1
                    if choices % STRIDE == 0:
                        player = tested[seat]
                        player.last = {}
                        action = player.decide(view, legal)
                        found.append({"seed": seed, "decision": len(game.history), "seat": seat,
                                      "action": str(action), "search": dict(player.last)})
                events = game.apply(drivers[seat].decide(view, legal))
            for player in drivers + tested:
                player.observe(events)
    return found


def path(players: int, kind: str) -> Path:
    return HERE / f"decisions-{players}p-{kind}.json"


def main() -> None:
    for players, kind in CASES:
        record = {"game": "meduris", "players": players, "kind": kind, "strong_steps": STEPS[kind],
                  "stride": STRIDE, "decisions": decisions(players, kind)}
        path(players, kind).write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
        print(path(players, kind).name, len(record["decisions"]))


if __name__ == "__main__":
    main()
