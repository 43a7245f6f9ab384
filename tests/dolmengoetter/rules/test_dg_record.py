"""Records of Die Dolmengötter (dolmengoetter-record), the golden games, and the two games'
records and saves told apart (issue 21): `game: dolmengoetter` is recognized everywhere, a file
without `game` is Meduris's, a record read as the other game's says which game it is."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
import yaml

from meduris_gui import saves
from meduris_gui.games.dolmengoetter.rules.game import Game
from meduris_gui.games.dolmengoetter.rules.record import Record, RecordError, ReplayError, replay, summary
from meduris_gui.games.meduris.rules import record as meduris_record

from game_checks import record_round_trip, run

GOLDEN = Path(__file__).resolve().parent / "golden"
MEDURIS_GOLDEN = Path(__file__).resolve().parents[2] / "meduris" / "rules" / "golden" / "game-2p.yaml"


def finished_game(seed: int = 7, players: int = 3) -> Game:
    rng = random.Random(seed)
    game = Game.new(["red", "yellow", "blue", "green", "white"][:players], start_player=1)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("fmt", ["yaml", "json"])
def test_a_record_round_trips_and_replays_to_the_same_game(fmt, tmp_path):
    record_round_trip(Record, replay, finished_game(), tmp_path / f"game.{fmt}", fmt)


def test_a_record_lists_only_real_choices_forced_steps_are_the_engines():
    game = finished_game(3, 2)
    record = Record.of(game)
    assert len(record.actions) == len(game.history)
    assert Record.loads(record.dumps()).replay(10).history == game.history[:10]


def test_a_position_has_no_record():
    state_game = Game.from_json(json.dumps({**json.loads(finished_game().to_json()), "from_setup": False}))
    with pytest.raises(ValueError):
        Record.of(state_game)


@pytest.mark.parametrize("name, scores, winners, tie_break", [
    ("dg-2p", {"red": 38, "blue": 70}, ["blue"], "points"),
    ("dg-5p", {"red": 48, "yellow": 27, "blue": 18, "green": 27, "white": 48}, ["white"], "dolmens"),
])
def test_golden_records_replay_to_their_known_final_scores(name, scores, winners, tie_break, capsys):
    expected = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    record = Record.load(GOLDEN / f"{name}.yaml")
    game = record.new_game()
    for index, text in enumerate(record.actions):
        assert len(game.legal_actions()) == expected["legal_counts"][index], f"{name}: before action {index}"
        game.apply(text)
    assert game.is_over() and summary(game) == expected["summary"]
    assert expected["summary"]["scores"] == scores
    assert (expected["summary"]["winners"], expected["summary"]["tie_break"]) == (winners, tie_break)
    code, out, _err = run(capsys, "replay", GOLDEN / f"{name}.yaml")
    assert code == 0 and json.loads(out) == expected["summary"] and json.loads(out)["game"] == "dolmengoetter"


def _write(tmp_path, data, name="r.yaml") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def _data() -> dict:
    return Record.of(finished_game(5, 2)).to_dict()


@pytest.mark.parametrize("change, field", [
    (lambda d: d.update(version=2), "version"),
    (lambda d: d.update(players="red"), "players"),
    (lambda d: d.update(players=["red", "purple"]), "players"),
    (lambda d: d.update(start_player=5), "start_player"),
    (lambda d: d.update(start_player="0"), "start_player"),
    (lambda d: d.update(actions="walk 1 2"), "actions"),
    (lambda d: d["actions"].__setitem__(2, 7), "actions[2]"),
    (lambda d: d.update(extra=1), "extra"),
    (lambda d: d.update(names=["a"]), "names"),
    (lambda d: d.update(seats=["human", "god"]), "seats"),
    (lambda d: d.update(game="eiszeit"), "game"),
])
def test_a_broken_record_names_file_and_field(change, field, tmp_path):
    data = _data()
    change(data)
    path = _write(tmp_path, data)
    with pytest.raises(RecordError) as caught:
        Record.load(path).replay()
    assert caught.value.file == str(path) and caught.value.field == field


def test_an_illegal_action_is_a_replay_error_with_its_index(tmp_path, capsys):
    data = _data()
    data["actions"][15] = "fly 0 1"
    path = _write(tmp_path, data)
    with pytest.raises(ReplayError) as caught:
        Record.load(path).replay()
    assert caught.value.index == 15
    code, _out, err = run(capsys, "replay", path)
    assert code == 1 and "illegal action 15" in err
    data["actions"][15] = "jump"
    code, _out, err = run(capsys, "replay", _write(tmp_path, data))
    assert code == 1


def test_a_meduris_record_read_as_dolmengoetter_says_so(tmp_path):
    with pytest.raises(RecordError) as caught:
        Record.load(MEDURIS_GOLDEN)                         # written before issue 21: no `game`
    assert caught.value.field == "format" and "Meduris" in caught.value.problem
    data = yaml.safe_load(MEDURIS_GOLDEN.read_text(encoding="utf-8"))
    data["game"] = "meduris"
    with pytest.raises(RecordError) as caught:
        Record.load(_write(tmp_path, data))
    assert caught.value.field == "game" and "Meduris" in caught.value.problem


def test_a_dolmengoetter_record_read_as_meduris_says_so(tmp_path):
    path = _write(tmp_path, _data())
    with pytest.raises(meduris_record.RecordError) as caught:
        meduris_record.Record.load(path)
    assert caught.value.field == "game" and "Die Dolmengötter" in caught.value.problem
    data = _data()
    del data["game"]                                         # its format alone says it too
    with pytest.raises(meduris_record.RecordError) as caught:
        meduris_record.Record.load(_write(tmp_path, data))
    assert caught.value.field == "format" and "Die Dolmengötter" in caught.value.problem


def test_meduris_records_are_written_with_game_meduris_and_old_ones_still_load(tmp_path):
    old = meduris_record.Record.load(MEDURIS_GOLDEN)
    assert "game" not in yaml.safe_load(MEDURIS_GOLDEN.read_text(encoding="utf-8"))
    game = old.replay()
    written = meduris_record.Record.of(game).to_dict()
    assert written["game"] == "meduris"
    again = meduris_record.Record.load(_write(tmp_path, written))
    assert again.replay().to_json() == game.to_json()
    assert meduris_record.summary(game)["game"] == "meduris"


def test_saves_read_either_game(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv(saves.ENV_DIR, str(tmp_path))
    game = finished_game(9, 2)
    unfinished = Game.new(["red", "blue"])
    for action in game.history[:20]:
        unfinished.apply(action)
    path = saves.save_game(unfinished, names=["Ann", "Bo"], name="stones")
    assert yaml.safe_load(path.read_text(encoding="utf-8"))["game"] == "dolmengoetter"
    record = saves.read_record(path)
    assert isinstance(record, Record) and record.names == ["Ann", "Bo"]
    loaded = saves.load_game("stones")
    assert loaded.game_name == "dolmengoetter" and loaded.game.to_json() == unfinished.to_json()
    assert loaded.names == ["Ann", "Bo"]
    code, out, _err = run(capsys, "replay", path)
    assert code == 0 and json.loads(out)["game"] == "dolmengoetter" and not json.loads(out)["finished"]
    # a Meduris save still says game: meduris and loads as Meduris
    medu = meduris_record.Record.load(MEDURIS_GOLDEN).replay(30)
    path = saves.save_game(medu, name="meduris")
    assert yaml.safe_load(path.read_text(encoding="utf-8"))["game"] == "meduris"
    loaded = saves.load_game("meduris")
    assert loaded.game_name == "meduris" and loaded.game.to_json() == medu.to_json()


def test_a_damaged_dolmengoetter_save_is_a_save_error_naming_the_field(tmp_path, monkeypatch):
    monkeypatch.setenv(saves.ENV_DIR, str(tmp_path))
    data = _data()
    data["actions"][4] = "fly 1 1"
    folder = saves.save_path("x").parent
    folder.mkdir(parents=True, exist_ok=True)
    _write(folder, data, "bad.yaml")
    with pytest.raises(saves.SaveError) as caught:
        saves.load_game("bad")
    assert caught.value.field == "actions[4]"
    data = _data()
    data["players"] = ["red", "red"]
    _write(folder, data, "bad2.yaml")
    with pytest.raises(saves.SaveError) as caught:
        saves.load_game("bad2")
    assert caught.value.field == "players"


def test_replay_errors_keep_their_codes(tmp_path, capsys):
    assert run(capsys, "replay", tmp_path / "missing.yaml")[0] == 2
    assert run(capsys, "replay", _write(tmp_path, "format: dolmengoetter-record\nversion: 1\nplayers: [")) [0] == 2
    data = _data()
    data["version"] = 9
    code, _out, err = run(capsys, "replay", _write(tmp_path, data))
    assert code == 2 and "version" in err
