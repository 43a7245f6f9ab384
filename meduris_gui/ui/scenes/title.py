"""The title scene: a new game, the rules, the language."""

from __future__ import annotations

import pygame

from ...i18n import _
from .. import theme
from ..art import pieces
from ..widgets import Button, draw_text, fit_font
from .common import MenuScene


class TitleScene(MenuScene):
    def __init__(self) -> None:
        super().__init__()

    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale
        width, height = size
        w, h = s.px(300), s.px(48)
        x = (width - w) // 2
        y = height // 2 + s.px(10)

        def new_game() -> None:
            from .setup import SetupScene
            self.stack.push(SetupScene())

        self.buttons.add(Button(pygame.Rect(x, y, w, h), _("New game"), new_game, name="new-game"))
        self.buttons.add(Button(pygame.Rect(x, y + h + s.px(12), w, h), _("Quit"), self.app.quit, name="quit"))

    def draw(self, surface) -> None:
        s = self.scale
        width, height = surface.get_size()
        surface.fill(theme.BACKGROUND)
        # A mountain of our own: layered slopes and a snowy summit.
        base = height * 0.9
        for k, colour in enumerate(((46, 74, 52), (64, 104, 62), (92, 140, 76), (128, 170, 92))):
            spread = width * (0.55 - k * 0.1)
            top = height * (0.18 + k * 0.05)
            pygame.draw.polygon(surface, colour, [(width / 2 - spread, base), (width / 2, top),
                                                  (width / 2 + spread, base)])
        pygame.draw.polygon(surface, (236, 240, 244), [(width / 2 - width * 0.06, height * 0.3),
                                                       (width / 2, height * 0.18),
                                                       (width / 2 + width * 0.06, height * 0.3)])
        druid = pieces.druid(s.px(120))
        surface.blit(druid, druid.get_rect(midbottom=(width / 2 + s.px(260), height * 0.86)))
        for k, colour in enumerate(("purple", "blue", "green", "red")):
            hut = pieces.hut(colour, s.px(56))
            surface.blit(hut, hut.get_rect(midbottom=(width / 2 - s.px(330) + k * s.px(70), height * 0.86)))
        title = "Meduris"
        draw_text(surface, title, (width // 2 + 3, height * 0.22 + 3), theme.font(s.px(110), title=True), (0, 0, 0),
                  anchor="center")
        draw_text(surface, title, (width // 2, height * 0.22), theme.font(s.px(110), title=True), theme.LIGHT,
                  anchor="center")
        subtitle = _("Huts, temples and the druid of the sacred mountain")
        draw_text(surface, subtitle, (width // 2, height * 0.22 + s.px(80)),
                  fit_font(subtitle, width - s.px(40), s.px(24), title=True), theme.PANEL, anchor="center")
        self.buttons.draw(surface, s.heading)
