"""The game table, shared by the game scene (game.py) and the guided game (tutorial.py): the board
on the left; player panels, the prompt and the log on the right.

Every click becomes one of the engine's legal actions (controller.Targets); the engine's events
drive the animations and the log. A computer seat's moves arrive from its player (computers.py)
and take the same path as a click. Only the materials of the human at the laptop are shown
unless the players chose open screens (all of them when no human plays); between two human
players a curtain covers the screen.

The scene's own state besides the game is declared in two values: `choosing` (game_buttons.Choosing:
the worker selected, the space whose price shows, the page of ways to pay, the pointer as a typed
`Hover`) and `layout` (game_layout.GameLayout, per window size). `screen()` makes the screen model
(screen.Screen) from them and the engine; game_draw.py paints only that model and what the
animator has in flight. The prompt's buttons and the clicks on the board live in game_buttons.py.
"""

from __future__ import annotations

import random

import pygame

from meduris_gui.i18n import _
from ...rules.actions import HUT, TEMPLE
from ...rules.game import Game
from ...rules.kinds import Building, Phase
from ...rules.state import CHANCE, TERMINAL
from meduris_gui.saves import save_game
from .. import choices
from meduris_gui.table import keys
from ..anim import Animator
from ..boardview import BoardView
from ..computers import ROLL, MedurisSeats
from meduris_gui.table.speeds import pause
from ..controller import Targets, prompt, seat_names
from ..log import GameLog, colour_name, material_name
from ..logview import LogView
from meduris_gui.table.logview import LogPace
from meduris_gui.table.frames import PerFrame
from meduris_gui.table.scene import Scene
from ..screen import Hover, Screen, Seat, Table as Shown, folded
from ..sound_cues import moment_reached, sound_of
from meduris_gui.table.sound import Cues
from meduris_gui.table.widgets import ButtonRow
from meduris_gui.table.scenes.common import top_bar
from .game_buttons import Choosing, GameButtons
from .game_hints import Suggesting
from .game_draw import Painters, draw_game, frame_parts, highland_tip, hint_tip, score_at, score_tip, space_tip, tip_area
from .game_layout import GameLayout, lay_out

END_PAUSE = 4              # pauses before a game of computers only shows its final scoring


