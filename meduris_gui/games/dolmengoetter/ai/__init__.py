"""Computer players of Die Dolmengötter (issue 21): they read only a player's view and the legal actions.

- knowledge.py: what a seat remembers (scored values) and its guesses of what it cannot see
- evaluate.py: how good a position is, as every player's expected final points
- policy.py: the rule of thumb for every decision (the easy player; the search's futures)
- search.py: the medium and strong players' determinised Monte Carlo search
- players.py: the players and `make_player` (the interface of meduris_gui/ai/players.py)
- explain.py: Suggest: the strong player's action for a human, with reasons in words
- tools.py: seeded games for `meduris arena --game dolmengoetter` and `meduris sim --game dolmengoetter`
"""
