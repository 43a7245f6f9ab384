"""Small widgets: text at its role's size wrapped at words, buttons, panels."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable

import pygame

from ..i18n import LANGUAGES, CatalogError, load_catalog
from . import theme
from .frames import Part


@lru_cache(maxsize=4096)
def fit_font(text: str, width: int, size: int, bold: bool = False, title: bool = False,
             minimum: int = 9) -> pygame.font.Font:
    """The largest font up to `size` in which `text` fits `width`. Only for texts that are not
    labels or headings (board art): those keep their role's size and wrap (Button, wrap)."""
    while size > minimum:
        f = theme.font(size, bold, title)
        if f.size(text)[0] <= width:
            return f
        size -= 1
    return theme.font(minimum, bold, title)


@dataclass
class Drawn:
    """One text as drawn, kept in TRACE for the layout tests: its lines, its size, its box.
    `fits` is False when something was cut (lines that did not fit their box, a label clipped
    by its button); kind "elided" records a text cut with "…" (see `cut`); `box` is what the
    ink covers (for overlaps)."""

    kind: str                    # "text", "wrapped", "button", "elided"
    lines: tuple[str, ...]
    size: int
    rect: pygame.Rect
    fits: bool = True
    box: pygame.Rect | None = None

    @property
    def ink(self) -> pygame.Rect:
        return self.box if self.box is not None else self.rect


def cut(trace: list[Drawn]) -> list[Drawn]:
    """What was drawn cut: elided (a typed name in its box may be, by design), or not fitting
    its box or button."""
    return [d for d in trace if d.kind == "elided" or not d.fits]


def overlapping(trace: list[Drawn], region: pygame.Rect) -> list[tuple[Drawn, Drawn]]:
    """Pairs of texts and buttons drawn in `region` whose ink overlaps (a text running into a
    button, two buttons on top of each other, two texts over each other)."""
    inside = [d for d in trace if d.kind != "elided" and d.ink.width and d.ink.height and d.ink.colliderect(region)]
    return [(a, b) for k, a in enumerate(inside) for b in inside[k + 1:] if a.ink.colliderect(b.ink)]


# When a list, every text drawn through this module is appended to it (the layout tests read
# what was drawn at which size); None in the game, where it costs one comparison.
TRACE: list[Drawn] | None = None


def _trace(kind: str, lines, f: pygame.font.Font, rect: pygame.Rect, fits: bool = True, box=None) -> None:
    if TRACE is not None:
        TRACE.append(Drawn(kind, tuple(lines), f.point_size, pygame.Rect(rect), fits,
                           None if box is None else pygame.Rect(box)))


def is_short_token(word: str) -> bool:
    """A token that must not stand alone on a last line: a number ("3", "30.", "(2/3)") or a
    word of fewer than four characters."""
    return not any(ch.isalpha() for ch in word) or len(word.strip(".,:;!?()[]«»\"'")) < 4


def pack(parts, f: pygame.font.Font, width: int) -> list[str]:
    """`parts` (strings) joined with nothing between them into as few lines as fit `width`, in
    order; a part wider than the line stands alone on its own."""
    lines: list[str] = []
    line = ""
    for part in parts:
        if line and f.size(line + part)[0] > width:
            lines.append(line)
            line = part
        else:
            line += part
    lines.append(line)
    return lines