class GameBase(Suggesting, GameButtons, Scene):
    """The game table as a scene: the game scene (game.py) and the guided game (tutorial.py)."""

    def __init__(self, game: Game, names: list[str] | None = None, seats: list[str] | None = None,
                 seed: int | None = None, events: list | None = None, hints: list | None = None,
                 resumed: bool = False) -> None:
        """`seats`: "human", "easy", "medium" or "strong" per seat (None: all human). `events`:
        every event of the game so far, for the log and the computer players' memory (None: the log
        starts empty and the computer players replay the game's history). `hints`: the hints each
        seat asked for so far (a loaded game). `resumed`: a saved game taken up again (Continue,
        Load): nobody is known to sit at the laptop, so with two humans the curtain comes first."""
        super().__init__()
        self.game = game
        self.custom_names = names
        self.rng = random.Random(seed)
        self.table = MedurisSeats(game, seats, None if seed is None else seed + 1, events)
        self.view = BoardView(game.state.board, game.state.colours)
        self.log = GameLog(self.names(), game)          # each line knows its decision (re-watch)
        if events:
            self.log.restore(events)
        self.logview = LogView(self.log, game.state.colours)
        self.animator = Animator()
        self.pace = LogPace()                            # the animating decision's events not logged yet
        self.cues = Cues(sound_of, moment_reached)   # each event's sound when the animator shows it
        self.buttons = ButtonRow()
        self.painters = Painters(self.view, self.logview, self.animator, self.buttons)
        self.targets = Targets.from_game(game)
        self.choosing = Choosing()
        self.layout: GameLayout | None = None     # made by resize (the window's size); the prompt may grow
        self.base_layout: GameLayout | None = None   # the layout for the window's size as made
        self.flow = None                # where the prompt's texts and buttons go (game_layout.PromptFlow)
        self.flow_key: tuple = ()       # the texts the prompt was laid out for
        self.before = Shown.of(game.state)   # the table before the action being animated
        # Whose materials are shown now: the first human to act sits at the laptop already; in a
        # resumed game of two humans nobody's until the curtain (issue 19.4).
        first = self.table.seat_to_act(game)
        humans = self.table.humans()
        self.viewer: int | None = first if first in humans or not humans else humans[0]
        if resumed and len(humans) >= 2:
            self.viewer = None
        # The human the laptop passes to once the last decision's outcome has been shown (the
        # curtain falls when its animations have played and `hold` has run out), or None.
        self.handover: int | None = None
        self.hold = 0.0
        self.bar_names: set = set()     # the top bar's buttons (not part of the prompt)
        self._ended = False
        self.end_wait = 0.0
        self.clock = 0.0                # turns the thinking signs
        self.tip_off = None             # what lay under the pointer when a click or a decision put its tooltip away
        self.frame_screen = PerFrame()  # the screen model of the frame being drawn (its parts, its passes)
        self._hint_setup(hints)

    @property
    def seats(self) -> list[str]:
        return self.table.kinds

    # What tests and the top bar read by its old names (the layout and the choice hold them).
    scale = property(lambda self: self.layout.scale if self.layout else None)
    log_rect = property(lambda self: self.layout.log)
    selected_worker = property(lambda self: self.choosing.selected_worker)
    message = property(lambda self: self.choosing.message)

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
        self._hand_over()              # a curtain due while a page or the menu was open

    def language_changed(self) -> None:
        self.log.names = self.names()
        self._build_buttons()

    def busy(self) -> bool:
        """Animations run, a computer player is about to move (its thinking sign turns), a hint
        is in the works, or a moment is counted down: the curtain due once the outcome has been
        seen, the pause before a game of computers shows its end. (The window's loop runs no
        frame while nothing is busy: a countdown that is not busy never ends there.)"""
        return (self.animator.busy or self.computer_to_act() is not None or self.hinter.thinking
                or self.handover is not None or (self.game.is_over() and not self.table.humans()))

    def resize(self, size) -> None:
        self.layout = self.base_layout = lay_out(size, self.game.state.players, self.app.scale(size).factor,
                                                 self.view, self.logview)
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
        open screens, or when no human plays). Once the game is over and its end has been shown,
        the screens come down: the materials kept are counted for a tie (E5)."""
        return (self.app.settings.open_screens or not self.table.humans() or seat == self.viewer
                or (self.game.is_over() and not self.animator.busy))

    # -- the screen model ------------------------------------------------------------------------

    def shown_table(self) -> Shown:
        """The table as the screen shows it: the engine's, or on the way to it while the last
        decision's events animate (the state before it with the events shown so far)."""
        if self.animator.busy:
            return folded(self.before, self.animator.shown())
        return Shown.of(self.game.state)

    def screen(self) -> Screen:
        """Everything the scene draws (screen.py): drawing reads this and what is in flight. While
        the pointer rests on a log line, the table (board and panels) is the one after that line's
        decision, replayed by the engine; the prompt stays the present one."""
        past = self.logview.past_position(self.game)
        table = self.shown_table() if past is None else Shown.of(past)
        materials = [list(stock) if self.shows_materials(seat) else None for seat, stock in enumerate(table.stock)]
        choosing, state = self.choosing, self.game.state
        return Screen(table, materials, self.prompt_text(), self.info_text(),
                      [(b.name, b.label, b.enabled) for b in self.buttons.buttons if b.name not in self.bar_names],
                      self.highlights() if past is None else {}, self.animator.busy, past is not None,
                      hover=choosing.hover, selected_worker=choosing.selected_worker, focus=self.focus_space(),
                      seats=self.seat_panels(table), thinking=self.thinking_text(), message=choosing.message,
                      build_rows=tuple(choosing.build_rows),
                      resting_die=table.die >= 0 and state.phase not in (Phase.SETUP, Phase.OVER),
                      space_numbers=self.app.settings.space_numbers if self.app else False, tip=self.tip(table),
                      hint=self.hint_text() if past is None else "", hint_spots=self.hint_spots() if past is None else (),
                      flow=self.flow)

    def seat_panels(self, table: Shown) -> tuple[Seat, ...]:
        """Each player's panel: name, colour, who plays, whether it is the one to act or thinking,
        the runes of the stones it holds on `table`."""
        state, names = self.game.state, self.names()
        acting = -1 if self.game.is_over() else state.turn if state.decider == CHANCE else state.decider
        thinking = self.thinking_seat()
        runes = [state.board.territories[territory].rune for territory in range(len(table.rune))]
        return tuple(Seat(names[seat], state.colours[seat], self.seats[seat], seat == acting, seat == thinking,
                          tuple(rune for rune, holder in zip(runes, table.rune) if holder == seat))
                     for seat in range(state.players))

    def thinking_text(self) -> str:
        """Where a human's buttons would be while a computer player is about to move."""
        seat = self.thinking_seat()
        if seat is None:
            return ""
        name = self.names()[seat]
        if self.game.state.decider == CHANCE:
            return _("{player} is about to roll the die…", player=name)
        return _("{player} is thinking…", player=name)

    def tip(self, table: Shown):
        """The tooltip: a hovered button's hint, else a player's points by source, a highland's
        harvest, a space's price or owner (none of the last three while pieces move). None once
        a click or a decision put it away, until the pointer leaves what it is about."""
        if self.tip_off is not None and self.tip_off == self.under_pointer(table):
            return None
        hint = hint_tip(self.buttons)
        if hint is not None or self.animator.busy:
            return hint
        hover, names = self.choosing.hover, self.names()
        seat = score_at(self.layout, self.view, table, hover.pointer) if self.layout is not None else -1
        if seat >= 0:
            return score_tip(self.game, names, seat, hover.pointer)
        highland = None if self.game.is_over() else \
            highland_tip(self.game, names, self.targets, hover, self.choosing.selected_worker)
        return highland or space_tip(self.game, names, table, hover, self.tip_seat())

    def tip_seat(self) -> int:
        """Whose builds a space's tooltip prices: the human at the laptop (whose materials show),
        in a game of computers only the player whose turn it is."""
        return self.viewer if self.table.humans() else self.game.state.turn

    def under_pointer(self, table: Shown | None = None) -> tuple:
        """What a tooltip would be about: the button under the pointer (its place: a button made
        anew in the same place after a click is the same thing to the pointer), a player's points,
        a worker, a highland, a space."""
        hover = self.choosing.hover
        button = next((tuple(b.rect) for b in self.buttons.buttons if b.hover), None)
        seat = -1
        if self.layout is not None and button is None:
            seat = score_at(self.layout, self.view, table or self.shown_table(), hover.pointer)
        return (button, seat, hover.space, hover.highland, hover.worker)

    def put_tip_away(self) -> None:
        """A click, a key or a decision taken: the tooltip goes until the pointer leaves what it
        was about (a tooltip never stays up over the player's next decision)."""
        self.tip_off = self.under_pointer()
        if self.app:
            self.app.dirty = True

    def prompt_text(self) -> str:
        names = self.names()
        if self.game.is_over() and self.animator.busy:
            # The end is announced once the druid's last round and the scoring have been shown.
            return _("The druid's last round")
        if self.choosing.pending_space >= 0:
            return _("{player}: build on space {space}?", player=names[self.game.state.decider],
                     space=self.choosing.pending_space)
        return prompt(self.game, names, self.choosing.selected_worker, computer=self.computer_to_act() is not None)

    def info_text(self) -> str:
        """What the current choice is about: the price of a build and why, the druid's ask."""
        state = self.game.state
        if state.phase == Phase.PAY and state.pending:
            kind, space, _size = state.pending
            return choices.price_text(self.game.build_price(HUT if kind == Building.HUT else TEMPLE, space))
        if state.phase == Phase.SACRIFICE and state.ritual:
            space = state.ritual[0]
            a, b = state.board.space_materials[space]
            return _("Hut on space {space}: the druid asks for {a} and {b}", space=space, a=material_name(a),
                     b=material_name(b))
        return ""

    def highlights(self) -> dict:
        """What glows: the legal targets of a human's decision, none while pieces move or the
        laptop is being passed."""
        t, choosing = self.targets, self.choosing
        if self.animator.busy or self.game.is_over() or self.computer_to_act() is not None or self.handover is not None:
            return {}                 # (the next human's targets wait for his curtain)
        if choosing.selected_worker is not None:
            return {"highlands": set(t.workers[choosing.selected_worker]), "workers": {choosing.selected_worker}}
        if choosing.pending_space >= 0:
            return {"spaces": {choosing.pending_space}}
        return {"highlands": set(t.highlands), "workers": set(t.workers), "spaces": set(t.spaces)}

    def focus_space(self) -> int:
        """The space a hovered log line names, else the space the prompt names while the pointer
        rests on the prompt (both ringed on the board)."""
        logged = self.logview.focus_space()
        if logged >= 0:
            return logged
        if self.layout is None or not self.layout.prompt.collidepoint(self.choosing.hover.pointer):
            return -1
        return self.decision_space()

    def decision_space(self) -> int:
        """The space the decision asked is about (the build being chosen or paid, the hut of the
        ritual), else -1."""
        state = self.game.state
        if self.choosing.pending_space >= 0:
            return self.choosing.pending_space
        if state.phase == Phase.PAY and state.pending:
            return state.pending[1]
        if state.phase == Phase.SACRIFICE and state.ritual:
            return state.ritual[0]
        return -1

    def draw(self, surface) -> None:
        draw_game(surface, self.frame_screen.get(self.app, self.screen), self.layout, self.painters, self.clock)

    def frame_parts(self) -> list:
        return frame_parts(self.frame_screen.get(self.app, self.screen), self.layout, self.painters, self.clock)

    def _tip_area(self):
        return tip_area(self.layout)

    def _after_change(self) -> None:
        """The game moved on: new targets, buttons, and the curtain if the laptop passes from one
        human to another. A computer's turn offers no targets: the window waits for it."""
        game = self.game
        self.forget_hint()
        self.put_tip_away()
        self.handover = None
        seat = self.table.seat_to_act(game)
        if seat != TERMINAL and self.table.is_human(seat) and self.needs_curtain(seat):
            self.handover = seat          # his choices wait for the curtain
        self.choosing.cancel()
        self.choosing.page = 0
        self._offer(Targets.from_game(game) if self.computer_to_act() is None and self.handover is None else
                    Targets(game.state.phase, game.state.decider))
        if seat == TERMINAL or not self.table.is_human(seat):
            return                    # a computer decides: the human at the laptop stays
        if self.handover is None:
            self.viewer = seat
        else:
            self._hand_over()

    def _offer(self, targets: Targets) -> None:
        """The decision's targets, its payments or sacrifices in order of value, its buttons."""
        self.targets = targets
        options = targets.payments or targets.sacrifices
        self.choosing.ordered = choices.order(self.game, options) if options else []
        self._build_buttons()

    def needs_curtain(self, seat: int) -> bool:
        """Hot-seat (S3): a curtain only where the screen would show another human's hidden
        materials, or ask another human to decide, than the one at the laptop. Never with open
        screens or one human; never in the setup, where every stock is the public start stock
        (S3: one of each) and the prompt names who places; never twice for one human's decisions
        in a row."""
        if self.app.settings.open_screens or len(self.table.humans()) < 2:
            return False
        if self.game.state.phase == Phase.SETUP:
            return False
        return seat != self.viewer

    def _hand_over(self) -> None:
        """Let the curtain fall for the human the laptop passes to, once the last decision's
        outcome has been shown (its animations, then a moment: issue 19.5) and the game is the
        top scene. His materials and his choices are shown only under it."""
        seat = self.handover
        if seat is None or self.animator.busy or self.hold > 0 or self.stack is None or self.stack.top is not self:
            return
        self.handover = None
        in_the_open = self.open_decision()
        self.viewer = None if in_the_open else seat    # in the open: nobody's materials
        self._offer(Targets.from_game(self.game))
        if in_the_open:
            return
        self.stack.push("curtain", name=self.names()[seat], colour=self.game.state.colours[seat],
                        ask=self.curtain_ask(seat))

    def open_decision(self) -> bool:
        """T2: a "+1" is taken in the open. The rulebook: each player in turn takes a material of
        his choice from the board ("prenderne uno dal tabellone di gioco e deporlo dietro il
        proprio cartoncino"): everyone sees what he takes, and what he may take is the board's
        supply, seen by all. So another human takes his "+1" without a curtain, on a screen that
        shows nobody's materials; the curtain comes with the next decision that needs them."""
        return self.game.state.phase == Phase.TAKE

    def curtain_ask(self, seat: int) -> str:
        """What the curtain says the next player is asked to decide."""
        state, player = self.game.state, self.names()[seat]
        if state.decider == CHANCE or state.phase == Phase.MAIN:
            return _("{player}: your turn", player=player)
        if state.phase == Phase.RETURN:      # the prompt's own words (the panel says them next)
            return _("{player}: return one of your materials (–1)", player=player)
        if state.phase == Phase.SACRIFICE and state.ritual:
            return _("{player}: a sacrifice at the hut on space {space}", player=player, space=state.ritual[0])
        if state.phase == Phase.PAY and state.pending:
            return _("{player}: pay for your build on space {space}", player=player, space=state.pending[1])
        return _("{player}: place a worker on a highland", player=player)

    def _build_buttons(self) -> None:
        """The prompt's buttons (game_buttons.py); while the laptop is being passed, the top bar
        only: the next human's choices would tell his materials (a sacrifice he can pay)."""
        if self.handover is None or self.layout is None:
            super()._build_buttons()
            return
        self.buttons.clear()
        self.choosing.build_rows = []
        top_bar(self, self.layout.bar, self.buttons)
        self.bar_names = {b.name for b in self.buttons.buttons}

    def act(self, action) -> None:
        self._play(lambda: self.game.apply(action))

    def roll(self) -> None:
        """The die of the player whose turn it is (a click, or a computer's own roll)."""
        self._play(lambda: self.game.roll(self.rng))

    def _play(self, decide) -> None:
        """Apply one decision: the log, the computers' memory, the animations, the autosave."""
        self.animator.skip()              # a decision is only taken once the last one is shown
        before = Shown.of(self.game.state)
        last_round = self.game.state.last_round
        self.hold = pause(self.app.settings.speed) if self.app else 0.0   # a look at the outcome
        events = decide()
        self.before = before
        self.table.observe(events)
        self.choosing.message = ""
        self.animator.play(events, self.view, before, last_round)
        self.pace.start(events, len(self.game.history))
        self._log_shown()
        self.autosave()
        self._after_change()
        if self.app:
            self.app.dirty = True

    def can_undo(self) -> bool:
        """Game.undo takes back only the decider's own decisions of this turn; the window offers
        it to a human only, so a computer's moves are never taken back."""
        return self.computer_to_act() is None and self.game.can_undo()

    def _log_shown(self) -> None:
        """The log keeps pace with the board: a decision's lines appear as the animation shows
        their events (a score line with its score), all of them once it ends or is skipped."""
        events = self.pace.due(len(self.animator.shown()) if self.animator.items else None)
        if events:
            self.log.extend(events, self.pace.decision)

    def undo(self) -> None:
        """Take back the deciding player's own last decision (Game.undo says when that is allowed)."""
        if not self.can_undo():
            return
        self.animator.skip()
        self.pace.clear()
        self.log.events = self.game.undo()
        self.table.rebuild(self.game, self.log.events)     # the computers forget the decision too
        self.animator.events = []
        self.choosing.message = ""
        self.autosave()
        self._after_change()
        if self.app:
            self.app.dirty = True

    def autosave(self) -> None:
        """Rewrite the autosave after every decision (atomically: see saves.py)."""
        if self.app is None or not self.app.settings.autosave or self.game.tokens is None:
            return
        try:
            save_game(self.game, self.custom_names, seats=self.seats, hints=self.hints_used)
        except OSError as error:
            self.choosing.message = _("The game could not be saved: {error}", error=error.strerror or str(error))

    def exit(self) -> None:
        self.table.stop()             # a computer still thinking is never heard
        self.forget_hint()
        self.autosave()

    def update(self, dt: float) -> None:
        self.clock += dt                  # turns the thinking sign
        if self.layout is not None and self.flow_texts() != self.flow_key:
            self._build_buttons()         # the prompt makes room for a new message, hint or info
            self.app.dirty = True
        self.animator.update(dt)
        self.poll_hint()
        self._log_shown()
        self.cues.update(self.animator, getattr(self.app, "sounds", None))
        if self.animator.busy:
            return
        if self.handover is not None:         # the outcome shown: a moment, then the curtain
            self.hold -= dt
            self._hand_over()
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
        move = self.next_move(dt, speed)
        if move is not None:
            self.play_move(move)

    def next_move(self, dt: float, speed: str):
        """The computer's move when it is due (its action, or ROLL for its die), else None."""
        return self.table.update(self.game, dt, speed)

    def play_move(self, move) -> None:
        if move == ROLL:
            self.roll()
        else:
            self.act(move)

    def show_end(self) -> None:
        settings = self.app.settings
        hints = self.hints_used if settings.hints_shown() or any(self.hints_used) else None
        if self.table.humans():
            settings.games_finished += 1          # hints are on by default in the first games
            self.app.save_settings()
        self.stack.replace("end", game=self.game, names=self.names(), log=self.log, seats=self.seats, hints=hints)

    # -- input -----------------------------------------------------------------------------------

    def handle_event(self, event) -> None:
        if self.logview.handle_event(event):
            return                    # scrolling or dragging the log
        if event.type == pygame.MOUSEMOTION:
            self.buttons.motion(event.pos)
            self.choosing.hover = Hover.at(event.pos, self.view.hit(event.pos, self.game.state))
            if self.tip_off is not None and self.tip_off != self.under_pointer():
                self.tip_off = None           # the pointer left what the put-away tooltip was about
        elif event.type == pygame.WINDOWLEAVE:
            self.buttons.motion((-1, -1))     # the pointer left the window: nothing is hovered
            self.choosing.hover = Hover((-1, -1))
            self.tip_off = None
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.put_tip_away()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.animator.busy:            # a click skips the running animation
                self.animator.skip()
                return
            if self.buttons.click(event.pos):
                return
            if self.handover is not None:     # seen enough: the laptop passes now
                self.hold = 0.0
                self._hand_over()
                return
            self.board_click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def key(self, event) -> None:
        """The keyboard (ui/keys.py). Keys press only the buttons the prompt shows, as their click
        would: none while a computer is to act or the laptop is being passed (no buttons then),
        so no key ever acts for another player."""
        if keys.is_undo(event):
            undo = self.buttons.find("undo")
            if undo is not None and undo.enabled:
                undo.on_click()               # Undo skips what is still moving itself
        elif keys.is_confirm(event):
            if self.animator.busy:            # as a click: first the outcome shows whole
                self.animator.skip()
            else:
                self.buttons.press_primary()  # nothing when the prompt has no single main button
        elif keys.is_cancel(event):
            self._cancel()
        elif event.key == pygame.K_SPACE and self.animator.busy:
            self.animator.skip()


__all__ = ["GameBase", "colour_name"]
