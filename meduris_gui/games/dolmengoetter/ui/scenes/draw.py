"""Drawing the Dolmengötter table: where everything goes (Layout) and the painting of the screen
model (the scene's `screen()`) and of what the animator has in flight. Drawing changes nothing."""

from __future__ import annotations

import math

import pygame

from .....i18n import _
from meduris_gui.table import theme
from meduris_gui.table.frames import frame_screen
from meduris_gui.table.widgets import draw_text, panel
from .. import art, track as score_track
from ..texts import circle_name, score_row
from meduris_gui.table.scenes.common import bar_width_needed
from meduris_gui.table.scenes.prompt_column import PromptColumn, draw_prompt
from .panels import draw_panel

PANEL_H = 58
BAR = ("rules", "speed", "menu")      # the bar over the table (common.top_bar): its menu holds saves and settings


class Layout(PromptColumn):
    def __init__(self, size, scale, game) -> None:
        s = self.scale = scale
        width, height = size
        m = s.px(8)
        self.margin = m
        right_min = max(bar_width_needed(s, s.px(34), controls=BAR), s.px(470))
        side = max(200, min(height - 2 * m, width - right_min - 3 * m))
        top = (height - side) // 2
        # the score track rings the board (C1): the board sits in its hole
        ring = score_track.track_width(side)
        self.track = score_track.TrackGeometry(pygame.Rect(m, top, side, side), ring)
        gap = s.px(4)                   # a strip of earth between the slabs and the rune marks
        self.geometry = art.BoardGeometry(game.state.board, m + ring + gap, top + ring + gap, side - 2 * (ring + gap))
        y = self.lay_out_column(m + side + m, size, game.state.n, PANEL_H)
        self.start_prompt(y + s.px(4))


# -- painting --------------------------------------------------------------------------------------

def draw_game(surface, scene) -> None:
    layout = scene.layout
    s = layout.scale
    screen = frame_screen(scene)
    surface.fill(theme.BACKGROUND)
    g = layout.geometry
    surface.blit(art.board_picture(g), g.rect.topleft)
    draw_track(surface, scene, screen)
    draw_board(surface, scene, screen)
    colours = scene.game.state.colours
    names = scene.names()
    acting = -1 if scene.game.is_over() else scene.game.current_player()
    for seat, rect in enumerate(layout.panels):
        draw_panel(surface, s, rect, seat, colours[seat], names[seat], scene.seats.kinds[seat], screen.table,
                   seat == acting)
    draw_prompt(surface, layout, screen)
    if layout.log.height >= s.px(40):
        scene.logview.draw(surface)
    scene.buttons.draw(surface, s.button)
    if not scene.animator.busy and scene.hover_place < 0:
        _track_tip(surface, scene, screen)          # over the right column if need be: drawn last


def draw_track(surface, scene, screen) -> None:
    """The score track and the markers where the screen model puts them (`screen.markers`);
    `scene.drawn_markers` keeps what was drawn (seat, space, laps, centre) for the tests."""
    layout = scene.layout
    s = layout.scale
    track = layout.track
    surface.blit(score_track.track_picture(track, s.role("text")), track.rect.topleft)
    colours = scene.game.state.colours
    size = track.marker
    drawn = []
    tags = []
    drawn_tags = []
    # markers at rest first, the moving one on top
    acting = -1 if scene.game.is_over() else scene.game.current_player()
    for seat, position, space, laps, (x, y) in sorted(screen.markers, key=lambda m: not m[1].is_integer()):
        image = score_track.score_marker(colours[seat], size)
        surface.blit(image, image.get_rect(center=(round(x), round(y))))
        if seat == acting:                  # the player to decide: his marker ringed as his panel
            pygame.draw.circle(surface, theme.GLOW, (round(x), round(y)), size / 2 + 1, 2)
        drawn.append((seat, space, laps, (round(x), round(y))))
        if laps:
            tags.append((score_track.lap_text(laps), space, x, y))
    for text, space, x, y in tags:          # the laps passed: a tag on the marker's rim, ahead along the track
        tag = score_track.lap_tag(text, max(9, round(track.width * 0.32)))
        rect = tag.get_rect()
        side = track.side_of(space)
        if side == 0:                       # top: to the right, on the lower rim (the mark stays free)
            rect.midleft = (round(x + size * 0.25), round(y + size * 0.42))
        elif side == 2:                     # bottom: to the left
            rect.midright = (round(x - size * 0.25), round(y + size * 0.42))
        elif side == 1:                     # right side: below
            rect.midtop = (round(x), round(y + size * 0.3))
        else:                               # left side: above
            rect.midbottom = (round(x), round(y - size * 0.3))
        rect.clamp_ip(track.rect)           # never on the panels nor out of the window
        surface.blit(tag, rect)
        drawn_tags.append(rect)
    scene.drawn_markers = sorted(drawn)
    scene.drawn_tags = drawn_tags


