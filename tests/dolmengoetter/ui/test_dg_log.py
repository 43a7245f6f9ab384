"""The Dolmengötter log is the table's log view: a long log shows its newest lines and scrolls by
the wheel (and stays where the player looks while new lines come), every word of a line is
drawn inside the panel at any window size (long sentences wrap by word), and it is made again
in another language."""

from __future__ import annotations

import time

import pygame
import pytest

from meduris_gui.games.dolmengoetter.ui.log import DolmenLogView
from meduris_gui.i18n import set_language
from meduris_gui.table import theme

from dg_helpers import dolmen_app, start_dolmen_game


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def play_until(app, scene, lines: int) -> None:
    """The computers play (instant speed) until the log has `lines` lines."""
    for _frame in range(4000):
        if len(scene.log) >= lines or scene.game.is_over():
            break
        app.step(dt=1 / 30)
        time.sleep(0.001)
    assert len(scene.log) >= lines


def pointer_to(app, pos) -> None:
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def wheel(app, y: int) -> None:
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))])


def words_drawn(view, line) -> str:
    """The words of a line as its rows lay them out, with the rows' widths checked against the
    room the view gives them (a row wider than its room is text cut by the panel's edge)."""
    style = view._style()
    room = style.width - view._hang(style) - style.indent
    rows = view.line_rows(line, style)
    for row in rows:
        x, (_kind, word, width) = row[-1]
        assert x + style.font.size(word.rstrip())[0] <= room or len(row) == 1, (line.text, row)
    return "".join(word for row in rows for _x, (_kind, word, _width) in row)


def test_a_long_log_scrolls_by_the_wheel_and_keeps_the_players_place():
    app = dolmen_app("de", size=(1366, 768))
    scene = start_dolmen_game(app, ["easy"] * 5, start=0)
    view = scene.logview
    assert isinstance(view, DolmenLogView) and view.rect == scene.layout.log
    play_until(app, scene, 40)
    shown = view.visible_lines()
    assert len(shown) < len(scene.log) and shown[-1] == scene.log[-1]        # the newest at the bottom
    pointer_to(app, scene.layout.log.center)
    assert view.hovered() is None                   # no past position to show: no line lights up
    wheel(app, 3)                                                            # up: older lines
    assert view.offset < view.max_offset() and not view.stick
    looked_at = view.visible_lines()
    assert looked_at[-1] != scene.log[-1]
    play_until(app, scene, len(scene.log) + 5)
    assert view.visible_lines() == looked_at and view.unseen                 # new lines wait below
    view.scroll_to_bottom()
    assert view.visible_lines()[-1] == scene.log[-1] and not view.unseen
    wheel(app, -50)                                                          # down, past the end
    assert view.stick and view.offset == view.max_offset()


@pytest.mark.parametrize("size", [(960, 600), (1366, 768), (1920, 1080)])
def test_every_word_of_every_line_is_drawn_inside_the_panel(size):
    app = dolmen_app("de", size=size)
    scene = start_dolmen_game(app, ["easy"] * 5, start=0)
    play_until(app, scene, 60)
    view = scene.logview
    for line in scene.log:
        assert words_drawn(view, line).strip() == line.text.strip()
    surface = pygame.Surface(size)
    scene.draw(surface)                             # draws, composing the visible lines
    narrow = pygame.Rect(view.rect.left, view.rect.top, 220, view.rect.height)
    view.layout(narrow, scene.layout.scale)         # a column much narrower than any window gives
    wrapped = 0
    for line in scene.log:
        assert words_drawn(view, line).strip() == line.text.strip()
        rows = view.line_rows(line, view._style())
        wrapped += len(rows) > 1
        assert view.line_image(line, rows, view._style()).get_height() == len(rows) * view.row_height()
    assert wrapped > 10                             # the long sentences wrap, by word
    view.draw(surface)
    assert view.visible_lines()[-1] == scene.log[-1]


def test_the_log_is_made_again_in_another_language():
    app = dolmen_app("en")
    scene = start_dolmen_game(app, ["easy", "easy"], start=0)
    play_until(app, scene, 10)
    scene.seats.stop()
    before = [line.text for line in scene.log]
    revision = scene.log.revision
    set_language("de")
    scene.language_changed()
    assert scene.log.revision > revision and len(scene.log) >= len(before)
    assert [line.text for line in scene.log][:len(before)] != before
    assert view_texts(scene) == [line.text for line in scene.log][-len(view_texts(scene)):]


def view_texts(scene) -> list[str]:
    return [line.text for line in scene.logview.visible_lines()]


def test_the_log_keeps_pace_with_the_animations():
    """A decision's lines appear as its animation shows their events, all of them at its end."""
    from meduris_gui.games.dolmengoetter.ui.texts import log_line
    app = dolmen_app("en", speed="fast")
    scene = start_dolmen_game(app, ["easy", "easy"], start=0)
    behind = 0
    for _frame in range(8000):
        if len(scene.game.history) >= 60 and behind:
            break
        app.step(dt=1 / 30)
        time.sleep(0.001)
        events, head = scene.animator.events, scene.animator.head
        names, board = scene.names(), scene.game.state.board
        said = [line for line in (log_line(e.public(), names, board) for e in events) if line]
        mine = [line.text for line in scene.log if line.decision == len(scene.game.history)]
        if head is None:
            assert mine == said
        else:
            upto = [line for line in (log_line(e.public(), names, board) for e in events[:head.index + 1]) if line]
            assert mine == upto
            behind += len(upto) < len(said)
    assert behind                                  # the log really waited for the board (a majority after a stone)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_a_log_at_rest_shows_no_line_cut_at_its_top(size):
    """Following the newest line, the view starts with a whole line: above the first line drawn
    the panel is empty (no half of an older line's words at the top edge)."""
    app = dolmen_app("de", size=size)
    scene = start_dolmen_game(app, ["easy"] * 5, start=0)
    view = scene.logview
    play_until(app, scene, 60)
    cut = 0
    for more in range(12):                           # several offsets: line tops rarely meet the edge
        play_until(app, scene, len(scene.log) + 1)
        app.step()
        assert view.stick
        first = view._lines.index(view.visible_lines()[0])
        assert view._tops[first] >= view.offset
        cut += view._tops[first - 1] < view.offset < view._tops[first] if first else 0
        inner = view._inner().move(-view.rect.left, -view.rect.top)
        strip = pygame.Rect(inner.left, inner.top, inner.width - view.scale.px(16),
                            view._tops[first] - view.offset)
        ink = [(x, y) for x in range(strip.left, strip.right, 2) for y in range(strip.top, strip.bottom)
            if view._frame.get_at((x, y))[:3] == tuple(theme.INK)[:3]]
        assert not ink, (more, strip, ink[:3])
    assert cut                                      # the case of an older line half above the top was met
