"""Game: the one small API every client uses (window, computer players, simulator, tests).

    game = Game.new(["purple", "blue"], seed=7)
    while not game.is_over():
        if game.current_player() == CHANCE: action = <a die face>
        else: action = <one of game.legal_actions()>
        events = game.apply(action)

`current_player()` answers a seat, CHANCE or TERMINAL. `apply` refuses an illegal action with
IllegalActionError (the state is untouched) and returns the events of what happened.
"""

from __future__ import annotations

import json
import random

from . import engine
from .actions import ROLL, Action, IllegalActionError, InvalidActionError, as_action
from .kinds import Token
from .legal import ROLLS, build_payments, explain, is_legal, normalize
from .price import BuildPrice, ChoiceValue, build_price, choice_value
from .scoring import Outcome, decide_outcome, score_breakdown
from .serial import state_from_dict, state_to_dict
from .setup import START_SCORE, new_state
from .state import CHANCE, TERMINAL, GameState

__all__ = ["Game", "CHANCE", "TERMINAL", "Action", "IllegalActionError", "InvalidActionError"]


class Game:
    """A game in progress: its state, how it was set up and the decisions taken so far."""

    __slots__ = ("state", "history", "tokens", "deciders")

    def __init__(self, state: GameState, history: list | None = None, tokens: dict | None = None,
                 deciders: list | None = None):
        self.state = state
        self.history: list[Action] = history if history is not None else []
        # Who took each decision of the history (CHANCE for rolls; None where unknown).
        self.deciders: list = deciders if deciders is not None else [None] * len(self.history)
        # S7: the bonus token placement as dealt, kept for the record. A game built from a
        # position in the middle of play has no complete record (None).
        self.tokens = tokens
        if state._legal is None:             # a new state: the first forced steps, the legal actions
            engine.settle(state, None)

    @classmethod
    def new(cls, colours, start_player: int = 0, *, seed: int | None = None, board=None,
            tokens: dict | None = None, rng: random.Random | None = None,
            any_side: bool = False) -> "Game":
        """S1-S10. Bonus tokens come from `tokens`, else from `rng`, else from `seed`.
        `any_side`: allow a board side S2 does not give to this many players (a variant)."""
        if rng is None:
            rng = random.Random(seed)
        state = new_state(colours, start_player, board=board, tokens=tokens, rng=rng, any_side=any_side)
        return cls(state, tokens={s: Token(t).word for s, t in enumerate(state.token) if t})

    # -- who decides, and what -----------------------------------------------------------------

    def current_player(self) -> int:
        """A seat (0..players-1), CHANCE (the die) or TERMINAL (the game is over)."""
        return self.state.decider

    def legal_actions(self) -> tuple:
        """The decider's legal actions (the die faces when chance decides)."""
        return engine.legal_actions(self.state)

    def chance_outcomes(self) -> list:
        """The die's faces with their probabilities, when chance decides."""
        if self.state.decider != CHANCE:
            return []
        return [(face, 1 / 6) for face in ROLLS]

    def is_legal(self, action: Action | str) -> bool:
        return is_legal(self.state, as_action(action))

    def payments_for(self, action: Action | str) -> tuple:
        """The ways to pay for a legal 'build hut N' / 'build temple N', cheapest first."""
        action = as_action(action)
        if not action.is_build or action.unpaid() not in engine.legal_actions(self.state):
            raise IllegalActionError(action, explain(self.state, action))
        return build_payments(self.state, action.verb, action.space)

    def build_price(self, verb: str, space: int, seat: int | None = None) -> BuildPrice:
        """R1/R3/C: what a hut or temple on the empty `space` costs now, and why (the settlement
        it joins or makes, the token on the space, what a temple there would score). With `seat`,
        `allowed` also says whether that player could build it at all (a piece left, the game
        not over), whatever his materials."""
        return build_price(self.state, verb, space, seat)

    def choice_value(self, action: Action) -> ChoiceValue:
        """D3/R0: what a legal payment or sacrifice action of the decider is: its kind, the points
        a sacrifice gives and how many units it replaces by three other materials."""
        return choice_value(self.state, action)

    def harvest_preview(self, from_highland: int, from_level: int, to_highland: int) -> list[int]:
        """A: what each seat would gain (units of `to_highland`'s material) if the decider moved
        the worker at `from_level` of `from_highland` on top of `to_highland` now: the tower
        works by hierarchy while the board supply lasts. Refuses a move that is not legal."""
        action = Action.harvest(from_highland, from_level, to_highland)
        if not self.is_legal(action):
            raise IllegalActionError(action, explain(self.state, action))
        state = self.state
        tower = list(state.towers[to_highland])
        tower.append(state.towers[from_highland][from_level - 1])
        return engine.harvest_gains(tower, state.supply[to_highland], state.players)

    # -- doing -----------------------------------------------------------------------------------

    def apply(self, action: Action | str) -> list:
        """Apply a legal action (or its notation). Returns the events, in order."""
        state = self.state
        action = normalize(state, as_action(action))
        if not is_legal(state, action):
            raise IllegalActionError(action, explain(state, action))
        events: list = []
        decider = state.decider
        engine.apply(state, action, events)
        # Both lists grow together, after the engine: they never get out of step.
        self.deciders.append(decider)
        self.history.append(action)
        return events

    # -- undo ------------------------------------------------------------------------------------

    def undo_blocker(self) -> str | None:
        """Why the last decision cannot be taken back, or None if it can.

        The usual rule of digital board games: a player takes back only his own decisions, never
        past a die roll (chance has spoken) and never past another player's decision (the game
        moved on to someone else). Meduris reveals no hidden information besides the die.
        """
        if self.tokens is None:
            return "this game was built from a position: it has no history to go back to"
        if self.is_over():
            return "the game is over"
        if not self.history:
            return "nothing has been decided yet"
        last = self.history[-1]
        seat = self.deciders[-1]
        if last.verb == ROLL:
            return "the die has been rolled"
        if seat is None or seat != self.state.decider:
            return "another player decides now"
        return None

    def can_undo(self) -> bool:
        return self.undo_blocker() is None

    def undo(self) -> list:
        """Take back the last decision. Returns the events of the whole game up to the decision
        before it (the game is replayed from its setup, so the log can be rebuilt)."""
        reason = self.undo_blocker()
        if reason is not None:
            raise IllegalActionError("undo", reason)
        fresh, events = self._replay(self.history[:-1])
        self.state, self.history, self.deciders = fresh.state, fresh.history, fresh.deciders
        return events

    def events_so_far(self) -> list:
        """Every event of the game so far, replayed from its setup: the public story of the game
        (the log shows it; computer players rebuild their memory from it). A game built from a
        position has no history: no events."""
        if self.tokens is None:
            return []
        return self._replay(self.history)[1]

    def decisions_so_far(self) -> list[list]:
        """The events of the game so far, one list per decision of the history (rolls included),
        replayed from its setup: `events_so_far()` cut at the decisions, so that a log line knows
        the decision it tells (the window's re-watch shows `position_after` that decision)."""
        if self.tokens is None:
            return []
        fresh = self._fresh()
        return [fresh.apply(action) for action in self.history]

    def position_after(self, decisions: int) -> GameState:
        """A copy of the state right after the first `decisions` decisions of the history (0: the
        setup), replayed from the setup by the engine. A game built from a position has no
        history: only its present (decisions == len(history)) can be asked for."""
        if not 0 <= decisions <= len(self.history):
            raise ValueError(f"no position after {decisions} decisions: the game has {len(self.history)}")
        if decisions == len(self.history):
            return self.state.copy()
        if self.tokens is None:
            raise ValueError("this game was built from a position: it has no past positions")
        fresh = self._fresh()
        for action in self.history[:decisions]:
            fresh.apply(action)       # checked like the original decision, never a shortcut
        return fresh.state

    def _fresh(self) -> "Game":
        state = self.state
        return Game.new(state.colours, state.start_player, board=state.board, tokens=self.tokens, any_side=True)

    def _replay(self, actions) -> tuple["Game", list]:
        fresh = self._fresh()
        events: list = []
        for action in actions:
            events.extend(fresh.apply(action))
        return fresh, events

    def roll(self, rng: random.Random) -> list:
        """Roll the die with `rng` (when chance decides) and apply the face."""
        return self.apply(ROLLS[rng.randrange(6)])

    # -- reading ---------------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.state.decider == TERMINAL

    def outcome(self) -> Outcome | None:
        """E5, once the game is over: the winners, the final scores, what decided, and
        `breakdown`, every seat's final points by source (E3-E5, see `score_breakdown`): the one
        place the end of the game reads the final scoring from."""
        state = self.state
        if state.final is None:
            return None
        outcome = decide_outcome(state.score, state.final["built"], state.final["materials"])
        return outcome._replace(breakdown=tuple(self._breakdown()))

    def score_breakdown(self) -> list[dict]:
        """Every seat's points so far by source (see scoring.score_breakdown), from the game's
        events; once the game is over, the breakdown of `outcome()`. A game built from a
        position has no events: its whole score counts as "start"."""
        outcome = self.outcome()
        if outcome is not None:
            return list(outcome.breakdown)
        return self._breakdown()

    def _breakdown(self) -> list[dict]:
        if self.tokens is None:
            rows = score_breakdown((), self.state.players, 0)
            for row, score in zip(rows, self.state.score):
                row["start"] = row["total"] = score
            return rows
        return score_breakdown(self.events_so_far(), self.state.players, START_SCORE)

    def view(self, seat: int) -> dict:
        """What `seat` may see: the state as JSON data with the other players' materials hidden (S3)."""
        data = state_to_dict(self.state)
        for index, player in enumerate(data["players"]):
            if index != seat:
                player["materials"] = None
        data["viewer"] = seat
        return data

    def copy(self) -> "Game":
        return Game(self.state.copy(), list(self.history), None if self.tokens is None else dict(self.tokens),
                    list(self.deciders))

    def to_json(self) -> str:
        return json.dumps(state_to_dict(self.state))

    @classmethod
    def from_json(cls, text: str) -> "Game":
        return cls(state_from_dict(json.loads(text)))

    def __repr__(self) -> str:
        return f"<Game {self.state!r} after {len(self.history)} actions>"
