"""The guided first game ("Learn to play", issue 13): lessons as data, checked against the engine.

`assets/lessons/guided-game.yaml` is a whole game record (rules/record.py): Purple, the learner,
against Blue. Each `NN-name.yaml` beside it is a lesson:

    title: Building a hut                  # English; the catalogs translate it (update_catalogs.py)
    start: 9                               # the record's decisions played before the lesson
    steps:
      - say: "Build a hut: click space 26, then the build button."
        do: build hut 26                   # the learner's own click: the record's next decision
      - say: "The bonus token made it free..."   # no `do`: the learner clicks Continue
        then: 3                            # the record's next 3 decisions play by themselves

A lesson starts where the one before ended or later (its `start`: the game between them is played
at once, "much later"). Every `do` must be the record's decision at that point, so every step the
guided game points at is legal in the engine; `Tutorial.load` checks it all and a broken file raises
LessonError naming the file, the field and the problem.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .paths import data_dir
from .rules.actions import Action, InvalidActionError
from .rules.fileformat import FileFormatError, Reader, child, item, read_bounded
from .rules.record import Record, RecordError, ReplayError

GAME_FILE = "guided-game.yaml"
MAX_BYTES = 100_000


class LessonError(FileFormatError):
    """A lesson file that cannot be used: file, field, problem."""


@dataclass(frozen=True)
class Step:
    say: str                       # English: translated where shown
    do: Action | None              # the learner's decision, or None: "Continue"
    then: int                      # decisions of the record played by themselves after the step
    at: int                        # the record's decisions played before this step


@dataclass(frozen=True)
class Lesson:
    title: str
    start: int
    steps: tuple[Step, ...]
    file: str


@dataclass(frozen=True)
class Tutorial:
    record: Record
    lessons: tuple[Lesson, ...]

    @property
    def steps(self) -> list[tuple[int, Step]]:
        """Every step in order with the index of its lesson."""
        return [(k, step) for k, lesson in enumerate(self.lessons) for step in lesson.steps]

    def locate(self, index: int) -> tuple[int, int]:
        """(lesson, step within it) of the `index`-th step of the whole guided game."""
        for k, lesson in enumerate(self.lessons):
            if index < len(lesson.steps):
                return k, index
            index -= len(lesson.steps)
        raise IndexError("no such step")

    def game_at(self, decisions: int):
        """The guided game after its first `decisions` decisions, and the events so far."""
        game = self.record.new_game()
        events: list = []
        for text in self.record.actions[:decisions]:
            events.extend(game.apply(text))
        return game, events

    @classmethod
    def load(cls, folder: Path | None = None) -> "Tutorial":
        folder = Path(folder) if folder is not None else data_dir("assets") / "lessons"
        try:
            record = Record.load(folder / GAME_FILE)
            record.replay()                        # every decision of the guided game is legal
            game = record.new_game()
        except RecordError as error:
            raise LessonError(error.file, error.field, error.problem) from None
        except ReplayError as error:
            raise LessonError(str(folder / GAME_FILE), item("actions", error.index),
                              f"{error.action!r} is not legal there: {error.reason}") from None
        files = sorted(p for p in folder.glob("[0-9][0-9]-*.yaml"))
        if not files:
            raise LessonError(str(folder), "(folder)", "no lesson files (NN-name.yaml)")
        lessons = []
        played = 0
        for path in files:
            lesson, played = _read_lesson(path, record, game, played)
            lessons.append(lesson)
        return cls(record, tuple(lessons))


def _read_lesson(path: Path, record: Record, game, played: int):
    """One lesson, checked by playing the record on in `game` (from `played` decisions)."""
    r = Reader(str(path), LessonError)
    try:
        text = read_bounded(path, MAX_BYTES).decode("utf-8")
    except (OSError, UnicodeDecodeError, ValueError) as error:
        r.fail("(file)", f"cannot read it ({error})")
    data = r.mapping(r.parse_yaml(text), "", required=("title", "start", "steps"))
    title = r.get(data, "title", "", str)
    start = r.integer(data["start"], "start")
    actions = record.actions
    if not played <= start <= len(actions):
        r.fail("start", f"expected a decision from {played} (where the lesson before ends) to {len(actions)}, "
                        f"got {start}")
    while played < start:
        game.apply(actions[played])
        played += 1
    steps = []
    for k, raw in enumerate(r.seq(data["steps"], "steps")):
        at = item("steps", k)
        r.mapping(raw, at, required=("say",), optional=("do", "then"))
        say = r.get(raw, "say", at, str)
        if not say.strip():
            r.fail(child(at, "say"), "empty text")
        do = None
        if "do" in raw:
            notation = r.get(raw, "do", at, str)
            try:
                do = Action.parse(notation)
            except InvalidActionError as error:
                r.fail(child(at, "do"), str(error))
            if played >= len(actions) or Action.parse(actions[played]) != do:
                expected = actions[played] if played < len(actions) else "the end of the game"
                r.fail(child(at, "do"), f"the guided game's decision {played} is {expected!r}, not {notation!r}")
            if do not in game.legal_actions():
                r.fail(child(at, "do"), f"{notation!r} is not legal there")
        then = r.integer(raw.get("then", 0), child(at, "then"))
        step = Step(say, do, then, played)
        if do is not None:
            game.apply(do)
            played += 1
        if not 0 <= then <= len(actions) - played:
            r.fail(child(at, "then"), f"expected 0 to {len(actions) - played} decisions, got {then}")
        for _ in range(then):
            game.apply(actions[played])
            played += 1
        steps.append(step)
    if not steps:
        r.fail("steps", "a lesson needs at least one step")
    return Lesson(title, start, tuple(steps), path.name), played


__all__ = ["GAME_FILE", "Lesson", "LessonError", "Step", "Tutorial"]
