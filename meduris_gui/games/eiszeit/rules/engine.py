"""The engine: legal actions and their effects, in the order of a game (S, T, K, P, G, N, E).

The state changes only through `apply` (after Game checked the action is legal) and `settle`
(decisions with a single legal action, chance outcomes with a single value included, are applied
by the engine itself and never recorded, as in Die Dolmengötter). Chance outcomes (a card drawn,
a fire token's value, G1's lot) are actions of the CHANCE decider: `legal_actions` lists one
entry per card or token, so equal ones repeat and a uniform choice among the entries has the
true odds.
"""

from __future__ import annotations

from bisect import insort
from random import Random as _Random

from . import cardplay
from .actions import (CLUB, COPY as COPY_VERB, CULL, DEAL as DEAL_VERB, DISCARD as DISCARD_VERB, DONE,
                      DRAW as DRAW_VERB, FIRE, HERD, ICE, LOT as LOT_VERB, MOVE, PASS, PASS_ACTION,
                      PLACE, PLAY as PLAY_VERB, REMOVE, SWAP, TARGET as TARGET_VERB, TOKEN as TOKEN_VERB, Action)
from .cards import CULTS, DARK, LIGHT
from .events import (CleanedUp, ColonizationEnded, Conflict, Copied, Declined, Discarded, Drew, FireRevealed,
                     GameOver, Iced, LotDrawn, Paid, Passed, Placed, Played, Reshuffled, RoundStarted, Scored,
                     Targeted, TokenDealt, Took)
from .scoring import capacity, conflict, decide_winners, glacier_candidates, score_rows, top_up
from .state import (ACT, CHANCE, COPY, DEAL, DISCARD, DRAW, EIGHT, GLACIER, HAND, INITIAL, INITIAL_HUNTERS, LOT,
                    OVER, PLAY, START_DARK, START_LIGHT, TARGET, TERMINAL, TOKEN)

A = Action.of
UNIT_VERBS = (PLACE, MOVE, SWAP, REMOVE, HERD, CULL, FIRE, CLUB)
ONE_OPPONENT = ("D2", "D3", "D5", "D7", "D8")      # T4: one opponent he chooses


class _Table(dict):
    """Interned actions by key, made on first use (the hot lists index them instead of building)."""

    def __init__(self, make) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key):
        value = self[key] = self.make(key)
        return value


DEALS = _Table(lambda code: A(DEAL_VERB, code))     # dict lookups: __getitem__ calls __missing__
TOKENS = _Table(lambda rv: A(TOKEN_VERB, a=rv[0], b=rv[1]))
PLAYS = _Table(lambda code: A(PLAY_VERB, code))
DISCARDS = _Table(lambda code: A(DISCARD_VERB, code))
DISCARD_NONE = DISCARDS["none"]
DRAWS = _Table(lambda colour: A(DRAW_VERB, colour))
PLACES = _Table(lambda r: A(PLACE, a=r))
TARGETS = _Table(lambda colour: A(TARGET_VERB, colour))
DRAW_OPTIONS = _Table(lambda colours: tuple(DRAWS[c] for c in colours))
_DRAW_BOTH, _DRAW_LIGHT, _DRAW_DARK = DRAW_OPTIONS[LIGHT, DARK], DRAW_OPTIONS[LIGHT,], DRAW_OPTIONS[DARK,]
_TARGET_OPTIONS: dict = {}          # (colours, active seat) -> the target actions, from his left (T4)
_INITIAL_OPTIONS: dict = {}         # the free region ids -> the initial placements (S9)
_GLACIER: dict = {}                 # (board, the ice per region) -> glacier_regions
_DISCARD_OPTIONS: dict = {}         # a hand -> its discard actions (at most some 13,000 hands of 4 cards)
ALL_OPPONENTS = ("D1", "D4")                        # T4: every opponent, from his left


# -- legal actions -----------------------------------------------------------------------------------


def legal_actions(state) -> tuple:
    legal = state._legal
    if legal is None:
        legal = state._legal = tuple(_generate(state))
    return legal


