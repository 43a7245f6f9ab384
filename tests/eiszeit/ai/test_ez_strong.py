"""Eiszeit's strong player (issue 22 item 4): its two best ideas at a step of a card, the last
round's futures played to the end and judged by who wins; the evaluation's kept frames read a
position as a fresh reading does. Medium keeps its search as it was."""

from __future__ import annotations

import random

import pytest

from meduris_gui.games.eiszeit.ai import players
from meduris_gui.games.eiszeit.ai.arena import new_game
from meduris_gui.games.eiszeit.ai.evaluate import DEFAULT, Frame, Weights, glacier_risk, per_hunter
from meduris_gui.games.eiszeit.ai.players import STRONG_STEPS, TREE_NOISE, TREE_STEPS, make_player
from meduris_gui.games.eiszeit.ai.policy import RulePolicy
from meduris_gui.games.eiszeit.ai.protocol import WIN_BONUS, EiszeitProtocol
from meduris_gui.games.eiszeit.ai.search import UNIT_STEPS, TreeSearch
from meduris_gui.games.eiszeit.rules.engine import legal_actions as _legal
from meduris_gui.games.eiszeit.rules.game import CHANCE
from meduris_gui.games.eiszeit.rules.state import ACT, DEAL, DISCARD, DRAW, GLACIER, LOT, OVER, PLAY, TOKEN


def _positions(players_count: int, seed: int):
    """Every position of a game played by the rule of thumb (chance by a seeded generator)."""
    rng = random.Random(seed)
    game = new_game(players_count, rng)
    policy = RulePolicy()
    while not game.is_over():
        yield game
        if game.current_player() == CHANCE:
            game.apply(game.sample_chance(rng))
        else:
            game.apply(policy.choose(game.state, game.legal_actions()))
    yield game


def _first(players_count: int, seed: int, test):
    for game in _positions(players_count, seed):
        if test(game):
            return game
    raise AssertionError("no such position in the game")


def test_the_flat_search_keeps_two_ideas_at_a_step_and_four_cards_to_play():
    strong = make_player("flat", 0, 3, seed=1).search
    assert type(make_player("strong", 0, 4, seed=1).search) is type(strong)      # the strong player at 4
    medium = make_player("medium", 0, 3, seed=1).search
    act = _first(3, 5, lambda g: g.state.step == ACT and len(g.legal_actions()) > 5).state
    play = _first(3, 5, lambda g: g.state.step == PLAY and g.state.turn > 3 and len(g.legal_actions()) > 4).state
    assert ACT in UNIT_STEPS and PLAY not in UNIT_STEPS
    assert len(strong.candidates(act, _legal(act))) == players.STRONG_STEP_WIDTH == 2
    assert len(strong.candidates(play, _legal(play))) == players.STRONG_WIDTH
    assert len(medium.candidates(act, _legal(act))) == players.MEDIUM_WIDTH        # medium: as before
    ranked = RulePolicy().ranked(act, _legal(act))
    assert strong.candidates(act, _legal(act)) == [_legal(act)[i] for i in ranked[:2]]


def test_the_last_rounds_futures_go_to_the_end_only_near_its_end():
    """T11/E1: the dark reserve running low in the last round; before that, one round of turns."""
    endgame = EiszeitProtocol(endgame=9)
    plain = EiszeitProtocol()
    near = _first(3, 7, lambda g: g.state.round == g.state.rounds and g.state.step == PLAY
                  and g.state.dark_reserve <= 9)
    early = _first(3, 7, lambda g: g.state.round == 1 and g.state.step == PLAY and g.state.turn > 2)
    s = near.state
    assert endgame.horizon(s, 1) is None
    assert plain.horizon(s, 1) == s.turn + s.n                       # medium's protocol: as before
    assert endgame.horizon(early.state, 1) == early.state.turn + early.state.n
    assert endgame.horizon(early.state, None) is None


