"""Die Dolmengötter's rules help: its illustrated pages (rules_pages.py: texts, and pictures drawn
with the board's own art) in the table's rules scene (table/scenes/rules.py), as Meduris's are."""

from __future__ import annotations

from meduris_gui.table.scenes.rules import RulesBook, RulesPages
from .rules_pages import PAGES, draw_picture, page_paragraphs, page_title


class DolmenRulesOverlay(RulesPages):
    scene_name = "dg-rules"
    book = RulesBook(len(PAGES), page_title, page_paragraphs,
                     lambda page, surface, rect, s: draw_picture(surface, PAGES[page][2], rect, s))
    has_contents = False


__all__ = ["DolmenRulesOverlay"]
