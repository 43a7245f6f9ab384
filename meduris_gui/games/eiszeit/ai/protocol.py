"""Eiszeit as the shared search sees it (meduris_gui/ai/protocol.py): the engine's legal actions
and apply, chance as chance (a card drawn, a fire token, G1's lot: their entries in the legal
actions carry the true odds), the rule of thumb of policy.py, the evaluation of evaluate.py, and
what a seat cannot see dealt again by knowledge.redeal. One object per set of weights; it holds
no game."""

from __future__ import annotations

import random

from meduris_gui.ai.protocol import GameProtocol, pick

from ..rules import engine
from ..rules.state import CHANCE, DEAL, DISCARD, OVER, PLAY, TERMINAL, TOKEN
from .evaluate import DEFAULT, Weights, estimate, final_lead, utility
from .knowledge import redeal
from .policy import RulePolicy


WIN_BONUS = 6.0        # a won game's worth beyond its lead, to the last round's futures (`endgame`):
                       # more than two or three points of lead, so that near the end the search
                       # plays for the win (the arena's measure) rather than for a wider margin


class EiszeitProtocol(GameProtocol):
    """`noise`: the chance that a player in a playout takes one of his three best ideas.
    `endgame`: in the last round, with this many stones or fewer left in the dark reserve (a few
    dark cards from the end, T11, E1), futures are played on to the end of the game and judged by
    the exact final lead (who wins, E4), not by the expected points; None: never.
    `own_turn`: a future goes on through the searching seat's own next turn (its next card, by
    the rule of thumb, and its discard and draw) before it is judged: what the seat holds (its
    cards, and stones to pay for the light ones) then counts, which the evaluation alone does not
    see; False: it stops when that turn begins.
    `memo`: the rule of thumb keeps the worth of each action it carries out on a copy per position
    (policy.py), for a search whose futures meet the same positions again (the tree's).
    `discard`: the players' discard threshold in the futures (policy.RulePolicy; None: none
    discards; a search says whose discard goes by it with `rules.discard_at`)."""

    title = "Eiszeit"
    legal = staticmethod(engine.legal_actions)
    resample = staticmethod(redeal)

    def __init__(self, weights: Weights = DEFAULT, noise: float = 0.0, endgame: int | None = None,
                 own_turn: bool = False, memo: bool = False, discard: float | None = None) -> None:
        self.w = weights
        self.rules = RulePolicy(weights, discard, memo)
        self.noise = noise
        self.endgame = endgame
        self.own_turn = own_turn

    @staticmethod
    def play(state, action) -> tuple:
        engine.apply(state, action, [])
        return () if state.step == OVER else engine.legal_actions(state)

    def policy(self, state, legal, rng: random.Random) -> tuple:
        if len(legal) == 1:
            return legal[0], 0
        rules = self.rules
        rules.spent = 0
        scores = rules.scores(state, legal)
        return pick(legal, scores, self.noise, rng), rules.spent

    def candidates(self, state, legal, width: int) -> list:
        order = self.rules.ranked(state, legal)
        return [legal[i] for i in order[:width]]

    def evaluate(self, state, seat: int) -> float:
        """The exact lead at the end of the game (with `endgame`, a win is worth WIN_BONUS more:
        near the end, who wins matters more than by how much); else the expected one (evaluate.py)."""
        if state.step == OVER:
            lead = final_lead(state, seat)
            if self.endgame is not None and seat in state.final["winners"]:
                lead += WIN_BONUS
            return lead
        return utility(estimate(state, self.w), seat, self.w)

    def horizon(self, state, rounds: int | None):
        if rounds is None or (self.endgame is not None and state.round == state.rounds
                              and state.dark_reserve <= self.endgame):
            return None
        return state.turn + rounds * state.n + (1 if self.own_turn else 0)

    def past_horizon(self, state, mark: int) -> bool:
        """Turn `mark` has begun (its card is to be played)."""
        return state.turn >= mark and state.step == PLAY

    def main_decision(self, state) -> bool:
        """Which card to play (T2): the others (a step of a card, a draw) get a third."""
        return state.step == PLAY

    @staticmethod
    def public(state, action, seat: int):
        """What `seat` sees of `action` (the tree search's key of it, meduris_gui/ai/ismcts.py):
        a card another player draws is only its deck's colour (H1); a fire token's value nobody
        sees (H4), only where it lies; a card another player puts under a deck (T8), only that
        deck's colour (H2). Everything else is seen by everyone (H5). So the others' hidden draws
        and discards of every determinisation share one node."""
        if state.decider == CHANCE:
            step = state.step
            if step == DEAL:
                drawer, colour = state.deals[0]
                return action if drawer == seat else (DEAL, colour)
            if step == TOKEN:
                return (TOKEN, state.tokens[0])
            return action                                   # G1's lot
        if state.step == DISCARD and state.decider != seat and action.who != "none":
            return (DISCARD, state.cards.colour[action.who])
        return action


assert TERMINAL == -2                    # the protocol's value (meduris_gui/ai/protocol.py)

__all__ = ["EiszeitProtocol"]
