"""The settings file: every remembered field survives a round trip, a write is atomic, a broken
file of any kind is put aside (never deleted) and described, unknown keys are ignored, and the
language is chosen from the system's preferred languages."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest

from meduris_gui import saves, settings as settings_module
from meduris_gui.settings import (FILE_NAME, REMEMBERED, Settings, SettingsStore, choose_language, config_dir,
                                  languages_from_environ)

# Not remembered: they belong to one run (tests seed games; screenshots do not autosave).
PER_RUN = {"seed", "autosave"}

# One broken file of each kind: (name, what to put at the settings path).
BROKEN = [
    ("bad-syntax", b"language: [de\nspeed: fast\n"),
    ("not-utf8", b"language: \xff\xfe de\n"),
    ("not-a-table", b"- de\n- fast\n"),
    ("a-scalar", b"just words\n"),
    ("unknown-language", b"language: fr\n"),
    ("unknown-speed", b"speed: turbo\n"),
    ("switch-not-bool", b"open_screens: 3\n"),
    ("switch-a-string", b"one_click_build: 'yes'\n"),
    ("size-not-a-pair", b"window_size: big\n"),
    ("size-negative", b"window_size: [-5, 700]\n"),
    ("size-bool", b"window_size: [true, 700]\n"),
    ("language-a-list", b"language: [de]\n"),
    ("unknown-text-size", b"ui_size: huge\n"),
    ("unknown-game", b"game: chess\n"),
    ("volume-too-loud", b"volume: 101\n"),
    ("volume-negative", b"volume: -1\n"),
    ("volume-a-fraction", b"volume: 0.5\n"),
    ("volume-bool", b"volume: true\n"),
    ("mute-not-bool", b"muted: 1\n"),
    ("hints-a-word", b"hints: sometimes\n"),
    ("games-negative", b"games_finished: -2\n"),
    ("games-bool", b"games_finished: true\n"),
]


def every_field_changed() -> Settings:
    """A Settings whose every remembered field differs from the default."""
    changed = Settings(language="de", speed="instant", open_screens=True, window_size=(1111, 777),
                       one_click_build=True, space_numbers=True, ui_size="large", volume=30, muted=True,
                       music=False, hints=False, games_finished=4, tutorial_step=3, dg_tutorial_step=7,
                       ez_tutorial_step=5,
                       tutorial_offered=True, game="dolmengoetter", seed=5, autosave=False)
    default = Settings()
    assert all(getattr(changed, key) != getattr(default, key) for key in REMEMBERED)
    return changed


def test_the_file_lives_in_the_config_folder_the_environment_names(tmp_path, monkeypatch):
    monkeypatch.setenv(settings_module.ENV_DIR, str(tmp_path / "elsewhere"))
    assert config_dir() == tmp_path / "elsewhere"
    assert SettingsStore().path == tmp_path / "elsewhere" / FILE_NAME


def test_tests_never_see_the_users_config_folder():
    import platformdirs
    assert config_dir() != Path(platformdirs.user_config_dir("meduris", appauthor=False))
    assert not (config_dir() / FILE_NAME).exists()           # every test starts without a file


def test_every_preference_is_remembered_and_nothing_per_run():
    fields = {field.name for field in dataclasses.fields(Settings)}
    assert set(REMEMBERED) == fields - PER_RUN


def test_round_trip_of_every_field(tmp_path):
    store = SettingsStore(tmp_path / FILE_NAME)
    store.save(every_field_changed())
    loaded = store.load(Settings(seed=9))
    assert loaded.problem is None
    for key in REMEMBERED:
        assert getattr(loaded.settings, key) == getattr(every_field_changed(), key), key
    # The per-run fields come from the base, not from the file.
    assert loaded.settings.seed == 9 and loaded.settings.autosave is True
    # And the file is plain YAML a person can read.
    text = (tmp_path / FILE_NAME).read_text(encoding="utf-8")
    assert "language: de" in text and "seed" not in text


def test_a_missing_or_empty_file_is_a_first_start(tmp_path):
    store = SettingsStore(tmp_path / FILE_NAME)
    assert store.load().settings is None and store.load().problem is None
    store.path.write_text("", encoding="utf-8")
    loaded = store.load()
    assert loaded.settings is None and loaded.problem is None and store.path.exists()


def test_unknown_keys_are_ignored_and_missing_keys_keep_the_default(tmp_path):
    store = SettingsStore(tmp_path / FILE_NAME)
    store.path.write_text("language: es\nfuture_option: {a: 1}\ntheme: dark\n", encoding="utf-8")
    loaded = store.load()
    assert loaded.problem is None
    assert loaded.settings.language == "es" and loaded.settings.speed == Settings().speed
    assert store.path.exists()


def test_a_write_is_atomic_and_leaves_no_temporary_file(tmp_path):
    store = SettingsStore(tmp_path / "deeper" / FILE_NAME)
    store.save(Settings(language="it"))
    store.save(every_field_changed())
    assert [p.name for p in store.path.parent.iterdir()] == [FILE_NAME]


def test_a_failed_write_keeps_the_old_file_and_no_temporary_file(tmp_path, monkeypatch):
    store = SettingsStore(tmp_path / FILE_NAME)
    store.save(Settings(language="it"))

    def refuse(source, target):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(saves.os, "replace", refuse)
    with pytest.raises(OSError):
        store.save(every_field_changed())
    monkeypatch.undo()
    assert [p.name for p in tmp_path.iterdir()] == [FILE_NAME]
    assert store.load().settings.language == "it"


def test_the_write_is_flushed_to_disk(tmp_path, monkeypatch):
    synced = []
    real = os.fsync
    monkeypatch.setattr(saves.os, "fsync", lambda fd: (synced.append(fd), real(fd)))
    SettingsStore(tmp_path / FILE_NAME).save(Settings())
    assert synced


@pytest.mark.parametrize(("kind", "content"), BROKEN, ids=[kind for kind, _ in BROKEN])
def test_a_broken_file_is_described_and_kept_aside(tmp_path, kind, content):
    store = SettingsStore(tmp_path / FILE_NAME)
    store.path.write_bytes(content)
    loaded = store.load()
    assert loaded.settings is None and loaded.problem is not None
    assert loaded.problem.message.format(**loaded.problem.values)     # a text with its placeholders filled
    assert not store.path.exists()
    assert loaded.moved_to is not None and loaded.moved_to.name.startswith(f"{FILE_NAME}.broken-")
    assert loaded.moved_to.read_bytes() == content                    # kept as it was, never deleted
    # The next start is a first start; the next write works.
    store.save(Settings(language="es"))
    assert store.load().settings.language == "es"


def test_a_folder_where_the_file_should_be_is_kept_aside(tmp_path):
    store = SettingsStore(tmp_path / FILE_NAME)
    store.path.mkdir()
    (store.path / "something").write_text("x", encoding="utf-8")
    loaded = store.load()
    assert loaded.settings is None and "not a file" in str(loaded.problem)
    assert loaded.moved_to is not None and (loaded.moved_to / "something").exists()
    store.save(Settings())
    assert store.path.is_file()


def test_an_unreadable_file_is_described_and_kept_as_it_is(tmp_path, monkeypatch):
    """Issue 19 item 17: a permission problem is the system's, not the file's: the file is neither
    moved aside nor replaced, so fixing the permission brings the settings back."""
    from meduris_gui import fileformat
    store = SettingsStore(tmp_path / FILE_NAME)
    store.path.write_text("language: de\n", encoding="utf-8")
    real = fileformat.read_bounded

    def denied(path, limit):
        if Path(path) == store.path:
            raise PermissionError(13, "Permission denied")
        return real(path, limit)
    monkeypatch.setattr(fileformat, "read_bounded", denied)            # chmod does not stop root
    loaded = store.load()
    assert loaded.settings is None and "permission denied" in str(loaded.problem).lower()
    assert loaded.moved_to is None and store.path.read_text(encoding="utf-8") == "language: de\n"
    store.save(Settings(language="it"))
    assert store.path.read_text(encoding="utf-8") == "language: de\n"
    assert [p.name for p in tmp_path.iterdir()] == [FILE_NAME]


def test_the_problem_names_the_bad_value(tmp_path):
    store = SettingsStore(tmp_path / FILE_NAME)
    store.path.write_text("speed: normal\nlanguage: fr\n", encoding="utf-8")
    assert "'fr'" in str(store.load().problem)
    store.path.write_text("speed: normal\nlanguage: a: b\n", encoding="utf-8")
    problem = store.load().problem
    assert problem.problem == "it is not valid YAML (line 2)" and problem.field == "line 2"   # lines count from 1
    assert str(problem) == f"{store.path}: line 2: it is not valid YAML (line 2)"


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "de_DE.UTF-8"}, ["de"]),
    ({"LANG": "C.UTF-8"}, []),
    ({"LANG": "POSIX", "LC_ALL": "C"}, []),
    ({"LANGUAGE": "fr:es_MX", "LC_ALL": "it_IT@euro", "LANG": "en_GB"}, ["fr", "es", "it", "en"]),
    ({"LC_MESSAGES": "pt-BR", "LANG": "de_AT"}, ["pt", "de"]),
    ({}, []),
])
def test_languages_from_the_locale_variables(environ, expected):
    assert languages_from_environ(environ) == expected


@pytest.mark.parametrize(("preferred", "expected"), [
    (["de"], "de"), (["fr", "ES"], "es"), (["fr", "pt"], "en"), ([], "en"), (["it", "de"], "it")])
def test_the_first_language_the_game_speaks_else_english(preferred, expected):
    assert choose_language(preferred) == expected


def test_hints_are_on_for_the_first_games_unless_the_player_chose():
    """Issue 13: the Suggest button shows in the first FIRST_GAMES games (hints: null), then not;
    a choice in the menu (true/false) holds whatever the games played."""
    from meduris_gui.settings import FIRST_GAMES
    assert Settings().hints is None and Settings().hints_shown()
    assert not Settings(games_finished=FIRST_GAMES).hints_shown()
    assert Settings(games_finished=FIRST_GAMES, hints=True).hints_shown()
    assert not Settings(games_finished=0, hints=False).hints_shown()


# -- Hostile settings files (issue 19 item 13): each is put aside quickly, the defaults are used ----

BILLION_LAUGHS = ('a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
                  'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n'
                  'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\n'
                  'f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]\ng: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]\n'
                  'language: [*g,*g,*g,*g,*g,*g,*g,*g,*g]\n')

ATTACKS = {
    # 20,000 levels: a RecursionError at every start before
    "deep": ("language: " + "[" * 20_000 + "]" * 20_000 + "\n", "(file)", "it nests lists or tables too deeply"),
    # a 319-byte alias bomb: repr(value) of the bad language never ended
    "aliases": (BILLION_LAUGHS, "line 7", "its YAML aliases (*) stand for far too many values"),
    # 10 MB: 196 s and 3.3 GB before
    "huge": ("language: en\n" + "# padding\n" * 1_000_000, "(file)",
             "it is too large to be a settings file ({size} bytes, at most {limit})"),
}


@pytest.mark.parametrize("attack", sorted(ATTACKS))
def test_an_attack_file_is_put_aside_quickly_and_the_defaults_used(tmp_path, attack):
    text, field, message = ATTACKS[attack]
    store = SettingsStore(tmp_path / FILE_NAME)
    store.path.write_text(text, encoding="utf-8")
    loaded = store.load()                           # no RecursionError, no hang, no gigabytes
    assert loaded.settings is None and loaded.problem is not None
    assert (loaded.problem.field, loaded.problem.message) == (field, message)
    assert len(str(loaded.problem)) < 300           # bounded text, never the value itself
    assert loaded.moved_to is not None and loaded.moved_to.name.startswith("settings.yaml.broken-")
    assert loaded.moved_to.stat().st_size == len(text.encode("utf-8")) and not store.path.exists()


def test_a_huge_value_is_quoted_short(tmp_path):
    store = SettingsStore(tmp_path / FILE_NAME)
    store.path.write_text("language: " + "x" * 60_000 + "\n", encoding="utf-8")
    problem = store.load().problem
    assert problem.field == "language" and len(str(problem)) < 300


@pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev are POSIX")
@pytest.mark.parametrize("kind", ["fifo", "dev-zero"])
def test_a_fifo_or_a_device_never_blocks_the_start(tmp_path, kind):
    store = SettingsStore(tmp_path / FILE_NAME)
    if kind == "fifo":
        os.mkfifo(store.path)
    else:
        store.path.symlink_to("/dev/zero")
    loaded = store.load()
    assert loaded.settings is None and loaded.problem.message == "it is not a file"
    assert loaded.moved_to is not None


def test_the_window_names_the_attack_and_starts_with_the_defaults(tmp_path):
    """The start that crashed or hung in a loop now shows one notice and goes on."""
    pytest.importorskip("pygame")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from meduris_gui.table.app import App
    store = SettingsStore(tmp_path / FILE_NAME)
    store.path.write_text(BILLION_LAUGHS, encoding="utf-8")
    app = App(size=(1366, 768), settings=Settings(language="en"), headless=True, store=store)
    assert "aliases" in app.notice and "settings.yaml.broken-" in app.notice
    assert app.settings.speed == "normal" and len(app.notice) < 500


def test_a_write_of_the_settings_removes_old_orphans_of_killed_writes(tmp_path):
    """Issue 19 item 18: a write killed in the middle leaves `.settings.yaml.XXXXXXXX.tmp`; the next
    write removes those older than a minute (another window may be writing a young one now)."""
    import time
    from meduris_gui import atomic
    store = SettingsStore(tmp_path / FILE_NAME)
    old, young = tmp_path / ".settings.yaml.abcdefgh.tmp", tmp_path / ".settings.yaml.ijklmnop.tmp"
    for path in (old, young):
        path.write_text("half", encoding="utf-8")
    os.utime(old, (time.time() - 2 * atomic.STALE_AFTER,) * 2)
    store.save(Settings(language="de"))
    assert not old.exists() and young.exists() and store.load().settings.language == "de"
