"""Hostile saves (issue 10): odd names and special files in the saves folder, names that cannot be
drawn, huge files, a broken board file, stale temporary files, and the reasons the player reads."""

from __future__ import annotations

import os
import random
import shutil
import threading
import time
from pathlib import Path

import pytest

from meduris_gui import i18n, saves
from meduris_gui.games.meduris.rules.board import BoardError
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.sim import random_steps
from meduris_gui.games.meduris.rules.record import Record

ROOT = Path(__file__).resolve().parent.parent
posix_only = pytest.mark.skipif(os.name != "posix", reason="symlinks, FIFOs and /dev are POSIX")


# On code that reads saves with open(), a device, a FIFO or a huge file fails at once (conftest).
pytestmark = pytest.mark.usefixtures("never_open_special_files")


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(saves.ENV_DIR, str(tmp_path))
    yield tmp_path / "saves"
    i18n.set_language("en")


def a_game(steps: int = 40, seed: int = 3) -> Game:
    rng = random.Random(seed)
    game = Game.new(["purple", "blue", "green"], 0, rng=rng)
    for _ in random_steps(game, rng, steps):
        pass
    return game


def finished_game(seed: int = 4) -> Game:
    rng = random.Random(seed)
    game = Game.new(["purple", "blue"], 0, rng=rng)
    for _ in random_steps(game, rng, 100000):
        if game.is_over():
            break
    assert game.is_over()
    return game


def broken_aside(folder: Path, name: str) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.startswith(f"{name}.yaml.broken-")]


# -- B1: names that cannot be drawn ---------------------------------------------------------------

@pytest.mark.parametrize("bad", ["A\\0da", "\\ud800x", "tab\\there"])
def test_a_name_with_a_nul_a_surrogate_or_a_control_character_is_refused_on_load(data_dir, bad):
    path = saves.save_game(a_game(), ["Ada", "Bo", "Cy"])
    text = path.read_text(encoding="utf-8")
    assert "- Bo\n" in text
    path.write_text(text.replace("- Bo\n", f'- "{bad}"\n'), encoding="utf-8")
    with pytest.raises(saves.SaveError, match=r"names\[1\]") as info:
        saves.load_game()
    assert info.value.reason() == "a player's name in it cannot be shown"
    assert info.value.moved_to is not None and not path.exists()          # set aside: no crash loop
    assert info.value.moved_to.read_text(encoding="utf-8") == text.replace("- Bo\n", f'- "{bad}"\n')


# -- B2, B3: dangling links, odd names, folders ------------------------------------------------------

@posix_only
def test_a_dangling_symlink_is_not_listed_and_does_not_stop_the_listing(data_dir):
    saves.save_game(a_game(10), None, "good")
    (data_dir / "gone.yaml").symlink_to(data_dir / "nowhere.yaml")
    assert [name for name, _ in saves.list_saves()] == ["good"]


ODD = ["a?b", "x" * 50, " leading space", "back\\slash", "new\nline", "a:b*c"]


@posix_only
@pytest.mark.parametrize("odd", ODD)
def test_odd_file_names_list_load_and_delete_without_raising(data_dir, odd):
    game = a_game(10)
    path = saves.save_game(game, None, "plain")
    shutil.copy(path, data_dir / f"{odd}.yaml")
    assert sorted(name for name, _ in saves.list_saves()) == sorted(["plain", odd])
    assert saves.load_game(odd).game.history == game.history
    saves.delete_save(odd)
    saves.delete_save(odd)                                            # twice: already gone is fine
    assert [name for name, _ in saves.list_saves()] == ["plain"]
    assert "?" in saves.printable("new\nline") and "\n" not in saves.printable(odd)


def test_a_folder_named_like_a_save_is_not_a_save(data_dir):
    saves.save_game(a_game(10), None, "plain")
    (data_dir / "dir.yaml").mkdir()
    assert [name for name, _ in saves.list_saves()] == ["plain"]
    with pytest.raises(saves.SaveError):                                 # not IsADirectoryError
        saves.delete_save("dir")
    assert (data_dir / "dir.yaml").is_dir()
    with pytest.raises(saves.SaveError) as info:
        saves.load_game("dir")
    assert info.value.reason() == "it is not a regular file"


