"""The JSON state: round trips all through games, the players' views (S3), and validation on load:
every kind of corruption is a StateError whose message names the field."""

from __future__ import annotations

import copy
import json
import random

import pytest

from meduris_gui.games.meduris.rules.board import load_side
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.ai.sim import new_random_game, random_steps
from meduris_gui.games.meduris.rules.serial import StateError
from meduris_gui.games.meduris.rules.state import GameState
from meduris_gui.games.meduris.rules.serial import state_to_dict, state_from_dict

COMBOS = [(2, "2-3p"), (3, "2-3p"), (4, "4p"), (4, "2-3p"), (2, "4p")]
COLOURS = ("purple", "blue", "green", "red")


def games(players: int, side: str, seed: int):
    """Yield the game after every decision of a random game (the same Game object)."""
    rng = random.Random(seed)
    game = new_random_game(COLOURS[:players], rng, side)
    yield game
    for _events in random_steps(game, rng):
        yield game


def round_trip(state: GameState) -> GameState:
    return state_from_dict(json.loads(json.dumps(state_to_dict(state))))


@pytest.mark.parametrize(("players", "side"), COMBOS, ids=[f"{p}p-{s}" for p, s in COMBOS])
def test_round_trip_all_through_a_game(players, side):
    phases = set()
    for game in games(players, side, seed=players * 10 + len(side)):
        state = game.state
        loaded = round_trip(state)
        assert loaded == state
        assert state_to_dict(loaded) == state_to_dict(state)
        assert tuple(loaded._legal) == tuple(state._legal)
        phases.add(state_to_dict(state)["phase"])
    assert phases == {"setup", "roll", "take", "return", "main", "pay", "sacrifice", "over"}


def test_a_loaded_game_plays_on_like_the_original():
    rng = random.Random(5)
    for at, game in enumerate(games(3, "2-3p", seed=5)):
        if at in (0, 9, 40, 80, 120, 160) and not game.is_over():
            loaded = Game.from_json(game.to_json())
            original = game.copy()
            for _ in range(60):
                if original.is_over():
                    break
                legal = original.legal_actions()
                assert tuple(loaded.legal_actions()) == tuple(legal)
                action = legal[rng.randrange(len(legal))]
                assert original.apply(action) == loaded.apply(action)
            assert loaded.state == original.state


def test_view_hides_the_other_players_materials():
    for at, game in enumerate(games(4, "4p", seed=2)):
        if at % 37:
            continue
        before = state_to_dict(game.state)
        for seat in range(4):
            view = game.view(seat)
            assert view["viewer"] == seat
            for index, player in enumerate(view["players"]):
                if index == seat:
                    assert player["materials"] == before["players"][seat]["materials"]
                else:
                    assert player["materials"] is None
                # Huts, temples and score are public (S3).
                for key in ("colour", "huts", "temples", "score"):
                    assert player[key] == before["players"][index][key]
            assert view["supply"] == before["supply"]
            json.dumps(view)
        assert state_to_dict(game.state) == before          # the view is a copy


# -- validation --------------------------------------------------------------------------------------

def find(players: int, side: str, seed: int, phase: str, built: int = 0) -> dict:
    """The first state of a random game in `phase` with at least `built` buildings."""
    for game in games(players, side, seed):
        data = state_to_dict(game.state)
        if data["phase"] == phase and len(data["buildings"]) >= built:
            return data
    raise AssertionError(f"no {phase} state")


@pytest.fixture(scope="module")
def positions() -> dict:
    return {
        "main": find(2, "2-3p", 1, "main", built=6),
        "roll": find(2, "2-3p", 1, "roll", built=6),
        "setup": find(3, "2-3p", 1, "setup"),
        "pay": find(2, "2-3p", 2, "pay", built=4),
        "sacrifice": find(2, "2-3p", 3, "sacrifice", built=5),
        "over": find(2, "2-3p", 1, "over"),
    }


def some_hut(data: dict) -> tuple[str, dict]:
    return next((k, b) for k, b in data["buildings"].items() if b["kind"] == "hut")


def rune_to_stranger(d: dict) -> None:
    """Give a territory's rune stone to the player who has no hut there."""
    board = load_side("2-3p")
    for t, holder in enumerate(d["rune_stones"]):
        owners = {d["buildings"][str(s)]["owner"] for s in board.territories[t].spaces
                  if d["buildings"].get(str(s), {}).get("kind") == "hut"}
        if holder is not None and len(owners) == 1:
            d["rune_stones"][t] = 1 - holder
            return
    raise AssertionError("no territory with huts of one player")


def rune_without_hut(d: dict) -> None:
    for t, holder in enumerate(d["rune_stones"]):
        if holder is None:
            d["rune_stones"][t] = 0
            return
    raise AssertionError("every rune stone is taken")


