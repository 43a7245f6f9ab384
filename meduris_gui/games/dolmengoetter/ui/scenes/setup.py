"""Die Dolmengötter's setup: 2-5 players (S1), names, colours from red, yellow, blue, green and
white (C1), a human or a computer player per seat, the start player picked or drawn (S4)."""

from __future__ import annotations

import os
import random

import pygame

from .....i18n import _
from .....saves import AUTOSAVE, keep_unfinished_autosave, save_path
from meduris_gui.table import keys, theme
from meduris_gui.games.meduris.ui.art import icons as meduris_icons
from meduris_gui.table.scenes.common import MenuScene
from meduris_gui.table.widgets import Button, button_width, draw_text, draw_wrapped, elide, every_translation, panel
from ...rules.board import BoardError, load_board
from .. import art
from ..colours import COLOURS, NAMES, colour_name
from ..seats import HUMAN, SEAT_KINDS
from ..texts import SEAT_LABELS

NAME_LIMIT = 16
DEFAULT_SEATS = [HUMAN, "easy", "easy", "easy", "easy"]
NAME_W, COLOUR_W, KIND_W, START_W, GAP = 210, 150, 180, 130, 10


class DolmenSetupScene(MenuScene):
    scene_name = "dg-setup"
    rules_scene = "dg-rules"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__()
        self.seed = seed
        self.rng = random.Random(seed)
        self.players = 2
        self.colours = ["red", "blue", "yellow", "green", "white"]
        self.names = [""] * 5
        self.seats = list(DEFAULT_SEATS)
        self.start: int | None = None            # None: drawn at random (S4)
        self.editing = -1
        self.rows: list[pygame.Rect] = []
        self.preview: tuple | None = None
        self.title_top = 0

    def enter(self) -> None:
        if self.seed is None and self.app.settings.seed is not None:
            self.rng = random.Random(self.app.settings.seed)
        self.resize(self.app.size)

    def set_players(self, n: int) -> None:
        self.players = n
        if self.start is not None and self.start >= n:
            self.start = None
        self.resize(self.app.size)

    def cycle_colour(self, seat: int) -> None:
        """The next colour no other player has (C1)."""
        taken = {self.colours[k] for k in range(self.players) if k != seat}
        index = COLOURS.index(self.colours[seat])
        for step in range(1, len(COLOURS) + 1):
            candidate = COLOURS[(index + step) % len(COLOURS)]
            if candidate not in taken:
                self.colours[seat] = candidate
                break
        self.resize(self.app.size)

    def cycle_seat(self, seat: int) -> None:
        self.seats[seat] = SEAT_KINDS[(SEAT_KINDS.index(self.seats[seat]) + 1) % len(SEAT_KINDS)]
        self.resize(self.app.size)

    def _set_start(self, seat: int | None) -> None:
        self.start = seat
        self.resize(self.app.size)

    def start_game(self) -> None:
        from ...rules.game import Game
        colours = self.colours[:self.players]
        start = self.start if self.start is not None else self.rng.randrange(self.players)   # S4 (Decision)
        try:
            game = Game.new(colours, start_player=start)
        except BoardError as error:
            self.app.notify(_("A board file is broken: {problem}", problem=str(error)))
            return
        names = [name.strip() for name in self.names[:self.players]]
        self.keep_unfinished()
        self.stack.replace("dg-game", game=game, names=names, seats=self.seats[:self.players],
                           seed=self.rng.randrange(1 << 30))

    def keep_unfinished(self) -> None:
        """The autosave is about to be replaced: an unfinished game (of either game) is kept in
        Saved games first, never lost silently (saves.keep_unfinished_autosave; a Dolmengötter
        record replays in a blink, so here in the loop)."""
        if not os.path.lexists(save_path(AUTOSAVE)):
            return
        try:
            kept = keep_unfinished_autosave()
        except OSError as error:
            self.app.notify(_("Your unfinished game could not be kept: {reason}", reason=error.strerror or str(error)))
            return
        if kept is not None:
            self.app.notify(_("Your unfinished game was kept in Saved games as {name}", name=kept))

    def back(self) -> None:
        self.stack.pop(self)

    def _width(self, least: int, messages, height: int, icons: int = 0) -> int:
        s = self.scale
        texts = [text for message in messages for text in every_translation(message)]
        return max(s.px(least), button_width(texts, s.button, height, icons))

    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale
        width, height = size
        left = s.px(40)
        bar = max(b.rect.bottom for b in self.buttons.buttons)
        self.title_top = bar + s.px(22)
        y = max(s.px(110), self.title_top + s.role_font("display").get_linesize() + s.px(14))
        top = y
        h = s.px(36)
        players_w = max(self._width(110, ["{n} players"], h) for _n in (2,))
        players_w = max(players_w, max(button_width([text for text in every_translation("{n} players", n=n)],
                                                    s.button, h) for n in (2, 3, 4, 5)))
        for k, n in enumerate((2, 3, 4, 5)):
            self.buttons.add(Button(pygame.Rect(left + k * (players_w + s.px(10)), y, players_w, h),
                                    _("{n} players", n=n), (lambda n=n: self.set_players(n)),
                                    selected=self.players == n, name=f"players-{n}"))
        y += h + s.px(24)
        self.rows = []
        icon = h - s.px(10)
        colour_w = self._width(COLOUR_W, NAMES.values(), h, icon)
        seat_icon = h - s.px(12)
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
                                    icons=[art.player_badge(self.colours[seat], icon)], name=f"colour-{seat}"))
            self.buttons.add(Button(pygame.Rect(row.left + kind_x, row.top, kind_w, h),
                                    _(SEAT_LABELS[self.seats[seat]]), (lambda k=seat: self.cycle_seat(k)),
                                    icons=[meduris_icons.seat_icon(self.seats[seat], seat_icon)], name=f"seat-{seat}"))
            self.buttons.add(Button(pygame.Rect(row.left + start_x, row.top, start_w, h), _("Starts"),
                                    (lambda k=seat: self._set_start(k)), selected=self.start == seat,
                                    name=f"start-{seat}"))
        y += self.players * (h + s.px(12))
        self.buttons.add(Button(pygame.Rect(left + start_x, y, start_w, h), _("Draw at random"),
                                (lambda: self._set_start(None)), selected=self.start is None, name="start-random"))
        self.hint_rect = pygame.Rect(left, y, start_x - s.px(GAP), s.px(60))
        big = s.px(50)
        start_game_w = self._width(260, ["Start the game"], big)
        self.buttons.add(Button(pygame.Rect(left, height - s.px(90), start_game_w, big), _("Start the game"),
                                self.start_game, name="start-game", primary=True))
        self.buttons.add(Button(pygame.Rect(left + start_game_w + s.px(20), height - s.px(90),
                                            self._width(160, ["Back"], big), big), _("Back"), self.back, name="back"))
        side = min(height - top - s.px(120), width - self.rows[0].right - s.px(80))
        self.preview = None
        if side > 120:
            try:
                board = load_board()
            except BoardError as error:
                self.app.notify(_("A board file is broken: {problem}", problem=str(error)))
            else:
                self.preview = (art.board_picture(art.BoardGeometry(board, 0, 0, side)),
                                (width - s.px(40) - side, top))

    def handle_event(self, event) -> None:
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
            if event.key == pygame.K_BACKSPACE:
                self.names[self.editing] = self.names[self.editing][:-1]
            elif event.key == pygame.K_TAB:
                self.editing = (self.editing + 1) % self.players
            elif keys.is_confirm(event) or keys.is_cancel(event):
                self.editing = -1
        elif keys.is_confirm(event):
            self.buttons.press_primary()
        elif keys.is_cancel(event):
            self.back()
        elif event.type == pygame.TEXTINPUT and self.editing >= 0:
            text = "".join(char for char in event.text if char.isprintable())
            room = NAME_LIMIT - len(self.names[self.editing])
            self.names[self.editing] += text[:max(room, 0)]

    def draw(self, surface) -> None:
        s = self.scale
        surface.fill(theme.BACKGROUND)
        draw_text(surface, _("New game: Die Dolmengötter"), (s.px(40), self.title_top), s.role_font("display"),
                  theme.LIGHT)
        f = s.role_font("text")
        for seat, row in enumerate(self.rows):
            box = pygame.Rect(row.left, row.top, s.px(NAME_W), row.height)
            panel(surface, box, theme.LIGHT if self.editing == seat else theme.PANEL, radius=6, shadow=0)
            name = self.names[seat] or colour_name(self.colours[seat])
            editing = self.editing == seat
            shown = elide(name + ("|" if editing else ""), f, box.width - 2 * s.px(8), keep_end=editing)
            draw_text(surface, shown, (box.left + s.px(8), box.centery), f,
                      theme.INK if self.names[seat] else theme.INK_SOFT, anchor="midleft")
        hint = _("Click a name to type it, a colour to change it, a player to choose a human or the computer")
        draw_wrapped(surface, hint, self.hint_rect, s.role_font("caption"), theme.PANEL)
        if self.preview is not None:
            image, pos = self.preview
            surface.blit(image, pos)
            draw_wrapped(surface, _("The board: 28 stone circles (our own design)"),
                         pygame.Rect(pos[0], pos[1] + image.get_height() + s.px(6), image.get_width(),
                                     2 * f.get_linesize()), f, theme.PANEL, spacing=1.0)
        self.buttons.draw(surface, s.button)
