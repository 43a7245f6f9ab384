"""Issue 11, item 4: every file the game reads is refused the same way. Each loader's error (board,
state, record, save, settings, catalog) is a FileFormatError naming the file, the field (the
path to the place in the file: `spaces[3].materials`, `highlands.wood[1]`) and the problem, and
survives pickling (a loading thread hands it over)."""

from __future__ import annotations

import copy
import os
import pickle
import re
import shutil
from pathlib import Path

import pytest
import yaml

from meduris_gui import i18n, saves
from meduris_gui.games.meduris.rules.board import BoardError, load_board
from meduris_gui.fileformat import FileFormatError, Reader, child, item, read_bounded, TooLarge
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.record import Record, RecordError
from meduris_gui.games.meduris.rules.serial import StateError, state_from_dict, state_to_dict
from meduris_gui.settings import SettingsProblem, SettingsStore

BOARD = Path(__file__).resolve().parents[1] / "boards" / "2-3p.yaml"
REAL_DE = i18n.data_dir("locales") / "de.po"
PLURAL_HEADER = '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"'
RECORD = {"format": "meduris-record", "version": 1, "side": "2-3p", "players": ["purple", "blue"],
          "start_player": 0, "bonus_tokens": {}, "actions": []}


def state_data() -> dict:
    return state_to_dict(Game.new(["purple", "blue"], 0).state)


# -- one small broken file per loader: (error class, the field it must name) ----------------------

def broken_board(tmp_path: Path) -> tuple[Exception, str]:
    doc = yaml.safe_load(BOARD.read_text(encoding="utf-8"))
    doc["spaces"][3]["materials"] = ["wood"]
    path = tmp_path / "one-material.yaml"
    path.write_text(yaml.safe_dump(doc), encoding="utf-8")
    with pytest.raises(BoardError) as raised:
        load_board(path)
    return raised.value, str(path)


def broken_state(tmp_path: Path) -> tuple[Exception, str]:
    data = state_data()
    data["highlands"]["wood"] = [0, 7]                 # seat 7 in a game of two
    with pytest.raises(StateError) as raised:
        state_from_dict(data)
    return raised.value, "state"


def broken_record(tmp_path: Path) -> tuple[Exception, str]:
    data = dict(RECORD, actions=["place wood", 5])
    with pytest.raises(RecordError) as raised:
        Record.loads(yaml.safe_dump(data), source="five.yaml")
    return raised.value, "five.yaml"


def broken_save(tmp_path: Path) -> tuple[Exception, str]:
    path = tmp_path / "save.yaml"
    path.write_text(yaml.safe_dump(dict(RECORD, players="purple")), encoding="utf-8")
    with pytest.raises(saves.SaveError) as raised:
        saves.read_record(path)
    return raised.value, str(path)


def broken_settings(tmp_path: Path) -> tuple[Exception, str]:
    store = SettingsStore(tmp_path / "settings.yaml")
    store.path.write_text("language: en\nspeed: warp\n", encoding="utf-8")
    problem = store.load().problem
    assert isinstance(problem, SettingsProblem)
    return problem, str(store.path)


def broken_catalog(tmp_path: Path) -> tuple[Exception, str]:
    path = tmp_path / "de.po"
    text = REAL_DE.read_text(encoding="utf-8")
    assert text.count(PLURAL_HEADER) == 1
    path.write_text(text.replace(PLURAL_HEADER, '"Plural-Forms: nplurals=2; plural=(n @ 1);\\n"'), encoding="utf-8")
    original = i18n.catalog_path
    i18n.catalog_path = lambda language: path
    i18n.load_catalog.cache_clear()
    try:
        with pytest.raises(i18n.CatalogError) as raised:
            i18n.load_catalog("de")
    finally:
        i18n.catalog_path = original
        i18n.load_catalog.cache_clear()
    return raised.value, str(path)


