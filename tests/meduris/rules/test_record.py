"""Game records (YAML and JSON), deterministic replay, the `meduris replay` and `meduris sim`
tools, and the golden games (tests/meduris/rules/golden: run regenerate.py there only when a rules
change is intended)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
import yaml

from meduris_gui.cli import main
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.ai.sim import new_random_game, random_steps
from meduris_gui.games.meduris.rules.record import Record, RecordError, ReplayError, summary
from meduris_gui.games.meduris.rules.kinds import BUILDING_WORDS, Building

from game_checks import run

GOLDEN = Path(__file__).parent / "golden"


def play(colours=("purple", "blue"), side=None, seed=1, stop=None) -> Game:
    """A random game (complete, or the first `stop` decisions)."""
    rng = random.Random(seed)
    game = new_random_game(colours, rng, side)
    for _events in random_steps(game, rng, stop):
        pass
    return game


@pytest.fixture(scope="module")
def finished() -> Game:
    return play(seed=4)


def write(tmp_path: Path, data, name="game.yaml") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


# -- writing, reading, replaying -------------------------------------------------------------------

@pytest.mark.parametrize("fmt", ["yaml", "json"])
def test_record_round_trip(finished, fmt, tmp_path):
    record = Record.of(finished)
    text = record.dumps(fmt)
    if fmt == "json":
        assert json.loads(text)["format"] == "meduris-record"
    loaded = Record.loads(text)
    assert loaded.to_dict() == record.to_dict()
    path = write(tmp_path, text, f"game.{fmt}")
    assert Record.load(path).to_dict() == record.to_dict()
    assert Record.load(path).replay().state == finished.state


def test_record_lists_only_decisions(finished):
    record = Record.of(finished)
    assert record.actions == [str(action) for action in finished.history]
    assert record.bonus_tokens == finished.tokens
    assert record.players == ["purple", "blue"]
    assert record.side == "2-3p"


def test_replay_is_deterministic(finished):
    record = Record.loads(Record.of(finished).dumps())
    one, two = record.replay(), record.replay()
    assert one.state == two.state == finished.state
    assert one.history == two.history == finished.history


@pytest.mark.parametrize("upto", [0, 1, 7, 40, 133])
def test_replay_upto(upto):
    game = play(("purple", "blue", "green"), seed=8)
    partial = play(("purple", "blue", "green"), seed=8, stop=upto)
    assert Record.of(game).replay(upto).state == partial.state


def test_one_step_builds_replay_like_two_steps(finished):
    """'build hut 17' + 'pay ...' and 'build hut 17 pay ...' are the same decision."""
    texts = Record.of(finished).actions
    merged, i = [], 0
    while i < len(texts):
        if texts[i].startswith("build ") and i + 1 < len(texts) and texts[i + 1].startswith("pay "):
            merged.append(f"{texts[i]} {texts[i + 1]}")
            i += 2
        else:
            merged.append(texts[i])
            i += 1
    assert len(merged) < len(texts)
    record = Record.of(finished)
    record.actions = merged
    assert record.replay().state == finished.state


# -- meduris replay --------------------------------------------------------------------------------

def test_cli_replay_prints_the_final_position(finished, tmp_path, capsys):
    path = write(tmp_path, Record.of(finished).dumps())
    code, out, err = run(capsys, "replay", path)
    assert code == 0 and err == ""
    data = json.loads(out)
    state = finished.state
    colours = state.colours
    assert data["finished"] is True
    assert data["scores"] == {c: state.score[p] for p, c in enumerate(colours)}
    assert data["winners"] == [colours[p] for p in state.final["winners"]]
    assert data["buildings"] == {
        str(s): {"colour": colours[state.owner[s]], "kind": BUILDING_WORDS[state.kind[s]]}
        for s in range(state.board.n) if state.kind[s]}
    assert sum(b["kind"] == "hut" for b in data["buildings"].values()) == state.kind.count(Building.HUT)
    assert data["druid"] == {"rock": state.druid_rock,
                             "space": state.druid_space if state.druid_space >= 0 else None}
    assert data["runes"] == {c: [t for t, h in enumerate(state.rune) if h == p] for p, c in enumerate(colours)}
    assert data["materials"] == {c: dict(zip(("wood", "wool", "copper", "stone"), state.stock[p]))
                                 for p, c in enumerate(colours)}
    assert data == summary(finished)
    code, compact, _ = run(capsys, "replay", path, "--compact")
    assert code == 0 and json.loads(compact) == data and compact.count("\n") == 1


def test_cli_replay_unfinished_game(tmp_path, capsys):
    game = play(seed=3, stop=50)
    code, out, _ = run(capsys, "replay", write(tmp_path, Record.of(game).dumps("json"), "part.json"))
    data = json.loads(out)
    assert code == 0 and data["finished"] is False and data["winners"] == []
    assert data["actions"] == 50


@pytest.mark.parametrize("bad", ["build temple 999", "place wood", "sacrifice token", "dance wildly"])
def test_cli_replay_stops_at_the_first_illegal_action(finished, tmp_path, capsys, bad):
    record = Record.of(finished)
    index = 30
    record.actions[index] = bad
    path = write(tmp_path, record.dumps())
    code, out, err = run(capsys, "replay", path)
    assert code == 1 and out == ""
    assert f"illegal action {index} " in err
    assert repr(bad) in err
    assert str(path) in err
    reason = err.split(f"{bad!r}):", 1)[1].strip()
    assert len(reason) > 10
    with pytest.raises(ReplayError) as info:
        record.replay()
    assert info.value.index == index and info.value.action == bad and info.value.reason in err


def good_record(finished) -> dict:
    return Record.of(finished).to_dict()


BAD_RECORDS = {
    "format": (lambda d: d.update(format="meduris-save"), "format"),
    "version": (lambda d: d.update(version=2), "version"),
    "unknown field": (lambda d: d.update(comment="hi"), "comment"),
    "side not text": (lambda d: d.update(side=3), "side"),
    "players not a list": (lambda d: d.update(players="purple, blue"), "players"),
    "player not a colour name": (lambda d: d.update(players=["purple", 2]), "players"),
    "start player": (lambda d: d.update(start_player="first"), "start_player"),
    "start player bool": (lambda d: d.update(start_player=True), "start_player"),
    "bonus tokens not a mapping": (lambda d: d.update(bonus_tokens=["plus2"]), "bonus_tokens"),
    "actions not a list": (lambda d: d.update(actions="place wood"), "actions"),
    "action not text": (lambda d: d["actions"].__setitem__(3, 17), "actions[3]"),
    **{f"seats {bad!r}": ((lambda d, bad=bad: d.update(seats=bad)),
                          "seats: expected one of human, easy, medium, strong, random")
       for bad in (["human"], ["human", "genius"], "easy", [1, 2])},
}


@pytest.mark.parametrize("case", list(BAD_RECORDS), ids=list(BAD_RECORDS))
def test_bad_record_fields(finished, tmp_path, capsys, case):
    change, field = BAD_RECORDS[case]
    data = good_record(finished)
    change(data)
    path = write(tmp_path, data)
    with pytest.raises(RecordError) as info:
        Record.load(path)
    assert str(path) in str(info.value) and field in str(info.value)
    assert info.value.file == str(path) and info.value.field == field.split(":")[0]     # FileFormatError's parts
    code, out, err = run(capsys, "replay", path)
    assert code == 2 and out == "" and str(path) in err and field in err


BAD_SETUPS = {
    "unknown side": (lambda d: d.update(side="5p"), "side"),
    "tokens too close": (lambda d: d.update(bonus_tokens={0: "plus2", 2: "plus2", 10: "free", 15: "free",
                                                          20: "druid", 25: "druid"}), "bonus_tokens"),
    "unknown token": (lambda d: d.update(bonus_tokens={0: "gold", 5: "plus2", 10: "free", 15: "free",
                                                       20: "druid", 25: "druid"}), "bonus_tokens"),
    "token off the board": (lambda d: d.update(bonus_tokens={0: "plus2", 5: "plus2", 10: "free", 15: "free",
                                                             20: "druid", 99: "druid"}), "bonus_tokens"),
    "five tokens": (lambda d: d["bonus_tokens"].popitem(), "bonus_tokens"),
    "same colour twice": (lambda d: d.update(players=["purple", "purple"]), "players"),
    "two players not purple and blue": (lambda d: d.update(players=["red", "green"]), "players"),
    "one player": (lambda d: d.update(players=["purple"]), "players"),
    "unknown colour": (lambda d: d.update(players=["purple", "orange"]), "players"),
    "start player out of range": (lambda d: d.update(start_player=5), "start_player"),
}


@pytest.mark.parametrize("case", list(BAD_SETUPS), ids=list(BAD_SETUPS))
def test_bad_record_setup_is_a_record_error(finished, tmp_path, capsys, case):
    change, field = BAD_SETUPS[case]
    data = good_record(finished)
    change(data)
    path = write(tmp_path, data)
    with pytest.raises(RecordError) as info:
        Record.load(path).replay()
    assert (info.value.file, info.value.field) == (str(path), field), str(info.value)
    code, out, err = run(capsys, "replay", path)
    assert code == 2 and out == "" and err.strip()


@pytest.mark.parametrize("case", ["unknown side", "tokens too close", "same colour twice",
                                  "start player out of range"])
def test_bad_record_setup_names_file_and_field(finished, tmp_path, capsys, case):
    change, field = BAD_SETUPS[case]
    data = good_record(finished)
    change(data)
    path = write(tmp_path, data)
    code, _out, err = run(capsys, "replay", path)
    assert code == 2 and str(path) in err and f"{field}:" in err


def test_unreadable_record_files(tmp_path, capsys):
    missing = tmp_path / "nope.yaml"
    code, out, err = run(capsys, "replay", missing)
    assert code == 2 and out == "" and str(missing) in err
    with pytest.raises(RecordError, match="nope.yaml"):
        Record.load(missing)

    broken = write(tmp_path, "format: meduris-record\nactions: [place wood\n  - : :\n", "broken.yaml")
    with pytest.raises(RecordError) as info:
        Record.load(broken)
    assert str(broken) in str(info.value) and "line" in str(info.value)
    code, out, err = run(capsys, "replay", broken)
    assert code == 2 and "broken.yaml" in err and "YAML" in err

    for text in ("", "- just\n- a list\n", "42\n"):
        with pytest.raises(RecordError, match="top"):
            Record.loads(text, "x.yaml")


# -- the golden games --------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["game-2p", "game-4p"])
def test_golden_game(name, capsys):
    """Replays tests/meduris/rules/golden/<name>.yaml and compares with <name>.json: the legal-action
    count before every action and the final position. A failure means the rules now play this
    game differently: if that change is intended, run tests/meduris/rules/golden/regenerate.py."""
    path = GOLDEN / f"{name}.yaml"
    expected = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    record = Record.load(path)
    game = record.new_game()
    for index, text in enumerate(record.actions):
        assert len(game.legal_actions()) == expected["legal_counts"][index], (
            f"{name}: legal actions before action {index} ({text}) changed")
        game.apply(text)
    assert game.is_over()
    assert summary(game) == expected["summary"]
    code, out, _ = run(capsys, "replay", path)
    assert code == 0 and json.loads(out) == expected["summary"]


def test_golden_games_have_the_expected_setup():
    two = Record.load(GOLDEN / "game-2p.yaml")
    four = Record.load(GOLDEN / "game-4p.yaml")
    assert (two.side, len(two.players)) == ("2-3p", 2)
    assert (four.side, len(four.players)) == ("4p", 4)


# -- meduris sim -------------------------------------------------------------------------------------

TIMING = {"seconds", "games_per_second", "decisions_per_second"}


@pytest.mark.parametrize(("players", "side"), [(2, None), (3, None), (4, None), (4, "2-3p"), (2, "4p")])
def test_cli_sim(capsys, players, side):
    def sim_argv(seed):
        return ["sim", "--players", players, "--games", 3, "--seed", seed] + (["--side", side] if side else [])

    argv = sim_argv(12)
    code, out, err = run(capsys, *argv)
    assert code == 0 and err == ""
    first = json.loads(out)
    for key in ("games", "seconds", "games_per_second", "decisions_per_second",
                "mean_score", "min_score", "max_score"):
        assert key in first
    assert first["games"] == 3 and first["players"] == players
    assert first["side"] == (side or ("4p" if players == 4 else "2-3p"))
    assert 0 <= first["min_score"] <= first["mean_score"] <= first["max_score"]
    assert first["seconds"] >= 0
    code, out, _ = run(capsys, *argv)
    second = json.loads(out)
    assert {k: v for k, v in first.items() if k not in TIMING} == {k: v for k, v in second.items() if k not in TIMING}
    code, out, _ = run(capsys, *sim_argv(13))
    other = json.loads(out)
    assert code == 0 and other["seed"] == 13
    assert (other["decisions"], other["mean_score"]) != (first["decisions"], first["mean_score"])


@pytest.mark.parametrize("argv", [["sim", "--players", "5", "--games", "1"],
                                  ["sim", "--players", "2", "--games", "0"]])
def test_cli_sim_refuses_bad_arguments(capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and "meduris sim" in err


def test_a_record_says_who_played_each_seat_and_replay_reads_it(tmp_path, capsys):
    game = play(stop=40)
    record = Record.of(game)
    record.seats = ["human", "strong"]
    path = tmp_path / "with-seats.yaml"
    path.write_text(record.dumps(), encoding="utf-8")
    assert Record.load(path).seats == ["human", "strong"]
    assert Record.loads(record.dumps("json")).seats == ["human", "strong"]
    assert main(["replay", str(path), "--compact"]) == 0
    assert Record.of(game).seats is None and "seats" not in Record.of(game).to_dict()
