"""The engine: legal actions and their effects, in the order of a turn (T9).

The state changes only through `apply` (after Game checked the action is legal) and `settle`
(the decisions with a single legal action, applied by the engine itself, as in Meduris). The
hot paths (walk ends, legal moves) work on plain lists and prepared, interned actions.
"""

from __future__ import annotations

from itertools import compress

from .actions import (DECLINE, DOLMEN, FLY, HERBS, NONE, PASS, PASS_ACTION, PLACE, POINT, POINT_ACTION,
                      STONE as STONE_VERB, STONE_ACTION, WALK, Action)
from .events import (Declined, DolmenPlaced, Equalized, FinalScoring, Flew, GameOver, Herbs, LastDolmen,
                     Majority, Passed, PointLost, Placed, Scored, StoneLeft, Walked)
from .state import DRUIDS, MIN_SCORE, MOVE, OVER, RIGHT, SETUP, STONE, TERMINAL, Right

from .prepared import Tables, tables  # noqa: F401 - tables: the per-board lists (re-exported)

DOLMEN_ACTIONS = {v: Action.of(DOLMEN, v) for v in range(1, 5)}
STONE_ONLY = (STONE_ACTION,)
STONE_OR_POINT = (STONE_ACTION, POINT_ACTION)

# -- walks (T2, T3) ----------------------------------------------------------------------------------


def walk_ends(state, start: int, adjacent) -> list:
    """T2 (Decision, chain): the end places of every walk from `start`: a breadth-first search
    through places holding druids (any colour, standing or lying); a place without stone or druid
    ends a walk; stones block; no place twice, so never `start` itself. Adjacency is T3."""
    free = state.free
    druid = state.druid
    seen = {start}
    ends = []
    frontier = (start,)
    while frontier:
        jumped = []
        for here in frontier:
            for q in adjacent[here]:
                if q not in seen:
                    seen.add(q)                     # stones too: never looked at twice
                    if free[q]:
                        ends.append(q)
                    elif druid[q] >= 0:
                        jumped.append(q)
        frontier = jumped
    return ends


def walk_path(state, start: int, end: int) -> tuple:
    """T2: the path of the walk from `start` to `end` (a legal walk): one step, or the first
    shortest chain walk_paths finds."""
    if end in state.t.adjacent[start]:
        return (start, end)
    return walk_paths(state, start)[end]


def walk_paths(state, start: int) -> dict:
    """T2: {end: (start, jumped..., end)}, one shortest path per end place (the animation's)."""
    adjacent = state.t.adjacent
    stone, druid = state.stone, state.druid
    parent = {start: -1}
    paths = {}
    frontier = [start]
    while frontier:
        jumped = []
        for here in frontier:
            for q in adjacent[here]:
                if q in parent or stone[q] >= 0:
                    continue
                parent[q] = here
                if druid[q] >= 0:
                    jumped.append(q)
                else:
                    path = [q]
                    while path[-1] != start:
                        path.append(parent[path[-1]])
                    paths[q] = tuple(reversed(path))
        frontier = jumped
    return paths


def free_places(state) -> list:
    """T7, S5: the places with neither stone nor druid."""
    return list(compress(range(len(state.free)), state.free))


# -- legal actions -----------------------------------------------------------------------------------


def legal_actions(state) -> tuple:
    """The decider's legal actions (cached until the state changes)."""
    legal = state._legal
    if legal is None:
        legal = state._legal = _generate(state)
    return legal


def _generate(state) -> tuple:
    step = state.step
    if step == MOVE:
        return _moves(state)
    if step == STONE:
        # T5: a player on 1 must leave the stone (Game applies it for him: one legal action).
        if state.score[state.active] <= MIN_SCORE:
            return STONE_ONLY
        return STONE_OR_POINT
    if step == RIGHT:                      # M6: any value in hand, or decline
        hand = state.hand[state.rights[0][0]]
        values = sorted(set(hand), reverse=True)
        return tuple(DOLMEN_ACTIONS[v] for v in values) + (DECLINE,)
    if step == SETUP:
        return tuple(compress(state.t.place, state.free))
    return ()


