"""Complete random games: they always end, with winners and consistent final scores (E1-E5),
on both board sides with 2, 3 and 4 players, and the same seed plays the same game."""

from __future__ import annotations

import random

import pytest

from meduris_gui.games.meduris.rules import engine
from meduris_gui.games.meduris.rules import events as E
from meduris_gui.games.meduris.rules.board import load_side
from meduris_gui.games.meduris.rules.game import TERMINAL, Game
from meduris_gui.games.meduris.rules.payment import can_pay
from meduris_gui.games.meduris.rules.kinds import Building, Phase, Token
from meduris_gui.games.meduris.rules.record import Record
from meduris_gui.games.meduris.rules.scoring import rune_points, settlement_size
from meduris_gui.games.meduris.rules.serial import state_from_dict, state_to_dict
from meduris_gui.games.meduris.rules.setup import default_colours, pieces_per_player
from meduris_gui.games.meduris.ai.sim import new_random_game, random_game, random_steps, simulate

SIDES = ("2-3p", "4p")
COMBOS = [(players, side) for players in (2, 3, 4) for side in SIDES]
IDS = [f"{players}p-on-{side}" for players, side in COMBOS]
MAX_DECISIONS = 5000
# 4 players on the 2-3p side (a variant: 40 pieces for 32 spaces) end by E1b once the board is
# full, but the last gaps can join settlements of 20+ huts that random play takes a long time to
# afford: one game in a few hundred runs past 100 000 decisions (see test_stuck_variant_... below).
MAX_DECISIONS_VARIANT = 1_000_000


def max_decisions(players: int, side: str) -> int:
    return MAX_DECISIONS_VARIANT if (players, side) == (4, "2-3p") else MAX_DECISIONS


def play_with_events(players: int, side: str, seed: int) -> tuple[Game, list]:
    """A whole game through the Game API, dice rolled with the seeded generator."""
    rng = random.Random(seed)
    game = new_random_game(default_colours(players), rng, side)
    events: list = []
    for step in random_steps(game, rng, max_decisions(players, side)):
        events += step
    assert game.is_over(), "the game does not end"
    return game, events


def expected_winners(state) -> list:
    """E5 from scratch: most points, then most buildings, then most materials kept."""
    huts0, temples0 = pieces_per_player(state.players)
    keys = [(state.score[p], huts0 + temples0 - state.huts[p] - state.temples[p], sum(state.stock[p]))
            for p in range(state.players)]
    best = max(keys)
    return [p for p in range(state.players) if keys[p] == best]


def nobody_can_ever_build(state) -> bool:
    """E1b (and its extension): on every free space, no temple may stand (bonus token, or no
    temple left) and no hut can be built (none left, or not even all 72 materials pay it, R0/R1)."""
    huts, temples = any(state.huts), any(state.temples)
    for space in range(state.board.n):
        if state.kind[space]:
            continue
        if temples and not state.token[space]:
            return False
        if huts and (state.token[space] == Token.FREE or can_pay(
                (18, 18, 18, 18), settlement_size(state.kind, state.board.n, space), *state.board.space_materials[space])):
            return False
    return True


def check_final(state) -> None:
    assert state.decider == TERMINAL
    assert state.phase == Phase.OVER
    assert engine.legal_actions(state) == ()
    final = state.final
    assert final["winners"], "a finished game has at least one winner"
    assert final["winners"] == expected_winners(state)
    assert all(score >= 0 for score in state.score)
    # E4 as recorded in the final scoring.
    for seat, stones, points in final["runes"]:
        assert stones == state.rune.count(seat)
        assert points == rune_points(stones)
    # E3: one entry per temple on the board.
    temples = sorted(space for _seat, space, _points in final["temples"])
    assert temples == [s for s in range(state.board.n) if state.kind[s] == Building.TEMPLE]
    # E1 / E1b: someone built everything, or no piece left can ever be placed again.
    everything = any(state.huts[p] == 0 and state.temples[p] == 0 for p in range(state.players))
    assert everything or nobody_can_ever_build(state)


@pytest.mark.parametrize(("players", "side"), COMBOS, ids=IDS)
def test_sim_random_games_end_with_winners(players, side):
    board = load_side(side)
    rng = random.Random(1000 + players)
    for _ in range(40):
        state, decisions = random_game(players, rng, board)
        assert 0 < decisions < max_decisions(players, side)
        assert state.board.side == side
        check_final(state)


@pytest.mark.parametrize(("players", "side"), COMBOS, ids=IDS)
def test_game_api_random_games_end_with_game_over(players, side):
    for seed in range(6):
        game, events = play_with_events(players, side, seed)
        state = game.state
        check_final(state)
        last = events[-1]
        assert isinstance(last, E.GameOver)
        assert sum(isinstance(event, E.GameOver) for event in events) == 1
        assert last.scores == tuple(state.score)
        assert list(last.winners) == state.final["winners"]
        assert last.tie_break == state.final["tie_break"]
        outcome = game.outcome()
        assert outcome.winners == last.winners and outcome.scores == last.scores
        # Every point scored is reported: 5 to start (S6) plus the Scored events.
        for seat in range(players):
            scored = [event for event in events if isinstance(event, E.Scored) and event.player == seat]
            assert 5 + sum(event.points for event in scored) == state.score[seat]
            if scored:
                assert scored[-1].total == state.score[seat]
        # Buildings reported = buildings on the board.
        built = [event for event in events if isinstance(event, E.Built)]
        assert sorted(event.space for event in built) == [s for s in range(state.board.n) if state.kind[s]]
        assert sum(event.kind == "hut" for event in built) == state.kind.count(Building.HUT)
        # The druid's last round (E2) happened once, before the end.
        assert sum(isinstance(event, E.LastRound) for event in events) == 1
        assert state.last_round


