"""What the games' data files (their boards, Eiszeit's card table) share: how a file is named in
messages, read (bounded, never waiting) and parsed (yaml.safe_load, bounded), and the opening
checks of a document of ours (a mapping with its format, version and sections; a board's design
and note). Each game's board.py keeps its own sections and rules. Pure Python: never imports pygame.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Callable

from meduris_gui import paths
from meduris_gui.fileformat import FileFormatError, Reader, kind_of, read_text

DESIGNS = ("own", "printed")       # a board of our own design, or the printed one


def display(path: str | os.PathLike) -> str:
    """The file as messages name it: relative to the project for the shipped files."""
    try:
        return Path(path).resolve().relative_to(paths.ROOT).as_posix()
    except (ValueError, OSError):
        return str(path)


def read_file(path: str | os.PathLike, limit: int, error: type[FileFormatError],
              parse: Callable[[str, str], Any]) -> Any:
    """What `parse(text, file)` makes of the file at `path`: only a regular file of at most
    `limit` bytes, read without ever waiting (a FIFO, /dev/zero, a huge file is refused as
    `error`), `file` its name in messages."""
    file = display(path)
    return parse(read_text(path, limit, error, file), file)


class ShippedFile:
    """A data file a game ships in boards/ (`name`): read once and shared (what `parse(text, file)`
    makes of it is immutable); a file at any other path is read and parsed each time. A file
    that cannot be used raises `error` naming the file, the field and the problem."""

    def __init__(self, name: str, limit: int, error: type[FileFormatError], parse: Callable[[str, str], Any]) -> None:
        self.name, self.limit, self.error, self.parse = name, limit, error, parse
        self._shipped: Any = None

    def path(self) -> Path:
        return paths.data_dir("boards") / self.name

    def load(self, path: str | os.PathLike | None = None) -> Any:
        if path is not None:
            return read_file(path, self.limit, self.error, self.parse)
        if self._shipped is None:
            self._shipped = self.load(self.path())
        return self._shipped


class DataReader(Reader):
    """A Reader for a data file of ours: its document, its opening checks."""

    def document(self, text: str | bytes) -> Any:
        """The YAML document in `text` (load_yaml: yaml.safe_load, bounded)."""
        return self.parse_yaml(text, nested="the file nests lists or mappings too deeply",
                               syntax="YAML syntax error: {problem}")

    def top(self, doc: Any, format: str, version: int, keys: tuple[str, ...], what: str,
            required: tuple[str, ...]) -> dict:
        """A mapping that says its `format` and `version`, with no keys but `keys` and every one
        of `required` (`what` says what the file is when it is no mapping)."""
        if not isinstance(doc, dict):
            self.fail("(document)", f"expected a mapping at the top level, got {kind_of(doc)}")
        self.header(doc, format, version, keys, what)
        for key in required:
            if key not in doc:
                self.fail(key, "missing")
        return doc

    def design(self, doc: dict) -> tuple[str, str]:
        """A board's `design` (DESIGNS) and `note`: a board of our own design says so in a note."""
        design = self.choice(doc["design"], "design", DESIGNS, "design")
        note = doc.get("note", "")
        if not isinstance(note, str):
            self.fail("note", f"expected a text, got {kind_of(note)}")
        if design == "own" and not note.strip():
            self.fail("note", "a board of our own design says so in a note (it is not the printed board)")
        return design, note


__all__ = ["DESIGNS", "DataReader", "ShippedFile", "display", "read_file"]
