"""Eiszeit's scenes, registered with the window's scene stack by the App (table/app.py) through
the game's entry: its setup, rules pages and end (the game scene comes with its window)."""

from __future__ import annotations

from .end import EiszeitEndScene
from .rules import EiszeitRulesOverlay
from .setup import EiszeitSetupScene

EISZEIT_SCENES = (EiszeitSetupScene, EiszeitRulesOverlay, EiszeitEndScene)

__all__ = ["EISZEIT_SCENES"]
