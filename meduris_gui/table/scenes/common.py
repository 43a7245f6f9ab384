"""The bar of buttons every scene shows: languages, rules help, animation speed, open screens."""

from __future__ import annotations

import pygame

from ...i18n import LANGUAGES, N_, _
from ...settings import SPEEDS
from ..scene import Scene
from ..theme import Scale
from ..widgets import Button, ButtonRow, button_width, every_translation, share_widths

SPEED_ORDER = SPEEDS
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
    count = 3 if game_controls else 2
    widths = _bar_widths(s.button, rect.height, rest - gap * (count - 1), game_controls)
    width = widths[0]

    def rules() -> None:
        # Die Dolmengötter's scenes (and the title while it offers that game) open its own rules.
        name = getattr(scene, "rules_scene", None)
        if name is None and scene.scene_name == "title" and app.settings.game == "dolmengoetter":
            name = "dg-rules"
        scene.stack.push(name or "rules")

    def about() -> None:
        scene.stack.push("about")

    if not game_controls:          # title, setup, end: the rules and About (the game has them in its menu)
        buttons.add(Button(pygame.Rect(x, rect.top, width, rect.height), _("Rules"), rules, name="rules"))
        x += width + gap
        buttons.add(Button(pygame.Rect(x, rect.top, widths[1], rect.height), _("About"), about, name="about"))
        return

    def menu() -> None:
        scene.stack.push("menu", game_scene=scene)

    buttons.add(Button(pygame.Rect(x, rect.top, width, rect.height), _("Menu"), menu, name="menu"))
    x += width + gap
    width = widths[1]

    def speed() -> None:
        order = SPEED_ORDER
        app.settings.speed = order[(order.index(app.settings.speed) + 1) % len(order)]
        scene.animator.speed = app.settings.speed
        app.save_settings()
        scene._build_buttons()

    buttons.add(Button(pygame.Rect(x, rect.top, width, rect.height), _(SPEED_LABELS[app.settings.speed]), speed,
                       name="speed"))
    x += width + gap
    width = widths[2]

    def screens() -> None:
        app.settings.open_screens = not app.settings.open_screens
        app.save_settings()
        scene._after_change()

    label = _("Screens: open") if app.settings.open_screens else _("Screens: hidden")
    buttons.add(Button(pygame.Rect(x, rect.top, width, rect.height), label, screens, name="screens",
                       selected=app.settings.open_screens))


# The labels each button of the bar can show (in every language): its width fits the longest.
BAR_LABELS = (("Menu",), tuple(SPEED_LABELS.values()), ("Screens: open", "Screens: hidden"))
MENU_BAR_LABELS = (("Rules",), ("About",))          # the bar of the title, setup and end scenes


def bar_width_needed(s: Scale, height: int, game_controls: bool = True) -> int:
    """The width the top bar needs at the scale `s`: the language buttons, and the text buttons
    each as wide as its longest label in any language (GameLayout keeps a larger text size only
    while the bar holds it)."""
    gap = s.px(4)
    groups = BAR_LABELS if game_controls else MENU_BAR_LABELS
    needed = [button_width([text for m in group for text in every_translation(m)], s.button, height)
              for group in groups]
    return len(LANGUAGES) * (s.px(38) + gap) + gap + sum(needed) + gap * (len(needed) - 1)


def _bar_widths(size: int, height: int, room: int, game_controls: bool) -> list[int]:
    """Widths of the bar's text buttons within `room`: each gets what its longest label needs at
    the button role's size (every language, every state), the rest shared (share_widths)."""
    groups = BAR_LABELS if game_controls else MENU_BAR_LABELS
    needed = [button_width([text for m in group for text in every_translation(m)], size, height)
              for group in groups]
    return share_widths(needed, room)


class MenuScene(Scene):
    """A scene of buttons under the language bar (title, setup, end): it lays itself out again
    when the window or the language changes, and routes the mouse to its buttons."""

    def __init__(self) -> None:
        super().__init__()
        self.buttons = ButtonRow()
        self.scale: Scale | None = None

    def enter(self) -> None:
        self.resize(self.app.size)

    def resume(self) -> None:
        self.resize(self.app.size)

    def language_changed(self) -> None:
        self.resize(self.app.size)

    def resize(self, size) -> None:
        """Start a layout: a fresh scale, no buttons but the language bar; subclasses add theirs."""
        self.scale = s = self.app.scale(size)
        self.buttons.clear()
        top_bar(self, pygame.Rect(s.px(10), s.px(10), min(size[0] - s.px(20), s.px(420)), s.px(34)), self.buttons,
                game_controls=False)

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.buttons.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.buttons.click(event.pos)


class Dialog(Scene):
    """An overlay box of buttons over the scene below (the game menu, saved games): Esc or a click
    outside the box closes it; other input goes to `other_event`."""

    opaque = False

    def __init__(self) -> None:
        super().__init__()
        self.buttons = ButtonRow()
        self.scale: Scale | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        self.resize(self.app.size)

    def language_changed(self) -> None:
        self.resize(self.app.size)

    def resize(self, size) -> None:
        """Start a layout: subclasses set self.rect and add their buttons."""
        self.scale = self.app.scale(size)
        self.buttons.clear()

    def close(self) -> None:
        self.stack.pop(self)

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.buttons.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.buttons.click(event.pos) and not self.rect.collidepoint(event.pos):
                self.close()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        else:
            self.other_event(event)

    def other_event(self, event) -> None: ...

    def draw_shade(self, surface, alpha: int = 140) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, alpha))
        surface.blit(shade, (0, 0))
