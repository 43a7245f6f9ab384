"""The sound layer: every kind of event the engine reports has a sound or is silent on purpose;
each sound is made as the mixer's PCM; the game scene plays an event's sound when the screen shows
it (a worker's knock as it lands, a step per space of the druid's walk) and at most one sound a
frame (one per decision at instant speed); without an audio device, or with one that fails,
everything is silent and raises nothing; the menu's volume, mute and music entries change the
settings, which are remembered, and the sounds follow them."""

from __future__ import annotations

import inspect

import pygame
import pytest

from meduris_gui.games.meduris.rules import events as E
from meduris_gui.settings import Settings, SettingsStore
from meduris_gui.table import sound as S
from meduris_gui.table import synth as Y
from meduris_gui.games.meduris.ui.anim import Animator, Banner, DruidWalk, WorkerMove
from meduris_gui.table.app import App
from meduris_gui.table.scenes.overlays import GameMenu
from meduris_gui.table.scenes.title import TitleScene
from meduris_gui.table.sound import Cues as TableCues, PygameMixer, Sounds
from meduris_gui.games.meduris.ui import sound_cues as C
from meduris_gui.games.meduris.ui.sound_cues import sound_of

from helpers import headless_app, play_to_end, start_game


def Cues() -> TableCues:
    """The table's Cues with Meduris's cues, as its game scene makes them."""
    return TableCues(C.sound_of, C.moment_reached)


class FakeSound:
    def __init__(self, mixer: FakeMixer, kind_bytes: bytes) -> None:
        self.mixer = mixer
        self.pcm = kind_bytes
        self.volume = 1.0
        self.looping = False

    def play(self, loops: int = 0, fade_ms: int = 0) -> None:
        self.mixer.played.append((self, loops))
        self.looping = loops == -1

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def fadeout(self, ms: int) -> None:
        self.looping = False

    def stop(self) -> None:
        self.looping = False


class FakeMixer:
    """Records the sounds made and played (what pygame's mixer would have been asked)."""

    def __init__(self, rate: int = 44100, channels: int = 2, broken: bool = False) -> None:
        self.rate = rate
        self.channels = channels
        self.broken = broken
        self.made: list[FakeSound] = []
        self.played: list[tuple[FakeSound, int]] = []

    def sound(self, pcm: bytes) -> FakeSound:
        if self.broken:
            raise pygame.error("the device went away")
        made = FakeSound(self, pcm)
        self.made.append(made)
        return made


class Recorder(Sounds):
    """Sounds that remember which kind was played in which frame (the app's frame counter)."""

    def __init__(self, **kwargs) -> None:
        super().__init__(FakeMixer(22050, 1), **kwargs)
        self.heard: list[str] = []

    def play(self, kind: str) -> None:
        assert kind in S.SOUNDS
        self.heard.append(kind)


EVENT_CLASSES = [cls for _name, cls in inspect.getmembers(E, inspect.isclass)
                 if cls.__module__ == E.__name__ and hasattr(cls, "_fields")]


# -- the mapping -----------------------------------------------------------------------------------

def test_every_event_class_sounds_or_is_silent_on_purpose():
    assert len(EVENT_CLASSES) >= 20
    for cls in EVENT_CLASSES:
        assert (cls in C.SOUND_OF) != (cls in C.SILENT), cls.__name__
    assert set(C.SOUND_OF) | C.SILENT == set(EVENT_CLASSES)
    assert set(C.SOUND_OF.values()) <= set(S.SOUNDS)


