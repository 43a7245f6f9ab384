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
from ...rules.state import MAIN, PAY, SACRIFICE, SETUP, TERMINAL
from .. import choices
from ..anim import Animator
from ..boardview import BoardView
from ..computers import ROLL, Table, pause
from ..controller import Targets, prompt, seat_names
from ..log import GameLog, colour_name, material_name
from ..logview import LogView
from ..scene import Scene
from ..screen import Screen, Table as Shown, folded
from ..theme import Scale
from ..widgets import ButtonRow
from ...saves import save_game
from .game_buttons import GameButtons
from .game_draw import GameDrawing

END_PAUSE = 4              # pauses before a game of computers only shows its final scoring


class GameScene(GameButtons, GameDrawing, Scene):
    scene_name = "game"

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
        self.pending_space = -1         # the space whose price is shown before building
        self.build_rows: list = []      # (rect, text): the price beside each build button
        self.ordered: list = []         # the decider's payments or sacrifices, in the order shown
        self.page = 0
        self.hover = {"space": -1, "highland": -1, "worker": (-1, -1)}
        self.mouse = (0, 0)
        self.before = Shown.of(game.state)   # the table before the action being animated
        # Whose materials are shown now: the first human to act sits at the laptop already.
        first = self.table.seat_to_act(game)
        humans = self.table.humans()
        self.viewer = first if first in humans or not humans else humans[0]
        self.message = ""               # why a click did nothing, if that helps
        self.bar_names: set = set()     # the top bar's buttons (not part of the prompt)
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
        self.prompt_rect = pygame.Rect(self.column.left, top, self.column.width, s.px(226))
        self.log_rect = pygame.Rect(self.column.left, self.prompt_rect.bottom + margin, self.column.width,
                                    self.column.bottom - self.prompt_rect.bottom - margin)
        self.logview.layout(self.log_rect, s)
        for seat, rect in enumerate(self.panels):
            self.view.panel_points[seat] = (rect.right - rect.width // 4, rect.centery)
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

    # -- the screen model ------------------------------------------------------------------------

    def shown_table(self) -> Shown:
        """The table as the screen shows it: the engine's, or on the way to it while the last
        decision's events animate (the state before it with the events shown so far)."""
        if self.animator.busy:
            return folded(self.before, self.animator.shown())
        return Shown.of(self.game.state)

    def screen(self) -> Screen:
        """Everything the scene draws that carries game information (screen.py). While the
        pointer rests on a log line, the table (board and panels) is the one after that line's
        decision, replayed by the engine; the prompt stays the present one."""
        past = self.logview.past_position(self.game)
        table = self.shown_table() if past is None else Shown.of(past)
        materials = [list(stock) if self.shows_materials(seat) else None for seat, stock in enumerate(table.stock)]
        return Screen(table, materials, self.prompt_text(), self.info_text(),
                      [(b.name, b.label, b.enabled) for b in self.buttons.buttons if b.name not in self.bar_names],
                      self.highlights() if past is None else {}, self.animator.busy, past is not None)

    def prompt_text(self) -> str:
        names = self.names()
        if self.pending_space >= 0:
            return _("{player}: build on space {space}?", player=names[self.game.state.decider],
                     space=self.pending_space)
        return prompt(self.game, names, self.selected_worker, computer=self.computer_to_act() is not None)

    def info_text(self) -> str:
        """What the current choice is about: the price of a build and why, the druid's ask."""
        state = self.game.state
        if state.phase == PAY and state.pending:
            kind, space, _size = state.pending
            price = self.game.build_price("hut" if kind == 1 else "temple", space)
            return choices.price_text(price)
        if state.phase == SACRIFICE and state.ritual:
            space = state.ritual[0]
            a, b = state.board.space_materials[space]
            return _("Hut on space {space}: the druid asks for {a} and {b}", space=space, a=material_name(a),
                     b=material_name(b))
        return ""

    def highlights(self) -> dict:
        """What glows: the legal targets of a human's decision, none while pieces move."""
        t = self.targets
        if self.animator.busy or self.game.is_over() or self.computer_to_act() is not None:
            return {}
        if self.selected_worker is not None:
            return {"highlands": set(t.workers[self.selected_worker]), "workers": {self.selected_worker}}
        if self.pending_space >= 0:
            return {"spaces": {self.pending_space}}
        return {"highlands": set(t.highlands), "workers": set(t.workers), "spaces": set(t.spaces)}

    def focus_space(self) -> int:
        """The space the prompt names, highlighted while the pointer rests on the prompt."""
        if not self.prompt_rect.collidepoint(self.mouse):
            return -1
        state = self.game.state
        if self.pending_space >= 0:
            return self.pending_space
        if state.phase == PAY and state.pending:
            return state.pending[1]
        if state.phase == SACRIFICE and state.ritual:
            return state.ritual[0]
        return -1

    def _after_change(self) -> None:
        """The game moved on: new targets, buttons, and the curtain if the laptop passes from one
        human to another. A computer's turn offers no targets: the window waits for it."""
        game = self.game
        self.targets = Targets.from_game(game) if self.computer_to_act() is None else \
            Targets(game.state.phase, game.state.decider)
        self.selected_worker = None
        self.pending_space = -1
        self.page = 0
        options = self.targets.payments or self.targets.sacrifices
        self.ordered = choices.order(game, options) if options else []
        self._build_buttons()
        seat = self.table.seat_to_act(game)
        if seat == TERMINAL or not self.table.is_human(seat):
            return                    # a computer decides: the human at the laptop stays
        if self.app.settings.open_screens or len(self.table.humans()) < 2:
            self.viewer = seat
            return
        if seat != self.viewer:
            self.viewer = seat
            self.stack.push("curtain", name=self.names()[seat], colour=game.state.colours[seat])

    def act(self, action) -> None:
        self._play(lambda: self.game.apply(action))

    def roll(self) -> None:
        """The die of the player whose turn it is (a click, or a computer's own roll)."""
        self._play(lambda: self.game.roll(self.rng))

    def _play(self, decide) -> None:
        """Apply one decision: the log, the computers' memory, the animations, the autosave."""
        self.animator.skip()              # a decision is only taken once the last one is shown
        before = Shown.of(self.game.state)
        events = decide()
        self.before = before
        self.table.observe(events)
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
        self.animator.events = []
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
        self.stack.replace("end", game=self.game, names=self.names(), log=self.log)

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
        hit = self.view.hit(pos, self.shown_table())
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
        if self.selected_worker is not None and worker == self.selected_worker:
            self._cancel()            # a second click on the chosen worker puts it back
            return
        if worker in t.workers and (self.selected_worker is None or worker[0] == self.selected_worker[0]):
            self._select(worker)
            return
        # With a worker chosen (A), a click anywhere on another highland — its plateau, its tower,
        # a worker on it — sends the worker there.
        highland = hit["highland"] if hit["highland"] >= 0 else worker[0]
        if self.selected_worker is not None and highland >= 0:
            options = t.workers[self.selected_worker]
            if highland in options:
                self.act(options[highland])
            elif worker in t.workers:
                self._select(worker)
            else:
                self.message = _("A worker must leave its highland and needs a highland with room")
            return
        if worker in t.workers:
            self._select(worker)
            return
        space = hit["space"]
        if space >= 0:
            self.space_click(space)

    def _select(self, worker) -> None:
        self.selected_worker = worker
        self.pending_space = -1
        self._build_buttons()

    def space_click(self, space: int) -> None:
        """A build is never paid without its price in view: the space's price and a Pay button
        first (one click builds only when the player chose so in the settings)."""
        options = self.targets.spaces.get(space, {})
        if not options:
            state = self.game.state
            self.message = _("That space is already built") if state.kind[space] else \
                _("You cannot pay for that space now")
            return
        if len(options) == 1 and self.app.settings.one_click_build:
            self.act(next(iter(options.values())))
            return
        self.pending_space = space
        self.selected_worker = None
        self._build_buttons()


__all__ = ["GameScene", "colour_name"]
