"""Eiszeit's computer players: only legal actions, only their own view, reproducible for a seed,
three levels that differ (issue 22 item 4)."""

from __future__ import annotations

import random
import time

import pytest

from meduris_gui.games.eiszeit.ai.arena import new_game, play_game
from meduris_gui.games.eiszeit.ai.knowledge import determinise, redeal
from meduris_gui.games.eiszeit.ai.players import ARENA_KINDS, KINDS, make_player
from meduris_gui.games.eiszeit.ai.policy import RulePolicy
from meduris_gui.games.eiszeit.rules.game import CHANCE
from meduris_gui.games.eiszeit.rules.serial import state_to_dict

from game_checks import STEPS, checked_play, refuses_unknown_kind, same_seed_same_game


def play(kinds, seed, check=None):
    """A whole game between computer players, every decision checked (game_checks.checked_play)."""
    return checked_play(play_game, kinds, seed, check)


@pytest.mark.parametrize("kinds", [
    ("random", "easy", "medium"), ("strong", "easy", "random", "easy"),
    ("easy", "random", "random", "easy", "strong"),
])
def test_computer_players_only_play_legal_actions_to_the_end(kinds):
    result = play(kinds, seed=11)
    game = result["game"]
    assert game.is_over() and result["tie_break"] in ("points", "hunters", "stones", "shared")
    assert len(result["scores"]) == len(kinds) and game.state.round == 4


def test_a_view_given_to_a_player_holds_nothing_hidden():
    """H1-H4: the view a player decides from has no other hand, no deck order, no fire value."""
    def check(game, seat, view, ai):
        for s, player in enumerate(view["players"]):
            assert (s == seat) or set(player["hand"]) <= {None}
        assert all(v is None for region in view["regions"] for v in region["fire"])
        assert all(v is None for deck in view["decks"].values() for v in deck["shuffled"])

    play(("easy", "strong", "easy"), seed=3, check=check)


def _mid_game(players: int, seed: int, decisions: int, step: str = "play"):
    """A game played by the rule of thumb (chance by a seeded generator) to a decision at `step`
    with a choice, after at least `decisions` decisions."""
    rng = random.Random(seed)
    game = new_game(players, rng)
    policy = RulePolicy()
    done = 0
    while True:
        if game.current_player() == CHANCE:
            game.apply(game.sample_chance(rng))
            continue
        legal = game.legal_actions()
        if done >= decisions and game.state.step == step and len(legal) > 1:
            return game
        game.apply(policy.choose(game.state, legal))
        done += 1


def _hidden(game, seat):
    s = game.state
    return ([list(h) for o, h in enumerate(s.hand) if o != seat], {c: list(d) for c, d in s.deck.items()},
            [list(f) for f in s.fire], list(s.fire_beside))


@pytest.mark.parametrize("kind", ARENA_KINDS)
@pytest.mark.parametrize("step", ["play", "act"])
def test_a_decision_does_not_change_when_the_hidden_cards_and_fire_do(kind, step):
    """The same view gives the same decision, whatever the others' hands, the decks and the fire
    values really are: the player reads only its view (never the state)."""
    game = _mid_game(3, seed=4, decisions=60, step=step)
    seat = game.current_player()
    changed = None
    for trial in range(20):
        other = game.copy()
        other.state = game.determinise(seat, random.Random(trial)).state
        if _hidden(other, seat) != _hidden(game, seat):
            changed = other
            break
    assert changed is not None, "no other deal of the hidden cards found"
    assert changed.view(seat) == game.view(seat)
    assert [h for o, h in enumerate(changed.state.hand) if o != seat] != \
        [h for o, h in enumerate(game.state.hand) if o != seat] or changed.state.fire != game.state.fire
    decisions = []
    for g in (game, changed):
        player = make_player(kind, seat, 3, seed=9, strong_steps=STEPS)
        player.observe([e.public() for e in g.events_so_far()])
        decisions.append(player.decide(g.view(seat), g.legal_actions()))
    assert decisions[0] == decisions[1]
    assert decisions[0] in game.legal_actions()


def test_a_player_refuses_another_seats_view():
    game = _mid_game(3, seed=2, decisions=10)
    seat = game.current_player()
    player = make_player("easy", (seat + 1) % 3, 3, seed=1)
    with pytest.raises(ValueError, match="view of seat"):
        player.decide(game.view(seat), game.legal_actions())


