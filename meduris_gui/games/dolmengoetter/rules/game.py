"""Game: the one API every client of Die Dolmengötter uses (window, computer players, tests).

    game = Game.new(["red", "blue"], start_player=0)
    while not game.is_over():
        action = <one of game.legal_actions()>       # of game.current_player()
        events = game.apply(action)

There is no chance in this game: `current_player()` is a seat or TERMINAL. `apply` refuses an
illegal action with IllegalActionError (malformed notation: InvalidActionError), the state
untouched, and returns the events of what happened. Decisions with a single legal action are
taken by the engine (they are never in `history`).
"""

from __future__ import annotations

import random

from meduris_gui import gamebase
from meduris_gui.gamebase import HistoryGame, check_colours

from . import engine
from .actions import Action, IllegalActionError, InvalidActionError, as_action
from .board import load_board
from .scoring import Outcome, outcome, score_breakdown
from .serial import StateError, state_from_dict, state_to_dict
from .state import COLOURS, MAX_PLAYERS, MIN_PLAYERS, OVER, TERMINAL, GameState, Right, new_state

__all__ = ["Game", "TERMINAL", "Action", "IllegalActionError", "InvalidActionError", "Right", "Outcome",
           "SetupError"]


class SetupError(gamebase.SetupError):
    """Players or start player that cannot start a game (S1, S4)."""


def check_players(colours) -> tuple:
    """S1, C1: 2-5 distinct colours among red, yellow, blue, green, white."""
    return check_colours(colours, COLOURS, MIN_PLAYERS, MAX_PLAYERS, SetupError, "C1")


