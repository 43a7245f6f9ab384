"""Drawing the game scene: the board, the player panels, the prompt with the thinking sign of a
computer player, the log and the tooltips. Drawing reads the scene and changes nothing."""

from __future__ import annotations

import math

import pygame

from ...i18n import _, ngettext
from ...rules.state import CHANCE, HUT, OVER, SETUP
from .. import choices, theme
from ..anim import DieRoll
from ..art import icons, pieces
from ..tooltip import harvest_lines, place, preview_worker
from ..widgets import draw_text, draw_wrapped, elide, panel, render


class GameDrawing:
    """The drawing half of GameScene (a mixin: it reads the scene's attributes)."""

    def draw(self, surface) -> None:
        """Draw the screen model (scene.screen()) and what is in flight; nothing else is read for
        the game's information."""
        surface.fill(theme.BACKGROUND)
        screen = self.screen()
        table = screen.table
        if not screen.past:
            overrides = self.animator.overrides(table.score)
            self.view.draw(surface, table, overrides, screen.targets, self.hover["space"], self.hover["highland"],
                           self.selected_worker)
            if not DieRoll.in_flight(self.animator) and table.die >= 0 and self.game.state.phase not in (SETUP, OVER):
                self.view.draw_resting_die(surface, table.die)      # under the pieces that fly past it
            self.animator.draw(surface, self.view)
        else:                                             # a hovered log line: back then
            self.view.draw(surface, table, {}, {})
        if self.app.settings.space_numbers:
            self.view.draw_space_numbers(surface)
        focus = self.logview.focus_space()
        self.view.draw_focus(surface, focus if focus >= 0 else self.focus_space())
        if screen.past:
            g = self.view.geometry                       # the caption sits inside the score track
            self.logview.draw_caption(surface, pygame.Rect(g.rect).inflate(-2 * g.band, -2 * g.band))
        self._draw_panels(surface, screen)
        self._draw_prompt(surface, screen)
        self._draw_log(surface)
        self.buttons.draw(surface, self.scale.text)
        self._draw_tooltip(surface, table)

    def _draw_panels(self, surface, screen) -> None:
        s = self.scale
        state = self.game.state
        table = screen.table
        names = self.names()
        scores = table.score
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
            name = draw_text(surface, elide(names[seat], f, room), (rect.left + s.px(36), rect.top + s.px(6)), f)
            if kind != "human":
                sign = icons.seat_icon(kind, s.px(20), theme.INK_SOFT)
                surface.blit(sign, sign.get_rect(midleft=(name.right + s.px(6), rect.top + s.px(19))))
                if seat == thinking:
                    draw_spinner(surface, (name.right + s.px(37), rect.top + s.px(19)), s.px(7), self.clock)
            points = ngettext("{n} point", "{n} points", scores[seat])
            draw_text(surface, points, (rect.left + rect.width // 2, rect.top + s.px(6)), f)
            x = rect.left + s.px(8)
            y = rect.top + s.px(38)
            hut = pieces.hut(colour, s.px(22))
            surface.blit(hut, hut.get_rect(midleft=(x, y)))
            x += hut.get_width() + s.px(2)
            x = draw_text(surface, f"×{table.huts[seat]}", (x, y), small, anchor="midleft").right + s.px(8)
            temple = pieces.temple(colour, s.px(24))
            surface.blit(temple, temple.get_rect(midleft=(x, y)))
            x += temple.get_width() + s.px(2)
            x = draw_text(surface, f"×{table.temples[seat]}", (x, y), small, anchor="midleft").right + s.px(10)
            for territory, holder in enumerate(table.rune):
                if holder == seat:
                    stone = icons.rune_stone(state.board.territories[territory].rune, s.px(20))
                    surface.blit(stone, stone.get_rect(midleft=(x, y)))
                    x += stone.get_width() + s.px(1)
            mx = rect.left + rect.width // 2 + s.px(20)
            materials = screen.materials[seat]
            if materials is not None:
                for m in range(4):
                    chip = icons.material_chip(m, s.px(20))
                    cx = mx + m * s.px(46)
                    surface.blit(chip, chip.get_rect(midleft=(cx, y)))
                    draw_text(surface, str(materials[m]), (cx + s.px(22), y), f, anchor="midleft")
            else:
                draw_text(surface, _("materials hidden"), (mx, y), small, theme.INK_SOFT, anchor="midleft")

    def _draw_prompt(self, surface, screen) -> None:
        s = self.scale
        panel(surface, self.prompt_rect)
        inner = self.prompt_rect.inflate(-s.px(20), -s.px(14))
        undo = self.buttons.find("undo")
        width = inner.width - (undo.rect.width + s.px(10) if undo else 0)
        f = theme.font(s.heading, bold=True)          # the prompt's role: never shrunk (two lines)
        draw_wrapped(surface, screen.prompt, pygame.Rect(inner.left, inner.top, width, s.px(56)), f, spacing=1.05)
        small = theme.font(s.small)
        info = pygame.Rect(inner.left, self.prompt_rect.top + s.px(58), inner.width, s.px(38))
        if screen.info:
            draw_wrapped(surface, screen.info, info, small, theme.INK_SOFT, spacing=1.0)
        if self.message:              # why a click did nothing: where the info would be, else below
            where = info if not screen.info else pygame.Rect(inner.left, self.prompt_rect.bottom - s.px(24),
                                                             inner.width, s.px(22))
            draw_wrapped(surface, self.message, where, small, theme.WARN, spacing=1.0)
        for rect, text in self.build_rows:
            draw_wrapped(surface, text, rect, small, theme.INK, spacing=1.0)
        seat = self.thinking_seat()
        if seat is not None:
            self._draw_thinking(surface, seat)

    def thinking_rect(self) -> pygame.Rect:
        """Where the thinking sign of a computer player is drawn (the place of the buttons)."""
        area = self.button_area()
        return pygame.Rect(area.left, area.top, area.width, self.scale.px(32))

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
        f = theme.font(s.heading, bold=True)
        draw_text(surface, elide(text, f, rect.right - left), (left, rect.centery), f, theme.INK_SOFT, anchor="midleft")

    def _draw_log(self, surface) -> None:
        self.logview.draw(surface)

    def _draw_hint(self, surface) -> bool:
        """The hint of the button under the pointer (what a click does, what cannot be undone)."""
        for button in self.buttons.buttons:
            if button.hover and button.hint:
                s = self.scale
                f = theme.font(s.small)
                size = (f.size(button.hint)[0] + s.px(16), f.get_linesize() + s.px(10))
                rect = place(size, button.rect.midtop, surface.get_rect(), self._tooltip_avoid())
                panel(surface, rect, theme.LIGHT, radius=6, shadow=2)
                draw_text(surface, button.hint, rect.center, f, anchor="center")
                return True
        return False

    def _tooltip_avoid(self) -> list:
        """What a tooltip must never cover: the prompt and every button."""
        return [self.prompt_rect] + [b.rect for b in self.buttons.buttons]

    def _draw_highland_tooltip(self, surface) -> bool:
        """Hovering a highland: what the big harvest there would give to whom (the engine's
        Game.harvest_preview), for the selected worker or, with none selected, any own worker
        that may go there (all of them give the same harvest)."""
        highland = self.hover["highland"]
        if highland < 0 or self.animator.busy or self.game.is_over():
            return False
        worker = preview_worker(self.targets, highland, self.selected_worker)
        if worker is None:
            return False
        s = self.scale
        lines = harvest_lines(self.game, self.names(), worker, highland)
        f = theme.font(s.small)
        fonts = [theme.font(s.small, bold=True)] + [f] * (len(lines) - 1)      # a bold title
        size = (max(font.size(line)[0] for font, line in zip(fonts, lines)) + s.px(16),
                len(lines) * f.get_linesize() + s.px(12))
        rect = place(size, self.mouse, surface.get_rect(), self._tooltip_avoid())
        panel(surface, rect, theme.LIGHT, radius=6, shadow=2)
        for k, (font, line) in enumerate(zip(fonts, lines)):
            surface.blit(render(font, line, theme.INK), (rect.left + s.px(8), rect.top + s.px(6) + k * f.get_linesize()))
        return True

    def _draw_tooltip(self, surface, table) -> None:
        """A space's price and why (asked of the engine), its territory's rune, its token."""
        if self._draw_hint(surface) or self._draw_highland_tooltip(surface):
            return
        space = self.hover["space"]
        state = self.game.state
        if space < 0 or self.animator.busy:
            return
        s = self.scale
        board = state.board
        lines = [_("Space {space}", space=space)]
        rune = board.territories[board.space_territory[space]].rune
        if not table.kind[space]:
            for verb in ("hut", "temple"):
                price = self.game.build_price(verb, space)
                if price.allowed:
                    lines.append(choices.price_text(price))
                    lines.extend(choices.price_notes(price))
        else:
            owner = self.names()[table.owner[space]]
            lines.append(_("{player}'s hut", player=owner) if table.kind[space] == HUT else
                         _("{player}'s temple", player=owner))
        f = theme.font(s.small)
        width = max(f.size(line)[0] for line in lines) + s.px(40)
        height = len(lines) * f.get_linesize() + s.px(12)
        rect = place((width, height), self.mouse, surface.get_rect(), self._tooltip_avoid())
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