def test_the_events_the_issue_names_each_have_their_sound():
    assert sound_of(E.Rolled(0, 4)) == "die"
    assert sound_of(E.WorkerPlaced(0, 1, 2)) == "knock"
    assert sound_of(E.WorkerMoved(0, 1, 1, 2, 1, 0, 1)) == "knock"
    assert sound_of(E.MaterialsGained(0, 1, 2, "die", 1)) == "take"
    assert sound_of(E.MaterialsReturned(0, (1, 0, 1, 0), "build")) == "pay"
    assert sound_of(E.Built(0, "hut", 5, 1, 1, (1, 1, 0, 0))) == "hut"
    assert sound_of(E.Built(0, "temple", 5, 1, 2, (2, 2, 0, 0))) == "temple"
    assert sound_of(E.DruidStep(3, 4)) == "step"
    assert sound_of(E.Sacrificed(0, 5, "both", (1, 1, 0, 0), 4)) == "sacrifice"
    assert sound_of(E.Sacrificed(0, 5, "none", (0, 0, 0, 0), -2)) is None
    assert sound_of(E.RiverCrossed(True, (1, 0))) == "river"
    assert sound_of(E.LastRound(3)) == "last-round"
    assert sound_of(E.GameOver((0,), (30, 20), "points")) == "winner"
    assert sound_of(E.TurnStarted(0, 1)) is None
    # Every kind is reachable from some event, and each has its synthesis and loudness.
    assert set(S.SOUNDS) <= set(C.SOUND_OF.values()) | {"temple"}
    assert set(Y.SYNTHS) == set(S.SOUNDS) | {S.MUSIC} == set(S.LOUDNESS)
    assert set(S.PRIORITY) == set(S.SOUNDS)


def test_the_loudest_of_sounds_due_together_wins():
    assert S.loudest(["take", "die", "knock"]) == "die"
    assert S.loudest(["take", "winner"]) == "winner"
    assert S.loudest([]) is None


# -- synthesis and the mixer -----------------------------------------------------------------------

@pytest.mark.parametrize(("rate", "channels"), [(22050, 1), (44100, 2), (48000, 2)])
def test_each_sound_is_made_as_the_mixers_pcm_once(rate, channels):
    mixer = FakeMixer(rate, channels)
    sounds = Sounds(mixer, volume=100)
    for kind in S.SOUNDS:
        sounds.play(kind)
        sounds.play(kind)                        # the second time from the cache
    assert len(mixer.made) == len(S.SOUNDS)
    assert len(mixer.played) == 2 * len(S.SOUNDS)
    repeat = round(rate / Y.BASE_RATE) * channels
    for kind, made in zip(S.SOUNDS, mixer.made):
        samples = Y.SYNTHS[kind]()
        assert len(made.pcm) == 2 * repeat * len(samples), kind
        seconds = len(samples) / Y.BASE_RATE
        assert 0.05 <= seconds <= 2.0, kind
        peak = max(abs(v) for v in samples)
        assert 2000 < peak <= Y.PEAK, kind           # audible, never wrapped around
        assert made.volume == pytest.approx(S.LOUDNESS[kind]), kind


