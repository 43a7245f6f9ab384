"""The setup scene of every game: the players (how many, their names, colours and who plays them:
a human or a computer player), the start player picked or drawn, a picture of the board.

`PlayersSetup` is the scene; a game subclasses it and says what is its own (its player counts, its
colours and their marks, the board's picture, how a game starts and which scene plays it):
games/meduris/ui/scenes/setup.py, games/dolmengoetter/ui/scenes/setup.py.
"""

from __future__ import annotations

import os
import random

import pygame

from meduris_gui.i18n import _
from meduris_gui.saves import AUTOSAVE, HUMAN, keep_unfinished_autosave, save_path, text_problem
from meduris_gui.table import keys, theme
from meduris_gui.table.background import Job
from meduris_gui.table.scenes.common import MenuScene
from meduris_gui.table.scenes.loading import loading_sign
from meduris_gui.table.widgets import (Button, button_width, draw_centred_lines, draw_text, draw_wrapped, elide,
                                       every_translation, panel)
from meduris_gui.table.icons import seat_icon      # who plays a seat, drawn the same for every game

NAME_LIMIT = 16
# The row of a seat: name box, colour, who plays it, "starts" (least widths and gaps at 1366x768;
# a button grows to its longest label in any language).
NAME_W, COLOUR_W, KIND_W, START_W, GAP = 210, 150, 180, 130, 10


