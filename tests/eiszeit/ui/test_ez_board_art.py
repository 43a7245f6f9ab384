"""Eiszeit's board art (issue 22, item 3): the screen polygons of the twelve regions follow the
board file, the hit test finds every region at its centre and nothing on the ice or the track,
regions never overlap on screen and cover the land below the ice, each landscape kind has a
symbol of its own shape (kinds told apart without colour), pieces' spots stay inside their
region, the score track's spaces ring the land, and the static board and glacier tiles are
rendered once per size."""

from __future__ import annotations

import itertools

import pygame
import pytest

from meduris_gui.games.eiszeit.rules.board import inside, load_board
from meduris_gui.games.eiszeit.ui import board_art
from meduris_gui.games.eiszeit.ui.board_art import BoardGeometry, board_size, board_surface, glacier_tile
from meduris_gui.games.eiszeit.ui.track import TRACK_SPACES

# the board's box in windows of 1366x768 and 1920x1080 (the board left, the panels right), and small
AREAS = [(900, 752), (1270, 1064), (500, 400)]


@pytest.fixture(scope="module")
def board():
    return load_board()


@pytest.mark.parametrize("area", AREAS)
def test_ez_board_size_keeps_the_proportions_and_fits(area):
    w, h = board_size(*area)
    assert 0 < w <= area[0] and 0 < h <= area[1]
    g = BoardGeometry(load_board(), (w, h))
    assert g.land.width / g.land.height == pytest.approx(board_art.LAND_ASPECT, rel=0.02)
    assert w == area[0] or h == area[1]           # as large as the area allows one way


@pytest.mark.parametrize("area", AREAS)
@pytest.mark.parametrize("origin", [(0, 0), (37, 12)])
def test_ez_hit_test_finds_each_region_at_its_centre(board, area, origin):
    g = BoardGeometry(board, board_size(*area), origin)
    for region in board.regions:
        x, y = g.centre(region.id)
        assert g.region_at((round(x), round(y))) == region.id
        assert g.region_at((x, y)) == region.id
        assert g.rect.collidepoint(x, y)


def test_ez_hit_test_is_nothing_on_the_ice_and_the_track(board):
    g = BoardGeometry(board, board_size(900, 752), (5, 5))
    assert g.region_at(g.ice.center) == 0
    for space in (0, 17, 50, 99):
        assert g.region_at(g.track.spaces[space].center) == 0
    assert g.region_at((g.rect.right + 10, g.rect.bottom + 10)) == 0


@pytest.mark.parametrize("area", AREAS[:2])
def test_ez_regions_do_not_overlap_and_cover_the_land(board, area):
    g = BoardGeometry(board, board_size(*area), (3, 4))
    polygons = {rid: tuple(g.polygon(rid)) for rid in range(1, 13)}
    land = g.land
    step = 7
    counts = {rid: 0 for rid in polygons}
    for y in range(g.ice.bottom + 1, land.bottom, step):
        for x in range(land.left + 1, land.right, step):
            point = (x + 0.5, y + 0.5)
            hits = [rid for rid, polygon in polygons.items() if inside(point, polygon)]
            assert len(hits) == 1, (point, hits)
            counts[hits[0]] += 1
    # each region holds a fair share of the land (roughly a twelfth)
    total = sum(counts.values())
    assert all(total / 12 * 0.6 < n < total / 12 * 1.5 for n in counts.values()), counts
    # nothing of a region lies above the ice's edge or outside the land
    for polygon in polygons.values():
        for x, y in polygon:
            assert land.left - 0.5 <= x <= land.right + 0.5 and g.ice.bottom - 1 <= y <= land.bottom + 0.5


def test_ez_polygons_follow_the_board_file(board):
    g = BoardGeometry(board, (1000, 800))
    for region in board.regions:
        assert len(g.polygon(region.id)) == len(region.outline)
        fx, fy = region.outline[0]
        expected = (g.land.left + fx * g.land.width, g.land.top + fy * g.land.height)
        assert g.polygon(region.id)[0] == pytest.approx(expected)


def _symbol_mask(kind: str, r: int = 20) -> pygame.mask.Mask:
    surf = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
    board_art.draw_kind_symbol(surf, kind, r + 2, r + 2, r, (255, 255, 255))
    return pygame.mask.from_surface(surf)


def test_ez_each_kind_has_a_symbol_of_its_own_shape(board):
    masks = {kind: _symbol_mask(kind) for kind in board.kinds}
    for kind, mask in masks.items():
        assert mask.count() > 40, kind
    for a, b in itertools.combinations(board.kinds, 2):
        overlap = masks[a].overlap_area(masks[b], (0, 0))
        differ = masks[a].count() + masks[b].count() - 2 * overlap
        assert differ > 0.3 * max(masks[a].count(), masks[b].count()), (a, b)


