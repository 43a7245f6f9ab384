"""The rule of thumb for every Dolmengötter decision, with no look ahead: the easy player's mind,
and what every player does inside the strong player's futures.

What it weighs (rule IDs of docs/RULES-dolmengoetter.md):
- a stone goes where the druid left (T4), so a move is judged by that place: the rights the stone
  gives its owner there (first majority, majority change on top, equalize under the stack: M4), the
  first majority it would hand to another colour instead (M5: a gift is a loss), the circles it
  completes (P1: the dolmens there score now, at their places: good for ours high in the stack, bad
  for the others'), and a little for holding or building up a majority;
- where the druid ends: the stone it can leave there next time, and room to walk on (T2);
- the stone or the point (T4, T5): a stone that brings nothing, or gifts a majority, is worth less
  than a point while the score is above 1 (at 1 the engine leaves no choice: the point that takes
  the score down to 1 costs more, the next stone will be forced);
- take herbs (T6) only when every druid would leave a bad place: the flight (T7) later reaches any
  free place;
- a dolmen (M6): the value that fits the place, against keeping it for the rights still to come: a
  high value on top of a circle close to completion, a low one where the stack will be pushed down
  or at its bottom; decline where the place scores nothing (an octagon's sixth dolmen, P2).

It reads a rules GameState (a determinisation of the decider's view: the others' values are a guess,
so they are only ever used as their mean, evaluate.unseen_means).
"""

from __future__ import annotations

from meduris_gui.ai.protocol import best, ranking

from .evaluate import DEFAULT, Weights, expected_multiplier, facts, hand_value, slots, unseen_means

_MOVE, _STONE, _RIGHT, _SETUP = "move", "stone", "dolmen", "place"      # rules/state.py steps


