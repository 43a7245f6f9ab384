"""The cards of Eiszeit: the card table (kinds, counts, stones) read from `boards/eiszeit-cards.yaml`.

The table is data, not code, so that a scan of the printed cards changes a file (O1: only L8's
prices are in the rulebook). It lives beside the board file because both describe printed
components, are shipped and found the same way (paths.data_dir("boards")), and are read with the
same bounded reader; L1's cards name the board's landscape kinds, so the table is checked against
the board. Every problem is a `CardsError` naming the file, the field and the problem.

A card in hands, decks and notation is a code: `l2`, `d6`, and for L1 its kind: `l1-steppe`.
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from meduris_gui import paths
from meduris_gui.boardfile import DataReader, read_file
from meduris_gui.fileformat import FileFormatError, item, kind_of

from .board import load_board

FORMAT = "eiszeit-cards"
VERSION = 1
CARDS_FILE = "eiszeit-cards.yaml"
MAX_BYTES = 50_000
LIGHT, DARK = "light", "dark"
COLOURS = (LIGHT, DARK)
LIGHT_KINDS = tuple(f"L{k}" for k in range(1, 10))     # L1-L9
DARK_KINDS = tuple(f"D{k}" for k in range(1, 9))       # D1-D8
TOTALS = {LIGHT: 33, DARK: 22}                          # the rulebook's 55 cards
CULTS = ("L6", "D6")                                    # L6, D6: stones per the copied card
L8_OPTIONS = ("place", "adjacent", "anywhere")          # L8: the rulebook's 2 / 3 / 5
MAX_STONES = 9


class CardsError(FileFormatError):
    """A card table that cannot be used; str() is "<file>: <field>: <problem>"."""


@dataclass(frozen=True)
class CardTable:
    """The checked table. `cost[code]`: the stones a card costs (light) or gives (dark); None for
    a Cult; for L8 its cheapest price (the others in `l8`). `colour[code]`, `kind[code]` (L1..D8),
    `land[code]` (the landscape of an L1 card, else ''); `deck[colour]`: every card of that
    colour, sorted (the 55 cards)."""

    cost: dict
    colour: dict
    kind: dict
    land: dict
    l8: dict
    deck: dict
    source: str

    def codes(self) -> tuple:
        return tuple(self.colour)


def cards_path() -> Path:
    return paths.data_dir("boards") / CARDS_FILE


@functools.lru_cache(maxsize=None)
def _shipped() -> CardTable:
    return load_cards(cards_path())


def load_cards(path: str | os.PathLike | None = None, board=None) -> CardTable:
    """The card table in `path` (None: the shipped one, read once), checked against the board's
    kinds (None: the shipped board). O1: the stones per card are data, corrected here from a scan."""
    if path is None and board is None:
        return _shipped()
    path = path if path is not None else cards_path()
    return read_file(path, MAX_BYTES, CardsError, lambda text, file: parse_cards(text, file, board))


def parse_cards(text: str | bytes, file: str = "cards", board=None) -> CardTable:
    reader = _CardsReader(file, CardsError)
    return reader.table(reader.document(text), (board or load_board()).kinds)


def code_of(kind: str, land: str = "") -> str:
    """The notation of a card: `l2`, `l1-steppe`."""
    return f"{kind.lower()}-{land}" if land else kind.lower()


_KEYS = ("format", "version", "note", "cards")


class _CardsReader(DataReader):

    def table(self, doc: Any, kinds: tuple) -> CardTable:
        self.top(doc, FORMAT, VERSION, _KEYS, "a card table is a mapping", ("cards",))
        entries = self.seq(doc["cards"], "cards")
        wanted = LIGHT_KINDS + DARK_KINDS
        seen: dict = {}
        cost, colour, kind_of_code, land, deck = {}, {}, {}, {}, {LIGHT: [], DARK: []}
        l8: dict = {}
        totals = {LIGHT: 0, DARK: 0}
        for i, entry in enumerate(entries):
            at = item("cards", i)
            self.mapping(entry, at, required=("id", "colour", "count", "stones"))
            kind = self.choice(entry["id"], f"{at}.id", wanted, "card")
            if kind in seen:
                self.fail(f"{at}.id", f"card {kind} is listed twice (also cards[{seen[kind]}])")
            seen[kind] = i
            expected = LIGHT if kind.startswith("L") else DARK
            col = self.choice(entry["colour"], f"{at}.colour", COLOURS, "colour")
            if col != expected:
                self.fail(f"{at}.colour", f"{kind} is a {expected} card, not {col}")
            count = self.whole(entry["count"], f"{at}.count", 1, 33)
            totals[col] += count
            stones = entry["stones"]
            price = self.stones(kind, stones, f"{at}.stones", l8)
            if kind == "L1":
                if count % len(kinds):
                    self.fail(f"{at}.count", f"{count} L1 cards cannot name each of the {len(kinds)} kinds "
                                             "equally (L1: two per kind)")
                codes = [(code_of(kind, k), k) for k in kinds for _ in range(count // len(kinds))]
            else:
                codes = [(code_of(kind), "")] * count
            for code, k in codes:
                cost[code], colour[code], kind_of_code[code], land[code] = price, col, kind, k
                deck[col].append(code)
        missing = [k for k in wanted if k not in seen]
        if missing:
            self.fail("cards", f"missing card {missing[0]} (L1-L9 and D1-D8 are each listed once)")
        for col in COLOURS:
            if totals[col] != TOTALS[col]:
                self.fail("cards", f"{totals[col]} {col} cards: the game has {TOTALS[col]} "
                                   f"({TOTALS[LIGHT]} light, {TOTALS[DARK]} dark)")
        return CardTable(cost=cost, colour=colour, kind=kind_of_code, land=land, l8=l8,
                         deck={c: tuple(sorted(v)) for c, v in deck.items()}, source=self.file)

    def stones(self, kind: str, value: Any, at: str, l8: dict):
        if kind in CULTS:
            if value != "copy":
                self.fail(at, f"a Cult costs or gives what it copies: expected copy, got {kind_of(value)} (L6)")
            return None
        if kind == "L8":
            self.mapping(value, at, required=L8_OPTIONS)
            for option in L8_OPTIONS:
                l8[option] = self.whole(value[option], f"{at}.{option}", 1, MAX_STONES)
            if not l8["place"] <= l8["adjacent"] <= l8["anywhere"]:
                self.fail(at, "L8's prices rise from place to adjacent to anywhere")
            return l8["place"]
        return self.whole(value, at, 1, MAX_STONES)


def kinds_in(table: CardTable, colour: str) -> tuple:
    """The distinct card codes of a colour, sorted."""
    return tuple(sorted(set(table.deck[colour])))


__all__ = ["CardTable", "CardsError", "load_cards", "parse_cards", "code_of", "LIGHT", "DARK", "COLOURS",
           "CULTS", "L8_OPTIONS"]
