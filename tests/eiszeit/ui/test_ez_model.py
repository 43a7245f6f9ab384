"""Eiszeit's screen model (ui/model.py) folded event by event equals the engine's view after
every decision of whole random 3-, 4- and 5-player games, for a seated viewer, for nobody (the
laptop being passed) and with every hand shown; what a viewer may not see is never in it."""

from __future__ import annotations

import random

import pytest

from meduris_gui.games.eiszeit.rules.game import Game
from meduris_gui.games.eiszeit.ui.model import Shown, fold, folded


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2), (5, 3)])
def test_folding_the_events_gives_the_engines_view_after_every_decision(players, seed):
    rng = random.Random(seed)
    game = Game.new(["red", "blue", "yellow", "green", "black"][:players], rng.randrange(players))
    looks = [(0, False), (None, False), (players - 1, True)]
    shown = {look: Shown.of(game, *look) for look in looks}
    decisions = 0
    while not game.is_over():
        legal = game.legal_actions()
        events = game.apply(legal[rng.randrange(len(legal))])
        decisions += 1
        for look in looks:
            viewer, everything = look
            shown[look] = folded(shown[look], events, viewer, everything)
            truth = Shown.of(game, viewer, everything)
            assert shown[look] == truth, (decisions, look, [e.kind for e in events])
            for seat, hand in enumerate(truth.hands):
                if everything or seat == viewer:
                    assert hand == sorted(game.state.hand[seat])
                else:
                    assert hand is None                       # H1
            assert all(v is None for f in truth.fire for v in f)     # H4
    assert decisions > 100


def test_the_fire_shows_face_up_between_the_reveal_and_the_clean_up():
    rng = random.Random(9)
    game = Game.new(["red", "blue", "yellow"], 0)
    while not game.is_over():
        before = Shown.of(game, 0)
        legal = game.legal_actions()
        events = game.apply(legal[rng.randrange(len(legal))])
        kinds = [e.kind for e in events]
        if "fire_revealed" in kinds:
            at = kinds.index("fire_revealed")
            mid = folded(before, events[:at + 1], 0)
            values = {r: list(v) for r, v in events[at].tokens}
            assert {r + 1: f for r, f in enumerate(mid.fire) if f} == values
            assert all(not f for f in folded(before, events, 0).fire)
            return
    raise AssertionError("no conflict in a whole game")
