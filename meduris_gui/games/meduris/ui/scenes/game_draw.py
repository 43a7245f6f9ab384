"""Drawing the game scene: the board, the player panels, the prompt with the thinking sign of a
computer player, the log and the tooltips.

`draw_game` paints the screen model (screen.Screen) in the scene's layout (game_layout.py) with
the scene's drawing tools (`Painters`: the board view, the log view, the animator for what is in
flight, the buttons); it reads nothing else and changes nothing. What the tooltips say is asked of
the engine when the model is made (`space_tip`, `highland_tip`, `hint_tip` below).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from meduris_gui.i18n import N_, _, ngettext
from ...rules.actions import HUT, TEMPLE
from ...rules.kinds import Building
from .. import choices
from meduris_gui.table import theme
from meduris_gui.table.frames import Part
from ..anim import Animator, DieRoll
from ..art import icons, pieces
from meduris_gui.table.icons import seat_icon
from ..boardview import BoardView
from ..logview import LogView
from ..screen import Hover, Screen, Seat, Table, Tip
from ..tooltip import harvest_lines, place, preview_worker
from meduris_gui.table.widgets import ButtonRow, draw_text, draw_wrapped, elide, panel, render
from .game_layout import GameLayout


@dataclass(frozen=True, eq=False)
class Painters:
    """The game scene's drawing tools. They paint; the game information comes from the model."""

    view: BoardView
    logview: LogView
    animator: Animator              # what is in flight
    buttons: ButtonRow


def draw_game(surface, screen: Screen, layout: GameLayout, tools: Painters, clock: float) -> None:
    """Draw the screen model and what is in flight; `clock` turns the thinking signs."""
    surface.fill(theme.BACKGROUND)
    clip = surface.get_clip()                 # a frame that draws only what changed (frames.py)
    if _board_touched(clip, screen, tools):
        _draw_board(surface, screen, tools)
    _draw_panels(surface, screen, layout, clock)
    if clip.colliderect(layout.prompt.inflate(16, 16)):
        _draw_prompt(surface, screen, layout, tools.buttons, clock)
    if clip.colliderect(tools.logview.rect.inflate(16, 16)):
        tools.logview.draw(surface)
    tools.buttons.draw(surface, layout.scale.text)
    for spot in screen.hint_spots:
        if spot.place == "button":
            _draw_hint_ring(surface, spot, tools.view.geometry.space_radius)
    if screen.tip is not None:
        _draw_tip(surface, screen.tip, layout)


