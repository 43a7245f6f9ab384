"""Quick judgement: a rule of thumb for every kind of decision, with no look ahead.

`RulePolicy.choose(state, rng)` answers any decision in microseconds. It is the easy computer
player's whole mind (with some carelessness added) and the strong player's guess of what everyone
does next inside its search. The main decision (A, B, C) is scored by what it changes at once:
materials harvested, the hut's settlement and what it does to its neighbours (R1, E3), the rune
stone (B, E4, D5), bonus tokens (R3), the ritual the build starts (D2-D4), the materials it costs
(R0, R1).
"""

from __future__ import annotations

import random

from ..rules import engine
from ..rules.actions import HARVEST, HUT, TEMPLE, Action
from ..rules.choices import Choices
from ..rules.druid import next_hut
from ..rules.engine import harvest_gains
from ..rules.kinds import Building, Offer, Phase, SacrificeKind, Token
from ..rules.payment import cheapest_count
from ..rules.price import hut_units
from ..rules.scoring import run_back, sacrifice_value, settlement_from, settlement_size, settlement_sizes
from ..rules.state import GameState
from .evaluate import DEFAULT, Weights, remaining_share

# `choose` runs at every step of the search's futures: the phases it tests, bound once as plain
# ints, as the engine writes them (rules/kinds.py).
_MAIN, _PAY, _SACRIFICE, _TAKE, _RETURN, _SETUP = map(int, (
    Phase.MAIN, Phase.PAY, Phase.SACRIFICE, Phase.TAKE, Phase.RETURN, Phase.SETUP))
_EMPTY, _HUT, _TEMPLE = int(Building.EMPTY), int(Building.HUT), int(Building.TEMPLE)   # as the state stores them
_PLUS2, _DRUID = int(Token.PLUS2), int(Token.DRUID)
_BY_TOKEN, _TOKEN = Offer.TOKEN, SacrificeKind.TOKEN


