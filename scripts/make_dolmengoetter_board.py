"""Write boards/dolmengoetter.yaml: the 8 x 8 layout of the rules digest's appendix (B1-B8).

    python3 scripts/make_dolmengoetter_board.py [OUTPUT]

The grid has 9 x 9 corner points; the eight octagon centres are removed, the other 73 points are
the places, numbered row by row (top to bottom, left to right). A circle is a rectangle of cells
whose places are the grid points on its border, clockwise from its top-left corner. Circles are
written in id order (a..z, then A, B): the circle index, used for the order of decisions (M7) and
of scoring (P5), is that order. The loader (meduris_gui/games/dolmengoetter/rules/board.py)
checks the result against B1-B7; this script only lays it out.
"""

from __future__ import annotations

import sys
from pathlib import Path

GRID = 8
SQUARES = {"a": (0, 0, 1, 1), "b": (7, 7, 1, 1), "k": (7, 0, 1, 1), "l": (0, 7, 1, 1),
           "q": (7, 1, 1, 1), "r": (0, 6, 1, 1), "u": (5, 2, 1, 1), "v": (2, 5, 1, 1)}
HEXAGONS = {"c": (1, 0, 1, 2), "d": (6, 6, 1, 2), "e": (2, 0, 1, 2), "f": (5, 6, 1, 2), "g": (3, 0, 2, 1),
            "h": (3, 7, 2, 1), "m": (0, 1, 1, 2), "n": (7, 5, 1, 2), "s": (1, 2, 2, 1), "t": (5, 5, 2, 1),
            "y": (0, 3, 2, 1), "z": (6, 4, 2, 1)}
OCTAGONS = {"i": (5, 0, 2, 2), "j": (1, 6, 2, 2), "o": (3, 1, 2, 2), "p": (3, 5, 2, 2),
            "w": (6, 2, 2, 2), "x": (0, 4, 2, 2), "A": (2, 3, 2, 2), "B": (4, 3, 2, 2)}
SHAPES = {"square": SQUARES, "hexagon": HEXAGONS, "octagon": OCTAGONS}


def coordinate(k: float) -> float:
    return round(0.05 + 0.9 * k / GRID, 5)


def border(x: int, y: int, w: int, h: int) -> list[tuple[int, int]]:
    """The grid points on a rectangle's border, clockwise from its top-left corner."""
    top = [(x + i, y) for i in range(w)]
    right = [(x + w, y + j) for j in range(h)]
    bottom = [(x + w - i, y + h) for i in range(w)]
    left = [(x, y + h - j) for j in range(h)]
    return top + right + bottom + left


def layout() -> dict:
    removed = {(x + 1, y + 1) for x, y, _w, _h in OCTAGONS.values()}
    points = [(i, j) for j in range(GRID + 1) for i in range(GRID + 1) if (i, j) not in removed]
    number = {p: n for n, p in enumerate(points)}
    circles = []
    order = sorted((name for shape in SHAPES.values() for name in shape), key=lambda n: (n.isupper(), n))
    for name in order:
        shape = next(s for s, table in SHAPES.items() if name in table)
        x, y, w, h = SHAPES[shape][name]
        circles.append({"id": name, "shape": shape, "places": [number[p] for p in border(x, y, w, h)],
                        "centre": [coordinate(x + w / 2), coordinate(y + h / 2)]})
    runes = []
    for j in range(1, GRID):        # left - right, same row
        runes.append((number[(0, j)], number[(GRID, j)]))
    for i in range(1, GRID):        # top - bottom, same column
        runes.append((number[(i, 0)], number[(i, GRID)]))
    corners = [number[(0, 0)], number[(GRID, 0)], number[(0, GRID)], number[(GRID, GRID)]]
    return {"points": points, "circles": circles, "runes": runes, "corners": corners}


def render() -> str:
    data = layout()
    lines = [
        "# Die Dolmengötter: the board (docs/RULES-dolmengoetter.md, B1-B8).",
        "# Written by scripts/make_dolmengoetter_board.py from the 8 x 8 layout; edit that script, not this file.",
        "# places: numbered 0.. in file order (the notation prints the number); x, y are fractions of the",
        "#   board, top-left (0, 0).",
        "# circles: in id order (that order is the circle index); places in cyclic (clockwise) order;",
        "#   centre: where the multiplier is drawn.",
        "# runes: two edge places on opposite edges with the same rune are adjacent (B4).",
        "# corners: the four corner places, pairwise adjacent (B5).",
        "format: dolmengoetter-board",
        "version: 1",
        "design: own",
        "note: >-",
        "  Our own design, not the printed board of the 2005 game (which we do not have): 28 circles",
        "  (8 squares, 12 hexagons, 8 octagons) on an 8 x 8 grid of cells.",
        "places:",
    ]
    for n, (i, j) in enumerate(data["points"]):
        lines.append(f"  - {{id: {n}, x: {coordinate(i)}, y: {coordinate(j)}}}")
    lines.append("circles:")
    for c in data["circles"]:
        places = ", ".join(map(str, c["places"]))
        lines.append(f"  - {{id: {c['id']}, shape: {c['shape']}, places: [{places}], "
                     f"centre: [{c['centre'][0]}, {c['centre'][1]}]}}")
    lines.append("runes:")
    for k, (a, b) in enumerate(data["runes"]):
        lines.append(f"  - {{rune: {k + 1}, places: [{a}, {b}]}}")
    lines.append(f"corners: [{', '.join(map(str, data['corners']))}]")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "boards" / "dolmengoetter.yaml"
    out.write_text(render(), encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