class RulePolicy:
    def __init__(self, weights: Weights = DEFAULT) -> None:
        self.w = weights

    # -- the pieces ---------------------------------------------------------------------------------

    def best_dolmen(self, state, s: int, m: float) -> tuple:
        """(gain, value) of the best dolmen of s's hand for a place that scores about m per point,
        against keeping the hand for the rights still to come; value 0: keep them all."""
        hand = sorted(state.hand[s], reverse=True)
        if not hand:
            return 0.0, 0
        w = self.w
        now = hand_value(hand, slots(state, s, len(hand), w))
        after = slots(state, s, len(hand) - 1, w)
        best, choice = 0.0, 0
        last = None
        for i, v in enumerate(hand):
            if v == last:
                continue
            last = v
            gain = v * m + hand_value(hand[:i] + hand[i + 1:], after) - now
            if gain > best:
                best, choice = gain, v
        return best, choice

    def right_value(self, state, s: int, c: int, index: int, free_after: int, means, f=None) -> float:
        """What a right to place a dolmen at `index` of circle c is worth to s (his best choice)."""
        if not state.hand[s]:
            return 0.0
        m = expected_multiplier(f or facts(state.board), c, index, free_after, len(state.stack[c]) + 1, self.w)
        if means is not None:               # another player: his best values are unseen
            v = max(means[s], 2.4)
            return max(0.0, m * v - 1.6 * means[s])
        return self.best_dolmen(state, s, m)[0]

    def stone_gain(self, state, s: int, p: int, cache: dict | None = None) -> float:
        """What a stone of s on free place p brings s, in points, less what it hands the others.
        `cache`: a dict kept for one position (the gains already worked out, the others' means)."""
        if cache is not None:
            found = cache.get(p)
            if found is not None:
                return found
            means = cache.get("means")
        else:
            cache = {}
            means = None
        w = self.w
        f = cache.get("facts") or facts(state.board)
        n = state.n
        gift_w = w.gift if n == 2 else w.gift_many
        total = 0.0
        for c in f.circles_of[p]:
            counts = state.count[c]
            mine = counts[s] + 1
            free_after = f.size[c] - state.filled[c] - 1
            holder = state.holder[c]
            best_other, best_seat, level = 0, -1, 0
            for o in range(n):
                if o != s:
                    k = counts[o]
                    if k > best_other:
                        best_other, best_seat, level = k, o, 1
                    elif k and k == best_other:
                        level += 1
            if holder < 0:
                if best_other == 0:
                    if mine == 2 and free_after >= 1:
                        total += 0.35               # a trap: the next other colour gives us the majority (M5)
                elif mine > best_other:
                    total += self.right_value(state, s, c, 0, free_after, None, f)    # first majority
                elif best_other > mine and level == 1:
                    # M5: our stone gives best_seat the first majority
                    if means is None:
                        means = cache["means"] = unseen_means(state, s)
                    total -= gift_w * self.right_value(state, best_seat, c, 0, free_after, means, f)
            elif holder != s:
                held = counts[holder]
                if mine > best_other:
                    total += self.right_value(state, s, c, 0, free_after, None, f)    # change, on top
                elif mine == held:
                    total += self.right_value(state, s, c, len(state.stack[c]), free_after, None, f)   # under
                elif mine == held - 1 and free_after > 0:
                    total += 0.15
            elif free_after > 0 and mine - 1 <= best_other:
                total += 0.3                        # keeping our majority against a change
            if free_after == 0 and state.stack[c]:
                if means is None:
                    means = cache["means"] = unseen_means(state, s)
                total += self._completion(state, f, s, c, gift_w, means)
        cache[p] = total
        return total

    def _completion(self, state, f, s: int, c: int, gift_w: float, means) -> float:
        """Completing circle c (P1): each dolmen scores its place now instead of what it could expect."""
        free = f.size[c] - state.filled[c]
        stack = state.stack[c]
        size = len(stack)
        base = f.multiplier[c]
        total = 0.0
        for index, (owner, value) in enumerate(stack):
            now = base - index if base > index else 0
            later = expected_multiplier(f, c, index, free, size, self.w)
            if owner == s:
                total += value * (now - later)
            else:
                total -= gift_w * means[owner] * (now - later)
        return total

    def leave(self, state, s: int, p: int, cache: dict | None = None) -> float:
        """The stone or the point after a druid of s leaves p (T4, T5)."""
        if state.stones[s] <= 0:
            return 0.0
        gain = self.stone_gain(state, s, p, cache)
        if state.score[s] <= 1:
            return gain
        point = self.point_value(state, s)
        return gain if gain > point else point

    def point_value(self, state, s: int) -> float:
        """Losing a point to keep the stone (T5); on 2 it costs more: on 1 the next stone is forced."""
        value = -1.0 + self.w.keep_stone
        return value - self.w.last_point if state.score[s] <= 2 else value

    def prospect(self, state, s: int, e: int, start: int = -1, cache: dict | None = None) -> float:
        """A druid of s standing on e: the stone it can leave there next time, room to walk on."""
        w = self.w
        stone, druid = state.stone, state.druid
        room = 0
        for q in facts(state.board).adjacent[e]:
            if stone[q] < 0 and (druid[q] < 0 or q == start):
                room += 1
        gain = self.stone_gain(state, s, e, cache)
        point = -1.0 + w.keep_stone
        return w.druid_next * (gain if gain > point else point) + w.mobility * room

    # -- decisions ----------------------------------------------------------------------------------

    def scores(self, state, legal) -> list:
        """A score for each legal action of the decider (higher is better)."""
        s = state.decider
        w = self.w
        out = []
        leaves: dict = {}
        prospects: dict = {}
        herbs: list = []
        cache: dict = {"facts": facts(state.board)}
        for action in legal:
            verb = action.verb
            if verb == "walk" or verb == "fly":
                a, b = action.a, action.b
                left = leaves.get(a)
                if left is None:
                    left = leaves[a] = self.leave(state, s, a, cache)
                key = (a, b)
                ahead = prospects.get(key)
                if ahead is None:
                    ahead = prospects[key] = self.prospect(state, s, b, a, cache)
                out.append(left + ahead)
            elif verb == "herbs":
                herbs.append(len(out))
                out.append(None)
            elif verb == "place":
                out.append(self.prospect(state, s, action.a, -1, cache))
            elif verb == "stone":
                out.append(self.stone_gain(state, s, state.left, cache) if state.left >= 0 else 0.0)
            elif verb == "point":
                out.append(self.point_value(state, s))
            elif verb == "dolmen":
                out.append(self._dolmen_score(state, s, action.a))
            else:                                    # pass
                out.append(0.0)
        if herbs:
            self._herbs(state, s, legal, out, herbs, leaves, cache)
        return out

    def _herbs(self, state, s: int, legal, out: list, herbs: list, leaves: dict, cache: dict) -> None:
        """Herbs (T6) are weighed only when every walk and flight is poor: then the druid lies down
        and flies next time to the best free place (T7), leaving its stone where it lies now."""
        w = self.w
        moves = [x for x in out if x is not None]
        if moves and max(moves) >= w.herbs_when:
            for i in herbs:
                out[i] = -100.0
            return
        stone, druid = state.stone, state.druid
        best_free = max((self.prospect(state, s, q, -1, cache) for q in range(len(stone))
                         if stone[q] < 0 and druid[q] < 0), default=0.0)
        for i in herbs:
            a = legal[i].a
            left = leaves.get(a)
            if left is None:
                left = leaves[a] = self.leave(state, s, a, cache)
            out[i] = w.herbs + w.druid_next * left + best_free

    def _dolmen_score(self, state, s: int, value: int) -> float:
        if not value:                                # dolmen none (M6)
            return 0.0
        _seat, c, kind = state.rights[0]
        f = facts(state.board)
        size = len(state.stack[c])
        index = size if kind == "bottom" else 0
        m = expected_multiplier(f, c, index, f.size[c] - state.filled[c], size + 1, self.w)
        hand = sorted(state.hand[s], reverse=True)
        now = hand_value(hand, slots(state, s, len(hand), self.w))
        rest = list(hand)
        rest.remove(value)
        return value * m + hand_value(rest, slots(state, s, len(rest), self.w)) - now

    def choose(self, state, legal):
        """The best legal action (ties: the first)."""
        if len(legal) == 1:
            return legal[0]
        return legal[best(self.scores(state, legal))]

    def ranked(self, state, legal) -> list:
        """Indexes of `legal`, best first (ties: in their order)."""
        return ranking(self.scores(state, legal))


__all__ = ["RulePolicy"]
