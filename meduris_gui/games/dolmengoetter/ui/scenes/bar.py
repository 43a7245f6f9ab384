"""The bar above the Dolmengötter table: the languages, the rules, the animation speed, the menu."""

from __future__ import annotations

import pygame

from .....i18n import LANGUAGES, _
from meduris_gui.table.scenes.common import SPEED_LABELS, SPEED_ORDER
from meduris_gui.table.widgets import Button, button_width, every_translation, share_widths

BAR_LABELS = (("Rules",), tuple(SPEED_LABELS.values()), ("Menu",))


def bar_width_needed(s, height: int) -> int:
    gap = s.px(4)
    needed = [button_width([t for m in group for t in every_translation(m)], s.button, height) for group in BAR_LABELS]
    return len(LANGUAGES) * (s.px(38) + gap) + gap + sum(needed) + gap * (len(needed) - 1)


def menu_bar(scene, rect: pygame.Rect, buttons) -> None:
    app, s = scene.app, scene.layout.scale
    gap = s.px(4)
    x = rect.left
    for code in LANGUAGES:
        buttons.add(Button(pygame.Rect(x, rect.top, s.px(38), rect.height), code.upper(),
                           (lambda c=code: app.set_language(c)), selected=app.settings.language == code,
                           name=f"lang-{code}"))
        x += s.px(38) + gap
    x += gap
    needed = [button_width([t for m in group for t in every_translation(m)], s.button, rect.height)
              for group in BAR_LABELS]
    widths = share_widths(needed, rect.right - x - gap * (len(needed) - 1))

    def rules() -> None:
        scene.stack.push("dg-rules")

    def speed() -> None:
        order = SPEED_ORDER
        app.settings.speed = order[(order.index(app.settings.speed) + 1) % len(order)]
        scene.animator.speed = app.settings.speed
        app.save_settings()
        scene._build_buttons()

    def menu() -> None:                 # Meduris's game menu: saves, text size, sound, the title
        scene.stack.push("menu", game_scene=scene)

    for (label, action, name), width in zip(((_("Rules"), rules, "rules"),
                                             (_(SPEED_LABELS[app.settings.speed]), speed, "speed"),
                                             (_("Menu"), menu, "menu")), widths):
        buttons.add(Button(pygame.Rect(x, rect.top, width, rect.height), label, action, name=name))
        x += width + gap
