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
from ..rules.state import HUT, TEMPLE


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
        if event.kind == "hut":
            table.kind[event.space] = HUT
            table.huts[event.player] -= 1
        else:
            table.kind[event.space] = TEMPLE
            table.temples[event.player] -= 1
    elif kind is E.BonusUsed:
        table.token[event.space] = 0                  # R3: a used token goes back to the box
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

    @property
    def scores(self) -> list:
        return self.table.score


__all__ = ["Screen", "Table", "fold", "folded"]
