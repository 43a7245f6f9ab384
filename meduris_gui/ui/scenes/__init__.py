"""The scenes: title, setup, game, end of game, and the overlays drawn above them (menu, rules, saves, About).

`SCENES` registers every scene under its name, in this one place: the App hands it to its scene
stack, and a scene asks for another by name (`self.stack.push("saves", game_scene=self)`), so no
scene module imports another scene.
"""

from __future__ import annotations

from ..scene import registry_of
from .about import AboutOverlay
from .end import EndScene
from .game import GameScene
from .overlays import Curtain, GameMenu
from .replay import ReplayScene
from .rules_pages import RulesOverlay
from .saves import SavesOverlay
from .setup import SetupScene
from .title import TitleScene
from .tutorial import TutorialEnd, TutorialScene

SCENES = registry_of(TitleScene, SetupScene, GameScene, EndScene, ReplayScene, Curtain, RulesOverlay, GameMenu, SavesOverlay,
                     TutorialScene, TutorialEnd, AboutOverlay)

__all__ = ["SCENES"]
