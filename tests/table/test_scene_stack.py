"""The scene stack without a window: lifecycle order, overlays, opaque scenes (STYLE: Tuxemon)."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from meduris_gui.table.scene import Scene, SceneStack, UnknownSceneError, registry_of
from meduris_gui.games.meduris.ui.scenes import SCENES

# the scene packages: the table's (shared by every game) and Meduris's
SCENE_PACKAGES = ("meduris_gui.table.scenes", "meduris_gui.games.meduris.ui.scenes")
SCENES_DIRS = {package: Path(importlib.import_module(package).__file__).parent for package in SCENE_PACKAGES}


class Recorder(Scene):
    def __init__(self, name: str, calls: list, opaque: bool = True) -> None:
        super().__init__()
        self.name = name
        self.calls = calls
        self.opaque = opaque

    def enter(self): self.calls.append(f"{self.name}.enter")
    def exit(self): self.calls.append(f"{self.name}.exit")
    def pause(self): self.calls.append(f"{self.name}.pause")
    def resume(self): self.calls.append(f"{self.name}.resume")
    def handle_event(self, event): self.calls.append(f"{self.name}.event")
    def update(self, dt): self.calls.append(f"{self.name}.update")
    def draw(self, surface): self.calls.append(f"{self.name}.draw")


def test_push_pop_lifecycle_order():
    calls: list = []
    stack = SceneStack()
    game = stack.push(Recorder("game", calls))
    stack.push(Recorder("dialog", calls, opaque=False))
    stack.pop()
    assert calls == ["game.enter", "game.pause", "dialog.enter", "dialog.exit", "game.resume"]
    assert stack.top is game


def test_only_the_top_scene_gets_events_and_updates():
    calls: list = []
    stack = SceneStack()
    stack.push(Recorder("game", calls))
    stack.push(Recorder("dialog", calls, opaque=False))
    calls.clear()
    stack.handle_event(object())
    stack.update(0.016)
    assert calls == ["dialog.event", "dialog.update"]


def test_drawing_starts_at_the_topmost_opaque_scene():
    calls: list = []
    stack = SceneStack()
    stack.push(Recorder("title", calls))
    stack.push(Recorder("game", calls))
    stack.push(Recorder("rules", calls, opaque=False))
    calls.clear()
    stack.draw(None)
    assert calls == ["game.draw", "rules.draw"]
    stack.push(Recorder("curtain", calls))
    calls.clear()
    stack.draw(None)
    assert calls == ["curtain.draw"]


def test_replace_empties_the_stack_and_pop_of_a_scene_pops_those_above():
    calls: list = []
    stack = SceneStack()
    title = stack.push(Recorder("title", calls))
    stack.push(Recorder("setup", calls))
    stack.push(Recorder("rules", calls, opaque=False))
    stack.pop(title)
    assert stack.scenes == []
    stack.replace(Recorder("end", calls))
    assert [s.name for s in stack.scenes] == ["end"]


# -- scenes by name (the registry) ------------------------------------------------------------------


class Named(Scene):
    scene_name = "named"

    def __init__(self, calls: list, label: str = "", name: str = "", scene: str = "") -> None:
        super().__init__()
        self.calls = calls
        self.label = label
        self.name = name            # a scene's own arguments may be called so (the curtain's player)
        self.scene = scene

    def enter(self): self.calls.append(f"enter {self.label}")


def test_push_by_name_makes_the_registered_scene_with_its_arguments():
    calls: list = []
    stack = SceneStack(registry=registry_of(Named))
    scene = stack.push("named", calls=calls, label="first")
    assert isinstance(scene, Named) and stack.top is scene
    assert scene.label == "first" and scene.scene_name == "named" and scene.stack is stack
    assert calls == ["enter first"]
    assert stack.find("named") is scene and stack.find("other") is None


def test_a_scene_argument_may_be_called_name_or_scene():
    stack = SceneStack(registry=registry_of(Named))
    scene = stack.push("named", calls=[], name="Viola", scene="x")
    assert (scene.name, scene.scene, scene.scene_name) == ("Viola", "x", "named")
    assert stack.replace("named", calls=[], name="Blu").name == "Blu"


def test_replace_by_name_pops_everything_and_pushes_the_new_scene():
    calls: list = []
    stack = SceneStack()
    stack.register("named", Named)
    first = stack.push(Recorder("title", calls))
    stack.push(Recorder("rules", calls, opaque=False))
    new = stack.replace("named", calls=calls, label="end")
    assert stack.scenes == [new] and first.stack is None
    assert calls[-1] == "enter end"


def test_an_unknown_scene_name_is_a_clear_error_and_changes_nothing():
    calls: list = []
    stack = SceneStack(registry=registry_of(Named))
    title = stack.push(Recorder("title", calls))
    with pytest.raises(UnknownSceneError) as raised:
        stack.replace("gmae")
    assert "'gmae'" in str(raised.value) and "named" in str(raised.value)
    assert stack.scenes == [title]                   # the stack was not emptied for nothing
    with pytest.raises(UnknownSceneError):
        stack.push("gmae")
    assert stack.scenes == [title]


def test_arguments_only_go_with_a_name():
    stack = SceneStack(registry=registry_of(Named))
    with pytest.raises(TypeError):
        stack.push(Named([]), label="x")


def test_a_registry_needs_one_name_per_scene():
    class Nameless(Scene):
        pass

    class Twin(Named):
        pass

    with pytest.raises(ValueError):
        registry_of(Nameless)
    with pytest.raises(ValueError):
        registry_of(Named, Twin)


def test_every_scene_class_is_registered_under_its_name():
    """The app's registry (games/meduris/ui/scenes/__init__.py) holds every scene class the scene
    modules of the table and of Meduris define, so none can be asked for by a name that fails at
    play time."""
    defined = set()
    for package, path in _scene_module_paths():
        module = importlib.import_module(f"{package}.{path.stem}")
        defined |= {value for value in vars(module).values() if isinstance(value, type) and issubclass(value, Scene)
                    and value.__module__ == module.__name__ and value.scene_name}
    assert set(SCENES.values()) == defined
    assert {name for name in SCENES} >= {"title", "setup", "game", "end", "curtain", "rules", "menu", "saves"}
    assert all(cls.scene_name == name for name, cls in SCENES.items())


def _scene_module_paths() -> list[tuple[str, Path]]:
    return [(package, path) for package, directory in SCENES_DIRS.items() for path in sorted(directory.glob("*.py"))]


def _imports(package: str, path: Path) -> list[tuple[str, bool]]:
    """The modules of the scene packages a scene module imports (full names: siblings by `.name`,
    the other package by its absolute name), and whether the import sits in a function."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            names = [f"{package}.{node.module}"] if node.module else [f"{package}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module in SCENE_PACKAGES:
            names = [f"{node.module}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module.rsplit(".", 1)[0] in SCENE_PACKAGES:
            names = [node.module]
        else:
            continue
        inner = node
        in_function = False
        while inner in parents:
            inner = parents[inner]
            in_function |= isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef))
        found += [(name, in_function) for name in names]
    return found


def test_scene_modules_do_not_import_each_other():
    """Scenes ask for one another by name: a module defining a scene imports no other module that
    defines one (nor any module of the scene packages inside a function to dodge a circle)."""
    scene_modules = {cls.__module__ for cls in SCENES.values()}
    for package, path in _scene_module_paths():
        if path.stem == "__init__":
            continue
        itself = f"{package}.{path.stem}"
        for module, in_function in _imports(package, path):
            assert not in_function, f"{path.name} imports {module} inside a function"
            assert module not in scene_modules or module == itself, f"{path.name} imports the scene module {module}"
