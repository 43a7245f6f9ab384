"""What one seat knows of a Dolmengötter table, and its guesses of what it cannot see.

A computer player never reads the game state: it gets `Game.view(seat)` (the other players' dolmen
values in hand and on the board are None, M9) and the public events (`event.public()`). Values come
out only when a circle is scored (P4: the dolmens leave the game) and at the end (E3). `Memory`
keeps the scored values of each player; `determinise` turns a view into a rules GameState the
search can play on, with the values the seat cannot see dealt at random: each other player's
unscored values (his set, C2, less those scored) shuffled among his dolmens on the board and in
his hand, as `Game.determinise(seat, rng)` does with the real game. When memory cannot account for
a player's scored dolmens (a game resumed from a position), the values removed from his set are a
guess too.
"""

from __future__ import annotations

import random

from ..rules.board import load_board
from ..rules.events import FinalScoring, Scored
from ..rules.serial import state_from_dict
from ..rules.state import dolmen_set


class Memory:
    """Every player's dolmen values made public so far (scored, P4), from the public events."""

    __slots__ = ("scored",)

    def __init__(self, players: int) -> None:
        self.scored: list = [[] for _ in range(players)]

    def observe(self, events) -> None:
        for event in events:
            event = event.public()                # never more than everybody saw
            if type(event) is Scored:
                for seat, value, _multiplier, _points in event.rows:
                    if value is not None:
                        self.scored[seat].append(value)

    def accounts_for(self, view: dict) -> bool:
        """Whether the scored values remembered match every player's dolmens gone from the game."""
        on_board = _on_board(view)
        return all(len(self.scored[s]) == p["placed"] - on_board[s] for s, p in enumerate(view["players"]))


def _on_board(view: dict) -> list:
    counts = [0] * len(view["players"])
    for circle in view["circles"]:
        for owner, _value in circle["stack"]:
            counts[owner] += 1
    return counts


def unseen_values(view: dict, seat: int, memory: Memory | None, rng: random.Random) -> list:
    """Per player, the values `seat` cannot see (his set less the scored ones); `seat`'s: None."""
    n = len(view["players"])
    on_board = _on_board(view)
    out: list = []
    for s, player in enumerate(view["players"]):
        if s == seat:
            out.append(None)
            continue
        pool = dolmen_set(n)
        gone = player["placed"] - on_board[s]
        known = memory.scored[s] if memory is not None and len(memory.scored[s]) == gone else None
        if known is not None:
            for v in known:
                pool.remove(v)
        else:
            rng.shuffle(pool)
            del pool[:gone]                        # a guess: which ones were scored
        out.append(pool)
    return out


def determinise(view: dict, memory: Memory | None, rng: random.Random, board=None):
    """A rules GameState consistent with `view`: the values its viewer cannot see dealt at random."""
    seat = view["viewer"]
    pools = unseen_values(view, seat, memory, rng)
    data = dict(view)
    players = [dict(p) for p in view["players"]]
    circles = [dict(c) for c in view["circles"]]
    over = view["step"] == "over"
    for s, pool in enumerate(pools):
        if pool is None:
            continue
        rng.shuffle(pool)
        k = 0
        if not over:
            for circle in circles:
                if any(owner == s for owner, _v in circle["stack"]):
                    stack = []
                    for owner, value in circle["stack"]:
                        if owner == s:
                            value = pool[k]
                            k += 1
                        stack.append([owner, value])
                    circle["stack"] = stack
        hand = pool[k:]
        count = players[s]["dolmens"]
        players[s]["hand"] = sorted(hand[:count], reverse=True)
    data["players"] = players
    data["circles"] = circles
    return state_from_dict(data, board if board is not None else load_board())


def redeal(state, seat: int, rng: random.Random, canonical: bool = False):
    """A copy of a determinised `state` with every other player's values dealt again among the
    same slots (his dolmens on the board and in his hand), as Game.determinise does: another
    guess just as consistent with `seat`'s view. Cheap: the search draws one for every future.
    `canonical`: each player's values are put in order before they are shuffled, so that the deal
    drawn for a seed depends only on what `seat` sees (which values a player has left), not on
    where they lie in `state` (the tree search's; the flat search keeps its deals as they were)."""
    new = state.copy()
    new._legal = None                   # a dolmen decision's values depend on the hand
    stacks = new.stack
    for other in range(new.n):
        if other == seat:
            continue
        slots = [(c, i) for c, stack in enumerate(stacks) for i, (owner, _v) in enumerate(stack) if owner == other]
        pool = [stacks[c][i][1] for c, i in slots] + new.hand[other]
        if len(set(pool)) <= 1:
            continue
        if canonical:
            pool.sort()
        rng.shuffle(pool)
        for (c, i), value in zip(slots, pool):
            stacks[c][i] = (other, value)
        new.hand[other] = sorted(pool[len(slots):], reverse=True)
    return new


__all__ = ["Memory", "determinise", "redeal", "unseen_values"]
