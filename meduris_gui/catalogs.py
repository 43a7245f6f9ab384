"""Compiled catalogs: locales/<lang>.po -> locales/compiled/<lang>.mo, and the checks of an entry.

The game reads compiled catalogs (.mo) with the standard library's gettext (meduris_gui/i18n.py);
Babel, which reads .po files, is needed to build them, not to play:

- a wheel carries meduris_gui/_data/locales/compiled/<lang>.mo, built by setup.py's build step
  (Babel is in pyproject's [build-system] requires); the wheel has no .po, so an installed game
  never compiles anything;
- in a checkout the .mo files live in locales/compiled/ (git-ignored, a build cache): the editable
  install's build step (`pip install -e .`) writes them, and the game (and so the test command)
  rebuilds one whose .po changed, when Babel is importable. Each .mo records the SHA-256 of the
  .po it was built from (and FORMAT, the version of this builder): a .mo that does not match its
  .po is rebuilt, whatever the files' times say. A file is written to a temporary file in the same
  folder and renamed over the old one (os.replace), so two processes building at once (pytest-xdist)
  each leave a whole file and a reader never sees half of one;
- by hand: `python -m meduris_gui.catalogs` (from a checkout, with Babel).

The checks (issue 10, B6) run when a catalog is compiled: an entry whose {placeholders} differ from
the English message's (another name, a format spec or conversion the English has not, unbalanced
braces) or whose plural forms are wrong is left out of the .mo, so that entry shows in English; the
problems go into the .mo (a reserved entry) and are said when the game loads it. The same entry
check and the plural formula check run again at load on the .mo itself (cheap, a millisecond or
two), for a .mo that was damaged or edited by hand.

This module imports nothing of the game and Babel only inside compile_po: setup.py loads it by
its file path at build time, and the game imports it without Babel.
"""

from __future__ import annotations

import gettext
import hashlib
import io
import json
import os
import re
import string
import struct
import sys
import tempfile
from pathlib import Path
from typing import Callable, NamedTuple

DOMAIN = "meduris"
COMPILED = "compiled"                  # the folder of the .mo files, inside locales/
FORMAT = 1                             # of the build info; a .mo of another FORMAT is rebuilt
BUILD_CONTEXT = "meduris-build"        # the reserved entry (context, id) holding the build info
BUILD_ID = "info"
BUILD_KEY = f"{BUILD_CONTEXT}\x04{BUILD_ID}"   # its key in gettext's catalog

# No language has more than six plural forms; Babel makes a list of `nplurals` strings for every
# plural entry while it reads, so a huge number must be refused before Babel sees the file.
MAX_PLURAL_FORMS = 6
NPLURALS = re.compile(rb"Plural-Forms:[^\n]*?nplurals\s*=\s*([0-9]+)", re.IGNORECASE)
PLURAL_CHECK_RANGE = range(0, 201)     # the plural formula is tried for these n
_FORMATTER = string.Formatter()

Values = tuple[tuple[str, str], ...]


def N_(message: str) -> str:           # noqa: N802 - marks a text for extraction (as i18n.N_)
    return message


class Problem(NamedTuple):
    """One problem found by a check: `message` an English text marked with N_, filled with
    `values`. kind: "entry" (that entry is left out), "plural-rule", "empty"."""

    entry: str                         # the English message (its singular); "" for the whole file
    context: str | None
    message: str
    values: Values = ()
    kind: str = "entry"

    def english(self) -> str:
        where = repr(self.entry) + (f" (context {self.context!r})" if self.context else "") if self.entry \
            else self.kind
        return f"{where}: {self.message.format(**dict(self.values))}"


