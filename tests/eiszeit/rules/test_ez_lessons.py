"""Eiszeit's guided first game as data (issue 22 item 5): the recorded game holds every topic the
lessons teach, in the lessons' order, every lesson loads, every step's click is the record's
decision and legal where it stands, all its claims hold, and a broken lesson file (a wrong click,
a claim that does not hold, a bad field) is a LessonError naming file, field and problem. Pure
Python (no pygame)."""

from __future__ import annotations

import re

import pytest
import yaml

from meduris_gui.games.eiszeit.lessons import CLAIMS, EiszeitLessonRules
from meduris_gui.games.eiszeit.rules.record import Record
from meduris_gui.lessons import GAME_FILE, Tutorial, lesson_rules

LESSONS = EiszeitLessonRules().folder()
# The topics of issue 22 item 5, in the order the lessons must teach them, and a word of each
# lesson's text that teaches it.
TOPICS = (("cards", ("light card", "dark card", "stones")), ("placing", ("place", "move")),
          ("conflict", ("capacity", "conflict")), ("mammoths", ("mammoth", "scores")), ("clubs", ("club",)),
          ("glacier", ("glacier",)), ("round's end", ("last round", "ends colonization")))


def load(folder=None) -> Tutorial:
    return Tutorial.load(folder, game="eiszeit")


@pytest.fixture(scope="module")
def tutorial() -> Tutorial:
    return load()


def test_the_game_entry_hands_over_its_lesson_rules():
    rules = lesson_rules("eiszeit")
    assert isinstance(rules, EiszeitLessonRules) and rules.folder() == LESSONS
    assert rules.claims == CLAIMS


def test_every_lesson_loads_in_the_topics_order_and_its_claims_hold(tutorial):
    assert [lesson.file for lesson in tutorial.lessons] == sorted(p.name for p in LESSONS.glob("[0-9][0-9]-*.yaml"))
    assert len(tutorial.lessons) == len(TOPICS)
    for lesson, (topic, words) in zip(tutorial.lessons, TOPICS):
        text = (lesson.title + " " + " ".join(step.say for step in lesson.steps)).lower()
        assert all(word in text for word in words), (lesson.file, topic)
    claims = [step.claims for _k, step in tutorial.steps if step.claims]
    assert {key for c in claims for key in c} == set(CLAIMS) - {"kept"}
    assert len(claims) >= 25


def test_every_click_is_the_learners_and_the_last_step_shows_the_end(tutorial):
    """Every `do` is Red's own decision (legal there and the record's: tests/test_lessons.py)."""
    for _k, step in tutorial.steps:
        if step.do is not None:
            assert tutorial.game_at(step.at)[0].current_player() == 0, step.say
    last = tutorial.steps[-1][1]
    assert last.do is None and tutorial.game_at(last.at)[0].is_over()
    assert last.at == len(tutorial.record.actions)


def test_the_guided_game_holds_every_topic_and_the_learner_makes_them(tutorial):
    """Red pays a light card and takes a dark card's stones, places and moves hunters and a
    mammoth, loses hunters in round 1's conflict and scores with mammoths there, a club under a
    hunter of Red's keeps it in round 2's conflict, Red places the glacier after round 2, and
    Red's card ends the last round (E1); Red wins."""
    record = tutorial.record
    assert record.players == ["red", "blue", "yellow"] and record.seats == ["human", "easy", "easy"]
    assert record.rounds == 4
    seen = {}
    game = record.new_game()
    for index, text in enumerate(record.actions):
        rnd = game.state.round
        for event in game.apply(text):
            key = None
            if event.kind in ("paid", "took", "placed", "herded", "club", "fire_moved") and event.seat == 0:
                key = event.kind
            elif event.kind == "moved" and event.seat == 0 and event.owner == 0:
                key = "moved"
            elif event.kind == "conflict" and rnd == 1 and any(0 in step for step in event.steps):
                key = "lost in a conflict"
            elif event.kind == "conflict" and event.clubbed[0] and event.left[0]:
                key = "kept by a club"
            elif event.kind == "scored" and rnd == 1 and any(row[1] == 0 and row[3] >= 2 for row in event.rows):
                key = "scored with mammoths"
            elif event.kind == "iced" and event.seat == 0 and event.region:
                key = "glacier"
            elif event.kind == "colonization_ended" and event.seat == 0 and event.ignored:
                key = "last card"
            if key:
                seen.setdefault(key, (index, rnd))
    assert set(seen) >= {"paid", "took", "placed", "moved", "herded", "fire_moved", "club", "lost in a conflict",
                         "scored with mammoths", "kept by a club", "glacier", "last card"}
    assert seen["kept by a club"][1] == 2 and seen["glacier"][1] == 2 and seen["last card"][1] == 4
    assert game.is_over() and game.outcome().winners == (0,)
    # ...and the lessons ask the learner for those decisions themselves
    verbs = {step.do.verb for _k, step in tutorial.steps if step.do is not None}
    assert verbs >= {"place", "play", "herd", "move", "fire", "club", "copy", "target", "discard", "draw", "ice",
                     "remove"}


