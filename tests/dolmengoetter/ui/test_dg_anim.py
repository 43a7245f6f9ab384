"""The Dolmengötter animations: one item per event that moves something, shown in order, each
event's sound one of the window's cues (table/sound.py), nothing at the instant speed."""

from __future__ import annotations

import random

from meduris_gui.games.dolmengoetter.rules.game import Game
from meduris_gui.games.dolmengoetter.ui.anim import SOUNDS, Animator
from meduris_gui.table.sound import SOUNDS as CUES


class Heard:
    def __init__(self) -> None:
        self.kinds = []

    def play(self, kind: str) -> None:
        self.kinds.append(kind)


def a_game_with_every_event(seed: int = 1):
    rng = random.Random(seed)
    game = Game.new(["red", "blue", "green"], 0)
    events = []
    while not game.is_over():
        legal = game.legal_actions()
        events.append(game.apply(legal[rng.randrange(len(legal))]))
    return events


def test_every_sound_is_a_cue_of_the_window():
    assert set(SOUNDS.values()) <= set(CUES)


def test_the_events_are_shown_in_order_and_sounded_once():
    for events in a_game_with_every_event():
        animator = Animator("normal")
        heard = Heard()
        animator.play(events)
        shown = [len(animator.shown())]
        while animator.busy:
            animator.update(0.05, heard)
            shown.append(len(animator.shown()))
        assert shown == sorted(shown) and shown[-1] == len(events)
        moving = [e for e in events if e.kind in ("walked", "flew", "placed", "herbs", "stone", "point_lost", "dolmen",
                                                  "scored", "final_scoring")]
        assert heard.kinds == [SOUNDS[e.kind] for e in moving]


def test_instant_speed_shows_everything_at_once():
    events = a_game_with_every_event()[10]
    animator = Animator("instant")
    animator.play(events)
    assert not animator.busy and animator.shown() == events
