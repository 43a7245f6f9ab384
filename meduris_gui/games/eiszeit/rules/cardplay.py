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

from .actions import (ARM, CLUB, CLUBBED, CLUBBED2, CULL, FIRE, HERD, MOVE, PLACE, REMOVE, SWAP, Action)
from .events import ClubTaken, Culled, FireMoved, Herded, Moved, Paid, Placed, Removed

A = Action.of


def free_regions(state) -> list:
    """G4: the regions not under ice."""
    ice = state.ice
    return [r for r in range(1, 13) if not ice[r - 1]]


def near(state, rid: int) -> list:
    """A7, G4: the regions free of ice that share a border with `rid` (itself free). O11: "ice may
    be crossed" only means that moves to any region ignore ice."""
    ice = state.ice
    return sorted(q for q in state.board.adjacent[rid - 1] if not ice[q - 1])


def new_job(card: str, code: str, actor: int, queue: list | None = None) -> dict:
    return {"card": card, "code": code, "actor": actor, "queue": list(queue or []), "n": 0, "m": 0, "region": 0,
            "source": 0, "mode": "", "used": [], "arrived": []}


# -- what the actor may do ---------------------------------------------------------------------------


def units(state) -> list:
    """The steps the job's actor may take now (without `done`, T7); [] when his part is over. By
    card: L1, L2, L3, L4, L5, L7, L8, L9 (light, the player); D1 and D4 (each opponent places up to
    2 or 1 hunters anywhere), D2, D3, D5, D7, D8 (the opponent he chose)."""
    job = state.job
    card = job["card"]
    s = job["actor"]
    n = job["n"]
    out: list = []
    if card == "L1":
        _l1(state, job, s, out)
    elif card == "L2":
        if n == 0:
            _swaps(state, s, out)
    elif card == "L3":
        if n < 3:
            _scatter(state, job, s, out)
    elif card == "L4":
        _l4(state, job, s, out)
    elif card == "L5":
        if n == 0:
            _clubs(state, s, out)
            _mammoth_place_or_step(state, out)
    elif card == "L7":
        _l7(state, job, s, out)
    elif card == "L8":
        if n == 0:
            _l8(state, s, out)
    elif card in ("L9", "D7"):
        if n == 0:
            _fire(state, out)
    elif card == "D1":
        if n < 2:
            placements(state, s, free_regions(state), out)
    elif card == "D4":
        if n < 1:
            placements(state, s, free_regions(state), out)
    elif card == "D2":
        if n < 2:
            _removals(state, s, job["used"], out)
    elif card == "D5":
        if n < 1:
            _removals(state, s, (), out)
    elif card == "D3":
        _d3(state, job, s, out)
    elif card == "D8":
        if n == 0:
            out += [A(CULL, a=r) for r in free_regions(state) if state.mammoths[r - 1]]
    return out


def placements(state, s: int, targets, out: list) -> None:
    """A1: a hunter from the reserve to one of `targets` (with a kept club under it, A5); A3:
    with the reserve empty, one of his hunters already on the board moves there instead."""
    kept = state.kept[s]
    if state.reserve[s] > 0:
        for r in targets:
            out.append(A(PLACE, a=r))
            if kept:
                out.append(A(PLACE, a=r, flag=ARM))
        return
    colour = state.colours[s]
    for q in range(1, 13):
        h = state.hunters[q - 1][s]
        if not h:
            continue
        cl = state.clubbed[q - 1][s]
        for r in targets:
            if r == q:
                continue
            if h > cl:
                out.append(A(MOVE, colour, q, r))
                if kept:
                    out.append(A(MOVE, colour, q, r, flag=ARM))
            if cl:
                out.append(A(MOVE, colour, q, r, flag=CLUBBED))


def own_moves(state, s: int, sources, targets_of, out: list) -> None:
    """A2: his own hunters from `sources` to `targets_of(q)`: unclubbed (perhaps armed, A5) or
    carrying a club (its owner may move it, A6)."""
    colour = state.colours[s]
    kept = state.kept[s]
    for q in sources:
        h = state.hunters[q - 1][s]
        if not h:
            continue
        cl = state.clubbed[q - 1][s]
        for r in targets_of(q):
            if r == q:
                continue
            if h > cl:
                out.append(A(MOVE, colour, q, r))
                if kept:
                    out.append(A(MOVE, colour, q, r, flag=ARM))
            if cl:
                out.append(A(MOVE, colour, q, r, flag=CLUBBED))


