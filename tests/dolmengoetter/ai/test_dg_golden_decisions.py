"""The medium and strong players of Die Dolmengötter decide exactly as recorded (golden/regenerate.py):
40 positions of seeded games per player count and kind, fixed step budgets, no clock."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

GOLDEN = Path(__file__).resolve().parent / "golden"
_spec = importlib.util.spec_from_file_location("dolmengoetter_golden_decisions", GOLDEN / "regenerate.py")
regenerate = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(regenerate)


@pytest.mark.parametrize("players,kind", regenerate.CASES)
def test_the_players_decide_as_recorded(players, kind):
    record = json.loads(regenerate.path(players, kind).read_text(encoding="utf-8"))
    assert record["strong_steps"] == regenerate.STEPS[kind] and record["stride"] == regenerate.STRIDE
    assert len(record["decisions"]) == regenerate.POSITIONS
    assert regenerate.decisions(players, kind) == record["decisions"]
