"""What a game table of seated players does the same in every game with hidden hands and a
right column (Die Dolmengötter, Eiszeit): a mixin of the game scene that knows when the laptop
passes between two humans (the curtain), paces the computers (table/seats.py) and the animations,
applies a decision (the engine's events to the computers, the animator, the log's pace, the
autosave), takes one back (undo), ends the game, and routes the mouse and the keys. Nothing here
knows a rule.

The table's __init__ (a game's scene is made as every seated table is: the game, the names typed,
who sits where, the seed, whether it was resumed) sets `game`, `custom_names`, `rng`, `dice`,
`seats`, `animator`, `buttons`, `layout` (None until resized), `log` and `logview` from the
game's classes (`seats_class`, `animator_class`, `log_class`, `logview_class`); its
`table_init()` sets up what the game's own drawing needs. The game's scene gives those classes,
`layout`'s shape (with `bar`, `scale`, `log`, `place_buttons`), its functions `seat_names`
and `lay_out`, `ask_text(seat)`, `final_heading()`, `winner_line(outcome)`, `info_text()`, `decision_buttons()`, `_relog()`, `_log_shown()`, and its scene names
`curtain_scene`, `end_scene`; and may change the hooks below (`bar_controls`, `nothing_hidden_yet`,
`curtain_ask`, `shown_before`, `announce`, `observed`, `after_decision`, `clear_choice`, `mark_hint`,
`pointer_moved`, `board_click`, `cancel`, `secondary_click`).
"""

from __future__ import annotations

import random

import pygame

from ...i18n import _
from ...saves import SavesInUse, save_game
from .. import keys
from ..logview import LogPace
from ..speeds import pause
from ..frames import Part, PerFrame, frame_screen
from ..thinker import Thinker
from ..widgets import ButtonRow
from .common import top_bar

END_PAUSE = 4             # pauses of the speed a finished game of computers waits before its end


