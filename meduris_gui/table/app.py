"""The window and its loop: events to the scene stack, 60 frames a second at most, and almost no
work while nothing moves (the loop sleeps until the next event)."""

from __future__ import annotations

import dataclasses
import logging
import os
import time

import pygame

from .. import i18n, saves
from ..atomic import os_reason
from ..settings import Settings, SettingsStore, choose_language, languages_from_environ
from . import keys, theme
from ..games import GAMES, entries, entry
from .app_icon import WINDOW_SIZE as WINDOW_ICON_SIZE
from .app_icon import app_icon
from .frames import Damage, Part
from .scene import SceneStack, registry_of
from .sound import Sounds
from .widgets import draw_wrapped, panel, wrapped_height

log = logging.getLogger(__name__)

FPS = 60
MIN_SIZE = (960, 600)
WINDOW_CLASS = "meduris"    # = desktop.APP_ID (meduris.desktop's StartupWMClass; a test compares)


class NoDisplay(RuntimeError):
    """No window can be opened (no display, an unusable video driver): str() says why, in the
    player's language; `meduris` prints it and exits with status 1 (issue 19 item 15)."""


# SDL's drivers that draw into memory: chosen by SDL itself only when nothing else works, and then
# the game would run on in a window nobody sees.
INVISIBLE_DRIVERS = ("offscreen", "dummy")


def display_problem(pg, environ=os.environ) -> str | None:
    """Why the window cannot be shown, or None. A driver the player asked for (SDL_VIDEODRIVER:
    the tests ask for "dummy") is taken at its word; one SDL could not start is an error; an
    invisible one SDL fell back to without a display is "no display"."""
    asked = environ.get("SDL_VIDEODRIVER", "")
    if not pg.display.get_init():
        try:
            pg.display.init()
        except pg.error as error:
            if asked:
                return i18n._("cannot open a window: the video driver {driver} cannot be used ({reason})",
                              driver=asked, reason=str(error) or "?")
            return i18n._("cannot open a window: no display")
    if asked:
        return None
    try:
        driver = pg.display.get_driver()
    except pg.error:
        return i18n._("cannot open a window: no display")
    if driver in INVISIBLE_DRIVERS:
        return i18n._("cannot open a window: no display")
    return None


def set_window_icon(pg) -> None:
    """Our icon (table/app_icon.py) for the window's title bar and the task bar. Called before
    set_mode: some systems take an icon only for a window not yet shown. A system that refuses
    it leaves the window without one, nothing else."""
    try:
        pg.display.set_icon(app_icon(WINDOW_ICON_SIZE))
    except pg.error:
        pass


def prefer_shared_memory(pg, environ=os.environ) -> None:
    """Under X11, show the window's pixels through X's shared memory (SDL's own framebuffer), not
    through an OpenGL texture. SDL's default on X11 uploads the whole window to a texture and draws
    it at every update, whatever changed: on a machine whose OpenGL is drawn by the CPU (a virtual
    screen, many laptops without a GPU driver) that cost about 20 ms of CPU per frame even for a
    spinner, and it made updating only what changed (frames.py) worthless. Our pictures are drawn
    by the CPU anyway; the shared memory copies only the rectangles updated. A player may still
    choose otherwise with SDL_FRAMEBUFFER_ACCELERATION. Other systems keep SDL's choice (SDL takes
    GDI on Windows itself; Wayland and macOS have no such framebuffer)."""
    try:
        driver = pg.display.get_driver() if pg.display.get_init() else ""
    except pg.error:
        return
    if driver == "x11":
        environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def system_language() -> str:
    """The first of the system's preferred languages the game speaks (SDL's list, which reads
    LANG and LANGUAGE on Linux and the user's choice on Windows and macOS), else the POSIX locale
    variables (SDL ignores LC_ALL and LC_MESSAGES), else English. SDL needs no init for this."""
    try:
        locales = pygame.system.get_pref_locales()
    except (AttributeError, pygame.error):     # an SDL without the call, or one that fails
        locales = []
    codes = [entry.get("language") or "" for entry in locales]
    if any(code.lower() in i18n.LANGUAGES for code in codes):
        return choose_language(codes)
    return choose_language(languages_from_environ())


