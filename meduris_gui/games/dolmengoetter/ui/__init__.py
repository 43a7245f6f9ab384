"""Die Dolmengötter in the window: board view, art and scenes."""
