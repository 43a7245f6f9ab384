"""Game records: the setup plus every decision (die rolls included), replayed deterministically.

A record is YAML or JSON:

    format: meduris-record
    version: 1
    game: meduris                 # issue 21: written since; a record without it is Meduris's too
    side: 2-3p                    # S2
    players: [purple, blue]       # colours, seats in clockwise order (S1)
    start_player: 0               # S10
    bonus_tokens: {3: plus2, 8: free, 13: druid, 19: plus2, 24: free, 29: druid}   # S7
    actions:                      # docs/NOTATION.md; forced steps are not written
      - place wood
      - roll +1
      - build hut 17 pay wood,wool

Forced steps (a decision with a single legal action) are applied by the engine itself, so a
record lists only real choices; writing a forced step too is harmless only if it is still the
decider's choice, so writers should leave them out.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from meduris_gui import records
from meduris_gui.fileformat import N_, Reader
from meduris_gui.records import SEAT_KINDS, GameRecord, player_fields, seat_colours, setup_problem

from .actions import Action, IllegalActionError, InvalidActionError
from .board import MATERIAL_NAMES, SIDES, load_side
from .game import Game
from .setup import SetupError, check_bonus_tokens, check_players
from .kinds import Building, Token
from .state import TERMINAL

FORMAT = "meduris-record"
VERSION = 1
GAME = "meduris"              # the `game` field (issue 21); a record without it is Meduris's
# Who may play a seat (SEAT_KINDS): a human at the laptop or a computer player
# (meduris_gui/games/meduris/ai/players.py). A record is at most MAX_BYTES (meduris_gui/records.py).
MAX_BYTES = records.MAX_BYTES


class RecordError(records.RecordError):
    """A record file that cannot be read or set up; str() is "<file>: <field>: <problem>"."""


class ReplayError(records.ReplayError):
    """An action of the record is not legal where it stands (index counts from 0). Not a
    FileFormatError: the file was read; the rules refuse one of its moves."""


_KEYS = ("format", "version", "game", "side", "players", "start_player", "bonus_tokens", "actions", "names", "seats",
         "hints")


@dataclass
class Record(GameRecord, format=FORMAT, version=VERSION, game=GAME, keys=_KEYS,
             said="format, side, players, start_player, bonus_tokens, actions", errors=(RecordError, ReplayError),
             rules=(Action, InvalidActionError, IllegalActionError)):
    side: str
    players: list
    start_player: int = 0
    bonus_tokens: dict = field(default_factory=dict)
    # then, by keyword: actions, source, names, seats, hints (records.GameRecord)

    # -- making and writing ------------------------------------------------------------------

    @classmethod
    def setup_of(cls, game: Game) -> dict | None:
        """A game built from a position has no bonus tokens dealt: no setup."""
        if game.tokens is None:
            return None
        state = game.state
        return {"side": state.board.side, "players": list(state.colours), "start_player": state.start_player,
                "bonus_tokens": dict(sorted(game.tokens.items()))}

    def setup_dict(self) -> dict:
        return {"side": self.side, "players": list(self.players), "start_player": self.start_player,
                "bonus_tokens": {int(k): v for k, v in sorted(self.bonus_tokens.items(), key=lambda kv: int(kv[0]))}}

    # -- reading -----------------------------------------------------------------------------

    @classmethod
    def setup_fields(cls, r: Reader, data: dict) -> dict:
        """side, players, start_player and bonus_tokens, checked for their types (their rules are
        checked by Record.new_game)."""
        side = data.get("side")
        if not isinstance(side, str):
            r.fail("side", N_("expected '2-3p' or '4p'"))
        players, start = player_fields(r, data)
        tokens = data.get("bonus_tokens")
        if not isinstance(tokens, dict):
            r.fail("bonus_tokens", N_("expected a mapping of space to token (plus2, free, druid)"))
        return {"side": side, "players": players, "start_player": start, "bonus_tokens": tokens}

    # -- replaying ---------------------------------------------------------------------------

    def new_game(self) -> Game:
        """The game as set up by the record, before its first action."""
        r = Reader(self.source, RecordError)
        if self.side not in SIDES:
            r.fail("side", N_("unknown board side {side} (expected one of {sides})"), side=repr(self.side),
                   sides=", ".join(SIDES))
        # A broken board file is the board's error (BoardError names the file): the record is fine.
        board = load_side(self.side)
        colours = seat_colours(r, self.players, self.start_player, check_players, SetupError, "S10")
        try:
            tokens = check_bonus_tokens(board, self.bonus_tokens)
        except SetupError as error:
            r.fail("bonus_tokens", setup_problem(error))
        # The record names its side: another side than S2 gives is allowed as a variant.
        return Game.new(colours, self.start_player, board=board, tokens=tokens, any_side=True)


def check_game(r: Reader, data) -> None:
    """A record of another game (issue 21: `game: dolmengoetter`, or its format) is refused with
    a problem that names that game; a record without `game` is Meduris's."""
    records.check_game(r, data, GAME)


def summary(game: Game) -> dict:
    """The final (or current) position as the replay tool prints it."""
    state = game.state
    colours = state.colours
    buildings = {
        str(s): {"colour": colours[state.owner[s]], "kind": Building(state.kind[s]).word}
        for s in range(state.board.n) if state.kind[s]
    }
    druid = {"rock": state.druid_rock, "space": state.druid_space if state.druid_space >= 0 else None}
    finished = state.decider == TERMINAL
    return {
        "game": GAME,
        "side": state.board.side,
        "finished": finished,
        "scores": {colour: state.score[p] for p, colour in enumerate(colours)},
        "winners": [colours[p] for p in state.final["winners"]] if finished else [],
        "tie_break": state.final["tie_break"] if finished else None,
        "buildings": buildings,
        "druid": druid,
        "runes": {colour: [t for t, holder in enumerate(state.rune) if holder == p] for p, colour in enumerate(colours)},
        "materials": {colour: dict(zip(MATERIAL_NAMES, state.stock[p])) for p, colour in enumerate(colours)},
        "supply": dict(zip(MATERIAL_NAMES, state.supply)),
        "huts_left": {colour: state.huts[p] for p, colour in enumerate(colours)},
        "temples_left": {colour: state.temples[p] for p, colour in enumerate(colours)},
        "bonus_tokens": {str(s): Token(t).word for s, t in enumerate(state.token) if t},
        "actions": len(game.history),
    }