class CompileError(ValueError):
    """A catalog that cannot be used at all (field "(file)" or "Plural-Forms"), or no Babel."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")
        self.field, self.problem = field, problem


class NoBabel(CompileError):
    def __init__(self) -> None:
        super().__init__("(file)", "Babel is not installed (pip install babel): the catalog cannot be compiled")


# -- the checks (build and load) --------------------------------------------------------------------

def fields(text: str) -> list[tuple[str, str | None, str]]:
    """(name, conversion, format spec) of each {placeholder} of `text`; ValueError when its braces
    are unbalanced or a placeholder is malformed."""
    return [(name, conversion, spec or "") for _literal, name, spec, conversion in _FORMATTER.parse(text)
            if name is not None]


def _show(field_: tuple[str, str | None, str]) -> str:
    name, conversion, spec = field_
    return "{" + name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"


def entry_problem(ids: tuple[str, ...], strings: tuple[str, ...], forms: int) -> tuple[str, Values] | None:
    """Why a translated entry (its English ids: one, or singular and plural; its translated
    strings) cannot be used (an N_ text and its values), or None. Its placeholders must be exactly
    the English ones, each with no format spec or conversion the English has not; braces balanced;
    a plural entry has `forms` non-empty forms, each likewise."""
    if len(ids) > 1 and (len(strings) != forms or not all(strings)):
        pass                            # said below
    elif not any("{" in text or "}" in text for text in (*ids, *strings)):
        return None                     # most texts: no placeholder, nothing to parse
    try:
        english = {field_ for text in ids for field_ in fields(text)}
    except ValueError as error:
        return N_("the English message is broken: {reason}"), (("reason", str(error)),)
    names = {name for name, _conversion, _spec in english}
    if len(ids) > 1:
        if len(strings) != forms:
            return N_("{count} plural forms instead of {expected}"), (("count", str(len(strings))),
                                                                     ("expected", str(forms)))
        if not all(strings):
            return N_("a plural form is empty"), ()
    for text in strings:
        try:
            found = fields(text)
        except ValueError as error:
            return N_("unbalanced braces: {reason}"), (("reason", str(error)),)
        for field_ in found:
            if field_[0] not in names:
                return N_("unknown placeholder {placeholder}"), (("placeholder", _show(field_)),)
            if field_ not in english:
                return N_("{placeholder} has a format or conversion the English has not"), \
                    (("placeholder", _show(field_)),)
        missing = sorted(names - {name for name, _conversion, _spec in found})
        if missing:
            return N_("placeholder {placeholder} is missing"), (("placeholder", "{" + missing[0] + "}"),)
    return None


def plural_problem(formula: Callable[[int], int], forms: int) -> tuple[str, Values] | None:
    """Why a plural formula cannot be used: it fails, or gives a form that does not exist, for an n
    of PLURAL_CHECK_RANGE (an N_ text and its values); None when it works."""
    for n in PLURAL_CHECK_RANGE:
        try:
            index = formula(n)
        except Exception as error:  # noqa: BLE001 - (n / 0) and the like
            return N_("the plural rule fails for n = {n}: {reason}"), (("n", str(n)), ("reason", repr(error)))
        if not (isinstance(index, int) and 0 <= index < forms):
            return (N_("the plural rule gives form {index} for n = {n}, but there are {count} forms"),
                    (("index", str(index)), ("n", str(n)), ("count", str(forms))))
    return None


def check_nplurals(data: bytes) -> None:
    """CompileError for a Plural-Forms header whose nplurals is not 1 to MAX_PLURAL_FORMS."""
    for number in NPLURALS.findall(data):
        if not 1 <= int(number) <= MAX_PLURAL_FORMS:
            raise CompileError("(file)", f"Plural-Forms: nplurals={int(number)} is not 1 to {MAX_PLURAL_FORMS}")


def mo_entries(data: bytes) -> list[tuple[bytes, bytes]]:
    """(msgid, msgstr) of every entry of a .mo file's bytes, as stored (context\\x04id, and
    singular\\x00plural for a plural entry). For a file gettext already parsed (so its tables hold)."""
    magic = struct.unpack("<I", data[:4])[0]
    order = "<" if magic == 0x950412DE else ">"
    count, originals, translations = struct.unpack(order + "3I", data[8:20])
    entries = []
    for index in range(count):
        length, offset = struct.unpack_from(order + "2I", data, originals + 8 * index)
        tlength, toffset = struct.unpack_from(order + "2I", data, translations + 8 * index)
        entries.append((data[offset:offset + length], data[toffset:toffset + tlength]))
    return entries


# -- compiling (needs Babel) ------------------------------------------------------------------------

def source_digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def build_info(digest: str, dropped: list[Problem]) -> str:
    return json.dumps({"format": FORMAT, "source": digest, "dropped": [list(p[:3]) + [list(map(list, p.values)), p.kind]
                                                                      for p in dropped]},
                      ensure_ascii=False, sort_keys=True)


def read_build_info(text: str | None) -> tuple[int | None, str | None, list[Problem]]:
    """(format, source digest, problems of the dropped entries) of a .mo's build info; (None, None,
    []) when there is none or it is not ours."""
    try:
        info = json.loads(text) if text else None
        problems = [Problem(str(e), None if c is None else str(c), str(m), tuple((str(k), str(v)) for k, v in vs),
                            str(kind)) for e, c, m, vs, kind in info["dropped"]]
        return int(info["format"]), str(info["source"]), problems
    except (TypeError, ValueError, KeyError):
        return None, None, []


def _babel():
    try:
        from babel.messages import mofile, pofile
    except ImportError:
        raise NoBabel() from None
    return pofile, mofile


def _forms(value) -> tuple[str, ...]:
    return tuple(value) if isinstance(value, (list, tuple)) else (value,)


def compile_po(data: bytes, language: str) -> tuple[bytes, list[Problem]]:
    """The .mo bytes of a .po file's bytes, checked: the entries that fail are left out (and
    recorded in the .mo's build info). Returns the .mo and every problem found (the entries left
    out, a plural rule that fails, a catalog with no translated entry). CompileError for a file
    that cannot be used at all (NoBabel without Babel)."""
    pofile, mofile = _babel()
    check_nplurals(data)
    try:
        catalog = pofile.read_po(io.BytesIO(data), locale=language, domain=DOMAIN, abort_invalid=True)
        forms, expression = catalog.num_plurals, catalog.plural_expr
    except Exception as error:  # noqa: BLE001 - Babel raises several kinds; all mean a broken file
        raise CompileError("(file)", str(error)) from error
    try:
        formula = gettext.c2py(expression)
    except (ValueError, SyntaxError, RecursionError) as error:   # c2py compiles the formula
        raise CompileError("Plural-Forms", str(error)) from error
    found = plural_problem(formula, forms)
    problems = [Problem("", None, *found, kind="plural-rule")] if found else []
    dropped, translated = [], 0
    for message in list(catalog):
        if not message.id or message.fuzzy or not any(_forms(message.string)):
            continue                # the header; fuzzy and untranslated entries are not compiled
        found = entry_problem(_forms(message.id), _forms(message.string), forms)
        if found is None:
            translated += 1
            continue
        dropped.append(Problem(_forms(message.id)[0], message.context, *found))
        catalog.delete(message.id, message.context)
    if not translated:
        problems.append(Problem("", None, N_("it has no translated entries"), kind="empty"))
    catalog.add(BUILD_ID, build_info(source_digest(data), dropped), context=BUILD_CONTEXT)
    buffer = io.BytesIO()
    try:
        mofile.write_mo(buffer, catalog)
    except Exception as error:  # noqa: BLE001 - as above
        raise CompileError("(file)", str(error)) from error
    return buffer.getvalue(), dropped + problems


def compiled_path(po: Path) -> Path:
    """Where the .mo of a .po goes: <its folder>/compiled/<name>.mo."""
    return po.parent / COMPILED / (po.stem + ".mo")


def write_atomic(path: Path, data: bytes) -> None:
    """Write `data` to a temporary file in path's folder and rename it over `path`: a reader (or a
    second process writing the same file) sees the old file or a whole new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.chmod(temporary, 0o644)                  # mkstemp's is 0o600: others read an installed game's
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def compile_folder(locales: Path, target: Path | None = None) -> dict[Path, list[Problem]]:
    """Compile every <lang>.po of `locales` into `target` (default locales/compiled/), written
    atomically. Returns the problems of each .mo written; CompileError names the file it is about."""
    results = {}
    for po in sorted(locales.glob("*.po")):
        mo = (target / (po.stem + ".mo")) if target is not None else compiled_path(po)
        try:
            data, problems = compile_po(po.read_bytes(), po.stem)
        except CompileError as error:
            raise CompileError(error.field, f"{po}: {error.problem}") from error
        write_atomic(mo, data)
        results[mo] = problems
    return results


def main(argv: list[str] | None = None) -> int:
    """`python -m meduris_gui.catalogs`: compile a checkout's locales/*.po into locales/compiled/."""
    import argparse
    parser = argparse.ArgumentParser(description=main.__doc__.split(":", 1)[1].strip())
    parser.add_argument("--locales", type=Path, default=Path(__file__).resolve().parent.parent / "locales")
    args = parser.parse_args(argv)
    try:
        results = compile_folder(args.locales)
    except CompileError as error:
        print(f"error: {error.problem}", file=sys.stderr)
        return 1
    bad = 0
    for mo, problems in results.items():
        print(f"{mo}: {'built' if not problems else f'built, {len(problems)} problem(s)'}")
        for problem in problems:
            bad += 1
            print(f"  {problem.english()}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