def _moves(state) -> tuple:
    """T1: walks (T2) and herbs (T6) of standing druids, flights (T7) of lying ones (T8);
    `pass` only when none is legal. (walk_ends inlined for the usual case: a hot path.)"""
    t = state.t
    adjacent = t.adjacent
    lying = state.lying
    free = state.free
    druid = state.druid
    out = []
    for p in state.druids[state.active]:
        if lying[p]:
            out += compress(t.fly[p], free)           # every free place (its own is not free)
            continue
        row = t.walk[p]
        near = adjacent[p]
        for q in near:
            if not free[q] and druid[q] >= 0:         # a druid to jump: the search
                out += map(row.__getitem__, walk_ends(state, p, adjacent))
                break
        else:
            out += [row[q] for q in near if free[q]]
        out.append(t.herbs[p])
    if not out:
        return (PASS_ACTION,)
    return tuple(out)


def is_legal(state, action: Action) -> bool:
    """Whether `action` is legal now, checked by the rules directly (no list is built)."""
    legal = state._legal
    if legal is not None:
        return action in legal
    verb = action.verb
    step = state.step
    if step == MOVE:
        seat = state.active
        a, b = action.a, action.b
        n = len(state.stone)
        if verb == PASS:
            return _moves(state) == (PASS_ACTION,)
        if not 0 <= a < n or state.druid[a] != seat:
            return False
        if verb == HERBS:
            return not state.lying[a]
        if verb == WALK:
            return 0 <= b < n and not state.lying[a] and b in walk_ends(state, a, state.t.adjacent)
        if verb == FLY:
            return 0 <= b < n and state.lying[a] and state.free[b] == 1
        return False
    return action in legal_actions(state)


def explain(state, action: Action) -> str:
    """Why an action is not legal, in words."""
    if state.step == OVER:
        return "the game is over"
    verb = action.verb
    step = state.step
    wanted = {SETUP: "placing a druid (place N)", MOVE: "a move (walk, herbs or fly)",
              STONE: "stone or point", RIGHT: "a dolmen value or dolmen none"}[step]
    if (verb == PLACE) != (step == SETUP) or (verb in (STONE_VERB, POINT)) != (step == STONE) \
            or (verb == DOLMEN) != (step == RIGHT):
        return f"now is the time for {wanted}"
    n = len(state.stone)
    if step == SETUP:
        if not 0 <= action.a < n:
            return f"no place {action.a} on this board"
        return f"place {action.a} is not free (S5)"
    if step == STONE:
        return "a player on 1 point must leave a stone (T5)"
    if step == RIGHT:
        return f"no dolmen of value {action.a} in hand (M6)"
    a = action.a
    if not 0 <= a < n:
        return f"no place {a} on this board"
    if verb == PASS:
        return "a player passes only when nothing else is legal (T1)"
    if state.druid[a] != state.active:
        return f"no druid of {state.colours[state.active]} on place {a}"
    if verb == HERBS:
        return "the druid is lying already: it can only fly (T8)"
    if verb == WALK:
        if state.lying[a]:
            return "a lying druid cannot walk, only fly (T8)"
        return f"no walk from {a} ends on {action.b} (T2, T3)"
    if verb == FLY:
        if not state.lying[a]:
            return "only a lying druid flies (T7)"
        return f"place {action.b} is not free (T7)"
    return "not legal now"


# -- applying ----------------------------------------------------------------------------------------


def apply(state, action: Action, events: list) -> None:
    """Apply a legal action and everything that follows without a choice (settle)."""
    _step(state, action, events)
    settle(state, events)


def settle(state, events: list) -> None:
    """Apply every decision that has a single legal action (as Meduris: the engine takes it).
    T1 (Decision): when every player in a row has had to pass, nobody can ever move again and
    the game ends (E3); the shipped board never gets there (B6), a built position might."""
    passes = 0
    while state.step != OVER:
        legal = legal_actions(state)
        if len(legal) != 1:
            return
        if legal[0] is PASS_ACTION:
            passes += 1
            if passes > state.n:
                _finish(state, events)
                return
        _step(state, legal[0], events)


def _step(state, action: Action, events: list) -> None:
    state._legal = None
    verb = action.verb
    seat = state.decider
    if verb == WALK:
        path = walk_path(state, action.a, action.b)
        _move(state, seat, action.a, action.b)
        events.append(Walked(seat, path))
        _after_move(state, action.a, events)
    elif verb == FLY:
        _move(state, seat, action.a, action.b)
        events.append(Flew(seat, action.a, action.b))
        _after_move(state, action.a, events)
    elif verb == HERBS:
        state.lying[action.a] = True                    # T6: no place left: no stone, no penalty
        events.append(Herbs(seat, action.a))
        _end_turn(state, events)
    elif verb == STONE_VERB:
        _stone(state, seat, events)
    elif verb == POINT:
        state.score[seat] -= 1                          # T5
        state.lost[seat] += 1
        assert state.score[seat] >= MIN_SCORE
        events.append(PointLost(seat, state.score[seat]))
        state.left = -1
        _end_turn(state, events)
    elif verb == DOLMEN:
        _dolmen(state, action.a, events)
    elif verb == PLACE:
        _setup_place(state, seat, action.a, events)
    elif verb == PASS:
        events.append(Passed(seat))                     # T1
        _end_turn(state, events)
    else:  # pragma: no cover - Game checks legality first
        raise AssertionError(f"unknown verb {verb}")


