"""What the guided game draws over the game scene: the lesson box (over the log), the board dimmed
but for what the step is about, and a ring with an arrow at the place to click."""

from __future__ import annotations

import pygame

from meduris_gui.i18n import _
from meduris_gui.table import theme
from meduris_gui.table.widgets import draw_text, draw_wrapped, elide, panel
from .game_layout import GameLayout

DIM = 140                 # alpha of the shade over the rest of the board while a step points


def box_rect(layout: GameLayout) -> pygame.Rect:
    """The lesson box: where the log is (the lesson says what matters now)."""
    return layout.log


def draw_lesson(surface, scene) -> None:
    layout = scene.layout
    if layout is None:
        return
    spot = scene.pointed()
    area = scene.pointed_area()
    if area or (spot is not None and spot.place != "button"):
        _dim_board(surface, scene, area + ([spot] if spot is not None else []))
    _box(surface, scene, layout)
    box = box_rect(layout)
    for button in scene.buttons.buttons:          # the box's own buttons, over it
        if box.contains(button.rect):
            button.draw(surface, layout.scale.text)
    if spot is not None:
        _ring_and_arrow(surface, spot, layout.scale)


def _dim_board(surface, scene, spots) -> None:
    """A shade over the board with a clear hole round each spot."""
    board = pygame.Rect(scene.view.geometry.rect)
    shade = pygame.Surface(board.size, pygame.SRCALPHA)
    shade.fill((20, 16, 10, DIM))
    for spot in spots:
        if spot.place == "button":
            continue
        r = max(spot.rect.width, spot.rect.height) // 2 + 10
        pygame.draw.circle(shade, (0, 0, 0, 0), (spot.rect.centerx - board.left, spot.rect.centery - board.top), r)
    surface.blit(shade, board.topleft)


def _ring_and_arrow(surface, spot, s) -> None:
    width = s.px(4)
    if spot.place == "button":
        pygame.draw.rect(surface, theme.LIGHT, spot.rect.inflate(s.px(14), s.px(14)), width + 2, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD, spot.rect.inflate(s.px(10), s.px(10)), width, border_radius=9)
    else:
        r = max(spot.rect.width, spot.rect.height) // 2 + s.px(6)
        pygame.draw.circle(surface, theme.LIGHT, spot.rect.center, r + 2, width + 2)
        pygame.draw.circle(surface, theme.GOLD, spot.rect.center, r, width)
    if spot.place == "button" and spot.name != "continue":
        return                    # among the prompt's buttons an arrow would hide the others
    # The arrow above the spot points down at it (below it, pointing up, near the top edge).
    size = s.px(22)
    x = spot.rect.centerx
    above = spot.rect.top - s.px(10) - 2 * size > 0
    tip_y = spot.rect.top - s.px(8) if above else spot.rect.bottom + s.px(8)
    back = -1 if above else 1
    points = [(x, tip_y), (x - size * 0.7, tip_y + back * size), (x - size * 0.28, tip_y + back * size),
              (x - size * 0.28, tip_y + back * size * 1.9), (x + size * 0.28, tip_y + back * size * 1.9),
              (x + size * 0.28, tip_y + back * size), (x + size * 0.7, tip_y + back * size)]
    pygame.draw.polygon(surface, theme.GOLD, points)
    pygame.draw.polygon(surface, theme.INK, points, 2)


def _box(surface, scene, layout) -> None:
    s = layout.scale
    rect = box_rect(layout)
    panel(surface, rect, theme.LIGHT, theme.GOLD)
    inner = rect.inflate(-s.px(24), -s.px(20))
    lesson = scene.lesson
    head = _("Lesson {n} of {count}: {title}", n=scene.lesson_index + 1, count=len(scene.tutorial.lessons),
             title=_(lesson.title))
    f = theme.font(s.heading, bold=True)
    draw_text(surface, elide(head, f, inner.width), inner.topleft, f, theme.INK)
    top = inner.top + f.get_linesize() + s.px(8)
    text = theme.font(s.text)
    room = pygame.Rect(inner.left, top, inner.width, rect.bottom - s.px(56) - top)
    say = _(scene.step.say)
    if scene.finished:
        say = _("The guided game is over.")
    draw_wrapped(surface, say, room, text, theme.INK, spacing=1.2)


__all__ = ["box_rect", "draw_lesson"]
