"""The illustrated rules help: every page fits at 1366x768 and 1920x1080 in every language (no
text cut, every text at a role's size), the contents reach every page, the pages turn with the
buttons, the wheel and the keys, the prompt's "?" opens the page of its decision, and
`meduris screenshot --scene rules --page N` draws the page N."""

from __future__ import annotations

import random

import pygame
import pytest

from meduris_gui.games import entry
from meduris_gui.cli import main
from meduris_gui.i18n import LANGUAGES, set_language
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.kinds import Building, Phase
from meduris_gui.table import theme, widgets
from meduris_gui.table.app import App, Settings
from meduris_gui.games.meduris.ui.autoplay import ClickPlayer
from meduris_gui.games.meduris.ui.scenes.game import GameScene
from meduris_gui.games.meduris.ui.scenes.rules_art import PICTURES
from meduris_gui.games.meduris.ui.scenes.rules_pages import RulesOverlay
from meduris_gui.games.meduris.ui.scenes.rules_text import KEYS, PAGES, help_page, page_index
from meduris_gui.table.scenes.title import TitleScene

from helpers import drawn

SIZES = [(1366, 768), (1920, 1080)]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")
    widgets.TRACE = None


def rules_app(language: str = "en", size=(1366, 768), page: int = 0) -> tuple[App, RulesOverlay]:
    app = App(size=size, settings=Settings(language=language, speed="instant"), headless=True)
    app.stack.push(TitleScene())
    overlay = app.stack.push("rules", page=page)
    app.step()
    return app, overlay


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_fits_without_cutting_a_text(language, size):
    app, overlay = rules_app(language, size)
    s = theme.Scale(size)
    roles = {s.role(name) for name in theme.ROLES}
    for page in range(len(PAGES)):
        overlay.go(page)
        trace = drawn(app, overlay)
        where = f"{language} {size} page {page} ({PAGES[page].key})"
        assert overlay.fits, f"{where}: the text does not fit beside the picture"
        words = " ".join(" ".join(item.lines) for item in trace)
        for paragraph in overlay_paragraphs(page):
            assert " ".join(paragraph.split()) in " ".join(words.split()), f"{where}: {paragraph!r} not drawn whole"
        for item in trace:
            assert item.size in roles, f"{where}: {item.lines} at {item.size}px, no role's size"
            assert item.fits, f"{where}: {item.kind} {item.lines} cut in {item.rect}"
            if item.kind != "button":
                assert overlay.rect.contains(item.rect), f"{where}: {item.lines} leaves the page {item.rect}"
        for button in overlay.buttons.buttons:
            assert button.fits and button.drawn_size == s.button, f"{where}: button {button.label!r}"
            assert overlay.rect.contains(button.rect), f"{where}: button {button.name} leaves the page"
        picture, column = overlay.columns()
        assert not picture.colliderect(column), f"{where}: the picture covers the text"


def overlay_paragraphs(page: int) -> list[str]:
    from meduris_gui.games.meduris.ui.scenes.rules_text import page_paragraphs
    return page_paragraphs(page)


def test_every_page_has_a_picture_and_its_own_text():
    assert set(KEYS) == set(PICTURES)
    assert len(set(KEYS)) == len(KEYS)
    assert all(page.paragraphs for page in PAGES[1:]), "a page without text"
    assert len({page.title for page in PAGES}) == len(PAGES)


def picture_of(app: App, overlay: RulesOverlay, page: int) -> bytes:
    overlay.go(page)
    overlay.draw(app.screen)
    picture, _column = overlay.columns()
    return pygame.image.tobytes(app.screen.subsurface(picture), "RGB")


def test_every_picture_is_drawn_and_differs_from_the_others():
    app, overlay = rules_app()
    pictures = [picture_of(app, overlay, page) for page in range(len(PAGES))]
    assert len(set(pictures)) == len(PAGES)
    blank = app.screen.subsurface(overlay.columns()[0]).copy()
    blank.fill(theme.LIGHT)
    assert pygame.image.tobytes(blank, "RGB") not in pictures


@pytest.mark.parametrize("language", ["it", "de"])
def test_the_contents_reach_every_page(language):
    app, overlay = rules_app(language)
    player = ClickPlayer(app, random.Random(1))
    assert not overlay.buttons.find("contents").enabled          # already on the contents
    for page in range(1, len(PAGES)):
        assert player.button(overlay, f"page-{page}")
        assert app.stack.top is overlay and overlay.page == page
        assert overlay.buttons.find("page-1") is None               # a page shows no contents
        assert player.button(overlay, "contents")
        assert overlay.page == 0


def test_pages_turn_with_buttons_wheel_and_keys():
    app, overlay = rules_app(page=3)
    player = ClickPlayer(app, random.Random(1))
    assert player.button(overlay, "next") and overlay.page == 4
    assert player.button(overlay, "previous") and overlay.page == 3
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
    assert overlay.page == 4
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    assert overlay.page == 3
    for key, page in ((pygame.K_RIGHT, 4), (pygame.K_PAGEDOWN, 5), (pygame.K_LEFT, 4), (pygame.K_HOME, 0),
                      (pygame.K_LEFT, len(PAGES) - 1), (pygame.K_RIGHT, 0)):
        app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")])
        assert overlay.page == page, key
    assert player.button(overlay, "close")
    assert app.stack.top is not overlay


def test_escape_and_a_click_outside_close_the_rules():
    app, overlay = rules_app(page=2)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert overlay not in app.stack.scenes
    app, overlay = rules_app(page=2)
    ClickPlayer(app, random.Random(1)).click((2, app.size[1] - 2))
    assert overlay not in app.stack.scenes


# -- the prompt's "?" -------------------------------------------------------------------------

