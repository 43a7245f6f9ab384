"""The scenes: title, setup, game, end of game, and the overlays drawn above them."""
