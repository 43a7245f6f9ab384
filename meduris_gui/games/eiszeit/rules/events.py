"""Events: what happened, in order, for the log and the animations (returned by Game.apply).

Every event is a small frozen value with a `kind` string and a `seat` (-1 where nobody acts). An
event that carries a hidden value (a card drawn, H1; a fire token dealt, H4) has `public()`: the
same event with the value None; the drawer's own view is `public_for(seat)` (the base, Event, is
meduris_gui.gamebase's).
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields, replace

from meduris_gui.gamebase import Event


def event(cls: type) -> type:
    """@dataclass(frozen=True, slots=True) with a quicker __init__ (an event is made for nearly
    every decision): each field is set through its slot's own descriptor, where the frozen
    dataclass's __init__ calls object.__setattr__ per field, which ends in the same descriptor.
    The values are the same: fields, their order and defaults, equality, hash, repr, replace."""
    cls = dataclass(frozen=True, slots=True)(cls)
    params, lines, scope = [], [], {}
    for f in fields(cls):
        scope[f"_set_{f.name}"] = getattr(cls, f.name).__set__
        if f.default is MISSING:
            params.append(f.name)
        else:
            scope[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        lines.append(f"    _set_{f.name}(self, {f.name})")
    exec(f"def __init__(self, {', '.join(params)}):\n" + "\n".join(lines or ["    pass"]), scope)
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init
    return cls


@event
class TokenDealt(Event):
    """S6, N3: a fire token face down on `region`; `value` hidden in public() (H4)."""
    region: int
    value: int | None
    seat: int = -1
    kind = "token"

    def public(self) -> "TokenDealt":
        return replace(self, value=None)


@event
class Drew(Event):
    """S10, T9: `seat` drew from the `colour` deck; `card` hidden in public() (H1)."""
    seat: int
    colour: str
    card: str | None
    kind = "drew"

    def public(self) -> "Drew":
        return replace(self, card=None)


@event
class Reshuffled(Event):
    """T10: the `colour` pile, all but its top card, became a new deck of `cards` cards."""
    colour: str
    cards: int
    seat: int = -1
    kind = "reshuffled"


@event
class Placed(Event):
    """S9, A1: a hunter of `seat` from his reserve to `region` (`club`: with a kept club, A5)."""
    seat: int
    region: int
    club: bool = False
    kind = "placed"


@event
class Moved(Event):
    """A2, A3, L2, L3, L7, D3: a hunter of `owner` moved by `seat` from `source` to `target`
    (`clubbed`: it carries a club; `armed`: a kept club went under it)."""
    seat: int
    owner: int
    source: int
    target: int
    clubbed: bool = False
    armed: bool = False
    kind = "moved"


@event
class Removed(Event):
    """D2, D5: a hunter of `owner` on `region` back to its reserve (a club with it to the supply)."""
    seat: int
    owner: int
    region: int
    clubbed: bool = False
    kind = "removed"


@event
class Herded(Event):
    """A1, A2: a mammoth placed from the reserve (`source` 0) or moved to `target`; `paid`: L8."""
    seat: int
    source: int
    target: int
    paid: int = 0
    kind = "herded"


@event
class Culled(Event):
    """D8: the mammoth on `region` back to the common reserve."""
    seat: int
    region: int
    kind = "culled"


@event
class FireMoved(Event):
    """L9, D7: a face-down fire token from `source` to `target`."""
    seat: int
    source: int
    target: int
    kind = "fire_moved"


@event
class ClubTaken(Event):
    """A5: `seat` took a club; `region` where it went under his hunter, 0 kept."""
    seat: int
    region: int
    kind = "club"


@event
class Played(Event):
    """T2: `seat` played `card` (its stones follow as Paid or Took)."""
    seat: int
    card: str
    kind = "played"


@event
class Copied(Event):
    """L6: the Cult played by `seat` copies `card`, the top of the `colour` pile ('' none, T6)."""
    seat: int
    colour: str
    card: str
    kind = "copied"


@event
class Paid(Event):
    """T3, L8: `seat` paid `stones` into the light reserve."""
    seat: int
    stones: int
    kind = "paid"


@event
class Took(Event):
    """T4, T11: `seat` took `dark` stones from the dark reserve and `light` from the light one."""
    seat: int
    dark: int
    light: int
    kind = "took"


@event
class Targeted(Event):
    """T4: the opponent `target` carries out the dark card of `seat`."""
    seat: int
    target: int
    kind = "targeted"


@event
class Declined(Event):
    """T7: `seat` declined the rest of the card's action."""
    seat: int
    kind = "declined"


@event
class Discarded(Event):
    """T8: `seat` put a card under the `colour` deck; `card` hidden in public() (H2)."""
    seat: int
    colour: str
    card: str | None
    kind = "discarded"

    def public(self) -> "Discarded":
        return replace(self, card=None)


@event
class Passed(Event):
    """T6: `seat` had no card he could play."""
    seat: int
    kind = "passed"


@event
class ColonizationEnded(Event):
    """T11, E1: the dark reserve is empty; `seat` ended it; `ignored`: the last round's card
    had no action and its stones went to the light reserve (`moved` stones)."""
    seat: int
    ignored: bool = False
    moved: int = 0
    kind = "colonization_ended"


@event
class FireRevealed(Event):
    """K1: every region's fire values, face up: ((region, (values...)), ...)."""
    tokens: tuple
    seat: int = -1
    kind = "fire_revealed"


@event
class Conflict(Event):
    """K2-K6: a region over its `capacity`: the removal `steps` (each a tuple of seats removing
    one hunter at once), what is left per seat and how many of those carry a club (K5)."""
    region: int
    capacity: int
    steps: tuple
    left: tuple
    clubbed: tuple = ()
    seat: int = -1
    kind = "conflict"


@event
class CleanedUp(Event):
    """K7: `fire` tokens and `clubs` clubs went from the board back to their supplies."""
    fire: int
    clubs: int
    seat: int = -1
    kind = "cleaned_up"


@event
class Scored(Event):
    """P1: round `round`: rows (region, seat, hunters, points per hunter, points)."""
    round: int
    rows: tuple
    scores: tuple
    seat: int = -1
    kind = "scored"


@event
class Iced(Event):
    """G1-G3: `seat` put a glacier tile on `region` (0: he passed); `hunters` per seat and
    `mammoths` went back."""
    seat: int
    region: int
    hunters: tuple = ()
    mammoths: int = 0
    kind = "iced"


@event
class LotDrawn(Event):
    """G1: the lot among tied players chose `seat`."""
    seat: int
    among: tuple = ()
    kind = "lot"


@event
class RoundStarted(Event):
    """N1-N4: round `round` begins with `seat`; `given` stones per seat went to the dark reserve
    (N2), which now holds `dark`."""
    round: int
    seat: int
    given: tuple
    dark: int
    kind = "round"


@event
class GameOver(Event):
    """E4: the winners (seats), the final scores, what decided ('points', 'hunters', 'stones',
    'shared')."""
    winners: tuple
    scores: tuple
    tie_break: str
    seat: int = -1
    kind = "game_over"


__all__ = [name for name in dir() if name[0].isupper() and name != "Event"] + ["Event"]