def test_a_won_game_is_worth_the_bonus_only_to_the_endgame_search():
    over = _first(3, 4, lambda g: g.is_over()).state
    assert over.step == OVER
    winner = over.final["winners"][0]
    loser = next(s for s in range(3) if s not in over.final["winners"])
    plain, endgame = EiszeitProtocol(), EiszeitProtocol(endgame=9)
    assert endgame.evaluate(over, winner) == pytest.approx(plain.evaluate(over, winner) + WIN_BONUS)
    assert endgame.evaluate(over, loser) == plain.evaluate(over, loser) < 0
    # near the end the search plays for the win: winning by a tie-break (E4) is worth more than
    # losing by a point, by more than five points of lead besides (WIN_BONUS 6, was 2)
    narrow = over.copy()
    narrow.score = [40] * 3
    narrow.final = {"winners": [winner], "tie_break": "hunters"}
    lost = over.copy()
    lost.score = [40] * 3
    lost.score[loser] = 39
    lost.final = {"winners": [winner], "tie_break": "points"}
    assert endgame.evaluate(narrow, winner) - endgame.evaluate(lost, loser) > 1 + 5


@pytest.mark.parametrize("weights", [DEFAULT, Weights(keep=0.7, keep_risk=0.3, stone_round=0.3)])
def test_a_kept_frame_reads_a_position_as_a_fresh_reading_does(weights):
    """Frame keeps what it read per ice, mammoths and round (the search reads the same ones
    again and again): every position of a game, before and after its scoring, gets the values
    the module's rule gives."""
    seen = 0
    for game in _positions(4, 3):
        s = game.state
        frame = Frame(s, weights)
        now = 0 if s.step in (GLACIER, LOT, OVER) else 1
        later = s.rounds - s.round
        risky = glacier_risk(s) if later > 0 else ()
        for r in range(12):
            base = 0.0 if s.ice[r] else now + later * (weights.keep_risk if (r + 1) in risky else weights.keep)
            assert frame.base[r] == base
            assert frame.mult[r] == base * per_hunter(s.mammoths[r])
        assert frame.stone == (weights.stone_now + weights.stone_round * later if (now or later) else 0.0)
        seen += 1
    assert seen > 100


def test_the_strong_players_budget_stays_above_medium():
    strong = make_player("strong", 1, 4, seed=2)
    assert strong.search.steps == players.STRONG_STEPS > players.MEDIUM_STEPS
    assert strong.search.game.endgame == players.STRONG_ENDGAME
    assert make_player("medium", 1, 4, seed=2).search.game.endgame is None
    assert make_player("strong", 1, 4, seed=2, strong_steps=90).search.steps == 90


def test_the_strong_players_futures_go_on_through_its_own_next_card():
    """Strong: a future stops when the turn after the seat's own next one begins (its next card,
    discard and draw played by the rule of thumb), so its hand and stones count; medium's futures
    stop when the seat's next turn begins, as before."""
    strong = make_player("flat", 0, 3, seed=1).search
    assert make_player("strong", 0, 3, seed=1).search.game.own_turn          # the tree's futures too
    medium = make_player("medium", 0, 3, seed=1).search
    assert strong.game.own_turn and not medium.game.own_turn
    play = _first(3, 5, lambda g: g.state.step == PLAY and g.state.turn > 3).state
    assert strong.game.horizon(play, 1) == play.turn + play.n + 1
    assert medium.game.horizon(play, 1) == play.turn + play.n
    assert EiszeitProtocol(own_turn=True).horizon(play, None) is None
    # a future from the strong player's card plays its own next card: the seat decides again in it
    seat = play.decider
    mark = strong.game.horizon(play, 1)
    st = play.copy()
    legal = strong.game.play(st, _legal(play)[0])
    seen_own_play = False
    rng = random.Random(3)
    while st.step != OVER and not strong.game.past_horizon(st, mark):
        if st.decider == CHANCE:
            legal = strong.game.play(st, legal[rng.randrange(len(legal))])
            continue
        if st.step == PLAY and st.decider == seat:
            seen_own_play = True
        legal = strong.game.play(st, strong.game.policy(st, legal, rng)[0])
    assert seen_own_play
    assert st.step == OVER or (st.turn == mark and st.decider != seat)


def test_the_strong_player_searches_the_draw_and_leaves_the_discard_to_the_rule():
    for players_ in (3, 4, 5):
        strong = make_player("strong", 0, players_, seed=1)
        assert DRAW not in strong.by_rule and DISCARD in strong.by_rule
    assert make_player("medium", 0, 3, seed=1).by_rule == ()