def test_names_that_could_not_be_listed_are_not_save_names(data_dir):
    for bad in (".hidden", "...", "", " x", "x ", "a/b", "a\\b", "a\x00b", "a\nb", "\ud800", "x" * 41,
                "autosave", "AutoSave"):
        assert not saves.is_save_name(bad), repr(bad)
        if bad != saves.AUTOSAVE:                         # the autosave's own file
            with pytest.raises(saves.SaveError):
                saves.save_path(bad)
    for good in ("first", "zweite Partie", "x" * 40, "a.b", "partita più bella"):
        assert saves.is_save_name(good)


# -- B4: special and huge files ------------------------------------------------------------------

@posix_only
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_an_autosave_linked_to_a_device_is_refused_without_reading_it(data_dir, device, monkeypatch):
    data_dir.mkdir(parents=True)
    path = data_dir / "autosave.yaml"
    path.symlink_to(device)
    read = count_reads(monkeypatch)
    with pytest.raises(saves.SaveError) as info:
        saves.load_game()
    assert info.value.reason() == "it is not a regular file"
    assert read == [0]
    assert info.value.moved_to is not None and info.value.moved_to.is_symlink()    # the link, kept
    assert os.readlink(info.value.moved_to) == device


def count_reads(monkeypatch) -> list[int]:
    """Every byte read through os.read or open() while loading is counted in the returned list."""
    read = [0]
    real_read, real_open = os.read, open

    def counting_read(fd, n):
        data = real_read(fd, n)
        read[0] += len(data)
        return data

    def refusing_open(file, *args, **kwargs):
        if str(file).startswith(str(os.environ[saves.ENV_DIR])):
            raise AssertionError(f"{file} opened with open()")
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(os, "read", counting_read)
    monkeypatch.setattr("builtins.open", refusing_open)
    monkeypatch.setattr("io.open", refusing_open)                  # what Path.read_text calls
    return read


@posix_only
def test_a_fifo_as_autosave_is_refused_and_never_blocks(data_dir):
    data_dir.mkdir(parents=True)
    path = data_dir / "autosave.yaml"
    os.mkfifo(path)
    outcome: list = []
    reader = threading.Thread(target=lambda: outcome.append(_load_error()), daemon=True)
    reader.start()
    reader.join(60)                    # not a speed check: only so a hang fails instead of hanging
    if reader.is_alive():              # the old code waits for a writer: give it one and fail
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("loading a FIFO blocked")
    assert outcome and isinstance(outcome[0], saves.SaveError)
    assert outcome[0].reason() == "it is not a regular file"


def _load_error():
    try:
        saves.load_game()
    except Exception as error:  # noqa: BLE001 - the test looks at what came out
        return error
    return None


def test_a_100_mb_save_is_refused_by_its_size_without_being_read(data_dir, monkeypatch):
    path = saves.save_game(a_game(10))
    os.truncate(path, 100_000_000)                       # sparse: costs no disk
    read = count_reads(monkeypatch)
    with pytest.raises(saves.SaveError) as info:
        saves.load_game()
    assert read == [0]
    assert info.value.reason() == "it is too large to be a saved game (100 MB)"
    assert info.value.moved_to.stat().st_size == 100_000_000          # kept as it was


def test_a_real_game_is_far_below_the_size_cap(data_dir):
    path = saves.save_game(finished_game(), ["Ada", "Bo"])
    assert path.stat().st_size * 50 < saves.MAX_BYTES
    assert saves.load_game().game.is_over()


# -- Messages: why a save cannot be read, in the player's language ---------------------------------

BAD_CONTENTS = {
    "newer": ("format: meduris-record\nversion: 7\nside: 2-3p\n",
              "it was written by a newer version of the game (save version 7, this one reads 1)"),
    "foreign": ("format: something-else\nversion: 1\n", "it is not a saved game of Meduris"),
    "list": ("- just\n- a list\n", "it is not a saved game of Meduris"),
    # a file that names its game is that game's, whatever else is wrong with it
    "foreign-eiszeit": ("game: eiszeit\nformat: something-else\nversion: 1\n", "it is not a saved game of Eiszeit"),
    "syntax": ("format: meduris-record\nversion: 1\nplayers: [purple,\n  blue\nside: [\n", None),
    # the same place and problem as `meduris replay` names (issue 19 item 17)
    "field": ("format: meduris-record\nversion: 1\nside: 2-3p\nplayers: 5\n",
              "it is damaged at players: expected a list of colours"),
    "move": (None, "it is damaged: move 3 (build temple 1 pay wood,wool) is not allowed: now green must place a worker"),
}


