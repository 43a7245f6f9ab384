"""Seeded random games play the same games as before the engine was made faster (issue 23):
the same choices, draw for draw, the same final states; the fast random playout agrees with the
protocol's loop over the listed legal actions; the empty spaces kept up to date as pieces are
built (legal.Sites) match a fresh scan; `most_units` is exactly what `can_pay` allows."""

from __future__ import annotations

import hashlib
import json
import random
from itertools import product

import pytest

from meduris_gui.ai.protocol import random_playout
from meduris_gui.games.meduris.ai.protocol import MedurisProtocol
from meduris_gui.games.meduris.ai.sim import new_random_game, random_game, random_steps
from meduris_gui.games.meduris.rules import engine
from meduris_gui.games.meduris.rules.board import load_side
from meduris_gui.games.meduris.rules.kinds import Phase
from meduris_gui.games.meduris.rules.legal import PAIRS, Sites, most_units, sites_of
from meduris_gui.games.meduris.rules.payment import can_pay
from meduris_gui.games.meduris.rules.serial import state_to_dict
from meduris_gui.games.meduris.rules.setup import default_colours, new_state

# Captured from main's engine (9a9c072, before issue 23's speed-up) with the protocol's loop:
# "<players>p-<side>-<seed>": (decisions, sha256 of the chosen actions' notation, sha256 of the
# final state's JSON, the generator's next random() after the game).
BEFORE = {
    "2p-2-3p-0": (231, "e2b19b2f839cf7e0", "8885ba4035c0e589", 0.594576926472109),
    "2p-2-3p-1": (223, "7cd86fca8d1fdf2a", "16e1ffd914f0d321", 0.10442422284151531),
    "2p-2-3p-2": (269, "422a63e005e9ac15", "901d8f95bf95c055", 0.7159246762337117),
    "2p-2-3p-3": (262, "78946554cff3e81d", "cd6bf0b90be4e3fd", 0.6628961043048281),
    "2p-2-3p-4": (173, "ddf9f230aa049877", "56f7ac21f0714522", 0.3250140700584182),
    "2p-2-3p-5": (213, "cefd6111897f89be", "a306321cb8b6b2a6", 0.5181394304473564),
    "2p-2-3p-6": (234, "798ce51bae39249d", "a56784e4a2100645", 0.3363809836692263),
    "2p-2-3p-7": (190, "77ab477987d28157", "3cfb42ab126d8a2c", 0.9931027217047139),
    "3p-2-3p-0": (230, "3a5fd9b14723fe02", "0f560cdc994cf842", 0.5275731301676146),
    "3p-2-3p-1": (277, "f8cd9bd96ff557d3", "e9e162b0b3c42be3", 0.3207259553606644),
    "3p-2-3p-2": (266, "38cfd533a08ccf14", "32da78cd6e2b2b22", 0.7159246762337117),
    "3p-2-3p-3": (246, "099f40b3464cb291", "2f09d6c6f36f0b11", 0.05324662431361116),
    "3p-2-3p-4": (205, "24e7b87d0afe1915", "be9f8a7e9c9cad29", 0.9617738174487724),
    "3p-2-3p-5": (232, "6a480da470a6f6be", "8a4aee733da597db", 0.219038164310136),
    "3p-2-3p-6": (185, "0efd93399bf74a3d", "980d5ee9b3768c2b", 0.12700661731226226),
    "3p-2-3p-7": (209, "590b0468794add54", "dd9c3547543a4e4d", 0.532592397492879),
    "4p-4p-0": (368, "3f40d766b781cf00", "5ac1d346bc7e31d2", 0.289820808533909),
    "4p-4p-1": (370, "3da15a9fd35746b1", "be73e0c150c2e1fa", 0.2458481292004392),
    "4p-4p-2": (322, "6d217528cee04185", "e9e4a185e94aeb3c", 0.5408932491145007),
    "4p-4p-3": (314, "a629f980a40d64e8", "9f35da737c953797", 0.12375502383418446),
    "4p-4p-4": (311, "ed0ada521fe983f2", "88b9b29b30d4cbe5", 0.9858047579523114),
    "4p-4p-5": (441, "4e0b03c7182ef421", "22fd7a7d960f4ec1", 0.41393624843698296),
    "4p-4p-6": (431, "e705a14068c12b39", "5d3bc5f8d92bc0fc", 0.5198050434051606),
    "4p-4p-7": (254, "5a972eef283743d5", "463e52c59d9dbd8a", 0.78230288409809),
    "2p-4p-0": (185, "47b793867b2c9770", "816c8aa87e89b796", 0.6812806756042346),
    "2p-4p-1": (182, "4060464e25cc4b59", "3c7f2282588355c4", 0.5447021635789044),
    "2p-4p-2": (190, "02540fd156dd3cf2", "c267381e2edcc4e3", 0.6845606224463651),
    "2p-4p-3": (160, "d83b5ed2aefa22a1", "2383228b7f6fca3f", 0.3004039733655893),
    "3p-4p-0": (222, "24e66ea02ee5fb5b", "8f07bc071c195ecd", 0.7103499760882809),
    "3p-4p-1": (242, "0459a8a30e7748b1", "4bd240c5bcb6e823", 0.8377010701539643),
    "3p-4p-2": (190, "da2e2da5dc1f2f12", "e6adbb1fa46ee974", 0.4087264177220743),
    "3p-4p-3": (239, "ba5b810bd6ba948b", "86be96c8ddb5aee7", 0.4810478295780589),
    "4p-2-3p-0": (323, "210aaa6ce4c27704", "04ccfb00ba0b4195", 0.14941603676910742),
    "4p-2-3p-1": (445, "347a79a1b710d708", "826754eeca22c017", 0.5413776519849807),
    "4p-2-3p-2": (370, "1288621689e1e018", "c341fcad3db22981", 0.3129339550774455),
}


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _case(key: str) -> tuple:
    players, rest = key.split("p-", 1)
    side, seed = rest.rsplit("-", 1)
    return int(players), side, int(seed)


