"""The state as JSON data and back (Game.to_json / from_json; Game.view hides from it, H1-H5).

`state_from_dict` checks what it reads: a text from outside either gives a state the engine can
trust or a StateError naming the field. Hidden values are None in a view; `state_from_dict`
refuses them (determinise fills them in first)."""

from __future__ import annotations

from collections import Counter

from meduris_gui.fileformat import FileFormatError

from .actions import COLOURS
from .board import load_board
from .cards import CULTS, DARK, LIGHT, load_cards
from .state import (ACT, CHANCE, CLUBS, DEAL, FIRE_TOKENS, HUNTERS, LOT, MAX_PLAYERS, MIN_PLAYERS, OVER,
                    SHORT_ROUNDS, ROUNDS, START_MAMMOTHS, STEPS, STONES_IN_PLAY, TERMINAL, TOKEN, GameState)

FORMAT = "eiszeit-state"
VERSION = 1
RESUMES = ("initial", "hands", "draw", "play")


class StateError(FileFormatError):
    """A state (JSON) that cannot be used."""


def state_to_dict(state) -> dict:
    n = state.n
    return {
        "format": FORMAT, "version": VERSION, "game": "eiszeit",
        "colours": list(state.colours), "start_player": state.start_player, "rounds": state.rounds,
        "round": state.round, "step": state.step, "decider": state.decider, "active": state.active,
        "turn": state.turn, "reveals": state.reveals, "ender": state.ender, "ended": state.ended,
        "passes": state.passes, "resume": state.resume,
        "players": [
            {"colour": state.colours[s], "reserve": state.reserve[s], "stones": state.stones[s],
             "score": state.score[s], "kept_clubs": state.kept[s], "hand": list(state.hand[s]),
             "hand_colours": _hand_colours(state, s),
             "points": [{str(k): v for k, v in rnd.items()} for rnd in state.points[s]]}
            for s in range(n)
        ],
        "regions": [
            {"id": r + 1, "ice": state.ice[r], "mammoths": state.mammoths[r], "hunters": list(state.hunters[r]),
             "clubbed": list(state.clubbed[r]), "fire": list(state.fire[r])}
            for r in range(12)
        ],
        "mammoth_reserve": state.mammoth_reserve, "club_supply": state.club_supply,
        "fire_beside": list(state.fire_beside), "dark_reserve": state.dark_reserve,
        "light_reserve": state.light_reserve,
        "decks": {c: {"shuffled": list(state.deck[c]), "bottom": [list(e) for e in state.bottom[c]]}
                  for c in (LIGHT, DARK)},
        "piles": {c: list(state.pile[c]) for c in (LIGHT, DARK)},
        "job": None if state.job is None else _job_to_dict(state.job),
        "deals": [list(d) for d in state.deals], "tokens": list(state.tokens), "lot": list(state.lot),
        "final": None if state.final is None else {"winners": list(state.final["winners"]),
                                                   "tie_break": state.final["tie_break"]},
    }


def _hand_colours(state, seat: int) -> dict:
    colour = state.cards.colour
    light = sum(1 for c in state.hand[seat] if colour[c] == LIGHT)
    return {LIGHT: light, DARK: len(state.hand[seat]) - light}


def _job_to_dict(job: dict) -> dict:
    return {"card": job["card"], "code": job["code"], "actor": job["actor"], "queue": list(job["queue"]),
            "n": job["n"], "m": job["m"], "region": job["region"], "source": job["source"], "mode": job["mode"],
            "used": list(job["used"]), "arrived": [list(a) for a in job["arrived"]]}


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


def _bool(value, field: str) -> bool:
    if not isinstance(value, bool):
        _fail(field, "expected true or false")
    return value