class RulePolicy:
    """Scores the legal actions of any decision by rules of thumb; picks the best."""

    def __init__(self, weights: Weights = DEFAULT, foresight: bool = True) -> None:
        self.w = weights
        self.foresight = foresight      # look at the ritual a build starts, and at rune crossings

    # -- any decision ----------------------------------------------------------------------------

    def choose(self, st: GameState, rng: random.Random, legal=None) -> Action:
        """The best of the decider's legal actions (`legal`, when the caller has them at hand)."""
        if legal is None:
            legal = engine.legal_actions(st)
        if len(legal) == 1:
            return legal[0]
        phase = st.phase
        if phase == _MAIN:
            scores = self.main_scores(st, legal)
            return legal[_best(scores, rng)]
        if phase == _PAY:
            return legal[0]                                  # cheapest first (payment.py)
        if phase == _SACRIFICE:
            return self.sacrifice(st, legal)
        stock = st.stock[st.decider]
        if phase == _TAKE:                                   # T2: what we have least of
            return min(legal, key=lambda a: (stock[a.material], rng.random()))
        if phase == _RETURN:                                 # T3: what we have most of
            return max(legal, key=lambda a: (stock[a.material], rng.random()))
        if phase == _SETUP:                                  # S9: the lowest tower
            return min(legal, key=lambda a: (len(st.towers[a.highland]), rng.random()))
        return legal[rng.randrange(len(legal))]

    def sacrifice(self, st: GameState, legal) -> Action:
        options = cheapest(legal)
        scores = self.sacrifice_scores(st, options)
        return options[max(range(len(options)), key=lambda i: (scores[i], -i))]

    def sacrifice_scores(self, st: GameState, options) -> list:
        """D3: points now against the materials they cost (a druid token against its promise);
        among as many materials, the payment that keeps some of every material."""
        seat = st.decider
        space = st.ritual[0]
        kind = st.kind
        n = st.board.n
        value = self.w.material
        points_for: dict = {}                 # the points depend on how many materials are given
        scores = []
        for action in options:
            pay = action.payment
            if pay is None:
                choice, points = sacrifice_value(kind, n, space, None, action.offer == _BY_TOKEN)
                if choice == _TOKEN:
                    scores.append(points - self.w.druid_token * points)
                else:
                    scores.append(0.0 if st.score[seat] == 0 else float(points))   # D3: never below 0
                continue
            count = pay[0] + pay[1] + pay[2] + pay[3]
            points = points_for.get(count)
            if points is None:
                points = points_for[count] = sacrifice_value(kind, n, space, pay, False)[1]
            scores.append(points - value * count + 0.01 * _cover(st, pay))
        return scores

    def payment_scores(self, st: GameState, legal) -> list:
        """R0: fewer materials first; among payments of as many, the one that keeps some of every
        material for the sacrifices to come."""
        return [-(pay[0] + pay[1] + pay[2] + pay[3]) + 0.01 * _cover(st, pay) for pay in (a.payment for a in legal)]

    # -- the main decision -----------------------------------------------------------------------

    def main_scores(self, st: GameState, legal) -> list:
        seat = st.decider
        w = self.w
        rem = remaining_share(st)
        n = st.board.n
        kind = st.kind
        stock = st.stock[seat]
        per_hut = w.hut_end + w.hut_visits * rem
        sizes = settlement_sizes(kind, n)
        stones = [0] * st.players
        for holder in st.rune:
            if holder >= 0:
                stones[holder] += 1
        crossings = w.crossings * rem if self.foresight else 0.0
        scores = []
        last = n - 1
        for action in legal:
            verb = action.verb
            if verb == HARVEST:
                scores.append(self._harvest(st, seat, action))
            elif verb == HUT:
                scores.append(self._hut(st, seat, action.space, stock, per_hut, sizes, stones, crossings))
            elif verb == TEMPLE:
                s = action.space
                left = s - 1 if s else last                  # board.neighbours(s), inline:
                right = s + 1 if s < last else 0             # the search weighs thousands
                a, b = st.board.space_materials[s]
                score = sizes[left] + sizes[right] - w.material * cheapest_count(stock, 1, a, b)
                score += ((kind[left] == _EMPTY) + (kind[right] == _EMPTY)) * w.temple_open * rem
                scores.append(score)
            else:
                scores.append(0.0)
        return scores

    def _harvest(self, st: GameState, seat: int, action) -> float:
        """A: the materials the move brings me, against half of what it brings the others."""
        target = action.to_highland
        gains = harvest_gains(st.towers[target] + [seat], st.supply[target], st.players)
        mine = gains[seat]
        return self.w.material * (mine - 0.5 * (sum(gains) - mine))

    def _hut(self, st: GameState, seat: int, s: int, stock, per_hut: float, sizes, stones,
             crossings: float) -> float:
        w = self.w
        kind = st.kind
        owner = st.owner
        board = st.board
        n = board.n
        back = run_back(kind, n, s)                          # huts directly behind ...
        size = settlement_size(kind, n, s)                   # R1: the settlement the hut makes
        ahead = back if back == n - 1 else size - 1 - back   # ... and ahead (a full ring: as many)
        score = size * per_hut
        # R1: the huts on both sides join a bigger settlement; E3: so do the temples at its ends.
        left_gain = size - back
        right_gain = size - ahead
        # The runs walked inline (board.behind / board.ahead): the search scores thousands of huts.
        t = s
        for _ in range(back):
            t = t - 1 if t else n - 1
            score += left_gain * per_hut * (1.0 if owner[t] == seat else -0.5)
        end = t - 1 if t else n - 1
        if kind[end] == _TEMPLE:
            score += left_gain * (1.0 if owner[end] == seat else -0.5)
        t = s
        for _ in range(ahead):
            t = t + 1 if t + 1 < n else 0
            score += right_gain * per_hut * (1.0 if owner[t] == seat else -0.5)
        end = t + 1 if t + 1 < n else 0
        if kind[end] == _TEMPLE:
            score += right_gain * (1.0 if owner[end] == seat else -0.5)
        # B: the rune stone of the territory, from whoever has it.
        holder = st.rune[st.board.space_territory[s]]
        if holder != seat:
            score += stones[seat] + 1 + crossings
            if holder >= 0:
                score += 0.5 * (stones[holder] + crossings)
        token = st.token[s]
        units = hut_units(token, size)                       # R1, R3: 0 on a free-hut token
        if units == 0:
            cost = 0
        else:
            a, b = board.space_materials[s]
            cost = cheapest_count(stock, units, a, b)
            if token == _PLUS2:
                score += 2
            elif token == _DRUID:
                score += w.druid_token * size
        score -= w.material * cost
        if self.foresight:
            score += self._ritual(st, seat, s, stock, cost)
        return score

    def _ritual(self, st: GameState, seat: int, s: int, stock, cost: int) -> float:
        """D1-D4: the ritual this build starts, if the druid is on his path: my huts in it score
        about their settlement's size while I can still pay, the others' huts about the same."""
        if st.druid_space < 0 and st.druid_rock < st.board.rock_count:
            return 0.0
        kind = st.kind
        n = st.board.n
        kind[s] = _HUT                                       # as if built, for a moment
        try:
            target = next_hut(st, st.druid_space)
            size = settlement_size(kind, n, target)
            left = stock[0] + stock[1] + stock[2] + stock[3] - cost
            score = 0.0
            owner = st.owner
            for hut in settlement_from(kind, n, target):
                if hut == s or owner[hut] == seat:
                    if left >= 2:
                        score += size - 2 * self.w.material
                        left -= 2
                    elif left >= 1:
                        score += 1 - self.w.material
                        left -= 1
                    else:
                        score -= 1
                elif size > 1:
                    score -= 0.5 * (size - 1)
            return score
        finally:
            kind[s] = _EMPTY


def cheapest(legal) -> tuple:
    """The cheapest of each kind of a long list of payments (Choices), else the list itself."""
    return legal.cheapest() if isinstance(legal, Choices) else tuple(legal)


def _cover(st: GameState, pay) -> int:
    """How well the decider's stock still covers every material (up to two of each) after `pay`."""
    stock = st.stock[st.decider]
    cover = 0
    for m in range(4):
        left = stock[m] - pay[m]
        cover += left if left < 2 else 2
    return cover


def _best(scores: list, rng: random.Random) -> int:
    best = max(scores)
    ties = [i for i, score in enumerate(scores) if score >= best - 1e-9]
    return ties[0] if len(ties) == 1 else ties[rng.randrange(len(ties))]
