"""Where a tooltip goes, and the highland tooltip's content.

`place` finds a rectangle for a tooltip near the pointer that stays on the screen and covers none
of the rectangles to avoid (the prompt and its buttons): a tooltip must never hide what the
player is about to click. `harvest_lines` says what a big harvest onto a highland would give to
whom, as the engine computes it (Game.harvest_preview): no rule is restated here.
"""

from __future__ import annotations

import pygame

from meduris_gui.i18n import _
from ..rules.game import Game
from .log import material_name

GAP = 14                   # pixels between the pointer and the tooltip


def place(size: tuple[int, int], anchor: tuple[int, int], screen: pygame.Rect,
          avoid: list[pygame.Rect]) -> pygame.Rect:
    """A `size` rectangle inside `screen`, near `anchor`, overlapping none of `avoid`.

    First the usual places around the anchor (below-right, below-left, above-right, ...). When
    all of those cover something, the nearest free place on the screen: a free place exists if
    and only if one exists with its left side on the screen's left or on the right side of a
    rectangle to avoid (slide any free place left until it touches one) and likewise its top,
    so trying those positions is complete. When no place is free: the least covering one.
    """
    width, height = min(size[0], screen.width), min(size[1], screen.height)
    ax, ay = anchor
    avoid = [pygame.Rect(r) for r in avoid if r.width > 0 and r.height > 0]
    preferred = [(ax + GAP, ay + GAP), (ax - GAP - width, ay + GAP), (ax + GAP, ay - GAP - height),
                 (ax - GAP - width, ay - GAP - height), (ax - width // 2, ay + GAP),
                 (ax - width // 2, ay - GAP - height), (ax + GAP, ay - height // 2),
                 (ax - GAP - width, ay - height // 2)]
    candidates = [_inside(pygame.Rect(x, y, width, height), screen) for x, y in preferred]
    for rect in candidates:
        if rect.collidelist(avoid) < 0:
            return rect
    xs = {screen.left, screen.right - width, ax + GAP, ax - GAP - width}
    ys = {screen.top, screen.bottom - height, ay + GAP, ay - GAP - height}
    for r in avoid:
        xs.update((r.right, r.left - width))
        ys.update((r.bottom, r.top - height))
    free = []
    for x in xs:
        for y in ys:
            rect = pygame.Rect(x, y, width, height)
            if screen.contains(rect) and rect.collidelist(avoid) < 0:
                free.append(rect)
    if free:
        return min(free, key=lambda rect: _distance(rect, anchor))
    return min(candidates, key=lambda rect: (_covered(rect, avoid), _distance(rect, anchor)))


def _inside(rect: pygame.Rect, screen: pygame.Rect) -> pygame.Rect:
    return rect.clamp(screen)


def _distance(rect: pygame.Rect, point: tuple[int, int]) -> float:
    """How far a rectangle lies from a point (0 when it holds it)."""
    dx = max(rect.left - point[0], 0, point[0] - rect.right)
    dy = max(rect.top - point[1], 0, point[1] - rect.bottom)
    return (dx * dx + dy * dy) ** 0.5


def _covered(rect: pygame.Rect, avoid: list[pygame.Rect]) -> int:
    """The area of `rect` over the rectangles to avoid (counted once per rectangle)."""
    total = 0
    for other in avoid:
        clip = rect.clip(other)
        total += clip.width * clip.height
    return total


def preview_worker(targets, highland: int, selected) -> tuple | None:
    """The worker whose big harvest onto `highland` the highland tooltip shows: the selected
    one, or with none selected any own worker that may go there. (The moved worker always lands
    on top of the destination, so every own worker gives the same harvest there.)"""
    if selected is not None:
        return selected if highland in targets.workers.get(selected, {}) else None
    for worker in sorted(targets.workers):
        if highland in targets.workers[worker]:
            return worker
    return None


def harvest_lines(game: Game, names: list[str], worker: tuple, highland: int) -> list[str]:
    """The highland tooltip: its title, then one line per seat that would gain (A)."""
    gains = game.harvest_preview(worker[0], worker[1], highland)
    material = material_name(highland)
    lines = [_("Big harvest on this highland")]
    for seat, count in enumerate(gains):
        if count:
            lines.append(_("{player}: +{count} {material}", player=names[seat], count=count, material=material))
    if len(lines) == 1:
        lines.append(_("The supply is empty: nobody gains anything"))
    return lines


__all__ = ["place", "preview_worker", "harvest_lines"]