def state_from_dict(data, board=None, cards=None) -> GameState:
    """The state in `data` (from state_to_dict), checked: every count in range and every
    component conserved (hunters, stones, clubs, mammoths, fire tokens, the 55 cards)."""
    if not isinstance(data, dict):
        _fail("(top)", "expected a mapping")
    if data.get("format") != FORMAT or data.get("version") != VERSION:
        _fail("format", f"expected {FORMAT} version {VERSION}")
    board = board or load_board()
    cards = cards or load_cards()
    colours = _list(data.get("colours"), "colours")
    n = len(colours)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS or not all(c in COLOURS for c in colours) or len(set(colours)) != n:
        _fail("colours", f"expected {MIN_PLAYERS} to {MAX_PLAYERS} distinct colours")
    s = GameState.__new__(GameState)
    s.board, s.cards, s.colours, s.n = board, cards, tuple(colours), n
    s.start_player = _int(data.get("start_player"), "start_player", 0, n - 1)
    s.rounds = data.get("rounds")
    if s.rounds not in (ROUNDS, SHORT_ROUNDS):
        _fail("rounds", f"expected {ROUNDS} or {SHORT_ROUNDS} (E3)")
    s.round = _int(data.get("round"), "round", 1, s.rounds)
    step = data.get("step")
    if step not in STEPS:
        _fail("step", f"expected one of {', '.join(STEPS)}")
    s.step = step
    s.decider = _int(data.get("decider"), "decider", TERMINAL, n - 1)
    s.active = _int(data.get("active"), "active", 0, n - 1)
    s.turn = _int(data.get("turn"), "turn", 0, 10**6)
    s.reveals = _int(data.get("reveals"), "reveals", 0, 10**6)
    s.ender = _int(data.get("ender"), "ender", -1, n - 1)
    s.ended = _bool(data.get("ended"), "ended")
    s.passes = _int(data.get("passes"), "passes", 0, n)
    s.resume = data.get("resume")
    if s.resume not in RESUMES:
        _fail("resume", f"expected one of {', '.join(RESUMES)}")
    players = _list(data.get("players"), "players", n)
    s.reserve, s.stones, s.score, s.kept, s.hand, s.points = [], [], [], [], [], []
    for i, p in enumerate(players):
        at = f"players[{i}]"
        if not isinstance(p, dict):
            _fail(at, "expected a mapping")
        s.reserve.append(_int(p.get("reserve"), f"{at}.reserve", 0, HUNTERS))
        s.stones.append(_int(p.get("stones"), f"{at}.stones", 0, 50))
        s.score.append(_int(p.get("score"), f"{at}.score", 0, 10**5))
        s.kept.append(_int(p.get("kept_clubs"), f"{at}.kept_clubs", 0, CLUBS))
        hand = _list(p.get("hand"), f"{at}.hand")
        for code in hand:
            if code not in cards.colour:
                _fail(f"{at}.hand", f"unknown card {code!r:.30}")
        s.hand.append(sorted(hand))
        rounds = _list(p.get("points"), f"{at}.points", s.rounds)
        book = []
        for j, rnd in enumerate(rounds):
            if not isinstance(rnd, dict):
                _fail(f"{at}.points[{j}]", "expected a mapping of region to points")
            entry = {}
            for k, v in rnd.items():
                if not str(k).isdigit() or not 1 <= int(k) <= 12:
                    _fail(f"{at}.points[{j}]", f"no region {k!r:.20}")
                entry[int(k)] = _int(v, f"{at}.points[{j}]", 0, 10**4)
            book.append(entry)
        if sum(sum(r.values()) for r in book) != s.score[i]:
            _fail(f"{at}.points", "the points by round do not add up to the score (P2)")
        s.points.append(book)
    regions = _list(data.get("regions"), "regions", 12)
    s.ice, s.mammoths, s.hunters, s.clubbed, s.fire = [], [], [], [], []
    for r, entry in enumerate(regions):
        at = f"regions[{r}]"
        if not isinstance(entry, dict) or entry.get("id") != r + 1:
            _fail(at, f"expected the mapping of region {r + 1}")
        ice = _bool(entry.get("ice"), f"{at}.ice")
        s.ice.append(ice)
        s.mammoths.append(_int(entry.get("mammoths"), f"{at}.mammoths", 0, 6))
        hunters = [_int(k, f"{at}.hunters", 0, HUNTERS) for k in _list(entry.get("hunters"), f"{at}.hunters", n)]
        clubbed = [_int(k, f"{at}.clubbed", 0, CLUBS) for k in _list(entry.get("clubbed"), f"{at}.clubbed", n)]
        if any(c > h for c, h in zip(clubbed, hunters)):
            _fail(f"{at}.clubbed", "more clubs than hunters (A5: one club per hunter)")
        fire = [_int(v, f"{at}.fire", 0, 2) for v in _list(entry.get("fire"), f"{at}.fire")]
        if ice and (sum(hunters) or s.mammoths[-1] or fire):
            _fail(at, "an iced region holds nothing (G3, G4)")
        s.hunters.append(hunters)
        s.clubbed.append(clubbed)
        s.fire.append(fire)
    s.mammoth_reserve = _int(data.get("mammoth_reserve"), "mammoth_reserve", 0, 6)
    s.club_supply = _int(data.get("club_supply"), "club_supply", 0, CLUBS)
    s.fire_beside = sorted(_int(v, "fire_beside", 0, 2) for v in _list(data.get("fire_beside"), "fire_beside"))
    s.dark_reserve = _int(data.get("dark_reserve"), "dark_reserve", 0, 50)
    s.light_reserve = _int(data.get("light_reserve"), "light_reserve", 0, 50)
    decks = data.get("decks")
    piles = data.get("piles")
    if not isinstance(decks, dict) or not isinstance(piles, dict):
        _fail("decks", "expected the decks and piles of both colours")
    s.deck, s.bottom, s.pile = {}, {}, {}
    for c in (LIGHT, DARK):
        deck = decks.get(c)
        if not isinstance(deck, dict):
            _fail(f"decks.{c}", "expected a mapping with shuffled and bottom")
        s.deck[c] = sorted(_cards(deck.get("shuffled"), f"decks.{c}.shuffled", cards, c))
        bottom = []
        for j, e in enumerate(_list(deck.get("bottom"), f"decks.{c}.bottom")):
            e = _list(e, f"decks.{c}.bottom[{j}]", 2)
            bottom.append([_int(e[0], f"decks.{c}.bottom[{j}]", 0, n - 1),
                           _cards([e[1]], f"decks.{c}.bottom[{j}]", cards, c)[0]])
        s.bottom[c] = bottom
        s.pile[c] = _cards(piles.get(c), f"piles.{c}", cards, c)
    _conserved(s, cards)
    job = data.get("job")
    s.job = None if job is None else _job_from_dict(job, n, cards)
    s.deals = []
    for j, d in enumerate(_list(data.get("deals"), "deals")):
        d = _list(d, f"deals[{j}]", 2)
        if d[1] not in (LIGHT, DARK):
            _fail(f"deals[{j}]", "expected [seat, light or dark]")
        s.deals.append([_int(d[0], f"deals[{j}]", 0, n - 1), d[1]])
    s.tokens = [_int(v, "tokens", 1, 12) for v in _list(data.get("tokens"), "tokens")]
    s.lot = [_int(v, "lot", 0, n - 1) for v in _list(data.get("lot"), "lot")]
    final = data.get("final")
    if final is None:
        s.final = None
    else:
        if not isinstance(final, dict) or final.get("tie_break") not in ("points", "hunters", "stones", "shared"):
            _fail("final", "expected winners and tie_break")
        s.final = {"winners": [_int(v, "final.winners", 0, n - 1) for v in _list(final.get("winners"), "final")],
                   "tie_break": final["tie_break"]}
    if (s.step == OVER) != (s.final is not None) or (s.step == OVER) != (s.decider == TERMINAL):
        _fail("step", "the game is over exactly when it has a final result")
    if (s.step in (DEAL, TOKEN, LOT)) != (s.decider == CHANCE):
        _fail("decider", "chance decides exactly the chance steps")
    if s.step == ACT and s.job is None:
        _fail("job", "a card step needs the card in progress")
    if s.step == DEAL and not (s.deals and s.deck[s.deals[0][1]]):
        _fail("deals", "a card to deal needs a pending draw and a card in that deck")
    if s.step == TOKEN and not (s.tokens and s.fire_beside):
        _fail("tokens", "a fire token to deal needs a region and a token beside the board")
    if s.step == LOT and len(s.lot) < 2:
        _fail("lot", "a lot needs two tied players")
    s._legal = None
    return s


