"""The game log: engine events as sentences in the current language.

The log keeps the events themselves and renders them when drawn, so switching the language
re-renders the whole log. Each line knows what it names (`LogLine`: the seats, materials and the
space it refers to, as segments the log view draws with player marks and material chips) and the
decision it belongs to (the window shows the position after that decision when it is hovered).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from meduris_gui.i18n import N_, NC_, _, language, ngettext, pgettext
from ..rules import events as E
from ..rules.board import Material
from ..rules.kinds import Building, SacrificeKind, Token

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
    if material == Material.WOOD:
        # Translators: an amount of wood, with the plural your players say (it "3 legni", de "3 Holz").
        return ngettext("{n} wood", "{n} wood", n)
    if material == Material.WOOL:
        return ngettext("{n} wool", "{n} wool", n)
    if material == Material.COPPER:
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


class Segment(NamedTuple):
    """A piece of a log line: plain text, or a name it refers to."""
    kind: str                        # "text", "player" (ref: seat), "material" (ref: material), "space"
    text: str                        # what it says (a player's name, a material's name, a number)
    ref: int = -1


class LogLine(NamedTuple):
    """One log line: what it says (segments) and what it names."""
    segments: tuple
    seats: tuple                     # the seats it names, in order of mention
    materials: tuple                 # the materials it names
    space: int                       # the space it is about (-1: none)
    heading: bool                    # a turn's header ("Turn 12: Blue")
    event: int = -1                  # index of its event in GameLog.events
    decision: int | None = None      # decisions of the game after which its event happened

    @property
    def text(self) -> str:
        return "".join(segment.text for segment in self.segments)


# Placeholder values are marked while the sentence is translated and formatted, then cut into
# segments: the catalogs keep their plain "{player}"/"{material}" placeholders.
_MARK = re.compile(r"\x01([pms])(\d+)(?:x(\d+))?\x02")
_KINDS = {"p": "player", "m": "material", "s": "space"}


def _player(seat: int) -> str:
    return f"\x01p{seat}\x02"


def _material(material: int) -> str:
    return f"\x01m{material}\x02"


def _space(space: int) -> str:
    return f"\x01s{space}\x02"


def _amount(material: int, count: int) -> str:
    """An amount of a material ("2 lane"), marked: it is drawn with the material's chip."""
    return f"\x01m{material}x{count}\x02"


def _materials(counts) -> str:
    parts = [_amount(m, count) for m, count in enumerate(counts) if count]
    return ", ".join(parts) if parts else _("nothing")


def _line(marked: str, names: list[str], space: int = -1, heading: bool = False) -> LogLine:
    segments: list[Segment] = []
    seats: list[int] = []
    materials: list[int] = []
    at = 0
    for match in _MARK.finditer(marked):
        if match.start() > at:
            segments.append(Segment("text", marked[at:match.start()]))
        kind, ref = _KINDS[match.group(1)], int(match.group(2))
        if kind == "player":
            segments.append(Segment(kind, names[ref], ref))
            seats.append(ref)
        elif kind == "material":
            count = match.group(3)
            text = material_name(ref) if count is None else material_count(ref, int(count))
            segments.append(Segment(kind, text, ref))
            materials.append(ref)
        else:
            segments.append(Segment(kind, str(ref), ref))
            space = ref
        at = match.end()
    if at < len(marked):
        segments.append(Segment("text", marked[at:]))
    return LogLine(tuple(segments), tuple(dict.fromkeys(seats)), tuple(dict.fromkeys(materials)), space, heading)


def describe(event, names: list[str], previous=None) -> str | None:
    """One log line for an event, or None for events the log leaves out (single druid steps,
    and what the line before already said)."""
    line = describe_line(event, names, previous)
    return None if line is None else line.text


def describe_line(event, names: list[str], previous=None) -> LogLine | None:
    """The log line of an event (`previous`: the event before it), or None for events the log
    leaves out."""
    marked = _describe(event, previous)
    if marked is None:
        return None
    space = getattr(event, "space", -1) if isinstance(event, (E.Sacrificed, E.BonusUsed)) else -1
    return _line(marked, names, space, isinstance(event, E.TurnStarted))


def _describe(event, previous) -> str | None:
    """The sentence of an event with its names marked (see _line); None for what the log leaves
    out."""
    if isinstance(event, (E.TurnStarted, E.Rolled, E.WorkerPlaced, E.WorkerMoved)):
        return _turn_sentence(event)
    if isinstance(event, (E.MaterialsGained, E.MaterialsReturned, E.NothingToTake)):
        return _materials_sentence(event)
    if isinstance(event, (E.Built, E.BonusUsed, E.RuneTaken)):
        return _build_sentence(event)
    if isinstance(event, (E.DruidToRock, E.DruidStays, E.RiverCrossed, E.RitualStarted, E.Sacrificed)):
        return _druid_sentence(event)
    return _end_sentence(event, previous)


