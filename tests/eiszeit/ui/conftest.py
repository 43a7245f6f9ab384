"""The Eiszeit window's tests run headless: SDL's dummy drivers, set before pygame starts."""

from __future__ import annotations

import os

for _name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
    if not os.environ.get(_name):
        os.environ[_name] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


import pygame  # noqa: E402  (after the drivers are chosen)
import pytest  # noqa: E402


@pytest.fixture(autouse=True, scope="session")
def fonts_ready():
    """The art's tests draw text without an app: a worker that runs them first has no fonts
    yet (pygame.error: font not initialized, seen with -n 2 and a file run alone)."""
    pygame.font.init()
    yield
