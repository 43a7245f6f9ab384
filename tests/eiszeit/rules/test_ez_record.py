"""Records of Eiszeit (eiszeit-record): round trips, the golden games replayed (H6), bad records
refused naming the field, records of the other games told apart, and `meduris replay`."""

from __future__ import annotations

import importlib.util
import json
import random
from pathlib import Path

import pytest
import yaml

from meduris_gui.games import GAMES, record_game
from meduris_gui.games.dolmengoetter.rules import record as dolmen_record
from meduris_gui.games.eiszeit.rules.actions import COLOURS
from meduris_gui.games.eiszeit.rules.game import Game
from meduris_gui.games.eiszeit.rules.record import Record, RecordError, ReplayError, replay, summary

from game_checks import record_round_trip, run

GOLDEN = Path(__file__).resolve().parent / "golden"
DG_GOLDEN = Path(__file__).resolve().parents[2] / "dolmengoetter" / "rules" / "golden" / "dg-2p.yaml"


def _regenerator():
    """golden/regenerate.py by its path (Die Dolmengötter's golden folder has one of the same name)."""
    spec = importlib.util.spec_from_file_location("ez_golden_regenerate", GOLDEN / "regenerate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def finished(seed: int = 2, n: int = 3, short: bool = True) -> Game:
    rng = random.Random(seed)
    game = Game.new(COLOURS[:n], 1, short=short)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("fmt", ["yaml", "json"])
def test_H6_a_record_round_trips_and_replays_to_the_same_game(fmt, tmp_path):
    loaded = record_round_trip(Record, replay, finished(), tmp_path / f"game.{fmt}", fmt)
    assert loaded.rounds == 3


@pytest.mark.parametrize("name", ["ez-3p-short", "ez-5p"])
def test_H6_the_golden_records_replay_to_their_playthrough(name):
    playthrough = _regenerator().playthrough
    record = Record.load(GOLDEN / f"{name}.yaml")
    assert playthrough(record) == json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    assert any(a.startswith(("deal ", "token ")) for a in record.actions)


@pytest.mark.parametrize("change, field", [
    (lambda d: d.update(players=["red", "red", "blue"]), "players"),
    (lambda d: d.update(players=["red", "blue"]), "players"),
    (lambda d: d.update(start_player=5), "start_player"),
    (lambda d: d.update(rounds=5), "rounds"),
    (lambda d: d.update(actions="place 5"), "actions"),
    (lambda d: d["actions"].__setitem__(3, 7), "actions[3]"),
    (lambda d: d.update(version=2), "version"),
    (lambda d: d.update(game="chess"), "game"),
    (lambda d: d.update(seats=["human"]), "seats"),
])
def test_a_broken_record_names_its_field(change, field):
    data = Record.of(finished()).to_dict()
    change(data)
    with pytest.raises(RecordError) as caught:
        Record.from_dict(data, "x.yaml").new_game()
    assert caught.value.field == field and caught.value.file == "x.yaml"


def test_an_illegal_action_in_a_record_is_a_replay_error_with_its_index():
    data = Record.of(finished()).to_dict()
    data["actions"][40] = "ice 5"
    with pytest.raises(ReplayError) as caught:
        Record.from_dict(data).replay()
    assert caught.value.index == 40 and caught.value.action == "ice 5"


def test_records_of_the_other_games_are_told_apart():
    dg = yaml.safe_load(DG_GOLDEN.read_text(encoding="utf-8"))
    with pytest.raises(RecordError) as caught:
        Record.from_dict(dg, "dg.yaml")
    assert "Die Dolmengötter" in caught.value.problem
    ez = Record.of(finished()).to_dict()
    assert record_game(ez) == "eiszeit" and record_game({"format": "eiszeit-record"}) == "eiszeit"
    with pytest.raises(dolmen_record.RecordError) as caught:
        dolmen_record.Record.from_dict(ez, "ez.yaml")
    assert "Eiszeit" in caught.value.problem


def test_the_window_offers_eiszeit_and_reads_its_records():
    assert "eiszeit" in GAMES                    # issue 22: the title offers it, its saves load


def test_meduris_replay_plays_an_eiszeit_record(capsys, tmp_path):
    game = finished(seed=4, n=4, short=False)
    path = tmp_path / "ez.yaml"
    Record.of(game).write(path)
    code, out, _err = run(capsys, "replay", path)
    assert code == 0
    printed = json.loads(out)
    assert printed == json.loads(json.dumps(summary(game)))
    assert printed["game"] == "eiszeit" and printed["finished"] and len(printed["points_by_round"]["red"]) == 4
    assert sum(printed["points_by_round"]["blue"]) == printed["scores"]["blue"]
    data = Record.of(game).to_dict()
    data["actions"][100] = "pass"
    path.write_text(yaml.safe_dump(data))
    code, _out, err = run(capsys, "replay", path)
    assert code == 1 and "illegal action 100" in err
    path.write_text("format: eiszeit-record\nversion: 1\ngame: eiszeit\nplayers: [red]\nactions: []\n")
    code, _out, err = run(capsys, "replay", path)
    assert code == 2 and "players" in err
