"""Helpers the window's tests of every game share (importable from any test folder, as
game_checks.py): what a scene draws, and the real window as the playtest scripts' twin sees it."""

from __future__ import annotations

from pathlib import Path

import yaml


def traced(app, scene) -> list:
    """What `scene` alone draws in one frame, as table.widgets.Drawn records."""
    from meduris_gui.table import widgets
    widgets.TRACE = []
    try:
        scene.draw(app.screen)
        return widgets.TRACE
    finally:
        widgets.TRACE = None


class FakeReal:
    """The real window as a playtest's twin sees it (scripts/playtest*.py): an autosave file that
    grows."""

    def __init__(self, path: Path) -> None:
        self.autosave = path

    def record(self) -> dict:
        return yaml.safe_load(self.autosave.read_text())

    def actions(self) -> list[str]:
        return [str(a) for a in self.record()["actions"]]

    def alive(self) -> bool:
        return True


def write_record(path: Path, record_class, game, decisions: int, seats) -> None:
    """The autosave of `game` (its record_class's) after its first `decisions` actions."""
    record = record_class.of(game).to_dict()
    record["actions"] = record["actions"][:decisions]
    record["seats"] = list(seats)
    path.write_text(yaml.safe_dump(record))
