"""The prompt of a game's right column (Die Dolmengötter's, Eiszeit's): its sentence, its note and
its buttons flowing in rows, and the log filling the rest of the column below it. A game's Layout
mixes PromptColumn in, sets `scale` and `margin` and calls `lay_out_column` and `start_prompt`;
`draw_prompt` paints the panel, the sentence and the note."""

from __future__ import annotations

import pygame

from .. import theme
from ..widgets import Button, button_width, draw_text, panel, wrap


class PromptColumn:
    button_height = 38            # the prompt's buttons, in px at 1366x768

    def lay_out_column(self, x0: int, size, players: int, panel_h: int) -> int:
        """The right column from `x0` to the window's right margin: the bar over it, a panel
        `panel_h` high per player; returns the y under the panels (the prompt and the log are
        laid out by `start_prompt` below what the game puts there)."""
        s, m = self.scale, self.margin
        width, height = size
        rw = width - x0 - m
        self.right = pygame.Rect(x0, m, rw, height - 2 * m)
        self.bar = pygame.Rect(x0, m, rw, s.px(34))
        self.panels = []
        y = self.bar.bottom + s.px(8)
        ph = s.px(panel_h)
        for _seat in range(players):
            self.panels.append(pygame.Rect(x0, y, rw, ph))
            y += ph + s.px(4)
        return y

    def start_prompt(self, top: int) -> None:
        """The prompt from `top` (its height comes with its text and buttons), the log below."""
        s = self.scale
        self.prompt = pygame.Rect(self.right.left, top, self.right.width, s.px(100))
        self.prompt_lines: list[str] = []
        self.info_lines: list[str] = []
        self._close_prompt(self.prompt.bottom - s.px(10))

    def _text(self, prompt: str, info: str) -> int:
        """The prompt's sentence and its note wrapped; the y under them."""
        s = self.scale
        pad = s.px(10)
        inner = self.prompt.width - 2 * pad
        heading = s.role_font("heading")
        caption = s.role_font("caption")
        self.prompt_lines = wrap(prompt, heading, inner) if prompt else []
        self.info_lines = wrap(info, caption, inner) if info else []
        y = self.prompt.top + pad + len(self.prompt_lines) * heading.get_linesize()
        if self.info_lines:
            y += s.px(4) + len(self.info_lines) * caption.get_linesize()
        return y

    def _close_prompt(self, bottom: int) -> None:
        """The prompt ends at `bottom` (and its padding), the log fills the rest of the column."""
        s = self.scale
        self.prompt.height = max(s.px(60), bottom + s.px(10) - self.prompt.top)
        self.log = pygame.Rect(self.prompt.left, self.prompt.bottom + s.px(8), self.prompt.width,
                               max(0, self.right.bottom - self.prompt.bottom - s.px(8)))

    def place_block(self, prompt: str, info: str, height: int) -> pygame.Rect:
        """The prompt's sentence and note, then a block `height` high under them (the replay's
        controls), and the log below; returns the block."""
        s = self.scale
        pad = s.px(10)
        block = pygame.Rect(self.prompt.left + pad, self._text(prompt, info) + s.px(8), self.prompt.width - 2 * pad,
                            height)
        self._close_prompt(block.bottom)
        return block

    def place_buttons(self, buttons, entries, prompt: str, info: str) -> None:
        """The prompt's sentence, its note and its buttons (flowing in rows), and the log below."""
        s = self.scale
        pad = s.px(10)
        inner = self.prompt.width - 2 * pad
        y = self._text(prompt, info)
        bh = s.px(self.button_height)
        x = self.prompt.left + pad
        row_top = y + s.px(8)
        for label, action, name, primary in entries:
            w = min(inner, button_width([label], s.button, bh))
            if x + w > self.prompt.left + pad + inner and x > self.prompt.left + pad:
                x = self.prompt.left + pad
                row_top += bh + s.px(6)
            buttons.add(Button(pygame.Rect(x, row_top, w, bh), label, action, name=name, primary=primary))
            x += w + s.px(8)
        self._close_prompt((row_top + bh) if entries else y)


def draw_prompt(surface, layout, screen) -> None:
    s = layout.scale
    panel(surface, layout.prompt, theme.PANEL, theme.GOLD, radius=8, shadow=0)
    pad = s.px(10)
    heading = s.role_font("heading")
    caption = s.role_font("caption")
    y = layout.prompt.top + pad
    for line in layout.prompt_lines:
        draw_text(surface, line, (layout.prompt.left + pad, y), heading, theme.INK)
        y += heading.get_linesize()
    if layout.info_lines:
        y += s.px(4)
        for line in layout.info_lines:
            draw_text(surface, line, (layout.prompt.left + pad, y), caption, theme.INK_SOFT)
            y += caption.get_linesize()


__all__ = ["PromptColumn", "draw_prompt"]
