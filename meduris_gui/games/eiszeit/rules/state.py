"""The state of a game of Eiszeit: plain lists and small dicts, copied cheaply; the engine changes it.

Everything the rules need is here, hidden values too (the engine knows them): Game.view(seat)
hides what that seat may not see (H1-H4). Regions are indexed 0..11 for ids 1..12.
"""

from __future__ import annotations

from .actions import COLOURS

CHANCE = -1          # a chance outcome decides (as Meduris's state.CHANCE)
TERMINAL = -2        # the game is over (as Meduris's and Die Dolmengötter's)

MIN_PLAYERS, MAX_PLAYERS = 3, 5        # S1
HUNTERS = 12                           # S1: 13 a colour, one on the score track
INITIAL_HUNTERS = 6                    # S9
HAND = 5                               # S10, T9
START_LIGHT, START_DARK = 2, 3         # S10
START_STONES = 4                       # S5
DARK_RESERVE = {3: 20, 4: 25, 5: 30}   # S5
STONES_IN_PLAY = {3: 32, 4: 41, 5: 50}  # S5: the invariant
EIGHT = 8                              # T5
CLUBS = 6                              # S7
TOP_UP = 10                            # N2
ROUNDS = 4                             # E3: four rounds
SHORT_ROUNDS = 3                       # E3: the short game
BASE_CAPACITY = 3                      # K2
FIRE_TOKENS = (0,) * 4 + (1,) * 5 + (2,) * 5     # components: 14 tokens
START_ICE = {3: (1, 2, 3, 4), 4: (1, 4), 5: ()}                       # S2: under ice at the start
START_MAMMOTHS = {3: (5, 6, 7, 8), 4: (2, 3, 6, 7), 5: (1, 2, 3, 4)}   # S3: a mammoth on each
MAMMOTH_RESERVE = {3: 0, 4: 1, 5: 2}                                  # S3: the common reserve

# What the decider is asked (state.step).
INITIAL = "initial"      # S9
PLAY = "play"            # T2
COPY = "copy"            # L6
TARGET = "target"        # T4
ACT = "act"              # the card's action, by `job.actor`
DISCARD = "discard"      # T8
DRAW = "draw"            # T9
GLACIER = "glacier"      # G1, G2
DEAL = "deal"            # chance: a card drawn (S10, T9)
TOKEN = "token"          # chance: a fire token's value (S6, N3)
LOT = "lot"              # chance: G1's lot
OVER = "over"            # E4
STEPS = (INITIAL, PLAY, COPY, TARGET, ACT, DISCARD, DRAW, GLACIER, DEAL, TOKEN, LOT, OVER)
CHANCE_STEPS = (DEAL, TOKEN, LOT)


