"""Whole random games for 2-5 players: the invariants of the rules hold after every decision, every
game ends, hidden values never leak into a view (M9), and the API (JSON, undo, determinise)
agrees with the engine."""

from __future__ import annotations

import json
import random

import pytest

from meduris_gui.games.dolmengoetter.rules.board import load_board
from meduris_gui.games.dolmengoetter.rules.game import Game
from meduris_gui.games.dolmengoetter.rules.state import COLOURS, MIN_SCORE, SETS, TERMINAL, dolmen_set

BOARD = load_board()
MAX_DECISIONS = 3000


def check(game: Game, scored_once: set, events) -> None:
    state = game.state
    n = state.n
    stones, values = SETS[n][0], dolmen_set(n)
    on_board = [sum(1 for s in state.stone if s == seat) for seat in range(n)]
    for seat in range(n):
        assert on_board[seat] + state.stones[seat] == stones                    # stones conserved
        assert state.score[seat] >= MIN_SCORE                                   # C3, T5
        placed_on_board = sum(1 for stack in state.stack for owner, _v in stack if owner == seat)
        assert len(state.hand[seat]) + state.placed[seat] == len(values)       # dolmens conserved
        assert placed_on_board <= state.placed[seat]
    for c, circle in enumerate(BOARD.circles):
        assert len(state.stack[c]) <= circle.max_stack                          # M8
        filled = sum(1 for p in circle.places if state.stone[p] >= 0)
        assert filled == state.filled[c] == sum(state.count[c])                # M1
        if state.done[c]:
            assert filled == len(circle.places) and state.stack[c] == []       # P4
    for event in events:
        if event.kind == "scored":
            assert event.circle not in scored_once                              # scored once
            scored_once.add(event.circle)
            assert all(state.stone[p] >= 0 for p in BOARD.circles[event.circle].places)
    for c, circle in enumerate(BOARD.circles):
        if all(state.stone[p] >= 0 for p in circle.places) and state.step in ("move", "over"):
            assert c in scored_once                                             # P1: every completed one
    occupied = [p for p in range(BOARD.places) if state.stone[p] >= 0 and state.druid[p] >= 0]
    assert occupied == []                                                       # B2: one thing a place
    assert list(state.free) == [int(s < 0 and d < 0) for s, d in zip(state.stone, state.druid)]
    assert sorted(p for d in state.druids for p in d) == [p for p in range(BOARD.places) if state.druid[p] >= 0]


def hidden_values_absent(view: dict, seat: int) -> bool:
    for index, player in enumerate(view["players"]):
        if index != seat and player["hand"] is not None:
            return False
    if view["step"] != "over":
        for circle in view["circles"]:
            for owner, value in circle["stack"]:
                if owner != seat and value is not None:
                    return False
    return True


def play(players: int, seed: int, check_every: int = 1):
    rng = random.Random(seed)
    game = Game.new(COLOURS[:players], start_player=rng.randrange(players))
    scored: set = set()
    decisions = 0
    while not game.is_over():
        legal = game.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        events = game.apply(rng.choice(legal))
        decisions += 1
        assert decisions < MAX_DECISIONS, "the game does not end"
        if decisions % check_every == 0 or game.is_over():
            check(game, scored, events)
        else:
            scored |= {e.circle for e in events if e.kind == "scored"}
    return game, decisions


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(3))
def test_random_games_keep_the_invariants_and_end(players, seed):
    game, decisions = play(players, seed * 10 + players)
    assert game.current_player() == TERMINAL and game.legal_actions() == ()
    outcome = game.outcome()
    assert outcome.scores == tuple(game.state.score)
    for row in outcome.breakdown:
        assert row["start"] + row["points_lost"] + sum(row["circles"].values()) + row["final"] == row["total"]
    assert set(outcome.winners) <= set(range(players)) and outcome.winners


def test_views_never_carry_other_players_values_over_whole_games():
    for players, seed in ((2, 1), (3, 2), (5, 3)):
        rng = random.Random(seed)
        game = Game.new(COLOURS[:players])
        while not game.is_over():
            for seat in range(players):
                view = game.view(seat)
                assert hidden_values_absent(view, seat)
                text = json.dumps(view)
                assert "history" not in view and text
            game.apply(rng.choice(game.legal_actions()))


