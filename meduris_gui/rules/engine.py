"""The rules in motion: apply one decision to a GameState and run the game on to the next one.

`apply(state, action, events)` changes the state in place and appends what happened to
`events` (a list, or None when nobody listens: the simulator and computer players skip building
event values). It trusts that the action is legal: `game.Game.apply` checks that first, so an
illegal action never reaches this module and the state stays untouched.

After every decision the engine runs the game on until someone has a real choice: a decision
with exactly one legal action (return your only material, sacrifice when you have nothing, pay
when there is one way) is applied at once, and its events are reported like any other. Records
hold only the real choices, and replaying them runs the same forced steps again.
"""

from __future__ import annotations

from . import events as E
from .actions import FACE_PLUS, HARVEST, HUT, PAY, PLACE, RETURN, ROLL, SACRIFICE, TAKE, TEMPLE
from .legal import generate
from .payment import can_pay
from .scoring import (
    decide_outcome, rune_points, sacrifice_value, settlement_from, settlement_size, size_if_built,
    temple_points,
)
from .state import (
    CHANCE, EMPTY, FREE, MAIN, MATERIALS_PER_KIND, OVER, PLUS2, SACRIFICE as PH_SACRIFICE, PAY as PH_PAY,
    RETURN as PH_RETURN, ROLL as PH_ROLL, TAKE as PH_TAKE, TERMINAL, TOKEN_NAMES, GameState,
)
from .state import HUT as K_HUT, TEMPLE as K_TEMPLE

ZERO = (0, 0, 0, 0)


def legal_actions(st: GameState):
    """The decider's legal actions, in a stable order (a sequence of `Action`s; empty when the
    game is over). Computed once per position and kept with the state, so asking again is free.
    This and `play` are the fast way to drive a game: computer players, the simulator."""
    legal = st._legal
    if legal is None:
        legal = st._legal = generate(st)
    return legal


def play(st: GameState, action) -> None:
    """Apply a legal action and every forced step after it, reporting no events. Like `apply`,
    it trusts that the action is legal (take it from `legal_actions`); `Game.apply` checks."""
    _do(st, action, None)
    settle(st, None)


def apply(st: GameState, action, ev: list | None) -> None:
    """Apply a legal action, then every forced step after it (see the module docstring),
    appending what happened to `ev`."""
    _do(st, action, ev)
    settle(st, ev)


def settle(st: GameState, ev: list | None) -> None:
    """Compute the decider's legal actions; apply them while there is only one."""
    while True:
        legal = generate(st)
        st._legal = legal
        if st.decider < 0 or len(legal) != 1:
            return
        _do(st, legal[0], ev)


def _do(st: GameState, action, ev: list | None) -> None:
    verb = action[0]
    seat = st.decider
    if verb == ROLL:
        _roll(st, action[1], ev)
    elif verb == HARVEST:
        _big_harvest(st, seat, action[1], action[2], action[3], ev)
    elif verb == HUT or verb == TEMPLE:
        _choose_build(st, seat, verb, action[1], action[4], ev)
    elif verb == PAY:
        kind, space, size = st.pending
        st.pending = None
        _build(st, seat, kind, space, size, action[4], ev)
    elif verb == SACRIFICE:
        _sacrifice(st, seat, action, ev)
    elif verb == TAKE:
        _gain(st, seat, action[1], 1, "choice", ev)
        _next_chooser(st, ev)
    elif verb == RETURN:
        _pay(st, seat, _unit(action[1]), "die", ev)
        _next_chooser(st, ev)
    elif verb == PLACE:
        _place_worker(st, seat, action[1], ev)
    else:  # pragma: no cover - legal actions never carry another verb
        raise AssertionError(verb)


# -- setup and turns -----------------------------------------------------------------------------

def _place_worker(st: GameState, seat: int, highland: int, ev) -> None:
    """S9: one worker at a time, from the start player clockwise; it goes on top of the tower."""
    tower = st.towers[highland]
    tower.append(seat)
    st.placed += 1
    if ev is not None:
        ev.append(E.WorkerPlaced(seat, highland, len(tower)))
    if st.placed < workers_per_player(st.players) * st.players:
        st.decider = (st.start_player + st.placed) % st.players
    else:
        st.turn = st.start_player
        _start_turn(st, ev)


def workers_per_player(players: int) -> int:
    return 3 if players == 2 else 2          # S9


def _start_turn(st: GameState, ev) -> None:
    st.turns += 1
    st.phase = PH_ROLL
    st.decider = CHANCE
    st.die = -1
    if ev is not None:
        ev.append(E.TurnStarted(st.turn, st.turns))


