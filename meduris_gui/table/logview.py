"""The log view of every game: the whole game's log in a panel, scrolled by wheel and drag.

A game feeds it its own log (an object with `entries()`: its lines in order, `names` and a
`revision` that changes when the past changes: undo, another language) and says how one of its
lines is laid out and drawn (a subclass's `line_rows` and `line_image`; `break_rows` breaks a
line's atoms into rows at the view's width). Each line is measured once per width, language and
names and rendered once when first seen, so a frame only blits the visible lines. The view
follows the newest line unless the player has scrolled up; then new lines wait below behind a
"new lines below" tab. `LogPace` keeps a game's log in step with its animations.

A line has `text`, `heading` (a turn's header: some room above it), `space` (what it names on
the board, -1: nothing) and `decision` (the decisions of the game after which it happened, None:
unknown). Hovering a line names its space (`focus_space`) and asks the engine for the position
right after the line's decision (`past_position`, cached per decision): a game scene may draw
that past board with a caption while the pointer rests on the log.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, replace
from typing import NamedTuple

import pygame

from meduris_gui.i18n import _, language
from . import theme
from .widgets import fit_font, panel, render

WHEEL_ROWS = 3                # rows scrolled per notch of the wheel
DRAG_SLOP = 4                 # pixels the pointer moves before a press becomes a drag
SHADOW = 4                    # the panel's shadow, as the other panels have it
WORDS = re.compile(r"\S+\s*|\s+")


@dataclass(frozen=True)
class LineStyle:
    """What laying out and drawing a line needs: the log's fonts, the window's scale, the view's
    inner width and the seats' colours."""

    font: pygame.font.Font
    bold: pygame.font.Font
    scale: object
    width: int
    colours: tuple

    @property
    def row_height(self) -> int:
        return self.font.get_linesize() + self.scale.px(2)

    @property
    def indent(self) -> int:
        return self.scale.px(8)

    @property
    def icon(self) -> int:
        """The side of a player's mark, a material's chip and a space's badge."""
        return self.font.get_height() - 2


def word_atoms(text: str, font) -> list[tuple]:
    """A text's words (each with the blanks after it) as atoms for break_rows: ("text", word, width)."""
    return [("text", word, font.size(word)[0]) for word in WORDS.findall(text)]


def break_rows(atoms, style: LineStyle) -> list[list]:
    """A line's atoms ((kind, payload, width): a word with its trailing blank, a name, a chip)
    broken into rows that fit the view: per row, (x, atom) for each atom. A row never starts
    with a blank; an atom wider than the view has a row of its own."""
    rows: list[list] = [[]]
    x = 0
    for atom in atoms:
        blank = atom[0] == "text" and atom[1].isspace()
        if rows[-1] and not blank and x + atom[2] > style.width - style.indent:
            rows.append([])
            x = 0
        if blank and not rows[-1]:
            continue              # no row starts with a space
        rows[-1].append((x, atom))
        x += atom[2]
    return rows


class LogPace:
    """The log keeps pace with the board: a decision's lines appear as its animation shows their
    events (a score's line with the score), all of them once it ends or is skipped, so the log
    never names what the board does not show yet. `start` takes a decision's events; `due`
    answers those the board shows now that the log has not had yet."""

    def __init__(self) -> None:
        self.clear()

    def clear(self) -> None:
        """Nothing to log (an undo: the decision being animated is gone)."""
        self.start([], 0)

    def start(self, events, decision: int) -> None:
        self.events = list(events)
        self.decision = decision          # the decisions of the game after which they happened
        self.logged = 0

    def due(self, shown: int | None = None) -> list:
        """The events newly shown: the board shows the first `shown` of them (None: all)."""
        shown = len(self.events) if shown is None else min(shown, len(self.events))
        if shown <= self.logged:
            return []
        new, self.logged = self.events[self.logged:shown], shown
        return new


