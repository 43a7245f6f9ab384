"""The words a player reads, checked in every language (issue 9, items 8 and 14).

Distinct words for distinct buttons (Undo is never Cancel, Back or Close), highland names that
read naturally with their preposition and article ("sull'altopiano del legno", not "altopiano
“legno”"), materials counted with their own plural, and the printed game's words of the glossary
in RULES.md ("Glossary (it / es / de)") wherever the interface uses them.
"""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from pathlib import Path

import pytest

from meduris_gui import i18n
from meduris_gui.games.meduris.rules import events as E
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.kinds import Phase
from meduris_gui.games.meduris.rules.state import CHANCE
from meduris_gui.games.meduris.ui.controller import prompt
from meduris_gui.games.meduris.ui.log import describe, highland_name, material_count, material_name, materials_text

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = ("it", "es", "de")
NAMES = ["Marco", "Anna"]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def line(event, language: str) -> str:
    i18n.set_language(language)
    return describe(event, NAMES)


# -- distinct words (item 8) ----------------------------------------------------------------------

# The buttons that take something back or leave something, in every scene: Undo (game: take back the
# last decision), Cancel (game: drop the selected worker or space), Back (setup -> title), Close (game
# menu, saved games). A player who sees two of them must never read the same label for two of them.
LEAVING_BUTTONS = ("Undo", "Cancel", "Back", "Close")


@pytest.mark.parametrize("language", TRANSLATED)
def test_undo_cancel_back_and_close_are_different_words(language):
    i18n.set_language(language)
    labels = {english: i18n._(english) for english in LEAVING_BUTTONS}
    assert all(label != english or language == "en" for english, label in labels.items()), labels
    assert len(set(labels.values())) == len(LEAVING_BUTTONS), f"{language}: {labels}"


@pytest.mark.parametrize("language, undo, cancel, back", [
    ("it", "Annulla mossa", "Annulla", "Indietro"),
    ("es", "Deshacer", "Cancelar", "Atrás"),
    ("de", "Rückgängig", "Abbrechen", "Zurück"),
])
def test_the_words_players_of_digital_games_expect(language, undo, cancel, back):
    i18n.set_language(language)
    assert (i18n._("Undo"), i18n._("Cancel"), i18n._("Back")) == (undo, cancel, back)


@pytest.mark.parametrize("language", TRANSLATED)
def test_undo_hints_speak_of_undoing_not_of_going_back(language):
    """Undo's hint and the die's "cannot be taken back" use Undo's own verb (de "rückgängig",
    it "annulla", es "deshacer"), never Back's word: the player links the hint to the button."""
    i18n.set_language(language)
    verb = {"it": "annull", "es": "desha", "de": "rückgängig"}[language]
    hints = (i18n._("Undo takes back the choice of space {space}", space=3),
             i18n._("Undo takes back your hut on space {space}, its payment and what followed", space=3),
             i18n._("Undo takes back your payment for space {space}: you choose how to pay again", space=3),
             i18n._("Undo takes back your last sacrifice to the druid"),
             i18n._("A die roll cannot be taken back"))
    for hint in hints:
        assert verb in hint.lower(), hint
        assert i18n._("Back").lower() not in hint.lower(), hint


def test_more_ways_in_german():
    i18n.set_language("de")
    assert i18n._("More ways ({page}/{pages})", page=1, pages=3) == "Weitere Möglichkeiten (1/3)"


# -- highlands: preposition, article and name (item 14) ------------------------------------------

IT_HIGHLANDS = ("altopiano del legno", "altopiano della lana", "altopiano del rame", "altopiano della pietra")


@pytest.mark.parametrize("material", range(4))
def test_italian_worker_placed_on_a_highland(material):
    text = line(E.WorkerPlaced(player=0, highland=material, height=1), "it")
    assert text == f"Marco mette un lavoratore sull'{IT_HIGHLANDS[material]}"


def test_italian_names_the_wood_and_the_wool_highland_naturally():
    assert "sull'altopiano del legno" in line(E.WorkerPlaced(0, 0, 1), "it")
    assert "sull'altopiano della lana" in line(E.WorkerPlaced(0, 1, 1), "it")
    moved = line(E.WorkerMoved(1, 0, 1, 1, 2, 0, 2), "it")
    assert moved == "Anna sposta un lavoratore dall'altopiano del legno all'altopiano della lana"


