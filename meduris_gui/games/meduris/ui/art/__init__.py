"""The game's art, drawn in code: palette, icons, runes, pieces and the board.

Everything returns pygame surfaces with per-pixel alpha, cached per set of arguments; callers blit
them and never draw on them. Board data reaches this package only through BoardGeometry.

    palette     colours of players (with their colour-blind marks), materials, territories, UI
    icons       material chips, runes, rune stones, player marks, bonus tokens, die faces
    pieces      huts, temples, workers, the druid, score markers
    boardart    the static board (render_board) and the glows of legal targets
    preview     python3 -m meduris_gui.games.meduris.ui.art.preview OUT.png: a contact sheet of all of it
"""
