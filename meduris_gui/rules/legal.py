"""Legal actions of the decider, and why an action is not legal.

`generate` is the only place that decides what may be done; the window, the computer players
and the tests all ask it (through `Game.legal_actions`).
"""

from __future__ import annotations


from .actions import (
    FACE_NAMES, HARVEST, HUT, PAY, PLACE, RETURN, ROLL, SACRIFICE, TAKE, TEMPLE, Action, Choices,
    format_materials,
)
from .board import MATERIAL_NAMES, MAX_SPACES
from .payment import can_pay, canonical_payments, payments, single_payments
from .scoring import size_if_built
from .state import (
    DRUID, EMPTY, FREE, MAIN, OVER, PAY as PH_PAY, RETURN as PH_RETURN, ROLL as PH_ROLL,
    SACRIFICE as PH_SACRIFICE, SETUP, TAKE as PH_TAKE, GameState,
)
from .state import HUT as K_HUT

# Actions are immutable: build each one once and share it.
ROLLS = tuple(Action(ROLL, face) for face in range(6))
_PLACE = tuple(Action(PLACE, m) for m in range(4))
_TAKE = tuple(Action(TAKE, m) for m in range(4))
_RETURN = tuple(Action(RETURN, m) for m in range(4))
_HARVEST = {(h, level, d): Action(HARVEST, h, level, d)
            for h in range(4) for level in (1, 2, 3) for d in range(4) if d != h}
# _HARVEST_FROM[highland][index] = ((target, action), ...) for the worker at that index (0 = bottom)
_HARVEST_FROM = tuple(tuple(tuple((d, _HARVEST[h, index + 1, d]) for d in range(4) if d != h)
                            for index in range(3)) for h in range(4))
SACRIFICE_NONE = Action(SACRIFICE, b=0)
SACRIFICE_TOKEN = Action(SACRIFICE, b=1)
_HEAD = (SACRIFICE_NONE,)
_HEAD_TOKEN = (SACRIFICE_NONE, SACRIFICE_TOKEN)


_PAIRS: dict = {}
_ALL_TRUE = (True,) * 16
_HUTS = tuple(Action(HUT, s) for s in range(MAX_SPACES))
_TEMPLES = tuple(Action(TEMPLE, s) for s in range(MAX_SPACES))


def _pairs(board) -> tuple:
    """(pair index per space, the distinct material pairs): boards are loaded once and kept."""
    cached = _PAIRS.get(id(board))
    if cached is None or cached[0] is not board:
        pairs = tuple(sorted(set(board.space_materials)))
        cached = _PAIRS[id(board)] = (board, tuple(pairs.index(m) for m in board.space_materials), pairs)
    return cached[1], cached[2]


def pay_actions(stock, n: int, a: int, b: int) -> Choices:
    """R0/R1: every way to pay n x a + n x b."""
    canon, position = canonical_payments(stock, n, a, b)
    return Choices((), PAY, (), canon, position)


def sacrifice_actions(stock, a: int, b: int, token: bool) -> Choices:
    """D3/R3: none, the druid token, one of the two materials, both — every way to pay them."""
    canon, position = canonical_payments(stock, 1, a, b)
    return Choices(_HEAD_TOKEN if token else _HEAD, SACRIFICE, single_payments(stock, a, b),
                   canon, position)


def generate(st: GameState) -> tuple:
    """The legal actions of the decider, in a stable order."""
    phase = st.phase
    if phase == PH_ROLL:
        return ROLLS
    if phase == MAIN:
        return _main(st, st.decider)
    if phase == PH_SACRIFICE:
        space = st.ritual[0]
        a, b = st.board.space_materials[space]
        return sacrifice_actions(st.stock[st.decider], a, b, st.token[space] == DRUID)
    if phase == PH_PAY:
        _kind, space, size = st.pending
        a, b = st.board.space_materials[space]
        return pay_actions(st.stock[st.decider], size, a, b)
    if phase == PH_TAKE:
        supply = st.supply
        return tuple(_TAKE[m] for m in range(4) if supply[m])
    if phase == PH_RETURN:
        stock = st.stock[st.decider]
        return tuple(_RETURN[m] for m in range(4) if stock[m])
    if phase == SETUP:
        return tuple(_PLACE[h] for h in range(4) if len(st.towers[h]) < 3)
    return ()


