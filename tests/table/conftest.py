"""The shared window's tests (scene stack, title, about, settings, keyboard, screenshots).

They run headless (SDL's dummy drivers, set before pygame starts) and seat a Meduris game when
they need one on the table: its helpers live with the Meduris window's tests."""

from __future__ import annotations

import os
import sys
from pathlib import Path

for _name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
    if not os.environ.get(_name):                 # unset or empty: SDL reads "" as no choice
        os.environ[_name] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "meduris" / "ui"))   # helpers.py
