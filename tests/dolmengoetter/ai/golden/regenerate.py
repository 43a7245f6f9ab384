"""Golden decisions of Die Dolmengötter's medium and strong players (tests/ai/golden_decisions.py
says how they are made): regenerate with

    python tests/dolmengoetter/ai/golden/regenerate.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "ai")]

import golden_decisions  # noqa: E402
from meduris_gui.games.dolmengoetter.ai.players import make_player  # noqa: E402,F401
from meduris_gui.games.dolmengoetter.rules.game import Game  # noqa: E402
from meduris_gui.games.dolmengoetter.rules.state import COLOURS  # noqa: E402

GAME = "dolmengoetter"
CHANCE = -1                                   # never: the game has no die
STRIDE = 5
STEPS = {"medium": None, "strong": 600}       # strong: --strong-steps; medium: its own budget


def new_game(players: int, rng: random.Random) -> Game:
    return Game.new(list(COLOURS[:players]), rng.randrange(players))


def observed(events) -> list:
    return [event.public() for event in events]


if __name__ == "__main__":
    golden_decisions.regenerate(sys.modules[__name__])
