"""The game log: engine events as sentences in the current language.

The log keeps the events themselves and renders them when drawn, so switching the language
re-renders the whole log.
"""

from __future__ import annotations

from ..i18n import N_, NC_, _, ngettext, pgettext
from ..rules import events as E

MATERIAL = (NC_("material", "wood"), NC_("material", "wool"), NC_("material", "copper"), NC_("material", "stone"))
FACE = MATERIAL + ("+1", "–1")
COLOUR = {"purple": N_("Purple"), "blue": N_("Blue"), "green": N_("Light green"), "red": N_("Red")}
TOKEN = {"plus2": N_("+2 points"), "free": N_("free hut"), "druid": N_("druid token")}


def material_name(material: int) -> str:
    return pgettext("material", MATERIAL[material])


HIGHLAND = (
    # Translators: a highland's name WITHOUT its article, e.g. it "altopiano del legno", es "altiplano
    # de la madera", de "Holz-Hochebene". The sentences that show it ("on the {highland}", "from the
    # {highland}") write the preposition and article themselves (it "sull'{highland}",
    # "dall'{highland}", de "auf die {highland}"): they can, as the head noun is the same for all four.
    NC_("highland", "wood highland"),
    # Translators: without article, like "wood highland" (it "altopiano della lana").
    NC_("highland", "wool highland"),
    # Translators: without article, like "wood highland" (it "altopiano del rame").
    NC_("highland", "copper highland"),
    # Translators: without article, like "wood highland" (it "altopiano della pietra").
    NC_("highland", "stone highland"),
)


def highland_name(material: int) -> str:
    """'wood highland' in the current language, without article: the sentence that uses it adds the
    preposition and article its language needs (it "sull'altopiano del legno")."""
    return pgettext("highland", HIGHLAND[material])


def material_count(material: int, n: int) -> str:
    """'2 wool' with the material's own plural in the current language (it "2 lane", es "2 lanas").

    One message per material: the plural of a material's name differs from material to material."""
    if material == 0:
        # Translators: an amount of wood, with the plural your players say (it "3 legni", de "3 Holz").
        return ngettext("{n} wood", "{n} wood", n)
    if material == 1:
        return ngettext("{n} wool", "{n} wool", n)
    if material == 2:
        return ngettext("{n} copper", "{n} copper", n)
    return ngettext("{n} stone", "{n} stone", n)


def face_name(face: int) -> str:
    return pgettext("material", FACE[face]) if face < 4 else FACE[face]


def colour_name(colour: str) -> str:
    return _(COLOUR[colour])


def materials_text(counts) -> str:
    """(2, 0, 1, 0) -> '2 wood, 1 copper' (translated names)."""
    parts = [material_count(m, count) for m, count in enumerate(counts) if count]
    return ", ".join(parts) if parts else _("nothing")


def describe(event, names: list[str]) -> str | None:
    """One log line for an event, or None for events the log leaves out (single druid steps)."""
    def who(seat: int) -> str:
        return names[seat]

    if isinstance(event, E.TurnStarted):
        return _("Turn {turn}: {player}", turn=event.turn, player=who(event.player))
    if isinstance(event, E.Rolled):
        return _("{player} rolls {face}", player=who(event.player), face=face_name(event.face))
    if isinstance(event, E.WorkerPlaced):
        # Translators: {highland} is a highland's name without article (context "highland").
        return _("{player} places a worker on the {highland}", player=who(event.player),
                 highland=highland_name(event.highland))
    if isinstance(event, E.MaterialsGained):
        return _("{player} gains {materials}", player=who(event.player),
                 materials=material_count(event.material, event.count))
    if isinstance(event, E.MaterialsReturned):
        if event.reason == "die":
            return _("{player} returns {materials}", player=who(event.player),
                     materials=materials_text(event.materials))
        if event.reason == "build":
            return _("{player} pays {materials}", player=who(event.player), materials=materials_text(event.materials))
        return None                                   # sacrifices are told by Sacrificed
    if isinstance(event, E.NothingToTake):
        if event.reason == "supply-empty":
            return _("{player} finds the supply empty", player=who(event.player))
        return _("{player} has nothing to return", player=who(event.player))
    if isinstance(event, E.WorkerMoved):
        # Translators: {source} and {target} are highlands' names without article (context "highland").
        return _("{player} moves a worker from the {source} to the {target}",
                 player=who(event.player), source=highland_name(event.from_highland),
                 target=highland_name(event.to_highland))
    if isinstance(event, E.Built):
        if event.kind == "hut":
            return _("{player} builds a hut on space {space}", player=who(event.player), space=event.space)
        return _("{player} erects a temple on space {space}", player=who(event.player), space=event.space)
    if isinstance(event, E.BonusUsed):
        return _("{player} uses the bonus token: {token}", player=who(event.player), token=_(TOKEN[event.token]))
    if isinstance(event, E.RuneTaken):
        if event.from_player < 0:
            return _("{player} takes a rune stone", player=who(event.player))
        return _("{player} takes a rune stone from {other}", player=who(event.player), other=who(event.from_player))
    if isinstance(event, E.DruidToRock):
        return _("The druid moves to rock space {rock}", rock=event.rock)
    if isinstance(event, E.DruidStays):
        return _("No hut on the board: the druid stays")
    if isinstance(event, E.RiverCrossed):
        if event.interim_scoring:
            return _("The druid crosses the great river: interim rune scoring")
        return None
    if isinstance(event, E.RitualStarted):
        return _("Sacrifice ritual at space {space}", space=event.space)
    if isinstance(event, E.Sacrificed):
        if event.choice == "none":
            return _("{player} sacrifices nothing", player=who(event.player))
        if event.choice == "token":
            return _("{player} offers the druid token", player=who(event.player))
        return _("{player} sacrifices {materials}", player=who(event.player), materials=materials_text(event.materials))
    if isinstance(event, E.Scored):
        if event.points >= 0:
            return ngettext("{player}: +{n} point", "{player}: +{n} points", event.points, player=who(event.player))
        return ngettext("{player}: –{n} point", "{player}: –{n} points", -event.points, player=who(event.player))
    if isinstance(event, E.LastTurns):
        if event.trigger < 0:
            return _("Nobody can build any more: the druid's last round begins")
        return _("{player} has built everything: every other player has one last turn",
                 player=who(event.trigger))
    if isinstance(event, E.LastRound):
        return _("The druid's last round")
    if isinstance(event, E.TempleScored):
        return ngettext("{player}'s temple on space {space}: {n} point", "{player}'s temple on space {space}: {n} points",
                        event.points, player=who(event.player), space=event.space)
    if isinstance(event, E.RunesScored):
        stones = ngettext("{n} rune stone", "{n} rune stones", event.stones)
        return ngettext("{player}: {stones}, {n} point", "{player}: {stones}, {n} points",
                        event.points, player=who(event.player), stones=stones)
    if isinstance(event, E.GameOver):
        winners = ", ".join(who(seat) for seat in event.winners)
        return ngettext("Winner: {winners}", "Winners: {winners}", len(event.winners), winners=winners)
    return None


class GameLog:
    """Events in order, with the names the players chose; lines are made when asked for."""

    def __init__(self, names: list[str]) -> None:
        self.names = names
        self.events: list = []

    def extend(self, events) -> None:
        self.events.extend(events)

    def lines(self, last: int | None = None) -> list[str]:
        result = []
        for event in reversed(self.events):
            line = describe(event, self.names)
            if line is not None:
                result.append(line)
                if last is not None and len(result) >= last:
                    break
        result.reverse()
        return result