def _setup_place(state, seat: int, place: int, events: list) -> None:
    """S5: one standing druid, one at a time, clockwise from the start player; then S6."""
    state.druid[place] = seat
    state.free[place] = 0
    state.druids[seat].append(place)
    events.append(Placed(seat, place))
    placed = sum(len(d) for d in state.druids)
    state.turn += 1
    if placed == DRUIDS * state.n:
        _start_turn(state, state.start_player)          # S6
    else:
        state.decider = state.active = (state.start_player + placed) % state.n


def _move(state, seat: int, source: int, target: int) -> None:
    druid = state.druid
    druid[source] = -1
    state.lying[source] = False
    state.free[source] = 1
    state.free[target] = 0
    druid[target] = seat
    state.lying[target] = False                         # T7: he lands standing
    own = state.druids[seat]
    own[own.index(source)] = target


def _after_move(state, left: int, events: list) -> None:
    """T4, T5: the stone decision for the place left; no stone in hand: nothing at all (E5)."""
    seat = state.active
    if state.stones[seat] == 0:
        _end_turn(state, events)
        return
    state.left = left
    state.step = STONE


def _stone(state, seat: int, events: list) -> None:
    """T4: the stone; then in every circle of the place (T9) the count (M1) and the majority
    events (M2, M3, M4, M5); then the rights (M6, M7)."""
    place = state.left
    state.left = -1
    state.stone[place] = seat
    state.free[place] = 0
    state.stones[seat] -= 1
    events.append(StoneLeft(seat, place, state.stones[seat]))
    t = state.t
    rights = []
    for c in t.circles_of[place]:
        counts = state.count[c]
        counts[seat] += 1
        state.filled[c] += 1
        if state.filled[c] == t.size[c]:
            state.to_score.append(c)                     # P1
        holder = state.holder[c]
        if holder == seat:
            continue                                     # M4: the holder adding gives nothing
        event = majority_event(counts, holder, seat)
        if event is None:
            continue
        who, kind = event
        if kind == "equal":
            events.append(Equalized(c, who))
            rights.append((who, c, "bottom"))
        else:
            state.holder[c] = who                       # M3
            events.append(Majority(c, who, kind))
            rights.append((who, c, "first" if kind == "first" else "top"))
    if rights:
        n = state.n
        active = state.active
        # M7: the active player first, then clockwise from him; each in circle order.
        rights.sort(key=lambda r: ((r[0] - active) % n, r[1]))
        state.rights = rights
    _next_right(state, events)


def majority_event(counts: list, holder: int, placer: int):
    """M2-M5 for one circle after `placer`'s stone: None, or (seat, 'first' | 'change' | 'equal')."""
    if holder < 0:
        # M2: the majority needs two colours, and strictly more than each other one.
        best = -1
        top = 0
        second = 0
        colours = 0
        for s, k in enumerate(counts):
            if k:
                colours += 1
                if k > top:
                    second = top
                    top, best = k, s
                elif k > second:
                    second = k
        if colours >= 2 and top > second:
            return best, "first"                          # M4, M5 (perhaps a gift)
        return None
    if placer == holder:
        return None                                       # M4: the holder adding gives nothing
    mine = counts[placer]
    held = counts[holder]
    if mine == held:
        return placer, "equal"                            # M4 (also a second time: Decision)
    if mine > held:
        for s, k in enumerate(counts):
            if s != placer and k >= mine:
                return None
        return placer, "change"                           # M3, M4
    return None


def _next_right(state, events: list) -> None:
    """M6: the next pending right whose owner still holds a dolmen; none left: P1 scoring."""
    rights = state.rights
    hand = state.hand
    while rights:
        seat = rights[0][0]
        if hand[seat]:
            state.step = RIGHT
            state.decider = seat
            return
        rights.pop(0)                                   # M6, E5: no dolmen, no right
    state.step = MOVE
    state.decider = state.active
    if state.to_score:
        _score_completed(state, events)
    if sum(state.stones) == 0:
        _finish(state, events)                          # E2: the last stone of all
        return
    _end_turn(state, events)


