"""The rules core of every game under meduris_gui/games/*/rules is pure Python: it never imports
pygame (nor the window), so computer players, tools and tests run without a display."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
RULES = sorted((ROOT / "meduris_gui" / "games").glob("*/rules/*.py"))


def test_no_rules_module_imports_pygame_or_the_window():
    assert RULES
    assert {p.parent.parent.name for p in RULES} >= {"meduris", "dolmengoetter", "eiszeit"}
    for path in RULES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            for name in names:
                assert not name.startswith(("pygame", "pymunk", "meduris_gui.table")), f"{path}: imports {name}"
                assert ".ui" not in f".{name}", f"{path}: imports {name}"


def test_importing_and_playing_loads_no_pygame():
    modules = ", ".join(f"meduris_gui.games.{p.parent.parent.name}.rules.{p.stem}" for p in RULES
                        if p.stem != "__init__")
    code = ("import importlib, random, sys\n"
            f"for m in '{modules}'.split(', '): importlib.import_module(m)\n"
            "from meduris_gui.games.dolmengoetter.rules.game import Game\n"
            "g = Game.new(['red', 'blue']); rng = random.Random(1)\n"
            "while not g.is_over(): g.apply(rng.choice(g.legal_actions()))\n"
            "from meduris_gui.games.eiszeit.rules.game import Game as Eiszeit\n"
            "g = Eiszeit.new(['red', 'blue', 'yellow'], short=True)\n"
            "while not g.is_over(): g.apply(rng.choice(g.legal_actions()))\n"
            "print(sorted(m for m in sys.modules if m.startswith(('pygame', 'pymunk'))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