def _cards(value, field: str, cards, colour: str) -> list:
    out = []
    for code in _list(value, field):
        if code not in cards.colour or cards.colour[code] != colour:
            _fail(field, f"expected {colour} cards, got {code!r:.30}")
        out.append(code)
    return out


def _conserved(s, cards) -> None:
    """S1, S5, S7, components: nothing appears or vanishes."""
    n = s.n
    for seat in range(n):
        if s.reserve[seat] + sum(h[seat] for h in s.hunters) != HUNTERS:
            _fail(f"players[{seat}].reserve", f"reserve and board hold {HUNTERS} hunters of each colour (S1)")
    if sum(s.stones) + s.dark_reserve + s.light_reserve != STONES_IN_PLAY[n]:
        _fail("dark_reserve", f"the stones in play are {STONES_IN_PLAY[n]} with {n} players (S5)")
    if s.club_supply + sum(s.kept) + sum(sum(c) for c in s.clubbed) != CLUBS:
        _fail("club_supply", f"there are {CLUBS} clubs (S7)")
    mammoths = len(START_MAMMOTHS[n]) + {3: 0, 4: 1, 5: 2}[n]
    if s.mammoth_reserve + sum(s.mammoths) != mammoths:
        _fail("mammoth_reserve", f"{mammoths} mammoths are in play with {n} players (S3)")
    if Counter(s.fire_beside + [v for f in s.fire for v in f]) != Counter(FIRE_TOKENS):
        _fail("fire_beside", "the 14 fire tokens are 4 x 0, 5 x 1 and 5 x 2")
    for c in (LIGHT, DARK):
        held = [x for h in s.hand for x in h if cards.colour[x] == c]
        found = Counter(held + s.deck[c] + [e[1] for e in s.bottom[c]] + s.pile[c])
        if found != Counter(cards.deck[c]):
            _fail(f"decks.{c}", f"the {c} cards in hands, deck and pile are not the {len(cards.deck[c])} of the game")


