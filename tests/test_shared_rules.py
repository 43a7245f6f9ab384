"""What the games' rules cores share (meduris_gui/records.py, gamebase.py, boardfile.py): every
game's record, error and game class builds on it, and what a game says of itself stays its own."""

from __future__ import annotations

import importlib

import pytest
import yaml

from meduris_gui import gamebase, records
from meduris_gui.games import GAMES, RECORD_FORMATS, TOOL_GAMES

ALL = tuple(dict.fromkeys(GAMES + TOOL_GAMES))


def rules(game: str, module: str):
    return importlib.import_module(f"meduris_gui.games.{game}.rules.{module}")


@pytest.mark.parametrize("game", ALL)
def test_every_record_builds_on_the_shared_one_with_its_own_errors(game):
    record = rules(game, "record")
    assert issubclass(record.Record, records.GameRecord)
    assert record.Record.game == game and record.Record.FORMAT == RECORD_FORMATS[game] == record.FORMAT
    assert issubclass(record.RecordError, records.RecordError) and record.RecordError is not records.RecordError
    assert issubclass(record.ReplayError, records.ReplayError) and record.ReplayError is not records.ReplayError
    assert record.Record.error is record.RecordError and record.Record.replay_error is record.ReplayError
    assert rules(game, "state").TERMINAL == gamebase.TERMINAL


@pytest.mark.parametrize("game", ALL)
def test_a_record_of_another_game_is_refused_with_the_games_own_error(game):
    record = rules(game, "record")
    other = next(g for g in ALL if g != game)
    data = {"format": RECORD_FORMATS[other], "version": 1, "game": other, "players": [], "actions": []}
    with pytest.raises(record.RecordError, match="this is a record of"):
        record.Record.loads(yaml.safe_dump(data), "other.yaml")


@pytest.mark.parametrize("game", ("dolmengoetter", "eiszeit"))
def test_the_games_with_a_history_share_undo_and_json(game):
    module = rules(game, "game")
    assert issubclass(module.Game, gamebase.HistoryGame)
    assert issubclass(module.SetupError, gamebase.SetupError)
    assert issubclass(rules(game, "events").GameOver, gamebase.Event)
    with pytest.raises(module.SetupError, match="colour"):
        module.check_players(["red", "red", "blue"])