@pytest.mark.parametrize("key", sorted(BEFORE))
def test_seeded_random_games_make_the_same_choices_as_before(key):
    players, side, seed = _case(key)
    rng = random.Random(seed)
    chosen: list = []
    state, decisions = random_game(players, rng, load_side(side), chosen)
    final = _digest(json.dumps(state_to_dict(state), sort_keys=True))
    assert (decisions, _digest("\n".join(map(str, chosen))), final, rng.random()) == BEFORE[key]
    assert engine.legal_actions(state) == () and state.phase == Phase.OVER


class _Recording(MedurisProtocol):
    def __init__(self) -> None:
        super().__init__()
        self.chosen: list = []

    def play(self, state, action):
        self.chosen.append(action)
        return engine.play(state, action)


@pytest.mark.parametrize("players,side,seed", [(2, "2-3p", 11), (3, "4p", 12), (4, "4p", 13), (4, "4p", 14)])
def test_the_fast_playout_and_the_protocols_loop_play_the_same_game(players, side, seed):
    games = []
    for fast in (True, False):
        rng = random.Random(seed)
        state = new_state(default_colours(players), rng.randrange(players), board=load_side(side), rng=rng,
                          any_side=True)
        engine.settle(state, None)
        if fast:
            chosen: list = []
            decisions = engine.random_playout(state, rng, chosen)
        else:
            protocol = _Recording()
            decisions = random_playout(protocol, state, rng)
            chosen = protocol.chosen
        games.append((decisions, chosen, state_to_dict(state), rng.random()))
    assert games[0] == games[1]


@pytest.mark.parametrize("seed", range(6))
def test_the_sites_kept_up_to_date_match_a_fresh_scan(seed):
    rng = random.Random(seed)
    game = new_random_game(default_colours(2 + seed % 3), rng)
    checked = 0
    for _events in random_steps(game, rng, 5000):
        state = game.state
        sites = sites_of(state)
        fresh = Sites.scan(state.kind, state.token, state.board)
        assert (sites.entries, sites.hut_units, sites.temples) == (fresh.entries, fresh.hut_units, fresh.temples)
        checked += 1
    assert game.is_over() and checked > 50


def test_most_units_is_the_most_can_pay_allows():
    for stock in product(range(0, 11), repeat=4):
        for (a, b), most in zip(PAIRS, most_units(stock)):
            assert can_pay(stock, most, a, b) and not can_pay(stock, most + 1, a, b), (stock, a, b)
