"""Die Dolmengötter's scenes, registered with the window's scene stack by the App (table/app.py)."""

from __future__ import annotations

from .curtain import DolmenCurtain
from .end import DolmenEndScene
from .game import DolmenGameScene
from .replay import DolmenReplayScene
from .rules import DolmenRulesOverlay
from .setup import DolmenSetupScene
from .tutorial import DolmenTutorialEnd, DolmenTutorialScene

DOLMEN_SCENES = (DolmenSetupScene, DolmenGameScene, DolmenEndScene, DolmenCurtain, DolmenRulesOverlay,
                 DolmenReplayScene, DolmenTutorialScene, DolmenTutorialEnd)

__all__ = ["DOLMEN_SCENES"]
