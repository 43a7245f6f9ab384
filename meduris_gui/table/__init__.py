"""The table: what every game shares in the window (pygame-ce).

The app loop and the scene stack (app.py, scene.py, main.py), widgets, theme and fonts, keys, the
background thinker and loader (thinker.py, background.py), sound and its synthesiser, and the
scenes no game owns (scenes/: title, About, saves, loading, the curtain and the game menu).

Each game's own window parts live in meduris_gui/games/<game>/ui. Nothing here decides a rule.
"""