@pytest.mark.parametrize("kind", sorted(BAD_CONTENTS))
def test_every_unreadable_save_says_why(data_dir, kind):
    text, reason = BAD_CONTENTS[kind]
    path = saves.save_game(a_game(10))
    if text is None:                                     # a valid record with a move out of place
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        first = next(k for k, line in enumerate(lines) if line.startswith("- ") and k > 0
                     and lines[k - 1].startswith("actions"))
        lines.insert(first + 2, "- build temple 1 pay wood,wool\n")
        text = "".join(lines)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(saves.SaveError) as info:
        saves.load_game()
    if kind == "syntax":
        assert info.value.reason().startswith("it is damaged at line ")
        assert int(info.value.reason().rsplit(" ", 1)[1]) in (4, 5)
    else:
        assert info.value.reason() == reason
    assert info.value.moved_to.read_text(encoding="utf-8") == text          # byte for byte


def test_the_reasons_are_in_the_players_language(data_dir):
    path = saves.save_game(a_game(10))
    os.truncate(path, 5_000_000)
    with pytest.raises(saves.SaveError) as info:
        saves.load_game()
    english = info.value.reason()
    for language in ("it", "es", "de"):
        i18n.set_language(language)
        assert info.value.reason() != english and "5" in info.value.reason()


def test_a_saves_path_that_is_a_file_says_so(data_dir):
    data_dir.parent.mkdir(parents=True, exist_ok=True)
    data_dir.write_text("not a folder", encoding="utf-8")
    with pytest.raises(OSError) as info:
        saves.save_game(a_game(5))
    assert "is a file, not a folder" in info.value.strerror
    assert "is a file, not a folder" in saves.folder_problem()
    assert saves.list_saves() == [] and not saves.has_autosave()
    assert data_dir.read_text(encoding="utf-8") == "not a folder"


# -- B5: a broken board file is the board's error -------------------------------------------------

def test_a_broken_board_file_is_reported_as_the_boards_and_the_save_stays(data_dir, broken_board):
    rng = random.Random(2)
    game = Game.new(["purple", "blue"], 0, rng=rng)
    for _ in random_steps(game, rng, 30):
        pass
    path = saves.save_game(game)
    text = path.read_text(encoding="utf-8")
    broken_board()
    with pytest.raises(BoardError) as info:
        saves.load_game()
    assert "2-3p.yaml" in str(info.value) and "x" in str(info.value)
    assert path.read_text(encoding="utf-8") == text and list(data_dir.iterdir()) == [path]


def test_an_unknown_side_in_a_save_is_the_saves_error(data_dir):
    path = saves.save_game(a_game(5))
    path.write_text(path.read_text(encoding="utf-8").replace("side: 2-3p", "side: 5p"), encoding="utf-8")
    with pytest.raises(saves.SaveError, match="side"):
        saves.load_game()


# -- issue 10, D1: an unfinished autosave is kept ------------------------------------------------

def test_an_unfinished_autosave_is_kept_as_a_named_save(data_dir):
    game = a_game(120)
    path = saves.save_game(game, ["Ada", "Bo", "Cy"])
    when = path.stat().st_mtime
    name = saves.keep_unfinished_autosave()
    assert name is not None and name.startswith("unfinished ") and not saves.has_autosave()
    assert name == "unfinished " + time.strftime("%Y-%m-%d %H.%M", time.localtime(when))
    assert [listed for listed, _ in saves.list_saves()] == [name]
    loaded = saves.load_game(name)
    assert loaded.game.history == game.history and loaded.names == ["Ada", "Bo", "Cy"]
    saves.save_game(game)                                 # the same minute again: a second name
    second = saves.keep_unfinished_autosave()
    assert second not in (None, name) and second.startswith(name)


