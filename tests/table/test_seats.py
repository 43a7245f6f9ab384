"""The table's seating (table/seats.py) with a made-up game: a computer answers after the pause
of the speed, off the loop; a game's chance step is answered as CHANCE_STEP without asking the
player; humans and the end of the game are waited for by nobody; the players see every event."""

from __future__ import annotations

import time

import pytest

from meduris_gui.table.seats import CHANCE_STEP, HUMAN, Seats
from meduris_gui.table.speeds import PAUSE, SPEEDS, pause


class Player:
    def __init__(self, seat):
        self.seat, self.seen, self.asked = seat, [], 0

    def observe(self, events):
        self.seen.extend(events)

    def decide(self, view, legal, deadline=None):
        self.asked += 1
        return legal[-1]


class State:
    def __init__(self, n):
        self.n = n


class Toy:
    """Seat `turn` decides; with `dice`, a chance step comes before each decision."""

    def __init__(self, n=2, dice=False):
        self.state, self.dice, self.history, self.rolled = State(n), dice, [], False

    def current_player(self):
        if len(self.history) >= 4:
            return -2
        return -1 if self.dice and not self.rolled else len(self.history) % self.state.n

    def legal_actions(self):
        return ("a", "b")

    def view(self, seat):
        return {"seat": seat}

    def events_so_far(self):
        return [f"event {k}" for k in range(len(self.history))]


class ToySeats(Seats):
    known = (HUMAN, "bot")

    @staticmethod
    def players_of(game):
        return game.state.n

    def new_player(self, kind, seat, game, seed):
        return Player(seat)


class DiceSeats(ToySeats):
    @staticmethod
    def seat_to_act(game):
        return len(game.history) % game.state.n if game.current_player() == -1 else game.current_player()

    @staticmethod
    def chance(game):
        return game.current_player() == -1


def answer(seats, game, speed="normal"):
    """Frames of 0.1 s until the seats answer (at most 5 s of them)."""
    for _frame in range(50):
        move = seats.update(game, 0.1, speed)
        if move is not None:
            return move
        time.sleep(0.005)
    raise AssertionError("no answer")


def test_the_pause_follows_the_speed():
    assert pause("normal") == PAUSE and pause("slow") > PAUSE > pause("fast") and pause("instant") == 0.0
    assert pause("unknown") == PAUSE and set(SPEEDS) == {"slow", "normal", "fast", "instant"}


def test_a_computer_answers_after_the_pause_and_humans_are_left_alone():
    game = Toy()
    game.history = ["x", "y"]
    seats = ToySeats(game, [HUMAN, "bot"])
    assert list(seats) == [HUMAN, "bot"] and len(seats) == 2 and seats.humans() == [0]
    assert seats.players[1].seen == ["event 0", "event 1"]          # rebuilt from the game so far
    assert seats.computer_to_act(game) is None                     # seat 0, a human
    assert seats.update(game, 10.0, "normal") is None
    game.history.append("z")
    assert seats.computer_to_act(game) == 1
    assert seats.update(game, 0.0, "normal") is None               # asked; the pause runs
    time.sleep(0.05)
    assert seats.update(game, PAUSE / 2, "normal") is None         # still pausing
    assert answer(seats, game) == "b" and seats.players[1].asked == 1
    game.history.append("b")
    assert seats.computer_to_act(game) is None                     # the game is over


def test_a_chance_step_is_answered_without_asking_the_player():
    game = Toy(dice=True)
    seats = DiceSeats(game, ["bot", HUMAN])
    assert answer(seats, game, "instant") == CHANCE_STEP and seats.players[0].asked == 0
    game.rolled = True
    assert answer(seats, game, "instant") == "b" and seats.players[0].asked == 1


def test_stop_and_rebuild_forget_the_move_in_the_works():
    game = Toy()
    seats = ToySeats(game, ["bot", "bot"], seed=1)
    assert seats.update(game, 0.0, "instant") is None
    seats.stop()
    assert seats.position is None and not seats.thinker.thinking
    before = dict(seats.players)
    seats.rebuild(game, ["told"])
    assert all(seats.players[s] is not before[s] for s in before) and seats.players[0].seen == ["told"]


def test_unknown_kinds_or_a_wrong_count_are_refused():
    with pytest.raises(ValueError):
        ToySeats(Toy(), ["bot"])
    with pytest.raises(ValueError):
        ToySeats(Toy(), ["bot", "genius"])


def test_the_log_pace_gives_each_shown_event_once():
    from meduris_gui.table.logview import LogPace
    pace = LogPace()
    assert pace.due() == []
    pace.start(["a", "b", "c"], 7)
    assert pace.due(0) == [] and pace.due(2) == ["a", "b"] and pace.due(2) == [] and pace.decision == 7
    assert pace.due(9) == ["c"] and pace.due() == []
    pace.start(["d", "e"], 8)
    assert pace.due() == ["d", "e"]
    pace.start(["f"], 9)
    pace.clear()
    assert pace.due() == [] and pace.events == []


def test_every_game_takes_its_seat_kinds_and_their_words_from_one_place():
    """The setup's seat button cycles a human then the game's computer levels (its ui/seats.py,
    Meduris's ui/computers.py: `window_kinds`); the words of every kind a record may name are
    the table's (SEAT_LABELS), and the setup measures its button by the kinds it cycles only."""
    from meduris_gui.games.dolmengoetter.ai.players import KINDS as DG_KINDS
    from meduris_gui.games.dolmengoetter.ui import seats as dg_seats
    from meduris_gui.games.dolmengoetter.ui.scenes.setup import DolmenSetupScene
    from meduris_gui.games.eiszeit.ai.players import KINDS as EZ_KINDS
    from meduris_gui.games.eiszeit.ui import seats as ez_seats
    from meduris_gui.games.eiszeit.ui.scenes.setup import EiszeitSetupScene
    from meduris_gui.games.meduris.ai.players import KINDS as MED_KINDS
    from meduris_gui.games.meduris.ui import computers
    from meduris_gui.games.meduris.ui.scenes.setup import SetupScene as MedurisSetupScene
    from meduris_gui.records import SEAT_KINDS as RECORD_KINDS
    from meduris_gui.table.seats import SEAT_LABELS, window_kinds

    assert window_kinds(("easy", "strong")) == (HUMAN, "easy", "strong")
    assert set(RECORD_KINDS) <= set(SEAT_LABELS)
    for scene, module, kinds in ((DolmenSetupScene, dg_seats, DG_KINDS), (EiszeitSetupScene, ez_seats, EZ_KINDS),
                                 (MedurisSetupScene, computers, MED_KINDS)):
        assert scene.seat_kinds is module.SEAT_KINDS == window_kinds(kinds), scene
        assert scene.seat_labels is SEAT_LABELS, scene
