"""Loading a saved game off the drawing loop, for the title (Continue) and the saved-games
overlay (Load): start the job, poll it every frame, and hand the loaded game to the game scene
(asked for by name: this module imports no scene)."""

from __future__ import annotations

import logging

from ...i18n import _
from ...games import entry
from ...saves import Loaded, SaveError, game_data_errors, load_game, printable
from ..background import Job

log = logging.getLogger(__name__)


def open_loaded(stack, loaded: Loaded) -> None:
    """Show a loaded game exactly where it was: the game scene with its log and its computer
    players (who remember every event), or the end scene."""
    game = entry(loaded.game_name)             # issue 21: a save names its game
    if stack.app is not None:
        stack.app.settings.game = game.name    # back on the title, it offers the game just played
    stack.replace("title")
    scene = stack.push(game.game_scene, **game.resumed(loaded))
    if loaded.game.is_over():
        scene.show_end()


def broken_message(error: Exception) -> str:
    """What the player reads about a save that could not be used (a SaveError), and why (the file
    is never deleted). A broken board file of its game (saves.game_data_errors) is named as such:
    the save is fine and stays where it is."""
    if not isinstance(error, SaveError):
        return _("A board file is broken: {problem}", problem=str(error))
    if error.moved_to is not None:
        # Translators: {reason} is one of the reasons below ("it is damaged at line 3", ...).
        return _("The saved game could not be read: {reason}. It was kept as {file}", reason=error.reason(),
                 file=printable(error.moved_to.name))
    return _("The saved game could not be read: {reason}", reason=error.reason())


def start_loading(name: str) -> Job:
    """Load the save `name` off the drawing loop: reading, parsing, checking and replaying a
    record at the size cap takes seconds (saves.MAX_BYTES). The worker only runs load_game (files,
    YAML, the rules), never pygame; the scene polls the job every frame."""
    return Job(lambda: load_game(name), name="meduris-loading").start()


def take_loaded(job: Job) -> Loaded | str:
    """The game a finished loading job loaded, or what the player reads about why it could not
    (the same message as when loading was done in the loop; a broken file was moved aside by
    load_game). Any other exception goes up as it did then."""
    try:
        return job.result()
    except (SaveError, *game_data_errors()) as error:
        log.warning("a saved game could not be loaded: %s", error)      # the English detail, for a bug report
        return broken_message(error)


def hand_over_loaded(scene) -> None:
    """Call every frame from a scene that loads a save in the background (`scene.loading`, its
    `message`): once loaded, open the game, or show why it could not be."""
    if scene.loading is None or not scene.loading.poll():
        return
    job, scene.loading = scene.loading, None
    loaded = take_loaded(job)
    if isinstance(loaded, str):
        scene.message = loaded
        scene.resize(scene.app.size)
        return
    open_loaded(scene.stack, loaded)


def loading_sign() -> str:
    """What a scene shows while a save loads."""
    return _("Loading…")


__all__ = ["broken_message", "hand_over_loaded", "loading_sign", "open_loaded", "start_loading", "take_loaded"]
