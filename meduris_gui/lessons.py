"""The guided first game ("Learn to play", issue 13): lessons as data, checked against the engine.

`assets/lessons/guided-game.yaml` is a whole game record (games/meduris/rules/record.py): Purple, the learner,
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

What a step's text says about the position is data too (issue 19): its `claims` are checked against
the replayed game where the step is shown (before its `do`), so a text can never state a stock, a
score or a worth the board does not show. Which claims a step may make is the game's (Meduris's in
games/meduris/lessons.py); a claim that does not hold is a LessonError naming the file, the field
and the problem.

Every game (issue 21): `Tutorial.load(folder, game="dolmengoetter")` reads that game's guided game
with this same machinery, which knows no game's rules; what differs (its record format, its
notation, its claims, its folder: Meduris's assets/lessons/, another game's assets/lessons/<game>/)
is the game's LessonRules, in its own package (games/<game>/lessons.py), found by `lesson_rules`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from pathlib import Path

from .fileformat import FileFormatError, Reader, child, item, kind_of, read_bounded
from .paths import data_dir

GAME_FILE = "guided-game.yaml"
MAX_BYTES = 100_000


class LessonError(FileFormatError):
    """A lesson file that cannot be used: file, field, problem."""


@dataclass(frozen=True)
class Step:
    say: str                       # English: translated where shown
    do: object | None              # the learner's decision (the game's Action), or None: "Continue"
    then: int                      # decisions of the record played by themselves after the step
    at: int                        # the record's decisions played before this step
    claims: dict | None = None     # what the text says about the position (checked on load)


@dataclass(frozen=True)
class Lesson:
    title: str
    start: int
    steps: tuple[Step, ...]
    file: str


@dataclass(frozen=True)
class Tutorial:
    record: object                 # the game's Record (its LessonRules.record_class)
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
    def load(cls, folder: Path | None = None, game: str = "meduris") -> "Tutorial":
        """The guided game of `game` (its LessonRules: Meduris's here, the others' in their
        package) from `folder` (default: the game's own under assets/lessons)."""
        rules = lesson_rules(game)
        folder = Path(folder) if folder is not None else rules.folder()
        try:
            record = rules.record_class.load(folder / GAME_FILE)
            finished = record.replay()             # every decision of the guided game is legal
            game = record.new_game()
        except rules.record_error as error:
            raise LessonError(error.file, error.field, error.problem) from None
        except rules.replay_error as error:
            raise LessonError(str(folder / GAME_FILE), item("actions", error.index),
                              f"{error.action!r} is not legal there: {error.reason}") from None
        if not finished.is_over():
            # A record cut short (a truncated file) is the guided game's fault, not the lesson's
            # that finds no decision where it should be.
            raise LessonError(str(folder / GAME_FILE), "actions",
                              f"the guided game stops after {len(record.actions)} decisions, before its end "
                              "(is the file cut short?)")
        files = sorted(p for p in folder.glob("[0-9][0-9]-*.yaml"))
        if not files:
            raise LessonError(str(folder), "(folder)", "no lesson files (NN-name.yaml)")
        lessons = []
        played = 0
        for path in files:
            lesson, played = _read_lesson(path, record, game, played, rules)
            lessons.append(lesson)
        return cls(record, tuple(lessons))


class LessonRules(ABC):
    """What the lessons of one game need from its rules (issue 21): the record format, the
    notation and the claims a step may make. Each game's lives in its own package
    (games/<name>/lessons.py); its game entry hands it over (`lesson_rules`)."""

    record_class: type             # the game's Record (load, replay, new_game, actions)
    record_error: type             # what loading a record raises (file, field, problem)
    replay_error: type             # what replaying it raises (index, action, reason)
    action_class: type             # the game's Action (parse)
    invalid_action: type           # what Action.parse raises
    claims: tuple = ()
    subfolder: str = ""            # its lessons' folder under assets/lessons ("": Meduris's, the folder itself)

    def folder(self) -> Path:
        return data_dir("assets") / "lessons" / self.subfolder

    @abstractmethod
    def check_claims(self, r: Reader, claims, at: str, state, before) -> None:
        """Check a step's `claims` against the replayed `state` (`before`: the lesson's step
        before); a claim that does not hold is a LessonError naming file, field and problem."""


def lesson_rules(game: str) -> LessonRules:
    """The lesson rules of the game `game` (its entry's, meduris_gui/games); ValueError for a
    name no game has."""
    from meduris_gui.games import UnknownGameError, entry
    try:
        return entry(game).lesson_rules()
    except UnknownGameError:
        raise ValueError(f"no guided game for {game!r}") from None


def _read_lesson(path: Path, record, game, played: int, rules: LessonRules):
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
        r.mapping(raw, at, required=("say",), optional=("do", "then", "claims"))
        say = r.get(raw, "say", at, str)
        if not say.strip():
            r.fail(child(at, "say"), "empty text")
        do = None
        if "do" in raw:
            notation = r.get(raw, "do", at, str)
            try:
                do = rules.action_class.parse(notation)
            except rules.invalid_action as error:
                r.fail(child(at, "do"), str(error))
            if played >= len(actions) or rules.action_class.parse(actions[played]) != do:
                expected = actions[played] if played < len(actions) else "the end of the game"
                r.fail(child(at, "do"), f"the guided game's decision {played} is {expected!r}, not {notation!r}")
            if do not in game.legal_actions():
                r.fail(child(at, "do"), f"{notation!r} is not legal there")
        if "claims" in raw:
            rules.check_claims(r, raw["claims"], child(at, "claims"), game.state, before if k else None)
        before = game.state.copy()
        then = r.integer(raw.get("then", 0), child(at, "then"))
        step = Step(say, do, then, played, raw.get("claims"))
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


class Claims:
    """A step's claims being checked (each game's LessonRules.check_claims): the claims a game
    knows, its players by colour, and the checks every game makes the same way: a player named by
    colour, a claimed value against the replayed one, a number per player now or gained since the
    lesson's step before. Every problem is a LessonError naming file, field and problem."""

    def __init__(self, r: Reader, claims, at: str, known: tuple, colours) -> None:
        r.mapping(claims, at, optional=known)
        if not claims:
            r.fail(at, "no claims (leave the key out)")
        self.r, self.claims, self.at, self.colours = r, claims, at, tuple(colours)

    def seat(self, name, field: str) -> int:
        if name not in self.colours:
            self.r.fail(field, f"no player {name!r} in the guided game (players: {', '.join(self.colours)})")
        return self.colours.index(name)

    def check(self, field: str, claimed, actual, what: str) -> None:
        if claimed != actual:
            self.r.fail(field, f"the lesson says {what} is {claimed}, the guided game has {actual} there")

    def since(self, key: str, before):
        """The state at the lesson's step before, for a claim `key` counted from there."""
        if before is None:
            self.r.fail(child(self.at, key), "a lesson's first step has no step before it to count from")
        return before

    def per_player(self, key: str, what: str, values, base=None) -> None:
        """`key: {colour: number}`: values[seat] (less base[seat] with a base: a gain) per player."""
        if key not in self.claims:
            return
        at = child(self.at, key)
        for name, claimed in _entries(self.r, self.claims[key], at):
            field = child(at, name)
            s = self.seat(name, field)
            actual = values[s] - (base[s] if base is not None else 0)
            self.check(field, self.r.integer(claimed, field), actual, f"{name}'s {what}")


def _entries(r: Reader, value, at: str) -> list:
    """The entries of a mapping whose keys are names (players, materials, decisions)."""
    if not isinstance(value, dict) or not value:
        r.fail(at, f"expected a mapping with at least one entry, got {kind_of(value)}")
    return list(value.items())


__all__ = ["Claims", "GAME_FILE", "Lesson", "LessonError", "LessonRules", "Step", "Tutorial", "lesson_rules"]
