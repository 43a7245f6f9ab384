"""Computer players (issue 5): they read only a player's view of the game and the legal actions.

- memory.py: what a seat remembers of the public table, and guesses of what it cannot see
- evaluate.py: how good a position is, as every player's expected final points
- policy.py: the rule of thumb for every decision (the easy player; the search's playouts)
- protocol.py: the game as the shared search sees it (meduris_gui/ai/protocol.py)
- search.py: the medium and strong players' search (the shared one, meduris_gui/ai/search.py) with Meduris's budgets
- players.py: the players and `make_player`
- arena.py: the entry points of the shared arena (`meduris arena`, meduris_gui/ai/arena.py)
"""