def _generate(state) -> list:
    step = state.step
    if step == PLAY:
        return play_options(state)
    if step == ACT:
        return act_options(state)
    if step == DRAW:
        return draw_actions(state)
    if step == DISCARD:
        return discard_actions(state.hand[state.active])
    if step == TARGET:
        return target_actions(state)
    if step == COPY:
        options = copy_options(state, state.active)
        return [A(COPY_VERB, c) for c in options] if options else [A(COPY_VERB, "none")]
    if step == DEAL:
        return list(map(DEALS.__getitem__, state.deck[state.deals[0][1]]))
    if step == TOKEN:
        region = state.tokens[0]
        return [TOKENS[region, v] for v in state.fire_beside]
    if step == INITIAL:
        return initial_actions(state)
    if step == GLACIER:
        return [A(ICE, a=0)] + [A(ICE, a=r) for r in glacier_regions(state)]
    if step == LOT:
        return [A(LOT_VERB, state.colours[s]) for s in state.lot]
    return []


def initial_actions(state) -> tuple:
    """S9: a hunter on any region free of ice, kept per pattern of ice."""
    free = cardplay.free_ids(state)
    found = _INITIAL_OPTIONS.get(free)
    if found is None:
        found = _INITIAL_OPTIONS[free] = tuple(PLACES[r] for r in free)
    return found


def target_actions(state) -> tuple:
    """T4: `target` each opponent, from the active player's left."""
    key = (state.colours, state.active)
    found = _TARGET_OPTIONS.get(key)
    if found is None:
        a, n = state.active, state.n
        found = _TARGET_OPTIONS[key] = tuple(TARGETS[state.colours[(a + k) % n]] for k in range(1, n))
    return found


def discard_actions(hand: list) -> tuple:
    """T8: `discard none` and one discard per kind of card in the (sorted) hand, kept per hand."""
    key = tuple(hand)
    found = _DISCARD_OPTIONS.get(key)
    if found is None:
        found = _DISCARD_OPTIONS[key] = (DISCARD_NONE, *map(DISCARDS.__getitem__, dict.fromkeys(key)))
    return found


act_options = cardplay.options       # the job's actor's steps and `done` (T7); () when his part is over


def is_legal(state, action: Action) -> bool:
    return state.step != OVER and action in legal_actions(state)


def top_card(state, colour: str) -> str:
    """L6, H3: the top card of a discard pile ('' when none: a Cult is never on top)."""
    pile = state.pile[colour]
    if pile and state.cards.kind[pile[-1]] not in CULTS:
        return pile[-1]
    return ""


def affordable(state, seat: int, code: str) -> bool:
    """T3: a light card he can pay for (L8: its cheapest price); T5: no dark card from 8 stones."""
    cards = state.cards
    if cards.colour[code] == LIGHT:
        return cards.cost[code] <= state.stones[seat]
    return state.stones[seat] < EIGHT


def copy_options(state, seat: int) -> list:
    """L6: the piles whose top card he could play now ('light' with 8 stones or more only, T5)."""
    out = []
    for colour in (LIGHT, DARK):
        top = top_card(state, colour)
        if top and affordable(state, seat, top):
            out.append(colour)
    return out


def play_options(state) -> list:
    """T2-T6: the cards he may play. A light card he can pay for; a dark card below 8 stones
    (T5); a Cult with a top card to copy (L6). T6 (Decision, O10): with nothing else legal, a
    Cult with nothing to copy; with no card at all (a hand of one colour after T10), `pass`."""
    seat = state.active
    cards = state.cards
    kind, colour, cost = cards.kind, cards.colour, cards.cost
    stones = state.stones[seat]
    legal, idle_cults = [], []
    has_copy = None
    for code in dict.fromkeys(state.hand[seat]):          # each kind once, in order (the hand is sorted)
        if kind[code] in CULTS:
            if has_copy is None:
                has_copy = bool(copy_options(state, seat))
            (legal if has_copy else idle_cults).append(PLAYS[code])
        elif (cost[code] <= stones) if colour[code] == LIGHT else stones < EIGHT:     # affordable, inline
            legal.append(PLAYS[code])
    if legal:
        return legal
    if idle_cults:
        return idle_cults
    return [PASS_ACTION]


