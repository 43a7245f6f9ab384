"""Shared helpers of the Dolmengötter window's tests: a headless app on the Dolmengötter title, and
a player that decides by synthetic mouse clicks only (places, druids, buttons, the curtain)."""

from __future__ import annotations

from meduris_gui.games.dolmengoetter.ui.scenes.curtain import DolmenCurtain
from meduris_gui.games.dolmengoetter.ui.scenes.end import DolmenEndScene
from meduris_gui.games.dolmengoetter.ui.scenes.game import DolmenGameScene
from meduris_gui.games.dolmengoetter.ui.scenes.setup import DolmenSetupScene
from meduris_gui.table.app import App, Settings

from window_checks import SeatedClickPlayer, click, click_button, play_to_end as play_until

__all__ = ["ClickPlayer", "click", "click_button", "dolmen_app", "play_to_end", "start_dolmen_game", "wait_for_setup"]


def dolmen_app(language: str = "en", size=(1366, 768), speed: str = "instant", seed: int = 7) -> App:
    app = App(size=size, settings=Settings(language=language, speed=speed, seed=seed, autosave=False), headless=True)
    app.settings.game = "dolmengoetter"
    app.stack.push("title")
    app.step()
    return app


def start_dolmen_game(app: App, seats, start: int | None = 0) -> DolmenGameScene:
    """Title -> setup -> game by clicks: `seats` ("human", "easy", ...) one per player."""
    assert click_button(app, app.stack.top, "new-game")
    setup = app.stack.top
    assert isinstance(setup, DolmenSetupScene)
    assert click_button(app, setup, f"players-{len(seats)}")
    for seat, kind in enumerate(seats):
        for _ in range(4):
            if setup.seats[seat] == kind:
                break
            assert click_button(app, setup, f"seat-{seat}")
        assert setup.seats[seat] == kind
    assert click_button(app, setup, "start-random" if start is None else f"start-{start}")
    assert click_button(app, setup, "start-game")
    wait_for_setup(app)
    while isinstance(app.stack.top, DolmenCurtain):
        click(app, (5, 5))
    assert isinstance(app.stack.top, DolmenGameScene)
    return app.stack.top


def wait_for_setup(app: App) -> None:
    """The setup keeps an unfinished autosave in the background before the game starts: wait for
    it (no timing: the thread is waited for) and step the frame that opens the game."""
    job = getattr(app.stack.top, "loading", None)
    if isinstance(app.stack.top, DolmenSetupScene) and job is not None:
        job.wait()
        app.step()


class ClickPlayer(SeatedClickPlayer):
    """Plays the human seats by clicks (window_checks.SeatedClickPlayer): a glowing place, a druid
    then one of its glowing ends (or herbs), a prompt button."""

    curtain = DolmenCurtain
    table = DolmenGameScene

    def decide(self, scene: DolmenGameScene) -> None:
        app = self.app
        choices = [b.name for b in scene.buttons.buttons
                   if b.name not in scene.bar_names and b.enabled and b.name not in ("undo", "suggest")]
        targets = sorted(scene.targets())
        g = scene.layout.geometry
        if targets and (not choices or self.rng.random() < 0.85):
            click(app, g.point(self.rng.choice(targets)))
            return
        if choices:
            click_button(app, scene, self.rng.choice(choices))
            return
        app.step()


def play_to_end(app: App, player: ClickPlayer, limit: int = 20000) -> int:
    return play_until(app, player, DolmenEndScene.scene_name, limit)
