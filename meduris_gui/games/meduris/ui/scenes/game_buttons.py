"""The prompt's buttons of the game scene: the die, "+1"/"-1", a build's price with its button,
payments and sacrifices page by page in the order of their value (choices.py), Undo and Cancel;
and the clicks on the board that choose what the buttons are about (a worker, a space).

`Choosing` declares what the scene keeps of a choice in the making (the selected worker, the
space whose price is shown, the page of ways to pay, the pointer); `GameButtons`, a mixin of
GameScene, lays the buttons out in rows of cells (game_layout.cell) from the engine's targets.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from meduris_gui.i18n import _
from ...rules.actions import HUT, TEMPLE, Action
from ...rules.kinds import Building, Offer, Phase
from .. import choices
from ..art import icons
from ..controller import undo_hint
from meduris_gui.table.keys import undo_key
from ..log import material_name
from ..screen import Hover
from meduris_gui.table import theme
from meduris_gui.table.widgets import Button, button_width, render, wrapped_height
from meduris_gui.table.scenes.common import top_bar
from .game_layout import PromptFlow, cell, flow_prompt
from .rules_text import help_page

COLUMNS = 2                # payment / sacrifice buttons: two columns of (up to) three rows
PAGE = 5                   # choices on a full page; the sixth place says "More ways"


@dataclass
class Choosing:
    """The scene's own state besides the game: a choice in the making and the pointer."""

    selected_worker: tuple[int, int] | None = None   # the worker whose big harvest is being chosen
    pending_space: int = -1                          # the space whose price shows before building
    page: int = 0                                    # the page of payments or sacrifices shown
    ordered: list[Action] = field(default_factory=list)   # the decider's ways, in the order shown
    build_rows: list = field(default_factory=list)        # (rect, text): the price beside a build button
    per_page: int = PAGE + 1                              # payments or sacrifices shown on a page
    message: str = ""                                # why a click did nothing, if that helps
    hover: Hover = Hover()

    def cancel(self) -> None:
        """Back to the start of the decision (no worker chosen, no price shown)."""
        self.selected_worker = None
        self.pending_space = -1


def material_chips(counts, size: int) -> list:
    """The materials `counts` as chips: one chip per material, with "3×" before it when more
    than one unit ("3× wool + 3× stone" reads at a glance; repeated chips did not fit)."""
    return [counted_chip(m, count, size) for m, count in enumerate(counts) if count]


