"""Overlays drawn above a scene: the curtain between players and the rules help."""

from __future__ import annotations

import pygame

from ...i18n import N_, _
from ...settings import UI_SIZES
from .. import theme
from ..art import icons
from ..scene import Scene
from ..theme import Scale
from ..widgets import (Button, button_width, draw_centred_lines, draw_text, draw_wrapped, every_translation, panel,
                       wrapped_height)
from .common import Dialog
from .rules_text import rules_sections


class Curtain(Scene):
    """S3: materials are hidden; the laptop passes to the next player, who clicks to go on."""

    scene_name = "curtain"
    opaque = True
    updates_below = True

    def __init__(self, name: str, colour: str) -> None:
        super().__init__()
        self.name = name
        self.colour = colour

    def handle_event(self, event) -> None:
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)):
            self.stack.pop(self)

    def draw(self, surface) -> None:
        s = self.app.scale(surface.get_size())
        surface.fill(theme.CURTAIN)
        rect = surface.get_rect()
        mark = icons.player_mark(self.colour, s.px(80))
        surface.blit(mark, mark.get_rect(center=(rect.centerx, rect.centery - s.px(90))))
        text = _("Pass the laptop to {player}", player=self.name)
        box = draw_centred_lines(surface, text, (rect.centerx, rect.centery), rect.width - s.px(80),
                                 s.role_font("display"), theme.LIGHT, spacing=0.95)
        hint = _("{player}, click when only you can see the screen", player=self.name)
        draw_centred_lines(surface, hint, (rect.centerx, max(rect.centery + s.px(50), box.bottom + s.px(24))),
                           rect.width - s.px(80), s.role_font("text"), theme.PANEL)


class RulesOverlay(Scene):
    """The rules in brief, in our own words, in the current language; scrolls with the wheel."""

    scene_name = "rules"
    opaque = False

    def __init__(self) -> None:
        super().__init__()
        self.offset = 0
        self.rect = pygame.Rect(0, 0, 0, 0)

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.offset = max(0, self.offset - event.y * 40)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.rect.collidepoint(event.pos):
            self.stack.pop(self)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            self.offset = max(0, self.offset + (40 if event.button == 5 else -40))
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.stack.pop(self)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.offset += 120
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.offset = max(0, self.offset - 120)

    def draw(self, surface) -> None:
        s = Scale(surface.get_size())
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        area = surface.get_rect().inflate(-s.px(160), -s.px(80))
        self.rect = area
        panel(surface, area, theme.LIGHT)
        inner = area.inflate(-s.px(40), -s.px(30))
        title = _("Meduris: the rules in brief")
        draw_text(surface, title, (inner.left, inner.top), s.role_font("title"))
        body = pygame.Rect(inner.left, inner.top + s.px(44), inner.width, inner.height - s.px(70))
        canvas = pygame.Surface(body.size, pygame.SRCALPHA)
        y = -self.offset
        head = s.role_font("heading", bold=True)
        text = s.role_font("text")
        for heading, paragraph in rules_sections():
            # Headings wrap at words like the paragraphs (a number never alone on a line).
            height = wrapped_height(heading, head, body.width, spacing=1.0)
            if y + height > 0 and y < body.height:
                draw_wrapped(canvas, heading, pygame.Rect(0, y, body.width, height + 4), head, spacing=1.0)
            y += height + s.px(2)
            height = wrapped_height(paragraph, text, body.width)
            if y + height > 0 and y < body.height:
                draw_wrapped(canvas, paragraph, pygame.Rect(0, y, body.width, height + 4), text)
            y += height + s.px(10)
        self.offset = min(self.offset, max(0, y + self.offset - body.height))
        surface.blit(canvas, body)
        hint = _("Scroll with the mouse wheel; click outside or press Esc to close")
        draw_wrapped(surface, hint, pygame.Rect(inner.left, inner.bottom - s.px(20), inner.width, s.px(20)),
                     s.role_font("caption"), theme.INK_SOFT)


UI_SIZE_LABELS = {"small": N_("Text size: small"), "normal": N_("Text size: normal"),
                  "large": N_("Text size: large")}


class GameMenu(Dialog):
    """The game's menu: rules help, saved games (save as, load, delete), the space numbers on the
    plots, building in one click, back to the title. The two switches are remembered."""

    scene_name = "menu"

    def __init__(self, game_scene) -> None:
        super().__init__()
        self.game_scene = game_scene

    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale
        h = s.px(44)
        settings = self.app.settings
        numbers = _("Hide the space numbers") if settings.space_numbers else _("Show the space numbers")
        one_click = _("Build in one click: on") if settings.one_click_build else _("Build in one click: off")
        entries = [(_("Rules"), self.rules, "rules"), (_("Saved games"), self.saves, "saved-games"),
                   (numbers, lambda: self.switch("space_numbers"), "space-numbers"),
                   (one_click, lambda: self.switch("one_click_build"), "one-click-build"),
                   (_(UI_SIZE_LABELS[settings.ui_size]), self.next_text_size, "text-size"),
                   (_("Title screen (the game is saved)"), self.title, "title"), (_("Close"), self.close, "close")]
        # As wide as the longest label in any language needs, within the window (else two lines).
        longest = [text for message in ("Title screen (the game is saved)", "Show the space numbers",
                                        "Hide the space numbers", "Build in one click: off",
                                        *UI_SIZE_LABELS.values())
                   for text in every_translation(message)]
        w = min(max(s.px(320), button_width(longest, s.button, h)), size[0] - s.px(80))
        self.rect = pygame.Rect(0, 0, w + s.px(40), len(entries) * (h + s.px(10)) + s.px(70))
        self.rect.center = (size[0] // 2, size[1] // 2)
        for k, (label, action, name) in enumerate(entries):
            self.buttons.add(Button(pygame.Rect(self.rect.left + s.px(20), self.rect.top + s.px(60) + k * (h + s.px(10)),
                                                w, h), label, action, name=name))

    def switch(self, name: str) -> None:
        """Flip a remembered switch: `space_numbers` (small numbers on the plots, the numbers the
        log and the prompts name spaces by) or `one_click_build` (no price shown before a build
        with one way to pay)."""
        settings = self.app.settings
        setattr(settings, name, not getattr(settings, name))
        self.app.save_settings()
        self.resize(self.app.size)            # the button now says the other way
        self.app.dirty = True

    def next_text_size(self) -> None:
        """Text and controls: small → normal → large → small (remembered); every scene below lays
        itself out again at once."""
        settings = self.app.settings
        settings.ui_size = UI_SIZES[(UI_SIZES.index(settings.ui_size) + 1) % len(UI_SIZES)]
        self.app.save_settings()
        self.app.stack.resize(self.app.size)
        self.app.dirty = True

    def rules(self) -> None:
        stack = self.stack
        stack.pop(self)
        stack.push("rules")

    def saves(self) -> None:
        stack = self.stack
        stack.pop(self)
        stack.push("saves", game_scene=self.game_scene)

    def title(self) -> None:
        self.stack.replace("title")            # the game scene saves itself as it leaves

    def draw(self, surface) -> None:
        s = self.scale
        self.draw_shade(surface, 120)
        panel(surface, self.rect, theme.LIGHT)
        draw_text(surface, _("Menu"), (self.rect.centerx, self.rect.top + s.px(30)), s.role_font("title"),
                  anchor="center")
        self.buttons.draw(surface, s.button)
