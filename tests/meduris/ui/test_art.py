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

from meduris_gui.games.meduris.rules.board import RUNE_IDS, load_side
from meduris_gui.games.meduris.rules.kinds import Token
from meduris_gui.games.meduris.ui.art import boardart, icons, pieces, preview
from meduris_gui.games.meduris.ui.art.palette import (MATERIAL_COLOURS, PLAYER_COLOURS, PLAYER_MARKS, PLAYER_OUTLINES,
                                        TERRITORY_TINTS)
from meduris_gui.games.meduris.ui.geometry import BoardGeometry

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


# -- issue 12: the board's landscapes, runes on every plot, the title's picture ----------------

def _near(colour, target, tolerance: int) -> bool:
    return all(abs(c - t) <= tolerance for c, t in zip(colour[:3], target))


@pytest.mark.parametrize("side", ["2-3p", "4p"])
def test_every_plot_draws_its_territorys_rune(side, monkeypatch):
    """Each plot carries its own territory's rune (the glyph asked for, where the plot's upper
    half is), and the rune is really there in the rendered board: its groove colour shows."""
    board = load_side(side)
    geometry = BoardGeometry(board, 0, 0, 1000)
    asked = []
    real = boardart.plot_rune

    def recording(rune_id, half):
        asked.append(rune_id)
        return real(rune_id, half)

    monkeypatch.setattr(boardart, "plot_rune", recording)
    boardart._render.cache_clear()
    surface = boardart.render_board(geometry)
    boardart._render.cache_clear()  # other tests get the unrecorded board
    expected = [board.territories[space.territory].rune for space in board.spaces]
    assert asked == expected
    r = geometry.space_radius
    crops = {}
    for space in board.spaces:
        (x, y), half = boardart.plot_rune_spot(geometry, space.index)
        px, py = geometry.space(space.index)
        assert (x - px) ** 2 + (y - py) ** 2 < (r - half) ** 2, "the rune stays on its plot"
        for cx, cy in boardart.chip_centres(geometry, space.index):
            assert abs(cy - y) > half, "the rune clears the material chips"
        crop = surface.subsurface(pygame.Rect(x - half, y - half, half * 2, half * 2))
        groove = sum(_near(crop.get_at((i, j)), (128, 90, 52), 28)
                     for i in range(half * 2) for j in range(half * 2))
        assert groove > half, f"space {space.index}: no rune cut in the plot"
        crops.setdefault(expected[space.index], set()).add(_pixels(crop))
    # plots of different runes look different where the rune is
    firsts = [next(iter(c)) for c in crops.values()]
    assert len(set(firsts)) == len(firsts) == 9


@pytest.mark.parametrize("side", ["2-3p", "4p"])
def test_each_highlands_landscape_differs(side):
    """The mountain's four sectors are four landscapes: their average ground colours are far
    apart, the copper mine glows warmest, the pasture is the yellowest, the quarry the greyest."""
    from meduris_gui.games.meduris.ui.art import terrain
    from meduris_gui.games.meduris.ui.art.highland import landscape_owner

    geometry = BoardGeometry(load_side(side), 0, 0, 800)
    surface = boardart.render_board(geometry)
    land = terrain.Land(geometry)
    sums = [[0, 0, 0, 0] for _ in range(4)]
    for y in range(0, 800, 4):
        for x in range(0, 800, 4):
            owner = landscape_owner(land, x, y)
            if owner is not None and not land.near_highland(x, y, 1.3):
                c = surface.get_at((x, y))
                acc = sums[owner]
                acc[0] += c.r
                acc[1] += c.g
                acc[2] += c.b
                acc[3] += 1
    assert all(acc[3] > 200 for acc in sums), "every highland has a landscape around it"
    means = [(acc[0] / acc[3], acc[1] / acc[3], acc[2] / acc[3]) for acc in sums]
    for a, b in itertools.combinations(range(4), 2):
        distance = sum((p - q) ** 2 for p, q in zip(means[a], means[b])) ** 0.5
        assert distance > 20, f"landscapes {a} and {b} look alike: {means[a]} {means[b]}"
    wood, wool, copper, stone = means
    assert max(range(4), key=lambda m: means[m][0] - means[m][1]) == 2, "the mine glows warm"
    assert max(range(4), key=lambda m: means[m][0] + means[m][1] - 2 * means[m][2]) == 1, "pasture"
    assert min(range(4), key=lambda m: max(means[m]) - min(means[m])) == 3, "the quarry is grey"
    assert wood[1] > wood[0] and wood[1] > wood[2], "the forest is green"


