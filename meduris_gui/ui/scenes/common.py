"""The bar of buttons every scene shows: languages, rules help, animation speed, open screens."""

from __future__ import annotations

import pygame

from ...i18n import LANGUAGES, N_, _
from ..widgets import Button, ButtonRow

SPEED_ORDER = ("slow", "normal", "fast", "instant")
SPEED_LABELS = {"slow": N_("Speed: slow"), "normal": N_("Speed: normal"), "fast": N_("Speed: fast"),
                "instant": N_("Speed: instant")}


def top_bar(scene, rect: pygame.Rect, buttons: ButtonRow, game_controls: bool = True) -> None:
    """Language buttons (switch at any moment), rules help, and in a game speed and screens."""
    app = scene.app
    s = scene.scale
    gap = s.px(4)
    x = rect.left
    for code in LANGUAGES:
        width = s.px(38)
        buttons.add(Button(pygame.Rect(x, rect.top, width, rect.height), code.upper(),
                           (lambda c=code: app.set_language(c)), selected=app.settings.language == code,
                           name=f"lang-{code}"))
        x += width + gap
    x += gap
    rest = rect.right - x
    count = 3 if game_controls else 1
    width = (rest - gap * (count - 1)) // count

    def rules() -> None:
        from .overlays import RulesOverlay
        scene.stack.push(RulesOverlay())

    buttons.add(Button(pygame.Rect(x, rect.top, width, rect.height), _("Rules"), rules, name="rules"))
    if not game_controls:
        return
    x += width + gap

    def speed() -> None:
        order = SPEED_ORDER
        app.settings.speed = order[(order.index(app.settings.speed) + 1) % len(order)]
        scene.animator.speed = app.settings.speed
        scene._build_buttons()

    buttons.add(Button(pygame.Rect(x, rect.top, width, rect.height), _(SPEED_LABELS[app.settings.speed]), speed,
                       name="speed"))
    x += width + gap

    def screens() -> None:
        app.settings.open_screens = not app.settings.open_screens
        scene._after_change()

    label = _("Screens: open") if app.settings.open_screens else _("Screens: hidden")
    buttons.add(Button(pygame.Rect(x, rect.top, width, rect.height), label, screens, name="screens",
                       selected=app.settings.open_screens))
