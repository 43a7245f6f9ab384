"""The end of the game: the final scoring, item by item, and another game."""

from __future__ import annotations

import pygame

from ...i18n import N_, _, ngettext
from .. import theme
from ..art import icons
from ..boardview import BoardView
from ..widgets import Button, draw_text, fit_font, panel
from .common import MenuScene

TIE_BREAKS = {
    "points": N_("Most points"),
    "buildings": N_("Tie on points: most huts and temples built"),
    "materials": N_("Tie on points and buildings: most materials kept"),
    "shared": N_("A shared victory: the gods could not decide"),
}


def breakdown(game) -> list[dict]:
    """Per seat, from the engine (Game.score_breakdown): points before the last round (the start,
    sacrifices, +2 tokens, river scorings), from the druid's last round, temples, rune stones."""
    state = game.state
    rows = []
    for seat, source in enumerate(game.score_breakdown()):
        rows.append({"before": source["start"] + source["sacrifices"] + source["bonus"] + source["river"],
                     "last_round": source["last_round"], "temples": source["temples"], "runes": source["runes"],
                     "stones": source["stones"], "total": source["total"],
                     "built": state.final["built"][seat], "materials": state.final["materials"][seat]})
    return rows


class EndScene(MenuScene):
    def __init__(self, game, names: list[str], log) -> None:
        super().__init__()
        self.game = game
        self.names = names
        self.log = log
        self.rows = breakdown(game)

    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale
        width, height = size
        w, h = s.px(260), s.px(44)

        def again() -> None:
            from .setup import SetupScene
            from .title import TitleScene
            stack = self.stack
            stack.replace(TitleScene())
            stack.push(SetupScene())

        def title() -> None:
            from .title import TitleScene
            self.stack.replace(TitleScene())

        # The final board, as small as the room under the table allows.
        top = s.px(170) + s.px(60) + len(self.rows) * s.px(48) + s.px(16)
        side = height - h - s.px(50) - top
        self.board_view = None
        if side > 120:
            self.board_view = BoardView(self.game.state.board, self.game.state.colours)
            self.board_view.layout(s.px(40), top, side)
        x = s.px(60) + max(side, 0) if self.board_view is not None else width // 2 - w - s.px(10)
        self.buttons.add(Button(pygame.Rect(x, height - h - s.px(30), w, h),
                                _("Another game"), again, name="again"))
        self.buttons.add(Button(pygame.Rect(x + w + s.px(20), height - h - s.px(30), w, h),
                                _("Title screen"), title, name="title"))

    def draw(self, surface) -> None:
        s = self.scale
        width, height = surface.get_size()
        surface.fill(theme.BACKGROUND)
        state = self.game.state
        winners = state.final["winners"]
        names = ", ".join(self.names[w] for w in winners)
        title = ngettext("{winners} wins!", "{winners} win!", len(winners), winners=names)
        draw_text(surface, title, (width // 2, s.px(90)), fit_font(title, width - s.px(40), s.px(56), title=True),
                  theme.GOLD, anchor="center")
        decided_by = TIE_BREAKS[state.final["tie_break"]]
        reason = _(decided_by)
        draw_text(surface, reason, (width // 2, s.px(140)), fit_font(reason, width - s.px(40), s.text), theme.PANEL,
                  anchor="center")
        columns = [("before", _("During the game")), ("last_round", _("Druid's last round")),
                   ("temples", _("Temples")), ("runes", _("Rune stones")), ("total", _("Total")),
                   ("built", _("Buildings")), ("materials", _("Materials kept"))]
        table = pygame.Rect(s.px(40), s.px(170), width - s.px(80), s.px(60) + len(self.rows) * s.px(48))
        panel(surface, table)
        name_w = int(table.width * 0.22)
        col_w = (table.width - name_w - s.px(20)) // len(columns)
        for k, (_key, label) in enumerate(columns):
            x = table.left + name_w + k * col_w + col_w // 2
            draw_text(surface, label, (x, table.top + s.px(20)), fit_font(label, col_w - s.px(6), s.small, bold=True),
                      theme.INK, anchor="center")
        body = theme.font(s.heading)
        for row_index, row in enumerate(self.rows):
            y = table.top + s.px(56) + row_index * s.px(48)
            colour = state.colours[row_index]
            surface.blit(icons.player_mark(colour, s.px(26)), (table.left + s.px(14), y - s.px(13)))
            name = self.names[row_index]
            bold = row_index in winners
            draw_text(surface, name, (table.left + s.px(48), y),
                      fit_font(name, name_w - s.px(52), s.heading, bold=bold), theme.INK, anchor="midleft")
            for k, (key, _label) in enumerate(columns):
                x = table.left + name_w + k * col_w + col_w // 2
                value = row[key]
                text = str(value)
                if key in ("last_round", "temples", "runes") and value:
                    text = f"+{value}" if value > 0 else f"–{-value}"
                if key == "runes":
                    text = f"{text} ({row['stones']})"
                draw_text(surface, text, (x, y), theme.font(s.heading, bold=key == "total") if key == "total" else body,
                          theme.INK, anchor="center")
        if self.board_view is not None:
            self.board_view.draw(surface, state, {}, {})
        self.buttons.draw(surface, s.heading)
