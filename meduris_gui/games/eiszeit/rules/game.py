"""Game: the one API every client of Eiszeit uses (the window to come, computer players, tests).

    game = Game.new(["red", "blue", "yellow"], start_player=0)
    while not game.is_over():
        if game.current_player() == CHANCE:
            action = game.sample_chance(rng)          # a card drawn, a fire token, a lot
        else:
            action = <one of game.legal_actions()>
        events = game.apply(action)

`current_player()` is a seat, CHANCE or TERMINAL; dark cards make an opponent the decider while
he carries them out (T4). `apply` refuses an illegal action with IllegalActionError (malformed
notation: InvalidActionError), the state untouched, and returns the events. Chance outcomes are
actions like the others, so the history replays without a random generator (H6). Decisions with
a single legal action are taken by the engine and never recorded.
"""

from __future__ import annotations

import json
import random
from collections import Counter

from meduris_gui import gamebase
from meduris_gui.gamebase import HistoryGame, check_colours

from . import engine
from .actions import COLOURS, DRAW, Action, IllegalActionError, InvalidActionError, as_action
from .board import load_board
from .cards import DARK, LIGHT, load_cards
from .scoring import Outcome, outcome
from .serial import StateError, state_from_dict, state_to_dict
from .state import (CHANCE, FIRE_TOKENS, MAX_PLAYERS, MIN_PLAYERS, OVER, ROUNDS, SHORT_ROUNDS, TERMINAL, GameState,
                    new_state)

__all__ = ["Game", "CHANCE", "TERMINAL", "Action", "IllegalActionError", "InvalidActionError", "Outcome",
           "SetupError", "check_players", "determinise"]


class SetupError(gamebase.SetupError):
    """Players, start player or length that cannot start a game (S1, S8, E3)."""


def check_players(colours) -> tuple:
    """S1: 3-5 distinct colours among red, blue, yellow, green, black."""
    return check_colours(colours, COLOURS, MIN_PLAYERS, MAX_PLAYERS, SetupError, "S1")


