"""Payments and sacrifices as the player is offered them: in order of value, each with its points,
and the words for a build's price. The values come from the engine (Game.choice_value,
Game.build_price); this module only orders and words them.

A sacrifice offers first what the druid asks for as it is: nothing (−1), each asked material
(+1), both (+ the settlement's size), the druid token where the hut has one; then the ways that
give three other materials for one (R0), grouped by the points they give, best first. A payment
offers the plain price first, then the substitutions, fewest replaced first.
"""

from __future__ import annotations

from meduris_gui.i18n import _, ngettext
from ..rules.actions import HUT, TEMPLE
from ..rules.kinds import SacrificeKind, Token
from .log import material_count

# The plain choices first, in this order ("pay": a payment without substitution).
PLAIN_ORDER = {SacrificeKind.NONE: 0, SacrificeKind.ONE: 1, SacrificeKind.BOTH: 2, SacrificeKind.TOKEN: 3, "pay": 0}


def order(game, actions) -> list:
    """`actions` (payments or sacrifices of the decider) in the order the player sees them."""
    def key(item):
        index, action = item
        value = game.choice_value(action)
        if value.substituted == 0:
            return (0, PLAIN_ORDER[value.kind], index)
        return (1, -value.points, value.substituted, value.materials, index)
    return [action for _index, action in sorted(enumerate(actions), key=key)]


def signed(points: int) -> str:
    return f"+{points}" if points >= 0 else f"–{-points}"


def sacrifice_label(game, action) -> str:
    """The words on a sacrifice button (the chips of the materials are drawn beside them)."""
    value = game.choice_value(action)
    points = signed(value.points)
    if value.kind == SacrificeKind.NONE:
        return _("Nothing ({points})", points=points)
    if value.kind == SacrificeKind.TOKEN:
        return _("Druid token ({points})", points=points)
    if value.substituted:
        # Translators: R0, three other materials given for one asked; keep it short (a button).
        return _("{points} · 3 for 1", points=points)
    return points


def payment_label(game, action) -> str:
    value = game.choice_value(action)
    if value.substituted:
        # Translators: R0, a payment giving three other materials for one (n times); a short label.
        return _("3 for 1")
    return _("Pay")


def price_text(price) -> str:
    """What a build costs and why, in one line: "Hut in a settlement of 3: 3 wool + 3 stone"."""
    a, b = (material_count(m, price.units) for m in price.materials)
    if price.verb == TEMPLE:
        return _("Temple: {a} + {b}", a=a, b=b)
    if price.free:
        return _("Hut: free (bonus token)")
    if price.size == 1:
        return _("Hut on its own: {a} + {b}", a=a, b=b)
    # Translators: {a} and {b} are amounts ("3 wool"); {size} huts make the settlement.
    return _("Hut in a settlement of {size}: {a} + {b}", size=price.size, a=a, b=b)


def price_notes(price, joins: bool = True) -> list[str]:
    """Why the price is what it is (`joins`: the huts it joins), and what else the build brings."""
    notes = []
    if joins and price.verb == HUT and price.size > 1:
        notes.append(ngettext("It joins {n} hut: the price is paid {size} times",
                              "It joins {n} huts: the price is paid {size} times", len(price.joins),
                              size=price.size))
    if price.verb == HUT and price.token == Token.PLUS2.word:
        notes.append(_("Bonus token: +2 points"))
    if price.verb == HUT and price.token == Token.DRUID.word:
        notes.append(_("Bonus token: a druid token for a later ritual"))
    if price.verb == TEMPLE:
        notes.append(_("At the end: 1 point per hut beside it (now {n})", n=price.temple_points))
    if price.ends:                                                     # E1
        notes.append(_("Your last building: it starts the end of the game "
                       "(one last turn for every other player, then the druid's last round)"))
    return notes


__all__ = ["order", "payment_label", "price_notes", "price_text", "sacrifice_label", "signed"]