def test_waterfalls_fall_on_the_mountain():
    from meduris_gui.games.meduris.ui.art import highland, terrain

    geometry = BoardGeometry(load_side("2-3p"), 0, 0, 600)
    land = terrain.Land(geometry)
    surface = pygame.Surface((600, 600), pygame.SRCALPHA)
    tops = highland.draw_waterfalls(surface, land, __import__("random").Random(1))
    assert len(tops) == 4
    for x, y in tops:
        assert highland.landscape_owner(land, x, y) is not None, "a fall starts on the flank"
        assert _near(surface.get_at((round(x), round(y))), (245, 250, 255), 30), "white water"


TITLE_SIZES = [(1366, 768), (1920, 1080), (960, 600)]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", TITLE_SIZES)
def test_the_title_never_overlaps_the_mountain(size, language):
    """The words' box and the summit's box do not meet, and the picture in the words' rows is
    the same as with the mountain pushed all the way down: no rock or snow behind the title."""
    from meduris_gui.table.app import App, Settings
    from meduris_gui.games.meduris.ui.art import title_art
    from meduris_gui.table.scenes.title import TitleScene

    app = App(size=size, settings=Settings(language=language, speed="instant"), headless=True)
    title = app.stack.push(TitleScene())
    app.step()
    width, height = size
    box = title.text_layout(size)[2]
    peak = title_art.peak_rect(width, height, title.peak_top(size))
    assert not box.colliderect(peak) and box.bottom < peak.top
    assert 0 <= box.top and box.bottom < height // 2
    picture = title_art.title_picture(width, height, title.peak_top(size))
    assert picture.get_size() == size
    assert title_art.title_picture(width, height, title.peak_top(size)) is picture  # cached
    no_mountain = title_art.title_picture(width, height, height)
    rows = pygame.Rect(0, box.top, width, box.height)
    assert _pixels(picture.subsurface(rows)) == _pixels(no_mountain.subsurface(rows))
    # and the summit is really drawn where peak_rect says: snow just under its top
    px, py = title_art.peak_point(width, height, title.peak_top(size))
    assert _near(picture.get_at((px - 2, py + max(4, peak.height // 3))), (250, 236, 230), 30)


def test_the_title_picture_holds_the_stone_circle_and_the_druid():
    from meduris_gui.games.meduris.ui.art import title_art

    width, height = 1366, 768
    picture = title_art.title_picture(width, height, 260)
    circle = title_art.circle_box(width, height)
    druid = title_art.druid_box(width, height)
    assert picture.get_rect().contains(circle) and picture.get_rect().contains(druid)
    assert not circle.colliderect(druid)
    # the druid's white robe is in the picture where druid_box says
    robe = sum(_near(picture.get_at((x, y)), (246, 246, 240), 12)
               for x in range(druid.left, druid.right, 2) for y in range(druid.top, druid.bottom, 2))
    assert robe > (druid.w * druid.h) // 40


def test_druid_has_a_face_not_a_bar():
    """Skin colour in the hood, and eyes: the face used to be a dark bar."""
    druid = pieces.druid(120)
    skin = sum(_near(druid.get_at((x, y)), (232, 190, 152), 20) for x in range(40, 80) for y in range(20, 45))
    assert skin > 40
    dark = sum(druid.get_at((x, y)).r < 90 and druid.get_at((x, y)).a > 200
               for x in range(48, 72) for y in range(28, 42))
    assert dark < 60, "no dark bar across the face"


def test_continue_comes_first_when_a_game_waits(tmp_path, monkeypatch):
    from meduris_gui import saves
    from meduris_gui.games.meduris.rules.game import Game
    from meduris_gui.table.app import App, Settings
    from meduris_gui.table.scenes.title import TitleScene

    monkeypatch.setenv(saves.ENV_DIR, str(tmp_path))
    app = App(size=(1366, 768), settings=Settings(language="en", speed="instant"), headless=True)
    title = app.stack.push(TitleScene())
    assert title.buttons.find("continue") is None
    saves.save_game(Game.new(["purple", "blue"], 0))
    title.resize((1366, 768))
    first = min(title.buttons.buttons, key=lambda b: (b.rect.top, b.rect.left) if b.name in
                ("continue", "new-game", "saved-games", "quit") else (10 ** 6, 0))
    assert first.name == "continue"
