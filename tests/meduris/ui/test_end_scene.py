"""The end of the game as a moment: the score chart read from the events ends on the outcome's
totals, the ranking follows E5 with its tie-breaks, the highlights come from the events, the
winner's announcement grows in, and everything fits at 1366x768 and 1920x1080 in every language."""

from __future__ import annotations


import pygame
import pytest

from meduris_gui.i18n import LANGUAGES, set_language
from meduris_gui.games.meduris.rules import events as E
from meduris_gui.games.meduris.rules.record import Record
from meduris_gui.games.meduris.rules.setup import START_SCORE
from meduris_gui.table.app import App, Settings
from meduris_gui.games.meduris.ui.scenes.end import COLUMNS, INTRO, EndScene
from meduris_gui.games.meduris.ui.scenes.end_chart import Rank, ScoreSeries, highlights, ranking
from meduris_gui.table.scenes.title import TitleScene
from pathlib import Path
from helpers import finished
from test_typography import LONG_NAME, check_scene

GOLDEN = Path(__file__).resolve().parents[1] / "rules" / "golden"


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (4, 8)])
def test_the_chart_ends_on_the_outcome_totals(players, seed):
    game = finished(players, seed)
    events = game.events_so_far()
    series = ScoreSeries.of(events, players, START_SCORE)
    outcome = game.outcome()
    assert series.last == tuple(outcome.scores)
    assert series.last == tuple(row["total"] for row in outcome.breakdown)
    assert series.points[0] == (START_SCORE,) * players
    # A point per turn at least, the river scorings and the last round marked where they fall.
    turns = sum(isinstance(e, E.TurnStarted) for e in events)
    assert len(series.points) >= turns + 1
    assert len(series.rivers) == sum(isinstance(e, E.RiverCrossed) and e.interim_scoring for e in events)
    assert all(0 < x < len(series.points) for x in series.rivers)
    assert 0 < series.last_round < len(series.points) - 1
    # Before the last round, each point is the score the engine reported at the end of that turn.
    assert list(series.rivers) == sorted(series.rivers)


def test_the_chart_of_a_golden_record_ends_on_its_totals():
    game = Record.load(GOLDEN / "game-4p.yaml").replay()
    series = ScoreSeries.of(game.events_so_far(), 4, START_SCORE)
    assert series.last == tuple(game.outcome().scores)


def test_ranking_follows_the_tie_breaks():
    # Seat 0 and 1 tie on points, seat 0 built more: first on buildings; then seat 1 on points.
    assert ranking([10, 10, 8], [3, 2, 5], [0, 0, 0]) == [Rank(1, (0,), "buildings"), Rank(2, (1,), "points"),
                                                        Rank(3, (2,), "points")]
    assert ranking([7, 9, 7], [1, 1, 1], [4, 0, 6])[1:] == [Rank(2, (2,), "materials"), Rank(3, (0,), "points")]
    shared = ranking([5, 5, 3], [1, 1, 0], [2, 2, 9])
    assert shared[0] == Rank(1, (0, 1), "shared") and shared[1] == Rank(3, (2,), "points")


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 3)])
def test_the_scene_ranks_like_the_outcome(players, seed):
    game = finished(players, seed)
    app = App(size=(1366, 768), settings=Settings(language="en", speed="instant"), headless=True)
    app.stack.push(TitleScene())
    end = app.stack.push(EndScene(game, ["a", "b", "c", "d"][:players], None))
    outcome = game.outcome()
    assert end.ranks[0].seats == outcome.winners
    order = [seat for rank in end.ranks for seat in rank.seats]
    assert sorted(order) == list(range(players))
    assert [outcome.scores[s] for s in order] == sorted(outcome.scores, reverse=True)
    # The points by source add up to the total shown.
    for row in end.rows:
        assert sum(row[key] for key, _label in COLUMNS if key != "total") == row["total"]


def test_highlights_read_the_events():
    game = finished(4, 3)
    events = game.events_so_far()
    names = ["Ann", "Bob", "Cy", "Di"]
    lines = highlights(events, game.outcome().breakdown, names)
    biggest = max(e.size for e in events if isinstance(e, E.Built) and e.kind == "hut")
    assert f"{biggest} huts" in lines[0]
    best = max(e.points for e in events if isinstance(e, E.Sacrificed))
    assert f"{best} point" in lines[1]
    most = max(row["stones"] for row in game.outcome().breakdown)
    assert lines[2].endswith(f"({most})")


def test_the_winner_grows_in_then_stands():
    game = finished(2, 1)
    app = App(size=(1366, 768), settings=Settings(language="en", speed="normal"), headless=True)
    app.stack.push(TitleScene())
    end = app.stack.push(EndScene(game, ["Ann", "Bob"], None))
    assert end.busy() and end.clock == 0           # the app keeps drawing while it grows
    end.draw(app.screen)                           # drawable at its first frame
    for _frame in range(int(INTRO * 60) + 2):
        app.step()
    assert not end.busy() and end.clock == INTRO