def _end_turn(st: GameState, ev) -> None:
    """After part 2 (and its ritual): next player, last turns (E1, E1b) or the last round (E2)."""
    if _nobody_can_build(st):                                  # E1b
        if st.last_turns != 0 and ev is not None:
            ev.append(E.LastTurns(-1, ()))
        _start_last_round(st, ev)
        return
    if st.last_turns == 0:                                     # E1: every other player has played
        _start_last_round(st, ev)
        return
    if st.last_turns > 0:
        st.last_turns -= 1
    st.turn = (st.turn + 1) % st.players
    _start_turn(st, ev)


ALL_MATERIALS = (MATERIALS_PER_KIND,) * 4


def _nobody_can_build(st: GameState) -> bool:
    """E1b: no piece left in any reserve can ever be placed again.

    RULES.md names the case of temples left over with only bonus-token spaces free. A hut whose
    settlement has grown so large that all 72 materials of the game could not pay it (R0, R1:
    more than 24 of each) can never be built either; when every free space is like that for
    every piece left, the game would never end, so the same rule applies (our extension).
    Building never makes a free space cheaper, so "now" means "ever".
    """
    kind = st.kind
    if EMPTY not in kind:
        return True
    huts = any(st.huts)
    temples = any(st.temples)
    if not huts and not temples:
        return True
    token = st.token
    board = st.board
    n = board.n
    for space in range(n):
        if kind[space] != EMPTY:
            continue
        if temples and not token[space]:
            return False
        if huts:
            if token[space] == FREE:
                return False
            a, b = board.space_materials[space]
            if can_pay(ALL_MATERIALS, size_if_built(kind, n, space), a, b):
                return False
    return True


# -- part 1: small harvest -------------------------------------------------------------------------

def _roll(st: GameState, face: int, ev) -> None:
    st.die = face
    if ev is not None:
        ev.append(E.Rolled(st.turn, face))
    if face < 4:                                               # T1
        gains = [0] * st.players
        supply = st.supply[face]
        for seat in reversed(st.towers[face]):                 # the top worker takes first
            if not supply:
                break
            gains[seat] += 1
            supply -= 1
        for seat, count in enumerate(gains):
            if count:
                _gain(st, seat, face, count, "die", ev)
        _to_main(st)
        return
    st.phase = PH_TAKE if face == FACE_PLUS else PH_RETURN    # T2 / T3
    n = st.players
    st.queue = [(st.turn + k) % n for k in range(n)]           # from the roller, clockwise
    _next_chooser(st, ev)


def _next_chooser(st: GameState, ev) -> None:
    """T2/T3: the next seat that has a choice decides; seats with nothing to do are skipped."""
    queue = st.queue
    while queue:
        seat = queue.pop(0)
        if st.phase == PH_TAKE:
            if any(st.supply):
                st.decider = seat
                return
            reason = "supply-empty"
        else:
            if any(st.stock[seat]):
                st.decider = seat
                return
            reason = "no-materials"
        if ev is not None:
            ev.append(E.NothingToTake(seat, reason))
    _to_main(st)


def _to_main(st: GameState) -> None:
    st.phase = MAIN
    st.decider = st.turn


# -- part 2: big harvest, hut, temple ---------------------------------------------------------------

def _big_harvest(st: GameState, seat: int, source: int, level: int, target: int, ev) -> None:
    """A: move a worker (those above it move down) on top of another highland; the tower works."""
    towers = st.towers
    towers[source].pop(level - 1)
    tower = towers[target]
    tower.append(seat)
    height = len(tower)
    if ev is not None:
        ev.append(E.WorkerMoved(seat, source, level, target, height, len(towers[source]), height))
    for player, count in enumerate(harvest_gains(tower, st.supply[target], st.players)):
        if count:
            _gain(st, player, target, count, "harvest", ev)
    _end_turn(st, ev)


def harvest_gains(tower: list, supply: int, players: int) -> list:
    """A: what each seat gets when `tower` (bottom -> top) works: the worker at level k brings k,
    higher workers take first while the board supply lasts."""
    gains = [0] * players
    for index in range(len(tower) - 1, -1, -1):
        got = index + 1 if index + 1 <= supply else supply
        gains[tower[index]] += got
        supply -= got
    return gains


def _choose_build(st: GameState, seat: int, verb: str, space: int, pay, ev) -> None:
    kind = K_HUT if verb == HUT else K_TEMPLE
    if kind == K_HUT:
        size = size_if_built(st.kind, st.board.n, space)
        if st.token[space] == FREE:                            # R3: build without paying
            _build(st, seat, kind, space, 0, ZERO, ev)
            return
    else:
        size = 1                                               # C: temples never pay the multiplier
    if pay is not None:                                        # "build hut 17 pay ..." in one action
        _build(st, seat, kind, space, size, pay, ev)
        return
    st.phase = PH_PAY
    st.pending = (kind, space, size)
    if ev is not None:
        ev.append(E.PaymentAsked(seat, verb, space, size))


