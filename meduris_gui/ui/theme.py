"""Fonts, colours and sizes of the interface, scaled to the window."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..paths import data_dir

FONT_TEXT = "NotoSans-Regular.ttf"
FONT_BOLD = "NotoSans-Bold.ttf"
FONT_TITLE = "EBGaramond12-Regular.otf"

BACKGROUND = (34, 46, 38)
PANEL = (238, 226, 196)
PANEL_DARK = (214, 198, 160)
PANEL_EDGE = (120, 92, 52)
INK = (48, 36, 24)
INK_SOFT = (110, 92, 70)
LIGHT = (250, 244, 228)
GOLD = (232, 184, 64)
GLOW = (255, 214, 90)
WARN = (178, 52, 40)
BUTTON = (122, 84, 44)
BUTTON_HOVER = (150, 106, 58)
BUTTON_OFF = (150, 140, 120)
BUTTON_TEXT = (252, 246, 230)
SHADOW = (0, 0, 0, 90)
CURTAIN = (24, 30, 26)


def font_path(name: str) -> str:
    path = data_dir("assets") / "fonts" / name
    if not path.exists():
        raise FileNotFoundError(f"missing asset: {path}")
    return str(path)


@lru_cache(maxsize=1024)
def font(size: int, bold: bool = False, title: bool = False) -> pygame.font.Font:
    name = FONT_TITLE if title else (FONT_BOLD if bold else FONT_TEXT)
    return pygame.font.Font(font_path(name), max(8, size))


class Scale:
    """Sizes derived from the window height, so the layout scales from 768 to 1080 and beyond."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.width, self.height = size
        self.unit = max(0.6, min(self.height / 768, self.width / 1366 * 1.25))

    def px(self, value: float) -> int:
        return max(1, round(value * self.unit))

    @property
    def text(self) -> int:
        return self.px(15)

    @property
    def small(self) -> int:
        return self.px(13)

    @property
    def heading(self) -> int:
        return self.px(19)
