"""The game's sounds: effects for what happens on the table and a quiet ambient loop.

Every sound is synthesised in pure Python into 16-bit PCM (synth.py: no sample files, no numpy).
They are our own work, under the same licence as the rest of the game (MIT, see README.md).

    sounds = Sounds.start(settings)   # the app owns one; silent when there is no audio device
    sounds.play("die")                # a kind of SOUNDS; nothing when muted or without a device
    sounds.apply(settings)            # after the player changed the volume, mute or music

A game scene follows its animator with a `Cues`: each event of its engine sounds when the screen
shows it (in Meduris a worker's knock when it lands, each of the druid's steps), at most one sound
a frame, so an instant game or a skipped animation makes one sound per decision, not a din. Which
sound an event makes, and at which moment of its animation, is the game's to say (its entry's
sound_of and sound_moment, meduris_gui/games/__init__.py): this module knows no game.

Speed: a sound is made the first time it is played, then kept (each takes a few milliseconds).
"""

from __future__ import annotations

import math
import os
from typing import Callable, Iterable, Protocol

from .synth import BASE_RATE, MUSIC, SYNTHS, pcm

SOUNDS = ("die", "knock", "take", "pay", "hut", "temple", "step", "sacrifice", "river", "last-round",
          "winner")

# How loud each sound is beside the others (the player's volume scales them all).
LOUDNESS = {"die": 0.8, "knock": 0.6, "take": 0.35, "pay": 0.35, "hut": 0.6, "temple": 0.6, "step": 0.3,
            "sacrifice": 0.5, "river": 0.45, "last-round": 0.55, "winner": 0.6, MUSIC: 0.16}

# Which sound wins when several events are shown in the same frame (an instant game, a skip).
PRIORITY = ("winner", "last-round", "river", "temple", "hut", "sacrifice", "die", "knock", "step", "pay",
            "take")


def loudest(kinds: Iterable[str]) -> str | None:
    """The kind that wins among sounds due in the same frame (PRIORITY), or None."""
    due = set(kinds)
    return next((kind for kind in PRIORITY if kind in due), None)


# The die must be heard clearly over the music (issue 19: it was barely louder, +1.2 dB): its
# loudest 50 ms at least this many times the music's loudest 50 ms (RMS in the mix: 2.0 is
# +6 dB), and its loudest 200 ms (about what the ear sums a short sound over) at least this
# many times the music's RMS. Both play at the player's one volume, so the ratio holds at any.
DIE_OVER_MUSIC = 2.0


def mix_level(kind: str, window: float = 0.05, samples=None) -> float:
    """How loud `kind` plays in the mix at full volume: the RMS of its synthesised samples times
    its LOUDNESS, over its loudest `window` seconds (0: over the whole sound). `samples`: the
    sound already made (SYNTHS[kind]())."""
    samples = SYNTHS[kind]() if samples is None else samples
    n = len(samples) if window <= 0 else max(1, min(len(samples), round(window * BASE_RATE)))
    squares = [0]
    total = 0
    for value in samples:                 # running sums of squares: every window in one pass
        total += value * value
        squares.append(total)
    loudest = max(squares[k + n] - squares[k] for k in range(len(samples) - n + 1))
    return LOUDNESS[kind] * math.sqrt(loudest / n)


def gain(volume: int) -> float:
    """The player's volume (0-100 %) as a factor: squared, so the steps sound even."""
    return (max(0, min(100, volume)) / 100) ** 2


# -- the mixer -------------------------------------------------------------------------------------

class Mixer(Protocol):
    """What Sounds needs from an audio device (pygame's mixer; tests pass a recorder)."""
    rate: int                         # samples a second
    channels: int                     # 1 or 2

    def sound(self, pcm: bytes): ...  # an object with play(loops=0, fade_ms=0), set_volume(v), fadeout(ms), stop()


class PygameMixer:
    """pygame's mixer, already started, in signed 16-bit samples."""

    def __init__(self, rate: int, channels: int) -> None:
        self.rate = rate
        self.channels = channels

    @classmethod
    def open(cls) -> PygameMixer | None:
        """The mixer, started if pygame.init did not; None without a device (the dummy driver,
        no sound card, an SDL without audio). Never raises."""
        if os.environ.get("SDL_AUDIODRIVER", "").lower() in ("dummy", "disk"):
            return None
        try:
            import pygame
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            found = pygame.mixer.get_init()
            driver = pygame.mixer.get_driver() if found and hasattr(pygame.mixer, "get_driver") else ""
        except Exception:                # pygame.error, no mixer module, a broken driver
            return None
        if not found or driver in ("dummy", "disk"):
            return None
        rate, size, channels = found
        if size != -16 or channels not in (1, 2):
            return None                  # a format we do not write (pygame's default is -16)
        return cls(rate, channels)

    def sound(self, pcm: bytes):
        import pygame
        return pygame.mixer.Sound(buffer=pcm)


