"""The screen model: every piece of game information the game scene draws, as one plain value.

The game scene builds a `Table` (what is on the table: scores, materials, pieces, the druid, the
die) from the engine's state, or, while animations run, from the state before the action with the
events shown so far folded in (`fold`). Drawing reads only the model. So what the player sees is,
by construction, either the engine's state or a step on the way to it: tests check that folding
an action's events into the state before it gives exactly the state after it, and that the
scene's model equals the engine's state whenever no animation runs.

Folding applies what the engine reported (an event is a fact, not a rule): no rule is computed
here.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..rules import events as E
from ..rules.kinds import Building, Token


@dataclass(eq=True)
class Table:
    """What lies on the table. The names match GameState's, so the board view draws either."""

    score: list
    stock: list                     # per seat: 4 counts
    supply: list
    huts: list                      # huts left in each reserve
    temples: list
    rune: list                      # per territory: the seat holding its rune stone, or -1
    towers: list                    # per highland, bottom -> top: seats
    owner: list                     # per space
    kind: list
    token: list
    druid_rock: int
    druid_space: int
    die: int                        # the face rolled this turn, -1 before the roll

    @classmethod
    def of(cls, state) -> "Table":
        return cls(list(state.score), [list(s) for s in state.stock], list(state.supply), list(state.huts),
                   list(state.temples), list(state.rune), [list(t) for t in state.towers], list(state.owner),
                   list(state.kind), list(state.token), state.druid_rock, state.druid_space, state.die)

    def copy(self) -> "Table":
        return replace(self, score=list(self.score), stock=[list(s) for s in self.stock], supply=list(self.supply),
                       huts=list(self.huts), temples=list(self.temples), rune=list(self.rune),
                       towers=[list(t) for t in self.towers], owner=list(self.owner), kind=list(self.kind),
                       token=list(self.token))


def fold(table: Table, event) -> None:
    """Apply one reported event to `table` (in place)."""
    kind = type(event)
    if kind is E.MaterialsGained:
        table.stock[event.player][event.material] += event.count
        table.supply[event.material] -= event.count
    elif kind is E.MaterialsReturned:
        for m, count in enumerate(event.materials):
            table.stock[event.player][m] -= count
            table.supply[m] += count
    elif kind is E.Scored:
        table.score[event.player] = event.total
    elif kind is E.WorkerPlaced:
        table.towers[event.highland].append(event.player)
    elif kind is E.WorkerMoved:
        table.towers[event.from_highland].pop(event.from_level - 1)
        table.towers[event.to_highland].append(event.player)
    elif kind is E.Built:
        table.owner[event.space] = event.player
        if event.kind == Building.HUT.word:
            table.kind[event.space] = Building.HUT
            table.huts[event.player] -= 1
        else:
            table.kind[event.space] = Building.TEMPLE
            table.temples[event.player] -= 1
    elif kind is E.BonusUsed:
        table.token[event.space] = Token.NONE         # R3: a used token goes back to the box
    elif kind is E.RuneTaken:
        table.rune[event.territory] = event.player
    elif kind is E.DruidToRock:
        table.druid_rock = event.rock
    elif kind is E.DruidStep:
        table.druid_space = event.to_space
    elif kind is E.Rolled:
        table.die = event.face
    elif kind is E.TurnStarted:
        table.die = -1


def folded(table: Table, events) -> Table:
    result = table.copy()
    for event in events:
        fold(result, event)
    return result


@dataclass(frozen=True)
class Hover:
    """What lies under the pointer: a space, a highland (its plateau or tower), a worker on a
    tower (a worker lies on its highland too), or none of them (-1, None)."""

    pointer: tuple[int, int] = (0, 0)
    space: int = -1
    highland: int = -1
    worker: tuple[int, int] | None = None       # (highland, level)

    @classmethod
    def at(cls, pointer, hit: dict) -> "Hover":
        """From the board view's hit test ({"space", "highland", "worker": (-1, -1) for none})."""
        worker = tuple(hit["worker"])
        return cls((int(pointer[0]), int(pointer[1])), hit["space"], hit["highland"],
                   worker if worker[0] >= 0 else None)


@dataclass(frozen=True)
class Tip:
    """A tooltip: what a space holds or costs (`kind` "space", with its territory's `rune`), what
    a big harvest onto a highland gives ("highland", a bold title line), or what a button does
    ("hint", placed over the button at `anchor`; the others near the pointer)."""

    kind: str
    lines: tuple[str, ...]
    anchor: tuple[int, int]
    rune: int = -1


@dataclass(frozen=True)
class Seat:
    """A player's panel: who, played by whom ("human", "easy", "strong"), and what the panel marks."""

    name: str
    colour: str
    kind: str
    active: bool                    # the one whose turn or decision it is (gold edge)
    thinking: bool                  # a computer player about to move (its turning sign)
    runes: tuple[int, ...] = ()     # the runes of the stones it holds (the territories' order)


@dataclass(eq=True)
class Screen:
    """Everything the game scene shows that carries game information."""

    table: Table
    materials: list                 # per seat: the 4 counts shown, or None behind the screen (S3)
    prompt: str                     # who decides and what
    info: str                       # the price or the druid's ask under the prompt
    buttons: list                   # (name, label, enabled) of the prompt's buttons
    targets: dict = field(default_factory=dict)   # "spaces", "highlands", "workers": what glows
    animating: bool = False
    past: bool = False              # a hovered log line: the table as it was after that decision
    # What the drawing reads besides: the pointer, the choice in the making, the panels.
    hover: Hover = Hover()
    selected_worker: tuple | None = None          # the worker whose big harvest is being chosen
    focus: int = -1                 # the space a hovered log line or the prompt names (ringed)
    seats: tuple[Seat, ...] = ()
    thinking: str = ""              # "Blue is thinking…" where the buttons would be, or ""
    message: str = ""               # why a click did nothing
    build_rows: tuple = ()          # (rect, text): a build's price beside its button
    resting_die: bool = False       # the rolled die lies beside the board (not flying, not setup)
    space_numbers: bool = False     # the players chose to see the spaces' numbers
    tip: Tip | None = None
    hint: str = ""                  # the Suggest button's answer in words (issue 13), or ""
    hint_spots: tuple = ()          # where the suggested action is: game_point.Spot values
    flow: object = None             # where the prompt's parts go (game_layout.PromptFlow)

    @property
    def scores(self) -> list:
        return self.table.score


__all__ = ["Hover", "Screen", "Seat", "Table", "Tip", "fold", "folded"]
