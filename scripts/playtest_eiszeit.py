#!/usr/bin/env python3
"""Play a whole game of Eiszeit in a REAL window by real mouse clicks, and check its numbers.

The Eiszeit twin of scripts/playtest_dolmengoetter.py, built on its classes and on
scripts/playtest.py (read their docstrings: the X display, the real game's process and autosave,
the screenshots and their comparison with the twin's frame, the decision times of the strong
computer are their code, imported from there). What differs is the game:

* the title's "Eiszeit" button is clicked first (in the window and in the twin);
* chance (a card drawn, the fire tokens dealt, the glacier's lot) is drawn by the game scene
  right after the decision that calls for it: the twin's draws are an oracle reading the real
  window's autosave (`after_decision` replaced), as its computers are (`Seats.update` replaced);
  the fire tokens dealt before the first decision are the twin's own until the window's first
  autosave, when the twin goes back to the window's game (the start player is a computer's);
* a human seat's decision is chosen by a computer player (--brain) from that seat's view
  (`game.view(seat)`) only, and clicked with the Eiszeit scene's own geometry: the clicks of the
  action are the scene's choice table (ui/choices.py: a region, a hunter, a mammoth, a fire
  token, a card of the hand, a button), each at `scene.element_point(element)`, which must be the
  very element `scene.element_at` finds there;
* the end: the end tables' rows (points by round and by region, each summing to the total) and
  the totals against `meduris replay` of the autosave, round by round and region by region.

    .venv/bin/python scripts/playtest_eiszeit.py --scenario A --xvfb --display :95 --out /tmp/ez-a
    .venv/bin/python scripts/playtest_eiszeit.py --scenario B --xvfb --display :96 --out /tmp/ez-b

Scenario A: 3 players, Spanish, 1366x768, a human against two computers (a medium and a strong
one). Scenario B: 5 players, German, 1920x1080, two humans (hot-seat: the curtain between them)
and three computers (easy, medium, strong). `--short` plays the short game (3 rounds, E3).
Exit status 0 when the numbers match, 1 when they do not, 2 when the run failed.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import playtest as pt  # noqa: E402  (scripts/playtest.py: the display, the real game, the screenshots)
import playtest_dolmengoetter as dg  # noqa: E402  (the seated table's twin, the decision times)

SCENARIOS = {
    "A": dict(players=3, lang="es", size="1366x768", seats="human,medium,strong", one_click=False, hints=True,
              start=2, suggest_every=0),
    "B": dict(players=5, lang="de", size="1920x1080", seats="human,easy,human,medium,strong", one_click=False,
              hints=True, start=4, suggest_every=0),
}


class EzTwin(dg.DgTwin):
    """The twin on Eiszeit's scenes; its computers and its chance read the window's autosave."""

    game_name, curtain_name, end_name, setup_name = "ez-game", "ez-curtain", "ez-end", "ez-setup"

    def patch(self) -> None:
        scene = self.game_scene()
        if scene is None or scene is self.patched:
            return
        from meduris_gui.games.eiszeit.rules.state import CHANCE
        twin = self

        def update(game, dt, speed, seats=scene.seats):
            if seats.computer_to_act(game) is None or not twin.in_step(twin.real.record()):
                return None
            k = len(game.history)
            actions = twin.real.actions()
            if len(actions) <= k:
                return None
            twin.note(game, actions, k)
            return actions[k]

        def after_decision(scene=scene):
            events = []
            while scene.game.current_player() == CHANCE:
                k = len(scene.game.history)
                actions = twin.wait_for(k + 1)
                events += scene.game.apply(actions[k])      # an action that is no chance: the engine refuses
            return events

        scene.seats.update = update
        scene.after_decision = after_decision
        self.patched = scene

    SHOWN = {"conflict", "fire_revealed", "scored", "iced", "game_over"}    # worth a screenshot
    pending: tuple | None = None
    on_scoring = None               # the playtest's: a screenshot of the window, now animating it

    def note(self, game, actions: list[str], k: int) -> None:
        """The window has just taken the computer's decision k (its autosave holds it): when it
        and the chance it calls for bring a conflict or a scoring, the window is animating them
        now, and follow() has the playtest take a screenshot."""
        from meduris_gui.games.eiszeit.rules.state import CHANCE
        ahead = game.copy()
        kinds = {event.kind for event in ahead.apply(actions[k])}
        n = k + 1
        while ahead.current_player() == CHANCE and n < len(actions):
            kinds |= {event.kind for event in ahead.apply(actions[n])}
            n += 1
        if kinds & self.SHOWN:
            self.pending = (k, sorted(kinds & self.SHOWN))

    def wait_for(self, count: int, timeout: float = 60.0) -> list[str]:
        """The window's autosave once it holds `count` decisions."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            actions = self.real.actions()
            if len(actions) >= count:
                return actions
            if not self.real.alive():
                raise pt.RunFailed("the game exited")
            time.sleep(0.05)
        raise pt.Diverged(f"the window's autosave did not reach {count} decisions")

    def follow(self) -> None:
        if self.pending is not None and self.on_scoring is not None:
            (k, kinds), self.pending = self.pending, None
            self.on_scoring(k, kinds)
        scene = self.game_scene()
        if scene is None or scene.animator.busy:
            return
        real = self.real.record()
        if real is not None and not self.in_step(real) and len(real["actions"]) >= len(scene.game.history):
            self.log(f"twin rebuilt from the autosave ({len(real['actions'])} decisions)")
            self.rebuild(self.real.autosave)


