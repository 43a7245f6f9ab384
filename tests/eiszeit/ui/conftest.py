"""The Eiszeit window's tests run headless: SDL's dummy drivers, set before pygame starts."""

from __future__ import annotations

import os

for _name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
    if not os.environ.get(_name):
        os.environ[_name] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
