"""Rewrite the golden game records and their expected results (tests/meduris/rules/test_record.py).

    python3 tests/meduris/rules/golden/regenerate.py           # rewrite game-*.yaml and game-*.json
    python3 tests/meduris/rules/golden/regenerate.py --check   # only compare; exit status 1 on a difference

Run it (without --check) ONLY when a rules change is intended, and read the diff of the .json
files before committing it: every changed number there is a change in how the game plays. Like
OpenSpiel's playthrough files, the golden games exist to catch changes nobody intended.

Each game is a random game (seeded: the same seed gives the same game) played through the Game
API. `game-N.yaml` is its record; `game-N.json` holds what `meduris replay game-N.yaml` prints
("summary") and how many legal actions the decider had before each recorded action
("legal_counts"), so a change in legal-move generation shows up even where the game's path
does not change.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[3]))   # the repository root, for meduris_gui

from meduris_gui.games.meduris.rules.game import Game  # noqa: E402
from meduris_gui.games.meduris.rules.record import Record, summary  # noqa: E402
from meduris_gui.games.meduris.ai.sim import new_random_game, random_steps  # noqa: E402

# name: (colours, side, seed)
GAMES = {
    "game-2p": (("purple", "blue"), "2-3p", 2),
    "game-4p": (("purple", "blue", "green", "red"), "4p", 2),
}


def play(colours, side: str, seed: int) -> Game:
    """A complete random game: start player, bonus tokens, dice and choices from one generator."""
    rng = random.Random(seed)
    game = new_random_game(colours, rng, side)
    for _events in random_steps(game, rng):
        pass
    return game


def expected(record: Record) -> dict:
    """Replay the record; the summary at the end and the legal-action count before every action."""
    game = record.new_game()
    counts = []
    for text in record.actions:
        counts.append(len(game.legal_actions()))
        game.apply(text)
    return {"summary": summary(game), "legal_counts": counts}


def dump(data: dict) -> str:
    return json.dumps(data, indent=1) + "\n"


def main(argv: list[str]) -> int:
    check = "--check" in argv
    status = 0
    for name, (colours, side, seed) in GAMES.items():
        yaml_path, json_path = HERE / f"{name}.yaml", HERE / f"{name}.json"
        if check:
            stored = json.loads(json_path.read_text(encoding="utf-8"))
            if expected(Record.load(yaml_path)) != stored:
                print(f"{json_path}: the replay of {yaml_path.name} differs", file=sys.stderr)
                status = 1
            continue
        record = Record.of(play(colours, side, seed))
        yaml_path.write_text(record.dumps("yaml"), encoding="utf-8")
        json_path.write_text(dump(expected(record)), encoding="utf-8")
        print(f"wrote {yaml_path.name} ({len(record.actions)} actions) and {json_path.name}")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