def _loudest_rms(samples, volume: float, rate: int, seconds: float) -> float:
    """The RMS of the loudest `seconds` of `samples` played at `volume` (0: the whole sound),
    counted the plain way (a window every 10 ms), not with sound.mix_level's running sums."""
    n = len(samples) if seconds <= 0 else round(seconds * rate)
    hop = max(1, rate // 100)
    best = 0.0
    for start in range(0, len(samples) - n + 1, hop):
        window = samples[start:start + n]
        best = max(best, sum(v * v for v in window) / n)
    return volume * best ** 0.5


@pytest.mark.parametrize("volume", [15, 100])
def test_the_die_is_clearly_louder_than_the_music(volume):
    """Issue 19, item 11: the die was barely louder than the music (its loudest 50 ms 1.15 times
    the music's: +1.2 dB). Measured on what the mixer is given (the PCM and the volume each sound
    is set to, at the player's volume): the die's loudest 50 ms at least DIE_OVER_MUSIC (2.0,
    +6 dB) times the music's loudest 50 ms, and its loudest 200 ms (about what the ear sums a
    short sound over) at least as much over the music's RMS."""
    import array
    mixer = FakeMixer(22050, 1)
    sounds = Sounds(mixer, volume=volume, music=True)
    sounds.play("die")
    sounds._apply()                                  # the music starts
    made = {sound: kind for kind, sound in sounds.cache.items()}
    level = {}
    for sound, kind in made.items():
        samples = array.array("h", sound.pcm)
        level[kind] = {w: _loudest_rms(samples, sound.volume, mixer.rate, w) for w in (0.05, 0.2, 0)}
    die, music = level["die"], level[S.MUSIC]
    assert die[0.05] >= S.DIE_OVER_MUSIC * music[0.05], (die, music)
    assert die[0.2] >= S.DIE_OVER_MUSIC * music[0], (die, music)
    assert S.DIE_OVER_MUSIC >= 2.0                   # +6 dB at the least
    # sound.mix_level (the bench's numbers) measures the same
    for window in (0.05, 0.2):
        for kind in ("die", S.MUSIC):
            assert S.mix_level(kind, window) * S.gain(volume) == pytest.approx(level[kind][window], rel=0.02)
    # Louder, never clipped: no run of samples held at the limit.
    samples = Y.synth_die()
    assert max(abs(v) for v in samples) < Y.PEAK


def test_the_music_loops_seamlessly_from_whole_periods():
    music = Y.synth_music()
    period = round(Y.BASE_RATE * 24 / 130.8)
    assert len(music) % period == 0
    assert len(music) / Y.BASE_RATE >= 8            # a few chords, not a short buzz
    assert music[0] == 0 and abs(music[-1]) < 2000   # the loop's seam does not click
    assert max(abs(v) for v in music) <= Y.PEAK // 2


def test_volume_mute_and_music_follow_the_settings():
    mixer = FakeMixer()
    sounds = Sounds(mixer)
    sounds.apply(Settings(volume=50, muted=False, music=True))
    music = sounds.cache[S.MUSIC]
    assert music.looping and mixer.played[-1] == (music, -1)
    assert music.volume == pytest.approx(S.LOUDNESS[S.MUSIC] * 0.25)
    sounds.play("die")
    assert mixer.played[-1][0] is sounds.cache["die"]
    assert sounds.cache["die"].volume == pytest.approx(S.LOUDNESS["die"] * 0.25)
    sounds.apply(Settings(volume=100, music=True))
    assert sounds.cache["die"].volume == pytest.approx(S.LOUDNESS["die"])
    count = len(mixer.played)
    sounds.apply(Settings(muted=True))
    assert not music.looping
    sounds.play("die")
    assert len(mixer.played) == count               # muted: nothing
    sounds.apply(Settings(volume=0))
    sounds.play("die")
    assert len(mixer.played) == count and not music.looping   # volume 0: nothing, no music
    sounds.apply(Settings(music=False))
    sounds.play("die")
    assert len(mixer.played) == count + 1 and not music.looping
    sounds.apply(Settings(music=True))
    assert music.looping


def test_without_a_device_everything_is_silent(monkeypatch):
    assert PygameMixer.open() is None                # the tests' dummy audio driver
    sounds = Sounds.start(Settings())
    assert not sounds.enabled
    for kind in S.SOUNDS:
        sounds.play(kind)
    sounds.apply(Settings(volume=10, music=False))
    assert sounds.cache == {}                        # nothing was even made
    with pytest.raises(ValueError):
        sounds.play("trumpet")                       # a wrong kind is a bug, said even in silence
    # A mixer that cannot start (no sound card): no error either.
    monkeypatch.delenv("SDL_AUDIODRIVER", raising=False)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)

    def no_card(*args, **kwargs):
        raise pygame.error("No available audio device")
    monkeypatch.setattr(pygame.mixer, "init", no_card)
    assert PygameMixer.open() is None


def test_pygames_mixer_takes_the_pcm_at_its_length():
    """The real backend (on SDL's dummy driver, which Sounds.start treats as no device): pygame
    accepts the bytes as its own format and each sound lasts as long as it was made."""
    pygame.mixer.init()
    rate, _size, channels = pygame.mixer.get_init()
    sounds = Sounds(PygameMixer(rate, channels))
    sounds.apply(Settings(music=True))
    for kind in ("die", "winner"):
        sounds.play(kind)
    sounds.apply(Settings(music=False))
    assert not sounds.failed
    for kind in ("die", "winner", S.MUSIC):
        seconds = len(Y.SYNTHS[kind]()) * round(rate / Y.BASE_RATE) / rate   # samples repeated to the rate
        assert sounds.cache[kind].get_length() == pytest.approx(seconds, rel=0.01), kind


