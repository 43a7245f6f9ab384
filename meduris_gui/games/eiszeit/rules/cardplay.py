"""Carrying out a card (L1-L9, D1-D8): the legal steps of the card in progress and their effects.

A card in progress is `state.job`, a small dict: `card` (L1..D8: the card carried out, the copied
one for a Cult), `code`, `actor` (who carries it out: the player for a light card, an opponent
for a dark one, T3, T4), `queue` (the opponents still to act, D1, D4), `n` (hunters placed,
moved or removed, or the one thing done), `m` (mammoths, L4, L7), `region` / `source` (where the
card's steps are bound once the first is taken), `mode` (L1), `used` and `arrived` (L3, D2).
Every number on a card is "up to" (T7): `done` ends the actor's part at any time; when no step is
left the part ends by itself.
"""

from __future__ import annotations

from itertools import compress
from operator import mul

from .actions import (ARM, CLUB, CLUBBED, CLUBBED2, COLOURS, CULL, DONE_ACTION, FIRE, HERD, MOVE, PLACE, REMOVE, SWAP,
                      Action)
from .events import ClubTaken, Culled, FireMoved, Herded, Moved, Paid, Placed, Removed

A = Action.of
_REGIONS = range(1, 13)
_IDS = range(13)                  # tables indexed by region id; index 0 is `none` / from the reserve

# The interned actions the card steps are made of, looked up by index instead of built (the
# same objects Action.of gives): PLACES[flag][r], MOVES[colour, flag][q][r], HERDS[q][r] (q = 0:
# from the reserve), FIRES[q][r], REMOVES[colour, flag][r], CULLS[r], CLUBS[r] (0: keep).
PLACES = {flag: [A(PLACE, a=r, flag=flag) for r in _IDS] for flag in (0, ARM)}
MOVES = {(colour, flag): [[A(MOVE, colour, q, r, flag=flag) for r in _IDS] for q in _IDS]
         for colour in COLOURS for flag in (0, ARM, CLUBBED)}
HERDS = [[A(HERD, a=q, b=r) for r in _IDS] for q in _IDS]
FIRES = [[A(FIRE, a=q, b=r) for r in _IDS] for q in _IDS]
REMOVES = {(colour, flag): [A(REMOVE, colour, r, flag=flag) for r in _IDS] for colour in COLOURS
           for flag in (0, CLUBBED)}
_MOVE_ROWS = {colour: (MOVES[colour, 0], MOVES[colour, ARM], MOVES[colour, CLUBBED]) for colour in COLOURS}
_REMOVE_ROWS = {colour: (REMOVES[colour, 0], REMOVES[colour, CLUBBED]) for colour in COLOURS}
CULLS = [A(CULL, a=r) for r in _IDS]
CLUBS = [A(CLUB, a=r) for r in _IDS]
SWAPS = {(c1, a, b, c2, flag): A(SWAP, c1, a, b, c2, flag) for c1 in COLOURS for c2 in COLOURS if c1 != c2
         for a in _REGIONS for b in _REGIONS if a < b for flag in (0, CLUBBED, CLUBBED2, CLUBBED | CLUBBED2)}
_NEAR: dict = {}                  # (board, the ice per region) -> per region id, its free neighbours
_OF_KIND: dict = {}               # (board, kind) -> its regions
_FREE: dict = {}                  # the ice per region -> the ids of the free regions
_STEPS: dict = {}                 # (board, the ice per region) -> _near_steps
_PLACING: dict = {}               # (target ids, a kept club) -> the placements from the reserve, in order
_SEAT_STEPS: dict = {}            # (board, the ice per region, colours) -> _seat_steps
_REMOVALS: dict = {}              # the seats' colours -> per region id, each seat's plain removal (D2, D5)


def free_regions(state) -> list:
    """G4: the regions not under ice."""
    return list(free_ids(state))


def free_ids(state) -> tuple:
    """free_regions as a tuple, kept per pattern of ice (it changes a few times a game)."""
    ice = state.ice
    key = tuple(ice)
    found = _FREE.get(key)
    if found is None:
        found = _FREE[key] = tuple(r for r in _REGIONS if not ice[r - 1])
    return found


