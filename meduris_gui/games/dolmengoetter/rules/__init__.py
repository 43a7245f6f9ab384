"""The rules core of Die Dolmengötter: pure Python, never imports pygame.

Rule IDs cited in this package (T2, M4, P3, ...) are defined in docs/RULES-dolmengoetter.md."""
