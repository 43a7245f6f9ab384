"""A new game: players and colours, board side, stock, supply, score, bonus tokens (S1-S10)."""

from __future__ import annotations

import random

from .board import MATERIAL_NAMES, Board, load_side, side_for_players
from meduris_gui.fileformat import N_, Text
from .kinds import TOKEN_WORDS, Building, Phase, Token
from .state import COLOURS, MATERIALS_PER_KIND, RUNE_STONES, GameState
from meduris_gui.text import short, space_number

# What each player starts with: the one place these numbers live (the engine, the computer
# players' memory and the state loader read them here).
START_SCORE = 5                                 # S6: every score marker starts on 5
START_STOCK = (1, 1, 1, 1)                      # S3: one of each material behind the screen

TOKEN_KINDS = ("plus2", "plus2", "free", "free", "druid", "druid")   # S7 decision: two of each
TOKEN_GAP = 3                                                     # S7: free spaces between tokens


class SetupError(ValueError):
    """The players, colours, start player, board or bonus tokens break a setup rule: `problem` is
    the English text marked with N_ filled with `values`, a fileformat.Text the window translates."""

    def __init__(self, problem: str, **values) -> None:
        text = Text(problem, **values)
        super().__init__(text)
        self.problem = text


def pieces_per_player(players: int) -> tuple[int, int]:
    """S4: (huts, temples) in each reserve at the start."""
    return (12, 2) if players == 2 else (8, 2)


def workers_per_player(players: int) -> int:
    """S9: workers each player places during the setup."""
    return 3 if players == 2 else 2


def check_players(colours: list | tuple) -> tuple:
    """S1: 2-4 players with distinct colours; two players play purple and blue."""
    colours = tuple(colours)
    if not 2 <= len(colours) <= 4:
        raise SetupError(N_("Meduris is for 2 to 4 players, not {count} (S1)"), count=len(colours))
    for colour in colours:
        if colour not in COLOURS:
            raise SetupError(N_("unknown colour {value} (S1: {colours})"), value=short(colour),
                             colours=", ".join(COLOURS))
    if len(set(colours)) != len(colours):
        raise SetupError(N_("each player needs a colour of their own (S1): {colours}"), colours=", ".join(colours))
    if len(colours) == 2 and set(colours) != {"purple", "blue"}:
        raise SetupError(N_("with two players only purple and blue are played (S1)"))
    return colours


def default_colours(players: int) -> tuple:
    return ("purple", "blue") if players == 2 else COLOURS[:players]


def place_bonus_tokens(board: Board, rng: random.Random) -> dict:
    """S7: six tokens, two of each kind, on six spaces with at least three free spaces between
    any two along the ring; uniform over all such placements.

    Each placement is a start space plus the gaps between consecutive tokens; every placement
    arises from exactly six (start, gaps) pairs, so a uniform start and uniform gaps (stars and
    bars over the spare spaces) give a uniform placement.
    """
    n = board.n
    count = len(TOKEN_KINDS)
    spare = n - count * (TOKEN_GAP + 1)
    if spare < 0:
        raise SetupError(f"{board.path}: {n} spaces are too few for {count} bonus tokens")
    bars = sorted(rng.sample(range(spare + count - 1), count - 1))
    extras, previous = [], -1
    for bar in bars + [spare + count - 1]:
        extras.append(bar - previous - 1)
        previous = bar
    kinds = list(TOKEN_KINDS)
    rng.shuffle(kinds)
    space = rng.randrange(n)
    tokens = {}
    for extra, kind in zip(extras, kinds):
        tokens[space] = kind
        space = board.ahead(space, TOKEN_GAP + 1 + extra)
    return dict(sorted(tokens.items()))


def check_bonus_tokens(board: Board, tokens: dict) -> dict:
    """S7: validate a given placement ({space: kind}); returns it with int keys, sorted."""
    if not isinstance(tokens, dict):
        raise SetupError(N_("bonus tokens must map spaces to kinds"))
    placed = {}
    for space, kind in tokens.items():
        try:
            index = space_number(space)
        except ValueError:
            raise SetupError(N_("bonus token space {value} is not a number"), value=short(space)) from None
        if not 0 <= index < board.n:
            raise SetupError(N_("bonus token on space {space}: the board has spaces 0..{last}"), space=index,
                             last=board.n - 1)
        if kind not in TOKEN_WORDS[Token.PLUS2:]:
            raise SetupError(N_("unknown bonus token {value} on space {space} (plus2, free, druid)"),
                             value=short(kind), space=index)
        placed[index] = kind
    if sorted(placed.values()) != sorted(TOKEN_KINDS):
        raise SetupError(N_("the bonus tokens are two 'plus2', two 'free' and two 'druid' (S7)"))
    spaces = sorted(placed)
    for i, space in enumerate(spaces):
        following = spaces[(i + 1) % len(spaces)]
        free = board.steps(space, following) - 1
        if free < TOKEN_GAP:
            raise SetupError(
                N_("bonus tokens on spaces {space} and {following} have {free} free spaces between "
                   "them; S7 asks for at least {gap}"), space=space, following=following, free=free, gap=TOKEN_GAP)
    return dict(sorted(placed.items()))


def new_state(colours, start_player: int = 0, *, board: Board | None = None,
              tokens: dict | None = None, rng: random.Random | None = None,
              any_side: bool = False) -> GameState:
    """The state before the first worker is placed (S1-S10). Without `tokens`, they are placed
    at random with `rng` (seeded by the caller; a fresh generator if none is given).

    `any_side` allows a board side that S2 does not give to this many players (a variant for
    tools and tests; E1b ends a game whose board fills up)."""
    colours = check_players(colours)
    players = len(colours)
    if board is None:
        board = load_side(side_for_players(players))                      # S2
    elif players not in board.players and not any_side:
        raise SetupError(f"the {board.side} side is for {board.players} players, not {players} (S2)")
    if not isinstance(start_player, int) or not 0 <= start_player < players:
        raise SetupError(f"start player must be a seat 0..{players - 1}, not {start_player!r} (S10)")
    if tokens is None:                                     # valid by construction (S7)
        tokens = place_bonus_tokens(board, rng or random.Random())
    else:
        tokens = check_bonus_tokens(board, tokens)
    huts, temples = pieces_per_player(players)

    st = GameState()
    st.board = board
    st.colours = colours
    st.start_player = start_player
    st.stock = [list(START_STOCK) for _ in range(players)]                 # S3
    st.supply = [MATERIALS_PER_KIND - players] * 4                          # S5
    st.huts = [huts] * players                                              # S4
    st.temples = [temples] * players
    st.score = [START_SCORE] * players
    st.owner = [-1] * board.n
    st.kind = [int(Building.EMPTY)] * board.n       # plain ints: the engine compares them fast
    st.token = [int(Token.NONE)] * board.n
    for space, kind in tokens.items():                                      # S7
        st.token[space] = int(Token[kind.upper()])
    st.rune = [-1] * RUNE_STONES
    st.towers = [[], [], [], []]
    st.druid_rock = 0                                                       # S8
    st.druid_space = -1
    st.phase = Phase.SETUP                                                        # S9
    st.turn = start_player
    st.decider = start_player
    return st


__all__ = ["SetupError", "new_state", "place_bonus_tokens", "check_bonus_tokens", "pieces_per_player",
           "workers_per_player", "START_SCORE", "START_STOCK",
           "check_players", "default_colours", "MATERIAL_NAMES"]
