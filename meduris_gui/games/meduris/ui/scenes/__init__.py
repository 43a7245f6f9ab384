"""Meduris's scenes: setup, game, the curtain, end of game, replay, rules pages and the guided game.

`MEDURIS_SCENES` lists them: the game's entry (../../entry.py) hands them to the window, which
registers them with the table's and the other games' (table/app.py scene_registry). `SCENES`
registers these and the table's (meduris_gui/table/scenes), each under its name: a window of
Meduris alone, as tests make. A scene asks for another by name (`self.stack.push("saves",
game_scene=self)`), so no scene module imports another scene.
"""

from __future__ import annotations

from meduris_gui.table.scene import registry_of
from meduris_gui.table.scenes import TABLE_SCENES

from .curtain import MedurisCurtain
from .end import EndScene
from .game import GameScene
from .replay import ReplayScene
from .rules_pages import RulesOverlay
from .setup import SetupScene
from .tutorial import TutorialEnd, TutorialScene

MEDURIS_SCENES = (SetupScene, GameScene, MedurisCurtain, EndScene, ReplayScene, RulesOverlay, TutorialScene, TutorialEnd)
SCENES = registry_of(*TABLE_SCENES, *MEDURIS_SCENES)

__all__ = ["MEDURIS_SCENES", "SCENES"]