def pending_right(state):
    """The right being decided (Right), or None."""
    if state.step != RIGHT:
        return None
    seat, circle, kind = state.rights[0]
    position = len(state.stack[circle]) if kind == "bottom" else 0
    return Right(seat, circle, kind, position, state.t.multiplier[circle] - position)


def _dolmen(state, value: int, events: list) -> None:
    """M4, M6: place the chosen dolmen (first, on top or under), or decline; E1 on the last."""
    seat, circle, kind = state.rights.pop(0)
    if value == NONE:
        events.append(Declined(seat, circle))
    else:
        stack = state.stack[circle]
        # M8: never beyond the largest stack (the rules make it impossible; asserted).
        assert len(stack) < state.t.max_stack[circle], "M8: stack full"
        hand = state.hand[seat]
        hand.remove(value)
        state.placed[seat] += 1
        if kind == "bottom":
            stack.append((seat, value))
            position = len(stack) - 1
        else:
            stack.insert(0, (seat, value))
            position = 0
        events.append(DolmenPlaced(seat, circle, position, value))
        if not hand and state.trigger < 0:
            state.trigger = seat                        # E1: counts once
            events.append(LastDolmen(seat))
    _next_right(state, events)


def stack_rows(stack: list, multiplier: int) -> list:
    """P2, P3: (seat, value, multiplier, points) top to bottom: position i scores x(base - i)."""
    return [(seat, value, multiplier - i, value * (multiplier - i)) for i, (seat, value) in enumerate(stack)]


def _score_completed(state, events: list) -> None:
    """P1: every circle the stone completed, scored once its rights are decided; P5: several in
    circle order; P2, P3: stack_rows; P4: dolmens leave the game; P6: an empty stack gives 0."""
    t = state.t
    for c in sorted(state.to_score):
        rows = stack_rows(state.stack[c], t.multiplier[c])
        cid = state.board.circles[c].id
        for seat, _value, _m, points in rows:
            state.score[seat] += points
            book = state.circle_points[seat]
            book[cid] = book.get(cid, 0) + points
        state.stack[c] = []                             # P4: removed from the game
        state.done[c] = True
        events.append(Scored(c, tuple(rows)))           # P6: an empty stack scores nothing
    state.to_score = []


def _end_turn(state, events: list) -> None:
    """T9: the next player; E1: the last turns once the last dolmen was placed."""
    state.step = MOVE
    state.left = -1
    if state.trigger >= 0:
        if state.last_turns is None:
            n = state.n
            active = state.active
            # E1 (Decision): the others clockwise, the one who ran out skipped; the active
            # player last when the trigger was not his own.
            state.last_turns = [(active + k) % n for k in range(1, n + 1) if (active + k) % n != state.trigger]
        if not state.last_turns:
            _finish(state, events)
            return
        _start_turn(state, state.last_turns.pop(0))
        return
    _start_turn(state, (state.active + 1) % state.n)


def _start_turn(state, seat: int) -> None:
    state.step = MOVE
    state.active = state.decider = seat
    state.turn += 1


def _finish(state, events: list) -> None:
    """E3: every dolmen still on the board scores in its circle; E4: the winners."""
    t = state.t
    rows = []
    for c, stack in enumerate(state.stack):
        for seat, value, mult, points in stack_rows(stack, t.multiplier[c]):
            rows.append((c, seat, value, mult, points))
            state.score[seat] += points
            state.final_points[seat] += points
    events.append(FinalScoring(tuple(rows)))
    winners, tie_break = decide_winners(state.score, state.placed)
    state.final = {"winners": list(winners), "tie_break": tie_break}
    state.step = OVER
    state.decider = state.active = TERMINAL
    state.rights = []
    events.append(GameOver(tuple(winners), tuple(state.score), tie_break))


def decide_winners(scores, placed) -> tuple:
    """E4: most points; then most dolmens placed; then a shared victory."""
    best = max(scores)
    leaders = [s for s, v in enumerate(scores) if v == best]
    if len(leaders) == 1:
        return leaders, "points"
    most = max(placed[s] for s in leaders)
    winners = [s for s in leaders if placed[s] == most]
    return winners, "dolmens" if len(winners) == 1 else "shared"
