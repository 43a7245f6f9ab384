"""The window and its loop: events to the scene stack, 60 frames a second at most, and almost no
work while nothing moves (the loop sleeps until the next event)."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass

from .. import i18n
from .scene import SceneStack

FPS = 60
MIN_SIZE = (960, 600)


@dataclass
class Settings:
    language: str = "it"
    speed: str = "normal"          # slow, normal, fast, instant
    open_screens: bool = False     # show every player's materials (no curtain)
    seed: int | None = None        # seeds new games (bonus tokens, drawn start player, dice): tests
    autosave: bool = True          # write the autosave after every decision


def initial_size(desktop: tuple[int, int] | None) -> tuple[int, int]:
    """A window that fits a 1366x768 laptop with its task bar, larger on larger screens."""
    if not desktop:
        return (1280, 720)
    width, height = desktop
    return (max(MIN_SIZE[0], min(1600, int(width * 0.94))), max(MIN_SIZE[1], min(900, int(height * 0.88))))


class App:
    def __init__(self, size: tuple[int, int] | None = None, settings: Settings | None = None,
                 headless: bool = False) -> None:
        # HiDPI: let Windows report real pixels (SDL reads this before the video system starts).
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        import pygame
        self.pg = pygame
        pygame.init()
        self.settings = settings or Settings()
        self.notice = ""
        self.notice_left = 0.0
        try:
            i18n.set_language(self.settings.language)
        except i18n.CatalogError as error:
            i18n.set_language(i18n.DEFAULT_LANGUAGE)
            self.settings.language = i18n.DEFAULT_LANGUAGE
            self.notify(i18n._("A translation file is broken: {problem}", problem=str(error)))
        if size is None:
            desktops = pygame.display.get_desktop_sizes() if not headless else []
            size = initial_size(desktops[0] if desktops else None)
        self.fullscreen = False
        self.windowed_size = size
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption("Meduris")
        self.clock = pygame.time.Clock()
        self.stack = SceneStack(self)
        self.running = True
        self.dirty = True

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def set_language(self, language: str) -> None:
        """Switch the language; a broken catalog keeps the current one and says why."""
        try:
            i18n.set_language(language)
        except i18n.CatalogError as error:
            self.notify(i18n._("A translation file is broken: {problem}", problem=str(error)))
            return
        if language != i18n.DEFAULT_LANGUAGE and not i18n.catalog_path(language).exists():
            self.notify(i18n._("The translation file {file} is missing: English is shown",
                               file=str(i18n.catalog_path(language))))
        self.settings.language = language
        self.stack.language_changed()
        self.dirty = True

    def notify(self, message: str, seconds: float = 10.0) -> None:
        """Show a message above every scene (a broken file, a failed save) until clicked."""
        self.notice = message
        self.notice_left = seconds
        self.dirty = True

    def _draw_notice(self) -> None:
        if not self.notice:
            return
        from . import theme
        from .widgets import draw_wrapped, panel, wrapped_height
        width, height = self.size
        f = theme.font(15)
        box_width = min(width - 40, 900)
        box_height = wrapped_height(self.notice, f, box_width - 24) + 16
        rect = self.pg.Rect((width - box_width) // 2, height - box_height - 20, box_width, box_height)
        panel(self.screen, rect, (252, 236, 208), theme.WARN)
        draw_wrapped(self.screen, self.notice, rect.inflate(-24, -16), f, theme.INK)

    def toggle_fullscreen(self) -> None:
        pygame = self.pg
        if self.fullscreen:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        else:
            self.windowed_size = self.size
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        self.fullscreen = not self.fullscreen
        self.stack.resize(self.size)
        self.dirty = True

    def handle(self, event) -> None:
        pygame = self.pg
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            width, height = max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h)
            if (width, height) != self.size:
                self.screen = pygame.display.set_mode((width, height), pygame.RESIZABLE)
            self.stack.resize(self.size)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        elif event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSIZECHANGED):
            self.stack.resize(self.size)
        elif event.type == pygame.MOUSEBUTTONDOWN and self.notice:
            self.notice = ""                  # a click dismisses the message
            self.dirty = True
            return
        self.stack.handle_event(event)
        self.dirty = True

    def quit(self) -> None:
        self.running = False
        while self.stack.scenes:
            self.stack.pop()

    def frame(self, dt: float) -> None:
        """Update and draw one frame (the loop and the tests both use this). A frame in which
        something stopped moving (an animation ended, a computer answered) is drawn too, so the
        window never waits for the mouse to show where things are."""
        was_busy = self.stack.busy()
        self.stack.update(dt)
        if self.notice:
            self.notice_left -= dt
            if self.notice_left <= 0:
                self.notice = ""
                self.dirty = True
        if self.dirty or was_busy or self.stack.busy():
            self.stack.draw(self.screen)
            self._draw_notice()
            self.pg.display.flip()
            self.dirty = False

    def run(self) -> None:
        pygame = self.pg
        while self.running:
            if self.stack.busy() or self.dirty:
                dt = self.clock.tick(FPS) / 1000
            else:
                # Idle: nothing moves. SDL's own event wait polls busily on some systems (over
                # 50 % of a core under X11 here), so look for input 60 times a second and sleep
                # in between: about 1 % of a core (bench/bench_frames.py).
                time.sleep(1 / FPS)
                dt = self.clock.tick() / 1000
            events = pygame.event.get()
            for event in events:
                self.handle(event)
                if not self.running:
                    break
            if not self.running:
                break
            if events or self.dirty or self.stack.busy():
                self.frame(min(dt, 0.1))
        pygame.quit()

    def step(self, events=(), dt: float = 1 / 60) -> None:
        """Headless driving for tests: handle `events`, then one frame."""
        for event in events:
            self.handle(event)
        self.frame(dt)