def test_a_finished_autosave_or_none_is_not_kept(data_dir):
    assert saves.keep_unfinished_autosave() is None
    saves.save_game(finished_game())
    assert saves.keep_unfinished_autosave() is None
    assert saves.has_autosave() and saves.list_saves() == []


def test_an_unreadable_autosave_is_kept_too(data_dir):
    path = saves.save_game(a_game(10))
    path.write_text("format: meduris-record\nversion: 1\nside: [", encoding="utf-8")
    name = saves.keep_unfinished_autosave()
    assert name is not None and (data_dir / f"{name}.yaml").read_text(encoding="utf-8").endswith("side: [")


def test_the_kept_name_is_in_the_players_language(data_dir):
    saves.save_game(a_game(10))
    i18n.set_language("de")
    name = saves.keep_unfinished_autosave()
    assert saves.is_save_name(name) and not name.startswith("unfinished ")


# -- issue 10, D4, D5: temporary files and the folder's fsync ------------------------------------

def test_stale_temporary_files_are_removed_and_nothing_else(data_dir):
    saves.save_game(a_game(5), None, "kept")
    old = time.time() - 3600
    stale = [".autosave.yaml.ab_12xyz.tmp", ".kept.yaml.Q1w2E3r4.tmp"]
    others = [".autosave.yaml.fresh123.tmp", ".notes.tmp", "autosave.yaml.ab_12xyz.tmp", ".x.yaml.short.tmp"]
    for name in stale + others:
        (data_dir / name).write_text("half a save", encoding="utf-8")
        if name != ".autosave.yaml.fresh123.tmp":
            os.utime(data_dir / name, (old, old))
    folder = data_dir / ".dir.yaml.abcdefgh.tmp"
    folder.mkdir()
    os.utime(folder, (old, old))
    assert sorted(saves.remove_stale_temporaries()) == sorted(stale)
    assert sorted(p.name for p in data_dir.iterdir()) == sorted(others + ["kept.yaml", folder.name])


def test_write_atomic_leaves_no_temporary_file_and_syncs_the_folder(data_dir, monkeypatch):
    if os.name != "posix":
        pytest.skip("a folder is fsynced on POSIX only")
    opened: dict = {}
    synced: list = []
    real_open, real_fsync = os.open, os.fsync

    def recording_open(path, flags, *args, **kwargs):
        fd = real_open(path, flags, *args, **kwargs)
        opened[fd] = Path(path)
        return fd

    def recording_fsync(fd):
        synced.append(opened.get(fd, fd))
        return real_fsync(fd)

    monkeypatch.setattr(os, "open", recording_open)
    monkeypatch.setattr(os, "fsync", recording_fsync)
    path = saves.save_game(a_game(5))
    assert synced[-1] == data_dir                         # after the rename: the folder itself
    assert [p.name for p in data_dir.iterdir()] == [path.name]


def test_meduris_replay_names_the_broken_board_file_not_the_record(data_dir, broken_board, capsys):
    """B5: `meduris replay` of a valid record with a broken board file blames the board file."""
    from meduris_gui import cli
    rng = random.Random(3)
    game = Game.new(["purple", "blue"], 0, rng=rng)
    for _step in random_steps(game, rng, 30):
        pass
    path = data_dir.parent / "game.yaml"
    data_dir.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(Record.of(game).dumps(), encoding="utf-8")
    broken_board()
    assert cli.main(["replay", str(path)]) == 2
    error = capsys.readouterr().err.strip()
    assert len(error.splitlines()) == 1
    assert "2-3p.yaml" in error and "x" in error and "side" not in error.split("2-3p.yaml")[0]
    assert "game.yaml" not in error


# -- Issue 19 item 17: one reader, one verdict; permissions; the system's reasons translated ------

def save_text(names=("Ada", "Bo", "Cy")) -> str:
    return saves.save_game(a_game(), list(names)).read_text(encoding="utf-8")


VERDICTS = {
    "utf-16": lambda text: text.encode("utf-16"),
    "control character in a name": lambda text: text.replace("- Bo\n", '- "B\\x07o"\n').encode("utf-8"),
    "nul in a name": lambda text: text.replace("- Bo\n", '- "B\\0o"\n').encode("utf-8"),
    "field": lambda text: text.replace("start_player: 0", "start_player: seven").encode("utf-8"),
}


