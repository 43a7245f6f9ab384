"""scripts/playtest.py (the real-window playtest) without a display: its scenarios, and the
headless twin that follows a real window's autosave (its computers and dice read the record)."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest
import yaml

from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.record import Record
from meduris_gui.games.meduris.rules.state import CHANCE

from window_checks import FakeReal, write_record as shared_write_record

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "playtest.py"


@pytest.fixture(scope="module")
def playtest():
    spec = importlib.util.spec_from_file_location("playtest", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_scenarios_are_the_issues_playtests(playtest):
    a = playtest.parse_args(["--out", "x"])
    assert (a.players, a.lang, a.size, a.seats, a.one_click, a.hints) == \
        (2, "it", (1366, 768), ["human", "strong"], True, True)
    assert a.suggest_every > 0
    b = playtest.parse_args(["--scenario", "B", "--out", "x"])
    assert (b.players, b.lang, b.size) == (4, "de", (1920, 1080))
    assert b.seats.count("human") == 2
    # The first decision is a computer's: the real game's setup is known before a human clicks.
    assert a.seats[a.start] != "human" and b.seats[b.start] != "human"
    with pytest.raises(SystemExit):
        playtest.parse_args(["--out", "x", "--players", "3"])     # 2 seats named for 3 players


def write_record(path: Path, game: Game, decisions: int, seats) -> None:
    shared_write_record(path, Record, game, decisions, seats)


def test_the_twin_plays_the_windows_dice_and_computer_moves_and_stops_at_the_human(playtest, tmp_path):
    seats = ["human", "easy"]
    rng = random.Random(5)
    game = Game.new(["purple", "blue"], 1, rng=rng)
    while len(game.history) < 40:
        if game.current_player() == CHANCE:
            game.roll(rng)
        else:
            game.apply(rng.choice(game.legal_actions()))
    full = [str(a) for a in game.history]
    # A position where the computer (seat 1) or its die is next: the twin must take the window's moves.
    k = next(i for i in range(4, 30) if _decider_after(game, i) == 1)
    path = tmp_path / "autosave.yaml"
    write_record(path, game, k, seats)
    real = FakeReal(path)
    twin = playtest.Twin((1366, 768), dict(language="it", speed="fast"), real, lambda text: None)
    twin.rebuild(path)
    assert twin.in_step(yaml.safe_load(path.read_text()))
    write_record(path, game, len(full), seats)             # the window went on
    twin.settle()
    scene = twin.game_scene()
    mine = [str(a) for a in scene.game.history]
    assert len(mine) > k and mine == full[:len(mine)]
    assert scene.computer_to_act() is None                   # it stopped where the human decides
    assert twin.in_step(yaml.safe_load(path.read_text()))
    # A window that recorded something else is seen at once.
    other = yaml.safe_load(path.read_text())
    other["start_player"] = 0
    assert not twin.in_step(other)


def _decider_after(game: Game, decisions: int) -> int:
    state = game.position_after(decisions)
    return state.turn if state.decider == CHANCE else state.decider
