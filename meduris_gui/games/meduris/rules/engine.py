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
from .druid import advance, sacrifice, start_last_round
from .kinds import Building, Phase, Token
from .ledger import UNIT, ZERO, gain, pay, score
from .legal import (
    ROLLS, SACRIFICE_NONE, current_sites, generate, main_choice, most_units, payment_ways, sites_of,
)
from .choices import at
from .price import build_units
from .scoring import decide_outcome, rune_points, settlement_size, temple_points
from .setup import pieces_per_player, workers_per_player
from .state import CHANCE, MATERIALS_PER_KIND, TERMINAL, GameState

__all__ = ["legal_actions", "play", "apply", "settle", "random_playout", "harvest_gains"]

# The kinds the hot paths set and test, bound once as plain ints (kinds.py: a class lookup is
# slow, and Python compares exact ints fastest): the state's phase and per-space lists (kind,
# token) hold plain ints equal to the members.
_ROLL, _TAKE, _RETURN, _MAIN, _PAY, _SACRIFICE = map(int, (
    Phase.ROLL, Phase.TAKE, Phase.RETURN, Phase.MAIN, Phase.PAY, Phase.SACRIFICE))
_HUT, _TEMPLE = int(Building.HUT), int(Building.TEMPLE)
_NONE, _PLUS2, _FREE, _DRUID = int(Token.NONE), int(Token.PLUS2), int(Token.FREE), int(Token.DRUID)


def legal_actions(st: GameState, fresh: bool = False):
    """The decider's legal actions, in a stable order (a sequence of `Action`s; empty when the
    game is over). Computed once per position and kept with the state, so asking again is free.
    This and `play` are the fast way to drive a game: computer players, the simulator.
    `fresh`: compute them again, for a state a tool or test has changed by hand."""
    legal = st._legal
    if legal is None or fresh:
        if fresh:
            st._sites = None
        legal = st._legal = generate(st)
    return legal


def play(st: GameState, action):
    """Apply a legal action and every forced step after it, reporting no events; returns the
    legal actions of the position reached (what `legal_actions` now answers). Like `apply`, it
    trusts that the action is legal (take it from `legal_actions`); `Game.apply` checks."""
    _do(st, action, None)
    return settle(st, None)


def apply(st: GameState, action, ev: list | None) -> None:
    """Apply a legal action, then every forced step after it (see the module docstring),
    appending what happened to `ev`."""
    _do(st, action, ev)
    settle(st, ev)


def settle(st: GameState, ev: list | None):
    """Compute the decider's legal actions; apply them while there is only one. Returns the
    legal actions it stopped at."""
    while True:
        if st.phase == _SACRIFICE and _nothing_to_offer(st):
            _do(st, SACRIFICE_NONE, ev)                        # forced, seen without listing
            continue
        legal = generate(st)
        st._legal = legal
        if st.decider < 0 or len(legal) != 1:
            return legal
        _do(st, legal[0], ev)


def _nothing_to_offer(st: GameState) -> bool:
    """D3: the hut's owner can give neither material, not even three others for one (R0), and
    no druid token lies under the hut: "none" is the only sacrifice (a forced step)."""
    space = st.ritual[0]
    if st.token[space] == _DRUID:
        return False
    a, b = st.board.space_materials[space]
    stock = st.stock[st.decider]
    return not stock[a] and not stock[b] and stock[0] + stock[1] + stock[2] + stock[3] < 3


def random_playout(st: GameState, rng, chosen: list | None = None) -> int:
    """Play the settled `st` to its end, choosing uniformly among the legal actions (die rolls
    included), without events; returns the decisions taken. The same game, draw for draw, as
    `ai.protocol.random_playout` over `legal_actions` and `play` (`legal[rng.randrange(len(legal))]`
    each time), but a main decision draws its action without listing them all
    (legal.main_choice) and forced steps are applied as they are met. `chosen`: a list to append
    each chosen action to (forced steps are not choices)."""
    below = getattr(rng, "_randbelow", None) or rng.randrange    # randrange(k) is _randbelow(k)
    # Random's own way of drawing below k (_randbelow_with_getrandbits), inline where it can be:
    # a die roll (below 6) is a third of the draws.
    bits = rng.getrandbits if below == getattr(rng, "_randbelow_with_getrandbits", None) else None
    decisions = 0
    while True:
        phase = st.phase
        if phase == _ROLL:
            if bits is None:
                face = below(6)
            else:
                face = bits(3)
                while face >= 6:
                    face = bits(3)
            if chosen is not None:
                chosen.append(ROLLS[face])
            _roll(st, face, None)                              # what _do does for a roll
            decisions += 1
            continue
        if phase == _MAIN:
            action, choice = main_choice(st, below, bits)
            if not choice:
                _STEPS[action.verb](st, st.decider, action, None)
                continue
        else:
            paying = phase == _SACRIFICE or phase == _PAY
            if paying:
                size, ways = payment_ways(st)                 # "none" when nothing to offer
                if size == 1:
                    _STEPS[ways.verb](st, st.decider, ways, None)
                    continue
            else:
                ways = generate(st)                           # T2, T3, S9; none once it is over
                size = len(ways)
                if size == 1:
                    _STEPS[ways[0].verb](st, st.decider, ways[0], None)
                    continue
                if not size:
                    break
            if bits is None:
                index = below(size)
            else:
                width = size.bit_length()
                index = bits(width)
                while index >= size:
                    index = bits(width)
            if paying:                                        # at(*ways, index), as a plain call
                head, verb, plain, canon, position = ways
                action = at(head, verb, plain, canon, position, index)
            else:
                action = ways[index]
        if chosen is not None:
            chosen.append(action)
        _STEPS[action.verb](st, st.decider, action, None)          # _do, one call less
        decisions += 1
    st._legal = ()
    return decisions


