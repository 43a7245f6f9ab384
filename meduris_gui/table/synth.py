"""The game's sounds, synthesised: every effect and the ambient loop as 16-bit PCM, made in pure
Python (no sample files, no numpy). Our own work, under the same licence as the rest of the game
(MIT, see README.md). sound.py plays them.

Speed: tones are built from one period of their wave repeated (copying bytes, not computing
samples), and the music's chords are harmonics of one very low note so that a whole chord is one
period.
"""

from __future__ import annotations

import math
import random
from array import array
from typing import Callable, Iterable

BASE_RATE = 22050               # the synthesis rate; the mixer's rate is a whole multiple of it or near
PEAK = 32767
MUSIC = "music"

def pcm(samples: array, rate: int, channels: int) -> bytes:
    """Mono samples at the synthesis rate for `rate` as the mixer's bytes: each sample repeated
    for a mixer running at a multiple of it, and for each channel (C-speed slice copies)."""
    repeat = _factor(rate) * channels
    if repeat == 1:
        return samples.tobytes()
    out = array("h", bytes(2 * len(samples) * repeat))
    for k in range(repeat):
        out[k::repeat] = samples
    return out.tobytes()


def _factor(rate: int) -> int:
    """How many times each sample is repeated: 2 at 44100 Hz, also 2 at 48000 (the sounds then
    play 9 % higher and shorter, which these sounds do not mind)."""
    return max(1, round(rate / BASE_RATE))


def _silence(seconds: float) -> array:
    return array("h", bytes(2 * int(seconds * BASE_RATE)))


def _add(into: array, samples: Iterable[float], at: int) -> None:
    """Mix float samples into `into` from index `at`, clipped."""
    end = len(into)
    for k, value in enumerate(samples, at):
        if k >= end:
            break
        v = into[k] + int(value)
        into[k] = PEAK if v > PEAK else -PEAK if v < -PEAK else v


def _ring(freqs: Iterable[tuple[float, float, float]], seconds: float, amp: float,
          noise: float = 0.0, noise_decay: float = 0.004, seed: int = 0) -> list[float]:
    """A struck thing: damped sines (frequency Hz, relative amplitude, decay time s) and a short
    noise burst for the strike."""
    n = int(seconds * BASE_RATE)
    out = [0.0] * n
    step = 1 / BASE_RATE
    for freq, rel, decay in freqs:
        w = 2 * math.pi * freq * step
        fall = math.exp(-step / decay)
        a = amp * rel
        out = [o + a * fall ** k * math.sin(w * k) for k, o in enumerate(out)]
    if noise:
        rnd = random.Random(seed)
        fall = math.exp(-step / noise_decay)
        for k in range(min(n, int(noise_decay * 6 * BASE_RATE))):
            out[k] += amp * noise * fall ** k * (rnd.random() * 2 - 1)
    return out


def _tone(freq: float, partials: tuple, seconds: float, amp: float, attack: float = 0.02,
          release: float = 0.1, decay: float = 0.0) -> array:
    """A harmonic note built from one period repeated, its loudness stepped once a period (a wave
    that starts every period at zero, so the steps do not click). `partials`: amplitude of each
    harmonic; `decay`: a time constant for a struck note (0: held)."""
    period = max(2, round(BASE_RATE / freq))
    wave = [sum(p * math.sin(2 * math.pi * (h + 1) * k / period) for h, p in enumerate(partials))
            for k in range(period)]
    top = max(abs(v) for v in wave) or 1.0
    levels: dict[int, bytes] = {}
    chunks = []
    count = max(1, int(seconds * BASE_RATE / period))
    for c in range(count):
        t = c * period / BASE_RATE
        g = min(1.0, t / attack) if attack else 1.0
        if decay:
            g *= math.exp(-t / decay)
        left = seconds - t
        if left < release:
            g *= max(0.0, left / release)
        q = round(g * 48)
        if q not in levels:
            scale = amp * PEAK * q / 48 / top
            levels[q] = array("h", [int(v * scale) for v in wave]).tobytes()
        chunks.append(levels[q])
    return array("h", b"".join(chunks))