def near(state, rid: int) -> list:
    """A7, G4: the regions free of ice that share a border with `rid` (itself free). O11: "ice may
    be crossed" only means that moves to any region ignore ice."""
    return list(near_ids(state)[rid])


def near_ids(state) -> list:
    """Per region id, near(state, id) as a tuple; kept per board and pattern of ice."""
    ice = state.ice
    key = (state.board, tuple(ice))
    found = _NEAR.get(key)
    if found is None:
        found = _NEAR[key] = [()] + [tuple(sorted(q for q in a if not ice[q - 1])) for a in state.board.adjacent]
    return found


def _near_steps(state) -> dict:
    """Per colour, per region id, the plain moves of a hunter of that colour to each free
    neighbour (L3's usual steps, in near_ids's order); kept per board and pattern of ice."""
    key = (state.board, tuple(state.ice))
    found = _STEPS.get(key)
    if found is None:
        near_of = near_ids(state)
        found = _STEPS[key] = {colour: [tuple(MOVES[colour, 0][q][r] for r in near_of[q]) for q in _IDS]
                               for colour in COLOURS}
    return found


def _seat_steps(state) -> tuple:
    """(per seat, per region id, his plain steps: _near_steps by the seats' colours; per region id,
    each seat's), kept per board, pattern of ice and colours (L3)."""
    key = (state.board, tuple(state.ice), state.colours)
    found = _SEAT_STEPS.get(key)
    if found is None:
        steps = _near_steps(state)
        seat_steps = [steps[colour] for colour in state.colours]
        found = _SEAT_STEPS[key] = (seat_steps, [tuple(row[q] for row in seat_steps) for q in _IDS])
    return found


def new_job(card: str, code: str, actor: int, queue: list | None = None) -> dict:
    return {"card": card, "code": code, "actor": actor, "queue": list(queue or []), "n": 0, "m": 0, "region": 0,
            "source": 0, "mode": "", "used": [], "arrived": []}


# -- what the actor may do ---------------------------------------------------------------------------


def options(state) -> tuple:
    """The steps the job's actor may take now and `done` (T7); () when his part is over. By
    card: L1, L2, L3, L4, L5, L7, L8, L9 (light, the player); D1 and D4 (each opponent places up to
    2 or 1 hunters anywhere), D2, D3, D5, D7, D8 (the opponent he chose)."""
    job = state.job
    out: list = []
    found = _UNITS.get(job["card"])
    if found is not None:
        found(state, job, job["actor"], job["n"], out)
    if out:
        out.append(DONE_ACTION)
        return tuple(out)
    return ()


def _l2(state, job, s, n, out) -> None:
    if n == 0:
        _swaps(state, s, out)


def _l3(state, job, s, n, out) -> None:
    if n < 3:
        _scatter(state, job, s, out)


def _l5(state, job, s, n, out) -> None:
    if n == 0:
        _clubs(state, s, out)
        _mammoth_place_or_step(state, out)


def _l8_unit(state, job, s, n, out) -> None:
    if n == 0:
        _l8(state, s, out)


def _l9_d7(state, job, s, n, out) -> None:
    if n == 0:
        _fire(state, out)


def _d1(state, job, s, n, out) -> None:
    if n < 2:
        placements(state, s, free_ids(state), out)


def _d4(state, job, s, n, out) -> None:
    if n < 1:
        placements(state, s, free_ids(state), out)


def _d2(state, job, s, n, out) -> None:
    if n < 2:
        _removals(state, s, job["used"], out)


def _d5(state, job, s, n, out) -> None:
    if n < 1:
        _removals(state, s, (), out)


def _d8(state, job, s, n, out) -> None:
    if n == 0:
        mammoths = state.mammoths
        out += [CULLS[r] for r in free_ids(state) if mammoths[r - 1]]


