"""How good a Dolmengötter position is, from one seat's view: every player's expected final points.

    estimate(state, seat)[s] = score
        + each of s's dolmens on the board: value x the multiplier it can expect (P2, P3, E3): the
          circle's multiplier less its place in the stack, less the majority changes still to come
          there (each pushes it one down, M4), which a circle close to completion (P1) has no room for
        + the dolmens in hand: the best values matched to the rights the player can still expect
          (from his stones left; one at most once the end is near, E1), the best right first
        + a little for each stone in hand (a stone spares a point, T5)

`state` is a rules GameState as the search sees it: a determinisation of `seat`'s view, where the
values `seat` cannot see (M9) are a guess. So the other players' values are never read one by one:
each of them counts as the mean of that player's unscored values, which every determinisation
keeps (a re-deal of the same values, Game.determinise).
"""

from __future__ import annotations

from dataclasses import dataclass

STONES_OF = {2: 16, 3: 13, 4: 12, 5: 10}     # C2
_BOARDS: dict = {}


class BoardFacts:
    """What the rule of thumb reads of a board, as tuples (made once per board)."""

    __slots__ = ("size", "multiplier", "max_stack", "circles_of", "adjacent", "places")

    def __init__(self, board) -> None:
        self.size = tuple(len(c.places) for c in board.circles)
        self.multiplier = tuple(c.multiplier for c in board.circles)
        self.max_stack = tuple(c.max_stack for c in board.circles)
        self.circles_of = tuple(tuple(c) for c in board.circles_of)
        self.adjacent = tuple(tuple(sorted(a)) for a in board.adjacent)
        self.places = board.places


def facts(board) -> BoardFacts:
    found = _BOARDS.get(id(board))
    if found is None or found[0] is not board:
        found = _BOARDS[id(board)] = (board, BoardFacts(board))
    return found[1]


@dataclass(frozen=True)
class Weights:
    push: float = 0.22          # chance that one more stone in a circle pushes its stack down (a change)
    slot_high: float = 3.4      # the multiplier of the best right a player can still expect ...
    slot_low: float = 1.6       # ... and of the last ones
    slot_step: float = 0.25     # one right less good than the one before
    rights_per_stone: float = 0.5    # rights a stone still in hand brings, on average
    stone: float = 0.0          # a stone in hand, besides its rights
    gift: float = 1.0           # how much another player's right counts against us (2 players)
    gift_many: float = 0.6      # ... with 3 to 5 players (he is one of several rivals)
    keep_stone: float = 0.55    # a stone kept instead of one laid for nothing (vs the point lost)
    last_point: float = 0.6     # ... less this when the point takes the score down to 1 (T5)
    druid_next: float = 0.45    # what a druid's next place promises, against a stone left now
    mobility: float = 0.08      # each free place next to where a druid stands
    herbs: float = -0.6         # taking herbs, besides the flight it prepares
    herbs_when: float = 0.3     # herbs are weighed only when no walk or flight scores as much


DEFAULT = Weights()


def expected_multiplier(f: BoardFacts, c: int, index: int, free_after: int, size_after: int,
                        w: Weights = DEFAULT) -> float:
    """What a dolmen at `index` from the top of circle c's stack can expect per point of value when
    the circle has `free_after` free places and `size_after` dolmens: its multiplier less its index
    (P3) less the changes still to come (each pushes it down one)."""
    room = f.max_stack[c] - size_after
    pushes = w.push * (free_after if free_after < room else room) if free_after > 0 and room > 0 else 0.0
    m = f.multiplier[c] - index - pushes
    return m if m > 0 else 0.0


def slots(state, seat: int, hand_count: int, w: Weights = DEFAULT) -> list:
    """The multipliers of the rights `seat` can still expect, best first, one per dolmen of
    `hand_count` (0 for those he cannot hope to place): about `rights_per_stone` rights for each
    stone in hand (one right at most once the last turns are announced, E1); the last, partial
    right counts its share."""
    if hand_count <= 0:
        return []
    rights = 1.0 if state.trigger >= 0 else w.rights_per_stone * state.stones[seat] + 0.5
    if rights > hand_count:
        rights = float(hand_count)
    high, low, step = w.slot_high, w.slot_low, w.slot_step
    out = []
    for i in range(hand_count):
        share = rights - i
        if share <= 0:
            out.append(0.0)
        else:
            m = high - step * i
            out.append((m if m > low else low) * (share if share < 1.0 else 1.0))
    return out


def hand_value(values: list, slot_list: list) -> float:
    """The values (sorted high to low) matched to the slots (best first)."""
    return sum(v * m for v, m in zip(values, slot_list))


def unseen_means(state, seat: int) -> list:
    """Per player, what one of his dolmens is worth as `seat` sees it: the mean of his unscored
    values (his hand and his dolmens on the board); `seat`'s own entry is unused."""
    totals = [sum(h) for h in state.hand]
    counts = [len(h) for h in state.hand]
    for stack in state.stack:
        for owner, value in stack:
            totals[owner] += value
            counts[owner] += 1
    return [totals[s] / counts[s] if counts[s] else 2.0 for s in range(state.n)]


def estimate(state, seat: int, w: Weights = DEFAULT) -> list:
    """Every player's expected final points, as `seat` sees the position."""
    if state.final is not None:
        return [float(x) for x in state.score]
    f = facts(state.board)
    n = state.n
    means = unseen_means(state, seat)
    totals = [float(state.score[s]) + w.stone * state.stones[s] for s in range(n)]
    size, filled = f.size, state.filled
    for c, stack in enumerate(state.stack):
        if not stack:
            continue
        free = size[c] - filled[c]
        height = len(stack)
        for index, (owner, value) in enumerate(stack):
            v = value if owner == seat else means[owner]
            totals[owner] += v * expected_multiplier(f, c, index, free, height, w)
    for s in range(n):
        hand = state.hand[s]
        if hand:
            values = sorted(hand, reverse=True) if s == seat else [means[s]] * len(hand)
            totals[s] += hand_value(values, slots(state, s, len(hand), w))
    return totals


def utility(totals: list, seat: int) -> float:
    """The seat's lead over the best other player (what the search maximises)."""
    best_other = max(t for s, t in enumerate(totals) if s != seat)
    return totals[seat] - best_other


__all__ = ["DEFAULT", "Weights", "estimate", "expected_multiplier", "facts", "hand_value", "slots",
           "unseen_means", "utility"]
