"""Saves: atomic writes, exact replay, bad files moved aside (never deleted), and a process killed
while it autosaves leaves a save the next start can continue."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from meduris_gui import saves
from meduris_gui.games.meduris.rules.events import WorkerPlaced
from meduris_gui.games.meduris.rules.record import Record
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.sim import random_steps

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(saves.ENV_DIR, str(tmp_path))
    return tmp_path / "saves"


def a_game(steps: int = 80, seed: int = 3) -> Game:
    rng = random.Random(seed)
    game = Game.new(["purple", "blue", "green"], 0, rng=rng)
    for _ in random_steps(game, rng, steps):
        pass
    return game


def test_save_and_load_give_the_same_game_names_and_log(data_dir):
    game = a_game()
    saves.save_game(game, ["Ada", "", "Cy"])
    loaded = saves.load_game()
    assert loaded.game.state == game.state and loaded.game.history == game.history
    assert loaded.names == ["Ada", "", "Cy"]
    assert loaded.events and isinstance(loaded.events[0], WorkerPlaced)
    assert [p.name for p in data_dir.iterdir()] == ["autosave.yaml"]          # no temporary file left


def test_named_saves_list_and_delete(data_dir):
    game = a_game(20)
    saves.save_game(game, None, "first")
    time.sleep(0.01)
    saves.save_game(game, None, "zweite Partie")
    assert [name for name, _ in saves.list_saves()] == ["zweite Partie", "first"]
    saves.delete_save("first")
    assert [name for name, _ in saves.list_saves()] == ["zweite Partie"]
    for bad in ("", "a/b", "..", " x", "x" * 41, "what?"):
        with pytest.raises(saves.SaveError):
            saves.save_path(bad)


def test_who_plays_each_seat_is_saved_and_a_save_of_humans_stays_a_plain_record(data_dir):
    from meduris_gui.games.meduris.rules.record import Record
    game = a_game()
    path = saves.save_game(game, ["Ada", "", ""], seats=["human", "strong", "easy"])
    loaded = saves.load_game()
    assert loaded.seats == ["human", "strong", "easy"] and loaded.names == ["Ada", "", ""]
    assert loaded.game.history == game.history
    saves.save_game(game, None, seats=["human", "human", "human"])
    assert "seats" not in path.read_text(encoding="utf-8")
    assert Record.load(path).replay().state == game.state          # every tool reads it
    assert saves.load_game().seats is None                          # before computers: all human


@pytest.mark.parametrize("seats", ["[human, expert, easy]", "[human, easy]", "human", "[1, 2, 3]"])
def test_a_save_with_bad_seats_is_reported_and_moved_aside(data_dir, seats):
    path = saves.save_game(a_game(20), seats=["human", "easy", "easy"])
    text = path.read_text(encoding="utf-8").replace("seats:\n- human\n- easy\n- easy\n", f"seats: {seats}\n")
    assert f"seats: {seats}" in text
    path.write_text(text, encoding="utf-8")
    with pytest.raises(saves.SaveError, match="seats") as info:
        saves.load_game()
    assert info.value.moved_to is not None and info.value.moved_to.read_text(encoding="utf-8") == text


@pytest.mark.parametrize("damage", ["truncated", "garbage", "foreign", "newer", "illegal action", "empty"])
def test_a_bad_save_is_reported_and_moved_aside_never_deleted(data_dir, damage):
    game = a_game()
    path = saves.save_game(game)
    text = path.read_text(encoding="utf-8")
    broken = {
        "truncated": text[: len(text) // 2],
        "garbage": "\x00\x01 not yaml: [",
        "foreign": "name: something else\nitems: [1, 2]\n",
        "newer": text.replace("version: 1", "version: 2"),
        "illegal action": text.replace("- place", "- build hut 3\n- place", 1),
        "empty": "",
    }[damage]
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(saves.SaveError) as info:
        saves.load_game()
    moved = info.value.moved_to
    assert moved is not None and moved.exists() and moved.read_text(encoding="utf-8") == broken
    assert not path.exists() and "autosave.yaml" in str(info.value)


def test_write_atomic_keeps_the_old_file_when_writing_fails(data_dir, monkeypatch):
    path = saves.save_game(a_game(10))
    before = path.read_text(encoding="utf-8")

    def boom(fd):
        raise OSError("disk full")

    monkeypatch.setattr(os, "fsync", boom)
    with pytest.raises(OSError):
        saves.save_game(a_game(30))
    assert path.read_text(encoding="utf-8") == before
    assert [p.name for p in data_dir.iterdir()] == ["autosave.yaml"]


WRITER = """
import random, sys
sys.path.insert(0, {root!r})
from meduris_gui import saves
from meduris_gui.games.meduris.rules.events import WorkerPlaced
from meduris_gui.games.meduris.rules.record import Record
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.sim import random_steps
rng = random.Random({seed})
while True:                                   # game after game, an autosave after every decision
    game = Game.new(["purple", "blue", "green", "red"], 0, rng=rng)
    for _ in random_steps(game, rng):
        saves.save_game(game, ["A", "B", "C", "D"])
"""


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_killing_the_game_while_it_autosaves_leaves_a_save_that_continues(data_dir, seed):
    env = dict(os.environ, MEDURIS_DATA_DIR=str(data_dir.parent))
    process = subprocess.Popen([sys.executable, "-c", WRITER.format(root=str(ROOT), seed=seed)], env=env)
    try:
        deadline = time.time() + 20
        while not (data_dir / "autosave.yaml").exists() and time.time() < deadline:
            time.sleep(0.05)
        time.sleep(0.3 + random.Random(seed).random() * 0.7)      # well into a stream of writes
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()
    loaded = saves.load_game()                                    # must not raise: never half written
    assert loaded.names == ["A", "B", "C", "D"]
    assert loaded.game.history and Record.of(loaded.game).replay().state == loaded.game.state
    assert not any(p.name.startswith("autosave.yaml.broken") for p in data_dir.iterdir())


def test_an_eiszeit_autosave_loads_and_a_game_the_reader_does_not_play_is_refused_and_kept(data_dir):
    """Eiszeit (issue 22) is a game of the window: its autosave loads as any (its game, names and
    decisions). A reader that does not play a game (`read_record`'s `games`: the window reads
    GAMES, `meduris replay` TOOL_GAMES) refuses its record, in the player's words naming the game,
    and the file stays where it is."""
    from meduris_gui.games.eiszeit.rules.serial import state_to_dict

    record = ROOT / "tests" / "eiszeit" / "rules" / "golden" / "ez-3p-short.yaml"
    data_dir.mkdir(parents=True, exist_ok=True)
    path = saves.save_path(saves.AUTOSAVE)
    path.write_bytes(record.read_bytes())
    loaded = saves.load_game()
    expected = saves.read_record(path)
    assert loaded.game_name == "eiszeit" and expected.game == "eiszeit"
    assert [str(a) for a in loaded.game.history] == [str(a) for a in expected.actions]
    assert state_to_dict(expected.replay().state) == state_to_dict(loaded.game.state)
    assert loaded.game.is_over() and loaded.game.outcome().scores == (29, 42, 27)
    with pytest.raises(saves.SaveError) as info:
        saves.read_record(path, ("meduris", "dolmengoetter"))
    assert info.value.moved_to is None and path.exists()
    assert info.value.field == "game" and "Eiszeit" in info.value.reason()
