"""The four highlands on the mountain's flanks: flat plateaus with room for a tower of three
workers, a material emblem, and a plank pallet beside each for its supply pile.

Only the static ground is drawn here; the game draws the workers and supply counts on top, at
BoardGeometry.tower_slot and BoardGeometry.supply.
"""

from __future__ import annotations

import math
import random

import pygame

from meduris_gui.table import draw as _draw
from .icons import draw_chip
from .palette import MATERIAL_COLOURS, MATERIAL_DARK, shade
from .terrain import Land, tree_sprite


def draw_highlands(surf: pygame.Surface, land: Land, rnd: random.Random) -> None:
    for material in range(4):
        _supply_spot(surf, land, material)
        _plateau(surf, land, material, rnd)


def _plateau(surf: pygame.Surface, land: Land, material: int, rnd: random.Random) -> None:
    """A flat shelf cut into the flank: soft shadow, cliff face, material ground, emblem."""
    g = land.g
    hx, hy = g.highland(material)
    big_r = g.highland_radius
    rx, ry, cliff = big_r * 1.0, big_r * 0.62, big_r * 0.24
    top = pygame.Rect(0, 0, round(rx * 2), round(ry * 2))
    top.center = (hx, hy)
    shadow = _draw.canvas(top.w + big_r, top.h + big_r)
    pygame.draw.ellipse(shadow, (0, 0, 0, 150),
                        top.move(-top.x + big_r // 2, -top.y + big_r // 2 + round(cliff)))
    shadow = _draw.soften(shadow, big_r * 0.16)
    surf.blit(shadow, (top.x - big_r // 2 + round(big_r * 0.1), top.y - big_r // 2 + round(big_r * 0.12)))
    rock = (96, 84, 72) if material != 3 else (98, 102, 110)
    pygame.draw.ellipse(surf, shade(rock, 0.7), top.move(0, round(cliff)))
    pygame.draw.rect(surf, shade(rock, 0.7), (top.x, hy, top.w, round(cliff)))
    for k in range(9):  # strata lines across the cliff face
        x = top.x + top.w * (0.1 + 0.8 * k / 8)
        pygame.draw.line(surf, shade(rock, 0.5), (x, hy + ry * 0.5),
                         (x + rnd.uniform(-2, 2), hy + ry * 0.5 + cliff * 0.9), 1)
    pygame.draw.ellipse(surf, rock, top.move(0, round(cliff * 0.35)))
    ground = (MATERIAL_DARK[material], (118, 170, 70), (150, 96, 58), (170, 172, 170))[material]
    ground = (96, 150, 62) if material == 0 else ground
    edge = max(1, round(big_r * 0.04))
    pygame.draw.ellipse(surf, shade(ground, 0.55), top.inflate(edge * 2, edge * 2))
    pygame.draw.ellipse(surf, shade(ground, 1.3), top)
    pygame.draw.ellipse(surf, ground, top.inflate(-edge * 2, -edge * 2).move(edge, edge))
    _ground_detail(surf, land, material, top, rnd)
    # the emblem on the cliff face, below the tower: which highland this is, at a glance
    chip = max(8, round(big_r * 0.4))
    emblem = _draw.canvas(chip * 4)
    draw_chip(emblem, material, chip * 2, chip * 2, chip * 1.9)
    emblem = pygame.transform.smoothscale(emblem, (chip, chip))
    surf.blit(emblem, emblem.get_rect(center=(hx, round(hy + ry + cliff * 0.35))))


def _ground_detail(surf: pygame.Surface, land: Land, material: int, top: pygame.Rect,
                   rnd: random.Random) -> None:
    """What each plateau is, at its rim (the middle stays clear for the tower): a clearing
    with stumps, a fenced pasture, cut blocks of a quarry, lumps of copper ore."""
    cx, cy, rx, ry = top.centerx, top.centery, top.w / 2, top.h / 2
    unit = top.w / 20
    if material == 0:
        for k in range(7):  # the forest edge along the back rim
            a = math.pi * (1.08 + 0.84 * k / 6)
            sprite = tree_sprite(max(3, round(unit * 1.6)), k)
            surf.blit(sprite, sprite.get_rect(center=(round(cx + math.cos(a) * rx * 0.98),
                                                      round(cy + math.sin(a) * ry * 0.95))))
        for sx, sy in ((-0.55, 0.15), (0.6, 0.05), (-0.62, -0.3)):
            x, y = cx + sx * rx, cy + sy * ry  # a stump: bark ring, cut face
            pygame.draw.ellipse(surf, (96, 62, 34), (x - unit, y - unit * 0.6, unit * 2, unit * 1.3))
            pygame.draw.ellipse(surf, (206, 170, 112),
                                (x - unit * 0.75, y - unit * 0.55, unit * 1.5, unit * 0.9))
    elif material == 1:
        posts = [(cx + math.cos(a) * rx * 0.86, cy + math.sin(a) * ry * 0.82)
                 for a in (math.pi * (1.05 + 0.9 * k / 9) for k in range(10))]
        _draw.thick_line(surf, (120, 84, 48), [(x, y - unit * 0.7) for x, y in posts], max(1, unit * 0.25))
        for x, y in posts:
            pygame.draw.line(surf, (92, 62, 34), (x, y), (x, y - unit * 1.1), max(1, round(unit * 0.3)))
        for sx, sy in ((-0.62, 0.1), (0.58, -0.05), (0.35, 0.4), (-0.3, -0.3)):
            x, y = cx + sx * rx, cy + sy * ry
            pygame.draw.ellipse(surf, (70, 70, 60), (x - unit * 0.9, y - unit * 0.5, unit * 2, unit * 1.2))
            pygame.draw.ellipse(surf, (248, 246, 236), (x - unit, y - unit * 0.65, unit * 2, unit * 1.2))
            pygame.draw.circle(surf, (60, 56, 52), (x + unit * 1.05, y - unit * 0.2), unit * 0.42)
    elif material == 2:
        # the mine mouths are in the landscape around: the tower's ground stays clear
        for sx, sy in ((-0.6, 0.2), (-0.5, 0.3), (0.6, 0.1), (0.55, 0.25), (0.68, 0.2)):
            x, y = cx + sx * rx, cy + sy * ry  # a lump of ore with a glint
            pygame.draw.circle(surf, MATERIAL_COLOURS[2], (x, y), unit * 0.55)
            pygame.draw.circle(surf, (252, 186, 120), (x - unit * 0.2, y - unit * 0.2), unit * 0.22)
    else:
        for k in range(6):  # cut blocks along the back face of the quarry
            a = math.pi * (1.15 + 0.7 * k / 5)
            bx, by = cx + math.cos(a) * rx * 0.72, cy + math.sin(a) * ry * 0.6
            block = pygame.Rect(0, 0, round(unit * 2.4), round(unit * 1.8))
            block.center = (round(bx), round(by))
            pygame.draw.rect(surf, (98, 100, 108), block.move(round(unit * 0.3), round(unit * 0.4)))
            pygame.draw.rect(surf, (200, 202, 206), block)
            pygame.draw.rect(surf, (232, 234, 236), (block.x, block.y, block.w, block.h // 3))
        for _ in range(10):
            x, y = cx + rnd.uniform(-0.7, 0.7) * rx, cy + rnd.uniform(-0.1, 0.6) * ry
            pygame.draw.line(surf, (140, 142, 146), (x, y), (x + rnd.uniform(-unit, unit), y + unit * 0.6), 1)


def _supply_spot(surf: pygame.Surface, land: Land, material: int) -> None:
    """A plank pallet edged in the material's colour, where the supply pile lies.

    Square and wooden so that it never looks like a round building plot.
    """
    g = land.g
    sx, sy = g.supply(material)
    w, h = round(g.highland_radius * 0.9), round(g.highland_radius * 0.62)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (sx, sy)
    radius = max(1, w // 10)
    pygame.draw.rect(surf, (30, 40, 20), rect.move(max(1, w // 24), max(2, w // 16)), border_radius=radius)
    pygame.draw.rect(surf, MATERIAL_DARK[material], rect.inflate(4, 4), border_radius=radius)
    pygame.draw.rect(surf, MATERIAL_COLOURS[material], rect, border_radius=radius)
    deck = rect.inflate(-max(4, w // 8), -max(4, w // 8))
    planks = 4
    for k in range(planks):
        plank = pygame.Rect(deck.x, deck.y + deck.h * k // planks, deck.w, deck.h // planks - 1)
        pygame.draw.rect(surf, (176, 132, 82) if k % 2 else (192, 148, 96), plank)
        pygame.draw.line(surf, (120, 84, 48), plank.bottomleft, plank.bottomright, 1)


# -- the landscapes around the plateaus ------------------------------------------------------

# What each highland's flank is, as on the printed board: the forest (wood), a yellow-green
# pasture with sheep (wool), the copper mine's dark earth with glowing tunnel mouths, the
# blue-grey quarry (stone). Ground tints are laid softly over the mountain's shading.
LANDSCAPE_GROUND = ((40, 96, 44), (206, 222, 86), (112, 64, 38), (120, 136, 152))
GROUND_ALPHA = (120, 200, 190, 190)
MOUTH_CHANCE = 0.05


def landscape_owner(land: Land, x: float, y: float) -> int | None:
    """The highland whose landscape covers (x, y): the nearest one, on the mountain's flank
    between the summit and the forest at its foot; None elsewhere."""
    a = math.atan2(y - land.cy, x - land.cx)
    foot = land.path_radius(a) - land.r * 0.6
    rho = math.hypot(x - land.cx, y - land.cy) / foot
    if not 0.2 < rho < 0.8:
        return None
    g = land.g
    return min(range(4), key=lambda m: math.dist((x, y), g.highland(m)))


def draw_landscapes(surf: pygame.Surface, land: Land, rnd: random.Random) -> None:
    """Each highland's own landscape on its sector of the mountain: ground tint, then its
    features (trees, sheep, rocks and cut steps, mine mouths and their warm glow), in depth
    order; the plateau and the supply pallet are kept clear."""
    g = land.g
    R = g.highland_radius
    _ground_tints(surf, land)
    features: list[tuple[float, float, int, float]] = []
    step = R * 0.22
    y = land.cy - land.inner * 0.5
    while y < land.cy + land.inner * 0.5:
        x = land.cx - land.inner * 0.5
        while x < land.cx + land.inner * 0.5:
            px, py = x + rnd.uniform(-0.45, 0.45) * step, y + rnd.uniform(-0.45, 0.45) * step
            owner = landscape_owner(land, px, py)
            if owner is not None and not land.near_highland(px, py, 1.12):
                features.append((py, px, owner, rnd.random()))
            x += step
        y += step
    _mine_glow(surf, land)
    mouths: list[tuple[float, float]] = []
    for py, px, owner, roll in sorted(features):
        if owner == 2 and roll < MOUTH_CHANCE:
            # tunnel mouths apart from each other: a few lights, not a cluster
            if any(math.dist((px, py), m) < R * 0.9 for m in mouths):
                continue
            mouths.append((px, py))
        _feature(surf, land, owner, px, py, roll, rnd)


def _ground_tints(surf: pygame.Surface, land: Land) -> None:
    """Soft patches of each landscape's ground colour, blended into the mountain below."""
    g = land.g
    size = g.size
    small = max(16, size // 10)  # blurry anyway: composed small, scaled once
    k = small / size
    layer = _draw.canvas(small)
    for y in range(small):
        for x in range(small):
            owner = landscape_owner(land, (x + 0.5) / k, (y + 0.5) / k)
            if owner is not None:
                layer.set_at((x, y), (*LANDSCAPE_GROUND[owner], GROUND_ALPHA[owner]))
    layer = _draw.soften(pygame.transform.smoothscale(layer, (size, size)), g.highland_radius * 0.5)
    surf.blit(layer, (0, 0))


def _mine_glow(surf: pygame.Surface, land: Land) -> None:
    """The warm light of the copper workings, spread over the mine's sector."""
    g = land.g
    hx, hy = g.highland(2)
    R = g.highland_radius
    glow = _draw.radial(round(R * 3.6), (255, 150, 60), (0, 0, 0), 24)
    fade = _draw.canvas(round(R * 3.6))
    c = R * 1.8
    for i in range(20):
        pygame.draw.circle(fade, (255, 255, 255, round(90 * (i + 1) / 20)), (c, c), c * (1 - i / 20))
    glow.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(glow, glow.get_rect(center=(hx, hy)), special_flags=pygame.BLEND_RGB_ADD)


def _feature(surf: pygame.Surface, land: Land, owner: int, x: float, y: float, roll: float,
             rnd: random.Random) -> None:
    R = land.g.highland_radius
    unit = max(2.0, R * 0.09)
    if owner == 0:  # the forest: dense dark treetops
        if roll < 0.6:
            sprite = tree_sprite(max(3, round(unit * rnd.uniform(1.8, 2.5))), rnd.choice((0, 2, 2, 1)))
            surf.blit(sprite, sprite.get_rect(center=(round(x), round(y))))
    elif owner == 1:  # the pasture: sheep among tufts and flowers
        if roll < 0.08:
            _small_sheep(surf, x, y, unit * 1.2, rnd.random() < 0.5)
        elif roll < 0.4:
            pygame.draw.line(surf, (122, 150, 46), (x, y), (x - unit * 0.4, y - unit), max(1, round(unit * 0.2)))
            pygame.draw.line(surf, (122, 150, 46), (x, y), (x + unit * 0.4, y - unit), max(1, round(unit * 0.2)))
        elif roll < 0.5:
            pygame.draw.circle(surf, rnd.choice(((250, 250, 240), (250, 220, 90))), (x, y), max(1, unit * 0.3))
    elif owner == 2:  # the mine: tunnel mouths lit from within, spoil heaps, ore
        if roll < MOUTH_CHANCE:
            _mine_mouth(surf, x, y, unit)
        elif roll < 0.3:
            pygame.draw.ellipse(surf, (70, 40, 26), (x - unit * 1.2, y - unit * 0.5, unit * 2.4, unit * 1.1))
            pygame.draw.ellipse(surf, (128, 80, 50), (x - unit, y - unit * 0.6, unit * 1.8, unit * 0.8))
        elif roll < 0.4:
            pygame.draw.circle(surf, MATERIAL_COLOURS[2], (x, y), unit * 0.4)
    else:  # the quarry: grey outcrops and cut blocks
        if roll < 0.18:
            _outcrop(surf, x, y, unit * rnd.uniform(1.2, 2.0), rnd)
        elif roll < 0.26:
            block = pygame.Rect(0, 0, round(unit * 1.6), round(unit * 1.1))
            block.center = (round(x), round(y))
            pygame.draw.rect(surf, (84, 88, 98), block.move(1, 2))
            pygame.draw.rect(surf, (196, 200, 208), block)
            pygame.draw.rect(surf, (226, 230, 236), (block.x, block.y, block.w, max(1, block.h // 3)))


def _small_sheep(surf: pygame.Surface, x: float, y: float, size: float, left: bool) -> None:
    body = pygame.Rect(0, 0, round(size * 2), round(size * 1.3))
    body.center = (round(x), round(y))
    pygame.draw.ellipse(surf, (70, 90, 40), body.move(1, 2))
    pygame.draw.ellipse(surf, (252, 250, 240), body)
    head = (body.left, body.centery) if left else (body.right, body.centery)
    pygame.draw.circle(surf, (54, 50, 48), head, max(1, size * 0.45))


def _mine_mouth(surf: pygame.Surface, x: float, y: float, unit: float) -> None:
    """A timbered tunnel mouth with the orange light of lamps inside."""
    w, h = unit * 2.4, unit * 2
    glow = _draw.radial(round(w * 2.4), (255, 190, 90), (104, 62, 38), 12)
    surf.blit(glow, glow.get_rect(center=(round(x), round(y))), special_flags=pygame.BLEND_RGB_ADD)
    mouth = pygame.Rect(0, 0, round(w), round(h))
    mouth.center = (round(x), round(y))
    pygame.draw.rect(surf, (40, 22, 14), mouth.inflate(unit * 0.8, unit * 0.5),
                     border_top_left_radius=mouth.w // 2, border_top_right_radius=mouth.w // 2)
    pygame.draw.rect(surf, (250, 168, 70), mouth, border_top_left_radius=mouth.w // 2,
                     border_top_right_radius=mouth.w // 2)
    pygame.draw.rect(surf, (255, 226, 150), mouth.inflate(-w * 0.5, -h * 0.4).move(0, h * 0.2))
    beam = max(1, round(unit * 0.35))
    pygame.draw.line(surf, (120, 80, 44), mouth.bottomleft, mouth.topleft, beam)
    pygame.draw.line(surf, (120, 80, 44), mouth.bottomright, mouth.topright, beam)
    pygame.draw.line(surf, (140, 94, 52), (mouth.left - beam, mouth.top), (mouth.right + beam, mouth.top), beam)


def _outcrop(surf: pygame.Surface, x: float, y: float, r: float, rnd: random.Random) -> None:
    """A grey rock lit on its upper left, with a shadow."""
    pts = _draw.blob(x, y, r, r * 0.7, rnd, 7, 0.3)
    _draw.poly(surf, (60, 66, 76), [(px + r * 0.2, py + r * 0.3) for px, py in pts])
    _draw.poly(surf, (150, 158, 170), pts)
    _draw.poly(surf, (200, 206, 214), [p for p in pts if p[0] + p[1] < x + y] + [(x, y)])


def draw_waterfalls(surf: pygame.Surface, land: Land, rnd: random.Random) -> list[tuple[float, float]]:
    """White falls down the flanks where the landscapes meet (as on the printed board): one in
    the middle of each gap between neighbouring highlands. Returns the falls' tops."""
    g = land.g
    angles = sorted(math.atan2(g.highland(m)[1] - land.cy, g.highland(m)[0] - land.cx) for m in range(4))
    tops = []
    R = g.highland_radius
    layer = _draw.canvas(g.size)  # one layer for all the falls: full-board layers are the cost
    for a0, a1 in zip(angles, angles[1:] + [angles[0] + math.tau]):
        a = (a0 + a1) / 2
        foot = land.path_radius(a) - land.r * 0.6
        pts = []
        for k in range(9):
            t = 0.4 + 0.42 * k / 8
            wob = math.sin(k * 1.7 + a * 3) * R * 0.06
            pts.append((land.cx + math.cos(a) * foot * t - math.sin(a) * wob,
                        land.cy + math.sin(a) * foot * t + math.cos(a) * wob))
        width = max(2.0, R * 0.09)
        widths = [width * (0.6 + 0.6 * k / 8) for k in range(9)]
        _draw.poly(layer, (40, 92, 140), _draw.offset_band(pts, [w * 1.7 for w in widths]))  # wet rock
        _draw.poly(layer, (120, 180, 226), _draw.offset_band(pts, [w * 1.25 for w in widths]))
        _draw.poly(layer, (240, 248, 255), _draw.offset_band(pts, widths))
        for k in range(1, 8):  # white water breaking over each ledge
            x, y = pts[k]
            pygame.draw.circle(layer, (255, 255, 255), (x, y), widths[k] * 0.75)
            pygame.draw.circle(layer, (150, 200, 236), (x + widths[k] * 0.4, y + widths[k] * 0.5),
                               widths[k] * 0.3)
        fx, fy = pts[-1]  # the spray and the pool at the foot
        mist = _draw.canvas(round(R * 1.2))
        pygame.draw.circle(mist, (250, 252, 255, 190), (R * 0.6, R * 0.6), R * 0.28)
        mist = _draw.soften(mist, R * 0.1)
        pygame.draw.ellipse(layer, (60, 130, 190), (fx - width * 2.2, fy - width, width * 4.4, width * 2.2))
        layer.blit(mist, mist.get_rect(center=(round(fx), round(fy))))
        tops.append(pts[0])
    surf.blit(_draw.soften(_draw.silhouette(layer, (0, 20, 30), 120), max(1.0, R * 0.05)), (1, 2))
    surf.blit(layer, (0, 0))
    return tops