class Game(HistoryGame, marks=("deciders", "turns", "reveals"),
           problem="expected one decider, turn and reveal count per decision",
           rules=(Action, InvalidActionError, IllegalActionError), serial=(StateError, state_to_dict, state_from_dict)):
    """A game in progress: its state and the decisions taken so far (with, per decision, who took
    it, in which turn, and how many hidden things had been revealed before it: undo's fence).
    Undo, the events so far and JSON: gamebase.HistoryGame."""

    __slots__ = ("state", "history", "deciders", "turns", "reveals", "from_setup")

    def __init__(self, state: GameState, history=None, deciders=None, turns=None, reveals=None,
                 from_setup: bool = False):
        self.state = state
        self.history: list = history if history is not None else []
        self.deciders: list = deciders if deciders is not None else [None] * len(self.history)
        self.turns: list = turns if turns is not None else [None] * len(self.history)
        self.reveals: list = reveals if reveals is not None else [None] * len(self.history)
        self.from_setup = from_setup
        if state._legal is None and state.step != OVER:
            engine.settle(state, [])

    @classmethod
    def new(cls, colours, start_player: int | None = 0, seed: int | None = None, short: bool = False,
            board=None, cards=None) -> "Game":
        """S1-S7 by the player count; S8: `start_player`, or None: drawn with `seed` (Decision);
        E3: `short` plays 3 rounds. The fire tokens (S6) and hands (S10) are chance outcomes."""
        colours = check_players(colours)
        if start_player is None:
            start_player = random.Random(seed).randrange(len(colours))
        if type(start_player) is not int or not 0 <= start_player < len(colours):
            raise SetupError(f"the start player is a seat 0..{len(colours) - 1}, not {start_player!r:.20} (S8)")
        board = board if board is not None else load_board()
        cards = cards if cards is not None else load_cards(board=None if board is load_board() else board)
        rounds = SHORT_ROUNDS if short else ROUNDS
        return cls(new_state(colours, start_player, rounds, board, cards), from_setup=True)

    # -- who decides, and what -----------------------------------------------------------------

    def current_player(self) -> int:
        """The seat that decides now, CHANCE or TERMINAL."""
        return self.state.decider

    def legal_actions(self) -> tuple:
        """The decider's legal actions; at CHANCE one entry per card or token (equal ones repeat:
        a uniform choice among them has the true odds)."""
        return engine.legal_actions(self.state)

    def chance_outcomes(self) -> list:
        """At CHANCE: [(action, probability)], distinct actions; [] otherwise."""
        if self.state.decider != CHANCE:
            return []
        legal = self.legal_actions()
        counts = Counter(legal)
        return [(a, k / len(legal)) for a, k in counts.items()]

    def sample_chance(self, rng: random.Random) -> Action:
        """A chance outcome by its true odds: what rng.choice(legal_actions()) gives, drawn the
        same way from `rng`, without listing an entry per card or token."""
        return engine.random_action(self.state, rng)

    def random_action(self, rng: random.Random) -> Action:
        """Any decider's action drawn uniformly among the entries of legal_actions() (so chance
        outcomes by their true odds), with the same draw from `rng` as rng.choice(legal_actions())."""
        return engine.random_action(self.state, rng)

    def is_legal(self, action) -> bool:
        try:
            action = as_action(action)
        except InvalidActionError:
            return False
        return engine.is_legal(self.state, action)

    # -- doing -----------------------------------------------------------------------------------

    def apply(self, action) -> list:
        """Apply a legal action (or its notation); returns the events, in order."""
        state = self.state
        if action.__class__ is not Action:
            action = as_action(action)
        if not engine.is_legal(state, action):
            raise IllegalActionError(action, engine.explain(state, action))
        return self.apply_legal(action)

    def apply_legal(self, action: Action, events: bool = True) -> list:
        """The fast path for random playouts and the search: apply an Action taken from
        legal_actions() or random_action() of this very position, NOT checked (an action from
        anywhere else goes through apply, which refuses an illegal one). `events=False`: none are
        made (returns []). The history is kept as by apply."""
        state = self.state
        decider, turn, reveals = state.decider, state.turn, state.reveals
        out: list = []
        made = out if events else None
        engine._step(state, action, made)                 # engine.apply, one call fewer
        legal = state._legal                              # settle has nothing to do when two differ
        if legal is None or len(legal) < 2 or legal[1] is legal[0]:
            engine.settle(state, made)
        self.history.append(action)
        self.deciders.append(decider)
        self.turns.append(turn)
        self.reveals.append(reveals)
        return out

    def playout(self, rng: random.Random, limit: int | None = None) -> int:
        """Random decisions (chance by its odds) as apply_legal without events would take them
        (engine.playout, the history kept), until the game is over or `limit` decisions were
        taken; returns how many were. The same games, with the same `rng`, as
        apply(rng.choice(legal_actions())) in a loop."""
        return engine.playout(self.state, rng, -1 if limit is None else max(limit, 0),
                              (self.history, self.deciders, self.turns, self.reveals))

    # -- undo ------------------------------------------------------------------------------------

    def undo_blocker(self) -> str | None:
        """Why the last decision cannot be taken back, or None: a player takes back only his own
        decisions of the turn being played, never past another's decision, a chance outcome, a
        shuffle or a card drawn (H1, H2, H6)."""
        reason = self._history_blocker()
        if reason is not None:
            return reason
        if self.deciders[-1] != self.state.decider or self.deciders[-1] == CHANCE:
            return "another player (or chance) decided since"
        if self.turns[-1] != self.state.turn:
            return "that decision belongs to an earlier turn"
        if self.history[-1].verb == DRAW or self.reveals[-1] != self.state.reveals:
            return "a card was drawn or a hidden value revealed since"
        return None

    def _fresh(self) -> "Game":
        state = self.state
        return Game(new_state(state.colours, state.start_player, state.rounds, state.board, state.cards),
                    from_setup=True)

    # -- reading ---------------------------------------------------------------------------------

    def outcome(self) -> Outcome | None:
        """E4 once the game is over (None before): winners, scores, what decided, and per seat
        the points by round and region (P1)."""
        return outcome(self.state)

    def view(self, seat: int) -> dict:
        """What `seat` may see, as JSON data: the others' hands as None, their colours counted in
        hand_colours (H1); the shuffled part of each deck as None, cards others put under a deck as
        None (H2); every fire value as None (H4). Discard piles are given whole: every card in them
        was public when played (H3). Stones, hunters, clubs, mammoths, ice, reserves and scores
        are open (S11, H5)."""
        data = state_to_dict(self.state)
        for index, player in enumerate(data["players"]):
            if index != seat:
                player["hand"] = [None] * len(player["hand"])
        for deck in data["decks"].values():
            deck["shuffled"] = [None] * len(deck["shuffled"])
            deck["bottom"] = [[owner, code if owner == seat else None] for owner, code in deck["bottom"]]
        for region in data["regions"]:
            region["fire"] = [None] * len(region["fire"])
        data["fire_beside"] = [None] * len(data["fire_beside"])
        data["viewer"] = seat
        return data

    def determinise(self, seat: int, rng: random.Random) -> "Game":
        """A game consistent with what `seat` sees (view), the hidden rest dealt at random."""
        state = self.state
        return determinise(self.view(seat), rng, state.board, state.cards)

    def copy(self) -> "Game":
        return Game(self.state.copy(), list(self.history), list(self.deciders), list(self.turns), list(self.reveals),
                    self.from_setup)

    def __repr__(self) -> str:
        return f"<Game {self.state!r} after {len(self.history)} actions>"


