"""Eiszeit as the table and the tools see it: its game entry (the protocol is GameEntry in
meduris_gui/games/__init__.py; what it answers as Die Dolmengötter does is SeatedEntry's there).
It is in GAMES (issue 22): the title offers it, the window registers its scenes, continues its
autosave and pictures it (`meduris screenshot --game eiszeit`); the tools (`meduris
replay|sim|arena`) use it too.

Plain data here; each method imports what it needs when called, so asking the registry for this
entry imports none of the game's modules."""

from __future__ import annotations

from meduris_gui.games import RecordKit, SeatedEntry
from meduris_gui.i18n import N_

NAME = "eiszeit"


class EiszeitEntry(SeatedEntry):
    name = NAME
    players = (3, 5)           # rules/state.py MIN_PLAYERS, MAX_PLAYERS (a test compares)
    rules_pages = 14           # ui/scenes/rules_pages.PAGES (a test compares)
    scene_prefix = "ez"        # "ez-setup", "ez-game", "ez-rules", "ez-tutorial", "ez-replay"
    subtitle_text = N_("Hunters, mammoths and the advancing ice")
    step_setting = "ez_tutorial_step"

    def scenes(self) -> tuple[type, ...]:
        from .ui.scenes import EISZEIT_SCENES
        return EISZEIT_SCENES

    def default_colours(self, players: int) -> list[str]:
        from .rules.actions import COLOURS
        return list(COLOURS[:players])

    def records(self) -> RecordKit:
        from .rules import record
        from .rules.board import BoardError
        from .rules.cards import CardsError
        return RecordKit.of(record, BoardError, CardsError)

    def lesson_rules(self):
        from .lessons import EiszeitLessonRules
        return EiszeitLessonRules()

    def seat_kinds(self) -> tuple[str, ...]:
        """Who may play a seat (what its records' `seats` may say)."""
        from .rules.record import SEAT_KINDS
        return SEAT_KINDS


ENTRY = EiszeitEntry()

__all__ = ["EiszeitEntry", "ENTRY"]
