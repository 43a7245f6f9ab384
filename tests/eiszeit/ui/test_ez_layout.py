"""The Eiszeit table fits its window: at 1366x768 and 1920x1080, in it, es, de and en, with five
players (the most crowded right column), while a human plays a card and while he carries one
out: every button's label fits, nothing leaves the window, the board, the hand, the panels, the
supply, the prompt and the log do not overlap, and a hovered card's enlargement stays off the
right column. At every size from the smallest window to 1920x1080 (16:9, 16:10, 4:3, 5:4), with
3, 4 and 5 players, the hand shown or hidden: the same, a full hand's cards apart whenever the
strip has room for them; the board grows with the window, and a click on a region's centre
picks that region at every size."""

from __future__ import annotations

import random

import pygame
import pytest

from meduris_gui.games.eiszeit.ui.choices import REGION, Element
from meduris_gui.games.eiszeit.ui.scenes.draw import HAND_MAX
from meduris_gui.games.eiszeit.ui.scenes.panels import hand_rects
from meduris_gui.i18n import set_language
from meduris_gui.table.app import MIN_SIZE

from ez_helpers import ClickPlayer, click, ez_app, start_ez_game

SIZES = [MIN_SIZE, (1024, 768), (1280, 720), (1280, 800), (1280, 1024), (1366, 768), (1440, 900), (1600, 900),
         (1680, 1050), (1920, 1080)]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def advance_to(app, scene, step: str, rng) -> None:
    player = ClickPlayer(app, rng, backs=0.0)
    for _ in range(6000):
        if scene.human_decides() and scene.game.state.step == step and not scene.choice().chosen:
            return
        player.step()
    raise AssertionError(f"no {step} decision of the human")


def check_layout(app, scene) -> None:
    layout = scene.layout
    window = pygame.Rect((0, 0), app.size)
    app.dirty = True
    scene.draw(app.screen)
    scene.buttons.draw(app.screen, layout.scale.button)
    for button in scene.buttons.buttons:
        assert button.fits, (button.name, button.label)
        assert window.contains(button.rect), button.name
    parts = [layout.geometry.rect, layout.hand, *layout.panels, layout.supply, layout.prompt, layout.log]
    for part in parts:
        assert window.contains(part), part
    for k, a in enumerate(parts):
        for b in parts[k + 1:]:
            assert not a.colliderect(b), (a, b)
    for button in scene.buttons.buttons:
        if button.name not in scene.bar_names:
            assert layout.prompt.contains(button.rect), button.name
    assert layout.log.height >= layout.scale.px(60)
    for rect, _code in scene.card_hits:
        assert window.contains(rect)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("language", ["it", "es", "de", "en"])
def test_the_table_fits_with_five_players(size, language):
    app = ez_app(language, size=size, seed=2)
    scene = start_ez_game(app, ["human", "easy", "easy", "easy", "easy"], seed=2)
    rng = random.Random(2)
    advance_to(app, scene, "play", rng)
    check_layout(app, scene)
    card = next(e for e in sorted(scene.glowing()) if e.kind == "card")
    click(app, scene.element_point(card))                      # chosen: its note and the Play button
    assert scene.chosen_card() == card.who
    check_layout(app, scene)
    pos = scene.card_hits[0][0].center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    check_layout(app, scene)
    assert scene.enlarged is not None and scene.enlarged.right <= scene.layout.right.left
    advance_to(app, scene, "act", rng)
    check_layout(app, scene)


def resize(app, size) -> None:
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1])])
    assert app.size == tuple(size)


def check_hand_strip(scene) -> None:
    """The strip under the board holds a full hand, apart when it is wide enough for them (or
    in two rows), and says in one line why it is empty when the hand is hidden."""
    layout = scene.layout
    rects = hand_rects(layout, HAND_MAX)
    for rect in rects:
        assert layout.hand.contains(rect), (rect, layout.hand)
    apart = all(not a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1:])
    one_row = HAND_MAX * layout.card[0] + (HAND_MAX - 1) * layout.scale.px(8) <= layout.hand.width
    assert apart or (one_row is False and layout.hand_rows == 1)
    f = layout.scale.role_font("text")
    longest = max(scene.names(), key=lambda name: f.size(name)[0])
    saved = scene.handover
    try:
        scene.handover = scene.names().index(longest)
        texts = [scene.hidden_hand_text()]
        scene.handover = None
        texts.append(scene.hidden_hand_text())
    finally:
        scene.handover = saved
    for text in texts:
        assert f.size(text)[0] <= layout.hand.width, text


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_table_fits_at_every_size_in_every_language(players):
    """One game per player count at the human's card decision, laid out again at every size in
    every language (a resize and a change of language both lay the table out anew)."""
    app = ez_app("en", size=(1366, 768), seed=players)
    scene = start_ez_game(app, ["human"] + ["easy"] * (players - 1), seed=players)
    advance_to(app, scene, "play", random.Random(players))
    for language in ("en", "it", "es", "de"):
        app.set_language(language)
        for size in SIZES:
            resize(app, size)
            check_layout(app, scene)
            check_hand_strip(scene)


def test_the_board_grows_with_the_window_and_a_tall_window_lays_the_hand_in_two_rows():
    app = ez_app("en", size=(1366, 768))
    scene = start_ez_game(app, ["human", "easy", "easy"], seed=1)
    boards = {}
    for size in SIZES:
        resize(app, size)
        boards[size] = scene.layout.geometry.rect.size
    small, large = boards[(1366, 768)], boards[(1920, 1080)]
    assert large[0] >= 1.35 * small[0] and large[1] >= 1.35 * small[1]
    ordered = [boards[size][0] * boards[size][1] for size in [MIN_SIZE, (1280, 720), (1366, 768), (1600, 900),
                                                               (1920, 1080)]]
    assert ordered == sorted(ordered)
    resize(app, (1280, 1024))
    layout = scene.layout
    assert layout.hand_rows == 2
    rects = hand_rects(layout, HAND_MAX)
    assert len({r.top for r in rects}) == 2
    # the two rows fill the band under the board: less than a card's height is left empty
    assert layout.hand.bottom - max(r.bottom for r in rects) < layout.card[1] // 2
    resize(app, (1920, 1080))
    assert scene.layout.hand_rows == 1


def test_a_click_on_a_regions_centre_picks_that_region_at_every_size():
    """The clicks follow the board's scale: at every size each region's centre is that region,
    and at the opening (S9: regions glow, nothing stands on them yet) a click there picks it."""
    app = ez_app("en", size=(1366, 768))
    scene = start_ez_game(app, ["human", "easy", "easy"], seed=3)
    glowing = sorted(e.a for e in scene.glowing() if e.kind == REGION)
    assert glowing
    for size in SIZES:
        resize(app, size)
        g = scene.layout.geometry
        for rid in range(1, 13):
            assert g.region_at(g.centre(rid)) == rid, (size, rid)
            assert g.rect.collidepoint(g.centre(rid))
        for rid in glowing:
            point = g.centre(rid)
            if not any(rect.collidepoint(point) for rect, _e in scene.hits):
                assert scene.element_at(point) == Element(REGION, a=rid), (size, rid)
    before = len(scene.game.history)
    rid = glowing[-1]
    click(app, scene.layout.geometry.centre(rid))
    assert len(scene.game.history) == before + 1
    assert sum(scene.game.state.hunters[rid - 1]) >= 1