def placements(state, s: int, targets, out: list) -> None:
    """A1: a hunter from the reserve to one of `targets` (with a kept club under it, A5); A3:
    with the reserve empty, one of his hunters already on the board moves there instead."""
    if state.reserve[s] > 0:
        key = (targets if targets.__class__ is tuple else tuple(targets), state.kept[s] > 0)
        found = _PLACING.get(key)
        if found is None:
            plain, armed = PLACES[0], PLACES[ARM]
            found = _PLACING[key] = tuple(a for r in key[0] for a in ((plain[r], armed[r]) if key[1] else (plain[r],)))
        out += found
        return
    own_moves(state, s, _REGIONS, lambda q: targets, out)


def own_moves(state, s: int, sources, targets_of, out: list) -> None:
    """A2: his own hunters from `sources` to `targets_of(q)`: unclubbed (perhaps armed, A5) or
    carrying a club (its owner may move it, A6)."""
    colour = state.colours[s]
    kept = state.kept[s]
    plain, armed, carrying = _MOVE_ROWS[colour]
    hunters, clubbed = state.hunters, state.clubbed
    for q in sources:
        h = hunters[q - 1][s]
        if not h:
            continue
        cl = clubbed[q - 1][s]
        if not cl and not kept:                        # the usual case: plain moves only
            p = plain[q]
            out += [p[r] for r in targets_of(q) if r != q]
            continue
        p, a, c = plain[q], armed[q], carrying[q]
        for r in targets_of(q):
            if r == q:
                continue
            if h > cl:
                out.append(p[r])
                if kept:
                    out.append(a[r])
            if cl:
                out.append(c[r])


def _l1(state, job, s, n, out) -> None:
    """L1: up to 3 hunters on the regions of the card's kind, split as he likes, or up to 2 on any
    one region. The first hunter decides: on a region of the kind, the 3 (which include every way
    of 2 there); elsewhere, the 2 on that region."""
    mode = job["mode"]
    if mode == "":
        targets = free_ids(state)
    elif mode == "kind":
        targets = tuple(r for r in _of_kind(state.board, state.cards.land[job["code"]]) if not state.ice[r - 1]) \
            if n < 3 else ()
    else:
        targets = (job["region"],) if n < 2 else ()
    if targets:
        placements(state, s, targets, out)


def _of_kind(board, kind: str) -> tuple:
    """board.of_kind, kept per board."""
    found = _OF_KIND.get((board, kind))
    if found is None:
        found = _OF_KIND[board, kind] = board.of_kind(kind)
    return found


def _swaps(state, s, out) -> None:
    """L2: two hunters of different colours on two adjacent regions change places; a hunter with a
    club only when it is the actor's (A6)."""
    colours = state.colours
    hunters, clubbed = state.hunters, state.clubbed
    free = free_ids(state)
    near_of = near_ids(state)
    movable: list = [()] * 13     # per region: (seat, his colour, the kinds of his hunters there the actor may move)
    for r in free:
        row = hunters[r - 1]
        if any(row):
            clubs = clubbed[r - 1]
            movable[r] = [(o, colours[o], _kinds(h, clubs[o], o == s)) for o, h in enumerate(row) if h]
    for a in free:
        first = movable[a]
        if not first:
            continue
        for b in near_of[a]:
            if b < a or not movable[b]:
                continue
            for o1, c1, kinds1 in first:
                for o2, c2, kinds2 in movable[b]:
                    if o2 == o1:
                        continue
                    if kinds1 is _PLAIN and kinds2 is _PLAIN:          # the usual case: no club
                        out.append(SWAPS[c1, a, b, c2, 0])
                        continue
                    for f1 in kinds1:
                        for f2 in kinds2:
                            out.append(SWAPS[c1, a, b, c2, f1 | (CLUBBED2 if f2 else 0)])


def _kinds(h: int, cl: int, own: bool) -> tuple:
    """The hunters of one colour on one region the actor may move: unclubbed (0), clubbed (1)."""
    if cl and own:
        return (0, CLUBBED) if h > cl else (CLUBBED,)
    return _PLAIN if h > cl else ()


_PLAIN = (0,)                     # _kinds: unclubbed hunters only


