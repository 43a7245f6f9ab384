"""The Eiszeit table as a scene ("ez-game"): the board on the left with the hand of the player at
the laptop under it; the players' panels, the supply, the prompt and the log on the right.

Every decision is one of the engine's legal actions, chosen by clicks (choices.py: what glows,
narrowed click by click until one action is complete; a right click or Esc steps back); undo
asks `game.undo_blocker()`; nothing here knows a rule. Chance (a card drawn, a fire token dealt,
the glacier's lot) is drawn at once after the decision that calls for it, with the scene's own
seeded generator. The events drive the animations (anim.py) and the log; the board is drawn from
the screen model (model.py), which shows a player's hand to him only: between two humans the
laptop is passed under a curtain (also before an opponent carries out a dark card), as in Meduris.
"""

from __future__ import annotations

from .....i18n import _
from meduris_gui.table.scene import Scene
from meduris_gui.table.scenes.seated import SeatedTable
from ...rules.game import CHANCE
from ...rules.state import INITIAL
from ..anim import Animator, announce
from ..choices import BUTTON, BUTTONS, CARD, REGION, Choice, Element, button
from ..log import EiszeitLog, EiszeitLogView, decision_lines, release
from ..model import Screen, Shown, folded
from ..seats import EiszeitSeats
from ..sentences import seat_names
from . import draw
from .asking import Asking
from .hints import Suggesting


