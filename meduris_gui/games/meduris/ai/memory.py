"""What one seat knows: its own view of the table and what it remembers.

A computer player never reads the game state. It gets `Game.view(seat)` (the other players'
materials are hidden, S3) and the public events: every material taken (T1, T2, A), paid or
sacrificed (B, C, D3) and returned (T3) happens in front of everyone, so a player with a perfect
memory knows every screen's contents. `Memory` is that memory. When it cannot account for the
table (a game resumed from a position without its history, or a missed event), the computer
player guesses: `determinise` deals the materials it cannot see at random among the others,
consistent with the board supply (S5: 18 of each material in all).
"""

from __future__ import annotations

import random

from ..rules.board import MATERIAL_NAMES
from ..rules.events import MaterialsGained, MaterialsReturned
from ..rules.serial import state_from_dict
from ..rules.setup import START_STOCK
from ..rules.state import MATERIALS_PER_KIND, GameState


class Memory:
    """Every player's materials, counted from the public events since the start of the game."""

    __slots__ = ("stock",)

    def __init__(self, players: int) -> None:
        self.stock = [list(START_STOCK) for _ in range(players)]

    def observe(self, events) -> None:
        stock = self.stock
        for event in events:
            if type(event) is MaterialsGained:
                stock[event.player][event.material] += event.count
            elif type(event) is MaterialsReturned:
                counts = stock[event.player]
                for m, count in enumerate(event.materials):
                    counts[m] -= count

    def accounts_for(self, view: dict) -> bool:
        """Does the memory agree with everything the view shows (own stock, supply, totals)?"""
        seat = view["viewer"]
        players = view["players"]
        if len(players) != len(self.stock):
            return False
        own = [players[seat]["materials"][name] for name in MATERIAL_NAMES]
        if own != self.stock[seat]:
            return False
        for m, name in enumerate(MATERIAL_NAMES):
            counts = [s[m] for s in self.stock]
            if min(counts) < 0 or sum(counts) + view["supply"][name] != MATERIALS_PER_KIND:
                return False
        return True


def determinise(view: dict, memory: Memory | None, rng: random.Random) -> tuple[GameState, bool]:
    """A complete state for the viewer to think about: the view with the hidden materials filled
    in from memory, or dealt at random when memory cannot account for them. Returns the state and
    whether it is certain (memory) or a guess."""
    seat = view["viewer"]
    players = view["players"]
    if memory is not None and memory.accounts_for(view):
        stocks = memory.stock
        certain = True
    else:
        stocks = _deal(view, rng)
        certain = False
    data = dict(view)
    del data["viewer"]
    data["players"] = [
        dict(player, materials=player["materials"] if p == seat else
             {name: stocks[p][m] for m, name in enumerate(MATERIAL_NAMES)})
        for p, player in enumerate(players)
    ]
    return state_from_dict(data), certain


def _deal(view: dict, rng: random.Random) -> list:
    """The materials the viewer cannot see, each unit given to one of the others at random."""
    seat = view["viewer"]
    players = view["players"]
    others = [p for p in range(len(players)) if p != seat]
    stocks = [[0, 0, 0, 0] for _ in players]
    for m, name in enumerate(MATERIAL_NAMES):
        hidden = MATERIALS_PER_KIND - view["supply"][name] - players[seat]["materials"][name]
        for _ in range(hidden):
            stocks[rng.choice(others)][m] += 1
    return stocks