EXPECTED = {Phase.SETUP: "turn", Phase.ROLL: "die", Phase.TAKE: "die", Phase.RETURN: "die", Phase.MAIN: "turn",
            Phase.SACRIFICE: "druid"}


def games_at_each_phase(players: int, seed: int):
    """A random game, yielding a copy whenever a new kind of decision comes up (PAY twice: for a
    hut and for a temple)."""
    rng = random.Random(seed)
    game = Game.new(["purple", "blue", "green", "red"][:players], 0, rng=rng)
    seen = set()
    while not game.is_over() and len(seen) < 8:
        state = game.state
        kind = (state.phase, state.pending[0] if state.phase == Phase.PAY and state.pending else None)
        if kind not in seen:
            seen.add(kind)
            yield game.copy()
        if state.phase == Phase.ROLL:
            game.roll(rng)
            continue
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])


def open_help(app: App, scene: GameScene) -> RulesOverlay:
    while app.stack.top is not scene:            # the curtain between two humans
        app.stack.pop()
    app.dirty = True
    app.step()
    assert ClickPlayer(app, random.Random(1)).button(scene, "help"), f"no ? in phase {scene.game.state.phase!r}"
    overlay = app.stack.top
    assert isinstance(overlay, RulesOverlay)
    app.stack.pop(overlay)
    return overlay


def expected_key(game: Game) -> str:
    state = game.state
    if state.phase == Phase.PAY:
        return "temples" if state.pending[0] == Building.TEMPLE else "price"
    return EXPECTED[state.phase]


def test_the_question_mark_opens_the_page_of_each_decision():
    app = App(size=(1366, 768), settings=Settings(language="en", speed="instant"), headless=True)
    phases = set()
    for seed in (1, 2, 3):
        for game in games_at_each_phase(3, seed):
            scene = app.stack.replace(GameScene(game, seed=1))
            phases.add(game.state.phase)
            overlay = open_help(app, scene)
            assert PAGES[overlay.page].key == expected_key(game), game.state.phase
            if game.state.phase == Phase.MAIN and scene.targets.workers:
                scene.choosing.selected_worker = next(iter(scene.targets.workers))
                assert PAGES[open_help(app, scene).page].key == "harvest"
                scene.choosing.cancel()
            if game.state.phase == Phase.MAIN and scene.targets.spaces:
                scene.choosing.pending_space = next(iter(scene.targets.spaces))
                assert PAGES[open_help(app, scene).page].key == "price"
    assert phases >= set(EXPECTED) | {Phase.PAY}


def test_help_page_maps_every_decision_to_a_page():
    for phase in Phase:
        assert 0 <= help_page(phase) < len(PAGES)
    assert help_page(Phase.PAY, temple=True) == page_index("temples")
    assert help_page(Phase.MAIN, worker_chosen=True) == page_index("harvest")
    assert help_page(Phase.MAIN, space_chosen=True) == page_index("price")
    assert help_page(Phase.OVER) == page_index("end")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_prompt_keeps_two_lines_beside_undo_and_the_question_mark(language):
    """The "?" takes room from the prompt's text: it still fits its two lines."""
    app = App(size=(1366, 768), settings=Settings(language=language, speed="instant"), headless=True)
    for game in games_at_each_phase(4, 5):
        scene = app.stack.replace(GameScene(game, seed=1))
        while app.stack.top is not scene:
            app.stack.pop()
        help_button = scene.buttons.find("help")
        assert help_button is not None
        undo = scene.buttons.find("undo")
        assert undo is None or undo.rect.right <= help_button.rect.left
        trace = drawn(app, scene)
        prompt = [item for item in trace if item.kind == "wrapped" and item.rect.top < scene.layout.prompt.top + 20
                  and scene.layout.prompt.contains(item.rect)]
        assert prompt and all(item.fits for item in prompt), (language, game.state.phase, prompt)
        assert all(item.rect.right <= help_button.rect.left for item in prompt)


# -- meduris screenshot --scene rules --------------------------------------------------------

def test_screenshot_draws_a_rules_page(tmp_path):
    images = {}
    for page in (0, 4, 6):
        out = tmp_path / f"rules-{page}.png"
        assert main(["screenshot", str(out), "--scene", "rules", "--page", str(page), "--lang", "es",
                     "--size", "1920x1080"]) == 0
        image = pygame.image.load(str(out))
        assert image.get_size() == (1920, 1080)
        images[page] = pygame.image.tobytes(image, "RGB")
    assert len(set(images.values())) == 3, "the pages look alike"


def test_screenshot_refuses_a_page_that_does_not_exist(tmp_path, capsys):
    assert entry("meduris").rules_pages == len(PAGES)
    assert main(["screenshot", str(tmp_path / "x.png"), "--scene", "rules", "--page", str(len(PAGES))]) == 2
    assert "--page" in capsys.readouterr().err
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("language", ["it", "es", "de"])
def test_every_text_of_the_rules_is_translated(language):
    """Not one English word on a page: titles, paragraphs and the navigation buttons."""
    from meduris_gui.games.meduris.ui.scenes.rules_text import page_paragraphs, page_title
    app, overlay = rules_app(language, page=1)
    translated = [button.label for button in overlay.buttons.buttons]
    translated += [page_title(k) for k in range(len(PAGES))] + [p for k in range(len(PAGES)) for p in page_paragraphs(k)]
    set_language("en")
    english_app, english = rules_app("en", page=1)
    english_texts = [button.label for button in english.buttons.buttons]
    english_texts += [page_title(k) for k in range(len(PAGES))] + [p for k in range(len(PAGES)) for p in page_paragraphs(k)]
    same = [text for text, other in zip(translated, english_texts) if text == other]
    assert not same, f"{language}: left in English: {same}"
