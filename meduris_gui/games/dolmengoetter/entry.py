"""Die Dolmengötter as the table and the tools see it: its game entry (the protocol is GameEntry
in meduris_gui/games/__init__.py). Plain data here; each method imports what it needs when
called, so asking the registry for this entry imports none of the game's modules."""

from __future__ import annotations

import random

from meduris_gui.games import RECORD_FORMATS, TITLES, RecordKit

NAME = "dolmengoetter"


class DolmenEntry:
    name = NAME
    title = TITLES[NAME]
    record_format = RECORD_FORMATS[NAME]
    players = (2, 5)
    sides = ()                 # one board
    rules_pages = 10           # ui/scenes/rules_pages.PAGES (a test compares)
    setup_scene = "dg-setup"
    game_scene = "dg-game"
    rules_scene = "dg-rules"
    tutorial_scene = "dg-tutorial"
    replay_scene = "dg-replay"
    rules_on_title = True
    invites_to_tutorial = False

    def scenes(self) -> tuple[type, ...]:
        from .ui.scenes import DOLMEN_SCENES
        return DOLMEN_SCENES

    def subtitle(self) -> str:
        from meduris_gui.i18n import _
        return _("Druids, stone circles and the dolmens of the old gods")

    def invitation(self) -> str:
        return ""

    def title_picture(self, width: int, height: int, top: int):
        from .ui.title_art import title_picture
        return title_picture(width, height, top)

    def tutorial_step(self, settings) -> int:
        return settings.dg_tutorial_step

    def default_colours(self, players: int) -> list[str]:
        from .rules.state import COLOURS
        return list(COLOURS[:players])

    def new_game(self, players: int, rng: random.Random):
        from .ai.arena import new_game
        return new_game(players, rng)

    def owns(self, game) -> bool:
        from .rules.game import Game
        return isinstance(game, Game)

    def records(self) -> RecordKit:
        from .rules import record
        from .rules.board import BoardError
        return RecordKit.of(record, BoardError)

    def check_record_data(self, record) -> None:
        """Its one board is loaded by the new game itself (a BoardError goes up from there)."""

    def resumed(self, loaded) -> dict:
        return dict(game=loaded.game, names=loaded.names, seats=loaded.seats, resumed=True)

    def lesson_rules(self):
        from .lessons import DolmenLessonRules
        return DolmenLessonRules()

    def sound_of(self, event) -> str | None:
        from .ui.anim import SOUNDS
        return SOUNDS.get(event.kind)

    def sound_moment(self, head, index: int) -> bool:
        return True                # each at the start of its animation (ui/anim.py plays them so)

    def seat_kinds(self) -> tuple[str, ...]:
        from .ui.seats import SEAT_KINDS
        return SEAT_KINDS

    def simulate(self, players: int, games: int, seed: int, side: str | None) -> dict:
        from .ai.arena import simulate
        return simulate(players, games, seed)

    def arena(self):
        from .ai import arena          # its entry points for the one arena (meduris_gui/ai/arena.py)
        return arena

    def strong_steps(self) -> int:
        from .ai.arena import default_steps
        return default_steps()

    def show_game(self, app, scene: str, players: int, seed: int, moves: int, seats: list | None) -> None:
        from meduris_gui.sim import random_steps
        rng = random.Random(seed)
        game = self.new_game(players, rng)
        for _events in random_steps(game, rng, None if scene in ("end", "replay") else moves):
            pass
        view = app.stack.push(self.game_scene, game=game, seats=seats, seed=seed)
        while app.stack.top is not view:          # the curtain of a game of humans: lifted for the picture
            app.stack.pop()
        if scene == "replay":         # the finished game watched again, at its middle decision
            replay = app.stack.push(self.replay_scene, game=game, names=view.names(), seats=view.seats.kinds)
            replay.go_to(replay.total // 2)
        if scene == "end":
            view.show_end()

    def show_tutorial(self, app, step: int) -> None:
        app.stack.push("title")
        app.stack.replace(self.tutorial_scene, step=step)


ENTRY = DolmenEntry()

__all__ = ["DolmenEntry", "ENTRY"]
