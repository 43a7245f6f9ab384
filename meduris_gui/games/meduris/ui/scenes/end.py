"""The end of the game as a moment: the winner announced (the title grows in, the winner's mark
beside it), the players ranked with what decided, each player's points by source, the score over
the turns, a few highlights, the final board large; "Watch the replay", "Another game", "Title".

Everything shown comes from the engine: `Game.outcome()` (E5: winners, what decided, the points
by source) and the game's events (end_chart.py)."""

from __future__ import annotations

import pygame

from meduris_gui.i18n import N_, _, ngettext
from ...rules.setup import START_SCORE
from meduris_gui.table import theme
from ..art import icons
from ..boardview import BoardView
from meduris_gui.table.widgets import (Button, button_width, draw_centred_lines, draw_text, elide, every_translation,
                                      header_width, panel, render)
from meduris_gui.table.scenes.common import MenuScene
from meduris_gui.table.scenes.replay import open_replay
from .end_chart import ScoreSeries, draw_chart, highlights, ranking
from .game_draw import SCORE_SOURCES

TIE_BREAKS = {
    "points": N_("Most points"),
    "buildings": N_("Tie on points: most huts and temples built"),
    "materials": N_("Tie on points and buildings: most materials kept"),
    "shared": N_("A shared victory: the gods could not decide"),
}
# Under a player's name, what set the rank apart from the next one (E5).
SHARED_PLACE = N_("shared place")

# px at 1366x768: the content's top (under the title and what decided), the table's header band
# and rows, the gap between the parts.
CONTENT_TOP, HEADER_BAND, ROW_H, GAP = 150, 44, 38, 12
# The points by source (Game.outcome().breakdown), the start's points first: the columns of a row
# add up to its total.
COLUMNS = SCORE_SOURCES + (("total", N_("Total")),)
INTRO = 0.9                 # seconds the winner's announcement takes to grow in


def breakdown(game) -> list[dict]:
    """Per seat, the outcome's points by source (E3-E5) with the tie-break facts of E5."""
    state = game.state
    rows = []
    for seat, source in enumerate(game.outcome().breakdown):
        row = dict(source)
        row.update(built=state.final["built"][seat], materials=state.final["materials"][seat])
        rows.append(row)
    return rows


def _ease(t: float) -> float:
    """Grows past its size a little and settles (an ease-out with overshoot), t in 0..1."""
    t = min(max(t, 0.0), 1.0)
    c = 1.7
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


