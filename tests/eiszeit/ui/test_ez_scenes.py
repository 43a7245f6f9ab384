"""Eiszeit's setup, rules pages and end scene: the setup starts "ez-game" with what Die
Dolmengötter's setup passes (game, names, seats, seed), the short game included (E3); every card
kind L1-L9 and D1-D8 is on a rules page; the end tables add up to the engine's scores (P1) and
name the winner by the tie rule (E4); nothing is cut at 1366x768 and 1920x1080 in any language."""

from __future__ import annotations

import pytest

from meduris_gui.games.eiszeit.rules.cards import DARK_KINDS, LIGHT_KINDS
from meduris_gui.games.eiszeit.rules.events import Scored
from meduris_gui.games.eiszeit.rules.game import Game
from meduris_gui.games.eiszeit.rules.scoring import Outcome
from meduris_gui.games.eiszeit.ui.scenes.end import end_rows, winner_text
from meduris_gui.games.eiszeit.ui.scenes.rules_pages import PAGES, page_kinds, page_paragraphs
from meduris_gui.games.eiszeit.ai.players import KINDS
from meduris_gui.games.eiszeit.rules.record import SEAT_KINDS as RECORD_SEATS
from meduris_gui.games.eiszeit.ui import seats
from meduris_gui.games.eiszeit.ui.scenes.setup import SEAT_KINDS, EiszeitSetupScene
from meduris_gui.table.seats import window_kinds
from meduris_gui.i18n import LANGUAGES, set_language
from meduris_gui.table.scene import Scene
from meduris_gui.table.widgets import cut, overlapping

from ez_scene_helpers import click_button, ez_app, finished_game
from window_checks import traced

SIZES = [(1366, 768), (1920, 1080)]
LONG_NAMES = ["Maximiliane", "Bartholomäus", "Wilhelmina", "Konstantinos", "Guadalupe"]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


class FakeGame(Scene):
    """Stands for "ez-game" (written on another branch): keeps what the setup passed."""
    scene_name = "ez-game"

    def __init__(self, **kwargs) -> None:
        super().__init__()
        self.kwargs = kwargs

    def draw(self, surface) -> None:
        surface.fill((0, 0, 0))


def check(app, scene, where: str) -> None:
    trace = traced(app, scene)
    assert not [d for d in cut(trace) if d.kind != "elided"], f"{where}: cut {cut(trace)}"
    for button in scene.buttons.buttons:
        if button.label:
            assert button.fits, f"{where}: {button.label!r} does not fit its button"
            assert app.screen.get_rect().contains(button.rect), f"{where}: {button.label!r} off the window"
    pairs = overlapping(trace, app.screen.get_rect())
    assert not pairs, f"{where}: overlapping {[(a.lines, b.lines) for a, b in pairs][:3]}"
    for d in trace:
        assert app.screen.get_rect().contains(d.ink), f"{where}: {d.lines} outside the window"


# -- the setup ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("short", [False, True])
def test_the_setup_starts_the_game_by_clicks(short):
    app = ez_app()
    app.stack.register("ez-game", FakeGame)
    setup = app.stack.push("ez-setup", seed=3)
    assert isinstance(setup, EiszeitSetupScene)
    assert click_button(app, setup, "players-4")
    for seat, kind in enumerate(["human", "strong", "medium", "easy"]):
        for _ in range(4):
            if setup.seats[seat] == kind:
                break
            assert click_button(app, setup, f"seat-{seat}")
        assert setup.seats[seat] == kind
    assert click_button(app, setup, "colour-0")                 # red -> the next free colour
    assert setup.colours[0] == "black"
    if short:
        assert click_button(app, setup, "short")
        assert setup.buttons.find("short").selected
    assert click_button(app, setup, "start-2")
    assert click_button(app, setup, "start-game")
    scene = app.stack.top
    assert isinstance(scene, FakeGame)
    assert set(scene.kwargs) == {"game", "names", "seats", "seed"}
    game = scene.kwargs["game"]
    assert isinstance(game, Game) and game.from_setup
    assert game.state.colours == ("black", "blue", "yellow", "green")
    assert game.state.start_player == 2
    assert game.state.rounds == (3 if short else 4)             # E3
    assert scene.kwargs["seats"] == ["human", "strong", "medium", "easy"]
    assert scene.kwargs["names"] == [""] * 4
    assert isinstance(scene.kwargs["seed"], int)


def test_the_setup_offers_three_to_five_players_and_the_computer_players():
    assert set(SEAT_KINDS) <= set(RECORD_SEATS) and "random" not in SEAT_KINDS
    # ui/seats.py is the one place: the setup cycles its kinds, a human then the ai's levels,
    # and the table seats whatever a record may name (the tools' "random" too)
    assert EiszeitSetupScene.seat_kinds is seats.SEAT_KINDS == window_kinds(KINDS)
    assert EiszeitSetupScene.seat_labels is seats.SEAT_LABELS
    assert seats.EiszeitSeats.known == RECORD_SEATS and set(RECORD_SEATS) <= set(seats.SEAT_LABELS)
    app = ez_app()
    setup = app.stack.push("ez-setup", seed=1)
    assert [b.name for b in setup.buttons.buttons if b.name.startswith("players-")] == [
        "players-3", "players-4", "players-5"]
    seen = set()
    for _ in range(4):
        seen.add(setup.seats[1])
        click_button(app, setup, "seat-1")
    assert seen == {"human", "easy", "medium", "strong"}
    assert click_button(app, setup, "players-5")
    assert len(setup.rows) == 5 and len(set(setup.colours[:5])) == 5


