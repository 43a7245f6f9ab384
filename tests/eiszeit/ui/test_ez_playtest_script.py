"""scripts/playtest_eiszeit.py (the real-window playtest of Eiszeit) without a display: its
scenarios, and the headless twin that follows a real window's autosave: its computers' decisions
and its chance (cards, fire tokens, the lot) are read from the record, a human's decision is
clicked with the scene's own choice table, and it stops where a human decides."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

from meduris_gui.games.eiszeit.rules.game import Game
from meduris_gui.games.eiszeit.rules.record import Record
from meduris_gui.i18n import set_language

from window_checks import FakeReal, write_record as shared_write_record

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "playtest_eiszeit.py"


@pytest.fixture(scope="module")
def script():
    spec = importlib.util.spec_from_file_location("playtest_eiszeit", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    yield module
    set_language("en")
    for name in ("playtest", "playtest_dolmengoetter"):      # imported by the script from scripts/
        sys.modules.pop(name, None)


def test_the_scenarios_are_the_issues_playtests(script):
    script.pt.SCENARIOS.clear()
    script.pt.SCENARIOS.update(script.SCENARIOS)
    a = script.pt.parse_args(["--out", "x"])
    assert (a.players, a.lang, a.size) == (3, "es", (1366, 768))
    assert a.seats.count("human") == 1 and "strong" in a.seats
    b = script.pt.parse_args(["--scenario", "B", "--out", "x"])
    assert (b.players, b.lang, b.size) == (5, "de", (1920, 1080))
    assert b.seats.count("human") == 2 and b.seats.count("strong") >= 1 and len(b.seats) == 5
    # The first decision is a computer's: the window's fire tokens are read before a human clicks.
    assert a.seats[a.start] != "human" and b.seats[b.start] != "human"


def write_record(path: Path, game: Game, decisions: int, seats) -> None:
    shared_write_record(path, Record, game, decisions, seats)


def test_the_twin_takes_the_windows_chance_and_computers_and_stops_at_the_human(script, tmp_path):
    seats = ["human", "easy", "easy"]
    rng = random.Random(8)
    game = Game.new(["red", "blue", "yellow"], 1)
    while len(game.history) < 200:
        game.apply(game.random_action(rng))
    full = [str(a) for a in game.history]
    deciders = game.deciders
    # k: a computer decides next; m, m2: the human's next two decisions after it
    k = next(i for i in range(20, 120) if deciders[i] in (1, 2) and deciders[i - 1] == 0)
    m = next(i for i in range(k + 1, len(full)) if deciders[i] == 0)
    m2 = next(i for i in range(m + 1, len(full)) if deciders[i] == 0)
    path = tmp_path / "autosave.yaml"
    write_record(path, game, k, seats)
    real = FakeReal(path)
    twin = script.EzTwin((1366, 768), dict(language="es", speed="fast"), real, lambda text: None)
    twin.rebuild(path)
    assert twin.in_step(real.record())
    write_record(path, game, m, seats)                     # the window went on to the human's decision
    twin.settle(limit=60)
    scene = twin.game_scene()
    assert [str(a) for a in scene.game.history] == full[:m]
    assert scene.human_decides() and twin.in_step(real.record())
    # The human's decision, clicked with the scene's choice table; its chance is the window's.
    write_record(path, game, m2, seats)
    action = full[m]
    clicks = min((seq for seq, found in scene.choice().table.items() if str(found) == action), key=len)
    for element in clicks:
        assert element in scene.glowing()
        scene.click(element)
    twin.settle(limit=60)
    assert twin.game_scene() is scene                       # followed, never rebuilt
    assert [str(a) for a in scene.game.history] == full[:m2]
    # A window that recorded something else is seen at once.
    other = real.record()
    other["start_player"] = 0
    assert not twin.in_step(other)
