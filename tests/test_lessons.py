"""The guided game's lessons (issue 13) are data checked against the engine: every decision the
learner is asked for is the guided game's own and legal there; a broken lesson file names the
file, the field and the problem."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from meduris_gui.lessons import GAME_FILE, LessonError, Tutorial
from meduris_gui.paths import data_dir
from meduris_gui.rules.actions import Action

LESSONS = data_dir("assets") / "lessons"

# What the issue asks the guided game to teach, and a word of the lesson texts that teaches it.
TAUGHT = {"roll": "die", "small harvest": "small harvest", "+1": "“+1”", "-1": "“–1”",
          "big harvest": "big harvest", "hierarchy": "hierarchy", "hut": "hut", "price grows": "n times",
          "rune stone": "rune stone", "from another": "take it from Blue", "ritual": "ritual",
          "druid token": "druid token", "temple": "temple", "river": "great river",
          "interim scoring": "one point per rune stone", "end": "last turn", "final scoring": "final scoring"}


def test_the_lessons_load_and_every_asked_decision_is_legal_in_the_guided_game():
    tutorial = Tutorial.load()
    assert len(tutorial.lessons) >= 10
    game, _events = tutorial.game_at(0)
    played = 0
    for _lesson, step in tutorial.steps:
        assert step.at >= played
        while played < step.at:
            game.apply(tutorial.record.actions[played])
            played += 1
        if step.do is not None:
            assert step.do in game.legal_actions()
            assert step.do == Action.parse(tutorial.record.actions[played])
            game.apply(step.do)
            played += 1
        for _ in range(step.then):
            game.apply(tutorial.record.actions[played])
            played += 1
    assert game.is_over()                                   # the guided game is played to its end


def test_the_lessons_teach_everything_the_issue_lists_in_order():
    tutorial = Tutorial.load()
    text = " ".join(lesson.title + " " + " ".join(step.say for step in lesson.steps) for lesson in tutorial.lessons)
    for topic, word in TAUGHT.items():
        assert word.lower() in text.lower(), topic
    verbs = [step.do.verb for _k, step in tutorial.steps if step.do is not None]
    for verb in ("place", "roll", "take", "return", "harvest", "hut", "pay", "sacrifice", "temple"):
        assert verb in verbs
    assert any(step.do is not None and str(step.do) == "sacrifice token" for _k, step in tutorial.steps)


@pytest.fixture
def lessons(tmp_path) -> Path:
    folder = tmp_path / "lessons"
    shutil.copytree(LESSONS, folder)
    return folder


def _edit(folder: Path, name: str, old: str, new: str) -> None:
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize("name,old,new,field,problem", [
    ("03-hut.yaml", "do: build hut 26", "do: build hut 27", "steps[0].do", "decision 9 is 'build hut 26'"),
    ("03-hut.yaml", "do: build hut 26", "do: build shed 26", "steps[0].do", "shed"),
    ("03-hut.yaml", "start: 9", "start: 3", "start", "from 9"),
    ("03-hut.yaml", "then: 3", "then: -1", "steps[1].then", "0 to"),
    ("03-hut.yaml", "then: 3", "then: many", "steps[1].then", "integer"),
    ("03-hut.yaml", "title: Building a hut", "titel: Building a hut", "titel", "unknown key"),
    ("01-workers.yaml", "  - say: \"Put a worker", "  - sag: \"Put a worker", "steps[1].sag", "unknown key"),
    ("12-the-end.yaml", "start: 228", "start: 900", "start", "got 900"),
])
def test_a_broken_lesson_names_the_file_the_field_and_the_problem(lessons, name, old, new, field, problem):
    _edit(lessons, name, old, new)
    with pytest.raises(LessonError) as caught:
        Tutorial.load(lessons)
    error = caught.value
    assert error.file.endswith(name) and error.field == field and problem in error.problem, str(error)


def test_a_lesson_that_is_not_yaml_or_a_broken_guided_game_is_reported(lessons):
    (lessons / "05-minus-one.yaml").write_text("title: [unclosed\n", encoding="utf-8")
    with pytest.raises(LessonError, match="05-minus-one.yaml: line"):
        Tutorial.load(lessons)
    shutil.copy(LESSONS / "05-minus-one.yaml", lessons / "05-minus-one.yaml")
    _edit(lessons, GAME_FILE, "- build hut 26", "- build hut 99")
    with pytest.raises(LessonError, match=GAME_FILE):
        Tutorial.load(lessons)
