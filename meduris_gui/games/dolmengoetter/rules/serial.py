"""The state as JSON data and back (Game.to_json / from_json; Game.view hides from it).

`state_from_dict` checks what it reads: a text from outside (a file, another process) either gives
a state the engine can trust or a StateError naming the field."""

from __future__ import annotations

from meduris_gui.fileformat import FileFormatError

from .board import load_board
from .state import COLOURS, MAX_PLAYERS, MIN_PLAYERS, MOVE, OVER, RIGHT, SETUP, STONE, TERMINAL, GameState

FORMAT = "dolmengoetter-state"
VERSION = 1
STEPS = (SETUP, MOVE, STONE, RIGHT, OVER)


class StateError(FileFormatError):
    """A state (JSON) that cannot be used."""


def state_to_dict(state) -> dict:
    board = state.board
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": "dolmengoetter",
        "board": board.source,
        "colours": list(state.colours),
        "start_player": state.start_player,
        "step": state.step,
        "decider": state.decider,
        "active": state.active,
        "turn": state.turn,
        "left": state.left,
        "players": [
            {"colour": state.colours[s], "score": state.score[s], "stones": state.stones[s],
             "hand": list(state.hand[s]), "dolmens": len(state.hand[s]), "placed": state.placed[s],
             "druids": [[p, state.lying[p]] for p in state.druids[s]], "lost": state.lost[s],
             "circle_points": dict(state.circle_points[s]), "final_points": state.final_points[s]}
            for s in range(state.n)
        ],
        "stones": list(state.stone),
        "circles": [
            {"id": circle.id, "count": list(state.count[c]), "filled": state.filled[c],
             "holder": state.holder[c], "stack": [[seat, value] for seat, value in state.stack[c]],
             "done": state.done[c]}
            for c, circle in enumerate(board.circles)
        ],
        "rights": [list(r) for r in state.rights],
        "to_score": list(state.to_score),
        "trigger": state.trigger,
        "last_turns": None if state.last_turns is None else list(state.last_turns),
        "final": None if state.final is None else {"winners": list(state.final["winners"]),
                                                   "tie_break": state.final["tie_break"]},
    }


def _fail(field: str, problem: str):
    raise StateError("state", field, problem)


