"""Computer players of Eiszeit (issue 22): they read only a player's view and the legal actions.

- knowledge.py: the seat's guesses of what it cannot see (hands, decks, fire values; H1-H4)
- evaluate.py: how good a position is, as every player's expected final points
- policy.py: the rule of thumb for every decision (the easy player; the search's futures)
- protocol.py: the game as the shared search sees it (meduris_gui/ai/protocol.py)
- search.py: the players' searches with this game's budgets: the flat one (meduris_gui/ai/search.py; medium,
  strong at 4-5 players) and the information-set tree (meduris_gui/ai/ismcts.py; strong at 3 players)
- players.py: the players and `make_player` (the interface of the other games' players.py)
- explain.py: Suggest: the strong player's action for a human, with reasons in words
- arena.py: the entry points of the shared arena (`meduris arena --game eiszeit`, meduris_gui/ai/arena.py)
  and `meduris sim --game eiszeit`

For the window (the interface of meduris_gui/games/dolmengoetter/ai/players.py):

    from meduris_gui.games.eiszeit.ai.players import make_player
    player = make_player(kind, seat, len(colours), seed)        # kind: easy, medium, strong
    player.observe(events)                # after every Game.apply (public() is read, never more)
    action = player.decide(game.view(seat), game.legal_actions(), deadline)   # in a thread

    from meduris_gui.games.eiszeit.ai.explain import explain, suggest
    hint = suggest(game, seat, deadline)  # Suggestion(seat, position, action, reasons), or:
    reasons = explain(game, seat, action) # for an action a strong player found in the background
    words = [meduris_gui.i18n.translate(reason) for reason in reasons]
"""