def drawable(state, colour: str) -> bool:
    """T9, T10: a deck can give a card: it holds one, or its pile holds one besides its top."""
    if state.deck[colour] or state.bottom[colour]:
        return True
    return len(state.pile[colour]) - (1 if top_card(state, colour) else 0) > 0


def draw_options(state) -> list:
    """T9: one card at a time from a deck of his choice; the hand of 5 is never all one colour:
    the last card must come from the other deck when the rest are all one colour. T10
    (Decision): a deck and its pile exhausted, the other deck, the colour rule waived."""
    return [action.who for action in draw_actions(state)]


def draw_actions(state) -> tuple:
    """draw_options as the interned tuple of `draw` actions (the legal actions at DRAW)."""
    deck, bottom = state.deck, state.bottom
    light = deck[LIGHT] or bottom[LIGHT] or drawable(state, LIGHT)
    dark = deck[DARK] or bottom[DARK] or drawable(state, DARK)
    if not (light and dark):
        return _DRAW_LIGHT if light else _DRAW_DARK if dark else ()
    hand = state.hand[state.active]
    if len(hand) == HAND - 1:
        colour_of = state.cards.colour
        first = colour_of[hand[0]]
        for code in hand:
            if colour_of[code] != first:
                return _DRAW_BOTH
        return _DRAW_DARK if first == LIGHT else _DRAW_LIGHT
    return _DRAW_BOTH


def glacier_regions(state) -> list:
    """G2: free regions along the top edge or bordering a region under ice (B-adjacency, G4)."""
    board, ice = state.board, state.ice
    key = (board, tuple(ice))
    found = _GLACIER.get(key)
    if found is None:
        found = _GLACIER[key] = tuple(r for r in cardplay.free_ids(state) if board.region(r).top_edge
                                      or any(ice[q - 1] for q in board.adjacent[r - 1]))
    return list(found)


def explain(state, action: Action) -> str:
    """Why an action is not legal, in words."""
    if state.step == OVER:
        return "the game is over"
    if state.decider == CHANCE and not action.is_chance:
        return "a chance outcome comes first (a card drawn, a fire token, a lot)"
    if state.decider != CHANCE and action.is_chance:
        return "only chance decides that"
    wanted = {INITIAL: "placing a hunter (place N, S9)", PLAY: "playing a card (play ..., T2)",
              COPY: "what the Cult copies (copy light / dark, L6)", TARGET: "the opponent who acts (target ..., T4)",
              ACT: "a step of the card, or done (T7)", DISCARD: "a discard or discard none (T8)",
              DRAW: "drawing a card (draw light / dark, T9)", GLACIER: "a glacier tile or ice none (G1)",
              DEAL: "the card drawn", TOKEN: "a fire value", LOT: "the lot"}[state.step]
    verb = action.verb
    expected = {INITIAL: (PLACE,), PLAY: (PLAY_VERB, PASS), COPY: (COPY_VERB,), TARGET: (TARGET_VERB,),
                ACT: UNIT_VERBS + (DONE,), DISCARD: (DISCARD_VERB,), DRAW: (DRAW_VERB,), GLACIER: (ICE,),
                DEAL: (DEAL_VERB,), TOKEN: (TOKEN_VERB,), LOT: (LOT_VERB,)}[state.step]
    if verb not in expected:
        return f"now is the time for {wanted}"
    seat = state.decider
    if state.step == PLAY:
        code = action.who
        if verb == PASS:
            return "a player passes only when he can play no card (T6)"
        if code not in state.hand[seat]:
            return f"no {code} in hand (H1)"
        cards = state.cards
        if cards.kind[code] in CULTS:
            return "a Cult with nothing to copy is played only when no other card can be (T6, L6)"
        if cards.colour[code] == LIGHT:
            return f"{code} costs {cards.cost[code]} stones, more than the {state.stones[seat]} he has (T3)"
        return "with 8 stones or more no dark card may be played (T5)"
    if state.step == DRAW:
        return "that deck cannot give a card, or the hand would be all one colour (T9, T10)"
    if state.step == GLACIER:
        return "the glacier goes on a free region along the top edge or next to the ice (G2)"
    if state.step == INITIAL:
        return "hunters go on regions free of ice (S9)"
    if state.step == ACT:
        return f"the {state.job['card']} card does not allow that now (see its rule; A3-A6)"
    return "not legal now"