# (the broken file, the error class, the field, a word of the problem)
LOADERS = {
    "board": (broken_board, BoardError, "spaces[3].materials", "exactly two materials"),
    "state": (broken_state, StateError, "highlands.wood[1]", "out of range 0..1"),
    "record": (broken_record, RecordError, "actions[1]", "expected an action"),
    "save": (broken_save, saves.SaveError, "players", "list of colours"),
    "settings": (broken_settings, SettingsProblem, "speed", "unknown speed 'warp'"),
    "catalog": (broken_catalog, i18n.CatalogError, "Plural-Forms", "invalid token"),
}


@pytest.mark.parametrize("loader", list(LOADERS))
def test_every_loader_refuses_with_a_file_format_error(tmp_path, loader):
    make, kind, field, words = LOADERS[loader]
    error, file = make(tmp_path)
    assert type(error) is kind and isinstance(error, FileFormatError) and isinstance(error, ValueError)
    assert error.file == file
    assert error.field == field, str(error)
    assert error.problem and words in error.problem, str(error)
    assert str(error) == f"{file}: {field}: {error.problem}"


@pytest.mark.parametrize("loader", list(LOADERS))
def test_every_loader_error_survives_pickling(tmp_path, loader):
    error, _file = LOADERS[loader][0](tmp_path)
    again = pickle.loads(pickle.dumps(error))
    assert type(again) is type(error) and str(again) == str(error)
    assert (again.file, again.field, again.problem) == (error.file, error.field, error.problem)
    assert vars(again) == vars(error)                  # what a subclass adds comes along


def test_a_save_error_keeps_its_reason_and_where_it_went_through_pickling(tmp_path):
    error = saves.SaveError("x.yaml", "(file)", "9 bytes, more than a save's 1", "it is too large to be a saved game "
                            "({megabytes} MB)", moved_to=tmp_path / "x.yaml.broken", megabytes=3)
    again = pickle.loads(pickle.dumps(error))
    assert again.reason() == "it is too large to be a saved game (3 MB)"
    assert again.moved_to == tmp_path / "x.yaml.broken"
    assert str(again) == "x.yaml: (file): 9 bytes, more than a save's 1"


def test_a_settings_problem_keeps_the_text_to_translate(tmp_path):
    problem, file = broken_settings(tmp_path)
    assert problem.message == "unknown speed {value} (known: {known})"
    assert problem.message.format(**problem.values) == problem.problem


def test_a_catalog_that_cannot_be_parsed_keeps_its_old_message():
    error = i18n.CatalogError("locales/de.po", "(file)", "bad header")
    assert str(error) == "locales/de.po: bad header" and error.field == "(file)"


@pytest.mark.parametrize(("change", "field"), [
    (lambda d: d["players"][1].update(materials={"wood": 0}), "players[1].materials"),
    (lambda d: d["highlands"].update(stone=[0, 0, 0, 0]), "highlands.stone"),
    (lambda d: d.update(queue=[0, "1"]), "queue[1]"),
    (lambda d: d["druid"].update(rock="far"), "druid.rock"),
    (lambda d: d.update(colour="red"), "colour"),
])
def test_a_state_error_names_the_nested_field(change, field):
    data = copy.deepcopy(state_data())
    change(data)
    with pytest.raises(StateError) as raised:
        state_from_dict(data)
    assert raised.value.field == field, str(raised.value)


# -- the reader itself ------------------------------------------------------------------------------

def test_paths_and_typed_readers():
    assert child("", "spaces") == "spaces" and child("druid", "rock") == "druid.rock"
    assert item(child("spaces", "x"), 3) == "spaces.x[3]"
    r = Reader("f.yaml")
    assert r.whole(3, "n", 0, 3) == 3
    with pytest.raises(FileFormatError, match=r"^f\.yaml: n: 4 is out of range 0\.\.3$"):
        r.whole(4, "n", 0, 3)
    with pytest.raises(FileFormatError, match="boolean"):
        r.get({"on": True}, "on", "top", int)
    with pytest.raises(FileFormatError) as raised:
        r.mapping({"a": 1, "b": 2}, "top", ("a",))
    assert raised.value.field == "top.b" and "unknown key" in raised.value.problem
    with pytest.raises(FileFormatError) as raised:
        r.parse_yaml("a: [1,\nb: 2\n")
    assert raised.value.field.startswith("line ")