class EndScene(MenuScene):
    scene_name = "end"

    def __init__(self, game, names: list[str], log, seats: list | None = None, hints: list | None = None) -> None:
        """`hints`: the hints each seat asked for (None: hints were off, not told); told for the
        human `seats` only."""
        super().__init__()
        self.game = game
        self.names = names
        self.log = log
        self.seats = seats
        self.hints = hints
        self.rows = breakdown(game)
        outcome = game.outcome()
        self.outcome = outcome
        events = game.events_so_far()
        self.series = ScoreSeries.of(events, game.state.players, START_SCORE)
        self.ranks = ranking(outcome.scores, game.state.final["built"], game.state.final["materials"])
        self.events = events
        self.clock = 0.0
        self.board_view: BoardView | None = None

    # -- the moment --------------------------------------------------------------------------

    def enter(self) -> None:
        super().enter()
        if self.app.settings.speed == "instant":
            self.clock = INTRO              # no animation asked for: the announcement stands

    def update(self, dt: float) -> None:
        if self.clock < INTRO:
            self.clock = min(INTRO, self.clock + dt)

    def busy(self) -> bool:
        return self.clock < INTRO

    # -- layout ------------------------------------------------------------------------------

    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale
        width, height = size
        h = s.px(44)
        texts = every_translation("Watch the replay") + every_translation("Another game") + \
            every_translation("Title screen")
        w = max(s.px(240), button_width(texts, s.heading, h))
        gap = s.px(20)
        left = (width - 3 * w - 2 * gap) // 2
        y = height - h - s.px(20)
        for k, (label, action, name) in enumerate(((_("Watch the replay"), self.replay, "replay"),
                                                    (_("Another game"), self.again, "again"),
                                                    (_("Title screen"), self.title, "title"))):
            # A game built from a position has no record to watch (Record.of).
            enabled = name != "replay" or self.game.tokens is not None
            self.buttons.add(Button(pygame.Rect(left + k * (w + gap), y, w, h), label, action, name=name,
                                    size=s.heading, enabled=enabled))
        # The final board, large on the left; the ranking, the chart and the highlights right.
        top = s.px(CONTENT_TOP)
        bottom = y - s.px(GAP)
        side = min(bottom - top, int(width * 0.42))
        self.board_view = BoardView(self.game.state.board, self.game.state.colours)
        self.board_view.layout(s.px(24), top + (bottom - top - side) // 2, side)
        right = s.px(24) + side + s.px(20)
        self.column = pygame.Rect(right, top, width - right - s.px(24), bottom - top)

    def replay(self) -> None:
        open_replay(self.stack, "meduris", game=self.game, names=self.names)

    def again(self) -> None:
        stack = self.stack
        stack.replace("title")
        stack.push("setup")

    def title(self) -> None:
        self.stack.replace("title")

    def row_height(self) -> int:
        """A row of the table: the name, and under it the note (hints, a tie-break) when any
        player has one, each line whole inside the row."""
        s = self.scale
        if not any(self.notes().values()):
            return s.px(ROW_H)
        name = s.role_font("heading", bold=True).get_linesize()
        note = s.role_font("caption").get_linesize()
        return max(s.px(ROW_H), name + note + s.px(6))

    def row_rects(self, column: pygame.Rect) -> list[pygame.Rect]:
        """Each row of the table, in the order of the ranking (under the header band)."""
        s, h = self.scale, self.row_height()
        top = column.top + s.px(HEADER_BAND)
        return [pygame.Rect(column.left, top + k * h, column.width, h) for k in range(len(self.rows))]

    def notes(self) -> dict:
        """Under each seat's name: what set its rank apart (E5) and its hints, or ""."""
        return {seat: self.rank_note(k, seat) for k, rank in enumerate(self.ranks) for seat in rank.seats}

    def parts(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The table, the chart and the highlights in the right column, top to bottom."""
        s, column = self.scale, self.column
        table = pygame.Rect(column.left, column.top, column.width,
                            s.px(HEADER_BAND) + sum(rect.height for rect in self.row_rects(column)))
        line = s.role_font("text").get_linesize()
        notes = pygame.Rect(column.left, column.bottom - 3 * line - s.px(4), column.width, 3 * line + s.px(4))
        chart = pygame.Rect(column.left, table.bottom + s.px(GAP), column.width,
                            notes.top - table.bottom - 2 * s.px(GAP))
        return table, chart, notes

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface) -> None:
        s = self.scale
        surface.fill(theme.BACKGROUND)
        self.draw_announcement(surface)
        if self.board_view is not None:
            self.board_view.draw(surface, self.game.state, {}, {})
        table, chart, notes = self.parts()
        self.draw_table(surface, table)
        draw_chart(surface, chart, self.series, self.game.state.colours, s)
        self.draw_highlights(surface, notes)
        self.buttons.draw(surface, s.button)

    def title_text(self) -> str:
        winners = self.outcome.winners
        names = ", ".join(self.names[w] for w in winners)
        return ngettext("{winners} wins!", "{winners} win!", len(winners), winners=names)

    def draw_announcement(self, surface) -> None:
        """The winner's title growing in with the winners' marks beside it, then what decided."""
        s = self.scale
        width = surface.get_width()
        centre = (width // 2, s.px(84))
        f = s.role_font("display")
        text = self.title_text()
        mark_size = s.px(44)
        room = width - 2 * s.px(40) - 2 * (mark_size + s.px(16))
        colours = [self.game.state.colours[w] for w in self.outcome.winners]
        if self.clock >= INTRO:
            box = draw_centred_lines(surface, text, centre, room, f, theme.GOLD, spacing=0.95)
        else:                            # growing in: a scaled picture of the one-line title
            grow = _ease(self.clock / INTRO)
            image = render(f, elide(text, f, room), theme.GOLD)
            w, h = max(1, round(image.get_width() * grow)), max(1, round(image.get_height() * grow))
            image = pygame.transform.smoothscale(image, (w, h))
            image.set_alpha(round(255 * min(1.0, self.clock / (INTRO * 0.5))))
            box = image.get_rect(center=centre)
            surface.blit(image, box)
        if self.clock >= INTRO * 0.5:    # the winners' marks come down beside the title
            drop = _ease(min(1.0, (self.clock - INTRO * 0.5) / (INTRO * 0.5)))
            for k, colour in enumerate(colours[:2]):
                mark = icons.player_mark(colour, mark_size)
                x = box.left - s.px(16) - mark_size // 2 if k == 0 else box.right + s.px(16) + mark_size // 2
                y = round(centre[1] - s.px(40) * (1 - drop))
                surface.blit(mark, mark.get_rect(center=(x, y)))
            if len(colours) == 1:
                mark = icons.player_mark(colours[0], mark_size)
                surface.blit(mark, mark.get_rect(center=(box.right + s.px(16) + mark_size // 2,
                                                        round(centre[1] - s.px(40) * (1 - drop)))))
        reason = _(TIE_BREAKS[self.outcome.tie_break])
        draw_centred_lines(surface, reason, (width // 2, max(s.px(126), box.bottom + s.px(14))), width - s.px(40),
                           s.role_font("text"), theme.PANEL, max_lines=1)

    def draw_table(self, surface, table: pygame.Rect) -> None:
        """A row per player in the order of the ranking: the place, the mark and the name (with
        what set the rank apart when points did not), then the points by source."""
        s = self.scale
        state = self.game.state
        panel(surface, table)
        header = s.role_font("table_header")
        caption = s.role_font("caption")
        notes = self.notes()
        # A note under a name has its row's lower line to itself ("nessun suggerimento" was cut
        # short in the names' column at 1366x768).
        widths = self.column_widths(table.width, header)
        name_w = table.width - sum(widths) - s.px(6)
        lefts = [table.left + name_w + sum(widths[:k]) for k in range(len(widths))]
        for k, (_key, label) in enumerate(COLUMNS):
            x = lefts[k] + widths[k] // 2
            draw_centred_lines(surface, _(label), (x, table.top + s.px(HEADER_BAND) // 2), widths[k] - s.px(6), header,
                               theme.INK, spacing=0.95)
        rows = self.row_rects(table)
        name_line = s.role_font("heading", bold=True).get_linesize()
        row_index = 0
        for k, rank in enumerate(self.ranks):
            for seat in rank.seats:
                band = rows[row_index]
                y = band.centery
                row_index += 1
                if row_index > 1:
                    pygame.draw.line(surface, theme.PANEL_DARK, (table.left + s.px(8), band.top),
                                     (table.right - s.px(8), band.top))
                winner = rank.place == 1
                f = s.role_font("heading", bold=winner)
                note = notes[seat]
                # With a note under the name, the name, its mark and the numbers take the row's
                # upper line, the note the lower one: both inside the row.
                name_y = band.top + s.px(3) + name_line // 2 if note else y
                draw_text(surface, f"{rank.place}.", (table.left + s.px(12), name_y), f,
                          theme.INK, anchor="midleft")
                mark = s.px(24)
                surface.blit(icons.player_mark(state.colours[seat], mark), (table.left + s.px(38), name_y - mark // 2))
                name_x = table.left + s.px(68)
                room = table.left + name_w - name_x - s.px(4)
                draw_text(surface, elide(self.names[seat], f, room), (name_x, name_y), f, theme.INK, anchor="midleft")
                if note:
                    # The note has the row's lower line to itself (the numbers stand on the name's
                    # line): from under the mark to the table's right edge.
                    note_x = table.left + s.px(38)
                    draw_text(surface, elide(note, caption, table.right - s.px(8) - note_x), (note_x, band.bottom - s.px(3)),
                              caption, theme.INK_SOFT, anchor="bottomleft")
                row = self.rows[seat]
                for c, (key, _label) in enumerate(COLUMNS):
                    x = lefts[c] + widths[c] // 2
                    draw_text(surface, self.cell(row, key), (x, name_y), s.role_font("heading", bold=key == "total"),
                              theme.INK, anchor="center")

    def column_widths(self, width: int, header, names: int = 0) -> list[int]:
        """Each source's column as wide as its header needs on at most two lines, broken at
        words (in every language, so the table does not move when the language changes) or its
        numbers. When that leaves the names less than they need (the widest name, at least
        `names` px), the current language's headers only: with the start's column the sources
        left no room for a name at 1366x768 ("C…"). What is left beyond the names' share is
        spread evenly."""
        s = self.scale
        numbers = s.role_font("heading", bold=True)
        widest = max((numbers.size(name)[0] for name in self.names[:len(self.rows)]), default=0)
        # The name's room in draw_table: the place and the mark before it (68), a margin after (4),
        # the table's own edge (6).
        need = max(names, min(s.px(78) + widest, max(s.px(200), width // 4)))

        def needed(texts_of, pad: int) -> list[int]:
            return [max(max(header_width(text, header) for text in texts_of(label)),
                        numbers.size("+10 (4)" if key == "runes" else "+30")[0]) + pad for key, label in COLUMNS]

        # Tighter and tighter until the names have their room (seen: "Hellgr…" in German at
        # 1920x1080, where the German headers alone left 210 px for 219).
        tries = [(every_translation, s.px(10)), (lambda label: [_(label)], s.px(10)),
                 (lambda label: [_(label)], s.px(7))]      # a header wraps within its width less 6
        for texts_of, pad in tries:
            widths = needed(texts_of, pad)
            if width - sum(widths) >= need:
                break
        spare = width - sum(widths) - max(s.px(200), width // 4, need)
        if spare > 0:
            widths = [n + spare // len(widths) for n in widths]
        return widths

    def rank_note(self, k: int, seat: int) -> str:
        """Under a player's name: what set the rank apart when the points alone did not (E5), and
        the hints a human asked for."""
        told = self.hints_note(seat)
        return " · ".join(note for note in (self.tie_note(k, seat), told) if note)

    def hints_note(self, seat: int) -> str:
        """How many hints a human player asked for (Suggest), when hints were on or used."""
        if self.hints is None or (self.seats is not None and self.seats[seat] != "human"):
            return ""
        used = self.hints[seat]
        return ngettext("{n} hint", "{n} hints", used) if used else _("no hints")

    def tie_note(self, k: int, seat: int) -> str:
        """The buildings or the materials kept, or a shared place (E5), when points tie."""
        rank = self.ranks[k]
        if rank.reason == "points":
            return ""
        row = self.rows[seat]
        if rank.reason == "buildings":
            return ngettext("{n} building", "{n} buildings", row["built"])
        if rank.reason == "materials":
            return ngettext("{n} material kept", "{n} materials kept", row["materials"])
        return _(SHARED_PLACE)

    def draw_highlights(self, surface, rect: pygame.Rect) -> None:
        s = self.scale
        panel(surface, rect, theme.PANEL_DARK, shadow=0)
        f = s.role_font("text")
        lines = highlights(self.events, self.rows, self.names)[:3]
        line_h = f.get_linesize()
        for k, line in enumerate(lines):
            draw_text(surface, elide(line, f, rect.width - s.px(20)), (rect.left + s.px(10), rect.top + s.px(2) + k * line_h),
                      f, theme.INK)

    @staticmethod
    def cell(row: dict, key: str) -> str:
        value = row[key]
        text = str(value)
        if key not in ("total", "start") and value:
            text = f"+{value}" if value > 0 else f"–{-value}"
        if key == "runes":
            text = f"{text} ({row['stones']})"
        return text
