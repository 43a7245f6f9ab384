"""The end of a game, as Die Dolmengötter and Eiszeit show it: the finished game, its players'
names and who sat at each seat, and a row of three buttons at the bottom: "Watch the replay" (the
game's replay scene, from its entry; off for a game built from a position, which has no record,
and for a game with no replay scene yet), "New game" (the game's setup) and "Title screen".

`GameEndScene` is the base; a game subclasses it with its scene's name, the game's name (its
entry names its setup, rules and replay scenes) and what it draws above the buttons (games/dolmengoetter/ui/scenes/end.py, games/eiszeit/ui/scenes/end.py).
"""

from __future__ import annotations

import pygame

from meduris_gui.games import entry
from meduris_gui.i18n import N_, _
from meduris_gui.table.scenes.common import MenuScene
from meduris_gui.table.scenes.replay import open_replay
from meduris_gui.table.widgets import Button, button_width, every_translation

END_BUTTONS = (N_("Watch the replay"), N_("New game"), N_("Title screen"))


class GameEndScene(MenuScene):
    game_name = ""                 # the game's name in the registry (its setup, rules and replay scenes)

    def __init__(self, game, names: list[str], seats=None) -> None:
        super().__init__()
        self.game = game
        self.names = names
        self.seats = seats
        self.outcome = game.outcome()

    @property
    def setup_scene(self) -> str:
        """Where "New game" goes: the game's setup."""
        return entry(self.game_name).setup_scene

    @property
    def rules_scene(self) -> str:
        """What the rules key (F1) opens here: the game's rules."""
        return entry(self.game_name).rules_scene

    def can_replay(self) -> bool:
        """A game built from a position has no record to watch (Record.of); a game whose window
        has no replay scene yet has nothing to watch it with."""
        return self.game.from_setup and getattr(entry(self.game_name), "replay_scene", None) is not None

    def replay(self) -> None:
        """The game watched again, decision by decision; Close comes back here."""
        open_replay(self.stack, self.game_name, game=self.game, names=self.names, seats=self.seats)

    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale
        width, height = size
        h = s.px(46)
        w = max(s.px(220), button_width([t for m in END_BUTTONS for t in every_translation(m)], s.button, h))
        w = min(w, (width - s.px(80)) // 3)
        x = (width - 3 * w - 2 * s.px(20)) // 2
        actions = ((self.replay, "replay"), (lambda: self.stack.replace(self.setup_scene), "new-game"),
                   (lambda: self.stack.replace("title"), "title"))
        for k, (message, (action, name)) in enumerate(zip(END_BUTTONS, actions)):
            self.buttons.add(Button(pygame.Rect(x + k * (w + s.px(20)), height - s.px(90), w, h), _(message), action,
                                    name=name, primary=name == "new-game",
                                    enabled=name != "replay" or self.can_replay()))


__all__ = ["END_BUTTONS", "GameEndScene"]
