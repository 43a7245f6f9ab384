"""Die Dolmengötter's part of the guided game (issue 21 item 6): the lessons' machinery is
meduris_gui/games/meduris/lessons.py (Tutorial, Lesson, Step, LessonError); this module gives it the record
format (rules/record.py), the notation (rules/actions.py) and the claims a step may make about
a Dolmengötter position. Pure Python: no pygame.

The guided game is `assets/lessons/dolmengoetter/guided-game.yaml` (a dolmengoetter-record: Red,
the learner, against Blue, a computer); each `NN-name.yaml` beside it is a lesson, written as
Meduris's are (title, start, steps with say / do / then / claims). The claims are checked against
the replayed game where the step is shown (before its `do`):

    claims:
      score: {red: 3}                      # a player's score (C3)
      scored: {blue: 16}                   # points won or lost since the lesson's step before
      stones: {red: 15}                    # stones a player has left (C2, T5)
      dolmens: {red: 12}                   # dolmens a player has left in hand (C2, M6)
      count: {circle: o, red: 2, blue: 1}  # stones of each named colour in a circle (M1)
      holder: {circle: o, holder: red}     # the circle's majority holder, or none (M3)
      stack: {circle: o, dolmens: [red, blue]}   # the stack's colours, top to bottom (M4, P3)
      path: {walk 6 69: [6, 70, 69]}       # the places a walk passes (T2: a chain of jumps)
      gives: {dolmen 4: 16, point: -1}     # what a decision legal here gives: a dolmen its value
                                           # times the multiplier of its place in the stack if the
                                           # circle were scored now (P2, P3), a lost point -1 (T5)

A claim that does not hold is a LessonError naming the file, the field and the problem.
"""

from __future__ import annotations

from meduris_gui.lessons import Claims, LessonRules, _entries
from meduris_gui.fileformat import Reader, child, item
from .rules import engine
from .rules.actions import DOLMEN, POINT, WALK, Action, InvalidActionError
from .rules.record import Record, RecordError, ReplayError

FOLDER = "dolmengoetter"
CLAIMS = ("score", "scored", "stones", "dolmens", "count", "holder", "stack", "path", "gives")


class DolmenLessonRules(LessonRules):
    record_class = Record
    record_error = RecordError
    replay_error = ReplayError
    action_class = Action
    invalid_action = InvalidActionError
    claims = CLAIMS
    subfolder = FOLDER

    def check_claims(self, r: Reader, claims, at: str, state, before) -> None:
        check_claims(r, claims, at, state, before)


def check_claims(r: Reader, claims, at: str, state, before) -> None:
    """The step's claims (see the module's text) against the replayed `state`; `before`: the
    state at the lesson's step before (None for its first step)."""
    checks = Claims(r, claims, at, CLAIMS, state.colours)
    colours, seat, check = checks.colours, checks.seat, checks.check
    board = state.board
    ids = [circle.id for circle in board.circles]

    def circle(mapping, field) -> int:
        name = mapping.get("circle")
        if str(name) not in ids:
            r.fail(child(field, "circle"), f"no circle {name!r} on the board (circles: {', '.join(ids)})")
        return ids.index(str(name))

    checks.per_player("score", "score", state.score)
    checks.per_player("stones", "stones left", state.stones)
    checks.per_player("dolmens", "dolmens in hand", [len(h) for h in state.hand])
    if "scored" in claims:
        checks.per_player("scored", "gain of points", state.score, checks.since("scored", before).score)
    if "count" in claims:
        field = child(at, "count")
        mapping = r.mapping(claims["count"], field, required=("circle",), optional=tuple(colours))
        c = circle(mapping, field)
        if len(mapping) < 2:
            r.fail(field, "name at least one colour and its stones in the circle")
        for name in colours:
            if name in mapping:
                check(child(field, name), r.integer(mapping[name], child(field, name)),
                      state.count[c][colours.index(name)], f"{name}'s stones in circle {ids[c]}")
    if "holder" in claims:
        field = child(at, "holder")
        mapping = r.mapping(claims["holder"], field, required=("circle", "holder"))
        c = circle(mapping, field)
        holder = r.get(mapping, "holder", field, str)
        if holder != "none":
            seat(holder, child(field, "holder"))
        actual = state.holder[c]
        check(child(field, "holder"), holder, "none" if actual < 0 else colours[actual],
              f"the majority holder of circle {ids[c]}")
    if "stack" in claims:
        field = child(at, "stack")
        mapping = r.mapping(claims["stack"], field, required=("circle", "dolmens"))
        c = circle(mapping, field)
        claimed = r.seq(mapping["dolmens"], child(field, "dolmens"))
        for k, name in enumerate(claimed):
            seat(name, item(child(field, "dolmens"), k))
        actual = [colours[s] for s, _value in state.stack[c]]
        check(child(field, "dolmens"), "[" + ", ".join(claimed) + "]", "[" + ", ".join(actual) + "]",
              f"the stack of circle {ids[c]} (top to bottom)")
    legal = engine.legal_actions(state) if state.decider >= 0 else ()
    if "path" in claims:
        field = child(at, "path")
        for notation, claimed in _entries(r, claims["path"], field):
            there = child(field, notation)
            action = _parse(r, notation, there)
            if action.verb != WALK or action not in legal:
                r.fail(there, f"{notation!r} is not a walk legal there")
            path = [r.integer(p, item(there, k)) for k, p in enumerate(r.seq(claimed, there))]
            actual = list(engine.walk_paths(state, action.a)[action.b])
            check(there, path, actual, f"the path of {notation!r}")
    if "gives" in claims:
        field = child(at, "gives")
        for notation, claimed in _entries(r, claims["gives"], field):
            there = child(field, notation)
            action = _parse(r, notation, there)
            if action not in legal:
                r.fail(there, f"{notation!r} is not legal there")
            if action.verb == DOLMEN and action.a:
                actual = action.a * engine.pending_right(state).multiplier
            elif action.verb == POINT:
                actual = -1
            else:
                r.fail(there, "only placing a dolmen or losing a point has a worth here")
            check(there, r.integer(claimed, there), actual, f"what {notation!r} gives")


def _parse(r: Reader, notation, at: str) -> Action:
    try:
        return Action.parse(str(notation))
    except InvalidActionError as error:
        r.fail(at, str(error))


__all__ = ["CLAIMS", "DolmenLessonRules", "FOLDER", "check_claims"]
