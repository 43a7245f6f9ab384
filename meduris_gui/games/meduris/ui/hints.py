"""Hints that explain: what the strong computer would do in a human's decision, and why in words.

`Hinter` asks a strong player (ai/players.py) in the background (thinker.py: the window never
freezes, the search answers by its deadline with its best so far), from the human's own view and
everything that player has seen. The answer is one of the legal actions, explained with the
engine's facts (ai/explain.py) in a translated sentence (`sentence`). Nothing is ever applied:
the scene shows the hint and the player clicks.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

from ..ai.explain import Reason, explain
from ..ai.players import make_player
from meduris_gui.i18n import NC_, _, ngettext, pgettext
from ..rules.actions import HARVEST, HUT, PAY, PLACE, RETURN, SACRIFICE, TAKE, TEMPLE, Action
from .log import TOKEN, highland_name, material_count, material_name, materials_text
from meduris_gui.table.thinker import Thinker

# Translators: the pictures on the rune stones, as in "takes the {rune} rune stone" (it "la pietra
# runica della luna": write the sentence so that the bare word fits).
RUNES = {"sun": NC_("rune", "sun"), "moon": NC_("rune", "moon"), "oak": NC_("rune", "oak"), "eye": NC_("rune", "eye"),
         "fish": NC_("rune", "fish"), "serpent": NC_("rune", "serpent"), "stag": NC_("rune", "stag"),
         "boar": NC_("rune", "boar"), "raven": NC_("rune", "raven")}


def rune_name(rune: str) -> str:
    """A rune stone's picture, as a word (the territories' runes, boards/*.yaml)."""
    return pgettext("rune", RUNES[rune]) if rune in RUNES else rune


@dataclass(frozen=True)
class Hint:
    seat: int
    position: int              # the game's history length it was made for
    action: Action
    reason: Reason


class Hinter:
    """At most one hint in the works and one shown; `forget` drops both (the game moved on)."""

    def __init__(self) -> None:
        self.thinker = Thinker()
        self.pending: tuple | None = None          # (seat, position) of the hint in the works
        self.hint: Hint | None = None

    @property
    def thinking(self) -> bool:
        return self.pending is not None

    def start(self, game, seat: int) -> None:
        """Ask the strong player for `seat`'s decision in `game` (the human's own view only). The
        same position always gets the same search (seeded by the decisions that led to it): asked
        again after an undo, or in another window of the same game, Suggest says the same."""
        key = f"{seat}|" + " ".join(str(action) for action in game.history)
        player = make_player("strong", seat, game.state.players, zlib.crc32(key.encode("utf-8")) & ((1 << 30) - 1))
        player.observe(game.events_so_far())
        self.hint = None
        self.pending = (seat, len(game.history))
        self.thinker.start(player, game.view(seat), game.legal_actions())

    def poll(self, game) -> Hint | None:
        """The new hint once the answer is there (and still about this decision), else None."""
        if self.pending is None:
            return None
        action = self.thinker.answer()
        if action is None:
            return None
        seat, position = self.pending
        self.pending = None
        if position != len(game.history) or action not in game.legal_actions():
            return None
        self.hint = Hint(seat, position, action, explain(game, action))
        return self.hint

    def forget(self) -> None:
        self.thinker.cancel()
        self.pending = None
        self.hint = None


def sentence(reason: Reason, names: list[str]) -> str:
    """The hint in words: what to do and why, from the engine's facts (one or two sentences)."""
    verb = reason.verb
    if verb == PLACE:
        return _("Put a worker on the {highland}: it brings {material} whenever the die shows it",
                 highland=highland_name(reason.material), material=material_name(reason.material))
    if verb == TAKE:
        return _take(reason)
    if verb == RETURN:
        return _return(reason)
    if verb == HARVEST:
        text = _("Big harvest on the {highland}: you get {amount}", highland=highland_name(reason.material),
                 amount=material_count(reason.material, reason.gain))
        if reason.others:
            text += "; " + ngettext("the others get {n}", "the others get {n}", reason.others)
        return text
    if verb == HUT:
        return _hut(reason, names)
    if verb == TEMPLE:
        return ngettext("Erect a temple on space {space}: {n} point at the end from the huts beside it today",
                        "Erect a temple on space {space}: {n} points at the end from the huts beside it today",
                        reason.temple, space=reason.space)
    if verb == PAY:
        # Translators: "in reach": a space whose hut or temple the player could pay for.
        return ngettext("Pay with {materials}: afterwards {n} space stays in reach",
                        "Pay with {materials}: afterwards {n} spaces stay in reach",
                        reason.reach, materials=materials_text(reason.paid))
    if verb == SACRIFICE:
        return _sacrifice(reason)
    return _("The strong computer would do this")


def _hut(reason: Reason, names: list[str]) -> str:
    if reason.size <= 1:
        parts = [_("Build a hut on space {space}: a new settlement, +1 at the rituals there", space=reason.space)]
    else:
        # Translators: D3, at a ritual both materials score the settlement's size.
        parts = [_("Build a hut on space {space}: its settlement grows to {size} huts, +{size} at the next rituals",
                   space=reason.space, size=reason.size)]
    if reason.rune and reason.rune_from >= 0:
        parts.append(_("takes the {rune} rune stone from {player}", rune=rune_name(reason.rune),
                       player=names[reason.rune_from]))
    elif reason.rune:
        parts.append(_("takes the {rune} rune stone", rune=rune_name(reason.rune)))
    if reason.token:
        parts.append(_("uses the bonus token: {token}", token=_(TOKEN[reason.token])))
    return ", ".join(parts)


def _take(reason: Reason) -> str:
    material = material_name(reason.material)
    if reason.build == HUT:
        return _("Take {material}: with it you can pay the hut on space {space} in full",
                 material=material, space=reason.space)
    if reason.build == TEMPLE:
        return _("Take {material}: with it you can pay the temple on space {space} in full",
                 material=material, space=reason.space)
    return ngettext("Take {material}: {n} open space asks for it", "Take {material}: {n} open spaces ask for it",
                    reason.asks, material=material)


def _return(reason: Reason) -> str:
    material = material_name(reason.material)
    if not reason.lost:
        return _("Give back {material}: every space you can pay for now stays in reach", material=material)
    if reason.least:
        return ngettext("Give back {material}: it puts the fewest spaces out of reach ({n})",
                        "Give back {material}: it puts the fewest spaces out of reach ({n})",
                        reason.lost, material=material)
    # Translators: the search plays on and prefers this one, though another material would cost fewer builds now.
    return ngettext("Give back {material}: the strong computer keeps the others for later, though {n} space goes out of reach now",
                    "Give back {material}: the strong computer keeps the others for later, though {n} spaces go out of reach now",
                    reason.lost, material=material)


def _sacrifice(reason: Reason) -> str:
    if reason.choice == "none":
        return _("Sacrifice nothing: –1 point, but you keep your materials")
    if reason.choice == "one":
        return _("Sacrifice one material: +1 point")
    if reason.choice == "token":
        return ngettext("Offer the druid token: +{n} point", "Offer the druid token: +{n} points", reason.points)
    return ngettext("Sacrifice both materials: +{n} point", "Sacrifice both materials: +{n} points", reason.points)


__all__ = ["Hint", "Hinter", "RUNES", "rune_name", "sentence"]
