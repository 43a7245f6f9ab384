"""Scenes and the scene stack (after Tuxemon's state machine).

Lifecycle of a scene, called by the stack:
- `enter()` when pushed, `exit()` when popped;
- `pause()` when another scene is pushed above it, `resume()` when that one is popped;
- `handle_event(event)` for input (only the top scene gets it);
- `update(dt)` every frame (only the top scene, unless `updates_below` of the top is True);
- `draw(surface)` every frame that needs one; draw must not change anything.

The stack draws bottom-up from the topmost opaque scene, so overlays (rules help, dialogs, the
curtain) need no special code. The stack works without a window, so it is unit-tested headless.

Scenes ask for one another by name, as in Tuxemon: the stack holds a registry of scene classes
(games/meduris/ui/scenes/__init__.py fills it in one place, the App hands it over), and
`stack.push("game", game=...)` / `stack.replace("title")` make the scene from its name and
keyword arguments. So no scene module imports another scene.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping


class UnknownSceneError(LookupError):
    """A scene was asked for by a name nobody registered (a typo, or a scene not registered)."""

    def __init__(self, name: str, known: Iterable[str]) -> None:
        super().__init__(f"no scene is registered as {name!r}; the registered scenes are: "
                         + (", ".join(sorted(known)) or "none"))
        self.name = name


class Scene:
    scene_name = ""        # the name it is registered and asked for by ("game"); set by each scene class
    opaque = True          # False: the scenes below show through (overlays)
    updates_below = False  # True: the scene below keeps updating (e.g. animations under a dialog)

    def __init__(self) -> None:
        self.stack: "SceneStack | None" = None

    @property
    def app(self):
        return self.stack.app if self.stack else None

    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...
    def handle_event(self, event) -> None: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface) -> None: ...

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute layouts and cached surfaces."""

    def language_changed(self) -> None:
        """The language changed: re-render cached texts."""

    def busy(self) -> bool:
        """True while something moves (animations): the app then draws every frame."""
        return False

    def frame_parts(self) -> list | None:
        """The parts of the scene's picture (table/frames.py: each a rectangle holding all it
        draws and a key that changes with what it shows), so that a frame draws again only the
        parts that changed; None: the scene is drawn whole every frame. Called after `update`,
        before `draw`; like draw, it changes nothing."""
        return None


SceneFactory = Callable[..., Scene]


def registry_of(*classes: type[Scene]) -> dict[str, SceneFactory]:
    """The registry of scene classes, each under its `scene_name` (which must be set and unique)."""
    registry: dict[str, SceneFactory] = {}
    for cls in classes:
        if not cls.scene_name or cls.scene_name in registry:
            raise ValueError(f"{cls.__qualname__}: a scene needs its own scene_name (got {cls.scene_name!r})")
        registry[cls.scene_name] = cls
    return registry


class SceneStack:
    def __init__(self, app=None, registry: Mapping[str, SceneFactory] | None = None) -> None:
        self.app = app
        self.scenes: list[Scene] = []
        self.registry: dict[str, SceneFactory] = dict(registry or {})

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def register(self, name: str, factory: SceneFactory) -> None:
        """Make `name` stand for `factory` (a Scene class, or any callable returning a scene)."""
        self.registry[name] = factory

    def make(self, name: str, /, **kwargs) -> Scene:
        """A new scene of the kind registered as `name`, made with `kwargs` (which may hold a
        `name` of their own: the curtain's player)."""
        factory = self.registry.get(name)
        if factory is None:
            raise UnknownSceneError(name, self.registry)
        return factory(**kwargs)

    def _scene(self, scene: Scene | str, kwargs: dict) -> Scene:
        if isinstance(scene, str):
            return self.make(scene, **kwargs)
        if kwargs:
            raise TypeError("keyword arguments go with a scene's name, not with a scene already made")
        return scene

    def find(self, name: str) -> Scene | None:
        """The topmost scene on the stack registered as `name`, or None."""
        return next((scene for scene in reversed(self.scenes) if scene.scene_name == name), None)

    def push(self, scene: Scene | str, /, **kwargs) -> Scene:
        """Push `scene`, or a new scene of the name `scene` made with `kwargs`."""
        scene = self._scene(scene, kwargs)
        if self.scenes:
            self.scenes[-1].pause()
        scene.stack = self
        self.scenes.append(scene)
        scene.enter()
        self._changed()
        return scene

    def pop(self, scene: Scene | None = None) -> Scene | None:
        """Pop the top scene (or `scene` and everything above it)."""
        if not self.scenes:
            return None
        if scene is not None and scene in self.scenes:
            while self.scenes[-1] is not scene:
                self.pop()
        top = self.scenes.pop()
        top.exit()
        top.stack = None
        if self.scenes:
            self.scenes[-1].resume()
        self._changed()
        return top

    def replace(self, scene: Scene | str, /, **kwargs) -> Scene:
        """Pop every scene and push `scene` (title -> setup -> game -> end); a name is made
        first, so an unknown one leaves the stack as it was."""
        scene = self._scene(scene, kwargs)
        while self.scenes:
            self.pop()
        return self.push(scene)

    def _changed(self) -> None:
        """The scenes changed: the window needs drawing again."""
        if self.app is not None:
            self.app.dirty = True

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom-up from the topmost opaque one."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        return self.scenes[start:]

    def handle_event(self, event) -> None:
        if self.scenes:
            self.scenes[-1].handle_event(event)

    def update(self, dt: float) -> None:
        if not self.scenes:
            return
        top = self.scenes[-1]
        if top.updates_below and len(self.scenes) > 1:
            self.scenes[-2].update(dt)
        top.update(dt)

    def draw(self, surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def resize(self, size) -> None:
        for scene in self.scenes:
            scene.resize(size)

    def language_changed(self) -> None:
        for scene in self.scenes:
            scene.language_changed()

    def busy(self) -> bool:
        return any(scene.busy() for scene in self.scenes)
