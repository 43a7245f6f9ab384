"""Watching a Meduris game again from its record: the board, the panels and the log drawn as in
the game (game_draw.draw_game over the screen model), the log in step with the position. The
controls, the stepping, the timeline and the keyboard are every game's (table/scenes/replay.py).

The position is always a game the engine replayed from the record (Record.replay): stepping
forward applies the record's next decision and animates its events as the game did; stepping
back or jumping replays the record up to that decision (no undo is computed here). Every seat's
materials are shown: a replay has no hidden screens.
"""

from __future__ import annotations

from meduris_gui.i18n import _
from ...rules import events as E
from ...rules.actions import Action
from ...rules.game import Game
from ...rules.record import Record
from ...rules.state import CHANCE
from ..anim import Animator
from ..boardview import BoardView
from ..controller import prompt, seat_names
from ..log import GameLog
from ..logview import LogView
from ..screen import Screen, Seat, Table as Shown, folded
from ..sound_cues import moment_reached, sound_of
from meduris_gui.table.sound import Cues
from meduris_gui.table.scenes.replay import Replay
from .game_draw import Painters, draw_game
from .game_layout import GameLayout, lay_out


class ReplayScene(Replay):
    scene_name = "replay"

    def __init__(self, game: Game | None = None, names: list[str] | None = None, record: Record | None = None,
                 at: int = 0, seats: list[str] | None = None) -> None:
        """From a game (its record is made: Record.of) or a record; `at`: the decision to start at.
        `seats` (who played each seat, as every game's replay is opened) is not shown: Meduris's
        panels name the players by colour and name alone."""
        self.record = record if record is not None else Record.of(game)
        self.custom_names = names if names is not None else self.record.names
        whole = self.record.replay()
        decisions = whole.decisions_so_far()               # the events of each decision, replayed
        # turn_at[k]: the turns started by the first k decisions (0 before the first turn).
        turn_at = [0]
        for events in decisions:
            turn_at.append(turn_at[-1] + sum(isinstance(e, E.TurnStarted) for e in events))
        super().__init__(len(whole.history), turn_at)
        self.decisions = decisions
        self.game = self.record.new_game()
        self.layout: GameLayout | None = None
        self.view = BoardView(self.game.state.board, self.game.state.colours)
        self.animator = Animator()
        self.cues = Cues(sound_of, moment_reached)   # each event's sound when the animator shows it, as in a game
        self.before = Shown.of(self.game.state)
        self._new_log()
        if at:
            self.go_to(at)

    # -- the position ------------------------------------------------------------------------

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

    def apply_decision(self, k: int, animate: bool) -> None:
        before = Shown.of(self.game.state)
        last_round = self.game.state.last_round
        events = self.game.apply(Action.parse(self.record.actions[k - 1]))
        self.before = before
        self.log.extend(events, decision=k)
        if animate:
            self.animator.play(events, self.view, before, last_round)

    def rewind(self, k: int) -> None:
        self.game = self.record.replay(upto=k)
        self._new_log()

    def settled(self) -> None:
        self.before = Shown.of(self.game.state)

    # -- the table's part --------------------------------------------------------------------

    def language_changed(self) -> None:
        self.log.names = self.names()
        self._build_buttons()

    def resize(self, size) -> None:
        self.layout = lay_out(size, self.game.state.players, self.app.scale(size).factor, self.view, self.logview)
        self._build_buttons()

    def controls_area(self):
        return self.layout.buttons

    def animate(self, dt: float) -> None:
        self.animator.update(dt)
        self.cues.update(self.animator, getattr(self.app, "sounds", None))

    def log_event(self, event) -> bool:
        return self.logview.handle_event(event)

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

    def draw_table(self, surface) -> None:
        draw_game(surface, self.screen(), self.layout, self.painters, self.clock)


__all__ = ["ReplayScene"]
