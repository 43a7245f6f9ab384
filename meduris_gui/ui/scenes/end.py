"""The end of the game: the final scoring, item by item, and another game."""

from __future__ import annotations

import pygame

from ...i18n import N_, _, ngettext
from .. import theme
from ..art import icons
from ..boardview import BoardView
from ..widgets import Button, button_width, draw_centred_lines, draw_text, elide, every_translation, panel
from .common import MenuScene

TIE_BREAKS = {
    "points": N_("Most points"),
    "buildings": N_("Tie on points: most huts and temples built"),
    "materials": N_("Tie on points and buildings: most materials kept"),
    "shared": N_("A shared victory: the gods could not decide"),
}


# The final table (px at 1366x768): its top, the band of the column headers (two lines of the
# table-header role), the height of a player's row.
TABLE_TOP, HEADER_BAND, ROW_H = 170, 66, 48
COLUMNS = (("before", N_("During the game")), ("last_round", N_("Druid's last round")),
           ("temples", N_("Temples")), ("runes", N_("Rune stones")), ("total", N_("Total")),
           ("built", N_("Buildings")), ("materials", N_("Materials kept")))


def breakdown(game) -> list[dict]:
    """Per seat, from the engine's outcome (Game.outcome().breakdown): points before the last
    round (the start, sacrifices, +2 tokens, river scorings), from the druid's last round,
    temples, rune stones; the tie-break facts from the final scoring (E5)."""
    state = game.state
    rows = []
    for seat, source in enumerate(game.outcome().breakdown):
        rows.append({"before": source["start"] + source["sacrifices"] + source["bonus"] + source["river"],
                     "last_round": source["last_round"], "temples": source["temples"], "runes": source["runes"],
                     "stones": source["stones"], "total": source["total"],
                     "built": state.final["built"][seat], "materials": state.final["materials"][seat]})
    return rows


class EndScene(MenuScene):
    scene_name = "end"

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
        h = s.px(44)
        texts = every_translation("Another game") + every_translation("Title screen")
        w = max(s.px(260), button_width(texts, s.heading, h))

        def again() -> None:
            stack = self.stack
            stack.replace("title")
            stack.push("setup")

        def title() -> None:
            self.stack.replace("title")

        # The final board, as small as the room under the table allows.
        top = s.px(TABLE_TOP) + s.px(HEADER_BAND) + len(self.rows) * s.px(ROW_H) + s.px(16)
        side = height - h - s.px(50) - top
        self.board_view = None
        if side > 120:
            self.board_view = BoardView(self.game.state.board, self.game.state.colours)
            self.board_view.layout(s.px(40), top, side)
        x = s.px(60) + max(side, 0) if self.board_view is not None else width // 2 - w - s.px(10)
        self.buttons.add(Button(pygame.Rect(x, height - h - s.px(30), w, h),
                                _("Another game"), again, name="again", size=s.heading))
        self.buttons.add(Button(pygame.Rect(x + w + s.px(20), height - h - s.px(30), w, h),
                                _("Title screen"), title, name="title", size=s.heading))

    def draw(self, surface) -> None:
        s = self.scale
        width, height = surface.get_size()
        surface.fill(theme.BACKGROUND)
        state = self.game.state
        winners = state.final["winners"]
        names = ", ".join(self.names[w] for w in winners)
        title = ngettext("{winners} wins!", "{winners} win!", len(winners), winners=names)
        box = draw_centred_lines(surface, title, (width // 2, s.px(88)), width - s.px(40), s.role_font("display"),
                                 theme.GOLD, spacing=0.95)
        decided_by = TIE_BREAKS[state.final["tie_break"]]          # a variable: not a message to extract
        reason = _(decided_by)
        draw_centred_lines(surface, reason, (width // 2, max(s.px(142), box.bottom + s.px(12))), width - s.px(40),
                           s.role_font("text"), theme.PANEL)
        self.draw_table(surface, winners)
        if self.board_view is not None:
            self.board_view.draw(surface, state, {}, {})
        self.buttons.draw(surface, s.button)

    def draw_table(self, surface, winners) -> None:
        """The final scoring: a row per player, a column per item; the headers keep the table-header
        role's size on up to two lines (Spanish and German headers are long)."""
        s = self.scale
        width = surface.get_width()
        state = self.game.state
        table = pygame.Rect(s.px(40), s.px(TABLE_TOP), width - s.px(80),
                            s.px(HEADER_BAND) + len(self.rows) * s.px(ROW_H))
        panel(surface, table)
        name_font = s.role_font("heading", bold=True)
        # The names' column: as wide as the longest name needs, within a fifth and a third.
        widest = max(name_font.size(name)[0] for name in self.names[:len(self.rows)]) + s.px(56)
        name_w = min(max(widest, table.width // 5), table.width // 3)
        col_w = (table.width - name_w - s.px(20)) // len(COLUMNS)
        header = s.role_font("table_header")
        for k, (_key, label) in enumerate(COLUMNS):
            x = table.left + name_w + k * col_w + col_w // 2
            draw_centred_lines(surface, _(label), (x, table.top + s.px(28)), col_w - s.px(8), header, theme.INK,
                               spacing=0.95)
        for row_index, row in enumerate(self.rows):
            y = table.top + s.px(HEADER_BAND - 4) + row_index * s.px(ROW_H)
            surface.blit(icons.player_mark(state.colours[row_index], s.px(26)), (table.left + s.px(14), y - s.px(13)))
            f = s.role_font("heading", bold=row_index in winners)
            name = elide(self.names[row_index], f, name_w - s.px(52))
            draw_text(surface, name, (table.left + s.px(48), y), f, theme.INK, anchor="midleft")
            for k, (key, _label) in enumerate(COLUMNS):
                x = table.left + name_w + k * col_w + col_w // 2
                draw_text(surface, self.cell(row, key), (x, y), s.role_font("heading", bold=key == "total"),
                          theme.INK, anchor="center")

    @staticmethod
    def cell(row: dict, key: str) -> str:
        value = row[key]
        text = str(value)
        if key in ("last_round", "temples", "runes") and value:
            text = f"+{value}" if value > 0 else f"–{-value}"
        if key == "runes":
            text = f"{text} ({row['stones']})"
        return text