def _scatter(state, job, s, out) -> None:
    """L3: a hunter of any colour one step to an adjacent region, never more than 2 of a colour,
    and never the same hunter twice (Decision: one step each)."""
    used = job["used"] or [0] * state.n
    arrived = job["arrived"]
    hunters, clubbed = state.hunters, state.clubbed
    own_kept = state.kept[s]
    near_of = near_ids(state)
    seat_steps, by_region = _seat_steps(state)
    movable = [u < 2 for u in used] if job["used"] else None     # the colours not moved twice yet
    landed = {r for _seat, r, _c in arrived}
    for q in free_ids(state):
        row = hunters[q - 1]
        if not any(row):
            continue
        clubs = clubbed[q - 1]
        if not (landed and q in landed) and not any(clubs) and not (own_kept and row[s]):
            # the usual case: every hunter there plain, none arrived: each colour's steps, in order
            for steps in compress(by_region[q], map(mul, row, movable) if movable else row):
                out += steps
            continue
        targets = near_of[q]
        if not targets:
            continue
        for o, h in enumerate(row):
            if not h or used[o] >= 2:
                continue
            cl = clubs[o]
            came = came_clubbed = 0
            if arrived:
                for seat, r, c in arrived:
                    if seat == o and r == q:
                        if c:
                            came_clubbed += 1
                        else:
                            came += 1
            plain = h - cl - came
            armed = cl - came_clubbed
            if o != s or (armed <= 0 and not own_kept):      # the usual case: plain hunters only
                if plain > 0:
                    out += seat_steps[o][q]
                continue
            rows = _MOVE_ROWS[state.colours[o]]              # his own, with a club (A5, A6)
            p = rows[0][q]
            a = rows[1][q] if own_kept else None
            c = rows[2][q] if armed > 0 else None
            for r in targets:
                if plain > 0:
                    out.append(p[r])
                    if a is not None:
                        out.append(a[r])
                if armed > 0:
                    out.append(c[r])


def _l4(state, job, s, n, out) -> None:
    """L4: up to 2 hunters and 1 mammoth, all on one region; with no mammoth in the reserve, any
    mammoth on the board may be moved there instead."""
    region = job["region"]
    targets = (region,) if region else free_ids(state)
    if n < 2:
        placements(state, s, targets, out)
    if job["m"] < 1:
        if state.mammoth_reserve > 0:
            out += [HERDS[0][r] for r in targets]
        else:
            for q in free_ids(state):
                if state.mammoths[q - 1]:
                    out += [HERDS[q][r] for r in targets if r != q]


def _clubs(state, s, out) -> None:
    """A5 (L5, D3): take a club while the supply has one: keep it, or put it under one of his hunters on
    the board at once (one club per hunter, Decision)."""
    if state.club_supply <= 0:
        return
    out.append(CLUBS[0])
    for r in free_ids(state):
        if state.hunters[r - 1][s] > state.clubbed[r - 1][s]:
            out.append(CLUBS[r])


def _mammoth_place_or_step(state, out) -> None:
    """L5: place a mammoth from the reserve; with none there, move one to an adjacent region."""
    if state.mammoth_reserve > 0:
        out += [HERDS[0][r] for r in free_ids(state)]
        return
    for q in free_ids(state):
        if state.mammoths[q - 1]:
            out += [HERDS[q][r] for r in near_ids(state)[q]]


def _l7(state, job, s, n, out) -> None:
    """L7 (A4, O6): up to 3 of his hunters from one region, and perhaps 1 mammoth from that region, to
    one adjacent region (both fixed by the first step; the region holds one of his hunters)."""
    source, region = job["source"], job["region"]
    if source:
        sources = [source]
        targets_of = (lambda q: [region])
    else:
        sources = [q for q in free_ids(state) if state.hunters[q - 1][s]]
        targets_of = near_ids(state).__getitem__
    if n < 3:
        own_moves(state, s, sources, targets_of, out)
    if job["m"] < 1:
        for q in sources:
            if state.mammoths[q - 1] and (source or state.hunters[q - 1][s]):
                out += [HERDS[q][r] for r in targets_of(q)]


