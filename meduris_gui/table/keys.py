"""The keyboard's few keys, one place for what each means (issue 20 item 7); the rules page
"Mouse and keys" (scenes/rules_text.py) lists them for the player.

- Ctrl+Z (Cmd+Z on macOS): Undo, only where the prompt offers its Undo button, exactly as its click;
- Enter (either Enter key): the prompt's main button, the one drawn with a gold edge
  (widgets.Button.primary); nothing where the prompt offers a choice between equal options;
- Esc: cancel (a choice in the making, a dialog, the rules);
- F1: the rules, and F1 or Esc back to where the player was (App.handle);
- F11: full screen (App.handle); Space: skip the animation (the game), play or pause (the replay).
"""

from __future__ import annotations

import sys

import pygame

from ..i18n import _

CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def _down(event, keys) -> bool:
    return event.type == pygame.KEYDOWN and event.key in keys


def is_undo(event) -> bool:
    """Ctrl+Z, or Cmd+Z (macOS); not with Alt (AltGr is Ctrl+Alt on Windows: a typed character)
    nor with Shift (redo elsewhere, which the game has not)."""
    if not _down(event, (pygame.K_z,)):
        return False
    mod = getattr(event, "mod", 0)
    return bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META)) and not mod & (pygame.KMOD_ALT | pygame.KMOD_SHIFT)


def is_confirm(event) -> bool:
    """Enter, on the main keyboard or the number pad."""
    return _down(event, CONFIRM_KEYS)


def is_cancel(event) -> bool:
    return _down(event, (pygame.K_ESCAPE,))


def is_rules(event) -> bool:
    return _down(event, (pygame.K_F1,))


def undo_key(platform: str = sys.platform) -> str:
    """The name of the undo key on this machine, in the player's language (German keyboards say Strg)."""
    return _("Cmd+Z") if platform == "darwin" else _("Ctrl+Z")


__all__ = ["CONFIRM_KEYS", "is_cancel", "is_confirm", "is_rules", "is_undo", "undo_key"]
