"""The curtain between two human players (M9: a player never sees another's dolmen values): the
table's curtain, with the Dolmengötter player's badge."""

from __future__ import annotations

from meduris_gui.table.scenes.curtain import Curtain
from .. import art


class DolmenCurtain(Curtain):
    scene_name = "dg-curtain"

    def badge(self, size: int):
        return art.player_badge(self.colour, size)
