"""The title scene: the choice of the game, a new game, the guided game, the saves, the language.
What it offers of a game (its name, picture, scenes) it asks the game's entry (meduris_gui/games)."""

from __future__ import annotations

import pygame

from ...i18n import _
from ...saves import AUTOSAVE, folder_problem, has_autosave, remove_stale_temporaries
from ...games import DEFAULT, GAMES, TITLES, entry
from .. import theme
from ..background import Job
from ..widgets import Button, button_width, draw_centred_lines, draw_text, every_translation, two_lines, wrap
from .common import MenuScene
from .loading import hand_over_loaded, loading_sign, start_loading


def in_use_notice() -> str:
    return _("Meduris is already open with these saves: close the other window first.")


class TitleScene(MenuScene):
    scene_name = "title"

    def __init__(self, message: str = "") -> None:
        super().__init__()
        # The temporary files of writes a kill cut short (saves.py) go at start (all of them when
        # this window holds the data folder: saves.claim_folder removed them already).
        remove_stale_temporaries()
        self.message = message or folder_problem() or ""      # e.g. why a save could not be read
        self.loading: Job | None = None        # the autosave being loaded (Continue)

    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale
        width, height = size
        h = s.px(46)
        messages = ("Continue", "New game", "Learn to play", "Saved games", "Quit", "Try again")
        # As wide as the longest label in any language, so the column stays put when it changes.
        needed = button_width([text for m in messages for text in every_translation(m)], s.heading, h)
        w = min(max(s.px(300), needed), width - s.px(40))
        x = (width - w) // 2
        y = height // 2 - s.px(20)

        if self.app.saves_in_use:
            self.in_use_buttons(x, y, w, h)
            return
        self.game_buttons(y - h - s.px(16), h)
        game = self.offered()
        entries = []
        if has_autosave():
            entries.append((_("Continue"), self.continue_game, "continue"))
        entries += [(_("New game"), lambda: self.stack.push(game.setup_scene), "new-game"),
                    (_("Learn to play"), self.learn, "learn")]
        if game.rules_on_title:                  # ("rules" is the top bar's button)
            entries.append((_("Rules"), lambda: self.stack.push(game.rules_scene), "read-rules"))
        entries += [(_("Saved games"), lambda: self.stack.push("saves"), "saved-games"),
                    (_("Quit"), self.app.quit, "quit")]
        for k, (label, action, name) in enumerate(entries):
            if name != "quit" and game.invites_to_tutorial:
                action = self.offering(action)
            self.buttons.add(Button(pygame.Rect(x, y + k * (h + s.px(10)), w, h), label, action, name=name,
                                    size=s.heading))
        if self.loading is not None:
            # While the autosave loads, no other action (Esc cancels the load).
            for button in self.buttons.buttons:
                button.enabled = False

    def offered(self):
        """The entry of the game the title offers (the one chosen last; the default one before the
        title is on a stack)."""
        return entry(self.app.settings.game if self.app is not None else DEFAULT)

    def learn(self) -> None:
        """The game's guided first game, where it was left."""
        game = self.offered()
        self.stack.replace(game.tutorial_scene, step=game.tutorial_step(self.app.settings))

    def game_buttons(self, y: int, h: int) -> None:
        """The choice of the game (issues 21, 22): one button per game of GAMES (Meduris, the
        default, first), all as wide as the widest name, side by side above the menu and centred;
        more than fit in the window's width go on rows above, each row centred. The names are the
        games' own, never translated."""
        names = tuple((key, TITLES[key]) for key in GAMES)

        def choose(game: str) -> None:
            self.app.settings.game = game
            self.app.save_settings()              # remembered: the next start offers it again
            self.resize(self.app.size)
            self.app.dirty = True

        for (key, name), rect in zip(names, self.game_rects(y, h, [name for _key, name in names])):
            self.buttons.add(Button(rect, name, (lambda g=key: choose(g)),
                                    selected=self.app.settings.game == key, name=f"game-{key}"))

    def game_rects(self, y: int, h: int, names: list[str]) -> list:
        """The rectangles of the game buttons, in the order of `names`: rows of as many as fit in
        the window's width (with a margin), the last row's top at `y`, the rows before it above."""
        s = self.scale
        width = self.app.size[0]
        gap = s.px(12)
        room = width - 2 * s.px(20)
        w = min(button_width(names, s.button, h), room)
        per_row = max(1, min(len(names), (room + gap) // (w + gap)))
        rows = [names[k:k + per_row] for k in range(0, len(names), per_row)]
        rects = []
        for r, row in enumerate(rows):
            top = y - (len(rows) - 1 - r) * (h + gap)
            x = (width - len(row) * w - (len(row) - 1) * gap) // 2
            rects += [pygame.Rect(x + k * (w + gap), top, w, h) for k in range(len(row))]
        return rects

    def in_use_buttons(self, x: int, y: int, w: int, h: int) -> None:
        """Another window holds this data folder (issue 19 item 12): it may be playing a game this
        one would overwrite, so this window offers nothing that reads or writes saves: only
        "Try again" (once the other window is closed) and "Quit"."""
        s = self.scale

        def retry() -> None:
            if self.app.retry_saves():
                remove_stale_temporaries()
            self.resize(self.app.size)
            self.app.dirty = True

        for k, (label, action, name) in enumerate(((_("Try again"), retry, "try-again"),
                                                   (_("Quit"), self.app.quit, "quit"))):
            self.buttons.add(Button(pygame.Rect(x, y + k * (h + s.px(10)), w, h), label, action, name=name,
                                    size=s.heading))

    def notice(self) -> str:
        """What the line at the bottom says: that the saves are in use, or a message, or the
        first start's invitation."""
        if self.app.saves_in_use:
            return in_use_notice()
        return self.message or self.invitation()

    def offering(self, action):
        """`action`, after which the first start's invitation to the guided game is remembered as
        made: it shows until the new player chooses something on the title (a start that only
        looks and quits writes no settings)."""
        def chosen() -> None:
            if not self.app.settings.tutorial_offered:
                self.app.settings.tutorial_offered = True
                self.app.save_settings()
            action()
        return chosen

    def invitation(self) -> str:
        if not self.offered().invites_to_tutorial:
            return ""
        if (self.app.settings.tutorial_offered or self.message or self.loading is not None
                or self.app.saves_in_use):
            return ""
        return self.offered().invitation()

    def exit(self) -> None:
        self.cancel_loading(relayout=False)

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

    def busy(self) -> bool:
        return self.loading is not None          # the window keeps drawing the loading sign

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.loading is not None:
            self.cancel_loading()
            return
        super().handle_event(event)

    def text_layout(self, size: tuple[int, int]) -> tuple[tuple[int, int], tuple[int, int], pygame.Rect]:
        """Where the title and the subtitle go, and the box both take: the mountain's summit
        starts below that box, so the words never cross the picture at any window size."""
        s = self.scale
        width, height = size
        logo = s.role_font("logo")
        sub_font = s.role_font("title")
        top_bar = s.px(56)                       # the language and rules buttons above
        title_h = logo.get_linesize()
        title_centre = (width // 2, max(top_bar + title_h // 2, round(height * 0.2)))
        title_rect = pygame.Rect(0, 0, logo.size(self.game_title())[0], title_h)
        title_rect.center = title_centre
        lines = two_lines(self.subtitle(), sub_font, width - s.px(40)) or wrap(self.subtitle(), sub_font,
                                                                              width - s.px(40))
        step = round(sub_font.get_linesize() * 0.9)
        sub_h = step * len(lines)
        sub_centre = (width // 2, title_rect.bottom + s.px(4) + sub_h // 2)
        sub_w = max(sub_font.size(line)[0] for line in lines)
        box = title_rect.union(pygame.Rect(width // 2 - sub_w // 2, sub_centre[1] - sub_h // 2, sub_w, sub_h))
        return title_centre, sub_centre, box

    def game_title(self) -> str:
        return self.offered().title

    def subtitle(self) -> str:
        return self.offered().subtitle()

    def peak_top(self, size: tuple[int, int]) -> int:
        """The summit's height: just below the title's words."""
        return self.text_layout(size)[2].bottom + self.scale.px(14)

    def draw(self, surface) -> None:
        s = self.scale
        width, height = surface.get_size()
        title_centre, sub_centre, _box = self.text_layout((width, height))
        # the game's picture, composed once per window size (each game's title art caches it)
        surface.blit(self.offered().title_picture(width, height, self.peak_top((width, height))), (0, 0))
        title = self.game_title()
        logo = s.role_font("logo")
        draw_text(surface, title, (title_centre[0] + 3, title_centre[1] + 3), logo, (0, 0, 0), anchor="center")
        draw_text(surface, title, title_centre, logo, theme.LIGHT, anchor="center")
        draw_centred_lines(surface, self.subtitle(), sub_centre, width - s.px(40),
                           s.role_font("title"), theme.PANEL, spacing=0.9)
        if self.loading is not None:
            draw_centred_lines(surface, loading_sign(), (width // 2, height - s.px(40)), width - s.px(40),
                               s.role_font("text"), theme.LIGHT)
        elif self.notice():
            draw_centred_lines(surface, self.notice(), (width // 2, height - s.px(40)),
                               width - s.px(40), s.role_font("text"), theme.GOLD)
        self.buttons.draw(surface, s.button)
