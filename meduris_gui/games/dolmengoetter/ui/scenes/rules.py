"""Die Dolmengötter's rules help: its illustrated pages (rules_pages.py: texts, and pictures drawn
with the board's own art) in the table's rules scene (table/scenes/rules.py), as Meduris's are."""

from __future__ import annotations

from meduris_gui.table.scenes.rules import RulesPages
from .rules_pages import PAGES, draw_picture, page_paragraphs, page_title


class DolmenRulesOverlay(RulesPages):
    scene_name = "dg-rules"
    page_count = len(PAGES)
    has_contents = False

    def page_title(self, page: int) -> str:
        return page_title(page)

    def page_paragraphs(self, page: int) -> list[str]:
        return page_paragraphs(page)

    def draw_picture(self, page: int, surface, rect, s) -> None:
        draw_picture(surface, PAGES[page][2], rect, s)


__all__ = ["DolmenRulesOverlay"]
