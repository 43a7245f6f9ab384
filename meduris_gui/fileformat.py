"""One way to read the game's files: boards, states, records, saves, settings and catalogs.

Every file that cannot be used raises a `FileFormatError(file, field, problem)` (or a subclass:
BoardError, StateError, RecordError, SaveError, SettingsProblem, CatalogError), whose message is
"<file>: <field>: <problem>". `field` is the path to the place in the file, as a reader would
look for it: `spaces[3].materials`, `highlands.wood[1]`; "(file)" means the file as a whole and
"line 4" a syntax error.

A `Reader` checks one parsed file piece by piece and builds those paths:

    r = Reader("boards/4p.yaml", BoardError)
    spaces = r.seq(doc["spaces"], "spaces")
    r.integer(spaces[3]["index"], item("spaces", 3) + ".index")

A problem is English (str() of the error, logs, the command line) and also knows how it was
made: the readers below give it as a `Text`, a template marked with N_ filled with values, some of
which are words marked too (`Word`: "a mapping", "an integer"), so that the window can say it in
the player's language (i18n.translate). A problem given as a plain string stays English there.

Pure Python: never imports pygame (nor the translations: N_ here only marks texts for extraction).
"""

from __future__ import annotations

import copyreg
import os
import stat
from pathlib import Path
from typing import Any, NoReturn

import yaml

from .text import short


def N_(message: str) -> str:
    """Mark an English text for the catalogs (scripts/update_catalogs.py); translated where shown."""
    return message


def NC_(context: str, message: str) -> str:
    """Mark an English word in a context (the catalogs' msgctxt) for the catalogs."""
    return message


class Text(str):
    """An English text that remembers how it was made: `template` (marked with N_) filled with
    `values` (str.format). It is the English text itself (a str), for logs and the command line;
    i18n.translate says it in the player's language, the values that are Texts themselves
    (Word: kinds, names of things) translated too. Without values the template is the text."""

    template: str
    values: dict
    context: str | None = None

    def __new__(cls, template: str, **values: Any) -> "Text":
        text = super().__new__(cls, template.format(**values) if values else template)
        text.template = template
        text.values = values
        return text

    def __reduce__(self) -> tuple[Any, ...]:
        return (_text, (type(self), self.template, self.values))


def _text(cls: type, template: str, values: dict) -> "Text":
    return cls(template, **values)


class Word(Text):
    """A word a problem is filled with that is itself translated (e.g. "a mapping"; "wood" in
    the context "material", marked with NC_)."""

    def __new__(cls, word: str, context: str | None = None) -> "Word":
        text = super().__new__(cls, word)
        text.context = context
        return text

    def __reduce__(self) -> tuple[Any, ...]:
        return (Word, (self.template, self.context))


class FileFormatError(ValueError):
    """A file that cannot be used: `file` names it, `field` the place in it, `problem` what is
    wrong. str() is "<file>: <field>: <problem>"."""

    def __init__(self, file: str, field: str, problem: str) -> None:
        super().__init__(self.describe(file, field, problem))
        self.file = file
        self.field = field
        self.problem = problem

    @staticmethod
    def describe(file: str, field: str, problem: str) -> str:
        return f"{file}: {field}: {problem}"

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickling (an error handed over from a loading thread or process) would otherwise call
        # __init__ with the message alone. Rebuilt without __init__: the same args (so the same
        # str()) and the same attributes, whatever a subclass adds.
        return (copyreg.__newobj__, (type(self), *self.args), dict(self.__dict__))


# Translators: what a value in a file is; these fill {expected} and {kind} in "expected {expected},
# got {kind} ({value})".
_KIND_WORDS = {bool: N_("a boolean"), int: N_("an integer"), float: N_("a number"), str: N_("a string"),
               list: N_("a list"), dict: N_("a mapping"), type(None): N_("nothing")}


def kind_word(kind: type) -> str:
    """The word of a kind of value ("a mapping"): a Word when it has one, else the type's name."""
    word = _KIND_WORDS.get(kind)
    return Word(word) if word else kind.__name__


