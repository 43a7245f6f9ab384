"""The games this program plays (issue 21), each a package of the same shape here:
meduris_gui/games/<name>/{rules (pure Python), ai, ui, lessons.py}. What every game shares is
outside: the window's table in meduris_gui/table, the pure-Python plumbing at the top level.

Records and saves say their game: `game: <name>` (and a format of their own); a record or save
without `game` is Meduris's (every file written before issue 21)."""

from __future__ import annotations

GAMES = ("meduris", "dolmengoetter")        # what the window offers (the title's choice)
DEFAULT = "meduris"
# The games the tools know (`meduris sim|arena --game`): every game with a rules core and computer
# players, the window's and Eiszeit, which has no window yet (issue 22).
TOOL_GAMES = GAMES + ("eiszeit",)
# Every game with a rules core and records; Eiszeit (issue 22) has no window yet, so it is not in
# GAMES: its records are known here (another game's reader names it; `meduris replay` plays them).
TITLES = {"meduris": "Meduris", "dolmengoetter": "Die Dolmengötter", "eiszeit": "Eiszeit"}
RECORD_FORMATS = {"meduris": "meduris-record", "dolmengoetter": "dolmengoetter-record",
                  "eiszeit": "eiszeit-record"}


def record_game(data) -> str | None:
    """The game a parsed record or save belongs to: its `game` field when that names a game,
    else the game of its `format`; a Meduris record without `game` is Meduris. None: neither
    says a game we know."""
    if not isinstance(data, dict):
        return None
    game = data.get("game")
    if isinstance(game, str) and game in RECORD_FORMATS:
        return game
    if "game" in data:
        return None
    for name, fmt in RECORD_FORMATS.items():
        if data.get("format") == fmt:
            return name
    return None


__all__ = ["GAMES", "TOOL_GAMES", "DEFAULT", "TITLES", "RECORD_FORMATS", "record_game"]
