"""Ways to pay (R0 substitution, R1 settlement cost), as count vectors.

A price is "n units of material a and n units of material b" (a build: n is the settlement size
for a hut, 1 for a temple; a sacrifice of both materials: n = 1) or "one unit of a or of b" (a
sacrifice of one material). R0: at any time, one required unit may be replaced by any three
materials of kinds other than the replaced one (RULES.md, decision on "three other").

A payment is a 4-tuple of counts, the materials that go back to the board supply. Different
substitutions that hand over the same materials are the same payment, so each vector is listed
once. Lists are sorted cheapest first (fewest materials, then by kind), so the first one is a
sensible default.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from functools import lru_cache
from itertools import accumulate, permutations

Stock = tuple  # tuple[int, int, int, int]


def cheapest_count(stock: Stock, n: int, a: int, b: int) -> int:
    """How many materials the cheapest payment of n x a + n x b hands over, if it can be paid:
    every unit paid directly where possible (see can_pay), three others for each missing one."""
    missing = (n - stock[a] if stock[a] < n else 0) + (n - stock[b] if stock[b] < n else 0)
    return 2 * n + 2 * missing


def pays_in_full(stock: Stock, n: int, a: int, b: int) -> bool:
    """Can n of a and n of b be paid as they are, with no "3 for 1" (R0)?"""
    return stock[a] >= n and stock[b] >= n


def can_pay(stock: Stock, n: int, a: int, b: int) -> bool:
    """Is there any way to pay n of a and n of b (R0 substitutions included)?

    Paying every unit you can directly is never worse than substituting it (exchange argument:
    a unit paid directly frees three materials), so: pay min(n, have) directly and check that
    what is left covers three materials per missing unit. Left-over a's cannot help when a is
    missing (there are none left), so the count alone decides.
    """
    have_a = stock[a]
    have_b = stock[b]
    missing = (n - have_a if have_a < n else 0) + (n - have_b if have_b < n else 0)
    if not missing:
        return True
    direct = n + n - missing
    return stock[0] + stock[1] + stock[2] + stock[3] - direct >= 3 * missing


def _others(a: int, b: int) -> tuple:
    return tuple(m for m in range(4) if m != a and m != b)


OTHERS = {(a, b): _others(a, b) for a in range(4) for b in range(4) if a != b}
# _POSITIONS[a, b, c, d][m]: where material m stands in the order (a, b, c, d).
_POSITIONS = {order: tuple(order.index(m) for m in range(4)) for order in permutations(range(4))}


def payments(stock: Stock, n: int, a: int, b: int) -> tuple:
    """Every distinct payment of n x a + n x b from `stock` (R0), cheapest first."""
    found, position = canonical_payments(stock, n, a, b)
    p0, p1, p2, p3 = position
    return tuple((v[p0], v[p1], v[p2], v[p3]) for v in found)


def canonical_payments(stock: Stock, n: int, a: int, b: int) -> tuple:
    """(vectors, position): the payments of n x a + n x b in canonical order of materials;
    material m of a payment is vector[position[m]].

    The answer only depends on how many of the two asked materials and of the two others the
    payer has, and swapping a with b (or c with d) swaps their roles: `_canonical` enumerates
    with a the better stocked of a, b and c of c, d. Counts above what a payment can use (4n of
    a or b, 6n of c or d) are capped. Both let one cache entry serve many stocks.
    """
    c, d = OTHERS[a, b]
    have_a, have_b, have_c, have_d = stock[a], stock[b], stock[c], stock[d]
    if have_a < have_b:
        a, b, have_a, have_b = b, a, have_b, have_a
    if have_c < have_d:
        c, d, have_c, have_d = d, c, have_d, have_c
    cap = 4 * n
    found = _canonical(n, have_a if have_a < cap else cap, have_b if have_b < cap else cap,
                       have_c if have_c < cap + n + n else cap + n + n,
                       have_d if have_d < cap + n + n else cap + n + n)
    return found, _POSITIONS[a, b, c, d]


@lru_cache(maxsize=1 << 15)
def _canonical(n: int, have_a: int, have_b: int, have_c: int, have_d: int) -> "PaymentSet":
    return PaymentSet(n, (have_a, have_b, have_c, have_d))


def _interval(n: int, k: int, p_a: int, p_b: int) -> bool:
    """Is there a split of the k replaced units (sub_a of a, k - sub_a of b) giving p_a, p_b?

    p_a = n - sub_a + e_a with 0 <= e_a <= 3 (k - sub_a): a's standing in for b-units (a can
    never replace a); likewise for b. Those bounds give an interval of sub_a.
    """
    low = max(0, k - n, n - p_a, -((n - k - p_b) // 4))     # ceil((p_b - n + k) / 4)
    high = min(n, k, k - n + p_b, (n + 3 * k - p_a) // 4)
    return low <= high


@lru_cache(maxsize=1 << 12)
def _pairs_upto(have_c: int, have_d: int) -> tuple:
    """table[j]: how many (c, d) with c <= have_c, d <= have_d add up to less than j (j from 0
    to have_c + have_d + 1): the number of ways to hand over a rest of r in the two other
    materials, summed, for PaymentSet's groups. For each r, c runs from min(r, have_c) down to
    max(0, r - have_d)."""
    return (0, *accumulate(min(rest, have_c) - max(0, rest - have_d) + 1 for rest in range(have_c + have_d + 1)))


class PaymentSet(Sequence):
    """The payments of n x a + n x b as (a, b, c, d) counts for one stock, cheapest first.

    With k of the 2n units replaced a payment holds 2n + 2k materials, so k orders them by
    price; within one k they run from most a to least, then b, then c. For each (k, p_a) the
    b's that can go with it run down from `first` to `last`, and for each of those the c's
    (and d's, the rest) run down too; so the set is kept as groups (k, p_a) whose sizes are
    summed from a table (`_pairs_upto`): a large stock gives thousands of payments but a few
    dozen groups, and a caller usually reads one payment.
    """

    __slots__ = ("n", "have", "starts", "groups", "size")

    def __init__(self, n: int, have: tuple) -> None:
        self.n = n
        self.have = have
        have_a, have_b, have_c, have_d = have
        others = have_c + have_d
        pairs = _pairs_upto(have_c, have_d)
        starts: list = []
        groups: list = []
        size = 0
        # k from 0 to 2n, but a payment with k replaced units needs n - k <= have_b (the b's paid
        # as they are, see least + n - k <= have_b below) and 2n + 2k materials in all
        k_high = (have_a + have_b + others) // 2 - n
        if k_high > 2 * n:
            k_high = 2 * n
        for k in range(n - have_b if n > have_b else 0, k_high + 1):
            total = 2 * n + 2 * k
            least = k - n if k > n else 0
            most = n if n < k else k
            # the p_a with low <= high below: n - p_a <= most and n - p_a <= (n + 3k - p_a) // 4
            # hold exactly for p_a >= n - k, least <= (n + 3k - p_a) // 4 for p_a <= n + 3k - 4 least;
            # and first >= last needs have_b >= last: have_b + others >= top (p_a >= total -
            # have_b - others) and have_b >= low + n - k (p_a >= 2n - k - have_b, least + n - k <= have_b)
            bottom = n - k if n > k else 0
            if bottom < total - have_b - others:
                bottom = total - have_b - others
            if bottom < 2 * n - k - have_b:
                bottom = 2 * n - k - have_b
            top_a = n + 3 * k - 4 * least
            if top_a > have_a:
                top_a = have_a
            if top_a > total:
                top_a = total
            nk = n - k
            quarter = n + 3 * k
            for p_a in range(top_a, bottom - 1, -1):
                # _interval(n, k, p_a, p_b) for every p_b at once: with the bounds of sub_a that
                # do not depend on p_b (low, high), the split exists exactly for p_b in
                # low + n - k .. 4 high + n - k; and the others must hold the rest.
                high = (quarter - p_a) >> 2
                if high > most:
                    high = most
                top = total - p_a
                first = 4 * high + nk
                if first > have_b:
                    first = have_b
                if first > top:
                    first = top
                last = (n - p_a if n - p_a > least else least) + nk      # low + n - k
                if last < top - others:
                    last = top - others
                if first < last:
                    continue
                starts.append(size)
                groups.append((p_a, first, last, top))
                # the (c, d) that hand over the rest, for rest = top - first .. top - last
                size += pairs[top - last + 1] - pairs[top - first]
        self.starts = starts
        self.groups = groups
        self.size = size

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, index):
        if type(index) is not int or not 0 <= index < self.size:    # the usual case checked first
            if isinstance(index, slice):
                return tuple(self)[index]
            if index < 0:
                index += self.size
            if not 0 <= index < self.size:
                raise IndexError(index)
        group = bisect_right(self.starts, index) - 1
        p_a, p_b, _last, top = self.groups[group]
        index -= self.starts[group]
        have_c, have_d = self.have[2], self.have[3]
        while True:
            rest = top - p_b
            high = rest if rest < have_c else have_c
            count = high - (rest - have_d if rest > have_d else 0) + 1
            if index < count:
                p_c = high - index
                return (p_a, p_b, p_c, rest - p_c)
            index -= count
            p_b -= 1

    def __iter__(self):
        have_c, have_d = self.have[2], self.have[3]
        for p_a, first, last, top in self.groups:
            for p_b in range(first, last - 1, -1):
                rest = top - p_b
                for p_c in range(min(rest, have_c), max(0, rest - have_d) - 1, -1):
                    yield (p_a, p_b, p_c, rest - p_c)

    def __contains__(self, vector) -> bool:
        if not isinstance(vector, tuple) or len(vector) != 4:
            return False
        n = self.n
        if any(not 0 <= count <= have for count, have in zip(vector, self.have)):
            return False
        extra = sum(vector) - 2 * n                 # = 2k
        if extra < 0 or extra % 2 or extra > 4 * n:
            return False
        return _interval(n, extra // 2, vector[0], vector[1])


def single_payments(stock: Stock, a: int, b: int) -> tuple:
    """Every distinct payment of ONE unit of a or of b (D3 "one of the two"), cheapest first:
    a unit of a, of b, then three others in place of one of them (R0), each way once."""
    substitutes, fits = _SUBSTITUTES[a, b]
    s0, s1, s2, s3 = stock
    # the substitutes the stock holds: those no material of which asks for more than it has
    held = (fits[0][s0 if s0 < 3 else 3] & fits[1][s1 if s1 < 3 else 3] & fits[2][s2 if s2 < 3 else 3]
            & fits[3][s3 if s3 < 3 else 3])
    found = [_UNITS[a]] if stock[a] else []            # a unit of a, of b, as they are
    if stock[b]:
        found.append(_UNITS[b])
    while held:                                         # in their order: the lowest bit first
        low = held & -held
        found.append(substitutes[low.bit_length() - 1])
        held ^= low
    return tuple(found)


def _threes(wanted: int) -> tuple:
    """The ways to hand three materials other than `wanted` (R0: in place of one unit of it)."""
    others = [m for m in range(4) if m != wanted]
    found = []
    for first in range(3):
        for second in range(first, 3):
            for third in range(second, 3):
                vector = [0, 0, 0, 0]
                vector[others[first]] += 1
                vector[others[second]] += 1
                vector[others[third]] += 1
                found.append(tuple(vector))
    return tuple(found)


_THREES = tuple(_threes(wanted) for wanted in range(4))
_UNITS = ((1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1))


def _fits(substitutes: tuple) -> tuple:
    """fits[m][held]: the substitutes (bit i: the i-th) that ask for no more than `held` (0..3)
    units of material m."""
    return tuple(tuple(sum(1 << i for i, vector in enumerate(substitutes) if vector[m] <= held) for held in range(4))
                 for m in range(4))


# _SUBSTITUTES[a, b]: (the ways to hand three others for one a or one b (R0), each once, in the
# order single_payments lists them (sorted, largest first); their `_fits`).
_SUBSTITUTES = {(a, b): (ways, _fits(ways))
                for a in range(4) for b in range(4) if a != b
                for ways in (tuple(sorted(set(_THREES[a] + _THREES[b]), reverse=True)),)}