def _piece_height(g, kind: str) -> int:
    return max(10, round(g.cell * (0.5 if kind == "druid" else 0.4)))


def draw_board(surface, scene, screen) -> None:
    g = scene.layout.geometry
    table = screen.table
    colours = scene.game.state.colours
    board = scene.game.state.board
    head = scene.animator.head
    hidden_druid = -1
    if head is not None and head.kind == "walked":
        hidden_druid = head.event.path[0]
    elif head is not None and head.kind == "flew":
        hidden_druid = head.event.source
    # glowing targets under the pieces
    pulse = 0.5 + 0.5 * math.sin(scene.clock * 5)
    for place in screen.targets:
        x, y = g.point(place)
        pygame.draw.circle(surface, theme.GLOW, (x, y), g.radius + 3 + pulse * 2, max(2, g.radius // 4))
    for place in scene.hint_places():           # Suggest: the places of the suggested action
        pygame.draw.circle(surface, theme.HINT, g.point(place), g.radius + 8, max(3, g.radius // 3))
    # a rune place and its partner light up together (B4)
    hover = scene.hover_place
    if hover >= 0:
        for rune, a, b in board.runes:
            if hover in (a, b):
                for place in (a, b):
                    pygame.draw.circle(surface, art.RUNE_GLOW, art.rune_spot(g, place), g.side * 0.05 * 0.45, 2)
        if hover in board.corners:
            for place in board.corners:
                pygame.draw.circle(surface, art.RUNE_GLOW, art.rune_spot(g, place), g.side * 0.05 * 0.45, 2)
    # the path of the walk the pointer rests on
    if screen.selected is not None and hover in screen.targets:
        path = scene.destinations(screen.selected).get(hover)
        if path:
            width = max(3, g.radius // 3)
            for a, b in zip(path, path[1:]):
                if _far(g, a, b):       # a rune or corner link: both ends' marks light up instead
                    for place in (a, b):
                        pygame.draw.circle(surface, theme.LIGHT, art.rune_spot(g, place), g.side * 0.05 * 0.45, 3)
                else:
                    pygame.draw.line(surface, theme.LIGHT, g.point(a), g.point(b), width)
            for p in path[1:-1]:
                pygame.draw.circle(surface, theme.LIGHT, g.point(p), g.radius + 5, 2)
    stone_h, druid_h = _piece_height(g, "stone"), _piece_height(g, "druid")
    for place, seat in table.stones.items():
        x, y = g.point(place)
        image = art.stone(colours[seat], stone_h)
        surface.blit(image, image.get_rect(midbottom=(x, y + g.radius * 0.6)))
    for place, (seat, lying) in sorted(table.druids.items()):
        if place == hidden_druid:
            continue
        _blit_druid(surface, g, place, colours[seat], lying, druid_h)
    if screen.selected is not None:
        x, y = g.point(screen.selected)
        pygame.draw.circle(surface, theme.LIGHT, (x, y), g.radius + 6, 3)
    turning = head.event.circle if head is not None and head.kind == "scored" else -1
    for circle in board.circles:
        if circle.index == turning:
            continue
        for position, (seat, value) in enumerate(table.stacks[circle.index]):
            rect = g.slab_rect(circle, position)
            surface.blit(art.dolmen(colours[seat], rect.width, rect.height, value, max(8, rect.height - 3)), rect)
    if turning >= 0:
        draw_turned(surface, scene, head, table.stacks[turning])
    step = scene.game.state.step
    if screen.targets == set() and not scene.animator.busy and not scene.game.is_over():
        right = scene.game.pending_right() if step == "dolmen" else None
        if right is not None:           # the circle of the dolmen right being decided
            box = g.circle_box(board.circles[right.circle]).inflate(g.radius * 2, g.radius * 2)
            pygame.draw.rect(surface, theme.GLOW, box, 3 + round(pulse * 2), border_radius=round(g.cell * 0.3))
        elif step == "stone" and scene.game.state.left >= 0:     # the place left: a stone, or a point
            pygame.draw.circle(surface, theme.GLOW, g.point(scene.game.state.left), g.radius + 3 + pulse * 2,
                               max(2, g.radius // 4))
    if head is not None:
        draw_item(surface, scene, head, druid_h, stone_h)
    if not scene.animator.busy:
        if hover >= 0:
            _place_tip(surface, scene, hover)
        else:
            circle = g.circle_at(scene.pointer)
            if circle >= 0:
                _circle_tip(surface, scene, circle)


def draw_turned(surface, scene, item, stack) -> None:
    """The stack of the circle being scored, its dolmens turned face up one by one (P4: the
    values are shown to everybody)."""
    g = scene.layout.geometry
    colours = scene.game.state.colours
    circle = scene.game.state.board.circles[item.event.circle]
    rows = item.event.rows
    shown = item.rows_shown()
    for position, (seat, value) in enumerate(stack):
        if position < shown:
            value = rows[position][1]
        rect = g.slab_rect(circle, position)
        surface.blit(art.dolmen(colours[seat], rect.width, rect.height, value, max(8, rect.height - 3)), rect)


def _blit_druid(surface, g, place: int, colour: str, lying: bool, height: int, at=None) -> None:
    x, y = at or g.point(place)
    image = art.druid(colour, height, lying)
    if lying:
        # kept inside the runes' margin (art.rune_spot: a rune lies within 0.8 of the margin from
        # the board's edge), so a druid lying on an edge place never covers its rune
        rect = image.get_rect(center=(x, y))
        keep = round(g.rect.width * 0.05 * 0.8)
        surface.blit(image, rect.clamp(g.rect.inflate(-2 * keep, -2 * keep)))
    else:
        surface.blit(image, image.get_rect(midbottom=(x, y + g.radius * 0.7)))


def draw_item(surface, scene, item, druid_h: int, stone_h: int) -> None:
    """What the animator has in flight: the druid on his way, a piece put down, a scoring."""
    g = scene.layout.geometry
    colours = scene.game.state.colours
    event = item.event
    p = item.progress
    if item.kind == "walked":
        path = event.path
        steps = len(path) - 1
        at = min(steps - 1e-6, p * steps)
        k = int(at)
        t = at - k
        (x0, y0), (x1, y1) = g.point(path[k]), g.point(path[k + 1])
        lift = math.sin(t * math.pi) * g.cell * (0.35 if k + 1 < steps or k > 0 else 0.12)
        if _far(g, path[k], path[k + 1]):          # a rune or corner link: across the board, faded
            x, y = (x0, y0) if t < 0.5 else (x1, y1)
        else:
            x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t - lift
        _blit_druid(surface, g, -1, colours[event.seat], False, druid_h, at=(x, y))
    elif item.kind == "flew":
        (x0, y0), (x1, y1) = g.point(event.source), g.point(event.target)
        lift = math.sin(p * math.pi) * g.cell * 1.2
        _blit_druid(surface, g, -1, colours[event.seat], False, druid_h,
                    at=(x0 + (x1 - x0) * p, y0 + (y1 - y0) * p - lift))
    elif item.kind == "placed":
        x, y = g.point(event.place)
        _blit_druid(surface, g, -1, colours[event.seat], False, druid_h, at=(x, y - (1 - p) * g.cell * 0.6))
    elif item.kind == "stone":
        x, y = g.point(event.place)
        image = art.stone(colours[event.seat], stone_h)
        surface.blit(image, image.get_rect(midbottom=(x, y + g.radius * 0.6 - (1 - p) * g.cell * 0.5)))
    elif item.kind == "dolmen":
        circle = scene.game.state.board.circles[event.circle]
        rect = g.slab_rect(circle, event.position).move(round((1 - p) * g.cell * 0.8), 0)
        shown = event.value if scene.shows_value(event.seat) else None
        pygame.draw.rect(surface, theme.GLOW, rect.inflate(4, 4), 2, border_radius=3)
        surface.blit(art.dolmen(colours[event.seat], rect.width, rect.height, shown, max(8, rect.height - 3)), rect)
    elif item.kind in ("scored", "final_scoring"):
        draw_scoring(surface, scene, item)


def _far(g, a: int, b: int) -> bool:
    return math.dist(g.point(a), g.point(b)) > g.cell * 1.6


def draw_scoring(surface, scene, item) -> None:
    """A completed circle's scoring, row by row: each dolmen turned (its value), its multiplier,
    its points; the final scoring (E3) likewise for every dolmen left."""
    layout = scene.layout
    s = layout.scale
    g = layout.geometry
    board = scene.game.state.board
    names = scene.names()
    colours = scene.game.state.colours
    event = item.event
    if item.kind == "scored":
        title = _("The {circle} is scored", circle=circle_name(board, event.circle))
        rows = [(event.circle, *row) for row in event.rows]
        focus = g.circle_box(board.circles[event.circle])
        pygame.draw.rect(surface, theme.GLOW, focus.inflate(g.radius * 2, g.radius * 2), 4,
                         border_radius=round(g.cell * 0.3))
    else:
        title = _("Final scoring: every dolmen left on the board")
        rows = list(event.rows)
    if not rows:
        rows_text = [_("No dolmen: no points")]
    else:
        rows_text = []
    heading = s.role_font("heading", bold=True)
    f = s.role_font("text")
    line = max(f.get_linesize(), s.px(22))
    shown = item.rows_shown()
    visible_rows = rows[:shown][-12:]
    slab_w = s.px(40)
    texts = [heading.size(title)[0]] + [f.size(t)[0] for t in rows_text]
    texts += [slab_w + s.px(8) + f.size(score_row(names, seat, value, multiplier, points))[0]
              for _c, seat, value, multiplier, points in rows]
    width = min(g.rect.width - s.px(40), max(texts) + s.px(28))
    height = s.px(20) + heading.get_linesize() + max(1, len(visible_rows) if rows else 1) * line + s.px(16)
    box = pygame.Rect(0, 0, width, height)
    box.center = g.rect.center
    if item.kind == "scored":       # beside the circle, not over it
        gap = g.radius * 2
        if focus.centerx > g.rect.centerx:
            box.right = focus.left - gap
        else:
            box.left = focus.right + gap
        box.top = focus.top
        box.clamp_ip(g.rect.inflate(-s.px(8), -s.px(8)))
    panel(surface, box)
    draw_text(surface, title, (box.left + s.px(14), box.top + s.px(10)), heading, theme.INK)
    y = box.top + s.px(14) + heading.get_linesize()
    for text in rows_text:
        draw_text(surface, text, (box.left + s.px(14), y), f, theme.INK)
    slab_h = s.px(16)
    for circle, seat, value, multiplier, points in visible_rows:
        image = art.dolmen(colours[seat], slab_w, slab_h, value, s.px(11))
        surface.blit(image, (box.left + s.px(14), y + (line - slab_h) // 2))
        draw_text(surface, score_row(names, seat, value, multiplier, points), (box.left + s.px(14) + slab_w + s.px(8), y),
                  f, theme.INK)
        y += line


def _place_tip(surface, scene, place: int) -> None:
    """The place under the pointer: its number (the log names places by number)."""
    s = scene.layout.scale
    g = scene.layout.geometry
    f = s.role_font("caption")
    text = _("place {place}", place=place)
    w, h = f.size(text)
    x, y = g.point(place)
    rect = pygame.Rect(0, 0, w + s.px(10), h + s.px(4))
    rect.midbottom = (round(x), round(y - g.radius - s.px(4)))
    rect.clamp_ip(g.rect)
    pygame.draw.rect(surface, (30, 30, 26), rect, border_radius=4)
    draw_text(surface, text, rect.center, f, theme.LIGHT, anchor="center")


def _circle_tip(surface, scene, circle: int) -> None:
    """A circle under the pointer: its name, its multipliers (P2) and its largest stack (M8)."""
    s = scene.layout.scale
    g = scene.layout.geometry
    c = scene.game.state.board.circles[circle]
    f = s.role_font("caption")
    text = _("{circle}: the top dolmen scores × {multiplier}, each one below one less; at most {stack} dolmens",
             circle=circle_name(scene.game.state.board, circle), multiplier=c.multiplier, stack=c.max_stack)
    w, h = f.size(text)
    rect = pygame.Rect(0, 0, w + s.px(10), h + s.px(4))
    rect.midbottom = (scene.pointer[0], scene.pointer[1] - s.px(12))
    rect.clamp_ip(g.rect)
    pygame.draw.rect(surface, (30, 30, 26), rect, border_radius=4)
    draw_text(surface, text, rect.center, f, theme.LIGHT, anchor="center")


def _track_tip(surface, scene, screen) -> None:
    """A track space under the pointer: whose markers stand there, with their scores."""
    layout = scene.layout
    space = layout.track.space_at(scene.pointer)
    if space < 0:
        return
    names = scene.names()
    here = [(seat, position) for seat, position, at, _laps, _c in screen.markers if at == space]
    if here:
        text = ", ".join(_("{player}: {points} points", player=names[seat], points=int(position))
                         for seat, position in here)
    else:
        text = _("Score track: space {space}", space=space)
    s = layout.scale
    f = s.role_font("caption")
    w, h = f.size(text)
    rect = pygame.Rect(0, 0, w + s.px(10), h + s.px(4))
    rect.midbottom = (scene.pointer[0], scene.pointer[1] - s.px(12))
    if rect.top < layout.track.rect.top:
        rect.midtop = (scene.pointer[0], scene.pointer[1] + s.px(16))
    rect.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (30, 26, 20), rect, border_radius=4)
    draw_text(surface, text, rect.center, f, theme.LIGHT, anchor="center")