def add_building(kind: str):
    def change(d: dict) -> None:
        space = next(s for s in range(32) if str(s) not in d["buildings"] and str(s) not in d["bonus_tokens"])
        d["buildings"][str(space)] = {"owner": 0, "kind": kind}
    return change


def token_under_temple(d: dict) -> None:
    temple = next(k for k, b in d["buildings"].items() if b["kind"] == "temple")
    d["bonus_tokens"][temple] = "plus2"


def short_tower(d: dict) -> list:
    return next(t for t in d["highlands"].values() if len(t) < 3)


def move_worker_away(d: dict) -> None:
    tower = next(t for t in d["highlands"].values() if t)
    tower.pop()


def ritual_on(target: str):
    def change(d: dict) -> None:
        spaces = [int(k) for k, b in d["buildings"].items() if b["kind"] == "temple"]
        if target == "empty":
            spaces = [s for s in range(32) if str(s) not in d["buildings"]]
        d["ritual"] = d["ritual"] + [spaces[0]]
    return change


def wrong_sacrifice_decider(d: dict) -> None:
    owner = d["buildings"][str(d["ritual"][0])]["owner"]
    d["decider"] = 1 - owner


def set_path(path: str, value):
    """Set a field by a dotted path with [i] indices, as the error messages name them."""
    def change(d: dict) -> None:
        target = d
        parts = path.replace("[", ".").replace("]", "").split(".")
        for part in parts[:-1]:
            target = target[int(part)] if isinstance(target, list) else target[part]
        last = parts[-1]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
    return change


def bump(path: str, by: int):
    def change(d: dict) -> None:
        target = d
        parts = path.replace("[", ".").replace("]", "").split(".")
        for part in parts[:-1]:
            target = target[int(part)] if isinstance(target, list) else target[part]
        target[parts[-1]] += by
    return change


# (position, change, the field the error must name)
CORRUPTIONS = {
    "empty object": ("main", lambda d: d.clear(), "format"),
    "wrong format": ("main", set_path("format", "meduris-record"), "format"),
    "wrong version": ("main", set_path("version", 2), "version"),
    "unknown side": ("main", set_path("side", "3p"), "side"),
    "side missing": ("main", lambda d: d.pop("side"), "side"),
    "bad colour": ("main", set_path("players[1].colour", "orange"), "players"),
    "same colour twice": ("main", set_path("players[1].colour", "purple"), "players"),
    "one player": ("main", lambda d: d["players"].pop(), "players"),
    "materials not summing to 18": ("main", bump("players[0].materials.wood", 1), "supply.wood"),
    "supply not summing to 18": ("main", bump("supply.stone", -1), "supply.stone"),
    "negative count": ("main", set_path("players[1].materials.wool", -1), "players[1].materials.wool"),
    "material missing": ("main", lambda d: d["players"][0]["materials"].pop("copper"), "players[0].materials"),
    "count as text": ("main", set_path("supply.copper", "9"), "supply.copper"),
    "huts built + left mismatch": ("main", bump("players[0].huts", -1), "players[0].huts"),
    "temples built + left mismatch": ("main", add_building("temple"), "players[0].temples"),
    "extra hut": ("main", add_building("hut"), "players[0].huts"),
    "unknown building kind": ("main", lambda d: some_hut(d)[1].update(kind="castle"), "kind"),
    "building owner out of range": ("main", lambda d: some_hut(d)[1].update(owner=2), "owner"),
    "building space off the board": ("main", lambda d: d["buildings"].update({"40": {"owner": 0, "kind": "hut"}}),
                                     "buildings.40"),
    "building key not a number": ("main", lambda d: d["buildings"].update({"x": {"owner": 0, "kind": "hut"}}),
                                  "buildings.x"),
    "token under a temple": ("main", token_under_temple, "bonus_tokens"),
    "unknown token": ("main", lambda d: d["bonus_tokens"].update({"31": "gold"}), "bonus_tokens.31"),
    "tower of 4": ("main", set_path("highlands.wood", [0, 0, 1, 1]), "highlands.wood"),
    "worker missing": ("main", move_worker_away, "highlands"),
    "worker of no player": ("main", lambda d: short_tower(d).append(3), "highlands."),
    "highland missing": ("main", lambda d: d["highlands"].pop("wool"), "highlands"),
    "rune stone with a player without a hut there": ("main", rune_to_stranger, "rune_stones"),
    "rune stone taken from an empty territory": ("main", rune_without_hut, "rune_stones"),
    "eight rune stones": ("main", lambda d: d["rune_stones"].pop(), "rune_stones"),
    "druid on the path before the rocks": ("setup", set_path("druid.space", 4), "druid"),
    "druid beyond the rocks": ("main", set_path("druid.rock", 4), "druid.rock"),
    "unknown phase": ("main", set_path("phase", "lunch"), "phase"),
    "roll phase with a seat deciding": ("roll", set_path("decider", 0), "decider"),
    "main phase with chance deciding": ("main", set_path("decider", "chance"), "decider"),
    "over phase with a seat deciding": ("over", set_path("decider", 1), "decider"),
    "decider out of range": ("main", set_path("decider", 2), "decider"),
    "sacrifice decided by another player": ("sacrifice", wrong_sacrifice_decider, "decider"),
    "pending outside the pay phase": ("main", set_path("pending", {"kind": "hut", "space": 5, "size": 1}), "pending"),
    "pay phase without pending": ("pay", set_path("pending", None), "pending"),
    "pending on a built space": ("pay", lambda d: d["pending"].update(space=int(some_hut(d)[0])), "pending.space"),
    "pending of a castle": ("pay", lambda d: d["pending"].update(kind="castle"), "pending.kind"),
    "ritual outside the sacrifice phase": ("main", lambda d: d.update(ritual=[int(some_hut(d)[0])]), "ritual"),
    "sacrifice phase without ritual": ("sacrifice", set_path("ritual", []), "ritual"),
    "ritual on a temple": ("sacrifice", ritual_on("temple"), "ritual"),
    "ritual on an empty space": ("sacrifice", ritual_on("empty"), "ritual"),
    "bool for turn": ("main", set_path("turn", True), "turn"),
    "bool for a score": ("main", set_path("players[0].score", True), "players[0].score"),
    "bool for huts": ("main", set_path("players[1].huts", False), "players[1].huts"),
    "int for last_round": ("main", set_path("last_round", 1), "last_round"),
    "text for placed": ("main", set_path("placed", "6"), "placed"),
    "negative score": ("main", set_path("players[0].score", -2), "players[0].score"),
    "last_turns out of range": ("main", set_path("last_turns", 5), "last_turns"),
    "unknown die face": ("main", set_path("die", "+2"), "die"),
    "final before the end": ("main", set_path("final", {"winners": [0]}), "final"),
    "no final at the end": ("over", set_path("final", None), "final"),
    "queue of a stranger": ("main", set_path("queue", [7]), "queue"),
    "start player out of range": ("main", set_path("start_player", 2), "start_player"),
}


