"""The rule of thumb for every Eiszeit decision, with no look ahead beyond the card being played:
the easy player's mind, and what every player does inside the strong player's futures.

Every decision is judged by the evaluation (evaluate.py) from the decider's side: his expected
points less a blend of the others' (utility).
- a step of a card (A1-A6, L1-L9, D1-D8) and the initial placement (S9): the change it makes to
  the one or two regions it touches (hunters, clubs, mammoths, fire tokens) and to the stones or
  clubs kept, worked out without copying the position; `done` (T7) is worth nothing, so a player
  declines what would only hurt him;
- which card to play (T2), what a Cult copies (L6), which opponent carries out a dark card (T4),
  where the glacier goes (G1-G3): the card carried out on a copy of the position, every player
  taking his steps by this same rule (the opponent of a dark card too, for his own good), then
  the evaluation of the position reached;
- draw (T9): light while he holds stones to pay for light cards, dark when short of them;
- discard (T8): none; or, with `discard` (the tree search's players, issue 23), the weakest card in
  hand when it is worth less than that: each card is carried out as if played now, and one he
  could not play (a light card he cannot pay for, a dark card from 8 stones, T3, T5) is worth the
  least. A card put under its deck is replaced by a fresh one at the draw (T9).

It reads a rules GameState that is a determinisation of the decider's view; the guessed hands
and fire values are never read (the evaluation's fire is the tokens' odds), with one exception: a
card that ends the game (E1) is judged by the final scores, whose last conflict (K2-K6) the engine
resolves with the determinisation's fire values: one guess of them, not their odds (a search's
futures average over many; the memo keeps no such worth).
"""

from __future__ import annotations

from meduris_gui.ai.protocol import best, ranking

from ..rules import engine
from ..rules.actions import ARM, CLUB, CLUBBED, CLUBBED2, CULL, DONE, FIRE, HERD, MOVE, PLACE, REMOVE, SWAP
from ..rules.state import ACT, COPY, DISCARD, DRAW, INITIAL, OVER, PLAY, TARGET
from .evaluate import DEFAULT, Frame, Weights, estimate, per_hunter, region_values, stone_value, utility

_CARRIED = (COPY, TARGET, ACT)        # the steps of a card being carried out
UNIT_VERBS = (PLACE, MOVE, SWAP, REMOVE, HERD, CULL, FIRE, CLUB)


UNPLAYABLE = -1.0                     # the worth of a card he could not play now (discard rule)


