"""Eiszeit's animations and words: every event of whole games has its log line in every language
(its public side: never a hidden card), the moving events and the conflicts, scorings and
glaciers have an animation, every sound named is one the table makes, and a conflict's or a
scoring's line waits until its box shows the whole result."""

from __future__ import annotations

import random

import pytest

from meduris_gui.games.eiszeit.rules.game import Game
from meduris_gui.games.eiszeit.ui.anim import SOUNDS, Animator, items_of, scoring_rows
from meduris_gui.games.eiszeit.ui.sentences import describe, log_line, seat_names
from meduris_gui.i18n import set_language
from meduris_gui.table.synth import SYNTHS


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def whole_game(seed: int, players: int = 4):
    rng = random.Random(seed)
    game = Game.new(["red", "blue", "yellow", "green", "black"][:players], 0)
    decisions = []
    while not game.is_over():
        legal = game.legal_actions()
        action = legal[rng.randrange(len(legal))]
        decisions.append((action, game.current_player(), game.state.colours))
        decisions.append(game.apply(action))
    return game, decisions


@pytest.mark.parametrize("language", ["en", "it", "es", "de"])
def test_every_event_has_its_words_and_no_hidden_card(language):
    set_language(language)
    game, decisions = whole_game(3)
    names = seat_names(game.state.colours)
    kinds = set()
    for entry in decisions:
        if isinstance(entry, tuple):
            action, seat, colours = entry
            if seat >= 0:
                assert describe(action, names, colours)
            continue
        for event in entry:
            line = log_line(event.public(), names)
            if event.kind in ("drew", "discarded"):
                assert event.card is None or event.card not in (line or "")
            if event.kind not in ("token", "cleaned_up"):
                assert line, event
                kinds.add(event.kind)
    assert {"placed", "played", "conflict", "scored", "round", "game_over"} <= kinds


def test_the_animations_and_sounds():
    assert set(SOUNDS.values()) <= set(SYNTHS)
    _game, decisions = whole_game(5, 5)
    seen = set()
    for entry in decisions:
        if isinstance(entry, tuple):
            continue
        for item in items_of(entry):
            seen.add(item.kind)
            if item.kind == "scored":
                assert item.row_count() == len(scoring_rows(item.event)) > 0
            if item.kind == "conflict":
                assert item.row_count() == len(item.event.steps)
    assert {"placed", "played", "fire_revealed", "conflict", "scored"} <= seen


def test_a_conflicts_line_waits_for_its_whole_box():
    _game, decisions = whole_game(7)
    events = next(e for e in decisions if not isinstance(e, tuple) and any(x.kind == "conflict" for x in e))
    animator = Animator("normal")
    animator.play(events)
    at = next(i for i, e in enumerate(events) if e.kind == "conflict")
    while animator.head is not None and animator.head.index < at:
        animator.update(0.05)
    assert animator.head.kind == "conflict"
    assert animator.logged_upto() == at                  # its box has just begun
    while animator.head is not None and animator.head.kind == "conflict" and not animator.head.result_shown:
        animator.update(0.05)
    assert animator.logged_upto() == at + 1
