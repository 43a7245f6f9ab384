"""Drawing the Eiszeit table: where everything goes (Layout) and the painting of the board from
the screen model (the scene's `screen()`): glacier tiles, mammoths, fire tokens (face down, turned
at the conflict), hunters with their clubs, the stone reserves, the score markers; what glows
(choices.py) and what the animator has in flight (anim.py). Drawing changes nothing but the
scene's record of where each piece was drawn (`scene.hits`, for its clicks and tests)."""

from __future__ import annotations

import math

import pygame

from .....i18n import _, ngettext
from meduris_gui.table import theme
from meduris_gui.table.frames import frame_screen
from meduris_gui.table.scenes.common import bar_width_needed
from meduris_gui.table.scenes.prompt_column import PromptColumn, draw_prompt
from meduris_gui.table.widgets import draw_text, panel
from .. import board_art, cards, pieces
from ..anim import scoring_rows
from ..choices import FIRE, HUNTER, MAMMOTH, REGION, Element
from ..texts import kind_name
from ..track import space_of
from .panels import draw_hand, draw_panel, draw_supply

BAR = ("rules", "speed", "menu")      # the bar over the right column (common.top_bar)
PANEL_H = 50
HAND_MAX = 5                          # the cards a hand holds at most (T9: drawn up to 5)