def test_the_buttons_are_centred_and_the_replay_opens():
    game = finished(2, 1)
    app = App(size=(1366, 768), settings=Settings(language="en", speed="instant"), headless=True)
    app.stack.push(TitleScene())
    end = app.stack.push(EndScene(game, ["Ann", "Bob"], None))
    buttons = [end.buttons.find(name) for name in ("replay", "again", "title")]
    left, right = buttons[0].rect.left, buttons[-1].rect.right
    assert abs((left + right) / 2 - 683) <= 2
    assert len({b.rect.top for b in buttons}) == 1
    # Nothing of the content runs under the buttons.
    table, chart, notes = end.parts()
    assert notes.bottom < buttons[0].rect.top and pygame.Rect(end.board_view.geometry.rect).bottom <= buttons[0].rect.top


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_end_fits_in_every_language(language, size):
    app = App(size=size, settings=Settings(language=language, speed="instant"), headless=True)
    app.stack.push(TitleScene())
    for players, seed in ((2, 1), (4, 3)):
        game = finished(players, seed)
        end = app.stack.push(EndScene(game, [LONG_NAME] * players, None))
        check_scene(app, end, f"end {players} {language}", big={"replay", "again", "title"})
        window = pygame.Rect((0, 0), size)
        table, chart, notes = end.parts()
        for rect in (table, chart, notes, pygame.Rect(end.board_view.geometry.rect)):
            assert window.contains(rect)
        assert table.bottom < chart.top and chart.bottom < notes.top and chart.height > 100
        assert not table.colliderect(pygame.Rect(end.board_view.geometry.rect))
        app.stack.pop(end)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_hints_note_under_a_name_is_never_cut_short(language):
    """Seen at 1366x768: "nessun suggerimento" drew as "nessun suggeri…". Each human's hints are
    told in full under the name, at both window sizes."""
    from helpers import drawn
    from meduris_gui.i18n import _, ngettext
    for size in ((1366, 768), (1920, 1080)):
        app = App(size=size, settings=Settings(language=language, speed="instant"), headless=True)
        app.stack.push(TitleScene())
        end = app.stack.push(EndScene(finished(2, 1), ["Ann", "Bob"], None, seats=["human", "human"], hints=[0, 12]))
        texts = {line for record in drawn(app, end) for line in record.lines}
        assert _("no hints") in texts and ngettext("{n} hint", "{n} hints", 12) in texts, (size, sorted(texts))


def test_spread_keeps_the_order_and_moves_marks_apart_only_where_they_would_stack():
    from meduris_gui.games.meduris.ui.scenes.end_chart import spread
    assert spread([10, 100, 200], 18, 0, 300) == [10, 100, 200]          # apart: untouched
    placed = spread([50, 52, 50, 51], 18, 0, 300)                        # four on one spot
    order = sorted(range(4), key=lambda i: placed[i])
    assert min(placed[i] - placed[j] for i, j in zip(order[1:], order)) >= 18
    assert placed[0] < placed[2] and placed[3] < placed[1]              # the higher score stays above
    low = spread([295, 296, 298], 18, 0, 300)                            # at the bottom edge: pushed up
    assert max(low) <= 300 and min(b - a for a, b in zip(sorted(low), sorted(low)[1:])) >= 18


def test_the_end_marks_of_close_scores_do_not_stack():
    """Seen in a real window: the four marks at the end of the chart (78, 73, 68, 67) on one spot."""
    from meduris_gui.table import theme
    from meduris_gui.games.meduris.ui.scenes import end_chart

    class Recording(pygame.Surface):
        def __init__(self, *args):
            super().__init__(*args)
            self.blits = []

        def blit(self, source, dest, *args, **kwargs):
            if source.get_size() == (mark_size, mark_size):
                self.blits.append(pygame.Rect(dest))
            return super().blit(source, dest, *args, **kwargs)

    pygame.font.init()
    scale = theme.Scale((1920, 1080))
    mark_size = scale.px(16)
    series = ScoreSeries(((5, 5, 5, 5), (40, 38, 36, 35), (78, 73, 68, 67)))
    surface = Recording((1920, 1080))
    end_chart.draw_chart(surface, pygame.Rect(800, 500, 1000, 350), series,
                         ["green", "blue", "red", "purple"], scale)
    marks = surface.blits
    assert len(marks) == 4
    assert not any(a.colliderect(b) for i, a in enumerate(marks) for b in marks[i + 1:]), marks
    assert [m.centery for m in marks] == sorted(m.centery for m in marks)    # the winner on top
