"""`meduris arena`: seeded games between computer players, reproducible for a seed (issue 5)."""

from __future__ import annotations

import json

import pytest

from meduris_gui.ai.arena import run_arena, wilson
from meduris_gui.games.meduris.ai.arena import play_game
from meduris_gui.cli import main

STEPS = 600


def _without_clock(report: dict) -> dict:
    """The report minus what the machine's speed decides (seconds and decision times)."""
    clean = dict(report, seconds=None)
    clean["seats"] = [{k: v for k, v in seat.items() if not k.endswith("_decision_s")} for seat in report["seats"]]
    return clean


def test_the_arena_is_deterministic_for_a_seed():
    first = run_arena(["strong", "easy", "random"], 3, seed=4, strong_steps=STEPS)
    second = run_arena(["strong", "easy", "random"], 3, seed=4, strong_steps=STEPS)
    assert _without_clock(first) == _without_clock(second)
    other = run_arena(["strong", "easy", "random"], 3, seed=5, strong_steps=STEPS)
    assert [s["mean_score"] for s in other["seats"]] != [s["mean_score"] for s in first["seats"]]


def test_parallel_games_give_the_same_report():
    alone = run_arena(["easy", "random"], 6, seed=2)
    together = run_arena(["easy", "random"], 6, seed=2, jobs=2)
    assert _without_clock(alone) == _without_clock(together)


def test_seats_rotate_and_every_game_is_counted():
    report = run_arena(["easy", "random", "random", "random"], 8, seed=1)
    seats = report["seats"]
    assert [s["player"] for s in seats] == ["easy", "random", "random", "random"]
    assert sum(s["wins"] for s in seats) == pytest.approx(8)
    for seat in seats:
        low, high = seat["win_rate_95"]
        assert 0 <= low <= seat["win_rate"] <= high <= 1
        assert seat["mean_decision_s"] is not None and seat["mean_decision_s"] >= 0


def test_play_game_reports_scores_winners_and_times():
    result = play_game(["easy", "random"], seed=3)
    assert len(result["scores"]) == 2 and result["winners"]
    assert max(result["scores"]) == result["scores"][result["winners"][0]]
    assert all(t >= 0 for times in result["times"] for t in times)


def test_the_easy_player_beats_random_play():
    """A floor under the easy player's strength (the arena measures it properly)."""
    report = run_arena(["easy", "random"], 10, seed=6)
    assert report["seats"][0]["wins"] >= 9


def test_wilson_interval():
    low, high = wilson(95, 100)
    assert 0.88 < low < 0.89 and 0.978 < high < 0.979
    assert wilson(0, 10)[0] == 0 and wilson(10, 10)[1] == 1


