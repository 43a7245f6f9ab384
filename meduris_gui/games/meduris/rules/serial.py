"""GameState <-> JSON-able dict, validated on load.

A loaded state must be one the rules can reach in spirit: every material counted (S5), every
piece either built or in a reserve (S4), towers of at most 3 workers (S9), rune stones only with
players who have a hut in that territory, a decider that fits the phase. Anything else raises
StateError naming the field and the problem; nothing half-loaded is returned.

The loader reads the sections in the order of the file (players, buildings, tokens, rune stones,
highlands, druid, phase, pending build, ritual), then checks that they fit together, so the
first problem of a file is the one reported.
"""

from __future__ import annotations

from .actions import FACE_NAMES, HUT, TEMPLE
from .board import MATERIAL_NAMES, BoardError, load_side
from meduris_gui.fileformat import FileFormatError, Reader
from .kinds import BUILDING_WORDS, PHASE_WORDS, TOKEN_WORDS, Building, Phase, Token
from .legal import build_payments, generate
from .price import build_price
from .setup import SetupError, check_players, pieces_per_player, workers_per_player
from .state import CHANCE, MATERIALS_PER_KIND, RUNE_STONES, TERMINAL, GameState, material_dict
from meduris_gui.text import short, space_number

FORMAT = "meduris-state"
VERSION = 1
SOURCE = "state"          # the `file` of a StateError when the state came from no file


class StateError(FileFormatError):
    """A saved state is malformed or breaks a rule; str() is "state: <field>: <problem>"."""


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
            str(s): {"owner": st.owner[s], "kind": BUILDING_WORDS[st.kind[s]]}
            for s in range(st.board.n) if st.kind[s]
        },
        "bonus_tokens": {str(s): TOKEN_WORDS[t] for s, t in enumerate(st.token) if t},
        "rune_stones": [None if holder < 0 else holder for holder in st.rune],
        "highlands": {MATERIAL_NAMES[h]: list(tower) for h, tower in enumerate(st.towers)},
        "druid": {"rock": st.druid_rock, "space": None if st.druid_space < 0 else st.druid_space},
        "phase": PHASE_WORDS[st.phase],
        "turn": st.turn,
        "decider": decider,
        "queue": list(st.queue),
        "placed": st.placed,
        "pending": None if st.pending is None else {
            "kind": BUILDING_WORDS[st.pending[0]], "space": st.pending[1], "size": st.pending[2]},
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
_BUILT = (BUILDING_WORDS[Building.HUT], BUILDING_WORDS[Building.TEMPLE])
_VERBS = {Building.HUT: HUT, Building.TEMPLE: TEMPLE}


def state_from_dict(data: dict, source: str = SOURCE) -> GameState:
    """The state `data` describes (as state_to_dict writes it), or StateError naming `source`,
    the field and the problem."""
    r = Reader(source, StateError)
    r.header(data, FORMAT, VERSION, _KEYS, "a state is a JSON object")
    st = GameState()
    st.board = _board(r, data)
    _players(r, data, st)
    _buildings(r, data, st)
    _bonus_tokens(r, data, st)
    _rune_stones(r, data, st)
    _highlands(r, data, st)
    _druid(r, data, st)
    _phase(r, data, st)
    _pending(r, data, st)
    _ritual(r, data, st)
    _check_decider(r, st)
    _end(r, data, st)
    st._legal = generate(st)
    return st


def _board(r: Reader, data: dict):
    side = r.get(data, "side", "", str)
    try:
        return load_side(side)
    except BoardError as error:
        r.fail("side", str(error))


