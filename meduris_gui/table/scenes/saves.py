"""Saved games: continue, save as, load and delete, from the title and from a game."""

from __future__ import annotations

import logging
import time

import pygame

from ...games import entry
from ...i18n import _
from ...saves import SaveError, delete_save, folder_problem, is_save_name, list_saves, printable, save_exists, save_game
from .. import keys, theme
from ..background import Job
from ..widgets import Button, button_width, draw_text, elide, every_translation, panel, wrap
from .common import Dialog
from .loading import hand_over_loaded, loading_sign, start_loading, take_loaded
from .replay import open_replay

log = logging.getLogger(__name__)

NAME_LIMIT = 40
ROWS = 8


def error_text(error: Exception) -> str:
    """The reason of a failed save or delete, for the player."""
    if isinstance(error, SaveError):
        return error.reason()
    return getattr(error, "strerror", None) or str(error)


class SavesOverlay(Dialog):
    scene_name = "saves"

    def __init__(self, game_scene=None) -> None:
        super().__init__()
        self.game_scene = game_scene           # None from the title: no "save as"
        self.name = ""
        self.confirm = None                    # the save whose Delete was clicked once
        self.replace = None                    # the existing name whose Save as was clicked once
        self.message = folder_problem() or ""
        self.loading: Job | None = None        # the save being loaded (start_loading)
        self.watching = False                  # the save loads to be watched (a replay), not played

    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale
        width, height = size
        self.rect = pygame.Rect(0, 0, min(width - s.px(60), s.px(760)), min(height - s.px(60), s.px(600)))
        self.rect.center = (width // 2, height // 2)
        inner = self.rect.inflate(-s.px(40), -s.px(30))
        h = s.px(34)
        y = inner.top + s.px(50)
        def needed(least: int, *messages: str) -> int:
            """`least` px at 1366x768, or what the longest translation needs."""
            texts = [text for message in messages for text in every_translation(message)]
            return max(s.px(least), button_width(texts, s.button, h))

        if self.game_scene is not None:
            save_w = needed(180, "Save as", "Replace?")
            self.field = pygame.Rect(inner.left, y, inner.width - save_w - s.px(10), h)
            label = _("Replace?") if self.replace is not None else _("Save as")
            self.buttons.add(Button(pygame.Rect(self.field.right + s.px(10), y, save_w, h), label,
                                    self.save_as, name="save-as", primary=True))
            y += h + s.px(16)
        else:
            self.field = None
        load_w, delete_w = needed(120, "Load"), needed(120, "Delete", "Sure?")
        watch_w = needed(100, "Watch")
        self.buttons_w = watch_w + load_w + delete_w + s.px(30)       # the room the buttons take from a row
        self.saves = list_saves()[:ROWS]
        for k, (name, mtime) in enumerate(self.saves):
            row_y = y + k * (h + s.px(6))
            self.buttons.add(Button(pygame.Rect(inner.right - delete_w - s.px(10) - load_w, row_y, load_w, h),
                                    _("Load"), (lambda n=name: self.load(n)), name=f"load-{k}"))
            self.buttons.add(Button(pygame.Rect(inner.right - delete_w - load_w - watch_w - s.px(20), row_y, watch_w, h),
                                    _("Watch"), (lambda n=name: self.watch(n)), name=f"watch-{k}",
                                    hint=_("Watch this game again from its start")))
            label = _("Sure?") if self.confirm == name else _("Delete")
            self.buttons.add(Button(pygame.Rect(inner.right - delete_w, row_y, delete_w, h), label,
                                    (lambda n=name: self.delete(n)), name=f"delete-{k}"))
        self.list_top = y
        self.close_w = close_w = needed(160, "Close")
        self.buttons.add(Button(pygame.Rect(inner.right - close_w, inner.bottom - h, close_w, h), _("Close"),
                                self.close, name="close"))
        if self.loading is not None:
            # While a save loads, no other action: Esc or a click outside the box still cancels.
            for button in self.buttons.buttons:
                button.enabled = False

    def save_as(self) -> None:
        """Save under the typed name: a name the list could not show is refused, an existing save
        is replaced only at the second click (the button then says so)."""
        if self.loading is not None:
            return
        name = self.name.strip()
        if not name:
            self.message = _("Type a name for the save first")
            return
        if not is_save_name(name):
            self.message = _("{name} cannot be a save name: up to 40 characters, not starting with a dot, "
                             "without / \\ : * ? \" < > |", name=printable(name))
            return
        if self.replace != name and save_exists(name):
            self.replace = name
            self.message = _("There is a save called {name} already: click Replace? to replace it", name=name)
            self.resize(self.app.size)
            return
        try:
            save_game(self.game_scene.game, self.game_scene.custom_names, name, seats=self.game_scene.seats,
                          hints=self.game_scene.hints_used)
        except (SaveError, OSError) as error:
            log.error("the game could not be saved as %r: %s", name, error)
            self.message = _("The game could not be saved: {error}", error=error_text(error))
            return
        self.message = _("Saved as {name}", name=name)
        self.name = ""
        self.replace = None
        self.resize(self.app.size)

    def edited(self) -> None:
        """The typed name changed: a Replace? asked for the old one no longer holds."""
        if self.replace is not None:
            self.replace = None
            self.resize(self.app.size)

    def load(self, name: str) -> None:
        """Start loading `name` in the background; update() opens it once loaded."""
        if self.loading is not None:
            return
        self.loading = start_loading(name)
        self.resize(self.app.size)

    def watch(self, name: str) -> None:
        """Load `name` in the background to watch it from its start (the replay scene)."""
        self.load(name)
        self.watching = self.loading is not None

    def update(self, dt: float) -> None:
        if not self.watching:
            hand_over_loaded(self)
            return
        if self.loading is None or not self.loading.poll():
            return
        job, self.loading, self.watching = self.loading, None, False
        loaded = take_loaded(job)
        if isinstance(loaded, str):
            self.message = loaded
            self.resize(self.app.size)
            return
        game = entry(loaded.game_name)
        if game.replay_scene is None:          # a game without a replay scene (every game has one now)
            self.message = _("This game cannot be watched again yet: load it to play on")
            self.resize(self.app.size)
            return
        stack = self.stack
        stack.pop(self)
        open_replay(stack, loaded.game_name, game=loaded.game, names=loaded.names, seats=loaded.seats)

    def busy(self) -> bool:
        return self.loading is not None          # the window keeps drawing the loading sign

    def exit(self) -> None:
        """Closed (Esc, a click outside, the window closed): a load in the works is dropped."""
        if self.loading is not None:
            self.loading.cancel()
            self.loading = None
        self.watching = False

    def delete(self, name: str) -> None:
        if self.loading is not None:
            return                                # the save being loaded may be this one
        if self.confirm != name:
            self.confirm = name
        else:
            self.confirm = None
            try:
                delete_save(name)
            except SaveError as error:
                self.message = error.reason()
            else:
                self.message = _("Deleted {name}", name=printable(name))
        self.resize(self.app.size)

    def other_event(self, event) -> None:
        if self.loading is not None:
            return                                # no typing or Save as while a save loads
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.name = self.name[:-1]
                self.edited()
            elif keys.is_confirm(event) and self.field is not None:
                self.buttons.press_primary()       # Save as (Replace? once asked)
        elif event.type == pygame.TEXTINPUT and self.field is not None and len(self.name) < NAME_LIMIT:
            self.name += event.text
            self.edited()

    def draw(self, surface) -> None:
        s = self.scale
        self.draw_shade(surface, 150)
        panel(surface, self.rect, theme.LIGHT)
        inner = self.rect.inflate(-s.px(40), -s.px(30))
        draw_text(surface, _("Saved games"), inner.topleft, s.role_font("title"))
        text_font = s.role_font("text")
        if self.field is not None:
            panel(surface, self.field, theme.PANEL, radius=6, shadow=0)
            shown = printable(self.name or "") + "|"
            colour = theme.INK
            if not self.name:
                shown, colour = _("Name of the save"), theme.INK_SOFT
            # A long name keeps its size: its end (where one types) stays visible.
            shown = elide(shown, text_font, self.field.width - s.px(16), keep_end=bool(self.name))
            draw_text(surface, shown, (self.field.left + s.px(8), self.field.centery), text_font, colour,
                      anchor="midleft")
        h = s.px(34)
        saves = self.saves
        if not saves:
            draw_text(surface, _("No saved games yet"), (inner.left, self.list_top + h // 2), text_font,
                      theme.INK_SOFT, anchor="midleft")
        for k, (name, mtime) in enumerate(saves):
            y = self.list_top + k * (h + s.px(6)) + h // 2
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(mtime))
            text = f"{printable(name)}  ·  {when}"
            text = elide(text, text_font, inner.width - self.buttons_w)
            draw_text(surface, text, (inner.left, y), text_font, theme.INK, anchor="midleft")
        message = loading_sign() if self.loading is not None else self.message
        if message:
            # Beside Close, on up to two lines of the caption role; a longer reason is cut.
            f = s.role_font("caption")
            room = inner.width - self.close_w - s.px(20)
            lines = wrap(message, f, room)
            if len(lines) > 2:
                lines = [lines[0], elide(" ".join(lines[1:]), f, room)]
            step = f.get_linesize()
            top = inner.bottom - h // 2 - step * (len(lines) - 1) / 2
            for k, line in enumerate(lines):
                draw_text(surface, line, (inner.left, round(top + k * step)), f,
                          theme.INK if self.loading is not None else theme.WARN, anchor="midleft")
        self.buttons.draw(surface, s.button)
