"""UI tests run headless: SDL's dummy video and audio drivers, set before pygame is imported."""

from __future__ import annotations

import os

for _name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
    if not os.environ.get(_name):                 # unset or empty: SDL reads "" as no choice
        os.environ[_name] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
