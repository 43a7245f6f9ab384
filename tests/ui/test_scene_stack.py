"""The scene stack without a window: lifecycle order, overlays, opaque scenes (STYLE: Tuxemon)."""

from __future__ import annotations

from meduris_gui.ui.scene import Scene, SceneStack


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
