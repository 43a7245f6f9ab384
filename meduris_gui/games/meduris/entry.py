"""Meduris as the table and the tools see it: its game entry (the protocol is GameEntry in
meduris_gui/games/__init__.py). Plain data here; each method imports what it needs when called,
so asking the registry for this entry imports none of Meduris's rules, computer players or
window."""

from __future__ import annotations

import random

from meduris_gui.games import RECORD_FORMATS, TITLES, RecordKit

NAME = "meduris"


class MedurisEntry:
    name = NAME
    title = TITLES[NAME]
    record_format = RECORD_FORMATS[NAME]
    players = (2, 4)
    sides = ("2-3p", "4p")
    rules_pages = 11           # the rules help's pages with its contents (ui/scenes/rules_text.PAGES; a test compares)
    setup_scene = "setup"
    game_scene = "game"
    rules_scene = "rules"
    tutorial_scene = "tutorial"
    replay_scene = "replay"
    rules_on_title = False     # its rules are a key (F1) and the game's button away
    invites_to_tutorial = True

    def scenes(self) -> tuple[type, ...]:
        from .ui.scenes import MEDURIS_SCENES
        return MEDURIS_SCENES

    def subtitle(self) -> str:
        from meduris_gui.i18n import _
        return _("Huts, temples and the druid of the sacred mountain")

    def invitation(self) -> str:
        from meduris_gui.i18n import _
        return _("New to Meduris? “Learn to play” guides you through a first game, step by step.")

    def title_picture(self, width: int, height: int, top: int):
        from .ui.art.title_art import title_picture
        return title_picture(width, height, top)

    def tutorial_step(self, settings) -> int:
        return settings.tutorial_step

    def default_colours(self, players: int) -> list[str]:
        from .rules.setup import default_colours
        return default_colours(players)

    def new_game(self, players: int, rng: random.Random):
        from .rules.game import Game
        return Game.new(self.default_colours(players), rng.randrange(players), rng=rng)

    def owns(self, game) -> bool:
        from .rules.game import Game
        return isinstance(game, Game)

    def records(self) -> RecordKit:
        from .rules import record
        from .rules.board import BoardError
        return RecordKit.of(record, BoardError)

    def check_record_data(self, record) -> None:
        from .rules.board import SIDES, load_side
        if record.side in SIDES:
            load_side(record.side)                # BoardError goes up as it is (an unknown side is the record's)

    def resumed(self, loaded) -> dict:
        return dict(game=loaded.game, names=loaded.names, seats=loaded.seats, events=loaded.events,
                    hints=loaded.hints, resumed=True)

    def lesson_rules(self):
        from .lessons import MedurisLessonRules
        return MedurisLessonRules()

    def sound_of(self, event) -> str | None:
        from .ui.sound_cues import sound_of
        return sound_of(event)

    def sound_moment(self, head, index: int) -> bool:
        from .ui.sound_cues import moment_reached
        return moment_reached(head, index)

    def seat_kinds(self) -> tuple[str, ...]:
        from .ui.computers import SEAT_KINDS
        return SEAT_KINDS

    def simulate(self, players: int, games: int, seed: int, side: str | None) -> dict:
        from .ai.sim import simulate
        return simulate(players, games, seed, side)

    def arena(self):
        from .ai import arena
        return arena

    def strong_steps(self) -> int:
        from .ai.search import Search
        return Search().steps

    def show_game(self, app, scene: str, players: int, seed: int, moves: int, seats: list | None) -> None:
        from meduris_gui.sim import random_steps
        rng = random.Random(seed)
        game = self.new_game(players, rng)
        limit = None if scene in ("end", "replay") else moves
        events = []
        for step in random_steps(game, rng, limit):
            events.extend(step)
        view = app.stack.push(self.game_scene, game=game, seats=seats, seed=seed, events=events)
        if scene == "replay":         # the finished game watched again, at its middle
            view.show_end()
            replay = app.stack.push(self.replay_scene, game=game, names=view.names())
            replay.go_to(replay.turn_start(replay.turns // 2))
            return
        if scene == "end":
            view.show_end()

    def show_tutorial(self, app, step: int) -> None:
        app.stack.push(self.tutorial_scene, step=step)


ENTRY = MedurisEntry()

__all__ = ["ENTRY", "MedurisEntry"]
