"""Build the standalone application for this machine with PyInstaller.

    python -m pip install -e '.[build]'       # once: PyInstaller (and Pillow for make_icons.py)
    python scripts/build_app.py               # -> dist/meduris/ (and dist/Meduris.app on macOS)

The same command on Linux, Windows and macOS builds for the system it runs on (PyInstaller does
not cross-build), from packaging/meduris.spec:
- Linux:   dist/meduris/meduris-window (the window) and dist/meduris/meduris (the tools), with
           their files in dist/meduris/_internal/; `dist/meduris/meduris install-desktop` adds it
           to the application menu.
- Windows: dist\\meduris\\meduris-window.exe (our icon, no console window) and meduris.exe (the
           console command); copy or zip the whole dist\\meduris folder.
- macOS:   dist/Meduris.app (our icon; it runs meduris-window) and the folder dist/meduris/.
The data folders (boards/, locales/, assets/) are inside. At the end the built `meduris --version`
is run as a first check, and the time the build took is printed.

--dist and --work choose other folders (the tests build into a temporary folder, never into the
repository's dist/ and build/).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "meduris.spec"


def built_programs(dist: Path) -> dict[str, Path]:
    """Where the two executables of a build into `dist` are on this system."""
    suffix = ".exe" if sys.platform == "win32" else ""
    folder = dist / "meduris"
    return {"window": folder / f"meduris-window{suffix}", "console": folder / f"meduris{suffix}"}


def _catalog_step() -> list[str]:
    """The command that compiles the catalogs (locales/compiled/*.mo, checked) before they are
    bundled: the app carries only the compiled catalogs, as the wheel does, and no Babel."""
    return [sys.executable, "-m", "meduris_gui.catalogs"]


def _cpu_seconds() -> float:
    try:
        children = os.times()
        return children.children_user + children.children_system
    except (AttributeError, OSError):
        return 0.0


def build(dist: Path, work: Path, clean: bool = False, quiet: bool = False) -> dict[str, Path]:
    if importlib.util.find_spec("PyInstaller") is None:
        raise SystemExit("build_app: PyInstaller is missing: python -m pip install -e '.[build]'")
    subprocess.run(_catalog_step(), check=True, cwd=ROOT)
    command = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work)]
    if clean:
        command.append("--clean")
    subprocess.run(command, check=True, cwd=ROOT, stdout=subprocess.DEVNULL if quiet else None)
    programs = built_programs(dist)
    missing = [str(path) for path in programs.values() if not path.is_file()]
    if missing:
        raise SystemExit(f"build_app: PyInstaller finished but {', '.join(missing)} is missing")
    return programs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the standalone application (PyInstaller, one folder) for this machine.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the application goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "app",
                        help="PyInstaller's working folder (default: build/app/)")
    parser.add_argument("--clean", action="store_true", help="start without PyInstaller's cache")
    args = parser.parse_args(argv)
    clock, cpu = time.perf_counter(), time.process_time() + _cpu_seconds()
    programs = build(args.dist.resolve(), args.work.resolve(), args.clean)
    clock, cpu = time.perf_counter() - clock, time.process_time() + _cpu_seconds() - cpu
    version = subprocess.run([str(programs["console"]), "--version"], capture_output=True, text=True, timeout=120)
    if version.returncode != 0:
        print(version.stdout + version.stderr, file=sys.stderr)
        raise SystemExit(f"build_app: the built {programs['console']} --version failed")
    print(f"built {version.stdout.strip()} in {clock:.0f} s ({cpu:.0f} s of CPU):")
    print(f"  the window: {programs['window']}")
    print(f"  the tools:  {programs['console']}")
    if sys.platform == "darwin":
        print(f"  the app:    {args.dist.resolve() / 'Meduris.app'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