def test_public_events_never_carry_hidden_values():
    rng = random.Random(5)
    game = Game.new(COLOURS[:3])
    while not game.is_over():
        for event in game.apply(rng.choice(game.legal_actions())):
            if event.kind == "dolmen":
                assert event.public().value is None and event.value in (1, 2, 3, 4)


def test_json_round_trip_at_every_decision_and_the_copy_plays_on_the_same():
    rng = random.Random(11)
    game = Game.new(COLOURS[:4], start_player=2)
    while not game.is_over():
        text = game.to_json()
        again = Game.from_json(text)
        assert again.to_json() == text
        assert again.legal_actions() == game.legal_actions()
        action = rng.choice(game.legal_actions())
        assert [e for e in again.apply(action)] == game.apply(action)


def test_illegal_actions_leave_the_state_unchanged_over_a_game():
    from meduris_gui.games.dolmengoetter.rules.actions import IllegalActionError
    rng = random.Random(3)
    game = Game.new(COLOURS[:3])
    probes = ["place 0", "walk 0 1", "herbs 5", "fly 1 2", "stone", "point", "dolmen 4", "dolmen none", "pass",
              "walk 72 0", "fly 40 40", "place 72"]
    refused = 0
    while not game.is_over():
        legal = {str(a) for a in game.legal_actions()}
        for text in probes:
            if text in legal:
                continue
            before = game.to_json()
            with pytest.raises(IllegalActionError):
                game.apply(text)
            assert game.to_json() == before
            refused += 1
        game.apply(rng.choice(game.legal_actions()))
    assert refused > 100


def test_determinise_redeals_only_what_the_seat_cannot_see():
    rng = random.Random(4)
    game = Game.new(COLOURS[:3])
    while not game.is_over() and sum(len(s) for s in game.state.stack) < 6:
        game.apply(rng.choice(game.legal_actions()))
    assert not game.is_over()
    seat = 1
    changed = False
    for k in range(20):
        other = game.determinise(seat, random.Random(k))
        assert other.view(seat) == game.view(seat)                   # the same for what seat sees
        for p in range(3):
            mine = sorted(other.state.hand[p] + [v for st in other.state.stack for o, v in st if o == p])
            real = sorted(game.state.hand[p] + [v for st in game.state.stack for o, v in st if o == p])
            assert mine == real                                      # the same values, re-dealt
        changed |= other.to_json() != game.to_json()
        assert other.legal_actions() is not None
    assert changed
    assert game.determinise(seat, random.Random(1)).undo_blocker() is not None


def test_undo_within_ones_own_turn_only():
    game = Game.new(COLOURS[:2])
    assert game.undo_blocker() == "nothing has been decided yet"
    game.apply(game.legal_actions()[0])                 # red's placement: then yellow decides
    assert game.undo_blocker() == "another player decides now"
    while game.state.step == "place":
        game.apply(game.legal_actions()[0])
    walk = next(a for a in game.legal_actions() if a.verb == "walk")
    before = game.to_json()
    game.apply(walk)
    assert game.state.step == "stone" and game.can_undo()
    game.undo()
    assert json.loads(game.to_json())["state"] == json.loads(before)["state"]
    game.apply(walk)
    game.apply("point")
    assert game.undo_blocker() is not None              # the turn went to the next player


def test_undo_never_past_another_players_decision():
    # a turn in which another player decided a right: the active player cannot go back over it
    undone = 0
    for seed in range(8):
        rng = random.Random(seed)
        game = Game.new(COLOURS[:3])
        while not game.is_over():
            before = game.current_player()
            game.apply(rng.choice(game.legal_actions()))
            if game.deciders[-1] != game.current_player() and not game.is_over():
                assert game.undo_blocker() is not None
            if game.can_undo():
                assert game.deciders[-1] == game.current_player() == before
                assert game.turns[-1] == game.state.turn
                if rng.random() < 0.3:
                    text, last = game.to_json(), game.history[-1]
                    game.undo()
                    assert game.to_json() != text
                    game.apply(last)
                    assert game.to_json() == text
                    undone += 1
    assert undone > 5