def test_a_text_stating_a_number_of_the_position_carries_claims():
    for path in sorted(LESSONS.glob("[0-9][0-9]-*.yaml")):
        for k, raw in enumerate(yaml.safe_load(path.read_text(encoding="utf-8"))["steps"]):
            fact = re.search(r"\b\d+ (points?|stones?|hunters?|mammoths?|red|blue|yellow|light|dark)\b|"
                             r"capacity is \d|\d+ to \d+|\bhas \d+|\bhave \d+", raw["say"])
            if fact:
                assert "claims" in raw, f"{path.name} steps[{k}] states {fact.group(0)!r} without claims"


def test_the_shipped_record_reads_as_an_eiszeit_record():
    record = Record.load(LESSONS / GAME_FILE)
    assert record.replay().is_over()


@pytest.mark.parametrize("name, old, new, field, problem", [
    # a wrong click: not the record's decision there, or not the learner's to make
    ("01-cards-and-stones.yaml", "do: play l4", "do: play d2", "steps[1].do", "decision 41 is 'play l4'"),
    ("06-the-glacier.yaml", "do: ice 8", "do: ice 7", "steps[0].do", "'ice 8', not 'ice 7'"),
    # claims that do not hold
    ("01-cards-and-stones.yaml", "stones: {red: 4}", "stones: {red: 5}", "steps[1].claims.stones.red",
     "red's stones is 5, the guided game has 4"),
    ("01-cards-and-stones.yaml", "hand: {red: {light: 2, dark: 3}}", "hand: {red: {light: 3, dark: 2}}",
     "steps[1].claims.hand.red.light", "the light cards in red's hand"),
    ("01-cards-and-stones.yaml", "cost: {l4: 4}", "cost: {l4: 3}", "steps[1].claims.cost.l4", "what l4 costs"),
    ("01-cards-and-stones.yaml", "reserves: {dark: 20, light: 0}", "reserves: {dark: 20, light: 4}",
     "steps[1].claims.reserves.light", "the light reserve is 4"),
    ("03-capacity-and-conflict.yaml", "capacity: {6: 5}", "capacity: {6: 6}", "steps[0].claims.capacity.6",
     "the capacity of region 6 is 6, the guided game has 5"),
    ("03-capacity-and-conflict.yaml", "hunters: {region: 6, red: 3, blue: 1, yellow: 1}",
     "hunters: {region: 6, red: 3, blue: 2, yellow: 1}", "steps[3].claims.hunters.blue", "blue's hunters in region 6"),
    ("04-scoring-with-mammoths.yaml", "earned: {region: 6, round: 1, red: 9,", "earned: {region: 6, round: 1, red: 6,",
     "steps[0].claims.earned.red", "what red won in region 6 in round 1 is 6"),
    ("04-scoring-with-mammoths.yaml", "per_hunter: {5: 1, 6: 3, 7: 2}", "per_hunter: {5: 1, 6: 2, 7: 2}",
     "steps[0].claims.per_hunter.6", "what a hunter scores in region 6"),
    ("05-clubs.yaml", "clubs: {region: 7, red: 1}", "clubs: {region: 7, red: 2}", "steps[2].claims.clubs.red",
     "red's hunters with a club in region 7"),
    ("06-the-glacier.yaml", "glacier: [5, 7, 8, 9, 10]", "glacier: [5, 7, 8, 9, 10, 11]",
     "steps[0].claims.glacier", "where the glacier may go"),
    ("06-the-glacier.yaml", "on_board: {red: 3, yellow: 5}", "on_board: {red: 5, yellow: 3}",
     "steps[0].claims.on_board.red", "red's hunters on the board"),
    ("07-the-rounds-end.yaml", "scored: {red: 14}", "scored: {red: 15}", "steps[3].claims.scored.red",
     "red's gain of points is 15"),
    ("07-the-rounds-end.yaml", "ice: [1, 2, 3, 4, 6, 7, 8]", "ice: [1, 2, 3, 4, 6, 8]", "steps[0].claims.ice",
     "the ice is [1, 2, 3, 4, 6, 8]"),
    ("01-cards-and-stones.yaml", "reserve: {red: 12}", "kept: {red: 1}", "steps[0].claims.kept.red",
     "red's clubs kept is 1, the guided game has 0"),
    # a claim that would tell a hidden value, or has no meaning there
    ("02-placing-and-moving.yaml", "tokens: {5: 1, 6: 1}", "capacity: {5: 3}", "steps[0].claims.capacity.5",
     "face down"),
    ("05-clubs.yaml", "cost: {l5: 2}", "cost: {d6: 2}", "steps[0].claims.cost.d6", "a Cult"),
    ("05-clubs.yaml", "round: 2\n", "glacier: [5]\n", "steps[0].claims.glacier", "not the glacier's"),
    ("04-scoring-with-mammoths.yaml", "score: {red: 12,", "scored: {red: 12,", "steps[0].claims.scored",
     "first step"),
    # bad fields
    ("03-capacity-and-conflict.yaml", "mammoths: {6: 2}", "mammoths: {13: 2}", "steps[0].claims.mammoths.13",
     "no region 13"),
    ("01-cards-and-stones.yaml", "stones: {red: 0}\n      cost", "stones: {green: 0}\n      cost",
     "steps[7].claims.stones.green", "no player 'green'"),
    ("01-cards-and-stones.yaml", "cost: {d2: 3}", "cost: {d9: 3}", "steps[7].claims.cost.d9", "no card 'd9'"),
    ("06-the-glacier.yaml", "ice: [1, 2, 3, 4, 6, 8]", "ice: [8, 1, 2, 3, 4, 6]", "steps[1].claims.ice",
     "increasing order"),
    ("05-clubs.yaml", "    then: 32\n", "    then: lots\n", "steps[1].then", ""),
    ("05-clubs.yaml", "    then: 32\n", "    then: 999\n", "steps[1].then", "expected 0 to"),
    ("02-placing-and-moving.yaml", "    do: place 6\n    then: 4\n", "    do: place 6\n    colour: red\n",
     "steps[1].colour", "unknown key"),
    ("05-clubs.yaml", "start: 227", "start: 100", "start", "expected a decision from 136"),
    ("01-cards-and-stones.yaml", "do: place 5", "do: plant 5", "steps[0].do", "plant"),
    ("07-the-rounds-end.yaml", "claims:\n      scored: {red: 14}", "claims:\n      scored: {red: 14}\n      points: 3",
     "steps[3].claims.points", "unknown key"),
])
def test_a_broken_lesson_names_its_file_field_and_problem(broken_lesson, name, old, new, field, problem):
    error = broken_lesson("eiszeit", name, old, new)
    assert error.file.endswith(name), str(error)
    assert error.field == field, str(error)
    assert problem in str(error.problem), str(error)
