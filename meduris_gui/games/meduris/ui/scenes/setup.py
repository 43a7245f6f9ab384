"""The setup scene: 2-4 players with names, colours and who plays them (a human or a computer
player), the start player, the board side."""

from __future__ import annotations

import os
import random

import pygame

from meduris_gui.i18n import _
from ...rules.board import BoardError, load_side, side_for_players
from ...rules.game import Game
from ...rules.state import COLOURS
from meduris_gui.saves import AUTOSAVE, keep_unfinished_autosave, save_path, text_problem
from meduris_gui.table.background import Job
from meduris_gui.table import keys, theme
from ..art import boardart, icons
from ..computers import HUMAN, SEAT_KINDS, SEAT_LABELS
from ..geometry import BoardGeometry
from ..log import COLOUR, colour_name
from meduris_gui.table.widgets import Button, button_width, draw_centred_lines, draw_text, draw_wrapped, elide, every_translation, panel
from meduris_gui.table.scenes.common import MenuScene
from meduris_gui.table.scenes.loading import loading_sign

NAME_LIMIT = 16
# You against the computer: the one who opens the game plays the first seat; a click on a seat's
# button makes it human for a game among friends.
DEFAULT_SEATS = [HUMAN, "easy", "easy", "easy"]
# The row of a seat: name box, colour, who plays it, "starts" (least widths and gaps at 1366x768;
# a button grows to its longest label in any language).
NAME_W, COLOUR_W, KIND_W, START_W, GAP = 210, 150, 180, 130, 10


