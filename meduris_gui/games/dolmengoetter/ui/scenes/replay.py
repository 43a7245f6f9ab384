"""Watching a game of Die Dolmengötter again from its record (issue 21): every decision, one
after the other, with the board, the score track, the players' panels, the stacks and the log in
step; the controls, the stepping, the timeline and the keyboard are every game's, and the record's
stepping, the log's pace and a damaged record's notice every seated table's
(table/scenes/replay.py).

The position is always the engine's: stepping forward applies the record's next decision and
animates its events as the game did (anim.py, the log paced by logpace.py); stepping back or
jumping replays the record up to there. A finished game shows every dolmen value (E3: they are
public once the game is over); a saved game still in play shows none, as between two humans.
"""

from __future__ import annotations

from meduris_gui.table.scenes.replay import RecordReplay
from ..anim import Animator, announce
from ..log import DolmenLog, DolmenLogView
from ..logpace import decision_lines, release
from ..model import Screen, Shown, folded
from .. import track
from ..texts import next_decision, seat_names, winner_text
from . import draw


class DolmenReplayScene(RecordReplay):
    scene_name = "dg-replay"
    game_name = "dolmengoetter"
    lay_out = draw.Layout
    seat_names, winner_text = staticmethod(seat_names), staticmethod(winner_text)
    next_decision, fold, announce_events = staticmethod(next_decision), staticmethod(folded), staticmethod(announce)
    animator_class, log_class, logview_class, shown_class = Animator, DolmenLog, DolmenLogView, Shown

    def table_init(self) -> None:
        self.hover_place = -1
        self.drawn_tags: list = []

    # -- the position ------------------------------------------------------------------------

    def log_lines(self, events, decision: int) -> list:
        return decision_lines(events, self.names(), self.game.state.board, decision)

    def _log_shown(self) -> None:
        release(self.log, self.pace, self.animator, self.names(), self.game.state.board)

    def pointer_moved(self, pos) -> None:
        self.hover_place = self.layout.geometry.place_at(pos) if self.layout else -1

    # -- the screen model (draw.draw_game reads it) ---------------------------------------------

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
        self.follow_log()
        draw.draw_game(surface, self)


__all__ = ["DolmenReplayScene"]