def _main(st: GameState, seat: int) -> tuple:
    """A: every worker to every other highland with room; B/C: every space the seat can pay for."""
    actions = []
    towers = st.towers
    room = [len(tower) < 3 for tower in towers]
    for h in range(4):
        tower = towers[h]
        for index in range(len(tower)):
            # Taking either of two adjacent workers of the same seat gives the same towers.
            if tower[index] == seat and (index == 0 or tower[index - 1] != seat):
                for target, action in _HARVEST_FROM[h][index]:
                    if room[target]:
                        actions.append(action)
    huts = st.huts[seat] > 0
    temples = st.temples[seat] > 0
    if not (huts or temples):
        return tuple(actions)
    stock = st.stock[seat]
    kind = st.kind
    token = st.token
    board = st.board
    n = board.n
    pair_of, pairs = _pairs(board)
    # One unit of each material: decided per material pair, not per space (R0: with six
    # materials in stock any pair can be paid).
    total = stock[0] + stock[1] + stock[2] + stock[3]
    if total >= 6:
        affordable = _ALL_TRUE
    else:
        affordable = [can_pay(stock, 1, a, b) for a, b in pairs]
    hut_actions = _HUTS
    last = n - 1
    for space in range(n):
        if kind[space]:
            continue
        one = affordable[pair_of[space]]
        if huts:
            if token[space] == FREE:
                actions.append(hut_actions[space])
            elif one:
                # R1: only a neighbouring hut makes it dearer than a temple here; a settlement
                # of `size` huts asks for at least 2 x size materials.
                if kind[space - 1] == K_HUT or kind[space + 1 if space < last else 0] == K_HUT:
                    if total >= 4:
                        a, b = pairs[pair_of[space]]
                        if can_pay(stock, 2, a, b):
                            size = size_if_built(kind, n, space)
                            if size == 2 or (total >= 2 * size and can_pay(stock, size, a, b)):
                                actions.append(hut_actions[space])
                else:
                    actions.append(hut_actions[space])
        if temples and one and not token[space]:
            actions.append(_TEMPLES[space])
    return tuple(actions)


def normalize(st: GameState, action: Action) -> Action:
    """The listed form of an action that has several names.

    A: moving either of two adjacent workers of the same player leaves the same towers, so the
    legal actions list only the lowest of them; naming an upper one means the same move.
    """
    if action[0] == HARVEST and 0 <= action[1] < 4 and st.phase == MAIN:
        tower = st.towers[action[1]]
        level = action[2]
        seat = st.decider
        if 1 <= level <= len(tower) and tower[level - 1] == seat:
            while level > 1 and tower[level - 2] == seat:
                level -= 1
            if level != action[2]:
                return _HARVEST.get((action[1], level, action[3]), action)
    return action


def is_legal(st: GameState, action: Action) -> bool:
    """Is `action` one of the legal actions? Accepts the one-step 'build hut 17 pay ...' form
    (and names that `normalize` maps to a listed action)."""
    action = normalize(st, action)
    legal = st._legal
    if action in legal:
        return True
    if action[0] in (HUT, TEMPLE) and action[4] is not None and st.phase == MAIN:
        plain = Action(action[0], action[1])
        if plain not in legal:
            return False
        return tuple(action[4]) in build_payments(st, action[0], action[1])
    return False


def build_payments(st: GameState, verb: str, space: int) -> tuple:
    """The ways the decider can pay for a build on `space` (R0, R1, R3)."""
    a, b = st.board.space_materials[space]
    if verb == HUT:
        if st.token[space] == FREE:
            return ((0, 0, 0, 0),)
        size = size_if_built(st.kind, st.board.n, space)
    else:
        size = 1
    return payments(tuple(st.stock[st.decider]), size, a, b)


# -- explanations --------------------------------------------------------------------------------

_EXPECTED = {
    SETUP: "place a worker", PH_ROLL: "roll the die", PH_TAKE: "take a material (+1)",
    PH_RETURN: "return a material (-1)", MAIN: "harvest, build a hut or erect a temple",
    PH_PAY: "choose how to pay", PH_SACRIFICE: "decide the sacrifice", OVER: "nothing: the game is over",
}
_VERBS = {
    SETUP: (PLACE,), PH_ROLL: (ROLL,), PH_TAKE: (TAKE,), PH_RETURN: (RETURN,),
    MAIN: (HARVEST, HUT, TEMPLE), PH_PAY: (PAY,), PH_SACRIFICE: (SACRIFICE,), OVER: (),
}


