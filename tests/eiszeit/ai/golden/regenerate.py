"""Golden decisions of Eiszeit's medium and strong players (tests/ai/golden_decisions.py says how
they are made): regenerate with

    python tests/eiszeit/ai/golden/regenerate.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "ai")]

import golden_decisions  # noqa: E402
from meduris_gui.games.eiszeit.ai.arena import new_game, observed  # noqa: E402,F401
from meduris_gui.games.eiszeit.ai.players import make_player  # noqa: E402,F401
from meduris_gui.games.eiszeit.rules.game import CHANCE  # noqa: E402,F401

GAME = "eiszeit"
PLAYER_COUNTS = (3, 5)                        # S1: 3 to 5 players
STRIDE = 7
STEPS = {"medium": None, "strong": 300}       # strong: --strong-steps; medium: its own budget

if __name__ == "__main__":
    golden_decisions.regenerate(sys.modules[__name__])
