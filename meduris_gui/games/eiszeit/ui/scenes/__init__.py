"""Eiszeit's scenes, registered with the window's scene stack by the App (table/app.py) once the
game is in GAMES. The setup ("ez-setup"), the end ("ez-end") and the rules ("ez-rules") come from
their own modules when they are there (written beside this window); until then the game scene
pushes "ez-end" by name and the merger lists them here."""

from __future__ import annotations

import importlib

from .curtain import EiszeitCurtain
from .game import EiszeitGameScene

# TODO(merge): once ui/scenes/{setup,end,rules}.py are in, import them plainly and drop _optional.
_OPTIONAL = (("setup", "EiszeitSetupScene"), ("end", "EiszeitEndScene"), ("rules", "EiszeitRulesOverlay"))


def _optional() -> tuple:
    found = []
    for module, name in _OPTIONAL:
        try:
            loaded = importlib.import_module(f"{__name__}.{module}")
        except ModuleNotFoundError as error:
            if error.name != f"{__name__}.{module}":
                raise
            continue
        scene = getattr(loaded, name, None)
        if scene is None:            # another class name: every Scene subclass the module defines
            from meduris_gui.table.scene import Scene
            scene = next((v for v in vars(loaded).values() if isinstance(v, type) and issubclass(v, Scene)
                          and v.__module__ == loaded.__name__ and getattr(v, "scene_name", "")), None)
        if scene is not None:
            found.append(scene)
    return tuple(found)


EISZEIT_SCENES = (EiszeitGameScene, EiszeitCurtain) + _optional()

__all__ = ["EISZEIT_SCENES"]