def kind_of(value: Any) -> str:
    """What a value of a parsed file is, with a short quote of it: "a string ('x')"."""
    return Text(N_("{kind} ({value})"), kind=kind_word(type(value)), value=short(value))


def got(expected: str, value: Any) -> Text:
    """ "expected <expected>, got <kind> (<value>)" (`expected` a Word or a Text)."""
    return Text(N_("expected {expected}, got {kind} ({value})"), expected=expected,
                kind=kind_word(type(value)), value=short(value))


def child(at: str, key: Any) -> str:
    """The path of `key` inside the mapping at `at` ("" is the document itself)."""
    return f"{at}.{key}" if at else str(key)


def item(at: str, index: int) -> str:
    """The path of entry `index` of the list at `at`."""
    return f"{at}[{index}]"


class Reader:
    """Checks one parsed file piece by piece; every problem is `error(file, field, problem)`.
    Each typed reader takes the value and its path `at`, and returns the value checked."""

    def __init__(self, file: str, error: type[FileFormatError] = FileFormatError) -> None:
        self.file = file
        self.error = error

    def fail(self, at: str, problem: str, **values: Any) -> NoReturn:
        """Raise the error at `at`: `problem` is an English text marked with N_ whose placeholders
        `values` fill (a Text: the window translates it), or a Text already."""
        if not (isinstance(problem, Text) and not values):
            problem = Text(problem, **values)
        raise self.error(self.file, at, problem)

    # -- mappings -------------------------------------------------------------------------------

    def mapping(self, value: Any, at: str, required: tuple[str, ...] = (),
                optional: tuple[str, ...] = ()) -> dict:
        """A mapping with exactly the `required` keys and perhaps some `optional` ones."""
        if not isinstance(value, dict):
            self.fail(at or "(document)", got(Word(N_("a mapping")), value))
        allowed = required + optional
        for key in value:
            if key not in allowed:
                self.fail(child(at, key), N_("unknown key (expected {keys})"), keys=", ".join(allowed))
        for key in required:
            if key not in value:
                self.fail(child(at, key), N_("missing"))
        return value

    def header(self, data: Any, format: str, version: int, keys: tuple[str, ...], what: str) -> dict:
        """A document of our own: a mapping (else `what` says what it should be) that says its
        `format` and `version`, with no keys but `keys`."""
        if not isinstance(data, dict):
            self.fail("(top)", what)
        if data.get("format") != format:
            self.fail("format", N_("expected {expected}, got {value}"), expected=repr(format),
                      value=short(data.get("format")))
        if data.get("version") != version:
            self.fail("version", N_("this game reads version {version}, not {value}"), version=version,
                      value=short(data.get("version")))
        return self.known(data, "", keys)

    def known(self, value: dict, at: str, allowed: tuple[str, ...]) -> dict:
        """A mapping whose keys are all among `allowed` (which are checked one by one later)."""
        unknown = sorted(map(str, set(value) - set(allowed)))
        if unknown:
            self.fail(child(at, unknown[0]), N_("unknown field"))
        return value

    def get(self, data: Any, key: str, at: str, kind: type | tuple[type, ...]) -> Any:
        """data[key], which must be there and be of `kind` (a boolean is never a number)."""
        field = child(at, key)
        if not isinstance(data, dict) or key not in data:
            self.fail(field, N_("missing"))
        value = data[key]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
            self.fail(field, got(kind_word(kinds[0]), value))
        return value

    # -- lists and numbers -----------------------------------------------------------------------

    def seq(self, value: Any, at: str) -> list:
        if not isinstance(value, list):
            self.fail(at, got(Word(N_("a list")), value))
        return value

    def integer(self, value: Any, at: str) -> int:
        if type(value) is not int:  # YAML's yes/no are booleans, never counts
            self.fail(at, got(Word(N_("an integer")), value))
        return value

    def whole(self, value: Any, at: str, low: int, high: int) -> int:
        """An integer from `low` to `high`."""
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(at, N_("expected a whole number, got {value}"), value=short(value))
        if not low <= value <= high:
            self.fail(at, N_("{value} is out of range {low}..{high}"), value=value, low=low, high=high)
        return value

    def index(self, value: Any, at: str, n: int, what: str) -> int:
        """A space of a ring of `n`."""
        i = self.integer(value, at)
        if not 0 <= i < n:
            self.fail(at, N_("{what} {index} out of range (the ring has spaces 0 to {last})"), what=what,
                      index=i, last=n - 1)
        return i

    def numbered(self, value: Any, at: str, i: int, what: str) -> None:
        """The entry at[i] must say index i: list order is ring order, and indices say so twice."""
        index, listed = self.integer(value, f"{at}.index"), at.split("[")[0]
        if 0 <= index < i:  # earlier entries hold exactly 0..i-1
            self.fail(f"{at}.index", N_("duplicate {what} index {index} (also {listed}[{index}])"),
                      what=what, index=index, listed=listed)
        if index != i:
            self.fail(f"{at}.index", N_("expected index {index}: {listed} are numbered 0, 1, 2, ... in order"),
                      index=i, listed=listed)

    def coord(self, value: Any, at: str) -> float:
        if type(value) not in (int, float):
            self.fail(at, got(Word(N_("a number from 0 to 1")), value))
        if not 0 <= value <= 1:  # also refuses .nan
            self.fail(at, N_("coordinate {value} out of range (expected a number from 0 to 1)"), value=value)
        return float(value)

    # -- words -------------------------------------------------------------------------------

    def text(self, value: Any, at: str) -> str:
        if not isinstance(value, str) or not value.strip():
            self.fail(at, got(Word(N_("a non-empty string")), value))
        return value

    def choice(self, value: Any, at: str, options: tuple[str, ...], what: str) -> str:
        if value not in options or not isinstance(value, str):
            self.fail(at, N_("unknown {what} {value} (expected one of {options})"), what=what, value=short(value),
                      options=", ".join(options))
        return value

    # -- the file itself -----------------------------------------------------------------------

    def parse_yaml(self, text: str | bytes, nested: str = "nested too deeply",
                   syntax: str = "not valid YAML ({problem})") -> Any:
        """The document in `text` (load_yaml: safe loading, bounded nesting and expansion). Too
        deep a nesting fails at "(file)" with `nested`; aliases that expand too far at their
        line; a syntax error at
        "line N" (or "(file)" when the parser knows no line) with `syntax`, whose {problem} is
        the parser's."""
        try:
            return load_yaml(text)
        except YamlProblem as error:
            where = "(file)" if error.line is None else f"line {error.line}"
            if error.kind == "nested":
                self.fail("(file)", nested)
            if error.kind == "expansion":
                self.fail(where, EXPANSION_PROBLEM)
            if error.kind == "encoding":
                self.fail(where, error.detail)
            self.fail(where, syntax.format(problem=error.detail))


