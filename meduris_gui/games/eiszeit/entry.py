"""Eiszeit as the tools see it: its game entry (the protocol is GameEntry in
meduris_gui/games/__init__.py). Eiszeit has a rules core and records but no window yet (issue 22):
it is in TOOL_GAMES, not in GAMES, so the title never offers it, and this entry answers what the
tools (`meduris replay|sim|arena`) need of it. The window's side of the protocol (scenes, title picture,
seats, guided game, screenshots) comes with its window.

Plain data here; each method imports what it needs when called, so asking the registry for this
entry imports none of the game's modules."""

from __future__ import annotations

import random

from meduris_gui.games import RECORD_FORMATS, TITLES, RecordKit

NAME = "eiszeit"


class EiszeitEntry:
    name = NAME
    title = TITLES[NAME]
    record_format = RECORD_FORMATS[NAME]
    players = (3, 5)           # rules/state.py MIN_PLAYERS, MAX_PLAYERS (a test compares)
    sides = ()                 # one board

    def default_colours(self, players: int) -> list[str]:
        from .rules.actions import COLOURS
        return list(COLOURS[:players])

    def new_game(self, players: int, rng: random.Random):
        """A new game of `players` players, its start player drawn from `rng` (S8)."""
        from .ai.arena import new_game
        return new_game(players, rng)

    def owns(self, game) -> bool:
        from .rules.game import Game
        return isinstance(game, Game)

    def records(self) -> RecordKit:
        from .rules import record
        from .rules.board import BoardError
        from .rules.cards import CardsError
        return RecordKit.of(record, BoardError, CardsError)

    def check_record_data(self, record) -> None:
        """Its one board and its card table are loaded by the new game itself (a BoardError or
        CardsError goes up from there)."""

    def lesson_rules(self):
        from .lessons import EiszeitLessonRules
        return EiszeitLessonRules()

    def seat_kinds(self) -> tuple[str, ...]:
        """Who may play a seat (what its records' `seats` may say)."""
        from .rules.record import SEAT_KINDS
        return SEAT_KINDS

    def simulate(self, players: int, games: int, seed: int, side: str | None) -> dict:
        from .ai.arena import simulate
        return simulate(players, games, seed)

    def arena(self):
        from .ai import arena          # its entry points for the one arena (meduris_gui/ai/arena.py)
        return arena

    def strong_steps(self) -> int:
        from .ai.arena import default_steps
        return default_steps()


ENTRY = EiszeitEntry()

__all__ = ["EiszeitEntry", "ENTRY"]
