"""Suggest for Die Dolmengötter: the strong computer player's action for a human's seat, and one
or two short reasons in words.

    suggestion = suggest(game, seat)            # Suggestion(action, reasons, seat, position)
    [i18n.translate(reason) for reason in suggestion.reasons]

`suggest` asks a strong player (players.py) from the seat's own view and the public events only
(seeded by the decisions so far: the same position always gets the same suggestion); the window
may instead run the player in the background itself (`make_player("strong", ...)`, `decide`) and
call `explain(game, seat, action)` on the answer. Reasons are fileformat.Text values: the English
text, with the template marked with N_ for the catalogs (locales/*.po) and its values, which
i18n.translate says in the player's language. Every fact comes from the engine, played on a copy
of the game in which the other players' values are dealt again (Game.determinise): a reason only
ever tells what the seat may know (its own values, the public table, M9).
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass

from meduris_gui.fileformat import N_, Text

from ..rules import engine
from ..rules.actions import STONE_ACTION
from ..rules.events import DolmenPlaced, Equalized, Majority, Scored
from .players import make_player
from .policy import RulePolicy

# Translators: Die Dolmengötter's Suggest. "circle {circle}": a stone circle named by its letter;
# "place {place}": a stone place by its number; ×{multiplier}: what each point of a dolmen's value
# scores there (P2). Glossary: docs/RULES-dolmengoetter.md.
FIRST = N_("A stone on place {place} gives you the first majority in circle {circle}: a dolmen there scores ×{multiplier}")
CHANGE = N_("A stone on place {place} takes the majority in circle {circle}: your dolmen goes on top, ×{multiplier}")
EQUAL = N_("A stone on place {place} equalizes in circle {circle}: your dolmen goes under the stack, ×{multiplier}")
COMPLETES = N_("It completes circle {circle}: your dolmens there score {points} points now")
SAFE = N_("A stone on place {place} gives no other player a majority")
TRAP = N_("A stone on place {place} sets up circle {circle}: the next stone of another colour there gives you the "
          "majority")
HOLD = N_("A stone on place {place} strengthens your majority in circle {circle}")
KEEP_GIFT = N_("Lose a point and keep the stone: on place {place} it would give another player the majority in "
               "circle {circle}")
KEEP_NOTHING = N_("Lose a point and keep the stone: on place {place} it would bring you nothing")
NEXT = N_("From place {place} a stone next time gives you a dolmen in circle {circle}")
ROOM = N_("On place {place} your druid stays free to walk on (free places next to it: {count})")
HERBS = N_("Take herbs: next turn this druid can fly to any free place, and no point is lost now")
DOLMEN_FIRST = N_("Your {value} opens the stack of circle {circle}: ×{multiplier}")
DOLMEN_TOP = N_("Your {value} goes on top of circle {circle}: ×{multiplier} while nobody takes the majority from you")
DOLMEN_UNDER = N_("Your {value} goes under the stack of circle {circle}: ×{multiplier}")
DOLMEN_NOW = N_("Circle {circle} is completed now: your {value} scores ×{multiplier} at once")
DECLINE = N_("Keep your dolmens: this place in the stack scores only ×{multiplier}")
FALLBACK = N_("The strong computer would do this")


@dataclass(frozen=True)
class Suggestion:
    seat: int
    position: int              # len(game.history) it was made for
    action: object             # one of game.legal_actions()
    reasons: tuple             # one or two fileformat.Text


def suggest(game, seat: int | None = None, deadline: float | None = None, steps: int | None = None) -> Suggestion:
    """The strong player's action for `seat` (default: the one deciding now) with its reasons.
    Decides from game.view(seat) and the public events only; seeded by the decisions so far."""
    if seat is None:
        seat = game.current_player()
    key = f"dolmengoetter|{seat}|" + " ".join(str(a) for a in game.history)
    player = make_player("strong", seat, game.state.n, zlib.crc32(key.encode("utf-8")), steps,
                         board=game.state.board)
    player.observe([event.public() for event in game.events_so_far()])
    action = player.decide(game.view(seat), game.legal_actions(), deadline)
    return Suggestion(seat, len(game.history), action, explain(game, seat, action))


def _circle(state, c: int) -> str:
    return state.board.circles[c].id


def _stone_facts(state, seat: int, place: int) -> tuple:
    """What a stone of `seat` on `place` does (on a copy, M1-M5, P1): (reasons for seat, gifts)."""
    copy = state.copy()
    copy.step, copy.decider, copy.active, copy.left = "stone", seat, seat, place
    copy._legal = None
    if copy.stones[seat] <= 0:
        return (), ()
    events: list = []
    engine.apply(copy, STONE_ACTION, events)
    mine, gifts = [], []
    for event in events:
        if type(event) is Majority:
            c = event.circle
            right = (FIRST if event.how == "first" else CHANGE)
            if event.seat == seat:
                if state.hand[seat]:
                    mine.append(Text(right, place=place, circle=_circle(state, c),
                                     multiplier=state.board.circles[c].multiplier))
            else:
                gifts.append(c)
        elif type(event) is Equalized and event.seat == seat and state.hand[seat]:
            c = event.circle
            position = len(state.stack[c])
            mine.append(Text(EQUAL, place=place, circle=_circle(state, c),
                             multiplier=state.board.circles[c].multiplier - position))
    for c in state.board.circles_of[place]:
        if state.filled[c] + 1 == len(state.board.circles[c].places):
            points = sum(value * (state.board.circles[c].multiplier - i)
                         for i, (owner, value) in enumerate(state.stack[c]) if owner == seat)
            if points > 0:
                mine.append(Text(COMPLETES, circle=_circle(state, c), points=points))
    if not mine and not gifts:
        for c in state.board.circles_of[place]:
            counts = copy.count[c]
            if copy.filled[c] < len(state.board.circles[c].places):
                if state.holder[c] == seat:
                    mine.append(Text(HOLD, place=place, circle=_circle(state, c)))
                    break
                if state.holder[c] < 0 and counts[seat] >= 2 and sum(counts) == counts[seat]:
                    mine.append(Text(TRAP, place=place, circle=_circle(state, c)))
                    break
    return tuple(mine), tuple(gifts)


def _next_time(state, seat: int, place: int) -> Text | None:
    """A dolmen right a stone of `seat` on `place` would give in the position as it is."""
    if not state.hand[seat]:
        return None
    for c in state.board.circles_of[place]:
        counts = list(state.count[c])
        counts[seat] += 1
        event = engine.majority_event(counts, state.holder[c], seat)
        if event is not None and event[0] == seat:
            return Text(NEXT, place=place, circle=_circle(state, c))
    return None


def explain(game, seat: int, action) -> tuple:
    """One or two reasons (fileformat.Text) why `action` is good for `seat`, deciding now in `game`."""
    try:
        state = game.determinise(seat, random.Random(0)).state
        reasons = _reasons(state, seat, action)
    except Exception:                     # a reason is a courtesy: never let it break Suggest
        reasons = []
    return tuple(reasons[:2]) or (Text(FALLBACK),)


def _reasons(state, seat: int, action) -> list:
    verb = action.verb
    policy = RulePolicy()
    if verb in ("walk", "fly"):
        source, target = action.a, action.b
        after = state.copy()
        engine.apply(after, action, [])          # settles a forced stone (score 1, T5)
        reasons = []
        if state.stones[seat] > 0:
            stone_left = state.score[seat] <= 1 or (after.step == "stone" and after.decider == seat and
                                                    policy.choose(after, engine.legal_actions(after)).verb == "stone")
            if stone_left:
                mine, gifts = _stone_facts(state, seat, source)
                reasons.extend(mine)
                if not mine and not gifts:
                    reasons.append(Text(SAFE, place=source))
            else:
                reasons.append(_keep(state, seat, source))
        ahead = _next_time(after, seat, target)
        if ahead is not None:
            reasons.append(ahead)
        elif len(reasons) < 2:
            count = sum(1 for q in state.board.adjacent[target] if after.stone[q] < 0 and after.druid[q] < 0)
            if count >= 2:
                reasons.append(Text(ROOM, place=target, count=count))
        return reasons
    if verb == "herbs":
        return [Text(HERBS)]
    if verb == "stone":
        mine, gifts = _stone_facts(state, seat, state.left)
        return list(mine) or ([Text(SAFE, place=state.left)] if not gifts else [])
    if verb == "point":
        return [_keep(state, seat, state.left)]
    if verb == "dolmen":
        right = engine.pending_right(state)
        if right is None:
            return []
        circle = _circle(state, right.circle)
        if action.a == 0:
            return [Text(DECLINE, multiplier=right.multiplier)]
        if right.circle in state.to_score:
            return [Text(DOLMEN_NOW, value=action.a, circle=circle, multiplier=right.multiplier)]
        text = {"first": DOLMEN_FIRST, "top": DOLMEN_TOP, "bottom": DOLMEN_UNDER}[right.kind]
        return [Text(text, value=action.a, circle=circle, multiplier=right.multiplier)]
    if verb == "place":
        reasons = []
        ahead = _next_time(state, seat, action.a)
        if ahead is not None:
            reasons.append(ahead)
        count = sum(1 for q in state.board.adjacent[action.a] if state.stone[q] < 0 and state.druid[q] < 0)
        reasons.append(Text(ROOM, place=action.a, count=count))
        return reasons
    return []


def _keep(state, seat: int, place: int) -> Text:
    _mine, gifts = _stone_facts(state, seat, place)
    if gifts:
        return Text(KEEP_GIFT, place=place, circle=_circle(state, gifts[0]))
    return Text(KEEP_NOTHING, place=place)


__all__ = ["Suggestion", "explain", "suggest"]