# Our files nest a few levels (a board: spaces[3].materials[0]); a hostile one nests 20,000 and
# would exhaust the parser's recursion. An alias (*a) repeats an anchored value (&a): harmless once,
# but nine aliases of nine aliases of ... make a 300-byte file stand for billions of values
# ("billion laughs"), and any walk over them (a check, a repr in a message) never ends. So the
# values a document stands for, its aliases expanded, are counted while it is composed, before
# anything is built: a record at the size cap (1 MB) holds some 100,000.
MAX_DEPTH = 32
MAX_VALUES = 1_000_000
EXPANSION_PROBLEM = f"its YAML aliases (*) stand for more than {MAX_VALUES} values"


class YamlProblem(ValueError):
    """Why a text is not a document the game reads: kind "syntax" (detail: the parser's words),
    "nested" (more than MAX_DEPTH levels), "expansion" (more than MAX_VALUES values, aliases
    expanded) or "encoding" (not UTF-8); `line` counted from 1, or None."""

    def __init__(self, kind: str, line: int | None, detail: str = "") -> None:
        super().__init__(f"{kind} at line {line}: {detail}" if line else f"{kind}: {detail}")
        self.kind, self.line, self.detail = kind, line, detail


class _BoundedLoader(yaml.SafeLoader):
    """yaml.SafeLoader that counts, while composing and before any value is built, how deep the
    document nests and how many values it stands for with every alias expanded."""

    def __init__(self, stream: Any) -> None:
        super().__init__(stream)
        self._depth = 0
        self._values: dict[int, int] = {}     # id(node) -> the values it stands for, itself included

    def compose_node(self, parent: Any, index: Any) -> Any:
        event = self.peek_event()
        line = event.start_mark.line + 1 if event.start_mark else None
        if isinstance(event, yaml.AliasEvent):
            anchored = self.anchors.get(event.anchor)
            if anchored is not None and id(anchored) not in self._values:   # a value that holds itself
                raise YamlProblem("expansion", line, EXPANSION_PROBLEM)
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise YamlProblem("nested", line, f"more than {MAX_DEPTH} levels")
            node = super().compose_node(parent, index)
        finally:
            self._depth -= 1
        if id(node) not in self._values:      # a new node (an alias returns its anchor's, counted)
            if isinstance(node, yaml.SequenceNode):
                count = 1 + sum(self._values.get(id(child), 1) for child in node.value)
            elif isinstance(node, yaml.MappingNode):
                count = 1 + sum(self._values.get(id(key), 1) + self._values.get(id(value), 1)
                                for key, value in node.value)
            else:
                count = 1
            if count > MAX_VALUES:
                raise YamlProblem("expansion", line, EXPANSION_PROBLEM)
            self._values[id(node)] = count
        return node


