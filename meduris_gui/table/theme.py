"""Fonts, colours and sizes of the interface, scaled to the window."""

from __future__ import annotations

import os
from functools import lru_cache

import pygame

from ..paths import data_dir
from meduris_gui.fileformat import regular_file
from ..settings import UI_SIZES

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
HINT = (24, 112, 150)         # the Suggest button's ring and its reason (a clear blue, unlike the glow and warnings)
BUTTON = (122, 84, 44)
BUTTON_HOVER = (150, 106, 58)
BUTTON_OFF = (150, 140, 120)
BUTTON_TEXT = (252, 246, 230)
SHADOW = (0, 0, 0, 90)
CURTAIN = (24, 30, 26)


MAX_FONT_BYTES = 20_000_000         # our fonts are some 500 kB; SDL_ttf reads the whole file


def font_path(name: str) -> str:
    """The font file `name`, checked before SDL_ttf reads it: a regular file (a FIFO would block
    the window), of a font's size (fileformat.regular_file)."""
    path = data_dir("assets") / "fonts" / name
    if not os.path.lexists(path):
        raise FileNotFoundError(f"missing asset: {path}")
    regular_file(path, MAX_FONT_BYTES)
    return str(path)


@lru_cache(maxsize=1024)
def font(size: int, bold: bool = False, title: bool = False) -> pygame.font.Font:
    name = FONT_TITLE if title else (FONT_BOLD if bold else FONT_TEXT)
    return pygame.font.Font(font_path(name), max(8, size))


# Text roles: every text the scenes draw is one of these, each one size (px at 1366x768, scaled
# with the window) in one face. A label never shrinks below its role: a longer one gets a wider
# box or a second line (widgets.Button, widgets.wrap).
#   caption       hints, notes, messages, the log
#   text          body text, names, typed fields
#   button        every button label (bold)
#   table_header  column headers of a table (bold; may take two lines)
#   heading       section headings, the prompt, table rows, the big buttons of title and end
#   title         the title of a dialog or an overlay, the title screen's subtitle
#   display       the title of a scene, the curtain, the winner
#   logo          the name of the game on the title screen
ROLES = {"caption": 13, "text": 15, "button": 15, "table_header": 14, "heading": 19, "title": 28,
         "display": 40, "logo": 110}
# Faces of the roles: (bold, title face).
ROLE_FACES = {"caption": (False, False), "text": (False, False), "button": (True, False),
              "table_header": (True, False), "heading": (False, False), "title": (False, True),
              "display": (False, True), "logo": (False, True)}


# The player's interface scale (Menu → Text size, remembered): text and controls this much
# larger or smaller than the window's size alone gives (small screens, HiDPI, eyesight).
UI_SCALES = dict(zip(UI_SIZES, (0.85, 1.0, 1.15)))


class Scale:
    """Sizes derived from the window height, so the layout scales from 768 to 1080 and beyond,
    times the player's interface scale (`factor`, one of UI_SCALES' values)."""

    def __init__(self, size: tuple[int, int], factor: float = 1.0) -> None:
        self.width, self.height = size
        self.factor = factor
        self.unit = max(0.6, min(self.height / 768, self.width / 1366 * 1.25)) * factor

    def px(self, value: float) -> int:
        return max(1, round(value * self.unit))

    def role(self, name: str) -> int:
        """The size of a text role (ROLES) at this window's scale."""
        return self.px(ROLES[name])

    def role_font(self, name: str, bold: bool | None = None) -> pygame.font.Font:
        """The font of a text role; `bold` overrides the role's weight (a winner's name)."""
        role_bold, title = ROLE_FACES[name]
        return font(self.role(name), role_bold if bold is None else bold, title)

    @property
    def caption(self) -> int:
        return self.role("caption")

    @property
    def small(self) -> int:          # the caption role under its older name
        return self.role("caption")

    @property
    def text(self) -> int:
        return self.role("text")

    @property
    def button(self) -> int:
        return self.role("button")

    @property
    def table_header(self) -> int:
        return self.role("table_header")

    @property
    def heading(self) -> int:
        return self.role("heading")

    @property
    def title(self) -> int:
        return self.role("title")

    @property
    def display(self) -> int:
        return self.role("display")