# -- applying ----------------------------------------------------------------------------------------


def apply(state, action: Action, events: list | None) -> None:
    """Apply a legal action (not checked here: Game.apply checks the ones from outside); the
    events go to `events`, or are not even made when it is None (playouts, search)."""
    _step(state, action, events)
    legal = state._legal                      # settle has nothing to do when two differ
    if legal is None or len(legal) < 2 or legal[1] is legal[0]:
        settle(state, events)


def random_action(state, rng) -> Action:
    """What rng.choice(legal_actions(state)) gives, with the same draw from `rng`, without
    listing a chance outcome per card or token: the card or token is drawn from the deck or
    the tokens beside the board themselves (legal_actions lists them in that order). The draw is
    Random.choice's own, seq[rng._randbelow(len(seq))] (Python 3.10-3.13), for a plain
    random.Random with its _randbelow_with_getrandbits written out (no call); a sequence is never
    empty here. A list kept in the state (a decision's, or a chance step's a client asked for)
    is drawn from as it is."""
    seq = state._legal
    region = 0
    if seq is None:
        step = state.step
        if step == DEAL:
            seq = state.deck[state.deals[0][1]]
            region = -1
        elif step == TOKEN:
            seq = state.fire_beside
            region = state.tokens[0]
        else:
            seq = legal_actions(state)
    n = len(seq)
    if not n:
        raise IndexError("Cannot choose from an empty sequence")    # as rng.choice: no legal action
    if rng.__class__ is _Random:
        getrandbits = rng.getrandbits
        k = n.bit_length()
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
    else:
        r = rng._randbelow(n)
    if not region:
        return seq[r]
    return DEALS[seq[r]] if region < 0 else TOKENS[region, seq[r]]


def playout(state, rng, limit: int = -1, marks: tuple | None = None) -> int:
    """Random decisions (random_action: chance by its odds) without events, until the game is
    over or `limit` decisions were taken (-1: no limit); returns how many were. The search's
    fast path on a bare state (a copy: it is changed); the same game, with the same `rng`, as
    Game.apply(rng.choice(legal_actions())) in a loop. `marks`: Game's (history, deciders, turns,
    reveals), each decision appended as Game.apply_legal does."""
    taken = 0
    draw, step, settle_ = random_action, _step, settle
    plain = rng.__class__ is _Random
    getrandbits = rng.getrandbits if plain else None
    if marks is not None:
        history, deciders, turns, reveals = (marks_list.append for marks_list in marks)
    while state.step != OVER and taken != limit:
        seq = state._legal
        if seq and plain:                     # random_action's draw from a kept list, without its call
            n = len(seq)
            k = n.bit_length()
            r = getrandbits(k)
            while r >= n:
                r = getrandbits(k)
            action = seq[r]
        else:
            action = draw(state, rng)
        if marks is not None:
            history(action)
            deciders(state.decider)
            turns(state.turn)
            reveals(state.reveals)
        step(state, action, None)
        legal = state._legal                  # settle has nothing to do when two differ
        if legal is None or len(legal) < 2 or legal[1] is legal[0]:
            settle_(state, None)
        taken += 1
    return taken


