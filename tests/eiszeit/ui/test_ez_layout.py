"""The Eiszeit table fits its window: at 1366x768 and 1920x1080, in it, es, de and en, with five
players (the most crowded right column), while a human plays a card and while he carries one
out: every button's label fits, nothing leaves the window, the board, the hand, the panels, the
supply, the prompt and the log do not overlap, and a hovered card's enlargement stays off the
right column."""

from __future__ import annotations

import random

import pygame
import pytest

from meduris_gui.i18n import set_language

from ez_helpers import ClickPlayer, click, ez_app, start_ez_game


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
