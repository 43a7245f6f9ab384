"""Issue 19 item 17: the window names the field and the problem of a damaged save (or settings
file) as `meduris replay` does, and says the problem in the player's language: the rules core
gives its problems as fileformat.Text (English, with the template and values the window
translates). The English text (str() of the error, the command line, logs) is unchanged."""

from __future__ import annotations

import pickle
import random

import pytest
import yaml

from meduris_gui import i18n, saves
from meduris_gui.fileformat import Reader, Text, Word
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.record import Record, RecordError
from meduris_gui.settings import SettingsProblem, SettingsStore
from meduris_gui.sim import random_steps


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(saves.ENV_DIR, str(tmp_path))
    yield tmp_path / "saves"
    i18n.set_language("en")


def record_data(steps: int = 12) -> dict:
    rng = random.Random(3)
    game = Game.new(["purple", "blue", "green"], 0, rng=rng)
    for _ in random_steps(game, rng, steps):
        pass
    return Record.of(game).to_dict()      # actions start: place copper, place wool, place wool, ...


def damaged_save(data_dir, change) -> str:
    """Write a save whose record `change` broke; the SaveError that loading it raises."""
    data = record_data()
    change(data)
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "broken.yaml").write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True),
                                          encoding="utf-8")
    with pytest.raises(saves.SaveError) as caught:
        saves.load_game("broken")
    return caught.value


def setitem(key, value):
    return lambda data: data.__setitem__(key, value)


def delitem(key):
    return lambda data: data.__delitem__(key)


def action(index, text):
    return lambda data: data["actions"].__setitem__(index, text)


# (the change, the field, the English problem exactly as the command line says it, what the German
# and the Italian window say of it, English words of the problem the translations must not show)
CASES = [
    ("wrong type", setitem("start_player", "seven"), "start_player", "expected a seat number, got 'seven'",
     "erwartet: eine Platznummer, gefunden: 'seven'", "atteso il numero di un posto, trovato 'seven'",
     ["expected", "seat number", "got"]),
    ("wrong type of a list", setitem("actions", {"a": 1}), "actions", "expected a list of actions",
     "erwartet: eine Liste von Zügen", "attesa una lista di mosse", ["expected", "list of actions"]),
    ("unknown key", setitem("colour", "red"), "colour", "unknown field",
     "unbekanntes Feld", "campo sconosciuto", ["unknown", "field"]),
    ("missing key", delitem("players"), "players", "expected a list of colours",
     "erwartet: eine Liste von Farben", "attesa una lista di colori", ["expected", "colours"]),
    ("out of range", setitem("start_player", 9), "start_player", "must be a seat 0..2, not 9 (S10)",
     "muss ein Platz 0..2 sein, nicht 9 (S10)", "deve essere un posto 0..2, non 9 (S10)", ["must be", "seat", "not 9"]),
    ("older version", setitem("version", 0), "version", "this game reads version 1, not 0",
     "dieses Spiel liest Version 1, nicht 0", "questo gioco legge la versione 1, non 0", ["this game reads", "not 0"]),
    ("unknown side", setitem("side", "5p"), "side", "unknown board side '5p' (expected one of 2-3p, 4p)",
     "unbekannte Spielplanseite '5p' (erwartet: eine von 2-3p, 4p)",
     "lato del tabellone sconosciuto '5p' (atteso uno fra 2-3p, 4p)", ["unknown board side", "expected one of"]),
    ("setup rule", setitem("players", ["purple", "purple", "blue"]), "players",
     "each player needs a colour of their own (S1): purple, purple, blue",
     "jeder Spieler braucht eine eigene Farbe (S1): purple, purple, blue",
     "ogni giocatore ha bisogno di un colore proprio (S1): purple, purple, blue", ["each player", "colour of their own"]),
    ("bonus tokens", setitem("bonus_tokens", {4: "druid", 8: "free", 13: "plus2", 19: "free", 23: "druid",
                                              30: "plus3"}), "bonus_tokens",
     "unknown bonus token 'plus3' on space 30 (plus2, free, druid)",
     "unbekannter Bonus-Chip 'plus3' auf Feld 30 (plus2, free oder druid, der Chip des Druiden)",
     "gettone bonus sconosciuto 'plus3' sulla casella 30 (plus2, free o druid, il gettone del druido)", ["unknown bonus token", "on space"]),
    ("not an action", action(2, 7), "actions[2]", "expected an action in notation, got 7",
     "erwartet: ein Zug in Notation, gefunden: 7", "attesa una mossa in notazione, trovato 7",
     ["expected an action", "notation, got"]),
]


