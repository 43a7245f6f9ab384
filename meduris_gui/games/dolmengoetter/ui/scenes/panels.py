"""The right column of the Dolmengötter table: each player's panel (score, stones and dolmens
left, his own values when the screen may show them), the prompt with its note (the log below them
is the table's log view: ..log.DolmenLogView)."""

from __future__ import annotations

import pygame

from .....i18n import _
from meduris_gui.table import theme
from meduris_gui.table.widgets import draw_text, elide, panel
from .. import art
from ..seats import SEAT_LABELS


def draw_panel(surface, s, rect, seat: int, colour: str, name: str, kind: str, table, acting: bool) -> None:
    """A player's panel: badge, name, who plays; his score; stones and dolmens left; his own
    dolmen values when the screen may show them."""
    panel(surface, rect, theme.PANEL, theme.GLOW if acting else theme.PANEL_EDGE, radius=8, shadow=0)
    if acting:
        pygame.draw.rect(surface, theme.GLOW, rect, 3, border_radius=8)
    pad = s.px(8)
    badge = art.player_badge(colour, s.px(26))
    surface.blit(badge, (rect.left + pad, rect.top + pad))
    bold = s.role_font("text", bold=True)
    caption = s.role_font("caption")
    score_font = s.role_font("heading", bold=True)
    score_text = str(table.scores[seat])
    score_w = score_font.size(score_text)[0]
    name_x = rect.left + pad + s.px(32)
    label = _("points")
    label_w = caption.size(label)[0]
    right_block = max(score_w, label_w)
    name_room = rect.right - pad - right_block - s.px(10) - name_x
    name_top = rect.top + (rect.height - bold.get_linesize() - caption.get_linesize()) // 2
    draw_text(surface, elide(name, bold, name_room), (name_x, name_top), bold, theme.INK)
    draw_text(surface, _(SEAT_LABELS[kind]), (name_x, name_top + bold.get_linesize()), caption, theme.INK_SOFT)
    draw_text(surface, score_text, (rect.right - pad - right_block // 2, rect.top + s.px(1)), score_font, theme.INK,
              anchor="midtop")
    draw_text(surface, label, (rect.right - pad - right_block // 2, rect.bottom - s.px(1)), caption, theme.INK_SOFT,
              anchor="midbottom")
    # stones and dolmens left, then the hand's values (his own only)
    x = name_x + max(bold.size(name)[0] if bold.size(name)[0] < name_room else name_room,
                     caption.size(_(SEAT_LABELS[kind]))[0]) + s.px(14)
    x = max(x, rect.left + s.px(200))
    cy = rect.centery
    stone = art.stone(colour, s.px(24))
    surface.blit(stone, stone.get_rect(midleft=(x, cy)))
    x += stone.get_width() + s.px(2)
    draw_text(surface, f"{table.stones_left[seat]}", (x, cy), bold, theme.INK, anchor="midleft")
    x += bold.size("16")[0] + s.px(10)
    slab = art.dolmen(colour, s.px(30), s.px(14), None, s.px(10))
    surface.blit(slab, slab.get_rect(midleft=(x, cy)))
    x += slab.get_width() + s.px(3)
    draw_text(surface, f"{table.hand_counts[seat]}", (x, cy), bold, theme.INK, anchor="midleft")
    x += bold.size("13")[0] + s.px(10)
    hand = table.hands[seat]
    if hand:
        room = rect.right - pad - right_block - s.px(10) - x
        values = sorted(set(hand), reverse=True)
        for value in values:
            count = hand.count(value)
            text = f"{value}×{count}"
            w = s.px(20) + caption.size(text)[0]
            if w > room:
                break
            chip = art.dolmen(colour, s.px(18), s.px(14), value, s.px(10))
            surface.blit(chip, chip.get_rect(midleft=(x, cy)))
            draw_text(surface, f"×{count}", (x + s.px(19), cy), caption, theme.INK, anchor="midleft")
            x += w + s.px(4)
            room -= w + s.px(4)
