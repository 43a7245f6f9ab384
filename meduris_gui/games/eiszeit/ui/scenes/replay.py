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
from ...rules.state import ACT, COPY, DISCARD, DRAW, GLACIER, INITIAL, PLAY, TARGET
from ..anim import Animator, announce
from ..log import EiszeitLog, EiszeitLogView, decision_lines, release
from ..model import Screen, Shown, folded
from ..sentences import card_name, seat_names, winner_text
from . import draw


def next_decision(game, names: list[str]) -> str:
    """What the game asks next, as a replay says it (nobody is asked to click): who decides what."""
    seat = game.current_player()
    return "" if seat < 0 else _next(game.state, names[seat])


def _next(state, player: str) -> str:
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
    game_name = "eiszeit"
    lay_out = draw.Layout
    seat_names, winner_text = staticmethod(seat_names), staticmethod(winner_text)
    next_decision, fold, announce_events = staticmethod(next_decision), staticmethod(folded), staticmethod(announce)
    animator_class, log_class, logview_class, shown_class = Animator, EiszeitLog, EiszeitLogView, Shown

    def record_viewer(self) -> int | None:
        """A game still in play: its one human's view (what he saw at the laptop); nobody's when
        humans shared the laptop or none played. A finished game shows every hand (everything)."""
        humans = [seat for seat, kind in enumerate(self.seats.kinds) if kind == "human"]
        return humans[0] if not self.everything and len(humans) == 1 else None

    def table_init(self) -> None:
        self.hits: list = []
        self.card_hits: list = []
        self.enlarged = None
        self.hand_badge = None                        # whose hand: the badge drawn left of it

    # -- the position ------------------------------------------------------------------------

    def log_lines(self, events, decision: int) -> list:
        return decision_lines(events, self.names(), decision)

    def _log_shown(self) -> None:
        release(self.log, self.pace, self.animator, self.names())

    # -- the screen model (draw.draw_game reads it) ---------------------------------------------

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


__all__ = ["EiszeitReplayScene", "next_decision"]