def explain(st: GameState, action: Action) -> str:
    """Why `action` is not legal now, in words (English: this is for logs, tools and tests)."""
    who = "chance" if st.decider < 0 else st.colours[st.decider]
    if st.phase == OVER:
        return "the game is over"
    verb = action[0]
    if verb not in _VERBS[st.phase]:
        return f"now {who} must {_EXPECTED[st.phase]}"
    if verb == ROLL:
        return f"the die has no face {action[1]} ({', '.join(FACE_NAMES)})"
    if verb in (PLACE, TAKE, RETURN, HARVEST) and not (0 <= action[1] < 4):
        return "no such material"
    if verb == PLACE:
        return f"the {MATERIAL_NAMES[action[1]]} highland already holds 3 workers (S9)"
    if verb == TAKE:
        return f"the board has no {MATERIAL_NAMES[action[1]]} left (T2)"
    if verb == RETURN:
        return f"{who} has no {MATERIAL_NAMES[action[1]]} to return (T3)"
    if verb == HARVEST:
        return _explain_harvest(st, action, who)
    if verb in (HUT, TEMPLE):
        return _explain_build(st, action, who)
    stock = format_materials(tuple(st.stock[st.decider]))
    if verb == PAY:
        _kind, space, size = st.pending
        a, b = st.board.space_materials[space]
        return (f"{format_materials(action[4])} does not pay {size} {MATERIAL_NAMES[a]} + {size} "
                f"{MATERIAL_NAMES[b]} (R0: one unit may be replaced by three others; {who} has {stock})")
    # SACRIFICE
    space = st.ritual[0]
    if action[4] is None and action[2] == 1:
        return f"there is no druid token under the hut on space {space} (R3)"
    a, b = st.board.space_materials[space]
    return (f"{format_materials(action[4]) if action[4] else 'that'} is not a sacrifice of "
            f"{MATERIAL_NAMES[a]} and/or {MATERIAL_NAMES[b]} that {who} can give (D3, R0; has {stock})")


def _explain_harvest(st: GameState, action: Action, who: str) -> str:
    _verb, source, level, target = action[:4]
    tower = st.towers[source]
    if not (1 <= level <= len(tower)) or tower[level - 1] != st.decider:
        return f"{who} has no worker at level {level} of the {MATERIAL_NAMES[source]} highland"
    if not (0 <= target < 4) or target == source:
        return "a moved worker must leave its highland (A)"
    if len(st.towers[target]) >= 3:
        return f"the {MATERIAL_NAMES[target]} highland already holds 3 workers (A)"
    return "not a legal big harvest now (A)"


def _explain_build(st: GameState, action: Action, who: str) -> str:
    verb, space = action[0], action[1]
    n = st.board.n
    if not (0 <= space < n):
        return f"there is no space {space} (0..{n - 1})"
    if st.kind[space] != EMPTY:
        return f"space {space} is already built"
    seat = st.decider
    if verb == HUT and not st.huts[seat]:
        return f"{who} has no hut left"
    if verb == TEMPLE and not st.temples[seat]:
        return f"{who} has no temple left"
    if verb == TEMPLE and st.token[space]:
        return f"a temple cannot stand on a bonus token (C): space {space}"
    a, b = st.board.space_materials[space]
    size = 1 if verb == TEMPLE else size_if_built(st.kind, n, space)
    stock = format_materials(tuple(st.stock[seat]))
    if action[4] is not None and (verb == TEMPLE or st.token[space] != FREE) and can_pay(st.stock[seat], size, a, b):
        return (f"{format_materials(action[4])} does not pay {size} {MATERIAL_NAMES[a]} + {size} "
                f"{MATERIAL_NAMES[b]} (R0, R1; {who} has {stock})")
    if action[4] is not None and verb == HUT and st.token[space] == FREE:
        return f"the hut on space {space} is free (R3): give no payment"
    return (f"{who} cannot pay {size} {MATERIAL_NAMES[a]} + {size} {MATERIAL_NAMES[b]} for space {space} "
            f"(R0, R1; has {stock})")


__all__ = ["generate", "is_legal", "explain", "build_payments", "ROLLS"]