def settle(state, events: list | None) -> None:
    """Apply every decision with a single legal action (chance with a single value too). A card
    drawn or a token dealt is single when the deck or the tokens beside hold one value only:
    their lists of actions are made only when a client asks (legal_actions)."""
    while True:
        legal = state._legal                          # the card steps and the draws: set by _step
        if legal is None:
            step = state.step
            if step == DEAL:
                deck = state.deck[state.deals[0][1]]
                first = deck[0]
                if deck.count(first) != len(deck):
                    return
                _step(state, DEALS[first], events)
                continue
            if step == TOKEN:
                beside = state.fire_beside
                first = beside[0]
                if beside.count(first) != len(beside):
                    return
                _step(state, TOKENS[state.tokens[0], first], events)
                continue
            if step == OVER:
                return
            legal = legal_actions(state)
            assert legal, f"no legal action at step {step}"
        first = legal[0]
        if len(legal) > 1 and (legal[1] is not first or any(a is not first for a in legal)):
            return
        _step(state, first, events)


def _step(state, action: Action, events: list) -> None:
    state._legal = None
    step = state.step
    if step == ACT:
        if action.verb == DONE:
            _actor_done(state, events, declined=True)
        else:
            cardplay.apply_unit(state, action, events)
            options = act_options(state)
            if options:
                state._legal = options                          # computed once, kept for the client
            else:
                _actor_done(state, events, declined=False)
        return
    if step == DRAW:                                  # the steps by how often they come
        _draw(state, action.who, events)
    elif step == DEAL:
        _deal(state, action.who, events)
    elif step == DISCARD:
        _discard(state, action.who, events)
    elif step == PLAY:
        if action.verb == PASS:
            _pass(state, events)
        else:
            _play(state, action.who, events)
    elif step == TOKEN:
        region = state.tokens.pop(0)
        state.fire_beside.remove(action.b)
        state.fire[region - 1].append(action.b)
        if events is not None:
            events.append(TokenDealt(region, action.b))
        _next(state, events)
    elif step == INITIAL:
        _initial(state, action.a, events)
    elif step == TARGET:
        target = state.colours.index(action.who)
        if events is not None:
            events.append(Targeted(state.active, target))
        state.job["actor"] = target
        _start_actor(state, events)
    elif step == COPY:
        _copy(state, action.who, events)
    elif step == GLACIER:
        _glacier(state, action.a, events)
    elif step == LOT:
        seat = state.colours.index(action.who)
        if events is not None:
            events.append(LotDrawn(seat, tuple(state.lot)))
        state.lot = []
        state.step, state.decider = GLACIER, seat
    else:  # pragma: no cover
        raise AssertionError(f"no step {step}")


def _next(state, events: list) -> None:
    """After a chance outcome or a phase: the pending chance outcomes first (S6, N3 fire; S10,
    T9 cards), then what `resume` says."""
    if state.tokens:
        state.step, state.decider = TOKEN, CHANCE
        return
    if state.deals:
        _pending_deal(state, events)
        return
    resume = state.resume
    if resume == DRAW:                             # by how often they come
        _continue_draw(state, events)
    elif resume == INITIAL:
        placed = sum(map(sum, state.hunters))      # every seat's hunters on the board
        state.step = INITIAL
        state.decider = state.active = (state.start_player + placed) % state.n
        state._legal = initial_actions(state)
    elif resume == "hands":
        _start_turn(state, state.start_player)
    elif resume == PLAY:
        _start_turn(state, state.active)
    else:  # pragma: no cover
        raise AssertionError(f"no resume {resume}")


def _pending_deal(state, events: list) -> None:
    """S10, T9, T10: the next card drawn. The shuffled part gives a chance outcome; with it empty,
    the cards put under the deck (T8) come in order; with both empty the pile is reshuffled."""
    seat, colour = state.deals[0]
    if not state.deck[colour] and not state.bottom[colour]:
        _reshuffle(state, colour, events)
    if state.deck[colour]:
        state.step, state.decider = DEAL, CHANCE
        return
    if state.bottom[colour]:
        _owner, code = state.bottom[colour].pop(0)
        _to_hand(state, code, events)
        _next(state, events)
        return
    state.deals.pop(0)                               # nothing to draw (T10 Decision)
    _next(state, events)


