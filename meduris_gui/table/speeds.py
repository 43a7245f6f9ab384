"""The speeds of the table (Settings.speed) and what they mean for every game: how fast its
animations play and how long a computer waits before its move, so that a human can follow.

`SPEEDS` is the factor an animation's time runs at (0: instant, nothing is animated); `pause` is
the wait between two computer moves at a speed (none at "instant").
"""

from __future__ import annotations

SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.2, "instant": 0.0}
PAUSE = 0.6            # s between two computer moves at normal speed, so that a human can follow


def pause(speed: str) -> float:
    """Seconds a computer waits before its move at `speed` (an unknown speed counts as normal)."""
    factor = SPEEDS.get(speed, 1.0)
    return PAUSE / factor if factor else 0.0


__all__ = ["PAUSE", "SPEEDS", "pause"]
