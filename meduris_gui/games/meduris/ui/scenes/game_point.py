"""Where on the game scene an action is clicked: for a pointer (the guided game) and a highlight
(the hints).

An action may take several clicks: a big harvest is the worker, then the highland it goes to; a
build is the space, then the build button (then a way to pay, maybe on a later page). `next_click`
answers the one click to make now, given what the player has chosen so far (`scene.choosing`);
`action_spots` answers everything on the board the action is about, to light it up. Both read only
what the scene shows — the board's geometry, the buttons built for the decision — and the
engine's targets (controller.Targets): no rule is worked out here.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...rules.actions import HARVEST, HUT, PAY, PLACE, RETURN, ROLL, SACRIFICE, TAKE, TEMPLE, Action

BUTTON, SPACE, WORKER, HIGHLAND = "button", "space", "worker", "highland"


@dataclass(frozen=True)
class Spot:
    rect: pygame.Rect        # window pixels
    place: str               # BUTTON, SPACE, WORKER or HIGHLAND
    name: str                # the button's name, or "space-7", "worker-2/1" (highland/level), "highland-3"

    @property
    def center(self) -> tuple[int, int]:
        return self.rect.center


def _geometry(scene):
    return scene.view.geometry


def space_spot(scene, space: int) -> Spot:
    g = _geometry(scene)
    r = g.space_radius
    rect = pygame.Rect(0, 0, 2 * r, 2 * r)
    rect.center = g.space(space)
    return Spot(rect, SPACE, f"space-{space}")


def highland_spot(scene, highland: int) -> Spot:
    g = _geometry(scene)
    r = g.highland_radius
    rect = pygame.Rect(0, 0, 2 * r, 2 * r)
    rect.center = g.highland(highland)
    return Spot(rect, HIGHLAND, f"highland-{highland}")


def worker_spot(scene, highland: int, level: int) -> Spot:
    """The part of the worker's image that a click finds (geometry.worker_at): the image of the
    worker above covers its top, so the visible lower part."""
    g = _geometry(scene)
    left, top, width, height = g.worker_rect(highland, level)
    rect = pygame.Rect(left, top, width, height)
    if level < len(scene.game.state.towers[highland]):
        above = pygame.Rect(g.worker_rect(highland, level + 1))
        rect = pygame.Rect(left, above.bottom, width, max(1, rect.bottom - above.bottom))
    return Spot(rect, WORKER, f"worker-{highland}/{level}")


def button_spot(scene, name: str) -> Spot | None:
    button = scene.buttons.find(name)
    if button is None or not button.enabled:
        return None
    return Spot(pygame.Rect(button.rect), BUTTON, name)


def _choice_spot(scene, action: Action) -> Spot | None:
    """A payment or sacrifice: its button on the page shown, else "More ways" (the next page)."""
    ordered = scene.choosing.ordered
    if action not in ordered:
        return None
    spot = button_spot(scene, f"choice-{ordered.index(action)}")
    return spot if spot is not None else button_spot(scene, "more")


def next_click(scene, action: Action) -> Spot | None:
    """The one place to click now toward `action`, or None when the scene does not offer it now
    (an animation runs, a computer acts, the action is not among the decider's targets)."""
    if scene.layout is None or scene.animator.busy or scene.game.is_over() or scene.computer_to_act() is not None:
        return None
    verb, choosing, targets = action.verb, scene.choosing, scene.targets
    if verb == ROLL:
        return button_spot(scene, "roll") if targets.roll else None
    if verb == PLACE:
        return highland_spot(scene, action.highland) if action.highland in targets.highlands else None
    if verb in (TAKE, RETURN):
        return button_spot(scene, f"material-{action.material}")
    if verb == HARVEST:
        worker = (action.highland, action.level)
        if action.to_highland not in targets.workers.get(worker, {}):
            return None
        if choosing.selected_worker == worker:
            return highland_spot(scene, action.to_highland)
        return worker_spot(scene, *worker)
    if verb in (HUT, TEMPLE):
        if targets.spaces.get(action.space, {}).get(verb) != action:
            return None
        if choosing.pending_space == action.space:
            return button_spot(scene, verb)
        return space_spot(scene, action.space)
    if verb in (PAY, SACRIFICE):
        return _choice_spot(scene, action)
    return None


def action_spots(scene, action: Action) -> list[Spot]:
    """What `action` is about on the board (and its button when it has no place on the board)."""
    if scene.layout is None:
        return []
    verb, state = action.verb, scene.game.state
    if verb == PLACE:
        return [highland_spot(scene, action.highland)]
    if verb == HARVEST:
        return [worker_spot(scene, action.highland, action.level), highland_spot(scene, action.to_highland)]
    if verb in (HUT, TEMPLE):
        return [space_spot(scene, action.space)]
    if verb == PAY and state.pending:
        return [space_spot(scene, state.pending[1])] + [s for s in (_choice_spot(scene, action),) if s]
    if verb == SACRIFICE and state.ritual:
        return [space_spot(scene, state.ritual[0])] + [s for s in (_choice_spot(scene, action),) if s]
    spot = next_click(scene, action)
    return [spot] if spot is not None else []


__all__ = ["BUTTON", "HIGHLAND", "SPACE", "Spot", "WORKER", "action_spots", "button_spot", "highland_spot",
           "next_click", "space_spot", "worker_spot"]
