"""Meduris in the window (pygame-ce): board view, art, animation, the game log and the scenes.

Nothing here decides a rule: every choice offered comes from the engine's legal actions, and the
state is only ever changed by Game.apply. What every game shares is in meduris_gui/table.
"""
