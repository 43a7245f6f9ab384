"""Eiszeit (issue 22): the rules core in rules/; the window and computer players come later."""
