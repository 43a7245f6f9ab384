"""The game's colours, in one place so that board, pieces, panels and widgets agree.

Colours are plain RGB tuples. Every player colour comes with a second cue (PLAYER_MARKS) because
colour alone must never carry meaning: red/green and blue/purple are the pairs most often confused.
"""

from __future__ import annotations

from meduris_gui.table.draw import RGB, mix, shade  # noqa: F401  (the game's art takes them from here)

# Saturated but not neon: pieces sit on a green and sandy board, so each colour is pushed away
# from the board's greens and from the other players' colours in lightness as well as hue.
PLAYER_COLOURS: dict[str, RGB] = {
    "purple": (142, 78, 186),
    "blue": (44, 112, 214),
    "green": (132, 214, 84),   # light green: the lightest colour, so it differs from blue by value
    "red": (214, 52, 44),
}

# Outlines and shaded sides of the pieces: dark enough to read every piece against the board.
PLAYER_OUTLINES: dict[str, RGB] = {
    "purple": (62, 28, 88),
    "blue": (14, 44, 104),
    "green": (38, 96, 24),
    "red": (98, 16, 12),
}

# A lighter shade per colour for lit faces (roofs catching the sun, highlights).
PLAYER_LIGHTS: dict[str, RGB] = {
    "purple": (196, 150, 226),
    "blue": (132, 182, 246),
    "green": (196, 244, 150),
    "red": (246, 140, 122),
}

# The colour-blind cue: one shape per player, drawn on every piece of that player.
PLAYER_MARKS: dict[str, str] = {
    "purple": "circle",
    "blue": "square",
    "green": "triangle",
    "red": "diamond",
}

PLAYER_ORDER: tuple[str, ...] = ("purple", "blue", "green", "red")

# Indexed by the rules' Material value: 0 wood, 1 wool, 2 copper, 3 stone.
MATERIAL_COLOURS: tuple[RGB, ...] = (
    (78, 152, 62),    # wood: forest green
    (242, 236, 214),  # wool: cream white
    (220, 122, 50),   # copper: orange
    (148, 152, 160),  # stone: cool grey
)
MATERIAL_DARK: tuple[RGB, ...] = (
    (28, 72, 24),
    (120, 108, 88),
    (110, 50, 16),
    (66, 70, 80),
)
MATERIAL_LIGHT: tuple[RGB, ...] = (
    (150, 206, 120),
    (255, 253, 244),
    (252, 186, 120),
    (206, 210, 216),
)
MATERIAL_NAMES: tuple[str, ...] = ("wood", "wool", "copper", "stone")

# Interface colours.
PARCHMENT: RGB = (240, 226, 192)
PARCHMENT_DARK: RGB = (214, 192, 146)
INK: RGB = (48, 36, 26)
INK_SOFT: RGB = (104, 86, 66)
GLOW_GOLD: RGB = (255, 206, 64)
GLOW_HOVER: RGB = (255, 240, 150)
GLOW_SELECTED: RGB = (255, 255, 255)
ILLEGAL_RED: RGB = (200, 40, 36)
WOOD_FRAME: RGB = (92, 60, 36)
WOOD_FRAME_DARK: RGB = (54, 34, 20)

# Soft tints of the nine rune territories, keyed by rune id. Neighbours along the ring (the order
# below) alternate warm and cool so that two districts never blend into one.
TERRITORY_TINTS: dict[str, RGB] = {
    "sun": (246, 204, 92),
    "moon": (150, 160, 236),
    "oak": (236, 150, 84),
    "eye": (96, 204, 204),
    "fish": (236, 132, 170),
    "serpent": (112, 214, 140),
    "stag": (226, 160, 96),
    "boar": (190, 140, 232),
    "raven": (120, 186, 246),
}

