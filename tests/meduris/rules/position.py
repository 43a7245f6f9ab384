"""Build exact positions for rules tests by setting GameState fields directly.

    game = position(["purple", "blue", "green"],
                    buildings={17: ("blue", "hut"), 18: ("green", "temple")},
                    stocks={"blue": "3wood,3stone"},
                    towers={"stone": ["green", "blue"]},       # bottom -> top
                    druid=(3, 16),                             # on the path, beside space 16
                    tokens={20: "plus2"},
                    turn="blue")

What the helper guarantees (so positions stay positions the rules could reach):
- S5: the board supply is 18 minus what the players hold, for every material.
- S4: huts and temples left = the reserve of S4 minus what the player has built on the board
  (`reserves` overrides this for a test that needs it, e.g. to trigger E1 quickly).
- B: rune stones lie with a player who has a hut in their territory; by default each territory
  with huts gives its stone to the owner of its first hut (clockwise); `runes` picks another.
- Players not named in `stocks` hold nothing (not the one-of-each of S3: tests want exact stocks).
- Scores are 5 (S6) unless `scores` says otherwise; bonus tokens are exactly `tokens` (none by
  default; a token may lie under a hut only if it is a druid token, R3).

`Game(state)` then computes the legal actions (engine.settle): note that a decision with a single
legal action is applied at once, as in play.
"""

from __future__ import annotations

from meduris_gui.games.meduris.rules.actions import IllegalActionError, format_materials, parse_materials
from meduris_gui.games.meduris.rules.board import MATERIAL_NAMES
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.setup import new_state, pieces_per_player
from meduris_gui.games.meduris.rules.game import CHANCE
from meduris_gui.games.meduris.rules.kinds import Building, Phase, Token
from meduris_gui.games.meduris.rules.serial import state_to_dict
from meduris_gui.games.meduris.rules.state import MATERIALS_PER_KIND

# Any valid S7 placement: new_state insists on one; position() then replaces the tokens.
_SETUP_TOKENS = {0: "plus2", 5: "plus2", 10: "free", 15: "free", 20: "druid", 25: "druid"}