@pytest.mark.parametrize("case", list(CORRUPTIONS), ids=list(CORRUPTIONS))
def test_corrupt_state_is_refused(positions, case):
    position, change, field = CORRUPTIONS[case]
    data = copy.deepcopy(positions[position])
    state_from_dict(copy.deepcopy(data))            # the position itself is fine
    change(data)
    with pytest.raises(StateError) as info:
        state_from_dict(data)
    error = info.value
    assert field in error.field, (error.field, str(error))
    assert str(error).startswith(f"state: {error.field}: ")
    assert error.problem


def test_state_that_is_not_a_mapping():
    for data in (None, [], "state", 3):
        with pytest.raises(StateError):
            state_from_dict(data)


def test_main_phase_decider_must_be_the_turn_player(positions):
    data = copy.deepcopy(positions["main"])
    data["decider"] = 1 - data["turn"]
    with pytest.raises(StateError, match="decider"):
        state_from_dict(data)


def test_setup_phase_decider_must_be_the_next_placer(positions):
    data = copy.deepcopy(positions["setup"])
    data["decider"] = (data["decider"] + 1) % len(data["players"])
    with pytest.raises(StateError, match="decider"):
        state_from_dict(data)


def test_pending_size_must_match_the_build(positions):
    data = copy.deepcopy(positions["pay"])
    pending = data["pending"]
    kind = pending["kind"]
    pending["size"] = pending["size"] + 4
    with pytest.raises(StateError, match="pending"):
        state_from_dict(data)
    assert kind in ("hut", "temple")


def test_pending_build_must_be_payable(positions):
    """A state waiting for a payment its builder cannot make is refused (found by the mutation
    test: a temple pending for a player holding three wood only, with no legal action)."""
    data = copy.deepcopy(positions["pay"])
    decider = data["players"][data["decider"]]
    for material, count in decider["materials"].items():         # back to the supply: 18 of each stay in play
        data["supply"][material] += count
        decider["materials"][material] = 0
    with pytest.raises(StateError, match="pending.*cannot make"):
        state_from_dict(data)
    state_from_dict(copy.deepcopy(positions["pay"]))            # the untouched position loads


@pytest.mark.parametrize("case", ["setup after placing", "main before placing"])
def test_phase_must_fit_the_workers_placed(positions, case):
    if case == "setup after placing":
        data = copy.deepcopy(positions["main"])
        data.update(phase="setup", decider=data["turn"])
    else:
        data = copy.deepcopy(positions["setup"])
        data.update(phase="main", decider=data["turn"])
    with pytest.raises(StateError):
        state_from_dict(data)
