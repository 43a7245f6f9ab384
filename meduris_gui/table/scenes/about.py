"""About: what a bug report needs (the version, the data, config and log folders, the Python and
pygame versions), the note that the game is an unofficial adaptation, and the licence.

Opened from the bar of the title, setup and end scenes (beside Rules) and from the game menu. A
folder's path is never cut: it wraps after its separators (a piece longer than the line at its
characters), so a deep home folder shows whole at any window size.
"""

from __future__ import annotations

import platform
import re

import pygame

from ... import __version__, logfile
from ...i18n import N_, _
from ...saves import save_dir
from ...settings import config_dir
from .. import theme
from ..widgets import (Button, _split_word, button_width, pack, draw_centred_lines, draw_wrapped, every_translation,
                       panel, wrap, wrapped_height)
from .common import Dialog

SPACING = 1.1
# The rows' labels, each with what it names (a folder or a version).
LABELS = (N_("Version"), N_("Saved games and data"), N_("Settings"), N_("Log for bug reports"), N_("Python"),
          N_("pygame"))


def notice() -> str:
    """The unofficial-adaptation note (README.md says the same)."""
    return _("This is an unofficial, fan-made adaptation of the board games Meduris (HABA), Die Dolmengötter "
             "(eggertspiele) and Eiszeit (alea / Ravensburger). Their names and rules belong to their "
             "publishers; this project is not affiliated with any of them.")


def licence() -> str:
    return _("Free software under the MIT licence. The fonts Noto Sans and EB Garamond are under the SIL "
             "Open Font License.")


def facts() -> list[tuple[str, str, bool]]:
    """(label, value, is a path) of every row, in the player's language."""
    sdl = ".".join(str(n) for n in pygame.get_sdl_version())
    pygame_name = "pygame-ce" if getattr(pygame, "IS_CE", False) else "pygame"
    return [(_(LABELS[0]), __version__, False),
            (_(LABELS[1]), str(save_dir().parent), True),
            (_(LABELS[2]), str(config_dir()), True),
            (_(LABELS[3]), str(logfile.log_dir()), True),
            (_(LABELS[4]), f"{platform.python_version()} ({platform.python_implementation()})", False),
            (_(LABELS[5]), f"{pygame_name} {pygame.version.ver}, SDL {sdl}", False)]


def path_lines(path: str, f: pygame.font.Font, width: int) -> list[str]:
    """`path` in lines no wider than `width`, broken after its separators (/ or \\); a piece
    alone wider than the line is broken at its characters. Joined, the lines are the path."""
    pieces = re.findall(r"[^/\\]*[/\\]|[^/\\]+$", path) or [path]
    return pack([part for piece in pieces
                 for part in (_split_word(piece, f, width) if f.size(piece)[0] > width else [piece])], f, width)


class AboutOverlay(Dialog):
    """The About box over the scene below; Close, Esc or a click outside closes it."""

    scene_name = "about"

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[tuple[str, str, pygame.Rect, pygame.Rect]] = []     # label, value, their boxes
        self.blocks: list[tuple[str, pygame.Rect]] = []                     # the note and the licence
        self.role = "text"                                                  # the size of its text

    def resize(self, size) -> None:
        super().resize(size)
        # The body text's size; a box that would not fit the window (deep folders in a small
        # window at a large text size) takes the caption's size instead, never cuts.
        for role in ("text", "caption"):
            self.role = role
            self._layout(size)
            if self.rect.height <= size[1]:
                break

    def _layout(self, size) -> None:
        self.buttons.clear()
        s = self.scale
        label_font, value_font = self.fonts()
        width = min(size[0] - s.px(60), s.px(900))
        inner_width = width - s.px(48)
        # The labels' column: as wide as the longest label in any language, within 40 % of the box.
        widest = max(label_font.size(text)[0] for message in LABELS for text in every_translation(message))
        label_width = min(widest + s.px(4), inner_width * 2 // 5)
        gap = s.px(16)
        value_width = inner_width - label_width - gap
        step = round(value_font.get_linesize() * SPACING)
        title_h = s.role_font("title").get_linesize() * 2      # room for a title on two lines
        y = s.px(20) + title_h + s.px(10)
        self.rows = []
        for label, value, is_path in facts():
            lines = path_lines(value, value_font, value_width) if is_path else wrap(value, value_font, value_width)
            value_h = len(lines) * step
            label_h = wrapped_height(label, label_font, label_width, SPACING)
            self.rows.append((label, "\n".join(lines), pygame.Rect(0, y, label_width, label_h),
                              pygame.Rect(label_width + gap, y, value_width, value_h)))
            y += max(value_h, label_h) + s.px(6)
        y += s.px(10)
        self.blocks = []
        for text in (notice(), licence()):
            height = wrapped_height(text, value_font, inner_width, SPACING)
            self.blocks.append((text, pygame.Rect(0, y, inner_width, height)))
            y += height + s.px(8)
        h = s.px(36)
        close_w = button_width(every_translation("Close"), s.button, h)
        y += s.px(4)
        self.rect = pygame.Rect(0, 0, width, y + h + s.px(18))
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.rect.top = max(0, self.rect.top)
        left, top = self.rect.left + s.px(24), self.rect.top
        self.rows = [(label, text, a.move(left, top), b.move(left, top)) for label, text, a, b in self.rows]
        self.blocks = [(text, rect.move(left, top)) for text, rect in self.blocks]
        self.buttons.add(Button(pygame.Rect(self.rect.centerx - close_w // 2, top + y, close_w, h), _("Close"),
                                self.close, name="close"))

    def fonts(self) -> tuple[pygame.font.Font, pygame.font.Font]:
        s = self.scale
        return s.role_font(self.role, bold=True), s.role_font(self.role)

    def draw(self, surface) -> None:
        s = self.scale
        self.draw_shade(surface, 120)
        panel(surface, self.rect, theme.LIGHT)
        title_f = s.role_font("title")
        draw_centred_lines(surface, _("About Meduris"),
                           (self.rect.centerx, self.rect.top + s.px(20) + title_f.get_linesize()),
                           self.rect.width - s.px(48), title_f)
        label_font, value_font = self.fonts()
        for label, text, label_rect, value_rect in self.rows:
            draw_wrapped(surface, label, label_rect, label_font, theme.INK, spacing=SPACING)
            draw_wrapped(surface, text, value_rect, value_font, theme.INK, spacing=SPACING)
        for text, rect in self.blocks:
            draw_wrapped(surface, text, rect, value_font, theme.INK, spacing=SPACING)
        self.buttons.draw(surface, s.button)


__all__ = ["AboutOverlay", "facts", "licence", "notice", "path_lines"]
