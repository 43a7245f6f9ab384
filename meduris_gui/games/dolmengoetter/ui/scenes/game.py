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

import pygame

from .....i18n import _
from meduris_gui.table.scene import Scene
from meduris_gui.table.scenes.seated import SeatedTable
from ...rules.actions import Action
from ...rules.state import MOVE, RIGHT, SETUP, STONE
from ..anim import Animator, announce
from ..log import DolmenLog, DolmenLogView
from ..model import Screen, Shown, folded
from ..seats import DolmenSeats
from .. import track
from ..logpace import decision_lines, release
from ..texts import seat_names
from . import draw
from .asking import Asking
from .hints import Suggesting


class DolmenGameScene(Asking, Suggesting, SeatedTable, Scene):
    scene_name = "dg-game"
    rules_scene = "dg-rules"
    curtain_scene = "dg-curtain"
    end_scene = "dg-end"
    bar_controls = draw.BAR

    seat_names = staticmethod(seat_names)
    lay_out = draw.Layout
    seats_class, animator_class, log_class, logview_class = DolmenSeats, Animator, DolmenLog, DolmenLogView

    def table_init(self) -> None:
        self.selected: int | None = None        # the own druid clicked (MOVE)
        self.hover_place = -1
        self.drawn_tags: list = []              # the rects of its lap tags ("+60") in the last frame drawn

    # -- who sees what ----------------------------------------------------------------------------

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

    def mark_hint(self) -> None:
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

    def decision_buttons(self) -> list:
        """(label, action, name, primary) of the prompt's buttons while a human decides."""
        game = self.game
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
        out += self.undo_button()
        if len(legal) > 1:
            out.append((_("Thinking…") if self.hinter.thinking else _("Suggest"), self.suggest, "suggest", False))
        return out

    # -- decisions -------------------------------------------------------------------------------

    def shown_before(self) -> Shown:
        viewer = None if self.everything_shown() else self.viewer
        return Shown.of(self.game, viewer, self.everything_shown())

    def announce(self, events, sounds) -> None:
        announce(events, sounds)

    def clear_choice(self) -> None:
        self.selected = None

    def nothing_hidden_yet(self) -> bool:
        return self.game.state.step == SETUP         # the setup shows nobody's values

    def curtain_ask(self, seat: int) -> str:
        if self.game.state.step == RIGHT:
            return self.prompt_text()
        return _("{player}: your turn", player=self.names()[seat])

    def _log_shown(self) -> None:
        """The log keeps pace with the board (logpace.py): a scoring's line once its box shows
        the result, every line once nothing moves."""
        release(self.log, self.pace, self.animator, self.names(), self.game.state.board)

    def _relog(self) -> None:
        """The log again from the game's events (after an undo, or in another language)."""
        names, board = self.names(), self.game.state.board
        self.log.restart(names)
        game = self.game
        fresh = type(game).new(game.state.colours, game.state.start_player, board=board)
        for decision, action in enumerate(game.history, 1):
            for line in decision_lines(fresh.apply(action), names, board, decision):
                self.log.append(line)

    def draw(self, surface) -> None:
        draw.draw_game(surface, self)

    # -- input -----------------------------------------------------------------------------------

    def pointer_moved(self, pos) -> None:
        self.hover_place = self.layout.geometry.place_at(pos) if self.layout else -1

    def cancel(self) -> None:
        if self.selected is not None:
            self.selected = None
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