@pytest.mark.parametrize("what, change, field, english, german, italian, words", CASES, ids=[c[0] for c in CASES])
def test_the_problem_of_a_damaged_save_is_in_the_players_language(data_dir, what, change, field, english,
                                                                   german, italian, words):
    error = damaged_save(data_dir, change)
    assert error.field == field
    assert error.problem == english
    assert str(error) == f"{error.file}: {field}: {english}"          # the command line's words, unchanged
    i18n.set_language("de")
    reason = error.reason()
    assert reason == f"sie ist bei {field} beschädigt: {german}"
    assert not any(word in reason for word in words), reason
    i18n.set_language("it")
    assert italian in error.reason()
    assert not any(word in error.reason() for word in words)
    i18n.set_language("en")
    assert error.reason() == f"it is damaged at {field}: {english}"


MOVES = [
    ("bad notation", action(3, "build hut x"), "build hut x: 'x' is not a space number",
     "build hut x: 'x' ist keine Feldnummer", "build hut x: 'x' non è il numero di una casella",
     ["is not a space number"]),
    ("unknown verb", action(3, "dance wildly"),
     "'dance wildly': unknown action 'dance' (place, roll, take, return, harvest, build, pay, sacrifice)",
     "'dance wildly': unbekannter Zug 'dance'", "'dance wildly': mossa sconosciuta 'dance'", ["unknown action"]),
    ("illegal: wrong phase", action(0, "roll +1"), "now purple must place a worker",
     "jetzt muss Lila einen Arbeiter einsetzen", "ora viola deve piazzare un lavoratore",
     ["now", "must", "place a worker", "purple"]),
    ("illegal: full highland", lambda data: data.__setitem__("actions", ["place stone"] * 4),
     "the stone highland already holds 3 workers (S9)",
     "auf der Hochebene Stein stehen schon 3 Arbeiter (S9)", "sull'altopiano pietra ci sono già 3 lavoratori (S9)",
     ["highland", "already holds", "workers"]),
    ("illegal: a payment that does not pay", action(10, "build temple 28 pay 9wood"),
     "9wood does not pay 1 copper + 1 wood (R0, R1; purple has wood,copper,stone)",
     "9Holz bezahlt nicht 1 Kupfer + 1 Holz (R0, R1; Lila hat Holz,Kupfer,Stein)",
     "9legno non paga 1 rame + 1 legno (R0, R1; viola ha legno,rame,pietra)",
     ["does not pay", "copper", "purple", "has wood"]),          # "place stone" is the move as written
]


@pytest.mark.parametrize("what, change, english, german, italian, words", MOVES, ids=[m[0] for m in MOVES])
def test_the_reason_a_saved_move_is_refused_is_in_the_players_language(data_dir, what, change, english, german,
                                                                      italian, words):
    error = damaged_save(data_dir, change)
    assert error.field.startswith("actions[")
    assert english in error.problem                                # the engine's English, as before
    assert english in str(error)
    i18n.set_language("de")
    assert german in error.reason()
    assert not any(word in error.reason() for word in words), error.reason()
    i18n.set_language("it")
    assert italian in error.reason()
    assert not any(word in error.reason() for word in words), error.reason()


def test_a_name_that_cannot_be_shown_is_said_in_the_players_language(data_dir):
    error = damaged_save(data_dir, setitem("names", ["Ann\x07", "Bo", "Cy"]))
    assert str(error).endswith("names[0]: it holds the character U+0007")
    i18n.set_language("de")
    assert "it holds" not in error.reason() and "name" not in error.reason()


def test_wrong_format_and_newer_version_are_said_in_the_players_language(data_dir):
    foreign = damaged_save(data_dir, setitem("format", "chess"))
    newer = damaged_save(data_dir, setitem("version", 99))
    i18n.set_language("de")
    assert "Meduris" in foreign.reason() and "saved game" not in foreign.reason()
    assert "99" in newer.reason() and "version" not in newer.reason()