def _l1(state, job, s, out) -> None:
    """L1: up to 3 hunters on the regions of the card's kind, split as he likes, or up to 2 on any
    one region. The first hunter decides: on a region of the kind, the 3 (which include every way
    of 2 there); elsewhere, the 2 on that region."""
    mode, n = job["mode"], job["n"]
    kind = [r for r in state.board.of_kind(state.cards.land[job["code"]]) if not state.ice[r - 1]]
    if mode == "":
        targets = free_regions(state)
    elif mode == "kind":
        targets = kind if n < 3 else []
    else:
        targets = [job["region"]] if n < 2 else []
    if targets:
        placements(state, s, targets, out)


def _swaps(state, s, out) -> None:
    """L2: two hunters of different colours on two adjacent regions change places; a hunter with a
    club only when it is the actor's (A6)."""
    colours = state.colours
    hunters, clubbed = state.hunters, state.clubbed
    for a in free_regions(state):
        for b in near(state, a):
            if b < a:
                continue
            for o1, h1 in enumerate(hunters[a - 1]):
                if not h1:
                    continue
                for o2, h2 in enumerate(hunters[b - 1]):
                    if not h2 or o2 == o1:
                        continue
                    for f1 in _kinds(h1, clubbed[a - 1][o1], o1 == s):
                        for f2 in _kinds(h2, clubbed[b - 1][o2], o2 == s):
                            out.append(A(SWAP, colours[o1], a, b, colours[o2], f1 | (CLUBBED2 if f2 else 0)))


def _kinds(h: int, cl: int, own: bool) -> tuple:
    """The hunters of one colour on one region the actor may move: unclubbed (0), clubbed (1)."""
    if cl and own:
        return (0, CLUBBED) if h > cl else (CLUBBED,)
    return (0,) if h > cl else ()


def _scatter(state, job, s, out) -> None:
    """L3: a hunter of any colour one step to an adjacent region, never more than 2 of a colour,
    and never the same hunter twice (Decision: one step each)."""
    used = job["used"] or [0] * state.n
    arrived = job["arrived"]
    colours = state.colours
    for q in free_regions(state):
        targets = near(state, q)
        if not targets:
            continue
        for o in range(state.n):
            if used[o] >= 2:
                continue
            h = state.hunters[q - 1][o]
            if not h:
                continue
            cl = state.clubbed[q - 1][o]
            came = sum(1 for seat, r, c in arrived if seat == o and r == q and not c)
            came_clubbed = sum(1 for seat, r, c in arrived if seat == o and r == q and c)
            plain = h - cl - came
            armed = cl - came_clubbed if o == s else 0
            for r in targets:
                if plain > 0:
                    out.append(A(MOVE, colours[o], q, r))
                    if o == s and state.kept[s]:
                        out.append(A(MOVE, colours[o], q, r, flag=ARM))
                if armed > 0:
                    out.append(A(MOVE, colours[o], q, r, flag=CLUBBED))


def _l4(state, job, s, out) -> None:
    """L4: up to 2 hunters and 1 mammoth, all on one region; with no mammoth in the reserve, any
    mammoth on the board may be moved there instead."""
    region = job["region"]
    targets = [region] if region else free_regions(state)
    if job["n"] < 2:
        placements(state, s, targets, out)
    if job["m"] < 1:
        if state.mammoth_reserve > 0:
            out += [A(HERD, a=0, b=r) for r in targets]
        else:
            for q in free_regions(state):
                if state.mammoths[q - 1]:
                    out += [A(HERD, a=q, b=r) for r in targets if r != q]


def _clubs(state, s, out) -> None:
    """A5 (L5, D3): take a club while the supply has one: keep it, or put it under one of his hunters on
    the board at once (one club per hunter, Decision)."""
    if state.club_supply <= 0:
        return
    out.append(A(CLUB, a=0))
    for r in free_regions(state):
        if state.hunters[r - 1][s] > state.clubbed[r - 1][s]:
            out.append(A(CLUB, a=r))


