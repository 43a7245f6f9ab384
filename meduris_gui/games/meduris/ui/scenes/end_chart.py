"""What the end of the game shows besides the table: the ranking, the score over the turns, the
highlights. All of it is read from the engine: its outcome (E5) and the game's events, whose
`Scored.total` is the score the engine applied. No rule is computed here.

`ScoreSeries.of(events, players, start)` is every seat's score at the end of each turn (the
start first, the final scoring last), with the turns at which the druid crossed the river with an
interim scoring (D5) and the one at which his last round started (E2); `draw_chart` paints it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

import pygame

from meduris_gui.i18n import _, ngettext
from ...rules import events as E
from ...rules.scoring import decide_outcome
from meduris_gui.table import theme
from ..art import icons
from ..art.palette import PLAYER_COLOURS, PLAYER_OUTLINES
from meduris_gui.table.widgets import draw_text, elide

RIVER_COLOUR = (70, 120, 190)
LAST_ROUND_COLOUR = (200, 120, 30)


@dataclass(frozen=True)
class ScoreSeries:
    """Per point of the x axis, every seat's score; the x of the river scorings and last round."""

    points: tuple[tuple[int, ...], ...]
    rivers: tuple[int, ...] = ()
    last_round: int = -1

    @classmethod
    def of(cls, events, players: int, start: int) -> "ScoreSeries":
        """A point at the start (S6), at the end of each turn, when the druid's last round starts,
        after it, and after the final scoring; a river scoring (D5) is marked at the point that
        ends its turn."""
        current = [start] * players
        points = [tuple(current)]
        rivers: list[int] = []
        last_round = -1
        turned = final = False
        for event in events:
            kind = type(event)
            if kind is E.TurnStarted:
                if turned:
                    points.append(tuple(current))
                turned = True
            elif kind is E.Scored:
                current[event.player] = event.total
            elif kind is E.RiverCrossed and event.interim_scoring:
                rivers.append(len(points))
            elif kind is E.LastRound:
                points.append(tuple(current))
                last_round = len(points) - 1
            elif kind in (E.TempleScored, E.RunesScored) and not final:
                final = True
                points.append(tuple(current))
        points.append(tuple(current))
        return cls(tuple(points), tuple(rivers), last_round)

    @property
    def last(self) -> tuple[int, ...]:
        return self.points[-1]


class Rank(NamedTuple):
    place: int                 # 1 for the winners
    seats: tuple               # several: tied on everything E5 looks at
    reason: str                # what set this group apart from the next: "points", "buildings"...


def ranking(scores, built, materials) -> list[Rank]:
    """Everyone ranked by E5 (points, then buildings, then materials kept): the engine's
    decide_outcome picks the best of those left, again and again."""
    left = list(range(len(scores)))
    ranks: list[Rank] = []
    place = 1
    while left:
        outcome = decide_outcome([scores[p] for p in left], [built[p] for p in left], [materials[p] for p in left])
        seats = tuple(left[k] for k in outcome.winners)
        ranks.append(Rank(place, seats, outcome.tie_break))
        place += len(seats)
        left = [p for p in left if p not in seats]
    return ranks


def highlights(events, breakdown, names: list[str]) -> list[str]:
    """A few facts of the game read from its events: the largest settlement, the biggest
    sacrifice, the most rune stones (the outcome's breakdown)."""
    lines = []
    builds = [e for e in events if isinstance(e, E.Built) and e.kind == "hut"]
    if builds:
        best = max(builds, key=lambda e: e.size)         # the first to reach the largest size
        lines.append(ngettext("Largest settlement: {n} hut, built by {player} on space {space}",
                              "Largest settlement: {n} huts, completed by {player} on space {space}",
                              best.size, player=names[best.player], space=best.space))
    sacrifices = [e for e in events if isinstance(e, E.Sacrificed) and e.points > 0]
    if sacrifices:
        best = max(sacrifices, key=lambda e: e.points)
        lines.append(ngettext("Biggest sacrifice: {n} point for {player} on space {space}",
                              "Biggest sacrifice: {n} points for {player} on space {space}",
                              best.points, player=names[best.player], space=best.space))
    stones = [row["stones"] for row in breakdown]
    if stones and max(stones) > 0:
        most = max(stones)
        who = ", ".join(names[seat] for seat, n in enumerate(stones) if n == most)
        lines.append(ngettext("Most rune stones: {who} ({n})", "Most rune stones: {who} ({n})", most, who=who))
    return lines