def test_kind_words_are_translated_and_the_english_is_unchanged():
    with pytest.raises(RecordError) as caught:
        Reader("f.yaml", RecordError).integer("x", "spaces[3].index")
    error = caught.value
    assert str(error) == "f.yaml: spaces[3].index: expected an integer, got a string ('x')"
    i18n.set_language("de")
    try:
        assert i18n.translate(error.problem) == "erwartet: eine ganze Zahl, gefunden: ein Text ('x')"
        i18n.set_language("es")
        assert i18n.translate(error.problem) == "se esperaba: un número entero, hay: un texto ('x')"
    finally:
        i18n.set_language("en")
    # A problem handed over from a loading thread or process keeps its template and values.
    again = pickle.loads(pickle.dumps(error))
    assert str(again) == str(error) and again.problem.template == error.problem.template
    assert isinstance(again.problem.values["kind"], Word)


def test_a_problem_without_a_template_is_shown_in_english():
    """The fallback: a problem the core gives as a plain string (or one not in the catalogs)."""
    i18n.set_language("de")
    try:
        assert i18n.translate("a problem nobody translated") == "a problem nobody translated"
        assert i18n.translate(Text("a problem nobody translated")) == "a problem nobody translated"
    finally:
        i18n.set_language("en")


def test_the_settings_problem_is_said_in_the_players_language(tmp_path):
    """The settings notice translates its problem the same way (its words are the setting's own)."""
    path = tmp_path / "settings.yaml"
    path.write_text("speed: warp\n", encoding="utf-8")
    loaded = SettingsStore(path).load()
    problem = loaded.problem
    assert isinstance(problem, SettingsProblem)
    assert str(problem).endswith("speed: unknown speed 'warp' (known: slow, normal, fast, instant)")
    i18n.set_language("de")
    try:
        shown = i18n.translate(problem.problem)
        assert "'warp'" in shown and "unknown" not in shown
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("counts", [(0, 0, 0, 0), (1, 0, 0, 0), (2, 0, 0, 1), (0, 3, 1, 12), (1, 1, 1, 1)])
def test_materials_in_a_reason_read_as_the_notation_in_english(counts):
    from meduris_gui.games.meduris.rules.actions import format_materials
    from meduris_gui.games.meduris.rules.legal import _stock
    assert _stock(counts) == format_materials(counts)
    i18n.set_language("de")
    try:
        shown = i18n.translate(_stock(counts))
    finally:
        i18n.set_language("en")
    assert not any(word in shown for word in ("wood", "wool", "copper", "stone", "nothing")), shown


def test_a_long_reason_is_translated_whole(data_dir):
    """The reason a payment is refused runs past the 120 characters a plain detail is cut to: a
    Text is kept whole (its values are bounded), so the window still translates it."""
    from meduris_gui.games.meduris.rules.kinds import Phase
    rng = random.Random(0)
    game = Game.new(["purple", "blue", "green"], 0, rng=rng)
    for _ in random_steps(game, rng, 200):
        if game.state.phase == Phase.PAY:
            break
    assert game.state.phase == Phase.PAY
    data = Record.of(game).to_dict()
    data["actions"].append("pay 5stone")
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "broken.yaml").write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    with pytest.raises(saves.SaveError) as caught:
        saves.load_game("broken")
    error = caught.value
    assert "5stone does not pay" in str(error) and "(R0: one unit may be replaced by three others;" in str(error)
    detail = error.values["detail"]
    assert isinstance(detail, Text)
    i18n.set_language("de")
    reason = error.reason()
    assert "5Stein bezahlt nicht 1 Wolle + 1 Kupfer (R0: eine Einheit darf durch drei andere ersetzt werden;" in reason
    assert "does not pay" not in reason and "replaced" not in reason


def test_a_reason_past_120_characters_keeps_its_template(data_dir, monkeypatch):
    from meduris_gui.games.meduris.rules import game as game_module
    long = Text("{who} has no hut left", who="x" * 150)
    monkeypatch.setattr(game_module, "explain", lambda state, action: long)
    error = damaged_save(data_dir, action(0, "roll +1"))
    assert error.values["detail"] is long
    assert str(error).endswith("x" * 150 + " has no hut left")
    i18n.set_language("de")
    assert error.reason().endswith("x" * 150 + " hat keine Hütte mehr")
