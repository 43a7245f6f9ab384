"""The guided game of every game is drawn whole every frame (its lesson's box and arrow lie over
the table wherever the lesson points; table/frames.py): its scene gives no parts."""

from __future__ import annotations

from meduris_gui.games import GAMES, entry
from meduris_gui.table.scene import registry_of
from meduris_gui.table.scenes.tutorial import GuidedGame


def test_every_guided_game_scene_is_drawn_whole():
    guided = [cls for name in GAMES for cls in registry_of(*entry(name).scenes()).values()
              if issubclass(cls, GuidedGame)]
    assert len(guided) == len(GAMES)
    for cls in guided:
        assert cls.frame_parts(object.__new__(cls)) is None, cls.__qualname__
