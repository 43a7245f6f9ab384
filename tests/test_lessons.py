"""The guided game's lessons (issue 13) are data checked against the engine: every decision the
learner is asked for is the guided game's own and legal there; a broken lesson file names the
file, the field and the problem."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from meduris_gui.lessons import GAME_FILE, LessonError, Tutorial, lesson_rules
from meduris_gui.paths import data_dir

LESSONS = data_dir("assets") / "lessons"

# What the issue asks the guided game to teach, and a word of the lesson texts that teaches it.
TAUGHT = {"roll": "die", "small harvest": "small harvest", "+1": "“+1”", "-1": "“–1”",
          "big harvest": "big harvest", "hierarchy": "hierarchy", "hut": "hut", "price grows": "n times",
          "rune stone": "rune stone", "from another": "take it from Blue", "ritual": "ritual",
          "druid token": "druid token", "temple": "temple", "river": "great river",
          "interim scoring": "one point per rune stone", "end": "last turn", "final scoring": "final scoring"}


@pytest.mark.parametrize("name", ["meduris", "dolmengoetter", "eiszeit"])
def test_the_lessons_load_and_every_asked_decision_is_legal_in_the_guided_game(name):
    """Every game's guided game (issues 13, 21, 22): each step's click is the record's decision
    where it stands, legal there, and the lessons play the guided game to its end."""
    tutorial = Tutorial.load(game=name)
    parse = lesson_rules(name).action_class.parse
    assert len(tutorial.lessons) >= 7
    game, _events = tutorial.game_at(0)
    played = 0
    for _lesson, step in tutorial.steps:
        assert step.at >= played
        while played < step.at:
            game.apply(tutorial.record.actions[played])
            played += 1
        if step.do is not None:
            assert step.do in game.legal_actions()
            assert step.do == parse(tutorial.record.actions[played])
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
    ("03-hut.yaml", "then: 3", "then: -1", "steps[2].then", "0 to"),
    ("03-hut.yaml", "then: 3", "then: many", "steps[2].then", "integer"),
    ("03-hut.yaml", "title: Building a hut", "titel: Building a hut", "titel", "unknown key"),
    ("01-workers.yaml", "  - say: \"Put a worker", "  - sag: \"Put a worker", "steps[1].sag", "unknown key"),
    ("12-the-end.yaml", "start: 230", "start: 900", "start", "got 900"),
    # Claims about the position are checked against the replayed guided game (issue 19).
    ("03-hut.yaml", "score: {purple: 7}", "score: {purple: 5}", "steps[2].claims.score.purple",
     "says purple's score is 5, the guided game has 7"),
    ("03-hut.yaml", "stock: {purple: {wool: 1, wood: 2}}", "stock: {purple: {wool: 2, wood: 2}}",
     "steps[1].claims.stock.purple.wool", "has 1 there"),
    ("03-hut.yaml", "scored: {purple: 2}", "scored: {blue: 2}", "steps[2].claims.scored.blue", "has 0 there"),
    ("03-hut.yaml", "gained: {purple: {wool: -1, wood: -1}}", "gained: {purple: {wool: 0, wood: -1}}",
     "steps[2].claims.gained.purple.wool", "has -1 there"),
    ("03-hut.yaml", "rune: {space: 26, holder: blue}", "rune: {space: 26, holder: purple}",
     "steps[3].claims.rune.holder", "has blue there"),
    ("03-hut.yaml", "stock: {purple: {wool: 1, wood: 2}}", "stock: {green: {wool: 1}}",
     "steps[1].claims.stock.green", "no player 'green'"),
    ("03-hut.yaml", "stock: {purple: {wool: 1, wood: 2}}", "stock: {purple: {silk: 1}}",
     "steps[1].claims.stock.purple.silk", "no material 'silk'"),
    ("03-hut.yaml", "stock: {purple: {wool: 1, wood: 2}}", "prices: {purple: 1}",
     "steps[1].claims.prices", "unknown key"),
    ("06-ritual.yaml", "worth: {sacrifice wood: 1,", "worth: {sacrifice wood: 2,",
     "steps[4].claims.worth.sacrifice wood", "gives is 2, the guided game has 1"),
    ("06-ritual.yaml", "worth: {sacrifice wood: 1,", "worth: {sacrifice stone: 1,",
     "steps[4].claims.worth.sacrifice stone", "not legal there"),
    ("06-ritual.yaml", "size: {space: 26, huts: 1}", "size: {space: 26, huts: 2}",
     "steps[4].claims.size.huts", "has 1 there"),
    ("07-big-harvest.yaml", "worth: {harvest wood/2 wool: 4}", "worth: {harvest wood/2 wool: 5}",
     "steps[1].claims.worth.harvest wood/2 wool", "has 4 there"),
    ("11-last-turn.yaml", "worth: {build temple 2: 8}", "worth: {build temple 2: 9}",
     "steps[1].claims.worth.build temple 2", "has 8 there"),
    ("04-harvest-and-paying.yaml", "gained: {purple: {wood: 1}}", "gained: {purple: {wood: 2}}",
     "steps[1].claims.gained.purple.wood", "has 1 there"),
    ("01-workers.yaml", "  - say: \"Welcome", "  - claims: {scored: {purple: 0}}\n    say: \"Welcome",
     "steps[0].claims.scored", "first step"),
])
def test_a_broken_lesson_names_the_file_the_field_and_the_problem(lessons, name, old, new, field, problem):
    _edit(lessons, name, old, new)
    with pytest.raises(LessonError) as caught:
        Tutorial.load(lessons)
    error = caught.value
    assert error.file.endswith(name) and error.field == field and (problem or "") in error.problem, str(error)


def test_every_claim_of_the_shipped_lessons_holds_and_the_texts_that_state_facts_carry_them():
    """Issue 19: the lessons' claims hold in the guided game (Tutorial.load checks them), and the
    steps that state numbers of the position carry claims (a text with a digit, or with "+N"/"–N"
    points, is such a step; a rule stated in general, like "n times", is not)."""
    import re
    tutorial = Tutorial.load()
    claimed = {name: yaml_steps(name) for name in sorted(p.name for p in LESSONS.glob("[0-9][0-9]-*.yaml"))}
    for name, steps in claimed.items():
        for k, step in enumerate(steps):
            fact = re.search(r"(?<!“)[+–-]\d|\b\d+ (wool|wood|stone|copper|points?|huts)\b|\d+ huts", step["say"])
            if fact and "claims" not in step:
                raise AssertionError(f"{name} steps[{k}] states {fact.group(0)!r} without claims")
    assert sum("claims" in step for steps in claimed.values() for step in steps) >= 15
    assert tutorial.lessons


def yaml_steps(name: str) -> list:
    import yaml
    return yaml.safe_load((LESSONS / name).read_text(encoding="utf-8"))["steps"]


def test_the_first_hut_the_learner_builds_is_paid_and_the_plus_two_token_is_explained():
    """Issue 19: the hut lesson's hut costs a real price, paid in a step of its own; the lesson
    where a "+2" token is taken says what it gave."""
    tutorial = Tutorial.load()
    steps = [step for _k, step in tutorial.steps]
    first = next(k for k, step in enumerate(steps) if step.do is not None and step.do.is_build and step.do.verb == "hut")
    assert steps[first + 1].do is not None and steps[first + 1].do.verb == "pay"
    game, _events = tutorial.game_at(steps[first].at)
    assert game.build_price("hut", steps[first].do.space).units >= 1
    assert game.build_price("hut", steps[first].do.space).token == "plus2"
    assert "+2" in steps[first].say and "2 points" in steps[first + 2].say


def test_no_lesson_asks_to_offer_nothing_while_a_material_would_give_a_point():
    """Issue 19: the learner's sacrifices are never "nothing" (–1) when one he can give is worth +1."""
    tutorial = Tutorial.load()
    for _k, step in tutorial.steps:
        if step.do is not None and step.do.verb == "sacrifice":
            game, _events = tutorial.game_at(step.at)
            value = game.choice_value(step.do).points
            best = max(game.choice_value(a).points for a in game.legal_actions())
            assert value >= 1, step.say
            assert value == best or "keep" in step.say, step.say    # or the lesson says why


