"""scripts/eiszeit_art_sheet.py renders its contact sheets (the board at 1366x768 and 1920x1080
with pieces, every card) as PNG files."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pygame

from meduris_gui.i18n import set_language

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "eiszeit_art_sheet.py"


def test_ez_art_sheet_writes_a_png_per_window_size(tmp_path, capsys):
    spec = importlib.util.spec_from_file_location("eiszeit_art_sheet", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    try:
        assert module.main(["--lang", "es", "--out", str(tmp_path)]) == 0
    finally:
        set_language("en")
    files = sorted(tmp_path.glob("*.png"))
    assert [f.name for f in files] == ["eiszeit-art-es-1366x768.png", "eiszeit-art-es-1920x1080.png"]
    for f, width in zip(files, (1366, 1920)):
        image = pygame.image.load(str(f))
        assert image.get_width() == width and image.get_height() > width * 0.56
