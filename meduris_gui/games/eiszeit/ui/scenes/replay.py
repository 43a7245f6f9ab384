"""Watching a game of Eiszeit again from its record (issue 22): every decision, chance's included
(a card drawn, a fire token dealt, the glacier's lot), one after the other, with the board, the
players' panels, the supply, the hand and the log in step; the controls, the stepping, the
timeline, the keyboard, the log's pace and a damaged record's notice are every seated table's
(table/scenes/replay.py), the drawing is the game window's (draw.py).

The position is always the engine's: stepping forward applies the record's next decision and
animates its events as the game did (anim.py); stepping back or jumping replays the record up to
there. What the replay shows of hidden information is one viewer's view at every decision, the
same the whole way: a finished game shows every hand (the end shows them all); a saved game still
in play shows the hand of its one human player (what he saw at the laptop, H1) and no hand when
humans shared the laptop or nobody human played, as between two humans. The fire tokens stay face
down (H4: nobody sees them until their conflict turns them).
"""

from __future__ import annotations

from .....i18n import _
from meduris_gui.table.scenes.replay import RecordReplay
from ...rules.record import Record
from ...rules.state import ACT, COPY, DISCARD, DRAW, GLACIER, INITIAL, PLAY, TARGET
from ..anim import Animator, announce
from ..log import EiszeitLog, EiszeitLogView, decision_lines, release
from ..model import Screen, Shown, folded
from ..sentences import card_name, seat_names, winner_text
from . import draw


def replay_viewer(record, seats: list[str], over: bool) -> int | None:
    """Whose view a replay shows (None: nobody's hand, unless `over`: every hand)."""
    humans = [seat for seat, kind in enumerate(seats) if kind == "human"]
    return humans[0] if not over and len(humans) == 1 else None


def next_decision(game, names: list[str]) -> str:
    """What the game asks next, as a replay says it (nobody is asked to click): who decides what."""
    state = game.state
    seat = game.current_player()
    if seat < 0:
        return ""
    player = names[seat]
    card = card_name(state.job["code"]) if state.job is not None else ""
    texts = {INITIAL: _("Next: {player} places a hunter", player=player),
             PLAY: _("Next: {player} plays a card", player=player),
             COPY: _("Next: {player} chooses what the Cult copies", player=player),
             TARGET: _("Next: {player} chooses who carries out {card}", player=player, card=card),
             ACT: _("Next: {player} carries out {card}", player=player, card=card),
             DISCARD: _("Next: {player} may put a card under its deck", player=player),
             DRAW: _("Next: {player} draws a card", player=player),
             GLACIER: _("Next: {player} may cover a region with a glacier tile", player=player)}
    return texts.get(state.step, player)


class EiszeitReplayScene(RecordReplay):
    scene_name = "ez-replay"
    rules_scene = "ez-rules"
    game_name = "eiszeit"
    lay_out = staticmethod(draw.lay_out)

    def __init__(self, game=None, names: list[str] | None = None, record: Record | None = None, at: int = 0,
                 seats: list[str] | None = None) -> None:
        """From a game (its record is made: Record.of) or a record; `at`: the decision to start at;
        `seats`: who played each seat (else the record's, else humans)."""
        if not self.record_init(game, names, record, at, seats):
            return
        self.viewer = replay_viewer(self.record, self.seats.kinds, self.everything)
        self.animator = Animator()
        self.before = self.shown_now()
        self.hits: list = []
        self.card_hits: list = []
        self.enlarged = None
        self.log = EiszeitLog()
        self.logview = EiszeitLogView(self.log, self.final.state.colours)
        self._new_log()
        if at:
            self.go_to(at)

    # -- the position ------------------------------------------------------------------------

    def names(self) -> list[str]:
        return seat_names(self.game.state.colours, self.custom_names)

    def log_lines(self, events, decision: int) -> list:
        return decision_lines(events, self.names(), decision)

    def _log_shown(self) -> None:
        release(self.log, self.pace, self.animator, self.names())

    def shown_now(self) -> Shown:
        return Shown.of(self.game, self.viewer, self.everything)

    def announce(self, events) -> None:
        announce(events, getattr(self.app, "sounds", None) if self.app else None)

    # -- the screen model (draw.draw_game reads it) ---------------------------------------------

    def info(self) -> str:
        if self.game.is_over():
            outcome = self.game.outcome()
            return winner_text(outcome.winners, outcome.scores, self.names())
        return next_decision(self.game, self.names())

    def table(self) -> Shown:
        """The table as shown: the engine's, or on its way there while a decision animates."""
        if self.animator.busy:
            return folded(self.before, self.animator.shown(), self.viewer, self.everything)
        return self.shown_now()

    def screen(self) -> Screen:
        return Screen(self.table(), self.heading(), self.info(), [], set(), (), self.animator.busy, self.viewer)

    def hand_seat(self) -> int | None:
        """The hand under the board: the viewer's; every hand shown, the deciding player's."""
        if self.everything:
            seat = self.game.current_player() if not self.game.is_over() else -1
            return seat if seat >= 0 else None
        return self.viewer

    def hidden_hand_text(self) -> str:
        if self.game.is_over():
            return ""
        return _("The hands are hidden: each player sees only their own cards")

    def chosen_card(self) -> str:
        return ""

    def hint_elements(self) -> set:
        return set()

    def draw_table(self, surface) -> None:
        self.follow_log()
        draw.draw_game(surface, self)


__all__ = ["EiszeitReplayScene", "next_decision", "replay_viewer"]