def _job_from_dict(job, n: int, cards) -> dict:
    if not isinstance(job, dict):
        _fail("job", "expected a mapping")
    kind = job.get("card")
    code = job.get("code")
    if code not in cards.kind or cards.kind[code] != kind or kind in CULTS:
        _fail("job.card", "expected a card and its code")
    out = {"card": kind, "code": code, "actor": _int(job.get("actor"), "job.actor", -1, n - 1),
           "queue": [_int(v, "job.queue", 0, n - 1) for v in _list(job.get("queue"), "job.queue")],
           "n": _int(job.get("n"), "job.n", 0, 3), "m": _int(job.get("m"), "job.m", 0, 1),
           "region": _int(job.get("region"), "job.region", 0, 12),
           "source": _int(job.get("source"), "job.source", 0, 12)}
    if job.get("mode") not in ("", "kind", "one"):
        _fail("job.mode", "expected '', kind or one")
    out["mode"] = job["mode"]
    out["used"] = [_int(v, "job.used", 0, 4) for v in _list(job.get("used"), "job.used")]   # L3 counts, D2 seats
    out["arrived"] = []
    for a in _list(job.get("arrived"), "job.arrived"):
        a = _list(a, "job.arrived", 3)
        out["arrived"].append([_int(a[0], "job.arrived", 0, n - 1), _int(a[1], "job.arrived", 1, 12),
                               _int(a[2], "job.arrived", 0, 1)])
    return out


__all__ = ["StateError", "state_to_dict", "state_from_dict", "FORMAT", "VERSION"]