def _players(r: Reader, data: dict, st: GameState) -> None:
    """Colours, start player, each player's materials, reserve and score; S5: 18 of each material."""
    players = r.get(data, "players", "", list)
    colours = [r.get(player, "colour", f"players[{i}]", str) for i, player in enumerate(players)]
    try:
        st.colours = check_players(colours)
    except SetupError as error:
        r.fail("players", str(error))
    seats = len(st.colours)
    huts, temples = pieces_per_player(seats)                                     # S4
    st.start_player = r.whole(data.get("start_player"), "start_player", 0, seats - 1)
    st.stock = [_materials(r, p.get("materials"), f"players[{i}].materials") for i, p in enumerate(players)]
    st.huts = [r.whole(p.get("huts"), f"players[{i}].huts", 0, huts) for i, p in enumerate(players)]
    st.temples = [r.whole(p.get("temples"), f"players[{i}].temples", 0, temples) for i, p in enumerate(players)]
    st.score = [r.whole(p.get("score"), f"players[{i}].score", 0, 10 ** 6) for i, p in enumerate(players)]
    st.supply = _materials(r, data.get("supply"), "supply")
    for m, name in enumerate(MATERIAL_NAMES):                                       # S5
        total = st.supply[m] + sum(stock[m] for stock in st.stock)
        if total != MATERIALS_PER_KIND:
            r.fail(f"supply.{name}", f"{total} {name} in play; there are {MATERIALS_PER_KIND}")


def _materials(r: Reader, value, at: str) -> list:
    if not isinstance(value, dict) or set(value) != set(MATERIAL_NAMES):
        r.fail(at, f"expected counts of {', '.join(MATERIAL_NAMES)}")
    return [r.whole(value[m], f"{at}.{m}", 0, MATERIALS_PER_KIND) for m in MATERIAL_NAMES]


def _space_key(r: Reader, key: str, at: str, n: int) -> int:
    """A space number written as a mapping's key ("17")."""
    try:
        space = space_number(key)
    except ValueError:
        r.fail(f"{at}.{key}", "a space number is expected as key")
    return r.whole(space, f"{at}.{key}", 0, n - 1)


def _buildings(r: Reader, data: dict, st: GameState) -> None:
    """Who built what where; S4: every hut and temple is built or in its reserve."""
    n, seats = st.board.n, len(st.colours)
    st.owner, st.kind, st.token = [-1] * n, [int(Building.EMPTY)] * n, [int(Token.NONE)] * n
    for key, building in r.get(data, "buildings", "", dict).items():
        at = f"buildings.{key}"
        space = _space_key(r, key, "buildings", n)
        kind = r.get(building, "kind", at, str)
        if kind not in _BUILT:
            r.fail(f"{at}.kind", f"expected hut or temple, got {short(kind)}")
        st.kind[space] = BUILDING_WORDS.index(kind)          # plain ints in the state (kinds.py)
        st.owner[space] = r.whole(building.get("owner"), f"{at}.owner", 0, seats - 1)
    huts, temples = pieces_per_player(seats)
    for p in range(seats):                                                          # S4
        built_huts = sum(1 for s in range(n) if st.owner[s] == p and st.kind[s] == Building.HUT)
        built_temples = sum(1 for s in range(n) if st.owner[s] == p and st.kind[s] == Building.TEMPLE)
        if built_huts + st.huts[p] != huts:
            r.fail(f"players[{p}].huts", f"{built_huts} built + {st.huts[p]} left is not {huts}")
        if built_temples + st.temples[p] != temples:
            r.fail(f"players[{p}].temples", f"{built_temples} built + {st.temples[p]} left is not {temples}")


def _bonus_tokens(r: Reader, data: dict, st: GameState) -> None:
    """R3, C: the tokens still on the board; only the druid token lies under a hut."""
    for key, token in r.get(data, "bonus_tokens", "", dict).items():
        at = f"bonus_tokens.{key}"
        space = _space_key(r, key, "bonus_tokens", st.board.n)
        if token not in TOKEN_WORDS[1:]:
            r.fail(at, f"unknown token {short(token)}")
        code = TOKEN_WORDS.index(token)                          # a plain int (kinds.py)
        built = st.kind[space]
        if built == Building.TEMPLE or (built == Building.HUT and code != Token.DRUID):
            r.fail(at, f"a {token} token cannot lie under a {BUILDING_WORDS[built]}")
        st.token[space] = code


