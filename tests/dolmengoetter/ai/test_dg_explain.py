"""Suggest for Die Dolmengötter: a legal action for the human's seat and one or two reasons, as
translatable texts with their Italian, Spanish and German translations (issue 21 item 6)."""

from __future__ import annotations

import random

import pytest

from meduris_gui import i18n
from meduris_gui.games.dolmengoetter.ai import explain as E
from meduris_gui.games.dolmengoetter.ai.explain import explain, suggest
from meduris_gui.games.dolmengoetter.ai.policy import RulePolicy
from meduris_gui.games.dolmengoetter.ai.arena import new_game
from meduris_gui.fileformat import Text

MESSAGES = [value for name, value in vars(E).items() if name.isupper() and isinstance(value, str)]


@pytest.fixture
def english():
    yield
    i18n.set_language("en")


def _positions(players: int, seed: int, every: int):
    """Positions of a game played by the rule of thumb, one in `every` decisions."""
    game = new_game(players, random.Random(seed))
    policy = RulePolicy()
    index = 0
    while not game.is_over():
        if index % every == 0 and len(game.legal_actions()) > 1:
            yield game
        game.apply(policy.choose(game.state, game.legal_actions()))
        index += 1


def test_suggest_gives_a_legal_action_with_one_or_two_reasons():
    seen = set()
    for game in _positions(2, seed=3, every=6):
        seat = game.current_player()
        suggestion = suggest(game, seat, steps=60)
        assert suggestion.action in game.legal_actions()
        assert suggestion.seat == seat and suggestion.position == len(game.history)
        assert 1 <= len(suggestion.reasons) <= 2
        for reason in suggestion.reasons:
            assert isinstance(reason, Text) and reason.template in MESSAGES
            seen.add(reason.template)
    assert len(seen) >= 4          # not always the same sentence


def test_explain_covers_every_kind_of_decision():
    verbs = set()
    for game in _positions(3, seed=5, every=1):
        seat = game.current_player()
        for action in game.legal_actions()[:6]:
            reasons = explain(game, seat, action)
            assert 1 <= len(reasons) <= 2 and all(isinstance(r, Text) for r in reasons)
            verbs.add(action.verb)
    assert {"place", "walk", "stone", "point", "dolmen"} <= verbs


def test_the_same_position_gets_the_same_suggestion():
    game = next(g for i, g in enumerate(_positions(2, seed=7, every=5)) if i == 4)
    assert suggest(game, steps=60) == suggest(game, steps=60)


@pytest.mark.parametrize("language", ["it", "es", "de"])
def test_every_reason_is_translated(english, language):
    i18n.set_language(language)
    for template in MESSAGES:
        values = {"place": 12, "circle": "c", "multiplier": 4, "points": 9, "value": 3, "count": 3}
        needed = {k: v for k, v in values.items() if "{" + k + "}" in template}
        english_text = Text(template, **needed)
        said = i18n.translate(english_text)
        assert said != str(english_text), (language, template)
        for value in needed.values():
            assert str(value) in said
