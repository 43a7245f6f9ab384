"""Suggest for Eiszeit: a legal action for the human's seat and one or two reasons, as
translatable texts with their Italian, Spanish and German translations (issue 22 item 5)."""

from __future__ import annotations

import random

import pytest

from meduris_gui import i18n
from meduris_gui.fileformat import Text, Word
from meduris_gui.games.eiszeit.ai import explain as E
from meduris_gui.games.eiszeit.ai.arena import new_game
from meduris_gui.games.eiszeit.ai.explain import explain, suggest
from meduris_gui.games.eiszeit.ai.policy import RulePolicy
from meduris_gui.games.eiszeit.rules.game import CHANCE

MESSAGES = E.MESSAGES


def test_every_message_is_listed():
    """MESSAGES holds every reason the module says (the translation test goes through it)."""
    said = {value for name, value in vars(E).items() if name.isupper() and isinstance(value, str) and " " in value}
    assert said == set(MESSAGES)


@pytest.fixture
def english():
    yield
    i18n.set_language("en")


def _positions(players: int, seed: int, every: int):
    """Positions with a choice of a game played by the rule of thumb, one in `every` decisions."""
    rng = random.Random(seed)
    game = new_game(players, rng)
    policy = RulePolicy()
    index = 0
    while not game.is_over():
        if game.current_player() == CHANCE:
            game.apply(game.sample_chance(rng))
            continue
        legal = game.legal_actions()
        if index % every == 0 and len(legal) > 1:
            yield game
        game.apply(policy.choose(game.state, legal))
        index += 1


def test_suggest_gives_a_legal_action_with_one_or_two_reasons():
    seen = set()
    for k, game in enumerate(_positions(3, seed=3, every=9)):
        if k >= 25:
            break
        seat = game.current_player()
        suggestion = suggest(game, seat, steps=40)
        assert suggestion.action in game.legal_actions()
        assert suggestion.seat == seat and suggestion.position == len(game.history)
        assert 1 <= len(suggestion.reasons) <= 2
        for reason in suggestion.reasons:
            assert isinstance(reason, Text) and reason.template in MESSAGES
            seen.add(reason.template)
    assert len(seen) >= 5          # not always the same sentence


def test_explain_gives_a_reason_for_every_candidate():
    """Every legal action (the window may show one sentence per candidate) gets a reason; the
    kinds of decision of a whole game are all covered."""
    steps = set()
    templates = set()
    for game in _positions(4, seed=5, every=4):
        seat = game.current_player()
        for action in game.legal_actions()[:4]:
            reasons = explain(game, seat, action)
            assert 1 <= len(reasons) <= 2 and all(isinstance(r, Text) for r in reasons)
            templates.update(r.template for r in reasons)
        steps.add(game.state.step)
    assert {"initial", "play", "act", "draw", "discard"} <= steps
    assert len(templates) >= 8


def test_the_same_position_gets_the_same_suggestion():
    game = next(g for i, g in enumerate(_positions(3, seed=7, every=5)) if i == 6)
    assert suggest(game, steps=40) == suggest(game, steps=40)


def test_explain_reads_only_the_seats_view():
    """Two games that differ only in what the seat cannot see get the same reasons."""
    game = next(g for g in _positions(3, seed=2, every=1) if g.state.step == "play" and g.state.turn > 5)
    seat = game.current_player()
    other = game.copy()
    other.state = game.determinise(seat, random.Random(3)).state
    assert other.view(seat) == game.view(seat)
    for action in game.legal_actions():
        assert explain(game, seat, action) == explain(other, seat, action)


@pytest.mark.parametrize("language", ["it", "es", "de"])
def test_every_reason_is_translated(english, language):
    i18n.set_language(language)
    values = {"points": 7, "regions": "5, 9", "region": 11, "stones": 3, "player": E.COLOUR_NAMES["blue"],
              "source": 6, "target": 10, "card": E.CARD_NAMES["L4"], "capacity": 4, "theirs": 5, "mine": 2}
    for template in MESSAGES:
        needed = {k: v for k, v in values.items() if "{" + k + "}" in template}
        english_text = Text(template, **needed)
        said = i18n.translate(english_text)
        assert said != str(english_text), (language, template)
        for value in needed.values():
            if isinstance(value, int):
                assert str(value) in said
    for words, context in ((E.CARD_NAMES, "eiszeit card"), (E.COLOUR_NAMES, "eiszeit colour")):
        for word in set(words.values()):
            assert i18n.translate(Word(word, context)) != word, (language, word)