def _reshuffle(state, colour: str, events: list) -> None:
    """T10: the pile, all but its top card, becomes the new (shuffled) deck."""
    pile = state.pile[colour]
    top = top_card(state, colour)
    moving = pile[:-1] if top else pile[:]
    state.pile[colour] = [top] if top else []
    state.deck[colour] = sorted(moving)
    if events is not None:
        events.append(Reshuffled(colour, len(moving)))


def _deal(state, code: str, events: list) -> None:
    state.deck[state.deals[0][1]].remove(code)
    _to_hand(state, code, events)
    _next(state, events)


def _to_hand(state, code: str, events: list) -> None:
    seat, colour = state.deals.pop(0)
    insort(state.hand[seat], code)                  # the hand stays sorted
    state.reveals += 1
    if events is not None:
        events.append(Drew(seat, colour, code))


# -- setup: S9, S10 ------------------------------------------------------------------------------------


def _initial(state, region: int, events: list) -> None:
    """S9: one hunter each, clockwise from the start player, until each has placed 6; then S10:
    2 light and 3 dark cards each (chance outcomes), and the first turn (T1)."""
    seat = state.decider
    state.reserve[seat] -= 1
    state.hunters[region - 1][seat] += 1
    if events is not None:
        events.append(Placed(seat, region))
    placed = sum(map(sum, state.hunters))      # every seat's hunters on the board
    if placed < INITIAL_HUNTERS * state.n:
        state.decider = state.active = (state.start_player + placed) % state.n
        state._legal = initial_actions(state)
        return
    for k in range(state.n):
        seat = (state.start_player + k) % state.n
        state.deals += [[seat, LIGHT]] * START_LIGHT + [[seat, DARK]] * START_DARK
    state.resume = "hands"
    _next(state, events)


# -- the turn: T1-T11 ---------------------------------------------------------------------------------


def _start_turn(state, seat: int) -> None:
    """T1: the seat plays a card, may discard, draws back to five; then the next clockwise."""
    state.step = PLAY
    state.active = state.decider = seat
    state.turn += 1
    state.resume = PLAY
    state._legal = tuple(play_options(state))          # computed once, kept for the client


def _pass(state, events: list) -> None:
    """T6 (Decision): no card can be played; when every player in a row passed, nobody can ever
    play again and colonization ends (it cannot happen with the shipped cards)."""
    seat = state.active
    if events is not None:
        events.append(Passed(seat))
    state.passes += 1
    if state.passes >= state.n:
        state.ender = seat
        if events is not None:
            events.append(ColonizationEnded(seat))
        _end_colonization(state, events)
        return
    _start_turn(state, (seat + 1) % state.n)


def _play(state, code: str, events: list) -> None:
    """T2: the card goes face up on its pile (a Cult, L6 or D6, under it) and is carried out."""
    seat = state.active
    state.passes = 0
    state.hand[seat].remove(code)
    cards = state.cards
    colour = cards.colour[code]
    if events is not None:
        events.append(Played(seat, code))
    if cards.kind[code] in CULTS:
        state.pile[colour].insert(0, code)          # L6: under its own pile, never on top
        state.step, state.decider = COPY, seat
        return
    state.pile[colour].append(code)
    _resolve(state, code, events)


def _copy(state, which: str, events: list) -> None:
    """L6: carry out the top card of the chosen pile as if played from the hand; `none` (T6): no
    effect."""
    seat = state.active
    if which == "none":
        if events is not None:
            events.append(Copied(seat, "", ""))
        _after_card(state, events)
        return
    code = top_card(state, which)
    if events is not None:
        events.append(Copied(seat, which, code))
    _resolve(state, code, events)