def _split_word(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """A word wider than the line, cut into pieces that each fit (the only break inside a word)."""
    return pack(word, f, width)


def _wrap_paragraph(paragraph: str, f: pygame.font.Font, width: int, break_words: bool) -> list[str]:
    words = paragraph.split()
    if not words:
        return [""]
    lines: list[list[str]] = []
    line: list[str] = []
    for word in words:
        pieces = _split_word(word, f, width) if break_words and f.size(word)[0] > width else [word]
        for piece in pieces:
            if not line or f.size(" ".join(line + [piece]))[0] <= width:
                line.append(piece)
            else:
                lines.append(line)
                line = [piece]
    lines.append(line)
    # The widow rule: a number or a very short word never stands alone on the last line; the
    # word before it comes down with it ("... space" / "30" becomes "..." / "space 30").
    if len(lines) >= 2 and len(lines[-1]) == 1 and len(lines[-2]) >= 2 and is_short_token(lines[-1][0]):
        moved = [lines[-2][-1], lines[-1][0]]
        if f.size(" ".join(moved))[0] <= width:
            lines[-2] = lines[-2][:-1]
            lines[-1] = moved
    return [" ".join(line) for line in lines]


def wrap(text: str, f: pygame.font.Font, width: int, break_words: bool = True) -> list[str]:
    """Break `text` into lines no wider than `width`, at spaces. A number or a very short word
    never ends up alone on a paragraph's last line (is_short_token). A word is cut only when it
    alone is wider than the line; with break_words=False it stays whole (and overflows)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        lines.extend(_wrap_paragraph(paragraph, f, width, break_words))
    return lines


def text_fits(text: str, f: pygame.font.Font, width: int) -> bool:
    return all(f.size(word)[0] <= width for word in text.split())


def two_lines(text: str, f: pygame.font.Font, width: int) -> list[str] | None:
    """`text` on one line, or on two balanced lines broken at a space, within `width`; None when
    it fits neither way (a layout that must give it more room)."""
    if f.size(text)[0] <= width:
        return [text]
    words = text.split()
    best: list[str] | None = None
    best_width = width + 1
    for k in range(1, len(words)):
        first, second = " ".join(words[:k]), " ".join(words[k:])
        if len(words) - k == 1 and len(words) > 2 and is_short_token(words[-1]):
            continue                                  # the widow rule, also on a button
        widest = max(f.size(first)[0], f.size(second)[0])
        if widest < best_width:
            best, best_width = [first, second], widest
    return best if best_width <= width else None


def header_width(text: str, f: pygame.font.Font) -> int:
    """The narrowest width in which `text` stands on at most two lines broken at a space (a
    table's column header)."""
    words = text.split()
    best = f.size(text)[0]
    for k in range(1, len(words)):
        best = min(best, max(f.size(" ".join(words[:k]))[0], f.size(" ".join(words[k:]))[0]))
    return best


def elide(text: str, f: pygame.font.Font, width: int, keep_end: bool = False) -> str:
    """`text` cut with an ellipsis to fit `width` at its size (typed names, file names): the end
    is kept when the cursor is there."""
    if f.size(text)[0] <= width:
        return text
    if TRACE is not None:                 # something the player cannot read whole
        TRACE.append(Drawn("elided", (text,), f.point_size, pygame.Rect(0, 0, width, 0)))
    while text and f.size(("…" + text) if keep_end else (text + "…"))[0] > width:
        text = text[1:] if keep_end else text[:-1]
    return ("…" + text) if keep_end else (text + "…")


def every_translation(message: str, **values) -> list[str]:
    """`message` in every language, so a layout can be sized for the longest (German, Spanish). A
    language whose catalog is broken counts as English (the player is told when choosing it)."""
    texts = []
    for language in LANGUAGES:
        try:
            text = load_catalog(language).gettext(message)
        except CatalogError:
            text = message
        texts.append(text.format(**values) if values else text)
    return texts


_RENDERED: dict = {}


def render(f: pygame.font.Font, text: str, colour) -> pygame.Surface:
    """Rendered text, kept: the same labels are drawn every frame (cleared when it grows large)."""
    key = (id(f), text, tuple(colour))
    image = _RENDERED.get(key)
    if image is None:
        if len(_RENDERED) > 4000:
            _RENDERED.clear()
        try:
            image = f.render(text, True, colour)
        except pygame.error:          # only zero-width characters (a typed name of U+200B...)
            image = pygame.Surface((1, f.get_linesize()), pygame.SRCALPHA)
        _RENDERED[key] = image
    return image


def draw_text(surface, text: str, pos, f: pygame.font.Font, colour=theme.INK, anchor: str = "topleft"):
    image = render(f, text, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    _trace("text", [text], f, rect)
    return rect


def draw_wrapped(surface, text: str, rect: pygame.Rect, f: pygame.font.Font, colour=theme.INK,
                 spacing: float = 1.15) -> int:
    """Draw wrapped text inside rect; returns the height used."""
    y = rect.top
    step = round(f.get_linesize() * spacing)
    lines = wrap(text, f, rect.width)
    shown = 0
    widest = 0
    for line in lines:
        if y + f.get_linesize() > rect.bottom + 1:
            break
        image = render(f, line, colour)
        surface.blit(image, (rect.left, y))
        widest = max(widest, image.get_width())
        y += step
        shown += 1
    fits = shown == len(lines) and all(f.size(line)[0] <= rect.width for line in lines)
    box = pygame.Rect(rect.left, rect.top, widest, max(0, y - step + f.get_linesize() - rect.top) if shown else 0)
    _trace("wrapped", lines, f, rect, fits=fits, box=box)
    return y - rect.top


def draw_centred_lines(surface, text: str, centre, width: int, f: pygame.font.Font, colour=theme.INK,
                       max_lines: int = 2, spacing: float = 1.0) -> pygame.Rect:
    """A heading centred on `centre`, wrapped at words within `width` (at most `max_lines`,
    balanced when two), never shrunk; returns the box of its lines."""
    lines = two_lines(text, f, width) if max_lines == 2 else None
    if lines is None:
        lines = wrap(text, f, width)
    step = round(f.get_linesize() * spacing)
    top = round(centre[1] - step * (len(lines) - 1) / 2)
    box = pygame.Rect(centre[0], top, 0, 0)
    for k, line in enumerate(lines):
        image = render(f, line, colour)
        rect = image.get_rect(center=(centre[0], top + k * step))
        surface.blit(image, rect)
        box.union_ip(rect)
    fits = len(lines) <= max_lines and all(f.size(line)[0] <= width for line in lines)
    _trace("wrapped", lines, f, pygame.Rect(centre[0] - width // 2, box.top, width, box.height), fits)
    return box


def wrapped_height(text: str, f: pygame.font.Font, width: int, spacing: float = 1.15) -> int:
    return len(wrap(text, f, width)) * round(f.get_linesize() * spacing)


@lru_cache(maxsize=64)
def _shadow(width: int, height: int, radius: int) -> pygame.Surface:
    shade = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(shade, theme.SHADOW, shade.get_rect(), border_radius=radius)
    return shade


def panel(surface, rect: pygame.Rect, colour=theme.PANEL, edge=theme.PANEL_EDGE, radius: int = 10,
          shadow: int = 4) -> None:
    if shadow:
        surface.blit(_shadow(rect.width, rect.height, radius), rect.move(shadow, shadow))
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    pygame.draw.rect(surface, edge, rect, width=max(1, radius // 5), border_radius=radius)


def button_pad(height: int) -> int:
    """The room between a button's edge and its content."""
    return max(4, height // 6)


def two_lines_fit(size: int, height: int) -> bool:
    """Whether a button `height` tall holds two lines of a `size` px label (lines 1.05 apart,
    the ink of a line about 1.2 of the size)."""
    return round(size * 1.05) + round(size * 1.2) <= height


def button_width(labels, size: int, height: int, icons_width: int = 0, bold: bool = True) -> int:
    """The width a button needs to show the longest of `labels` (one text or several, e.g. every
    translation) on one line at the role `size`, with its icons and some breathing room."""
    if isinstance(labels, str):
        labels = [labels]
    f = theme.font(size, bold)
    widest = max((f.size(label)[0] for label in labels), default=0)
    pad = button_pad(height)
    return widest + 4 * pad + (icons_width + 2 if icons_width else 0)


def share_widths(needed: list[int], room: int) -> list[int]:
    """Widths of buttons side by side in `room` (gaps already taken out): each gets what it
    `needed` (button_width) and the rest is shared evenly; when the room is short, in proportion
    to the need (their labels then take two lines, which the layout test checks)."""
    total = sum(needed)
    if not needed:
        return []
    if total <= room:
        extra = (room - total) // len(needed)
        return [n + extra for n in needed]
    return [room * n // total for n in needed]


@dataclass
class Button:
    """A clickable box. `label` is already translated text; `icons` are surfaces drawn before it.

    The label is drawn at its text role's size (`size`, else the size ButtonRow.draw gives), never
    smaller: on one line, else on two lines when the button is tall enough. A label that fits
    neither way is a layout bug: it is drawn clipped and `fits` says so (the layout test reads
    `drawn_size`, `drawn_lines` and `fits` after a frame)."""

    rect: pygame.Rect
    label: str
    on_click: Callable[[], None]
    enabled: bool = True
    hint: str = ""                       # shown when the pointer rests on it
    icons: list = field(default_factory=list)
    selected: bool = False
    hover: bool = False
    bold: bool = True
    name: str = ""                       # a stable id for tests ("roll", "pay", "lang-de"...)
    primary: bool = False                # the prompt's main button: Enter presses it (a gold edge)
    size: int = 0                        # the label's role size; 0: the size given to draw
    drawn_size: int = field(default=0, compare=False)
    drawn_lines: tuple = field(default=(), compare=False)
    fits: bool = field(default=True, compare=False)

    def label_room(self) -> tuple[int, int]:
        """(left, width) of the room for the label beside the icons."""
        pad = button_pad(self.rect.height)
        x = self.rect.left + pad + sum(icon.get_width() + 2 for icon in self.icons)
        if self.icons:
            x += 2
        return x, self.rect.right - pad - x

    def layout_label(self, size: int) -> tuple[list[str], bool]:
        """The label's lines at `size` and whether they fit the button."""
        f = theme.font(size, self.bold)
        _left, width = self.label_room()
        if f.size(self.label)[0] <= width:
            return [self.label], True
        if two_lines_fit(size, self.rect.height):
            lines = two_lines(self.label, f, width)
            if lines is not None:
                return lines, True
            return wrap(self.label, f, width, break_words=False)[:2], False
        return [self.label], False

    def draw(self, surface, size: int = 0) -> None:
        colour = theme.BUTTON_OFF if not self.enabled else (
            theme.BUTTON_HOVER if self.hover or self.selected else theme.BUTTON)
        pygame.draw.rect(surface, colour, self.rect, border_radius=8)
        if self.selected:
            pygame.draw.rect(surface, theme.GLOW, self.rect, width=3, border_radius=8)
        elif self.primary and self.enabled:          # the button Enter presses
            pygame.draw.rect(surface, theme.GOLD, self.rect, width=3, border_radius=8)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, width=1, border_radius=8)
        x = self.rect.left + button_pad(self.rect.height)
        for icon in self.icons:
            surface.blit(icon, icon.get_rect(midleft=(x, self.rect.centery)))
            x += icon.get_width() + 2
        if not self.label:
            _trace("button", [], theme.font(self.size or size or 12, self.bold), self.rect,
                   x - 2 <= self.rect.right - button_pad(self.rect.height))
            return
        size = self.size or size
        f = theme.font(size, self.bold)
        lines, self.fits = self.layout_label(size)
        self.drawn_size, self.drawn_lines = f.point_size, tuple(lines)
        left, width = self.label_room()
        step = round(size * 1.05)
        top = self.rect.centery - step * (len(lines) - 1) / 2
        clip = surface.get_clip()
        if not self.fits:
            surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        for k, line in enumerate(lines):
            image = render(f, line, theme.BUTTON_TEXT)
            y = round(top + k * step)
            if self.icons:
                surface.blit(image, image.get_rect(midleft=(left, y)))
            else:
                surface.blit(image, image.get_rect(center=(self.rect.centerx, y)))
        if not self.fits:
            surface.set_clip(clip)
        _trace("button", lines, f, self.rect, self.fits)

    def contains(self, pos) -> bool:
        return self.rect.collidepoint(pos)


class ButtonRow:
    """Buttons of one screen region; routes mouse motion and clicks to them."""

    def __init__(self) -> None:
        self.buttons: list[Button] = []

    def clear(self) -> None:
        self.buttons.clear()

    def add(self, button: Button) -> Button:
        self.buttons.append(button)
        return button

    def motion(self, pos) -> Button | None:
        found = None
        for button in self.buttons:
            button.hover = button.contains(pos)
            if button.hover:
                found = button
        return found

    def click(self, pos) -> bool:
        for button in self.buttons:
            if button.enabled and button.contains(pos):
                button.on_click()
                return True
        return False

    def primary(self) -> Button | None:
        """The main button Enter presses: the one enabled button marked primary, else None (no
        button, or several: Enter never chooses between equal options for the player)."""
        found = [button for button in self.buttons if button.primary and button.enabled]
        return found[0] if len(found) == 1 else None

    def press_primary(self) -> bool:
        """Enter: press the main button as a click would; False when there is none."""
        button = self.primary()
        if button is None:
            return False
        button.on_click()
        return True

    def find(self, name: str) -> Button | None:
        for button in self.buttons:
            if button.name == name:
                return button
        return None

    def frame_parts(self, size: int) -> list:
        """Each button as a part of the picture (table/frames.py), keyed by all it is drawn from."""
        return [Part.of(f"button-{index}-{button.name}", button.rect,
                        (button.label, button.enabled, button.hover, button.selected, button.primary, button.bold,
                         button.size or size, tuple(id(icon) for icon in button.icons)), 3)
                for index, button in enumerate(self.buttons)]

    def draw(self, surface, size: int) -> None:
        """Draw every button; `size` is the role size of those that carry none of their own.
        Those outside the surface's clip (a frame drawing only what changed) are left out."""
        clip = surface.get_clip()
        for button in self.buttons:
            if clip.colliderect(button.rect.inflate(6, 6)):
                button.draw(surface, size)
