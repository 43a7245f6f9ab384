"""Watching a game again from its record: play and pause, a decision or a turn forward and back,
a jump to any turn on the timeline, the animation speed; the board, the panels and the log drawn
as in the game (game_draw.draw_game over the screen model), the log in step with the position.

The position is always a game the engine replayed from the record (Record.replay): stepping
forward applies the record's next decision and animates its events as the game did; stepping
back or jumping replays the record up to that decision (no undo is computed here). Every seat's
materials are shown: a replay has no hidden screens.
"""

from __future__ import annotations

import bisect

import pygame

from meduris_gui.i18n import N_, _
from ...rules import events as E
from ...rules.actions import Action
from ...rules.game import Game
from ...rules.record import Record
from ...rules.state import CHANCE
from meduris_gui.table import theme
from ..anim import Animator
from ..boardview import BoardView
from meduris_gui.table.speeds import pause
from ..controller import prompt, seat_names
from ..log import GameLog
from ..logview import LogView
from meduris_gui.table.scene import Scene
from ..screen import Screen, Seat, Table as Shown, folded
from ..sound_cues import moment_reached, sound_of
from meduris_gui.table.sound import Cues
from meduris_gui.table.widgets import Button, ButtonRow, button_width, draw_text, every_translation
from meduris_gui.table.scenes.common import SPEED_LABELS, SPEED_ORDER, top_bar
from .game_draw import Painters, draw_game
from .game_layout import GameLayout, cell, lay_out

# The control buttons, in their rows under the prompt: (name, label).
STEPS = (("turn-back", N_("« Turn")), ("back", N_("‹ Back")), ("forward", N_("Next ›")), ("turn-forward", N_("Turn »")))