def _do(st: GameState, action, ev: list | None) -> None:
    _STEPS[action.verb](st, st.decider, action, ev)


# -- one step per verb: (state, the decider, the action, events) -----------------------------------

def _sacrificed(st: GameState, seat: int, action, ev) -> None:
    """D3: the hut owner's sacrifice; after the ritual's last hut, the turn ends (or, in the
    last round, the game: E2)."""
    if not sacrifice(st, seat, action, ev):
        if st.last_round:
            _final_scoring(st, ev)
        else:
            st.phase = _MAIN
            _end_turn(st, ev)


def _took(st: GameState, seat: int, action, ev) -> None:
    """T2: one material of the seat's choice from the board supply."""
    gain(st, seat, action.material, 1, "choice", ev)
    _next_chooser(st, ev)


def _returned(st: GameState, seat: int, action, ev) -> None:
    """T3: one material of the seat's choice back to the board supply."""
    pay(st, seat, UNIT[action.material], "die", ev)
    _next_chooser(st, ev)


def _harvested(st: GameState, seat: int, action, ev) -> None:
    _big_harvest(st, seat, action.highland, action.level, action.to_highland, ev)


def _paid(st: GameState, seat: int, action, ev) -> None:
    """R0/R1: the payment chosen for the build waiting for it."""
    kind, space, size = st.pending
    st.pending = None
    _build(st, seat, kind, space, size, action.payment, ev)


def _chose_build(st: GameState, seat: int, action, ev) -> None:
    _choose_build(st, seat, action.verb, action.space, action.payment, ev)


def _rolled(st: GameState, seat: int, action, ev) -> None:
    _roll(st, action.face, ev)


def _placed(st: GameState, seat: int, action, ev) -> None:
    _place_worker(st, seat, action.highland, ev)


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


def _start_turn(st: GameState, ev) -> None:
    st.turns += 1
    st.phase = _ROLL
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
    st.turn = (st.turn + 1) % len(st.colours)
    _start_turn(st, ev)


ALL_MATERIALS = (MATERIALS_PER_KIND,) * 4
_MOST_UNITS = most_units(ALL_MATERIALS)[0]                     # 24: what all 72 materials pay (R0)


def _nobody_can_build(st: GameState) -> bool:
    """E1b: no piece left in any reserve can ever be placed again.

    RULES.md names the case of temples left over with only bonus-token spaces free. A hut whose
    settlement has grown so large that all 72 materials of the game could not pay it (R0, R1:
    more than 24 of each) can never be built either; when every free space is like that for
    every piece left, the game would never end, so the same rule applies (our extension).
    Building never makes a free space cheaper, so "now" means "ever". Read from the empty
    spaces' prices (legal.Sites), not space by space.
    """
    huts = any(st.huts)
    temples = any(st.temples)
    if not huts and not temples:
        return True
    sites = st._sites                                          # sites_of(st), inline
    if sites is None or not (sites.kind_of is st.kind and sites.token_of is st.token):
        sites = sites_of(st)
    if temples and any(sites.temples):                         # a free space without a token
        return False
    if huts:
        for units in sites.hut_units:                          # the cheapest first
            if units and units[0] <= _MOST_UNITS:
                return False
    return True


def _start_last_round(st: GameState, ev) -> None:
    """E2: the druid's last round (druid.py); with no hut to visit, the game is scored at once."""
    if not start_last_round(st, ev):
        _final_scoring(st, ev)


# -- part 1: small harvest -------------------------------------------------------------------------

def _roll(st: GameState, face: int, ev) -> None:
    st.die = face
    if ev is not None:
        ev.append(E.Rolled(st.turn, face))
    if face < FACE_PLUS:                                       # T1: a material
        # one unit per worker there, the top worker first, while the board supply lasts
        takers = st.towers[face][::-1][:st.supply[face]]
        if takers:
            stock = st.stock
            for seat in takers:
                stock[seat][face] += 1
            st.supply[face] -= len(takers)
            if ev is not None:
                for seat in sorted(set(takers)):
                    ev.append(E.MaterialsGained(seat, face, takers.count(seat), "die", face))
        st.phase = _MAIN                                       # _to_main, inline
        st.decider = st.turn
        return
    st.phase = _TAKE if face == FACE_PLUS else _RETURN              # T2 / T3
    turn = st.turn
    st.queue = [*range(turn, len(st.colours)), *range(turn)]   # from the roller, clockwise
    _next_chooser(st, ev)


