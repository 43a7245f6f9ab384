"""The curtain between two human players (M9: a player never sees another's dolmen values): the
Meduris curtain, with the Dolmengötter player's badge."""

from __future__ import annotations

from .....i18n import _
from meduris_gui.table import theme
from meduris_gui.table.scenes.overlays import Curtain, _lines_below
from meduris_gui.table.widgets import draw_centred_lines
from .. import art


class DolmenCurtain(Curtain):
    scene_name = "dg-curtain"

    def draw(self, surface) -> None:
        s = self.app.scale(surface.get_size())
        surface.fill(theme.CURTAIN)
        rect = surface.get_rect()
        width = rect.width - s.px(80)
        mark = art.player_badge(self.colour, s.px(80))
        surface.blit(mark, mark.get_rect(center=(rect.centerx, rect.centery - s.px(110))))
        text = _("Pass the laptop to {player}", player=self.name)
        box = draw_centred_lines(surface, text, (rect.centerx, rect.centery - s.px(30)), width,
                                 s.role_font("display"), theme.LIGHT, spacing=0.95)
        below = box.bottom
        if self.ask:
            below = _lines_below(surface, self.ask, rect.centerx, below + s.px(16), width,
                                 s.role_font("heading", bold=True), theme.GOLD, spacing=1.05)
        hint = _("{player}, click when only you can see the screen", player=self.name)
        _lines_below(surface, hint, rect.centerx, below + s.px(20), width, s.role_font("text"), theme.PANEL)