@pytest.mark.parametrize("language, placed, moved", [
    ("es", "Marco coloca un trabajador en el altiplano de la madera",
     "Anna traslada un trabajador del altiplano del cobre al altiplano de la piedra"),
    ("de", "Marco stellt einen Arbeiter auf die Holz-Hochebene",
     "Anna setzt einen Arbeiter von der Kupfer-Hochebene auf die Stein-Hochebene um"),
    ("en", "Marco places a worker on the wood highland",
     "Anna moves a worker from the copper highland to the stone highland"),
])
def test_highland_sentences_in_other_languages(language, placed, moved):
    assert line(E.WorkerPlaced(0, 0, 1), language) == placed
    assert line(E.WorkerMoved(1, 2, 1, 3, 1, 0, 1), language) == moved


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_no_quoted_material_in_highland_sentences(language):
    """Was: it "sull'altopiano “legno”", de "auf die Hochebene „Holz“": a label, not a sentence."""
    for material in range(4):
        for event in (E.WorkerPlaced(0, material, 1), E.WorkerMoved(0, material, 1, (material + 1) % 4, 1, 0, 1)):
            text = line(event, language)
            assert not re.search("[“”„\"«»]", text), text
            assert highland_name(material) in text


def worker_prompt_game() -> Game:
    """A game whose decider chooses the part 2 action (MAIN, not the die)."""
    rng = random.Random(3)
    game = Game.new(["purple", "blue"], seed=3)
    while not (game.state.phase == Phase.MAIN and game.state.decider != CHANCE):
        if game.state.decider == CHANCE:
            game.roll(rng)
        else:
            game.apply(game.legal_actions()[0])
    return game


@pytest.mark.parametrize("language, expected", [
    ("it", "Marco: sposta il lavoratore dall'altopiano della lana su un altro altopiano"),
    ("es", "Marco: lleva el trabajador del altiplano de la lana a otro altiplano"),
    ("de", "Marco: Setze den Arbeiter von der Woll-Hochebene auf eine andere Hochebene."),
    ("en", "Marco: move the worker from the wool highland to another highland"),
])
def test_prompt_for_a_selected_worker_names_its_highland(language, expected):
    game = worker_prompt_game()
    names = ["Marco", "Marco"]
    i18n.set_language(language)
    assert prompt(game, names, worker=(1, 1)) == expected


# -- sacrifice ritual, amounts of materials (item 14) --------------------------------------------

@pytest.mark.parametrize("language, expected", [
    ("it", "Rito sacrificale presso la capanna sulla casella 12"),
    ("es", "Ritual de ofrenda en la cabaña de la casilla 12"),
    ("de", "Opferritual bei der Hütte auf Feld 12"),
])
def test_the_ritual_line_says_where_it_takes_place(language, expected):
    """Was: it "Rito sacrificale alla casella 12", de "Opferritual an Feld 12"."""
    assert line(E.RitualStarted(space=12, huts=(12,), last_round=False), language) == expected


@pytest.mark.parametrize("language, one, many", [
    ("it", ["1 legno", "1 lana", "1 rame", "1 pietra"], ["2 legni", "2 lane", "2 rame", "2 pietre"]),
    ("es", ["1 madera", "1 lana", "1 cobre", "1 piedra"], ["2 maderas", "2 lanas", "2 cobres", "2 piedras"]),
    ("de", ["1 Holz", "1 Wolle", "1 Kupfer", "1 Stein"], ["2 Holz", "2 Wolle", "2 Kupfer", "2 Steine"]),
    ("en", ["1 wood", "1 wool", "1 copper", "1 stone"], ["2 wood", "2 wool", "2 copper", "2 stone"]),
])
def test_amounts_of_material_take_the_plural(language, one, many):
    """Was: "{count} {material}" with the singular name: it "Marco paga 2 lana, 2 pietra"."""
    i18n.set_language(language)
    assert [material_count(m, 1) for m in range(4)] == one
    assert [material_count(m, 2) for m in range(4)] == many
    assert materials_text((2, 0, 0, 1)) == f"{many[0]}, {one[3]}"


def test_the_log_counts_materials_in_italian():
    assert line(E.MaterialsGained(0, 3, 4, "harvest", 3), "it") == "Marco ottiene 4 pietre"
    assert line(E.MaterialsReturned(1, (0, 2, 1, 0), "build"), "it") == "Anna paga 2 lane, 1 rame"
    assert line(E.MaterialsGained(0, 0, 1, "die", 0), "it") == "Marco ottiene 1 legno"


# -- the glossary of RULES.md --------------------------------------------------------------------

