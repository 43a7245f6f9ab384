"""Meduris's rules help: its pages (rules_text.PAGES, page 0 the contents) and their pictures
(rules_art.py) in the table's rules scene (table/scenes/rules.py). `stack.push("rules", page=N)`
opens the page N (the prompt's "?" does)."""

from __future__ import annotations

from meduris_gui.table.scenes.rules import NAV, RulesBook, RulesPages
from .rules_art import draw_picture
from .rules_text import PAGES, page_paragraphs, page_title


class RulesOverlay(RulesPages):
    scene_name = "rules"
    book = RulesBook(len(PAGES), page_title, page_paragraphs,
                     lambda page, surface, rect, s: draw_picture(PAGES[page].key, surface, rect, s))


__all__ = ["NAV", "RulesOverlay"]
