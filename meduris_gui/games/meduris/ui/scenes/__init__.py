"""Meduris's scenes: setup, game, end of game, replay, rules pages and the guided game.

`SCENES` registers every scene the window knows without Die Dolmengötter: these and the table's
(meduris_gui/table/scenes), each under its name, in this one place: the App hands it to its scene
stack, and a scene asks for another by name (`self.stack.push("saves", game_scene=self)`), so no
scene module imports another scene.
"""

from __future__ import annotations

from meduris_gui.table.scene import registry_of
from meduris_gui.table.scenes import TABLE_SCENES

from .end import EndScene
from .game import GameScene
from .replay import ReplayScene
from .rules_pages import RulesOverlay
from .setup import SetupScene
from .tutorial import TutorialEnd, TutorialScene

MEDURIS_SCENES = (SetupScene, GameScene, EndScene, ReplayScene, RulesOverlay, TutorialScene, TutorialEnd)
SCENES = registry_of(*TABLE_SCENES, *MEDURIS_SCENES)

__all__ = ["MEDURIS_SCENES", "SCENES"]
