"""The scenes every game shares: title, About, saves and the game menu; the curtain between
players (curtain.Curtain) is the base of each game's, with its players' badge.

`TABLE_SCENES` lists them; the App registers them with each game's scenes (table/app.py), and a
scene asks for another by name (`self.stack.push("saves", game_scene=self)`), so no scene module
imports another scene.
"""

from __future__ import annotations

from .about import AboutOverlay
from .overlays import GameMenu
from .saves import SavesOverlay
from .title import TitleScene

TABLE_SCENES = (TitleScene, GameMenu, SavesOverlay, AboutOverlay)

__all__ = ["TABLE_SCENES"]