@pytest.mark.parametrize("kind", sorted(VERDICTS))
def test_replay_and_the_window_reach_the_same_verdict(data_dir, kind, capsys):
    """`meduris replay` read saves (UTF-16, control characters in names) that the window set
    aside: both now read with saves.read_record, and name the same file, field and problem."""
    from meduris_gui.cli import main
    raw = VERDICTS[kind](save_text())
    path = saves.save_path(saves.AUTOSAVE)
    path.write_bytes(raw)
    outside = data_dir.parent / "copy.yaml"
    outside.write_bytes(raw)
    assert main(["replay", str(outside)]) == 2
    cli = capsys.readouterr().err.strip()
    with pytest.raises(saves.SaveError) as info:
        saves.load_game()
    assert info.value.moved_to is not None                         # the window set it aside
    assert cli == f"meduris replay: {outside}: {info.value.field}: {info.value.problem}"


def test_the_window_names_the_field_and_problem_the_command_line_names(data_dir, capsys):
    from meduris_gui.cli import main
    text = save_text().replace("start_player: 0", "start_player: seven")
    saves.save_path(saves.AUTOSAVE).write_text(text, encoding="utf-8")
    outside = data_dir.parent / "copy.yaml"
    outside.write_text(text, encoding="utf-8")
    assert main(["replay", str(outside)]) == 2
    assert capsys.readouterr().err.strip().endswith(": start_player: expected a seat number, got 'seven'")
    with pytest.raises(saves.SaveError) as info:
        saves.load_game()
    assert info.value.reason() == "it is damaged at start_player: expected a seat number, got 'seven'"
    i18n.set_language("de")
    assert info.value.reason() == "sie ist bei start_player beschädigt: erwartet: eine Platznummer, gefunden: 'seven'"


def test_a_save_the_system_will_not_let_us_read_is_reported_and_not_renamed(data_dir, monkeypatch):
    """A save whose permissions were wrong was renamed .broken: fixing the permission did not bring
    it back. The system's refusal is reported; the save stays where and as it is."""
    from meduris_gui import fileformat
    path = saves.save_game(a_game())
    text = path.read_text(encoding="utf-8")
    real = fileformat.read_bounded

    def denied(where, limit):
        if Path(where) == path:
            raise PermissionError(13, "Permission denied", str(where))
        return real(where, limit)
    monkeypatch.setattr(fileformat, "read_bounded", denied)      # chmod does not stop root
    i18n.set_language("de")
    with pytest.raises(saves.SaveError) as info:
        saves.load_game()
    assert info.value.moved_to is None and path.read_text(encoding="utf-8") == text
    assert info.value.reason() == "sie kann nicht gelesen werden (Zugriff verweigert)"
    monkeypatch.setattr(fileformat, "read_bounded", real)       # the permission is fixed
    assert saves.load_game().game.is_over() == a_game().is_over()


@pytest.mark.parametrize(("code", "german"), [(28, "der Datenträger ist voll"),
                                              (30, "der Datenträger ist schreibgeschützt"),
                                              (13, "Zugriff verweigert")])
def test_the_systems_reason_a_save_failed_is_in_the_players_language(data_dir, monkeypatch, code, german):
    """"No space left on device" stayed English in a German window."""
    import errno as errno_module
    import tempfile
    from meduris_gui import atomic
    assert errno_module.errorcode[code] in ("ENOSPC", "EROFS", "EACCES")

    def full(*_args, **_kwargs):
        raise OSError(code, os.strerror(code))
    monkeypatch.setattr(tempfile, "mkstemp", full)
    i18n.set_language("de")
    with pytest.raises(OSError) as raised:
        saves.save_game(a_game())
    assert raised.value.errno == code and raised.value.strerror == german
    assert atomic.os_reason(OSError(5, "Input/output error")) == "der Datenträger meldet einen Ein-/Ausgabefehler"
    assert atomic.os_reason(OSError(errno_module.ENOEXEC, "Exec format error")) == "Exec format error"   # the OS text
