"""The game window (pygame-ce): app loop, scene stack, scenes, board view, animation.

Nothing here decides a rule: every choice offered comes from the engine's legal actions, and the
state is only ever changed by Game.apply.
"""