def position(players=("purple", "blue", "green"), *, buildings=None, stocks=None, towers=None,
             druid=None, tokens=None, runes=None, scores=None, turn=None, phase="main",
             reserves=None, **fields) -> Game:
    """A Game in the given position. Players are colours; seats follow the list order.

    buildings  {space: (colour, "hut" | "temple")}
    stocks     {colour: "2wood,stone"} (actions.parse_materials notation)
    towers     {"wood": [colour, ...]} bottom -> top
    druid      None: on his temple (S8); k: on rock space k (D1); (rock, space): beside `space`
    tokens     {space: "plus2" | "free" | "druid"}
    runes      {territory: colour}: who holds a rune stone (default: see the module docstring)
    scores     {colour: points}
    turn       whose turn it is (default the first colour); he decides in phase "main"
    phase      "main" (part 2 of his turn) or "roll" (chance rolls next)
    reserves   {colour: (huts, temples)} pieces left, overriding S4 minus built
    fields     any other GameState field, set as given (last_turns=0, turns=9, ...)
    """
    colours = list(players)
    st = new_state(colours, 0, tokens=_SETUP_TOKENS)
    board = st.board
    seat = {colour: i for i, colour in enumerate(colours)}

    st.token = [Token.NONE] * board.n
    for space, name in (tokens or {}).items():
        st.token[space] = Token[name.upper()]

    for space, (colour, kind) in (buildings or {}).items():
        st.owner[space] = seat[colour]
        st.kind[space] = Building[kind.upper()]
        assert st.token[space] in (Token.NONE, Token.DRUID) and not (st.token[space] and kind == "temple"), \
            f"only a druid token may lie under a building, and only under a hut (space {space})"
    huts0, temples0 = pieces_per_player(len(colours))
    for p in range(len(colours)):
        st.huts[p] = huts0 - sum(1 for s in range(board.n) if st.owner[s] == p and st.kind[s] == Building.HUT)
        st.temples[p] = temples0 - sum(1 for s in range(board.n) if st.owner[s] == p and st.kind[s] == Building.TEMPLE)
        assert st.huts[p] >= 0 and st.temples[p] >= 0, f"{colours[p]} built more than S4 allows"
    for colour, (huts, temples) in (reserves or {}).items():
        st.huts[seat[colour]], st.temples[seat[colour]] = huts, temples

    st.stock = [[0, 0, 0, 0] for _ in colours]
    for colour, text in (stocks or {}).items():
        st.stock[seat[colour]] = list(parse_materials(text or "nothing"))
    st.supply = [MATERIALS_PER_KIND - sum(stock[m] for stock in st.stock) for m in range(4)]
    assert min(st.supply) >= 0, "more than 18 of a material (S5)"

    given = {t: seat[c] for t, c in (runes or {}).items()}
    for t, territory in enumerate(board.territories):
        owners = [st.owner[s] for s in territory.spaces if st.kind[s] == Building.HUT]
        st.rune[t] = given.get(t, owners[0] if owners else -1)
        assert st.rune[t] < 0 or st.rune[t] in owners, f"rune stone {t}: its holder has no hut there (B)"

    st.towers = [[seat[c] for c in (towers or {}).get(name, [])] for name in MATERIAL_NAMES]
    assert all(len(tower) <= 3 for tower in st.towers), "at most 3 workers per highland (S9)"
    st.placed = sum(len(tower) for tower in st.towers)

    if druid is None:
        st.druid_rock, st.druid_space = 0, -1
    elif isinstance(druid, int):
        st.druid_rock, st.druid_space = druid, -1
    else:
        st.druid_rock, space = druid
        st.druid_space = -1 if space is None else space

    for colour, points in (scores or {}).items():
        st.score[seat[colour]] = points
    st.turn = seat[turn] if turn is not None else 0
    st.turns = 1
    st.phase = Phase[phase.upper()]
    assert st.phase in (Phase.MAIN, Phase.ROLL), "position() starts in phase main or roll"
    st.decider = st.turn if st.phase == Phase.MAIN else CHANCE
    for name, value in fields.items():
        setattr(st, name, value)
    return Game(st)                  # a new state: Game computes its legal actions


# -- small helpers for reading a game in tests --------------------------------------------------

def seat_of(game: Game, colour: str) -> int:
    return game.state.colours.index(colour)


def stock(game: Game, colour: str) -> str:
    """A player's materials in the notation, e.g. '2wood,stone' ('nothing' when empty)."""
    return format_materials(tuple(game.state.stock[seat_of(game, colour)]))


def score(game: Game, colour: str) -> int:
    return game.state.score[seat_of(game, colour)]


def of_type(events, kind) -> list:
    """The events of one type, in order."""
    return [e for e in events if isinstance(e, kind)]


def snapshot(game: Game) -> tuple:
    """Everything an illegal action must leave alone: the state and the legal actions."""
    return state_to_dict(game.state), tuple(game.legal_actions()), len(game.history)


def assert_illegal(game: Game, action, *words) -> IllegalActionError:
    """`action` raises IllegalActionError whose reason names all `words`; nothing changes."""
    before = snapshot(game)
    try:
        game.apply(action)
    except IllegalActionError as error:
        for word in words:
            assert word in error.reason, f"{word!r} not in reason {error.reason!r}"
        assert snapshot(game) == before, "an illegal action changed the game"
        return error
    raise AssertionError(f"{action!r} was accepted")


def assert_materials_conserved(game: Game) -> None:
    """S5: the board supply plus all stocks hold exactly 18 of each material."""
    st = game.state
    for m in range(4):
        assert st.supply[m] + sum(s[m] for s in st.stock) == MATERIALS_PER_KIND, MATERIAL_NAMES[m]