def test_the_command_prints_json(capsys):
    assert main(["arena", "--players", "2", "--games", "2", "--seed", "1", "--seats", "easy,random", "--compact"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and [s["player"] for s in report["seats"]] == ["easy", "random"]
    for key in ("wins", "win_rate", "win_rate_95", "mean_score", "mean_decision_s"):
        assert key in report["seats"][0]


@pytest.mark.parametrize("argv, message", [
    (["--players", "3", "--seats", "easy,random"], "--seats names 2 players"),
    (["--players", "2", "--seats", "easy,genius"], "no computer player 'genius'"),
    (["--players", "2", "--seats", "easy,random", "--jobs", "0"], "--jobs must be at least 1"),
])
def test_the_command_refuses_bad_arguments(capsys, argv, message):
    assert main(["arena", "--games", "1", *argv]) == 2
    assert message in capsys.readouterr().err


def test_an_interrupted_arena_ends_its_workers_even_after_sdl_started():
    """SDL (pygame.init, in the same process) answers SIGTERM with a quit event: forked workers
    kept that handler, outlived Pool.terminate() and hung the arena's join for ever. Run in a
    child process so that a regression fails this test instead of hanging the suite."""
    import subprocess
    import sys
    code = (
        "import os, multiprocessing\n"
        "os.environ['SDL_VIDEODRIVER'] = 'dummy'\n"
        "os.environ['SDL_AUDIODRIVER'] = 'dummy'\n"
        "os.environ['PYGAME_HIDE_SUPPORT_PROMPT'] = '1'\n"
        "import pygame\n"
        "from meduris_gui.ai import arena\n"
        "pygame.init()\n"
        "real = arena._play_all\n"
        "def spy(tasks, jobs, collect):\n"
        "    done = []\n"
        "    def collecting(*result):\n"
        "        done.append(result)\n"
        "        collect(*result)\n"
        "        if len(done) == 4:\n"
        "            raise KeyboardInterrupt\n"
        "    real(tasks, jobs, collecting)\n"
        "arena._play_all = spy\n"
        "try:\n"
        "    arena.run_arena(['random', 'random'], 50, seed=1, jobs=2)\n"
        "except KeyboardInterrupt:\n"
        "    print('interrupted', len(multiprocessing.active_children()))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "interrupted 0", done.stderr


# -- the arena's log: long arenas go on where they stopped (issue 23) --------------------------------

def _played(report: dict) -> dict:
    return {k: v for k, v in _without_clock(report).items() if k not in ("log", "played_now")}


def test_an_arena_log_goes_on_where_it_stopped_and_reports_every_game(tmp_path):
    log = tmp_path / "arena.jsonl"
    whole = run_arena(["easy", "random"], 6, seed=2, log=str(log))
    assert whole["played_now"] == 6
    assert _played(whole) == _played(run_arena(["easy", "random"], 6, seed=2))
    lines = log.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 7 and json.loads(lines[0])["seats"] == ["easy", "random"]
    # Stopped after three games, the fourth cut while it was written: three are played again.
    log.write_text("\n".join(lines[:4]) + "\n" + lines[4][:25], encoding="utf-8")
    again = run_arena(["easy", "random"], 6, seed=2, log=str(log), jobs=2)
    assert again["played_now"] == 3
    assert _played(again) == _played(whole)
    assert sorted(json.loads(line)["index"] for line in log.read_text(encoding="utf-8").splitlines()[1:]) == \
        list(range(6))
    done = run_arena(["easy", "random"], 6, seed=2, log=str(log))      # complete: nothing to play
    assert done["played_now"] == 0 and _played(done) == _played(whole)


def test_an_arena_log_of_another_arena_or_other_code_is_refused_and_kept(tmp_path, monkeypatch):
    from meduris_gui.ai import arena
    log = tmp_path / "arena.jsonl"
    run_arena(["easy", "random"], 2, seed=2, log=str(log))
    kept = log.read_bytes()
    with pytest.raises(arena.ArenaLogError, match=r"another arena \(seed 2, here 3\)"):
        run_arena(["easy", "random"], 2, seed=3, log=str(log))
    with pytest.raises(arena.ArenaLogError, match="another arena"):
        run_arena(["random", "easy"], 2, seed=2, log=str(log))
    monkeypatch.setattr(arena, "fingerprint", lambda game: "0123456789abcdef")
    with pytest.raises(arena.ArenaLogError, match="played by other code"):
        run_arena(["easy", "random"], 2, seed=2, log=str(log))
    assert log.read_bytes() == kept
    monkeypatch.undo()
    lines = kept.decode().splitlines()
    log.write_text("\n".join([lines[0], "{not json", lines[1], ""]), encoding="utf-8")
    with pytest.raises(arena.ArenaLogError, match="line 2 is not a finished game"):
        run_arena(["easy", "random"], 2, seed=2, log=str(log))
    log.write_text("a save, not a log\n", encoding="utf-8")
    with pytest.raises(arena.ArenaLogError, match="line 1 is not an arena log"):
        run_arena(["easy", "random"], 2, seed=2, log=str(log))
    assert log.read_text(encoding="utf-8") == "a save, not a log\n"
    with pytest.raises(arena.ArenaLogError, match="not an arena log"):       # read bounded: a folder
        run_arena(["easy", "random"], 2, seed=2, log=str(tmp_path))


def test_the_arena_command_names_a_log_it_cannot_use(tmp_path, capsys):
    log = tmp_path / "save.yaml"
    log.write_text("game: 1\n", encoding="utf-8")
    args = ["arena", "--players", "2", "--games", "2", "--seats", "easy,random"]
    assert main(args + ["--log", str(log)]) == 2
    assert "not an arena log" in capsys.readouterr().err
    assert main(args + ["--log", str(tmp_path / "missing" / "arena.jsonl")]) == 2
    assert "the log" in capsys.readouterr().err


def test_the_players_code_fingerprint_changes_with_the_search_and_not_with_the_window():
    from meduris_gui.ai import arena
    assert arena.fingerprint("meduris") == arena.fingerprint("meduris")
    assert arena.fingerprint("meduris") != arena.fingerprint("dolmengoetter")


def test_at_a_table_of_three_or_more_each_seat_says_how_often_it_finished_ahead_of_each_other():
    """The pairwise measure (issue 23: "beats the strong player" at Eiszeit's tables of three):
    per game the share of the others a seat outscored, ties of points by the winners, else half."""
    from meduris_gui.ai.arena import summarise
    games = [{"shift": 0, "scores": [10, 5, 5], "winners": [0], "times": [[], [], []]},
             {"shift": 1, "scores": [7, 7, 3], "winners": [1], "times": [[], [], []]},   # listed 0 sits at 1
             {"shift": 2, "scores": [4, 4, 4], "winners": [0, 1, 2], "times": [[], [], []]}]
    seats = summarise(["a", "b", "c"], games)["seats"]
    # a: 2 of 2, then at seat 1 ahead of 2 and of 0 by the tie-break, then ties everywhere.
    assert seats[0]["pairwise"]["rate"] == pytest.approx((1 + 1 + 0.5) / 3, abs=1e-4)
    # b: game 1 seat 1, tie with seat 2 (neither won), behind 0: 0.25; game 2 seat 2: behind both; game 3: 0.5.
    assert seats[1]["pairwise"]["rate"] == pytest.approx((0.25 + 0 + 0.5) / 3, abs=1e-4)
    assert sum(seat["pairwise"]["rate"] for seat in seats) == pytest.approx(1.5, abs=1e-3)
    low, high = seats[0]["pairwise"]["rate_95"]
    assert 0 <= low < seats[0]["pairwise"]["rate"] < high <= 1
    assert "pairwise" not in summarise(["a", "b"], [dict(games[0], scores=[1, 2], winners=[1],
                                                          times=[[], []])])["seats"][0]
