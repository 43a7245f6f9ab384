"""Write the golden Dolmengötter records: seeded random games, their records and expected replays.

    python3 tests/dolmengoetter/rules/golden/regenerate.py           # rewrite every file
    python3 tests/dolmengoetter/rules/golden/regenerate.py --check   # compare only

<name>.yaml is the record; <name>.json the final summary and the number of legal actions before
every recorded action. tests/dolmengoetter/rules/test_dg_record.py replays them: a change of the
rules that plays these games differently fails there; if it is intended, run this script.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[3]))

from meduris_gui.games.dolmengoetter.rules.game import Game  # noqa: E402
from meduris_gui.games.dolmengoetter.rules.record import Record, summary  # noqa: E402

GAMES = {"dg-2p": (["red", "blue"], 1, 21), "dg-5p": (["red", "yellow", "blue", "green", "white"], 3, 55)}


def play(colours, start, seed) -> Game:
    rng = random.Random(seed)
    game = Game.new(colours, start)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    return game


def expected(record: Record) -> dict:
    game = record.new_game()
    counts = []
    for text in record.actions:
        counts.append(len(game.legal_actions()))
        game.apply(text)
    return {"summary": summary(game), "legal_counts": counts}


def main(argv: list) -> int:
    status = 0
    for name, (colours, start, seed) in GAMES.items():
        yaml_path, json_path = HERE / f"{name}.yaml", HERE / f"{name}.json"
        if "--check" in argv:
            if expected(Record.load(yaml_path)) != json.loads(json_path.read_text(encoding="utf-8")):
                print(f"{json_path}: the replay of {yaml_path.name} differs", file=sys.stderr)
                status = 1
            continue
        record = Record.of(play(colours, start, seed))
        yaml_path.write_text(record.dumps("yaml"), encoding="utf-8")
        json_path.write_text(json.dumps(expected(record), indent=1) + "\n", encoding="utf-8")
        print(f"wrote {yaml_path.name} ({len(record.actions)} actions) and {json_path.name}")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
