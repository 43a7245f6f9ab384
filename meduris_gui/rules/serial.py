"""GameState <-> JSON-able dict, validated on load.

A loaded state must be one the rules can reach in spirit: every material counted (S5), every
piece either built or in a reserve (S4), towers of at most 3 workers (S9), rune stones only with
players who have a hut in that territory, a decider that fits the phase. Anything else raises
StateError naming the field and the problem; nothing half-loaded is returned.
"""

from __future__ import annotations

from .actions import FACE_NAMES
from .board import MATERIAL_NAMES, BoardError, load_side
from .legal import generate
from .text import short, space_number
from .scoring import settlement_size
from .setup import SetupError, check_players, pieces_per_player
from .state import (
    CHANCE, DRUID, KIND_NAMES, MAIN, MATERIALS_PER_KIND, OVER, PAY, PHASE_NAMES, RETURN, ROLL,
    RUNE_STONES, SACRIFICE, SETUP, TAKE, TERMINAL, TOKEN_NAMES, GameState, material_dict,
)
from .state import HUT, TEMPLE

FORMAT = "meduris-state"
VERSION = 1


class StateError(ValueError):
    """A saved state is malformed or breaks a rule; the message names the field."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"state: {field}: {problem}")
        self.field = field
        self.problem = problem


def state_to_dict(st: GameState) -> dict:
    decider = {CHANCE: "chance", TERMINAL: "over"}.get(st.decider, st.decider)
    return {
        "format": FORMAT,
        "version": VERSION,
        "side": st.board.side,
        "start_player": st.start_player,
        "players": [
            {"colour": colour, "materials": material_dict(st.stock[p]), "huts": st.huts[p],
             "temples": st.temples[p], "score": st.score[p]}
            for p, colour in enumerate(st.colours)
        ],
        "supply": material_dict(st.supply),
        "buildings": {
            str(s): {"owner": st.owner[s], "kind": KIND_NAMES[st.kind[s]]}
            for s in range(st.board.n) if st.kind[s]
        },
        "bonus_tokens": {str(s): TOKEN_NAMES[t] for s, t in enumerate(st.token) if t},
        "rune_stones": [None if holder < 0 else holder for holder in st.rune],
        "highlands": {MATERIAL_NAMES[h]: list(tower) for h, tower in enumerate(st.towers)},
        "druid": {"rock": st.druid_rock, "space": None if st.druid_space < 0 else st.druid_space},
        "phase": PHASE_NAMES[st.phase],
        "turn": st.turn,
        "decider": decider,
        "queue": list(st.queue),
        "placed": st.placed,
        "pending": None if st.pending is None else {
            "kind": KIND_NAMES[st.pending[0]], "space": st.pending[1], "size": st.pending[2]},
        "ritual": list(st.ritual),
        "last_turns": st.last_turns,
        "last_round": st.last_round,
        "mark": st.mark,
        "die": None if st.die < 0 else FACE_NAMES[st.die],
        "turns": st.turns,
        "final": st.final,
    }


_KEYS = ("format", "version", "side", "start_player", "players", "supply", "buildings", "bonus_tokens",
         "rune_stones", "highlands", "druid", "phase", "turn", "decider", "queue", "placed", "pending",
         "ritual", "last_turns", "last_round", "mark", "die", "turns", "final")


def _get(data: dict, key: str, kind, where: str = ""):
    field = f"{where}{key}"
    if not isinstance(data, dict) or key not in data:
        raise StateError(field, "missing")
    value = data[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        raise StateError(field, f"expected {kinds[0].__name__}, got a boolean")
    if not isinstance(value, kinds):
        raise StateError(field, f"expected {kinds[0].__name__}, got {type(value).__name__}")
    return value


def _int(value, field: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise StateError(field, f"expected a whole number, got {short(value)}")
    if not low <= value <= high:
        raise StateError(field, f"{value} is out of range {low}..{high}")
    return value


def _materials(value, field: str) -> list:
    if not isinstance(value, dict) or set(value) != set(MATERIAL_NAMES):
        raise StateError(field, f"expected counts of {', '.join(MATERIAL_NAMES)}")
    return [_int(value[m], f"{field}.{m}", 0, MATERIALS_PER_KIND) for m in MATERIAL_NAMES]


def state_from_dict(data: dict) -> GameState:
    if not isinstance(data, dict):
        raise StateError("(top)", "a state is a JSON object")
    if data.get("format") != FORMAT:
        raise StateError("format", f"expected {FORMAT!r}, got {short(data.get('format'))}")
    if data.get("version") != VERSION:
        raise StateError("version", f"this game reads version {VERSION}, not {short(data.get('version'))}")
    unknown = sorted(map(str, set(data) - set(_KEYS)))
    if unknown:
        raise StateError(unknown[0], "unknown field")
    try:
        board = load_side(_get(data, "side", str))
    except BoardError as error:
        raise StateError("side", str(error)) from None
    players = _get(data, "players", list)
    colours = []
    for i, player in enumerate(players):
        colours.append(_get(player, "colour", str, f"players[{i}]."))
    try:
        colours = check_players(colours)
    except SetupError as error:
        raise StateError("players", str(error)) from None
    n_players = len(colours)
    seat_max = n_players - 1
    huts0, temples0 = pieces_per_player(n_players)

    st = GameState()
    st.board = board
    st.colours = colours
    st.start_player = _int(data.get("start_player"), "start_player", 0, seat_max)
    st.stock = [_materials(p.get("materials"), f"players[{i}].materials") for i, p in enumerate(players)]
    st.huts = [_int(p.get("huts"), f"players[{i}].huts", 0, huts0) for i, p in enumerate(players)]
    st.temples = [_int(p.get("temples"), f"players[{i}].temples", 0, temples0) for i, p in enumerate(players)]
    st.score = [_int(p.get("score"), f"players[{i}].score", 0, 10 ** 6) for i, p in enumerate(players)]
    st.supply = _materials(data.get("supply"), "supply")
    for m, name in enumerate(MATERIAL_NAMES):                                       # S5
        total = st.supply[m] + sum(stock[m] for stock in st.stock)
        if total != MATERIALS_PER_KIND:
            raise StateError(f"supply.{name}", f"{total} {name} in play; there are {MATERIALS_PER_KIND}")

    n = board.n
    st.owner, st.kind, st.token = [-1] * n, [0] * n, [0] * n
    buildings = _get(data, "buildings", dict)
    for key, building in buildings.items():
        space = _int(_space_key(key, "buildings"), f"buildings.{key}", 0, n - 1)
        kind = _get(building, "kind", str, f"buildings.{key}.")
        if kind not in ("hut", "temple"):
            raise StateError(f"buildings.{key}.kind", f"expected hut or temple, got {short(kind)}")
        st.kind[space] = KIND_NAMES.index(kind)
        st.owner[space] = _int(building.get("owner"), f"buildings.{key}.owner", 0, seat_max)
    for p in range(n_players):                                                      # S4
        built_huts = sum(1 for s in range(n) if st.owner[s] == p and st.kind[s] == HUT)
        built_temples = sum(1 for s in range(n) if st.owner[s] == p and st.kind[s] == TEMPLE)
        if built_huts + st.huts[p] != huts0:
            raise StateError(f"players[{p}].huts", f"{built_huts} built + {st.huts[p]} left is not {huts0}")
        if built_temples + st.temples[p] != temples0:
            raise StateError(f"players[{p}].temples",
                             f"{built_temples} built + {st.temples[p]} left is not {temples0}")
    for key, token in _get(data, "bonus_tokens", dict).items():
        space = _int(_space_key(key, "bonus_tokens"), f"bonus_tokens.{key}", 0, n - 1)
        if token not in TOKEN_NAMES[1:]:
            raise StateError(f"bonus_tokens.{key}", f"unknown token {short(token)}")
        code = TOKEN_NAMES.index(token)
        if st.kind[space] == TEMPLE or (st.kind[space] == HUT and code != DRUID):   # C, R3
            raise StateError(f"bonus_tokens.{key}", f"a {token} token cannot lie under a {KIND_NAMES[st.kind[space]]}")
        st.token[space] = code

    runes = _get(data, "rune_stones", list)
    if len(runes) != RUNE_STONES:
        raise StateError("rune_stones", f"expected {RUNE_STONES} entries, got {len(runes)}")
    st.rune = [-1 if holder is None else _int(holder, f"rune_stones[{t}]", 0, seat_max)
               for t, holder in enumerate(runes)]
    for t, holder in enumerate(st.rune):
        owners = {st.owner[s] for s in board.territories[t].spaces if st.kind[s] == HUT}
        if (holder < 0 and owners) or (holder >= 0 and holder not in owners):
            raise StateError(f"rune_stones[{t}]", "the stone must be with a player who has a hut there (B)")

    highlands = _get(data, "highlands", dict)
    if set(highlands) != set(MATERIAL_NAMES):
        raise StateError("highlands", f"expected {', '.join(MATERIAL_NAMES)}")
    st.towers = []
    for name in MATERIAL_NAMES:
        tower = _get(highlands, name, list, "highlands.")
        if len(tower) > 3:
            raise StateError(f"highlands.{name}", "at most 3 workers stand on a highland (S9)")
        st.towers.append([_int(w, f"highlands.{name}", 0, seat_max) for w in tower])
    st.placed = _int(data.get("placed"), "placed", 0, 12)
    workers = 3 if n_players == 2 else 2
    for p in range(n_players):
        count = sum(tower.count(p) for tower in st.towers)
        expected = min(workers, max(0, (st.placed - (p - st.start_player) % n_players + n_players - 1) // n_players))
        if count != expected:
            raise StateError("highlands", f"{colours[p]} has {count} workers on the highlands, expected {expected}")

    druid = _get(data, "druid", dict)
    st.druid_rock = _int(druid.get("rock"), "druid.rock", 0, board.rock_count)
    space = druid.get("space")
    st.druid_space = -1 if space is None else _int(space, "druid.space", 0, n - 1)
    if st.druid_space >= 0 and st.druid_rock != board.rock_count:
        raise StateError("druid", "he walks the path only after the last rock space (D1)")

    phase = _get(data, "phase", str)
    if phase not in PHASE_NAMES:
        raise StateError("phase", f"unknown phase {short(phase)}")
    st.phase = PHASE_NAMES.index(phase)
    st.turn = _int(data.get("turn"), "turn", 0, seat_max)
    decider = data.get("decider")
    expected = {ROLL: "chance", OVER: "over"}.get(st.phase)
    if expected is not None:
        if decider != expected:
            raise StateError("decider", f"in phase {phase} the decider is {expected!r}")
        st.decider = CHANCE if expected == "chance" else TERMINAL
    else:
        st.decider = _int(decider, "decider", 0, seat_max)
    st.queue = [_int(q, "queue", 0, seat_max) for q in _get(data, "queue", list)]
    pending = data.get("pending")
    if (pending is None) != (st.phase != PAY):
        raise StateError("pending", "a build waits for its payment exactly in phase 'pay'")
    if pending is not None:
        kind = _get(pending, "kind", str, "pending.")
        if kind not in ("hut", "temple"):
            raise StateError("pending.kind", f"expected hut or temple, got {short(kind)}")
        space = _int(pending.get("space"), "pending.space", 0, n - 1)
        if st.kind[space]:
            raise StateError("pending.space", f"space {space} is already built")
        st.pending = (KIND_NAMES.index(kind), space, _int(pending.get("size"), "pending.size", 1, n))
    st.ritual = [_int(s, "ritual", 0, n - 1) for s in _get(data, "ritual", list)]
    if bool(st.ritual) != (st.phase == SACRIFICE):
        raise StateError("ritual", "huts wait for the druid exactly in phase 'sacrifice'")
    for s in st.ritual:
        if st.kind[s] != HUT:
            raise StateError("ritual", f"space {s} holds no hut")
    workers_total = workers * n_players
    if (st.phase == SETUP) != (st.placed < workers_total):
        raise StateError("phase", f"setup lasts exactly until all {workers_total} workers are placed (S9)")
    if st.phase == SETUP and st.decider != (st.start_player + st.placed) % n_players:
        raise StateError("decider", "workers are placed one at a time from the start player clockwise (S9)")
    if st.phase in (MAIN, PAY) and st.decider != st.turn:
        raise StateError("decider", "only the player whose turn it is harvests or builds (A, B, C)")
    if st.phase in (TAKE, RETURN) and st.queue and st.queue[0] == st.decider:
        raise StateError("queue", "the deciding seat is not waiting in the queue as well (T2, T3)")
    if st.pending is not None:
        kind, space, size = st.pending
        expected = 1 if kind == TEMPLE else settlement_size(st.kind, n, space)
        if size != expected:
            raise StateError("pending.size", f"a {KIND_NAMES[kind]} on space {space} costs {expected} of each "
                             f"material now, not {size} (R1, C)")
    if st.ritual and st.decider != st.owner[st.ritual[0]]:
        raise StateError("decider", "the owner of the hut beside the druid decides the sacrifice (D3)")
    st.last_turns = _int(data.get("last_turns"), "last_turns", -1, n_players - 1)
    st.last_round = _get(data, "last_round", bool)
    st.mark = _int(data.get("mark"), "mark", -1, n - 1)
    die = data.get("die")
    if die is not None and die not in FACE_NAMES:
        raise StateError("die", f"unknown face {short(die)}")
    st.die = -1 if die is None else FACE_NAMES.index(die)
    st.turns = _int(data.get("turns"), "turns", 0, 10 ** 6)
    final = data.get("final")
    if (final is None) != (st.phase != OVER):
        raise StateError("final", "the final scoring exists exactly when the game is over")
    if final is not None:
        _check_final(final, n_players)
    st.final = final
    st._legal = generate(st)
    return st


def _check_final(final, players: int) -> None:
    """E3-E5: the final scoring's breakdown, as the engine writes it."""
    if not isinstance(final, dict):
        raise StateError("final", "expected an object")
    for key in ("built", "materials"):
        value = final.get(key)
        if not isinstance(value, list) or len(value) != players or not all(
                isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value):
            raise StateError(f"final.{key}", f"expected {players} whole numbers")
    for key in ("temples", "runes"):
        if not isinstance(final.get(key), list):
            raise StateError(f"final.{key}", "expected a list")
    winners = final.get("winners")
    if not isinstance(winners, list) or not winners or not all(
            isinstance(w, int) and not isinstance(w, bool) and 0 <= w < players for w in winners):
        raise StateError("final.winners", "expected the winning seats")
    if final.get("tie_break") not in ("points", "buildings", "materials", "shared"):
        raise StateError("final.tie_break", "expected points, buildings, materials or shared")


def _space_key(key: str, field: str) -> int:
    try:
        return space_number(key)
    except ValueError:
        raise StateError(f"{field}.{key}", "a space number is expected as key") from None