def test_a_device_that_fails_silences_the_game_once():
    mixer = FakeMixer(broken=True)
    sounds = Sounds(mixer)
    sounds.play("die")                               # raises inside: never outside
    assert sounds.failed and not sounds.enabled
    mixer.broken = False
    sounds.play("die")
    sounds.apply(Settings())
    assert mixer.made == []


# -- cues: when the screen shows an event -----------------------------------------------------------

def run(animator: Animator, cues: TableCues, sounds: Recorder, frames: int = 400) -> list[list[str]]:
    """Step the animator frame by frame as the game scene does; the sounds heard in each frame."""
    per_frame = []
    for _frame in range(frames):
        before = len(sounds.heard)
        animator.update(1 / 60)
        cues.update(animator, sounds)
        per_frame.append(sounds.heard[before:])
    return per_frame


def queued(animator: Animator, events: list, items: list) -> None:
    """The animator playing `events` with `items` (each with the events it shows once started)."""
    animator.events = list(events)
    animator.items = []
    first = 0
    for item, upto in items:
        item.first, item.upto = first, upto
        animator.items.append(item)
        first = upto


def test_a_worker_knocks_when_it_lands_not_when_it_leaves():
    animator, cues, sounds = Animator("normal"), Cues(), Recorder()
    queued(animator, [E.TurnStarted(0, 1), E.WorkerPlaced(0, 1, 1)],
           [(WorkerMove("red", (0, 0), (100, 100), (1, 1)), 2)])
    frames = run(animator, cues, sounds, 120)
    heard = [k for k, frame in enumerate(frames) if frame]
    assert sounds.heard == ["knock"]
    assert 0.7 * 0.75 * 60 <= heard[0] <= 0.75 * 60   # near the end of its 0.75 s flight


def test_the_druid_steps_once_per_space():
    animator, cues, sounds = Animator("normal"), Cues(), Recorder()
    steps = [E.DruidStep(k, k + 1) for k in range(4)]
    queued(animator, [E.RitualStarted(3, (), False)] + steps,
           [(DruidWalk([(0, 0), (10, 0), (20, 0), (30, 0), (40, 0)], (0, 0)), 5)])
    frames = run(animator, cues, sounds, 120)
    assert sounds.heard == ["step"] * 4
    assert all(len(frame) <= 1 for frame in frames)


def test_a_skipped_animation_makes_one_sound_not_a_din():
    animator, cues, sounds = Animator("normal"), Cues(), Recorder()
    queued(animator, [E.Rolled(0, 1), E.MaterialsGained(0, 1, 1, "die", 1), E.WorkerPlaced(0, 1, 1)],
           [(Banner("river"), 1), (Banner("river"), 2),
            (WorkerMove("red", (0, 0), (100, 100), (1, 1)), 3)])
    animator.update(1 / 60)
    cues.update(animator, sounds)
    assert sounds.heard == ["die"]                   # the first event shows at once
    animator.skip()
    frames = run(animator, cues, sounds, 5)
    assert frames[0] == ["knock"] and sounds.heard == ["die", "knock"]


def test_at_instant_speed_one_sound_per_decision():
    animator, cues, sounds = Animator("instant"), Cues(), Recorder()
    animator.play([E.Rolled(0, 1), E.MaterialsGained(0, 1, 1, "die", 1)], view=None, before=None)
    run(animator, cues, sounds, 3)
    animator.play([E.Built(0, "temple", 4, 1, 2, (2, 2, 0, 0)), E.RuneTaken(0, 1, -1), E.Scored(0, 3, 9, "temple"),
                   E.LastTurns(0, (1, 2))], view=None, before=None)
    run(animator, cues, sounds, 3)
    assert sounds.heard == ["die", "last-round"]
    animator.events = []                             # an undo: nothing to hear
    run(animator, cues, sounds, 3)
    assert sounds.heard == ["die", "last-round"]


