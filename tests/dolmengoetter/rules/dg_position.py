"""Build Dolmengötter positions directly, for the rule tests and the worked examples (X1-X7).

    game = position(2, druids={0: [10, 20, 30], 1: [40, 50, 60]}, stones={12: 0, 13: 1})
    events = stone_turn(game, seat=1, place=14)      # as if seat 1's druid just left place 14

A position is in the middle of play (setup done, step "move" of `active`); it is built from the
shipped board and the players' sets (C2), then the given parts replace the defaults. A seat not
named in `druids` gets three druids in the lower right (DEFAULT_DRUIDS); `[]` gives it none. Holders
(M3) depend on the order stones came: give them (`holders`), or the present strict majority
(M2) is taken.
"""

from __future__ import annotations

from meduris_gui.games.dolmengoetter.rules import engine
from meduris_gui.games.dolmengoetter.rules.board import load_board
from meduris_gui.games.dolmengoetter.rules.game import Game
from meduris_gui.games.dolmengoetter.rules.state import COLOURS, MOVE, STONE, new_state

BOARD = load_board()
CIRCLE = {c.id: c for c in BOARD.circles}
# Where a seat's druids stand when a test does not say (out of the way of the top-left circles
# the examples use): the lower right of the board.
DEFAULT_DRUIDS = (55, 46, 47, 38, 39, 54, 45, 53, 61, 70, 62, 63, 71, 69, 52, 60, 68)


def circle(cid: str):
    return CIRCLE[cid]


def position(players: int = 2, *, druids=None, lying=(), stones=None, hands=None, scores=None, in_hand=None,
             stacks=None, holders=None, active: int = 0, start_player: int = 0) -> Game:
    state = new_state(COLOURS[:players], start_player, BOARD)
    druids = dict(druids or {})
    spare = [p for p in DEFAULT_DRUIDS if p not in (stones or {}) and all(p not in v for v in druids.values())]
    for seat in range(players):
        if seat not in druids:
            druids[seat] = [spare.pop(0) for _ in range(3)]
    for seat, places in druids.items():
        for p in places:
            assert state.druid[p] < 0, f"two druids on {p}"
            state.druid[p] = seat
            state.druids[seat].append(p)
    for p in lying:
        assert state.druid[p] >= 0
        state.lying[p] = True
    for p, seat in (stones or {}).items():
        assert state.druid[p] < 0 and state.stone[p] < 0
        state.stone[p] = seat
        for c in BOARD.circles_of[p]:
            state.count[c][seat] += 1
            state.filled[c] += 1
        state.stones[seat] -= 1
    for c in range(len(BOARD.circles)):
        counts = state.count[c]
        if holders and BOARD.circles[c].id in holders:
            state.holder[c] = holders[BOARD.circles[c].id]
        else:
            top = max(counts)
            if sum(1 for k in counts if k) >= 2 and counts.count(top) == 1:
                state.holder[c] = counts.index(top)
    for cid, stack in (stacks or {}).items():
        state.stack[CIRCLE[cid].index] = [tuple(e) for e in stack]
        for seat, _v in stack:
            state.placed[seat] += 1
    if hands is not None:
        for seat, hand in hands.items():
            state.hand[seat] = sorted(hand, reverse=True)
    for seat, score in (scores or {}).items():
        state.score[seat] = score
    for seat, count in (in_hand or {}).items():
        state.stones[seat] = count
    state.step = MOVE
    state.active = state.decider = active
    state.turn = 1
    state.refresh()
    return Game(state)


def stone_turn(game: Game, seat: int, place: int) -> list:
    """Seat's druid has just left `place` (free): the stone decision is his, and he leaves the
    stone (T4). Returns the events; the rights that follow are asked as in play."""
    state = game.state
    assert state.stone[place] < 0 and state.druid[place] < 0
    state.active = state.decider = seat
    state.step = STONE
    state.left = place
    state._legal = None
    if len(engine.legal_actions(state)) == 1:          # on 1 point the stone is forced
        events: list = []
        engine.settle(state, events)
        return events
    return game.apply("stone")


def kinds(events) -> list:
    return [e.kind for e in events]


def stack_of(game: Game, cid: str) -> list:
    return list(game.state.stack[CIRCLE[cid].index])


def count_of(game: Game, cid: str) -> list:
    return list(game.state.count[CIRCLE[cid].index])


def resolve(game: Game, choices: dict | None = None) -> list:
    """Answer every pending dolmen right: `choices` maps a circle id to the values to place there,
    in order (a value, or None to decline); a right in any other circle is declined. Returns the
    events and checks the rights come in the order the choices name them per circle."""
    choices = {k: list(v) for k, v in (choices or {}).items()}
    events: list = []
    while game.pending_right() is not None:
        right = game.pending_right()
        cid = BOARD.circles[right.circle].id
        wanted = choices.get(cid)
        value = wanted.pop(0) if wanted else None
        events += game.apply("dolmen none" if value is None else f"dolmen {value}")
    leftover = {k: v for k, v in choices.items() if v}
    assert not leftover, f"rights that never came: {leftover}"
    return events
