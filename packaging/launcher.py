"""The standalone application's entry point (packaging/meduris.spec builds both executables from it).

`meduris` (console) and `meduris-window` (no console on Windows and macOS) run the same program as
the installed commands: the window without arguments, the tools with them (meduris --version,
meduris screenshot ...). cli.window() also copes with a windowed program's missing standard streams.
"""

import multiprocessing
import sys

from meduris_gui.cli import window

if __name__ == "__main__":
    multiprocessing.freeze_support()      # `meduris arena --jobs N` starts worker processes of this program
    sys.exit(window())
