"""How good a position is: an estimate of every player's final points.

The estimate adds to the points already scored what the position promises (RULES.md):
- every hut is asked at least once more, in the druid's last round (E2): "both" scores its
  settlement's size (D3), and before that the druid visits it again while the game lasts;
- a temple scores the huts on both sides at the end (E3), and an empty neighbour may still fill;
- k rune stones score 1 + ... + k at the end (E4) and k at every river crossing still to come (D5);
- materials pay for those sacrifices and for the next builds.
"Still to come" is measured by the share of pieces not yet built: the game ends when one player
has built all of his (E1).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.scoring import rune_points, settlement_sizes, temple_points
from ..rules.kinds import Building, Token
from ..rules.state import GameState


@dataclass(frozen=True)
class Weights:
    hut_end: float = 0.75       # a hut's size, scored in the last round (needs both materials)
    hut_visits: float = 0.9     # extra visits of the druid while the game lasts, at its start
    temple_open: float = 0.8    # an empty space beside a temple, at the start of the game
    crossings: float = 4.0      # river crossings still to come, at the start of the game
    material: float = 0.45      # one material in stock ...
    material_cap: int = 8       # ... up to this many; beyond it each counts half
    druid_token: float = 0.5    # share of the settlement's size a druid token under a hut promises


DEFAULT = Weights()


def remaining_share(st: GameState) -> float:
    """Share of all pieces still in the reserves (1 at the start, 0 when everything is built)."""
    left = sum(st.huts) + sum(st.temples)
    built = 0
    for k in st.kind:
        if k:
            built += 1
    total = left + built
    if st.last_round or st.last_turns >= 0:
        return 0.0
    return left / total if total else 0.0


def estimate(st: GameState, w: Weights = DEFAULT) -> list:
    """Every seat's expected final points (a float per seat)."""
    players = st.players
    if st.final is not None:
        return [float(x) for x in st.score]
    n = st.board.n
    kind = st.kind
    owner = st.owner
    rem = remaining_share(st)
    values = [float(x) for x in st.score]
    sizes = settlement_sizes(kind, n)
    per_hut = w.hut_end + w.hut_visits * rem
    token = st.token
    hut, temple, empty, druid = int(Building.HUT), int(Building.TEMPLE), int(Building.EMPTY), int(Token.DRUID)
    last = n - 1
    for s in range(n):
        k = kind[s]
        if k == hut:
            size = sizes[s]
            values[owner[s]] += size * per_hut
            if token[s] == druid:
                values[owner[s]] += size * w.druid_token
        elif k == temple:
            left = s - 1 if s else last            # board.neighbours(s), inline: the search's
            right = s + 1 if s < last else 0        # every future ends here
            open_sides = (kind[left] == empty) + (kind[right] == empty)
            values[owner[s]] += temple_points(kind, n, s) + open_sides * w.temple_open * rem
    stones = [0] * players
    for holder in st.rune:
        if holder >= 0:
            stones[holder] += 1
    crossings = w.crossings * rem
    cap = w.material_cap
    for p in range(players):
        k = stones[p]
        values[p] += rune_points(k) + k * crossings
        stock = st.stock[p]
        units = stock[0] + stock[1] + stock[2] + stock[3]
        values[p] += w.material * (units if units <= cap else cap + (units - cap) / 2)
    return values


def utility(values: list, seat: int) -> float:
    """What a seat plays for: its points ahead of the best other player (winning, E5)."""
    best = max(v for p, v in enumerate(values) if p != seat)
    return values[seat] - best
