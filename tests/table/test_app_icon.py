"""Our icon: drawn in code (table/app_icon.py), set on the window before it opens, and saved by
scripts/make_icons.py as the PNG, ICO and ICNS files of assets/icons/ that still match the drawing."""

from __future__ import annotations

import io
import struct
from pathlib import Path

import pygame
import pytest

from meduris_gui.paths import data_dir
from meduris_gui.table import app as app_module
from meduris_gui.table.app_icon import NAME, SIZES, WINDOW_SIZE, app_icon

ICONS = data_dir("assets") / "icons"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)          # scripts/make_icons.py
ICNS_TYPES = {b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024, b"ic11": 32, b"ic12": 64,
              b"ic13": 256, b"ic14": 512}
TOLERANCE = 6     # per channel: smoothscale's SIMD and plain paths may round a little differently


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _rgba(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def _largest_difference(a: pygame.Surface, b: pygame.Surface) -> int:
    assert a.get_size() == b.get_size()
    pa, pb = _rgba(a), _rgba(b)
    if pa == pb:
        return 0
    return max(abs(x - y) for x, y in zip(pa, pb))


def _png(data: bytes) -> pygame.Surface:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return pygame.image.load(io.BytesIO(data), "icon.png")


@pytest.mark.parametrize("size", [16, 32, 64, 256])
def test_the_icon_is_a_rounded_tile_of_the_asked_size(size):
    icon = app_icon(size)
    assert icon.get_size() == (size, size)
    assert icon.get_flags() & pygame.SRCALPHA
    assert icon.get_at((0, 0)).a == 0, "the corners are transparent: a rounded tile"
    assert icon.get_at((size // 2, size // 2)).a == 255
    colours = {tuple(icon.get_at((x, y))) for x in range(0, size, max(1, size // 8)) for y in range(0, size, max(1, size // 8))}
    assert len(colours) > 8, "a picture, not a flat square"


def test_icon_sizes_are_bounded():
    with pytest.raises(ValueError, match="icon size"):
        app_icon(4)
    with pytest.raises(ValueError, match="icon size"):
        app_icon(5000)


def test_window_sets_our_icon_before_it_opens(monkeypatch):
    calls = []
    real_set_mode = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: calls.append(("icon", surface)))

    def set_mode(*args, **kwargs):
        calls.append(("window", None))
        return real_set_mode(*args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    app_module.App(size=(960, 600), headless=True)
    kinds = [kind for kind, _ in calls]
    assert "icon" in kinds, "the window has no icon"
    assert kinds.index("icon") < kinds.index("window"), "the icon is set before the window opens"
    icon = calls[kinds.index("icon")][1]
    assert icon.get_size() == (WINDOW_SIZE, WINDOW_SIZE)
    assert _rgba(icon) == _rgba(app_icon(WINDOW_SIZE)), "the window's icon is ours"


def test_a_refused_icon_still_opens_the_window(monkeypatch):
    def refuse(surface):
        raise pygame.error("no icons here")

    monkeypatch.setattr(pygame.display, "set_icon", refuse)
    app = app_module.App(size=(960, 600), headless=True)
    assert app.screen.get_size() == (960, 600)


@pytest.mark.parametrize("size", SIZES)
def test_committed_png_matches_the_drawing(size):
    path = ICONS / f"{NAME}-{size}.png"
    assert path.is_file(), f"{path} missing: run python scripts/make_icons.py"
    committed = _png(path.read_bytes())
    assert committed.get_size() == (size, size)
    assert _largest_difference(committed, app_icon(size)) <= TOLERANCE, (
        f"{path.name} is not what the drawing gives now: run python scripts/make_icons.py")


def test_committed_ico_holds_every_size_as_drawn():
    data = (ICONS / f"{NAME}.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1), "an ICO file (type 1: icon)"
    sizes = []
    for index in range(count):
        width, height, _, _, _, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        width, height = width or 256, height or 256
        assert width == height and bits == 32
        image = _png(data[offset:offset + length])
        assert image.get_size() == (width, height)
        assert _largest_difference(image, _png((ICONS / f"{NAME}-{width}.png").read_bytes())) <= TOLERANCE
        sizes.append(width)
    assert sorted(sizes) == list(ICO_SIZES)


def test_committed_icns_holds_the_sizes_macos_asks_for():
    data = (ICONS / f"{NAME}.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    found = {}
    offset = 8
    while offset < len(data):
        kind, length = struct.unpack_from(">4sI", data, offset)
        assert length >= 8 and offset + length <= len(data), "a damaged entry"
        if kind in ICNS_TYPES:
            found[kind] = _png(data[offset + 8:offset + length])
        offset += length
    assert set(found) == set(ICNS_TYPES)
    for kind, size in ICNS_TYPES.items():
        assert found[kind].get_size() == (size, size)
    assert _largest_difference(found[b"ic07"], app_icon(128)) <= TOLERANCE
