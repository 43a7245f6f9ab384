"""Meduris's log view: the table's log view (meduris_gui.table.logview) with Meduris's lines
(logline.py: player marks, material chips and space numbers in the words)."""

from __future__ import annotations

from meduris_gui.table import logview
from .logline import line_image, line_rows


class LogView(logview.LogView):
    def line_rows(self, line, style):
        return line_rows(line, style)

    def line_image(self, line, rows, style):
        return line_image(line, rows, style)
