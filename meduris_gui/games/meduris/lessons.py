"""Meduris's guided first game: what its lessons need from its rules (meduris_gui/lessons.py is
the machinery every game's guided game shares, and reads assets/lessons/ with this).

What a step's text says about the position is data too (issue 19): its `claims` are checked against
the replayed game where the step is shown (before its `do`), so a text can never state a stock, a
score or a worth the board does not show:

    claims:
      stock: {purple: {wool: 1, stone: 0}}     # materials a player holds (the named ones, exactly)
      score: {blue: 6}                         # a player's score
      gained: {purple: {wool: 4}}              # materials won or lost since the lesson's step before
      scored: {purple: 2}                      # points won or lost since the lesson's step before
      size: {space: 9, huts: 2}                # huts of the settlement of (or that a hut would make at) a space
      rune: {space: 1, holder: blue}           # who holds the rune stone of a space's territory (or none)
      worth: {sacrifice wool: 1}               # what a decision legal here gives: a sacrifice its
                                               # points (D3), a temple its points if the game ended
                                               # now (E3), a big harvest the decider's materials (A)

A claim that does not hold is a LessonError naming the file, the field and the problem.
"""

from __future__ import annotations

from meduris_gui.fileformat import Reader, child
from meduris_gui.lessons import Claims, LessonRules, _entries

from .rules import engine
from .rules.actions import HARVEST, SACRIFICE, TEMPLE, Action, InvalidActionError
from .rules.board import MATERIAL_NAMES
from .rules.kinds import Building
from .rules.price import build_price, choice_value
from .rules.record import Record, RecordError, ReplayError
from .rules.scoring import settlement_size


class MedurisLessonRules(LessonRules):
    record_class = Record
    record_error = RecordError
    replay_error = ReplayError
    action_class = Action
    invalid_action = InvalidActionError
    claims = ("stock", "score", "gained", "scored", "size", "rune", "worth")

    def check_claims(self, r: Reader, claims, at: str, state, before) -> None:
        _check_claims(r, claims, at, state, before)


CLAIMS = ("stock", "score", "gained", "scored", "size", "rune", "worth")


def _check_claims(r: Reader, claims, at: str, state, before) -> None:
    """The step's claims about the position (see the module's text) against the replayed `state`;
    `before`: the state at the lesson's step before (None for its first step)."""
    checks = Claims(r, claims, at, CLAIMS, state.colours)
    colours, seat, check = checks.colours, checks.seat, checks.check

    def material(name, field) -> int:
        if name not in MATERIAL_NAMES:
            r.fail(field, f"no material {name!r} (expected {', '.join(MATERIAL_NAMES)})")
        return MATERIAL_NAMES.index(name)

    def since(key):
        return checks.since(key, before)

    for key in ("stock", "gained"):
        if key not in claims:
            continue
        base = since(key) if key == "gained" else None
        for name, counts in _entries(r, claims[key], child(at, key)):
            field = child(child(at, key), name)
            s = seat(name, field)
            for mat, claimed in _entries(r, counts, field):
                m = material(mat, child(field, mat))
                actual = state.stock[s][m] - (base.stock[s][m] if base is not None else 0)
                check(child(field, mat), r.integer(claimed, child(field, mat)), actual,
                      f"{name}'s {'gain of ' if base is not None else ''}{mat}")
    checks.per_player("score", "score", state.score)
    if "scored" in claims:
        checks.per_player("scored", "gain of points", state.score, since("scored").score)
    if "size" in claims:
        field = child(at, "size")
        size = r.mapping(claims["size"], field, required=("space", "huts"))
        space = r.index(size["space"], child(field, "space"), state.board.n, "space")
        if state.kind[space] not in (Building.HUT, Building.EMPTY):
            r.fail(child(field, "space"), f"space {space} holds a temple, not a hut or nothing")
        check(child(field, "huts"), r.integer(size["huts"], child(field, "huts")),
              settlement_size(state.kind, state.board.n, space), f"the settlement at space {space}")
    if "rune" in claims:
        field = child(at, "rune")
        rune = r.mapping(claims["rune"], field, required=("space", "holder"))
        space = r.index(rune["space"], child(field, "space"), state.board.n, "space")
        holder = r.get(rune, "holder", field, str)
        if holder != "none":
            seat(holder, child(field, "holder"))
        actual = state.rune[state.board.space_territory[space]]
        check(child(field, "holder"), holder, "none" if actual < 0 else colours[actual],
              f"the holder of space {space}'s rune stone")
    if "worth" in claims:
        field = child(at, "worth")
        for notation, claimed in _entries(r, claims["worth"], field):
            there = child(field, notation)
            try:
                action = Action.parse(str(notation))
            except InvalidActionError as error:
                r.fail(there, str(error))
            if action.verb == HARVEST:
                if action not in engine.legal_actions(state):
                    r.fail(there, f"{notation!r} is not legal there")
                tower = list(state.towers[action.to_highland]) + [state.towers[action.highland][action.level - 1]]
                actual = engine.harvest_gains(tower, state.supply[action.to_highland], state.players)[state.decider]
            elif action.verb == SACRIFICE:
                if action not in engine.legal_actions(state):
                    r.fail(there, f"{notation!r} is not legal there")
                actual = choice_value(state, action).points
            elif action.verb == TEMPLE:
                price = build_price(state, TEMPLE, action.space)
                if not price.allowed:
                    r.fail(there, f"no temple can stand on space {action.space} there")
                actual = price.temple_points
            else:
                r.fail(there, "only a sacrifice, a temple or a big harvest has a worth here")
            check(there, r.integer(claimed, there), actual, f"what {notation!r} gives")


__all__ = ["CLAIMS", "MedurisLessonRules"]
