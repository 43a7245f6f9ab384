"""Computer players (issue 5): they read only a player's view of the game and the legal actions.

- memory.py: what a seat remembers of the public table, and guesses of what it cannot see
- evaluate.py: how good a position is, as every player's expected final points
- policy.py: the rule of thumb for every decision (the easy player; the search's playouts)
- search.py: the strong player's determinised Monte Carlo search
- players.py: the players and `make_player`
- arena.py: seeded games between them (`meduris arena`)
"""