def frame_parts(screen: Screen, layout: GameLayout, tools: Painters, clock: float) -> list[Part]:
    """The parts of draw_game's picture (table/frames.py), each keyed by all it is drawn from: the
    board, and apart from it what moves on it (the druid on his way, the score markers, the piece
    in flight), each player's panel, the prompt, the log, each button, the tooltip."""
    s, view, animator, table = layout.scale, tools.view, tools.animator, screen.table
    g = view.geometry
    shadow = max(8, s.px(8))                           # panels' shadows (widgets.panel: 4 px), rings
    ring = 2 * max(3, g.space_radius // 5) + s.px(10)
    board = pygame.Rect(g.rect).inflate(2 * ring, 2 * ring)
    overrides = {} if screen.past else animator.overrides(table.score)
    targets = dict(screen.targets)
    glowing, hidden = targets.pop("spaces", set()), overrides.get("hidden_spaces", set())
    board_key = (screen.past, table.towers, table.supply, table.die, targets, screen.hover.highland,
                 screen.selected_worker, screen.resting_die, screen.space_numbers, screen.focus,
                 tuple(spot for spot in screen.hint_spots if spot.place != "button"),
                 overrides.get("hidden_workers"), DieRoll.in_flight(animator),
                 tools.logview.frame_key() if screen.past else None)
    parts = [Part.of("board", board, board_key)]
    r = g.space_radius
    for space in range(len(table.kind)):          # a building, a token, a glow (BoardView.draw)
        x, y = g.space(space)
        key = (table.kind[space], table.owner[space], table.token[space], space in glowing,
               space in glowing and space == screen.hover.space, space in hidden)
        parts.append(Part.of(f"space-{space}", (x - 3 * r, y - 3 * r, 6 * r, 6 * r), key))
    druid = view.druid_rect(table, overrides)
    parts.append(Part.of("druid", druid, tuple(druid), 2))
    scores = overrides.get("scores") or table.score
    for seat, rect in enumerate(view.marker_rects(scores)):
        parts.append(Part.of(f"marker-{seat}", rect, scores[seat], rect.width))   # a "100" badge beside it
    if animator.busy and not screen.past:
        head = animator.items[0]
        bounds = head.bounds(view)
        if bounds is None:
            bounds = board
        parts.append(Part.of("flight", bounds, (id(head), head.t, head.started), 2))
    spin = int(clock * 8) % 8                          # the thinking signs' dots (draw_spinner)
    for index, (seat, rect) in enumerate(zip(screen.seats, layout.panels)):
        key = (seat, table.score[index], table.huts[index], table.temples[index], screen.materials[index],
               spin if seat.thinking else None)
        parts.append(Part.of(f"panel-{index}", rect, key, shadow))
    prompt_key = (screen.flow, screen.prompt, screen.info, screen.message, screen.hint, screen.build_rows,
                  screen.thinking, spin if screen.thinking else None, tuple(layout.thinking))
    parts.append(Part.of("prompt", layout.prompt, prompt_key, shadow))
    parts.append(Part.of("log", tools.logview.rect, tools.logview.frame_key(), shadow))
    parts.extend(tools.buttons.frame_parts(layout.scale.text))
    rings = [spot for spot in screen.hint_spots if spot.place == "button"]
    if rings:
        area = rings[0].rect.unionall([spot.rect for spot in rings[1:]])
        parts.append(Part.of("button-rings", area, tuple(rings), ring))
    if screen.tip is not None:
        # Anywhere in its area (tip_area): a tooltip is placed once a frame, when it is drawn.
        parts.append(Part.of("tip", tip_area(layout), screen.tip, shadow))
    return parts


def _board_touched(clip, screen: Screen, tools: Painters) -> bool:
    """Whether the board's drawing (its pieces, rings, markers' badges, the focus's pointer, what
    flies to a panel) reaches into `clip`."""
    g = tools.view.geometry
    if clip.colliderect(pygame.Rect(g.rect).inflate(4 * g.space_radius + 40, 4 * g.space_radius + 40)):
        return True
    if not tools.animator.busy or screen.past:
        return False
    bounds = tools.animator.items[0].bounds(tools.view)
    return bounds is None or clip.colliderect(bounds)


def _draw_board(surface, screen: Screen, tools: Painters) -> None:
    view, animator, table = tools.view, tools.animator, screen.table
    if not screen.past:
        view.draw(surface, table, animator.overrides(table.score), screen.targets, screen.hover.space,
                  screen.hover.highland, screen.selected_worker)
        if screen.resting_die and not DieRoll.in_flight(animator):
            view.draw_resting_die(surface, table.die)       # under the pieces that fly past it
        animator.draw(surface, view)
    else:                                                 # a hovered log line: back then
        view.draw(surface, table, {}, {})
    if screen.space_numbers:
        view.draw_space_numbers(surface)
    view.draw_focus(surface, screen.focus)
    for spot in screen.hint_spots:
        if spot.place != "button":                    # a button's ring goes over the prompt
            _draw_hint_ring(surface, spot, view.geometry.space_radius)
    if screen.past:
        g = view.geometry                                 # the caption sits inside the score track
        tools.logview.draw_caption(surface, pygame.Rect(g.rect).inflate(-2 * g.band, -2 * g.band))


def _draw_hint_ring(surface, spot, radius: int) -> None:
    """A suggested action's place: a bright ring round a space, highland or worker, a frame round
    a button (game_point.Spot)."""
    width = max(3, radius // 5)
    rect = spot.rect.inflate(2 * width + 4, 2 * width + 4)
    if spot.place == "button":
        pygame.draw.rect(surface, theme.LIGHT, rect.inflate(4, 4), width + 2, border_radius=8)
        pygame.draw.rect(surface, theme.HINT, rect, width, border_radius=8)
        return
    r = max(rect.width, rect.height) // 2
    pygame.draw.circle(surface, theme.LIGHT, rect.center, r + 2, width + 2)
    pygame.draw.circle(surface, theme.HINT, rect.center, r, width)


def _draw_panels(surface, screen: Screen, layout: GameLayout, clock: float) -> None:
    for index, (seat, rect) in enumerate(zip(screen.seats, layout.panels)):
        _draw_panel(surface, rect, seat, index, screen, layout.scale, clock)


def _draw_panel(surface, rect, seat: Seat, index: int, screen: Screen, s, clock: float) -> None:
    """A player's panel: mark, name (a computer's sign), points; huts, temples, rune stones left;
    the materials on the right, or "hidden" behind the screen (S3)."""
    table = screen.table
    f = theme.font(s.text, bold=True)
    small = theme.font(s.small)
    panel(surface, rect, (250, 238, 200) if seat.active else theme.PANEL, theme.GOLD if seat.active else theme.PANEL_EDGE)
    surface.blit(icons.player_mark(seat.colour, s.px(22)), (rect.left + s.px(8), rect.top + s.px(8)))
    room = rect.width // 2 - s.px(40) - (s.px(46) if seat.kind != "human" else 0)   # the computer's sign
    name = draw_text(surface, elide(seat.name, f, room), (rect.left + s.px(36), rect.top + s.px(6)), f)
    if seat.kind != "human":
        sign = seat_icon(seat.kind, s.px(20), theme.INK_SOFT)
        surface.blit(sign, sign.get_rect(midleft=(name.right + s.px(6), rect.top + s.px(19))))
        if seat.thinking:
            draw_spinner(surface, (name.right + s.px(37), rect.top + s.px(19)), s.px(7), clock)
    points = ngettext("{n} point", "{n} points", table.score[index])
    draw_text(surface, points, (rect.left + rect.width // 2, rect.top + s.px(6)), f)
    x, y = rect.left + s.px(8), rect.top + s.px(38)
    for piece, left, gap in ((pieces.hut(seat.colour, s.px(22)), table.huts[index], 8),
                             (pieces.temple(seat.colour, s.px(24)), table.temples[index], 10)):
        surface.blit(piece, piece.get_rect(midleft=(x, y)))
        x += piece.get_width() + s.px(2)
        x = draw_text(surface, f"×{left}", (x, y), small, anchor="midleft").right + s.px(gap)
    for rune in seat.runes:
        stone = icons.rune_stone(rune, s.px(20))
        surface.blit(stone, stone.get_rect(midleft=(x, y)))
        x += stone.get_width() + s.px(1)
    mx = rect.left + rect.width // 2 + s.px(20)
    materials = screen.materials[index]
    if materials is None:
        draw_text(surface, _("materials hidden"), (mx, y), small, theme.INK_SOFT, anchor="midleft")
        return
    for m in range(4):
        chip = icons.material_chip(m, s.px(20))
        cx = mx + m * s.px(46)
        surface.blit(chip, chip.get_rect(midleft=(cx, y)))
        draw_text(surface, str(materials[m]), (cx + s.px(22), y), f, anchor="midleft")


def _draw_prompt(surface, screen: Screen, layout: GameLayout, buttons: ButtonRow, clock: float) -> None:
    """The prompt's parts where the flow puts them (game_layout.PromptFlow): each wrapped
    whole, none over another or over a button."""
    s, prompt, flow = layout.scale, layout.prompt, screen.flow
    panel(surface, prompt)
    if flow is None:
        return
    f = theme.font(s.heading, bold=True)          # the prompt's role: never shrunk, wrapped
    draw_wrapped(surface, screen.prompt, flow.text, f, spacing=1.05)
    small = theme.font(s.small)
    if screen.info:
        draw_wrapped(surface, screen.info, flow.info, small, theme.INK_SOFT, spacing=1.0)
    if screen.message:            # why a click did nothing, else the suggestion's reason
        draw_wrapped(surface, screen.message, flow.note, small, theme.WARN, spacing=1.0)
    elif screen.hint:
        draw_wrapped(surface, screen.hint, flow.note, theme.font(s.small, bold=True), theme.HINT, spacing=1.0)
    for rect, text in screen.build_rows:
        draw_wrapped(surface, text, rect, small, theme.INK, spacing=1.0)
    if screen.thinking:
        _draw_thinking(surface, screen.thinking, layout, flow, clock)


def _draw_thinking(surface, text: str, layout: GameLayout, flow, clock: float) -> None:
    """A turning ring of dots and "Blue is thinking…" (or rolls the die) where a human's
    buttons would be: the window is waiting for a computer player, not frozen."""
    s = layout.scale
    rect = layout.thinking                      # where the first row of buttons goes, under the texts
    rect = rect.move(0, max(0, flow.buttons.top - rect.top))
    radius = s.px(11)
    draw_spinner(surface, (rect.left + radius + s.px(2), rect.centery), radius, clock)
    left = rect.left + 2 * radius + s.px(12)
    f = theme.font(s.heading, bold=True)
    draw_text(surface, elide(text, f, rect.right - left), (left, rect.centery), f, theme.INK_SOFT, anchor="midleft")


def tip_area(layout: GameLayout) -> pygame.Rect:
    """Where tooltips go: the board's part of the window, left of the right column. A tooltip
    never covers the player panels, the prompt, its buttons or the log (what the player reads and
    clicks to decide); one about something in the column (a button, a player's points) stands
    beside the column at its height."""
    margin = layout.board[0]
    return pygame.Rect(0, 0, layout.column.left - margin, layout.column.bottom + margin)


def tooltip_avoid(tip: Tip, layout: GameLayout) -> list:
    """What a tooltip must not cover inside its area: the spot it describes under the pointer
    (a space, a highland, a score marker)."""
    reach = layout.scale.px(12)
    return [pygame.Rect(tip.anchor[0] - reach, tip.anchor[1] - reach, 2 * reach, 2 * reach)]


def tip_rect(tip: Tip, layout: GameLayout) -> pygame.Rect:
    """The rectangle a tooltip is drawn in (in the tip area, off the spot it describes)."""
    s = layout.scale
    f = theme.font(s.small)
    fonts = _tip_fonts(tip, s)
    widest = max(font.size(line)[0] for font, line in zip(fonts, tip.lines))
    if tip.kind == "hint":
        size = (widest + s.px(16), f.get_linesize() + s.px(10))
    else:
        size = (widest + s.px(40 if tip.kind == "space" else 16), len(tip.lines) * f.get_linesize() + s.px(12))
    return place(size, tip.anchor, tip_area(layout), tooltip_avoid(tip, layout))


def _tip_fonts(tip: Tip, s) -> list:
    f = theme.font(s.small)
    return [theme.font(s.small, bold=True) if tip.kind in ("highland", "score") else f] + [f] * (len(tip.lines) - 1)


def _draw_tip(surface, tip: Tip, layout: GameLayout) -> None:
    """A button's hint in one line beside it; a highland's harvest or a score's sources with a
    bold title; a space's lines with its territory's rune at the right. All over the board only
    (tip_area)."""
    s = layout.scale
    f = theme.font(s.small)
    fonts = _tip_fonts(tip, s)
    rect = tip_rect(tip, layout)
    panel(surface, rect, theme.LIGHT, radius=6, shadow=2)
    if tip.kind == "hint":
        draw_text(surface, tip.lines[0], rect.center, f, anchor="center")
        return
    if tip.kind == "space":
        surface.blit(icons.rune(tip.rune, s.px(22), theme.INK), (rect.right - s.px(28), rect.top + s.px(6)))
    for k, (font, line) in enumerate(zip(fonts, tip.lines)):
        surface.blit(render(font, line, theme.INK), (rect.left + s.px(8), rect.top + s.px(6) + k * f.get_linesize()))


# -- what the tooltips say (asked of the engine when the screen model is made) -------------------


# The sources of a score (rules/scoring.py score_breakdown), as the score's tooltip and the end
# screen's table name them.
SCORE_SOURCES = (("start", N_("At the start")), ("sacrifices", N_("Sacrifices")), ("bonus", N_("+2 tokens")),
                 ("river", N_("River")), ("last_round", N_("Druid's last round")), ("temples", N_("Temples")),
                 ("runes", N_("Rune stones")))


def score_area(layout: GameLayout, seat: int) -> pygame.Rect:
    """Where a seat's points are written on its panel (the top row's right half, _draw_panel)."""
    rect = layout.panels[seat]
    return pygame.Rect(rect.left + rect.width // 2, rect.top, rect.width - rect.width // 2, layout.scale.px(28))


def score_at(layout: GameLayout, view: BoardView, table: Table, pointer) -> int:
    """The seat whose points (on its panel) or score marker (on the track) lie under the
    pointer, or -1."""
    for seat in range(len(layout.panels)):
        if score_area(layout, seat).collidepoint(pointer):
            return seat
    for seat, rect in enumerate(view.marker_rects(table.score)):
        if rect is not None and rect.collidepoint(pointer):
            return seat
    return -1


def score_tip(game, names: list[str], seat: int, anchor) -> Tip:
    """A player's points so far by source (the engine's Game.score_breakdown): the start, the
    sacrifices, the +2 tokens, the river crossings, then the final scoring's parts."""
    row = game.score_breakdown()[seat]
    lines = [ngettext("{player}: {n} point", "{player}: {n} points", row["total"], player=names[seat])]
    for key, label in SCORE_SOURCES:
        if row[key] or key == "start":
            points = str(row[key]) if key == "start" else f"{row[key]:+d}".replace("-", "–")
            lines.append(_("{source}: {points}", source=_(label), points=points))
    return Tip("score", tuple(lines), anchor)


def hint_tip(buttons: ButtonRow) -> Tip | None:
    """The hint of the button under the pointer (what a click does, what cannot be undone)."""
    for button in buttons.buttons:
        if button.hover and button.hint:
            return Tip("hint", (button.hint,), button.rect.midtop)
    return None


def highland_tip(game, names: list[str], targets, hover: Hover, selected) -> Tip | None:
    """Hovering a highland: what the big harvest there would give to whom (the engine's
    Game.harvest_preview), for the selected worker or, with none selected, any own worker
    that may go there (all of them give the same harvest)."""
    if hover.highland < 0:
        return None
    worker = preview_worker(targets, hover.highland, selected)
    if worker is None:
        return None
    return Tip("highland", tuple(harvest_lines(game, names, worker, hover.highland)), hover.pointer)


def space_tip(game, names: list[str], table: Table, hover: Hover, seat: int) -> Tip | None:
    """A space's price and why (the engine's Game.build_price), its territory's rune, its token;
    or whose hut or temple stands there. Only the builds the engine allows `seat` (the player at
    the laptop) there at all: no temple's price once his temples are all built, none once the
    game is over."""
    space = hover.space
    if space < 0:
        return None
    board = game.state.board
    lines = [_("Space {space}", space=space)]
    if not table.kind[space]:
        for verb in (HUT, TEMPLE):
            price = game.build_price(verb, space, seat)
            if price.allowed:
                lines.append(choices.price_text(price))
                lines.extend(choices.price_notes(price))
    else:
        owner = names[table.owner[space]]
        lines.append(_("{player}'s hut", player=owner) if table.kind[space] == Building.HUT else
                     _("{player}'s temple", player=owner))
    return Tip("space", tuple(lines), hover.pointer, board.territories[board.space_territory[space]].rune)


def draw_spinner(surface, centre, radius: int, clock: float) -> None:
    """Eight dots on a ring, a dark head going round about once a second with a fading tail."""
    head = int(clock * 8) % 8
    dot = max(1, round(radius * 0.28))
    for k in range(8):
        angle = k * math.tau / 8
        age = (head - k) % 8                       # 0: the head, 7: the faintest
        colour = _fade(theme.BUTTON, theme.PANEL, 0.85 * age / 8)
        x = centre[0] + radius * math.sin(angle)
        y = centre[1] - radius * math.cos(angle)
        pygame.draw.circle(surface, colour, (round(x), round(y)), dot if age else dot + 1)


def _fade(colour, background, amount: float) -> tuple:
    return tuple(round(c + (b - c) * amount) for c, b in zip(colour, background))


__all__ = ["Painters", "draw_game", "frame_parts", "draw_spinner", "highland_tip", "hint_tip", "space_tip", "tip_area", "tip_rect",
           "tooltip_avoid"]
