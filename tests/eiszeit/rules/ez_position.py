"""Positions for the Eiszeit rules tests: a game brought to its first card by fixed choices, then
changed by hand (hands, board, stones) with every component kept conserved, so that the state still
passes serial.state_from_dict's checks."""

from __future__ import annotations

import random

from meduris_gui.games.eiszeit.rules import engine
from meduris_gui.games.eiszeit.rules.actions import COLOURS, Action
from meduris_gui.games.eiszeit.rules.game import CHANCE, Game
from meduris_gui.games.eiszeit.rules.serial import state_from_dict, state_to_dict

RED, BLUE, YELLOW, GREEN, BLACK = range(5)


def started(n: int = 3, start: int = 0, short: bool = False, seed: int = 1) -> Game:
    """A game at the start player's first card: fire and hands dealt by a seeded generator, the
    initial hunters placed on the free regions in turn (S9)."""
    rng = random.Random(seed)
    game = Game.new(COLOURS[:n], start, short=short)
    k = 0
    while game.state.step != "play":
        if game.current_player() == CHANCE:
            game.apply(game.sample_chance(rng))
        else:
            legal = game.legal_actions()
            game.apply(legal[k % len(legal)])
            k += 1
    return game


def refresh(game: Game) -> Game:
    """After a hand-made change: the cached legal actions are dropped, the position checked, and
    the game no longer claims a history from its setup (undo and replays would not match)."""
    game.state._legal = None
    game.from_setup = False
    game.history, game.deciders, game.turns, game.reveals = [], [], [], []
    state_from_dict(state_to_dict(game.state), game.state.board, game.state.cards)
    return game


def clear_board(game: Game) -> Game:
    """Every hunter back to its reserve, no club on the board, no mammoth (all in the reserve)."""
    s = game.state
    for r in range(12):
        for seat in range(s.n):
            s.reserve[seat] += s.hunters[r][seat]
            s.club_supply += s.clubbed[r][seat]
        s.hunters[r] = [0] * s.n
        s.clubbed[r] = [0] * s.n
        s.mammoth_reserve += s.mammoths[r]
        s.mammoths[r] = 0
    return refresh(game)


def put(game: Game, region: int, seat: int, count: int = 1, clubbed: int = 0) -> Game:
    """`count` hunters of `seat` from his reserve onto `region` (`clubbed` of them with a club
    from the supply)."""
    s = game.state
    s.reserve[seat] -= count
    s.hunters[region - 1][seat] += count
    s.clubbed[region - 1][seat] += clubbed
    s.club_supply -= clubbed
    return refresh(game)


def mammoth(game: Game, region: int, count: int = 1) -> Game:
    s = game.state
    s.mammoth_reserve -= count
    s.mammoths[region - 1] += count
    return refresh(game)


def set_hand(game: Game, seat: int, codes) -> Game:
    """The seat's hand becomes `codes`: his old cards go back into their decks' shuffled parts,
    the new ones are taken from there (or from another hand, which gets a deck card instead)."""
    s = game.state
    colour = s.cards.colour
    for code in s.hand[seat]:
        s.deck[colour[code]].append(code)
    s.hand[seat] = []
    for code in codes:
        deck = s.deck[colour[code]]
        if code in deck:
            deck.remove(code)
        else:                                   # another player holds it: he gets a deck card
            other = next(o for o in range(s.n) if o != seat and code in s.hand[o])
            s.hand[other].remove(code)
            spare = next(c for c in deck if c not in codes)
            deck.remove(spare)
            s.hand[other].append(spare)
            s.hand[other].sort()
        s.hand[seat].append(code)
    s.hand[seat].sort()
    for c in s.deck:
        s.deck[c].sort()
    return refresh(game)


def set_stones(game: Game, seat: int, stones: int) -> Game:
    """The seat holds `stones`; the difference comes from (or goes to) the dark reserve."""
    s = game.state
    s.dark_reserve -= stones - s.stones[seat]
    s.stones[seat] = stones
    assert s.dark_reserve >= 0
    return refresh(game)


def to_pile(game: Game, code: str) -> Game:
    """A card from its deck (or another player's hand) onto the top of its discard pile."""
    s = game.state
    colour = s.cards.colour[code]
    deck = s.deck[colour]
    if code not in deck:                        # another player holds it: he gets a deck card
        other = next(o for o in range(s.n) if code in s.hand[o])
        spare = next(c for c in deck if c != code)
        deck.remove(spare)
        s.hand[other].remove(code)
        s.hand[other] = sorted(s.hand[other] + [spare])
        deck.append(code)
    deck.remove(code)
    s.pile[colour].append(code)
    return refresh(game)


def do(game: Game, *actions) -> list:
    """Apply actions in notation; the events of all."""
    events = []
    for text in actions:
        events += game.apply(text)
    return events


def legal(game: Game) -> set:
    return {str(a) for a in game.legal_actions()}


def settle(game: Game) -> Game:
    engine.settle(game.state, [])
    return game


__all__ = ["started", "refresh", "clear_board", "put", "mammoth", "set_hand", "set_stones", "to_pile", "do", "legal",
           "settle", "Action", "RED", "BLUE", "YELLOW", "GREEN", "BLACK"]
