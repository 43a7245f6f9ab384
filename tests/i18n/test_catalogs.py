"""The translation catalogs (locales/<lang>.po) against the code and against meduris_gui.i18n.

Complete (every message the code uses, translated, not fuzzy), consistent (the same {placeholders},
the glossary's terms), loadable (plural forms and contexts work through i18n), and i18n's own
behaviour with a broken, a missing or an unknown catalog.
"""

from __future__ import annotations

import gettext
import importlib.util
import logging
import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from meduris_gui import i18n
from meduris_gui.games.meduris.ui.log import material_name

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "update_catalogs.py"
LANGUAGES = i18n.LANGUAGES
TRANSLATED = tuple(language for language in LANGUAGES if language != "en")


def _load_script():
    spec = importlib.util.spec_from_file_location("update_catalogs", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module              # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


update_catalogs = _load_script()


@pytest.fixture(autouse=True)
def english_afterwards():
    """Every test leaves the language as it found it: English, from the real catalogs."""
    yield
    i18n.load_catalog.cache_clear()
    i18n.set_language("en")


@pytest.fixture
def fresh_cache():
    """For tests that point i18n at other files: nothing cached from before or for after."""
    i18n.load_catalog.cache_clear()
    yield
    i18n.load_catalog.cache_clear()


@pytest.fixture(scope="module")
def template():
    return update_catalogs.extract()[0]


@pytest.fixture(scope="module")
def catalogs():
    return {language: update_catalogs.read_catalog(update_catalogs.catalog_file(language), language)
            for language in LANGUAGES}


def template_messages(template):
    return [message for message in template if message.id]


def texts(value) -> tuple[str, ...]:
    return tuple(value) if isinstance(value, (list, tuple)) else (value,)


# -- the catalog files --------------------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_catalog_parses_strictly_and_loads(language):
    path = i18n.catalog_path(language)
    with path.open("rb") as handle:
        catalog = read_po(handle, locale=language, domain=i18n.DOMAIN, abort_invalid=True)
    assert str(catalog.locale) == language
    assert catalog.mime_headers and dict(catalog.mime_headers)["Plural-Forms"] == "nplurals=2; plural=(n != 1);"
    assert catalog.num_plurals == 2
    assert isinstance(i18n.load_catalog(language), gettext.GNUTranslations)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_of_the_code_is_translated(language, template, catalogs):
    catalog = catalogs[language]
    problems = []
    for message in template_messages(template):
        translated = catalog.get(message.id, message.context)
        name = update_catalogs.describe(message)
        if translated is None:
            problems.append(f"missing {name}")
            continue
        strings = texts(translated.string)
        if translated.fuzzy:
            problems.append(f"fuzzy {name}")
        if not all(strings):
            problems.append(f"untranslated {name}")
        if isinstance(message.id, (list, tuple)) and len(strings) != catalog.num_plurals:
            problems.append(f"{len(strings)} plural forms for {name}")
    assert not problems, f"{language}.po: " + "; ".join(problems)


def test_the_extraction_finds_the_interface(template):
    """A sanity check of the extraction itself: texts from every part of the interface."""
    ids = {(message.context, texts(message.id)[0]) for message in template_messages(template)}
    for expected in [(None, "Roll the die"), (None, "{player} builds a hut on space {space}"),
                     (None, "{n} point"), ("material", "wood"), (None, "The goal and a turn"), (None, "New game")]:
        assert expected in ids
    assert (None, "tie_break") not in ids            # a dict key, not a text (NOT_MESSAGES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_are_kept(language, catalogs):
    problems = []
    for message in catalogs[language]:
        if not message.id:
            continue
        expected = set().union(*(update_catalogs.placeholders(text) for text in texts(message.id)))
        for text in texts(message.string):
            try:
                found = update_catalogs.placeholders(text)
                text.format(**{name: "x" for name in found})
            except (ValueError, IndexError, KeyError) as error:
                problems.append(f"{texts(message.id)[0]!r}: {error}")
                continue
            if found != expected:
                problems.append(f"{texts(message.id)[0]!r}: {sorted(found)} instead of {sorted(expected)}")
    assert not problems, f"{language}.po: " + "; ".join(problems)


# -- through meduris_gui.i18n -------------------------------------------------------------------

POINTS = {"it": ("punto", "punti"), "es": ("punto", "puntos"), "de": ("Punkt", "Punkte"), "en": ("point", "points")}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("n", [0, 1, 2, 5])
def test_plural_forms(language, n):
    i18n.set_language(language)
    singular, plural = POINTS[language]
    assert i18n.ngettext("{n} point", "{n} points", n) == f"{n} {singular if n == 1 else plural}"


@pytest.mark.parametrize("n", [0, 1, 2, 5])
def test_plural_forms_with_other_placeholders(n):
    i18n.set_language("it")
    text = i18n.ngettext("{player}'s temple on space {space}: {n} point",
                         "{player}'s temple on space {space}: {n} points", n, player="Viola", space=7)
    assert text == f"Tempio di Viola sulla casella 7: {n} {'punto' if n == 1 else 'punti'}"


MATERIALS = {"it": ("legno", "lana", "rame", "pietra"), "es": ("madera", "lana", "cobre", "piedra"),
             "de": ("Holz", "Wolle", "Kupfer", "Stein"), "en": ("wood", "wool", "copper", "stone")}


@pytest.mark.parametrize("language", LANGUAGES)
def test_material_names_in_their_context(language):
    i18n.set_language(language)
    for english, translated in zip(MATERIALS["en"], MATERIALS[language]):
        assert i18n.pgettext("material", english) == translated
    assert [material_name(m) for m in range(4)] == list(MATERIALS[language])


def test_context_is_part_of_the_key():
    i18n.set_language("de")
    assert i18n.pgettext("no such context", "wood") == "wood"
    assert i18n.pgettext("material", "Roll the die") == "Roll the die"
    assert i18n._("Roll the die") == "Würfeln"


def test_switching_language_switches_every_text():
    for language, expected in {"it": "Tira il dado", "es": "Tirar el dado", "de": "Würfeln",
                               "en": "Roll the die"}.items():
        i18n.set_language(language)
        assert i18n.language() == language
        assert i18n._("Roll the die") == expected
    i18n.set_language("es")
    assert i18n._("{player} builds a hut on space {space}", player="Rojo", space=12) == \
        "Rojo construye una cabaña en la casilla 12"


BAD_CATALOGS = {
    "not-utf8": b'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
                b'msgid "Roll the die"\nmsgstr "Tira il \xff\xfe dado"\n',
    "bad-plural-forms": b'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
                        b'"Plural-Forms: nplurals=2; plural=(n !=;\\n"\n\n'
                        b'msgid "Roll the die"\nmsgstr "Tira il dado"\n',
}


@pytest.mark.parametrize("kind", sorted(BAD_CATALOGS))
def test_a_broken_catalog_raises_catalog_error_naming_the_file(kind, tmp_path, monkeypatch, fresh_cache):
    bad = tmp_path / "it.po"
    bad.write_bytes(BAD_CATALOGS[kind])
    monkeypatch.setattr(i18n, "catalog_path", lambda language: tmp_path / f"{language}.po")
    with pytest.raises(i18n.CatalogError, match=re.escape(str(bad))):
        i18n.set_language("it")
    assert i18n.language() == "en"                   # the switch did not happen


def test_a_broken_catalog_in_the_data_folder(tmp_path, monkeypatch, fresh_cache):
    (tmp_path / "de.po").write_bytes(BAD_CATALOGS["not-utf8"])
    monkeypatch.setattr(i18n, "data_dir", lambda name: tmp_path)
    with pytest.raises(i18n.CatalogError) as raised:
        i18n.load_catalog("de")
    assert str(tmp_path / "de.po") in str(raised.value)
    assert isinstance(raised.value, ValueError)


def test_a_missing_catalog_falls_back_to_english_with_a_warning(tmp_path, monkeypatch, caplog, fresh_cache):
    monkeypatch.setattr(i18n, "data_dir", lambda name: tmp_path)
    with caplog.at_level(logging.WARNING, logger=i18n.__name__):
        i18n.set_language("de")
    assert i18n.language() == "de"
    assert type(i18n.load_catalog("de")) is gettext.NullTranslations
    assert i18n._("Roll the die") == "Roll the die"
    assert i18n.ngettext("{n} point", "{n} points", 2) == "2 points"
    assert i18n.pgettext("material", "wood") == "wood"
    warnings = [record for record in caplog.records if record.levelno == logging.WARNING]
    assert warnings and "de" in warnings[0].getMessage() and str(tmp_path) in warnings[0].getMessage()


def test_an_unknown_language_is_refused():
    i18n.set_language("it")
    with pytest.raises(ValueError, match="fr"):
        i18n.set_language("fr")
    assert i18n.language() == "it"
    assert i18n._("Roll the die") == "Tira il dado"


# -- the glossary (RULES.md): the printed game's words, everywhere ---------------------------------

GLOSSARY = [
    # (English in the message id, Italian, Spanish, German), regular expressions, case ignored
    (r"\bhuts?\b", r"capann", r"cabañ", r"hütte"),
    (r"\btemples?\b", r"tempi|templ", r"templo", r"tempel"),
    (r"\bdruid", r"druid[oi]", r"druida", r"druide"),        # Italian plural: druidi (Die Dolmengötter)
    (r"\bworkers?\b", r"lavorator", r"trabajador", r"arbeiter"),
    (r"\bhighlands?\b", r"altopian", r"altiplano", r"hochebene"),
    (r"\brune stones?\b", r"pietr[ae] runic[ah]e?", r"piedras? rúnicas?", r"runenstein"),
    (r"\bsettlements?\b", r"insediament", r"asentamiento", r"siedlung"),
    (r"\bsmall harvest\b", r"piccolo raccolto", r"pequeño beneficio", r"kleiner? ertrag"),
    (r"\bbig harvest\b", r"grande raccolto", r"gran beneficio", r"großer ertrag"),
    (r"\bsacrifice ritual\b", r"rito sacrificale", r"ritual de ofrenda", r"opferritual"),
    (r"\binterim rune scoring\b", r"conta provvisoria delle rune", r"recuento rúnico intermedio",
     r"runen-zwischenwertung"),
    (r"\bbonus tokens?\b", r"getton[ei] bonus", r"fichas? bonus", r"bonus-chip"),
    (r"\bvictory points\b", r"punti vittoria", r"puntos de victoria", r"siegpunkte"),
    (r"^screens:", r"cartoncini", r"pantallas", r"sichtschirme"),
    (r"\brock spaces?\b", r"casell[ae] roccia", r"casillas? de piedra", r"steinfeld"),
    (r"\bgreat river\b", r"grande fiume", r"\brío\b", r"große[nr]? fluss"),
    (r"\bthe die\b", r"\bdado\b", r"\bdado\b", r"würf"),
    (r"\bmaterials?\b", r"material", r"materias? primas?", r"\bgut\b|güter"),
    (r"\bspaces?\b", r"casell", r"casilla", r"feld"),
    (r"\bpoints?\b", r"punt[oi]", r"puntos?", r"punkt"),
]


@pytest.mark.parametrize("language", TRANSLATED)
def test_glossary_terms(language, catalogs):
    column = TRANSLATED.index(language) + 1
    problems = []
    for message in catalogs[language]:
        if not message.id or message.context:
            continue
        english = re.sub(r"\{[^{}]*\}", "", texts(message.id)[0])    # words, not {placeholders}
        for entry in GLOSSARY:
            if re.search(entry[0], english, re.IGNORECASE):
                for text in texts(message.string):
                    if not re.search(entry[column], text, re.IGNORECASE):
                        problems.append(f"{english!r}: {text!r} lacks /{entry[column]}/")
    assert not problems, f"{language}.po: " + "; ".join(problems)


# -- the update script ----------------------------------------------------------------------------

def test_update_catalogs_check_passes():
    result = subprocess.run([sys.executable, str(SCRIPT), "--check"], cwd=ROOT, capture_output=True, text=True,
                            timeout=120, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.fixture
def scratch_locales(tmp_path, monkeypatch):
    """The script working on a copy of the catalogs in tmp_path (the working tree stays as it is)."""
    for language in LANGUAGES:
        (tmp_path / f"{language}.po").write_bytes(update_catalogs.catalog_file(language).read_bytes())
    monkeypatch.setattr(update_catalogs, "LOCALES", tmp_path)
    monkeypatch.setattr(update_catalogs, "TEMPLATE", tmp_path / "meduris.pot")
    return tmp_path


def test_update_is_idempotent(scratch_locales, capsys):
    update_catalogs.update()
    first = {path.name: path.read_bytes() for path in scratch_locales.iterdir()}
    update_catalogs.update()
    second = {path.name: path.read_bytes() for path in scratch_locales.iterdir()}
    assert first == second
    assert b"POT-Creation-Date: 2026-11-20 00:00+0000" in first["meduris.pot"]
    assert not update_catalogs.problems()


def test_update_keeps_translations_and_marks_new_and_changed_ones(scratch_locales):
    def template_of(*messages):
        catalog = update_catalogs.new_catalog(None)
        for message in messages:
            catalog.add(message, locations=[("meduris_gui/games/meduris/ui/example.py", 1)])
        return catalog

    path = scratch_locales / "it.po"
    catalog = Catalog(locale="it")
    catalog.add("Roll the die", "Tira il dado")
    catalog.add("Whoever has the most victory points wins", "Vince chi ha più punti vittoria")
    with path.open("wb") as handle:
        update_catalogs.write_po(handle, catalog)

    changed = template_of("Roll the dice", "A completely unrelated message")
    merged, counts = update_catalogs.merge(changed, "it")
    path.write_bytes(update_catalogs.render(merged))
    fuzzy = merged.get("Roll the dice")
    assert fuzzy.string == "Tira il dado" and fuzzy.fuzzy
    assert fuzzy.user_comments == ["previous English: Roll the die"]
    again, _counts = update_catalogs.merge(changed, "it")        # the note stays while the mark does
    assert again.get("Roll the dice").user_comments == ["previous English: Roll the die"]
    assert update_catalogs.render(again) == path.read_bytes()
    assert not merged.get("A completely unrelated message").string
    assert counts == {"messages": 2, "untranslated": 1, "fuzzy": 1, "obsolete": 1}
    assert "Whoever has the most victory points wins" in {m.id for m in merged.obsolete.values()}

    # The translator reviews it: mark and note go.
    path.write_bytes(path.read_bytes().replace(b"#, fuzzy\n", b""))
    reviewed, counts = update_catalogs.merge(changed, "it")
    assert not reviewed.get("Roll the dice").fuzzy and reviewed.get("Roll the dice").user_comments == []
    assert counts["fuzzy"] == 0

    # The message comes back in the code: so does its translation, from the obsolete entries.
    returned, counts = update_catalogs.merge(template_of("Whoever has the most victory points wins"), "it")
    message = returned.get("Whoever has the most victory points wins")
    assert message.string == "Vince chi ha più punti vittoria" and not message.fuzzy


def test_a_long_previous_english_note_goes_whole_once_reviewed(scratch_locales):
    """Was: write_po wraps a long note onto two comment lines; read back, the second line was a
    comment of its own and stayed behind ("# space)") after the review removed the note."""
    old = "{player}: big harvest (click a worker), build a hut or erect a temple (click a space)"
    path = scratch_locales / "it.po"
    catalog = Catalog(locale="it")
    catalog.add(old, "{player}: grande raccolto, capanna o tempio")
    path.write_bytes(update_catalogs.render(catalog))
    changed = update_catalogs.new_catalog(None)
    changed.add("{player}: big harvest (click a worker), hut or temple (click a space)",
                locations=[("meduris_gui/games/meduris/ui/example.py", 1)])
    merged, _counts = update_catalogs.merge(changed, "it")
    path.write_bytes(update_catalogs.render(merged))
    assert b"\n# space)" in path.read_bytes()                          # wrapped in the file
    again, _counts = update_catalogs.merge(changed, "it")
    assert [c for m in again if m.id for c in m.user_comments] == ["previous English: " + old]
    path.write_bytes(path.read_bytes().replace(b"#, fuzzy,", b"#,"))
    reviewed, _counts = update_catalogs.merge(changed, "it")
    assert [c for m in reviewed if m.id for c in m.user_comments] == []


def test_english_is_filled_from_the_message_ids(scratch_locales):
    template = update_catalogs.new_catalog(None)
    template.add("A new text", locations=[("meduris_gui/games/meduris/ui/example.py", 1)])
    template.add(("{n} new hut", "{n} new huts"), locations=[("meduris_gui/games/meduris/ui/example.py", 2)])
    merged, counts = update_catalogs.merge(template, "en")
    assert merged.get("A new text").string == "A new text"
    assert merged.get("{n} new hut").string == ("{n} new hut", "{n} new huts")
    assert counts["untranslated"] == 0


def test_check_lists_what_is_missing(scratch_locales, capsys):
    path = scratch_locales / "de.po"
    text = path.read_text(encoding="utf-8").replace('msgstr "Würfeln"', 'msgstr ""')
    path.write_text(text, encoding="utf-8")
    assert update_catalogs.check() == 1
    assert "de: untranslated 'Roll the die'" in capsys.readouterr().out


def test_a_stale_runtime_message_fails_the_check(monkeypatch):
    ghost = update_catalogs.RuntimeMessage("A text nobody wrote", None, "meduris_gui/games/meduris/ui/log.py", "nothing")
    monkeypatch.setattr(update_catalogs, "RUNTIME_MESSAGES", (*update_catalogs.RUNTIME_MESSAGES, ghost))
    found = update_catalogs.problems()
    assert any(problem.startswith("stale:") and "A text nobody wrote" in problem for problem in found)
