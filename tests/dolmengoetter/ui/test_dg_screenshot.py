"""`meduris screenshot --game dolmengoetter --scene ...` renders every scene of Die Dolmengötter
(tutorial: its guided game, at --step)."""

from __future__ import annotations

import pygame
import pytest

from meduris_gui import cli
from meduris_gui.games import entry
from meduris_gui.games.dolmengoetter.ui.scenes.rules_pages import PAGES
from meduris_gui.i18n import set_language


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def test_the_command_knows_how_many_rules_pages_there_are():
    assert entry("dolmengoetter").rules_pages == len(PAGES)       # what `meduris screenshot --page` allows


@pytest.mark.parametrize("scene", ["title", "setup", "game", "end", "replay", "rules", "tutorial"])
def test_every_scene_renders(tmp_path, scene):
    out = tmp_path / f"{scene}.png"
    status = cli.main(["screenshot", str(out), "--game", "dolmengoetter", "--scene", scene, "--lang", "de",
                       "--players", "5", "--seats", "human,easy,easy,easy,human", "--moves", "30", "--page", "3"])
    assert status == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1366, 768)


def test_meduris_is_played_by_four_at_most(capsys):
    assert cli.main(["screenshot", "x.png", "--players", "5"]) == 2
    assert "2, 3 or 4" in capsys.readouterr().err


def test_the_replay_is_pictured_at_its_middle_decision():
    from meduris_gui.games.dolmengoetter.ui.scenes.replay import DolmenReplayScene
    from meduris_gui.table.app import App, Settings
    from meduris_gui.table.main import build_scene
    app = App(size=(1366, 768), settings=Settings(language="en", speed="instant", autosave=False), headless=True)
    build_scene(app, "replay", 3, 3, 40, game="dolmengoetter")
    replay = app.stack.top
    assert isinstance(replay, DolmenReplayScene) and replay.final.is_over()
    assert replay.k == replay.total // 2 and 0 < replay.k < replay.total
