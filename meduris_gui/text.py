"""Short printable forms of values read from files, for error messages.

A hostile or broken file can hold a value whose full repr is megabytes (YAML aliases nest one
list inside another); messages show a bounded form, computed without building the whole repr.
"""

from __future__ import annotations

import reprlib

_SHORT = reprlib.Repr()
_SHORT.maxlevel = 2
_SHORT.maxlist = _SHORT.maxtuple = _SHORT.maxdict = _SHORT.maxset = 4
_SHORT.maxstring = 40
_SHORT.maxother = 40
_SHORT.maxlong = 40


def short(value: object) -> str:
    """repr(value), bounded to a few dozen characters."""
    return _SHORT.repr(value)


def space_number(key: object) -> int:
    """A space number written as a mapping key in a file: a whole number or ASCII digits, nothing
    else (not 6.5, not true, not other scripts' digits). ValueError otherwise."""
    if isinstance(key, bool):
        raise ValueError(f"{short(key)} is not a space number")
    if isinstance(key, int):
        return key
    if isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= 6:
        return int(key)
    raise ValueError(f"{short(key)} is not a space number")
