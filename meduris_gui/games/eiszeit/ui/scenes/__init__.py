"""Eiszeit's scenes, registered with the window's scene stack by the App (table/app.py) through
the game's entry: its setup, game, curtain, rules pages, end, guided game (and its last word) and
replay."""

from __future__ import annotations

from .curtain import EiszeitCurtain
from .end import EiszeitEndScene
from .game import EiszeitGameScene
from .rules import EiszeitRulesOverlay
from .replay import EiszeitReplayScene
from .setup import EiszeitSetupScene
from .tutorial import EiszeitTutorialEnd, EiszeitTutorialScene

EISZEIT_SCENES = (EiszeitSetupScene, EiszeitGameScene, EiszeitCurtain, EiszeitRulesOverlay, EiszeitEndScene,
                  EiszeitTutorialScene, EiszeitTutorialEnd, EiszeitReplayScene)

__all__ = ["EISZEIT_SCENES"]
