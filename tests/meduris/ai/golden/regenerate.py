"""Golden decisions of Meduris's medium and strong players (tests/ai/golden_decisions.py says
how they are made): regenerate with

    python tests/meduris/ai/golden/regenerate.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "ai")]

import golden_decisions  # noqa: E402
from meduris_gui.games.meduris.ai.players import make_player  # noqa: E402,F401
from meduris_gui.games.meduris.rules.game import CHANCE, Game  # noqa: E402,F401
from meduris_gui.games.meduris.rules.setup import default_colours  # noqa: E402

GAME = "meduris"
STRIDE = 3
STEPS = {"medium": None, "strong": 3000}      # strong: --strong-steps; medium: its own budget


def new_game(players: int, rng: random.Random) -> Game:
    return Game.new(default_colours(players), rng.randrange(players), rng=rng, any_side=True)


def observed(events) -> list:
    return events


if __name__ == "__main__":
    golden_decisions.regenerate(sys.modules[__name__])
