"""The title screen's picture: the sacred mountain at dawn, the stone circle, the druid.

One composed picture per window size and peak height, cached: the title scene blits it and draws
only its text and buttons on top. The summit never rises above `peak_top` (the scene passes the
bottom of its title and subtitle), so the words never cross the art at any window size.
"""

from __future__ import annotations

import functools
import math
import random

import pygame

from meduris_gui.table import draw as _draw
from .palette import mix
from .pieces import druid

SEED = 1907
SKY_TOP = (30, 34, 72)       # night still lingering at the top
SKY_MID = (92, 70, 120)      # violet
SKY_LOW = (236, 150, 118)    # rose
HORIZON = (252, 214, 150)    # gold where the sun comes up


def horizon_y(width: int, height: int) -> int:
    """Where the distant hills meet the sky."""
    return round(height * 0.72)


def peak_point(width: int, height: int, peak_top: int) -> tuple[int, int]:
    """The summit of the mountain: centred, at `peak_top` unless that would leave no mountain."""
    lowest = horizon_y(width, height) - round(height * 0.12)
    return (width // 2, min(max(peak_top, 0), lowest))


def peak_rect(width: int, height: int, peak_top: int) -> pygame.Rect:
    """The box of the snowy summit (what must stay clear of the title)."""
    px, py = peak_point(width, height, peak_top)
    half = _mountain_half_width(width, height, py) * 0.22
    snow = (horizon_y(width, height) - py) * 0.3
    return pygame.Rect(round(px - half), py, round(half * 2), round(snow))


def _mountain_half_width(width: int, height: int, py: int) -> float:
    return min(width * 0.5, (horizon_y(width, height) - py) * 1.9 + width * 0.1)


@functools.lru_cache(maxsize=4)
def title_picture(width: int, height: int, peak_top: int) -> pygame.Surface:
    """The whole picture for a window of width x height (cached)."""
    rnd = random.Random(SEED)
    surf = pygame.Surface((width, height))
    _sky(surf)
    _sun(surf, width, height)
    _far_hills(surf, width, height, rnd)
    _mountain(surf, width, height, peak_top, rnd)
    _foothills(surf, width, height, rnd)
    _stone_circle(surf, width, height, rnd)
    _the_druid(surf, width, height)
    # opaque: once a window exists, in its pixel format, so the whole-window blit each frame is cheap
    return surf.convert() if pygame.display.get_surface() is not None else surf


def _sky(surf: pygame.Surface) -> None:
    """Dawn: deep blue above, violet, rose, gold at the horizon."""
    width, height = surf.get_size()
    hy = horizon_y(width, height)
    stops = ((0.0, SKY_TOP), (0.38, SKY_MID), (0.78, SKY_LOW), (1.0, HORIZON))
    for y in range(hy + 1):
        t = y / max(1, hy)
        for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
            if t <= t1:
                colour = mix(c0, c1, (t - t0) / (t1 - t0))
                break
        pygame.draw.line(surf, colour, (0, y), (width, y))
    surf.fill((40, 60, 44), (0, hy, width, height - hy))
    rnd = random.Random(SEED + 1)
    for _ in range(width // 12):  # the last stars in the dark part of the sky
        x, y = rnd.uniform(0, width), rnd.uniform(0, hy * 0.3)
        surf.set_at((round(x), round(y)), mix((255, 250, 230), SKY_TOP, rnd.uniform(0.2, 0.7)))


def _sun(surf: pygame.Surface, width: int, height: int) -> None:
    """The rising sun's glow on the horizon, left of the mountain."""
    hy = horizon_y(width, height)
    r = round(height * 0.5)
    glow = _draw.radial(r * 2, (255, 236, 180), (236, 150, 118), 24)
    fade = _draw.canvas(r * 2)
    for k in range(24):
        pygame.draw.circle(fade, (255, 255, 255, round(160 * (k + 1) / 24)), (r, r), r * (1 - k / 24))
    glow.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(glow, (round(width * 0.2) - r, hy - r))
    pygame.draw.circle(surf, (255, 244, 210), (round(width * 0.2), hy), max(6, round(height * 0.045)))


def _ridge(width: int, base: float, amp: float, rnd: random.Random, n: int = 60) -> list[tuple[float, float]]:
    waves = [(rnd.uniform(1.5, 6), rnd.uniform(0, math.tau), rnd.uniform(0.3, 1)) for _ in range(4)]
    pts = []
    for i in range(n + 1):
        x = width * i / n
        y = base - amp * sum(a * (0.5 + 0.5 * math.sin(f * x / width * math.tau + ph)) for f, ph, a in waves) / 2
        pts.append((x, y))
    return pts


def _far_hills(surf: pygame.Surface, width: int, height: int, rnd: random.Random) -> None:
    """Two bands of distant hills, hazy violet: the depth behind the mountain."""
    hy = horizon_y(width, height)
    for base, amp, colour in ((hy, height * 0.08, (150, 112, 140)), (hy + height * 0.02, height * 0.05, (108, 90, 120))):
        ridge = _ridge(width, base, amp, rnd)
        _draw.poly(surf, colour, ridge + [(width, height), (0, height)])


def _mountain(surf: pygame.Surface, width: int, height: int, peak_top: int, rnd: random.Random) -> None:
    """The sacred mountain: a dawn-lit west face, a violet shadowed east face, a snow cap, green
    flanks below the rock, and a waterfall falling from a shoulder."""
    px, py = peak_point(width, height, peak_top)
    hy = horizon_y(width, height)
    half = _mountain_half_width(width, height, py)
    foot = hy + height * 0.06
    mh = foot - py

    def side(sign: int) -> list[tuple[float, float]]:
        """The skyline from the peak down to one foot, with shoulders and notches."""
        pts = [(px, py)]
        for t, lift in ((0.1, 0.06), (0.22, 0.02), (0.34, 0.09), (0.5, 0.0), (0.68, 0.05), (1.0, 0.0)):
            x = px + sign * half * t
            y = py + mh * (t ** 0.8) * 0.95 - mh * lift * 0.3 + rnd.uniform(-1, 1) * mh * 0.01
            pts.append((x, y))
        return pts

    left, right = side(-1), side(1)
    outline = left[::-1] + right[1:] + [(px + half, foot), (px - half, foot)]
    # the dividing ridge between the lit and the shaded face, wandering down from the peak
    ridge = [(px, py)]
    for k in range(1, 8):
        t = k / 7
        ridge.append((px + half * 0.12 * t + rnd.uniform(-1, 1) * half * 0.03, py + mh * t))
    lit = left[::-1] + [(x, y) for x, y in ridge[1:]] + [(px - half, foot)]
    _draw.poly(surf, (112, 96, 122), outline)  # the shaded face
    _draw.poly(surf, (196, 140, 128), lit)     # the face lit by the rising sun
    # gullies: darker strokes down both faces give the rock its relief
    for k in range(14):
        sign = -1 if k % 2 else 1
        t0 = rnd.uniform(0.05, 0.5)
        x0 = px + sign * half * t0 * 0.55
        y0 = py + mh * t0 * 0.9
        x1 = x0 + sign * half * rnd.uniform(0.04, 0.12)
        y1 = y0 + mh * rnd.uniform(0.12, 0.28)
        colour = (150, 104, 104) if sign < 0 else (88, 74, 104)
        _draw.thick_line(surf, colour, [(x0, y0), ((x0 + x1) / 2 + rnd.uniform(-3, 3), (y0 + y1) / 2), (x1, y1)],
                         max(1, width * 0.002))
    # green flanks below the rock line: forest and pasture, warm on the lit side
    green = _ridge(width, py + mh * 0.62, mh * 0.08, rnd)
    band = [(x, y) for x, y in green if px - half <= x <= px + half]
    flank = band + [(px + half, foot), (px - half, foot)]
    mask = _draw.canvas(width, height)
    _draw.poly(mask, (255, 255, 255), outline)
    greens = _draw.canvas(width, height)
    _draw.poly(greens, (86, 128, 70), flank)
    _draw.poly(greens, (58, 92, 66), [(x, y) for x, y in band if x >= px] + [(px + half, foot), (px, foot)])
    greens.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(greens, (0, 0))
    _snow(surf, px, py, half, mh, rnd, outline)
    _waterfall(surf, px - half * 0.42, py + mh * 0.55, mh * 0.22, max(2, width * 0.003))


def _snow(surf: pygame.Surface, px: float, py: float, half: float, mh: float, rnd: random.Random,
          outline: list[tuple[float, float]]) -> None:
    """The snow cap: pink-white in the sun, lavender in the shade, with a ragged lower edge,
    cut to the mountain's skyline."""
    width, height = surf.get_size()
    depth = mh * 0.26
    edge = []
    n = 16
    for i in range(n + 1):
        t = i / n
        x = px - half * 0.5 + half * t
        reach = depth * (1 - abs(t - 0.5) * 1.6) * (0.7 if i % 2 else 1.0)
        edge.append((x, py + max(depth * 0.1, reach) + rnd.uniform(-1, 1) * depth * 0.05))
    cap = _draw.canvas(width, height)
    _draw.poly(cap, (210, 198, 230), [(px - half * 0.5, py - 2)] + edge + [(px + half * 0.5, py - 2)])
    _draw.poly(cap, (255, 238, 230), [(px - half * 0.5, py - 2), (px, py - 2), (px + half * 0.03, py + depth)]
               + [p for p in edge if p[0] < px])
    mask = _draw.canvas(width, height)
    _draw.poly(mask, (255, 255, 255), outline)
    cap.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(cap, (0, 0))


def _waterfall(surf: pygame.Surface, x: float, y: float, length: float, w: float) -> None:
    """A thin white fall with a spray at its foot."""
    pts = [(x, y), (x - w, y + length * 0.35), (x - w * 0.5, y + length * 0.7), (x - w * 2, y + length)]
    _draw.thick_line(surf, (150, 190, 220), pts, w * 1.8)
    _draw.thick_line(surf, (240, 248, 255), pts, w * 0.8)
    fx, fy = pts[-1]
    pygame.draw.ellipse(surf, (226, 240, 250), (fx - w * 4, fy - w * 1.2, w * 8, w * 2.4))


def _foothills(surf: pygame.Surface, width: int, height: int, rnd: random.Random) -> None:
    """Dark wooded hills in front, and the mound on which the stone circle stands."""
    hy = horizon_y(width, height)
    ridge = _ridge(width, hy + height * 0.1, height * 0.06, rnd)
    _draw.poly(surf, (44, 74, 52), ridge + [(width, height), (0, height)])
    for x, y in ridge[::2]:  # tree tops along the crest
        r = height * rnd.uniform(0.012, 0.02)
        pygame.draw.circle(surf, (36, 62, 46), (x, y + r * 0.4), r)
    mound = _draw.blob(width * 0.18, height * 0.93, width * 0.26, height * 0.14, rnd, 40, 0.05)
    _draw.poly(surf, (70, 104, 62), mound)
    # the sunward side of the mound, lighter: a smaller blob shifted towards the sun
    _draw.poly(surf, (84, 120, 68), _draw.blob(width * 0.13, height * 0.91, width * 0.2, height * 0.12, rnd, 40, 0.05))
    right = _draw.blob(width * 0.86, height * 0.97, width * 0.24, height * 0.12, rnd, 40, 0.05)
    _draw.poly(surf, (62, 94, 58), right)


def circle_box(width: int, height: int) -> pygame.Rect:
    """Where the stone circle stands (on the mound at the lower left)."""
    w = round(min(width * 0.24, height * 0.4))
    box = pygame.Rect(0, 0, w, round(w * 0.42))
    box.midbottom = (round(width * 0.17), round(height * 0.93))
    return box


def _stone_circle(surf: pygame.Surface, width: int, height: int, rnd: random.Random) -> None:
    """Standing stones in an ellipse, lit on their sunward side; the far ones smaller."""
    box = circle_box(width, height)
    cx, cy = box.centerx, box.centery + box.h * 0.1
    rx, ry = box.w * 0.46, box.h * 0.3
    stones = []
    for k in range(11):
        a = math.tau * k / 11 + 0.2
        x, y = cx + math.cos(a) * rx, cy + math.sin(a) * ry
        near = (math.sin(a) + 1) / 2  # 0 at the back, 1 at the front
        stones.append((y, x, near))
    pygame.draw.ellipse(surf, (58, 90, 56), (cx - rx * 1.12, cy - ry * 1.2, rx * 2.24, ry * 2.4))
    placed = []
    for y, x, near in sorted(stones):
        h = box.h * (0.4 + 0.3 * near)
        w = h * rnd.uniform(0.4, 0.5)
        _stone(surf, x, y, w, h, near)
        placed.append((x, y, w, h, near))
    # two lintels across neighbouring stones at the back: the circle reads as built, not a fence
    back = sorted(placed, key=lambda p: p[1])[:4]
    back.sort()
    for (x0, y0, w0, h0, n0), (x1, y1, w1, h1, n1) in ((back[0], back[1]), (back[2], back[3])):
        top = max(y0 - h0, y1 - h1)  # resting on the shorter stone of the pair
        slab = [(x0 - w0 * 0.5, top + h0 * 0.02), (x1 + w1 * 0.5, top + h1 * 0.02),
                (x1 + w1 * 0.5, top - h1 * 0.16), (x0 - w0 * 0.5, top - h0 * 0.16)]
        _draw.poly(surf, (104, 98, 112), slab)
        _draw.poly(surf, (206, 160, 144), slab[2:] + [(x0 - w0 * 0.5, top - h0 * 0.08), (x1 + w1 * 0.5, top - h1 * 0.08)][::-1])
    # the altar stone in the middle, flat
    pygame.draw.ellipse(surf, (96, 92, 104), (cx - rx * 0.22, cy - ry * 0.2, rx * 0.44, ry * 0.36))
    pygame.draw.ellipse(surf, (178, 140, 132), (cx - rx * 0.2, cy - ry * 0.24, rx * 0.4, ry * 0.28))


def _stone(surf: pygame.Surface, x: float, foot: float, w: float, h: float, near: float) -> None:
    top = foot - h
    body = [(x - w / 2, foot), (x - w * 0.48, top + h * 0.2), (x - w * 0.2, top), (x + w * 0.3, top + h * 0.06),
            (x + w / 2, top + h * 0.25), (x + w / 2, foot)]
    pygame.draw.ellipse(surf, (34, 52, 36), (x - w * 0.3, foot - h * 0.05, w * 1.3, h * 0.12))
    _draw.poly(surf, mix((84, 84, 98), (112, 110, 122), near), body)
    lit = [(x - w / 2, foot), (x - w * 0.48, top + h * 0.2), (x - w * 0.2, top), (x - w * 0.05, top + h * 0.03),
           (x - w * 0.12, foot)]
    _draw.poly(surf, mix((150, 128, 130), (196, 160, 146), near), lit)


def druid_box(width: int, height: int) -> pygame.Rect:
    """Where the druid stands (on the hill at the lower right, looking at the mountain)."""
    size = round(min(height * 0.24, width * 0.14))
    box = pygame.Rect(0, 0, size, size)
    box.midbottom = (round(width * 0.83), round(height * 0.95))
    return box


def _the_druid(surf: pygame.Surface, width: int, height: int) -> None:
    box = druid_box(width, height)
    glow = _draw.radial(box.w * 2, (255, 226, 170), (62, 94, 58), 16)
    fade = _draw.canvas(box.w * 2)
    for k in range(16):
        pygame.draw.circle(fade, (255, 255, 255, round(70 * (k + 1) / 16)), (box.w, box.w), box.w * (1 - k / 16))
    glow.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(glow, glow.get_rect(center=box.center))
    surf.blit(druid(box.w), box)
