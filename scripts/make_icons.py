"""Write the application's icon files into assets/icons/ from the drawing in code.

    python scripts/make_icons.py            # (re)write every file
    python scripts/make_icons.py --out DIR  # somewhere else

The picture is meduris_gui/table/app_icon.py (pygame); this script only saves it:
- meduris-<N>.png for N in app_icon.SIZES (16 to 512): the Linux desktop entry's icons
  (`meduris install-desktop` copies them into the hicolor icon theme), each drawn at its size;
- meduris.ico (16 to 256): the Windows executable's icon (scripts/build_app.py);
- meduris.icns (32 to 1024, as macOS asks): the macOS application's icon (scripts/build_app.py).

ICO and ICNS are written with Pillow, a build-only dependency (`pip install -e '.[build]'`); the
game itself never needs it. The files are committed, so building the app needs no Pillow;
tests/table/test_app_icon.py checks that they are still what this script writes. Run it again after
changing the drawing.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")     # no window is opened: surfaces only
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from meduris_gui.table.app_icon import NAME, SIZES, app_icon  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)       # Windows reads at most 256
ICNS_SIZES = (32, 64, 128, 256, 512, 1024)       # the sizes Pillow writes into an .icns


def png_bytes(size: int) -> bytes:
    out = io.BytesIO()
    pygame.image.save(app_icon(size), out, "icon.png")
    return out.getvalue()


def _pillow_images(sizes: tuple[int, ...]) -> list:
    try:
        from PIL import Image
    except ModuleNotFoundError:
        raise SystemExit("make_icons: the .ico and .icns files need Pillow: pip install -e '.[build]'") from None
    return [Image.open(io.BytesIO(png_bytes(size))).convert("RGBA") for size in sizes]


def write_all(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for size in SIZES:
        path = out / f"{NAME}-{size}.png"
        path.write_bytes(png_bytes(size))
        written.append(path)
    ico = _pillow_images(ICO_SIZES)
    largest = ico[-1]
    path = out / f"{NAME}.ico"
    largest.save(path, format="ICO", sizes=[(s, s) for s in ICO_SIZES], append_images=ico[:-1])
    written.append(path)
    icns = _pillow_images(ICNS_SIZES)
    path = out / f"{NAME}.icns"
    icns[-1].save(path, format="ICNS", append_images=icns[:-1])
    written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the icon files (PNG, ICO, ICNS) from the drawing in code.")
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "icons", help="folder (default: assets/icons)")
    args = parser.parse_args(argv)
    pygame.init()
    for path in write_all(args.out):
        print(f"{path}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