class RulePolicy:
    """`discard`: the worth (the points of lead a card would gain him if played now) below which
    his weakest card goes under its deck after his card (T8); None: he never discards.
    `discard_at`: (seat, turn): only that seat's discard in that turn goes by `discard` (a tree
    search's futures: the searching seat discards as it will in the turn it weighs; the others, who
    never discard, and its own later discards, which no future judges, go by the rule of before);
    None: every discard."""

    def __init__(self, weights: Weights = DEFAULT, discard: float | None = None, memo: bool = False) -> None:
        self.w = weights
        self.discard = discard
        self.discard_at: tuple | None = None
        self.spent = 0               # engine steps played on copies (the search's budget counts them)
        # `memo`: the worth of an action already carried out in the same position is taken
        # from here (the tree search's playouts meet the same positions again and again; it
        # empties it before each search). None: every card is carried out again.
        self.memo: dict | None = {} if memo else None

    # -- decisions ----------------------------------------------------------------------------------

    def scores(self, state, legal) -> list:
        """A score for each legal action of the decider (higher is better)."""
        step = state.step
        if step == ACT or step == INITIAL:
            return self.unit_scores(state, legal)
        if step == DRAW:
            return [self._draw(state, a.who) for a in legal]
        if step == DISCARD:
            at = self.discard_at
            if self.discard is None or len(legal) == 1 or (at is not None and at != (state.decider, state.turn)):
                return [0.0 if a.who == "none" else -0.3 for a in legal]
            worth = self.hand_worth(state)
            return [0.0 if a.who == "none" else self.discard - worth[a.who] for a in legal]
        return [self.carried_out(state, a) for a in legal]        # play, copy, target, glacier

    def choose(self, state, legal):
        """The best legal action (ties: the first)."""
        if len(legal) == 1:
            return legal[0]
        return legal[best(self.scores(state, legal))]

    def ranked(self, state, legal) -> list:
        """Indexes of `legal`, best first (ties: in their order)."""
        return ranking(self.scores(state, legal))

    # -- a card carried out on a copy -----------------------------------------------------------------

    def carried_out(self, state, action) -> float:
        """The decider's utility after `action` and the rest of the card by this rule (with a
        memo, an action is carried out once per position: one found there costs one step; one
        that ends the game is not kept, its final conflict having read the guessed fire values)."""
        seat = state.decider
        memo = self.memo
        if memo is not None:
            key = position_key(state, action)
            found = memo.get(key)
            if found is not None:
                self.spent += 1
                return found
        st = state.copy()
        engine.apply(st, action, [])
        self.spent += 1
        self.finish_card(st)
        value = utility(estimate(st, self.w), seat, self.w)
        if memo is not None and st.step != OVER:       # a game ended by the card: its last conflict
            if len(memo) >= MEMO_SIZE:                  # read this determinisation's fire values
                memo.clear()
            memo[key] = value
        return value

    def finish_card(self, st) -> None:
        """Carry out the card in progress on `st` (every actor by this rule) up to the discard."""
        while st.decider >= 0 and st.step in _CARRIED:
            legal = engine.legal_actions(st)
            engine.apply(st, self.choose(st, legal), [])
            self.spent += 1

    def hand_worth(self, state) -> dict:
        """Each card in the decider's hand: the lead it would gain him if he played it now (by
        this rule), UNPLAYABLE for one he could not play (T3, T5; a Cult with nothing to copy)."""
        seat = state.decider
        st = state.copy()
        st.step, st._legal = PLAY, None
        base = utility(estimate(st, self.w), seat, self.w)
        playable = set(engine.play_options(st))
        worth = {}
        for code in st.hand[seat]:
            if code not in worth:
                action = engine.PLAYS[code]
                worth[code] = self.carried_out(st, action) - base if action in playable else UNPLAYABLE
        return worth

    # -- a step of a card, judged by the regions it changes ---------------------------------------------

    def unit_scores(self, state, legal) -> list:
        seat = state.decider
        w = self.w
        frame = Frame(state, w)
        totals = estimate(state, w, frame)
        base = utility(totals, seat, w)
        job = state.job
        card = job["card"] if job else ""
        seat_of = state.colours.index
        lead, rest = w.lead_max, 1 - w.lead_max
        cache: dict = {}
        out = []
        self.spent += len(legal) >> 3
        for action in legal:
            verb = action.verb
            if verb == DONE:
                out.append(0.0)
                continue
            changes: dict = {}
            stones = 0
            kept = 0
            if verb == PLACE:
                r = action.a - 1
                h, c = _region(state, changes, r)
                h[seat] += 1
                if action.flag & ARM:
                    c[seat] += 1
                    kept = -1
            elif verb == MOVE:
                o = seat_of(action.who)
                a, b = action.a - 1, action.b - 1
                ha, ca = _region(state, changes, a)
                hb, cb = _region(state, changes, b)
                ha[o] -= 1
                hb[o] += 1
                if action.flag & CLUBBED:
                    ca[o] -= 1
                    cb[o] += 1
                if action.flag & ARM:
                    cb[o] += 1
                    kept = -1
            elif verb == SWAP:
                o1, o2 = seat_of(action.who), seat_of(action.whom)
                a, b = action.a - 1, action.b - 1
                ha, ca = _region(state, changes, a)
                hb, cb = _region(state, changes, b)
                ha[o1] -= 1
                hb[o1] += 1
                hb[o2] -= 1
                ha[o2] += 1
                if action.flag & CLUBBED:
                    ca[o1] -= 1
                    cb[o1] += 1
                if action.flag & CLUBBED2:
                    cb[o2] -= 1
                    ca[o2] += 1
            elif verb == REMOVE:
                o = seat_of(action.who)
                h, c = _region(state, changes, action.a - 1)
                h[o] -= 1
                if action.flag & CLUBBED:
                    c[o] -= 1
            elif verb == HERD:
                q, r = action.a, action.b
                if q:
                    _region(state, changes, q - 1)
                    changes[q - 1][2] -= 1
                    if card == "L8":
                        prices = state.cards.l8
                        stones = -(prices["adjacent" if r in state.board.adjacent[q - 1] else "anywhere"]
                                   - prices["place"])
                _region(state, changes, r - 1)
                changes[r - 1][2] += 1
            elif verb == CULL:
                _region(state, changes, action.a - 1)
                changes[action.a - 1][2] -= 1
            elif verb == FIRE:
                _region(state, changes, action.a - 1)
                _region(state, changes, action.b - 1)
                changes[action.a - 1][3] -= 1
                changes[action.b - 1][3] += 1
            elif verb == CLUB:
                if action.a:
                    h, c = _region(state, changes, action.a - 1)
                    c[seat] += 1
                else:
                    kept = 1
            new = list(totals)
            for r, (h, c, m, k) in changes.items():
                key = (r, tuple(h), tuple(c), m, k)
                after = cache.get(key)
                if after is None:
                    mult = frame.base[r] * per_hunter(m)
                    after = cache[key] = region_values(state, r, mult, key[1], key[2], m, k)
                before = cache.get(r)
                if before is None:
                    before = cache[r] = region_values(state, r, frame.mult[r])
                for s in range(len(new)):
                    new[s] += after[s] - before[s]
            if stones:
                new[seat] += (stone_value(state.stones[seat] + stones, frame.stone, w)
                              - stone_value(state.stones[seat], frame.stone, w))
            if kept:
                new[seat] += kept * w.club
            others = new[:seat] + new[seat + 1:]          # utility(new, seat, w), inlined
            out.append(new[seat] - lead * max(others) - rest * sum(others) / len(others) - base)
        return out

    # -- drawing ----------------------------------------------------------------------------------------

    def _draw(self, state, colour: str) -> float:
        """T9: light cards while there are stones to pay for them; dark ones to earn stones."""
        seat = state.decider
        stones = state.stones[seat]
        light = sum(1 for c in state.hand[seat] if state.cards.colour[c] == "light")
        dark = len(state.hand[seat]) - light
        lean = 0.1 * (stones - 4) + 0.2 * ((light < 2) - (dark < 2))
        if stones >= 8:
            lean += 0.5
        return lean if colour == "light" else -lean


