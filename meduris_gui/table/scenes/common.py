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


# The bar's text buttons, each under its name, and the labels it can show (in every language):
# a button's width fits the longest.
BAR_BUTTONS = {"rules": (N_("Rules"),), "about": (N_("About"),), "menu": (N_("Menu"),),
               "speed": tuple(SPEED_LABELS.values()), "screens": (N_("Screens: open"), N_("Screens: hidden"))}
GAME_BAR = ("menu", "speed", "screens")      # Meduris's table: its menu holds the rules
MENU_BAR = ("rules", "about")                # the bar of the title, setup and end scenes


def top_bar(scene, rect: pygame.Rect, buttons: ButtonRow, game_controls: bool = True,
            controls: tuple[str, ...] | None = None, scale: Scale | None = None) -> None:
    """Language buttons (switch at any moment), then the text buttons `controls` (names of
    BAR_BUTTONS, in order; by default GAME_BAR, or MENU_BAR without `game_controls`). A game's own
    table passes its `controls` (Die Dolmengötter: rules, speed, menu) and its `scale` when the
    scene keeps it in its layout."""
    app = scene.app
    s = scale or scene.scale
    controls = controls or (GAME_BAR if game_controls else MENU_BAR)
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
    widths = _bar_widths(s.button, rect.height, rest - gap * (len(controls) - 1), controls)

    def rules() -> None:
        # Die Dolmengötter's scenes (and the title while it offers that game) open its own rules.
        name = getattr(scene, "rules_scene", None)
        if name is None and scene.scene_name == "title" and app.settings.game == "dolmengoetter":
            name = "dg-rules"
        scene.stack.push(name or "rules")

    def about() -> None:
        scene.stack.push("about")

    def menu() -> None:                 # the game menu: saves, text size, sound, the title
        scene.stack.push("menu", game_scene=scene)

    def speed() -> None:
        order = SPEED_ORDER
        app.settings.speed = order[(order.index(app.settings.speed) + 1) % len(order)]
        scene.animator.speed = app.settings.speed
        app.save_settings()
        scene._build_buttons()

    def screens() -> None:
        app.settings.open_screens = not app.settings.open_screens
        app.save_settings()
        scene._after_change()

    actions = {"rules": rules, "about": about, "menu": menu, "speed": speed, "screens": screens}
    for name, width in zip(controls, widths):
        extra = {}
        if name == "speed":
            label = _(SPEED_LABELS[app.settings.speed])
        elif name == "screens":
            label = _("Screens: open") if app.settings.open_screens else _("Screens: hidden")
            extra["selected"] = app.settings.open_screens
        else:
            label = _(BAR_BUTTONS[name][0])
        buttons.add(Button(pygame.Rect(x, rect.top, width, rect.height), label, actions[name], name=name, **extra))
        x += width + gap


def bar_width_needed(s: Scale, height: int, game_controls: bool = True,
                     controls: tuple[str, ...] | None = None) -> int:
    """The width the top bar needs at the scale `s`: the language buttons, and the text buttons
    each as wide as its longest label in any language (GameLayout keeps a larger text size only
    while the bar holds it)."""
    gap = s.px(4)
    needed = _needed(s.button, height, controls or (GAME_BAR if game_controls else MENU_BAR))
    return len(LANGUAGES) * (s.px(38) + gap) + gap + sum(needed) + gap * (len(needed) - 1)


def _needed(size: int, height: int, controls: tuple[str, ...]) -> list[int]:
    return [button_width([text for m in BAR_BUTTONS[name] for text in every_translation(m)], size, height)
            for name in controls]


def _bar_widths(size: int, height: int, room: int, controls: tuple[str, ...]) -> list[int]:
    """Widths of the bar's text buttons within `room`: each gets what its longest label needs at
    the button role's size (every language, every state), the rest shared (share_widths)."""
    return share_widths(_needed(size, height, controls), room)


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