def test_the_same_seed_gives_the_same_game():
    """(The medium player's seeded decisions are pinned by the golden decisions, tests/ai.)"""
    same_seed_same_game(play_game, ["strong", "easy", "random"])


def test_easy_medium_and_strong_decide_differently():
    """Over the same positions the three levels do not always agree (careless easy; medium's and
    strong's budgets and widths differ)."""
    answers = {kind: [] for kind in KINDS}
    for seed in range(1, 5):
        game = _mid_game(3, seed=seed, decisions=30 + 7 * seed)
        seat = game.current_player()
        for kind in KINDS:
            player = make_player(kind, seat, 3, seed=5)
            answers[kind].append(str(player.decide(game.view(seat), game.legal_actions())))
    for _ in range(3):
        game = _mid_game(4, seed=9 + _, decisions=50, step="act")
        seat = game.current_player()
        for kind in KINDS:
            player = make_player(kind, seat, 4, seed=5)
            answers[kind].append(str(player.decide(game.view(seat), game.legal_actions())))
    assert answers["easy"] != answers["strong"]
    assert answers["medium"] != answers["strong"] or answers["medium"] != answers["easy"]
    medium, strong = make_player("medium", 0, 3, 1), make_player("strong", 0, 3, 1)
    assert medium.search.steps < strong.search.steps and medium.search.width <= strong.search.width


def test_a_determinisation_keeps_the_view_and_redeal_keeps_what_the_seat_sees():
    """knowledge.determinise gives the view back; redeal deals the hidden cards and fire again
    and keeps every count the seat can see (hand colours, deck sizes, tokens per region)."""
    game = _mid_game(4, seed=8, decisions=80)
    seat = game.current_player()
    view = game.view(seat)
    cards = game.state.cards
    for trial in range(5):
        state = determinise(view, random.Random(trial))
        assert _public(state_to_dict(state), seat) == _public(view, seat)
        again = redeal(state, seat, random.Random(trial))
        assert again.hand[seat] == state.hand[seat]
        assert _public(state_to_dict(again), seat) == _public(view, seat)
        for s in range(4):
            colours = sorted(cards.colour[c] for c in again.hand[s])
            assert colours == sorted(cards.colour[c] for c in game.state.hand[s])
        everything = sorted(c for h in again.hand for c in h) + sorted(
            c for colour in ("light", "dark") for c in again.deck[colour] + again.pile[colour]
            + [code for _o, code in again.bottom[colour]])
        assert sorted(everything) == sorted(cards.deck["light"] + cards.deck["dark"])
        assert sorted([v for f in again.fire for v in f] + again.fire_beside) == [0] * 4 + [1] * 5 + [2] * 5
    assert any(redeal(state, seat, random.Random(t)).hand != state.hand for t in range(5))


def _public(data: dict, seat: int) -> dict:
    """What `seat` sees of a state's data (its view without the hidden values)."""
    out = dict(data)
    out.pop("viewer", None)
    out["players"] = [dict(p, hand=p["hand"] if s == seat else len(p["hand"])) for s, p in enumerate(data["players"])]
    out["regions"] = [dict(r, fire=len(r["fire"])) for r in data["regions"]]
    out["fire_beside"] = len(data["fire_beside"])
    out["decks"] = {c: {"shuffled": len(d["shuffled"]), "bottom": [[o, code if o == seat else None]
                                                                     for o, code in d["bottom"]]}
                    for c, d in data["decks"].items()}
    return out


def test_make_player_refuses_an_unknown_kind():
    refuses_unknown_kind(make_player, KINDS, ARENA_KINDS, 3)


def test_a_passed_deadline_still_gives_a_legal_action_at_once():
    """The window's safety net: past the deadline the search answers with its best so far."""
    game = _mid_game(4, seed=2, decisions=40)
    seat = game.current_player()
    player = make_player("strong", seat, 4, seed=1)
    started = time.perf_counter()
    action = player.decide(game.view(seat), game.legal_actions(), deadline=started)
    assert action in game.legal_actions()
    assert player.last["futures"] == 1                 # one future of each candidate, then it stopped