def test_a_cut_short_guided_game_is_blamed_on_the_guided_game_file(lessons):
    """Issue 19 item 14: a truncated guided-game.yaml (its last decisions lost) names that file,
    not the lesson that no longer finds its decisions."""
    path = lessons / GAME_FILE
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: len(text) * 2 // 3].rsplit("\n", 1)[0] + "\n", encoding="utf-8")
    with pytest.raises(LessonError) as caught:
        Tutorial.load(lessons)
    assert caught.value.file.endswith(GAME_FILE) and caught.value.field == "actions", str(caught.value)
    assert "cut short" in caught.value.problem
    path.write_bytes(text.encode("utf-8")[:len(text) // 2])          # cut in the middle of a line
    with pytest.raises(LessonError) as caught:
        Tutorial.load(lessons)
    assert caught.value.file.endswith(GAME_FILE), str(caught.value)


def test_a_lesson_that_is_not_yaml_or_a_broken_guided_game_is_reported(lessons):
    (lessons / "05-minus-one.yaml").write_text("title: [unclosed\n", encoding="utf-8")
    with pytest.raises(LessonError, match="05-minus-one.yaml: line"):
        Tutorial.load(lessons)
    shutil.copy(LESSONS / "05-minus-one.yaml", lessons / "05-minus-one.yaml")
    _edit(lessons, GAME_FILE, "- build hut 26", "- build hut 99")
    with pytest.raises(LessonError, match=GAME_FILE):
        Tutorial.load(lessons)


@pytest.mark.parametrize("game, other", [("dolmengoetter", "meduris-record"), ("eiszeit", "dolmengoetter-record")])
def test_another_games_broken_guided_game_or_lesson_file_is_named(tmp_path, game, other):
    """The other games' guided games are read by this same machinery (issues 21, 22): a guided
    game with an illegal decision, cut short or of another game, a lesson that is not YAML, a
    folder without lessons: each a LessonError naming the file (and the field)."""
    import yaml
    shipped = lesson_rules(game).folder()
    folder = tmp_path / "lessons"
    shutil.copytree(shipped, folder)
    path = folder / GAME_FILE
    text = path.read_text(encoding="utf-8")
    data = yaml.safe_load(text)
    data["actions"][6] = "jump around"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(LessonError) as caught:
        Tutorial.load(folder, game=game)
    assert caught.value.file.endswith(GAME_FILE) and caught.value.field == "actions[6]", str(caught.value)
    path.write_text(text[: len(text) * 2 // 3].rsplit("\n", 1)[0] + "\n", encoding="utf-8")
    with pytest.raises(LessonError) as caught:
        Tutorial.load(folder, game=game)
    assert caught.value.field == "actions" and "cut short" in caught.value.problem
    assert f"format: {game}-record" in text
    path.write_text(text.replace(f"format: {game}-record", f"format: {other}"), encoding="utf-8")
    with pytest.raises(LessonError) as caught:
        Tutorial.load(folder, game=game)
    assert caught.value.file.endswith(GAME_FILE), str(caught.value)
    path.write_text(text, encoding="utf-8")
    first = sorted(folder.glob("[0-9][0-9]-*.yaml"))[0]
    first.write_text("title: [unclosed\n", encoding="utf-8")
    with pytest.raises(LessonError, match=f"{first.name}: line"):
        Tutorial.load(folder, game=game)
    for lesson in folder.glob("[0-9][0-9]-*.yaml"):
        lesson.unlink()
    with pytest.raises(LessonError, match="no lesson files"):
        Tutorial.load(folder, game=game)