def test_ez_both_regions_of_a_kind_carry_its_symbol_and_differ_from_the_others(board):
    """The plaque of every region shows its kind's symbol: the plaques of a kind's two regions
    look alike right of the number, those of different kinds do not."""
    size = board_size(900, 752)
    g = BoardGeometry(board, size)
    surf = board_surface(board, size)

    def symbol_half(rid):
        rect = g.plaque(rid)
        half = pygame.Rect(rect.centerx + 2, rect.top + 3, rect.width // 2 - 5, rect.height - 6)
        return pygame.mask.from_threshold(surf.subsurface(half), (44, 34, 24, 255), (40, 40, 40, 255))

    masks = {r.id: symbol_half(r.id) for r in board.regions}

    def distance(a, b):
        return masks[a].count() + masks[b].count() - 2 * masks[a].overlap_area(masks[b], (0, 0))

    for kind in board.kinds:
        a, b = board.of_kind(kind)
        same = distance(a, b)
        others = [distance(a, r.id) for r in board.regions if r.kind != kind]
        assert same < min(others), (kind, same, others)


def test_ez_spots_for_pieces_stay_inside_their_region(board):
    g = BoardGeometry(board, board_size(900, 752))
    for region in board.regions:
        spots = g.spots(region.id, 12, g.unit * 0.16)
        assert len(spots) == 12
        assert len(set(spots)) == 12
        for x, y in spots:
            assert g.region_at((x, y)) == region.id
            assert not g.plaque(region.id).collidepoint(x, y)


def test_ez_track_rings_the_land(board):
    g = BoardGeometry(board, board_size(1270, 1064), (10, 10))
    track = g.track
    assert len(track.spaces) == TRACK_SPACES
    assert track.spaces[0].topleft == g.rect.topleft
    for a, b in itertools.combinations(track.spaces, 2):
        assert a.clip(b).width * a.clip(b).height == 0
    for space in track.spaces:
        assert g.rect.contains(space)
        assert not space.colliderect(g.land)
        assert track.space_at(space.center) == track.spaces.index(space)


def test_ez_reserves_lie_on_the_ice(board):
    g = BoardGeometry(board, board_size(900, 752))
    light, dark = g.reserves["light"], g.reserves["dark"]
    assert g.ice.contains(light) and g.ice.contains(dark)
    assert light.right < dark.left
    assert light.contains(board_art.reserve_spot(g, "light"))


def test_ez_board_surface_is_cached_per_size(board):
    size = board_size(900, 752)
    first = board_surface(board, size)
    assert board_surface(board, size) is first
    assert board_surface(board, (size[0], size[1])) is first
    assert first.get_size() == size
    other = board_surface(board, board_size(1270, 1064))
    assert other is not first and other.get_size() != size


def test_ez_glacier_tile_covers_its_region(board):
    size = board_size(900, 752)
    g = BoardGeometry(board, size)
    for rid in (1, 6, 12):
        tile, at = glacier_tile(board, size, rid)
        assert glacier_tile(board, size, rid)[0] is tile
        cx, cy = g.centre(rid)
        assert tile.get_at((round(cx - at[0]), round(cy - at[1]))).a == 255          # opaque over its centre
        other = g.centre(rid - 1 if rid > 1 else 2)                                   # see-through elsewhere
        ox, oy = round(other[0] - at[0]), round(other[1] - at[1])
        if 0 <= ox < tile.get_width() and 0 <= oy < tile.get_height():
            assert tile.get_at((ox, oy)).a == 0
        # icy: light and blue over most of the region
        colour = tile.get_at((round(cx - at[0] + g.unit * 0.3), round(cy - at[1] + g.unit * 0.25)))
        assert colour.b > colour.r and colour.b > 150


def _to_outline(point, polygon) -> float:
    """The distance from `point` to the nearest side of `polygon`."""
    px, py = point
    best = float("inf")
    for (ax, ay), (bx, by) in zip(polygon, polygon[1:] + polygon[:1]):
        dx, dy = bx - ax, by - ay
        t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
        best = min(best, ((px - ax - t * dx) ** 2 + (py - ay - t * dy) ** 2) ** 0.5)
    return best


def test_ez_region_highlight_glows_inside_its_region_only(board):
    size = board_size(900, 752)
    g = BoardGeometry(board, size)
    for rid in (4, 7, 9):
        glow, at = board_art.region_highlight(board, size, rid)
        assert board_art.region_highlight(board, size, rid)[0] is glow
        lit = elsewhere = 0
        for y in range(0, glow.get_height(), 2):
            for x in range(0, glow.get_width(), 2):
                if glow.get_at((x, y)).a:
                    lit += 1
                    point = (x + at[0] + 0.5, y + at[1] + 0.5)
                    if g.region_at(point) != rid:                             # only on the border line
                        elsewhere += 1
                        assert _to_outline(point, g.polygon(rid)) <= 1.5, point
        assert lit > 100 and elsewhere < lit * 0.05, (lit, elsewhere)
        cx, cy = g.centre(rid)
        assert 0 < glow.get_at((round(cx - at[0]), round(cy - at[1]))).a < 128        # a light wash
