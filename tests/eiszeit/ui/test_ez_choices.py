"""Eiszeit's decisions as clicks (ui/choices.py): in many random positions of 3-, 4- and 5-player
games, every legal action is reached by clicking glowing elements, every walk of clicks on
glowing elements ends in a legal action, and a step back undoes the last click."""

from __future__ import annotations

import random

import pytest

from meduris_gui.games.eiszeit.rules.actions import Action
from meduris_gui.games.eiszeit.rules.game import CHANCE, Game
from meduris_gui.games.eiszeit.ui.choices import BUTTON, BUTTONS, Choice, button, region, spellings


def positions(players: int, seed: int, every: int = 3):
    """(game, legal, own colour) at every `every`th decision of a random game."""
    rng = random.Random(seed)
    game = Game.new(["red", "blue", "yellow", "green", "black"][:players], rng.randrange(players))
    k = 0
    while not game.is_over():
        legal = game.legal_actions()
        if game.current_player() != CHANCE:
            k += 1
            if k % every == 0:
                yield game, legal, game.state.colours[game.current_player()]
        game.apply(legal[rng.randrange(len(legal))])


def reach(choice: Choice, action) -> bool:
    """Click the first spelling of `action` that the choice offers; True when it ends in `action`."""
    for seq in [s for s, a in choice.table.items() if a == action]:
        choice.chosen = ()
        result = None
        for element in seq:
            assert element in choice.glowing(), (action, seq, choice.chosen)
            result = choice.click(element)
        if result == action:
            return True
    return False


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2), (5, 3)])
def test_every_legal_action_is_reached_by_clicks(players, seed):
    seen = set()
    for game, legal, own in positions(players, seed):
        choice = Choice(legal, own)
        assert set(choice.table.values()) == set(legal)
        for action in set(legal):
            assert reach(choice, action), action
            seen.add(action.verb)
        # no complete sequence is the start of another: each click's result is never ambiguous
        for seq in choice.table:
            assert not any(other != seq and other[:len(seq)] == seq for other in choice.table)
        for seq in choice.table:
            assert all(e.who in BUTTONS for e in seq if e.kind == BUTTON)
    assert {"place", "play", "draw", "discard", "target"} <= seen


@pytest.mark.parametrize("players,seed", [(3, 4), (4, 5), (5, 6)])
def test_every_walk_of_clicks_ends_in_a_legal_action(players, seed):
    rng = random.Random(seed)
    for game, legal, own in positions(players, seed, every=2):
        choice = Choice(legal, own)
        for _walk in range(3):
            result = None
            for _click in range(6):
                glowing = sorted(choice.glowing())
                assert glowing, choice.chosen
                result = choice.click(rng.choice(glowing))
                if result is not None:
                    break
            assert result is not None and game.is_legal(result)
            assert choice.chosen == ()


def test_a_step_back_undoes_the_last_click_and_a_dull_click_changes_nothing():
    legal = [Action.parse(t) for t in ("move red 3 5", "move red 3 6", "move red 4 5", "place 5", "place 5 club",
                                       "done")]
    choice = Choice(legal, "red")
    first = choice.glowing()
    hunter = next(e for e in first if e.kind == "hunter" and e.a == 3)
    assert choice.click(hunter) is None
    assert choice.glowing() == {region(5), region(6)}
    assert choice.click(region(9)) is None and choice.chosen == (hunter,)      # not glowing: nothing
    assert choice.back() and choice.glowing() == first
    assert not choice.back()
    assert choice.click(region(5)) is None                                      # with or without the kept club
    assert choice.glowing() == {button("club"), button("no-club")}
    assert choice.click(button("no-club")) == Action.parse("place 5")
    choice.click(region(5))
    assert choice.click(button("club")) == Action.parse("place 5 club")
    assert choice.click(button("done")) == Action.parse("done")


def test_a_swap_takes_either_hunter_first_and_a_club_goes_to_keep_or_a_hunter():
    swap = Action.parse("swap red 6 blue 9")
    a, b = spellings(swap)
    assert a == tuple(reversed(b))
    choice = Choice([swap, Action.parse("club keep"), Action.parse("club 5")], "red")
    for seq in (a, b):
        assert choice.click(seq[0]) is None and choice.click(seq[1]) == swap
    assert choice.click(button("club")) is None
    assert {e.kind for e in choice.glowing()} == {"button", "hunter"}
    assert choice.click(button("keep")) == Action.parse("club keep")