@lru_cache(maxsize=256)
def counted_chip(material: int, count: int, size: int) -> pygame.Surface:
    """A material's chip, with its count before it ("3×") when more than one."""
    chip = icons.material_chip(material, size)
    if count == 1:
        return chip
    f = theme.font(max(9, round(size * 0.8)), bold=True)
    text = render(f, f"{count}×", theme.BUTTON_TEXT)
    image = pygame.Surface((text.get_width() + 1 + chip.get_width(), max(size, text.get_height())), pygame.SRCALPHA)
    image.blit(text, text.get_rect(midleft=(0, image.get_height() // 2)))
    image.blit(chip, chip.get_rect(midright=(image.get_width(), image.get_height() // 2)))
    return image


class GameButtons:
    """The button half of GameScene (a mixin): reads `choosing`, `layout`, `targets`, `game`, and
    plays through the scene's `act`, `roll`, `undo`."""

    def _build_buttons(self) -> None:
        """The prompt's buttons under its texts (game_layout.PromptFlow); the prompt grows when a
        decision has more to say than its usual height holds (the log gives the room)."""
        if self.layout is None:
            return
        self.layout = self.base_layout
        self.buttons.clear()
        self.choosing.build_rows = []
        top_bar(self, self.layout.bar, self.buttons)
        self.bar_names = {b.name for b in self.buttons.buttons}
        self.flow = self._flow([])
        if self.game.is_over():
            if not self.animator.busy:
                self._add(0, _("See the final scoring"), self.show_end, "final",
                          width=self._fit_width(_("See the final scoring")), primary=True)
            self._grow()
            return
        if self.computer_to_act() is not None:
            self._grow()
            return                    # its thinking sign takes the place of the buttons
        self.buttons.add(Button(self.layout.help, "?", self.open_help, name="help",
                                hint=_("The rules of this decision")))
        if self.targets.roll:
            self.add_suggest_button()         # in its place, disabled: the die decides
            self.flow = self._flow(self._corner())
            width = max(min(self.flow.buttons.width // 2, self.layout.scale.px(220)), self._fit_width(_("Roll the die")))
            self._add(0, _("Roll the die"), self.roll, "roll", width=width, hint=_("A die roll cannot be taken back"),
                      primary=True)
            self._grow()
            return
        if self.can_undo():
            hint = f"{undo_hint(self.game)} ({undo_key()})".strip()     # the key beside what it takes back
            self.buttons.add(Button(self.layout.undo(self._fit_width(_("Undo"), least=150)), _("Undo"), self.undo,
                                    name="undo", hint=hint))
        self.add_suggest_button()
        self.flow = self._flow(self._corner())
        phase = self.game.state.phase
        if phase in (Phase.TAKE, Phase.RETURN):
            self._material_buttons()
        elif phase == Phase.MAIN:
            self._main_buttons()
        elif phase == Phase.PAY:
            self._choice_buttons(lambda a: choices.payment_label(self.game, a))
        elif phase == Phase.SACRIFICE:
            self._choice_buttons(lambda a: choices.sacrifice_label(self.game, a))
        self._grow()

    def _corner(self) -> list:
        """The buttons in the prompt's top right corner ("?", Undo, Suggest)."""
        return [b.rect for b in self.buttons.buttons if b.name in ("help", "undo", "suggest")]

    def _note_text(self) -> tuple[str, bool]:
        """The prompt's note: why a click did nothing, else the hint's reason (bold)."""
        if self.choosing.message:
            return self.choosing.message, False
        return self.hint_text(), True

    def flow_texts(self) -> tuple:
        """The texts the prompt is laid out for (a change lays it out again: GameBase.update)."""
        return (self.prompt_text(), self.info_text()) + self._note_text()

    def _flow(self, corner: list) -> PromptFlow:
        s = self.layout.scale
        heading, small = theme.font(s.heading, bold=True), theme.font(s.small)
        self.flow_key = self.flow_texts()
        prompt, info, note, bold = self.flow_key
        note_font = theme.font(s.small, bold=True) if bold else small

        # Where Suggest can be asked, the note keeps a line even before there is a hint, so that
        # a one-line reason does not push the buttons away from the pointer when it arrives
        # (seen in a real window: the buttons jumped down as the hint showed).
        waiting = wrapped_height("M", theme.font(s.small, bold=True), 100, 1.0) if self.can_suggest() else 0

        def heights(width: int):
            return (wrapped_height(prompt, heading, width, 1.05) if prompt else 0,
                    wrapped_height(info, small, width, 1.0) if info else 0,
                    max(wrapped_height(note, note_font, width, 1.0) if note else 0, waiting))
        return flow_prompt(self.layout, heights, corner, 0)[0]

    def _grow(self) -> None:
        """A taller prompt when its buttons reach below it (the log below gives the room)."""
        s = self.layout.scale
        own = [b.rect for b in self.buttons.buttons if b.name not in self.bar_names]
        thinking = max(self.flow.buttons.top, self.layout.thinking.top) + s.px(32) if self.thinking_text() else 0
        bottom = max([r.bottom for r in own] + [thinking]
                     + [r.bottom for r, _t in self.choosing.build_rows])
        needed = bottom + s.px(10) - self.layout.prompt.top
        if needed > self.layout.prompt.height:
            self.layout = self.layout.with_prompt(needed)
            self.logview.layout(self.layout.log, s)
        elif self.layout is self.base_layout and self.logview.rect != self.layout.log:
            self.logview.layout(self.layout.log, s)
        self.flow = PromptFlow(self.flow.text, self.flow.info, self.flow.note,
                               pygame.Rect(self.flow.buttons.left, self.flow.buttons.top, self.flow.buttons.width,
                                           self.layout.prompt.bottom - s.px(6) - self.flow.buttons.top))

    def _fit_width(self, label: str, icons_width: int = 0, least: int = 0) -> int:
        """A button's width: its label and icons whole at the buttons' text size."""
        s = self.layout.scale
        return max(s.px(least), button_width(label, s.text, self._row_height(), icons_width))

    def help_page(self) -> int:
        """The rules page about the decision the prompt asks for (rules_text.help_page)."""
        state, choosing = self.game.state, self.choosing
        phase = Phase.ROLL if self.targets.roll else state.phase
        temple = phase == Phase.PAY and bool(state.pending) and state.pending[0] == Building.TEMPLE
        return help_page(phase, choosing.selected_worker is not None, choosing.pending_space >= 0, temple)

    def open_help(self) -> None:
        self.stack.push("rules", page=self.help_page())

    def _row_height(self) -> int:
        return self.layout.scale.px(32)

    def _add(self, index: int, label: str, action, name: str, width: int, **more) -> Button:
        """A button in the `index`-th row of the button area, `width` wide."""
        s = self.layout.scale
        rect = cell(self.flow.buttons, index, self._row_height(), gap=(0, s.px(6)), width=width)
        return self.buttons.add(Button(rect, label, action, name=name, **more))

    def _material_buttons(self) -> None:
        """T2/T3: one button per material, the ones the player cannot take or give back disabled."""
        s, h = self.layout.scale, self._row_height()
        for m in range(4):
            action = self.targets.materials.get(m)
            rect = cell(self.flow.buttons, m, h, columns=4, gap=(s.px(6), 0))
            self.buttons.add(Button(rect, material_name(m), (lambda a=action: self.act(a)), enabled=action is not None,
                                    icons=[icons.material_chip(m, h - 8)], name=f"material-{m}"))

    def _main_buttons(self) -> None:
        """A build's price and buttons once a space is chosen; Cancel while a choice is made."""
        choosing, area, s = self.choosing, self.flow.buttons, self.layout.scale
        top = area.top
        if choosing.pending_space >= 0:
            top = self._build_panel() + s.px(6)
        if choosing.selected_worker is not None or choosing.pending_space >= 0:
            h = self._row_height()
            self.buttons.add(Button(pygame.Rect(area.left, top, self._fit_width(_("Cancel"), least=150), h), _("Cancel"),
                                    self._cancel, name="cancel"))

    def one_click(self) -> bool:
        """Menu → Build in one click (the guided game turns it off: it shows every step)."""
        return bool(self.app is not None and self.app.settings.one_click_build)

    def build_click(self, verb: str, space: int):
        """What a build's button does and says: with one way to pay (a free hut's included) the
        engine takes it at once (no payment step: the button builds, "… now", the materials
        on it); with several ways the payment step follows ("…: how to pay?"). Returns the
        action, the label and the one way to pay (None when there are several)."""
        action = self.targets.spaces[space][verb]
        hut = verb == HUT
        ways = self.game.payments_for(action)
        if len(ways) == 1:
            return action, (_("Build the hut now") if hut else _("Erect the temple now")), ways[0]
        return action, (_("Build the hut: how to pay?") if hut else _("Erect the temple: how to pay?")), None

    def _build_panel(self) -> int:
        """The price of a hut and/or a temple on the chosen space, each with its button. The
        choice hut/temple is always shown: a building the space takes but the player cannot
        pay for now is a disabled button with its price. A button builds at once only when its
        label says so (build_click). Returns the bottom of the rows."""
        s, area, space = self.layout.scale, self.flow.buttons, self.choosing.pending_space
        options = self.targets.spaces[space]
        kinds = self.targets.kinds.get(space, ())
        verbs = [v for v in (HUT, TEMPLE) if v in options or v in kinds]
        rows = []
        for verb in verbs:
            hut = verb == HUT
            if verb in options:
                action, label, paid = self.build_click(verb, space)
                chips = material_chips(paid, s.px(18)) if paid is not None else []
                rows.append((verb, label, (lambda a=action: self.act(a)), chips, True))
            else:
                rows.append((verb, _("Build the hut") if hut else _("Erect the temple"), lambda: None, [], False))
        # One width for the column of build buttons: the widest label with its chips, whole.
        width = max(self._fit_width(label, sum(c.get_width() + 2 for c in chips) + 2 if chips else 0)
                    for _v, label, _a, chips, _e in rows)
        width = min(width, area.width * 3 // 5)
        small = theme.font(s.small)
        h, y = self._row_height(), area.top
        for verb, label, on_click, chips, enabled in rows:
            price = self.game.build_price(verb, space)
            notes = choices.price_notes(price, joins=False)
            if not enabled:
                notes = [_("you cannot pay for it now")] + notes
            text = " · ".join([choices.price_text(price)] + notes)
            room = area.right - area.left - width - s.px(8)
            text_h = wrapped_height(text, small, room, 1.0)
            rect = pygame.Rect(area.left, y, width, h)
            # The main button (Enter) only where the space offers one building: never the
            # choice between a hut and a temple.
            self.buttons.add(Button(rect, label, on_click, name=verb, icons=chips, enabled=enabled,
                                    primary=len(rows) == 1))
            self.choosing.build_rows.append((pygame.Rect(rect.right + s.px(8), y, room, max(text_h, h)), text))
            y += max(h, text_h) + s.px(6)
        return y - s.px(6)

    def _cancel(self) -> None:
        self.choosing.cancel()
        self._build_buttons()

    def _choice_buttons(self, label) -> None:
        """A page of payments or sacrifices in the order of their value (choices.order); the
        last place leads to the next page. As many rows as the prompt holds (up to three)."""
        choosing, s = self.choosing, self.layout.scale
        actions = choosing.ordered
        room = self.base_layout.with_prompt(10 ** 6).prompt.bottom - s.px(10) - self.flow.buttons.top
        rows = max(1, min(3, (room + s.px(4)) // (s.px(30) + s.px(4))))
        places = rows * COLUMNS
        page = places if len(actions) <= places else max(1, places - 1)
        choosing.per_page = page
        pages = max(1, (len(actions) + page - 1) // page)
        choosing.page %= pages
        first = choosing.page * page
        for k, action in enumerate(actions[first:first + page]):
            rect = self._choice_cell(k)
            self.buttons.add(Button(rect, label(action), (lambda a=action: self.act(a)), icons=self._offer_chips(action),
                                    name=f"choice-{first + k}", bold=False))
        if pages > 1:
            more = _("More ways ({page}/{pages})", page=choosing.page + 1, pages=pages)
            self.buttons.add(Button(self._choice_cell(page), more, self._next_page, name="more"))

    def _choice_cell(self, index: int) -> pygame.Rect:
        s = self.layout.scale
        return cell(self.flow.buttons, index, s.px(30), columns=COLUMNS, gap=(s.px(6), s.px(4)))

    def _offer_chips(self, action: Action) -> list:
        """What a payment or sacrifice gives: its materials, or the druid token."""
        size = self.layout.scale.px(18)
        if action.payment is not None:
            return material_chips(action.payment, size)
        return [icons.token("druid", self.layout.scale.px(20))] if action.offer == Offer.TOKEN else []

    def _next_page(self) -> None:
        self.choosing.page += 1
        self._build_buttons()

    def show_choice(self, action: Action) -> None:
        """Turn the payments or sacrifices to the page that holds `action` (a hint's choice is
        shown, never hidden behind "More ways")."""
        ordered = self.choosing.ordered
        if action in ordered:
            page = ordered.index(action) // self.choosing.per_page
            if page != self.choosing.page:
                self.choosing.page = page
                self._build_buttons()

    # -- clicks on the board: a worker, a highland, a space -----------------------------------

    def board_click(self, pos) -> None:
        hit = Hover.at(pos, self.view.hit(pos, self.shown_table()))
        if self.game.is_over() or self.computer_to_act() is not None:
            return                    # the board waits for the computer player
        if self.targets.roll:
            self.choosing.message = _("Roll the die first")
            return
        phase = self.game.state.phase
        if phase == Phase.SETUP:
            highlands = self.targets.highlands
            if hit.highland in highlands:
                self.act(highlands[hit.highland])
            elif hit.highland >= 0:
                self.choosing.message = _("That highland already holds 3 workers")
        elif phase == Phase.MAIN:
            self._main_click(hit)

    def _main_click(self, hit: Hover) -> None:
        """A worker to move (A), the highland it goes to, or a space to build on (B, C)."""
        t, worker, selected = self.targets, hit.worker, self.choosing.selected_worker
        if selected is not None and worker == selected:
            self._cancel()            # a second click on the chosen worker puts it back
            return
        if worker in t.workers and (selected is None or worker[0] == selected[0]):
            self._select(worker)
            return
        # With a worker chosen (A), a click anywhere on another highland — its plateau, its tower,
        # a worker on it — sends the worker there.
        highland = hit.highland if hit.highland >= 0 else worker[0] if worker is not None else -1
        if selected is not None and highland >= 0:
            options = t.workers[selected]
            if highland in options:
                self.act(options[highland])
            elif worker in t.workers:
                self._select(worker)
            else:
                self.choosing.message = _("A worker must leave its highland and needs a highland with room")
            return
        if worker in t.workers:
            self._select(worker)
        elif hit.space >= 0:
            self.space_click(hit.space)

    def _select(self, worker) -> None:
        self.choosing.cancel()
        self.choosing.selected_worker = worker
        self._build_buttons()

    def space_click(self, space: int) -> None:
        """A build is never paid without its price in view: the space's price and its buttons
        first. With "Build in one click" a click builds at once only where nothing is left to
        choose (one kind of building, one way to pay): never the hut/temple choice."""
        options = self.targets.spaces.get(space, {})
        if not options:
            state = self.game.state
            self.choosing.message = _("That space is already built") if state.kind[space] else \
                _("You cannot pay for that space now")
            return
        if self.one_click() and len(self.targets.kinds.get(space, ())) == 1 and len(options) == 1:
            # One click builds only when nothing is left to choose: the space takes one kind of
            # building from this player and there is one way to pay for it.
            verb = next(iter(options))
            action, _label, paid = self.build_click(verb, space)
            if paid is not None:
                self.act(action)
                return
        self.choosing.cancel()
        self.choosing.pending_space = space
        self._build_buttons()
