"""The end of a Dolmengötter game: the winner (E4) and each player's points by source, from
`game.outcome().breakdown`: start (C3), points lost (T5), circles scored during the game (P1-P4),
the final scoring (E3); the columns add up to the total. Dolmens placed decide a tie (E4)."""

from __future__ import annotations

import pygame

from .....i18n import N_, _
from meduris_gui.table import theme
from meduris_gui.table.scenes.end import GameEndScene
from meduris_gui.table.widgets import draw_centred_lines, draw_text, elide, every_translation, panel, wrap
from .. import art, track
from ..texts import winner_text

COLUMNS = (("start", N_("Start")), ("points_lost", N_("Points lost")), ("circles", N_("Circles scored")),
           ("final", N_("Final scoring")), ("total", N_("Total")), ("dolmens_placed", N_("Dolmens placed")))


def columns_of(row: dict) -> dict:
    """The breakdown row as the table's numbers (the circles' points summed)."""
    return {"start": row["start"], "points_lost": row["points_lost"], "circles": sum(row["circles"].values()),
            "final": row["final"], "total": row["total"], "dolmens_placed": row["dolmens_placed"]}


class DolmenEndScene(GameEndScene):
    scene_name = "dg-end"
    game_name = "dolmengoetter"
    strip: track.StripGeometry | None = None      # the unrolled score track, once drawn

    def winner_text(self) -> str:
        outcome = self.outcome
        if len(outcome.winners) == 1 and outcome.tie_break == "dolmens":
            seat = outcome.winners[0]
            return _("{player} wins with {points} points (more dolmens placed)", player=self.names[seat],
                     points=outcome.scores[seat])
        return winner_text(outcome.winners, outcome.scores, self.names)

    def resize(self, size) -> None:
        super().resize(size)                    # the buttons (table/scenes/end.py)
        s = self.scale
        width = size[0]
        # the table's columns: the name column, then one per source, as wide as its longest header
        header = s.role_font("table_header")
        self.col_w = []
        for _key, message in COLUMNS:
            longest = max(header.size(word)[0] for text in every_translation(message) for word in text.split())
            self.col_w.append(max(s.px(90), longest + s.px(16)))
        self.name_w = max(s.px(200), min(s.px(320), width - sum(self.col_w) - s.px(80)))
        self.table_w = self.name_w + sum(self.col_w)
        self.table_x = (width - self.table_w) // 2

    def draw(self, surface) -> None:
        s = self.scale
        width, height = surface.get_size()
        surface.fill(theme.BACKGROUND)
        top = max(b.rect.bottom for b in self.buttons.buttons if b.name.startswith("lang")) + s.px(20)
        box = draw_centred_lines(surface, self.winner_text(), (width // 2, top + s.px(30)), width - s.px(80),
                                 s.role_font("display"), theme.GOLD)
        header = s.role_font("table_header")
        row_font = s.role_font("heading")
        y = box.bottom + s.px(24)
        x0 = self.table_x
        head_h = 2 * header.get_linesize() + s.px(10)
        rows = len(self.outcome.breakdown)
        row_h = s.px(44)
        panel(surface, pygame.Rect(x0 - s.px(12), y - s.px(8), self.table_w + s.px(24),
                                   head_h + rows * row_h + s.px(16)))
        x = x0 + self.name_w
        for (key, message), w in zip(COLUMNS, self.col_w):
            lines = wrap(_(message), header, w - s.px(8), break_words=False)[:2]
            for k, line in enumerate(lines):
                draw_text(surface, line, (x + w // 2, y + k * header.get_linesize()), header, theme.INK, anchor="midtop")
            x += w
        y += head_h
        colours = self.game.state.colours
        for seat, row in enumerate(self.outcome.breakdown):
            numbers = columns_of(row)
            winner = seat in self.outcome.winners
            badge = art.player_badge(colours[seat], s.px(26))
            surface.blit(badge, (x0, y + (row_h - badge.get_height()) // 2))
            f = s.role_font("heading", bold=winner)
            draw_text(surface, elide(self.names[seat], f, self.name_w - s.px(40)), (x0 + s.px(34), y + row_h // 2), f,
                      theme.INK, anchor="midleft")
            x = x0 + self.name_w
            for (key, _message), w in zip(COLUMNS, self.col_w):
                value = numbers[key]
                text = f"{value:+d}" if key == "points_lost" and value else str(value)
                font = s.role_font("heading", bold=key == "total")
                draw_text(surface, text, (x + w // 2, y + row_h // 2), font,
                          theme.INK_SOFT if key == "dolmens_placed" else theme.INK, anchor="center")
                x += w
            y += row_h
        note = _("Start + points lost + circles scored + final scoring = total. A tie goes to the player who "
                 "placed more dolmens.")
        note_box = draw_centred_lines(surface, note, (width // 2, y + s.px(36)), min(width - s.px(80), self.table_w),
                                      s.role_font("caption"), theme.PANEL)
        self.draw_track(surface, note_box.bottom + s.px(20),
                        min(b.rect.top for b in self.buttons.buttons if b.name in ("new-game", "title")) - s.px(20))
        self.buttons.draw(surface, s.button)

    def draw_track(self, surface, top: int, bottom: int) -> None:
        """The score track unrolled (three rows of 20, or two of 30), each marker on its final score (C3: round
        again beyond 59, the laps on its tag), when there is room between the note and the buttons."""
        s = self.scale
        self.strip = None
        row = s.px(36)
        rows = 3 if bottom - top >= 3 * row else 2
        if bottom - top < rows * row:
            return
        width = min(surface.get_width() - s.px(80), (track.SPACES // rows) * s.px(56))
        strip = track.StripGeometry(pygame.Rect((surface.get_width() - width) // 2,
                                                top + (bottom - top - rows * row) // 2, width, rows * row), rows)
        surface.blit(track.strip_picture(strip, s.role("text")), strip.rect.topleft)
        colours = self.game.state.colours
        placed = track.markers(strip, self.outcome.scores)
        for seat, _position, _space, laps, (x, y) in placed:
            image = track.score_marker(colours[seat], strip.marker)
            surface.blit(image, image.get_rect(center=(round(x), round(y))))
        for seat, _position, _space, laps, (x, y) in placed:
            if laps:
                tag = track.lap_tag(track.lap_text(laps), max(9, round(strip.width * 0.32)))
                rect = tag.get_rect(midleft=(round(x + strip.marker * 0.25), round(y + strip.marker * 0.42)))
                rect.clamp_ip(strip.rect)
                surface.blit(tag, rect)
        self.strip = strip
