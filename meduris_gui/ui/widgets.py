"""Small widgets: text that fits its box, buttons, panels."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable

import pygame

from . import theme


@lru_cache(maxsize=4096)
def fit_font(text: str, width: int, size: int, bold: bool = False, title: bool = False,
             minimum: int = 9) -> pygame.font.Font:
    """The largest font up to `size` in which `text` fits `width` (long German words)."""
    while size > minimum:
        f = theme.font(size, bold, title)
        if f.size(text)[0] <= width:
            return f
        size -= 1
    return theme.font(minimum, bold, title)


def wrap(text: str, f: pygame.font.Font, width: int) -> list[str]:
    """Break `text` into lines no wider than `width` (words longer than a line stay whole)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if f.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def text_fits(text: str, f: pygame.font.Font, width: int) -> bool:
    return all(f.size(word)[0] <= width for word in text.split())


_RENDERED: dict = {}


def render(f: pygame.font.Font, text: str, colour) -> pygame.Surface:
    """Rendered text, kept: the same labels are drawn every frame (cleared when it grows large)."""
    key = (id(f), text, tuple(colour))
    image = _RENDERED.get(key)
    if image is None:
        if len(_RENDERED) > 4000:
            _RENDERED.clear()
        try:
            image = f.render(text, True, colour)
        except pygame.error:          # only zero-width characters (a typed name of U+200B...)
            image = pygame.Surface((1, f.get_linesize()), pygame.SRCALPHA)
        _RENDERED[key] = image
    return image


def draw_text(surface, text: str, pos, f: pygame.font.Font, colour=theme.INK, anchor: str = "topleft"):
    image = render(f, text, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def draw_wrapped(surface, text: str, rect: pygame.Rect, f: pygame.font.Font, colour=theme.INK,
                 spacing: float = 1.15) -> int:
    """Draw wrapped text inside rect; returns the height used."""
    y = rect.top
    step = round(f.get_linesize() * spacing)
    for line in wrap(text, f, rect.width):
        if y + f.get_linesize() > rect.bottom + 1:
            break
        surface.blit(render(f, line, colour), (rect.left, y))
        y += step
    return y - rect.top


def wrapped_height(text: str, f: pygame.font.Font, width: int, spacing: float = 1.15) -> int:
    return len(wrap(text, f, width)) * round(f.get_linesize() * spacing)


@lru_cache(maxsize=64)
def _shadow(width: int, height: int, radius: int) -> pygame.Surface:
    shade = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(shade, theme.SHADOW, shade.get_rect(), border_radius=radius)
    return shade


def panel(surface, rect: pygame.Rect, colour=theme.PANEL, edge=theme.PANEL_EDGE, radius: int = 10,
          shadow: int = 4) -> None:
    if shadow:
        surface.blit(_shadow(rect.width, rect.height, radius), rect.move(shadow, shadow))
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    pygame.draw.rect(surface, edge, rect, width=max(1, radius // 5), border_radius=radius)


@dataclass
class Button:
    """A clickable box. `label` is already translated text; `icons` are surfaces drawn before it."""

    rect: pygame.Rect
    label: str
    on_click: Callable[[], None]
    enabled: bool = True
    hint: str = ""                       # shown when the pointer rests on it
    icons: list = field(default_factory=list)
    selected: bool = False
    hover: bool = False
    bold: bool = True
    name: str = ""                       # a stable id for tests ("roll", "pay", "lang-de"...)

    def draw(self, surface, size: int) -> None:
        colour = theme.BUTTON_OFF if not self.enabled else (
            theme.BUTTON_HOVER if self.hover or self.selected else theme.BUTTON)
        pygame.draw.rect(surface, colour, self.rect, border_radius=8)
        if self.selected:
            pygame.draw.rect(surface, theme.GLOW, self.rect, width=3, border_radius=8)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, width=1, border_radius=8)
        pad = max(4, self.rect.height // 6)
        x = self.rect.left + pad
        for icon in self.icons:
            surface.blit(icon, icon.get_rect(midleft=(x, self.rect.centery)))
            x += icon.get_width() + 2
        width = self.rect.right - pad - x
        if self.label and width > 4:
            f = fit_font(self.label, width, size, bold=self.bold)
            image = render(f, self.label, theme.BUTTON_TEXT)
            if self.icons:
                surface.blit(image, image.get_rect(midleft=(x + 2, self.rect.centery)))
            else:
                surface.blit(image, image.get_rect(center=self.rect.center))

    def contains(self, pos) -> bool:
        return self.rect.collidepoint(pos)


class ButtonRow:
    """Buttons of one screen region; routes mouse motion and clicks to them."""

    def __init__(self) -> None:
        self.buttons: list[Button] = []

    def clear(self) -> None:
        self.buttons.clear()

    def add(self, button: Button) -> Button:
        self.buttons.append(button)
        return button

    def motion(self, pos) -> Button | None:
        found = None
        for button in self.buttons:
            button.hover = button.contains(pos)
            if button.hover:
                found = button
        return found

    def click(self, pos) -> bool:
        for button in self.buttons:
            if button.enabled and button.contains(pos):
                button.on_click()
                return True
        return False

    def find(self, name: str) -> Button | None:
        for button in self.buttons:
            if button.name == name:
                return button
        return None

    def draw(self, surface, size: int) -> None:
        for button in self.buttons:
            button.draw(surface, size)
