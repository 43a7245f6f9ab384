"""Meduris (2-4 players): rules in .rules (pure Python), computer players in .ai, the window's
board view, art and scenes in .ui, the guided game in .lessons; rules reference docs/RULES.md."""
