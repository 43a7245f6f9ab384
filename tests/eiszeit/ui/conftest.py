"""The Eiszeit art's tests run headless: SDL's dummy drivers, set before pygame starts; pygame's
font module is started once for the session (the art renders text)."""

from __future__ import annotations

import os

for _name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
    if not os.environ.get(_name):
        os.environ[_name] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def pygame_started():
    pygame.display.init()
    pygame.font.init()
    yield
