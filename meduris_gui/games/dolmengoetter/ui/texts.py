"""Every sentence the Dolmengötter window says, through the translations (glossary:
docs/RULES-dolmengoetter.md): circle names, the prompt, the log lines of each event."""

from __future__ import annotations

from ....i18n import N_, _
from ..rules.state import MOVE, RIGHT, SETUP, STONE
from .colours import colour_name

SHAPE_NAMES = {"square": N_("square {circle}"), "hexagon": N_("hexagon {circle}"), "octagon": N_("octagon {circle}")}
RIGHT_KINDS = {"first": N_("the first dolmen of the stack"), "top": N_("a dolmen on top of the stack"),
               "bottom": N_("a dolmen under the stack")}


def seat_names(colours, custom=None) -> list[str]:
    """Each seat's name: the one typed in the setup, else its colour's name."""
    custom = list(custom or [])
    return [(custom[seat] if seat < len(custom) and custom[seat] else colour_name(colour))
            for seat, colour in enumerate(colours)]


def circle_name(board, circle: int) -> str:
    c = board.circles[circle]
    return _(SHAPE_NAMES[c.shape], circle=c.id)


def log_line(event, names: list[str], board) -> str | None:
    """The log's sentence for one event (public: never a hidden value), or None."""
    kind = event.kind
    player = names[event.seat] if getattr(event, "seat", -1) >= 0 else ""
    if kind == "placed":
        return _("{player} puts a druid on place {place}", player=player, place=event.place)
    if kind == "walked":
        path = event.path
        if len(path) > 2:
            return _("{player} walks from place {start} over {jumped} to place {end}", player=player,
                     start=path[0], jumped=", ".join(str(p) for p in path[1:-1]), end=path[-1])
        return _("{player} walks from place {start} to place {end}", player=player, start=path[0], end=path[-1])
    if kind == "herbs":
        return _("{player} takes herbs: the druid on place {place} lies down", player=player, place=event.place)
    if kind == "flew":
        return _("{player} flies a druid from place {start} to place {end}", player=player, start=event.source,
                 end=event.target)
    if kind == "stone":
        return _("{player} leaves a stone on place {place} ({left} left)", player=player, place=event.place,
                 left=event.left)
    if kind == "point_lost":
        return _("{player} loses a point: score {score}", player=player, score=event.score)
    if kind == "passed":
        return _("{player} cannot move and passes", player=player)
    if kind == "majority":
        circle = circle_name(board, event.circle)
        if event.how == "first":
            return _("{player} has the first majority in the {circle}", player=player, circle=circle)
        return _("Majority change: {player} takes the majority in the {circle}", player=player, circle=circle)
    if kind == "equalized":
        return _("{player} equalizes in the {circle}", player=player, circle=circle_name(board, event.circle))
    if kind == "dolmen":
        return _("{player} places a dolmen in the {circle}, position {position} from the top", player=player,
                 circle=circle_name(board, event.circle), position=event.position + 1)
    if kind == "declined":
        return _("{player} places no dolmen in the {circle}", player=player, circle=circle_name(board, event.circle))
    if kind == "scored":
        circle = circle_name(board, event.circle)
        if not event.rows:
            return _("The {circle} is completed: no dolmen, no points", circle=circle)
        rows = "; ".join(score_row(names, seat, value, multiplier, points)
                         for seat, value, multiplier, points in event.rows)
        return _("The {circle} is completed and scored: {rows}", circle=circle, rows=rows)
    if kind == "last_dolmen":
        return _("{player} has placed their last dolmen: every other player takes one more turn", player=player)
    if kind == "final_scoring":
        if not event.rows:
            return _("Final scoring: no dolmen is left on the board")
        rows = "; ".join(score_row(names, seat, value, multiplier, points)
                         for _circle, seat, value, multiplier, points in event.rows)
        return _("Final scoring of the dolmens on the board: {rows}", rows=rows)
    if kind == "game_over":
        return winner_text(event.winners, event.scores, names)
    return None


def winner_text(winners, scores, names: list[str]) -> str:
    """Who won (E4), with the points; a shared victory names every winner."""
    if len(winners) == 1:
        return _("{player} wins with {points} points", player=names[winners[0]], points=scores[winners[0]])
    return _("Shared victory: {players}", players=", ".join(names[seat] for seat in winners))


def score_row(names, seat: int, value: int, multiplier: int, points: int) -> str:
    return _("{player} {value} × {multiplier} = {points}", player=names[seat], value=value,
             multiplier=multiplier, points=points)


def next_decision(game, names: list[str]) -> str:
    """What the game asks next, as a replay says it (nobody is asked to click): who decides what."""
    state = game.state
    seat = game.current_player()
    if seat < 0:
        return ""
    player = names[seat]
    if state.step == SETUP:
        return _("Next: {player} puts a druid on a free place", player=player)
    if state.step == MOVE:
        return _("Next: {player} walks, takes herbs or flies", player=player)
    if state.step == STONE:
        return _("Next: {player} leaves a stone on place {place} or loses a point", player=player, place=state.left)
    right = game.pending_right() if state.step == RIGHT else None
    if right is not None:
        return _("Next: {player} decides on {what} in the {circle}", player=names[right.seat],
                 what=_(RIGHT_KINDS[right.kind]), circle=circle_name(state.board, right.circle))
    return player