class ReplayScene(Scene):
    scene_name = "replay"

    def __init__(self, game: Game | None = None, names: list[str] | None = None, record: Record | None = None,
                 at: int = 0) -> None:
        """From a game (its record is made: Record.of) or a record; `at`: the decision to start at."""
        super().__init__()
        self.record = record if record is not None else Record.of(game)
        self.custom_names = names if names is not None else self.record.names
        whole = self.record.replay()
        self.total = len(whole.history)
        self.decisions = whole.decisions_so_far()          # the events of each decision, replayed
        # turn_at[k]: the turns started by the first k decisions (0 before the first turn).
        self.turn_at = [0]
        for events in self.decisions:
            self.turn_at.append(self.turn_at[-1] + sum(isinstance(e, E.TurnStarted) for e in events))
        self.game = self.record.new_game()
        self.k = 0
        self.playing = False
        self.wait = 0.0
        self.clock = 0.0
        self.layout: GameLayout | None = None
        self.view = BoardView(self.game.state.board, self.game.state.colours)
        self.animator = Animator()
        self.cues = Cues(sound_of, moment_reached)   # each event's sound when the animator shows it, as in a game
        self.buttons = ButtonRow()
        self.before = Shown.of(self.game.state)
        self._new_log()
        if at:
            self.go_to(at)

    # -- the position ------------------------------------------------------------------------

    scale = property(lambda self: self.layout.scale if self.layout else None)

    @property
    def turns(self) -> int:
        return self.turn_at[-1]

    def names(self) -> list[str]:
        return seat_names(self.game, self.custom_names)

    def _new_log(self) -> None:
        """The log of the first k decisions, each line knowing its decision (hover: back then)."""
        self.log = GameLog(self.names(), self.game)
        for k in range(self.k):
            self.log.extend(self.decisions[k], decision=k + 1)
        self.logview = LogView(self.log, self.game.state.colours)
        self.painters = Painters(self.view, self.logview, self.animator, self.buttons)
        if self.layout is not None:
            self.logview.layout(self.layout.log, self.layout.scale)

    def step(self, animate: bool = True) -> bool:
        """The record's next decision, applied by the engine and animated as in the game."""
        if self.k >= self.total:
            return False
        self.animator.skip()
        before = Shown.of(self.game.state)
        last_round = self.game.state.last_round
        events = self.game.apply(Action.parse(self.record.actions[self.k]))
        self.k += 1
        self.before = before
        self.log.extend(events, decision=self.k)
        if animate:
            self.animator.play(events, self.view, before, last_round)
        self._changed()
        return True

    def go_to(self, k: int) -> None:
        """The position after `k` decisions, replayed from the record (no animation)."""
        k = max(0, min(self.total, k))
        self.animator.skip()
        self.animator.events = []
        if k > self.k:
            while self.k < k:
                self.step(animate=False)
        elif k < self.k:
            self.game = self.record.replay(upto=k)
            self.k = k
            self._new_log()
        self.before = Shown.of(self.game.state)
        self._changed()

    def turn_start(self, turn: int) -> int:
        """The first position in `turn` (0: the setup), or the end."""
        if turn <= 0:
            return 0
        k = bisect.bisect_left(self.turn_at, turn)
        return min(k, self.total)

    def back(self) -> None:
        self.playing = False
        self.go_to(self.k - 1)

    def forward(self) -> None:
        self.playing = False
        if self.animator.busy:
            self.animator.skip()
        else:
            self.step()

    def turn_back(self) -> None:
        """To the start of this turn, or of the turn before when at its start already."""
        self.playing = False
        turn = self.turn_at[self.k]
        start = self.turn_start(turn)
        self.go_to(start if start < self.k else self.turn_start(turn - 1))

    def turn_forward(self) -> None:
        self.playing = False
        self.go_to(self.turn_start(self.turn_at[self.k] + 1))

    def play_pause(self) -> None:
        if not self.playing and self.k >= self.total:
            self.go_to(0)                 # at the end, Play watches again from the start
        self.playing = not self.playing
        self.wait = 0.0
        self._build_buttons()

    def _changed(self) -> None:
        if self.app is not None and self.layout is not None:
            self._build_buttons()
            self.app.dirty = True

    # -- lifecycle ---------------------------------------------------------------------------

    def enter(self) -> None:
        self.animator.speed = self.app.settings.speed
        self.resize(self.app.size)

    def resume(self) -> None:
        self.animator.speed = self.app.settings.speed
        self._build_buttons()

    def language_changed(self) -> None:
        self.log.names = self.names()
        self._build_buttons()

    def busy(self) -> bool:
        return self.animator.busy or self.playing

    def resize(self, size) -> None:
        self.layout = lay_out(size, self.game.state.players, self.app.scale(size).factor, self.view, self.logview)
        self._build_buttons()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.animator.update(dt)
        self.cues.update(self.animator, getattr(self.app, "sounds", None))
        if not self.playing or self.animator.busy:
            return
        self.wait -= dt
        if self.wait > 0:
            return
        if not self.step():
            self.playing = False
            self._build_buttons()
            return
        self.wait = pause(self.app.settings.speed)

    # -- controls ----------------------------------------------------------------------------

    def timeline(self) -> pygame.Rect:
        """The bar of turns in the prompt's last row: a click jumps to that turn."""
        s, area = self.layout.scale, self.layout.buttons
        h = s.px(32)
        return pygame.Rect(area.left, area.top + 2 * (h + s.px(6)), area.width, h)

    def _build_buttons(self) -> None:
        if self.layout is None or self.app is None:
            return
        layout, s = self.layout, self.layout.scale
        self.buttons.clear()
        bar = layout.bar
        close_w = max(s.px(90), button_width(every_translation("Close"), s.button, bar.height))
        top_bar(self, pygame.Rect(bar.left, bar.top, bar.width - close_w - s.px(6), bar.height), self.buttons,
                game_controls=False)
        self.buttons.add(Button(pygame.Rect(bar.right - close_w, bar.top, close_w, bar.height), _("Close"),
                                self.close, name="close"))
        area, h, gap = layout.buttons, s.px(32), s.px(6)
        first = pygame.Rect(area.left, area.top, area.width, h)
        play = _("Pause") if self.playing else _("Play")
        self.buttons.add(Button(cell(first, 0, h, 2, (gap, 0)), play, self.play_pause, name="play",
                                selected=self.playing))

        def speed() -> None:
            order = SPEED_ORDER
            self.app.settings.speed = order[(order.index(self.app.settings.speed) + 1) % len(order)]
            self.animator.speed = self.app.settings.speed
            self.app.save_settings()
            self._build_buttons()

        self.buttons.add(Button(cell(first, 1, h, 2, (gap, 0)), _(SPEED_LABELS[self.app.settings.speed]), speed,
                                name="speed"))
        second = pygame.Rect(area.left, area.top + h + gap, area.width, h)
        actions = {"turn-back": self.turn_back, "back": self.back, "forward": self.forward,
                   "turn-forward": self.turn_forward}
        for k, (name, label) in enumerate(STEPS):
            enabled = self.k > 0 if "back" in name else self.k < self.total
            self.buttons.add(Button(cell(second, k, h, 4, (gap, 0)), _(label), actions[name], enabled=enabled,
                                    name=name))

    def close(self) -> None:
        self.stack.pop(self)

    def handle_event(self, event) -> None:
        if self.logview.handle_event(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.buttons.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.buttons.click(event.pos):
                return
            line = self.timeline()
            if line.collidepoint(event.pos) and self.turns:
                self.playing = False
                turn = round((event.pos[0] - line.left) / max(1, line.width) * self.turns)
                self.go_to(self.turn_start(turn))
            elif self.animator.busy:
                self.animator.skip()
        elif event.type == pygame.KEYDOWN:
            keys = {pygame.K_SPACE: self.play_pause, pygame.K_LEFT: self.back, pygame.K_RIGHT: self.forward,
                    pygame.K_PAGEUP: self.turn_back, pygame.K_PAGEDOWN: self.turn_forward,
                    pygame.K_HOME: lambda: self.go_to(0), pygame.K_END: lambda: self.go_to(self.total),
                    pygame.K_ESCAPE: self.close}
            action = keys.get(event.key)
            if action is not None:
                action()

    # -- the screen model --------------------------------------------------------------------

    def shown_table(self) -> Shown:
        if self.animator.busy:
            return folded(self.before, self.animator.shown())
        return Shown.of(self.game.state)

    def screen(self) -> Screen:
        past = self.logview.past_position(self.game)
        table = self.shown_table() if past is None else Shown.of(past)
        state, names = self.game.state, self.names()
        over = self.game.is_over()
        acting = -1 if over else state.turn if state.decider == CHANCE else state.decider
        runes = [state.board.territories[t].rune for t in range(len(table.rune))]
        seats = tuple(Seat(names[seat], state.colours[seat], (self.record.seats or ["human"] * state.players)[seat],
                           seat == acting, False, tuple(r for r, holder in zip(runes, table.rune) if holder == seat))
                      for seat in range(state.players))
        heading = _("Replay: turn {turn} of {turns}", turn=self.turn_at[self.k], turns=self.turns)
        info = prompt(self.game, names, computer=True)
        return Screen(table, [list(stock) for stock in table.stock], heading, info, [], {}, self.animator.busy,
                      past is not None, seats=seats, resting_die=table.die >= 0 and not over,
                      space_numbers=self.app.settings.space_numbers if self.app else False)

    def draw(self, surface) -> None:
        draw_game(surface, self.screen(), self.layout, self.painters, self.clock)
        self.draw_timeline(surface)

    def draw_timeline(self, surface) -> None:
        """The turns as a bar, the part watched filled, the position as a mark; "decision k of n" on it."""
        s, line = self.layout.scale, self.timeline()
        pygame.draw.rect(surface, theme.PANEL_DARK, line, border_radius=6)
        done = line.width * self.k // max(1, self.total)
        if done:
            pygame.draw.rect(surface, theme.GOLD, pygame.Rect(line.left, line.top, done, line.height), border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, line, width=1, border_radius=6)
        x = line.left + done                  # the position: a thin mark, the text stays readable
        pygame.draw.line(surface, theme.BUTTON, (x, line.top - s.px(3)), (x, line.bottom + s.px(2)), max(2, s.px(3)))
        text = _("Decision {k} of {n}", k=self.k, n=self.total)
        f = s.role_font("caption")
        draw_text(surface, text, line.center, f, theme.INK, anchor="center")


__all__ = ["ReplayScene"]