# RULES.md, "Glossary (it / es / de)": (English, Italiano, Español, Deutsch), the printed terms of
# the rulebooks. Rows the interface does not show (screen: only "Screens: ..."; the druid's path)
# are left out; plural or inflected forms the interface needs are allowed in brackets as regex.
GLOSSARY = [
    ("hut", "capanna", "cabaña", "Hütte"),
    ("temple", "tempio", "templo", "Tempel"),
    ("druid", "druido", "druida", "Druide"),
    ("worker", "lavoratore", "trabajador", "Arbeiter"),
    ("highland", "altopiano", "altiplano", "Hochebene"),
    ("material", "materiale", "materia prima", "Gut"),
    ("rune stone", "pietra runica", "piedra rúnica", "Runenstein"),
    ("settlement", "insediamento", "asentamiento", "Siedlung"),
    ("small harvest", "piccolo raccolto", "pequeño beneficio", "Kleine[r]? Ertrag"),
    ("big harvest", "grande raccolto", "gran beneficio", "Große[r]? Ertrag"),
    ("sacrifice ritual", "rito sacrificale", "ritual de ofrenda", "Opferritual"),
    ("interim rune scoring", "conta provvisoria delle rune", "recuento rúnico intermedio", "Runen-Zwischenwertung"),
    ("bonus token", "gettone bonus", "ficha bonus", "Bonus-Chip"),
    ("victory points", "punti vittoria", "puntos de victoria", "Siegpunkte"),
    ("rock space", "casella roccia", "casilla de piedra", "Steinfeld"),
    ("great river", "grande fiume", "río", "große[nr]? Fluss"),
    ("die", "dado", "dado", "Würf"),
]
MATERIALS = [("wood", "legno", "madera", "Holz"), ("wool", "lana", "lana", "Wolle"),
             ("copper", "rame", "cobre", "Kupfer"), ("stone", "pietra", "piedra", "Stein")]


def load_update_catalogs():
    """scripts/update_catalogs.py, which reads the catalogs the same way the --check does."""
    spec = importlib.util.spec_from_file_location("update_catalogs", ROOT / "scripts" / "update_catalogs.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)     # dataclasses look their module up while it loads
    spec.loader.exec_module(sys.modules[spec.name] if sys.modules[spec.name] is not module else module)
    return sys.modules[spec.name]


@pytest.fixture(scope="module")
def catalogs():
    update_catalogs = load_update_catalogs()
    return {language: update_catalogs.read_catalog(update_catalogs.catalog_file(language), language)
            for language in i18n.LANGUAGES}


def all_strings(catalog, text_of) -> list[str]:
    found = []
    for message in catalog:
        if message.id:
            value = text_of(message)
            found.extend(value if isinstance(value, (list, tuple)) else [value])
    return found


@pytest.mark.parametrize("language", TRANSLATED)
def test_printed_terms_of_the_glossary_are_used(language, catalogs):
    column = TRANSLATED.index(language) + 1
    english = " ".join(all_strings(catalogs["en"], lambda m: m.id))
    translated = " ".join(all_strings(catalogs[language], lambda m: m.string))
    missing = []
    for row in GLOSSARY:
        if re.search(rf"\b{row[0]}s?\b", english, re.IGNORECASE) and \
                not re.search(rf"\b{row[column]}", translated, re.IGNORECASE):
            missing.append(f"{row[0]} -> {row[column]}")
    assert not missing, f"{language}: " + "; ".join(missing)


@pytest.mark.parametrize("language", TRANSLATED)
def test_material_and_highland_names_are_the_glossary_words(language):
    column = TRANSLATED.index(language) + 1
    i18n.set_language(language)
    highland = next(row for row in GLOSSARY if row[0] == "highland")[column]
    for material, row in enumerate(MATERIALS):
        assert material_name(material) == row[column]
        name = highland_name(material)
        assert highland.lower() in name.lower(), name
        assert row[column][:4].lower() in name.lower(), name        # de "Woll-Hochebene"


@pytest.mark.parametrize("language", TRANSLATED)
def test_sacrifice_words_follow_the_rulebook(language, catalogs):
    """Italian sacrifices ("sacrifica"), Spanish offers ("ofrenda", the printed "ritual de ofrenda"),
    German sacrifices ("opfert"): every message about sacrificing uses its rulebook's verb."""
    stem = {"it": "sacrific", "es": "ofrend", "de": "opfer"}[language]
    problems = []
    for message in catalogs[language]:
        if not message.id or message.context:
            continue
        english = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
        if re.search(r"\bsacrific", english, re.IGNORECASE):
            strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
            problems += [f"{english!r}: {text!r}" for text in strings if stem not in text.lower()]
    assert not problems, "; ".join(problems)
