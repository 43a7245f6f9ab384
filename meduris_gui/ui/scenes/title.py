"""The title scene: a new game, the rules, the language."""

from __future__ import annotations

import pygame

from ...i18n import _
from ...saves import AUTOSAVE, folder_problem, has_autosave, remove_stale_temporaries
from .. import theme
from ..art import pieces
from ..background import Job
from ..widgets import Button, button_width, draw_centred_lines, draw_text, every_translation
from .common import MenuScene
from .loading import hand_over_loaded, loading_sign, start_loading


class TitleScene(MenuScene):
    scene_name = "title"

    def __init__(self, message: str = "") -> None:
        super().__init__()
        # The temporary files of writes a kill cut short (saves.py) go at start.
        remove_stale_temporaries()
        self.message = message or folder_problem() or ""      # e.g. why a save could not be read
        self.loading: Job | None = None        # the autosave being loaded (Continue)

    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale
        width, height = size
        h = s.px(46)
        messages = ("Continue", "New game", "Saved games", "Quit")
        # As wide as the longest label in any language, so the column stays put when it changes.
        needed = button_width([text for m in messages for text in every_translation(m)], s.heading, h)
        w = min(max(s.px(300), needed), width - s.px(40))
        x = (width - w) // 2
        y = height // 2 - s.px(20)

        def new_game() -> None:
            self.stack.push("setup")

        def saved_games() -> None:
            self.stack.push("saves")

        entries = []
        if has_autosave():
            entries.append((_("Continue"), self.continue_game, "continue"))
        entries += [(_("New game"), new_game, "new-game"), (_("Saved games"), saved_games, "saved-games"),
                    (_("Quit"), self.app.quit, "quit")]
        for k, (label, action, name) in enumerate(entries):
            self.buttons.add(Button(pygame.Rect(x, y + k * (h + s.px(10)), w, h), label, action, name=name,
                                    size=s.heading))
        if self.loading is not None:
            # While the autosave loads, no other action (Esc cancels the load).
            for button in self.buttons.buttons:
                button.enabled = False

    def continue_game(self) -> None:
        """Resume the autosaved game exactly (a bad autosave is put aside and reported; a broken
        board file is reported and the autosave stays). It loads in the background: update()
        opens it, the window keeps drawing meanwhile."""
        if self.loading is not None:
            return
        self.loading = start_loading(AUTOSAVE)
        self.resize(self.app.size)

    def update(self, dt: float) -> None:
        hand_over_loaded(self)

    def cancel_loading(self, relayout: bool = True) -> None:
        """Esc, or the title left: the load in the works is dropped (its thread ends unheard)."""
        if self.loading is not None:
            self.loading.cancel()
            self.loading = None
            if relayout:
                self.resize(self.app.size)          # the buttons work again

    def exit(self) -> None:
        self.cancel_loading(relayout=False)

    def busy(self) -> bool:
        return self.loading is not None          # the window keeps drawing the loading sign

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.loading is not None:
            self.cancel_loading()
            return
        super().handle_event(event)

    def draw(self, surface) -> None:
        s = self.scale
        width, height = surface.get_size()
        surface.fill(theme.BACKGROUND)
        # A mountain of our own: layered slopes and a snowy summit.
        base = height * 0.9
        for k, colour in enumerate(((46, 74, 52), (64, 104, 62), (92, 140, 76), (128, 170, 92))):
            spread = width * (0.55 - k * 0.1)
            top = height * (0.18 + k * 0.05)
            pygame.draw.polygon(surface, colour, [(width / 2 - spread, base), (width / 2, top),
                                                  (width / 2 + spread, base)])
        pygame.draw.polygon(surface, (236, 240, 244), [(width / 2 - width * 0.06, height * 0.3),
                                                       (width / 2, height * 0.18),
                                                       (width / 2 + width * 0.06, height * 0.3)])
        druid = pieces.druid(s.px(120))
        surface.blit(druid, druid.get_rect(midbottom=(width / 2 + s.px(260), height * 0.86)))
        for k, colour in enumerate(("purple", "blue", "green", "red")):
            hut = pieces.hut(colour, s.px(56))
            surface.blit(hut, hut.get_rect(midbottom=(width / 2 - s.px(330) + k * s.px(70), height * 0.86)))
        title = "Meduris"
        logo = s.role_font("logo")
        draw_text(surface, title, (width // 2 + 3, height * 0.22 + 3), logo, (0, 0, 0), anchor="center")
        draw_text(surface, title, (width // 2, height * 0.22), logo, theme.LIGHT, anchor="center")
        subtitle = _("Huts, temples and the druid of the sacred mountain")
        draw_centred_lines(surface, subtitle, (width // 2, height * 0.22 + s.px(80)), width - s.px(40),
                           s.role_font("title"), theme.PANEL, spacing=0.9)
        if self.loading is not None:
            draw_centred_lines(surface, loading_sign(), (width // 2, height - s.px(40)), width - s.px(40),
                               s.role_font("text"), theme.LIGHT)
        elif self.message:
            draw_centred_lines(surface, self.message, (width // 2, height - s.px(40)), width - s.px(40),
                               s.role_font("text"), theme.GOLD)
        self.buttons.draw(surface, s.button)