def fit_size(remembered: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The remembered window size, no smaller than the minimum, no larger than today's screen
    (it may have been remembered on a larger one)."""
    width, height = remembered
    if desktop:
        width, height = min(width, desktop[0]), min(height, desktop[1])
    return (max(MIN_SIZE[0], width), max(MIN_SIZE[1], height))


def initial_size(desktop: tuple[int, int] | None) -> tuple[int, int]:
    """A window that fits a 1366x768 laptop with its task bar, larger on larger screens."""
    if not desktop:
        return (1280, 720)
    width, height = desktop
    return (max(MIN_SIZE[0], min(1600, int(width * 0.94))), max(MIN_SIZE[1], min(900, int(height * 0.88))))


def scene_registry() -> dict:
    """Every scene, by name: the table's (table/scenes) and each game's (its entry's scenes), in
    one place; a scene asks for another by name, so no scene module imports another."""
    from .scenes import TABLE_SCENES
    return registry_of(*TABLE_SCENES, *(cls for name in GAMES for cls in entry(name).scenes()))


class App:
    """The window. `store`: where the player's preferences are remembered (the real game passes
    the user's file; tests and screenshots pass none, so they neither read nor write it). With a
    store, the remembered preferences replace those of `settings` (whose seed and autosave are
    kept), and a first start takes the system's language. `language` overrides the language for
    this run only (`meduris --lang`): it is not remembered unless the player picks one.
    `claim_saves` (the real window): hold the data folder's lock for the window's life
    (saves.claim_folder); when another window holds it, `saves_in_use` is True, the title says so
    and offers only "Try again" and "Quit", and this window writes nothing (no save, no setting)."""

    def __init__(self, size: tuple[int, int] | None = None, settings: Settings | None = None,
                 headless: bool = False, store: SettingsStore | None = None,
                 language: str | None = None, claim_saves: bool = False) -> None:
        # HiDPI: let Windows report real pixels (SDL reads this before the video system starts).
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        # The window's class on X11 and app id on Wayland: the desktop entry's name (StartupWMClass,
        # meduris.desktop), so a desktop shows the window under its menu entry and icon. Set, not
        # defaulted: importing pygame already set them to the program's name (python, meduris-window).
        os.environ["SDL_VIDEO_X11_WMCLASS"] = WINDOW_CLASS
        os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] = WINDOW_CLASS
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        self.pg = pygame            # SDL reads the variables above when it starts (pygame.init), not at import
        pygame.init()
        self.notice = ""
        self.notice_left = 0.0
        self.catalogs_reported: set[str] = set()   # languages whose catalog problems were said
        self.store = store
        self.claims_saves = claim_saves
        self.saves_in_use = claim_saves and not saves.claim_folder()
        loaded = store.load(settings) if store is not None else None
        if loaded is not None:
            self.settings = loaded.settings or dataclasses.replace(settings or Settings(), language=system_language())
        else:
            self.settings = settings or Settings()
        # What the settings file says (or will say) the language is: an override is not remembered.
        self.remembered_language = self.settings.language
        self._written = self._remembered()     # the file is written only when a preference changes
        if language is not None:
            self.settings.language = language
        try:
            i18n.set_language(self.settings.language)
        except i18n.CatalogError as error:
            i18n.set_language(i18n.DEFAULT_LANGUAGE)
            self.settings.language = i18n.DEFAULT_LANGUAGE
            self.notify(i18n._("A translation file is broken: {problem}", problem=str(error)))
        self._report_catalog_problems(self.settings.language)
        if loaded is not None and loaded.problem is not None:
            self._report_broken_settings(loaded)
        if not headless:
            problem = display_problem(pygame)
            if problem is not None:
                raise NoDisplay(problem)
        prefer_shared_memory(pygame)
        try:
            if size is None:
                desktops = pygame.display.get_desktop_sizes() if not headless else []
                desktop = desktops[0] if desktops else None
                remembered = self.settings.window_size
                size = fit_size(remembered, desktop) if remembered else initial_size(desktop)
            self.fullscreen = False
            self.windowed_size = size
            set_window_icon(pygame)       # before the window exists: some systems take it only then
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        except pygame.error as error:
            raise NoDisplay(i18n._("cannot open a window: {reason}", reason=str(error) or "?")) from None
        pygame.display.set_caption("Meduris")
        self.clock = pygame.time.Clock()
        self.sounds = Sounds.start(self.settings)  # silent without an audio device, never raises
        self.stack = SceneStack(self, scene_registry())
        self.running = True
        self.dirty = True
        # Draw only what changed (frames.py); False: every frame is drawn whole and flipped.
        self.partial = True
        self.damage = Damage()
        self.drawn: tuple = ()          # what the window's picture was drawn for (scenes, surface)
        self.presents = 0               # frames drawn so far
        self.presenting = 0             # the number of the frame being drawn, 0 between frames

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
        if language != i18n.DEFAULT_LANGUAGE and not i18n.catalog_exists(language):
            self.notify(i18n._("The translation file {file} is missing: English is shown",
                               file=str(i18n.catalog_path(language))))
        self._report_catalog_problems(language)
        self.settings.language = language
        self.remembered_language = language
        self.save_settings()
        self.stack.language_changed()
        self.repaint_all()

    def repaint_all(self) -> None:
        """Draw the whole window next frame (its picture was lost or everything in it changed)."""
        self.damage.forget()
        self.dirty = True

    def _report_catalog_problems(self, language: str) -> None:
        """Entries of the catalog that were wrong when loaded (they show in English), said once a run."""
        if language not in self.catalogs_reported:
            self.catalogs_reported.add(language)
            notice = i18n.catalog_notice(language)
            if notice:
                self.notify(notice, seconds=30.0)

    def _remembered(self) -> dict:
        return dataclasses.replace(self.settings, language=self.remembered_language).remembered()

    def scale(self, size: tuple[int, int] | None = None) -> theme.Scale:
        """Sizes for a layout of `size` (default: the window's) at the player's text size."""
        return theme.Scale(size or self.size, theme.UI_SCALES[self.settings.ui_size])

    def save_settings(self) -> None:
        """Remember the preferences (call after changing one of app.settings); nothing without a
        store or when nothing changed, nor while another window holds the data folder (its
        settings are the ones remembered). A folder that cannot be written is said, never a crash."""
        if self.store is None or self.saves_in_use:
            return
        remembered = self._remembered()
        if remembered == self._written:
            return
        try:
            self.store.save(dataclasses.replace(self.settings, language=self.remembered_language))
        except OSError as error:
            self.notify(i18n._("Your settings could not be saved to {file}: {problem}", file=str(self.store.path),
                               problem=os_reason(error)))
            return
        self._written = remembered

    def _report_broken_settings(self, loaded) -> None:
        problem = i18n.translate(loaded.problem.problem)
        if loaded.moved_to is not None:
            self.notify(i18n._("Your settings file {file} could not be used: {problem}. It was kept as {kept}; "
                               "the default settings are used.", file=str(loaded.path), problem=problem,
                               kept=loaded.moved_to.name), seconds=30.0)
        else:
            self.notify(i18n._("Your settings file {file} could not be used: {problem}. The default settings "
                               "are used.", file=str(loaded.path), problem=problem), seconds=30.0)

    def _window_resized(self) -> None:
        """Keep the windowed size to remember it at quit (a resize drag sends many events: the
        file is written once, when the game ends or another preference changes)."""
        if not self.fullscreen:
            self.windowed_size = self.size
            self.settings.window_size = self.size

    def notify(self, message: str, seconds: float = 10.0) -> None:
        """Show a message above every scene (a broken file, a failed save) until clicked; it goes
        to the log too (logfile.py), for a bug report."""
        log.warning("notice: %s", message)
        self.notice = message
        self.notice_left = seconds
        self.dirty = True

    def _notice_rect(self):
        width, height = self.size
        box_width = min(width - 40, 900)
        box_height = wrapped_height(self.notice, theme.font(15), box_width - 24) + 16
        return self.pg.Rect((width - box_width) // 2, height - box_height - 20, box_width, box_height)

    def _draw_notice(self) -> None:
        if not self.notice:
            return
        rect = self._notice_rect()
        panel(self.screen, rect, (252, 236, 208), theme.WARN)
        draw_wrapped(self.screen, self.notice, rect.inflate(-24, -16), theme.font(15), theme.INK)

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
            self._window_resized()
            self.stack.resize(self.size)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        elif keys.is_rules(event):
            self.toggle_rules()
            return
        elif event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSIZECHANGED):
            if event.type == pygame.WINDOWSIZECHANGED:
                self._window_resized()
            self.stack.resize(self.size)
            self.damage.forget()              # the window system may have lost our picture
        elif event.type == pygame.MOUSEBUTTONDOWN and self.notice:
            self.notice = ""                  # a click dismisses the message
            self.dirty = True
            return
        self.stack.handle_event(event)
        self.dirty = True

    def toggle_rules(self) -> None:
        """F1: the rules over whatever the player is doing (in a game, the page of the decision
        asked, as the prompt's "?"); F1 again, like Esc, closes them: the player is back where he
        was. Not while nothing is shown yet."""
        top = self.stack.top
        if top is None:
            return
        game = entry(self.settings.game)
        if top.scene_name in {shown.rules_scene for shown in entries()}:
            self.stack.pop(top)
        elif getattr(top, "rules_scene", None):      # a scene that names its game's rules
            self.stack.push(top.rules_scene)
        elif top.scene_name in ("title", game.setup_scene):
            self.stack.push(game.rules_scene, page=0)
        else:
            in_a_game = callable(getattr(top, "help_page", None)) and getattr(top, "layout", None) is not None
            self.stack.push(game.rules_scene, page=top.help_page() if in_a_game else 0)
        self.dirty = True

    def retry_saves(self) -> bool:
        """"Try again" on the title of a window that found the data folder in use: True once the
        other window is closed and this one holds the folder."""
        if self.saves_in_use and saves.claim_folder():
            self.saves_in_use = False
        return not self.saves_in_use

    def quit(self) -> None:
        self.running = False
        self.save_settings()                  # the window size (the other preferences are saved at once)
        while self.stack.scenes:
            self.stack.pop()                  # the game scene writes its autosave as it goes
        if self.claims_saves and not self.saves_in_use:
            saves.release_folder()

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
            self.present()
            self.dirty = False

    def present(self) -> None:
        """Draw what changed since the last frame and show it (frames.py): the scene drawn again
        clipped to the changed parts, and only those handed to the screen; the whole window when
        it is new, when overlays lie over the scene, or when the scene gives no parts."""
        self.presents += 1
        self.presenting = self.presents
        try:
            self._present()
        finally:
            self.presenting = 0

    def _present(self) -> None:
        rects = self.damage.changed(self.frame_parts(), self.size)
        if rects is None:
            self.stack.draw(self.screen)
            self._draw_notice()
            self.pg.display.flip()
            return
        if not rects:
            return
        # One pass over the box of the damage (a frame draws the scene once, as the tests that
        # watch the stack's drawing count it); only the damaged rectangles are shown.
        self.screen.set_clip(rects[0].unionall(rects[1:]))
        try:
            self.stack.draw(self.screen)
            self._draw_notice()
        finally:
            self.screen.set_clip(None)
        self.pg.display.update(rects)

    def frame_parts(self) -> list[Part] | None:
        """The parts of this frame's picture, or None to draw it whole: parts only for one opaque
        scene alone on the window (with the notice above it), drawn before on this same surface."""
        visible = self.stack.visible()
        drawn = (tuple(visible), self.screen, self.size)
        if drawn != self.drawn:
            self.drawn = drawn
            self.damage.forget()
        if not self.partial or len(visible) != 1:
            return None
        parts = visible[0].frame_parts()
        if parts is None:
            return None
        if not self.notice:
            return [*parts, Part("notice", (0, 0, 0, 0), "")]
        return [*parts, Part.of("notice", self._notice_rect(), self.notice, 8)]     # 8: the box's shadow

    def wants_frame(self) -> bool:
        """Whether the window's loop runs a frame without any input: something moves or counts
        down (the scenes' busy()), or something changed. Otherwise it sleeps until an event."""
        return self.dirty or self.stack.busy()

    def run(self) -> None:
        pygame = self.pg
        while self.running:
            if self.wants_frame():
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
            if events or self.wants_frame():
                self.frame(min(dt, 0.1))
        pygame.quit()

    def step(self, events=(), dt: float = 1 / 60) -> None:
        """Headless driving for tests: handle `events`, then one frame."""
        for event in events:
            self.handle(event)
        self.frame(dt)
