"""Die Dolmengötter's rules help: illustrated pages over the scene below, Previous / Next, the
wheel and the arrow keys; Esc, F1 or a click outside closes them. A page never scrolls: its text is
laid out beside its picture (body text size), and `fits` says whether it fitted."""

from __future__ import annotations

import pygame

from .....i18n import _
from meduris_gui.table import theme
from meduris_gui.table.keys import CONFIRM_KEYS
from meduris_gui.table.scene import Scene
from meduris_gui.games.meduris.ui.scenes.rules_pages import NAV
from meduris_gui.table.widgets import Button, ButtonRow, button_width, draw_text, draw_wrapped, every_translation, panel, wrapped_height
from .rules_pages import PAGES, draw_picture, page_paragraphs, page_title


class DolmenRulesOverlay(Scene):
    scene_name = "dg-rules"
    opaque = False

    def __init__(self, page: int = 0) -> None:
        super().__init__()
        self.page = page % len(PAGES)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons = ButtonRow()
        self.scale = None
        self.fits = True

    def enter(self) -> None:
        self.resize(self.app.size)

    def language_changed(self) -> None:
        self.resize(self.app.size)

    def resize(self, size) -> None:
        self.scale = s = self.app.scale(size)
        self.rect = pygame.Rect(0, 0, *size).inflate(-s.px(120), -s.px(50))
        self.buttons.clear()
        h = s.px(34)
        inner = self.rect.inflate(-s.px(40), -s.px(30))
        top = inner.bottom - h
        x = inner.left
        for message, action, name in ((NAV[0], self.previous, "previous"), (NAV[2], self.next, "next")):
            width = button_width(every_translation(message), s.button, h)
            self.buttons.add(Button(pygame.Rect(x, top, width, h), _(message), action, name=name,
                                    enabled=(self.page > 0) if name == "previous" else (self.page < len(PAGES) - 1)))
            x += width + s.px(8)
        width = button_width(every_translation(NAV[3]), s.button, h)
        self.buttons.add(Button(pygame.Rect(inner.right - width, top, width, h), _(NAV[3]), self.close, name="close"))
        self.nav_right = x

    def previous(self) -> None:
        if self.page > 0:
            self.page -= 1
            self.resize(self.app.size)

    def next(self) -> None:
        if self.page < len(PAGES) - 1:
            self.page += 1
            self.resize(self.app.size)

    def close(self) -> None:
        self.stack.pop(self)

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.buttons.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.buttons.click(event.pos) and not self.rect.collidepoint(event.pos):
                self.close()
        elif event.type == pygame.MOUSEWHEEL:
            self.previous() if event.y > 0 else self.next()
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE,):
                self.close()
            elif event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN, *CONFIRM_KEYS):
                self.next()
            elif event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.previous()

    def draw(self, surface) -> None:
        s = self.scale
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        panel(surface, self.rect)
        inner = self.rect.inflate(-s.px(40), -s.px(30))
        title_font = s.role_font("title")
        draw_text(surface, _("Die Dolmengötter: the rules"), (inner.left, inner.top), s.role_font("caption"),
                  theme.INK_SOFT)
        y = inner.top + s.role_font("caption").get_linesize() + s.px(4)
        draw_text(surface, page_title(self.page), (inner.left, y), title_font, theme.INK)
        y += title_font.get_linesize() + s.px(8)
        bottom = inner.bottom - s.px(34) - s.px(12)
        picture_w = min(round(inner.width * 0.42), bottom - y)
        picture = pygame.Rect(inner.right - picture_w, y, picture_w, min(picture_w, bottom - y))
        draw_picture(surface, PAGES[self.page][2], picture, s)
        text_rect = pygame.Rect(inner.left, y, picture.left - s.px(24) - inner.left, bottom - y)
        self.fits = True
        for role in ("heading", "text"):
            f = s.role_font(role)
            need = sum(wrapped_height(p, f, text_rect.width) + s.px(10) for p in page_paragraphs(self.page))
            if need <= text_rect.height:
                break
        else:
            self.fits = False
        ty = text_rect.top
        for paragraph in page_paragraphs(self.page):
            h = wrapped_height(paragraph, f, text_rect.width)
            draw_wrapped(surface, paragraph, pygame.Rect(text_rect.left, ty, text_rect.width, h + 2), f, theme.INK)
            ty += h + s.px(10)
        f = s.role_font("caption")
        draw_text(surface, _("Page {page} of {pages}", page=self.page + 1, pages=len(PAGES)),
                  (self.nav_right + s.px(10), inner.bottom - s.px(17)), f, theme.INK_SOFT, anchor="midleft")
        self.buttons.draw(surface, s.button)
