"""The board as the players see it: the cached static board plus everything that moves on it.

`BoardView.draw` paints the state (buildings, tokens, towers, supply piles, the druid, score
markers) with the animator's overrides; legal targets glow. The static board is rendered once
per window size (ART.md).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from meduris_gui.i18n import N_, _
from ..rules.kinds import TOKEN_WORDS, Building, Token
from meduris_gui.table import theme
from .art import boardart, icons, pieces
from .geometry import BoardGeometry
from meduris_gui.table.widgets import fit_font, render

BANNERS = {"river": N_("The great river: interim rune scoring"), "last-round": N_("The druid's last round"),
           "ritual": N_("Sacrifice ritual"), "sacrifice": N_("Sacrifice"),
           "nothing": N_("Nothing offered to the druid")}


def _signed(points: int) -> str:
    return f"+{points}" if points >= 0 else f"–{-points}"


@lru_cache(maxsize=256)
def space_badge(number: int, size: int) -> pygame.Surface:
    """A space's number as the plots and the log show it: light figures on a dark disc, unlike
    the score track's numbers (dark figures on the track's stones), so the two never mix."""
    f = theme.font(max(8, round(size * 0.62)), bold=True)
    text = f.render(str(number), True, theme.LIGHT)
    width = max(size, text.get_width() + size // 2)
    badge = pygame.Surface((width, size), pygame.SRCALPHA)
    pygame.draw.rect(badge, (*theme.INK, 230), badge.get_rect(), border_radius=size // 2)
    pygame.draw.rect(badge, theme.PANEL_DARK, badge.get_rect(), width=max(1, size // 12), border_radius=size // 2)
    badge.blit(text, text.get_rect(center=badge.get_rect().center))
    return badge


@lru_cache(maxsize=8)
def focus_ring(radius: int) -> pygame.Surface:
    """A bold ring around a plot, dark outside and bright inside, readable on land, on the sand
    of the plot and over a building's roof."""
    outer = round(radius * 1.55)
    size = 2 * outer + 4
    ring = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size // 2, size // 2)
    width = max(3, radius // 4)
    pygame.draw.circle(ring, (20, 16, 10, 220), centre, outer, width + 4)
    pygame.draw.circle(ring, (*theme.GLOW, 255), centre, outer - 2, width)
    pygame.draw.circle(ring, (255, 255, 255, 200), centre, outer - 2 - width // 2, max(1, width // 3))
    return ring


class BoardView:
    def __init__(self, board, colours: tuple) -> None:
        self.board = board
        self.colours = colours
        self.geometry: BoardGeometry | None = None
        self.static: pygame.Surface | None = None
        self.panel_points: dict = {}

    def layout(self, left: int, top: int, size: int) -> None:
        if self.geometry and (self.geometry.left, self.geometry.top, self.geometry.size) == (left, top, size):
            return
        self.geometry = BoardGeometry(self.board, left, top, size)
        static = boardart.render_board(self.geometry)
        # An opaque copy in the screen's format blits several times faster every frame.
        self.static = static.convert() if pygame.display.get_surface() is not None else static

    # -- what the animator asks for ------------------------------------------------------------

    def colour_of(self, seat: int) -> str:
        return self.colours[seat]

    def panel_point(self, seat: int):
        return self.panel_points.get(seat, self.geometry.point(0.5, 0.5))

    # -- the die: large on the board, in its open area (geometry.die_rest) -------------------------

    def die_size(self) -> int:
        """The box of a die face image (icons.die_face): the face fills DIE_FACE of it."""
        return round(self.geometry.die_side() / icons.DIE_FACE)

    def die_rest(self) -> tuple[int, int]:
        """Where the die lies once rolled: the centre of its top face."""
        return self.geometry.die_rest()

    def prepare_die(self, face: int) -> None:
        """Make (and cache) the die's images for `face`, so that a roll's first frame is not slow."""
        size = self.die_size()
        icons.die_face(face, size)
        icons.die_sides(size)
        icons.die_shadow(size)

    def draw_die(self, surface, face: int, center, angle: float = 0.0, lift: float = 0.0) -> None:
        """The die as a cube seen from above: shadow, sides, then the face turned by `angle`
        degrees (clockwise on the screen); `lift` (pixels) raises it off the board in a bounce."""
        g = self.geometry
        size = self.die_size()
        x, y = round(center[0]), round(center[1] - lift * 0.4)
        shadow = icons.die_shadow(size)
        offset = g.die_shadow_offset() + round(lift)
        surface.blit(shadow, shadow.get_rect(center=(round(center[0]) + offset, round(center[1]) + offset)))
        sides = icons.die_sides(size, -angle)
        depth = g.die_depth()
        for k in (depth / 3, depth * 2 / 3, depth):    # three copies fill the cube's depth
            surface.blit(sides, sides.get_rect(center=(x + round(k), y + round(k))))
        image = icons.die_face(face, size, -angle)
        surface.blit(image, image.get_rect(center=(x, y)))

    def draw_resting_die(self, surface, face: int) -> None:
        """The die at rest on the board showing `face` (the state's die: -1 draws nothing)."""
        if face >= 0:
            self.draw_die(surface, face, self.die_rest())

    def draw_worker(self, surface, colour: str, foot) -> None:
        image = pieces.worker(colour, self.geometry.worker_height())
        surface.blit(image, image.get_rect(midbottom=(round(foot[0]), round(foot[1]))))

    def draw_chip(self, surface, material: int, center) -> None:
        image = icons.material_chip(material, max(12, self.geometry.space_radius))
        surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))

    def draw_building_at(self, surface, space: int, lift: float = 0.0) -> None:
        self._building(surface, space, lift)

    def draw_banner(self, surface, key: str, alpha: float, marks: tuple = (), space: int = -1) -> None:
        """A moment across the board: its title and, per player concerned, the mark and points;
        beside the hut concerned when there is one, always inside the ring of the track."""
        box, rect = self.banner(key, alpha, marks, space)
        surface.blit(box, rect)

    def banner(self, key: str, alpha: float, marks: tuple = (), space: int = -1) -> tuple:
        """The banner's picture and where it goes (draw_banner)."""
        g = self.geometry
        text = _(BANNERS[key])
        inner = pygame.Rect(g.rect).inflate(-2 * g.band, -2 * g.band)
        f = fit_font(text, inner.width - 40, max(14, g.size // 28), title=True)
        image = render(f, text, theme.LIGHT)
        shown = [(colour, points) for colour, points in marks if points or key in ("sacrifice", "nothing")]
        line = max(16, g.size // 26)
        items = []
        if shown:
            numbers = theme.font(line, bold=True)
            items = [(icons.player_mark(colour, line), render(numbers, _signed(points), theme.LIGHT))
                     for colour, points in shown]
        row = sum(m.get_width() + t.get_width() + line for m, t in items) - line if items else 0
        width = min(inner.width, max(image.get_width(), row) + 2 * line)
        height = image.get_height() + 16 + (line + 8 if items else 0)
        box = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(box, (20, 40, 70, 215), box.get_rect(), border_radius=max(4, line // 3))
        box.blit(image, image.get_rect(midtop=(width // 2, 8)))
        x = (width - row) // 2
        y = image.get_height() + 12 + line // 2
        for mark, number in items:
            box.blit(mark, mark.get_rect(midleft=(x, y)))
            x += mark.get_width() + 4
            box.blit(number, number.get_rect(midleft=(x, y)))
            x += number.get_width() + line
        box.set_alpha(int(255 * alpha))
        centre = g.point(0.5, 0.47)
        if space >= 0:                          # between the hut concerned and the mountain
            x, y = g.space(space)
            centre = (x + (centre[0] - x) * 0.45, y + (centre[1] - y) * 0.45)
        rect = box.get_rect(center=(round(centre[0]), round(centre[1])))
        rect.clamp_ip(inner)
        return box, rect

    # -- the board -----------------------------------------------------------------------------

    def _building(self, surface, space: int, lift: float = 0.0) -> None:
        state = self._state
        kind = state.kind[space]
        if kind == Building.EMPTY:
            return
        colour = self.colours[state.owner[space]]
        r = self.geometry.space_radius
        x, y = self.geometry.space(space)
        if kind == Building.HUT:
            image = pieces.hut(colour, int(r * 1.5))
        else:
            image = pieces.temple(colour, int(r * 1.7))
        surface.blit(image, image.get_rect(midbottom=(x, round(y + r * 0.55 - lift))))

    def draw(self, surface, state, overrides: dict, highlights: dict, hover_space: int = -1,
             hover_highland: int = -1, selected_worker=None) -> None:
        """Paint the board for `state`. highlights: {"spaces": set, "highlands": set, "workers": set}."""
        self._state = state
        g = self.geometry
        surface.blit(self.static, (g.left, g.top))
        r = g.space_radius
        for space in highlights.get("spaces", ()):
            boardart.draw_highlight(surface, g, space, "hover" if space == hover_space else "legal")
        for space in range(self.board.n):
            token = state.token[space]
            if token != Token.NONE and state.kind[space] == Building.EMPTY:
                image = icons.token(TOKEN_WORDS[token], int(r * 1.1))
                surface.blit(image, image.get_rect(center=g.space(space)))
        hidden = overrides.get("hidden_spaces", set())
        for space in range(self.board.n):
            if state.kind[space] != Building.EMPTY and space not in hidden:
                self._building(surface, space)
                if state.token[space] != Token.NONE:     # a druid token under a hut (R3)
                    image = icons.token(Token.DRUID.word, int(r * 0.7))
                    x, y = g.space(space)
                    surface.blit(image, image.get_rect(center=(x + r * 0.7, y + r * 0.5)))
        self._highlands(surface, state, overrides, highlights, hover_highland, selected_worker)
        self._druid(surface, state, overrides)
        self._scores(surface, state, overrides)

    def _highlands(self, surface, state, overrides, highlights, hover_highland, selected_worker) -> None:
        g = self.geometry
        hidden = overrides.get("hidden_workers", set())
        small = theme.font(max(10, g.size // 48), bold=True)
        for material in range(4):
            if material in highlights.get("highlands", ()):
                x, y = g.highland(material)
                glow = pygame.Surface((g.highland_radius * 3, g.highland_radius * 3), pygame.SRCALPHA)
                colour = theme.GLOW if material == hover_highland else theme.GOLD
                pygame.draw.circle(glow, (*colour, 110), glow.get_rect().center, int(g.highland_radius * 1.25))
                surface.blit(glow, glow.get_rect(center=(x, y)))
            for level, seat in enumerate(state.towers[material], start=1):
                if (material, level) in hidden:
                    continue
                foot = g.tower_slot(material, level)
                if (material, level) in highlights.get("workers", ()):
                    pygame.draw.circle(surface, theme.GLOW if (material, level) == selected_worker else theme.GOLD,
                                       (foot[0], foot[1] - g.worker_height() // 2), g.worker_height() // 2 + 3, 3)
                self.draw_worker(surface, self.colours[seat], foot)
            # The supply pile and its count.
            sx, sy = g.supply(material)
            chip = icons.material_chip(material, max(14, int(g.space_radius * 0.9)))
            count = state.supply[material]
            for k in range(min(3, count)):
                surface.blit(chip, chip.get_rect(center=(sx - k * 2, sy - k * 3)))
            label = render(small, str(count), theme.LIGHT)
            box = label.get_rect(midtop=(sx, sy + chip.get_height() // 2))
            pygame.draw.rect(surface, (30, 30, 30), box.inflate(6, 2), border_radius=4)
            surface.blit(label, box)

    def _druid(self, surface, state, overrides) -> None:
        image = pieces.druid(int(self.geometry.worker_height() * 1.35))
        surface.blit(image, self.druid_rect(state, overrides))

    def druid_rect(self, state, overrides) -> pygame.Rect:
        """Where _druid draws the druid (on his way while `overrides` say so)."""
        g = self.geometry
        where = overrides.get("druid") or g.druid(state.druid_rock, state.druid_space)
        image = pieces.druid(int(g.worker_height() * 1.35))
        return image.get_rect(midbottom=(round(where[0]), round(where[1] + g.space_radius * 0.4)))

    def _scores(self, surface, state, overrides) -> None:
        """The score markers. Markers on one cell fan out side by side along the track (smaller
        when they share it), so each stays visible and inside the frame band."""
        g = self.geometry
        shown = overrides.get("scores") or state.score
        for seat, rect in enumerate(self.marker_rects(shown)):
            size = rect.width
            image = pieces.score_marker(self.colours[seat], size)
            surface.blit(image, image.get_rect(center=rect.center))
            score = shown[seat]
            if score >= 100:                  # the "100" badge lies towards the board's inside
                badge = render(theme.font(max(8, size // 2), bold=True), str(score // 100 * 100), theme.INK)
                dx, dy = g.track_inward(score)
                reach = (size + badge.get_height()) / 2
                x, y = rect.center
                surface.blit(badge, badge.get_rect(center=(round(x + dx * reach), round(y + dy * reach))))

    def marker_size(self, sharing: int) -> int:
        """The side of a score marker on a cell that `sharing` markers share."""
        band = self.geometry.band
        return max(8, int(band * (0.8 if sharing <= 1 else 0.68)))

    def marker_rects(self, scores) -> list[pygame.Rect]:
        """Where _scores draws each seat's marker: markers on one cell fan out side by side
        along the track, smaller when they share it."""
        g = self.geometry
        cells: dict = {}
        for seat, score in enumerate(scores):
            cells.setdefault(score % 100, []).append(seat)
        rects: list = [None] * len(scores)
        for cell, seats in cells.items():
            size = self.marker_size(len(seats))
            for seat, centre in zip(seats, g.track_fan(cell, len(seats), size)):
                rects[seat] = pygame.Rect(0, 0, size, size)
                rects[seat].center = centre
        return rects

    # -- finding a space -----------------------------------------------------------------------

    def draw_focus(self, surface, space: int) -> None:
        """A ring around `space` (the space a hovered log line or the prompt names), drawn over
        the buildings, with a pointer above it so a built-up plot is found too."""
        if not 0 <= space < self.board.n:
            return
        g = self.geometry
        r = g.space_radius
        x, y = g.space(space)
        ring = focus_ring(r)
        surface.blit(ring, ring.get_rect(center=(x, y)))
        tip = y - round(r * 1.6)
        head = max(6, r // 2)
        points = [(x, tip), (x - head, tip - head * 1.4), (x + head, tip - head * 1.4)]
        pygame.draw.polygon(surface, theme.GLOW, points)
        pygame.draw.polygon(surface, (20, 16, 10), points, 2)

    def badge_size(self) -> int:
        return max(12, round(self.geometry.space_radius * 0.75))

    def draw_space_numbers(self, surface) -> None:
        """Each plot's number (the number the log and the prompts use), small at its lower right
        where a building leaves it visible."""
        g = self.geometry
        r = g.space_radius
        size = self.badge_size()
        for space in range(self.board.n):
            x, y = g.space(space)
            badge = space_badge(space, size)
            surface.blit(badge, badge.get_rect(center=(round(x + r * 0.8), round(y + r * 0.75))))

    def hit(self, pos, state) -> dict:
        """What lies under the pointer: {"space": i, "highland": h, "worker": (h, level)}."""
        g = self.geometry
        return {"space": g.space_at(pos), "highland": g.highland_at(pos, state.towers), "worker": g.worker_at(pos, state.towers)}

