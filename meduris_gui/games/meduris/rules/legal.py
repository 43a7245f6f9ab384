"""Legal actions of the decider, and why an action is not legal.

`generate` is the only place that decides what may be done; the window, the computer players
and the tests all ask it (through `Game.legal_actions`).
"""

from __future__ import annotations


from .actions import (
    FACE_NAMES, HARVEST, HUT, PAY, PLACE, RETURN, ROLL, SACRIFICE, TAKE, TEMPLE, Action,
    format_materials,
)
from .board import MATERIAL_NAMES, MAX_SPACES
from meduris_gui.fileformat import N_, NC_, Text, Word
from .choices import Choices
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
_HARVEST = {(h, level, d): Action.harvest(h, level, d)
            for h in range(4) for level in (1, 2, 3) for d in range(4) if d != h}
# _HARVEST_FROM[highland][index] = ((target, action), ...) for the worker at that index (0 = bottom)
_HARVEST_FROM = tuple(tuple(tuple((d, _HARVEST[h, index + 1, d]) for d in range(4) if d != h)
                            for index in range(3)) for h in range(4))
SACRIFICE_NONE = Action.sacrifice()
SACRIFICE_TOKEN = Action.sacrifice(token=True)
_HEAD = (SACRIFICE_NONE,)
_HEAD_TOKEN = (SACRIFICE_NONE, SACRIFICE_TOKEN)


_ALL_TRUE = (True,) * 16
_HUTS = tuple(Action.hut(s) for s in range(MAX_SPACES))
_TEMPLES = tuple(Action.temple(s) for s in range(MAX_SPACES))


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
    if phase == _ROLL:
        return ROLLS
    if phase == _MAIN:
        return _main(st, st.decider)
    if phase == _SACRIFICE:
        space = st.ritual[0]
        a, b = st.board.space_materials[space]
        return sacrifice_actions(st.stock[st.decider], a, b, st.token[space] == _DRUID)
    if phase == _PAY:
        _kind, space, size = st.pending
        a, b = st.board.space_materials[space]
        return pay_actions(st.stock[st.decider], size, a, b)
    if phase == _TAKE:                  # T2: only a material the board supply still has
        supply = st.supply
        return tuple(_TAKES[m] for m in range(4) if supply[m])
    if phase == _RETURN:                # T3: only a material the player has
        stock = st.stock[st.decider]
        return tuple(_RETURNS[m] for m in range(4) if stock[m])
    if phase == _SETUP:                 # S9: any highland with fewer than 3 workers
        return tuple(_PLACES[h] for h in range(4) if len(st.towers[h]) < 3)
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
    _builds(st, seat, st.stock[seat], actions)
    return tuple(actions)


def builds(st: GameState, seat: int, stock) -> tuple:
    """B/C: the huts and temples `seat` could build and pay for with `stock` on the board as it is
    (its pieces left, R0 substitutions included): what its main decision would offer with that
    stock. For the hints' facts (ai/explain.py): "+1", "−1" and payments change the stock."""
    actions: list = []
    _builds(st, seat, stock, actions)
    return tuple(actions)


def _builds(st: GameState, seat: int, stock, actions: list) -> None:
    """Append to `actions` every build `seat` can pay for with `stock` (B/C, R0, R1, R3)."""
    huts = st.huts[seat] > 0
    temples = st.temples[seat] > 0
    if not (huts or temples):
        return
    kind = st.kind
    token = st.token
    board = st.board
    n = board.n
    pair_of, pairs = board.space_pair, board.pairs
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
            if token[space] == _FREE:                         # R3: free (build_units is 0)
                actions.append(hut_actions[space])
            elif one:
                # R1: only a neighbouring hut makes it dearer than a temple here; a settlement
                # of `size` huts asks for at least 2 x size materials. The neighbours are read
                # inline (board.neighbours): this loop runs for every space at every main step.
                if kind[space - 1] == _HUT or kind[space + 1 if space < last else 0] == _HUT:
                    if total >= 4:
                        a, b = pairs[pair_of[space]]
                        if can_pay(stock, 2, a, b):
                            # the price, price.hut_units, is the settlement's size: no free token here
                            size = settlement_size(kind, n, space)
                            if size == 2 or (total >= 2 * size and can_pay(stock, size, a, b)):
                                actions.append(hut_actions[space])
                else:
                    actions.append(hut_actions[space])
        if temples and one and not token[space]:
            actions.append(_TEMPLES[space])


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