def spread(ys: list[int], gap: int, low: int, high: int) -> list[int]:
    """Heights for marks wanted at `ys`, in the same order from top to bottom, at least `gap`
    apart and inside [low, high] where the room allows; a mark moves as little as it can."""
    order = sorted(range(len(ys)), key=lambda i: (ys[i], i))
    placed = [0] * len(ys)
    previous = None
    for i in order:                                   # downwards: none closer than gap to the one above
        y = max(ys[i], low) if previous is None else max(ys[i], previous + gap)
        placed[i] = previous = y
    overflow = placed[order[-1]] - high if order else 0
    if overflow > 0:                                  # too low: push the packed run back up
        following = None
        for i in reversed(order):
            y = placed[i] - overflow if following is None else min(placed[i], following - gap)
            placed[i] = following = y
    return placed


def draw_chart(surface, rect: pygame.Rect, series: ScoreSeries, colours, scale) -> None:
    """The score of every seat over the turns: a line per seat in its colour with its mark at the
    end, the river scorings (blue) and the start of the last round (orange) as vertical lines,
    and a legend under the chart."""
    s = scale
    f = s.role_font("caption")
    legend_h = f.get_linesize() + s.px(4)
    pygame.draw.rect(surface, theme.LIGHT, rect, border_radius=6)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=1, border_radius=6)
    top_score = max(max(point) for point in series.points)
    top_score = max(10, -(-top_score // 10) * 10)             # a round top: 10, 20, 30...
    label_w = f.size(str(top_score))[0] + s.px(8)
    plot = pygame.Rect(rect.left + label_w + s.px(4), rect.top + s.px(10),
                       rect.width - label_w - s.px(14) - s.px(14), rect.height - s.px(16) - legend_h)
    count = max(1, len(series.points) - 1)

    def at(x: float, score: int) -> tuple[int, int]:
        return (round(plot.left + plot.width * x / count), round(plot.bottom - plot.height * score / top_score))

    step = 10 if top_score <= 60 else 20
    for value in range(0, top_score + 1, step):
        y = at(0, value)[1]
        pygame.draw.line(surface, theme.PANEL_DARK, (plot.left, y), (plot.right, y))
        draw_text(surface, str(value), (plot.left - s.px(6), y), f, theme.INK_SOFT, anchor="midright")
    for x in series.rivers:
        px = at(x - 0.5, 0)[0]
        pygame.draw.line(surface, RIVER_COLOUR, (px, plot.top), (px, plot.bottom), max(1, s.px(2)))
    if series.last_round >= 0:
        px = at(series.last_round, 0)[0]
        pygame.draw.line(surface, LAST_ROUND_COLOUR, (px, plot.top), (px, plot.bottom), max(2, s.px(3)))
    ends = []
    for seat, colour in enumerate(colours):
        line = [at(x, point[seat]) for x, point in enumerate(series.points)]
        width = max(2, s.px(3))
        pygame.draw.lines(surface, PLAYER_OUTLINES[colour], False, line, width + 2)
        pygame.draw.lines(surface, PLAYER_COLOURS[colour], False, line, width)
        ends.append(line[-1])
    # The marks at the lines' ends, moved apart where close scores would stack them (seen: four
    # marks on one spot at 78, 73, 68, 67), each tied to its line's end by a thin stroke.
    size = s.px(16)
    placed = spread([y for _x, y in ends], size + s.px(2), rect.top + size // 2, rect.bottom - legend_h - size // 2)
    for (x, y), mark_y, colour in zip(ends, placed, colours):
        centre = (x + (size // 2 + s.px(3) if mark_y != y else 0), mark_y)
        if mark_y != y:
            pygame.draw.line(surface, PLAYER_OUTLINES[colour], (x, y), centre, max(1, s.px(1)))
        mark = icons.player_mark(colour, size)
        surface.blit(mark, mark.get_rect(center=centre))
    # The legend: what the vertical lines are.
    y = rect.bottom - legend_h // 2 - s.px(3)
    x = plot.left
    room = (rect.right - x - s.px(10)) // 2
    for colour, text in ((RIVER_COLOUR, _("River scorings")), (LAST_ROUND_COLOUR, _("Druid's last round"))):
        pygame.draw.line(surface, colour, (x, y - s.px(6)), (x, y + s.px(6)), max(2, s.px(3)))
        draw_text(surface, elide(text, f, room - s.px(14)), (x + s.px(8), y), f, theme.INK, anchor="midleft")
        x += room


__all__ = ["Rank", "ScoreSeries", "draw_chart", "highlights", "ranking", "spread"]
