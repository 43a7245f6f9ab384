"""The Dolmengötter table as a scene: the board on the left; the players' panels, the prompt and
the log on the right.

Every decision is one of the engine's legal actions, chosen by a click: a druid's walk ends and
flights come from `game.walk_targets` / `game.fly_targets`, the dolmen right from
`game.pending_right()`, undo from `game.undo_blocker()`; nothing here knows a rule. The events
drive the animations (anim.py) and the log; the board is drawn from the screen model (model.py),
which shows a player's dolmen values to him only: between two humans the laptop is passed under
a curtain, as in Meduris.
"""

from __future__ import annotations

import random

import pygame

from .....i18n import _
from meduris_gui.table import keys
from meduris_gui.table.scene import Scene
from meduris_gui.table.speeds import pause
from .....saves import SavesInUse, save_game
from meduris_gui.table.thinker import Thinker
from meduris_gui.table.widgets import ButtonRow
from ...rules.actions import Action
from ...rules.state import MOVE, RIGHT, SETUP, STONE
from ..anim import Animator, announce
from ..log import DolmenLog, DolmenLogView
from meduris_gui.table.logview import LogPace
from ..model import Screen, Shown, folded
from ..seats import DolmenSeats
from .. import track
from ..logpace import decision_lines, release
from ..texts import seat_names
from . import draw
from .asking import Asking
from meduris_gui.table.scenes.common import top_bar
from .hints import Suggesting

END_PAUSE = 4


