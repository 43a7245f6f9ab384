"""Watching a finished (or saved) game again, for every game: play and pause, a decision or a turn
forward and back, a jump to any turn on the timeline, the animation speed, the keyboard; opened
from the saved games (Watch) and from a game's end screen (`open_replay`).

This is the part every game shares. A game's replay scene (Meduris's `replay`, Die Dolmengötter's
`dg-replay`) subclasses `Replay` and gives what is its own: applying the record's next decision
(and animating and logging its events), replaying the record up to a decision, its layout (the
bar and the area of the controls), its board and log drawing, its animator and log's input. The
position is always a game the engine replayed from the record: stepping forward applies the next
decision; stepping back or jumping replays the record up to there (no undo is computed here).
"""

from __future__ import annotations

import bisect
import logging

import pygame

from meduris_gui.i18n import N_, _
from meduris_gui.games import entry
from ..speeds import pause
from .. import theme
from ..scene import Scene
from ..logview import LogPace
from ..widgets import Button, ButtonRow, button_width, draw_text, every_translation
from .common import SPEED_LABELS, SPEED_ORDER, top_bar

# The control buttons, in their rows under the prompt: (name, label).
STEPS = (("turn-back", N_("« Turn")), ("back", N_("‹ Back")), ("forward", N_("Next ›")), ("turn-forward", N_("Turn »")))

def open_replay(stack, game_name: str, **kwargs):
    """Push the replay scene of `game_name` (its entry's `replay_scene`; its record made from
    `game=` or given as `record=`, `seats=`: who played each seat)."""
    return stack.push(entry(game_name).replay_scene, **kwargs)


def side_by_side(row: pygame.Rect, k: int, count: int, gap: int) -> pygame.Rect:
    """The k-th of `count` equal buttons side by side in `row`, `gap` between them."""
    w = (row.width - gap * (count - 1)) // count
    return pygame.Rect(row.left + k * (w + gap), row.top, w, row.height)


class Replay(Scene):
    """The replay's controls and stepping over `total` decisions; `turn_at[k]`: the turns started
    by the first k decisions (0 before the first turn). A subclass sets `self.animator` (with
    `busy`, `skip()` and `speed`), `self.layout` (with `scale` and `bar`) and gives the hooks
    below."""

    def __init__(self, total: int, turn_at: list[int]) -> None:
        super().__init__()
        self.total = total
        self.turn_at = turn_at
        self.k = 0
        self.playing = False
        self.wait = 0.0
        self.clock = 0.0
        self.buttons = ButtonRow()
        self.controls: pygame.Rect | None = None

    # -- a game's own part -------------------------------------------------------------------

    def apply_decision(self, k: int, animate: bool) -> None:
        """Apply the record's k-th decision (1-based) to the game, log its events, animate them."""
        raise NotImplementedError

    def rewind(self, k: int) -> None:
        """The game replayed from the record up to `k` decisions, its log likewise."""
        raise NotImplementedError

    def settled(self) -> None:
        """After a jump: nothing animates, the table shown is the game's."""

    def controls_area(self) -> pygame.Rect:
        """The area of the controls' three rows (play and speed, the steps, the timeline)."""
        raise NotImplementedError

    def animate(self, dt: float) -> None:
        """The animations (and their sounds) `dt` seconds on."""
        raise NotImplementedError

    def log_event(self, event) -> bool:
        """The log's own input (scrolling, hovering a line); True when it took the event."""
        return False

    def draw_table(self, surface) -> None:
        raise NotImplementedError

    # -- the position ------------------------------------------------------------------------

    scale = property(lambda self: self.layout.scale if self.layout else None)

    @property
    def turns(self) -> int:
        return self.turn_at[-1]

    def step(self, animate: bool = True) -> bool:
        """The record's next decision, applied by the engine and animated as in the game."""
        if self.k >= self.total:
            return False
        self.animator.skip()
        self.k += 1
        self.apply_decision(self.k, animate)
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
            self.k = k
            self.rewind(k)
        self.settled()
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

    def busy(self) -> bool:
        return self.animator.busy or self.playing

    def update(self, dt: float) -> None:
        self.clock += dt
        self.animate(dt)
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
        """The bar of turns in the controls' last row: a click jumps to that turn."""
        s, area = self.layout.scale, self.controls
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
        area = self.controls = self.controls_area()
        h, gap = s.px(32), s.px(6)
        first = pygame.Rect(area.left, area.top, area.width, h)
        play = _("Pause") if self.playing else _("Play")
        self.buttons.add(Button(side_by_side(first, 0, 2, gap), play, self.play_pause, name="play",
                                selected=self.playing))

        def speed() -> None:
            order = SPEED_ORDER
            self.app.settings.speed = order[(order.index(self.app.settings.speed) + 1) % len(order)]
            self.animator.speed = self.app.settings.speed
            self.app.save_settings()
            self._build_buttons()

        self.buttons.add(Button(side_by_side(first, 1, 2, gap), _(SPEED_LABELS[self.app.settings.speed]), speed,
                                name="speed"))
        second = pygame.Rect(area.left, area.top + h + gap, area.width, h)
        actions = {"turn-back": self.turn_back, "back": self.back, "forward": self.forward,
                   "turn-forward": self.turn_forward}
        for k, (name, label) in enumerate(STEPS):
            enabled = self.k > 0 if "back" in name else self.k < self.total
            self.buttons.add(Button(side_by_side(second, k, 4, gap), _(label), actions[name], enabled=enabled,
                                    name=name))

    def close(self) -> None:
        self.stack.pop(self)

    def handle_event(self, event) -> None:
        if self.log_event(event):
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

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface) -> None:
        self.draw_table(surface)
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