def load_yaml(text: str | bytes) -> Any:
    """The one YAML document in `text`, loaded safely (a file never runs code), at most MAX_DEPTH
    levels deep and MAX_VALUES values with its aliases expanded: YamlProblem otherwise. Bytes must be UTF-8 (the game
    writes nothing else; UTF-16 is refused like any other encoding, kind "encoding"). JSON is
    YAML too."""
    if isinstance(text, (bytes, bytearray)):
        text = decode_utf8(bytes(text))
    try:
        loader = _BoundedLoader(text)
    except yaml.YAMLError as error:           # a character YAML refuses, seen at the start
        raise YamlProblem("syntax", yaml_line(error), short_text(str(error).splitlines()[0])) from None
    try:
        return loader.get_single_data()
    except RecursionError:                    # the parser's own recursion (never past MAX_DEPTH)
        raise YamlProblem("nested", None, f"more than {MAX_DEPTH} levels") from None
    except yaml.YAMLError as error:           # bad syntax, a character YAML refuses (ReaderError)
        problem = getattr(error, "problem", None) or str(error).splitlines()[0]
        raise YamlProblem("syntax", yaml_line(error), short_text(problem)) from None
    finally:
        loader.dispose()


def decode_utf8(raw: bytes) -> str:
    """The text of a file's bytes: UTF-8 (a byte-order mark allowed), else YamlProblem "encoding"
    naming the line of the first byte that is not."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        raise YamlProblem("encoding", line, f"not UTF-8 text (byte 0x{raw[error.start]:02x})") from None


def short_text(text: str, limit: int = 120) -> str:
    """`text` cut to `limit` characters (a parser's message may quote a whole line)."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def yaml_line(error: yaml.YAMLError) -> int | None:
    """The line (counted from 1) a YAML error points at, if it points at one."""
    mark = getattr(error, "problem_mark", None)
    return None if mark is None else mark.line + 1


class NotRegularFile(ValueError):
    """A path that is a folder, a FIFO, a device: not a file to read."""


class TooLarge(ValueError):
    """A file larger than its kind ever is; `size` is its size in bytes (at least, if it grew)."""

    def __init__(self, size: int, limit: int) -> None:
        super().__init__(f"{size} bytes, more than {limit}")
        self.size = size


def read_bounded(path: Path | str, limit: int) -> bytes:
    """The bytes of the regular file `path`: NotRegularFile or TooLarge (both ValueError) when it
    is not one or holds more than `limit` bytes, OSError when it cannot be read. A FIFO or a
    device is refused after os.stat, before any open; the open itself does not wait (O_NONBLOCK)
    in case the file was swapped for a FIFO in between, and reading stops after limit + 1 bytes."""
    if not str(path):
        raise FileNotFoundError(2, "no file was named", "")
    _check_regular(os.stat(path), limit)
    handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        _check_regular(os.fstat(handle), limit)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:                    # a file that grows while it is read is cut off
            chunk = os.read(handle, limit + 1 - total)
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    finally:
        os.close(handle)
    if total > limit:
        raise TooLarge(total, limit)
    return b"".join(chunks)


def _check_regular(info: os.stat_result, limit: int) -> None:
    if not stat.S_ISREG(info.st_mode):
        raise NotRegularFile(_not_regular(info.st_mode))
    if info.st_size > limit:
        raise TooLarge(info.st_size, limit)


def _not_regular(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe), not a regular file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device, not a regular file"
    return "not a regular file"


class Unreadable(ValueError):
    """Why a file could not be read, as data for a message in any language: `kind` is "unnamed"
    (an empty path), "missing", "not-regular", "too-large" or "os" (the system refused: `error`
    is the OSError); `english` says it in English for logs and the command line."""

    def __init__(self, kind: str, english: str, size: int = 0, limit: int = 0,
                 error: OSError | None = None) -> None:
        super().__init__(english)
        self.kind, self.english, self.size, self.limit, self.error = kind, english, size, limit, error


def read_checked(path: Path | str, limit: int) -> bytes:
    """read_bounded with every failure an Unreadable (never a bare OSError without a text)."""
    if not str(path):
        raise Unreadable("unnamed", "no file was named")
    try:
        return read_bounded(path, limit)
    except FileNotFoundError as error:
        raise Unreadable("missing", "file not found", error=error) from None
    except NotRegularFile as error:
        raise Unreadable("not-regular", str(error)) from None
    except TooLarge as error:
        raise Unreadable("too-large", f"{error.size} bytes, more than the {limit} such a file may hold",
                         size=error.size, limit=limit) from None
    except OSError as error:
        raise Unreadable("os", f"cannot read it: {error.strerror or type(error).__name__}", error=error) from None
    except MemoryError:
        raise Unreadable("too-large", "too large to read", limit=limit) from None


def regular_file(path: Path | str, limit: int, error: type[FileFormatError] = FileFormatError) -> None:
    """Check a file another library will read (a font: SDL_ttf): a regular file of at most
    `limit` bytes, else `error(file, "(file)", problem)`. Nothing is read."""
    try:
        _check_regular(os.stat(path), limit)
    except NotRegularFile as problem:
        raise error(str(path), "(file)", str(problem)) from None
    except TooLarge as problem:
        raise error(str(path), "(file)", f"{problem.size} bytes, more than the {limit} such a file may hold") from None
    except OSError as problem:
        raise error(str(path), "(file)", f"cannot read it: {problem.strerror or type(problem).__name__}") from None


def read_text(path: Path | str, limit: int, error: type[FileFormatError] = FileFormatError,
              file: str | None = None) -> str:
    """The UTF-8 text of a data file of the game (a board, a catalog, a lesson, a record): at most
    `limit` bytes of a regular file, read without ever waiting (fileformat.read_bounded). Every
    failure is `error(file, "(file)", problem)` with a problem in words."""
    name = file if file is not None else (str(path) or "(no file)")
    try:
        raw = read_checked(path, limit)
    except Unreadable as problem:
        raise error(name, "(file)", problem.english) from None
    try:
        return decode_utf8(raw)
    except YamlProblem as problem:
        raise error(name, f"line {problem.line}", problem.detail) from None


__all__ = ["FileFormatError", "MAX_DEPTH", "NotRegularFile", "Reader", "TooLarge", "Unreadable", "YamlProblem",
           "child", "decode_utf8", "item", "kind_of", "load_yaml", "read_bounded", "read_checked", "read_text",
           "regular_file", "yaml_line"]
