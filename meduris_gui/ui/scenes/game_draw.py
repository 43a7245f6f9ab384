"""Drawing the game scene: the board, the player panels, the prompt with the thinking sign of a
computer player, the log and the tooltips. Drawing reads the scene and changes nothing."""

from __future__ import annotations

import math

import pygame

from ...i18n import _, ngettext
from ...rules.state import CHANCE, HUT, OVER, PAY, SACRIFICE, SETUP, TOKEN_NAMES
from .. import theme
from ..art import icons, pieces
from ..controller import prompt
from ..log import TOKEN, material_name
from ..widgets import draw_text, draw_wrapped, fit_font, panel, render, wrap


class GameDrawing:
    """The drawing half of GameScene (a mixin: it reads the scene's attributes)."""

    def draw(self, surface) -> None:
        surface.fill(theme.BACKGROUND)
        state = self.game.state
        overrides = self.animator.overrides(self.before_scores)
        past = self.logview.past_position(self.game)      # a hovered log line: the board back then
        if past is None:
            highlights = self._highlights()
            self.view.draw(surface, state, overrides, highlights, self.hover["space"], self.hover["highland"],
                           self.selected_worker)
            self.animator.draw(surface, self.view)
        else:
            self.view.draw(surface, past, {}, {})
        if getattr(self.app.settings, "space_numbers", False):
            self.view.draw_space_numbers(surface)
        self.view.draw_focus(surface, self.logview.focus_space())
        if past is not None:
            g = self.view.geometry                       # the caption sits inside the score track
            self.logview.draw_caption(surface, pygame.Rect(g.rect).inflate(-2 * g.band, -2 * g.band))
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
        thinking = self.thinking_seat()
        for seat, rect in enumerate(self.panels):
            active = seat == (state.turn if state.decider == CHANCE else state.decider) and not self.game.is_over()
            panel(surface, rect, theme.PANEL if not active else (250, 238, 200), theme.GOLD if active else theme.PANEL_EDGE)
            colour = state.colours[seat]
            mark = icons.player_mark(colour, s.px(22))
            surface.blit(mark, (rect.left + s.px(8), rect.top + s.px(8)))
            room = rect.width // 2 - s.px(40)
            kind = self.seats[seat]
            if kind != "human":
                room -= s.px(46)          # the computer's screen, and its sign while it thinks
            name = draw_text(surface, names[seat], (rect.left + s.px(36), rect.top + s.px(6)),
                             fit_font(names[seat], room, s.text, bold=True))
            if kind != "human":
                screen = icons.seat_icon(kind, s.px(20), theme.INK_SOFT)
                surface.blit(screen, screen.get_rect(midleft=(name.right + s.px(6), rect.top + s.px(19))))
                if seat == thinking:
                    draw_spinner(surface, (name.right + s.px(37), rect.top + s.px(19)), s.px(7), self.clock)
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
            if self.shows_materials(seat):
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
        computer = self.computer_to_act() is not None
        text = prompt(self.game, self.names(), self.selected_worker, computer=computer)
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
        seat = self.thinking_seat()
        if seat is not None:
            self._draw_thinking(surface, seat)

    def thinking_rect(self) -> pygame.Rect:
        """Where the thinking sign of a computer player is drawn (the place of the buttons)."""
        s = self.scale
        inner = self.prompt_rect.inflate(-s.px(20), -s.px(14))
        return pygame.Rect(inner.left, self.prompt_rect.top + s.px(84), inner.width - s.px(70), s.px(32))

    def _draw_thinking(self, surface, seat: int) -> None:
        """A turning ring of dots and "Blue is thinking…" (or rolls the die) where a human's
        buttons would be: the window is waiting for a computer player, not frozen."""
        s = self.scale
        rect = self.thinking_rect()
        name = self.names()[seat]
        if self.game.state.decider == CHANCE:
            text = _("{player} is about to roll the die…", player=name)
        else:
            text = _("{player} is thinking…", player=name)
        radius = s.px(11)
        draw_spinner(surface, (rect.left + radius + s.px(2), rect.centery), radius, self.clock)
        left = rect.left + 2 * radius + s.px(12)
        draw_text(surface, text, (left, rect.centery), fit_font(text, rect.right - left, s.heading, bold=True),
                  theme.INK_SOFT, anchor="midleft")

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
        self.logview.draw(surface)

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


def draw_spinner(surface, centre, radius: int, clock: float) -> None:
    """Eight dots on a ring, a dark head going round about once a second with a fading tail."""
    head = int(clock * 8) % 8
    dot = max(1, round(radius * 0.28))
    for k in range(8):
        angle = k * math.tau / 8
        age = (head - k) % 8                       # 0: the head, 7: the faintest
        colour = _fade(theme.BUTTON, theme.PANEL, 0.85 * age / 8)
        x = centre[0] + radius * math.sin(angle)
        y = centre[1] - radius * math.cos(angle)
        pygame.draw.circle(surface, colour, (round(x), round(y)), dot if age else dot + 1)


def _fade(colour, background, amount: float) -> tuple:
    return tuple(round(c + (b - c) * amount) for c, b in zip(colour, background))
