"""Eiszeit as the table and the tools see it: its game entry (the protocol is GameEntry in
meduris_gui/games/__init__.py). It is in GAMES (issue 22): the title offers it, the window
registers its scenes, continues its autosave and pictures it (`meduris screenshot --game
eiszeit`); the tools (`meduris replay|sim|arena`) use it too.

Plain data here; each method imports what it needs when called, so asking the registry for this
entry imports none of the game's modules."""

from __future__ import annotations

import random

from meduris_gui.games import RECORD_FORMATS, TITLES, RecordKit

NAME = "eiszeit"


class EiszeitEntry:
    name = NAME
    title = TITLES[NAME]
    record_format = RECORD_FORMATS[NAME]
    players = (3, 5)           # rules/state.py MIN_PLAYERS, MAX_PLAYERS (a test compares)
    sides = ()                 # one board
    rules_pages = 14           # ui/scenes/rules_pages.PAGES (a test compares)
    setup_scene = "ez-setup"
    game_scene = "ez-game"
    rules_scene = "ez-rules"
    tutorial_scene = "ez-tutorial"
    replay_scene = "ez-replay"
    rules_on_title = True
    invites_to_tutorial = False        # as Die Dolmengötter: the first start's invitation is Meduris's

    def scenes(self) -> tuple[type, ...]:
        from .ui.scenes import EISZEIT_SCENES
        return EISZEIT_SCENES

    def subtitle(self) -> str:
        from meduris_gui.i18n import _
        return _("Hunters, mammoths and the advancing ice")

    def invitation(self) -> str:
        return ""

    def title_picture(self, width: int, height: int, top: int):
        from .ui.title_art import title_picture
        return title_picture(width, height, top)

    def tutorial_step(self, settings) -> int:
        return settings.ez_tutorial_step

    def resumed(self, loaded) -> dict:
        return dict(game=loaded.game, names=loaded.names, seats=loaded.seats, resumed=True)

    def sound_of(self, event) -> str | None:
        from .ui.anim import SOUNDS
        return SOUNDS.get(event.kind)

    def sound_moment(self, head, index: int) -> bool:
        return True                # each at the start of its animation (ui/anim.py plays them so)

    def show_game(self, app, scene: str, players: int, seed: int, moves: int, seats: list | None) -> None:
        """`meduris screenshot --game eiszeit --scene game|end|replay`: a seeded random game
        after `moves` decisions (to its end for "end", and for "replay": the finished game watched
        again, at its middle decision)."""
        from meduris_gui.sim import random_steps
        rng = random.Random(seed)
        game = self.new_game(players, rng)
        for _events in random_steps(game, rng, None if scene in ("end", "replay") else moves):
            pass
        while game.current_player() == -1 and not game.is_over():     # chance: the scene's own draw
            game.apply(game.sample_chance(rng))
        view = app.stack.push(self.game_scene, game=game, seats=seats, seed=seed)
        while app.stack.top is not view:          # the curtain of a game of humans: lifted for the picture
            app.stack.pop()
        if scene == "replay":
            replay = app.stack.push(self.replay_scene, game=game, names=view.names(), seats=view.seats.kinds)
            replay.go_to(replay.total // 2)
        if scene == "end":
            view.show_end()

    def show_tutorial(self, app, step: int) -> None:
        app.stack.push("title")
        app.stack.replace(self.tutorial_scene, step=step)

    def default_colours(self, players: int) -> list[str]:
        from .rules.actions import COLOURS
        return list(COLOURS[:players])

    def new_game(self, players: int, rng: random.Random):
        """A new game of `players` players, its start player drawn from `rng` (S8)."""
        from .ai.arena import new_game
        return new_game(players, rng)

    def owns(self, game) -> bool:
        from .rules.game import Game
        return isinstance(game, Game)

    def records(self) -> RecordKit:
        from .rules import record
        from .rules.board import BoardError
        from .rules.cards import CardsError
        return RecordKit.of(record, BoardError, CardsError)

    def check_record_data(self, record) -> None:
        """Its one board and its card table are loaded by the new game itself (a BoardError or
        CardsError goes up from there)."""

    def lesson_rules(self):
        from .lessons import EiszeitLessonRules
        return EiszeitLessonRules()

    def seat_kinds(self) -> tuple[str, ...]:
        """Who may play a seat (what its records' `seats` may say)."""
        from .rules.record import SEAT_KINDS
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


ENTRY = EiszeitEntry()

__all__ = ["EiszeitEntry", "ENTRY"]
