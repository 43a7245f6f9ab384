"""The game scene: the board on the left; player panels, the prompt and the log on the right.

Every click becomes one of the engine's legal actions (controller.Targets); the engine's events
drive the animations and the log. Only the deciding seat's materials are shown unless the
players chose open screens; between two human players a curtain covers the screen.
"""

from __future__ import annotations

import random

import pygame

from ...i18n import _, ngettext
from ...rules.game import Game
from ...rules.state import CHANCE, HUT, MAIN, OVER, PAY, RETURN, SACRIFICE, SETUP, TAKE, TERMINAL, TOKEN_NAMES
from .. import theme
from ..anim import Animator
from ..art import icons, pieces
from ..boardview import BoardView
from ..controller import Targets, prompt, seat_names
from ..log import TOKEN, GameLog, colour_name, material_name, materials_text
from ..scene import Scene
from ..theme import Scale
from ..widgets import Button, ButtonRow, draw_text, draw_wrapped, fit_font, panel, render, wrap
from ...saves import save_game
from .common import top_bar

PAGE = 4                   # sacrifice / payment buttons shown at once (two rows of two)


class GameScene(Scene):
    def __init__(self, game: Game, names: list[str] | None = None, seats: list[str] | None = None,
                 seed: int | None = None) -> None:
        super().__init__()
        self.game = game
        self.custom_names = names
        self.seats = seats or ["human"] * game.state.players
        self.rng = random.Random(seed)
        self.view = BoardView(game.state.board, game.state.colours)
        self.log = GameLog(self.names())
        self.animator = Animator()
        self.buttons = ButtonRow()
        self.targets = Targets.from_game(game)
        self.selected_worker = None
        self.pending_space = -1
        self.page = 0
        self.hover = {"space": -1, "highland": -1, "worker": (-1, -1)}
        self.mouse = (0, 0)
        # Whose materials are shown now: the first decider sits at the laptop already.
        state = game.state
        self.viewer = state.turn if state.decider == CHANCE else state.decider
        self.before_scores = list(game.state.score)
        self.message = ""               # why a click did nothing, if that helps
        self.scale = None

    # -- lifecycle -------------------------------------------------------------------------------

    def names(self) -> list[str]:
        return seat_names(self.game, self.custom_names)

    def enter(self) -> None:
        self.animator.speed = self.app.settings.speed
        self.resize(self.app.size)
        self._after_change()

    def resume(self) -> None:
        self.animator.speed = self.app.settings.speed
        self._build_buttons()

    def language_changed(self) -> None:
        self.log.names = self.names()
        self._build_buttons()

    def busy(self) -> bool:
        return self.animator.busy

    def resize(self, size) -> None:
        width, height = size
        self.scale = s = Scale(size)
        margin = s.px(8)
        board = min(height - 2 * margin, int(width * 0.6))
        self.view.layout(margin, (height - board) // 2, board)
        left = margin * 2 + board
        self.column = pygame.Rect(left, margin, width - left - margin, height - 2 * margin)
        bar = s.px(34)
        self.bar = pygame.Rect(self.column.left, self.column.top, self.column.width, bar)
        players = self.game.state.players
        panel_h = s.px(70)
        self.panels = [pygame.Rect(self.column.left, self.bar.bottom + margin + i * (panel_h + s.px(4)),
                                   self.column.width, panel_h) for i in range(players)]
        top = self.panels[-1].bottom + margin
        self.prompt_rect = pygame.Rect(self.column.left, top, self.column.width, s.px(212))
        self.log_rect = pygame.Rect(self.column.left, self.prompt_rect.bottom + margin, self.column.width,
                                    self.column.bottom - self.prompt_rect.bottom - margin)
        for seat, rect in enumerate(self.panels):
            self.view.panel_points[seat] = (rect.right - rect.width // 4, rect.centery)
        self.view.die_anchor = (self.prompt_rect.right - s.px(40), self.prompt_rect.top + s.px(70))
        self._build_buttons()

    # -- the flow of the game --------------------------------------------------------------------

    def _after_change(self) -> None:
        """The game moved on: new targets, buttons, and the curtain if a new human decides."""
        self.targets = Targets.from_game(self.game)
        self.selected_worker = None
        self.pending_space = -1
        self.page = 0
        self._build_buttons()
        state = self.game.state
        decider = state.turn if state.decider == CHANCE else state.decider
        if state.decider == TERMINAL:
            return
        humans = [seat for seat, kind in enumerate(self.seats) if kind == "human"]
        if self.app.settings.open_screens or len(humans) < 2:
            self.viewer = decider
            return
        if decider != self.viewer and self.seats[decider] == "human":
            from .overlays import Curtain
            self.viewer = decider
            self.stack.push(Curtain(self.names()[decider], self.game.state.colours[decider]))

    def act(self, action) -> None:
        before = self.game.state.copy()
        events = self.game.apply(action)
        self.before_scores = list(before.score)
        self.log.extend(events)
        self.message = ""
        self.animator.play(events, self.view, before)
        self.autosave()
        self._after_change()
        if self.app:
            self.app.dirty = True

    def undo(self) -> None:
        """Take back the deciding player's own last decision (Game.undo says when that is allowed)."""
        if not self.game.can_undo():
            return
        self.animator.skip()
        self.log.events = self.game.undo()
        self.before_scores = list(self.game.state.score)
        self.message = ""
        self.autosave()
        self._after_change()
        if self.app:
            self.app.dirty = True

    def autosave(self) -> None:
        """Rewrite the autosave after every decision (atomically: see saves.py)."""
        if self.app is None or not self.app.settings.autosave or self.game.tokens is None:
            return
        try:
            save_game(self.game, self.custom_names)
        except OSError as error:
            self.message = _("The game could not be saved: {error}", error=error.strerror or str(error))

    def exit(self) -> None:
        self.autosave()

    def roll(self) -> None:
        self.act(self.game.legal_actions()[self.rng.randrange(6)])

    def update(self, dt: float) -> None:
        self.animator.update(dt)
        if not self.animator.busy and self.game.is_over() and not getattr(self, "_ended", False):
            self._ended = True
            self._build_buttons()

    def show_end(self) -> None:
        from .end import EndScene
        self.stack.replace(EndScene(self.game, self.names(), self.log))

    # -- input -----------------------------------------------------------------------------------

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.buttons.motion(event.pos)
            self.hover = self.view.hit(event.pos, self.game.state)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.animator.busy:            # a click skips the running animation
                self.animator.skip()
                return
            if self.buttons.click(event.pos):
                return
            self.board_click(event.pos)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.selected_worker = None
                self.pending_space = -1
                self._build_buttons()
            elif event.key == pygame.K_SPACE and self.animator.busy:
                self.animator.skip()

    def board_click(self, pos) -> None:
        hit = self.view.hit(pos, self.game.state)
        t = self.targets
        if self.game.is_over():
            return
        if t.roll:
            self.message = _("Roll the die first")
            return
        state = self.game.state
        if state.phase == SETUP:
            if hit["highland"] in t.highlands:
                self.act(t.highlands[hit["highland"]])
            elif hit["highland"] >= 0:
                self.message = _("That highland already holds 3 workers")
            return
        if state.phase != MAIN:
            return
        worker = hit["worker"]
        if worker in t.workers:
            self.selected_worker = worker
            self.pending_space = -1
            self._build_buttons()
            return
        if self.selected_worker is not None and hit["highland"] >= 0:
            options = t.workers[self.selected_worker]
            if hit["highland"] in options:
                self.act(options[hit["highland"]])
            else:
                self.message = _("A worker must leave its highland and needs a highland with room")
            return
        space = hit["space"]
        if space >= 0:
            choices = t.spaces.get(space, {})
            if len(choices) == 1:
                self.act(next(iter(choices.values())))
            elif len(choices) == 2:
                self.pending_space = space
                self.selected_worker = None
                self._build_buttons()
            elif state.kind[space]:
                self.message = _("That space is already built")
            else:
                self.message = _("You cannot pay for that space now")

    # -- buttons ---------------------------------------------------------------------------------

    def _build_buttons(self) -> None:
        if self.scale is None:
            return
        s = self.scale
        self.buttons.clear()
        top_bar(self, self.bar, self.buttons)
        t = self.targets
        area = pygame.Rect(self.prompt_rect.left + s.px(10), self.prompt_rect.top + s.px(84),
                           self.prompt_rect.width - s.px(20), self.prompt_rect.height - s.px(90))
        h = s.px(32)
        if self.game.is_over():
            if not self.animator.busy:
                self.buttons.add(Button(pygame.Rect(area.left, area.top, area.width // 2, h),
                                        _("See the final scoring"), self.show_end, name="final"))
            return
        state = self.game.state
        if t.roll:
            self.buttons.add(Button(pygame.Rect(area.left, area.top, min(area.width // 2, s.px(200)), h),
                                    _("Roll the die"), self.roll, name="roll",
                                    hint=_("A die roll cannot be taken back")))
            return
        if state.phase in (TAKE, RETURN):
            width = (area.width - 3 * s.px(6)) // 4
            for m in range(4):
                action = t.materials.get(m)
                self.buttons.add(Button(pygame.Rect(area.left + m * (width + s.px(6)), area.top, width, h),
                                        material_name(m), (lambda a=action: self.act(a)), enabled=action is not None,
                                        icons=[icons.material_chip(m, h - 8)], name=f"material-{m}"))
            return
        if self.game.can_undo():
            self.buttons.add(Button(pygame.Rect(area.right - s.px(130), area.bottom - h, s.px(130), h), _("Undo"),
                                    self.undo, name="undo",
                                    hint=_("Take back your last decision (not past a die roll or another player)")))
        if state.phase == MAIN:
            if self.pending_space >= 0:
                choices = t.spaces[self.pending_space]
                width = (area.width - s.px(6)) // 2
                for k, verb in enumerate(("hut", "temple")):
                    label = _("Build a hut") if verb == "hut" else _("Erect a temple")
                    self.buttons.add(Button(pygame.Rect(area.left + k * (width + s.px(6)), area.top, width, h), label,
                                            (lambda a=choices[verb]: self.act(a)), name=verb))
            if self.selected_worker is not None or self.pending_space >= 0:
                self.buttons.add(Button(pygame.Rect(area.left, area.top + h + s.px(6), s.px(120), h), _("Cancel"),
                                        self._cancel, name="cancel"))
            return
        if state.phase == PAY:
            self._choice_buttons(area, t.payments, self._payment_label)
        elif state.phase == SACRIFICE:
            self._choice_buttons(area, t.sacrifices, self._sacrifice_label)

    def _cancel(self) -> None:
        self.selected_worker = None
        self.pending_space = -1
        self._build_buttons()

    def _choice_buttons(self, area, actions, label) -> None:
        """A page of choices (payments or sacrifices), cheapest first, with paging for the rest."""
        s = self.scale
        h = s.px(30)
        columns = 2
        width = (area.width - s.px(6)) // columns
        pages = max(1, (len(actions) + PAGE - 1) // PAGE)
        self.page %= pages
        shown = actions[self.page * PAGE:(self.page + 1) * PAGE]
        for k, action in enumerate(shown):
            row, col = divmod(k, columns)
            rect = pygame.Rect(area.left + col * (width + s.px(6)), area.top + row * (h + s.px(4)), width, h)
            text, chips = label(action)
            self.buttons.add(Button(rect, text, (lambda a=action: self.act(a)), icons=chips,
                                    name=f"choice-{self.page * PAGE + k}", bold=False))
        if pages > 1:
            y = area.top + 2 * (h + s.px(4))
            more = _("More ways ({page}/{pages})", page=self.page + 1, pages=pages)
            self.buttons.add(Button(pygame.Rect(area.left, y, width, h), more, self._next_page, name="more"))

    def _next_page(self) -> None:
        self.page += 1
        self._build_buttons()

    def _chips(self, counts, size) -> list:
        chips = []
        for m, count in enumerate(counts):
            for _k in range(count):
                chips.append(icons.material_chip(m, size))
        return chips[:9]

    def _payment_label(self, action):
        size = self.scale.px(20)
        return (_("Pay") if sum(action.pay) <= 9 else materials_text(action.pay)), self._chips(action.pay, size)

    def _sacrifice_label(self, action):
        kind, points = self.game.sacrifice_value(action)
        sign = f"+{points}" if points >= 0 else f"–{-points}"
        if kind == "none":
            return _("Nothing ({points})", points=sign), []
        if kind == "token":
            return _("Druid token ({points})", points=sign), [icons.token("druid", self.scale.px(20))]
        return sign, self._chips(action.pay, self.scale.px(20))

    # -- drawing ---------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        surface.fill(theme.BACKGROUND)
        state = self.game.state
        overrides = self.animator.overrides(self.before_scores)
        highlights = self._highlights()
        self.view.draw(surface, state, overrides, highlights, self.hover["space"], self.hover["highland"],
                       self.selected_worker)
        self.animator.draw(surface, self.view)
        self._draw_panels(surface, overrides)
        self._draw_prompt(surface)
        self._draw_log(surface)
        self.buttons.draw(surface, self.scale.text)
        self._draw_tooltip(surface)

    def _highlights(self) -> dict:
        t = self.targets
        if self.animator.busy or self.game.is_over():
            return {}
        if self.selected_worker is not None:
            return {"highlands": set(t.workers[self.selected_worker]), "workers": {self.selected_worker}}
        result = {"highlands": set(t.highlands), "workers": set(t.workers), "spaces": set(t.spaces)}
        if self.pending_space >= 0:
            result["spaces"] = {self.pending_space}
        return result

    def _draw_panels(self, surface, overrides) -> None:
        s = self.scale
        state = self.game.state
        names = self.names()
        scores = overrides.get("scores") or state.score
        f = theme.font(s.text, bold=True)
        small = theme.font(s.small)
        for seat, rect in enumerate(self.panels):
            active = seat == (state.turn if state.decider == CHANCE else state.decider) and not self.game.is_over()
            panel(surface, rect, theme.PANEL if not active else (250, 238, 200), theme.GOLD if active else theme.PANEL_EDGE)
            colour = state.colours[seat]
            mark = icons.player_mark(colour, s.px(22))
            surface.blit(mark, (rect.left + s.px(8), rect.top + s.px(8)))
            draw_text(surface, names[seat], (rect.left + s.px(36), rect.top + s.px(6)),
                      fit_font(names[seat], rect.width // 2 - s.px(40), s.text, bold=True))
            points = ngettext("{n} point", "{n} points", scores[seat])
            draw_text(surface, points, (rect.left + rect.width // 2, rect.top + s.px(6)), f)
            x = rect.left + s.px(8)
            y = rect.top + s.px(38)
            hut = pieces.hut(colour, s.px(22))
            surface.blit(hut, hut.get_rect(midleft=(x, y)))
            x += hut.get_width() + s.px(2)
            x = draw_text(surface, f"×{state.huts[seat]}", (x, y), small, anchor="midleft").right + s.px(8)
            temple = pieces.temple(colour, s.px(24))
            surface.blit(temple, temple.get_rect(midleft=(x, y)))
            x += temple.get_width() + s.px(2)
            x = draw_text(surface, f"×{state.temples[seat]}", (x, y), small, anchor="midleft").right + s.px(10)
            for territory, holder in enumerate(state.rune):
                if holder == seat:
                    stone = icons.rune_stone(state.board.territories[territory].rune, s.px(20))
                    surface.blit(stone, stone.get_rect(midleft=(x, y)))
                    x += stone.get_width() + s.px(1)
            mx = rect.left + rect.width // 2 + s.px(20)
            if self.app.settings.open_screens or seat == self.viewer:
                for m in range(4):
                    chip = icons.material_chip(m, s.px(20))
                    cx = mx + m * s.px(46)
                    surface.blit(chip, chip.get_rect(midleft=(cx, y)))
                    draw_text(surface, str(state.stock[seat][m]), (cx + s.px(22), y), f, anchor="midleft")
            else:
                draw_text(surface, _("materials hidden"), (mx, y), small, theme.INK_SOFT, anchor="midleft")

    def _draw_prompt(self, surface) -> None:
        s = self.scale
        panel(surface, self.prompt_rect)
        text = prompt(self.game, self.names(), self.selected_worker)
        if self.pending_space >= 0:
            text = _("{player}: a hut or a temple on space {space}?", player=self.names()[self.game.state.decider],
                     space=self.pending_space)
        inner = self.prompt_rect.inflate(-s.px(20), -s.px(14))
        width = inner.width - s.px(70)          # the die rests at the right
        f = theme.font(s.heading, bold=True)
        if len(wrap(text, f, width)) > 2:
            f = theme.font(s.text, bold=True)
        draw_wrapped(surface, text, pygame.Rect(inner.left, inner.top, width, s.px(72)), f, spacing=1.05)
        if self.message:
            draw_text(surface, self.message, (inner.left, self.prompt_rect.bottom - s.px(22)),
                      fit_font(self.message, inner.width, s.small), theme.WARN)
        state = self.game.state
        info = self._info_line(state)
        if info:
            draw_text(surface, info, (inner.left, self.prompt_rect.top + s.px(60)),
                      fit_font(info, width, s.small), theme.INK_SOFT)
        if not self.animator.busy and state.die >= 0 and state.phase not in (SETUP, OVER):
            self.view.draw_die(surface, state.die, self.view.die_rest())

    def _info_line(self, state) -> str:
        """What the current choice is about: the price of a build, the materials the druid asks."""
        if state.phase == PAY and state.pending:
            _kind, space, size = state.pending
            a, b = state.board.space_materials[space]
            return _("Price: {n} {a} + {n} {b} (a material may be replaced by three others)",
                     n=size, a=material_name(a), b=material_name(b))
        if state.phase == SACRIFICE and state.ritual:
            space = state.ritual[0]
            a, b = state.board.space_materials[space]
            return _("Hut on space {space}: the druid asks for {a} and {b}", space=space, a=material_name(a),
                     b=material_name(b))
        return ""

    def _draw_log(self, surface) -> None:
        s = self.scale
        panel(surface, self.log_rect, theme.PANEL_DARK)
        f = theme.font(s.small)
        inner = self.log_rect.inflate(-s.px(16), -s.px(10))
        line_h = f.get_linesize()
        rows = max(1, inner.height // line_h)
        lines: list[str] = []
        for line in self.log.lines(last=rows):
            lines.extend(wrap(line, f, inner.width))
        for k, line in enumerate(lines[-rows:]):
            surface.blit(render(f, line, theme.INK), (inner.left, inner.top + k * line_h))

    def _draw_hint(self, surface) -> bool:
        """The hint of the button under the pointer (what a click does, what cannot be undone)."""
        for button in self.buttons.buttons:
            if button.hover and button.hint:
                s = self.scale
                f = theme.font(s.small)
                rect = pygame.Rect(0, 0, f.size(button.hint)[0] + s.px(16), f.get_linesize() + s.px(10))
                rect.midbottom = (button.rect.centerx, button.rect.top - s.px(4))
                rect.clamp_ip(surface.get_rect())
                panel(surface, rect, theme.LIGHT, radius=6, shadow=2)
                draw_text(surface, button.hint, rect.center, f, anchor="center")
                return True
        return False

    def _draw_tooltip(self, surface) -> None:
        if self._draw_hint(surface):
            return
        space = self.hover["space"]
        state = self.game.state
        if space < 0 or self.animator.busy:
            return
        s = self.scale
        board = state.board
        a, b = board.space_materials[space]
        lines = [_("Space {space}", space=space)]
        rune = board.territories[board.space_territory[space]].rune
        if not state.kind[space]:
            price = self.game.build_price("hut", space)
            if price == 0:
                lines.append(_("Hut: free (bonus token)"))
            else:
                lines.append(_("Hut: {n} {a} + {n} {b}", n=price, a=material_name(a), b=material_name(b)))
            if not state.token[space]:
                lines.append(_("Temple: 1 {a} + 1 {b}", a=material_name(a), b=material_name(b)))
            token = state.token[space]
            if token:
                lines.append(_("Bonus token: {token}", token=_(TOKEN[TOKEN_NAMES[token]])))
        else:
            owner = self.names()[state.owner[space]]
            kind = _("hut") if state.kind[space] == HUT else _("temple")
            lines.append(_("{kind} of {player}", kind=kind, player=owner))
        f = theme.font(s.small)
        width = max(f.size(line)[0] for line in lines) + s.px(40)
        height = len(lines) * f.get_linesize() + s.px(12)
        x, y = self.mouse
        rect = pygame.Rect(x + s.px(16), y + s.px(12), width, height)
        rect.clamp_ip(surface.get_rect())
        panel(surface, rect, theme.LIGHT, radius=6, shadow=2)
        stone = icons.rune(rune, s.px(22), theme.INK)
        surface.blit(stone, (rect.right - s.px(28), rect.top + s.px(6)))
        for k, line in enumerate(lines):
            surface.blit(render(f, line, theme.INK), (rect.left + s.px(8), rect.top + s.px(6) + k * f.get_linesize()))


__all__ = ["GameScene", "colour_name"]
