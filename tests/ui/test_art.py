"""The art package: every drawing function gives a surface of the asked size for every kind,
the nine runes differ, the board renders for both sides, and expensive surfaces are cached."""

from __future__ import annotations

import ast
import itertools
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # also when this file runs without conftest
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from meduris_gui.rules.board import RUNE_IDS, load_side
from meduris_gui.rules.kinds import Token
from meduris_gui.ui.art import boardart, icons, pieces, preview
from meduris_gui.ui.art.palette import (MATERIAL_COLOURS, PLAYER_COLOURS, PLAYER_MARKS, PLAYER_OUTLINES,
                                        TERRITORY_TINTS)
from meduris_gui.ui.geometry import BoardGeometry

COLOURS = tuple(PLAYER_COLOURS)
ART_DIR = Path(boardart.__file__).parent


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _size(surface: pygame.Surface) -> tuple[int, int]:
    assert isinstance(surface, pygame.Surface)
    assert surface.get_flags() & pygame.SRCALPHA, "art must keep per-pixel alpha"
    return surface.get_size()


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_palette_covers_every_player_material_and_rune():
    players = {"purple", "blue", "green", "red"}
    assert set(PLAYER_COLOURS) == set(PLAYER_MARKS) == set(PLAYER_OUTLINES) == players
    assert sorted(PLAYER_MARKS.values()) == ["circle", "diamond", "square", "triangle"]
    assert len(MATERIAL_COLOURS) == 4
    assert set(TERRITORY_TINTS) == set(RUNE_IDS)


@pytest.mark.parametrize("size", [16, 24, 48])
def test_material_chips_have_the_asked_size_and_differ(size):
    chips = [icons.material_chip(m, size) for m in range(4)]
    assert all(_size(c) == (size, size) for c in chips)
    assert len({_pixels(c) for c in chips}) == 4


@pytest.mark.parametrize("size", [20, 48])
def test_nine_runes_are_pairwise_different(size):
    glyphs = {rune_id: _pixels(icons.rune(rune_id, size, (0, 0, 0))) for rune_id in RUNE_IDS}
    assert all(_size(icons.rune(r, size, (0, 0, 0))) == (size, size) for r in RUNE_IDS)
    for a, b in itertools.combinations(RUNE_IDS, 2):
        assert glyphs[a] != glyphs[b], f"runes {a} and {b} look the same"


def test_runes_differ_in_shape_not_only_in_detail():
    """Count the pixels two glyphs do not share: a few stray pixels would not tell them apart."""
    size = 32
    masks = {}
    for rune_id in RUNE_IDS:
        surf = icons.rune(rune_id, size, (0, 0, 0))
        masks[rune_id] = {(x, y) for x in range(size) for y in range(size) if surf.get_at((x, y)).a > 128}
    for a, b in itertools.combinations(RUNE_IDS, 2):
        assert len(masks[a] ^ masks[b]) > size * 2, f"runes {a} and {b} are too alike"


def test_rune_accepts_any_colour_sequence_and_caches():
    assert icons.rune("sun", 24, [10, 20, 30]) is icons.rune("sun", 24, (10, 20, 30))
    assert _pixels(icons.rune("sun", 24, (255, 0, 0))) != _pixels(icons.rune("sun", 24, (0, 0, 255)))


def test_rune_stones_marks_tokens_and_die_faces():
    for rune_id in RUNE_IDS:
        assert _size(icons.rune_stone(rune_id, 40)) == (40, 40)
    for colour in COLOURS:
        assert _size(icons.player_mark(colour, 18)) == (18, 18)
    assert len({_pixels(icons.player_mark(c, 24)) for c in COLOURS}) == 4
    for kind in icons.TOKEN_KINDS:
        assert _size(icons.token(kind, 36)) == (36, 36)
    assert len({_pixels(icons.token(k, 36)) for k in icons.TOKEN_KINDS}) == 3
    # the board view draws a space's token by its rules word: the art knows every one of them
    assert icons.TOKEN_KINDS == tuple(token.word for token in Token if token != Token.NONE)
    for face in range(6):
        for tilt in (0.0, 33.3, -170.0):
            assert _size(icons.die_face(face, 56, tilt)) == (56, 56)
    assert len({_pixels(icons.die_face(f, 56)) for f in range(6)}) == 6


def test_a_tilted_die_stays_inside_its_box():
    """The face is sized so that no corner is cut at any angle: the border stays transparent."""
    size = 60
    for tilt in (0, 20, 45, 70):
        surf = icons.die_face(4, size, tilt)
        border = [surf.get_at((x, y)).a for x in range(size) for y in (0, size - 1)]
        border += [surf.get_at((x, y)).a for y in range(size) for x in (0, size - 1)]
        assert max(border) < 40, f"tilt {tilt} reaches the edge"


@pytest.mark.parametrize("colour", COLOURS)
def test_pieces_have_the_asked_size(colour):
    for make in (pieces.hut, pieces.temple, pieces.worker, pieces.score_marker):
        for size in (16, 40):
            assert _size(make(colour, size)) == (size, size)
    assert _size(pieces.druid(44)) == (44, 44)


