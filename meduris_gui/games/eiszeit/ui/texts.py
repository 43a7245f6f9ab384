"""The words of Eiszeit's art, through the translations (glossary: docs/RULES-eiszeit.md): the six
landscape kinds and every card's title and short text, written in our own words from the rules
digest (L1-L9, D1-D8). A card's full rules live in the rules pages; its face carries the gist."""

from __future__ import annotations

from ....i18n import NC_, N_, _, pgettext

# Translators: the six landscape kinds of the Eiszeit board (only "steppe" is the rulebook's; the
# glossary of docs/RULES-eiszeit.md gives the words).
KIND_NAMES = {"tundra": NC_("landscape", "Tundra"), "hills": NC_("landscape", "Hills"),
              "marsh": NC_("landscape", "Marsh"), "forest": NC_("landscape", "Forest"),
              "steppe": NC_("landscape", "Steppe"), "lakes": NC_("landscape", "Lakes")}

# L1: one text per landscape, so that each language can bend the word as it needs.
L1_TEXTS = {
    "tundra": N_("Place up to 3 hunters on the tundra regions, split as you like, or up to 2 on any one region."),
    "hills": N_("Place up to 3 hunters on the hills regions, split as you like, or up to 2 on any one region."),
    "marsh": N_("Place up to 3 hunters on the marsh regions, split as you like, or up to 2 on any one region."),
    "forest": N_("Place up to 3 hunters on the forest regions, split as you like, or up to 2 on any one region."),
    "steppe": N_("Place up to 3 hunters on the steppe regions, split as you like, or up to 2 on any one region."),
    "lakes": N_("Place up to 3 hunters on the lakes regions, split as you like, or up to 2 on any one region."),
}

CULT_TEXT = N_("Play the top card of either discard pile again, as your own. This card goes under its pile.")

# Translators: the titles printed on the Eiszeit cards (short: they head a small card).
TITLES = {
    "L2": NC_("card", "Swap"), "L3": NC_("card", "Scatter"), "L4": NC_("card", "Hunters and mammoth"),
    "L5": NC_("card", "Club or mammoth"), "L6": NC_("card", "Cult"), "L7": NC_("card", "Migration"),
    "L8": NC_("card", "Mammoth"), "L9": NC_("card", "Fire"),
    "D1": NC_("card", "Everyone places two"), "D2": NC_("card", "Remove two"),
    "D3": NC_("card", "Club or move two"), "D4": NC_("card", "Everyone places one"),
    "D5": NC_("card", "Remove one"), "D6": NC_("card", "Cult"), "D7": NC_("card", "Fire"),
    "D8": NC_("card", "Remove a mammoth"),
}

TEXTS = {
    "L2": N_("Two hunters of any colours on two adjacent regions change places."),
    "L3": N_("Move up to 3 hunters, anyone's, each to an adjacent region; at most 2 of one player."),
    "L4": N_("Place up to 2 hunters and 1 mammoth, all on one region. No mammoth left: move one there."),
    "L5": N_("Take a club, or place a mammoth. No mammoth left: move one to an adjacent region."),
    "L6": CULT_TEXT,
    "L7": N_("Move up to 3 of your hunters from one region, and 1 mammoth if you like, to an adjacent region."),
    "L8": N_("Pay 2 to place a mammoth, 3 to move one to an adjacent region, 5 to move one anywhere."),
    "L9": N_("Move a fire token to another region without looking at it."),
    "D1": N_("Each opponent in turn may place up to 2 hunters on one region, or 1 on each of two."),
    "D2": N_("An opponent you choose may remove 2 hunters of two different colours from the board."),
    "D3": N_("An opponent you choose may take a club, or move up to 2 of their own hunters to one region."),
    "D4": N_("Each opponent in turn may place 1 hunter on a region of their choice."),
    "D5": N_("An opponent you choose may remove any one hunter from the board."),
    "D6": CULT_TEXT,
    "D7": N_("An opponent you choose may move a fire token, unseen, to another region."),
    "D8": N_("An opponent you choose may remove any mammoth from the board."),
}


def kind_name(kind: str) -> str:
    """A landscape kind's name in the player's language."""
    return pgettext("landscape", KIND_NAMES[kind])


def card_title(kind: str, land: str = "") -> str:
    """The title on a card of `kind` (L1..D8); an L1 card is titled by its landscape."""
    if kind == "L1":
        return kind_name(land)
    return pgettext("card", TITLES[kind])


def card_text(kind: str, land: str = "") -> str:
    """The short text on a card of `kind`, in the player's language."""
    if kind == "L1":
        return _(L1_TEXTS[land])
    return _(TEXTS[kind])
