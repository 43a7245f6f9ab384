"""The rules of Eiszeit as illustrated pages, in our own words (rule IDs: docs/RULES-eiszeit.md);
page 0 is the contents. The cards' pages are made from the card table (boards/eiszeit-cards.yaml):
every kind L1-L9 and D1-D8 with how many there are, its stones and what it does (its text is the
card's own, texts.py), beside the faces the hand shows (rules_art.py draws every picture)."""

from __future__ import annotations

from .....i18n import N_, _, ngettext
from ...rules.cards import CULTS, LIGHT, load_cards
from ..texts import card_text, card_title

L1_TITLE = N_("Landscape")
L1_TEXT = N_("Place up to 3 hunters on the two regions of the landscape the card shows, split as you like, or "
             "up to 2 on any one region. Each landscape has two such cards.")

# (title, paragraphs, picture); a cards page's paragraphs are made from the table (card_paragraphs).
PAGES = (
    (N_("Contents"), (), "overview"),
    (N_("The game"), (
        N_("3 to 5 players lead their hunters through the last ice age. Hunters on the board score points "
           "at the end of every round; more where mammoths graze."),
        N_("A game has 4 rounds (3 in the short game). Each round has four phases: colonization, conflict, "
           "scoring and the glacier."),
        N_("Whoever has the most points after the last round wins.")), "overview"),
    (N_("The board"), (                                                         # B1-B3, G2, S5
        N_("The board shows 12 numbered regions in three rows. There are six landscapes, each with two "
           "regions (on this page both steppe regions glow); a card of a landscape names them."),
        N_("Regions that share a border are adjacent. The ice sheet lies along the top edge, above regions 1 "
           "to 4; on it are the light reserve (left) and the dark reserve (right) for the stones."),
        N_("Around the land runs the score track. Glacier tiles cover regions during the game; a region under "
           "ice takes no hunter, mammoth or fire token.")), "board"),
    (N_("Setup"), (                                                             # S1-S10
        N_("Each player takes the 12 hunters of a colour and 4 stones. With 3 players ice covers regions 1 to 4, "
           "with 4 players regions 1 and 4, with 5 players none."),
        N_("Mammoths start on regions 5-8 (3 players), 2, 3, 6, 7 (4 players) or 1-4 (5 players). The dark "
           "reserve holds 20, 25 or 30 stones, the light reserve none. Each region free of ice gets a fire "
           "token, face down."),
        N_("In turn, from the start player, each player places one hunter on a region free of ice until everyone "
           "has placed 6. Then each player draws 2 light and 3 dark cards, seen only by their owner.")),
     "setup"),
    (N_("Colonization: a turn"), (                                              # T1-T9
        N_("On your turn you play one card. A light card: pay its stones into the light reserve, then carry "
           "it out yourself. A dark card: take its stones from the dark reserve; one opponent you choose, or "
           "all of them, as the card says, carry it out."),
        N_("With 8 stones or more you may not play a dark card. If you cannot pay for any light card, you "
           "must play a dark one. Every number on a card is \"up to\": less, or nothing, is allowed."),
        N_("Then you may put one card face down under its deck. Draw back to 5 cards, from the decks you "
           "choose; your hand may never be all of one colour.")), "turn"),
    (N_("The light cards (1)"), (), "cards:l1-steppe,l2,l3,l4,l5"),
    (N_("The light cards (2)"), (), "cards:l6,l7,l8,l9"),
    (N_("The dark cards (1)"), (), "cards:d1,d2,d3,d4"),
    (N_("The dark cards (2)"), (), "cards:d5,d6,d7,d8"),
    (N_("Hunters, mammoths, fire and clubs"), (                                 # A1-A6, H4
        N_("Placing takes a hunter from your own reserve (a mammoth from the common one) onto a region free of "
           "ice; moving takes a piece already on the board. Short of hunters? Place what you have, then move "
           "your own hunters for the rest."),
        N_("Fire tokens are worth 0, 1 or 2; nobody sees their value until the conflict, not even whoever "
           "moves one. A region may hold several."),
        N_("A club goes under one of your hunters, at once or later when that hunter is placed or moved. That "
           "hunter survives the conflict and no opponent may move or remove it. Clubs go back after the "
           "conflict.")), "pieces"),
    (N_("Conflict"), (                                                          # T11, K1-K7
        N_("Colonization ends when a player takes the last stone of the dark reserve. Then every fire token is "
           "turned up, and each region's capacity is 3, plus 1 for each mammoth, plus its fire values."),
        N_("A region with more hunters than its capacity loses hunters: the players there, fewest hunters "
           "first, each take one back to their reserve, tied players at the same time, round after round in "
           "the same order, until the region is within its capacity."),
        N_("Hunters with a club stay. Afterwards all fire tokens and clubs on the board go back.")), "conflict"),
    (N_("Scoring"), (                                                           # P1, P2
        N_("Every hunter on the board scores for its owner: 1 point in a region without mammoths, 2 with one "
           "mammoth, 3 with two or more."),
        N_("The points go on the score track; it has no end, a marker simply goes round again.")), "scoring"),
    (N_("The glacier and the next round"), (                                    # G1-G5, N1-N4
        N_("The player with the fewest points may put a glacier tile on a region free of ice next to the ice "
           "(or along the top edge). Its hunters go back to their owners, its mammoths to the common reserve. "
           "On a tie: fewer hunters on the board, then fewer stones, then a lot."),
        N_("The next round: the light reserve's stones go to the dark reserve; if it holds fewer than 10, "
           "every player with stones gives the same number to fill it. New fire tokens are dealt, and the "
           "player left of whoever ended colonization starts.")), "glacier"),
    (N_("The end"), (                                                           # E1-E4
        N_("In the last round the dark card that ends colonization has no action and gives no stones. "
           "Conflict and scoring follow as usual; there is no glacier."),
        N_("The most points win. On a tie, more hunters on the board, then more stones decide; still tied, the "
           "victory is shared.")), "end"),
)


