"""What an Eiszeit player may know, and its guesses of the rest (H1-H4).

A player is given its view (Game.view: the others' hands as card backs with their colours counted,
the decks' shuffled parts and the cards others put under a deck as None, every fire value as
None). `determinise` turns the view into a rules GameState with the hidden rest dealt at random
from what the viewer cannot see (rules/game.py determinise: every card of a colour not in its own
hand, the discard piles or its own buried cards; the fire tokens among the unseen values);
`redeal` deals that hidden rest again on a determinised state, cheaply, for every future of the
search. Neither ever reads a hidden value of the game itself.
"""

from __future__ import annotations

import random

from ..rules.cards import DARK, LIGHT
from ..rules.game import determinise as determinise_view


def determinise(view: dict, rng: random.Random, board=None, cards=None):
    """A rules GameState consistent with `view`: what its viewer cannot see dealt at random."""
    return determinise_view(view, rng, board, cards).state


def redeal(state, seat: int, rng: random.Random):
    """A copy of a determinised `state` with everything `seat` cannot see dealt again: the other
    players' hands (each keeps as many light and dark cards, H1), the decks' shuffled parts and
    the cards the others put under a deck (H2), and the fire values on the board and beside it
    (H4: nobody sees any). Another guess just as consistent with `seat`'s view."""
    new = state.copy()
    new._legal = None                 # a draw's chance outcomes depend on the deck
    colour_of = state.cards.colour
    for colour in (LIGHT, DARK):
        pool = list(new.deck[colour])
        slots = []
        for s in range(new.n):
            if s != seat:
                for i, code in enumerate(new.hand[s]):
                    if colour_of[code] == colour:
                        pool.append(code)
                        slots.append((s, i))
        buried = [i for i, (owner, _code) in enumerate(new.bottom[colour]) if owner != seat]
        pool += [new.bottom[colour][i][1] for i in buried]
        rng.shuffle(pool)
        for s, i in slots:
            new.hand[s][i] = pool.pop()
        for i in buried:
            new.bottom[colour][i][1] = pool.pop()
        new.deck[colour] = sorted(pool)
    for s in range(new.n):
        if s != seat:
            new.hand[s].sort()
    tokens = [v for f in new.fire for v in f] + new.fire_beside
    rng.shuffle(tokens)
    k = 0
    for f in new.fire:
        for i in range(len(f)):
            f[i] = tokens[k]
            k += 1
    new.fire_beside = sorted(tokens[k:])
    return new


__all__ = ["determinise", "redeal"]
