"""`meduris screenshot` renders any scene of a seeded game to a PNG."""

from __future__ import annotations

import pygame
import pytest

from meduris_gui.cli import main
from meduris_gui.i18n import set_language


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


@pytest.mark.parametrize(("scene", "lang", "size", "players"), [
    ("title", "it", "1366x768", 2), ("setup", "es", "1366x768", 3), ("game", "de", "1920x1080", 4),
    ("end", "it", "1366x768", 2)])
def test_screenshot_writes_a_png_of_the_scene(tmp_path, capsys, scene, lang, size, players):
    out = tmp_path / f"{scene}.png"
    code = main(["screenshot", str(out), "--scene", scene, "--lang", lang, "--size", size,
                 "--players", str(players), "--seed", "3", "--moves", "50"])
    assert code == 0 and out.exists()
    image = pygame.image.load(str(out))
    assert image.get_size() == tuple(int(v) for v in size.split("x"))
    # Not a blank picture: many distinct colours.
    colours = {image.get_at((x, y))[:3] for x in range(0, image.get_width(), 37) for y in range(0, image.get_height(), 29)}
    assert len(colours) > 20


def test_screenshot_rejects_a_bad_size(tmp_path, capsys):
    assert main(["screenshot", str(tmp_path / "x.png"), "--size", "big"]) == 2
    assert "--size" in capsys.readouterr().err
