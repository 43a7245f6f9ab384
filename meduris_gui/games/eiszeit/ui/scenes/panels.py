"""The parts of the Eiszeit table beside the board: each player's panel (stones, hunters left in
his reserve, clubs kept, how many light and dark cards his hand holds, score), the
supply (both decks with their counts, the tops of both discard piles, the mammoths and clubs in
the common supply, the fire tokens beside the board, the round), the prompt, and the hand of the
player at the laptop under the board (H1: only his, and only while the screen may show it), a
card under the pointer or chosen shown large with its cost and text."""

from __future__ import annotations

import pygame

from .....i18n import _
from meduris_gui.table import theme
from meduris_gui.table.widgets import draw_text, elide, panel
from .. import cards, pieces
from ..choices import CARD
from ..seats import SEAT_LABELS


def _count(surface, image, text: str, x: int, cy: int, f, gap: int) -> int:
    """An icon and its number; returns the x after them."""
    surface.blit(image, image.get_rect(midleft=(x, cy)))
    x += image.get_width() + 2
    draw_text(surface, text, (x, cy), f, theme.INK, anchor="midleft")
    return x + f.size(text)[0] + gap


def draw_panel(surface, s, rect, seat: int, colour: str, name: str, kind: str, table, acting: bool) -> None:
    """A player's panel: badge, name, who plays; stones, hunters left in his reserve, clubs
    kept, his light and dark cards (backs: H1), his score."""
    panel(surface, rect, theme.PANEL, theme.GLOW if acting else theme.PANEL_EDGE, radius=8, shadow=0)
    if acting:
        pygame.draw.rect(surface, theme.GLOW, rect, 3, border_radius=8)
    pad = s.px(8)
    badge = pieces.player_badge(colour, s.px(26))
    surface.blit(badge, badge.get_rect(midleft=(rect.left + pad, rect.centery)))
    bold = s.role_font("text", bold=True)
    caption = s.role_font("caption")
    score_font = s.role_font("heading", bold=True)
    score_text = str(table.score[seat])
    label = _("points")
    right_block = max(score_font.size(score_text)[0], caption.size(label)[0])
    draw_text(surface, score_text, (rect.right - pad - right_block // 2, rect.top + s.px(1)), score_font, theme.INK,
              anchor="midtop")
    draw_text(surface, label, (rect.right - pad - right_block // 2, rect.bottom - s.px(1)), caption, theme.INK_SOFT,
              anchor="midbottom")
    name_x = rect.left + pad + s.px(32)
    name_room = s.px(150)
    name_top = rect.top + (rect.height - bold.get_linesize() - caption.get_linesize()) // 2
    draw_text(surface, elide(name, bold, name_room), (name_x, name_top), bold, theme.INK)
    draw_text(surface, elide(_(SEAT_LABELS[kind]), caption, name_room), (name_x, name_top + bold.get_linesize()),
              caption, theme.INK_SOFT)
    x = name_x + name_room + s.px(8)
    cy = rect.centery
    gap = s.px(10)
    icon = s.px(22)
    x = _count(surface, pieces.stone(icon), str(table.stones[seat]), x, cy, bold, gap)
    x = _count(surface, pieces.hunter(colour, s.px(26)), str(table.reserve[seat]), x, cy, bold, gap)
    if table.kept[seat]:
        x = _count(surface, pieces.club(icon), str(table.kept[seat]), x, cy, bold, gap)
    back_h = s.px(28)
    back_w = round(back_h / cards.CARD_RATIO)
    for colour_name in ("light", "dark"):
        back = pygame.transform.smoothscale(cards.card_back(colour_name, (64, 96)), (back_w, back_h))
        x = _count(surface, back, str(table.hand_colours[seat][colour_name]), x, cy, bold, gap)


def draw_supply(surface, scene, screen) -> None:
    """Both decks (their backs and counts: H2), the tops of both discard piles (H3), the common
    supply of mammoths and clubs, the fire tokens beside the board, the round and the glacier
    tiles left."""
    layout = scene.layout
    s = layout.scale
    rect = layout.supply
    table = screen.table
    panel(surface, rect, theme.PANEL, theme.PANEL_EDGE, radius=8, shadow=0)
    pad = s.px(8)
    mini = layout.mini
    bold = s.role_font("text", bold=True)
    caption = s.role_font("caption")
    x = rect.left + pad
    top = rect.top + pad
    glowing = screen.glowing
    for colour in ("light", "dark"):
        deck = pygame.Rect(x, top, *mini)
        back = pygame.transform.smoothscale(cards.card_back(colour, layout.card), mini)
        surface.blit(back, deck)
        if any(e.who == f"draw-{colour}" for e in glowing):
            pygame.draw.rect(surface, theme.GLOW, deck.inflate(6, 6), 3, border_radius=6)
        layout.decks[colour] = deck
        draw_text(surface, str(table.decks[colour]), (deck.centerx, deck.bottom + s.px(2)), caption, theme.INK,
                  anchor="midtop")
        pile = pygame.Rect(deck.right + s.px(6), top, *mini)
        layout.piles[colour] = pile
        code = table.tops[colour]
        if code:
            surface.blit(pygame.transform.smoothscale(cards.card_face(code, layout.card), mini), pile)
        else:
            pygame.draw.rect(surface, theme.PANEL_DARK, pile, 2, border_radius=6)
        draw_text(surface, _("discard"), (pile.centerx, pile.bottom + s.px(2)), caption, theme.INK_SOFT,
                  anchor="midtop")
        x = pile.right + s.px(14)
    cy = top + mini[1] // 2
    gap = s.px(12)
    icon = s.px(30)
    x = _count(surface, pieces.mammoth(icon), str(table.mammoth_reserve), x, cy, bold, gap)
    x = _count(surface, pieces.club(icon), str(table.club_supply), x, cy, bold, gap)
    x = _count(surface, pieces.fire_token(s.px(24)), str(table.fire_beside), x, cy, bold, gap)
    rounds = scene.game.state.rounds
    ice_left = sum(1 for iced in table.ice if not iced)
    lines = [_("Round {round} of {rounds}", round=table.round, rounds=rounds),
             _("Regions free of ice: {count}", count=ice_left)]
    room = rect.right - pad - x
    y = cy - bold.get_linesize()
    for line in lines:
        draw_text(surface, elide(line, bold, room), (x, y), bold, theme.INK)
        y += bold.get_linesize()


def hand_rects(layout, count: int) -> list[pygame.Rect]:
    """Where the hand's cards lie in the strip under the board: one row (overlapping when the
    strip is narrow), or two when the layout has room for them (`layout.hand_rows`), the first
    row holding the odd card; centred in the strip."""
    w, h = layout.card
    strip = layout.hand
    if count <= 0:
        return []
    gap = layout.scale.px(8)
    rows = max(1, min(layout.hand_rows, count))
    first = -(-count // rows)
    counts = [first] + [count - first] * (rows - 1)
    top = strip.top + max(0, (strip.height - rows * h - (rows - 1) * gap) // 2)
    out = []
    for row, n in enumerate(counts):
        step = min(w + gap, (strip.width - w) // max(1, n - 1)) if n > 1 else 0
        total = w + step * (n - 1)
        left = strip.left + (strip.width - total) // 2
        out += [pygame.Rect(left + k * step, top + row * (h + gap), w, h) for k in range(n)]
    return out


def draw_hand(surface, scene, screen) -> None:
    """The hand of the player at the laptop (when the screen may show it), a chosen card raised,
    the card under the pointer shown large above the hand."""
    layout = scene.layout
    s = layout.scale
    seat = scene.hand_seat()
    scene.card_hits = []
    scene.enlarged = None
    scene.hand_badge = None                      # where the hand's owner's badge was drawn
    if seat is None:
        strip = layout.hand
        text = scene.hidden_hand_text()
        if text:
            draw_text(surface, text, strip.center, s.role_font("text"), theme.LIGHT, anchor="center")
        return
    hand = screen.table.hands[seat] or []
    glowing = {e.who for e in screen.glowing if e.kind == CARD}
    chosen = scene.chosen_card()
    hover = None
    lift = s.px(14)
    rects = hand_rects(layout, len(hand))
    asked = bool(glowing) or bool(chosen)        # a card is to be chosen: the others are dimmed
    if rects:                                    # whose hand: that player's badge left of it (two humans, a replay)
        size = s.px(34)
        room = rects[0].left - layout.hand.left
        if room >= size + s.px(8):
            badge = pieces.player_badge(scene.game.state.colours[seat], size)
            scene.hand_badge = badge.get_rect(center=(layout.hand.left + room // 2, rects[0].centery))
            surface.blit(badge, scene.hand_badge)
    for code, rect in zip(hand, rects):
        at = rect.move(0, -lift) if code == chosen else rect
        surface.blit(cards.card_face(code, layout.card), at)
        if asked and code not in glowing and code != chosen:
            shade = pygame.Surface(at.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (20, 24, 22, 120), shade.get_rect(), border_radius=8)
            surface.blit(shade, at)
        if code in glowing:
            pygame.draw.rect(surface, theme.GLOW, at.inflate(4, 4), 3, border_radius=8)
        if code == chosen:
            pygame.draw.rect(surface, theme.LIGHT, at.inflate(6, 6), 3, border_radius=8)
        scene.card_hits.append((at, code))
    for at, code in reversed(scene.card_hits):
        if at.collidepoint(scene.pointer):
            hover = (at, code)
            break
    if hover is not None and not scene.animator.busy:
        at, code = hover
        big = (round(layout.card[0] * 1.5), round(layout.card[1] * 1.5))
        face = cards.card_face(code, big)
        rect = face.get_rect(midbottom=(at.centerx, at.top - s.px(6)))
        rect.clamp_ip(pygame.Rect(0, 0, layout.right.left - layout.margin, surface.get_height()))   # never over the prompt
        surface.blit(face, rect)
        pygame.draw.rect(surface, theme.GOLD, rect.inflate(4, 4), 3, border_radius=10)
        scene.enlarged = rect


__all__ = ["draw_hand", "draw_panel", "draw_supply", "hand_rects"]
