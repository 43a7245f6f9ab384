"""Issue 19, item 7: "Suggest comes and goes". With hints on, the Suggest button is there in every
decision of a human seat (main action, "+1"/"-1", payments, sacrifices, the first placements) and
at a human's die roll (disabled there: the die decides, nothing to suggest); never in a computer's
decision, never once the game is over, never seen through a curtain. Seen in a window: it was
missing at the first decision of every turn (the die's animation was running when the buttons
were made, and nothing made them again when it ended) and back after an undo.

The games run at a real animation speed (at "instant" nothing animates and the bug hides)."""

from __future__ import annotations

import random

import pytest

from meduris_gui.games.meduris.rules.kinds import Phase
from meduris_gui.table.app import App, Settings
from meduris_gui.games.meduris.ui.autoplay import click_event
from meduris_gui.games.meduris.ui.scenes.end import EndScene
from meduris_gui.games.meduris.ui.scenes.game_base import GameBase
from meduris_gui.table.scenes.title import TitleScene

from helpers import finish_loading, headless_app, start_game


def _suggest_state(app) -> str:
    """What the frame on screen shows of the Suggest button: "none", "off" (disabled) or "on";
    "hidden" when a curtain (or any opaque scene) covers the game."""
    visible = app.stack.visible()
    scenes = [scene for scene in visible if isinstance(scene, GameBase)]
    if not scenes:
        return "hidden"
    scene = scenes[-1]
    for name, _label, enabled in scene.screen().buttons:
        if name == "suggest":
            return "on" if enabled else "off"
    return "none"


def _expected(scene) -> str | None:
    """What the button must be now (None: no claim, while the last decision still animates and a
    human is to act next: what the panel shows then is the curtain's and animation's business)."""
    if scene.game.is_over() or scene.computer_to_act() is not None:
        return "none"
    if scene.animator.busy:
        return None
    if scene.handover is not None:
        return "none"                            # the laptop passes: no choices before the curtain
    if scene.targets.roll:
        return "off"
    return "on"


def check(app, seen: dict, where: str = "") -> None:
    top = app.stack.top
    state = _suggest_state(app)
    if top.scene_name == "curtain":
        assert state == "hidden", f"the game shows through the curtain {where}"
        return
    if not isinstance(top, GameBase):
        return
    expected = _expected(top)
    if expected is None:
        return
    if expected == "on" and top.hinter.thinking:
        expected = "off"                         # "Thinking…": asked, the answer on its way
    key = "roll" if top.targets.roll else Phase(top.game.state.phase).name if expected != "none" else "computer"
    seen[key] = seen.get(key, 0) + 1
    assert state == expected, (where, key, state, expected, str(top.game.state.phase), top.prompt_text())


def _drive(app, player, rng, seen: dict, *, undo_rate: float = 0.0, limit: int = 60000,
           stop_after: int | None = None) -> int:
    """Play on by clicks, checking the button after every frame; now and then Undo (checked at
    once after it). Returns the number of human decisions taken."""
    decisions = 0
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, EndScene):
            return decisions
        if isinstance(top, GameBase):
            scene = top
            if scene.animator.busy or scene.computer_to_act() is not None:
                job = scene.table.thinker.job
                if job is not None:
                    job.done.wait(5.0)
                app.step(dt=0.2)                 # the animation runs on (a click would skip it)
                check(app, seen, "while pieces move or a computer thinks")
                continue
            if stop_after is not None and decisions >= stop_after and not scene.game.is_over():
                return decisions
            if undo_rate and scene.can_undo() and rng.random() < undo_rate:
                assert player.button(scene, "undo")
                seen["undo"] = seen.get("undo", 0) + 1
                check(app, seen, "right after an undo")
                continue
            if not scene.targets.roll and not scene.game.is_over():
                decisions += 1
        player.step()
        check(app, seen, "after a click")
    raise AssertionError("the game does not end")


@pytest.mark.slow
def test_suggest_is_there_in_every_human_decision_of_whole_games_against_a_computer():
    rng = random.Random(3)
    app = headless_app("it", speed="fast", seed=3)
    assert app.settings.hints_shown()           # on in the first games
    player = start_game(app, 2, seed=3, seats=["human", "easy"])
    seen: dict = {}
    check(app, seen, "at the first placement")
    _drive(app, player, rng, seen, undo_rate=0.3)
    assert isinstance(app.stack.top, EndScene)
    # Every kind of human decision was met, and the computer's turns too.
    for kind in ("roll", "SETUP", "MAIN", "PAY", "SACRIFICE", "computer", "undo"):
        assert seen.get(kind), (kind, seen)
    assert seen.get("TAKE") or seen.get("RETURN"), seen


@pytest.mark.slow
def test_suggest_is_there_for_each_human_of_a_hot_seat_game_and_never_through_the_curtain():
    rng = random.Random(8)
    app = headless_app("de", speed="normal", seed=8)
    player = start_game(app, 3, seed=8, seats=["human", "human", "medium"])
    seen: dict = {}
    _drive(app, player, rng, seen, undo_rate=0.2)
    assert isinstance(app.stack.top, EndScene)
    assert seen.get("roll") and seen.get("MAIN") and seen.get("computer") and seen.get("undo"), seen


def _resume(size=(1366, 768)) -> App:
    again = App(size=size, settings=Settings(language="es", speed="normal", seed=4), headless=True)
    title = again.stack.push(TitleScene())
    again.step()
    assert title.buttons.find("continue") is not None
    title.buttons.find("continue").on_click()
    finish_loading(again)
    return again


def test_suggest_is_there_right_after_resuming_a_saved_game():
    """Resumed at a human's decision in the middle of a turn, and at a human's die roll."""
    for seats, stop_after in ((["human", "easy"], 9), (["human", "easy"], 14), (["human", "human"], 11)):
        rng = random.Random(stop_after)
        app = headless_app("es", speed="normal", seed=stop_after)
        player = start_game(app, 2, seed=stop_after, seats=seats)
        seen: dict = {}
        _drive(app, player, rng, seen, stop_after=stop_after)
        app.quit()                                # the window closes: the autosave holds the game
        again = _resume()
        top = again.stack.top
        while top.scene_name == "curtain":        # two humans: the laptop is passed first
            check(again, seen, "resumed, behind the curtain")
            again.step(click_event(again.screen.get_rect().center))
            top = again.stack.top
        assert isinstance(top, GameBase)
        assert top.table.is_human(top.table.seat_to_act(top.game))
        assert _suggest_state(again) == ("off" if top.targets.roll else "on"), top.prompt_text()
        resumed: dict = {}
        check(again, resumed, "right after resuming")
        assert resumed, "the check saw the resumed decision"
        top.table.stop()
        again.quit()


def test_the_roll_shows_suggest_disabled_and_says_why():
    app = headless_app("en", speed="normal", seed=1)
    player = start_game(app, 2, seed=1, seats=["human", "easy"])
    scene = app.stack.top
    for _ in range(2000):
        if scene.targets.roll and not scene.animator.busy and scene.computer_to_act() is None:
            break
        player.step()
    button = scene.buttons.find("suggest")
    assert button is not None and not button.enabled and button.label == "Suggest"
    assert "die" in button.hint
    assert not player.button(scene, "suggest")
    assert scene.hints_used == [0, 0]             # nothing was asked, nothing counted
    assert scene.game.state.phase != Phase.OVER
    scene.table.stop()