class Layout(PromptColumn):
    """The board (left, above the hand), the hand's strip under it; the right column: the bar,
    each player's panel, the supply (decks, discard piles, mammoths, clubs, round), the prompt and
    the log."""

    def __init__(self, size, scale, game) -> None:
        s = self.scale = scale
        width, height = size
        m = self.margin = s.px(8)
        self.card = cards.card_size(size, scale.factor if hasattr(scale, "factor") else 1.0)
        hand_h = self.card[1] + s.px(10)
        right_min = max(bar_width_needed(s, s.px(34), controls=BAR), s.px(520))
        board = board_art.board_size(max(200, width - right_min - 3 * m), max(200, height - 3 * m - hand_h))
        self.geometry = board_art.BoardGeometry(game.state.board, board, (m, m))
        self.hand_rows = 1
        self._hand_in_two_rows(board[0], height - 3 * m - board[1])
        self.hand = pygame.Rect(m, self.geometry.rect.bottom + m, board[0], height - 2 * m - self.geometry.rect.bottom)
        y = self.lay_out_column(m + board[0] + m, size, game.state.n, PANEL_H)
        self.mini = (s.px(44), round(s.px(44) * cards.CARD_RATIO))     # a deck's or a pile's card
        self.supply = pygame.Rect(self.right.left, y + s.px(4), self.right.width, self.mini[1] + s.px(30))
        self.start_prompt(self.supply.bottom + s.px(8))
        self.decks: dict = {}           # colour -> rect of its deck (clickable: draw), set by draw_supply
        self.piles: dict = {}           # colour -> rect of its discard pile's top

    button_height = 34

    def _hand_in_two_rows(self, width: int, room: int) -> None:
        """In a window taller than wide enough for the board (4:3, 5:4), a full hand of cards in
        one row under the board would overlap while a band of the window stays empty under them:
        then the hand lies in two rows filling that band, each card at least as large as the
        smallest whose text fits (cards.CARD_WIDTH) and nine tenths of the one-row card."""
        s = self.scale
        gap, pad = s.px(8), s.px(10)
        w = self.card[0]
        if HAND_MAX * w + (HAND_MAX - 1) * gap <= width:
            return
        per_row = -(-HAND_MAX // 2)
        two = min(round((room - pad - gap) / 2 / cards.CARD_RATIO), (width - (per_row - 1) * gap) // per_row)
        if two >= max(cards.CARD_WIDTH, round(w * 0.9)):
            self.card = (two, round(two * cards.CARD_RATIO))
            self.hand_rows = 2


# -- painting --------------------------------------------------------------------------------------

def draw_game(surface, scene) -> None:
    layout = scene.layout
    s = layout.scale
    screen = frame_screen(scene)
    surface.fill(theme.BACKGROUND)
    draw_board(surface, scene, screen)
    colours = scene.game.state.colours
    names = scene.names()
    acting = -1 if scene.game.is_over() else scene.game.current_player()
    for seat, rect in enumerate(layout.panels):
        draw_panel(surface, s, rect, seat, colours[seat], names[seat], scene.seats.kinds[seat], screen.table,
                   seat == acting)
    draw_supply(surface, scene, screen)
    draw_prompt(surface, layout, screen)
    if layout.log.height >= s.px(40):
        scene.logview.draw(surface)
    scene.buttons.draw(surface, s.button)
    draw_hand(surface, scene, screen)
    if not scene.animator.busy and scene.enlarged is None:
        draw_region_tip(surface, scene, screen)


def region_tip(table, rid: int, land: str) -> str:
    """What stands on a region, in words (the tip under the pointer): its number and landscape
    (`land`), its mammoths, fire tokens and hunters, or its ice."""
    kind = kind_name(land)
    if table.ice[rid - 1]:
        return _("Region {region} ({kind}): under ice", region=rid, kind=kind)
    r = rid - 1
    parts = [ngettext("{count} mammoth", "{count} mammoths", table.mammoths[r], count=table.mammoths[r]),
             ngettext("{count} fire token", "{count} fire tokens", len(table.fire[r]), count=len(table.fire[r])),
             ngettext("{count} hunter", "{count} hunters", sum(table.hunters[r]), count=sum(table.hunters[r]))]
    return _("Region {region} ({kind}): {parts}", region=rid, kind=kind, parts=", ".join(parts))


def draw_region_tip(surface, scene, screen) -> None:
    g = scene.layout.geometry
    rid = g.region_at(scene.pointer) if g.rect.collidepoint(scene.pointer) else 0
    if not rid:
        return
    s = scene.layout.scale
    f = s.role_font("caption")
    text = region_tip(screen.table, rid, g.board.region(rid).kind)
    w, h = f.size(text)
    rect = pygame.Rect(0, 0, w + s.px(12), h + s.px(6))
    rect.midbottom = (scene.pointer[0], scene.pointer[1] - s.px(14))
    rect.clamp_ip(g.rect)
    panel(surface, rect, theme.PANEL, theme.PANEL_EDGE, radius=6, shadow=0)
    draw_text(surface, text, rect.center, f, theme.INK, anchor="center")


def piece_size(g) -> int:
    return max(14, round(g.unit * 0.2))


def _table_drawn(scene, table):
    """The table as drawn under the item in flight: a piece on its way is not also at its start."""
    head = scene.animator.head
    if head is None:
        return table
    e = head.event
    if head.kind in ("moved", "removed", "fire_moved", "herded", "culled"):
        table = table.copy()
        if head.kind == "moved":
            table.hunters[e.source - 1][e.owner] -= 1
            if e.clubbed:
                table.clubbed[e.source - 1][e.owner] -= 1
        elif head.kind == "removed":
            table.hunters[e.region - 1][e.owner] -= 1
            if e.clubbed:
                table.clubbed[e.region - 1][e.owner] -= 1
        elif head.kind == "fire_moved":
            table.fire[e.source - 1].pop()
        elif head.kind == "herded" and e.source:
            table.mammoths[e.source - 1] -= 1
        elif head.kind == "culled":
            table.mammoths[e.region - 1] -= 1
    return table


def region_items(table, rid: int, colours) -> list[tuple]:
    """What stands on region `rid`, in drawing order: (kind, value) with kind mammoth, fire (its
    value or None) or hunter ((colour, clubbed))."""
    r = rid - 1
    items = [("mammoth", None)] * table.mammoths[r]
    items += [("fire", v) for v in table.fire[r]]
    for seat, colour in enumerate(colours):
        clubbed = table.clubbed[r][seat]
        count = table.hunters[r][seat]
        items += [("hunter", (colour, True))] * min(clubbed, count)
        items += [("hunter", (colour, False))] * max(0, count - clubbed)
    return items


def region_spots(g, rid: int, count: int, size: int) -> list:
    """`count` spots on region `rid`, closer together when the region is crowded."""
    step = size * 0.78
    spots = g.spots(rid, count, step)
    while len(spots) < count and step > size * 0.3:
        step *= 0.85
        spots = g.spots(rid, count, step)
    if len(spots) < count:                       # never lose a piece: the rest on the centre
        spots += [g.centre(rid)] * (count - len(spots))
    spots.sort(key=lambda p: (p[1], p[0]))
    return spots


def draw_board(surface, scene, screen) -> None:
    layout = scene.layout
    g = layout.geometry
    board = scene.game.state.board
    colours = scene.game.state.colours
    table = _table_drawn(scene, screen.table)
    head = scene.animator.head
    surface.blit(board_art.board_surface(board, g.size), g.origin)
    sliding = head.event.region if head is not None and head.kind == "iced" else 0
    for rid in range(1, 13):
        if table.ice[rid - 1] and rid != sliding:
            tile, at = board_art.glacier_tile(board, g.size, rid)
            surface.blit(tile, (g.origin[0] + at[0], g.origin[1] + at[1]))
    pulse = 0.5 + 0.5 * math.sin(scene.clock * 5)
    glowing = screen.glowing
    for element in glowing:
        if element.kind == REGION:
            glow, at = board_art.region_highlight(board, g.size, element.a)     # cached: never altered
            surface.blit(glow, (g.origin[0] + at[0], g.origin[1] + at[1]))
            pygame.draw.polygon(surface, theme.GLOW, g.polygon(element.a), 2 + round(pulse * 2))
    for element in scene.hint_elements():
        if element.kind == REGION:
            glow, at = board_art.region_highlight(board, g.size, element.a, theme.HINT)
            surface.blit(glow, (g.origin[0] + at[0], g.origin[1] + at[1]))
    for element in screen.chosen:
        if element.kind == REGION:
            glow, at = board_art.region_highlight(board, g.size, element.a, theme.LIGHT)
            surface.blit(glow, (g.origin[0] + at[0], g.origin[1] + at[1]))
    # the stone reserves on the ice sheet (S5)
    for which, count in (("light", table.light_reserve), ("dark", table.dark_reserve)):
        spot = board_art.reserve_spot(g, which)
        image = pieces.stone_pile(count, spot.height)
        surface.blit(image, image.get_rect(midleft=(spot.left + 2, spot.centery)))
    size = piece_size(g)
    hits = []
    hint = scene.hint_elements()
    chosen = set(screen.chosen)
    for rid in range(1, 13):
        if table.ice[rid - 1]:
            continue
        items = region_items(table, rid, colours)
        spots = region_spots(g, rid, len(items), size)
        for (kind, value), (x, y) in zip(items, spots):
            centre = (round(x), round(y))
            if kind == "mammoth":
                image = pieces.mammoth(round(size * 1.05))
                element = Element(MAMMOTH, a=rid)
            elif kind == "fire":
                image = pieces.fire_token(round(size * 0.8), value)
                element = Element(FIRE, a=rid)
            else:
                colour, clubbed = value
                image = pieces.hunter(colour, size)
                element = Element(HUNTER, colour, rid, clubbed)
            rect = image.get_rect(center=centre)
            if element in glowing:
                pygame.draw.circle(surface, theme.GLOW, centre, rect.height * 0.55 + pulse * 2, max(2, size // 8))
            if element in hint:
                pygame.draw.circle(surface, theme.HINT, centre, rect.height * 0.62, max(2, size // 7))
            surface.blit(image, rect)
            if kind == "hunter" and value[1]:
                club = pieces.club(round(size * 0.7))
                surface.blit(club, club.get_rect(center=(rect.right - size * 0.1, rect.bottom - size * 0.25)))
            if element in chosen and element.kind != REGION:
                pygame.draw.circle(surface, theme.LIGHT, centre, rect.height * 0.6, 3)
            hits.append((rect, element))
    scene.hits = hits
    draw_markers(surface, scene, screen)
    if head is not None:
        draw_item(surface, scene, head, size)


def draw_markers(surface, scene, screen) -> None:
    """Each player's score marker (his badge) on the track, several on one space side by side;
    beyond the track a lap tag (P2)."""
    g = scene.layout.geometry
    track = g.track
    colours = scene.game.state.colours
    by_space: dict = {}
    for seat, score in enumerate(screen.table.score):
        space, laps = space_of(score)
        by_space.setdefault(space, []).append((seat, laps))
    drawn = []
    for space, seats in sorted(by_space.items()):
        x, y = track.centres[space]
        dx, dy = track.direction(space)
        many = len(seats) > 2
        size = round(track.width * (0.5 if many else 0.62))
        columns = (len(seats) + 1) // 2 if many else len(seats)
        for k, (seat, laps) in enumerate(seats):
            # up to two across the track, side by side along it when more share the space
            if many:
                across = (k % 2 - 0.5) * track.width * 0.44
                along = (k // 2 - (columns - 1) / 2) * size * 0.8
            else:
                across = (k - (len(seats) - 1) / 2) * track.width * 0.45
                along = 0.0
            cx, cy = x + dx * along + dy * across, y + dy * along + dx * across
            image = pieces.player_badge(colours[seat], size)
            surface.blit(image, image.get_rect(center=(round(cx), round(cy))))
            drawn.append((seat, space, laps))
            if laps:
                f = scene.layout.scale.role_font("caption", bold=True)
                tag = f.render(f"+{laps * 100}", True, theme.LIGHT)
                surface.blit(tag, tag.get_rect(midtop=(round(cx), round(cy + size * 0.5))).clamp(g.rect))
    scene.drawn_markers = sorted(drawn)


def _lerp(a, b, t: float):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def draw_item(surface, scene, item, size: int) -> None:
    """What the animator has in flight."""
    layout = scene.layout
    g = layout.geometry
    colours = scene.game.state.colours
    e = item.event
    p = item.progress
    ease = 1 - (1 - p) * (1 - p)
    kind = item.kind
    above = (g.land.centerx, g.rect.top)
    if kind == "placed":
        x, y = g.centre(e.region)
        image = pieces.hunter(colours[e.seat], size)
        surface.blit(image, image.get_rect(center=(round(x), round(y - (1 - ease) * g.unit * 0.5))))
    elif kind == "moved":
        at = _lerp(g.centre(e.source), g.centre(e.target), ease)
        lift = math.sin(p * math.pi) * g.unit * 0.2
        image = pieces.hunter(colours[e.owner], size)
        surface.blit(image, image.get_rect(center=(round(at[0]), round(at[1] - lift))))
    elif kind == "removed":
        x, y = g.centre(e.region)
        image = pieces.hunter(colours[e.owner], size).copy()
        image.set_alpha(round(255 * (1 - p)))
        surface.blit(image, image.get_rect(center=(round(x), round(y - p * g.unit * 0.4))))
    elif kind in ("herded", "culled"):
        start = g.centre(e.source) if kind == "herded" and e.source else (
            g.centre(e.region) if kind == "culled" else above)
        end = g.centre(e.target) if kind == "herded" else above
        at = _lerp(start, end, ease)
        image = pieces.mammoth(round(size * 1.05))
        surface.blit(image, image.get_rect(center=(round(at[0]), round(at[1]))))
    elif kind == "fire_moved":
        at = _lerp(g.centre(e.source), g.centre(e.target), ease)
        image = pieces.fire_token(round(size * 0.9))
        surface.blit(image, image.get_rect(center=(round(at[0]), round(at[1]))))
    elif kind == "club":
        end = g.centre(e.region) if e.region else layout.panels[e.seat].midleft
        at = _lerp(layout.supply.center, end, ease)
        image = pieces.club(size)
        surface.blit(image, image.get_rect(center=(round(at[0]), round(at[1]))))
    elif kind == "played":
        start = layout.panels[e.seat].center
        end = layout.piles.get("light" if e.card.startswith("l") else "dark", layout.supply).center
        at = _lerp(start, end, ease)
        w = round(layout.card[0] * (0.9 - 0.4 * p))
        face = pygame.transform.smoothscale(cards.card_face(e.card, layout.card), (w, round(w * cards.CARD_RATIO)))
        surface.blit(face, face.get_rect(center=(round(at[0]), round(at[1]))))
    elif kind == "fire_revealed":
        draw_turning(surface, scene, item, size)
    elif kind == "conflict":
        draw_conflict(surface, scene, item)
    elif kind == "scored":
        draw_scoring(surface, scene, item)
    elif kind == "iced":
        tile, at = board_art.glacier_tile(scene.game.state.board, g.size, e.region)
        drop = round((1 - ease) * (at[1] + tile.get_height()))
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(g.land).clip(clip))     # inside a frame's clip too (table/frames.py)
        surface.blit(tile, (g.origin[0] + at[0], g.origin[1] + at[1] - drop))
        surface.set_clip(clip)


def draw_turning(surface, scene, item, size: int) -> None:
    """K1: every token on the board turns face up (it shrinks, then grows with its value)."""
    g = scene.layout.geometry
    for region, values in item.event.tokens:
        x, y = g.centre(region)
        for k, value in enumerate(values):
            w = max(2, round(size * abs(math.cos(min(1.0, item.progress * 1.3) * math.pi)) * 0.95))
            shown = value if item.progress > 0.5 else None
            image = pieces.fire_token(round(size * 0.95), shown)
            image = pygame.transform.smoothscale(image, (w, image.get_height()))
            cx = x + (k - (len(values) - 1) / 2) * size
            surface.blit(image, image.get_rect(center=(round(cx), round(y + size * 0.9))))


def _box_beside(scene, rid: int, width: int, height: int) -> pygame.Rect:
    g = scene.layout.geometry
    box = pygame.Rect(0, 0, width, height)
    bounds = g.bounds(rid)
    if bounds.centerx < g.land.centerx:
        box.left = bounds.right + scene.layout.scale.px(6)
    else:
        box.right = bounds.left - scene.layout.scale.px(6)
    box.top = bounds.top
    return box.clamp(g.land)


def _focus(surface, scene, rid: int) -> None:
    g = scene.layout.geometry
    pygame.draw.polygon(surface, theme.GLOW, g.polygon(rid), max(3, round(g.unit * 0.03)))


def draw_conflict(surface, scene, item) -> None:
    """K2-K6 on one region: its capacity, then the removal steps one by one, then who is left."""
    s = scene.layout.scale
    names = scene.names()
    e = item.event
    _focus(surface, scene, e.region)
    heading = s.role_font("heading", bold=True)
    f = s.role_font("text")
    title = _("Conflict on region {region}", region=e.region)
    lines = [_("Capacity: {capacity} hunters", capacity=e.capacity)]
    shown = item.rows_shown()
    for k, step in enumerate(e.steps[:shown]):
        lines.append(_("Step {step}: {players} -1", step=k + 1, players=", ".join(names[seat] for seat in step)))
    if item.result_shown:
        left = ", ".join(f"{names[seat]} {n}" for seat, n in enumerate(e.left) if n)
        lines.append(_("Left: {players}", players=left or "—"))
    lines = lines[-9:]
    width = max([heading.size(title)[0]] + [f.size(line)[0] for line in lines]) + s.px(28)
    height = s.px(20) + heading.get_linesize() + len(lines) * f.get_linesize()
    box = _box_beside(scene, e.region, width, height)
    panel(surface, box)
    draw_text(surface, title, (box.left + s.px(14), box.top + s.px(8)), heading, theme.INK)
    y = box.top + s.px(12) + heading.get_linesize()
    for line in lines:
        draw_text(surface, line, (box.left + s.px(14), y), f, theme.INK)
        y += f.get_linesize()


def draw_scoring(surface, scene, item) -> None:
    """P1 region by region: each region's hunters × points per hunter, with each player's points."""
    s = scene.layout.scale
    g = scene.layout.geometry
    names = scene.names()
    colours = scene.game.state.colours
    e = item.event
    rows = scoring_rows(e)
    shown = rows[:item.rows_shown()]
    if shown:
        _focus(surface, scene, shown[-1][0])
    heading = s.role_font("heading", bold=True)
    f = s.role_font("text")
    title = _("Scoring of round {round}", round=e.round)
    texts = []
    for region, entries in shown[-9:]:
        parts = ", ".join(f"{names[seat]} {hunters} × {per} = {points}" for seat, hunters, per, points in entries)
        texts.append((entries[0][0], _("Region {region}: {parts}", region=region, parts=parts)))
    badge = s.px(16)
    width = min(g.land.width - s.px(20), max([heading.size(title)[0]] + [f.size(t)[0] + badge + s.px(6)
                                                                          for _s, t in texts]) + s.px(28))
    height = s.px(20) + heading.get_linesize() + max(1, len(texts)) * f.get_linesize()
    box = pygame.Rect(0, 0, width, height)
    box.midbottom = (g.land.centerx, g.land.bottom - s.px(8))
    panel(surface, box)
    draw_text(surface, title, (box.left + s.px(14), box.top + s.px(8)), heading, theme.INK)
    y = box.top + s.px(12) + heading.get_linesize()
    from meduris_gui.table.widgets import elide
    for seat, text in texts:
        image = pieces.player_badge(colours[seat], badge)
        surface.blit(image, image.get_rect(midleft=(box.left + s.px(14), y + f.get_linesize() // 2)))
        room = box.width - s.px(28) - badge - s.px(6)
        draw_text(surface, elide(text, f, room), (box.left + s.px(14) + badge + s.px(6), y), f, theme.INK)
        y += f.get_linesize()


__all__ = ["BAR", "Layout", "draw_game", "piece_size", "region_items", "region_spots"]
