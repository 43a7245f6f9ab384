"""The four highlands on the mountain's flanks: flat plateaus with room for a tower of three
workers, a material emblem, and a plank pallet beside each for its supply pile.

Only the static ground is drawn here; the game draws the workers and supply counts on top, at
BoardGeometry.tower_slot and BoardGeometry.supply.
"""

from __future__ import annotations

import math
import random

import pygame

from . import _draw
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
    """What each plateau is: a clearing with stumps, a fenced pasture, a quarry, a mine mouth."""
    cx, cy, rx, ry = top.centerx, top.centery, top.w / 2, top.h / 2
    unit = top.w / 20
    if material == 0:
        for k in range(7):  # the forest edge along the back rim
            a = math.pi * (1.08 + 0.84 * k / 6)
            sprite = tree_sprite(max(3, round(unit * 1.6)), k)
            surf.blit(sprite, sprite.get_rect(center=(round(cx + math.cos(a) * rx * 0.98),
                                                      round(cy + math.sin(a) * ry * 0.95))))
        for sx, sy in ((-0.55, 0.15), (0.6, 0.05), (-0.3, -0.35)):
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
        mouth = pygame.Rect(0, 0, round(unit * 5), round(unit * 4.4))
        mouth.midbottom = (round(cx + rx * 0.05), round(cy - ry * 0.25))
        pygame.draw.ellipse(surf, (60, 36, 22), mouth.inflate(unit * 1.2, unit * 0.8))
        pygame.draw.rect(surf, (20, 12, 10), mouth, border_top_left_radius=mouth.w // 2,
                         border_top_right_radius=mouth.w // 2)
        beam = max(1, round(unit * 0.5))
        lintel = mouth.top + mouth.w // 3
        pygame.draw.line(surf, (150, 104, 56), mouth.bottomleft, (mouth.left, lintel), beam)
        pygame.draw.line(surf, (150, 104, 56), mouth.bottomright, (mouth.right, lintel), beam)
        pygame.draw.line(surf, (170, 120, 64), (mouth.left - beam, mouth.top + mouth.w // 3),
                         (mouth.right + beam, mouth.top + mouth.w // 3), beam)
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