def _turn_sentence(event) -> str:
    """A turn's header, the die, a worker placed or moved."""
    who = _player
    if isinstance(event, E.TurnStarted):
        return _("Turn {turn}: {player}", turn=event.turn, player=who(event.player))
    if isinstance(event, E.Rolled):
        return _("{player} rolls {face}", player=who(event.player), face=face_name(event.face))
    if isinstance(event, E.WorkerPlaced):
        # Translators: {highland} is a highland's name without article (context "highland").
        return _("{player} places a worker on the {highland}", player=who(event.player),
                 highland=highland_name(event.highland))
    # Translators: {source} and {target} are highlands' names without article (context "highland").
    return _("{player} moves a worker from the {source} to the {target}",
             player=who(event.player), source=highland_name(event.from_highland),
             target=highland_name(event.to_highland))


def _materials_sentence(event) -> str | None:
    """Materials gained, returned or paid, or none to take."""
    who = _player
    if isinstance(event, E.MaterialsGained):
        return _("{player} gains {materials}", player=who(event.player),
                 materials=_amount(event.material, event.count))
    if isinstance(event, E.MaterialsReturned):
        if event.reason == "die":
            return _("{player} returns {materials}", player=who(event.player),
                     materials=_materials(event.materials))
        if event.reason == "build":
            return _("{player} pays {materials}", player=who(event.player), materials=_materials(event.materials))
        return None                                   # sacrifices are told by Sacrificed
    if event.reason == "supply-empty":
        return _("{player} finds the supply empty", player=who(event.player))
    return _("{player} has nothing to return", player=who(event.player))


def _build_sentence(event) -> str | None:
    """A hut or temple built, the bonus token used, a rune stone taken."""
    who = _player
    if isinstance(event, E.Built):
        if event.kind == Building.HUT.word:
            return _("{player} builds a hut on space {space}", player=who(event.player), space=_space(event.space))
        return _("{player} erects a temple on space {space}", player=who(event.player), space=_space(event.space))
    if isinstance(event, E.BonusUsed):
        if event.token == Token.DRUID.word:
            return None                               # "offers the druid token" (Sacrificed) says it
        return _("{player} uses the bonus token: {token}", player=who(event.player), token=_(TOKEN[event.token]))
    if event.from_player < 0:
        return _("{player} takes a rune stone", player=who(event.player))
    return _("{player} takes a rune stone from {other}", player=who(event.player), other=who(event.from_player))


def _druid_sentence(event) -> str | None:
    """The druid's walk, the great river, a ritual and its sacrifices."""
    who = _player
    if isinstance(event, E.DruidToRock):
        return _("The druid moves to rock space {rock}", rock=event.rock)
    if isinstance(event, E.DruidStays):
        return _("No hut on the board: the druid stays")
    if isinstance(event, E.RiverCrossed):
        if event.interim_scoring:
            return _("The druid crosses the great river: interim rune scoring")
        return None
    if isinstance(event, E.RitualStarted):
        return _("Sacrifice ritual at space {space}", space=_space(event.space))
    if event.choice == SacrificeKind.NONE:
        return _("{player} sacrifices nothing", player=who(event.player))
    if event.choice == SacrificeKind.TOKEN:
        return _("{player} offers the druid token", player=who(event.player))
    return _("{player} sacrifices {materials}", player=who(event.player), materials=_materials(event.materials))


def _score_reason(event, previous) -> str | None:
    """A score change of a sacrifice (D3, R3) or a river crossing (D5) with why: what was offered
    at a settlement of how many huts, how many rune stones at the river (the events' own facts).
    None when the event before does not tell (a log cut in the middle)."""
    who, n = _player(event.player), abs(event.points)
    if event.reason == "interim-runes":
        # Translators: D5, one point per rune stone held when the druid crosses the great river.
        return ngettext("{player}: the druid crosses the great river, {n} rune stone: +{n} point",
                        "{player}: the druid crosses the great river, {n} rune stones: +{n} points", n, player=who)
    if event.reason != "sacrifice" or not isinstance(previous, E.Sacrificed) or previous.player != event.player:
        return None
    if previous.choice == SacrificeKind.NONE:
        if n == 0:
            return _("{player}: nothing sacrificed, but the score cannot go below 0", player=who)
        return ngettext("{player}: nothing sacrificed: –{n} point", "{player}: nothing sacrificed: –{n} points",
                        n, player=who)
    if previous.choice == SacrificeKind.ONE:
        return ngettext("{player}: sacrifice of one material: +{n} point",
                        "{player}: sacrifice of one material: +{n} points", n, player=who)
    if previous.choice == SacrificeKind.TOKEN:
        # Translators: {size} huts in the settlement of the hut the druid visits (R3: it scores its size).
        return ngettext("{player}: the druid token at a settlement of {size} hut: +{n} point",
                        "{player}: the druid token at a settlement of {size} huts: +{n} points",
                        n, player=who, size=previous.size)
    # Translators: D3, both materials score the size of the settlement ({size} huts).
    return ngettext("{player}: sacrifice of both materials at a settlement of {size} hut: +{n} point",
                    "{player}: sacrifice of both materials at a settlement of {size} huts: +{n} points",
                    n, player=who, size=previous.size)