def _public_keys(protocol, game, seat: int, rng: random.Random, limit: int = 400) -> list:
    """The keys `seat` gives the decisions and chance outcomes of a game played on by the rule of
    thumb, with the acting seat and step of each (and who draws, or the region of a fire token)."""
    keys = []
    policy = RulePolicy()
    while not game.is_over() and len(keys) < limit:
        s = game.state
        if s.decider == CHANCE:
            action = game.sample_chance(rng)
        else:
            action = policy.choose(s, game.legal_actions())
        which = s.deals[0][0] if s.step == DEAL else s.tokens[0] if s.step == TOKEN else None
        keys.append((s.decider, s.step, which, action, protocol.public(s, action, seat)))
        game.apply(action)
    return keys


def test_the_tree_search_sees_only_what_its_seat_sees_of_a_draw_a_discard_and_a_fire_token():
    """protocol.public (the tree's keys): a card another player draws is its deck's colour (H1),
    a fire value nobody sees (H4), a card another player puts under a deck its colour (H2); the
    seat's own draws and discards, and everything else, are the actions themselves."""
    protocol = EiszeitProtocol()
    seat = 1
    game = new_game(3, random.Random(5))
    seen = set()
    for decider, step, which, action, key in _public_keys(protocol, game, seat, random.Random(2), 2000):
        drawer = which
        if step == DEAL:
            assert key == (action if drawer == seat else (DEAL, game.state.cards.colour[action.who]))
            seen.add("own draw" if drawer == seat else "draw")
        elif step == TOKEN:
            assert key == (TOKEN, which)           # the region, never the value
            seen.add("token")
        elif step == DISCARD and decider != seat and action.who != "none":
            assert key == (DISCARD, game.state.cards.colour[action.who])
            seen.add("discard")
        else:
            assert key is action
    assert {"own draw", "draw", "token"} <= seen


def test_the_strong_player_at_3_is_the_tree_and_at_4_and_5_the_flat_search():
    """Issue 23: the tree beat the flat search at 3 players (README), so the strong player of a
    3-player table is the tree seat; at 4 and 5 it keeps the flat search, never discarding."""
    assert players.TREE_PLAYERS == (3,)
    strong = make_player("strong", 1, 3, seed=2)
    assert isinstance(strong.search, TreeSearch) and strong.search.steps == TREE_STEPS
    assert strong.search.policy.discard == players.TREE_DISCARD and not strong.search.others
    assert make_player("strong", 1, 3, seed=2, strong_steps=90).search.steps == 90 * TREE_STEPS // STRONG_STEPS
    for n in (4, 5):
        flat = make_player("strong", 1, n, seed=2).search
        assert not isinstance(flat, TreeSearch) and flat.steps == STRONG_STEPS and flat.policy.discard is None
        assert make_player("strong", 1, n, seed=2, strong_steps=90).search.steps == 90
    assert make_player("flat", 1, 3, seed=2).search.steps == STRONG_STEPS
    assert make_player("flat", 1, 3, seed=2, strong_steps=90).search.steps == 90


def test_the_ismcts_seat_is_the_flat_searchs_futures_in_the_tree_search():
    tree = make_player("ismcts", 0, 3, seed=1)
    strong = make_player("flat", 0, 3, seed=1)
    assert isinstance(tree.search, TreeSearch)
    # Its budget: the steps that last as long as the strong player's (TREE_STEPS to STRONG_STEPS).
    assert tree.search.steps == TREE_STEPS and strong.search.steps == STRONG_STEPS
    assert tree.search.width == strong.search.width
    assert tree.search.game.endgame == strong.search.game.endgame and tree.search.game.own_turn
    assert make_player("ismcts", 0, 3, seed=1, strong_steps=90).search.steps == 90 * TREE_STEPS // STRONG_STEPS
    assert tree.search.others is False                  # its tree: its own decisions
    # Its playouts are noisy, the strong player's futures are not (issue 23).
    assert tree.search.game.noise == TREE_NOISE > 0 and strong.search.game.noise == 0
    # Four times the budget: the comparison that shows whether thinking longer pays.
    assert make_player("ismcts4x", 0, 3, seed=1).search.steps == 4 * tree.search.steps
    assert make_player("ismcts4x", 0, 3, seed=1, strong_steps=90).search.steps == 4 * (90 * TREE_STEPS // STRONG_STEPS)
    game = _first(3, 5, lambda g: g.state.step == PLAY and g.state.turn > 3 and len(g.legal_actions()) > 2)
    seat = game.current_player()
    player = make_player("ismcts", seat, 3, seed=4, strong_steps=300)
    assert player.decide(game.view(seat), game.legal_actions()) in game.legal_actions()