# -- the rules pages ---------------------------------------------------------------------------------

def test_every_card_kind_is_on_a_rules_page_with_its_stones():
    pictured = [kind for page in range(len(PAGES)) for kind in page_kinds(page)]
    assert sorted(pictured) == sorted(LIGHT_KINDS + DARK_KINDS)           # each once
    for page in range(len(PAGES)):
        kinds = page_kinds(page)
        if kinds:
            paragraphs = page_paragraphs(page)
            assert len(paragraphs) == len(kinds)
    text = " ".join(p for page in range(len(PAGES)) for p in page_paragraphs(page))
    assert "Landscape (12 cards, pay 3 stones)" in text
    assert "Mammoth (3 cards, pay 2, 3 or 5 stones)" in text          # L8: the rulebook's prices
    assert "Fire (2 cards, take 1 stone)" in text                     # D7
    assert text.count("stones as the card it copies") == 2            # L6, D6


def test_the_rules_pages_turn_by_clicks():
    app = ez_app()
    rules = app.stack.push("ez-rules")
    assert rules.page == 0
    click_button(app, rules, "page-5")
    assert rules.page == 5 and page_kinds(5)
    click_button(app, rules, "next")
    assert rules.page == 6
    click_button(app, rules, "close")
    assert app.stack.top is not rules


# -- the end -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,seed,short", [(3, 1, False), (4, 2, True), (5, 3, False), (3, 11, False)])
def test_the_end_tables_add_up_to_the_engines_scores(players, seed, short):
    game, events = finished_game(players, seed, short)
    rows = end_rows(game)
    scores = game.state.score
    rounds = game.state.rounds
    # the engine's own scoring events, summed per seat, round and region (P1)
    by_round = [[0] * rounds for _ in range(players)]
    by_region = [[0] * 12 for _ in range(players)]
    for event in events:
        if isinstance(event, Scored):
            for region, seat, _hunters, _each, points in event.rows:
                by_round[seat][event.round - 1] += points
                by_region[seat][region - 1] += points
    for seat, row in enumerate(rows):
        assert row["total"] == scores[seat]
        assert sum(row["rounds"]) == scores[seat]
        assert sum(row["regions"]) == scores[seat]
        assert row["rounds"] == by_round[seat]
        assert row["regions"] == by_region[seat]
        assert row["hunters"] == game.state.on_board(seat)
        assert row["stones"] == game.state.stones[seat]
    for k in range(rounds):                      # each round's column: the points of that round's scoring
        assert sum(row["rounds"][k] for row in rows) == sum(by_round[s][k] for s in range(players))
    for r in range(12):
        assert sum(row["regions"][r] for row in rows) == sum(by_region[s][r] for s in range(players))
    assert sum(row["total"] for row in rows) == sum(scores)
    # what the scene draws is that model
    app = ez_app()
    scene = app.stack.push("ez-end", game=game, names=LONG_NAMES[:players], seats=None)
    app.step()
    by_round_cols, by_region_cols = scene.columns()
    assert len(by_round_cols) == rounds + 3 and len(by_region_cols) == 13
    drawn = [[scene.value(row, key) for key, _m, _v in by_round_cols[:rounds]] for row in scene.rows]
    assert [sum(line) for line in drawn] == list(scores)


def test_the_winner_text_follows_the_tie_rule():
    names = ["Ann", "Bo", "Cy"]
    points = ((), (), ())
    assert winner_text(Outcome((1,), (30, 40, 20), "points", points), names) == "Bo wins with 40 points"
    assert "more hunters" in winner_text(Outcome((0,), (40, 40, 20), "hunters", points), names)
    assert "more stones" in winner_text(Outcome((2,), (40, 40, 40), "stones", points), names)
    assert winner_text(Outcome((0, 2), (40, 30, 40), "shared", points), names) == \
        "Shared victory: Ann, Cy, 40 points each"


def test_the_end_buttons():
    game, _events = finished_game(3, 5)
    app = ez_app()
    app.stack.register("ez-game", FakeGame)
    scene = app.stack.push("ez-end", game=game, names=["A", "B", "C"], seats=["human", "easy", "easy"])
    app.step()
    assert click_button(app, scene, "replay")                # the game watched again (ez-replay)
    assert app.stack.top.scene_name == "ez-replay" and app.stack.top.everything
    assert click_button(app, app.stack.top, "close") and app.stack.top is scene
    assert click_button(app, scene, "new-game")
    assert isinstance(app.stack.top, EiszeitSetupScene)


# -- the layout --------------------------------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_scenes_fit(language, size):
    app = ez_app(language, size=size)
    setup = app.stack.push("ez-setup", seed=1)
    for players in (3, 5):
        setup.set_players(players)
        setup.seats[:5] = ["human", "medium", "strong", "easy", "human"]
        setup.short = players == 5
        setup.resize(app.size)
        check(app, setup, f"setup {players}")
    app.stack.pop()
    rules = app.stack.push("ez-rules")
    for page in range(len(PAGES)):
        rules.go(page)
        trace = traced(app, rules)
        assert rules.fits, f"rules page {page} does not fit"
        assert not [d for d in cut(trace) if d.kind != "elided"], f"rules page {page}: {cut(trace)}"
        assert all(b.fits for b in rules.buttons.buttons if b.label)
    app.stack.pop()
    for players, seed in ((3, 1), (5, 3)):
        game, _events = finished_game(players, seed)
        end = app.stack.push("ez-end", game=game, names=LONG_NAMES[:players], seats=None)
        app.step()
        check(app, end, f"end {players}")
        app.stack.pop()
