"""Checks every game's tests share (Die Dolmengötter's and Eiszeit's, and any game to come): a text
applied or refused cleanly, a record written, read and replayed, computer players that only play
legal actions and repeat a game for a seed. Each game's test passes its own classes in.

Imported by name (tests/ is on sys.path: its conftest.py sits there, no __init__.py).
"""

from __future__ import annotations

import pytest

from meduris_gui.cli import main

STEPS = 80          # a small strong budget for the players' tests: the same code as the real player, quicker


def run(capsys, *argv) -> tuple:
    """`meduris <argv>` in this process: its exit code, what it printed and what it complained."""
    code = main(list(map(str, argv)))
    out, err = capsys.readouterr()
    return code, out, err


def applied_or_refused(game, text: str, action_class: type, invalid: type, illegal: type) -> None:
    """Any text is either malformed (InvalidActionError, by parse and by apply alike), legal (as
    is_legal and legal_actions say, and applied) or illegal (IllegalActionError); the game is
    untouched by a refusal."""
    before = game.to_json()
    try:
        action = action_class.parse(text)
    except invalid:
        with pytest.raises(invalid):
            game.apply(text)
        assert game.to_json() == before
        return
    legal = action in game.legal_actions()
    assert game.is_legal(action) == legal
    if legal:
        game.copy().apply(action)
    else:
        with pytest.raises(illegal):
            game.apply(action)
    assert game.to_json() == before


def record_round_trip(record_class: type, replay, game, path, fmt: str):
    """The record of a finished `game` written to `path` (yaml or json) and read back: the same
    record, naming its game, replaying (Record.replay and the module's replay, with its events)
    to the same game. Returns the record read."""
    record = record_class.of(game)
    record.write(path, fmt)
    loaded = record_class.load(path)
    assert loaded.to_dict() == record.to_dict()
    assert loaded.to_dict()["game"] == record_class.game and loaded.to_dict()["format"] == record_class.FORMAT
    assert loaded.replay().to_json() == game.to_json()
    replayed, events = replay(loaded)
    assert replayed.to_json() == game.to_json() and events[-1].kind == "game_over"
    return loaded


def checked_play(play_game, kinds, seed: int, check=None) -> dict:
    """A whole game between computer players (the arena's loop); every decision is checked against
    the legal actions of that moment, before it is applied; `check(game, seat, view, player)`
    looks at each one too."""
    def decided(game, seat, view, player, action, seconds):
        assert action in game.legal_actions(), f"{kinds[seat]} chose {action} (not legal) in {game.state!r}"
        if check:
            check(game, seat, view, player)

    return play_game(list(kinds), seed, on_decision=decided, strong_steps=STEPS)


def same_seed_same_game(play_game, kinds) -> None:
    """The same seed gives the same game (decisions and scores); another seed another game."""
    first = play_game(list(kinds), seed=21, strong_steps=STEPS)
    second = play_game(list(kinds), seed=21, strong_steps=STEPS)
    assert [str(a) for a in first["game"].history] == [str(a) for a in second["game"].history]
    assert first["scores"] == second["scores"]
    other = play_game(list(kinds), seed=22, strong_steps=STEPS)
    assert [str(a) for a in other["game"].history] != [str(a) for a in first["game"].history]


def refuses_unknown_kind(make_player, kinds, arena_kinds, players: int) -> None:
    """make_player says there is no such computer player; every kind the window offers plays in
    the arena."""
    with pytest.raises(ValueError, match="no computer player"):
        make_player("genius", 0, players, 1)
    assert set(kinds) <= set(arena_kinds)
