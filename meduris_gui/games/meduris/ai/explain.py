"""Why an action is good, as facts a hint can put in words (ui/hints.py): the suggestion of the
strong computer player explained.

`explain(game, action)` plays the action on a copy of the game (a build with its cheapest way to
pay) and reads what the engine says happens: the huts of the settlement the new hut joins and so
what it scores at the rituals (D3), the rune stone it takes and from whom (B), the bonus token it
uses (R3), what a temple would score at the end beside its huts today (E3), what a big harvest
brings to the player and to the others (A), what a sacrifice scores (D3, R3), the build a "+1"
material completes, the builds a "−1" or a payment leaves in reach (R0, R1, C). No rule is worked out
here: every number comes from the engine. The search's own estimate (its lead over the best other
player after the move, in points) comes with the suggestion from the strong player (search.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import events as E
from ..rules.actions import HARVEST, HUT, PAY, PLACE, RETURN, SACRIFICE, TAKE, TEMPLE, Action
from ..rules.kinds import Phase
from ..rules.legal import builds
from ..rules.payment import pays_in_full
from ..rules.price import build_price
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
    build: str = ""            # take: the build ("hut"/"temple") on `space` the material completes
    asks: int = 0              # take: open spaces whose price asks for the material
    reach: int = 0             # return, pay: builds the player can still pay afterwards
    lost: int = 0              # return: builds payable now that no longer are
    least: bool = False        # return: no other material would lose fewer builds


def explain(game, action: Action) -> Reason:
    """The facts of `action` for the player who decides now in `game` (left unchanged)."""
    verb = action.verb
    seat = game.current_player()
    if verb in (PLACE,):
        return Reason(verb, material=action.highland)
    if verb == TAKE:
        return _take(game.state, seat, action.material)
    if verb == RETURN:
        return _return(game, seat, action.material)
    if verb == HARVEST:
        gains = game.harvest_preview(action.highland, action.level, action.to_highland)
        return Reason(verb, material=action.to_highland, gain=gains[seat],
                      others=sum(gains) - gains[seat])
    if verb in (HUT, TEMPLE):
        return _build(game, action, seat)
    if verb == PAY:
        after = game.copy()
        after.apply(action)                # the build stands, its pieces and the payment are gone
        reach = len(_payable(after.state, seat, after.state.stock[seat]))
        return Reason(verb, paid=tuple(action.payment), reach=reach)
    if verb == SACRIFICE:
        copy = game.copy()
        events = copy.apply(action)
        done = [e for e in events if isinstance(e, E.Sacrificed) and e.player == seat]
        if done:
            return Reason(verb, space=done[0].space, size=done[0].size, points=done[0].points, choice=done[0].choice)
    return Reason(verb)


def _payable(state, seat: int, stock) -> set:
    """(verb, space) of the builds `seat` could pay for with `stock`: the engine's own (legal.builds)."""
    return {(a.verb, a.space) for a in builds(state, seat, stock)}


def _take(state, seat: int, material: int) -> Reason:
    """"+1": the build the material lets the player pay in full (no "3 for 1"; the hut of the
    biggest settlement first), else how many open spaces ask for it."""
    stock = list(state.stock[seat])
    more = list(stock)
    more[material] += 1
    new = []
    for verb, space in _payable(state, seat, more):
        price = build_price(state, verb, space)
        if pays_in_full(more, price.units, *price.materials) and not pays_in_full(stock, price.units, *price.materials):
            new.append((verb, space, price.size))
    if new:
        verb, space, size = min(new, key=lambda b: (b[0] != HUT, -b[2], b[1]))
        return Reason(TAKE, material=material, build=verb, space=space, size=size)
    asks = sum(1 for space in range(state.board.n)
               if build_price(state, HUT, space).allowed and material in state.board.space_materials[space])
    return Reason(TAKE, material=material, asks=asks)


def _return(game, seat: int, material: int) -> Reason:
    """"−1": the builds still payable after giving the material back, how many are lost, and
    whether any other material the player could give would lose fewer."""
    state = game.state
    stock = list(state.stock[seat])
    now = _payable(state, seat, stock)

    def lost_by(m: int) -> tuple:
        left = list(stock)
        left[m] -= 1
        after = _payable(state, seat, left)
        return len(now - after), len(after)

    lost, reach = lost_by(material)
    others = [lost_by(m)[0] for m in range(4) if m != material and stock[m] > 0]
    return Reason(RETURN, material=material, reach=reach, lost=lost, least=all(lost <= o for o in others))


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
