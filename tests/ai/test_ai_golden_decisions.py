"""The medium and strong players of every game decide exactly as recorded (golden_decisions.py;
each game's tests/<game>/ai/golden/regenerate.py; Meduris's and Die Dolmengötter's were recorded
before the search was shared): 40 positions of seeded games per game, player count and kind, fixed
step budgets, no clock."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

import golden_decisions

TESTS = Path(__file__).resolve().parents[1]


def _game(name: str):
    spec = importlib.util.spec_from_file_location(f"{name}_golden_regenerate", TESTS / name / "ai" / "golden" / "regenerate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GAMES = ("meduris", "dolmengoetter", "eiszeit")
CASES = [(name, players, kind) for name in GAMES for players, kind in golden_decisions.cases(_game(name))]


@pytest.mark.parametrize("name,players,kind", CASES)
def test_the_players_decide_as_recorded(name, players, kind):
    game = _game(name)
    recorded = json.loads(golden_decisions.path(game, players, kind).read_text(encoding="utf-8"))
    assert len(recorded["decisions"]) == golden_decisions.POSITIONS
    assert golden_decisions.record(game, players, kind) == recorded
