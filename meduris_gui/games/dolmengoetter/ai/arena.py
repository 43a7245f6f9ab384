"""Die Dolmengötter's entry points for the shared arena (meduris_gui/ai/arena.py: `meduris arena
--game dolmengoetter`), `play_game` (one seeded game between computer players: benchmarks, tests)
and `meduris sim --game dolmengoetter` (random games: scores, lengths, how the games ended).

No chance (no die); the players are shown the public side of every event (M9: a dolmen's value is
its owner's). How a game ended: "last_stone" (E2: the last stone of all was placed, perhaps during
the last turns of E1) or "last_dolmen" (E1: a player placed his last dolmen and the others had
their last turn).
"""

from __future__ import annotations

import random

from meduris_gui.ai import arena
from meduris_gui.ai.arena import MAX_DECISIONS
from meduris_gui.ai.protocol import random_playout

from ..rules.game import Game
from ..rules.scoring import outcome
from ..rules.state import COLOURS
from .players import ARENA_KINDS, STRONG_STEPS, make_player
from .protocol import DolmenProtocol

PROTOCOL = DolmenProtocol()

NAME = "Die Dolmengötter"
PLAYERS = (2, 5)
SIDES = False                # one board
DICE = False
# The arena's openings: each player's first druid (S5) placed at random from the game's seed. The
# game has no chance and the dolmen sets are the same for every seed (C2), so two players who
# choose the same way from the same position played the same two or three games over and over:
# 24 games of the strong player at four times its budget against itself at once gave only the
# scores 74-79, 79-74 and 80-80 (issue 23). The rest of the setup and the game are the players'.
OPENING = 1
REPORT_NAMES_GAME = True


def default_steps() -> int:
    return STRONG_STEPS


def new_game(players: int, rng: random.Random, side: str | None = None) -> Game:
    """A new game: the first colours (C1), the start player drawn from `rng` (S4)."""
    return Game.new(list(COLOURS[:players]), rng.randrange(players))


def observed(events) -> list:
    return [event.public() for event in events]


def ending(state) -> str:
    """How a finished game ended: "last_stone" (E2) or "last_dolmen" (E1)."""
    return "last_stone" if sum(state.stones) == 0 else "last_dolmen"


def summary(game: Game) -> dict:
    return {"ending": ending(game.state), "turns": game.state.turn}


def play_game(kinds: list, seed: int, on_decision=None, strong_steps: int | None = None) -> dict:
    """One game; kinds[s] plays seat s (meduris_gui/ai/arena.py play_game). Returns scores,
    winners, decision times per seat, how it ended and how long it was."""
    return arena.play_game("dolmengoetter", kinds, seed, None, on_decision, strong_steps)


def random_game(players: int, rng: random.Random) -> tuple:
    """One game of uniformly random decisions: (its final state, decisions)."""
    state = new_game(players, rng).state
    return state, random_playout(PROTOCOL, state, rng, MAX_DECISIONS)


SIM_COUNTS = {"endings": ("last_dolmen", "last_stone"), "tie_breaks": ("points", "dolmens", "shared")}


def sim_tally(state) -> dict:
    """What `meduris sim --game dolmengoetter` counts of a finished game."""
    return {"endings": ending(state), "tie_breaks": state.final["tie_break"]}


def simulate(players: int, games: int, seed: int) -> dict:
    """`meduris sim --game dolmengoetter`: random games; scores, lengths, how they ended."""
    return arena.simulate("dolmengoetter", players, games, seed)


__all__ = ["ARENA_KINDS", "NAME", "PLAYERS", "default_steps", "ending", "make_player", "new_game", "play_game",
           "random_game", "simulate"]