MEMO_SIZE = 100_000                   # a memo this full is emptied (memory stays bounded)


def position_key(state, action) -> tuple:
    """What the worth of `action` (carried_out: a card to play, T2, what a Cult copies, L6, the
    opponent of a dark card, T4, where the glacier goes, G1-G3) depends on: the step, the card in
    progress, and everything its steps and the evaluation read (the board, the reserves, stones,
    scores and clubs kept, the tops of the discard piles a Cult copies), none of the hidden part
    (hands, decks, fire values: a card never reads them) — so the positions of different
    determinisations that every player sees alike share their worths."""
    job = state.job
    return (action, state.step, state.decider, state.active, None if job is None else _frozen(job),
            state.round, tuple(state.stones), tuple(state.score), tuple(state.kept),
            tuple(state.reserve), tuple(map(tuple, state.hunters)), tuple(map(tuple, state.clubbed)),
            tuple(state.mammoths), tuple(map(len, state.fire)), tuple(state.ice), len(state.fire_beside),
            state.mammoth_reserve, state.club_supply, state.dark_reserve, state.light_reserve,
            engine.top_card(state, "light"), engine.top_card(state, "dark"))


def _frozen(value):
    """A card in progress (its dict of lists) as a key."""
    if isinstance(value, dict):
        return tuple((k, _frozen(v)) for k, v in sorted(value.items()))
    if isinstance(value, list):
        return tuple(map(_frozen, value))
    return value


def _region(state, changes: dict, r: int) -> tuple:
    """The mutable copy [hunters, clubbed, mammoths, tokens] of region index r in `changes`."""
    entry = changes.get(r)
    if entry is None:
        entry = changes[r] = [list(state.hunters[r]), list(state.clubbed[r]), state.mammoths[r], len(state.fire[r])]
    return entry[0], entry[1]


__all__ = ["RulePolicy", "UNIT_VERBS"]
