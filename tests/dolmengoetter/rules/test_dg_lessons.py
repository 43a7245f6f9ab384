"""Die Dolmengötter's guided first game as data (issue 21 item 6): the recorded game holds every
topic the lessons teach, every lesson loads and all its claims hold, and a broken lesson file
(a wrong click, a claim that does not hold, a bad field) is a LessonError naming file, field and
problem. Pure Python (no pygame)."""

from __future__ import annotations

import re

import pytest

from meduris_gui.games.dolmengoetter.lessons import DolmenLessonRules
from meduris_gui.games.dolmengoetter.rules.record import Record
from meduris_gui.lessons import GAME_FILE, Tutorial

LESSONS = DolmenLessonRules().folder()


def load(folder=None) -> Tutorial:
    return Tutorial.load(folder, game="dolmengoetter")


def test_every_lesson_loads_and_its_claims_hold():
    tutorial = load()
    assert len(tutorial.lessons) == 10
    assert [lesson.file for lesson in tutorial.lessons] == sorted(p.name for p in LESSONS.glob("[0-9][0-9]-*.yaml"))
    assert all(lesson.steps for lesson in tutorial.lessons)
    claims = [step.claims for _k, step in tutorial.steps if step.claims]
    kinds = {key for c in claims for key in c}
    assert kinds == {"score", "scored", "stones", "dolmens", "count", "holder", "stack", "path", "gives"}
    assert len(claims) >= 20


def test_the_meduris_lessons_still_load_through_the_shared_machinery():
    assert Tutorial.load().lessons[0].file == "01-workers.yaml"


def test_the_guided_game_holds_every_topic_and_the_learner_makes_them():
    """Walking and a chain, the stone or the point, herbs and flying, a first majority, equalizing,
    a majority change with a dolmen on top, a completed circle scored for the learner, the end."""
    tutorial = load()
    record = tutorial.record
    assert record.players == ["red", "blue"] and record.seats == ["human", "easy"]
    learner_does = {}
    game = record.new_game()
    for index, text in enumerate(record.actions):
        seat = game.current_player()
        for event in game.apply(text):
            key = None
            if event.kind == "walked" and event.seat == 0:
                key = "chain" if len(event.path) > 2 else "walk"
            elif event.kind in ("herbs", "flew", "point_lost", "stone", "equalized") and event.seat == 0:
                key = event.kind
            elif event.kind == "majority" and event.seat == 0:
                key = f"majority-{event.how}"
            elif event.kind == "scored" and any(row[0] == 0 for row in event.rows):
                key = "scored"
            elif event.kind == "game_over":
                key = "end"
            if key:
                learner_does.setdefault(key, (index, seat))
    assert set(learner_does) >= {"walk", "chain", "stone", "point_lost", "herbs", "flew", "majority-first",
                                 "equalized", "majority-change", "scored", "end"}
    assert game.is_over() and game.outcome().winners == (0,)
    # ...and the lessons ask the learner for each of those decisions themselves
    done = {str(step.do) for _k, step in tutorial.steps if step.do is not None}
    verbs = {step.do.verb for _k, step in tutorial.steps if step.do is not None}
    assert verbs >= {"place", "walk", "stone", "point", "herbs", "fly", "dolmen"}
    chains = [step for _k, step in tutorial.steps if step.claims and "path" in step.claims]
    assert chains and all(len(path) > 2 for step in chains for path in step.claims["path"].values())
    assert "dolmen 4" in done                                 # on top, after the majority change
    last = tutorial.steps[-1][1]
    assert last.do is None and tutorial.game_at(last.at)[0].is_over()


def test_every_step_asks_for_the_records_decision_and_a_text_stating_numbers_carries_claims():
    tutorial = load()
    for _k, step in tutorial.steps:
        if step.do is not None:
            assert str(step.do) == tutorial.record.actions[step.at]
        game, _events = tutorial.game_at(step.at)
        if step.do is not None:
            assert step.do in game.legal_actions()
    for path in sorted(LESSONS.glob("[0-9][0-9]-*.yaml")):
        import yaml
        for k, raw in enumerate(yaml.safe_load(path.read_text(encoding="utf-8"))["steps"]):
            fact = re.search(r"\b\d+ (points?|stones?|red|blue)\b|score is \d|\d+ to \d+", raw["say"])
            if fact:
                assert "claims" in raw, f"{path.name} steps[{k}] states {fact.group(0)!r} without claims"


def test_the_shipped_record_reads_as_a_dolmengoetter_record():
    record = Record.load(LESSONS / GAME_FILE)
    assert record.replay().is_over()


@pytest.mark.parametrize("name, old, new, field, problem", [
    # a wrong click: not the record's decision there
    ("02-walk-and-stone.yaml", "do: walk 0 64", "do: walk 0 9", "steps[0].do", "decision 6 is 'walk 0 64'"),
    # a claim that does not hold
    ("03-the-point.yaml", "score: {red: 3}", "score: {red: 4}", "steps[2].claims.score.red",
     "red's score is 4, the guided game has 3"),
    ("07-equalizing.yaml", "stack: {circle: m, dolmens: [blue, red]}", "stack: {circle: m, dolmens: [red, blue]}",
     "steps[3].claims.stack.dolmens", "the stack of circle m"),
    ("04-first-majority.yaml", "holder: {circle: x, holder: red}", "holder: {circle: x, holder: blue}",
     "steps[1].claims.holder.holder", "majority holder of circle x"),
    ("06-completed-circle.yaml", "gives: {dolmen 3: 9}", "gives: {dolmen 3: 12}", "steps[2].claims.gives.dolmen 3",
     "what 'dolmen 3' gives is 12"),
    ("08-chain.yaml", "[47, 39, 38]", "[47, 38]", "steps[0].claims.path.walk 47 38", "the path of 'walk 47 38'"),
    ("05-herbs-and-flying.yaml", "stones: {red: 9}", "stones: {red: 8}", "steps[0].claims.stones.red",
     "red's stones left is 8"),
    ("04-first-majority.yaml", "dolmens: {red: 13}", "dolmens: {red: 12}", "steps[1].claims.dolmens.red",
     "dolmens in hand"),
    # bad fields
    ("04-first-majority.yaml", "count: {circle: x,", "count: {circle: zz,", "steps[0].claims.count.circle",
     "no circle 'zz'"),
    ("03-the-point.yaml", "score: {red: 4}", "score: {green: 4}", "steps[1].claims.score.green", "no player 'green'"),
    ("03-the-point.yaml", "gives: {point: -1}", "gives: {stone: 0}", "steps[1].claims.gives.stone",
     "only placing a dolmen or losing a point"),
    ("02-walk-and-stone.yaml", "    then: 2\n", "    then: many\n", "steps[1].then", ""),
    ("02-walk-and-stone.yaml", "    do: stone\n", "    do: stone\n    colour: red\n", "steps[1].colour", "unknown key"),
    ("03-the-point.yaml", "start: 14", "start: 3", "start", "expected a decision from 14"),
    ("01-druids.yaml", "do: place 0", "do: plant 0", "steps[0].do", "plant"),
    ("10-the-end.yaml", "claims:\n      score: {red: 66, blue: 29}", "claims:\n      scored: {red: 0}\n      sizes: 3",
     "steps[5].claims.sizes", "unknown key"),
])
def test_a_broken_lesson_names_its_file_field_and_problem(broken_lesson, name, old, new, field, problem):
    error = broken_lesson("dolmengoetter", name, old, new)
    assert error.file.endswith(name), str(error)
    assert error.field == field, str(error)
    assert problem in str(error.problem), str(error)
