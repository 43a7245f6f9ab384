"""What the Eiszeit window shows of a game: the screen model.

`Shown.of(game, viewer)` reads the engine's view of the `viewer` (`game.view(viewer)`: the
engine's own masking, H1-H4) as one player at the laptop may see it: every hunter, club,
mammoth, glacier tile and stone (S11, H5: open), the fire tokens face down (H4: no value, not
even the mover's), how many light and dark cards each hand and each deck holds and the top of
each discard pile (H1-H3), and the cards in the hand of the `viewer` only (None: nobody's, as
while the laptop passes between two humans). `fold(shown, event, viewer)` moves that picture one
event on, from what the event says (nothing computed), so the board keeps pace with the
animations; once they end the scene takes the engine's view again (tests/eiszeit/ui/
test_ez_screen_truth.py checks that both agree after every decision).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from meduris_gui.table.animation import folding

LIGHT, DARK = "light", "dark"


@dataclass
class Shown:
    hunters: list                 # per region (index 0..11): hunters per seat, clubbed ones included
    clubbed: list                 # per region: per seat, how many of them carry a club
    mammoths: list                # per region
    ice: list                     # per region: under a glacier tile
    fire: list                    # per region: the tokens there, each None (face down) or its value (K1)
    fire_beside: int              # tokens face down beside the board
    reserve: list                 # per seat: hunters in his reserve
    stones: list                  # per seat
    score: list                   # per seat
    kept: list                    # per seat: clubs kept in his reserve (A5)
    hands: list                   # per seat: the cards shown (sorted codes), or None (hidden)
    hand_colours: list            # per seat: {light: n, dark: n} (H1: public)
    decks: dict                   # colour -> cards in the draw deck (H2: the count only)
    piles: dict                   # colour -> cards in the discard pile
    tops: dict                    # colour -> the top card of the pile ('' none: a Cult never shows, H3)
    dark_reserve: int
    light_reserve: int
    mammoth_reserve: int
    club_supply: int
    round: int

    def copy(self) -> "Shown":
        return replace(self, hunters=[list(h) for h in self.hunters], clubbed=[list(c) for c in self.clubbed],
                       mammoths=list(self.mammoths), ice=list(self.ice), fire=[list(f) for f in self.fire],
                       reserve=list(self.reserve), stones=list(self.stones), score=list(self.score),
                       kept=list(self.kept), hands=[None if h is None else list(h) for h in self.hands],
                       hand_colours=[dict(c) for c in self.hand_colours], decks=dict(self.decks),
                       piles=dict(self.piles), tops=dict(self.tops))

    @classmethod
    def of(cls, game, viewer: int | None, everything: bool = False) -> "Shown":
        """The table as `viewer` may see it (`everything`: every hand, once the game is over or
        when no human plays; the fire values stay face down: H4 keeps them from everybody)."""
        state = game.state
        view = game.view(viewer if viewer is not None else -1)
        players = view["players"]
        kinds = state.cards.kind
        hands = []
        for seat, player in enumerate(players):
            if everything:
                hands.append(sorted(state.hand[seat]))
            elif seat == viewer:
                hands.append(sorted(player["hand"]))
            else:
                hands.append(None)
        tops = {}
        for colour in (LIGHT, DARK):
            pile = view["piles"][colour]
            tops[colour] = pile[-1] if pile and kinds[pile[-1]] not in ("L6", "D6") else ""
        regions = view["regions"]
        return cls(hunters=[list(r["hunters"]) for r in regions], clubbed=[list(r["clubbed"]) for r in regions],
                   mammoths=[r["mammoths"] for r in regions], ice=[bool(r["ice"]) for r in regions],
                   fire=[[None] * len(r["fire"]) for r in regions], fire_beside=len(view["fire_beside"]),
                   reserve=[p["reserve"] for p in players], stones=[p["stones"] for p in players],
                   score=[p["score"] for p in players], kept=[p["kept_clubs"] for p in players], hands=hands,
                   hand_colours=[dict(p["hand_colours"]) for p in players],
                   decks={c: len(view["decks"][c]["shuffled"]) + len(view["decks"][c]["bottom"]) for c in (LIGHT, DARK)},
                   piles={c: len(view["piles"][c]) for c in (LIGHT, DARK)}, tops=tops,
                   dark_reserve=view["dark_reserve"], light_reserve=view["light_reserve"],
                   mammoth_reserve=view["mammoth_reserve"], club_supply=view["club_supply"], round=view["round"])

    def on_board(self, seat: int) -> int:
        return sum(h[seat] for h in self.hunters)


def _card_colour(code: str) -> str:
    return LIGHT if code.startswith("l") else DARK


def fold(shown: Shown, event, viewer: int | None, everything: bool = False) -> Shown:
    """`shown` one event on (what the event says happened, nothing computed): a card drawn or put
    under a deck shown to its owner when he is the `viewer`, to all when `everything`."""
    kind = event.kind
    new = shown.copy()
    seat = getattr(event, "seat", -1)
    visible = seat >= 0 and new.hands[seat] is not None
    if kind == "token":
        new.fire[event.region - 1].append(None)            # H4: face down for everybody
        new.fire_beside -= 1
    elif kind == "drew":
        new.hand_colours[seat][event.colour] += 1
        new.decks[event.colour] -= 1
        if visible and event.card is not None and (everything or seat == viewer):
            new.hands[seat] = sorted(new.hands[seat] + [event.card])
    elif kind == "reshuffled":
        new.decks[event.colour] += event.cards
        new.piles[event.colour] -= event.cards
    elif kind == "placed":
        r = event.region - 1
        new.hunters[r][seat] += 1
        new.reserve[seat] -= 1
        if event.club:
            new.clubbed[r][seat] += 1
            new.kept[seat] -= 1
    elif kind == "moved":
        a, b, owner = event.source - 1, event.target - 1, event.owner
        new.hunters[a][owner] -= 1
        new.hunters[b][owner] += 1
        if event.clubbed:
            new.clubbed[a][owner] -= 1
            new.clubbed[b][owner] += 1
        if event.armed:
            new.clubbed[b][owner] += 1
            new.kept[seat] -= 1
    elif kind == "removed":
        r, owner = event.region - 1, event.owner
        new.hunters[r][owner] -= 1
        new.reserve[owner] += 1
        if event.clubbed:
            new.clubbed[r][owner] -= 1
            new.club_supply += 1
    elif kind == "herded":
        if event.source:
            new.mammoths[event.source - 1] -= 1
        else:
            new.mammoth_reserve -= 1
        new.mammoths[event.target - 1] += 1
    elif kind == "culled":
        new.mammoths[event.region - 1] -= 1
        new.mammoth_reserve += 1
    elif kind == "fire_moved":
        new.fire[event.source - 1].pop()
        new.fire[event.target - 1].append(None)
    elif kind == "club":
        new.club_supply -= 1
        if event.region:
            new.clubbed[event.region - 1][seat] += 1
        else:
            new.kept[seat] += 1
    elif kind == "played":
        colour = _card_colour(event.card)
        new.hand_colours[seat][colour] -= 1
        if visible and event.card in new.hands[seat]:
            new.hands[seat].remove(event.card)
        new.piles[colour] += 1
        if event.card[:2] not in ("l6", "d6"):              # L6: a Cult goes under its pile
            new.tops[colour] = event.card
    elif kind == "paid":
        new.stones[seat] -= event.stones
        new.light_reserve += event.stones
    elif kind == "took":
        new.stones[seat] += event.dark + event.light
        new.dark_reserve -= event.dark
        new.light_reserve -= event.light
    elif kind == "discarded":
        new.hand_colours[seat][event.colour] -= 1
        new.decks[event.colour] += 1
        if visible and event.card is not None and event.card in new.hands[seat]:
            new.hands[seat].remove(event.card)
    elif kind == "colonization_ended":
        if event.ignored:                                   # E1: the stones left go to the light reserve
            new.dark_reserve -= event.moved
            new.light_reserve += event.moved
    elif kind == "fire_revealed":
        for region, values in event.tokens:
            new.fire[region - 1] = list(values)
    elif kind == "conflict":
        r = event.region - 1
        for s, left in enumerate(event.left):
            new.reserve[s] += new.hunters[r][s] - left
        new.hunters[r] = list(event.left)
        new.clubbed[r] = list(event.clubbed)
    elif kind == "cleaned_up":
        for f in new.fire:
            new.fire_beside += len(f)
            f.clear()
        new.club_supply += event.clubs
        new.clubbed = [[0] * len(c) for c in new.clubbed]
    elif kind == "scored":
        new.score = list(event.scores)
    elif kind == "iced":
        if event.region:
            r = event.region - 1
            for s, k in enumerate(event.hunters):
                new.reserve[s] += k
            new.hunters[r] = [0] * len(new.hunters[r])
            new.clubbed[r] = [0] * len(new.clubbed[r])
            new.mammoth_reserve += event.mammoths
            new.mammoths[r] = 0
            new.fire_beside += len(new.fire[r])
            new.fire[r] = []
            new.ice[r] = True
    elif kind == "round":
        new.dark_reserve = event.dark
        new.light_reserve = 0
        for s, given in enumerate(event.given):
            new.stones[s] -= given
        new.round = event.round
    return new


folded = folding(fold)         # `before` with events folded in, one after the other (while they animate)


@dataclass
class Screen:
    """Everything the game scene draws: the table as shown, the prompt, the buttons, what glows,
    what is selected, whether pieces move."""

    table: Shown
    prompt: str
    info: str
    buttons: list = field(default_factory=list)        # (name, label, enabled)
    glowing: set = field(default_factory=set)          # choices.Element values that may be clicked
    chosen: tuple = ()                                  # the elements clicked so far
    animating: bool = False
    viewer: int | None = None


__all__ = ["Shown", "Screen", "fold", "folded"]
