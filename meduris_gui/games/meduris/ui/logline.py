"""One line of Meduris's log view (meduris_gui.table.logview), laid out and drawn: its words,
player names, material chips and space numbers broken into rows at the view's width, then
rendered once into the line's image.

Lines show who they name (the player's mark and the name in the player's dark shade), material
chips beside material names and space numbers as the plots show them; a turn's header is a band
in the colour of the player whose turn it is.
"""

from __future__ import annotations

import pygame

from meduris_gui.table import theme
from .art import icons
from .art.palette import PLAYER_COLOURS, PLAYER_LIGHTS, PLAYER_OUTLINES, mix
from .boardview import space_badge
from .log import LogLine
from meduris_gui.table.logview import LineStyle, break_rows, word_atoms
from meduris_gui.table.widgets import render


def line_rows(line: LogLine, style: LineStyle) -> list[list]:
    """The line's atoms (words, player names, materials, space numbers) broken into rows: per row,
    (x, (kind, payload, width)) for each atom."""
    return break_rows(_atoms(line, style), style)


def _atoms(line: LogLine, style: LineStyle) -> list[tuple]:
    """(kind, payload, width) per word, player name, material and space number of the line."""
    text_font = style.bold if line.heading else style.font
    icon = style.icon
    gap = style.scale.px(3)
    atoms = []
    for segment in line.segments:
        if segment.kind == "text":
            atoms.extend(word_atoms(segment.text, text_font))
        elif segment.kind == "player":
            atoms.append(("player", segment, icon + gap + style.bold.size(segment.text)[0]))
        elif segment.kind == "material":
            atoms.append(("material", segment, icon + gap + text_font.size(segment.text)[0]))
        else:
            atoms.append(("space", segment, space_badge(segment.ref, icon).get_width()))
    if line.space >= 0 and not any(segment.kind == "space" for segment in line.segments):
        # A sacrifice names no space in words: its hut's number tells two sacrifices apart.
        atoms.append(("text", " ", text_font.size(" ")[0]))
        atoms.append(("space", None, space_badge(line.space, icon).get_width()))
    return atoms


def line_image(line: LogLine, rows: list[list], style: LineStyle) -> pygame.Surface:
    """The line drawn on its own surface: the view's width, a row's height per row."""
    row_h = style.row_height
    image = pygame.Surface((style.width, max(1, len(rows)) * row_h), pygame.SRCALPHA)
    _draw_seat(image, line, style)
    for row, atoms in enumerate(rows):
        mid = row * row_h + row_h // 2
        for x, (kind, payload, _width) in atoms:
            _draw_atom(image, line, style, kind, payload, (x + style.indent, mid))
    return image


def _draw_seat(image: pygame.Surface, line: LogLine, style: LineStyle) -> None:
    """A turn's header is a band in the player's light shade; the colour of who acts runs down
    the line's left edge."""
    seat = line.seats[0] if line.seats else -1
    colours = style.colours
    if line.heading and seat >= 0:
        band = mix(PLAYER_LIGHTS[colours[seat]], theme.PANEL, 0.35)
        pygame.draw.rect(image, band, image.get_rect(), border_radius=style.scale.px(5))
    if seat >= 0:
        bar = pygame.Rect(0, 1, style.scale.px(4), image.get_height() - 2)
        pygame.draw.rect(image, PLAYER_OUTLINES[colours[seat]] if not line.heading else
                         PLAYER_COLOURS[colours[seat]], bar, border_radius=2)


def _draw_atom(image: pygame.Surface, line: LogLine, style: LineStyle, kind: str, payload, at) -> None:
    """One atom with its left edge's middle at `at`."""
    x, mid = at
    icon = style.icon
    text_font = style.bold if line.heading else style.font
    if kind == "text":
        text = render(text_font, payload.rstrip(), theme.INK)
        image.blit(text, text.get_rect(midleft=(x, mid)))
    elif kind == "player":
        mark = icons.player_mark(style.colours[payload.ref], icon)
        image.blit(mark, mark.get_rect(midleft=(x, mid)))
        name = render(style.bold, payload.text, PLAYER_OUTLINES[style.colours[payload.ref]])
        image.blit(name, name.get_rect(midleft=(x + icon + style.scale.px(3), mid)))
    elif kind == "material":
        chip = icons.material_chip(payload.ref, icon)
        image.blit(chip, chip.get_rect(midleft=(x, mid)))
        name = render(text_font, payload.text, theme.INK)
        image.blit(name, name.get_rect(midleft=(x + icon + style.scale.px(3), mid)))
    else:
        badge = space_badge(line.space if payload is None else payload.ref, icon)
        image.blit(badge, badge.get_rect(midleft=(x, mid)))
