"""Meduris's entry points for the shared arena (meduris_gui/ai/arena.py: `meduris arena`), and
`play_game`, one seeded game between computer players (benchmarks, tests).

A new game draws its start player and bonus tokens from the game's seed, on the board side the
rules give to its players or the one asked for (`--side`, any side allowed: a variant); the die
is chance, rolled with a generator of its own; the players see every event.
"""

from __future__ import annotations

import random

from meduris_gui.ai import arena

from ..rules.board import load_side
from ..rules.game import Game
from ..rules.setup import default_colours
from .players import ARENA_KINDS, make_player
from .search import Search

NAME = "Meduris"
PLAYERS = (2, 4)
SIDES = True                 # --side: the board side
OPENING = 0                  # the players make every decision (the die gives the games their variety)
DICE = True                  # the die decides (chance) at the start of every turn
REPORT_NAMES_GAME = False    # the report keeps its shape from before there were other games


def default_steps() -> int:
    return Search().steps


def new_game(players: int, rng: random.Random, side: str | None = None) -> Game:
    board = load_side(side) if side else None
    return Game.new(default_colours(players), rng.randrange(players), rng=rng, board=board, any_side=True)


def observed(events) -> list:
    return events


def summary(game: Game) -> dict:
    return {}


def play_game(kinds: list, seed: int, side: str | None = None, on_decision=None,
              strong_steps: int | None = None) -> dict:
    """One game of Meduris; kinds[s] plays seat s (meduris_gui/ai/arena.py play_game)."""
    return arena.play_game("meduris", kinds, seed, side, on_decision, strong_steps)


__all__ = ["ARENA_KINDS", "NAME", "PLAYERS", "default_steps", "make_player", "new_game", "play_game"]
