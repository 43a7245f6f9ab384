"""What the Eiszeit table asks, in words (a mixin of the game scene): the prompt's sentence, its
note (a chosen card's cost and what it will do, the Suggest line) and the labels of the prompt's
buttons (choices.BUTTONS). Every fact comes from the engine's state and card table."""

from __future__ import annotations

from .....i18n import _, ngettext
from ...rules.state import ACT, COPY, DISCARD, DRAW, GLACIER, INITIAL, PLAY, TARGET
from ..choices import BUTTON, FIRE, HUNTER, MAMMOTH
from ..sentences import card_name, winner_text
from ..texts import card_text


class Asking:
    def final_heading(self) -> str:
        return _("The last conflict and scoring")

    def winner_line(self, outcome) -> str:
        return winner_text(outcome.winners, outcome.scores, self.names())

    def ask_text(self, seat: int) -> str:
        """What the human deciding is asked, the clicks so far considered."""
        state = self.game.state
        player = self.names()[seat]
        step = state.step
        chosen = self.choice().chosen if self.choice() is not None else ()
        last = chosen[-1] if chosen else None
        if step == INITIAL:
            return _("{player}: place a hunter on a region", player=player)
        if step == PLAY:
            card = self.chosen_card()
            if card:
                return _("{player}: play {card}?", player=player, card=card_name(card))
            return _("{player}: play a card from your hand", player=player)
        if step == COPY:
            return _("{player}: the Cult copies the top card of which discard pile?", player=player)
        if step == TARGET:
            return _("{player}: which opponent carries out {card}?", player=player,
                     card=card_name(state.job["code"]))
        if step == ACT:
            card = card_name(state.job["code"])
            if last is not None and last.kind in (HUNTER, MAMMOTH, FIRE):
                return _("{player}: click a glowing region to move it to", player=player)
            if last is not None and last.kind == BUTTON and last.who == "mammoth":
                return _("{player}: click a glowing region for the mammoth", player=player)
            if last is not None and last.kind == BUTTON and last.who == "club":
                return _("{player}: put the club under one of your hunters, or keep it", player=player)
            if any(e.who in ("club", "no-club") for e in self.glowing() if e.kind == BUTTON) and chosen:
                return _("{player}: with your kept club under this hunter?", player=player)
            return _("{player}: carry out {card}", player=player, card=card)
        if step == DISCARD:
            card = self.chosen_card()
            if card:
                return _("{player}: put {card} under its deck?", player=player, card=card_name(card))
            return _("{player}: put a card under its deck, or keep them all", player=player)
        if step == DRAW:
            return _("{player}: draw a light or a dark card", player=player)
        if step == GLACIER:
            return _("{player}: cover a region with a glacier tile?", player=player)
        return player

    def info_text(self) -> str:
        """The note under the prompt: a chosen card's cost and effect, the card being carried out,
        the Suggest line."""
        game = self.game
        if game.is_over() or not self.human_decides():
            return ""
        parts = []
        card = self.chosen_card()
        state = game.state
        if card:
            parts.append(self.card_note(card))
        elif state.step == ACT and state.job is not None:
            parts.append(card_text(state.cards.kind[state.job["code"]], state.cards.land[state.job["code"]]))
        elif state.step == PLAY:
            parts.append(ngettext("You hold {count} stone.", "You hold {count} stones.", state.stones[self.decider()],
                                  count=state.stones[self.decider()]))
        hint = self.current_hint()
        if hint is not None:
            parts.append(_("Suggestion: {action}. {reasons}", action=self.describe(hint[1]), reasons=" ".join(hint[2])))
        return " ".join(p for p in parts if p)

    def card_note(self, code: str) -> str:
        """What playing a card costs or gives, and what it does (its text)."""
        cards = self.game.state.cards
        kind, land = cards.kind[code], cards.land[code]
        cost = cards.cost[code]
        if cost is None:
            price = _("It costs or gives what it copies.")
        elif kind == "L8":
            price = _("Costs {place} stones to place a mammoth, {adjacent} to move one to an adjacent region, "
                      "{anywhere} to move one anywhere.", **cards.l8)
        elif cards.colour[code] == "light":
            price = ngettext("Costs {count} stone.", "Costs {count} stones.", cost, count=cost)
        else:
            price = ngettext("You take {count} stone; the opponent(s) carry it out.",
                             "You take {count} stones; the opponent(s) carry it out.", cost, count=cost)
        return f"{price} {card_text(kind, land)}"

    def button_label(self, name: str) -> str:
        """The label of a prompt button of choices.BUTTONS."""
        state = self.game.state
        if name == "play":
            return _("Play {card}", card=card_name(self.chosen_card()))
        if name == "discard":
            return _("Put it under its deck")
        if name == "club":
            return _("With your club") if self.choice().chosen else _("Take a club")
        if name == "keep":
            return _("Keep the club")
        if name == "no-club":
            return _("Without a club")
        if name == "mammoth":
            return _("A mammoth from the supply")
        if name.startswith("copy-"):
            which = name[5:]
            if which == "none":
                return _("Copy nothing")
            top = self.screen_table().tops[which]
            if which == "light":
                return _("Copy the light card: {card}", card=card_name(top))
            return _("Copy the dark card: {card}", card=card_name(top))
        if name.startswith("target-"):
            return self.names()[state.colours.index(name[7:])]
        if name == "draw-light":
            return _("Draw a light card")
        if name == "draw-dark":
            return _("Draw a dark card")
        if name == "discard-none":
            return _("Keep all cards")
        if name == "ice-none":
            return _("No glacier tile")
        if name == "done":
            return _("Done")
        return _("Pass")
