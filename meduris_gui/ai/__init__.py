"""What every game's computer players share, pure Python (no pygame), over one game protocol:

- protocol.py: the game protocol (who decides, legal actions, play, determinisation, rule of thumb,
  evaluation) that each game implements in a small adapter, games/<game>/ai/protocol.py
- search.py: the flat determinised Monte Carlo search of the medium and strong players
- arena.py: seeded games between computer players (`meduris arena`): seats rotated, Wilson
  intervals, parallel jobs; each game gives its entry points (games/<game>/ai/arena.py)

The games' own knowledge (memory of public events, evaluation, rule of thumb, players) stays in
games/<game>/ai/; this package knows no game.
"""
