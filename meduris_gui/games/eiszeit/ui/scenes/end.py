"""The end of an Eiszeit game: the winner (E4; a tie goes to more hunters on the board, then more
stones, else the victory is shared) and each player's points by round and by region (P1), from
rules/record.py `summary(game)`: each table's rows add up to the player's score (`end_rows` is what
the tables draw; a test sums it against the engine)."""

from __future__ import annotations

import pygame

from .....i18n import N_, _
from meduris_gui.table import theme
from meduris_gui.table.scenes.end import GameEndScene
from meduris_gui.table.widgets import draw_centred_lines, draw_text, elide, every_translation, header_width, panel
from ...rules.record import summary
from .. import pieces

REGIONS = tuple(range(1, 13))
TABLE_TITLES = (N_("Points by round"), N_("Points by region"))
TIE_NOTES = {"hunters": N_("{player} wins with {points} points (more hunters on the board)"),
             "stones": N_("{player} wins with {points} points (as many hunters, more stones)")}


def end_rows(game) -> list[dict]:
    """Per seat, what the end tables show: points per round (`rounds`, one per round played),
    per region (`regions`, 1-12), the `total` (the score), and the tie-breakers (`hunters` on the
    board, `stones`)."""
    data = summary(game)
    rows = []
    for colour in game.state.colours:
        by_region = data["points_by_region"][colour]
        rounds = list(data["points_by_round"][colour])
        rounds += [0] * (data["rounds"] - len(rounds))
        rows.append({"rounds": rounds, "regions": [by_region.get(str(r), 0) for r in REGIONS],
                     "total": data["scores"][colour], "hunters": data["hunters_on_board"][colour],
                     "stones": data["stones"][colour]})
    return rows


def winner_text(outcome, names: list[str]) -> str:
    """Who won (E4), with the points and what decided a tie; a shared victory names every winner."""
    winners = outcome.winners
    points = outcome.scores[winners[0]]
    if len(winners) > 1:
        return _("Shared victory: {players}, {points} points each", players=", ".join(names[s] for s in winners),
                 points=points)
    if outcome.tie_break in TIE_NOTES:
        return _(TIE_NOTES[outcome.tie_break], player=names[winners[0]], points=points)
    return _("{player} wins with {points} points", player=names[winners[0]], points=points)


class EiszeitEndScene(GameEndScene):
    scene_name = "ez-end"
    game_name = "eiszeit"

    def __init__(self, game, names: list[str], seats=None) -> None:
        super().__init__(game, names, seats)
        self.rows = end_rows(game)
        self.rounds = game.state.rounds

    def columns(self) -> tuple[list, list]:
        """The two tables' columns as (key, header message, its values): by round, then by region;
        each ends in the total, the round table then in the tie-breakers (E4)."""
        by_round = [(("rounds", k), N_("Round {n}"), {"n": k + 1}) for k in range(self.rounds)]
        by_round += [(("total",), N_("Total"), {}), (("hunters",), N_("Hunters on the board"), {}),
                     (("stones",), N_("Stones"), {})]
        by_region = [(("regions", r - 1), "", {"n": r}) for r in REGIONS] + [(("total",), N_("Total"), {})]
        return by_round, by_region

    @staticmethod
    def header(message: str, values: dict) -> str:
        return _(message, **values) if message else str(values["n"])       # a region: its number

    def resize(self, size) -> None:
        super().resize(size)                    # the buttons (table/scenes/end.py)
        s = self.scale
        width = size[0]
        header = s.role_font("table_header")
        bold = s.role_font("table_header", bold=True)
        self.name_w = max(s.px(220), max(bold.size(text)[0] for m in TABLE_TITLES for text in every_translation(m))
                          + s.px(12))
        self.widths = []
        for table in self.columns():
            ws = []
            for key, message, values in table:
                texts = every_translation(message, **values) if message else [str(values["n"])]
                ws.append(max(s.px(44 if key[0] == "regions" else 70), max(header_width(text, header)
                                                                          for text in texts) + s.px(16)))
            self.widths.append(ws)
        self.table_w = self.name_w + max(sum(ws) for ws in self.widths)
        self.table_x = (width - self.table_w) // 2

    def value(self, row: dict, key: tuple) -> int:
        return row[key[0]][key[1]] if len(key) == 2 else row[key[0]]

    def draw(self, surface) -> None:
        s = self.scale
        width, _height = surface.get_size()
        surface.fill(theme.BACKGROUND)
        top = max(b.rect.bottom for b in self.buttons.buttons if b.name.startswith("lang")) + s.px(16)
        box = draw_centred_lines(surface, winner_text(self.outcome, self.names), (width // 2, top + s.px(24)),
                                 width - s.px(80), s.role_font("display"), theme.GOLD)
        y = box.bottom + s.px(20)
        for table, ws, title in zip(self.columns(), self.widths, TABLE_TITLES):
            y = self.draw_table(surface, y, table, ws, _(title)) + s.px(22)
        self.buttons.draw(surface, s.button)

    def draw_table(self, surface, y: int, table: list, ws: list, title: str) -> int:
        """One table: its title in the name column's header, a header per column, a row per player;
        returns its bottom."""
        s = self.scale
        header = s.role_font("table_header")
        texts = [self.header(message, values) for _key, message, values in table]
        head_h = (2 if any(len(text.split()) > 1 for text in texts) else 1) * header.get_linesize() + s.px(8)
        row_h = s.px(32)
        x0 = self.table_x                       # both tables start at the same place
        w_all = self.name_w + sum(ws)
        panel(surface, pygame.Rect(x0 - s.px(12), y - s.px(6), w_all + s.px(24), head_h + len(self.rows) * row_h
                                   + s.px(12)))
        draw_text(surface, title, (x0, y), s.role_font("table_header", bold=True), theme.INK_SOFT)
        x = x0 + self.name_w
        for text, w in zip(texts, ws):
            draw_centred_lines(surface, text, (x + w // 2, y + head_h // 2 - s.px(3)), w - s.px(6), header,
                               theme.INK, spacing=1.0)
            x += w
        y += head_h
        colours = self.game.state.colours
        for seat, row in enumerate(self.rows):
            winner = seat in self.outcome.winners
            badge = pieces.player_badge(colours[seat], s.px(24))
            surface.blit(badge, (x0, y + (row_h - badge.get_height()) // 2))
            f = s.role_font("heading", bold=winner)
            draw_text(surface, elide(self.names[seat], f, self.name_w - s.px(40)), (x0 + s.px(32), y + row_h // 2), f,
                      theme.INK, anchor="midleft")
            x = x0 + self.name_w
            for (key, _message, _values), w in zip(table, ws):
                value = self.value(row, key)
                soft = key[0] in ("hunters", "stones") or (key[0] == "regions" and not value)
                font = s.role_font("heading" if key[0] != "regions" else "text", bold=key[0] == "total")
                draw_text(surface, str(value), (x + w // 2, y + row_h // 2), font,
                          theme.INK_SOFT if soft else theme.INK, anchor="center")
                x += w
            y += row_h
        return y


__all__ = ["EiszeitEndScene", "end_rows", "winner_text"]