@pytest.mark.slow
def test_a_whole_game_by_clicks_sounds_each_kind_at_most_once_a_decision():
    app = headless_app("en", speed="instant")
    recorder = Recorder()
    app.sounds = recorder
    player = start_game(app, 2, seed=5)
    scene = app.stack.top
    heard_per_frame = []
    original_step = app.step

    def step(events=(), dt=1 / 60):
        before = len(recorder.heard)
        original_step(events, dt)
        heard_per_frame.append(len(recorder.heard) - before)
    app.step = step
    play_to_end(app, player)
    decisions = len(scene.game.decisions_so_far())
    assert max(heard_per_frame) <= 1
    assert 0 < len(recorder.heard) <= decisions + 1
    assert {"die", "knock", "take", "hut", "river", "winner"} <= set(recorder.heard)   # steps lose to louder ones
    assert recorder.heard[-1] == "winner"


# -- the menu and the remembered settings ----------------------------------------------------------

def menu_app(tmp_path) -> App:
    app = App(store=SettingsStore(tmp_path / "settings.yaml"), headless=True, settings=Settings(language="en"))
    app.stack.push(TitleScene())
    app.step()
    app.sounds = Recorder(volume=app.settings.volume)
    app.stack.push(GameMenu(None))
    app.step()
    return app


def test_the_menu_changes_volume_mute_and_music_and_they_are_remembered(tmp_path):
    app = menu_app(tmp_path)
    menu = app.stack.top
    assert menu.buttons.find("volume").label == "Volume: 70 %"
    menu.buttons.find("volume-up").on_click()
    assert app.settings.volume == 80 and app.sounds.volume == 80
    assert app.sounds.heard == ["knock"]            # a sample at the new loudness
    assert app.stack.top.buttons.find("volume").label == "Volume: 80 %"
    for _ in range(12):
        if app.stack.top.buttons.find("volume-down").enabled:
            app.stack.top.buttons.find("volume-down").on_click()
    assert app.settings.volume == 0 and not app.stack.top.buttons.find("volume-down").enabled
    app.stack.top.buttons.find("volume-up").on_click()
    assert menu.buttons.find("sound").label == "Sound: on"
    menu.buttons.find("sound").on_click()
    assert app.settings.muted and app.sounds.muted and menu.buttons.find("sound").label == "Sound: off"
    menu.buttons.find("music").on_click()
    assert not app.settings.music and not app.sounds.music_on and menu.buttons.find("music").label == "Music: off"
    app.quit()
    again = SettingsStore(tmp_path / "settings.yaml").load()
    assert again.problem is None
    assert (again.settings.volume, again.settings.muted, again.settings.music) == (10, True, False)
    # A restart takes them into its sounds.
    restarted = App(store=SettingsStore(tmp_path / "settings.yaml"), headless=True)
    assert (restarted.sounds.volume, restarted.sounds.muted, restarted.sounds.music_on) == (10, True, False)


@pytest.mark.parametrize("language", ["it", "es", "de"])
def test_the_sound_entries_are_translated_and_fit(tmp_path, language):
    app = menu_app(tmp_path)
    app.set_language(language)
    app.step()
    menu = app.stack.top
    for name, english in (("sound", "Sound: on"), ("music", "Music: on"), ("volume", "Volume: 70 %")):
        button = menu.buttons.find(name)
        assert button.label != english, (language, name)
        assert button.fits, (language, name)
        assert menu.rect.contains(button.rect)
    assert menu.rect.bottom <= app.size[1]


def test_a_replay_sounds_its_decisions_and_a_jump_is_silent():
    from meduris_gui.games.meduris.rules.record import Record
    from meduris_gui.games.meduris.ui.scenes.replay import ReplayScene
    from test_replay import GOLDEN, app_with

    scene = ReplayScene(record=Record.load(GOLDEN / "game-2p.yaml"))
    app = app_with(scene, speed="fast")
    recorder = Recorder()
    app.sounds = recorder
    scene.go_to(scene.total // 2)                    # a jump shows no animation: nothing heard
    for _frame in range(5):
        app.step()
    assert recorder.heard == []
    scene.play_pause()
    for _frame in range(400):
        app.step()
    assert len(recorder.heard) >= 3 and set(recorder.heard) <= set(S.SOUNDS)
