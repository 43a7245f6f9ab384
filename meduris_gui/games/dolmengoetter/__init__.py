"""Die Dolmengötter (2005, 2-5 players): rules in .rules (pure Python), rules reference
docs/RULES-dolmengoetter.md."""