def page_title(page: int) -> str:
    return _(PAGES[page][0])


def page_kinds(page: int) -> tuple:
    """The card kinds a page pictures (none on the other pages)."""
    picture = PAGES[page][2]
    if not picture.startswith("cards:"):
        return ()
    table = load_cards()
    return tuple(table.kind[code] for code in picture[6:].split(","))


def stones_text(kind: str) -> str:
    """What a card of `kind` costs (light, T3) or gives (dark, T4), from the card table (O1)."""
    table = load_cards()
    code = next(c for c in table.codes() if table.kind[c] == kind)
    if kind in CULTS:                                          # L6, D6: as the card it copies
        return _("stones as the card it copies")
    if kind == "L8":
        return _("pay {place}, {adjacent} or {anywhere} stones", **table.l8)
    n = table.cost[code]
    if table.colour[code] == LIGHT:
        return ngettext("pay {n} stone", "pay {n} stones", n)
    return ngettext("take {n} stone", "take {n} stones", n)


def card_paragraph(kind: str) -> str:
    """A card kind in one paragraph: its title, how many there are, its stones, what it does."""
    table = load_cards()
    codes = [c for c in table.codes() if table.kind[c] == kind]
    count = sum(table.deck[table.colour[codes[0]]].count(c) for c in codes)
    if kind == "L1":
        title, text = _(L1_TITLE), _(L1_TEXT)
    else:
        title, text = card_title(kind), card_text(kind)
    cards = ngettext("{n} card", "{n} cards", count)
    return _("{title} ({cards}, {stones}): {text}", title=title, cards=cards, stones=stones_text(kind), text=text)


def page_paragraphs(page: int) -> list[str]:
    kinds = page_kinds(page)
    if kinds:
        return [card_paragraph(kind) for kind in kinds]
    return [_(text) for text in PAGES[page][1]]


__all__ = ["PAGES", "card_paragraph", "page_kinds", "page_paragraphs", "page_title", "stones_text"]
