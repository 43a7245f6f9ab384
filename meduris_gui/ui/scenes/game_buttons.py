"""The prompt's buttons of the game scene: the die, "+1"/"-1", a build's price with its button,
payments and sacrifices page by page in the order of their value (choices.py), Undo and Cancel.
A mixin of GameScene, as game_draw.py is: it reads the scene's targets and layout."""

from __future__ import annotations

import pygame

from ...i18n import _
from ...rules.state import MAIN, PAY, RETURN, SACRIFICE, TAKE
from .. import choices
from ..art import icons
from ..controller import undo_hint
from ..log import material_name
from ..widgets import Button
from .common import top_bar

COLUMNS = 2                # payment / sacrifice buttons: two columns of three rows
PAGE = 5                   # choices on a page; the sixth place says "More ways"


class GameButtons:
    """The button half of GameScene (a mixin)."""

    def button_area(self) -> pygame.Rect:
        s = self.scale
        return pygame.Rect(self.prompt_rect.left + s.px(10), self.prompt_rect.top + s.px(98),
                           self.prompt_rect.width - s.px(20), self.prompt_rect.height - s.px(104))

    def _build_buttons(self) -> None:
        if self.scale is None:
            return
        s = self.scale
        self.buttons.clear()
        self.build_rows = []
        top_bar(self, self.bar, self.buttons)
        self.bar_names = {b.name for b in self.buttons.buttons}
        t = self.targets
        area = self.button_area()
        h = s.px(32)
        if self.game.is_over():
            if not self.animator.busy:
                self.buttons.add(Button(pygame.Rect(area.left, area.top, area.width // 2, h),
                                        _("See the final scoring"), self.show_end, name="final"))
            return
        if self.computer_to_act() is not None:
            return                    # its thinking sign takes the place of the buttons
        state = self.game.state
        if t.roll:
            self.buttons.add(Button(pygame.Rect(area.left, area.top, min(area.width // 2, s.px(220)), h),
                                    _("Roll the die"), self.roll, name="roll",
                                    hint=_("A die roll cannot be taken back")))
            return
        if self.can_undo():
            width = s.px(150)
            self.buttons.add(Button(pygame.Rect(self.prompt_rect.right - width - s.px(10), self.prompt_rect.top + s.px(8),
                                                width, s.px(28)), _("Undo"), self.undo, name="undo",
                                    hint=undo_hint(self.game)))
        if state.phase in (TAKE, RETURN):
            width = (area.width - 3 * s.px(6)) // 4
            for m in range(4):
                action = t.materials.get(m)
                self.buttons.add(Button(pygame.Rect(area.left + m * (width + s.px(6)), area.top, width, h),
                                        material_name(m), (lambda a=action: self.act(a)), enabled=action is not None,
                                        icons=[icons.material_chip(m, h - 8)], name=f"material-{m}"))
        elif state.phase == MAIN:
            if self.pending_space >= 0:
                self._build_panel(area, h)
            if self.selected_worker is not None or self.pending_space >= 0:
                self.buttons.add(Button(pygame.Rect(area.left, area.bottom - h, s.px(150), h), _("Cancel"),
                                        self._cancel, name="cancel"))
        elif state.phase == PAY:
            self._choice_buttons(area, lambda a: choices.payment_label(self.game, a))
        elif state.phase == SACRIFICE:
            self._choice_buttons(area, lambda a: choices.sacrifice_label(self.game, a))

    def _build_panel(self, area, h: int) -> None:
        """The price of a hut and/or a temple on the chosen space, each with its button: one way
        to pay shows the materials on the button ("Pay"), several ways lead to the choice."""
        s = self.scale
        options = self.targets.spaces[self.pending_space]
        width = min(s.px(210), area.width // 2)
        for row, verb in enumerate(v for v in ("hut", "temple") if v in options):
            action = options[verb]
            price = self.game.build_price(verb, self.pending_space)
            ways = self.game.payments_for(action)
            rect = pygame.Rect(area.left, area.top + row * (h + s.px(6)), width, h)
            if len(ways) == 1:
                label = _("Build the hut") if verb == "hut" else _("Erect the temple")
                chips = self._chips(ways[0], s.px(18))
            else:
                label = _("Build the hut: how to pay?") if verb == "hut" else _("Erect the temple: how to pay?")
                chips = []
            self.buttons.add(Button(rect, label, (lambda a=action: self.act(a)), icons=chips, name=verb))
            text = " · ".join([choices.price_text(price)] + choices.price_notes(price, joins=False))
            self.build_rows.append((pygame.Rect(rect.right + s.px(8), rect.top - s.px(2),
                                                area.right - rect.right - s.px(8), h + s.px(6)), text))

    def _cancel(self) -> None:
        self.selected_worker = None
        self.pending_space = -1
        self._build_buttons()

    def _choice_buttons(self, area, label) -> None:
        """A page of payments or sacrifices in the order of their value (choices.order); the
        sixth place leads to the next page."""
        s = self.scale
        h = s.px(30)
        actions = self.ordered
        page = PAGE if len(actions) > PAGE + 1 else PAGE + 1
        pages = max(1, (len(actions) + page - 1) // page)
        self.page %= pages
        shown = actions[self.page * page:(self.page + 1) * page]
        width = (area.width - s.px(6)) // COLUMNS
        for k, action in enumerate(shown):
            row, col = divmod(k, COLUMNS)
            rect = pygame.Rect(area.left + col * (width + s.px(6)), area.top + row * (h + s.px(4)), width, h)
            chips = self._chips(action.pay, s.px(18)) if action.pay is not None else \
                [icons.token("druid", s.px(20))] if action.b == 1 else []
            self.buttons.add(Button(rect, label(action), (lambda a=action: self.act(a)), icons=chips,
                                    name=f"choice-{self.page * page + k}", bold=False))
        if pages > 1:
            row, col = divmod(PAGE, COLUMNS)
            rect = pygame.Rect(area.left + col * (width + s.px(6)), area.top + row * (h + s.px(4)), width, h)
            more = _("More ways ({page}/{pages})", page=self.page + 1, pages=pages)
            self.buttons.add(Button(rect, more, self._next_page, name="more"))

    def _next_page(self) -> None:
        self.page += 1
        self._build_buttons()

    def _chips(self, counts, size) -> list:
        chips = []
        for m, count in enumerate(counts):
            for _k in range(count):
                chips.append(icons.material_chip(m, size))
        return chips[:9]