def test_read_bounded_stops_at_its_limit(tmp_path):
    path = tmp_path / "big"
    path.write_bytes(b"x" * 11)
    assert read_bounded(path, 11) == b"x" * 11
    with pytest.raises(TooLarge) as raised:
        read_bounded(path, 10)
    assert raised.value.size == 11
    with pytest.raises(ValueError, match="a folder, not a file"):
        read_bounded(tmp_path, 10)


# -- Issue 19 item 16: no game file is read unbounded ----------------------------------------------

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev are POSIX")
HOSTILE = ["fifo", "dev-zero", "sparse-200MB", "folder"]
EXPECTED = {"fifo": "a FIFO (named pipe), not a regular file", "dev-zero": "a device, not a regular file",
            "sparse-200MB": "209715200 bytes, more than", "folder": "a folder, not a file"}


def make_hostile(path: Path, kind: str) -> Path:
    if kind == "fifo":
        os.mkfifo(path)                      # no writer: a plain open() waits for ever
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")         # endless: read_text() filled the memory, then no text
    elif kind == "sparse-200MB":
        with open(path, "wb") as out:        # the test writes it; the game must not read it
            out.truncate(200 * 1024 * 1024)
    else:
        path.mkdir()
    return path


@posix_only
@pytest.mark.parametrize("kind", HOSTILE)
def test_a_hostile_board_file_is_refused_with_words(tmp_path, kind):
    path = make_hostile(tmp_path / "2-3p.yaml", kind)
    with pytest.raises(BoardError) as raised:
        load_board(path)
    assert raised.value.field == "(file)" and raised.value.problem.startswith(EXPECTED[kind])
    assert str(raised.value).startswith(str(path))


@posix_only
@pytest.mark.parametrize("kind", HOSTILE)
def test_a_hostile_catalog_is_refused_with_words(tmp_path, kind, monkeypatch):
    path = make_hostile(tmp_path / "de.po", kind)
    monkeypatch.setattr(i18n, "catalog_path", lambda language: path)
    i18n.load_catalog.cache_clear()
    try:
        with pytest.raises(i18n.CatalogError) as raised:
            i18n.load_catalog("de")
        assert raised.value.problem.startswith(EXPECTED[kind]) and str(path) in str(raised.value)
    finally:
        i18n.load_catalog.cache_clear()


@posix_only
@pytest.mark.parametrize("kind", HOSTILE)
def test_a_hostile_record_is_refused_by_replay_with_words(tmp_path, kind, capsys):
    from meduris_gui.cli import main
    path = make_hostile(tmp_path / "game.yaml", kind)
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"meduris replay: {path}: (file): {EXPECTED[kind]}") and err.count("\n") == 1


@pytest.fixture
def boards_copy(tmp_path, monkeypatch):
    """The game's boards read from a copy (the repository's files untouched)."""
    from meduris_gui.games.meduris.rules import board as board_module
    folder = tmp_path / "boards"
    shutil.copytree(BOARD.parent, folder)
    monkeypatch.setattr(board_module, "board_path", lambda side: folder / f"{side}.yaml")
    board_module.load_side.cache_clear()
    yield folder
    board_module.load_side.cache_clear()