def _int(value, field: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        _fail(field, f"expected a whole number {low}..{high}, got {value!r:.40}")
    return value


def _list(value, field: str, length: int | None = None) -> list:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        _fail(field, f"expected a list{'' if length is None else f' of {length}'}")
    return value


def state_from_dict(data, board=None) -> GameState:
    """The state in `data` (from state_to_dict), on `board` (None: the shipped board)."""
    if not isinstance(data, dict):
        _fail("(top)", "expected a mapping")
    if data.get("format") != FORMAT or data.get("version") != VERSION:
        _fail("format", f"expected {FORMAT} version {VERSION}")
    board = board or load_board()
    colours = _list(data.get("colours"), "colours")
    n = len(colours)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS or not all(c in COLOURS for c in colours) or len(set(colours)) != n:
        _fail("colours", "expected 2 to 5 distinct colours")
    places = board.places
    s = GameState.__new__(GameState)
    s.board = board
    s.colours = tuple(colours)
    s.n = n
    s.start_player = _int(data.get("start_player"), "start_player", 0, n - 1)
    step = data.get("step")
    if step not in STEPS:
        _fail("step", f"expected one of {', '.join(STEPS)}")
    s.step = step
    s.decider = _int(data.get("decider"), "decider", TERMINAL, n - 1)
    s.active = _int(data.get("active"), "active", TERMINAL, n - 1)
    s.turn = _int(data.get("turn"), "turn", 0, 10**9)
    s.left = _int(data.get("left"), "left", -1, places - 1)
    players = _list(data.get("players"), "players", n)
    s.score, s.stones, s.hand, s.placed, s.druids, s.lost = [], [], [], [], [], []
    s.circle_points, s.final_points = [], []
    s.druid = [-1] * places
    s.lying = [False] * places
    for i, p in enumerate(players):
        at = f"players[{i}]"
        if not isinstance(p, dict):
            _fail(at, "expected a mapping")
        s.score.append(_int(p.get("score"), f"{at}.score", 1, 10**6))
        s.stones.append(_int(p.get("stones"), f"{at}.stones", 0, 16))
        hand = _list(p.get("hand"), f"{at}.hand")
        s.hand.append(sorted((_int(v, f"{at}.hand", 1, 4) for v in hand), reverse=True))
        s.placed.append(_int(p.get("placed"), f"{at}.placed", 0, 13))
        s.lost.append(_int(p.get("lost"), f"{at}.lost", 0, 10**6))
        s.final_points.append(_int(p.get("final_points"), f"{at}.final_points", 0, 10**6))
        points = p.get("circle_points")
        if not isinstance(points, dict):
            _fail(f"{at}.circle_points", "expected a mapping")
        s.circle_points.append({str(k): _int(v, f"{at}.circle_points", 0, 10**6) for k, v in points.items()})
        own = []
        for j, entry in enumerate(_list(p.get("druids"), f"{at}.druids")):
            pair = _list(entry, f"{at}.druids[{j}]", 2)
            place = _int(pair[0], f"{at}.druids[{j}]", 0, places - 1)
            if s.druid[place] >= 0:
                _fail(f"{at}.druids[{j}]", f"two druids on place {place}")
            if not isinstance(pair[1], bool):
                _fail(f"{at}.druids[{j}]", "expected [place, lying]")
            s.druid[place] = i
            s.lying[place] = pair[1]
            own.append(place)
        s.druids.append(own)
    s.stone = [_int(v, "stones", -1, n - 1) for v in _list(data.get("stones"), "stones", places)]
    for p in range(places):
        if s.stone[p] >= 0 and s.druid[p] >= 0:
            _fail("stones", f"place {p} holds a stone and a druid")
    circles = _list(data.get("circles"), "circles", len(board.circles))
    s.count, s.filled, s.holder, s.stack, s.done = [], [], [], [], []
    for c, entry in enumerate(circles):
        at = f"circles[{c}]"
        if not isinstance(entry, dict):
            _fail(at, "expected a mapping")
        count = [0] * n
        for p in board.circles[c].places:
            if s.stone[p] >= 0:
                count[s.stone[p]] += 1
        if entry.get("count") != count:
            _fail(f"{at}.count", "does not match the stones on the board")
        s.count.append(count)
        s.filled.append(sum(count))
        s.holder.append(_int(entry.get("holder"), f"{at}.holder", -1, n - 1))
        stack = []
        for j, pair in enumerate(_list(entry.get("stack"), f"{at}.stack")):
            pair = _list(pair, f"{at}.stack[{j}]", 2)
            stack.append((_int(pair[0], f"{at}.stack[{j}]", 0, n - 1), _int(pair[1], f"{at}.stack[{j}]", 1, 4)))
        if len(stack) > board.circles[c].max_stack:
            _fail(f"{at}.stack", "more dolmens than the circle holds (M8)")
        s.stack.append(stack)
        done = entry.get("done")
        if not isinstance(done, bool):
            _fail(f"{at}.done", "expected true or false")
        s.done.append(done)
    s.rights = []
    for j, r in enumerate(_list(data.get("rights"), "rights")):
        r = _list(r, f"rights[{j}]", 3)
        if r[2] not in ("first", "top", "bottom"):
            _fail(f"rights[{j}]", "expected first, top or bottom")
        s.rights.append((_int(r[0], f"rights[{j}]", 0, n - 1), _int(r[1], f"rights[{j}]", 0, len(circles) - 1),
                         r[2]))
    s.to_score = [_int(c, "to_score", 0, len(circles) - 1) for c in _list(data.get("to_score"), "to_score")]
    s.trigger = _int(data.get("trigger"), "trigger", -1, n - 1)
    last = data.get("last_turns")
    s.last_turns = None if last is None else [_int(v, "last_turns", 0, n - 1) for v in _list(last, "last_turns")]
    final = data.get("final")
    if final is None:
        s.final = None
    else:
        if not isinstance(final, dict) or final.get("tie_break") not in ("points", "dolmens", "shared"):
            _fail("final", "expected winners and tie_break")
        s.final = {"winners": [_int(v, "final.winners", 0, n - 1) for v in _list(final.get("winners"), "final")],
                   "tie_break": final["tie_break"]}
    if (s.step == OVER) != (s.final is not None) or (s.step == OVER) != (s.decider == TERMINAL):
        _fail("step", "the game is over exactly when it has a final result")
    if s.step == RIGHT and not s.rights:
        _fail("rights", "a dolmen decision needs a pending right")
    if s.step == STONE and s.left < 0:
        _fail("left", "a stone decision needs the place left")
    s._legal = None
    s.refresh()
    return s