def _noise(seconds: float, amp: float, smooth: float, seed: int) -> list[float]:
    """Low-passed noise (`smooth` near 1: darker)."""
    rnd = random.Random(seed)
    out, y = [], 0.0
    keep, take = smooth, (1 - smooth) * amp
    for _k in range(int(seconds * BASE_RATE)):
        y = keep * y + take * (rnd.random() * 2 - 1)
        out.append(y)
    return out


def synth_die() -> array:
    """A wooden die tumbling on the board: knocks coming faster and softer. Loud and ringing
    enough to stand clearly over the music (sound.py DIE_OVER_MUSIC; issue 19: it was barely
    louder): 14000 for the first knock, each next one 0.84 of the last."""
    out = _silence(0.6)
    at, gap, amp = 0, 0.09, 14000.0
    for hit in range(7):
        click = _ring(((1150 + 170 * (hit % 3), 1.0, 0.016), (2300 + 90 * hit, 0.4, 0.008)), 0.05, amp,
                      noise=0.7, noise_decay=0.003, seed=hit)
        _add(out, click, at)
        at += int(gap * BASE_RATE)
        gap *= 0.78
        amp *= 0.84
    return out


def synth_knock() -> array:
    """A wooden worker set on its tower: a short hollow knock."""
    out = _silence(0.16)
    _add(out, _ring(((190, 1.0, 0.03), (420, 0.6, 0.02), (760, 0.3, 0.012)), 0.16, 12000, noise=0.5), 0)
    return out


def synth_take() -> array:
    """Materials taken: two soft clicks, the second higher."""
    out = _silence(0.1)
    _add(out, _ring(((1900, 1.0, 0.008),), 0.03, 7000, noise=0.3, seed=1), 0)
    _add(out, _ring(((2400, 1.0, 0.008),), 0.03, 6000, noise=0.3, seed=2), int(0.045 * BASE_RATE))
    return out


def synth_pay() -> array:
    """Materials paid back to the supply: soft clicks, falling."""
    out = _silence(0.12)
    _add(out, _ring(((1500, 1.0, 0.01),), 0.035, 7000, noise=0.3, seed=3), 0)
    _add(out, _ring(((1150, 1.0, 0.01),), 0.035, 6000, noise=0.3, seed=4), int(0.05 * BASE_RATE))
    return out


def synth_hut() -> array:
    """A hut built: two hammer knocks on wood and a low thud."""
    out = _silence(0.38)
    _add(out, _ring(((300, 1.0, 0.03), (640, 0.5, 0.015)), 0.12, 10000, noise=0.6, seed=5), 0)
    _add(out, _ring(((110, 1.0, 0.07), (240, 0.7, 0.04), (520, 0.3, 0.02)), 0.25, 13000, noise=0.4, seed=6),
         int(0.13 * BASE_RATE))
    return out


def synth_temple() -> array:
    """A temple built: a stone set down, then a soft low bell."""
    bell = _tone(196, (1.0, 0.0, 0.35, 0.0, 0.18, 0.0, 0.08), 1.2, 0.3, attack=0.005, release=0.2, decay=0.4)
    thud = _ring(((80, 1.0, 0.08), (170, 0.5, 0.05)), 0.2, 14000, noise=0.8, noise_decay=0.01, seed=7)
    out = _silence(0.06 + len(bell) / BASE_RATE)
    _add(out, thud, 0)
    _add(out, bell, int(0.06 * BASE_RATE))
    return out


def synth_step() -> array:
    """One of the druid's steps on the path: a soft crunch."""
    out = _silence(0.09)
    crunch = _noise(0.07, 26000, 0.8, seed=8)
    fall = math.exp(-1 / (0.018 * BASE_RATE))
    _add(out, (v * fall ** k for k, v in enumerate(crunch)), 0)
    _add(out, _ring(((90, 1.0, 0.03),), 0.09, 5000), 0)
    return out


