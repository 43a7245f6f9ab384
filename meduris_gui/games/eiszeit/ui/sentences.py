"""Every sentence the Eiszeit window says while a game is played, through the translations
(glossary: docs/RULES-eiszeit.md): the seats' names and kinds, the log line of each event (its
public side: never a hidden card or fire value), an action in words (Suggest), who won."""

from __future__ import annotations

from ....i18n import N_, _, ngettext
from .colours import colour_name
from .texts import card_title

DECKS = {"light": N_("light"), "dark": N_("dark")}


def seat_names(colours, custom=None) -> list[str]:
    """Each seat's name: the one typed in the setup, else its colour's name."""
    custom = list(custom or [])
    return [(custom[seat] if seat < len(custom) and custom[seat] else colour_name(colour))
            for seat, colour in enumerate(colours)]


def card_name(code: str) -> str:
    """A card by its title (an L1 card by its landscape), as its face says it."""
    if code.startswith("l1-"):
        return card_title("L1", code[3:])
    return card_title(code.upper())


def deck_word(colour: str) -> str:
    return _(DECKS[colour])


def log_line(event, names: list[str]) -> str | None:
    """The log's sentence for one event (public: never a hidden value), or None."""
    kind = event.kind
    seat = getattr(event, "seat", -1)
    player = names[seat] if seat >= 0 else ""
    if kind == "drew":
        if event.colour == "light":
            return _("{player} draws a light card", player=player)
        return _("{player} draws a dark card", player=player)
    if kind == "reshuffled":
        if event.colour == "light":
            return ngettext("The light discard pile becomes a new deck of {count} card",
                            "The light discard pile becomes a new deck of {count} cards", event.cards, count=event.cards)
        return ngettext("The dark discard pile becomes a new deck of {count} card",
                        "The dark discard pile becomes a new deck of {count} cards", event.cards, count=event.cards)
    if kind == "placed":
        if event.club:
            return _("{player} places a hunter with a club on region {region}", player=player, region=event.region)
        return _("{player} places a hunter on region {region}", player=player, region=event.region)
    if kind == "moved":
        if event.owner == seat:
            return _("{player} moves a hunter from region {source} to region {target}", player=player,
                     source=event.source, target=event.target)
        return _("{player} moves a hunter of {owner} from region {source} to region {target}", player=player,
                 owner=names[event.owner], source=event.source, target=event.target)
    if kind == "removed":
        return _("{player} removes a hunter of {owner} from region {region}", player=player,
                 owner=names[event.owner], region=event.region)
    if kind == "herded":
        if event.source == 0:
            return _("{player} places a mammoth on region {region}", player=player, region=event.target)
        return _("{player} moves a mammoth from region {source} to region {target}", player=player,
                 source=event.source, target=event.target)
    if kind == "culled":
        return _("{player} removes a mammoth from region {region}", player=player, region=event.region)
    if kind == "fire_moved":
        return _("{player} moves a fire token from region {source} to region {target}", player=player,
                 source=event.source, target=event.target)
    if kind == "club":
        if event.region:
            return _("{player} takes a club for a hunter on region {region}", player=player, region=event.region)
        return _("{player} takes a club and keeps it", player=player)
    if kind == "played":
        return _("{player} plays {card}", player=player, card=card_name(event.card))
    if kind == "copied":
        if not event.card:
            return _("The Cult has nothing to copy: no effect")
        return _("The Cult copies {card}", card=card_name(event.card))
    if kind == "paid":
        return ngettext("{player} pays {count} stone", "{player} pays {count} stones", event.stones, player=player,
                        count=event.stones)
    if kind == "took":
        count = event.dark + event.light
        return ngettext("{player} takes {count} stone", "{player} takes {count} stones", count, player=player,
                        count=count)
    if kind == "targeted":
        return _("{player} chooses {target} to carry out the card", player=player, target=names[event.target])
    if kind == "declined":
        return _("{player} declines the rest", player=player)
    if kind == "discarded":
        if event.colour == "light":
            return _("{player} puts a light card under its deck", player=player)
        return _("{player} puts a dark card under its deck", player=player)
    if kind == "passed":
        return _("{player} cannot play a card", player=player)
    if kind == "colonization_ended":
        if event.ignored:
            return _("{player} takes the last stones: in the last round that card has no action", player=player)
        return _("The dark reserve is empty: colonization ends")
    if kind == "fire_revealed":
        parts = "; ".join(_("region {region}: {values}", region=region, values=" + ".join(map(str, values)))
                          for region, values in event.tokens)
        return _("The fire tokens are turned: {parts}", parts=parts) if parts else None
    if kind == "conflict":
        return conflict_line(event, names)
    if kind == "scored":
        gains: dict = {}
        for _region, s, _hunters, _per, points in event.rows:
            gains[s] = gains.get(s, 0) + points
        parts = ", ".join(f"{names[s]} +{gains[s]}" for s in sorted(gains))
        return _("Scoring of round {round}: {parts}", round=event.round, parts=parts or "—")
    if kind == "iced":
        if not event.region:
            return _("{player} places no glacier tile", player=player)
        return _("{player} covers region {region} with a glacier tile", player=player, region=event.region)
    if kind == "lot":
        return _("The lot chooses {player}", player=player)
    if kind == "round":
        return _("Round {round} begins with {player}", round=event.round, player=player)
    if kind == "game_over":
        return winner_text(event.winners, event.scores, names)
    return None


