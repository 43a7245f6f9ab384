"""Legal actions of the decider, and why an action is not legal.

`generate` is the only place that decides what may be done; the window, the computer players
and the tests all ask it (through `Game.legal_actions`).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right, insort
from functools import lru_cache
from itertools import compress

from .actions import (
    FACE_NAMES, HARVEST, HUT, PAY, PLACE, RETURN, ROLL, SACRIFICE, TAKE, TEMPLE, Action,
    format_materials,
)
from .board import MATERIAL_NAMES, MAX_SPACES
from meduris_gui.fileformat import N_, NC_, Text, Word
from .choices import Choices, at, sized
from .kinds import Building, Offer, Phase, Token
from .payment import can_pay, canonical_payments, payments, single_payments
from .price import build_units
from .scoring import settlement_size
from .state import GameState

# The kinds the hot paths test, bound once as plain ints (see engine.py and kinds.py).
_ROLL, _MAIN, _SACRIFICE, _PAY, _TAKE, _RETURN, _SETUP = map(int, (
    Phase.ROLL, Phase.MAIN, Phase.SACRIFICE, Phase.PAY, Phase.TAKE, Phase.RETURN, Phase.SETUP))
_HUT, _FREE, _DRUID = int(Building.HUT), int(Token.FREE), int(Token.DRUID)

# Actions are immutable: build each one once and share it.
ROLLS = tuple(Action.roll(face) for face in range(6))
_PLACES = tuple(Action.place(m) for m in range(4))
_TAKES = tuple(Action.take(m) for m in range(4))
_RETURNS = tuple(Action.give_back(m) for m in range(4))
# _TAKES_OF[mask] = the actions of the materials whose bit is set in `mask`, in order (T2, T3, S9).
_TAKES_OF, _RETURNS_OF, _PLACES_OF = (tuple(tuple(actions[m] for m in range(4) if mask >> m & 1) for mask in range(16))
                                      for actions in (_TAKES, _RETURNS, _PLACES))
_HARVEST = {(h, level, d): Action.harvest(h, level, d)
            for h in range(4) for level in (1, 2, 3) for d in range(4) if d != h}
# _HARVEST_FROM[highland][index] = ((target, action), ...) for the worker at that index (0 = bottom)
_HARVEST_FROM = tuple(tuple(tuple((d, _HARVEST[h, index + 1, d]) for d in range(4) if d != h)
                            for index in range(3)) for h in range(4))
# _HARVEST_TO[highland][index][room] = the moves of that worker to the highlands whose bit is set
# in `room` (the highlands with fewer than 3 workers), in the listed order.
_HARVEST_TO = tuple(tuple(tuple(tuple(action for target, action in _HARVEST_FROM[h][index] if room >> target & 1)
                                for room in range(16)) for index in range(3)) for h in range(4))
SACRIFICE_NONE = Action.sacrifice()
SACRIFICE_TOKEN = Action.sacrifice(token=True)
_HEAD = (SACRIFICE_NONE,)
_HEAD_TOKEN = (SACRIFICE_NONE, SACRIFICE_TOKEN)


_HUTS = tuple(Action.hut(s) for s in range(MAX_SPACES))
_TEMPLES = tuple(Action.temple(s) for s in range(MAX_SPACES))


def pay_actions(stock, n: int, a: int, b: int) -> Choices:
    """R0/R1: every way to pay n x a + n x b."""
    return Choices(*_pay_parts(stock, n, a, b))


def _pay_parts(stock, n: int, a: int, b: int) -> tuple:
    canon, position = canonical_payments(stock, n, a, b)
    return (), PAY, (), canon, position


def sacrifice_actions(stock, a: int, b: int, token: bool) -> Choices:
    """D3/R3: none, the druid token, one of the two materials, both — every way to pay them."""
    return Choices(*_sacrifice_parts(stock, a, b, token))


def _sacrifice_parts(stock, a: int, b: int, token: bool) -> tuple:
    canon, position = canonical_payments(stock, 1, a, b)
    return _HEAD_TOKEN if token else _HEAD, SACRIFICE, single_payments(stock, a, b), canon, position


def payment_ways(st: GameState) -> tuple:
    """The decider's payments or sacrifices, for a random playout to draw one without making the
    list: (1, the only action) for a forced step (D3: "none" with nothing to offer), else (their
    number, the parts of their Choices: `choices.at(*parts, index)` is `generate(st)[index]`).
    A payment's ways come from payment.canonical_payments, which remembers them per stock shape.
    A sacrifice's only depend on the decider's stock, the two materials asked and the druid
    token, so they are remembered per such key (`_DRAWS`): a game meets the same ones again and
    again (a payment's key, with the price, rarely comes back)."""
    stock = st.stock[st.decider]
    if st.phase == _PAY:
        _kind, space, n = st.pending                 # R1: n units of each
        a, b = st.board.space_materials[space]
        return sized(_pay_parts(stock, n, a, b))
    space = st.ritual[0]                             # D3; R3: with the druid token under the hut
    token = st.token[space] == _DRUID
    a, b = st.board.space_materials[space]
    key = (stock[0], stock[1], stock[2], stock[3], a, b, token)
    found = _DRAWS.get(key)
    if found is None:
        if len(_DRAWS) >= _DRAWS_MAX:
            _DRAWS.clear()
        found = _DRAWS[key] = sized(_sacrifice_parts(key[:4], a, b, token))
    return found


# payment_ways's memo: (stock counts, a, b, the druid token) -> sized(...)
_DRAWS: dict = {}
_DRAWS_MAX = 1 << 16


def generate(st: GameState) -> tuple:
    """The legal actions of the decider, in a stable order."""
    phase = st.phase
    if phase == _ROLL:
        return ROLLS
    if phase == _MAIN:
        return _main(st, st.decider)
    if phase == _TAKE:                  # T2: only a material the board supply still has
        supply = st.supply
        return _TAKES_OF[(supply[0] > 0) | (supply[1] > 0) << 1 | (supply[2] > 0) << 2 | (supply[3] > 0) << 3]
    if phase == _RETURN:                # T3: only a material the player has
        stock = st.stock[st.decider]
        return _RETURNS_OF[(stock[0] > 0) | (stock[1] > 0) << 1 | (stock[2] > 0) << 2 | (stock[3] > 0) << 3]
    if phase == _SACRIFICE:
        space = st.ritual[0]
        a, b = st.board.space_materials[space]
        return sacrifice_actions(st.stock[st.decider], a, b, st.token[space] == _DRUID)
    if phase == _PAY:
        _kind, space, size = st.pending
        a, b = st.board.space_materials[space]
        return pay_actions(st.stock[st.decider], size, a, b)
    if phase == _SETUP:                 # S9: any highland with fewer than 3 workers
        towers = st.towers
        return _PLACES_OF[(len(towers[0]) < 3) | (len(towers[1]) < 3) << 1 | (len(towers[2]) < 3) << 2
                          | (len(towers[3]) < 3) << 3]
    return ()


def _main(st: GameState, seat: int) -> tuple:
    """A: every worker to every other highland with room; B/C: every space the seat can pay for."""
    actions = _harvests(st.towers, seat)
    _builds(st, seat, st.stock[seat], actions)
    return tuple(actions)


def _harvests(towers: list, seat: int) -> list:
    """A: the seat's big harvests, in the listed order (a new list)."""
    t0, t1, t2, t3 = towers
    room = (len(t0) < 3) | (len(t1) < 3) << 1 | (len(t2) < 3) << 2 | (len(t3) < 3) << 3
    actions: list = []
    for h in range(4):
        tower = towers[h]
        if seat in tower:
            # Taking either of two adjacent workers of the same seat gives the same towers: the
            # lowest of each run of the seat's workers moves.
            moves = _HARVEST_TO[h]
            index = tower.index(seat)
            actions += moves[index][room]
            # a run higher up, another seat between: with at most 3 workers a tower, only the
            # top one above the seat's bottom worker
            if index + 3 == len(tower) and tower[2] == seat and tower[1] != seat:
                actions += moves[2][room]
    return actions


def builds(st: GameState, seat: int, stock) -> tuple:
    """B/C: the huts and temples `seat` could build and pay for with `stock` on the board as it is
    (its pieces left, R0 substitutions included): what its main decision would offer with that
    stock. For the hints' facts (ai/explain.py): "+1", "−1" and payments change the stock."""
    actions: list = []
    _builds(st, seat, stock, actions)
    return tuple(actions)


def _builds(st: GameState, seat: int, stock, actions: list) -> None:
    """Append to `actions` every build `seat` can pay for with `stock` (B/C, R0, R1, R3), space
    by space (a hut before a temple)."""
    huts = st.huts[seat] > 0
    temples = st.temples[seat] > 0
    if not (huts or temples):
        return
    units = _units_of(tuple(stock))
    hut_actions, temple_actions = _HUTS, _TEMPLES
    for space, pair, asked, temple in sites_of(st).entries:
        most = units[pair]
        if huts and asked <= most:
            actions.append(hut_actions[space])
        if temples and temple and most:
            actions.append(temple_actions[space])


def main_choice(st: GameState, below, bits=None) -> tuple:
    """A main decision of a random playout, without listing the legal actions: (the action,
    whether it was a choice). `below(k)` draws an index in 0..k-1 (Random._randbelow); the
    action is the one `generate(st)[below(len(generate(st)))]` gives, the same draw of the same
    list. `bits`: the generator's getrandbits when `below` is Random's own
    _randbelow_with_getrandbits, which is then drawn inline (one call less). A position with a
    single legal action is a forced step: no draw, not a choice."""
    seat = st.decider
    harvests = _harvests(st.towers, seat)
    count = len(harvests)
    huts = st.huts[seat] > 0
    temples = st.temples[seat] > 0
    if huts or temples:
        sites = st._sites                                     # sites_of(st), inline
        if sites is None or not (sites.kind_of is st.kind and sites.token_of is st.token):
            sites = sites_of(st)
        units = _units_of(tuple(st.stock[seat]))
        # Sites.count, inline: the huts each pair pays for (bisected), its temples if it pays
        if huts:
            count += sum(map(bisect_right, sites.hut_units, units))
        if temples:
            count += sum(compress(sites.temples, units))
    if count == 1:
        return (harvests[0] if harvests else _main(st, seat)[0]), False
    if bits is None or not count:
        index = below(count)                                  # (an empty range raises there)
    else:                                                     # _randbelow_with_getrandbits
        width = count.bit_length()
        index = bits(width)
        while index >= count:
            index = bits(width)
    index -= len(harvests)
    if index < 0:
        return harvests[index], True
    # The index-th build, space by space (a hut before a temple), counted from the nearer end.
    hut_most = units if huts else _NO_HUTS            # a hut asks for no more than this pays
    temple_most = units if temples else _NO_TEMPLES   # a temple asks for one of each (C)
    later = count - len(harvests) - 1 - index         # builds listed after it
    if index <= later:
        for space, pair, asked, temple in sites.entries:
            if asked <= hut_most[pair]:
                if not index:
                    return _HUTS[space], True
                index -= 1
            if temple and temple_most[pair]:
                if not index:
                    return _TEMPLES[space], True
                index -= 1
    else:
        for space, pair, asked, temple in reversed(sites.entries):
            if temple and temple_most[pair]:
                if not later:
                    return _TEMPLES[space], True
                later -= 1
            if asked <= hut_most[pair]:
                if not later:
                    return _HUTS[space], True
                later -= 1
    raise AssertionError("the count of builds and their list disagree")    # pragma: no cover


# main_choice with no piece of that kind left: a hut asks for at least 0 units, a temple for some
_NO_HUTS, _NO_TEMPLES = (-1,) * 6, (0,) * 6


# -- the empty spaces, kept up to date as pieces are built ------------------------------------------

# The unordered material pairs: what a seat can pay for a space only depends on which two
# materials it asks for, not on their order (R0, R1).
PAIRS = ((0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3))
_PAIR_OF = {pair: index for index, (a, b) in enumerate(PAIRS) for pair in ((a, b), (b, a))}


def most_units(stock) -> tuple:
    """For each pair (a, b) of PAIRS: the largest n such that n x a + n x b can be paid from
    `stock` (R0: each missing unit by three other materials), i.e. `can_pay(stock, n, a, b)`
    exactly for n up to it. Paying every unit it can directly, a payment of n units of each
    hands over 2n materials plus two for each missing unit, so n is the largest with
    2n + 2 max(0, n - stock[a]) + 2 max(0, n - stock[b]) <= total. That sum is the largest of
    its linear pieces 2n, 4n - 2 stock[a], 4n - 2 stock[b], 6n - 2 stock[a] - 2 stock[b] (each
    missing unit counted or not), so n is the least of what each piece allows. The first piece
    never decides: (total + 2 stock[a] + 2 stock[b]) // 6 <= total // 2."""
    s0, s1, s2, s3 = stock
    total = s0 + s1 + s2 + s3
    s0 += s0
    s1 += s1
    s2 += s2
    s3 += s3
    # per material: the n allowed when it is partly paid by three others
    q0, q1, q2, q3 = (total + s0) >> 2, (total + s1) >> 2, (total + s2) >> 2, (total + s3) >> 2
    # per pair: the least of its two materials' and of both partly paid (conditional
    # expressions: min() is a slow call here, and this runs at nearly every main decision)
    n01, n02, n03, n12, n13, n23 = ((total + s0 + s1) // 6, (total + s0 + s2) // 6, (total + s0 + s3) // 6,
                                    (total + s1 + s2) // 6, (total + s1 + s3) // 6, (total + s2 + s3) // 6)
    n0, n1, n2 = (q0 if q0 < q1 else q1), (q0 if q0 < q2 else q2), (q0 if q0 < q3 else q3)
    n3, n4, n5 = (q1 if q1 < q2 else q2), (q1 if q1 < q3 else q3), (q2 if q2 < q3 else q3)
    return (n0 if n0 < n01 else n01, n1 if n1 < n02 else n02, n2 if n2 < n03 else n03,
            n3 if n3 < n12 else n12, n4 if n4 < n13 else n13, n5 if n5 < n23 else n23)


# most_units of a stock as a tuple, remembered: a game meets the same stocks again and again.
_units_of = lru_cache(maxsize=1 << 16)(most_units)


class Sites:
    """The empty spaces of a board and what a build on each asks for, for the legal builds (B,
    C, R1, R3): per empty space, in ring order, (space, pair, hut units, temple allowed): the
    index of its two materials in PAIRS, the units of each a hut there asks for (the size of
    the settlement it would make, R1; 0 on a free-hut token, R3), whether a temple may stand
    there (no bonus token, C; a temple asks one unit of each). A seat can pay a build when it
    asks for no more units than `most_units` gives for its pair, so a decision works that out
    once per pair instead of once per space, and counts its builds by bisecting `hut_units`.

    The engine keeps it with the state (`GameState._sites`) and makes a new one as each piece is
    built (`after_build`: only the spaces at the ends of a grown settlement change price); a
    Sites is never changed once made, so copies of a state share it. `kind` and `token` are
    copies of the lists it was made from: `sites_of` makes it again when a state no longer
    matches them (a state set up or loaded). `kind_of` and `token_of` are the state's own lists
    it was made from or last found equal to: while a state still holds those very lists, only
    the engine has changed them, and it replaced the Sites as it did (a state changed by hand in
    place asks `engine.legal_actions(state, fresh=True)`, as for its legal actions), so the
    engine's steps check them by identity and compare the contents only after a copy or a load."""

    __slots__ = ("kind", "token", "entries", "spaces", "hut_units", "temples", "kind_of", "token_of")

    def __init__(self, kind: list, token: list, entries: list, hut_units: list, temples: list,
                 spaces: list | None = None) -> None:
        self.kind_of = kind             # the state's lists it was made from
        self.token_of = token
        self.kind = kind[:]             # ... and their contents then
        self.token = token[:]
        self.entries = entries          # (space, pair, hut units, temple allowed), by space
        self.spaces = [entry[0] for entry in entries] if spaces is None else spaces
        self.hut_units = hut_units      # per pair: the hut units of its empty spaces, sorted
        self.temples = temples          # per pair: its empty spaces a temple may stand on

    @classmethod
    def scan(cls, kind: list, token: list, board) -> "Sites":
        """Every empty space of the board, from scratch."""
        n = board.n
        materials = board.space_materials
        entries = []
        hut_units: list = [[] for _ in PAIRS]
        temples = [0] * len(PAIRS)
        for space in range(n):
            if kind[space]:
                continue
            mark = token[space]
            pair = _PAIR_OF[materials[space]]
            units = 0 if mark == _FREE else settlement_size(kind, n, space)
            hut_units[pair].append(units)
            if not mark:
                temples[pair] += 1
            entries.append((space, pair, units, not mark))
        for units in hut_units:
            units.sort()
        return cls(kind, token, entries, hut_units, temples)

    def after_build(self, kind: list, token: list, board, space: int) -> "Sites":
        """The sites once a piece stands on `space` (`kind`, `token`: the state's lists after
        it; this Sites matched them before)."""
        index = bisect_left(self.spaces, space)
        entries = self.entries[:]
        spaces = self.spaces[:]
        hut_units = self.hut_units[:]
        temples = self.temples
        _space, pair, units, temple = entries.pop(index)
        del spaces[index]
        hut_units[pair] = changed = hut_units[pair][:]
        changed.remove(units)
        if temple:
            temples = temples[:]
            temples[pair] -= 1
        if kind[space] == _HUT and entries:
            # R1: the settlement the hut joins grew; the empty spaces at its two ends now ask for
            # more: each for the new hut and the huts beyond it (a temple there ends it, and a
            # temple's price never changes).
            n = board.n
            back, behind = space - 1 if space else n - 1, 0
            while kind[back] == _HUT and back != space:
                back, behind = back - 1 if back else n - 1, behind + 1
            ahead, before = space + 1 if space + 1 < n else 0, 0
            while kind[ahead] == _HUT and ahead != space:
                ahead, before = ahead + 1 if ahead + 1 < n else 0, before + 1
            ends = ((back, 0),) if back == ahead else ((back, 1 + before), (ahead, 1 + behind))
            for end, grown in ends:
                if kind[end] or token[end] == _FREE:
                    continue
                at = bisect_left(spaces, end)
                _end, pair, old, temple = entries[at]
                # the one space left without a hut: its settlement is the whole ring
                new = old + grown if grown else settlement_size(kind, n, end)
                entries[at] = (end, pair, new, temple)
                if hut_units[pair] is self.hut_units[pair]:
                    hut_units[pair] = hut_units[pair][:]
                changed = hut_units[pair]
                changed.remove(old)
                insort(changed, new)
        return Sites(kind, token, entries, hut_units, temples, spaces)

    def token_used(self, token: list) -> "Sites":
        """The sites once a token under a hut went to the box (R3: the druid token; `token`: the
        state's list after it; this Sites matched it before): the empty spaces are the same."""
        new = Sites.__new__(Sites)
        new.kind, new.kind_of, new.token, new.token_of = self.kind, self.kind_of, token[:], token
        new.entries, new.spaces, new.hut_units, new.temples = self.entries, self.spaces, self.hut_units, self.temples
        return new

    def count(self, units: list, huts: bool, temples: bool) -> int:
        """How many builds a seat that can pay `units` (most_units) for each pair may choose,
        with pieces of the kinds `huts`, `temples` left: per pair, its hut spaces asking for no
        more than it pays (bisected) and, if it pays at all, its temple spaces."""
        return ((sum(map(bisect_right, self.hut_units, units)) if huts else 0)
                + (sum(compress(self.temples, units)) if temples else 0))


def current_sites(st: GameState) -> Sites | None:
    """The state's Sites if it still describes the state (see Sites), else None."""
    sites = st._sites
    if sites is None or (sites.kind_of is st.kind and sites.token_of is st.token):
        return sites
    if sites.kind == st.kind and sites.token == st.token:       # a copy or a load
        sites.kind_of, sites.token_of = st.kind, st.token
        return sites
    return None


def sites_of(st: GameState) -> Sites:
    """The state's Sites, made again if the state no longer matches it."""
    sites = st._sites
    if sites is None or not (sites.kind_of is st.kind and sites.token_of is st.token):
        sites = current_sites(st)
        if sites is None:
            sites = st._sites = Sites.scan(st.kind, st.token, st.board)
    return sites


def normalize(st: GameState, action: Action) -> Action:
    """The listed form of an action that has several names.

    A: moving either of two adjacent workers of the same player leaves the same towers, so the
    legal actions list only the lowest of them; naming an upper one means the same move.
    """
    if action.verb == HARVEST and 0 <= action.highland < 4 and st.phase == _MAIN:
        tower = st.towers[action.highland]
        level = action.level
        seat = st.decider
        if 1 <= level <= len(tower) and tower[level - 1] == seat:
            while level > 1 and tower[level - 2] == seat:
                level -= 1
            if level != action.level:
                return _HARVEST.get((action.highland, level, action.to_highland), action)
    return action


def is_legal(st: GameState, action: Action) -> bool:
    """Is `action` one of the legal actions? Accepts the one-step 'build hut 17 pay ...' form
    (and names that `normalize` maps to a listed action)."""
    action = normalize(st, action)
    legal = st._legal
    if action in legal:
        return True
    if action.is_build and action.payment is not None and st.phase == _MAIN:
        if action.unpaid() not in legal:
            return False
        return tuple(action.payment) in build_payments(st, action.verb, action.space)
    return False


def build_payments(st: GameState, verb: str, space: int) -> tuple:
    """The ways the decider can pay for a build on `space` (R0, R1, R3)."""
    a, b = st.board.space_materials[space]
    units = build_units(st.kind, st.token, st.board.n, verb, space)
    if units == 0:                                               # R3: a free hut
        return ((0, 0, 0, 0),)
    return payments(tuple(st.stock[st.decider]), units, a, b)


# -- explanations --------------------------------------------------------------------------------

# Translators: what the player whose turn it is must do now; fills {task} in "now {who} must {task}".
_EXPECTED = {
    Phase.SETUP: N_("place a worker"), Phase.ROLL: N_("roll the die"), Phase.TAKE: N_("take a material (+1)"),
    Phase.RETURN: N_("return a material (-1)"), Phase.MAIN: N_("harvest, build a hut or erect a temple"),
    Phase.PAY: N_("choose how to pay"), Phase.SACRIFICE: N_("decide the sacrifice"),
    Phase.OVER: N_("nothing: the game is over"),
}
_VERBS = {
    Phase.SETUP: (PLACE,), Phase.ROLL: (ROLL,), Phase.TAKE: (TAKE,), Phase.RETURN: (RETURN,),
    Phase.MAIN: (HARVEST, HUT, TEMPLE), Phase.PAY: (PAY,), Phase.SACRIFICE: (SACRIFICE,), Phase.OVER: (),
}
# The word each verb's first field is read as, for the explanations below.
_FIELD = {ROLL: "face", PLACE: "highland", TAKE: "material", RETURN: "material", HARVEST: "highland"}
# Translators: a player named by colour in the reason a move is not allowed ("purple has no hut left").
_WHO = {"purple": NC_("player", "purple"), "blue": NC_("player", "blue"), "green": NC_("player", "green"),
        "red": NC_("player", "red")}


def _who(st: GameState) -> str:
    if st.decider < 0:
        return Word(N_("chance"))
    colour = st.colours[st.decider]
    return Word(_WHO[colour], "player") if colour in _WHO else colour


def _stock(counts) -> str:
    """Materials as the notation writes them ("2wood,stone", "nothing"), as a Text whose material
    names (and "nothing") the window translates: "2Holz,Stein". The English is format_materials'."""
    if not any(counts):
        return Word(N_("nothing"))
    parts, values = [], {}
    for index, count in enumerate(counts):
        if count:
            parts.append(f"{count if count > 1 else ''}{{m{index}}}")
            values[f"m{index}"] = _material(index)
    return Text(",".join(parts), **values)


def _material(index: int) -> str:
    """A material's name, translated where shown (the catalogs' "material" words)."""
    return Word(MATERIAL_NAMES[index], "material")


def explain(st: GameState, action: Action) -> str:
    """Why `action` is not legal now, in words: English (logs, tools, tests), as a fileformat.Text
    the window can say in the player's language."""
    who = _who(st)
    if st.phase == Phase.OVER:
        return Text(N_("the game is over"))
    verb = action.verb
    if verb not in _VERBS[st.phase]:
        return Text(N_("now {who} must {task}"), who=who, task=Word(_EXPECTED[st.phase]))
    if verb == ROLL:
        return Text(N_("the die has no face {face} ({faces})"), face=action.face, faces=", ".join(FACE_NAMES))
    if verb in (PLACE, TAKE, RETURN, HARVEST):
        return _explain_material(st, action, who)
    if verb in (HUT, TEMPLE):
        return _explain_build(st, action, who)
    stock = _stock(st.stock[st.decider])
    if verb == PAY:
        _kind, space, size = st.pending
        a, b = st.board.space_materials[space]
        return Text(N_("{payment} does not pay {size} {first} + {size} {second} (R0: one unit may be replaced "
                       "by three others; {who} has {stock})"), payment=_stock(action.payment), size=size,
                    first=_material(a), second=_material(b), who=who, stock=stock)
    # SACRIFICE
    space = st.ritual[0]
    if action.offer == Offer.TOKEN:
        return Text(N_("there is no druid token under the hut on space {space} (R3)"), space=space)
    a, b = st.board.space_materials[space]
    return Text(N_("{payment} is not a sacrifice of {first} and/or {second} that {who} can give (D3, R0; has {stock})"),
                payment=_stock(action.payment) if action.payment else Word(N_("that")),
                first=_material(a), second=_material(b), who=who, stock=stock)


def _explain_material(st: GameState, action: Action, who: str) -> str:
    """place / take / return / harvest: the material or highland named is the problem."""
    verb = action.verb
    material = action.highland if verb in (PLACE, HARVEST) else action.material
    if not (0 <= material < 4):
        return Text(N_("no such material"))
    if verb == PLACE:
        return Text(N_("the {material} highland already holds 3 workers (S9)"), material=_material(material))
    if verb == TAKE:
        return Text(N_("the board has no {material} left (T2)"), material=_material(material))
    if verb == RETURN:
        return Text(N_("{who} has no {material} to return (T3)"), who=who, material=_material(material))
    return _explain_harvest(st, action, who)


def _explain_harvest(st: GameState, action: Action, who: str) -> str:
    source, level, target = action.highland, action.level, action.to_highland
    tower = st.towers[source]
    if not (1 <= level <= len(tower)) or tower[level - 1] != st.decider:
        return Text(N_("{who} has no worker at level {level} of the {material} highland"), who=who, level=level,
                    material=_material(source))
    if not (0 <= target < 4) or target == source:
        return Text(N_("a moved worker must leave its highland (A)"))
    if len(st.towers[target]) >= 3:
        return Text(N_("the {material} highland already holds 3 workers (A)"), material=_material(target))
    return Text(N_("not a legal big harvest now (A)"))


def _explain_build(st: GameState, action: Action, who: str) -> str:
    verb, space, paid = action.verb, action.space, action.payment
    n = st.board.n
    if not (0 <= space < n):
        return Text(N_("there is no space {space} (0..{last})"), space=space, last=n - 1)
    if st.kind[space] != Building.EMPTY:
        return Text(N_("space {space} is already built"), space=space)
    seat = st.decider
    if verb == HUT and not st.huts[seat]:
        return Text(N_("{who} has no hut left"), who=who)
    if verb == TEMPLE and not st.temples[seat]:
        return Text(N_("{who} has no temple left"), who=who)
    if verb == TEMPLE and st.token[space]:
        return Text(N_("a temple cannot stand on a bonus token (C): space {space}"), space=space)
    a, b = st.board.space_materials[space]
    units = build_units(st.kind, st.token, n, verb, space)
    stock = _stock(st.stock[seat])
    if paid is not None and units == 0:
        return Text(N_("the hut on space {space} is free (R3): give no payment"), space=space)
    if paid is not None and can_pay(st.stock[seat], units, a, b):
        return Text(N_("{payment} does not pay {units} {first} + {units} {second} (R0, R1; {who} has {stock})"),
                    payment=_stock(paid), units=units, first=_material(a), second=_material(b),
                    who=who, stock=stock)
    return Text(N_("{who} cannot pay {units} {first} + {units} {second} for space {space} (R0, R1; has {stock})"),
                who=who, units=units, first=_material(a), second=_material(b), space=space, stock=stock)


__all__ = ["generate", "is_legal", "explain", "build_payments", "builds", "ROLLS"]