class GameState:
    """One position. Per region: `hunters[r][seat]` (clubbed ones included), `clubbed[r][seat]`,
    `mammoths[r]`, `fire[r]` (token values, face down until K1), `ice[r]`. Per seat: `reserve`,
    `stones`, `score`, `kept` (clubs kept, A5), `hand` (card codes, sorted), `points` (per round
    {region id: points}). Decks: `deck[colour]` the shuffled part (a sorted multiset: the order is
    chance, revealed one draw at a time), `bottom[colour]` the cards put under it (T8), in order,
    as [owner, code]; `pile[colour]` the discard pile, bottom first (Cults at the bottom, L6).
    `job`: the card being carried out (None between cards)."""

    __slots__ = ("board", "cards", "colours", "n", "start_player", "rounds", "round", "step", "decider", "active",
                 "turn", "reveals", "ender", "ended", "passes", "reserve", "stones", "score", "kept", "hand", "points",
                 "hunters", "clubbed", "mammoths", "fire", "ice", "mammoth_reserve", "club_supply", "fire_beside",
                 "dark_reserve", "light_reserve", "deck", "bottom", "pile", "job", "deals", "tokens", "lot",
                 "resume", "final", "_legal")

    def copy(self) -> "GameState":
        new = GameState.__new__(GameState)
        for name in ("board", "cards", "colours", "n", "start_player", "rounds", "round", "step", "decider",
                     "active", "turn", "reveals", "ender", "ended", "passes", "mammoth_reserve", "club_supply",
                     "dark_reserve", "light_reserve", "resume", "_legal"):
            setattr(new, name, getattr(self, name))
        new.reserve = self.reserve[:]
        new.stones = self.stones[:]
        new.score = self.score[:]
        new.kept = self.kept[:]
        new.hand = [h[:] for h in self.hand]
        new.points = [[dict(r) for r in p] for p in self.points]
        new.hunters = [h[:] for h in self.hunters]
        new.clubbed = [c[:] for c in self.clubbed]
        new.mammoths = self.mammoths[:]
        new.fire = [f[:] for f in self.fire]
        new.ice = self.ice[:]
        new.fire_beside = self.fire_beside[:]
        new.deck = {c: d[:] for c, d in self.deck.items()}
        new.bottom = {c: [e[:] for e in d] for c, d in self.bottom.items()}
        new.pile = {c: p[:] for c, p in self.pile.items()}
        new.job = None if self.job is None else _copy_job(self.job)
        new.deals = [d[:] for d in self.deals]
        new.tokens = self.tokens[:]
        new.lot = self.lot[:]
        new.final = None if self.final is None else dict(self.final)
        return new

    def free(self, rid: int) -> bool:
        """A region not under ice (G4: nothing may be placed or moved into an iced one)."""
        return not self.ice[rid - 1]

    def on_board(self, seat: int) -> int:
        return sum(h[seat] for h in self.hunters)

    def __repr__(self) -> str:
        return f"<GameState {self.n} players, round {self.round}, step {self.step}, decider {self.decider}>"


def _copy_job(job: dict) -> dict:
    new = dict(job)
    for key in ("queue", "used", "arrived"):
        if key in new:
            new[key] = [x[:] if isinstance(x, list) else x for x in new[key]]
    return new


def new_state(colours, start_player: int, rounds: int, board, cards) -> GameState:
    """The setup by the player count: S1 hunters, S2 ice, S3 mammoths, S4 both decks, S5 stones,
    S7 clubs; the fire tokens (S6) are dealt as chance outcomes next, then the initial placement
    (S9)."""
    n = len(colours)
    s = GameState.__new__(GameState)
    s.board, s.cards = board, cards
    s.colours = tuple(colours)
    s.n = n
    s.start_player = start_player
    s.rounds = rounds
    s.round = 1
    s.step = TOKEN
    s.decider = CHANCE
    s.active = start_player
    s.turn = 0
    s.reveals = 0
    s.ender = -1
    s.ended = False
    s.passes = 0
    s.reserve = [HUNTERS] * n                       # S1
    s.stones = [START_STONES] * n                   # S5
    s.score = [0] * n
    s.kept = [0] * n
    s.hand = [[] for _ in range(n)]
    s.points = [[{} for _ in range(rounds)] for _ in range(n)]
    s.hunters = [[0] * n for _ in range(12)]
    s.clubbed = [[0] * n for _ in range(12)]
    s.mammoths = [0] * 12
    for rid in START_MAMMOTHS[n]:                   # S3
        s.mammoths[rid - 1] = 1
    s.ice = [rid in START_ICE[n] for rid in range(1, 13)]     # S2
    s.fire = [[] for _ in range(12)]
    s.fire_beside = sorted(FIRE_TOKENS)             # S6: shuffled face down, dealt by chance
    s.mammoth_reserve = MAMMOTH_RESERVE[n]
    s.club_supply = CLUBS                           # S7
    s.dark_reserve = DARK_RESERVE[n]                # S5
    s.light_reserve = 0
    s.deck = {c: list(cards.deck[c]) for c in ("light", "dark")}     # S4
    s.bottom = {"light": [], "dark": []}
    s.pile = {"light": [], "dark": []}
    s.job = None
    s.deals = []
    s.tokens = [rid for rid in range(1, 13) if not s.ice[rid - 1]]   # S6
    s.lot = []
    s.resume = INITIAL
    s.final = None
    s._legal = None
    return s


__all__ = ["GameState", "new_state", "CHANCE", "TERMINAL", "COLOURS"]