@posix_only
@pytest.mark.parametrize("kind", HOSTILE)
def test_sim_and_replay_with_a_hostile_board_say_why_and_end(boards_copy, kind, capsys, tmp_path):
    """`meduris sim` and `replay` hung on a board that was a FIFO, /dev/zero or 200 MB."""
    from meduris_gui.cli import main
    from meduris_gui.games.meduris.rules import board as board_module
    record = tmp_path / "game.yaml"
    record.write_text(Record.of(Game.new(["purple", "blue"], 0, seed=1)).dumps(), encoding="utf-8")
    board_module.load_side.cache_clear()
    (boards_copy / "2-3p.yaml").unlink()
    make_hostile(boards_copy / "2-3p.yaml", kind)
    assert main(["sim", "--players", "2", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "2-3p.yaml: (file): " + EXPECTED[kind] in err and err.count("\n") == 1
    assert main(["replay", str(record)]) == 2
    assert EXPECTED[kind] in capsys.readouterr().err


def test_a_board_file_that_says_the_other_side_is_refused(boards_copy):
    """boards/4p.yaml saying `side: 2-3p` would give four players the small board."""
    from meduris_gui.games.meduris.rules.board import load_side
    four = boards_copy / "4p.yaml"
    four.write_text(re.sub(r"(?m)^side: .*$", "side: 2-3p", four.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(BoardError) as raised:
        load_side("4p")
    assert raised.value.field == "side"
    assert raised.value.problem == "the file 4p.yaml is the 4p side, but it says side: '2-3p'"
    assert "4p.yaml" in raised.value.file
    assert load_side("2-3p").side == "2-3p"


# The modules that may open files: the bounded reader and the atomic writer (and the test's own
# code), and catalogs.py: the catalogs' builder, loaded on its own by setup.py at build time (it can
# import nothing of the game); at run time i18n reads the files through fileformat and hands it bytes,
# and it only writes (atomically) the compiled catalogs. Everything else reads through fileformat
# (read_checked, read_text, regular_file).
READERS = {"fileformat.py", "atomic.py", "catalogs.py"}
RAW_READ = re.compile(r"(?<![\w.])open\(|\bos\.open\(|\bio\.open\(|\bos\.fdopen\(|\.read_text\(|\.read_bytes\("
                      r"|\.open\(\s*['\"]r|\bimage\.load\(|\bfont\.Font\((?!font_path)")


def test_no_module_reads_a_file_outside_the_bounded_reader():
    package = Path(__file__).resolve().parents[1] / "meduris_gui"
    found = []
    for path in sorted(package.rglob("*.py")):
        name = path.relative_to(package).as_posix()
        if name in READERS:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if RAW_READ.search(code) and not code.lstrip().startswith("def "):
                found.append(f"{name}:{number}: {line.strip()}")
    assert not found, "files read outside fileformat.py:\n" + "\n".join(found)


# -- Issue 19 item 13: nesting and aliases, bounded for every file ------------------------------------

def test_aliases_are_read_while_they_stand_for_few_values():
    from meduris_gui.fileformat import load_yaml
    assert load_yaml("a: &a [1, 2]\nb: *a\n") == {"a": [1, 2], "b": [1, 2]}


@pytest.mark.parametrize(("text", "kind"), [
    ("a: &a [1, 2, 3, 4, 5, 6, 7, 8, 9]\n" + "".join(
        f"{chr(98 + k)}: &{chr(98 + k)} [" + ", ".join([f"*{chr(97 + k)}"] * 9) + "]\n" for k in range(8)),
     "expansion"),                                            # billions of values from 500 bytes
    ("a: &a [1, *a]\n", "expansion"),                          # a value that holds itself
    ("a: " + "[" * 20_000 + "]" * 20_000 + "\n", "nested"),   # a RecursionError before
    ("a: " + "{b: " * 40 + "1" + "}" * 40 + "\n", "nested"),
])
def test_a_bomb_is_refused_while_it_is_composed(text, kind):
    from meduris_gui.fileformat import YamlProblem, load_yaml
    with pytest.raises(YamlProblem) as raised:
        load_yaml(text)
    assert raised.value.kind == kind


def test_a_record_bomb_names_the_file_and_the_line(tmp_path):
    bomb = tmp_path / "game.yaml"
    bomb.write_text("format: meduris-record\nversion: 1\nx: &x [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n" + "".join(
        f"x{k}: &x{k} [" + ", ".join([f"*x{k - 1}" if k else "*x"] * 10) + "]\n" for k in range(7)),
        encoding="utf-8")
    with pytest.raises(RecordError) as raised:
        Record.load(bomb)
    assert raised.value.field.startswith("line ") and "stand for more than" in raised.value.problem
