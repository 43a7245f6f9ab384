"""The application's icon: the sacred mountain at dawn over the great river, on a rounded tile.

Our own picture, drawn in code like the rest of the art and in the title screen's palette (dawn
sky, the rose-lit and the violet face, the snow cap, green flanks), so the icon in a task bar or a
menu and the title the window opens on read as one thing. It is the program's, not a game's: the
window sets it with pygame.display.set_icon (table/app.py); scripts/make_icons.py writes it as
the PNG, ICO and ICNS files of assets/icons/ that the desktop entry and the built application use.

Each size is drawn at that size (supersampled), not scaled from a big one: the small sizes leave
out what would only be noise at 16 or 24 pixels (the sun's glow, the hut, the gullies).
"""

from __future__ import annotations

import functools

import pygame

from . import draw as _draw
from .draw import mix

NAME = "meduris"                 # the icon's name in icon themes and the desktop entry (Icon=meduris)
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)   # the PNG files of assets/icons/ (hicolor sizes)
WINDOW_SIZE = 64                 # the one the window hands to pygame.display.set_icon

SKY = ((0.0, (30, 34, 72)), (0.4, (92, 70, 120)), (0.78, (236, 150, 118)), (1.0, (252, 214, 150)))
FRAME = (54, 34, 20)
LIT_FACE = (196, 140, 128)
SHADED_FACE = (112, 96, 122)
SNOW_LIT = (255, 240, 232)
SNOW_SHADE = (206, 196, 230)
FLANK = (86, 128, 70)
FLANK_SHADE = (58, 92, 66)
FOREST = (44, 74, 52)
RIVER = (70, 136, 206)
RIVER_LIGHT = (170, 214, 244)
SUN = (255, 244, 210)
# the hut on the near bank: Meduris's purple hut (games/meduris/ui/art/palette.py), ringed
HUT, HUT_DARK, HUT_LIGHT, HUT_MARK = (142, 78, 186), (62, 28, 88), (196, 150, 226), "circle"
HORIZON = 0.7                    # where sky meets the land, as a fraction of the tile


def _sky_colour(t: float) -> tuple[int, int, int]:
    for (t0, c0), (t1, c1) in zip(SKY, SKY[1:]):
        if t <= t1:
            return mix(c0, c1, (t - t0) / (t1 - t0))
    return SKY[-1][1]