class SeatedTable:
    bar_controls = ("rules", "speed", "menu")
    curtain_scene = ""
    end_scene = ""
    hints_used = None          # what Meduris's Saved games records per seat (not counted at this table)
    seats_class: type          # the game's part of the seating (table/seats.py Seats)
    animator_class: type
    log_class: type
    logview_class: type

    def __init__(self, game, names: list[str] | None = None, seats: list[str] | None = None,
                 seed: int | None = None, resumed: bool = False) -> None:
        """`resumed`: a saved game taken up again (Continue, Load): nobody is known to sit at the
        laptop, so between two humans the curtain comes first."""
        super().__init__()
        self.game = game
        self.custom_names = names
        self.rng = random.Random(seed)               # the Suggest button's player (hints.py)
        self.dice = random.Random(None if seed is None else seed + 2)     # chance the scene draws (after_decision)
        self.after_decision()                        # what follows at once (Eiszeit: a new game's fire dealt)
        self.seats = self.seats_class(game, seats, None if seed is None else seed + 1)
        self.seated_init(resumed)
        self.animator = self.animator_class()
        self.buttons = ButtonRow()
        self.layout = None
        self.drawn_markers: list = []
        self.log = self.log_class()
        self.logview = self.logview_class(self.log, game.state.colours)
        self.table_init()
        if game.history:
            self._relog()

    def seated_init(self, resumed: bool) -> None:
        """The common state of the table once `game` and `seats` are set. `resumed`: a saved game
        taken up again: nobody is known to sit at the laptop, so between two humans the curtain
        comes first."""
        humans = self.seats.humans()
        first = self.game.current_player()
        self.viewer: int | None = first if first in humans else (humans[0] if len(humans) == 1 else None)
        if len(humans) >= 2 and (self.nothing_hidden_yet() or resumed):
            self.viewer = None
        self.pace = LogPace()                    # the animating decision's events not logged yet
        self.hinter = Thinker()                  # the Suggest button's strong player, off the loop
        self.hint: tuple | None = None           # (decision number, action, reasons) of the last Suggest
        self.bar_names: set = set()
        self.handover: int | None = None         # the human the laptop passes to (curtain due)
        self.hold = 0.0
        self.before = None                       # the table before the decision being animated
        self.ended = False
        self.end_wait = 0.0
        self.clock = 0.0
        self.pointer = (-1, -1)
        self.frame_screen = PerFrame()           # the screen model of the frame being drawn

    # -- hooks -----------------------------------------------------------------------------------

    def table_init(self) -> None:
        """What the game's drawing and clicks need of the scene besides the table's state."""

    def nothing_hidden_yet(self) -> bool:
        """The game's opening step, before anything is hidden (no curtain between humans)."""
        return False

    def curtain_ask(self, seat: int) -> str:
        """What the curtain says the human it passes to is asked."""
        return _("{player}: your turn", player=self.names()[seat])

    def observed(self, events) -> list:
        """What the computers are shown of a decision's events."""
        return events

    def shown_before(self):
        """The table as the screen shows it before a decision (the game's screen model)."""
        raise NotImplementedError

    def announce(self, events, sounds) -> None:
        """The sounds of a decision's events that have no animation."""

    def after_decision(self) -> list:
        """Events that follow a decision at once (chance drawn by the scene); none by default."""
        return []

    def clear_choice(self) -> None:
        """Forget the clicks of a decision in the making (a piece selected)."""

    def mark_hint(self) -> None:
        """Mark the Suggest button's suggestion among the buttons."""

    def pointer_moved(self, pos) -> None:
        """The pointer is over `pos`."""

    def board_click(self, pos) -> None:
        """A left click that no button, log or curtain took."""

    def cancel(self) -> None:
        """Esc: step back."""

    def secondary_click(self, pos) -> None:
        """A right click."""

    def decision_buttons(self) -> list:
        """(label, action, name, primary) of the prompt's buttons while a human decides."""
        return []

    def choice_buttons(self) -> list:
        """(label, action, name, primary) of the prompt's buttons: the human deciding's
        (`decision_buttons`), none while a computer decides, "See the scores" once the game is
        over (for humans: a game of computers goes to its end by itself)."""
        if self.game.is_over():
            if not self.animator.busy and self.seats.humans():
                return [(_("See the scores"), self.show_end, "scores", True)]
            return []
        if not self.human_decides():
            return []
        return self.decision_buttons()

    # -- lifecycle ---------------------------------------------------------------------------------

    def names(self) -> list[str]:
        """Each seat's name: the one typed in the setup, else its colour's (the game's `seat_names`)."""
        return self.seat_names(self.game.state.colours, self.custom_names)

    def resize(self, size) -> None:
        self.layout = self.lay_out(size, self.app.scale(size), self.game)
        self._build_buttons()

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

    def exit(self) -> None:
        self.seats.stop()
        self.hinter.cancel()
        self.autosave()

    def busy(self) -> bool:
        return (self.animator.busy or self.seats.computer_to_act(self.game) is not None or self.hinter.thinking
                or self.handover is not None or (self.game.is_over() and not self.seats.humans()))

    def moving_area(self) -> list:
        """Where the game draws what moves besides the table left of the column (Eiszeit: its
        supply of cards): drawn again at every frame of an animation."""
        return []

    def flies_over_column(self) -> bool:
        """Whether what is in flight now crosses the right column (Eiszeit: a card played from a
        panel to its pile): then the window is drawn whole."""
        return False

    def frame_parts(self) -> list | None:
        """While pieces move (table/frames.py): everything left of the right column (the board,
        the track, the hand, what is in flight) drawn again at every frame, and in the column
        only a panel, the prompt, the log or a button that changed. Otherwise the window is drawn
        whole (glows pulse, tooltips follow the pointer)."""
        layout = self.layout
        if layout is None or self.app is None or not self.animator.busy or self.flies_over_column():
            return None
        s = layout.scale
        height = self.app.size[1]
        parts = [Part.of("table", (0, 0, layout.right.left, height), self.clock)]
        parts += [Part.of(f"moving-{k}", rect, self.clock, 8) for k, rect in enumerate(self.moving_area())]
        table = frame_screen(self).table
        names, colours = self.names(), self.game.state.colours
        acting = -1 if self.game.is_over() else self.game.current_player()
        for seat, rect in enumerate(layout.panels):
            key = (table, names[seat], colours[seat], self.seats.kinds[seat], seat == acting)
            parts.append(Part.of(f"panel-{seat}", rect, key, 8))
        parts.append(Part.of("prompt", layout.prompt, (tuple(layout.prompt_lines), tuple(layout.info_lines)), 8))
        if layout.log.height >= s.px(40):
            parts.append(Part.of("log", layout.log, self.logview.frame_key(), 8))
        parts.extend(self.buttons.frame_parts(s.button))
        return parts

    def everything_shown(self) -> bool:
        """Every hidden value on the table: no human plays, the players chose open screens, or the
        game is over and its end has been shown."""
        return (not self.seats.humans() or self.app.settings.open_screens
                or (self.game.is_over() and not self.animator.busy))

    def decider(self) -> int:
        return self.game.current_player()

    def human_decides(self) -> bool:
        seat = self.decider()
        return seat >= 0 and self.seats.is_human(seat) and self.handover is None and not self.animator.busy

    def legal(self) -> tuple:
        return self.game.legal_actions() if not self.game.is_over() else ()

    # -- words -----------------------------------------------------------------------------------

    def prompt_text(self) -> str:
        """The prompt's sentence: who wins once the game is over, who is thinking, to whom the
        laptop passes, else what the human deciding is asked (the game's `ask_text`)."""
        game, names = self.game, self.names()
        if game.is_over():
            if self.animator.busy:
                return self.final_heading()
            return self.winner_line(game.outcome())
        seat = self.decider()
        if not self.seats.is_human(seat):
            return _("{player} is thinking…", player=names[seat])
        if self.handover is not None:
            return _("Pass the laptop to {player}", player=names[self.handover])
        return self.ask_text(seat)

    # -- buttons ---------------------------------------------------------------------------------

    def _build_buttons(self) -> None:
        self.buttons.clear()
        if self.layout is None:
            return
        top_bar(self, self.layout.bar, self.buttons, controls=self.bar_controls, scale=self.layout.scale)
        self.bar_names = {b.name for b in self.buttons.buttons}
        self.layout.place_buttons(self.buttons, self.choice_buttons(), self.prompt_text(), self.info_text())
        if self.logview.rect != self.layout.log or self.logview.scale is not self.layout.scale:   # the log follows the prompt
            self.logview.layout(self.layout.log, self.layout.scale)
        self.mark_hint()

    def undo_button(self) -> list:
        """The Undo entry of the prompt when the engine allows it and a human took the decision."""
        game = self.game
        if game.can_undo() and self.seats.is_human(game.deciders[-1]):
            return [(_("Undo"), self.undo, "undo", False)]
        return []

    # -- decisions -------------------------------------------------------------------------------

    def act(self, action) -> None:
        """Apply one decision: the log, the computers' memory, the animations."""
        self.animator.skip()
        self._log_shown()                       # what the last decision still had to say
        self.hinter.cancel()
        self.before = self.shown_before()
        self.hold = pause(self.app.settings.speed) if self.app else 0.0
        events = self.game.apply(action)
        events += self.after_decision()
        self.seats.observe(self.observed(events))
        self.animator.play(events)
        self.pace.start(events, len(self.game.history))
        self._log_shown()
        self.announce(events, getattr(self.app, "sounds", None) if self.app else None)
        self.clear_choice()
        self.autosave()
        self._after_change()

    def autosave(self) -> None:
        """Rewrite the autosave after every decision (atomically, saves.py); the file names its
        game."""
        if self.app is None or not self.app.settings.autosave:
            return
        try:
            save_game(self.game, self.custom_names, seats=self.seats.kinds)
        except (OSError, SavesInUse) as error:
            self.app.notify(_("The game could not be saved: {error}", error=getattr(error, "strerror", None) or str(error)))

    def undo(self) -> None:
        if not self.game.can_undo():
            return
        self.animator.skip()
        self.pace.clear()
        self.game.undo()
        self.seats.rebuild(self.game)             # the computers forget the decision too
        self._relog()
        self.clear_choice()
        self.autosave()
        self._after_change()

    def _after_change(self) -> None:
        """The game moved on: who sits at the laptop, the curtain between two humans, the buttons."""
        self.handover = None
        seat = self.decider()
        humans = self.seats.humans()
        if seat >= 0 and self.seats.is_human(seat):
            if len(humans) >= 2 and not self.app.settings.open_screens:
                if self.nothing_hidden_yet():
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
        self.stack.push(self.curtain_scene, name=self.names()[seat], colour=self.game.state.colours[seat],
                        ask=self.curtain_ask(seat))
        self._build_buttons()

    def show_end(self) -> None:
        self.stack.replace(self.end_scene, game=self.game, names=self.names(), seats=self.seats.kinds)

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

    # -- input -----------------------------------------------------------------------------------

    def _skip(self) -> None:
        self.animator.skip()
        self._build_buttons()

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.logview.handle_event(event)        # the pointer over the log; a drag scrolls it
            self.buttons.motion(event.pos)
            self.pointer = event.pos
            self.pointer_moved(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.logview.handle_event(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.animator.busy:
                self._skip()
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
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.secondary_click(event.pos)
            self.logview.handle_event(event)
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.WINDOWLEAVE):
            self.logview.handle_event(event)        # a wheel's buttons, the end of a drag
        elif event.type == pygame.KEYDOWN:
            if keys.is_undo(event):
                button = self.buttons.find("undo")
                if button is not None and button.enabled:
                    button.on_click()
            elif keys.is_confirm(event):
                if self.animator.busy:
                    self._skip()
                else:
                    self.buttons.press_primary()
            elif keys.is_cancel(event):
                self.cancel()
            elif event.key == pygame.K_SPACE and self.animator.busy:
                self._skip()


__all__ = ["END_PAUSE", "SeatedTable"]