class Sounds:
    """The sound layer the app owns: plays the kinds of SOUNDS and the ambient music at the
    player's volume. Without a mixer every call does nothing."""

    def __init__(self, mixer: Mixer | None = None, volume: int = 70, muted: bool = False,
                 music: bool = True) -> None:
        self.mixer = mixer
        self.volume = volume
        self.muted = muted
        self.music_on = music
        self.cache: dict[str, object] = {}
        self.music_playing = False
        self.failed = False              # the device broke once: stay silent, say nothing more

    @classmethod
    def start(cls, settings) -> Sounds:
        """The app's sounds with the player's settings; silent without an audio device."""
        sounds = cls(PygameMixer.open(), settings.volume, settings.muted, settings.music)
        sounds.apply(settings)
        return sounds

    @property
    def enabled(self) -> bool:
        return self.mixer is not None and not self.failed

    def apply(self, settings) -> None:
        """Take the player's volume, mute and music settings (after a change in the menu)."""
        self.volume, self.muted, self.music_on = settings.volume, settings.muted, settings.music
        if not self.enabled:
            return
        self._guard(self._apply)

    def _apply(self) -> None:
        for kind, sound in self.cache.items():
            sound.set_volume(self._level(kind))
        if self.music_on and not self.muted and self.volume > 0:
            if not self.music_playing:
                self._get(MUSIC).play(loops=-1, fade_ms=3000)
                self.music_playing = True
        elif self.music_playing:
            self.cache[MUSIC].fadeout(800)
            self.music_playing = False

    def play(self, kind: str) -> None:
        """Play one of SOUNDS (nothing when muted, at volume 0 or without a device)."""
        if kind not in SYNTHS:
            raise ValueError(f"no sound {kind!r}")     # a bug, not a device problem: never silenced
        if not self.enabled or self.muted or self.volume <= 0:
            return
        self._guard(lambda: self._get(kind).play())

    def _level(self, kind: str) -> float:
        return LOUDNESS[kind] * gain(self.volume)

    def _get(self, kind: str):
        sound = self.cache.get(kind)
        if sound is None:
            sound = self.mixer.sound(pcm(SYNTHS[kind](), self.mixer.rate, self.mixer.channels))
            sound.set_volume(self._level(kind))
            self.cache[kind] = sound
        return sound

    def _guard(self, call: Callable[[], None]) -> None:
        """Run a mixer call; a device that fails (unplugged, a driver error) silences the game
        for the rest of the run instead of raising in every frame."""
        try:
            call()
        except Exception:
            self.failed = True


class Cues:
    """Follows a scene's animator (its game's Animator) and plays each event's sound when the screen
    shows it: `sound_of(event)` names an event's sound (None: silent), `moment(head, index)` says
    whether the event at `index` has reached its moment under the running animation item `head`
    (most at the start of their animation; in Meduris a worker's knock when it lands on its
    tower, a building's when it touches its plot, the druid's step at each space). Call `update`
    every frame after the animator's update; a new decision is noticed by itself (the animator's
    list of events changes). At most one sound a frame: the loudest of those due (PRIORITY)."""

    def __init__(self, sound_of: Callable[[object], str | None],
                 moment: Callable[[object, int], bool] = lambda head, index: True) -> None:
        self.sound_of = sound_of
        self.moment = moment
        self.events: list | None = None
        self.heard = 0                   # events[:heard] have been dealt with
        self.waiting: set = set()        # indices below `heard` held back for their moment

    def update(self, animator, sounds: Sounds | None) -> None:
        if animator.events is not self.events:
            self.events, self.heard, self.waiting = animator.events, 0, set()
        if self.heard >= len(self.events) and not self.waiting:
            return                       # idle: nothing to do in most frames
        shown = len(animator.shown())
        head = animator.items[0] if animator.items else None
        due = []
        for index in sorted(self.waiting | set(range(self.heard, shown))):
            kind = self.sound_of(self.events[index])
            if kind is None:
                self.waiting.discard(index)
            elif self.moment(head, index):
                due.append(kind)
                self.waiting.discard(index)
            else:
                self.waiting.add(index)
        self.heard = max(self.heard, shown)
        kind = loudest(due)
        if kind is not None and sounds is not None:
            sounds.play(kind)
