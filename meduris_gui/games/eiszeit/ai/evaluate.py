"""How good an Eiszeit position is, from one seat's view: every player's expected final points.

    estimate(state)[s] = score so far (P2)
        + for every region free of ice, s's hunters expected to stay there after this round's
          conflict (K2-K6, over the fire values nobody can see, H4: each face-down token is a 0, 1
          or 2 as likely as the 14 tokens say) x the points each scores (P1: 1, 2, 3 by the
          mammoths) x the scorings still to come (this round's, and the later ones discounted:
          later conflicts, and the glacier, G1-G3, which takes first the regions along the ice)
        + the stones (light cards to pay, T3; worth less near the end, and little beyond 8, T5)
        + the clubs kept (A5)

The state is a determinisation of the seat's view (rules GameState): hands and fire values in it
are guesses, so they are never read; only what every player sees is (H5).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.scoring import conflict
from ..rules.state import BASE_CAPACITY, FIRE_TOKENS, GLACIER, LOT, OVER

_AFTER_SCORING = (GLACIER, LOT, OVER)      # this round's conflict and scoring are behind


def _fire_sums(tokens: int) -> tuple:
    """The sums of `tokens` face-down fire tokens and their chances (drawn from the 14, H4)."""
    dist = {0: 1.0}
    pool = [FIRE_TOKENS.count(v) / len(FIRE_TOKENS) for v in (0, 1, 2)]
    for _ in range(tokens):
        nxt: dict = {}
        for total, p in dist.items():
            for value, q in enumerate(pool):
                nxt[total + value] = nxt.get(total + value, 0.0) + p * q
        dist = nxt
    return tuple(sorted(dist.items()))


FIRE_SUMS = tuple(_fire_sums(k) for k in range(15))
_LEFT: dict = {}                 # (hunters, clubbed, mammoths, tokens) -> expected hunters left


def expected_left(hunters: tuple, clubbed: tuple, mammoths: int, tokens: int) -> tuple:
    """Per seat, the hunters expected to stay on a region after the conflict (K2-K6), over the
    fire values of its `tokens` face-down tokens."""
    base = BASE_CAPACITY + mammoths
    if sum(hunters) <= base:
        return hunters
    key = (hunters, clubbed, mammoths, tokens)
    found = _LEFT.get(key)
    if found is not None:
        return found
    out = [0.0] * len(hunters)
    for fire, p in FIRE_SUMS[min(tokens, 14)]:
        _steps, left = conflict(hunters, clubbed, base + fire)
        for s, k in enumerate(left):
            out[s] += p * k
    found = tuple(out)
    if len(_LEFT) > 200_000:
        _LEFT.clear()
    _LEFT[key] = found
    return found


@dataclass(frozen=True)
class Weights:
    keep: float = 0.8           # a hunter still there for each later scoring (later conflicts)
    keep_risk: float = 0.55     # ... on a region the glacier may take next (G2)
    stone_now: float = 0.5      # a stone in the last round (a light card still to pay)
    stone_round: float = 0.45   # ... and this much more for each later round
    stone_over: float = 0.4     # a stone beyond 8 counts this much (T5: no dark card then)
    club: float = 0.8           # a club kept (A5)
    lead_max: float = 0.6       # utility: the seat's points less this share of the best other's ...
                                # ... and the rest of the mean of the others'


DEFAULT = Weights()


class Frame:
    """What the evaluation reads of a position once: per region its multiplier (the scorings
    still to come, discounted) and the points of a hunter there; the value of a stone."""

    __slots__ = ("base", "mult", "stone", "now", "later")

    def __init__(self, state, w: Weights = DEFAULT) -> None:
        now = 0 if state.step in _AFTER_SCORING else 1
        later = state.rounds - state.round
        self.now, self.later = now, later
        key = (now, later, tuple(state.ice), tuple(state.mammoths), w, state.board)
        found = _FRAMES.get(key)
        if found is None:
            risky = glacier_risk(state) if later > 0 else ()
            base = [0.0] * 12          # the scorings a hunter there can still expect
            mult = [0.0] * 12          # ... times the points per hunter (P1)
            for r in range(12):
                if state.ice[r]:
                    continue
                base[r] = now + later * (w.keep_risk if (r + 1) in risky else w.keep)
                mult[r] = base[r] * per_hunter(state.mammoths[r])
            if len(_FRAMES) > 20_000:
                _FRAMES.clear()
            found = _FRAMES[key] = (base, mult, w.stone_now + w.stone_round * later if (now or later) else 0.0)
        self.base, self.mult, self.stone = found       # shared: read only


_FRAMES: dict = {}               # what a Frame reads of a position -> (base, mult, stone)


def per_hunter(mammoths: int) -> int:
    """P1: 1 without mammoths, 2 with one, 3 with two or more."""
    return 1 + (mammoths if mammoths < 2 else 2)


def glacier_risk(state) -> tuple:
    """G2: the regions free of ice a glacier tile may cover next (along the top edge, or next to ice)."""
    board = state.board
    ice = state.ice
    return tuple(r for r in range(1, 13) if not ice[r - 1] and
                 (board.regions[r - 1].top_edge or any(ice[q - 1] for q in board.adjacent[r - 1])))


def region_values(state, r: int, mult: float, hunters=None, clubbed=None, mammoths=None, tokens=None) -> tuple:
    """Per seat, what its hunters on region index r are expected to score from now on."""
    h = tuple(state.hunters[r]) if hunters is None else hunters
    if not any(h):
        return (0.0,) * len(h)
    m = state.mammoths[r] if mammoths is None else mammoths
    if sum(h) > BASE_CAPACITY + m:
        c = tuple(state.clubbed[r]) if clubbed is None else clubbed
        h = expected_left(h, c, m, len(state.fire[r]) if tokens is None else tokens)
    return tuple([x * mult for x in h])


def stone_value(stones: int, per: float, w: Weights = DEFAULT) -> float:
    if stones <= 8:
        return stones * per
    return 8 * per + (stones - 8) * per * w.stone_over


def estimate(state, w: Weights = DEFAULT, frame: Frame | None = None) -> list:
    """Every player's expected final points (the module's doc)."""
    n = state.n
    if state.step == OVER:
        return [float(x) for x in state.score]
    f = frame or Frame(state, w)
    totals = [float(x) for x in state.score]
    ice, hunters, clubbed, mammoths, fire = state.ice, state.hunters, state.clubbed, state.mammoths, state.fire
    mult = f.mult
    seats = range(n)
    for r in range(12):        # region_values, inlined (the search's hottest loop)
        if ice[r]:
            continue
        h = hunters[r]
        total = sum(h)
        if not total:
            continue
        m = mammoths[r]
        left = h if total <= BASE_CAPACITY + m else expected_left(tuple(h), tuple(clubbed[r]), m, len(fire[r]))
        k = mult[r]
        for s in seats:
            totals[s] += left[s] * k
    clubs = w.club * (1 if f.later or f.now else 0)
    for s in range(n):
        totals[s] += stone_value(state.stones[s], f.stone, w) + clubs * state.kept[s]
    return totals


def utility(totals, seat: int, w: Weights = DEFAULT) -> float:
    """The seat's lead over the others: its points less a blend of the best other's and their mean."""
    others = [t for s, t in enumerate(totals) if s != seat]
    return totals[seat] - w.lead_max * max(others) - (1 - w.lead_max) * sum(others) / len(others)


def final_lead(state, seat: int) -> float:
    """The exact lead at the end of the game, with E4's tie-breaks as fractions of a point."""
    score = state.score
    best = max(x for s, x in enumerate(score) if s != seat)
    lead = score[seat] - best
    if state.final is not None and seat in state.final["winners"]:
        return max(lead, 0.0) + (0.5 if len(state.final["winners"]) == 1 else 0.25)
    return min(lead, 0.0) - (0.5 if lead == 0 else 0.0)


__all__ = ["DEFAULT", "FIRE_SUMS", "Frame", "Weights", "estimate", "expected_left", "final_lead",
           "glacier_risk", "per_hunter", "region_values", "stone_value", "utility"]