class EiszeitGameScene(Asking, Suggesting, SeatedTable, Scene):
    scene_name = "ez-game"
    rules_scene = "ez-rules"
    end_scene = "ez-end"
    curtain_scene = "ez-curtain"

    seat_names = staticmethod(seat_names)
    lay_out = draw.Layout
    seats_class, animator_class, log_class, logview_class = EiszeitSeats, Animator, EiszeitLog, EiszeitLogView

    def table_init(self) -> None:
        self.hits: list = []                          # (rect, Element) of the pieces drawn last
        self.card_hits: list = []                     # (rect, code) of the hand's cards drawn last
        self.enlarged = None                          # where the card under the pointer was shown large
        self.hand_badge = None                        # whose hand: the badge drawn left of it
        self._choice: Choice | None = None
        self._choice_at = -1

    # -- who sees what ----------------------------------------------------------------------------

    def table(self) -> Shown:
        """The table as the screen shows it now (the engine's once nothing moves), with the hand
        of the human at the laptop: he stays there, his hand shown, until the curtain falls."""
        viewer = self.viewer
        everything = self.everything_shown()
        if self.animator.busy and self.before is not None:
            return folded(self.before, self.animator.shown(), None if everything else viewer, everything)
        return Shown.of(self.game, viewer, everything)

    screen_table = table

    def screen(self) -> Screen:
        choice = self.choice()
        return Screen(self.table(), self.prompt_text(), self.info_text(),
                      [(b.name, b.label, b.enabled) for b in self.buttons.buttons if b.name not in self.bar_names],
                      self.glowing(), choice.chosen if choice is not None else (), self.animator.busy, self.viewer)

    def moving_area(self) -> list:
        return [self.layout.supply]          # the decks and piles cards are drawn from and go to

    def flies_over_column(self) -> bool:
        head = self.animator.head            # a club from the supply, a card from a panel (draw.draw_item)
        return head is not None and head.kind in ("club", "played")

    def hand_seat(self) -> int | None:
        """Whose hand the strip under the board shows: the human at the laptop's while he decides
        or when he is the only human; with nobody human (or open screens) the deciding player's."""
        if self.game.is_over():
            return None
        humans = self.seats.humans()
        decider = self.decider()
        if self.everything_shown():
            seat = decider if decider >= 0 else self.game.state.active
            return seat if seat >= 0 else None
        viewer = self.viewer
        if viewer is None or self.handover is not None:
            return None
        if decider == viewer or len(humans) == 1:
            return viewer
        return None

    def hidden_hand_text(self) -> str:
        if self.game.is_over():
            return ""
        if self.handover is not None:
            return _("Pass the laptop to {player}", player=self.names()[self.handover])
        return _("The hands are hidden: each player sees only their own cards")

    # -- what is asked -----------------------------------------------------------------------------

    def choice(self) -> Choice | None:
        """The clicks of the decision being asked (a new one for every decision)."""
        if self.game.is_over() or self.decider() < 0:
            return None
        position = len(self.game.history)
        if self._choice is None or self._choice_at != position:
            self._choice = Choice(self.legal(), self.game.state.colours[self.decider()])
            self._choice_at = position
        return self._choice

    def glowing(self) -> set:
        """What the human deciding may click now."""
        if not self.human_decides():
            return set()
        return self.choice().glowing()

    def offered(self) -> set:
        """What the prompt's buttons offer: what glows (the guided game offers every button of the
        decision while the board glows only where its step points)."""
        return self.glowing()

    def chosen_card(self) -> str:
        choice = self.choice()
        if choice is None:
            return ""
        element = choice.first(CARD)
        return element.who if element is not None else ""

    # -- buttons ---------------------------------------------------------------------------------

    def nothing_hidden_yet(self) -> bool:
        return self.game.state.step == INITIAL          # S9: no hand is dealt yet

    def curtain_ask(self, seat: int) -> str:
        return self.ask_text(seat)

    def shown_before(self) -> Shown:
        everything = self.everything_shown()
        return Shown.of(self.game, None if everything else self.viewer, everything)

    def announce(self, events, sounds) -> None:
        announce(events, sounds)

    def observed(self, events) -> list:
        return [event.public() for event in events]      # H1, H2, H4: what a seat may know

    def clear_choice(self) -> None:
        self._choice = None

    def mark_hint(self) -> None:
        for element in self.hint_elements():
            if element.kind == BUTTON:
                found = self.buttons.find(element.who)
                if found is not None:
                    found.selected = True

    def decision_buttons(self) -> list:
        """(label, action, name, primary) of the prompt's buttons while a human decides."""
        glowing = {e.who for e in self.offered() if e.kind == BUTTON}
        out = []
        for name in BUTTONS:
            if name in glowing:
                out.append((self.button_label(name), (lambda n=name: self.click(button(n))), name,
                            name in ("play", "discard") or len(glowing) == 1))
        if self.choice().chosen:
            out.append((_("Back"), self.back, "back", False))
        out += self.undo_button()
        if len(self.legal()) > 1:
            out.append((_("Thinking…") if self.hinter.thinking else _("Suggest"), self.suggest, "suggest", False))
        return out

    # -- decisions -------------------------------------------------------------------------------

    def click(self, element: Element) -> None:
        """A click on something that glows: the choice narrows, or an action is complete."""
        if not self.human_decides():
            return
        action = self.choice().click(element)
        if action is not None:
            self.act(action)
        else:
            self._build_buttons()

    def back(self) -> None:
        """Step back one click (right click, Esc, the Back button)."""
        choice = self.choice()
        if choice is not None and choice.back():
            self._build_buttons()

    def after_decision(self) -> list:
        """Chance's outcomes due now, drawn at once (cards, fire tokens, the lot): their events."""
        events = []
        while self.game.current_player() == CHANCE:
            events += self.game.apply(self.game.sample_chance(self.dice))
        return events

    cancel = back

    def secondary_click(self, pos) -> None:
        self.back()

    def board_click(self, pos) -> None:
        element = self.element_at(pos)
        if element is not None:
            self.click(element)

    def _log_shown(self) -> None:
        release(self.log, self.pace, self.animator, self.names())

    def _relog(self) -> None:
        """The log again from the game's events (after an undo, or in another language)."""
        names = self.names()
        self.log.restart(names)
        game = self.game
        if not game.from_setup:
            return
        fresh = type(game).new(game.state.colours, game.state.start_player, short=game.state.rounds < 4,
                               board=game.state.board, cards=game.state.cards)
        for decision, action in enumerate(game.history, 1):
            for line in decision_lines(fresh.apply(action), names, decision):
                self.log.append(line)

    def draw(self, surface) -> None:
        draw.draw_game(surface, self)

    # -- input -----------------------------------------------------------------------------------

    def element_at(self, pos) -> Element | None:
        """The glowing thing under `pos`: a piece, a card of the hand, a deck, else a region."""
        glowing = self.glowing()
        if not glowing:
            return None
        for rect, code in reversed(self.card_hits):
            if rect.collidepoint(pos):
                element = Element(CARD, code)
                return element if element in glowing else None
        for rect, element in reversed(self.hits):
            if rect.collidepoint(pos) and element in glowing:
                return element
        if self.layout is not None:
            for colour, rect in self.layout.decks.items():
                if rect.collidepoint(pos) and button(f"draw-{colour}") in glowing:
                    return button(f"draw-{colour}")
            rid = self.layout.geometry.region_at(pos)
            if rid and Element(REGION, a=rid) in glowing:
                return Element(REGION, a=rid)
        return None

    def element_point(self, element: Element):
        """A point that clicks `element` (the hints' rings, the tests): a region's number plaque,
        a piece's or a card's centre, a button's centre."""
        rect = self.element_rect(element)
        return rect.center if rect is not None else None

    def element_rect(self, element: Element):
        """Where `element` was drawn last (a region: its number plaque), or None."""
        if element.kind == REGION:
            return self.layout.geometry.plaque(element.a)
        if element.kind == CARD:
            for rect, code in self.card_hits:
                if code == element.who:
                    return rect
            return None
        if element.kind == BUTTON:
            found = self.buttons.find(element.who)
            return found.rect if found is not None else None
        for rect, drawn in self.hits:
            if drawn == element:
                return rect
        return None