class LogView:
    """The view of one game's log; a game's subclass lays out and draws its lines (and may give
    its panel the corners and shadow of its other panels)."""

    radius = 10                   # the panel's corners
    shadow = SHADOW
    pointing = True               # a line under the pointer is lit (the scene shows its past position)

    def __init__(self, log, colours: tuple) -> None:
        self.log = log
        self.colours = colours
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = None
        self.offset = 0               # pixels of content above the view's top
        self.stick = True             # follow the newest line
        self.unseen = False           # lines arrived below while the player looked further up
        self.mouse = (-1, -1)
        self.drag: tuple | None = None     # (what, start y, start offset, moved)
        self._key = None
        self._lines: list = []
        self._rows: list[list] = []       # per line: its rows of atoms
        self._tops: list[int] = []        # per line: its top in the content
        self._height = 0                  # of the whole content
        self._images: dict[int, pygame.Surface] = {}
        self._jump = pygame.Rect(0, 0, 0, 0)
        self._frame: pygame.Surface | None = None
        self._frame_key = None
        self._positions: dict[int, object] = {}
        self._positions_key = None

    # -- the game's part ----------------------------------------------------------------------------

    def line_rows(self, line, style: LineStyle) -> list[list]:
        """The line broken into rows at the style's width (break_rows)."""
        raise NotImplementedError

    def line_image(self, line, rows: list[list], style: LineStyle) -> pygame.Surface:
        """The line drawn on its own surface: the style's width, a row's height per row."""
        raise NotImplementedError

    # -- layout ----------------------------------------------------------------------------------

    def layout(self, rect: pygame.Rect, scale) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self._key = None              # measured again for the new width on the next frame

    def _inner(self) -> pygame.Rect:
        s = self.scale
        return pygame.Rect(self.rect.left + s.px(8), self.rect.top + s.px(6),
                           self.rect.width - s.px(8) - s.px(16), self.rect.height - s.px(12))

    def _fonts(self):
        size = self.scale.small
        return theme.font(size), theme.font(size, bold=True)

    def row_height(self) -> int:
        return self._style().row_height

    def _style(self) -> LineStyle:
        """How the lines are laid out and drawn at the view's width and scale (logline.py)."""
        return LineStyle(*self._fonts(), self.scale, self._inner().width, self.colours)

    def _refresh(self) -> None:
        """Measure the lines the log has now (all of them when the width, language, names or the
        past changed; only the new ones otherwise)."""
        if self.scale is None:
            return
        key = (self._inner().width, self.scale.small, language(), tuple(self.log.names), self.log.revision)
        lines = self.log.entries()
        fresh = key != self._key
        if fresh:
            self._key = key
            self._lines, self._rows, self._tops, self._images, self._height = [], [], [], {}, 0
        elif len(lines) == len(self._lines):
            return
        gap = self.scale.px(3)
        style = self._style()
        for line in lines[len(self._lines):]:
            rows = self.line_rows(line, style)
            self._tops.append(self._height + (gap * 2 if line.heading and self._height else 0))
            self._rows.append(rows)
            self._lines.append(line)
            self._height = self._tops[-1] + len(rows) * style.row_height + gap
        if self.stick:
            self.offset = self.max_offset()
        elif not fresh:
            self.unseen = True        # the view stays where the player looks
        self.offset = min(self.offset, self.max_offset())

    def max_offset(self) -> int:
        return max(0, self._height - self._inner().height)

    # -- drawing ---------------------------------------------------------------------------------

    def _image(self, index: int) -> pygame.Surface:
        image = self._images.get(index)
        if image is None:
            image = self._images[index] = self.line_image(self._lines[index], self._rows[index], self._style())
        return image

    def draw(self, surface) -> None:
        """One blit of the composed view; it is composed again only when it changes (new lines,
        scrolling, the hovered line), not on every frame of an animation."""
        key = self.frame_key()
        if self.scale is None:
            panel(surface, self.rect, theme.PANEL_DARK, radius=self.radius, shadow=self.shadow)
            return
        if key != self._frame_key:
            self._frame, self._frame_key = self._compose(self._hover_index()), key
        surface.blit(self._frame, self.rect.topleft)

    def frame_key(self) -> tuple:
        """What the view's picture is drawn from (its lines, scrolling, the hovered line): it is
        composed again when this changes, and a frame draws it again (table/frames.py)."""
        self._refresh()
        if self.scale is None:
            return (None, tuple(self.rect))
        return (self._key, len(self._lines), self.offset, self._hover_index(), self.unseen and not self.stick,
                bool(self.drag and self.drag[0] == "thumb"), tuple(self.rect))

    def _compose(self, hovered: int) -> pygame.Surface:
        """The view drawn on its own opaque surface (the window's background around the panel's
        rounded corners and shadow)."""
        screen = self.rect
        frame = pygame.Surface((screen.width + self.shadow, screen.height + self.shadow))
        frame.fill(theme.BACKGROUND)
        self.rect = pygame.Rect(0, 0, screen.width, screen.height)
        try:
            self._paint(frame, hovered)
        finally:
            self.rect = screen
        if self._jump.width:
            self._jump = self._jump.move(screen.topleft)
        return frame.convert() if pygame.display.get_surface() is not None else frame

    def _paint(self, surface, hovered: int) -> None:
        panel(surface, self.rect, theme.PANEL_DARK, radius=self.radius, shadow=self.shadow)
        inner = self._inner()
        clip = surface.get_clip()
        surface.set_clip(inner.inflate(self.scale.px(4), 0).clip(self.rect))
        for index in range(self._first_shown(), len(self._lines)):
            y = inner.top + self._tops[index] - self.offset
            if y > inner.bottom:
                break
            image = self._image(index)
            if index == hovered:
                back = pygame.Rect(inner.left - self.scale.px(3), y - 1, inner.width + self.scale.px(6),
                                   image.get_height() + 2)
                pygame.draw.rect(surface, theme.LIGHT, back, border_radius=self.scale.px(4))
                pygame.draw.rect(surface, theme.GOLD, back, width=2, border_radius=self.scale.px(4))
            surface.blit(image, (inner.left, y))
        surface.set_clip(clip)
        self._draw_scrollbar(surface)
        self._draw_jump(surface)

    def _first_shown(self) -> int:
        """The first line drawn: the one at the view's top, or, while the view follows the newest
        line, the first whole one (no line cut in half at the top of a log at rest)."""
        first = max(0, bisect.bisect_right(self._tops, self.offset) - 1)
        if self.stick and first < len(self._tops) - 1 and self._tops[first] < self.offset:
            first += 1
        return first

    def _track(self) -> pygame.Rect:
        s = self.scale
        inner = self._inner()
        return pygame.Rect(self.rect.right - s.px(14), inner.top, s.px(8), inner.height)

    def _thumb(self) -> pygame.Rect | None:
        track = self._track()
        if self._height <= self._inner().height:
            return None
        length = max(self.scale.px(24), track.height * self._inner().height // self._height)
        top = track.top + (track.height - length) * self.offset // max(1, self.max_offset())
        return pygame.Rect(track.left, top, track.width, length)

    def _draw_scrollbar(self, surface) -> None:
        thumb = self._thumb()
        if thumb is None:
            return
        track = self._track()
        pygame.draw.rect(surface, theme.PANEL, track, border_radius=track.width // 2)
        colour = theme.BUTTON_HOVER if self.drag and self.drag[0] == "thumb" else theme.BUTTON
        pygame.draw.rect(surface, colour, thumb, border_radius=track.width // 2)

    def _draw_jump(self, surface) -> None:
        """The tab that says newer lines wait below (click: go to the newest line)."""
        self._jump = pygame.Rect(0, 0, 0, 0)
        if not self.unseen or self.stick:
            return
        s = self.scale
        text = _("New lines below")
        f = fit_font(text, self.rect.width - s.px(60), s.small, bold=True)
        label = render(f, text, theme.BUTTON_TEXT)
        arrow = s.px(8)
        rect = pygame.Rect(0, 0, label.get_width() + arrow + s.px(22), label.get_height() + s.px(6))
        rect.midbottom = (self.rect.centerx, self.rect.bottom - s.px(6))
        pygame.draw.rect(surface, theme.BUTTON, rect, border_radius=rect.height // 2)
        pygame.draw.rect(surface, theme.GOLD, rect, width=2, border_radius=rect.height // 2)
        surface.blit(label, label.get_rect(midleft=(rect.left + s.px(10), rect.centery)))
        x, y = rect.right - s.px(10) - arrow // 2, rect.centery
        pygame.draw.polygon(surface, theme.BUTTON_TEXT, [(x - arrow // 2, y - arrow // 3),
                                                          (x + arrow // 2, y - arrow // 3), (x, y + arrow // 2)])
        self._jump = rect

    def draw_caption(self, surface, board: pygame.Rect) -> None:
        """Over the board: which past position it shows (the hovered line's)."""
        line = self.hovered()
        if line is None or self.scale is None:
            return
        s = self.scale
        text = _("Position after: {line}", line=line.text)
        f = fit_font(text, board.width - s.px(40), s.text, bold=True)
        label = render(f, text, theme.LIGHT)
        box = pygame.Rect(0, 0, min(board.width - s.px(16), label.get_width() + s.px(24)),
                          label.get_height() + s.px(10))
        box.midtop = (board.centerx, board.top + s.px(8))
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (20, 30, 24, 215), shade.get_rect(), border_radius=s.px(8))
        pygame.draw.rect(shade, (*theme.GOLD, 255), shade.get_rect(), width=2, border_radius=s.px(8))
        surface.blit(shade, box)
        surface.blit(label, label.get_rect(center=box.center))

    # -- input -----------------------------------------------------------------------------------

    def handle_event(self, event) -> bool:
        """Scrolling, dragging and the pointer over the log. True when the event was the log's
        (the scene then does nothing more with it)."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return self._drag_to(event.pos[1])
        if event.type == pygame.MOUSEWHEEL:
            if not self.rect.collidepoint(self.mouse):
                return False
            self.scroll_by(-event.y * WHEEL_ROWS * self.row_height())
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if not self.rect.collidepoint(event.pos):
                return False
            self.mouse = event.pos
            if event.button in (4, 5):          # wheels that arrive as buttons
                self.scroll_by((WHEEL_ROWS if event.button == 5 else -WHEEL_ROWS) * self.row_height())
            elif event.button == 1:
                self._press(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            what, _y, _offset, moved = self.drag
            self.drag = None
            if what == "content" and not moved and self._jump.collidepoint(event.pos):
                self.scroll_to_bottom()
            return True
        if event.type == pygame.WINDOWLEAVE:
            self.mouse = (-1, -1)
        return False

    def _press(self, pos) -> None:
        self._refresh()
        thumb = self._thumb()
        if thumb is not None and self._track().inflate(self.scale.px(6), 0).collidepoint(pos):
            if not thumb.collidepoint(pos):     # a click on the track: the thumb jumps there
                self._thumb_to(pos[1] - thumb.height // 2)
                thumb = self._thumb()
            self.drag = ("thumb", pos[1], thumb.top, True)
            return
        self.drag = ("content", pos[1], self.offset, False)

    def _drag_to(self, y: int) -> bool:
        if self.drag is None:
            return False
        what, start, origin, moved = self.drag
        if what == "thumb":
            self._thumb_to(origin + y - start)
        else:
            moved = moved or abs(y - start) > DRAG_SLOP
            if moved:
                self.set_offset(origin - (y - start))
            self.drag = (what, start, origin, moved)
        return True

    def _thumb_to(self, top: int) -> None:
        thumb, track = self._thumb(), self._track()
        if thumb is None:
            return
        room = max(1, track.height - thumb.height)
        self.set_offset(round((top - track.top) * self.max_offset() / room))

    def scroll_by(self, pixels: int) -> None:
        self._refresh()
        self.set_offset(self.offset + pixels)

    def set_offset(self, offset: int) -> None:
        self.offset = max(0, min(self.max_offset(), offset))
        self.stick = self.offset >= self.max_offset()
        if self.stick:
            self.unseen = False

    def scroll_to_top(self) -> None:
        self.scroll_by(-self._height)

    def scroll_to_bottom(self) -> None:
        self.scroll_by(self._height)

    # -- what the pointer names ------------------------------------------------------------------

    def _hover_index(self) -> int:
        if not self.pointing or self.drag is not None and self.drag[3] or self.scale is None:
            return -1
        inner = self._inner()
        if not inner.collidepoint(self.mouse) or self._jump.collidepoint(self.mouse):
            return -1
        y = self.mouse[1] - inner.top + self.offset
        index = bisect.bisect_right(self._tops, y) - 1
        if index < self._first_shown() or y >= self._tops[index] + len(self._rows[index]) * self.row_height():
            return -1
        return index

    def hovered(self) -> object | None:
        """The line under the pointer, if any (none while dragging)."""
        self._refresh()
        index = self._hover_index()
        return self._lines[index] if index >= 0 else None

    def focus_space(self) -> int:
        """The space the hovered line names (-1: none)."""
        line = self.hovered()
        return -1 if line is None else line.space

    def past_position(self, game):
        """The engine's state right after the hovered line's decision (None: no line hovered, or
        the line's decision is unknown). Replayed once per decision and kept until undo."""
        line = self.hovered()
        if line is None or line.decision is None:
            return None
        key = (self.log.revision, id(game))
        if key != self._positions_key:
            self._positions_key, self._positions = key, {}
        state = self._positions.get(line.decision)
        if state is None:
            try:
                state = game.position_after(line.decision)
            except ValueError:
                return None
            self._positions[line.decision] = state
        return state

    def visible_lines(self) -> list:
        """The lines drawn, at least partly in view (tests)."""
        self._refresh()
        inner = self._inner()
        first = self._first_shown()
        return [line for line, top, rows in zip(self._lines[first:], self._tops[first:], self._rows[first:])
                if top + len(rows) * self.row_height() > self.offset and top < self.offset + inner.height]


# -- a log of sentences, each with its player's badge (Die Dolmengötter, Eiszeit) ------------------

class SentenceLine(NamedTuple):
    """One line of such a log: what it says, the seat it is about (-1: none), the decisions of
    the game after which it happened."""
    text: str
    seat: int
    decision: int | None

    heading = False                  # no turn headers in this log
    space = -1                       # the place is named in the words (the view names none)


class SentenceLog:
    """The lines a scene has shown so far, in order (the log view reads `entries()`, `names`
    and `revision`: `restart` for a log made again, after an undo or in another language)."""

    def __init__(self, names=()) -> None:
        self.names = list(names)
        self.revision = 0
        self._lines: list = []

    def restart(self, names) -> None:
        self.names = list(names)
        self.revision += 1
        self._lines = []

    def append(self, line) -> None:
        self._lines.append(line)

    def entries(self) -> list:
        return self._lines

    def __len__(self) -> int:
        return len(self._lines)

    def __iter__(self):
        return iter(self._lines)

    def __getitem__(self, index):
        return self._lines[index]


class BadgeLogView(LogView):
    """The log view of a SentenceLog: the player's badge (`badge`, each game's), then the
    sentence, its later rows under the sentence's first word; its panel has the corners of the
    right column's other panels and, like them, no shadow."""

    radius = 8
    shadow = 0
    pointing = False              # the table shows no past position: no line lights up

    def badge(self, colour: str, size: int):
        """The game's mark of a player's colour `size` pixels large."""
        raise NotImplementedError

    def _hang(self, style: LineStyle) -> int:
        """Where a line's words start: right of the badge."""
        return style.icon + style.scale.px(6)

    def line_rows(self, line, style):
        hang = self._hang(style)
        return break_rows(word_atoms(line.text, style.font), replace(style, width=style.width - hang))

    def line_image(self, line, rows, style):
        row_h = style.row_height
        image = pygame.Surface((style.width, max(1, len(rows)) * row_h), pygame.SRCALPHA)
        left = style.indent
        if 0 <= line.seat < len(style.colours):
            badge = self.badge(style.colours[line.seat], style.icon)
            image.blit(badge, badge.get_rect(midleft=(left, row_h // 2)))
        left += self._hang(style)
        for row, atoms in enumerate(rows):
            mid = row * row_h + row_h // 2
            for x, (_kind, word, _width) in atoms:
                text = render(style.font, word.rstrip(), theme.INK)
                image.blit(text, text.get_rect(midleft=(left + x, mid)))
        return image
