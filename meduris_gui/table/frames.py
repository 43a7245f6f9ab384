"""Drawing only what changed (issue 23 item 4): a frame redraws and presents the parts of the window
whose content changed since the last frame, not the whole window.

A scene may describe its picture as parts (`Scene.frame_parts`): each a rectangle of the window
that holds every pixel the part draws, and a key, a value that changes whenever what the part
shows changes (the model it is drawn from, the frame of an animation, the turn of a spinner).
`Damage` compares a frame's parts with the last frame's: the rectangles of the parts whose key or
place changed, old and new, are the damage. The window then draws the scene again clipped to the
damage only (the scene's one `draw`, so what is drawn is the full redraw's, pixel for pixel, inside
the clip) and hands only those rectangles to the screen (pygame.display.update).

Whenever unsure the window is drawn whole: a scene that gives no parts, overlays over a scene, a
new scene, a resized window, another language (App.frame and App.repaint_all).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

# Damage covering more of the window than this is drawn as one full frame (one flip is cheaper
# than many clipped passes over most of the window).
FULL_SHARE = 0.85
# At most this many rectangles handed to the screen a frame (the scene is drawn once, clipped to
# the box around them; close rectangles are shown as their union).
MAX_PASSES = 3


@dataclass(frozen=True)
class Part:
    """A part of a scene's picture: `rect` holds every pixel it draws; `key` changes whenever
    what it shows changes (compared with ==)."""

    name: str
    rect: tuple
    key: object

    @classmethod
    def of(cls, name: str, rect, key, margin: int = 0) -> Part:
        """A part whose drawing may spill `margin` pixels out of `rect` (a panel's shadow)."""
        r = pygame.Rect(rect)
        if margin:
            r = r.inflate(2 * margin, 2 * margin)
        return cls(name, (r.x, r.y, r.w, r.h), key)


class Damage:
    """The parts of the last frame drawn, and what the next frame must draw again."""

    def __init__(self) -> None:
        self.parts: dict[str, Part] | None = None

    def forget(self) -> None:
        """The window must be drawn whole next time (a new scene, a resize, a lost picture)."""
        self.parts = None

    def changed(self, parts: list[Part] | None, size: tuple[int, int]) -> list[pygame.Rect] | None:
        """The rectangles to draw again (merged, inside the window), or None: draw it all.
        `parts` None: the scene gives none (always drawn whole)."""
        old = self.parts
        self.parts = None if parts is None else {part.name: part for part in parts}
        if old is None or self.parts is None:
            return None
        screen = pygame.Rect((0, 0), size)
        rects = []
        gone = Part("", (0, 0, 0, 0), None)       # a part that came or went: its place is damaged
        for name in self.parts.keys() | old.keys():
            before, part = old.get(name, gone), self.parts.get(name, gone)
            if before.key != part.key or before.rect != part.rect or before is gone or part is gone:
                for rect in (before.rect, part.rect):
                    clipped = screen.clip(rect)
                    if clipped.width and clipped.height:
                        rects.append(clipped)
        merged = merge(rects)
        if sum(r.width * r.height for r in merged) > FULL_SHARE * size[0] * size[1]:
            return None
        return merged


class PerFrame:
    """A value made once for the frame being drawn: its parts and each clipped pass of its drawing
    share one screen model (App.presenting numbers the frame). Outside a frame (a test drawing a
    scene itself) it is made anew at every call."""

    def __init__(self) -> None:
        self.frame = 0
        self.value = None

    def get(self, app, make):
        frame = getattr(app, "presenting", 0)
        if not frame:
            return make()
        if frame != self.frame:
            self.value, self.frame = make(), frame
        return self.value


def frame_screen(scene):
    """The screen model of `scene` for the frame being drawn: made once a frame when the scene
    keeps a `frame_screen` (PerFrame), else anew."""
    memo = getattr(scene, "frame_screen", None)
    return memo.get(scene.app, scene.screen) if memo is not None else scene.screen()


def merge(rects: list[pygame.Rect], passes: int = MAX_PASSES) -> list[pygame.Rect]:
    """Few rectangles covering `rects`: one inside another is dropped; two are joined when their
    union is hardly larger than both (a quarter of it at most); past `passes` rectangles, the two
    whose union wastes least. They may overlap: the frame draws the scene once over the box around
    them all (App._present), and a pixel shown twice is the same pixel."""
    out: list[pygame.Rect] = []
    for rect in sorted((pygame.Rect(r) for r in rects), key=lambda r: r.width * r.height, reverse=True):
        if not any(other.contains(rect) for other in out):
            out.append(rect)
    while len(out) > 1:
        best = None
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                union, both = out[i].union(out[j]), out[i].clip(out[j])
                covered = out[i].width * out[i].height + out[j].width * out[j].height - both.width * both.height
                waste = union.width * union.height - covered
                if best is None or waste < best[0]:
                    best = (waste, i, j, union)
        waste, i, j, union = best
        if waste > union.width * union.height / 4 and len(out) <= passes:
            break
        out = [r for k, r in enumerate(out) if k not in (i, j)]
        out = [r for r in out if not union.contains(r)] + [union]
    return out


__all__ = ["Damage", "Part", "PerFrame", "frame_screen", "merge"]