def _resolve(state, code: str, events: list) -> None:
    """T3: a light card is paid, then done by the player. T4: a dark card's stones are taken,
    then one opponent he chooses or all opponents act. T11: the last stone of the dark reserve
    ends colonization once the action is done (short: the rest from the light reserve, no debt).
    E1: in the last round that card has no action and gives nothing: the stones left in the dark
    reserve go to the light one."""
    seat = state.active
    cards = state.cards
    kind = cards.kind[code]
    cost = cards.cost[code]
    if cards.colour[code] == LIGHT:
        state.stones[seat] -= cost
        state.light_reserve += cost
        if events is not None:
            events.append(Paid(seat, cost))
        state.job = cardplay.new_job(kind, code, seat)
        _start_actor(state, events)
        return
    if cost >= state.dark_reserve:
        state.ended = True
        state.ender = seat
        if state.round == state.rounds:              # E1
            moved = state.dark_reserve
            state.light_reserve += moved
            state.dark_reserve = 0
            if events is not None:
                events.append(ColonizationEnded(seat, ignored=True, moved=moved))
            _end_colonization(state, events)
            return
    dark = min(cost, state.dark_reserve)
    light = min(cost - dark, state.light_reserve)
    state.dark_reserve -= dark
    state.light_reserve -= light
    state.stones[seat] += dark + light
    if events is not None:
        events.append(Took(seat, dark, light))
    if kind in ALL_OPPONENTS:
        queue = [(seat + k) % state.n for k in range(1, state.n)]
        state.job = cardplay.new_job(kind, code, queue[0], queue[1:])
        _start_actor(state, events)
    else:
        state.job = cardplay.new_job(kind, code, -1)
        state.step, state.decider = TARGET, seat
        state._legal = target_actions(state)


def _start_actor(state, events: list) -> None:
    """The job's actor decides; with nothing he could do his part ends at once."""
    options = act_options(state)
    if options:
        state.step = ACT
        state.decider = state.job["actor"]
        state._legal = options
        return
    _actor_done(state, events, declined=False)


def _actor_done(state, events: list, declined: bool) -> None:
    """T7: the actor's part is over (declined, or nothing left to do); D1, D4: the next opponent."""
    job = state.job
    if declined:
        if events is not None:
            events.append(Declined(job["actor"]))
    if job["queue"]:
        nxt = job["queue"].pop(0)
        state.job = cardplay.new_job(job["card"], job["code"], nxt, job["queue"])
        _start_actor(state, events)
        return
    _after_card(state, events)


def _after_card(state, events: list) -> None:
    """T8 next (T11 Decision, O8: the player who ended colonization too)."""
    state.job = None
    if state.ended:
        if events is not None:
            events.append(ColonizationEnded(state.active))
    state.step, state.decider = DISCARD, state.active
    state._legal = discard_actions(state.hand[state.active])


def _discard(state, which: str, events: list) -> None:
    """T8: perhaps one card face down under the draw deck of its colour (seen by him only, H2)."""
    seat = state.active
    if which != "none":
        colour = state.cards.colour[which]
        state.hand[seat].remove(which)
        state.bottom[colour].append([seat, which])
        if events is not None:
            events.append(Discarded(seat, colour, which))
    _continue_draw(state, events)


def _continue_draw(state, events: list) -> None:
    """T9: draw until 5, one card at a time; then the next player, or the conflict (T11)."""
    seat = state.active
    if len(state.hand[seat]) < HAND:
        options = draw_actions(state)
        if options:
            state.step, state.decider = DRAW, seat
            state._legal = options                          # computed once, kept for the client
            return
    if state.ended:
        _end_colonization(state, events)
        return
    _start_turn(state, (seat + 1) % state.n)


def _draw(state, colour: str, events: list) -> None:
    """T9: the card drawn is pending (no fire token is pending in a turn: N3 deals them before
    the round's first turn, so _next would come here at once)."""
    state.deals.append([state.active, colour])
    state.resume = DRAW
    _pending_deal(state, events)


# -- the end of a round: K, P, G, N, E -------------------------------------------------------------------


def _end_colonization(state, events: list) -> None:
    """K1-K7, P1; then the end (E2, G5: no glacier after the last round) or G1."""
    state.job = None
    state.ended = False
    _conflict(state, events)
    _score(state, events)
    if state.round == state.rounds:                   # E2: no glacier after the last round
        _finish(state, events)
        return
    on_board = [state.on_board(s) for s in range(state.n)]
    tied = glacier_candidates(state.score, on_board, state.stones)
    if not glacier_regions(state):
        _next_round(state, events)
        return
    if len(tied) > 1:
        state.lot = tied                              # G1: by lot, a chance outcome
        state.step, state.decider = LOT, CHANCE
        return
    state.step, state.decider = GLACIER, tied[0]