def test_pieces_differ_by_colour_and_by_kind():
    for make in (pieces.hut, pieces.temple, pieces.worker, pieces.score_marker):
        assert len({_pixels(make(c, 40)) for c in COLOURS}) == 4
    assert len({_pixels(make("red", 40)) for make in (pieces.hut, pieces.temple, pieces.worker)}) == 3


def test_pieces_differ_by_mark_alone():
    """In greyscale (colour-blind proof) the four players' huts and workers still differ clearly."""
    for make in (pieces.hut, pieces.worker):
        greys = {}
        for colour in COLOURS:
            grey = pygame.transform.grayscale(make(colour, 48))
            # normalise brightness away: only the shapes of light and dark areas remain
            greys[colour] = {(x, y) for x in range(48) for y in range(48)
                             if grey.get_at((x, y)).a > 128 and grey.get_at((x, y)).r > 225}
        for a, b in itertools.combinations(COLOURS, 2):
            assert len(greys[a] ^ greys[b]) > 12, f"{make.__name__}: {a} and {b} differ only by colour"


def test_unknown_names_are_refused():
    with pytest.raises(ValueError):
        icons.material_chip(4, 20)
    with pytest.raises(ValueError):
        icons.rune("dragon", 20, (0, 0, 0))
    with pytest.raises(ValueError):
        icons.token("plus3", 20)
    with pytest.raises(ValueError):
        icons.die_face(6, 20)
    with pytest.raises(ValueError):
        pieces.hut("orange", 20)
    with pytest.raises(ValueError):
        boardart.glow_ring(20, "pulsing")


def test_small_art_is_cached():
    assert icons.material_chip(2, 24) is icons.material_chip(2, 24)
    assert icons.rune_stone("oak", 30) is icons.rune_stone("oak", 30)
    assert icons.token("druid", 30) is icons.token("druid", 30)
    assert icons.die_face(1, 40, 12.2) is icons.die_face(1, 40, 12.4)  # cached by whole degree
    assert pieces.hut("blue", 30) is pieces.hut("blue", 30)
    assert pieces.worker("green", 30) is pieces.worker("green", 30)
    assert pieces.druid(30) is pieces.druid(30)


@pytest.mark.parametrize("side", ["2-3p", "4p"])
@pytest.mark.parametrize("size", [600, 1080])
def test_render_board_both_sides(side, size):
    geometry = BoardGeometry(load_side(side), 17, 5, size)
    board = boardart.render_board(geometry)
    assert board.get_size() == (size, size)
    # the same board and size share one surface, whatever the board's place in the window
    assert boardart.render_board(BoardGeometry(load_side(side), 0, 40, size)) is board


def test_render_board_is_deterministic():
    geometry = BoardGeometry(load_side("2-3p"), 0, 0, 400)
    first = _pixels(boardart.render_board(geometry))
    boardart._render.cache_clear()
    assert _pixels(boardart.render_board(geometry)) == first


def test_board_places_fit():
    geometry = BoardGeometry(load_side("4p"), 0, 0, 800)
    r = geometry.space_radius
    for index in range(geometry.board.n):
        x, y = geometry.space(index)
        for cx, cy in boardart.chip_centres(geometry, index):
            assert (cx - x) ** 2 + (cy - y) ** 2 < r * r
    for territory in range(len(geometry.board.territories)):
        (x, y), radius = boardart.rune_spot(geometry, territory)
        assert geometry.band <= x - radius and x + radius <= geometry.size - geometry.band
        assert geometry.band <= y - radius and y + radius <= geometry.size - geometry.band


def test_highlights():
    geometry = BoardGeometry(load_side("2-3p"), 30, 10, 700)
    sprites = {kind: boardart.space_highlight(geometry, 3, kind) for kind in boardart.HIGHLIGHT_KINDS}
    assert len({_pixels(s) for s in sprites.values()}) == 3
    screen = pygame.Surface((800, 800))
    before = _pixels(screen)
    for kind in boardart.HIGHLIGHT_KINDS:
        boardart.draw_highlight(screen, geometry, 3, kind)
        boardart.draw_highland_highlight(screen, geometry, 2, kind)
    assert _pixels(screen) != before
    x, y = geometry.space(3)
    assert screen.get_at((x, y)) == (0, 0, 0, 255), "the glow rings the space, it does not cover it"


def test_preview_writes_a_png(tmp_path):
    out = tmp_path / "sheet.png"
    assert preview.main([str(out), "--side", "4p", "--size", "360"]) == 0
    assert pygame.image.load(str(out)).get_width() > 360


def test_art_does_not_import_the_rules_engine():
    """Board data reaches the art through BoardGeometry; only the preview tool loads a board."""
    for path in ART_DIR.glob("*.py"):
        if path.name == "preview.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:  # module level only: TYPE_CHECKING blocks are not run
            if isinstance(node, ast.ImportFrom):
                assert "rules" not in (node.module or ""), f"{path.name} imports {node.module}"
            if isinstance(node, ast.Import):
                assert not any("rules" in a.name for a in node.names), f"{path.name} imports the rules"
