"""`meduris screenshot --game eiszeit --scene ...` renders every scene of Eiszeit the window has
(the title with Eiszeit chosen, its setup, game, end and every rules page; its guided game and
replay come with their scenes), each a real picture of the window's size."""

from __future__ import annotations

import pygame
import pytest

from meduris_gui import cli
from meduris_gui.games import entry
from meduris_gui.games.eiszeit.ui.scenes.rules_pages import PAGES
from meduris_gui.i18n import set_language
from meduris_gui.table.app import App, Settings
from meduris_gui.table.main import build_scene


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def colours(image) -> int:
    return len({tuple(image.get_at((x, y)))[:3] for x in range(0, image.get_width(), 37)
                for y in range(0, image.get_height(), 29)})


def test_the_command_knows_how_many_rules_pages_there_are():
    assert entry("eiszeit").rules_pages == len(PAGES)       # what `meduris screenshot --page` allows


@pytest.mark.parametrize(("scene", "lang", "size", "players", "seats"), [
    ("title", "it", "1366x768", None, None),
    ("setup", "es", "1366x768", "5", "human,easy,medium,strong,human"),
    ("game", "de", "1920x1080", "4", "human,strong,human,easy"),
    ("end", "en", "1366x768", "3", None),
    ("rules", "de", "1366x768", None, None)])
def test_every_scene_renders(tmp_path, scene, lang, size, players, seats):
    out = tmp_path / f"{scene}.png"
    argv = ["screenshot", str(out), "--game", "eiszeit", "--scene", scene, "--lang", lang, "--size", size,
            "--moves", "60", "--page", "5"]
    argv += ["--players", players] if players else []
    argv += ["--seats", seats] if seats else []
    assert cli.main(argv) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == tuple(int(v) for v in size.split("x"))
    assert colours(image) > (10 if scene == "end" else 20)      # the end: two tables on the cloth


def test_the_pictures_show_what_was_asked():
    """Built as the command builds them: the title offers Eiszeit, the setup has the players
    asked for (3 without --players: Eiszeit's fewest), the game its seats, the end its scores,
    and every rules page opens over the title."""
    app = App(size=(1366, 768), settings=Settings(language="en", speed="instant", autosave=False), headless=True)
    build_scene(app, "title", 3, 1, 0, game="eiszeit")
    assert app.stack.top.scene_name == "title" and app.stack.top.game_title() == "Eiszeit"
    assert app.stack.top.buttons.find("game-eiszeit").selected
    build_scene(app, "setup", 4, 1, 0, ["human", "easy", "strong", "human"], game="eiszeit")
    setup = app.stack.top
    assert setup.scene_name == "ez-setup" and setup.players == 4
    assert setup.seats[:4] == ["human", "easy", "strong", "human"]
    build_scene(app, "game", 5, 2, 80, ["human"] * 5, game="eiszeit")
    game = app.stack.top
    assert game.scene_name == "ez-game" and game.game.state.n == 5 and len(game.game.history) >= 80
    build_scene(app, "end", 3, 2, 0, game="eiszeit")
    end = app.stack.top
    assert end.scene_name == "ez-end" and end.game.is_over()
    assert [row["total"] for row in end.rows] == list(end.game.outcome().scores)
    for page in range(len(PAGES)):
        build_scene(app, "rules", 3, 1, 0, page=page, game="eiszeit")
        rules = app.stack.top
        assert rules.scene_name == "ez-rules" and rules.page == page
        app.step()


def test_the_players_default_to_the_games_fewest_and_too_few_are_refused(tmp_path, capsys):
    out = tmp_path / "setup.png"
    assert cli.main(["screenshot", str(out), "--game", "eiszeit", "--scene", "setup", "--lang", "en"]) == 0
    assert cli.main(["screenshot", str(out), "--game", "eiszeit", "--players", "2"]) == 2
    assert "Eiszeit is played by 3, 4 or 5 players" in capsys.readouterr().err
    assert cli.main(["screenshot", str(out), "--game", "eiszeit", "--scene", "rules", "--page", str(len(PAGES))]) == 2
    assert f"at most {len(PAGES) - 1}" in capsys.readouterr().err
