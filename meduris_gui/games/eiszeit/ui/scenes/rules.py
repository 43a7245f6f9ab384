"""Eiszeit's rules help: its illustrated pages (rules_pages.py: texts; rules_art.py: pictures drawn
with the game's own art) in the table's rules scene (table/scenes/rules.py), page 0 the contents."""

from __future__ import annotations

from meduris_gui.table.scenes.rules import RulesBook, RulesPages
from .rules_art import draw_picture
from .rules_pages import PAGES, page_paragraphs, page_title


class EiszeitRulesOverlay(RulesPages):
    scene_name = "ez-rules"
    book = RulesBook(len(PAGES), page_title, page_paragraphs,
                     lambda page, surface, rect, s: draw_picture(surface, PAGES[page][2], rect, s))


__all__ = ["EiszeitRulesOverlay"]