def _rune_stones(r: Reader, data: dict, st: GameState) -> None:
    """B: a territory's stone is with a player who has a hut there, or on the board."""
    runes = r.get(data, "rune_stones", "", list)
    if len(runes) != RUNE_STONES:
        r.fail("rune_stones", f"expected {RUNE_STONES} entries, got {len(runes)}")
    seat_max = len(st.colours) - 1
    st.rune = [-1 if holder is None else r.whole(holder, f"rune_stones[{t}]", 0, seat_max)
               for t, holder in enumerate(runes)]
    for t, holder in enumerate(st.rune):
        owners = {st.owner[s] for s in st.board.territories[t].spaces if st.kind[s] == Building.HUT}
        if (holder < 0 and owners) or (holder >= 0 and holder not in owners):
            r.fail(f"rune_stones[{t}]", "the stone must be with a player who has a hut there (B)")


def _highlands(r: Reader, data: dict, st: GameState) -> None:
    """S9: towers of at most 3 workers, each player's workers placed in turn from the start player."""
    highlands = r.get(data, "highlands", "", dict)
    if set(highlands) != set(MATERIAL_NAMES):
        r.fail("highlands", f"expected {', '.join(MATERIAL_NAMES)}")
    seats = len(st.colours)
    st.towers = []
    for name in MATERIAL_NAMES:
        tower = r.get(highlands, name, "highlands", list)
        if len(tower) > 3:
            r.fail(f"highlands.{name}", "at most 3 workers stand on a highland (S9)")
        st.towers.append([r.whole(w, f"highlands.{name}[{k}]", 0, seats - 1) for k, w in enumerate(tower)])
    st.placed = r.whole(data.get("placed"), "placed", 0, 12)
    workers = workers_per_player(seats)
    for p in range(seats):
        count = sum(tower.count(p) for tower in st.towers)
        turns = (st.placed - (p - st.start_player) % seats + seats - 1) // seats
        expected = min(workers, max(0, turns))
        if count != expected:
            r.fail("highlands", f"{st.colours[p]} has {count} workers on the highlands, expected {expected}")


def _druid(r: Reader, data: dict, st: GameState) -> None:
    druid = r.get(data, "druid", "", dict)
    rocks = st.board.rock_count
    st.druid_rock = r.whole(druid.get("rock"), "druid.rock", 0, rocks)
    space = druid.get("space")
    st.druid_space = -1 if space is None else r.whole(space, "druid.space", 0, st.board.n - 1)
    if st.druid_space >= 0 and st.druid_rock != rocks:
        r.fail("druid", "he walks the path only after the last rock space (D1)")


def _phase(r: Reader, data: dict, st: GameState) -> None:
    """The phase, whose turn it is, who decides and who waits to decide next (T2, T3)."""
    phase = r.get(data, "phase", "", str)
    if phase not in PHASE_WORDS:
        r.fail("phase", f"unknown phase {short(phase)}")
    st.phase = PHASE_WORDS.index(phase)                          # a plain int (kinds.py)
    seat_max = len(st.colours) - 1
    st.turn = r.whole(data.get("turn"), "turn", 0, seat_max)
    decider = data.get("decider")
    expected = {Phase.ROLL: "chance", Phase.OVER: "over"}.get(st.phase)
    if expected is not None:
        if decider != expected:
            r.fail("decider", f"in phase {phase} the decider is {expected!r}")
        st.decider = CHANCE if expected == "chance" else TERMINAL
    else:
        st.decider = r.whole(decider, "decider", 0, seat_max)
    st.queue = [r.whole(q, f"queue[{k}]", 0, seat_max) for k, q in enumerate(r.get(data, "queue", "", list))]


def _pending(r: Reader, data: dict, st: GameState) -> None:
    """R0/R1: the build waiting for its payment (read here; its size is checked with the decider)."""
    pending = data.get("pending")
    if (pending is None) != (st.phase != Phase.PAY):
        r.fail("pending", "a build waits for its payment exactly in phase 'pay'")
    if pending is None:
        return
    kind = r.get(pending, "kind", "pending", str)
    if kind not in _BUILT:
        r.fail("pending.kind", f"expected hut or temple, got {short(kind)}")
    n = st.board.n
    space = r.whole(pending.get("space"), "pending.space", 0, n - 1)
    if st.kind[space]:
        r.fail("pending.space", f"space {space} is already built")
    st.pending = (BUILDING_WORDS.index(kind), space, r.whole(pending.get("size"), "pending.size", 1, n))