def _end_sentence(event, previous) -> str | None:
    """Points scored, the last turns and round, the final scoring and the winners."""
    who = _player
    if isinstance(event, E.Scored):
        if event.reason in ("bonus", "temple", "runes"):
            return None                               # the bonus token's, temple's or runes' line says it
        reason = _score_reason(event, previous)
        if reason is not None:
            return reason
        if event.points >= 0:
            return ngettext("{player}: +{n} point", "{player}: +{n} points", event.points, player=who(event.player))
        return ngettext("{player}: –{n} point", "{player}: –{n} points", -event.points, player=who(event.player))
    if isinstance(event, E.LastTurns):
        if event.trigger < 0:
            return _("Nobody can build any more: the druid's last round begins")
        return _("{player} has built everything: every other player has one last turn",
                 player=who(event.trigger))
    if isinstance(event, E.LastRound):
        if isinstance(previous, E.LastTurns) and previous.trigger < 0:
            return None                               # "... the druid's last round begins" said it
        return _("The druid's last round")
    if isinstance(event, E.TempleScored):
        return ngettext("{player}'s temple on space {space}: {n} point", "{player}'s temple on space {space}: {n} points",
                        event.points, player=who(event.player), space=_space(event.space))
    if isinstance(event, E.RunesScored):
        stones = ngettext("{n} rune stone", "{n} rune stones", event.stones)
        return ngettext("{player}: {stones}, {n} point", "{player}: {stones}, {n} points",
                        event.points, player=who(event.player), stones=stones)
    if isinstance(event, E.GameOver):
        winners = ", ".join(who(seat) for seat in event.winners)
        return ngettext("Winner: {winners}", "Winners: {winners}", len(event.winners), winners=winners)
    return None


class GameLog:
    """Events in order, with the names the players chose; lines are made when asked for.

    With a `game`, each event added by `extend` belongs to the decision just taken (the game's
    history length); `restore` cuts a whole game's events at its decisions (Game.decisions_so_far),
    so a loaded log knows them too. `revision` changes when the past changes (undo)."""

    def __init__(self, names: list[str], game=None) -> None:
        self.names = names
        self.game = game
        self._events: list = []
        self.decisions: list = []        # per event: the decisions after which it happened (None: unknown)
        self.revision = 0
        self._lines: list = []           # LogLine or None per event, for _lines_key
        self._lines_key = None
        self._shown: list = []
        self._shown_key = None

    @property
    def events(self) -> list:
        return self._events

    @events.setter
    def events(self, events) -> None:
        """Undo gives the events of the game up to the decision before: a prefix of the log."""
        events = list(events)
        kept = 0
        while kept < min(len(events), len(self._events)) and events[kept] == self._events[kept]:
            kept += 1
        self.decisions = self.decisions[:kept] + [None] * (len(events) - kept)
        self._lines = self._lines[:kept]
        self._shown_key = None
        self._events = events
        self.revision += 1

    def extend(self, events, decision: int | None = None) -> None:
        """Events of one decision (`decision`: the decisions taken with it; by default the
        game's history length, when the log has a game)."""
        if decision is None and self.game is not None:
            decision = len(self.game.history)
        events = list(events)
        self._events.extend(events)
        self.decisions.extend([decision] * len(events))

    def restore(self, events) -> None:
        """A whole game's events so far (a loaded game): each gets its decision when they are
        the game's own replayed events (Game.decisions_so_far), else none (no re-watch)."""
        events = list(events)
        per = self.game.decisions_so_far() if self.game is not None and not self._events else []
        self._events.extend(events)
        if [event for decision in per for event in decision] == events:
            self.decisions.extend(k for k, decision in enumerate(per, start=1) for _event in decision)
        else:
            self.decisions.extend([None] * len(events))

    def entries(self) -> list[LogLine]:
        """Every line of the log, in order (described once per language and names, new events
        added as they come)."""
        key = (language(), tuple(self.names))
        if key != self._lines_key:
            self._lines_key, self._lines = key, []
        events = self._events
        if len(self._lines) != len(events) or self._shown_key != key:
            for index in range(len(self._lines), len(events)):
                line = describe_line(events[index], self.names, events[index - 1] if index else None)
                self._lines.append(None if line is None else line._replace(event=index, decision=self.decisions[index]))
            self._shown = [line for line in self._lines if line is not None]
            self._shown_key = key
        return self._shown

    def lines(self, last: int | None = None) -> list[str]:
        texts = [line.text for line in self.entries()]
        return texts if last is None else texts[-last:] if last > 0 else []
