"""One table, several games (issue 21 item 1): the shared window (meduris_gui/table) and the shared
top-level modules (cli, saves, sim, lessons, settings...) import no game's package: they ask the
registry (meduris_gui/games), which loads a game's entry only when it is asked for by name."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import meduris_gui
from meduris_gui import games
from meduris_gui.games import GAMES, GameEntry, UnknownGameError, entry

PACKAGE = Path(meduris_gui.__file__).resolve().parent
GAME_PACKAGES = tuple(f"meduris_gui.games.{name}" for name in GAMES)


def shared_modules() -> list[Path]:
    """Every module of the table, and the top-level modules every game shares."""
    return sorted((PACKAGE / "table").rglob("*.py")) + sorted(PACKAGE.glob("*.py"))


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported(path: Path, name: str) -> list[tuple[int, str]]:
    """(line, module) of every import in the file of the module `name`, relative ones resolved,
    anywhere in it (a function's lazy import counts too); `from X import Y` also names X.Y (Y may
    be a module)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            found.append((node.lineno, source))
            found += [(node.lineno, f"{source}.{alias.name}") for alias in node.names]
    return found


def game_imports(path: Path, name: str | None = None) -> list[str]:
    return [f"{path}:{line} imports {module}" for line, module in imported(path, name or module_name(path))
            if any(module == game or module.startswith(game + ".") for game in GAME_PACKAGES)]


def test_the_scan_sees_a_game_import_however_it_is_written(tmp_path):
    """The scan itself: absolute, relative, `from package import game` and lazy imports are found."""
    cases = {
        "import meduris_gui.games.meduris.rules.game\n": True,
        "from meduris_gui.games.dolmengoetter.ui import art\n": True,
        "from meduris_gui.games import meduris\n": True,
        "def f():\n    from ...games.meduris.rules import board\n": True,
        "from ...games import dolmengoetter as d\n": True,
        "from ...games import entry, GAMES\n": False,
        "from ..scene import Scene\n": False,
    }
    probe = tmp_path / "probe.py"             # as if it were meduris_gui/table/scenes/probe.py
    for source, is_game in cases.items():
        probe.write_text(source, encoding="utf-8")
        assert bool(game_imports(probe, "meduris_gui.table.scenes.probe")) is is_game, source


def test_no_shared_module_imports_a_game():
    modules = shared_modules()
    assert PACKAGE / "table" / "app.py" in modules and PACKAGE / "cli.py" in modules
    assert PACKAGE / "table" / "scenes" / "title.py" in modules
    found = [problem for path in modules for problem in game_imports(path)]
    assert not found, "the table and the shared modules ask the registry (meduris_gui.games.entry):\n" + \
        "\n".join(found)


def test_importing_the_registry_imports_no_game():
    """In a fresh interpreter: the registry alone loads no game; asking for an entry loads that
    game's entry module, and neither its rules nor its window (nor the other game)."""
    script = (
        "import sys\n"
        "import meduris_gui.games as games\n"
        "def loaded():\n"
        "    return sorted(m for m in sys.modules if m.startswith(('meduris_gui.games.', 'pygame')))\n"
        "print(loaded())\n"
        "games.entry('dolmengoetter')\n"
        "print(loaded())\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                            cwd=PACKAGE.parent, check=True)
    before, after = result.stdout.strip().splitlines()
    assert before == "[]"
    assert after == "['meduris_gui.games.dolmengoetter', 'meduris_gui.games.dolmengoetter.entry']"


@pytest.mark.parametrize("name", GAMES)
def test_every_game_has_an_entry_answering_the_protocol(name):
    found = entry(name)
    assert isinstance(found, GameEntry)
    assert found.name == name and found.title == games.TITLES[name]
    assert found.record_format == games.RECORD_FORMATS[name]
    assert entry(name) is found                       # loaded once
    low, high = found.players
    assert 2 <= low <= high
    kit = found.records()
    assert issubclass(kit.record_error, Exception) and issubclass(kit.replay_error, Exception)
    assert found.default_colours(high)[:low] == found.default_colours(low)


def test_the_scenes_a_title_asks_for_are_registered():
    from meduris_gui.table.app import scene_registry
    registry = scene_registry()
    for found in games.entries():
        for scene in (found.setup_scene, found.game_scene, found.rules_scene, found.tutorial_scene):
            assert scene in registry, (found.name, scene)
    assert {"title", "saves", "about", "menu"} <= set(registry)


@pytest.mark.parametrize("name", ["eiszeit2", "carcassonne", "", "Meduris", "Eiszeit", None, 3])
def test_an_unknown_game_is_a_typed_error_naming_the_games(name):
    with pytest.raises(UnknownGameError) as raised:
        entry(name)
    assert raised.value.name == name
    assert repr(name) in str(raised.value) and "meduris, dolmengoetter, eiszeit" in str(raised.value)
    assert isinstance(raised.value, LookupError)


def test_eiszeit_is_a_game_of_the_window_and_of_the_tools():
    """Eiszeit (issue 22) came to the window: the title offers it (GAMES), the window registers
    its scenes, the tools know it as they know every game of the window (no game is the tools'
    only now)."""
    from meduris_gui.table.app import scene_registry

    assert GAMES == ("meduris", "dolmengoetter", "eiszeit") and games.TOOLS_ONLY == ()
    assert games.TOOL_GAMES == GAMES
    assert [found.name for found in games.entries()] == list(GAMES)
    assert [found.name for found in games.tool_entries()] == list(games.TOOL_GAMES)
    found = entry("eiszeit")
    assert found.name == "eiszeit" and found.title == games.TITLES["eiszeit"] == "Eiszeit"
    assert found.record_format == games.RECORD_FORMATS["eiszeit"]
    kit = found.records()
    assert issubclass(kit.record_error, Exception) and issubclass(kit.replay_error, Exception)
    assert {"ez-setup", "ez-game", "ez-curtain", "ez-rules", "ez-end"} <= set(scene_registry())


def test_a_game_object_finds_its_entry():
    import random

    for found in games.entries():
        game = found.new_game(found.players[0], random.Random(1))
        assert games.entry_of(game) is found
    with pytest.raises(UnknownGameError):
        games.entry_of(object())


@pytest.mark.parametrize("name", GAMES)
def test_a_games_events_sound_as_the_tables_sounds(name):
    """Each game maps its engine's events to the table's sounds (table/sound.py knows no game):
    every event of a seeded random game sounds as one of SOUNDS or not at all, and with nothing
    animating, at once."""
    import random

    from meduris_gui.sim import random_steps
    from meduris_gui.table.sound import SOUNDS

    found = entry(name)
    rng = random.Random(5)
    game = found.new_game(found.players[1], rng)
    events = [event for step in random_steps(game, rng) for event in step]
    assert game.is_over() and events
    heard = {found.sound_of(event) for event in events}
    assert heard - {None} <= set(SOUNDS) and len(heard - {None}) >= 3, heard
    assert all(found.sound_moment(None, index) for index in range(len(events)))
