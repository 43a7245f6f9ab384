"""Eiszeit's title picture (issue 22, item 3): composed at the window's sizes, once per size, a
real picture (not one flat colour), darker at the top where the title's words stand."""

from __future__ import annotations

import pygame
import pytest

from meduris_gui.games.eiszeit.ui.title_art import title_picture


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_ez_title_picture_is_composed_once_per_size(size):
    picture = title_picture(size[0], size[1], size[1] // 3)
    assert picture.get_size() == size
    assert title_picture(size[0], size[1], size[1] // 3) is picture
    top = pygame.transform.average_color(picture, pygame.Rect(0, 0, size[0], size[1] // 10))
    ground = pygame.transform.average_color(picture, pygame.Rect(0, size[1] * 8 // 10, size[0], size[1] // 10))
    assert sum(top[:3]) < sum(ground[:3])
    colours = {tuple(picture.get_at((x, y))) for x in range(0, size[0], 37) for y in range(0, size[1], 29)}
    assert len(colours) > 25
