"""Where the game scene puts things: the board on the left; the bar, the player panels, the prompt
(with its buttons) and the log in the right column. One frozen value per window size, made by
`GameLayout.of(size, players)`; `cell` lays buttons out in rows (the prompt's buttons)."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from meduris_gui.table.theme import Scale
from meduris_gui.table.scenes.common import bar_width_needed

PROMPT_H = 226             # the prompt's height (px at 1366x768): two lines, the info, three rows of buttons
BUTTONS_TOP = 98           # the prompt's buttons start under its text and info
LOG_MIN = 150              # the log's least height (px at 1366x768, normal size): about six lines


@dataclass(frozen=True, eq=False)
class GameLayout:
    scale: Scale
    board: tuple[int, int, int]        # left, top, side of the board's square
    column: pygame.Rect                # the right column
    bar: pygame.Rect                   # the top bar (languages, menu, speed, screens)
    panels: tuple[pygame.Rect, ...]    # one per seat
    prompt: pygame.Rect
    log: pygame.Rect

    @classmethod
    def of(cls, size: tuple[int, int], players: int, factor: float = 1.0) -> "GameLayout":
        """The layout at the player's text size `factor` (theme.UI_SCALES). With larger text
        the board yields width to the column; the text grows only as far as the column holds
        it: the top bar no more cramped than at the normal size and the log at least LOG_MIN
        (at the normal size), so on a small window "large" is as large as fits."""
        layout = cls._made(size, players, factor)
        if factor <= 1.0:
            return layout
        normal = cls._made(size, players, 1.0)
        least, cramped = normal.scale.px(LOG_MIN), max(1.0, _cramp(normal)) + 0.01
        while factor > 1.0 and (layout.log.height < least or _cramp(layout) > cramped):
            factor = max(1.0, round(factor - 0.05, 2))
            layout = cls._made(size, players, factor)
        return layout

    @classmethod
    def _made(cls, size: tuple[int, int], players: int, factor: float) -> "GameLayout":
        width, height = size
        s = Scale(size, factor)
        margin = s.px(8)
        bar_h = s.px(34)
        if factor > 1.0:
            # Larger text: the top bar goes over the board, the board fills the height left under
            # it (no empty bands) and yields the column the width the larger text needs.
            side = min(height - 3 * margin - bar_h, int(width * (0.6 - (factor - 1) / 2)))
            bar = pygame.Rect(margin, margin, side, bar_h)
            board_top = bar.bottom + margin
            column = pygame.Rect(2 * margin + side, margin, width - side - 3 * margin, height - 2 * margin)
            first = column.top
        else:
            side = min(height - 2 * margin, int(width * (0.6 - (factor - 1))))
            column = pygame.Rect(margin * 2 + side, margin, width - 3 * margin - side, height - 2 * margin)
            bar = pygame.Rect(column.left, column.top, column.width, bar_h)
            board_top = (height - side) // 2
            first = bar.bottom + margin
        panel_h = s.px(70)
        panels = tuple(pygame.Rect(column.left, first + i * (panel_h + s.px(4)), column.width, panel_h)
                       for i in range(players))
        prompt = pygame.Rect(column.left, panels[-1].bottom + margin, column.width, s.px(PROMPT_H))
        log = pygame.Rect(column.left, prompt.bottom + margin, column.width, column.bottom - prompt.bottom - margin)
        return cls(s, (margin, board_top, side), column, bar, panels, prompt, log)

    @property
    def buttons(self) -> pygame.Rect:
        """The prompt's button area, under its text and info."""
        s, prompt = self.scale, self.prompt
        return pygame.Rect(prompt.left + s.px(10), prompt.top + s.px(BUTTONS_TOP), prompt.width - s.px(20),
                           prompt.height - s.px(BUTTONS_TOP + 6))

    @property
    def thinking(self) -> pygame.Rect:
        """Where a computer player's thinking sign goes: the first row of the buttons."""
        area = self.buttons
        return pygame.Rect(area.left, area.top, area.width, self.scale.px(32))

    @property
    def help(self) -> pygame.Rect:
        """The "?" (the rules page of the decision) in the prompt's top right corner."""
        s = self.scale
        return pygame.Rect(self.prompt.right - s.px(38), self.prompt.top + s.px(8), s.px(28), s.px(28))

    def undo(self, width: int) -> pygame.Rect:
        """Undo sits in the prompt's top right corner beside the "?", right of the prompt's text."""
        s = self.scale
        return pygame.Rect(self.help.left - width - s.px(6), self.prompt.top + s.px(8), width, s.px(28))

    def with_prompt(self, height: int) -> "GameLayout":
        """The same layout with the prompt `height` tall (a decision with more to say), the log
        below it shorter by as much (never below a third of its least height)."""
        s = self.scale
        least = s.px(LOG_MIN) // 3
        height = max(self.prompt.height, min(height, self.log.bottom - self.prompt.top - s.px(8) - least))
        if height == self.prompt.height:
            return self
        prompt = pygame.Rect(self.prompt.left, self.prompt.top, self.prompt.width, height)
        log = pygame.Rect(self.log.left, prompt.bottom + s.px(8), self.log.width, self.log.bottom - prompt.bottom - s.px(8))
        return replace(self, prompt=prompt, log=log)

    def panel_point(self, seat: int) -> tuple[int, int]:
        """Where points fly to on a seat's panel."""
        rect = self.panels[seat]
        return (rect.right - rect.width // 4, rect.centery)


def cell(area: pygame.Rect, index: int, height: int, columns: int = 1, gap: tuple[int, int] = (0, 0),
         width: int | None = None) -> pygame.Rect:
    """The `index`-th button of rows of `columns` buttons filling `area` from its top left:
    `gap` (across, down) between them, each `width` wide or an equal share of the area's width."""
    across, down = gap
    if width is None:
        width = (area.width - (columns - 1) * across) // columns
    row, col = divmod(index, columns)
    return pygame.Rect(area.left + col * (width + across), area.top + row * (height + down), width, height)


@dataclass(frozen=True)
class PromptFlow:
    """Where the prompt's parts go, top to bottom, each as tall as its wrapped lines (nothing is
    cut: the prompt grows, GameLayout.with_prompt): the sentence and the info (a price, the
    druid's ask) left of the corner buttons (Undo, "?", Suggest), the note (a hint's reason or
    why a click did nothing) across the whole width under them, then the buttons."""

    text: pygame.Rect
    info: pygame.Rect
    note: pygame.Rect
    buttons: pygame.Rect


def flow_prompt(layout: GameLayout, heights, corner: list, rows: int) -> tuple[PromptFlow, int]:
    """The prompt's parts for texts `heights(width) -> (text, info, note)` heights at a width,
    beside the `corner` buttons' rects, with `rows` px of buttons under them. Returns the flow
    and the prompt's height it needs."""
    s, prompt = layout.scale, layout.prompt
    inner = prompt.inflate(-s.px(20), -s.px(14))
    corner_bottom = max([rect.bottom for rect in corner], default=inner.top)

    def placed(top: int, index: int) -> pygame.Rect:
        """The text `index` (0 the sentence, 1 the info) at `top`, as wide as the corner buttons
        beside its lines leave it (the widest that clears them)."""
        rights = [inner.right] + sorted((r.left - s.px(10) for r in corner), reverse=True)
        for right in rights:
            box = pygame.Rect(inner.left, top, right - inner.left, heights(right - inner.left)[index])
            if not any(box.colliderect(r) for r in corner):
                break
        return box

    text = placed(inner.top, 0)
    info = placed(text.bottom + s.px(2), 1)
    if not info.height:
        info = pygame.Rect(inner.left, text.bottom, text.width, 0)
    note_top = max(info.bottom, corner_bottom) + s.px(4)
    note_h = heights(inner.width)[2]
    note = pygame.Rect(inner.left, note_top, inner.width, note_h)
    top = note.bottom + s.px(6) if note_h else max(info.bottom, corner_bottom) + s.px(8)
    needed = top - prompt.top + rows + s.px(8)
    bottom = prompt.top + max(needed, prompt.height) - s.px(6)
    return PromptFlow(text, info, note, pygame.Rect(inner.left, top, inner.width, bottom - top)), needed


__all__ = ["GameLayout", "PromptFlow", "cell", "flow_prompt"]


def _cramp(layout: GameLayout) -> float:
    """How much wider the top bar's labels want to be than the bar (1.0: just fits)."""
    return bar_width_needed(layout.scale, layout.bar.height) / layout.bar.width


def lay_out(size: tuple[int, int], players: int, factor: float, view, logview) -> GameLayout:
    """The layout of a game table (the game scene, a replay) for `size`, handed to the board view
    (its square, the panels' points that flying chips aim at) and to the log view."""
    layout = GameLayout.of(size, players, factor)
    view.layout(*layout.board)
    logview.layout(layout.log, layout.scale)
    for seat in range(len(layout.panels)):
        view.panel_points[seat] = layout.panel_point(seat)
    return layout