def _conflict(state, events: list) -> None:
    """K1: every token face up; K2-K6 region by region in number order; K7: every token and every
    club on the board back to its supply, conflict or not (kept clubs stay)."""
    if events is not None:
        events.append(FireRevealed(tuple((r + 1, tuple(f)) for r, f in enumerate(state.fire) if f)))
    state.reveals += 1
    for r in range(12):
        if state.ice[r]:
            continue
        hunters = state.hunters[r]
        cap = capacity(state.mammoths[r], state.fire[r])
        if sum(hunters) <= cap:
            continue
        steps, left = conflict(hunters, state.clubbed[r], cap)
        for seat, k in enumerate(left):
            state.reserve[seat] += hunters[seat] - k
        state.hunters[r] = list(left)
        if events is not None:
            events.append(Conflict(r + 1, cap, steps, left, tuple(state.clubbed[r])))
    fire = sum(len(f) for f in state.fire)
    clubs = sum(sum(c) for c in state.clubbed)
    for f in state.fire:
        state.fire_beside += f
        f.clear()
    state.fire_beside.sort()
    state.club_supply += clubs
    state.clubbed = [[0] * state.n for _ in range(12)]
    if events is not None:
        events.append(CleanedUp(fire, clubs))


def _score(state, events: list) -> None:
    """P1, P2: each hunter on the board scores 1, 2 or 3 by the mammoths of its region."""
    rows = score_rows(state.hunters, state.mammoths, state.ice)
    book = state.round - 1
    for region, seat, _k, _v, points in rows:
        state.score[seat] += points
        state.points[seat][book][region] = points
    if events is not None:
        events.append(Scored(state.round, tuple(rows), tuple(state.score)))


def _glacier(state, region: int, events: list) -> None:
    """G2, G3: the tile's region loses its hunters (to their reserves) and mammoths (to the
    common reserve); `ice none`: he passes (G1)."""
    seat = state.decider
    if region == 0:
        if events is not None:
            events.append(Iced(seat, 0))
    else:
        r = region - 1
        hunters = tuple(state.hunters[r])
        for s, k in enumerate(hunters):
            state.reserve[s] += k
        mammoths = state.mammoths[r]
        state.mammoth_reserve += mammoths
        state.hunters[r] = [0] * state.n
        state.clubbed[r] = [0] * state.n
        state.mammoths[r] = 0
        state.fire_beside += state.fire[r]
        state.fire[r] = []
        state.ice[r] = True
        if events is not None:
            events.append(Iced(seat, region, hunters, mammoths))
    _next_round(state, events)


def _next_round(state, events: list) -> None:
    """N1: the light reserve into the dark one; N2: the top-up to 10; N3: the fire tokens dealt
    again (chance); N4: the player left of the one who ended colonization begins."""
    state.dark_reserve += state.light_reserve
    state.light_reserve = 0
    state.dark_reserve, given, state.stones = top_up(state.dark_reserve, state.stones)
    state.round += 1
    start = (state.ender + 1) % state.n
    if events is not None:
        events.append(RoundStarted(state.round, start, given, state.dark_reserve))
    state.tokens = cardplay.free_regions(state)
    state.active = start
    state.resume = PLAY
    _next(state, events)


def _finish(state, events: list) -> None:
    """E4: most points, then most hunters on the board, then most stones; else shared."""
    on_board = [state.on_board(s) for s in range(state.n)]
    winners, tie_break = decide_winners(state.score, on_board, state.stones)
    state.final = {"winners": list(winners), "tie_break": tie_break}
    state.step = OVER
    state.decider = TERMINAL
    if events is not None:
        events.append(GameOver(winners, tuple(state.score), tie_break))


__all__ = ["legal_actions", "is_legal", "apply", "random_action", "playout", "settle", "explain", "top_card", "copy_options",
           "play_options", "draw_options", "glacier_regions"]