def conflict_line(event, names: list[str]) -> str:
    """K2-K6 in one sentence: the region, its capacity, who leaves how many hunters (an ASCII
    minus: the interface font has no U+2212)."""
    lost: dict = {}
    for step in event.steps:
        for s in step:
            lost[s] = lost.get(s, 0) + 1
    leaves = ", ".join(f"{names[s]} -{lost[s]}" for s in sorted(lost)) or "—"
    return _("Conflict on region {region} (capacity {capacity}): {leaves}", region=event.region,
             capacity=event.capacity, leaves=leaves)


def winner_text(winners, scores, names: list[str]) -> str:
    """Who won (E4), with the points; a shared victory names every winner."""
    if len(winners) == 1:
        return _("{player} wins with {points} points", player=names[winners[0]], points=scores[winners[0]])
    return _("Shared victory: {players}", players=", ".join(names[seat] for seat in winners))


def describe(action, names: list[str], colours) -> str:
    """An action in words (the Suggest line)."""
    v = action.verb
    if v == "place":
        if action.flag & 2:
            return _("a hunter with your club on region {region}", region=action.a)
        return _("a hunter on region {region}", region=action.a)
    if v == "move":
        return _("the hunter of {owner} from region {source} to region {target}", owner=names[colours.index(action.who)],
                 source=action.a, target=action.b)
    if v == "swap":
        return _("swap the hunters on regions {first} and {second}", first=action.a, second=action.b)
    if v == "remove":
        return _("remove a hunter of {owner} from region {region}", owner=names[colours.index(action.who)],
                 region=action.a)
    if v == "herd":
        if action.a == 0:
            return _("a mammoth on region {region}", region=action.b)
        return _("the mammoth from region {source} to region {target}", source=action.a, target=action.b)
    if v == "cull":
        return _("remove the mammoth from region {region}", region=action.a)
    if v == "fire":
        return _("the fire token from region {source} to region {target}", source=action.a, target=action.b)
    if v == "club":
        if action.a == 0:
            return _("take a club and keep it")
        return _("take a club for your hunter on region {region}", region=action.a)
    if v == "play":
        return _("play {card}", card=card_name(action.who))
    if v == "copy":
        if action.who == "none":
            return _("copy nothing")
        return _("copy the top {deck} card", deck=deck_word(action.who))
    if v == "target":
        return _("{player} carries it out", player=names[colours.index(action.who)])
    if v == "discard":
        if action.who == "none":
            return _("keep your cards")
        return _("put {card} under its deck", card=card_name(action.who))
    if v == "draw":
        return _("draw a {deck} card", deck=deck_word(action.who))
    if v == "ice":
        if action.a == 0:
            return _("no glacier tile")
        return _("a glacier tile on region {region}", region=action.a)
    if v == "done":
        return _("decline the rest")
    return _("pass")


__all__ = ["card_name", "conflict_line", "describe", "log_line", "seat_names", "winner_text"]
