"""Points explained (issue 13): every score change in the log says why, and hovering a player's
score shows where its points came from so far.

D3/R3: a sacrifice scores -1, +1 or the settlement's size; D5: the river crossing scores the rune
stones held; E3/E4: temples and rune stones at the end; S6: everyone starts with 5.
"""

from __future__ import annotations

import random
import re

import pytest

from meduris_gui import i18n
from meduris_gui.games.meduris.rules import events as E
from meduris_gui.games.meduris.rules.setup import START_SCORE
from meduris_gui.games.meduris.ai.sim import new_random_game, random_steps
from meduris_gui.games.meduris.ui.autoplay import click_event
from meduris_gui.games.meduris.ui.log import describe
from meduris_gui.games.meduris.ui.scenes.game_draw import SCORE_SOURCES, score_area

from helpers import headless_app, start_game

LANGUAGES = ("en", "it", "es", "de")
COLOURS = ["purple", "blue", "green", "red"]


def whole_game(players: int, seed: int, side: str | None = None):
    rng = random.Random(seed)
    game = new_random_game(COLOURS[:players], rng, side)
    for _events in random_steps(game, rng):
        pass
    return game


GAMES = [(2, 1, None), (3, 2, None), (4, 3, None), (2, 4, "4p"), (4, 5, "2-3p")]


def _says_why(line: str, event, before) -> None:
    """The line of a score event names its reason: the settlement's size for a sacrifice of both
    materials or the druid token, the rune stones at the river, the points with their sign."""
    assert line is not None and "{" not in line
    n = abs(event.points)
    assert str(n) in line
    if event.reason == "interim-runes":
        assert line.count(str(n)) >= 2                     # n rune stones: +n points
    elif isinstance(before, E.Sacrificed) and before.choice in ("both", "token"):
        assert str(before.size) in line and before.size == n


@pytest.mark.parametrize("players,seed,side", GAMES)
def test_every_score_change_in_the_log_says_why_in_every_language(players, seed, side):
    game = whole_game(players, seed, side)
    events = game.events_so_far()
    names = [f"P{k}" for k in range(players)]
    try:
        for language in LANGUAGES:
            i18n.set_language(language)
            english = {}
            for k, event in enumerate(events):
                if not isinstance(event, E.Scored):
                    continue
                before = events[k - 1]
                if event.reason in ("bonus", "temple", "runes"):
                    # told by the line of the event that scores (the token, the temple, the stones)
                    told = [e for e in events[max(0, k - 3):k] if isinstance(e, (E.BonusUsed, E.TempleScored, E.RunesScored))]
                    assert told, f"{event} has no line that says why"
                    assert describe(told[-1], names, events[k - 2]) is not None
                    continue
                line = describe(event, names, before)
                _says_why(line, event, before)
                if isinstance(before, E.Sacrificed):
                    assert before.choice in ("none", "one", "both", "token")
                english.setdefault(k, line)
            if language == "en":
                english_lines = dict(english)
            else:
                assert all(english[k] != english_lines[k] for k in english), "a reason left in English"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players,seed,side", GAMES)
def test_the_reasons_add_up_to_the_score(players, seed, side):
    game = whole_game(players, seed, side)
    events = game.events_so_far()
    totals = [START_SCORE] * players
    for event in events:
        if isinstance(event, E.Scored):
            assert event.reason in ("bonus", "sacrifice", "interim-runes", "temple", "runes")
            totals[event.player] += event.points
            assert totals[event.player] == event.total
    assert totals == list(game.state.score)
    for seat, row in enumerate(game.score_breakdown()):
        assert sum(row[key] for key, _label in SCORE_SOURCES) == row["total"] == game.state.score[seat]


def test_a_sacrifice_event_carries_the_settlements_size():
    for players, seed, side in GAMES:
        game = whole_game(players, seed, side)
        sacrifices = [e for e in game.events_so_far() if isinstance(e, E.Sacrificed)]
        assert sacrifices
        for event in sacrifices:
            assert event.size >= 1
            if event.choice in ("both", "token"):
                assert event.points == event.size


def _numbers(line: str) -> list[int]:
    return [int(x.replace("–", "-")) for x in re.findall(r"[+–-]?\d+", line.split(":")[-1])]


@pytest.mark.parametrize("language", ["it", "de"])
def test_hovering_a_score_shows_its_sources_which_add_up(language):
    app = headless_app(language, seed=3)
    player = start_game(app, 2, seed=3)
    scene = app.stack.top
    for _ in range(160):
        player.step()
        if scene.game.is_over() or scene.game.state.score[0] > START_SCORE + 3:
            break
    while app.stack.top is not scene or scene.animator.busy or scene.handover is not None:
        player.step()                     # the outcome shown, the curtain (two humans) clicked away
    shown = scene.screen().table.score
    for seat in range(2):
        for pointer in (score_area(scene.layout, seat).center, scene.view.marker_rects(shown)[seat].center):
            app.step([click_event(pointer)[0]])              # the pointer only moves there
            tip = scene.screen().tip
            assert tip is not None and tip.kind == "score", pointer
            assert str(shown[seat]) in tip.lines[0] and scene.names()[seat] in tip.lines[0]
            assert sum(sum(_numbers(line)) for line in tip.lines[1:]) == shown[seat] == scene.game.state.score[seat]
            assert all("{" not in line for line in tip.lines)
    app.step([click_event((5, 5))[0]])
    assert scene.screen().tip is None or scene.screen().tip.kind != "score"
