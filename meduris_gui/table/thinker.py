"""A computer player's decision, worked out off the drawing loop.

`decide` is CPU-bound (a strong player searches for up to a second): run in the loop, it would
freeze the window. `Thinker.start` runs it in a daemon thread; the scene polls `Thinker.answer`
every frame and gets the action once it is there. `cancel` (the game left, taken back,
replaced) forgets the decision in the works: its thread finishes unheard, its answer is never
applied. The thread gets the seat's view and legal actions (data
made by the loop before it starts) and the player; the loop leaves that player alone meanwhile.
"""

from __future__ import annotations

import logging
import threading
import time

log = logging.getLogger(__name__)

SAFETY = 1.5            # s: a strong player answers with its best so far after this long


class _Job:
    __slots__ = ("generation", "legal", "action", "error", "done", "thread")

    def __init__(self, generation: int, legal) -> None:
        self.generation = generation
        self.legal = legal
        self.action = None
        self.error: BaseException | None = None
        self.done = threading.Event()
        self.thread: threading.Thread | None = None


class Thinker:
    """At most one decision in the works; `failures` counts answers that had to be replaced.
    `generation` counts the decisions started and cancelled (it names the threads)."""

    def __init__(self) -> None:
        self.generation = 0
        self.job: _Job | None = None
        self.failures = 0

    @property
    def thinking(self) -> bool:
        return self.job is not None

    def start(self, player, view: dict, legal, safety: float | None = None) -> None:
        """Ask `player` for a decision in a background thread (`legal` is a tuple: shared safely).
        Without `safety` the module's SAFETY holds, read now (the tests raise it: on a loaded
        machine a decision cut by the clock would make a seeded game differ from run to run)."""
        self.cancel()
        job = _Job(self.generation, legal)
        deadline = time.perf_counter() + (SAFETY if safety is None else safety)

        def run() -> None:
            try:
                job.action = player.decide(view, legal, deadline=deadline)
            except BaseException as error:          # noqa: BLE001 - reported by answer()
                job.error = error
            finally:
                job.done.set()

        job.thread = threading.Thread(target=run, name=f"meduris-thinker-{job.generation}", daemon=True)
        self.job = job
        job.thread.start()

    def answer(self):
        """The action once the current decision is made, else None. A player that failed or
        answered something illegal is logged and replaced by the first legal action, so that a
        broken computer player never stops a game."""
        job = self.job
        if job is None or not job.done.is_set():
            return None
        self.job = None
        if job.error is not None or job.action not in job.legal:
            self.failures += 1
            log.error("computer player failed (%r); it plays %s instead", job.error or job.action, job.legal[0],
                      exc_info=job.error)
            return job.legal[0]
        return job.action

    def cancel(self) -> None:
        """Forget the decision in the works: its thread finishes on its own, unheard."""
        self.generation += 1
        self.job = None
