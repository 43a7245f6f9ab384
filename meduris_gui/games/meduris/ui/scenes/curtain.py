"""The curtain between two human players (S3: materials are hidden): the table's curtain, with
the Meduris player's mark."""

from __future__ import annotations

from meduris_gui.table.scenes.curtain import Curtain
from ..art import icons


class MedurisCurtain(Curtain):
    scene_name = "curtain"

    def badge(self, size: int):
        return icons.player_mark(self.colour, size)