class Kinds:
    """Who played each seat, as the panels say it (a game's drawing reads `seats.kinds`)."""

    def __init__(self, kinds: list[str]) -> None:
        self.kinds = kinds


def record_notice(error) -> str:
    """What the window says of a record that cannot be watched: translated, naming the decision
    (the engine's own words stay for the log)."""
    index = getattr(error, "index", None)
    if index is not None:
        return _("This game cannot be watched again: its decision {number} ({action}) is not legal there.",
                 number=index + 1, action=error.action)
    return _("This game cannot be watched again: its record is damaged (at {field}).",
             field=getattr(error, "field", "") or "?")


class RecordReplay(Replay):
    """The replay of a game whose table has a screen model that folds events (Die Dolmengötter's,
    Eiszeit's): the record replayed once (the events of each decision, the turns), the game
    stepped or replayed from it, the log paced by the animations, the controls in the prompt's
    place, the screen model one viewer's view the whole way (`viewer`: None by default, nobody's
    hidden values but a finished game's). A damaged record (a decision not legal) closes the
    scene with a notice, never the window. The game gives its `game_name`, its functions
    (`lay_out`, `seat_names`, `winner_text`, `next_decision`, `fold`, `announce_events`), its
    classes (`animator_class`, `log_class`, `logview_class`, `shown_class`), `log_lines(events, k)`,
    `_log_shown()` (the log's pace) and `screen()`; `table_init()` sets up what its drawing needs."""

    game_name = ""

    @property
    def rules_scene(self) -> str:
        """What the rules key (F1) opens here: the game's rules."""
        return entry(self.game_name).rules_scene

    def __init__(self, game=None, names: list[str] | None = None, record=None, at: int = 0,
                 seats: list[str] | None = None) -> None:
        """From a game (its record is made: Record.of) or a record; `at`: the decision to start at;
        `seats`: who played each seat (else the record's, else humans). A record that cannot be
        replayed sets `notice`: the scene stands in for nothing, enter() closes it."""
        kit = entry(self.game_name).records()
        self.notice = ""
        try:
            self.record = record if record is not None else kit.record_class.of(game)
            turns = [self.record.new_game().state.turn]
            whole, self.decisions = self.record.replay_decisions(lambda g: turns.append(g.state.turn))
        except (kit.record_error, kit.replay_error, *kit.data_errors) as error:
            Scene.__init__(self)
            self.notice = record_notice(error)
            logging.getLogger(__name__).error("replay: %s", error)
            return
        super().__init__(len(self.decisions), turns)
        self.everything = whole.is_over()    # every value shown: the game is over
        self.final = whole
        self.custom_names = names if names is not None else self.record.names
        self.seats = Kinds(list(seats or self.record.seats or ["human"] * whole.state.n))
        self.viewer = self.record_viewer()
        self.game = self.record.new_game()
        self.layout = None
        self.pointer = (-1, -1)
        self.drawn_markers: list = []
        self.pace = LogPace()                # the animating decision's events not logged yet
        self.animator = self.animator_class()
        self.before = self.shown_now()
        self.table_init()
        self.log = self.log_class()
        self.logview = self.logview_class(self.log, whole.state.colours)
        self._new_log()
        if at:
            self.go_to(at)

    def record_viewer(self) -> int | None:
        """Whose hidden values the replay shows (None: nobody's; `everything` shows them all)."""
        return None

    def table_init(self) -> None:
        """What the game's drawing needs of the scene besides the position."""

    def enter(self) -> None:
        if self.notice:
            app = self.app
            self.stack.pop(self)
            app.notify(self.notice)
            return
        super().enter()

    # -- the position ------------------------------------------------------------------------

    def _new_log(self) -> None:
        """The log of the first k decisions, each line knowing its decision."""
        self.log.restart(self.names())
        for decision, events in enumerate(self.decisions[:self.k], 1):
            for line in self.log_lines(events, decision):
                self.log.append(line)
        self.pace.clear()

    def names(self) -> list[str]:
        return self.seat_names(self.game.state.colours, self.custom_names)

    def shown_now(self):
        """The engine's position as the viewer may see it."""
        return self.shown_class.of(self.game, self.viewer, self.everything)

    def table(self):
        """The table as shown: the engine's, or on its way there while a decision animates."""
        if self.animator.busy:
            return self.fold(self.before, self.animator.shown(), self.viewer, self.everything)
        return self.shown_now()

    def info(self) -> str:
        if self.game.is_over():
            outcome = self.game.outcome()
            return self.winner_text(outcome.winners, outcome.scores, self.names())
        return self.next_decision(self.game, self.names())

    def apply_decision(self, k: int, animate: bool) -> None:
        before = self.shown_now()
        events = self.game.apply(self.record.actions[k - 1])
        self.before = before
        self._log_shown()                                       # what the last decision still had to say
        self.pace.start(events, k)
        if animate:
            self.animator.play(events)
            self.announce(events)
        self._log_shown()

    def rewind(self, k: int) -> None:
        self.game = self.record.replay(upto=k)
        self._new_log()

    def settled(self) -> None:
        self._log_shown()
        self.before = self.shown_now()

    def announce(self, events) -> None:
        """The sounds of a decision's events that have no animation."""
        self.announce_events(events, getattr(self.app, "sounds", None) if self.app else None)

    # -- the table's part --------------------------------------------------------------------

    def language_changed(self) -> None:
        self._new_log()
        self._build_buttons()

    def resize(self, size) -> None:
        self.layout = self.lay_out(size, self.app.scale(size), self.game)
        self._build_buttons()

    def controls_area(self) -> pygame.Rect:
        s = self.layout.scale
        return self.layout.place_block(self.heading(), self.info(), 3 * s.px(32) + 2 * s.px(6))

    def animate(self, dt: float) -> None:
        self.animator.update(dt, getattr(self.app, "sounds", None))
        self._log_shown()

    def log_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.pointer_moved(event.pos)
            self.logview.handle_event(event)        # the pointer over the log; a drag scrolls it
            return False
        if event.type in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.WINDOWLEAVE):
            return bool(self.logview.handle_event(event))     # the wheel, a drag, the new-lines tab
        return False

    def pointer_moved(self, pos) -> None:
        """The pointer is over `pos` (a game's hover)."""

    def heading(self) -> str:
        return _("Replay: turn {turn} of {turns}", turn=self.turn_at[self.k], turns=self.turns)

    def follow_log(self) -> None:
        """The log view follows the controls (the prompt's height changes with its text)."""
        if self.logview.rect != self.layout.log or self.logview.scale is not self.layout.scale:
            self.logview.layout(self.layout.log, self.layout.scale)


__all__ = ["Kinds", "RecordReplay", "Replay", "open_replay", "record_notice", "STEPS"]
