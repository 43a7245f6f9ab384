"""Suggest for Eiszeit: the strong computer player's action for a human's seat, and one or two
short reasons in words; and a reason for any legal action (the window may show one per candidate).

    suggestion = suggest(game, seat)            # Suggestion(seat, position, action, reasons)
    [i18n.translate(reason) for reason in suggestion.reasons]
    reasons = explain(game, seat, action)       # for any legal action of the seat deciding now

`suggest` asks a strong player (players.py) from the seat's own view only (seeded by the
decisions so far: the same position always gets the same suggestion). Reasons are fileformat.Text
values: the English text, with the template marked with N_ for the catalogs and its values, which
i18n.translate says in the player's language. Every fact comes from the engine, played on a game
determinised from the seat's view (the others' hands, the decks and the fire values dealt at
random, H1-H4): a reason only ever tells what the seat may know. The action is carried out there
with the rest of its card by the rule of thumb (policy.py), and the evaluation (evaluate.py) says
what it is worth.
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass

from meduris_gui.fileformat import N_, NC_, Text, Word

from ..rules import engine
from ..rules.events import ClubTaken, Culled, FireMoved, Herded, Moved, Placed, Removed, Took
from ..rules.state import ACT, COPY, DISCARD, DRAW, GLACIER, INITIAL, PLAY, TARGET
from .evaluate import estimate, per_hunter
from .knowledge import determinise
from .players import make_player
from .policy import RulePolicy

# Translators: Eiszeit's Suggest. {region}: a region's number (1-12); {regions}: several, e.g.
# "5, 9"; {points}: victory points; {card}: a card's name; {player}: a colour. Glossary:
# docs/RULES-eiszeit.md (hunter, mammoth, region, stone, club, fire token, light/dark card).
GAIN = N_("The computer's estimate of what this gains you on the others by the end of the game: +{points}")
HUNTERS = N_("Your hunters go to region {regions}")
MAMMOTH = N_("A mammoth goes to region {region}: each of your hunters there scores {points} points a round")
MAMMOTH_AWAY = N_("The mammoth leaves region {region}, where the others have more hunters than you")
CLUB = N_("A club: a hunter that carries it is never removed in a conflict")
FIRE = N_("A fire token goes to region {region}: more room for your hunters in the conflict")
REMOVE = N_("A hunter of {player} leaves region {region}")
TAKE = N_("Stones from the dark reserve for your light cards later: {stones}")
TAKE_LAST = N_("You take the last stones of the dark reserve: the conflict and the scoring come now")
MOVED = N_("A hunter of {player} goes from region {source} to region {target}")
PAY = N_("Price of {card} in stones: {stones}")
COPIES = N_("The Cult carries out {card} again")
TARGET_LEAST = N_("{player} gains least from carrying out your card")
DECLINE = N_("Decline the rest: more of it would not help you")
INITIAL_REGION = N_("Region {region}: points per hunter each round: {points}; room for {capacity} hunters before "
                    "the fire tokens")
ICE = N_("The ice on region {region} sends hunters back: the others' {theirs}, yours {mine}")
ICE_NONE = N_("No glacier: every region it may cover holds more of your hunters than of the others'")
DRAW_LIGHT = N_("A light card, to bring hunters to the board with your stones (you hold {stones})")
DRAW_DARK = N_("A dark card, to earn stones (you hold {stones})")
KEEP = N_("Keep your cards")
BURY = N_("Put {card} under its deck: it would help you little")
FALLBACK = N_("The strong computer would do this")
MESSAGES = (GAIN, HUNTERS, MAMMOTH, MAMMOTH_AWAY, CLUB, FIRE, REMOVE, TAKE, TAKE_LAST, MOVED, PAY, COPIES, TARGET_LEAST,
            DECLINE, INITIAL_REGION, ICE, ICE_NONE, DRAW_LIGHT, DRAW_DARK, KEEP, BURY, FALLBACK)

CARD_NAMES = {
    "L1": NC_("eiszeit card", "Terrain placement"), "L2": NC_("eiszeit card", "Swap"),
    "L3": NC_("eiszeit card", "Scatter"), "L4": NC_("eiszeit card", "Hunters and mammoth"),
    "L5": NC_("eiszeit card", "Club or mammoth"), "L6": NC_("eiszeit card", "Cult"),
    "L7": NC_("eiszeit card", "Migration"), "L8": NC_("eiszeit card", "Mammoth"), "L9": NC_("eiszeit card", "Fire"),
    "D1": NC_("eiszeit card", "Everyone places two"), "D2": NC_("eiszeit card", "Remove two"),
    "D3": NC_("eiszeit card", "Club or move two"), "D4": NC_("eiszeit card", "Everyone places one"),
    "D5": NC_("eiszeit card", "Remove one"), "D6": NC_("eiszeit card", "Cult"), "D7": NC_("eiszeit card", "Fire"),
    "D8": NC_("eiszeit card", "Remove a mammoth"),
}
COLOUR_NAMES = {"red": NC_("eiszeit colour", "red"), "blue": NC_("eiszeit colour", "blue"),
                "yellow": NC_("eiszeit colour", "yellow"), "green": NC_("eiszeit colour", "green"),
                "black": NC_("eiszeit colour", "black")}


@dataclass(frozen=True)
class Suggestion:
    seat: int
    position: int              # len(game.history) it was made for
    action: object             # one of game.legal_actions()
    reasons: tuple             # one or two fileformat.Text


def card_name(state, code: str) -> Word:
    return Word(CARD_NAMES[state.cards.kind[code]], "eiszeit card")


def colour_name(state, seat: int) -> Word:
    return Word(COLOUR_NAMES[state.colours[seat]], "eiszeit colour")


def suggest(game, seat: int | None = None, deadline: float | None = None, steps: int | None = None) -> Suggestion:
    """The strong player's action for `seat` (default: the one deciding now) with its reasons.
    Decides from game.view(seat) only; seeded by the decisions so far."""
    if seat is None:
        seat = game.current_player()
    key = f"eiszeit|{seat}|" + " ".join(str(a) for a in game.history)
    state = game.state
    player = make_player("strong", seat, state.n, zlib.crc32(key.encode("utf-8")), steps, board=state.board,
                         cards=state.cards)
    action = player.decide(game.view(seat), game.legal_actions(), deadline)
    return Suggestion(seat, len(game.history), action, explain(game, seat, action))


def explain(game, seat: int, action) -> tuple:
    """One or two reasons (fileformat.Text) why `action` is good for `seat`, deciding now in `game`."""
    try:
        state = determinise(game.view(seat), random.Random(0), game.state.board, game.state.cards)
        reasons = _reasons(state, seat, action)
    except Exception:                     # a reason is a courtesy: never let it break Suggest
        reasons = []
    return tuple(reasons[:2]) or (Text(FALLBACK),)


def _carried(state, seat: int, action) -> tuple:
    """`action` and the rest of its card by the rule of thumb, on a copy: (events, the seat's
    expected lead over the others gained, in points)."""
    policy = RulePolicy()
    before = estimate(state)
    st = state.copy()
    events: list = []
    engine.apply(st, action, events)
    while st.decider >= 0 and st.step in (COPY, TARGET, ACT):
        step_action = policy.choose(st, engine.legal_actions(st))
        engine.apply(st, step_action, events)
    after = estimate(st)
    gained = (after[seat] - before[seat]) - max(after[s] - before[s] for s in range(st.n) if s != seat)
    return events, gained


def _facts(state, seat: int, events: list) -> list:
    """What the events of a card did for `seat`, in words."""
    out: list = []
    mine_to: list = []
    for event in events:
        kind = type(event)
        if kind is Placed and event.seat == seat:
            mine_to.append(event.region)
        elif kind is Moved and event.owner == seat and event.seat == seat:
            mine_to.append(event.target)
        elif kind is Herded and event.seat == seat:
            hunters = state.hunters[event.target - 1][seat]
            mammoths = state.mammoths[event.target - 1] + 1
            if hunters:
                out.append(Text(MAMMOTH, region=event.target, points=per_hunter(mammoths)))
        elif kind is Culled and event.seat == seat:
            out.append(Text(MAMMOTH_AWAY, region=event.region))
        elif kind is ClubTaken and event.seat == seat:
            out.append(Text(CLUB))
        elif kind is FireMoved and event.seat == seat:
            out.append(Text(FIRE, region=event.target))
        elif kind is Moved and event.seat == seat and event.owner != seat:
            out.append(Text(MOVED, player=colour_name(state, event.owner), source=event.source, target=event.target))
        elif kind is Removed and event.seat == seat and event.owner != seat:
            out.append(Text(REMOVE, player=colour_name(state, event.owner), region=event.region))
        elif kind is Took and event.seat == seat:
            taken = event.dark + event.light
            out.append(Text(TAKE_LAST if state.dark_reserve <= taken else TAKE, stones=taken))
    if mine_to:
        regions = ", ".join(str(r) for r in sorted(set(mine_to)))
        out.insert(0, Text(HUNTERS, regions=regions))
    return out


def _reasons(state, seat: int, action) -> list:
    step = state.step
    verb = action.verb
    if step == DRAW:
        return [Text(DRAW_LIGHT if action.who == "light" else DRAW_DARK, stones=state.stones[seat])]
    if step == DISCARD:
        if action.who == "none":
            return [Text(KEEP)]
        return [Text(BURY, card=card_name(state, action.who))]
    if step == INITIAL:
        r = action.a - 1
        return [Text(INITIAL_REGION, region=action.a, points=per_hunter(state.mammoths[r]),
                     capacity=3 + state.mammoths[r])]
    if step == GLACIER:
        if action.a == 0:
            return [Text(ICE_NONE)]
        hunters = state.hunters[action.a - 1]
        return [Text(ICE, region=action.a, mine=hunters[seat], theirs=sum(hunters) - hunters[seat])]
    if verb == "done":
        return [Text(DECLINE)]
    events, gained = _carried(state, seat, action)
    reasons: list = []
    if step == TARGET:
        target = state.colours.index(action.who)
        reasons.append(Text(TARGET_LEAST, player=colour_name(state, target)))
    if step == COPY and action.who in ("light", "dark"):
        top = engine.top_card(state, action.who)
        if top:
            reasons.append(Text(COPIES, card=card_name(state, top)))
    if round(gained) >= 1:
        reasons.append(Text(GAIN, points=round(gained)))
    reasons += _facts(state, seat, events)
    if step == PLAY and state.cards.colour.get(action.who) == "light" and state.cards.cost[action.who]:
        reasons.append(Text(PAY, card=card_name(state, action.who), stones=state.cards.cost[action.who]))
    return reasons

__all__ = ["MESSAGES", "Suggestion", "card_name", "colour_name", "explain", "suggest"]