class DolmenGameScene(Asking, Suggesting, Scene):
    scene_name = "dg-game"
    rules_scene = "dg-rules"

    def __init__(self, game, names: list[str] | None = None, seats: list[str] | None = None,
                 seed: int | None = None, resumed: bool = False) -> None:
        """`resumed`: a saved game taken up again (Continue, Load): nobody is known to sit at the
        laptop, so between two humans the curtain comes first."""
        super().__init__()
        self.game = game
        self.custom_names = names
        self.rng = random.Random(seed)               # the Suggest button's player (hints.py)
        self.seats = DolmenSeats(game, seats, None if seed is None else seed + 1)
        self.animator = Animator()
        self.buttons = ButtonRow()
        self.bar_names: set = set()
        self.layout: draw.Layout | None = None
        self.selected: int | None = None        # the own druid clicked (MOVE)
        self.hover_place = -1
        self.pointer = (-1, -1)
        self.log = DolmenLog()                   # the lines shown so far (text, seat, decision)
        self.logview = DolmenLogView(self.log, game.state.colours)
        self.pace = LogPace()                    # the animating decision's events not logged yet
        self.before: Shown | None = None         # the table before the decision being animated
        self.handover: int | None = None         # the human the laptop passes to (curtain due)
        self.hold = 0.0
        humans = self.seats.humans()
        first = game.current_player()
        self.viewer: int | None = first if first in humans else (humans[0] if len(humans) == 1 else None)
        if len(humans) >= 2 and (game.state.step == SETUP or resumed):
            self.viewer = None                   # the setup shows nobody's values; a resumed game waits for the curtain
        self.hints_used = None                   # what Meduris's Saved games records per seat (not counted here)
        self.hinter = Thinker()                  # the Suggest button's strong player, off the loop
        self.hint: tuple | None = None           # (decision number, action, reasons) of the last Suggest
        self.ended = False
        self.end_wait = 0.0
        self.clock = 0.0
        self.drawn_markers: list = []           # (seat, space, laps, centre) of the last frame drawn
        self.drawn_tags: list = []              # the rects of its lap tags ("+60")
        if game.history:
            self._relog()

    # -- lifecycle ---------------------------------------------------------------------------------

    def names(self) -> list[str]:
        return seat_names(self.game.state.colours, self.custom_names)

    def enter(self) -> None:
        self.animator.speed = self.app.settings.speed
        self.resize(self.app.size)
        self._after_change()

    def resume(self) -> None:
        self.animator.speed = self.app.settings.speed
        self.resize(self.app.size)
        self._hand_over()

    def language_changed(self) -> None:
        self._relog()
        self.resize(self.app.size)

    def resize(self, size) -> None:
        self.layout = draw.lay_out(size, self.app.scale(size), self.game)
        self._build_buttons()

    def exit(self) -> None:
        self.seats.stop()
        self.hinter.cancel()
        self.autosave()

    def busy(self) -> bool:
        return (self.animator.busy or self.seats.computer_to_act(self.game) is not None or self.hinter.thinking
                or self.handover is not None or (self.game.is_over() and not self.seats.humans()))

    # -- who sees what ----------------------------------------------------------------------------

    def everything_shown(self) -> bool:
        """Every value on the table: no human plays, the players chose open screens, or the game
        is over and its end has been shown (E3: the values are public)."""
        return (not self.seats.humans() or self.app.settings.open_screens
                or (self.game.is_over() and not self.animator.busy))

    def shows_value(self, seat: int) -> bool:
        """Whether the screen may show `seat`'s dolmen values now (M9)."""
        return self.everything_shown() or seat == self.viewer

    def table(self) -> Shown:
        """The table as the screen shows it now (the engine's once nothing moves), with the values
        of the human at the laptop: he stays there, his values shown, until the curtain falls."""
        viewer = self.viewer
        everything = self.everything_shown()
        if self.animator.busy and self.before is not None:
            return folded(self.before, self.animator.shown(), None if everything else viewer)
        return Shown.of(self.game, viewer, everything)

    def screen(self) -> Screen:
        table = self.table()
        return Screen(table, self.prompt_text(), self.info_text(),
                      [(b.name, b.label, b.enabled) for b in self.buttons.buttons if b.name not in self.bar_names],
                      self.targets(), self.selected, self.animator.busy, self.viewer, self.markers(table))

    def markers(self, table: Shown) -> list:
        """The score markers on the track (track.markers): at the table's scores, the one the
        animator moves (a lost point, a scoring's rows) on its way."""
        if self.layout is None:
            return []
        return track.markers(self.layout.track, track.moving_scores(table.scores, self.animator.head))

    # -- what is asked -----------------------------------------------------------------------------

    def decider(self) -> int:
        return self.game.current_player()

    def human_decides(self) -> bool:
        seat = self.decider()
        return (seat >= 0 and self.seats.is_human(seat) and self.handover is None and not self.animator.busy)

    def legal(self) -> tuple:
        return self.game.legal_actions() if not self.game.is_over() else ()

    def movable(self) -> set:
        """The places of the decider's druids that have a move (walk, herbs or flight)."""
        return {a.a for a in self.legal() if a.verb in ("walk", "herbs", "fly")}

    def destinations(self, place: int) -> dict:
        """{end place: path} of the druid on `place`: its walks, or its flights (a path of two)."""
        walks = self.game.walk_targets(place)
        if walks:
            return dict(walks)
        return {target: (place, target) for target in self.game.fly_targets(place)}

    def targets(self) -> set:
        """The places that glow: where the human deciding may click."""
        if not self.human_decides():
            return set()
        step = self.game.state.step
        if step == SETUP:
            return {a.a for a in self.legal() if a.verb == "place"}
        if step == MOVE:
            if self.selected is not None:
                return set(self.destinations(self.selected))
            return self.movable()
        return set()

    # -- buttons ---------------------------------------------------------------------------------

    def _build_buttons(self) -> None:
        self.buttons.clear()
        if self.layout is None:
            return
        s = self.layout.scale
        top_bar(self, self.layout.bar, self.buttons, controls=draw.BAR, scale=self.layout.scale)
        self.bar_names = {b.name for b in self.buttons.buttons}
        entries = self.choice_buttons()
        self.layout.place_buttons(self.buttons, entries, self.prompt_text(), self.info_text())
        if self.logview.rect != self.layout.log or self.logview.scale is not self.layout.scale:   # the log follows the prompt
            self.logview.layout(self.layout.log, self.layout.scale)
        hint = self.current_hint()
        if hint is not None:            # Suggest: the suggested button is ringed
            action = hint[1]
            name = {"dolmen": "dolmen-none" if action.a == 0 else f"dolmen-{action.a}"}.get(action.verb, action.verb)
            button = self.buttons.find(name)
            if button is not None:
                button.selected = True

    def _after(self, action):
        """The state once the decider took the legal `action` (applied by the engine to a copy)."""
        after = self.game.copy()
        after.apply(action)
        return after.state

    def choice_buttons(self) -> list:
        """(label, action, name, primary) of the prompt's buttons."""
        game = self.game
        if game.is_over():
            if not self.animator.busy and self.seats.humans():
                return [(_("See the scores"), self.show_end, "scores", True)]
            return []
        if not self.human_decides():
            return []
        legal = self.legal()
        seat = self.decider()
        state = game.state
        out = []
        step = state.step
        if step == MOVE:
            if self.selected is not None and Action.of("herbs", self.selected) in legal:
                out.append((_("Take herbs"), lambda: self.act(Action.of("herbs", self.selected)), "herbs", False))
            if any(a.verb == "pass" for a in legal):
                out.append((_("Pass"), lambda: self.act(Action.of("pass")), "pass", True))
        elif step == STONE:
            # T4, T5: the engine says what each choice leaves (on a copy): the stones left once
            # this one is down, as the log then says, and the score after the point
            if Action.of("stone") in legal:
                left = self._after(Action.of("stone")).stones[seat]
                out.append((_("Leave a stone ({left} left)", left=left),
                            lambda: self.act(Action.of("stone")), "stone", False))
            if Action.of("point") in legal:
                score = self._after(Action.of("point")).score[seat]
                out.append((_("Lose a point (score {after})", after=score),
                            lambda: self.act(Action.of("point")), "point", False))
        elif step == RIGHT:
            for action in legal:
                if action.verb != "dolmen":
                    continue
                if action.a == 0:
                    continue
                out.append((_("Value {value}", value=action.a), (lambda a=action: self.act(a)),
                            f"dolmen-{action.a}", False))
            if Action.of("dolmen", 0) in legal:
                out.append((_("No dolmen"), lambda: self.act(Action.of("dolmen", 0)), "dolmen-none", False))
        if game.can_undo() and self.seats.is_human(game.deciders[-1]):
            out.append((_("Undo"), self.undo, "undo", False))
        if len(legal) > 1:
            out.append((_("Thinking…") if self.hinter.thinking else _("Suggest"), self.suggest, "suggest", False))
        return out

    # -- decisions -------------------------------------------------------------------------------

    def act(self, action) -> None:
        """Apply one decision: the log, the computers' memory, the animations."""
        self.animator.skip()
        self._log_shown()                       # what the last decision still had to say
        self.hinter.cancel()
        viewer = None if self.everything_shown() else self.viewer
        self.before = Shown.of(self.game, viewer, self.everything_shown())
        self.hold = pause(self.app.settings.speed) if self.app else 0.0
        events = self.game.apply(action)
        self.seats.observe(events)
        self.animator.play(events)
        self.pace.start(events, len(self.game.history))
        self._log_shown()
        announce(events, getattr(self.app, "sounds", None) if self.app else None)
        self.selected = None
        self.autosave()
        self._after_change()

    def autosave(self) -> None:
        """Rewrite the autosave after every decision (atomically, saves.py); a game of Die
        Dolmengötter is saved like one of Meduris, its file says `game: dolmengoetter`."""
        if self.app is None or not self.app.settings.autosave:
            return
        try:
            save_game(self.game, self.custom_names, seats=self.seats.kinds)
        except (OSError, SavesInUse) as error:
            self.app.notify(_("The game could not be saved: {error}", error=getattr(error, "strerror", None) or str(error)))

    def _log_shown(self) -> None:
        """The log keeps pace with the board (logpace.py): a scoring's line once its box shows
        the result, every line once nothing moves."""
        release(self.log, self.pace, self.animator, self.names(), self.game.state.board)

    def undo(self) -> None:
        if not self.game.can_undo():
            return
        self.animator.skip()
        self.pace.clear()
        self.game.undo()
        self.seats.rebuild(self.game)             # the computers forget the decision too
        self._relog()
        self.selected = None
        self.autosave()
        self._after_change()

    def _relog(self) -> None:
        """The log again from the game's events (after an undo, or in another language)."""
        names, board = self.names(), self.game.state.board
        self.log.restart(names)
        game = self.game
        fresh = type(game).new(game.state.colours, game.state.start_player, board=board)
        for decision, action in enumerate(game.history, 1):
            for line in decision_lines(fresh.apply(action), names, board, decision):
                self.log.append(line)

    def _after_change(self) -> None:
        """The game moved on: who sits at the laptop, the curtain between two humans, the buttons."""
        game = self.game
        self.handover = None
        seat = self.decider()
        humans = self.seats.humans()
        if seat >= 0 and self.seats.is_human(seat):
            if len(humans) >= 2 and not self.app.settings.open_screens:
                if game.state.step == SETUP:
                    self.viewer = None                 # nothing hidden to show yet
                elif seat != self.viewer:
                    self.handover = seat               # his values wait for the curtain
            else:
                self.viewer = seat
        self._build_buttons()
        self._hand_over()
        if self.app:
            self.app.dirty = True

    def _hand_over(self) -> None:
        """The curtain for the human the laptop passes to, once the last decision has been shown."""
        seat = self.handover
        if seat is None or self.animator.busy or self.hold > 0 or self.stack is None or self.stack.top is not self:
            return
        self.handover = None
        self.viewer = seat
        ask = self.prompt_text() if self.game.state.step == RIGHT else _("{player}: your turn", player=self.names()[seat])
        self.stack.push("dg-curtain", name=self.names()[seat], colour=self.game.state.colours[seat], ask=ask)
        self._build_buttons()

    def show_end(self) -> None:
        self.stack.replace("dg-end", game=self.game, names=self.names(), seats=self.seats.kinds)

    # -- the frame -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        was = self.animator.busy
        self.animator.update(dt, getattr(self.app, "sounds", None))
        self._log_shown()
        self.poll_hint()
        if was and not self.animator.busy:
            self._build_buttons()
        if self.animator.busy:
            return
        if self.handover is not None:
            self.hold -= dt
            self._hand_over()
            return
        if self.game.is_over():
            if not self.ended:
                self.ended = True
                self.end_wait = END_PAUSE * pause(self.app.settings.speed)
                self._build_buttons()
            elif not self.seats.humans():
                self.end_wait -= dt
                if self.end_wait <= 0:
                    self.show_end()
            return
        action = self.seats.update(self.game, dt, self.app.settings.speed)
        if action is not None:
            self.act(action)

    def draw(self, surface) -> None:
        draw.draw_game(surface, self)

    # -- input -----------------------------------------------------------------------------------

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.logview.handle_event(event)        # the pointer over the log; a drag scrolls it
            self.buttons.motion(event.pos)
            self.pointer = event.pos
            self.hover_place = self.layout.geometry.place_at(event.pos) if self.layout else -1
        elif event.type == pygame.MOUSEWHEEL:
            self.logview.handle_event(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.animator.busy:
                self.animator.skip()
                self._build_buttons()
                return
            if self.buttons.click(event.pos):
                return
            if self.logview.handle_event(event):
                return
            if self.handover is not None:
                self.hold = 0.0
                self._hand_over()
                return
            self.board_click(event.pos)
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.WINDOWLEAVE):
            self.logview.handle_event(event)        # a wheel's buttons, the end of a drag
        elif event.type == pygame.KEYDOWN:
            if keys.is_undo(event):
                button = self.buttons.find("undo")
                if button is not None and button.enabled:
                    button.on_click()
            elif keys.is_confirm(event):
                if self.animator.busy:
                    self.animator.skip()
                    self._build_buttons()
                else:
                    self.buttons.press_primary()
            elif keys.is_cancel(event):
                if self.selected is not None:
                    self.selected = None
                    self._build_buttons()
            elif event.key == pygame.K_SPACE and self.animator.busy:
                self.animator.skip()
                self._build_buttons()

    def board_click(self, pos) -> None:
        """A click on the board: a place to put a druid on, an own druid to select (again: take
        herbs), a glowing end of its walk or flight."""
        if self.layout is None or not self.human_decides():
            return
        place = self.layout.geometry.place_at(pos)
        step = self.game.state.step
        if step == SETUP:
            if place in self.targets():
                self.act(Action.of("place", place))
            return
        if step != MOVE:
            return
        if self.selected is not None:
            if place == self.selected:
                herbs = Action.of("herbs", place)
                if herbs in self.legal():
                    self.act(herbs)
                else:
                    self.selected = None
                    self._build_buttons()
                return
            if place in self.destinations(self.selected):
                verb = "fly" if self.game.state.lying[self.selected] else "walk"
                self.act(Action.of(verb, self.selected, place))
                return
        self.selected = place if place in self.movable() else None
        self._build_buttons()

    def click_place(self, place: int) -> None:
        """Tests: a click on place `place`'s centre."""
        x, y = self.layout.geometry.point(place)
        self.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(round(x), round(y))))