def _l8(state, s, out) -> None:
    """L8: place a mammoth (2), move one to an adjacent region (3) or anywhere (5); the cheapest
    price was paid on playing, the rest now if he can. A3 does not apply (Decision, O9)."""
    prices = state.cards.l8
    stones = state.stones[s]
    free = free_ids(state)
    if state.mammoth_reserve > 0:
        out += [HERDS[0][r] for r in free]
    near_of = near_ids(state)
    for q in free:
        if not state.mammoths[q - 1]:
            continue
        adjacent = near_of[q]
        for r in free:
            if r == q:
                continue
            extra = prices["adjacent" if r in adjacent else "anywhere"] - prices["place"]
            if extra <= stones:
                out.append(HERDS[q][r])


def _fire(state, out) -> None:
    """L9, D7: a fire token from a region to another, both free of ice (Decision)."""
    regions = free_ids(state)
    for q in regions:
        if state.fire[q - 1]:
            row = FIRES[q]
            out += [row[r] for r in regions if r != q]


def _removals(state, s, used, out) -> None:
    """D2, D5: any hunter on the board back to its reserve (D2: two different colours); a hunter
    with a club only by its owner (A6, O5)."""
    colours = state.colours
    by_region = _REMOVALS.get(colours)
    if by_region is None:                             # per region id, each seat's plain removal
        by_region = _REMOVALS[colours] = [tuple(REMOVES[c, 0][r] for c in colours) for r in _IDS]
    rows = [_REMOVE_ROWS[colour] for colour in colours]
    hunters, clubbed = state.hunters, state.clubbed
    allowed = [o not in used for o in range(state.n)] if used else None     # D2: the colours left
    for r in free_ids(state):
        clubs = clubbed[r - 1]
        if not any(clubs):                            # the usual case: no club on the region
            row = hunters[r - 1]                      # the seats with a hunter there, in order
            out += compress(by_region[r], map(mul, row, allowed) if allowed else row)
            continue
        for o, h in enumerate(hunters[r - 1]):
            if not h or o in used:
                continue
            cl = clubs[o]
            if h > cl:
                out.append(rows[o][0][r])
            if cl and o == s:
                out.append(rows[o][1][r])


def _d3(state, job, s, n, out) -> None:
    """D3: take a club (A5), or move up to 2 of his own hunters (A4, O6) from anywhere to one
    region of his choice."""
    if n == 0:
        _clubs(state, s, out)
    if n < 2:
        region = job["region"]
        targets = [region] if region else free_ids(state)
        own_moves(state, s, free_ids(state), lambda q: targets, out)


_UNITS = {"L1": _l1, "L2": _l2, "L3": _l3, "L4": _l4, "L5": _l5, "L7": _l7, "L8": _l8_unit, "L9": _l9_d7,
          "D7": _l9_d7, "D1": _d1, "D4": _d4, "D2": _d2, "D5": _d5, "D3": _d3, "D8": _d8}


# -- doing it -----------------------------------------------------------------------------------------


