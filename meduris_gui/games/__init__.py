"""The games this program plays (issue 21). Meduris's rules stay in meduris_gui/rules; every other
game lives in a package of its own here (meduris_gui/games/<name>/rules, pure Python)."""

GAMES = ("meduris", "dolmengoetter")
DEFAULT = "meduris"

__all__ = ["GAMES", "DEFAULT"]
