"""The curtain between two human players (H1: a player never sees another's hand): the table's
curtain, with Eiszeit's player badge."""

from __future__ import annotations

from meduris_gui.table.scenes.curtain import Curtain
from .. import pieces


class EiszeitCurtain(Curtain):
    scene_name = "ez-curtain"

    def badge(self, size: int):
        return pieces.player_badge(self.colour, size)