class PlayersSetup(MenuScene):
    """The setup, for the game a subclass describes with these attributes and hooks."""

    scene_name = ""                           # each game's subclass names its scene
    game_scene = "game"                       # the scene that plays the new game
    player_counts: tuple[int, ...] = (2, 3, 4)
    first_colours: tuple[str, ...] = ()       # the seats' colours at first, one per seat of the most players
    seat_kinds: tuple[str, ...] = ()          # who may play a seat, in the order its button cycles
    seat_labels: dict = {}                    # kind -> its label (N_)
    colour_labels: dict = {}                  # colour -> its name (N_), for the colour button's width
    heading = ""                              # the scene's heading (N_)
    board_errors: tuple[type[Exception], ...] = ()    # what a broken board file raises

    def __init__(self, seed: int | None = None) -> None:
        super().__init__()
        self.seed = seed
        self.rng = random.Random(seed)
        most = max(self.player_counts)
        self.players = min(self.player_counts)
        self.colours = list(self.first_colours)
        self.names = [""] * most
        self.loading: Job | None = None       # keeping an unfinished autosave before the game starts
        self.starting: tuple | None = None
        # You against the computer: the one who opens the game plays the first seat; a click on a
        # seat's button makes it human for a game among friends.
        self.seats = [HUMAN] + ["easy"] * (most - 1)
        self.start: int | None = None           # None: drawn at random
        self.editing = -1
        self.rows: list[pygame.Rect] = []
        self.preview: dict = {}                 # board key -> (picture, its size)
        self.title_top = 0                      # the heading's top, under the language bar
        self.board_problem = ""                 # a broken board file already reported

    # -- what a game says -----------------------------------------------------------------------

    def allowed(self) -> tuple:
        """The colours the players may choose among now."""
        return tuple(self.first_colours)

    def colour_name(self, colour: str) -> str:
        return _(self.colour_labels[colour])

    def colour_icon(self, colour: str, size: int) -> pygame.Surface:
        raise NotImplementedError

    def new_game(self, colours: list[str], start: int):
        """The new game for these colours and this start player (raises one of board_errors)."""
        raise NotImplementedError

    def board_key(self) -> str:
        """Which board the players play on (the preview is kept per board)."""
        return "board"

    def board_picture(self, key: str, size: int) -> pygame.Surface:
        """The board `key` drawn `size` px wide (raises one of board_errors)."""
        raise NotImplementedError

    def board_label(self, key: str) -> str:
        """The words under the board's picture."""
        raise NotImplementedError

    # -- the choices ----------------------------------------------------------------------------

    def enter(self) -> None:
        if self.seed is None and self.app.settings.seed is not None:
            self.rng = random.Random(self.app.settings.seed)
        self.resize(self.app.size)

    def set_players(self, n: int) -> None:
        """`n` players. A seat that comes back keeps its colour unless a player seated meanwhile
        took it (a colour is cycled only among the seats shown): then it gets the first free one."""
        self.players = n
        allowed = self.allowed()
        for seat in range(n):
            if self.colours[seat] in self.colours[:seat] or self.colours[seat] not in allowed:
                self.colours[seat] = next(c for c in allowed if c not in self.colours[:n])
        if self.start is not None and self.start >= n:
            self.start = None
        self.resize(self.app.size)

    def cycle_colour(self, seat: int) -> None:
        """The next allowed colour no other player has."""
        allowed = self.allowed()
        taken = {self.colours[k] for k in range(self.players) if k != seat}
        index = allowed.index(self.colours[seat]) if self.colours[seat] in allowed else -1
        for step in range(1, len(allowed) + 1):
            candidate = allowed[(index + step) % len(allowed)]
            if candidate not in taken:
                self.colours[seat] = candidate
                break
        self.resize(self.app.size)

    def cycle_seat(self, seat: int) -> None:
        """Human -> computer (easy) -> computer (medium) -> computer (strong) -> human."""
        kinds = self.seat_kinds
        self.seats[seat] = kinds[(kinds.index(self.seats[seat]) + 1) % len(kinds)]
        self.resize(self.app.size)

    def start_game(self) -> None:
        """Start the game. An autosave already there is looked at first (an unfinished game is
        kept in Saved games, never lost silently): that reads and replays it, so it runs in the
        background while the window draws a sign; update() starts the game when it is done."""
        if self.loading is not None:
            return
        colours = self.colours[:self.players]
        # The start player picked, or drawn at random (Meduris S10, Die Dolmengötter S4).
        start = self.start if self.start is not None else self.rng.randrange(self.players)
        try:
            game = self.new_game(colours, start)
        except self.board_errors as error:        # a broken board file: say which and stay here
            self.app.notify(_("A board file is broken: {problem}", problem=str(error)))
            return
        names = [name.strip() for name in self.names[:self.players]]
        self.starting = (game, names, self.seats[:self.players], self.rng.randrange(1 << 30))
        if not os.path.lexists(save_path(AUTOSAVE)):
            self._open_game()                     # nothing to keep: at once
            return
        self.loading = Job(keep_unfinished_autosave, name="meduris-keep-unfinished").start()
        self.app.dirty = True

    def update(self, dt: float) -> None:
        if self.loading is None or not self.loading.poll():
            return
        job, self.loading = self.loading, None
        try:
            kept = job.result()
        except OSError as error:
            self.app.notify(_("Your unfinished game could not be kept: {reason}",
                              reason=error.strerror or str(error)))
        else:
            if kept is not None:
                self.app.notify(_("Your unfinished game was kept in Saved games as {name}", name=kept))
        self._open_game()

    def _open_game(self) -> None:
        game, names, seats, seed = self.starting
        self.stack.replace(self.game_scene, game=game, names=names, seats=seats, seed=seed)

    def busy(self) -> bool:
        return self.loading is not None           # the window keeps drawing the sign

    # -- layout ---------------------------------------------------------------------------------

    def _width(self, least: int, messages, height: int, icons: int = 0, **values) -> int:
        """A button's width: `least` px at 1366x768, or what the longest translation needs."""
        s = self.scale
        texts = [text for message in messages for text in every_translation(message, **values)]
        return max(s.px(least), button_width(texts, s.button, height, icons))

    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale
        width, height = size
        left = s.px(40)
        # The heading under the language bar with room to breathe, the buttons under the heading.
        bar = max(b.rect.bottom for b in self.buttons.buttons)
        self.title_top = bar + s.px(22)
        y = max(s.px(110), self.title_top + s.role_font("display").get_linesize() + s.px(14))
        top = y
        h = s.px(36)
        players_w = max(self._width(120, ["{n} players"], h, n=n) for n in self.player_counts)
        for k, n in enumerate(self.player_counts):
            label = _("{n} players", n=n)
            self.buttons.add(Button(pygame.Rect(left + k * (players_w + s.px(10)), y, players_w, h), label,
                                    (lambda n=n: self.set_players(n)), selected=self.players == n, name=f"players-{n}"))
        y += h + s.px(24)
        self.rows = []
        colour_icon, kind_icon = h - s.px(10), h - s.px(12)
        colour_w = self._width(COLOUR_W, self.colour_labels.values(), h, colour_icon)
        kind_w = self._width(KIND_W, [self.seat_labels[kind] for kind in self.seat_kinds], h, kind_icon)
        self.start_w = start_w = self._width(START_W, ("Starts", "Draw at random"), h)
        colour_x = s.px(NAME_W + GAP)
        kind_x = colour_x + colour_w + s.px(GAP)
        start_x = kind_x + kind_w + s.px(GAP)
        for seat in range(self.players):
            row = pygame.Rect(left, y + seat * (h + s.px(12)), start_x + start_w, h)
            self.rows.append(row)
            self.buttons.add(Button(pygame.Rect(row.left + colour_x, row.top, colour_w, h),
                                    self.colour_name(self.colours[seat]), (lambda k=seat: self.cycle_colour(k)),
                                    icons=[self.colour_icon(self.colours[seat], colour_icon)], name=f"colour-{seat}"))
            kind = self.seats[seat]
            self.buttons.add(Button(pygame.Rect(row.left + kind_x, row.top, kind_w, h),
                                    _(self.seat_labels[kind]), (lambda k=seat: self.cycle_seat(k)),
                                    icons=[seat_icon(kind, kind_icon)], name=f"seat-{seat}"))
            self.buttons.add(Button(pygame.Rect(row.left + start_x, row.top, start_w, h), _("Starts"),
                                    (lambda k=seat: self._set_start(k)), selected=self.start == seat,
                                    name=f"start-{seat}"))
        # "Draw at random" stays put under the rows of the most players.
        y += max(self.player_counts) * (h + s.px(12))
        self.buttons.add(Button(pygame.Rect(left + start_x, y, start_w, h), _("Draw at random"),
                                (lambda: self._set_start(None)), selected=self.start is None, name="start-random"))
        big = s.px(50)
        start_game_w = self._width(260, ["Start the game"], big)
        self.buttons.add(Button(pygame.Rect(left, height - s.px(90), start_game_w, big), _("Start the game"),
                                self.start_game, name="start-game", primary=True))

        self.buttons.add(Button(pygame.Rect(left + start_game_w + s.px(20), height - s.px(90),
                                            self._width(160, ["Back"], big), big), _("Back"), self.back, name="back"))
        key = self.board_key()
        preview = min(height - top - s.px(90), width - self.rows[0].right - s.px(60))
        if preview > 120 and self.preview.get(key, (None, 0))[1] != preview:
            try:
                picture = self.board_picture(key, preview)
            except self.board_errors as error:     # no picture; Start the game says which file
                self.preview.pop(key, None)
                if self.board_problem != str(error):
                    self.board_problem = str(error)
                    self.app.notify(_("A board file is broken: {problem}", problem=str(error)))
            else:
                self.preview[key] = (picture, preview)
        self.preview_pos = (width - s.px(30) - max(preview, 0), top)

    def back(self) -> None:
        """Back to the title (the button, or Esc)."""
        self.stack.pop(self)

    def _set_start(self, seat: int | None) -> None:
        self.start = seat
        self.resize(self.app.size)

    def handle_event(self, event) -> None:
        if self.loading is not None:
            return                                # the game starts in a moment: nothing to change
        if event.type == pygame.MOUSEMOTION:
            self.buttons.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.buttons.click(event.pos):
                return
            self.editing = -1
            for seat, row in enumerate(self.rows):
                if pygame.Rect(row.left, row.top, self.scale.px(NAME_W), row.height).collidepoint(event.pos):
                    self.editing = seat
        elif event.type == pygame.KEYDOWN and self.editing >= 0:
            name = self.names[self.editing]
            if event.key == pygame.K_BACKSPACE:
                self.names[self.editing] = name[:-1]
            elif event.key == pygame.K_TAB:
                self.editing = (self.editing + 1) % self.players
            elif keys.is_confirm(event) or keys.is_cancel(event):
                self.editing = -1                 # done typing (the next Enter starts the game)
        elif keys.is_confirm(event):
            self.buttons.press_primary()          # Start the game
        elif keys.is_cancel(event):
            self.back()
        elif event.type == pygame.TEXTINPUT and self.editing >= 0:
            # A control character or a lone surrogate could not be drawn nor saved: refused.
            text = "".join(char for char in event.text if text_problem(char) is None)
            if text != event.text:
                self.app.notify(_("A name cannot hold control characters"))
            room = NAME_LIMIT - len(self.names[self.editing])
            self.names[self.editing] += text[:max(room, 0)]

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        self._draw_setup(surface)
        if self.loading is not None:
            s = self.scale
            width, height = surface.get_size()
            draw_centred_lines(surface, loading_sign(), (width // 2, height - s.px(40)), width - s.px(40),
                               s.role_font("text"), theme.LIGHT)

    def _draw_setup(self, surface) -> None:
        s = self.scale
        surface.fill(theme.BACKGROUND)
        draw_text(surface, _(self.heading), (s.px(40), self.title_top), s.role_font("display"), theme.LIGHT)
        for seat, row in enumerate(self.rows):
            box = pygame.Rect(row.left, row.top, s.px(NAME_W), row.height)
            panel(surface, box, theme.LIGHT if self.editing == seat else theme.PANEL, radius=6, shadow=0)
            name = self.names[seat] or self.colour_name(self.colours[seat])
            colour = theme.INK if self.names[seat] else theme.INK_SOFT
            editing = self.editing == seat
            f = s.role_font("text")
            # A long name keeps its size: cut with an ellipsis (its end while it is typed).
            shown = elide(name + ("|" if editing else ""), f, box.width - 2 * s.px(8), keep_end=editing)
            draw_text(surface, shown, (box.left + s.px(8), box.centery), f, colour, anchor="midleft")
        hint = _("Click a name to type it, a colour to change it, a player to choose a human or the computer")
        width = self.rows[-1].width - self.start_w - s.px(GAP)
        draw_wrapped(surface, hint, pygame.Rect(s.px(40), self.rows[-1].bottom + s.px(8), width, s.px(60)),
                     s.role_font("caption"), theme.PANEL)
        key = self.board_key()
        if key in self.preview:
            image, size = self.preview[key]
            surface.blit(image, self.preview_pos)
            f = s.role_font("text")
            draw_wrapped(surface, self.board_label(key),
                         pygame.Rect(self.preview_pos[0], self.preview_pos[1] + size + s.px(6), size,
                                     2 * f.get_linesize()), f, theme.PANEL, spacing=1.0)
        self.buttons.draw(surface, s.button)


__all__ = ["NAME_LIMIT", "PlayersSetup"]
