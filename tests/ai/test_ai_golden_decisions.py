"""The medium and strong players of every game decide exactly as recorded before the search was
shared (golden_decisions.py; each game's tests/<game>/ai/golden/regenerate.py): 40 positions of
seeded games per game, player count and kind, fixed step budgets, no clock."""

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


@pytest.mark.parametrize("name", ["meduris", "dolmengoetter"])
@pytest.mark.parametrize("players,kind", golden_decisions.cases())
def test_the_players_decide_as_recorded(name, players, kind):
    game = _game(name)
    recorded = json.loads(golden_decisions.path(game, players, kind).read_text(encoding="utf-8"))
    assert len(recorded["decisions"]) == golden_decisions.POSITIONS
    assert golden_decisions.record(game, players, kind) == recorded
