"""The game scene: a game played at the table of game_base.py (the guided game, tutorial.py, is the
other scene on that table; each scene module imports only the table, never the other scene)."""

from __future__ import annotations

from .game_base import GameBase, colour_name


class GameScene(GameBase):
    scene_name = "game"


__all__ = ["GameScene", "colour_name"]
