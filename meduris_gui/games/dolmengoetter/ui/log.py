"""The Dolmengötter log: its lines (the sentences of texts.log_line, each with the seat it is
about and its decision) and how the table's log view (meduris_gui.table.logview) draws one: the
player's badge, then the sentence, its later rows under the sentence's first word.
"""

from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

import pygame

from meduris_gui.table import logview, theme
from meduris_gui.table.widgets import render
from . import art


class LogLine(NamedTuple):
    """One line of the log: what it says, the seat it is about (-1: none), the decisions of the
    game after which it happened."""
    text: str
    seat: int
    decision: int | None

    heading = False                  # no turn headers in this log
    space = -1                       # the place is named in the words (the view names none)


class DolmenLog:
    """The lines the scene has shown so far, in order (the log view reads `entries()`, `names`
    and `revision`: `restart` for a log made again, after an undo or in another language)."""

    def __init__(self, names=()) -> None:
        self.names = list(names)
        self.revision = 0
        self._lines: list[LogLine] = []

    def restart(self, names) -> None:
        self.names = list(names)
        self.revision += 1
        self._lines = []

    def append(self, line: LogLine) -> None:
        self._lines.append(line)

    def entries(self) -> list[LogLine]:
        return self._lines

    def __len__(self) -> int:
        return len(self._lines)

    def __iter__(self):
        return iter(self._lines)

    def __getitem__(self, index):
        return self._lines[index]


class DolmenLogView(logview.LogView):
    """The table's log view with the Dolmengötter's lines: a badge, then the sentence; its panel
    has the corners of the right column's other panels and, like them, no shadow."""

    radius = 8
    shadow = 0
    pointing = False              # the table shows no past position: no line lights up

    def _hang(self, style: logview.LineStyle) -> int:
        """Where a line's words start: right of the badge."""
        return style.icon + style.scale.px(6)

    def line_rows(self, line, style):
        hang = self._hang(style)
        return logview.break_rows(logview.word_atoms(line.text, style.font), replace(style, width=style.width - hang))

    def line_image(self, line, rows, style):
        row_h = style.row_height
        image = pygame.Surface((style.width, max(1, len(rows)) * row_h), pygame.SRCALPHA)
        left = style.indent
        if 0 <= line.seat < len(style.colours):
            badge = art.player_badge(style.colours[line.seat], style.icon)
            image.blit(badge, badge.get_rect(midleft=(left, row_h // 2)))
        left += self._hang(style)
        for row, atoms in enumerate(rows):
            mid = row * row_h + row_h // 2
            for x, (_kind, word, _width) in atoms:
                text = render(style.font, word.rstrip(), theme.INK)
                image.blit(text, text.get_rect(midleft=(left + x, mid)))
        return image