class SetupScene(MenuScene):
    scene_name = "setup"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__()
        self.seed = seed
        self.rng = random.Random(seed)
        self.players = 2
        self.colours = ["purple", "blue", "green", "red"]
        self.names = ["", "", "", ""]
        self.loading: Job | None = None       # keeping an unfinished autosave before the game starts
        self.starting: tuple | None = None
        self.seats = list(DEFAULT_SEATS)
        self.start: int | None = None           # None: drawn at random (S10)
        self.editing = -1
        self.preview: dict = {}
        self.title_top = 0                      # the heading's top, under the language bar
        self.board_problem = ""                 # a broken board file already reported

    def enter(self) -> None:
        if self.seed is None and self.app.settings.seed is not None:
            self.rng = random.Random(self.app.settings.seed)
        self.resize(self.app.size)

    def allowed(self) -> tuple:
        """S1: two players play purple and blue."""
        return ("purple", "blue") if self.players == 2 else COLOURS

    def set_players(self, n: int) -> None:
        self.players = n
        if n == 2:
            self.colours[:2] = ["purple", "blue"]
        if self.start is not None and self.start >= n:
            self.start = None
        self.resize(self.app.size)

    def cycle_colour(self, seat: int) -> None:
        """The next allowed colour no other player has (S1)."""
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
        self.seats[seat] = SEAT_KINDS[(SEAT_KINDS.index(self.seats[seat]) + 1) % len(SEAT_KINDS)]
        self.resize(self.app.size)

    def start_game(self) -> None:
        """Start the game. An autosave already there is looked at first (an unfinished game is
        kept in Saved games, never lost silently): that reads and replays it, so it runs in the
        background while the window draws a sign; update() starts the game when it is done."""
        if self.loading is not None:
            return
        colours = self.colours[:self.players]
        start = self.start if self.start is not None else self.rng.randrange(self.players)   # S10
        try:
            game = Game.new(colours, start, rng=self.rng)
        except BoardError as error:               # a broken board file: say which and stay here
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
        self.stack.replace("game", game=game, names=names, seats=seats, seed=seed)

    def busy(self) -> bool:
        return self.loading is not None           # the window keeps drawing the sign

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
        players_w = max(self._width(120, ["{n} players"], h, n=n) for n in (2, 3, 4))
        for k, n in enumerate((2, 3, 4)):
            label = _("{n} players", n=n)
            self.buttons.add(Button(pygame.Rect(left + k * (players_w + s.px(10)), y, players_w, h), label,
                                    (lambda n=n: self.set_players(n)), selected=self.players == n, name=f"players-{n}"))
        y += h + s.px(24)
        self.rows = []
        colour_icon, seat_icon = h - s.px(10), h - s.px(12)
        colour_w = self._width(COLOUR_W, COLOUR.values(), h, colour_icon)
        kind_w = self._width(KIND_W, SEAT_LABELS.values(), h, seat_icon)
        self.start_w = start_w = self._width(START_W, ("Starts", "Draw at random"), h)
        colour_x = s.px(NAME_W + GAP)
        kind_x = colour_x + colour_w + s.px(GAP)
        start_x = kind_x + kind_w + s.px(GAP)
        for seat in range(self.players):
            row = pygame.Rect(left, y + seat * (h + s.px(12)), start_x + start_w, h)
            self.rows.append(row)
            self.buttons.add(Button(pygame.Rect(row.left + colour_x, row.top, colour_w, h),
                                    colour_name(self.colours[seat]), (lambda k=seat: self.cycle_colour(k)),
                                    icons=[icons.player_mark(self.colours[seat], colour_icon)], name=f"colour-{seat}"))
            kind = self.seats[seat]
            self.buttons.add(Button(pygame.Rect(row.left + kind_x, row.top, kind_w, h),
                                    _(SEAT_LABELS[kind]), (lambda k=seat: self.cycle_seat(k)),
                                    icons=[icons.seat_icon(kind, seat_icon)], name=f"seat-{seat}"))
            self.buttons.add(Button(pygame.Rect(row.left + start_x, row.top, start_w, h), _("Starts"),
                                    (lambda k=seat: self._set_start(k)), selected=self.start == seat,
                                    name=f"start-{seat}"))
        y += 4 * (h + s.px(12))
        self.buttons.add(Button(pygame.Rect(left + start_x, y, start_w, h), _("Draw at random"),
                                (lambda: self._set_start(None)), selected=self.start is None, name="start-random"))
        big = s.px(50)
        start_game_w = self._width(260, ["Start the game"], big)
        self.buttons.add(Button(pygame.Rect(left, height - s.px(90), start_game_w, big), _("Start the game"),
                                self.start_game, name="start-game", primary=True))

        self.buttons.add(Button(pygame.Rect(left + start_game_w + s.px(20), height - s.px(90),
                                            self._width(160, ["Back"], big), big), _("Back"), self.back, name="back"))
        side = side_for_players(self.players)
        preview = min(height - top - s.px(90), width - self.rows[0].right - s.px(60))
        if preview > 120 and self.preview.get(side, (None, 0))[1] != preview:
            try:
                board = load_side(side)
            except BoardError as error:           # no picture; Start the game says which file
                self.preview.pop(side, None)
                if self.board_problem != str(error):
                    self.board_problem = str(error)
                    self.app.notify(_("A board file is broken: {problem}", problem=str(error)))
            else:
                self.preview[side] = (boardart.render_board(BoardGeometry(board, 0, 0, preview)), preview)
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

    def draw(self, surface) -> None:
        self._draw_setup(surface)
        if self.loading is not None:
            s = self.scale
            width, height = surface.get_size()
            draw_centred_lines(surface, loading_sign(), (width // 2, height - s.px(40)), width - s.px(40),
                               s.role_font("text"), theme.LIGHT)

    def _draw_setup(self, surface) -> None:
        s = self.scale
        width, height = surface.get_size()
        surface.fill(theme.BACKGROUND)
        title = _("New game")
        draw_text(surface, title, (s.px(40), self.title_top), s.role_font("display"), theme.LIGHT)
        for seat, row in enumerate(self.rows):
            box = pygame.Rect(row.left, row.top, s.px(NAME_W), row.height)
            panel(surface, box, theme.LIGHT if self.editing == seat else theme.PANEL, radius=6, shadow=0)
            name = self.names[seat] or colour_name(self.colours[seat])
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
        side = side_for_players(self.players)
        if side in self.preview:
            image, size = self.preview[side]
            surface.blit(image, self.preview_pos)
            label = _("Board for 2 or 3 players") if side == "2-3p" else _("Board for 4 players (our own design)")
            f = s.role_font("text")
            draw_wrapped(surface, label, pygame.Rect(self.preview_pos[0], self.preview_pos[1] + size + s.px(6), size,
                                                     2 * f.get_linesize()), f, theme.PANEL, spacing=1.0)
        self.buttons.draw(surface, s.button)
