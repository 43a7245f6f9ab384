"""Eiszeit's entry points for the shared arena (meduris_gui/ai/arena.py: `meduris arena --game
eiszeit`), `play_game` (one seeded game between computer players: benchmarks, tests) and `meduris
sim --game eiszeit` (random games: scores, lengths, how the games were decided).

Chance decides (cards drawn, fire tokens, G1's lot: DICE), rolled by the arena's own generator
among the legal entries, which carry the true odds. The players are shown the public side of
every event (H1, H2, H4: cards drawn or buried and fire values as None).
"""

from __future__ import annotations

import random

from meduris_gui.ai import arena
from meduris_gui.ai.arena import MAX_DECISIONS
from meduris_gui.ai.protocol import random_playout

from ..rules.actions import COLOURS
from ..rules.game import Game
from ..rules.scoring import outcome
from .players import ARENA_KINDS, STRONG_STEPS, make_player
from .protocol import EiszeitProtocol

PROTOCOL = EiszeitProtocol()

NAME = "Eiszeit"
PLAYERS = (3, 5)
SIDES = False                # one board
OPENING = 0                  # the players make every decision (the cards give the games their variety)
DICE = True                  # cards drawn, fire tokens and the lot are chance outcomes
REPORT_NAMES_GAME = True


def default_steps() -> int:
    return STRONG_STEPS


def new_game(players: int, rng: random.Random, side: str | None = None) -> Game:
    """A new game: the first colours (S1), the start player drawn from `rng` (S8)."""
    return Game.new(list(COLOURS[:players]), rng.randrange(players))


def observed(events) -> list:
    return [event.public() for event in events]


def summary(game: Game) -> dict:
    return {"tie_break": game.state.final["tie_break"], "turns": game.state.turn}


def play_game(kinds: list, seed: int, on_decision=None, strong_steps: int | None = None) -> dict:
    """One game; kinds[s] plays seat s (meduris_gui/ai/arena.py play_game). Returns scores,
    winners, decision times per seat, what decided it and how many turns it had."""
    return arena.play_game("eiszeit", kinds, seed, None, on_decision, strong_steps)


def random_game(players: int, rng: random.Random) -> tuple:
    """One game of uniformly random decisions (chance with its odds): (its final state, decisions)."""
    state = new_game(players, rng).state
    return state, random_playout(PROTOCOL, state, rng, MAX_DECISIONS)


SIM_COUNTS = {"tie_breaks": ("points", "hunters", "stones", "shared")}


def sim_tally(state) -> dict:
    """What `meduris sim --game eiszeit` counts of a finished game: what decided the winner (E4)."""
    return {"tie_breaks": state.final["tie_break"]}


def simulate(players: int, games: int, seed: int) -> dict:
    """`meduris sim --game eiszeit`: random games; scores, lengths, what decided the winners."""
    return arena.simulate("eiszeit", players, games, seed)


__all__ = ["ARENA_KINDS", "NAME", "PLAYERS", "default_steps", "make_player", "new_game", "play_game",
           "random_game", "simulate"]
