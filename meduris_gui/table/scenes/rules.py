"""The rules help of every game: illustrated pages with (when the game has one) a table of
contents, Previous / Next, the mouse wheel and the arrow keys to turn the pages.

`RulesPages` is the scene; a game subclasses it with its scene's name and its pages' texts and
pictures as a `RulesBook` (Meduris: games/meduris/ui/scenes/rules_pages.py, its text in
rules_text.py and pictures in rules_art.py; Die Dolmengötter, Eiszeit: their ui/scenes/rules.py).

A page never scrolls: its text is laid out to fit beside its picture (at the heading role's size,
else the body text's), so no heading or line is ever cut at the edge. The layout tests read
`fits` after a frame. `stack.push("rules", page=N)` opens Meduris's page N (the prompt's "?" does).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from meduris_gui.i18n import N_, _
from meduris_gui.table import theme
from meduris_gui.table.scenes.common import Dialog
from meduris_gui.table.keys import CONFIRM_KEYS
from meduris_gui.table.theme import Scale
from meduris_gui.table.widgets import Button, button_width, draw_text, draw_wrapped, every_translation, panel, wrapped_height

SPACING = 1.15            # the body text's line spacing
NAV = (N_("Previous"), N_("Contents"), N_("Next"), N_("Close"))


@dataclass(frozen=True)
class RulesBook:
    """A game's rules pages: how many, each page's title and paragraphs (in the player's language),
    and the painter of its picture: picture(page, surface, rect, s)."""

    count: int
    title: Callable[[int], str]
    paragraphs: Callable[[int], list[str]]
    picture: Callable[[int, pygame.Surface, pygame.Rect, Scale], None]


class RulesPages(Dialog):
    """The rules, page by page, over the scene below; a click outside or Esc closes them. A game
    gives its pages (`book`: how many, their titles, paragraphs and pictures), and says whether
    its page 0 is a table of contents (numbered buttons to the pages, no picture text)."""

    scene_name = ""                           # each game's subclass names its scene
    book: RulesBook                           # and gives its pages
    has_contents = True

    @property
    def page_count(self) -> int:
        return self.book.count

    def page_title(self, page: int) -> str:
        return self.book.title(page)

    def page_paragraphs(self, page: int) -> list[str]:
        return self.book.paragraphs(page)

    def draw_picture(self, page: int, surface, rect: pygame.Rect, s: Scale) -> None:
        self.book.picture(page, surface, rect, s)

    def __init__(self, page: int = 0) -> None:
        super().__init__()
        self.page = page % self.page_count
        self.offset = 0                       # kept for callers of the old scrolling help: pages never scroll
        self.fits = True                      # the last frame's text fitted its page

    # -- layout -----------------------------------------------------------------------------

    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale
        self.rect = pygame.Rect(0, 0, *size).inflate(-s.px(120), -s.px(50))
        inner = self.inner
        h = s.px(34)
        top = inner.bottom - h - s.role("caption") - s.px(8)
        # Each navigation button as wide as its longest translation needs.
        x = inner.left
        navigation = ((NAV[0], self.previous, "previous"), (NAV[1], self.contents, "contents"),
                      (NAV[2], self.next, "next"))
        for message, action, name in navigation if self.has_contents else navigation[::2]:
            width = button_width(every_translation(message), s.button, h)
            self.buttons.add(Button(pygame.Rect(x, top, width, h), _(message), action, name=name,
                                    enabled=not (name == "contents" and self.page == 0)))
            x += width + s.px(8)
        width = button_width(every_translation(NAV[3]), s.button, h)
        self.buttons.add(Button(pygame.Rect(inner.right - width, top, width, h), _(NAV[3]), self.close, name="close",
                                primary=True))
        if self.page == 0 and self.has_contents:
            self._contents_buttons()

    @property
    def inner(self) -> pygame.Rect:
        s = self.scale
        return self.rect.inflate(-s.px(40), -s.px(28))

    def body(self) -> pygame.Rect:
        """The page under its title and above the navigation buttons."""
        s, inner = self.scale, self.inner
        top = inner.top + s.role_font("title").get_linesize() + s.px(12)
        bottom = inner.bottom - s.px(34) - s.role("caption") - s.px(20)
        return pygame.Rect(inner.left, top, inner.width, bottom - top)

    def columns(self) -> tuple[pygame.Rect, pygame.Rect]:
        """(picture, text): the picture on the left, the text beside it."""
        body, s = self.body(), self.scale
        side = min(body.height, round(body.width * 0.42))
        picture = pygame.Rect(body.left, body.top + (body.height - side) // 2, side, side)
        text = pygame.Rect(picture.right + s.px(28), body.top, body.right - picture.right - s.px(28), body.height)
        return picture, text

    def _contents_buttons(self) -> None:
        """One button per page, numbered, in the text column."""
        s = self.scale
        _picture, column = self.columns()
        h, gap = s.px(36), s.px(8)
        count = self.page_count - 1
        top = column.top + max(0, (column.height - count * (h + gap)) // 2)
        for k in range(1, self.page_count):
            rect = pygame.Rect(column.left, top + (k - 1) * (h + gap), column.width, h)
            self.buttons.add(Button(rect, f"{k}. {self.page_title(k)}", (lambda k=k: self.go(k)), name=f"page-{k}",
                                    bold=False))

    # -- turning pages ----------------------------------------------------------------------

    def go(self, page: int) -> None:
        self.page = page % self.page_count
        if self.app is not None:
            self.resize(self.app.size)
            self.app.dirty = True

    def next(self) -> None:
        self.go(self.page + 1)

    def previous(self) -> None:
        self.go(self.page - 1)

    def contents(self) -> None:
        if self.has_contents:
            self.go(0)

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.buttons.motion(event.pos)
        elif event.type == pygame.MOUSEWHEEL and event.y:
            self.next() if event.y < 0 else self.previous()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            self.next() if event.button == 5 else self.previous()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.buttons.click(event.pos) and not self.rect.collidepoint(event.pos):
                self.close()
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, *CONFIRM_KEYS):
                self.close()
            elif event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.next()
            elif event.key in (pygame.K_LEFT, pygame.K_UP, pygame.K_PAGEUP, pygame.K_BACKSPACE):
                self.previous()
            elif event.key == pygame.K_HOME:
                self.contents()

    # -- drawing ----------------------------------------------------------------------------

    def text_font(self, paragraphs: list[str], width: int, height: int) -> pygame.font.Font | None:
        """The largest of the heading and text roles at which the page's paragraphs fit `height`,
        None if neither does (a layout bug the tests catch)."""
        for role in ("heading", "text"):
            f = self.scale.role_font(role)
            if self.text_height(paragraphs, f, width) <= height:
                return f
        return None

    def text_height(self, paragraphs: list[str], f: pygame.font.Font, width: int) -> int:
        gap = round(f.get_linesize() * 0.6)
        return sum(wrapped_height(p, f, width, SPACING) for p in paragraphs) + gap * max(0, len(paragraphs) - 1)

    def draw(self, surface) -> None:
        if self.scale is None or self.scale.width != surface.get_width() or self.scale.height != surface.get_height():
            self.resize(surface.get_size())
        s = self.scale
        self.draw_shade(surface, 150)
        panel(surface, self.rect, theme.LIGHT)
        inner = self.inner
        title_font = s.role_font("title")
        counter = ""
        first = 1 if self.has_contents else 0          # the contents have no number
        if self.page >= first:
            counter = _("Page {page} of {pages}", page=self.page + 1 - first, pages=self.page_count - first)
            draw_text(surface, counter, (inner.right, inner.top + title_font.get_linesize() // 2), s.role_font("caption"),
                      theme.INK_SOFT, anchor="midright")
        room = inner.width - (s.role_font("caption").size(counter)[0] + s.px(16) if counter else 0)
        draw_wrapped(surface, self.page_title(self.page), pygame.Rect(inner.left, inner.top, room, title_font.get_linesize()),
                     title_font, spacing=1.0)
        picture, column = self.columns()
        self.draw_picture(self.page, surface, picture, s)
        self.fits = True
        paragraphs = self.page_paragraphs(self.page)
        if paragraphs:
            self._draw_paragraphs(surface, paragraphs, column)
        hint = _("The arrow keys or the mouse wheel turn the pages; Esc closes")
        draw_wrapped(surface, hint, pygame.Rect(inner.left, inner.bottom - s.role_font("caption").get_linesize(),
                                                inner.width, s.role_font("caption").get_linesize()),
                     s.role_font("caption"), theme.INK_SOFT)
        self.buttons.draw(surface, s.button)

    def _draw_paragraphs(self, surface, paragraphs: list[str], column: pygame.Rect) -> None:
        f = self.text_font(paragraphs, column.width, column.height)
        if f is None:
            self.fits = False
            f = self.scale.role_font("text")
        gap = round(f.get_linesize() * 0.6)
        total = self.text_height(paragraphs, f, column.width)
        y = column.top + max(0, (column.height - total) // 2)
        for k, paragraph in enumerate(paragraphs):
            height = wrapped_height(paragraph, f, column.width, SPACING)
            pygame.draw.circle(surface, theme.GOLD, (column.left - self.scale.px(12), y + f.get_linesize() // 2),
                               self.scale.px(4))               # a bullet: where each paragraph starts
            draw_wrapped(surface, paragraph, pygame.Rect(column.left, y, column.width, height), f, spacing=SPACING)
            y += height + gap


__all__ = ["NAV", "RulesBook", "RulesPages"]
