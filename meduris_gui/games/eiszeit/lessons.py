"""Eiszeit's part of the guided game (issue 22 item 5): the lessons' machinery is
meduris_gui/lessons.py (Tutorial, Lesson, Step, LessonError); this module gives it the record
format (rules/record.py), the notation (rules/actions.py) and the claims a step may make about an
Eiszeit position. Pure Python: no pygame.

The guided game is `assets/lessons/eiszeit/guided-game.yaml` (an eiszeit-record: Red, the
learner, against Blue and Yellow, two computers); each `NN-name.yaml` beside it is a lesson,
written as the other games' are (title, start, steps with say / do / then / claims). The claims
are checked against the replayed game where the step is shown (before its `do`):

    claims:
      score: {red: 12}                     # a player's score (P2)
      scored: {red: 12}                    # points won since the lesson's step before
      stones: {red: 4}                     # the stones a player holds (S5, T3, T4)
      reserve: {red: 6}                    # hunters in a player's own reserve (S1, A1)
      on_board: {red: 3}                   # a player's hunters on the board (G1, E4)
      kept: {red: 1}                       # clubs a player keeps in his reserve (A5)
      hand: {red: {light: 2, dark: 3}}     # how many light and dark cards a hand holds (H1: public)
      hunters: {region: 6, red: 9, blue: 8}   # hunters of each named colour in a region
      clubs: {region: 7, red: 1}           # hunters of each named colour carrying a club there (A5)
      mammoths: {6: 2}                     # mammoths in a region (S3)
      tokens: {5: 2}                       # fire tokens lying face down on a region (S6, N3)
      capacity: {6: 5}                     # 3 + mammoths + fire (K2): only where no token lies
                                           # face down, so a text never tells a hidden value (H4)
      per_hunter: {6: 3}                   # what a hunter there scores now (P1)
      earned: {region: 6, round: 1, red: 9}   # points won there in that round's scoring (P1)
      reserves: {dark: 20, light: 0}       # the stone reserves (S5, T3, T4, T11, N1)
      cost: {l4: 4, d2: 3}                 # what a card costs (light) or gives (dark): the card table
      ice: [1, 2, 3, 4]                    # every region under ice (S2, G3)
      glacier: [5, 7, 8]                   # where the glacier may go now (G2): a glacier step
      round: 2                             # the round being played (E3)

A claim that does not hold is a LessonError naming the file, the field and the problem.
"""

from __future__ import annotations

from meduris_gui.fileformat import Reader, child, item
from meduris_gui.lessons import Claims, LessonRules, _entries

from .rules import engine
from .rules.actions import Action, InvalidActionError
from .rules.cards import CULTS, DARK, LIGHT
from .rules.record import Record, RecordError, ReplayError
from .rules.scoring import capacity, per_hunter
from .rules.state import GLACIER

FOLDER = "eiszeit"
CLAIMS = ("score", "scored", "stones", "reserve", "on_board", "kept", "hand", "hunters", "clubs", "mammoths",
          "tokens", "capacity", "per_hunter", "earned", "reserves", "cost", "ice", "glacier", "round")
REGIONS = range(1, 13)


