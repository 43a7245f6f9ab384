"""The Eiszeit window's art, drawn in code (issue 22, item 3): the board (board_art), the pieces
(pieces), the cards (cards), the colours with their second cue (colours), the card texts (texts)
and the title picture (title_art). No game logic here: the scenes come later."""
