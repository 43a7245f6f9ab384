"""Why an action is good, as facts a hint can put in words (ui/hints.py): the suggestion of the
strong computer player explained.

`explain(game, action)` plays the action on a copy of the game (a build with its cheapest way to
pay) and reads what the engine says happens: the huts of the settlement the new hut joins and so
what it scores at the rituals (D3), the rune stone it takes and from whom (B), the bonus token it
uses (R3), what a temple would score at the end beside its huts today (E3), what a big harvest
brings to the player and to the others (A), what a sacrifice scores (D3, R3). No rule is worked out
here: every number comes from the engine. The search's own estimate (its lead over the best other
player after the move, in points) comes with the suggestion from the strong player (search.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import events as E
from ..rules.actions import HARVEST, HUT, PAY, PLACE, RETURN, SACRIFICE, TAKE, TEMPLE, Action
from ..rules.kinds import Phase
from ..rules.scoring import settlement_size, temple_points


@dataclass(frozen=True)
class Reason:
    """The facts behind a suggested action; fields that do not apply keep their defaults."""

    verb: str
    material: int = -1         # place, take, return, harvest: the material (a harvest: its highland's)
    gain: int = 0              # harvest: units the player gets now; place: 0
    others: int = 0            # harvest: units the other players get
    space: int = -1            # hut, temple
    size: int = 0              # hut: huts of its settlement with it; sacrifice: of the visited one
    rune: str = ""             # hut: the rune of the stone it takes ("" none)
    rune_from: int = -1        # hut: the player the stone is taken from (-1: the supply)
    token: str = ""            # hut: the bonus token it uses ("plus2", "free", "druid")
    temple: int = 0            # temple: its points if the game ended now (E3)
    points: int = 0            # sacrifice: the change of score
    choice: str = ""           # sacrifice: "none", "one", "both", "token"
    paid: tuple = ()           # pay: the materials given


def explain(game, action: Action) -> Reason:
    """The facts of `action` for the player who decides now in `game` (left unchanged)."""
    verb = action.verb
    seat = game.current_player()
    if verb in (PLACE,):
        return Reason(verb, material=action.highland)
    if verb in (TAKE, RETURN):
        return Reason(verb, material=action.material)
    if verb == HARVEST:
        gains = game.harvest_preview(action.highland, action.level, action.to_highland)
        return Reason(verb, material=action.to_highland, gain=gains[seat],
                      others=sum(gains) - gains[seat])
    if verb in (HUT, TEMPLE):
        return _build(game, action, seat)
    if verb == PAY:
        return Reason(verb, paid=tuple(action.payment))
    if verb == SACRIFICE:
        copy = game.copy()
        events = copy.apply(action)
        done = [e for e in events if isinstance(e, E.Sacrificed) and e.player == seat]
        if done:
            return Reason(verb, space=done[0].space, size=done[0].size, points=done[0].points, choice=done[0].choice)
    return Reason(verb)


def _build(game, action: Action, seat: int) -> Reason:
    """A hut or temple, built on a copy with the cheapest way to pay (the facts do not depend on
    how it is paid)."""
    copy = game.copy()
    events = list(copy.apply(action))
    if copy.state.phase == Phase.PAY and copy.current_player() == seat:
        events += copy.apply(copy.legal_actions()[0])
    state, space = copy.state, action.space
    n = state.board.n
    rune, rune_from, token = "", -1, ""
    for event in events:
        if isinstance(event, E.RuneTaken) and event.player == seat:
            rune, rune_from = state.board.territories[event.territory].rune, event.from_player
        elif isinstance(event, E.BonusUsed) and event.player == seat and event.space == space:
            token = event.token
    if action.verb == HUT:
        return Reason(HUT, space=space, size=settlement_size(state.kind, n, space), rune=rune,
                      rune_from=rune_from, token=token)
    return Reason(TEMPLE, space=space, temple=temple_points(state.kind, n, space), token=token)


__all__ = ["Reason", "explain"]
