"""Long work (loading a save: reading, parsing, checking and replaying a record) off the drawing loop.

A record at the size cap takes seconds to parse: run in the loop, it would freeze the window.
`Job.start` runs the work in a daemon thread; the scene polls `Job.poll` every frame (its busy()
says True meanwhile, so the window keeps drawing) and takes `Job.result` once it is there: the
work's value, or its exception raised again in the loop, so errors are handled where they were
before. `cancel` (Esc, the scene closed) forgets the work: its thread finishes unheard and its
result is never handed over. The work must never touch pygame (only files, YAML and the rules).
In the style of thinker.py.
"""

from __future__ import annotations

import threading
from typing import Callable, Generic, TypeVar

T = TypeVar("T")


class Job(Generic[T]):
    """One piece of work in a thread of its own; at most one result, handed over once."""

    def __init__(self, work: Callable[[], T], name: str = "meduris-job") -> None:
        self.work = work
        self.name = name
        self.value: T | None = None
        self.error: BaseException | None = None
        self.done = threading.Event()
        self.cancelled = False
        self.thread: threading.Thread | None = None

    def start(self) -> "Job[T]":
        def run() -> None:
            try:
                self.value = self.work()
            except BaseException as error:          # noqa: BLE001 - raised again by result()
                self.error = error
            finally:
                self.done.set()

        self.thread = threading.Thread(target=run, name=self.name, daemon=True)
        self.thread.start()
        return self

    def poll(self) -> bool:
        """True once the work is finished and not cancelled: result() then hands it over."""
        return self.done.is_set() and not self.cancelled

    def result(self) -> T:
        """The work's value, or its exception raised here (in the loop's thread)."""
        if not self.poll():
            raise RuntimeError(f"{self.name}: no result to hand over")
        if self.error is not None:
            error, self.error = self.error, None
            raise error
        return self.value

    def cancel(self) -> None:
        """Forget the work: its thread finishes on its own, its result is dropped."""
        self.cancelled = True

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the work is finished (tests, and nothing in the drawing loop)."""
        return self.done.wait(timeout)