def test_terminal_game_refuses_everything():
    game, _events = play_with_events(2, "2-3p", 5)
    assert game.current_player() == TERMINAL
    assert game.legal_actions() == ()
    assert game.chance_outcomes() == []
    before = state_to_dict(game.state)
    for text in ("roll wood", "place wood", "sacrifice none", "build hut 3"):
        with pytest.raises(ValueError, match="the game is over"):
            game.apply(text)
    assert state_to_dict(game.state) == before


@pytest.mark.parametrize(("players", "side"), [(2, "2-3p"), (3, "4p"), (4, "2-3p")])
def test_same_seed_same_game(players, side):
    board = load_side(side)
    first, decisions = random_game(players, random.Random(77), board)
    second, again = random_game(players, random.Random(77), board)
    assert decisions == again
    assert first == second
    assert state_to_dict(first) == state_to_dict(second)

    game_a, events_a = play_with_events(players, side, 77)
    game_b, events_b = play_with_events(players, side, 77)
    assert game_a.history == game_b.history
    assert events_a == events_b
    assert game_a.state == game_b.state
    other, _ = play_with_events(players, side, 78)
    assert other.history != game_a.history


def test_events_do_not_change_the_game():
    """Game.apply (checked, with events) and engine.play (without) take the same game to the
    same state."""
    game, _events = play_with_events(3, "2-3p", 21)
    fast = Record.of(game).new_game()
    slow_replay = Record.of(game).replay()
    for action in game.history:
        assert fast.is_legal(action)
        engine.play(fast.state, action)
    assert fast.state == game.state == slow_replay.state


def test_simulate_reports_consistent_numbers():
    report = simulate(3, 4, seed=9)
    assert report["games"] == 4 and report["players"] == 3 and report["side"] == "2-3p"
    assert sum(report["wins_by_seat"]) >= 4          # shared victories count for every winner
    assert 0 <= report["min_score"] <= report["mean_score"] <= report["max_score"]
    assert simulate(4, 2, seed=9, side="2-3p")["side"] == "2-3p"
    assert simulate(2, 2, seed=9, side="4p")["side"] == "4p"


def stuck_variant_state() -> dict:
    """4 players on the 2-3p side: temples on 10 and 11, huts on every other space but 20, which
    holds a '+2' token (no temple may stand there, C). A hut on 20 would make a settlement of 30
    huts and cost 30 + 30: more than 18 + 18 plus 3 per missing unit from the other 36 (R0) can
    ever pay. Red still has 3 huts, so E1 never triggers."""
    game = Game.new(default_colours(4), 0, seed=1, board=load_side("2-3p"), any_side=True)
    data = state_to_dict(game.state)
    board = game.state.board
    huts = [s for s in range(board.n) if s not in (10, 11, 20)]
    owners = [0] * 8 + [1] * 8 + [2] * 8 + [3] * 5
    data["buildings"] = {str(s): {"owner": o, "kind": "hut"} for s, o in zip(huts, owners)}
    data["buildings"]["10"] = {"owner": 0, "kind": "temple"}
    data["buildings"]["11"] = {"owner": 1, "kind": "temple"}
    left = [(0, 1), (0, 1), (0, 2), (3, 2)]
    for player, (huts_left, temples_left) in zip(data["players"], left):
        player["huts"], player["temples"] = huts_left, temples_left
    data["bonus_tokens"] = {"20": "plus2"}
    owner = {s: o for s, o in zip(huts, owners)}
    data["rune_stones"] = [owner[next(s for s in t.spaces if s in owner)] for t in board.territories]
    data["highlands"] = {"wood": [0, 1], "wool": [2, 3], "copper": [0, 1], "stone": [2, 3]}
    data.update(placed=8, phase="main", turn=0, decider=0, druid={"rock": 3, "space": 5}, turns=60)
    return data


def test_stuck_variant_game_ends():
    """E1b extended: when no piece left can ever be placed (the only free space holds a +2 token
    and a hut there would cost 30 + 30), the druid's last round begins after the current turn."""
    game = Game(state_from_dict(stuck_variant_state()))
    assert nobody_can_ever_build(game.state)
    legal = game.legal_actions()
    assert legal and all(action.verb == "harvest" for action in legal)     # nobody can build
    events = game.apply(legal[0])
    assert any(isinstance(event, E.LastTurns) and event.trigger == -1 for event in events)
    assert game.state.last_round
    rng = random.Random(0)
    while not game.is_over():
        legal = game.legal_actions()
        assert all(action.verb == "sacrifice" for action in legal)          # E2: only rituals now
        game.apply(legal[rng.randrange(len(legal))])
    check_final(game.state)
