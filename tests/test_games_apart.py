"""No game imports another game's modules (issue 21 item 1): what both games use lives in the
table (meduris_gui/table) or the shared modules, and a game's package imports only itself and
them. An AST scan of every module under meduris_gui/games/<game>/, relative imports resolved."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ROOT / "meduris_gui" / "games"

# The modules the shared scenes replaced (setup, guided game, rules pages, menu bar): these must
# import no other game now.
SHARED_SCENES = ("setup", "tutorial", "tutorial_draw", "rules", "rules_pages", "bar")

# Imports of another game allowed (module -> the other game's modules it imports): none.
REMAINING: dict = {}     # every crossing import has moved to the table (issue 21): none may come back


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(path: Path) -> set[str]:
    """The modules `path` imports (a relative import resolved against its package)."""
    name = module_name(path)
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            if node.module:
                found.add(".".join(base + [node.module]))
            else:                                                        # `from . import draw`
                found.update(".".join(base + [alias.name]) for alias in node.names)
    return found


def cross_imports() -> dict[str, set[str]]:
    """Module -> the other games' modules it imports, for every module of every game."""
    games = sorted(p.name for p in GAMES.iterdir() if (p / "__init__.py").is_file())
    found: dict[str, set[str]] = {}
    for game in games:
        others = tuple(f"meduris_gui.games.{other}" for other in games if other != game)
        for path in sorted((GAMES / game).rglob("*.py")):
            bad = {m for m in imports(path) if any(m == o or m.startswith(o + ".") for o in others)}
            if bad:
                found[module_name(path)] = bad
    return found


def test_the_scan_resolves_relative_imports():
    """The scan itself: `from ...rules.board import` and `from .. import art` in Die Dolmengötter's
    setup are its own game's modules, `from .rules_art import` Meduris's; so a relative import
    reaching into the other game would be caught."""
    setup = imports(GAMES / "dolmengoetter" / "ui" / "scenes" / "setup.py")
    assert {"meduris_gui.games.dolmengoetter.rules.board", "meduris_gui.games.dolmengoetter.ui.art",
            "meduris_gui.table.scenes.setup"} <= setup
    assert imports(GAMES / "meduris" / "ui" / "scenes" / "rules_pages.py") >= {
        "meduris_gui.games.meduris.ui.scenes.rules_art", "meduris_gui.table.scenes.rules"}
    assert "meduris_gui.games.dolmengoetter.ui.anim" in imports(GAMES / "dolmengoetter" / "ui" / "scenes" / "game.py")


def test_the_shared_scenes_import_no_other_game():
    """Setup, guided game, rules pages and menu bar: each game's own part imports only its game
    and the table."""
    found = cross_imports()
    shared = {module: bad for module, bad in found.items() if module.rsplit(".", 1)[-1] in SHARED_SCENES}
    assert shared == {}


def test_no_other_game_import_is_added():
    """No game imports another game's modules: what they share is the table's (REMAINING is empty)."""
    found = cross_imports()
    grown = {module: bad - REMAINING.get(module, set()) for module, bad in found.items()
             if bad - REMAINING.get(module, set())}
    assert grown == {}
