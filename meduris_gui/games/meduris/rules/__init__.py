"""The rules core of Meduris: pure Python, never imports pygame.

Rule IDs cited in this package are defined in docs/RULES.md."""
