"""Watching a game of Die Dolmengötter again from its record (issue 21): every decision, one
after the other, with the board, the score track, the players' panels, the stacks and the log in
step; the controls, the stepping, the timeline and the keyboard are every game's
(table/scenes/replay.py).

The position is always the engine's: stepping forward applies the record's next decision and
animates its events as the game did (anim.py, the log paced by logpace.py); stepping back or
jumping replays the record up to there. A finished game shows every dolmen value (E3: they are
public once the game is over); a saved game still in play shows none, as between two humans.
"""

from __future__ import annotations

import pygame

from .....i18n import _
from meduris_gui.table.scenes.replay import Replay
from ...rules.record import Record
from ..anim import Animator, announce
from meduris_gui.table.logview import LogPace
from ..log import DolmenLog, DolmenLogView
from ..logpace import decision_lines, release
from ..model import Screen, Shown, folded
from .. import track
from ..texts import next_decision, seat_names, winner_text
from . import draw


class Kinds:
    """Who played each seat, as the panels say it (draw.draw_game reads `seats.kinds`)."""

    def __init__(self, kinds: list[str]) -> None:
        self.kinds = kinds


class DolmenReplayScene(Replay):
    scene_name = "dg-replay"
    rules_scene = "dg-rules"

    def __init__(self, game=None, names: list[str] | None = None, record: Record | None = None, at: int = 0,
                 seats: list[str] | None = None) -> None:
        """From a game (its record is made: Record.of) or a record; `at`: the decision to start at;
        `seats`: who played each seat (else the record's, else humans)."""
        self.record = record if record is not None else Record.of(game)
        whole = self.record.new_game()
        self.decisions = []                  # the events of each decision, replayed
        turn_at = [whole.state.turn]
        for action in self.record.actions:
            self.decisions.append(whole.apply(action))
            turn_at.append(whole.state.turn)
        super().__init__(len(self.decisions), turn_at)
        self.everything = whole.is_over()    # every value shown: the game is over (E3)
        self.final = whole
        self.custom_names = names if names is not None else self.record.names
        n = whole.state.n
        self.seats = Kinds(list(seats or self.record.seats or ["human"] * n))
        self.game = self.record.new_game()
        self.layout: draw.Layout | None = None
        self.animator = Animator()
        self.before = Shown.of(self.game, None, self.everything)
        self.hover_place = -1
        self.pointer = (-1, -1)
        self.drawn_markers: list = []
        self.drawn_tags: list = []
        self.log = DolmenLog()
        self.logview = DolmenLogView(self.log, whole.state.colours)
        self.pace = LogPace()                # the animating decision's events not logged yet
        self._new_log()
        if at:
            self.go_to(at)

    # -- the position ------------------------------------------------------------------------

    def names(self) -> list[str]:
        return seat_names(self.game.state.colours, self.custom_names)

    def _new_log(self) -> None:
        """The log of the first k decisions, each line knowing its decision."""
        names, board = self.names(), self.game.state.board
        self.log.restart(names)
        for decision, events in enumerate(self.decisions[:self.k], 1):
            for line in decision_lines(events, names, board, decision):
                self.log.append(line)
        self.pace.clear()

    def _log_shown(self) -> None:
        release(self.log, self.pace, self.animator, self.names(), self.game.state.board)

    def apply_decision(self, k: int, animate: bool) -> None:
        before = Shown.of(self.game, None, self.everything)
        events = self.game.apply(self.record.actions[k - 1])
        self.before = before
        self._log_shown()                                       # what the last decision still had to say
        self.pace.start(events, k)
        if animate:
            self.animator.play(events)
            announce(events, getattr(self.app, "sounds", None) if self.app else None)
        self._log_shown()

    def rewind(self, k: int) -> None:
        self.game = self.record.replay(upto=k)
        self._new_log()

    def settled(self) -> None:
        self._log_shown()
        self.before = Shown.of(self.game, None, self.everything)

    # -- the table's part --------------------------------------------------------------------

    def language_changed(self) -> None:
        self._new_log()
        self._build_buttons()

    def resize(self, size) -> None:
        self.layout = draw.lay_out(size, self.app.scale(size), self.game)
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
            self.hover_place = self.layout.geometry.place_at(event.pos) if self.layout else -1
            self.logview.handle_event(event)        # the pointer over the log; a drag scrolls it
            return False
        if event.type in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.WINDOWLEAVE):
            return bool(self.logview.handle_event(event))     # the wheel, a drag, the new-lines tab
        return False

    # -- the screen model (draw.draw_game reads it) ---------------------------------------------

    def heading(self) -> str:
        return _("Replay: turn {turn} of {turns}", turn=self.turn_at[self.k], turns=self.turns)

    def info(self) -> str:
        if self.game.is_over():
            outcome = self.game.outcome()
            return winner_text(outcome.winners, outcome.scores, self.names())
        return next_decision(self.game, self.names())

    def table(self) -> Shown:
        """The table as shown: the engine's, or on its way there while a decision animates."""
        if self.animator.busy:
            return folded(self.before, self.animator.shown(), None, self.everything)
        return Shown.of(self.game, None, self.everything)

    def screen(self) -> Screen:
        table = self.table()
        markers = [] if self.layout is None else track.markers(
            self.layout.track, track.moving_scores(table.scores, self.animator.head))
        return Screen(table, self.heading(), self.info(), [], set(), None, self.animator.busy, None, markers)

    def shows_value(self, seat: int) -> bool:
        return self.everything

    def hint_places(self) -> tuple:
        return ()

    def destinations(self, place: int) -> dict:
        return {}

    def draw_table(self, surface) -> None:
        if self.logview.rect != self.layout.log or self.logview.scale is not self.layout.scale:   # the log follows the controls
            self.logview.layout(self.layout.log, self.layout.scale)
        draw.draw_game(surface, self)


__all__ = ["DolmenReplayScene"]
