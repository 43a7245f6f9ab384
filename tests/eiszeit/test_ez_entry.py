"""Eiszeit's game entry (games/eiszeit/entry.py): what the tools ask of it agrees with its rules
and computer players, and asking for it imports none of its modules."""

from __future__ import annotations

import random
import subprocess
import sys

from meduris_gui import games
from meduris_gui.games.eiszeit.ai import arena as ez_arena
from meduris_gui.games.eiszeit.rules import record as ez_record
from meduris_gui.games.eiszeit.rules.game import Game
from meduris_gui.games.eiszeit.rules.state import MAX_PLAYERS, MIN_PLAYERS


def test_the_entry_agrees_with_the_rules_and_the_players():
    found = games.entry("eiszeit")
    assert found.players == (MIN_PLAYERS, MAX_PLAYERS) == ez_arena.PLAYERS
    assert found.sides == ()
    assert found.record_format == ez_record.FORMAT and found.name == ez_record.GAME
    assert found.records().record_class is ez_record.Record and found.records().version == ez_record.VERSION
    assert found.seat_kinds() == ez_record.SEAT_KINDS
    assert found.arena() is ez_arena and found.strong_steps() == ez_arena.default_steps()
    assert found.default_colours(MAX_PLAYERS)[:MIN_PLAYERS] == found.default_colours(MIN_PLAYERS)


def test_a_new_game_is_eiszeits_and_finds_its_entry():
    found = games.entry("eiszeit")
    game = found.new_game(4, random.Random(2))
    assert isinstance(game, Game) and found.owns(game) and games.entry_of(game) is found
    assert not games.entry("dolmengoetter").owns(game)
    assert list(game.state.colours) == found.default_colours(4)


def test_sim_through_the_entry():
    report = games.entry("eiszeit").simulate(3, 2, 7, None)
    assert report["game"] == "eiszeit" and report["games"] == 2 and len(report["mean_score_by_seat"]) == 3


def test_asking_for_the_entry_imports_none_of_its_modules():
    code = ("import sys; from meduris_gui import games; games.entry('eiszeit'); "
            "print(sorted(m for m in sys.modules if m.startswith('meduris_gui.games.eiszeit')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert result.stdout.strip() == "['meduris_gui.games.eiszeit', 'meduris_gui.games.eiszeit.entry']"