def _build(st: GameState, seat: int, kind: int, space: int, cost: int, paid: tuple, ev) -> None:
    """B/C: pay, place the piece, bonus and rune stone (huts only), then advance the druid."""
    if paid != ZERO:
        _pay(st, seat, paid, "build", ev)
    st.owner[space] = seat
    st.kind[space] = kind
    board = st.board
    if kind == K_HUT:
        st.huts[seat] -= 1
    else:
        st.temples[seat] -= 1
    if ev is not None:
        size = settlement_size(st.kind, board.n, space) if kind == K_HUT else 1
        ev.append(E.Built(seat, "hut" if kind == K_HUT else "temple", space, size, cost, paid))
    if kind == K_HUT:
        token = st.token[space]
        if token == PLUS2 or token == FREE:                    # R3: the token goes to the box
            st.token[space] = 0
            if ev is not None:
                ev.append(E.BonusUsed(seat, space, TOKEN_NAMES[token]))
            if token == PLUS2:
                _score(st, seat, 2, "bonus", ev)
        territory = board.space_territory[space]
        holder = st.rune[territory]
        if holder != seat:                                     # B: from the supply or another player
            st.rune[territory] = seat
            if ev is not None:
                ev.append(E.RuneTaken(seat, territory, holder))
    if st.last_turns < 0 and not st.huts[seat] and not st.temples[seat]:   # E1
        n = st.players
        st.last_turns = n - 1
        if ev is not None:
            ev.append(E.LastTurns(seat, tuple((seat + k) % n for k in range(1, n))))
    st.phase = MAIN
    _advance_druid(st, ev)


# -- the druid -------------------------------------------------------------------------------------

def _advance_druid(st: GameState, ev) -> None:
    """D1: one rock space per build while one is free; D2: then walk to the nearest hut ahead."""
    if st.druid_space < 0 and st.druid_rock < st.board.rock_count:
        st.druid_rock += 1
        if ev is not None:
            ev.append(E.DruidToRock(st.druid_rock))
        _end_turn(st, ev)
        return
    target = next_hut(st, st.druid_space)
    if target < 0:                                             # no hut yet: he stays (FAQ)
        if ev is not None:
            ev.append(E.DruidStays())
        _end_turn(st, ev)
        return
    _walk(st, target, True, ev)
    _begin_ritual(st, settlement_from(st.kind, st.board.n, target), ev)


def next_hut(st: GameState, place: int) -> int:
    """D2: the first hut strictly ahead of `place` (-1: from the rock spaces); -1 if none."""
    kind = st.kind
    n = st.board.n
    s = st.board.druid_entry if place < 0 else (place + 1) % n
    for _ in range(n):
        if kind[s] == K_HUT:
            return s
        s = s + 1 if s + 1 < n else 0
    return -1


def _walk(st: GameState, target: int, interim: bool, ev) -> None:
    """Walk clockwise to `target`, one space at a time (all the way round if he is beside it).

    D5: crossing the river (from `river_after` to the next space) pauses for an interim rune
    scoring, except in the druid's last round (`interim` False).
    """
    board = st.board
    n = board.n
    here = st.druid_space
    if here < 0:                                   # D1: from the rocks to just before the entry
        here = board.druid_entry
        if ev is not None:
            ev.append(E.DruidStep(-1, here))
        steps = (target - here) % n
    else:
        steps = (target - here) % n or n
    river = board.river_after
    for _ in range(steps):
        step = here + 1 if here + 1 < n else 0
        if ev is not None:
            ev.append(E.DruidStep(here, step))
        if here == river:
            _river(st, interim, ev)
        here = step
    st.druid_space = target


def _river(st: GameState, interim: bool, ev) -> None:
    """D5: every player scores 1 point per rune stone he holds now."""
    rune = st.rune
    points = tuple(rune.count(seat) if interim else 0 for seat in range(st.players))
    if ev is not None:
        ev.append(E.RiverCrossed(interim, points))
    for seat, stones in enumerate(points):
        if stones:
            _score(st, seat, stones, "interim-runes", ev)


def _begin_ritual(st: GameState, huts: list, ev) -> None:
    """D3: the owner of each hut, in the druid's order, decides once per hut."""
    st.ritual = huts
    st.phase = PH_SACRIFICE
    st.decider = st.owner[huts[0]]
    if ev is not None:
        ev.append(E.RitualStarted(huts[0], tuple(huts), st.last_round))