def check_claims(r: Reader, claims, at: str, state, before) -> None:
    """Eiszeit's LessonRules.check_claims: the claims listed in the module's text, checked
    against the replayed `state` (`before`: the state at the lesson's step before, or None)."""
    checks = Claims(r, claims, at, CLAIMS, state.colours)
    colours, seat, check = checks.colours, checks.seat, checks.check

    def region(value, field) -> int:
        if type(value) is not int or value not in REGIONS:
            r.fail(field, f"no region {value!r} on the board (regions 1 to 12)")
        return value

    def regions(value, field) -> list:
        listed = [region(v, item(field, k)) for k, v in enumerate(r.seq(value, field))]
        if listed != sorted(set(listed)):
            r.fail(field, "name each region once, in increasing order")
        return listed

    # -- per player ------------------------------------------------------------------------------
    checks.per_player("score", "score", state.score)
    checks.per_player("stones", "stones", state.stones)
    checks.per_player("reserve", "hunters in reserve", state.reserve)
    checks.per_player("kept", "clubs kept", state.kept)
    checks.per_player("on_board", "hunters on the board", [state.on_board(s) for s in range(state.n)])
    if "scored" in claims:
        checks.per_player("scored", "gain of points", state.score, checks.since("scored", before).score)
    if "hand" in claims:
        colour_of = state.cards.colour
        for name, counts in _entries(r, claims["hand"], child(at, "hand")):
            field = child(child(at, "hand"), name)
            s = seat(name, field)
            r.mapping(counts, field, optional=(LIGHT, DARK))
            if not counts:
                r.fail(field, "name the light cards, the dark cards or both")
            for colour in (LIGHT, DARK):
                if colour in counts:
                    actual = sum(1 for code in state.hand[s] if colour_of[code] == colour)
                    check(child(field, colour), r.integer(counts[colour], child(field, colour)), actual,
                          f"the {colour} cards in {name}'s hand")

    # -- per region ------------------------------------------------------------------------------
    for key, what in (("hunters", "hunters"), ("clubs", "hunters with a club")):
        if key in claims:
            field = child(at, key)
            mapping = r.mapping(claims[key], field, required=("region",), optional=tuple(colours))
            rid = region(mapping["region"], child(field, "region"))
            if len(mapping) < 2:
                r.fail(field, "name at least one colour and its hunters in the region")
            table = state.hunters if key == "hunters" else state.clubbed
            for name in colours:
                if name in mapping:
                    check(child(field, name), r.integer(mapping[name], child(field, name)),
                          table[rid - 1][colours.index(name)], f"{name}'s {what} in region {rid}")
    for key, what, value_of in (("mammoths", "the mammoths in region {}", lambda q: state.mammoths[q - 1]),
                                ("tokens", "the fire tokens on region {}", lambda q: len(state.fire[q - 1])),
                                ("per_hunter", "what a hunter scores in region {}",
                                 lambda q: per_hunter(state.mammoths[q - 1]))):
        if key in claims:
            for rid, claimed in _entries(r, claims[key], child(at, key)):
                field = child(child(at, key), rid)
                region(rid, field)
                if key == "per_hunter" and state.ice[rid - 1]:
                    r.fail(field, f"region {rid} is under ice: it holds no hunter (G3)")
                check(field, r.integer(claimed, field), value_of(rid), what.format(rid))
    if "capacity" in claims:
        for rid, claimed in _entries(r, claims["capacity"], child(at, "capacity")):
            field = child(child(at, "capacity"), rid)
            region(rid, field)
            if state.ice[rid - 1]:
                r.fail(field, f"region {rid} is under ice: it holds no hunter (G3)")
            if state.fire[rid - 1]:
                r.fail(field, f"fire tokens lie face down on region {rid}: no text can know its capacity (H4)")
            check(field, r.integer(claimed, field), capacity(state.mammoths[rid - 1], state.fire[rid - 1]),
                  f"the capacity of region {rid}")
    if "earned" in claims:
        field = child(at, "earned")
        mapping = r.mapping(claims["earned"], field, required=("region", "round"), optional=tuple(colours))
        rid = region(mapping["region"], child(field, "region"))
        rnd = r.integer(mapping["round"], child(field, "round"))
        if not 1 <= rnd <= state.rounds:
            r.fail(child(field, "round"), f"the guided game has rounds 1 to {state.rounds}, not {rnd}")
        if len(mapping) < 3:
            r.fail(field, "name at least one colour and the points it won in the region")
        for name in colours:
            if name in mapping:
                actual = state.points[colours.index(name)][rnd - 1].get(rid, 0)
                check(child(field, name), r.integer(mapping[name], child(field, name)), actual,
                      f"what {name} won in region {rid} in round {rnd}")

    # -- the game --------------------------------------------------------------------------------
    if "reserves" in claims:
        field = child(at, "reserves")
        mapping = r.mapping(claims["reserves"], field, optional=(DARK, LIGHT))
        if not mapping:
            r.fail(field, "name the dark reserve, the light reserve or both")
        for colour, actual in ((DARK, state.dark_reserve), (LIGHT, state.light_reserve)):
            if colour in mapping:
                check(child(field, colour), r.integer(mapping[colour], child(field, colour)), actual,
                      f"the {colour} reserve")
    if "cost" in claims:
        cards = state.cards
        for code, claimed in _entries(r, claims["cost"], child(at, "cost")):
            field = child(child(at, "cost"), code)
            if code not in cards.colour:
                r.fail(field, f"no card {code!r} in the game (l1-<kind>, l2 ... l9, d1 ... d8)")
            if cards.kind[code] in CULTS:
                r.fail(field, "a Cult costs or gives what it copies (L6): it has no number of its own")
            check(field, r.integer(claimed, field), cards.cost[code], f"what {code} costs or gives")
    if "ice" in claims:
        field = child(at, "ice")
        check(field, regions(claims["ice"], field), [q for q in REGIONS if state.ice[q - 1]], "the ice")
    if "glacier" in claims:
        field = child(at, "glacier")
        if state.step != GLACIER:
            r.fail(field, "nobody places a glacier here (G1): the step is not the glacier's")
        check(field, regions(claims["glacier"], field), engine.glacier_regions(state),
              "where the glacier may go")
    if "round" in claims:
        check(child(at, "round"), r.integer(claims["round"], child(at, "round")), state.round, "the round")


class EiszeitLessonRules(LessonRules):
    """Eiszeit's record, notation and claims for the shared lessons' machinery."""

    record_class, record_error, replay_error = Record, RecordError, ReplayError
    action_class, invalid_action = Action, InvalidActionError
    claims, subfolder = CLAIMS, FOLDER
    check_claims = staticmethod(check_claims)


__all__ = ["CLAIMS", "EiszeitLessonRules", "FOLDER", "check_claims"]
