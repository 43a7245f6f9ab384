"""What the Dolmengötter window shows of a game: the screen model.

`Shown.of(game, viewer)` reads the engine's state as one player at the laptop may see it: every
stone, druid, dolmen colour and stack position, every score and count (M9: public), and the
dolmen values of the `viewer` only (from `game.view(viewer)`, the engine's own masking; None: nobody's
values, as between two humans while the laptop is passed). `fold(shown, event)` moves that
picture one event on, so the board keeps pace with the animations; once they end the scene takes
the engine's state again (tests/dolmengoetter/ui/test_screen_truth.py checks both).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from meduris_gui.table.animation import folding


@dataclass
class Shown:
    druids: dict                  # place -> (seat, lying)
    stones: dict                  # place -> seat
    stacks: list                  # per circle: [(seat, value or None)], top first
    scores: list
    stones_left: list
    hands: list                   # per seat: the dolmen values shown (a list), or None (hidden)
    hand_counts: list             # per seat: how many dolmens he still holds (public)
    done: list                    # per circle: completed and scored

    def copy(self) -> "Shown":
        return replace(self, druids=dict(self.druids), stones=dict(self.stones),
                       stacks=[list(s) for s in self.stacks], scores=list(self.scores),
                       stones_left=list(self.stones_left), hands=[None if h is None else list(h) for h in self.hands],
                       hand_counts=list(self.hand_counts), done=list(self.done))

    @classmethod
    def of(cls, game, viewer: int | None, everything: bool = False) -> "Shown":
        """The table as `viewer` may see it (`everything`: every value, once the game is over or
        when no human plays)."""
        state = game.state
        n = state.n
        views = {}
        if viewer is not None and not everything:
            views[viewer] = game.view(viewer)

        def visible(seat: int) -> bool:
            return everything or seat == viewer

        stacks = []
        for circle, stack in enumerate(state.stack):
            if everything:
                stacks.append([(seat, value) for seat, value in stack])
            elif viewer is not None:
                stacks.append([tuple(entry) for entry in _view_stack(views[viewer], circle, stack, viewer)])
            else:
                stacks.append([(seat, None) for seat, _value in stack])
        hands = []
        for seat in range(n):
            if everything:
                hands.append(sorted(state.hand[seat], reverse=True))
            elif seat == viewer:
                hands.append(sorted(_view_hand(views[viewer], seat, state.hand[seat]), reverse=True))
            else:
                hands.append(None)
        return cls(druids={p: (seat, bool(state.lying[p])) for p, seat in enumerate(state.druid) if seat >= 0},
                   stones={p: seat for p, seat in enumerate(state.stone) if seat >= 0},
                   stacks=stacks, scores=list(state.score), stones_left=list(state.stones),
                   hands=hands, hand_counts=[len(h) for h in state.hand], done=list(state.done))


def _view_stack(view: dict, circle: int, stack, viewer: int):
    """The circle's stack in the engine's view of `viewer` (other players' values None: M9)."""
    return [(int(owner), value) for owner, value in view["circles"][circle]["stack"]]


def _view_hand(view: dict, seat: int, hand) -> list:
    """The viewer's own dolmen values, from his view."""
    own = view["players"][seat]["hand"]
    return list(own) if own is not None else []


def fold(shown: Shown, event, viewer: int | None, everything: bool = False) -> Shown:
    """`shown` one event on (what the event says happened, nothing computed); a dolmen's value
    shown to its owner when the owner is the `viewer`, to all when `everything` (a finished game's replay)."""
    kind = event.kind
    new = shown.copy()
    if kind == "placed":
        new.druids[event.place] = (event.seat, False)
    elif kind == "walked":
        start, end = event.path[0], event.path[-1]
        piece = new.druids.pop(start, (event.seat, False))
        new.druids[end] = (piece[0], False)
    elif kind == "herbs":
        new.druids[event.place] = (event.seat, True)
    elif kind == "flew":
        new.druids.pop(event.source, None)
        new.druids[event.target] = (event.seat, False)
    elif kind == "stone":
        new.stones[event.place] = event.seat
        new.stones_left[event.seat] = event.left
    elif kind == "point_lost":
        new.scores[event.seat] = event.score
    elif kind == "dolmen":
        value = event.value if ((everything or event.seat == viewer) and event.value is not None) else None
        new.stacks[event.circle].insert(event.position, (event.seat, value))
        new.hand_counts[event.seat] -= 1
        hand = new.hands[event.seat]
        if hand is not None and event.value in hand:
            hand.remove(event.value)
    elif kind == "scored":
        for seat, _value, _multiplier, points in event.rows:
            new.scores[seat] += points
        new.stacks[event.circle] = []
        new.done[event.circle] = True
    elif kind == "final_scoring":
        for circle, seat, _value, _multiplier, points in event.rows:
            new.scores[seat] += points
            new.stacks[circle] = []
    return new


folded = folding(fold)         # `before` with events folded in, one after the other (while they animate)


@dataclass
class Screen:
    """Everything the game scene draws: the table as shown, the prompt, the buttons, the glowing
    targets, the selected druid, whether pieces move."""

    table: Shown
    prompt: str
    info: str
    buttons: list = field(default_factory=list)        # (name, label, enabled)
    targets: set = field(default_factory=set)           # glowing places
    selected: int | None = None
    animating: bool = False
    viewer: int | None = None
    markers: list = field(default_factory=list)        # (seat, position, space, laps, centre): track.markers
