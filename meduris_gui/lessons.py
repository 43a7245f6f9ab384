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

Other games (issue 21): `Tutorial.load(folder, game="dolmengoetter")` reads that game's guided game
with the same machinery; what differs (its record format, its notation, its claims, its folder
assets/lessons/<game>/) is its LessonRules, in its own package (games/<game>/lessons.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .paths import data_dir
from .rules import engine
from .rules.actions import HARVEST, SACRIFICE, TEMPLE, Action, InvalidActionError
from .rules.board import MATERIAL_NAMES
from .rules.fileformat import FileFormatError, Reader, child, item, kind_of, read_bounded
from .rules.kinds import Building
from .rules.price import build_price, choice_value
from .rules.record import Record, RecordError, ReplayError
from .rules.scoring import settlement_size

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


class LessonRules:
    """What the lessons of one game need from its rules (issue 21): the record format, the
    notation and the claims a step may make. Meduris's is below; another game's lives in its
    own package (games/<name>/lessons.py) and is registered in `lesson_rules`."""

    record_class = Record
    record_error = RecordError
    replay_error = ReplayError
    action_class = Action
    invalid_action = InvalidActionError
    claims = ()

    def folder(self) -> Path:
        return data_dir("assets") / "lessons"

    def check_claims(self, r: Reader, claims, at: str, state, before) -> None:
        raise NotImplementedError


class MedurisLessonRules(LessonRules):
    claims = ("stock", "score", "gained", "scored", "size", "rune", "worth")

    def check_claims(self, r: Reader, claims, at: str, state, before) -> None:
        _check_claims(r, claims, at, state, before)


def lesson_rules(game: str) -> LessonRules:
    if game == "meduris":
        return MedurisLessonRules()
    if game == "dolmengoetter":
        from .games.dolmengoetter.lessons import DolmenLessonRules
        return DolmenLessonRules()
    raise ValueError(f"no guided game for {game!r}")


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


CLAIMS = ("stock", "score", "gained", "scored", "size", "rune", "worth")


def _entries(r: Reader, value, at: str) -> list:
    """The entries of a mapping whose keys are names (players, materials, decisions)."""
    if not isinstance(value, dict) or not value:
        r.fail(at, f"expected a mapping with at least one entry, got {kind_of(value)}")
    return list(value.items())


def _check_claims(r: Reader, claims, at: str, state, before) -> None:
    """The step's claims about the position (see the module's text) against the replayed `state`;
    `before`: the state at the lesson's step before (None for its first step)."""
    r.mapping(claims, at, optional=CLAIMS)
    if not claims:
        r.fail(at, "no claims (leave the key out)")
    colours = state.colours

    def seat(name, field) -> int:
        if name not in colours:
            r.fail(field, f"no player {name!r} in the guided game (players: {', '.join(colours)})")
        return colours.index(name)

    def material(name, field) -> int:
        if name not in MATERIAL_NAMES:
            r.fail(field, f"no material {name!r} (expected {', '.join(MATERIAL_NAMES)})")
        return MATERIAL_NAMES.index(name)

    def check(field, claimed, actual, what) -> None:
        if claimed != actual:
            r.fail(field, f"the lesson says {what} is {claimed}, the guided game has {actual} there")

    def since(key):
        if before is None:
            r.fail(child(at, key), "a lesson's first step has no step before it to count from")
        return before

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
    for key in ("score", "scored"):
        if key not in claims:
            continue
        base = since(key) if key == "scored" else None
        for name, claimed in _entries(r, claims[key], child(at, key)):
            field = child(child(at, key), name)
            s = seat(name, field)
            actual = state.score[s] - (base.score[s] if base is not None else 0)
            check(field, r.integer(claimed, field), actual, f"{name}'s {'gain of points' if base is not None else 'score'}")
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


__all__ = ["GAME_FILE", "Lesson", "LessonError", "LessonRules", "Step", "Tutorial", "lesson_rules"]
