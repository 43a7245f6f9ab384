"""Write the golden Eiszeit records: seeded random games (chance outcomes included) and what their
replay must give.

    python3 tests/eiszeit/rules/golden/regenerate.py           # rewrite every file
    python3 tests/eiszeit/rules/golden/regenerate.py --check   # compare only

<name>.yaml is the record; <name>.json holds the final summary (`meduris replay`'s) and, for every
recorded action, the number of distinct legal actions before it (a playthrough: a rules change
that plays these games differently fails tests/eiszeit/rules/test_ez_record.py; if the change is
intended, run this script and say so in the commit).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[3]))

from meduris_gui.games.eiszeit.rules.game import Game  # noqa: E402
from meduris_gui.games.eiszeit.rules.record import Record, summary  # noqa: E402

# name: (colours, start player, short game, seed)
GAMES = {"ez-3p-short": (["red", "blue", "yellow"], 2, True, 11),
         "ez-5p": (["red", "blue", "yellow", "green", "black"], 0, False, 5)}


def record_of(colours, start, short, seed) -> Record:
    rng = random.Random(seed)
    game = Game.new(colours, start, short=short)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    return Record.of(game)


def playthrough(record: Record) -> dict:
    game = record.new_game()
    counts = []
    for text in record.actions:
        counts.append(len(set(game.legal_actions())))
        game.apply(text)
    return {"summary": summary(game), "legal_counts": counts}


def main(argv: list) -> int:
    status = 0
    for name, setup in GAMES.items():
        yaml_path, json_path = HERE / f"{name}.yaml", HERE / f"{name}.json"
        if "--check" in argv:
            if playthrough(Record.load(yaml_path)) != json.loads(json_path.read_text(encoding="utf-8")):
                print(f"{json_path}: the replay of {yaml_path.name} differs", file=sys.stderr)
                status = 1
            continue
        record = record_of(*setup)
        yaml_path.write_text(record.dumps("yaml"), encoding="utf-8")
        json_path.write_text(json.dumps(playthrough(record)) + "\n", encoding="utf-8")
        print(f"wrote {yaml_path.name} ({len(record.actions)} actions) and {json_path.name}")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