def apply_unit(state, action: Action, events: list) -> None:
    """One step of the job (legal: checked by the caller)."""
    job = state.job
    s = job["actor"]
    card = job["card"]
    verb = action.verb
    seat_of = state.colours.index
    if verb == PLACE:
        r = action.a
        state.reserve[s] -= 1
        state.hunters[r - 1][s] += 1
        armed = bool(action.flag & ARM)
        if armed:
            state.kept[s] -= 1
            state.clubbed[r - 1][s] += 1
        if events is not None:
            events.append(Placed(s, r, armed))
        if card in _BINDING:
            _bound(state, job, r)
        job["n"] += 1
    elif verb == MOVE:
        o = seat_of(action.who)
        clubbed = bool(action.flag & CLUBBED)
        armed = bool(action.flag & ARM)
        move_hunter(state, o, action.a, action.b, clubbed)
        if armed:
            state.kept[s] -= 1
            state.clubbed[action.b - 1][o] += 1
        if events is not None:
            events.append(Moved(s, o, action.a, action.b, clubbed, armed))
        if card == "L3":
            if not job["used"]:
                job["used"] = [0] * state.n
            job["used"][o] += 1
            job["arrived"].append([o, action.b, 1 if (clubbed or armed) else 0])
        elif card == "L7":
            job["source"], job["region"] = action.a, action.b
        else:
            _bound(state, job, action.b)
        job["n"] += 1
    elif verb == SWAP:
        o1, o2 = seat_of(action.who), seat_of(action.whom)
        c1, c2 = bool(action.flag & CLUBBED), bool(action.flag & CLUBBED2)
        move_hunter(state, o1, action.a, action.b, c1)
        move_hunter(state, o2, action.b, action.a, c2)
        if events is not None:
            events.append(Moved(s, o1, action.a, action.b, c1))
        if events is not None:
            events.append(Moved(s, o2, action.b, action.a, c2))
        job["n"] += 1
    elif verb == REMOVE:
        o = seat_of(action.who)
        r = action.a
        clubbed = bool(action.flag & CLUBBED)
        state.hunters[r - 1][o] -= 1
        state.reserve[o] += 1
        if clubbed:
            state.clubbed[r - 1][o] -= 1
            state.club_supply += 1                  # A6: the club back to the supply
        if events is not None:
            events.append(Removed(s, o, r, clubbed))
        job["used"].append(o)
        job["n"] += 1
    elif verb == HERD:
        q, r = action.a, action.b
        paid = 0
        if card == "L8" and q:
            prices = state.cards.l8
            paid = prices["adjacent" if r in state.board.adjacent[q - 1] else "anywhere"] - prices["place"]
            state.stones[s] -= paid
            state.light_reserve += paid
            if paid:
                if events is not None:
                    events.append(Paid(s, paid))
        if q:
            state.mammoths[q - 1] -= 1
        else:
            state.mammoth_reserve -= 1
        state.mammoths[r - 1] += 1
        if events is not None:
            events.append(Herded(s, q, r, paid))
        if card in ("L4", "L7"):
            job["m"] += 1
            if card == "L7":
                job["source"], job["region"] = q, r
            else:
                job["region"] = r
        else:
            job["n"] += 1
    elif verb == CULL:
        state.mammoths[action.a - 1] -= 1
        state.mammoth_reserve += 1
        if events is not None:
            events.append(Culled(s, action.a))
        job["n"] += 1
    elif verb == FIRE:
        state.fire[action.b - 1].append(state.fire[action.a - 1].pop())
        if events is not None:
            events.append(FireMoved(s, action.a, action.b))
        job["n"] += 1
    elif verb == CLUB:
        state.club_supply -= 1
        if action.a:
            state.clubbed[action.a - 1][s] += 1
        else:
            state.kept[s] += 1
        if events is not None:
            events.append(ClubTaken(s, action.a))
        job["n"] = 2                                 # D3, L5: the club is the whole action
    else:  # pragma: no cover - the engine checks legality first
        raise AssertionError(f"not a card step: {action}")


_BINDING = ("L1", "L4", "D3")      # the cards whose first step binds the next ones (_bound)


def _bound(state, job, r: int) -> None:
    """Where the next steps must go: L1's mode, L4's and D3's one region."""
    card = job["card"]
    if card == "L1" and job["mode"] == "":
        kind = state.cards.land[job["code"]]
        if state.board.region(r).kind == kind:
            job["mode"] = "kind"
        else:
            job["mode"], job["region"] = "one", r
    elif card in ("L4", "D3"):
        job["region"] = r


def move_hunter(state, owner: int, source: int, target: int, clubbed: bool) -> None:
    """A2: a hunter (with its club, A6) from `source` to `target`."""
    state.hunters[source - 1][owner] -= 1
    state.hunters[target - 1][owner] += 1
    if clubbed:
        state.clubbed[source - 1][owner] -= 1
        state.clubbed[target - 1][owner] += 1


__all__ = ["options", "apply_unit", "new_job", "free_regions", "free_ids", "near", "near_ids", "placements",
           "move_hunter"]
