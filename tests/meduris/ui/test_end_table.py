"""Issue 19, item 3: the end table adds up as drawn. Each row's columns (the start's points
included) sum to the total drawn in it, read from what the scene draws (widgets.TRACE), over whole
games of 2, 3 and 4 players; and nothing of a row (the name, the hints under it) is drawn outside
its row."""

from __future__ import annotations

import re

import pygame
import pytest

from helpers import drawn, finished
from meduris_gui.i18n import set_language
from meduris_gui.table.app import App, Settings
from meduris_gui.games.meduris.ui.scenes.end import COLUMNS, EndScene
from meduris_gui.table.scenes.title import TitleScene

CELL = re.compile(r"^([+–-]?)(\d+)( \(\d+\))?$")      # "+3", "–1", "0", "+10 (4)": points (stones)


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def points(text: str) -> int:
    sign, number, _stones = CELL.match(text).groups()
    return -int(number) if sign in ("–", "-") else int(number)


def drawn_table(app, end: EndScene) -> list[list[int]]:
    """The numbers drawn in each row of the table, column by column, read from the drawing: the
    header's boxes give the columns, the row bands the rows."""
    records = drawn(app, end)
    table = end.parts()[0]
    rows = end.row_rects(table)
    header = pygame.Rect(table.left, table.top, table.width, rows[0].top - table.top)
    headers = sorted((r.rect for r in records if r.kind == "wrapped" and header.contains(r.rect)),
                     key=lambda rect: rect.left)
    assert len(headers) == len(COLUMNS), [r.lines for r in records if header.colliderect(r.rect)]
    result = []
    for band in rows:
        cells = [None] * len(headers)
        for record in records:
            if record.kind != "text" or not band.collidepoint(record.rect.center):
                continue
            for k, column in enumerate(headers):
                if column.left <= record.rect.centerx <= column.right and CELL.match(record.lines[0]):
                    assert cells[k] is None, f"two numbers in one cell: {record.lines}"
                    cells[k] = points(record.lines[0])
        assert None not in cells, cells
        result.append(cells)
    return result


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize(("players", "seeds"), [(2, (1, 2, 5)), (3, (2, 4)), (4, (3, 8, 11))])
def test_every_row_drawn_adds_up_to_its_total(players, seeds, size):
    app = App(size=size, settings=Settings(language="it", speed="instant"), headless=True)
    app.stack.push(TitleScene())
    for seed in seeds:
        game = finished(players, seed)
        end = app.stack.push(EndScene(game, ["Anna", "Bruno", "Carla", "Dario"][:players], None,
                                      seats=["human"] * players, hints=[seed % 3] * players))
        order = [seat for rank in end.ranks for seat in rank.seats]
        for seat, cells in zip(order, drawn_table(app, end)):
            *sources, total = cells
            assert sum(sources) == total, (seed, seat, cells)
            assert total == game.outcome().scores[seat]
            assert sources[0] == 5 or game.tokens is None          # S6: every marker starts on 5
        app.stack.pop(end)


@pytest.mark.parametrize("language", ["it", "de", "en", "es"])
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_nothing_of_a_row_is_drawn_outside_it(language, size):
    """Was: the hint count under a name ran past the row's bottom into the next row."""
    app = App(size=size, settings=Settings(language=language, speed="instant"), headless=True)
    app.stack.push(TitleScene())
    for players, seed in ((2, 1), (4, 3)):
        end = app.stack.push(EndScene(finished(players, seed), ["Anna", "Bruno", "Carla", "Dario"][:players], None,
                                      seats=["human"] * players, hints=[0, 12, 1, 3][:players]))
        table = end.parts()[0]
        rows = end.row_rects(table)
        header = pygame.Rect(table.left, table.top, table.width, rows[0].top - table.top)
        inside = [r for r in drawn(app, end) if r.rect.colliderect(table)]
        assert any(len(r.lines) == 1 and "12" in r.lines[0] for r in inside)      # the hints are told
        for record in inside:
            homes = [band for band in rows + [header] if band.contains(record.rect)]
            assert homes, f"{record.lines} at {record.rect} is not inside one row of {rows}"
        app.stack.pop(end)


@pytest.mark.parametrize("language", ["it", "de", "en", "es"])
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_colours_names_stand_whole_in_the_table(language, size):
    """Seen in a real window: "Hellgr…" in the German end table at 1920x1080 (the German headers
    left the names 210 px for 219). The names a new game gives (the colours') are never cut."""
    from meduris_gui.table import widgets
    from meduris_gui.games.meduris.ui.log import colour_name

    app = App(size=size, settings=Settings(language=language, speed="instant"), headless=True)
    app.stack.push(TitleScene())
    for hints in (None, [0, 3, 0, 1]):
        game = finished(4, 3)
        names = [colour_name(colour) for colour in game.state.colours]
        end = app.stack.push(EndScene(game, names, None, seats=["human"] * 4, hints=hints))
        trace = drawn(app, end)
        assert not [d.lines for d in widgets.cut(trace)], (language, size, names)
        app.stack.pop(end)
