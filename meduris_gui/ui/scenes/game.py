"""The game scene: the board on the left; player panels, the prompt and the log on the right.

Every click becomes one of the engine's legal actions (controller.Targets); the engine's events
drive the animations and the log. A computer seat's moves arrive from its player (computers.py)
and take the same path as a click. Only the materials of the human at the laptop are shown
unless the players chose open screens (all of them when no human plays); between two human
players a curtain covers the screen. Drawing lives in game_draw.py.
"""

from __future__ import annotations

import random

import pygame

from ...i18n import _
from ...rules.game import Game
from ...rules.state import MAIN, PAY, RETURN, SACRIFICE, SETUP, TAKE, TERMINAL
from ..anim import Animator
from ..art import icons
from ..boardview import BoardView
from ..computers import ROLL, Table, pause
from ..controller import Targets, seat_names
from ..log import GameLog, colour_name, material_name, materials_text
from ..logview import LogView
from ..scene import Scene
from ..theme import Scale
from ..widgets import Button, ButtonRow
from ...saves import save_game
from .common import top_bar
from .game_draw import GameDrawing

PAGE = 4                   # sacrifice / payment buttons shown at once (two rows of two)
END_PAUSE = 4              # pauses before a game of computers only shows its final scoring


class GameScene(GameDrawing, Scene):
    def __init__(self, game: Game, names: list[str] | None = None, seats: list[str] | None = None,
                 seed: int | None = None, events: list | None = None) -> None:
        """`seats`: "human", "easy" or "strong" per seat (None: all human). `events`: every event
        of the game so far, for the log and the computer players' memory (None: the log starts
        empty and the computer players replay the game's history)."""
        super().__init__()
        self.game = game
        self.custom_names = names
        self.rng = random.Random(seed)
        self.table = Table(game, seats, None if seed is None else seed + 1, events)
        self.view = BoardView(game.state.board, game.state.colours)
        self.log = GameLog(self.names(), game)          # each line knows its decision (re-watch)
        if events:
            self.log.restore(events)
        self.logview = LogView(self.log, game.state.colours)
        self.animator = Animator()
        self.buttons = ButtonRow()
        self.targets = Targets.from_game(game)
        self.selected_worker = None
        self.pending_space = -1
        self.page = 0
        self.hover = {"space": -1, "highland": -1, "worker": (-1, -1)}
        self.mouse = (0, 0)
        # Whose materials are shown now: the first human to act sits at the laptop already.
        first = self.table.seat_to_act(game)
        humans = self.table.humans()
        self.viewer = first if first in humans or not humans else humans[0]
        self.before_scores = list(game.state.score)
        self.message = ""               # why a click did nothing, if that helps
        self.scale = None
        self._ended = False
        self.end_wait = 0.0
        self.clock = 0.0

    @property
    def seats(self) -> list[str]:
        return self.table.seats

    # -- lifecycle -------------------------------------------------------------------------------

    def names(self) -> list[str]:
        return seat_names(self.game, self.custom_names)

    def enter(self) -> None:
        self.animator.speed = self.app.settings.speed
        self.resize(self.app.size)
        self._after_change()

    def resume(self) -> None:
        self.animator.speed = self.app.settings.speed
        self._build_buttons()

    def language_changed(self) -> None:
        self.log.names = self.names()
        self._build_buttons()

    def busy(self) -> bool:
        """Animations run, or a computer player is about to move (its thinking sign turns)."""
        return self.animator.busy or self.computer_to_act() is not None

    def resize(self, size) -> None:
        width, height = size
        self.scale = s = Scale(size)
        margin = s.px(8)
        board = min(height - 2 * margin, int(width * 0.6))
        self.view.layout(margin, (height - board) // 2, board)
        left = margin * 2 + board
        self.column = pygame.Rect(left, margin, width - left - margin, height - 2 * margin)
        bar = s.px(34)
        self.bar = pygame.Rect(self.column.left, self.column.top, self.column.width, bar)
        players = self.game.state.players
        panel_h = s.px(70)
        self.panels = [pygame.Rect(self.column.left, self.bar.bottom + margin + i * (panel_h + s.px(4)),
                                   self.column.width, panel_h) for i in range(players)]
        top = self.panels[-1].bottom + margin
        self.prompt_rect = pygame.Rect(self.column.left, top, self.column.width, s.px(212))
        self.log_rect = pygame.Rect(self.column.left, self.prompt_rect.bottom + margin, self.column.width,
                                    self.column.bottom - self.prompt_rect.bottom - margin)
        self.logview.layout(self.log_rect, s)
        for seat, rect in enumerate(self.panels):
            self.view.panel_points[seat] = (rect.right - rect.width // 4, rect.centery)
        self.view.die_anchor = (self.prompt_rect.right - s.px(40), self.prompt_rect.top + s.px(70))
        self._build_buttons()

    # -- the flow of the game --------------------------------------------------------------------

    def computer_to_act(self) -> int | None:
        """The computer seat the game waits for (its decision or its die roll), or None."""
        return self.table.computer_to_act(self.game)

    def thinking_seat(self) -> int | None:
        """The computer seat whose thinking sign shows: it is its move, the last one is shown."""
        return None if self.animator.busy else self.computer_to_act()

    def shows_materials(self, seat: int) -> bool:
        """S3: a player's materials are shown to the human at the laptop only (all of them with
        open screens, or when no human plays)."""
        return self.app.settings.open_screens or not self.table.humans() or seat == self.viewer

    def _after_change(self) -> None:
        """The game moved on: new targets, buttons, and the curtain if the laptop passes from one
        human to another. A computer's turn offers no targets: the window waits for it."""
        game = self.game
        self.targets = Targets.from_game(game) if self.computer_to_act() is None else \
            Targets(game.state.phase, game.state.decider)
        self.selected_worker = None
        self.pending_space = -1
        self.page = 0
        self._build_buttons()
        seat = self.table.seat_to_act(game)
        if seat == TERMINAL or not self.table.is_human(seat):
            return                    # a computer decides: the human at the laptop stays
        if self.app.settings.open_screens or len(self.table.humans()) < 2:
            self.viewer = seat
            return
        if seat != self.viewer:
            from .overlays import Curtain
            self.viewer = seat
            self.stack.push(Curtain(self.names()[seat], game.state.colours[seat]))

    def act(self, action) -> None:
        before = self.game.state.copy()
        events = self.game.apply(action)
        self.table.observe(events)
        self.before_scores = list(before.score)
        self.log.extend(events)
        self.message = ""
        self.animator.play(events, self.view, before)
        self.autosave()
        self._after_change()
        if self.app:
            self.app.dirty = True

    def can_undo(self) -> bool:
        """Game.undo takes back only the decider's own decisions of this turn; the window offers
        it to a human only, so a computer's moves are never taken back."""
        return self.computer_to_act() is None and self.game.can_undo()

    def undo(self) -> None:
        """Take back the deciding player's own last decision (Game.undo says when that is allowed)."""
        if not self.can_undo():
            return
        self.animator.skip()
        self.log.events = self.game.undo()
        self.table.rebuild(self.game, self.log.events)     # the computers forget the decision too
        self.before_scores = list(self.game.state.score)
        self.message = ""
        self.autosave()
        self._after_change()
        if self.app:
            self.app.dirty = True

    def autosave(self) -> None:
        """Rewrite the autosave after every decision (atomically: see saves.py)."""
        if self.app is None or not self.app.settings.autosave or self.game.tokens is None:
            return
        try:
            save_game(self.game, self.custom_names, seats=self.seats)
        except OSError as error:
            self.message = _("The game could not be saved: {error}", error=error.strerror or str(error))

    def exit(self) -> None:
        self.table.stop()             # a computer still thinking is never heard
        self.autosave()

    def roll(self) -> None:
        self.act(self.game.legal_actions()[self.rng.randrange(6)])

    def update(self, dt: float) -> None:
        self.clock += dt                  # turns the thinking sign
        self.animator.update(dt)
        if self.animator.busy:
            return
        speed = self.app.settings.speed
        if self.game.is_over():
            if not self._ended:
                self._ended = True
                self.end_wait = END_PAUSE * pause(speed)
                self._build_buttons()
            elif not self.table.humans():
                # Computers only: nobody needs to look at the last board before the scoring.
                self.end_wait -= dt
                if self.end_wait <= 0:
                    self.show_end()
            return
        move = self.table.update(self.game, dt, speed)
        if move == ROLL:
            self.roll()
        elif move is not None:
            self.act(move)

    def show_end(self) -> None:
        from .end import EndScene
        self.stack.replace(EndScene(self.game, self.names(), self.log))

    # -- input -----------------------------------------------------------------------------------

    def handle_event(self, event) -> None:
        if self.logview.handle_event(event):
            return                    # scrolling or dragging the log
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.buttons.motion(event.pos)
            self.hover = self.view.hit(event.pos, self.game.state)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.animator.busy:            # a click skips the running animation
                self.animator.skip()
                return
            if self.buttons.click(event.pos):
                return
            self.board_click(event.pos)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.selected_worker = None
                self.pending_space = -1
                self._build_buttons()
            elif event.key == pygame.K_SPACE and self.animator.busy:
                self.animator.skip()

    def board_click(self, pos) -> None:
        hit = self.view.hit(pos, self.game.state)
        t = self.targets
        if self.game.is_over() or self.computer_to_act() is not None:
            return                    # the board waits for the computer player
        if t.roll:
            self.message = _("Roll the die first")
            return
        state = self.game.state
        if state.phase == SETUP:
            if hit["highland"] in t.highlands:
                self.act(t.highlands[hit["highland"]])
            elif hit["highland"] >= 0:
                self.message = _("That highland already holds 3 workers")
            return
        if state.phase != MAIN:
            return
        worker = hit["worker"]
        if worker in t.workers:
            self.selected_worker = worker
            self.pending_space = -1
            self._build_buttons()
            return
        if self.selected_worker is not None and hit["highland"] >= 0:
            options = t.workers[self.selected_worker]
            if hit["highland"] in options:
                self.act(options[hit["highland"]])
            else:
                self.message = _("A worker must leave its highland and needs a highland with room")
            return
        space = hit["space"]
        if space >= 0:
            choices = t.spaces.get(space, {})
            if len(choices) == 1:
                self.act(next(iter(choices.values())))
            elif len(choices) == 2:
                self.pending_space = space
                self.selected_worker = None
                self._build_buttons()
            elif state.kind[space]:
                self.message = _("That space is already built")
            else:
                self.message = _("You cannot pay for that space now")

    # -- buttons ---------------------------------------------------------------------------------

    def _build_buttons(self) -> None:
        if self.scale is None:
            return
        s = self.scale
        self.buttons.clear()
        top_bar(self, self.bar, self.buttons)
        t = self.targets
        area = pygame.Rect(self.prompt_rect.left + s.px(10), self.prompt_rect.top + s.px(84),
                           self.prompt_rect.width - s.px(20), self.prompt_rect.height - s.px(90))
        h = s.px(32)
        if self.game.is_over():
            if not self.animator.busy:
                self.buttons.add(Button(pygame.Rect(area.left, area.top, area.width // 2, h),
                                        _("See the final scoring"), self.show_end, name="final"))
            return
        if self.computer_to_act() is not None:
            return                    # its thinking sign takes the place of the buttons
        state = self.game.state
        if t.roll:
            self.buttons.add(Button(pygame.Rect(area.left, area.top, min(area.width // 2, s.px(200)), h),
                                    _("Roll the die"), self.roll, name="roll",
                                    hint=_("A die roll cannot be taken back")))
            return
        if state.phase in (TAKE, RETURN):
            width = (area.width - 3 * s.px(6)) // 4
            for m in range(4):
                action = t.materials.get(m)
                self.buttons.add(Button(pygame.Rect(area.left + m * (width + s.px(6)), area.top, width, h),
                                        material_name(m), (lambda a=action: self.act(a)), enabled=action is not None,
                                        icons=[icons.material_chip(m, h - 8)], name=f"material-{m}"))
            return
        if self.can_undo():
            self.buttons.add(Button(pygame.Rect(area.right - s.px(130), area.bottom - h, s.px(130), h), _("Undo"),
                                    self.undo, name="undo",
                                    hint=_("Take back your last decision (not past a die roll or another player)")))
        if state.phase == MAIN:
            if self.pending_space >= 0:
                choices = t.spaces[self.pending_space]
                width = (area.width - s.px(6)) // 2
                for k, verb in enumerate(("hut", "temple")):
                    label = _("Build a hut") if verb == "hut" else _("Erect a temple")
                    self.buttons.add(Button(pygame.Rect(area.left + k * (width + s.px(6)), area.top, width, h), label,
                                            (lambda a=choices[verb]: self.act(a)), name=verb))
            if self.selected_worker is not None or self.pending_space >= 0:
                self.buttons.add(Button(pygame.Rect(area.left, area.top + h + s.px(6), s.px(120), h), _("Cancel"),
                                        self._cancel, name="cancel"))
            return
        if state.phase == PAY:
            self._choice_buttons(area, t.payments, self._payment_label)
        elif state.phase == SACRIFICE:
            self._choice_buttons(area, t.sacrifices, self._sacrifice_label)

    def _cancel(self) -> None:
        self.selected_worker = None
        self.pending_space = -1
        self._build_buttons()

    def _choice_buttons(self, area, actions, label) -> None:
        """A page of choices (payments or sacrifices), cheapest first, with paging for the rest."""
        s = self.scale
        h = s.px(30)
        columns = 2
        width = (area.width - s.px(6)) // columns
        pages = max(1, (len(actions) + PAGE - 1) // PAGE)
        self.page %= pages
        shown = actions[self.page * PAGE:(self.page + 1) * PAGE]
        for k, action in enumerate(shown):
            row, col = divmod(k, columns)
            rect = pygame.Rect(area.left + col * (width + s.px(6)), area.top + row * (h + s.px(4)), width, h)
            text, chips = label(action)
            self.buttons.add(Button(rect, text, (lambda a=action: self.act(a)), icons=chips,
                                    name=f"choice-{self.page * PAGE + k}", bold=False))
        if pages > 1:
            y = area.top + 2 * (h + s.px(4))
            more = _("More ways ({page}/{pages})", page=self.page + 1, pages=pages)
            self.buttons.add(Button(pygame.Rect(area.left, y, width, h), more, self._next_page, name="more"))

    def _next_page(self) -> None:
        self.page += 1
        self._build_buttons()

    def _chips(self, counts, size) -> list:
        chips = []
        for m, count in enumerate(counts):
            for _k in range(count):
                chips.append(icons.material_chip(m, size))
        return chips[:9]

    def _payment_label(self, action):
        size = self.scale.px(20)
        return (_("Pay") if sum(action.pay) <= 9 else materials_text(action.pay)), self._chips(action.pay, size)

    def _sacrifice_label(self, action):
        kind, points = self.game.sacrifice_value(action)
        sign = f"+{points}" if points >= 0 else f"–{-points}"
        if kind == "none":
            return _("Nothing ({points})", points=sign), []
        if kind == "token":
            return _("Druid token ({points})", points=sign), [icons.token("druid", self.scale.px(20))]
        return sign, self._chips(action.pay, self.scale.px(20))



__all__ = ["GameScene", "colour_name"]
