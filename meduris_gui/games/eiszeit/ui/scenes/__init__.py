"""Eiszeit's scenes, registered with the window's scene stack by the App (table/app.py) through
the game's entry: its setup, game, curtain, rules pages and end."""

from __future__ import annotations

from .curtain import EiszeitCurtain
from .end import EiszeitEndScene
from .game import EiszeitGameScene
from .rules import EiszeitRulesOverlay
from .setup import EiszeitSetupScene

EISZEIT_SCENES = (EiszeitSetupScene, EiszeitGameScene, EiszeitCurtain, EiszeitRulesOverlay, EiszeitEndScene)

__all__ = ["EISZEIT_SCENES"]
