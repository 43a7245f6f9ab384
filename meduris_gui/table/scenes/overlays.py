"""Overlays drawn above a scene: the game menu (the curtain between players is curtain.py, the
rules help each game's rules overlay)."""

from __future__ import annotations

import pygame

from ...i18n import N_, _
from ...settings import UI_SIZES
from .. import theme
from ..widgets import Button, button_width, draw_text, every_translation, panel
from .common import Dialog

UI_SIZE_LABELS = {"small": N_("Text size: small"), "normal": N_("Text size: normal"),
                  "large": N_("Text size: large")}


class GameMenu(Dialog):
    """The game's menu: rules help and About, saved games (save as, load, delete), the space numbers on the
    plots, building in one click, the text size, the Suggest button (hints), the sound (on or muted, the music, the volume), back to the
    title. The switches and the volume are remembered."""

    scene_name = "menu"
    VOLUME_STEP = 10

    def __init__(self, game_scene) -> None:
        super().__init__()
        self.game_scene = game_scene

    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale
        h = s.px(44)
        settings = self.app.settings
        numbers = _("Hide the space numbers") if settings.space_numbers else _("Show the space numbers")
        one_click = _("Build in one click: on") if settings.one_click_build else _("Build in one click: off")
        sound = _("Sound: off") if settings.muted else _("Sound: on")
        music = _("Music: on") if settings.music else _("Music: off")
        hints = _("Hints: on") if settings.hints_shown() else _("Hints: off")
        guided = getattr(self.game_scene, "guided", False)        # the guided game: no saves
        entries = [(None, None, "rules-about"), (_("Saved games"), self.saves, "saved-games"),
                   (numbers, lambda: self.switch("space_numbers"), "space-numbers"),
                   (one_click, lambda: self.switch("one_click_build"), "one-click-build"),
                   (None, None, "size-hints"),
                   (None, None, "sound-music"), (None, None, "volume"),
                   (_("Title screen (the game is saved)"), self.title, "title"), (_("Close"), self.close, "close")]
        if guided:
            entries = [e for e in entries if e[2] != "saved-games"]
            entries[-2] = (_("Title screen (the lesson resumes here)"), self.title, "title")
        # Die Dolmengötter (issue 21): no building plots, no builds; its Suggest button is always there
        dolmen = getattr(self.game_scene, "rules_scene", None) is not None
        if dolmen:
            entries = [e for e in entries if e[2] not in ("space-numbers", "one-click-build")]
        # As wide as the longest label in any language needs, within the window (else two lines).
        longest = [text for message in ("Title screen (the game is saved)", "Title screen (the lesson resumes here)",
                                        "Show the space numbers",
                                        "Hide the space numbers", "Build in one click: off",
                                        *UI_SIZE_LABELS.values())
                   for text in every_translation(message)]
        longest += [f"–  {text}  +" for text in every_translation("Volume: {volume} %", volume=100)]
        longest += [a + "  " + b for a, b in zip(every_translation("Sound: off"), every_translation("Music: off"))]
        longest += [a + "  " + b for label in UI_SIZE_LABELS.values()
                    for a, b in zip(every_translation(label), every_translation("Hints: off"))]
        w = min(max(s.px(320), button_width(longest, s.button, h)), size[0] - s.px(80))
        self.rect = pygame.Rect(0, 0, w + s.px(40), len(entries) * (h + s.px(10)) + s.px(70))
        self.rect.center = (size[0] // 2, size[1] // 2)
        for k, (label, action, name) in enumerate(entries):
            rect = pygame.Rect(self.rect.left + s.px(20), self.rect.top + s.px(60) + k * (h + s.px(10)), w, h)
            if name == "volume":
                self.add_volume_row(rect)
            elif name == "rules-about":          # the rules and About side by side
                half = (rect.width - s.px(6)) // 2
                self.buttons.add(Button(pygame.Rect(rect.left, rect.top, half, h), _("Rules"), self.rules, name="rules"))
                self.buttons.add(Button(pygame.Rect(rect.right - half, rect.top, half, h), _("About"), self.about,
                                        name="about"))
            elif name == "size-hints" and dolmen:     # the text size alone
                self.buttons.add(Button(rect, _(UI_SIZE_LABELS[settings.ui_size]), self.next_text_size,
                                        name="text-size"))
            elif name == "size-hints":           # the text size and the Suggest button side by side
                half = (rect.width - s.px(6)) // 2
                self.buttons.add(Button(pygame.Rect(rect.left, rect.top, half, h), _(UI_SIZE_LABELS[settings.ui_size]),
                                        self.next_text_size, name="text-size"))
                self.buttons.add(Button(pygame.Rect(rect.right - half, rect.top, half, h), hints, self.switch_hints,
                                        name="hints", hint=_("The Suggest button in your decisions")))
            elif name == "sound-music":          # two switches side by side: the menu stays short
                half = (rect.width - s.px(6)) // 2
                self.buttons.add(Button(pygame.Rect(rect.left, rect.top, half, h), sound,
                                        lambda: self.switch("muted"), name="sound"))
                self.buttons.add(Button(pygame.Rect(rect.right - half, rect.top, half, h), music,
                                        lambda: self.switch("music"), name="music"))
            else:
                self.buttons.add(Button(rect, label, action, name=name))

    def add_volume_row(self, rect: pygame.Rect) -> None:
        """Quieter, the volume (a click plays a sample at it), louder: one row."""
        volume = self.app.settings.volume
        small = rect.height
        gap = self.scale.px(6)
        self.buttons.add(Button(pygame.Rect(rect.left, rect.top, small, small), "–", lambda: self.change_volume(-1),
                                enabled=volume > 0, hint=_("Quieter"), name="volume-down"))
        middle = pygame.Rect(rect.left + small + gap, rect.top, rect.width - 2 * (small + gap), small)
        self.buttons.add(Button(middle, _("Volume: {volume} %", volume=volume), self.sample, name="volume"))
        self.buttons.add(Button(pygame.Rect(rect.right - small, rect.top, small, small), "+",
                                lambda: self.change_volume(+1), enabled=volume < 100, hint=_("Louder"),
                                name="volume-up"))

    def change_volume(self, direction: int) -> None:
        """One step quieter or louder (remembered), and a sample of the new loudness."""
        settings = self.app.settings
        settings.volume = max(0, min(100, settings.volume + direction * self.VOLUME_STEP))
        self.changed()
        self.sample()

    def sample(self) -> None:
        """A knock at the current volume, so the player hears what was chosen."""
        self.app.sounds.play("knock")

    def switch(self, name: str) -> None:
        """Flip a remembered switch: `space_numbers` (small numbers on the plots, the numbers the
        log and the prompts name spaces by), `one_click_build` (no price shown before a build
        with one way to pay), `muted` (no sound) or `music` (the ambient music)."""
        settings = self.app.settings
        setattr(settings, name, not getattr(settings, name))
        self.changed()

    def switch_hints(self) -> None:
        """The Suggest button on or off (remembered: from now on the player chose, whatever the
        number of games played)."""
        settings = self.app.settings
        settings.hints = not settings.hints_shown()
        self.changed()

    def changed(self) -> None:
        """A setting changed: remember it, let the sounds follow, relabel the buttons."""
        self.app.save_settings()
        self.app.sounds.apply(self.app.settings)
        self.resize(self.app.size)            # the button now says the other way
        self.app.dirty = True

    def next_text_size(self) -> None:
        """Text and controls: small → normal → large → small (remembered); every scene below lays
        itself out again at once."""
        settings = self.app.settings
        settings.ui_size = UI_SIZES[(UI_SIZES.index(settings.ui_size) + 1) % len(UI_SIZES)]
        self.app.save_settings()
        self.app.stack.resize(self.app.size)
        self.app.dirty = True

    def rules(self) -> None:
        stack = self.stack
        stack.pop(self)
        stack.push(getattr(self.game_scene, "rules_scene", None) or "rules")

    def about(self) -> None:
        stack = self.stack
        stack.pop(self)
        stack.push("about")

    def saves(self) -> None:
        stack = self.stack
        stack.pop(self)
        stack.push("saves", game_scene=self.game_scene)

    def title(self) -> None:
        self.stack.replace("title")            # the game scene saves itself as it leaves

    def draw(self, surface) -> None:
        s = self.scale
        self.draw_shade(surface, 120)
        panel(surface, self.rect, theme.LIGHT)
        draw_text(surface, _("Menu"), (self.rect.centerx, self.rect.top + s.px(30)), s.role_font("title"),
                  anchor="center")
        self.buttons.draw(surface, s.button)


__all__ = ["GameMenu"]