def _ritual(r: Reader, data: dict, st: GameState) -> None:
    """D3: the huts beside the druid whose owners still decide their sacrifice."""
    ritual = r.get(data, "ritual", "", list)
    st.ritual = [r.whole(s, f"ritual[{k}]", 0, st.board.n - 1) for k, s in enumerate(ritual)]
    if bool(st.ritual) != (st.phase == Phase.SACRIFICE):
        r.fail("ritual", "huts wait for the druid exactly in phase 'sacrifice'")
    for s in st.ritual:
        if st.kind[s] != Building.HUT:
            r.fail("ritual", f"space {s} holds no hut")


def _check_decider(r: Reader, st: GameState) -> None:
    """The phase, the decider, the queue, the pending build and the ritual fit together."""
    seats = len(st.colours)
    workers = workers_per_player(seats) * seats
    if (st.phase == Phase.SETUP) != (st.placed < workers):
        r.fail("phase", f"setup lasts exactly until all {workers} workers are placed (S9)")
    if st.phase == Phase.SETUP and st.decider != (st.start_player + st.placed) % seats:
        r.fail("decider", "workers are placed one at a time from the start player clockwise (S9)")
    if st.phase in (Phase.MAIN, Phase.PAY) and st.decider != st.turn:
        r.fail("decider", "only the player whose turn it is harvests or builds (A, B, C)")
    if st.phase in (Phase.TAKE, Phase.RETURN) and st.queue and st.queue[0] == st.decider:
        r.fail("queue", "the deciding seat is not waiting in the queue as well (T2, T3)")
    if st.pending is not None:
        kind, space, size = st.pending
        expected = build_price(st, _VERBS[kind], space).units                  # R1, C
        if size != expected:
            r.fail("pending.size", f"a {BUILDING_WORDS[kind]} on space {space} costs {expected} of each "
                                   f"material now, not {size} (R1, C)")
        if not build_payments(st, _VERBS[kind], space):                         # R0, R1, B, C
            r.fail("pending", f"the {BUILDING_WORDS[kind]} on space {space} waits for a payment "
                              f"its builder's materials cannot make (R0, R1)")
    if st.ritual and st.decider != st.owner[st.ritual[0]]:
        r.fail("decider", "the owner of the hut beside the druid decides the sacrifice (D3)")


def _end(r: Reader, data: dict, st: GameState) -> None:
    """The last round, the die, the turn count and the final scoring."""
    seats, n = len(st.colours), st.board.n
    st.last_turns = r.whole(data.get("last_turns"), "last_turns", -1, seats - 1)
    st.last_round = r.get(data, "last_round", "", bool)
    st.mark = r.whole(data.get("mark"), "mark", -1, n - 1)
    die = data.get("die")
    if die is not None and die not in FACE_NAMES:
        r.fail("die", f"unknown face {short(die)}")
    st.die = -1 if die is None else FACE_NAMES.index(die)
    st.turns = r.whole(data.get("turns"), "turns", 0, 10 ** 6)
    final = data.get("final")
    if (final is None) != (st.phase != Phase.OVER):
        r.fail("final", "the final scoring exists exactly when the game is over")
    if final is not None:
        _check_final(r, final, seats)
    st.final = final


def _check_final(r: Reader, final, players: int) -> None:
    """E3-E5: the final scoring's breakdown, as the engine writes it."""
    if not isinstance(final, dict):
        r.fail("final", "expected an object")
    for key in ("built", "materials"):
        value = final.get(key)
        if not isinstance(value, list) or len(value) != players or not all(
                isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value):
            r.fail(f"final.{key}", f"expected {players} whole numbers")
    for key in ("temples", "runes"):
        if not isinstance(final.get(key), list):
            r.fail(f"final.{key}", "expected a list")
    winners = final.get("winners")
    if not isinstance(winners, list) or not winners or not all(
            isinstance(w, int) and not isinstance(w, bool) and 0 <= w < players for w in winners):
        r.fail("final.winners", "expected the winning seats")
    if final.get("tie_break") not in ("points", "buildings", "materials", "shared"):
        r.fail("final.tie_break", "expected points, buildings, materials or shared")