class EzPlaytest(dg.DgPlaytest):
    game = "eiszeit"
    short_game = False              # --short: the short game (E3)

    def on_scoring(self, k: int, kinds: list) -> None:
        """The window animates decision k's conflict or scoring now: two screenshots of it."""
        self.log(f"decision {k} brings {', '.join(kinds)}")
        self.shot(f"d{k:03d}-{kinds[0]}")
        time.sleep(0.6)
        self.shot(f"d{k:03d}-{kinds[0]}-later")

    def more_setup(self, setup) -> None:
        self.twin.on_scoring = self.on_scoring
        if self.short_game:
            self.button("short")
            if not setup.short:
                raise pt.RunFailed("the short game cannot be chosen")

    def brain(self, game, seat: int):
        """Eiszeit's computer player: the view holds all it knows (H5), no events to tell it."""
        from meduris_gui.games.eiszeit.ai.players import make_player
        return make_player(self.args.brain, seat, game.state.n, self.rng.randrange(1 << 30), board=game.state.board,
                           cards=game.state.cards)

    def human_turn(self, scene) -> None:
        from meduris_gui.games.eiszeit.ui.choices import BUTTON, CARD
        self.human_decisions += 1
        game = scene.game
        k = len(game.history)
        seat = game.current_player()
        prompt = scene.prompt_text()
        self.log(f"decision {k}: {scene.names()[seat]} ({game.state.colours[seat]}, step {game.state.step}) "
                 f"asked: {prompt!r}; viewer {scene.viewer}, hand shown {scene.hand_seat()}")
        if scene.viewer != seat and not scene.nothing_hidden_yet():      # the setup shows nobody's hand
            self.problem(f"decision {k}: seat {seat} decides but the screen is seat {scene.viewer}'s")
        action = self.choose(scene)
        choice = scene.choice()
        spelt = sorted((seq for seq, found in choice.table.items() if str(found) == str(action)), key=len)
        if not spelt:
            raise pt.RunFailed(f"decision {k}: no clicks spell {action}")
        self.log(f"decision {k}: chooses {action}: clicks {[tuple(e) for e in spelt[0]]}")
        if self.human_decisions % 4 == 1 or game.state.step != getattr(self, "last_step", None):
            self.shot(f"d{k:03d}-{game.state.step}")
        self.last_step = game.state.step
        for n, element in enumerate(spelt[0]):
            if len(game.history) > k:
                self.problem(f"decision {k}: the window took {game.history[k]} before the click on {element}")
                break
            if element not in scene.glowing():
                self.problem(f"decision {k}: {tuple(element)} does not glow (glowing: {sorted(scene.glowing())})")
            point = scene.element_point(element)
            if point is None:
                raise pt.RunFailed(f"decision {k}: {tuple(element)} is nowhere on the screen")
            found = scene.element_at(point)
            if element.kind != BUTTON and found != element:
                self.problem(f"decision {k}: a click at {point} meant for {tuple(element)} finds {found}")
            self.click(point, f"{element.kind} {element.who or ''} {element.a or ''}".strip())
            if n + 1 < len(spelt[0]):
                self.wait_real(k)
                if element.kind == CARD or self.human_decisions % 5 == 2:
                    self.shot(f"d{k:03d}-click{n + 1}")
        if len(game.history) <= k:
            raise pt.RunFailed(f"decision {k}: the clicks took no action (wanted {action})")
        taken = game.history[k]
        if str(taken) != str(action):
            self.problem(f"DIVERGED decision {k}: the player chose {action}, the window took {taken}")
        kinds = {getattr(e, "kind", "") for e in scene.animator.events} & EzTwin.SHOWN
        if kinds:
            self.on_scoring(k, sorted(kinds))
            self.wait_real(k + 1)
            self.shot(f"d{k:03d}-after")

    def end_scores(self, end) -> dict:
        shown, rounds, regions = {}, {}, {}
        for seat, row in enumerate(end.rows):
            colour = end.game.state.colours[seat]
            shown[colour] = str(row["total"])
            rounds[colour] = list(row["rounds"])
            regions[colour] = {str(r + 1): v for r, v in enumerate(row["regions"]) if v}
            self.log(f"end table {colour}: rounds {row['rounds']} regions {row['regions']} total {row['total']} "
                     f"hunters {row['hunters']} stones {row['stones']}")
            for what, parts in (("rounds", row["rounds"]), ("regions", row["regions"])):
                if sum(parts) != row["total"]:
                    self.problem(f"end table of {colour}: the {what} sum to {sum(parts)}, the total is {row['total']}")
        if self.twin_rows and self.twin_rows[-1]:
            self.problem(f"the end screen differs from the twin's in {self.twin_rows[-1]} rows")
        return {"where": "end screen", "scores": shown, "rounds": rounds, "regions": regions}

    def compare(self, shown: dict) -> bool:
        match = super().compare(shown)
        try:
            replayed = json.loads((self.out / "replay.json").read_text())
        except (OSError, ValueError) as error:
            self.problem(f"meduris replay's output: {error}")
            return False
        for key, mine in (("points_by_round", shown.get("rounds", {})), ("points_by_region", shown.get("regions", {}))):
            theirs = replayed.get(key, {})
            for colour, values in mine.items():
                want = theirs.get(colour)
                if key == "points_by_round":
                    want = list(want or []) + [0] * (len(values) - len(want or []))
                else:
                    want = {r: v for r, v in (want or {}).items() if v}
                if values != want:
                    match = False
                    self.problem(f"{key} of {colour}: the end screen shows {values}, meduris replay {want}")
            self.log(f"{key} on the end screen: {mine}; meduris replay: {theirs}")
        self.log("rounds and regions " + ("MATCH" if match else "MISMATCH"))
        if hasattr(self, "comparison"):
            self.comparison = (self.comparison[0], self.comparison[1], match)
        return match

    def decision_seats(self, game) -> list:
        """The seats of the decisions, chance left out: a decision and the chance it calls for are
        one write of the autosave."""
        return [seat for seat in game.deciders if seat is not None and seat >= 0]


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    short = "--short" in argv
    if short:
        argv.remove("--short")
    EzPlaytest.short_game = short
    return dg.main(argv, scenarios=SCENARIOS, twin=EzTwin, playtest=EzPlaytest, doc=__doc__)


if __name__ == "__main__":
    sys.exit(main())