class Game(HistoryGame, marks=("deciders", "turns"), problem="expected one decider and one turn per decision",
           rules=(Action, InvalidActionError, IllegalActionError), serial=(StateError, state_to_dict, state_from_dict)):
    """A game in progress: its state and the decisions taken so far (with, per decision, who took
    it and in which turn: undo's fence). Undo, the events so far and JSON: gamebase.HistoryGame."""

    __slots__ = ("state", "history", "deciders", "turns", "from_setup")

    def __init__(self, state: GameState, history: list | None = None, deciders: list | None = None,
                 turns: list | None = None, from_setup: bool = False):
        self.state = state
        self.history: list = history if history is not None else []
        self.deciders: list = deciders if deciders is not None else [None] * len(self.history)
        self.turns: list = turns if turns is not None else [None] * len(self.history)
        self.from_setup = from_setup      # Game.new: the whole history; a position (from_json, determinise) may not
        if state._legal is None and state.step != OVER:
            engine.settle(state, [])

    @classmethod
    def new(cls, colours, start_player: int = 0, board=None) -> "Game":
        """S1 players, S4 the start player; each gets his set (C2) and 3 druids (S2), scores on 4
        (C3); then the druid placement (S5) and the start player's first turn (S6)."""
        colours = check_players(colours)
        if type(start_player) is not int or not 0 <= start_player < len(colours):
            raise SetupError(f"the start player is a seat 0..{len(colours) - 1}, not {start_player!r:.20} (S4)")
        board = board if board is not None else load_board()
        return cls(new_state(colours, start_player, board), from_setup=True)

    # -- who decides, and what -----------------------------------------------------------------

    def current_player(self) -> int:
        """The seat that decides now, or TERMINAL."""
        return self.state.decider

    def legal_actions(self) -> tuple:
        """The decider's legal actions (T1: walks, herbs, flights; T4/T5; M6; S5)."""
        return engine.legal_actions(self.state)

    def is_legal(self, action) -> bool:
        try:
            action = as_action(action)
        except InvalidActionError:
            return False
        return self.state.step != OVER and engine.is_legal(self.state, action)

    def walk_targets(self, place: int) -> dict:
        """T2: {end place: path (start, jumped..., end)} of the decider's standing druid on
        `place` when he may move now; {} otherwise."""
        state = self.state
        if state.step != "move" or not 0 <= place < len(state.druid) or state.druid[place] != state.active \
                or state.lying[place]:
            return {}
        return engine.walk_paths(state, place)

    def fly_targets(self, place: int) -> tuple:
        """T7: the free places the decider's lying druid on `place` may fly to; () otherwise."""
        state = self.state
        if state.step != "move" or not 0 <= place < len(state.druid) or state.druid[place] != state.active \
                or not state.lying[place]:
            return ()
        return tuple(engine.free_places(state))

    def pending_right(self) -> Right | None:
        """M4, M6: the right being decided now, or None."""
        return engine.pending_right(self.state)

    # -- doing -----------------------------------------------------------------------------------

    def apply(self, action) -> list:
        """Apply a legal action (or its notation); returns the events, in order."""
        state = self.state
        if action.__class__ is not Action:
            action = as_action(action)
        legal = state._legal
        # the cached list when there is one (the usual case: a client asked for it), else the rules
        if not (action in legal if legal is not None else state.step != OVER and engine.is_legal(state, action)):
            raise IllegalActionError(action, engine.explain(state, action))
        events: list = []
        decider, turn = state.decider, state.turn
        engine.apply(state, action, events)
        self.history.append(action)
        self.deciders.append(decider)
        self.turns.append(turn)
        return events

    # -- undo ------------------------------------------------------------------------------------

    def undo_blocker(self) -> str | None:
        """Why the last decision cannot be taken back, or None: a player takes back only his own
        decisions of the turn being played, never past another player's decision (nor past a
        scoring: that ends the turn and shows hidden values)."""
        reason = self._history_blocker()
        if reason is not None:
            return reason
        if self.deciders[-1] != self.state.decider:
            return "another player decides now"
        if self.turns[-1] != self.state.turn:
            return "that decision belongs to an earlier turn"
        return None

    def _fresh(self) -> "Game":
        state = self.state
        return Game.new(state.colours, state.start_player, board=state.board)

    # -- reading ---------------------------------------------------------------------------------

    def outcome(self) -> Outcome | None:
        """E4 once the game is over (None before): winners, scores, what decided, and per seat
        the points by source (start, points lost, each circle scored, final scoring)."""
        return outcome(self.state)

    def score_breakdown(self) -> list:
        return score_breakdown(self.state)

    def view(self, seat: int) -> dict:
        """What `seat` may see (S3, M9): the state as JSON data, the other players' dolmen values in
        hand and on the board None; once the game is over the board's values are public (E3)."""
        data = state_to_dict(self.state)
        over = self.state.step == OVER
        for index, player in enumerate(data["players"]):
            if index != seat:
                player["hand"] = None
        if not over:
            for circle in data["circles"]:
                circle["stack"] = [[owner, value if owner == seat else None] for owner, value in circle["stack"]]
        data["viewer"] = seat
        return data

    def determinise(self, seat: int, rng: random.Random) -> "Game":
        """A copy in which what `seat` cannot see (M9: the others' dolmen values in hand and on
        the board) is dealt again at random: each other player's unseen values (his hand and his
        dolmens still on the board) are shuffled among the same slots. Its history is dropped
        (the real decisions would give the hidden values away)."""
        state = self.state.copy()
        state._legal = None
        for other in range(state.n):
            if other == seat:
                continue
            slots = [(c, i) for c, stack in enumerate(state.stack) for i, (owner, _v) in enumerate(stack)
                     if owner == other]
            pool = [state.stack[c][i][1] for c, i in slots] + state.hand[other]
            rng.shuffle(pool)
            for (c, i), value in zip(slots, pool):
                state.stack[c][i] = (other, value)
            state.hand[other] = sorted(pool[len(slots):], reverse=True)
        return Game(state)

    def copy(self) -> "Game":
        return Game(self.state.copy(), list(self.history), list(self.deciders), list(self.turns), self.from_setup)

    def __repr__(self) -> str:
        return f"<Game {self.state!r} after {len(self.history)} actions>"
