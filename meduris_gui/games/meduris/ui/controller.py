"""What the decider may click now, read from the engine's legal actions (no rule is computed here).

`Choices.from_game(game)` sorts the legal actions by what they are aimed at: highlands (setup
placement, the target of a big harvest), workers (the one to move), spaces (hut or temple),
materials ("+1" / "-1"), payments and sacrifices. The game scene draws the targets and turns a
click into one of these actions.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from meduris_gui.i18n import _
from ..rules.actions import HARVEST, Action, HUT, PAY, PLACE, RETURN, SACRIFICE, TAKE, TEMPLE
from ..rules.game import Game
from ..rules.legal import builds
from ..rules.kinds import Building, Phase
from ..rules.state import CHANCE
from .log import colour_name, highland_name, material_name


RICH = (99, 99, 99, 99)      # a stock that pays any build (Targets.kinds)


@dataclass
class Targets:
    phase: Phase
    decider: int
    highlands: dict = field(default_factory=dict)     # highland -> action (setup)
    workers: dict = field(default_factory=dict)       # (highland, level) -> {target highland: action}
    spaces: dict = field(default_factory=dict)        # space -> {"hut": action, "temple": action}
    kinds: dict = field(default_factory=dict)         # space -> the buildings it takes, their price aside
    materials: dict = field(default_factory=dict)     # material -> action (take / return)
    payments: list = field(default_factory=list)      # pay actions, cheapest first
    sacrifices: list = field(default_factory=list)    # sacrifice actions
    roll: bool = False

    @classmethod
    def from_game(cls, game: Game) -> "Targets":
        state = game.state
        targets = cls(state.phase, state.decider)
        if state.decider == CHANCE:
            targets.roll = True
            return targets
        for action in game.legal_actions():
            verb = action.verb
            if verb == PLACE:
                targets.highlands[action.highland] = action
            elif verb == HARVEST:
                targets.workers.setdefault((action.highland, action.level), {})[action.to_highland] = action
            elif verb in (HUT, TEMPLE):
                targets.spaces.setdefault(action.space, {})[verb] = action
            elif verb in (TAKE, RETURN):
                targets.materials[action.material] = action
            elif verb == PAY:
                targets.payments.append(action)
            elif verb == SACRIFICE:
                targets.sacrifices.append(action)
        if state.phase == Phase.MAIN:
            targets._add_equivalent_workers(game)
            # B/C: what each space takes from the decider whatever the price (the engine's own
            # loop with a stock that pays anything): the hut/temple choice is asked even where
            # one of them is too dear now.
            for action in builds(state, state.decider, RICH):
                targets.kinds.setdefault(action.space, []).append(action.verb)
        return targets

    def _add_equivalent_workers(self, game: Game) -> None:
        """A: the engine lists a move of only the lowest of two adjacent workers of the same
        player (taking either leaves the same towers), but the player sees and clicks both.
        Every own worker gets the moves the engine accepts for it (Game.is_legal)."""
        seat = game.state.decider
        for highland, tower in enumerate(game.state.towers):
            for level in range(1, len(tower) + 1):
                if tower[level - 1] != seat or (highland, level) in self.workers:
                    continue
                moves = {target: Action.harvest(highland, level, target) for target in range(4)
                         if target != highland and game.is_legal(Action.harvest(highland, level, target))}
                if moves:
                    self.workers[(highland, level)] = moves


def prompt(game: Game, names: list[str], worker: tuple | None = None, computer: bool = False) -> str:
    """The one sentence that says who decides and what (ART.md: always visible, in one place).
    `computer`: a computer player decides (no "click" in the sentence)."""
    state = game.state
    if state.phase == Phase.OVER:
        return _("The game is over")
    if state.decider == CHANCE:
        if computer:
            return _("{player} rolls the die", player=names[state.turn])
        return _("{player}: roll the die", player=names[state.turn])
    player = names[state.decider]
    if state.phase == Phase.SETUP:
        return _("{player}: place a worker on a highland", player=player)
    if state.phase == Phase.TAKE:
        return _("{player}: take one material of your choice (+1)", player=player)
    if state.phase == Phase.RETURN:
        return _("{player}: return one of your materials (–1)", player=player)
    if state.phase == Phase.MAIN:
        if worker is not None:
            # Translators: {highland} is a highland's name without article (context "highland").
            return _("{player}: move the worker from the {highland} to another highland", player=player,
                     highland=highland_name(worker[0]))
        if computer:
            return _("{player}: a big harvest, a hut or a temple", player=player)
        return _("{player}: big harvest (click a worker), build a hut or erect a temple (click a space)",
                 player=player)
    if state.phase == Phase.PAY:
        kind, space, _size = state.pending
        if kind == Building.HUT:
            return _("{player}: choose how to pay for the hut on space {space}", player=player, space=space)
        return _("{player}: choose how to pay for the temple on space {space}", player=player, space=space)
    if state.phase == Phase.SACRIFICE:
        return _("{player}: choose what to sacrifice to the druid", player=player)
    return ""


def undo_hint(game: Game) -> str:
    """What Undo takes back, in words: the deciding player's last decision (Game.undo)."""
    history = game.history
    if not history:
        return ""
    last = history[-1]
    verb = last.verb
    if last.is_build:
        if game.state.phase == Phase.PAY:
            return _("Undo takes back the choice of space {space}", space=last.space)
        if last.kind == Building.HUT:
            return _("Undo takes back your hut on space {space}, its payment and what followed", space=last.space)
        return _("Undo takes back your temple on space {space}, its payment and what followed", space=last.space)
    if verb == PAY:
        build = next(action for action in reversed(history) if action.is_build)
        return _("Undo takes back your payment for space {space}: you choose how to pay again", space=build.space)
    if verb == HARVEST:
        # Translators: {highland} is a highland's name without article ("wood highland").
        return _("Undo takes back the move of your worker to the {highland}", highland=highland_name(last.to_highland))
    if verb == TAKE:
        return _("Undo takes back the {material} you took", material=material_name(last.material))
    if verb == RETURN:
        return _("Undo takes back the {material} you returned", material=material_name(last.material))
    if verb == SACRIFICE:
        return _("Undo takes back your last sacrifice to the druid")
    if verb == PLACE:
        return _("Undo takes back the worker you placed on the {highland}", highland=highland_name(last.highland))
    return ""


def seat_names(game: Game, names: list[str] | None) -> list[str]:
    """The names players typed, or their colours in the current language."""
    colours = game.state.colours
    if names:
        return [name or colour_name(colour) for name, colour in zip(names, colours)]
    return [colour_name(colour) for colour in colours]


__all__ = ["Targets", "prompt", "seat_names", "undo_hint"]