def _mammoth_place_or_step(state, out) -> None:
    """L5: place a mammoth from the reserve; with none there, move one to an adjacent region."""
    if state.mammoth_reserve > 0:
        out += [A(HERD, a=0, b=r) for r in free_regions(state)]
        return
    for q in free_regions(state):
        if state.mammoths[q - 1]:
            out += [A(HERD, a=q, b=r) for r in near(state, q)]


def _l7(state, job, s, out) -> None:
    """L7 (A4, O6): up to 3 of his hunters from one region, and perhaps 1 mammoth from that region, to
    one adjacent region (both fixed by the first step; the region holds one of his hunters)."""
    source, region = job["source"], job["region"]
    if source:
        sources = [source]
        targets_of = (lambda q: [region])
    else:
        sources = [q for q in free_regions(state) if state.hunters[q - 1][s]]
        targets_of = (lambda q: near(state, q))
    if job["n"] < 3:
        own_moves(state, s, sources, targets_of, out)
    if job["m"] < 1:
        for q in sources:
            if state.mammoths[q - 1] and (source or state.hunters[q - 1][s]):
                out += [A(HERD, a=q, b=r) for r in targets_of(q)]


def _l8(state, s, out) -> None:
    """L8: place a mammoth (2), move one to an adjacent region (3) or anywhere (5); the cheapest
    price was paid on playing, the rest now if he can. A3 does not apply (Decision, O9)."""
    prices = state.cards.l8
    stones = state.stones[s]
    if state.mammoth_reserve > 0:
        out += [A(HERD, a=0, b=r) for r in free_regions(state)]
    for q in free_regions(state):
        if not state.mammoths[q - 1]:
            continue
        adjacent = set(near(state, q))
        for r in free_regions(state):
            if r == q:
                continue
            extra = prices["adjacent" if r in adjacent else "anywhere"] - prices["place"]
            if extra <= stones:
                out.append(A(HERD, a=q, b=r))


def _fire(state, out) -> None:
    """L9, D7: a fire token from a region to another, both free of ice (Decision)."""
    regions = free_regions(state)
    for q in regions:
        if state.fire[q - 1]:
            out += [A(FIRE, a=q, b=r) for r in regions if r != q]


def _removals(state, s, used, out) -> None:
    """D2, D5: any hunter on the board back to its reserve (D2: two different colours); a hunter
    with a club only by its owner (A6, O5)."""
    colours = state.colours
    for r in free_regions(state):
        for o, h in enumerate(state.hunters[r - 1]):
            if not h or o in used:
                continue
            cl = state.clubbed[r - 1][o]
            if h > cl:
                out.append(A(REMOVE, colours[o], r))
            if cl and o == s:
                out.append(A(REMOVE, colours[o], r, flag=CLUBBED))


def _d3(state, job, s, out) -> None:
    """D3: take a club (A5), or move up to 2 of his own hunters (A4, O6) from anywhere to one
    region of his choice."""
    n = job["n"]
    if n == 0:
        _clubs(state, s, out)
    if n < 2:
        region = job["region"]
        targets = [region] if region else free_regions(state)
        own_moves(state, s, free_regions(state), lambda q: targets, out)


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
        events.append(Placed(s, r, armed))
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
        events.append(Moved(s, o1, action.a, action.b, c1))
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
                events.append(Paid(s, paid))
        if q:
            state.mammoths[q - 1] -= 1
        else:
            state.mammoth_reserve -= 1
        state.mammoths[r - 1] += 1
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
        events.append(Culled(s, action.a))
        job["n"] += 1
    elif verb == FIRE:
        state.fire[action.b - 1].append(state.fire[action.a - 1].pop())
        events.append(FireMoved(s, action.a, action.b))
        job["n"] += 1
    elif verb == CLUB:
        state.club_supply -= 1
        if action.a:
            state.clubbed[action.a - 1][s] += 1
        else:
            state.kept[s] += 1
        events.append(ClubTaken(s, action.a))
        job["n"] = 2                                 # D3, L5: the club is the whole action
    else:  # pragma: no cover - the engine checks legality first
        raise AssertionError(f"not a card step: {action}")


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


__all__ = ["units", "apply_unit", "new_job", "free_regions", "near", "placements", "move_hunter"]
