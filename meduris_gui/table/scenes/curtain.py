"""The curtain between players, the base of each game's (not a scene of its own: a game registers
its subclass with its players' badge, Meduris's "curtain", Die Dolmengötter's "dg-curtain")."""

from __future__ import annotations

import pygame

from ...i18n import _
from .. import theme
from ..keys import CONFIRM_KEYS
from ..scene import Scene
from ..widgets import draw_centred_lines, two_lines, wrap


class Curtain(Scene):
    """S3: materials are hidden; the laptop passes to the next player, who clicks to go on. It
    says what he is asked to decide (`ask`: "Anna: a sacrifice at hut 12"). Each game registers
    its own, with its players' badge (Meduris's "curtain", Die Dolmengötter's "dg-curtain")."""

    scene_name = ""
    opaque = True
    updates_below = True

    def __init__(self, name: str, colour: str, ask: str = "") -> None:
        super().__init__()
        self.name = name
        self.colour = colour
        self.ask = ask

    def handle_event(self, event) -> None:
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in (*CONFIRM_KEYS, pygame.K_SPACE)):
            self.stack.pop(self)

    def badge(self, size: int):
        """The mark of the player the laptop goes to (each game draws its own players' marks:
        None, no mark)."""
        return None

    def draw(self, surface) -> None:
        s = self.app.scale(surface.get_size())
        surface.fill(theme.CURTAIN)
        rect = surface.get_rect()
        width = rect.width - s.px(80)
        mark = self.badge(s.px(80))
        if mark is not None:
            surface.blit(mark, mark.get_rect(center=(rect.centerx, rect.centery - s.px(110))))
        text = _("Pass the laptop to {player}", player=self.name)
        box = draw_centred_lines(surface, text, (rect.centerx, rect.centery - s.px(30)), width,
                                 s.role_font("display"), theme.LIGHT, spacing=0.95)
        below = box.bottom
        if self.ask:                  # what he is asked to decide
            # In the interface face: the title face's old-style "1" reads as an "I" ("Feld I").
            below = _lines_below(surface, self.ask, rect.centerx, below + s.px(16), width,
                                 s.role_font("heading", bold=True), theme.GOLD, spacing=1.05)
        hint = _("{player}, click when only you can see the screen", player=self.name)
        _lines_below(surface, hint, rect.centerx, below + s.px(20), width, s.role_font("text"), theme.PANEL)


def _lines_below(surface, text: str, x: int, top: int, width: int, f, colour, spacing: float = 1.0) -> int:
    """`text` centred at `x` in one or two lines whose first starts at `top`; returns its bottom."""
    lines = two_lines(text, f, width) or wrap(text, f, width)
    step = round(f.get_linesize() * spacing)
    centre = top + f.get_linesize() // 2 + step * (len(lines) - 1) // 2
    return draw_centred_lines(surface, text, (x, centre), width, f, colour, spacing=spacing).bottom


__all__ = ["Curtain"]