def _sacrifice(st: GameState, seat: int, action, ev) -> None:
    """D3/R3: none -1 (never below 0), one +1, both or the druid token: the settlement's size."""
    space = st.ritual[0]
    paid = action[4]
    choice, points = sacrifice_value(st.kind, st.board.n, space, paid, action[2] == 1)
    if choice == "token":                                      # R3: the token goes to the box
        st.token[space] = 0
        if ev is not None:
            ev.append(E.BonusUsed(seat, space, "druid"))
    if paid is None:
        paid = ZERO
    else:
        _pay(st, seat, paid, "sacrifice", ev)
    if ev is not None:
        old = st.score[seat]
        ev.append(E.Sacrificed(seat, space, choice, paid, max(0, old + points) - old))
    _score(st, seat, points, "sacrifice", ev)
    st.ritual.pop(0)
    if st.ritual:
        target = st.ritual[0]
        _walk(st, target, not st.last_round, ev)
        st.decider = st.owner[target]
    elif st.last_round:
        _final_scoring(st, ev)
    else:
        st.phase = MAIN
        _end_turn(st, ev)


# -- the end ---------------------------------------------------------------------------------------

def _start_last_round(st: GameState, ev) -> None:
    """E2: mark the druid's place; every hut is asked once, from the first ahead to his own."""
    st.last_round = True
    st.last_turns = 0
    st.mark = st.druid_space
    if ev is not None:
        ev.append(E.LastRound(st.mark))
    n = st.board.n
    first = st.board.druid_entry if st.druid_space < 0 else st.druid_space + 1
    huts = [s % n for s in range(first, first + n) if st.kind[s % n] == K_HUT]
    if not huts:
        _final_scoring(st, ev)
        return
    _walk(st, huts[0], False, ev)
    _begin_ritual(st, huts, ev)


def _final_scoring(st: GameState, ev) -> None:
    """E3 temples, E4 rune stones, E5 the winner."""
    st.phase = OVER
    st.decider = TERMINAL
    st.ritual = []
    n = st.board.n
    temples = []
    for space in range(n):
        if st.kind[space] == K_TEMPLE:
            seat = st.owner[space]
            points = temple_points(st.kind, n, space)
            temples.append([seat, space, points])
            if ev is not None:
                ev.append(E.TempleScored(seat, space, points))
            _score(st, seat, points, "temple", ev)
    runes = []
    for seat in range(st.players):
        stones = st.rune.count(seat)
        points = rune_points(stones)
        runes.append([seat, stones, points])
        if ev is not None:
            ev.append(E.RunesScored(seat, stones, points))
        _score(st, seat, points, "runes", ev)
    from .setup import pieces_per_player
    huts0, temples0 = pieces_per_player(st.players)
    built = [huts0 + temples0 - st.huts[p] - st.temples[p] for p in range(st.players)]
    kept = [sum(st.stock[p]) for p in range(st.players)]
    outcome = decide_outcome(st.score, built, kept)
    st.final = {
        "temples": temples, "runes": runes, "built": built, "materials": kept,
        "winners": list(outcome.winners), "tie_break": outcome.tie_break,
    }
    if ev is not None:
        ev.append(E.GameOver(outcome.winners, outcome.scores, outcome.tie_break))


# -- small helpers ---------------------------------------------------------------------------------

def _unit(material: int) -> tuple:
    vector = [0, 0, 0, 0]
    vector[material] = 1
    return tuple(vector)


def _gain(st: GameState, seat: int, material: int, count: int, source: str, ev) -> None:
    st.stock[seat][material] += count
    st.supply[material] -= count
    if ev is not None:
        ev.append(E.MaterialsGained(seat, material, count, source, material))


def _pay(st: GameState, seat: int, paid: tuple, reason: str, ev) -> None:
    """R0: paid, returned and sacrificed materials go back to the board supply."""
    stock = st.stock[seat]
    supply = st.supply
    for m in range(4):
        if paid[m]:
            stock[m] -= paid[m]
            supply[m] += paid[m]
    if ev is not None:
        ev.append(E.MaterialsReturned(seat, tuple(paid), reason))


def _score(st: GameState, seat: int, points: int, reason: str, ev) -> None:
    """Scores never go below 0 (D3); events report the change actually applied."""
    old = st.score[seat]
    new = old + points
    if new < 0:
        new = 0
    st.score[seat] = new
    if ev is not None and new != old:
        ev.append(E.Scored(seat, new - old, new, reason))