@functools.lru_cache(maxsize=16)
def app_icon(size: int) -> pygame.Surface:
    """The icon as a size x size surface with per-pixel alpha (transparent outside the tile)."""
    if not 8 <= size <= 1024:
        raise ValueError(f"icon size must be from 8 to 1024 pixels, not {size}")
    detailed = size >= 32

    def draw(big: pygame.Surface, s: float) -> None:
        u = size * s

        def p(x: float, y: float) -> tuple[float, float]:
            return (x * u, y * u)

        radius = round(u * 0.2)
        tile = pygame.Rect(0, 0, round(u), round(u))
        art = _draw.canvas(tile.w)
        # the dawn sky, one band per row
        for y in range(round(u * HORIZON) + 1):
            pygame.draw.line(art, _sky_colour(y / (u * HORIZON)), (0, y), (tile.w, y))
        if detailed:   # the last stars, fixed
            for fx, fy in ((0.16, 0.12), (0.3, 0.2), (0.8, 0.1), (0.88, 0.26), (0.7, 0.06)):
                pygame.draw.circle(art, (236, 230, 220), p(fx, fy), max(1.0, u * 0.008))
            glow = _draw.radial(round(u * 0.5), (255, 230, 176), (236, 150, 118), 16)
            fade = _draw.canvas(round(u * 0.5))
            for k in range(16):
                pygame.draw.circle(fade, (255, 255, 255, round(150 * (k + 1) / 16)), (u * 0.25, u * 0.25),
                                   u * 0.25 * (1 - k / 16))
            glow.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            art.blit(glow, glow.get_rect(center=(round(u * 0.13), round(u * 0.5))))
        pygame.draw.circle(art, SUN, p(0.13, 0.5), u * 0.065)   # the rising sun, left of the mountain
        # the mountain: its lit west face, its shaded east face, the ridge between them
        peak = p(0.52, 0.12)
        foot_l, foot_r = p(-0.06, 0.86), p(1.08, 0.86)
        left = [peak, p(0.4, 0.3), p(0.33, 0.36), p(0.18, 0.6), foot_l]
        right = [peak, p(0.62, 0.27), p(0.7, 0.33), p(0.86, 0.58), foot_r]
        ridge = [peak, p(0.56, 0.4), p(0.53, 0.6), p(0.58, 0.86)]
        outline = left[::-1] + right[1:]
        _draw.poly(art, SHADED_FACE, outline)
        _draw.poly(art, LIT_FACE, left + ridge[::-1][:-1])
        if detailed:   # gullies give the rock its relief
            for (x0, y0), (x1, y1), colour in ((( 0.42, 0.36), (0.36, 0.5), (150, 104, 104)),
                                               ((0.47, 0.4), (0.44, 0.55), (150, 104, 104)),
                                               ((0.62, 0.36), (0.68, 0.5), (88, 74, 104)),
                                               ((0.66, 0.32), (0.76, 0.46), (88, 74, 104))):
                _draw.thick_line(art, colour, [p(x0, y0), p(x1, y1)], u * 0.014)
        # the snow cap, cut along a ragged edge: rose-white in the sun, lavender in the shade
        cap = [peak, p(0.62, 0.27), p(0.66, 0.3), p(0.61, 0.33), p(0.57, 0.31), p(0.54, 0.36),
               p(0.5, 0.31), p(0.45, 0.34), p(0.4, 0.3)]
        _draw.poly(art, SNOW_SHADE, cap)
        _draw.poly(art, SNOW_LIT, [peak, p(0.54, 0.36), p(0.5, 0.31), p(0.45, 0.34), p(0.4, 0.3)])
        # green flanks below the rock, the shaded side darker
        flank = [p(-0.06, 0.62), p(0.16, 0.56), p(0.3, 0.6), p(0.46, 0.55), p(0.62, 0.6), p(0.8, 0.55),
                 p(1.06, 0.6), p(1.06, 1.06), p(-0.06, 1.06)]
        _draw.poly(art, FLANK, flank)
        _draw.poly(art, FLANK_SHADE, [p(0.55, 0.58), p(0.62, 0.6), p(0.8, 0.55), p(1.06, 0.6), p(1.06, 1.06),
                                      p(0.58, 1.06)])
        # the dark forest at the mountain's foot
        forest = [p(-0.06, 0.74)]
        for k in range(13):
            x = -0.04 + k * 0.09
            forest.append(p(x, 0.7 + 0.03 * (k % 2)))
        forest += [p(1.06, 0.74), p(1.06, 1.06), p(-0.06, 1.06)]
        _draw.poly(art, FOREST, forest)
        # the great river: a blue band from the left edge, curving down through the foreground
        course = _draw.catmull_rom([p(-0.08, 0.8), p(0.25, 0.84), p(0.55, 0.8), p(0.8, 0.9), p(1.1, 0.88)], 10)
        width = u * (0.06 if detailed else 0.08)
        _draw.poly(art, RIVER, _draw.offset_band(course, [width] * len(course)))
        if detailed:
            _draw.thick_line(art, RIVER_LIGHT, [(x, y - width * 0.3) for x, y in course[4:-12]], u * 0.012)
        if size >= 48:   # a hut on the near bank: the game is about building
            piece = _draw.hut(round(u * 0.3), HUT, HUT_DARK, HUT_LIGHT, HUT_MARK)
            art.blit(piece, piece.get_rect(midbottom=(round(u * 0.28), round(u * 0.79))))
        # cut to the rounded tile and frame it
        mask = _draw.canvas(tile.w)
        pygame.draw.rect(mask, (255, 255, 255, 255), tile, border_radius=radius)
        art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        big.blit(art, (0, 0))
        pygame.draw.rect(big, FRAME, tile, width=max(1, round(u * (0.035 if detailed else 0.06))),
                         border_radius=radius)

    return _draw.supersampled(size, draw)
