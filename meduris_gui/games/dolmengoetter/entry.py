"""Die Dolmengötter as the table and the tools see it: its game entry (the protocol is GameEntry
in meduris_gui/games/__init__.py; what it answers as Eiszeit does is SeatedEntry's there). Plain
data here; each method imports what it needs when called, so asking the registry for this entry
imports none of the game's modules."""

from __future__ import annotations

from meduris_gui.games import RecordKit, SeatedEntry
from meduris_gui.i18n import N_

NAME = "dolmengoetter"


class DolmenEntry(SeatedEntry):
    name = NAME
    players = (2, 5)
    rules_pages = 10           # ui/scenes/rules_pages.PAGES (a test compares)
    scene_prefix = "dg"        # "dg-setup", "dg-game", "dg-rules", "dg-tutorial", "dg-replay"
    subtitle_text = N_("Druids, stone circles and the dolmens of the old gods")
    step_setting = "dg_tutorial_step"

    def scenes(self) -> tuple[type, ...]:
        from .ui.scenes import DOLMEN_SCENES
        return DOLMEN_SCENES

    def default_colours(self, players: int) -> list[str]:
        from .rules.state import COLOURS
        return list(COLOURS[:players])

    def records(self) -> RecordKit:
        from .rules import record
        from .rules.board import BoardError
        return RecordKit.of(record, BoardError)

    def lesson_rules(self):
        from .lessons import DolmenLessonRules
        return DolmenLessonRules()

    def seat_kinds(self) -> tuple[str, ...]:
        from .ui.seats import SEAT_KINDS
        return SEAT_KINDS


ENTRY = DolmenEntry()

__all__ = ["DolmenEntry", "ENTRY"]