def determinise(view: dict, rng: random.Random, board=None, cards=None) -> Game:
    """A game built from a view (Game.view) alone: every hidden value (others' hands, the decks'
    shuffled parts, cards others put under a deck, fire values) dealt at random from what the
    viewer cannot see, so a computer player never reads what it may not. No history."""
    board = board or load_board()
    cards = cards or load_cards()
    data = json.loads(json.dumps(view))
    data.pop("viewer", None)
    # H4: the unseen fire tokens.
    slots = [(region["fire"], i) for region in data["regions"] for i, v in enumerate(region["fire"]) if v is None]
    slots += [(data["fire_beside"], i) for i, v in enumerate(data["fire_beside"]) if v is None]
    seen = Counter(v for region in data["regions"] for v in region["fire"] if v is not None)
    pool = list((Counter(FIRE_TOKENS) - seen).elements())
    rng.shuffle(pool)
    for (where, i), value in zip(slots, pool):
        where[i] = value
    # H1, H2: the unseen cards of each colour.
    for colour in (LIGHT, DARK):
        known = Counter()
        for player in data["players"]:
            known.update(c for c in player["hand"] if c is not None and cards.colour[c] == colour)
        known.update(data["piles"][colour])
        known.update(code for _owner, code in data["decks"][colour]["bottom"] if code is not None)
        pool = list((Counter(cards.deck[colour]) - known).elements())
        rng.shuffle(pool)
        deck = data["decks"][colour]
        deck["shuffled"] = [pool.pop() for _ in deck["shuffled"]]
        deck["bottom"] = [[owner, code if code is not None else pool.pop()] for owner, code in deck["bottom"]]
        for player in data["players"]:
            if player["hand"] and player["hand"][0] is None:
                player.setdefault("_dealt", [])
                player["_dealt"] += [pool.pop() for _ in range(player["hand_colours"][colour])]
    for player in data["players"]:
        if "_dealt" in player:
            player["hand"] = sorted(player.pop("_dealt"))
    return Game(state_from_dict(data, board, cards))