def synth_sacrifice() -> array:
    """An offering to the druid: a soft chime rising a fifth."""
    out = _tone(392, (1.0, 0.2, 0.1), 0.35, 0.25, attack=0.01, release=0.05, decay=0.35)
    out.extend(_tone(588, (1.0, 0.2, 0.1), 0.9, 0.25, attack=0.01, release=0.3, decay=0.4))
    return out


def synth_river() -> array:
    """The druid crosses the river: running water (swelling dark noise) with a few bubbles."""
    seconds = 1.4
    water = _noise(seconds, 30000, 0.93, seed=9)
    n = len(water)
    out = _silence(seconds)
    _add(out, (v * math.sin(math.pi * k / n) * (0.75 + 0.25 * math.sin(k / 900)) for k, v in enumerate(water)), 0)
    rnd = random.Random(10)
    for _bubble in range(9):
        at = rnd.randrange(int(0.1 * BASE_RATE), n - 2000)
        freq = rnd.uniform(500, 900)
        # a bubble: a short sine gliding up as it rises
        _add(out, (2500 * math.exp(-k / 300) * math.sin(2 * math.pi * freq * (k + k * k / 3000) / BASE_RATE)
                   for k in range(1500)), at)
    return out


def synth_last_round() -> array:
    """The last round: a horn call, a low note and a fourth above, held."""
    horn = (1.0, 0.55, 0.35, 0.2, 0.12, 0.06)
    out = _tone(147, horn, 0.45, 0.32, attack=0.06, release=0.08)
    out.extend(_tone(196, horn, 1.1, 0.35, attack=0.05, release=0.45))
    return out


def synth_winner() -> array:
    """The winner: a short bright fanfare (a rising arpeggio and a held top note)."""
    brass = (1.0, 0.6, 0.4, 0.25, 0.15, 0.08)
    out = array("h")
    for freq, seconds in ((262, 0.16), (330, 0.16), (392, 0.16), (523, 0.2), (392, 0.14), (523, 0.8)):
        out.extend(_tone(freq, brass, seconds, 0.3, attack=0.015, release=min(0.3, seconds * 0.35)))
    return out


# The music: four chords (A minor, F, C, G) in just intonation, each of its notes a harmonic of
# C/24, so that every chord repeats exactly once a period of that low note and a whole loop is
# made of a few periods computed once. With C3 = 130.8 Hz: C 24, E 30, F 32, G 36, A 40, B 45.
CHORDS = ((20, 24, 30, 40), (16, 20, 24, 32), (12, 24, 30, 36), (18, 27, 36, 45))
CHORD_PERIODS = 12                      # each chord held this many periods (about 2.2 s)
FADE_PERIODS = 6                        # then it melts into the next over this many


def synth_music() -> array:
    """A slow, soft pad of four chords, looping seamlessly (the last melts into the first)."""
    period = round(BASE_RATE * 24 / 130.8)
    step = 2 * math.pi / period
    waves = []
    for chord in CHORDS:
        wave = [0.0] * period
        for note in chord:
            for h, a in ((1, 1.0), (2, 0.22), (3, 0.06)):
                w = step * note * h
                wave = [v + a * math.sin(w * k) for k, v in enumerate(wave)]
        waves.append(wave)
    top = max(max(abs(v) for v in wave) for wave in waves)
    scale = 0.5 * PEAK / top
    chunks = []
    for c, wave in enumerate(waves):
        held = array("h", [int(v * scale) for v in wave]).tobytes()
        chunks.append(held * CHORD_PERIODS)
        following = waves[(c + 1) % len(waves)]
        for f in range(1, FADE_PERIODS + 1):
            b = f / (FADE_PERIODS + 1)
            a = 1 - b
            chunks.append(array("h", [int((a * x + b * y) * scale) for x, y in zip(wave, following)]).tobytes())
    return array("h", b"".join(chunks))


SYNTHS: dict[str, Callable[[], array]] = {
    "die": synth_die, "knock": synth_knock, "take": synth_take, "pay": synth_pay, "hut": synth_hut,
    "temple": synth_temple, "step": synth_step, "sacrifice": synth_sacrifice, "river": synth_river,
    "last-round": synth_last_round, "winner": synth_winner, MUSIC: synth_music,
}
