"""The rules core of Eiszeit: pure Python, never imports pygame.

Rule IDs cited in this package (T5, K3, L6, ...) are defined in docs/RULES-eiszeit.md."""