def _next_chooser(st: GameState, ev) -> None:
    """T2/T3: the next seat that has a choice decides; seats with nothing to do are skipped."""
    queue = st.queue
    while queue:
        seat = queue.pop(0)
        if st.phase == _TAKE:
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
    st.phase = _MAIN
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
    for player, count in enumerate(harvest_gains(tower, st.supply[target], len(st.colours))):
        if count:
            gain(st, player, target, count, "harvest", ev)
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


def _choose_build(st: GameState, seat: int, verb: str, space: int, paid, ev) -> None:
    """B/C: build at once when the price is nothing (R3) or the payment came with the action;
    otherwise ask for the payment (PAY)."""
    kind = _HUT if verb == HUT else _TEMPLE
    units = build_units(st.kind, st.token, st.board.n, verb, space)
    if units == 0:                                             # R3: build without paying
        _build(st, seat, kind, space, 0, ZERO, ev)
        return
    if paid is not None:                                       # "build hut 17 pay ..." in one action
        _build(st, seat, kind, space, units, paid, ev)
        return
    st.phase = _PAY
    st.pending = (kind, space, units)
    if ev is not None:
        ev.append(E.PaymentAsked(seat, verb, space, units))


def _build(st: GameState, seat: int, kind: int, space: int, cost: int, paid: tuple, ev) -> None:
    """B/C: pay, place the piece, bonus and rune stone (huts only), then advance the druid."""
    if paid != ZERO:
        pay(st, seat, paid, "build", ev)
    sites = current_sites(st)                                  # legal.Sites, if it matches
    st.owner[space] = seat
    st.kind[space] = kind
    hut = kind == _HUT
    if hut:
        st.huts[seat] -= 1
    else:
        st.temples[seat] -= 1
    if ev is not None:
        size = settlement_size(st.kind, st.board.n, space) if hut else 1
        ev.append(E.Built(seat, HUT if hut else TEMPLE, space, size, cost, paid))
    if hut:
        _hut_bonus(st, seat, space, ev)
    st._sites = sites and sites.after_build(st.kind, st.token, st.board, space)
    if st.last_turns < 0 and not st.huts[seat] and not st.temples[seat]:   # E1
        n = st.players
        st.last_turns = n - 1
        if ev is not None:
            ev.append(E.LastTurns(seat, tuple((seat + k) % n for k in range(1, n))))
    st.phase = _MAIN
    if not advance(st, ev):                                    # D1, D2: no ritual to hold
        _end_turn(st, ev)


def _hut_bonus(st: GameState, seat: int, space: int, ev) -> None:
    """R3: a +2 or free-hut token under the new hut is used up; B: its territory's rune stone."""
    token = st.token[space]
    if token == _PLUS2 or token == _FREE:                      # R3: the token goes to the box
        st.token[space] = _NONE
        if ev is not None:
            ev.append(E.BonusUsed(seat, space, Token(token).word))
        if token == _PLUS2:
            score(st, seat, 2, "bonus", ev)
    territory = st.board.space_territory[space]
    holder = st.rune[territory]
    if holder != seat:                                         # B: from the supply or another player
        st.rune[territory] = seat
        if ev is not None:
            ev.append(E.RuneTaken(seat, territory, holder))


# -- the end ---------------------------------------------------------------------------------------

def _final_scoring(st: GameState, ev) -> None:
    """E3 temples, E4 rune stones, E5 the winner."""
    st.phase = Phase.OVER
    st.decider = TERMINAL
    st.ritual = []
    n = st.board.n
    temples = []
    for space in range(n):
        if st.kind[space] == _TEMPLE:
            seat = st.owner[space]
            points = temple_points(st.kind, n, space)
            temples.append([seat, space, points])
            if ev is not None:
                ev.append(E.TempleScored(seat, space, points))
            score(st, seat, points, "temple", ev)
    runes = []
    for seat in range(st.players):
        stones = st.rune.count(seat)
        points = rune_points(stones)
        runes.append([seat, stones, points])
        if ev is not None:
            ev.append(E.RunesScored(seat, stones, points))
        score(st, seat, points, "runes", ev)
    pieces = sum(pieces_per_player(st.players))
    built = [pieces - st.huts[p] - st.temples[p] for p in range(st.players)]
    kept = [sum(st.stock[p]) for p in range(st.players)]
    outcome = decide_outcome(st.score, built, kept)
    st.final = {
        "temples": temples, "runes": runes, "built": built, "materials": kept,
        "winners": list(outcome.winners), "tie_break": outcome.tie_break,
    }
    if ev is not None:
        ev.append(E.GameOver(outcome.winners, outcome.scores, outcome.tie_break))


# The step of each verb (legal actions never carry another verb); a random playout calls them
# directly.
_STEPS = {SACRIFICE: _sacrificed, TAKE: _took, RETURN: _returned, HARVEST: _harvested, PAY: _paid,
          HUT: _chose_build, TEMPLE: _chose_build, ROLL: _rolled, PLACE: _placed}
