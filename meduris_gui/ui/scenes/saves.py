"""Saved games: continue, save as, load and delete, from the title and from a game."""

from __future__ import annotations

import time

import pygame

from ...i18n import _
from ...saves import AUTOSAVE, Loaded, SaveError, delete_save, list_saves, load_game, save_game
from .. import theme
from ..widgets import Button, draw_text, fit_font, panel
from .common import Dialog

NAME_LIMIT = 40
ROWS = 8


def open_loaded(stack, loaded: Loaded) -> None:
    """Show a loaded game exactly where it was: the game scene with its log and its computer
    players (who remember every event), or the end scene."""
    from .game import GameScene
    from .title import TitleScene
    scene = GameScene(loaded.game, loaded.names, seats=loaded.seats, events=loaded.events)
    stack.replace(TitleScene())
    stack.push(scene)
    if loaded.game.is_over():
        scene.show_end()


def broken_message(error: SaveError) -> str:
    """What the player reads about a save that could not be used (the file is never deleted)."""
    if error.moved_to is not None:
        return _("The saved game could not be read; it was kept as {file}", file=error.moved_to.name)
    return _("The saved game could not be read")


class SavesOverlay(Dialog):
    def __init__(self, game_scene=None) -> None:
        super().__init__()
        self.game_scene = game_scene           # None from the title: no "save as"
        self.name = ""
        self.message = ""
        self.confirm = None                    # the save whose Delete was clicked once

    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale
        width, height = size
        self.rect = pygame.Rect(0, 0, min(width - s.px(60), s.px(760)), min(height - s.px(60), s.px(600)))
        self.rect.center = (width // 2, height // 2)
        inner = self.rect.inflate(-s.px(40), -s.px(30))
        h = s.px(34)
        y = inner.top + s.px(50)
        if self.game_scene is not None:
            self.field = pygame.Rect(inner.left, y, inner.width - s.px(190), h)
            self.buttons.add(Button(pygame.Rect(self.field.right + s.px(10), y, s.px(180), h), _("Save as"),
                                    self.save_as, name="save-as"))
            y += h + s.px(16)
        else:
            self.field = None
        for k, (name, mtime) in enumerate(list_saves()[:ROWS]):
            row_y = y + k * (h + s.px(6))
            self.buttons.add(Button(pygame.Rect(inner.right - s.px(250), row_y, s.px(120), h), _("Load"),
                                    (lambda n=name: self.load(n)), name=f"load-{k}"))
            label = _("Sure?") if self.confirm == name else _("Delete")
            self.buttons.add(Button(pygame.Rect(inner.right - s.px(120), row_y, s.px(120), h), label,
                                    (lambda n=name: self.delete(n)), name=f"delete-{k}"))
        self.list_top = y
        self.buttons.add(Button(pygame.Rect(inner.right - s.px(160), inner.bottom - h, s.px(160), h), _("Close"),
                                self.close, name="close"))

    def save_as(self) -> None:
        name = self.name.strip()
        if not name or name == AUTOSAVE:
            self.message = _("Type a name for the save first")
            return
        try:
            save_game(self.game_scene.game, self.game_scene.custom_names, name, seats=self.game_scene.seats)
        except (SaveError, OSError) as error:
            self.message = _("The game could not be saved: {error}", error=str(error))
            return
        self.message = _("Saved as {name}", name=name)
        self.name = ""
        self.resize(self.app.size)

    def load(self, name: str) -> None:
        try:
            loaded = load_game(name)
        except SaveError as error:
            self.message = broken_message(error)
            self.resize(self.app.size)
            return
        open_loaded(self.stack, loaded)

    def delete(self, name: str) -> None:
        if self.confirm != name:
            self.confirm = name
        else:
            delete_save(name)
            self.confirm = None
            self.message = _("Deleted {name}", name=name)
        self.resize(self.app.size)

    def other_event(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.name = self.name[:-1]
            elif event.key == pygame.K_RETURN and self.field is not None:
                self.save_as()
        elif event.type == pygame.TEXTINPUT and self.field is not None and len(self.name) < NAME_LIMIT:
            self.name += event.text

    def draw(self, surface) -> None:
        s = self.scale
        self.draw_shade(surface, 150)
        panel(surface, self.rect, theme.LIGHT)
        inner = self.rect.inflate(-s.px(40), -s.px(30))
        draw_text(surface, _("Saved games"), inner.topleft, theme.font(s.px(28), title=True))
        if self.field is not None:
            panel(surface, self.field, theme.PANEL, radius=6, shadow=0)
            shown = (self.name or "") + "|"
            colour = theme.INK
            if not self.name:
                shown, colour = _("Name of the save"), theme.INK_SOFT
            draw_text(surface, shown, (self.field.left + s.px(8), self.field.centery),
                      fit_font(shown, self.field.width - s.px(16), s.text), colour, anchor="midleft")
        h = s.px(34)
        saves = list_saves()[:ROWS]
        if not saves:
            draw_text(surface, _("No saved games yet"), (inner.left, self.list_top + h // 2), theme.font(s.text),
                      theme.INK_SOFT, anchor="midleft")
        for k, (name, mtime) in enumerate(saves):
            y = self.list_top + k * (h + s.px(6)) + h // 2
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(mtime))
            text = f"{name}  ·  {when}"
            draw_text(surface, text, (inner.left, y), fit_font(text, inner.width - s.px(270), s.text), theme.INK,
                      anchor="midleft")
        if self.message:
            draw_text(surface, self.message, (inner.left, inner.bottom - h // 2),
                      fit_font(self.message, inner.width - s.px(180), s.small), theme.WARN, anchor="midleft")
        self.buttons.draw(surface, s.text)
