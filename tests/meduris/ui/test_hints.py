"""Hints that explain (issue 13): the Suggest button shows what the strong computer would do, on
the board and in words, and never plays it; on by default in the first games, switched in the
menu, counted per player, kept in saves and told on the end screen."""

from __future__ import annotations

import random

import pytest

from meduris_gui import i18n, saves
from meduris_gui.games.meduris.ai.explain import explain
from meduris_gui.games.meduris.rules.record import Record
from meduris_gui.settings import FIRST_GAMES
from meduris_gui.games.meduris.ai.sim import new_random_game
from meduris_gui.games.meduris.ui.hints import sentence
from meduris_gui.games.meduris.ui.scenes.end import EndScene
from meduris_gui.games.meduris.rules.kinds import Phase
from meduris_gui.games.meduris.ui.scenes.game import GameScene
from meduris_gui.games.meduris.ui.scenes.game_point import next_click

from helpers import headless_app, play_to_end, start_game


def _wait_for_hint(app, scene):
    job = scene.hinter.thinker.job
    if job is not None:
        assert job.done.wait(30)
    app.step()


def _at_a_human_choice(app, player, scene, limit=400):
    """Play on (random clicks) until a human decides between several actions with no animation."""
    for _ in range(limit):
        if (not scene.animator.busy and scene.computer_to_act() is None and not scene.game.is_over()
                and not scene.targets.roll and len(scene.game.legal_actions()) > 1):
            return True
        player.step()
    return False


def test_a_hint_is_a_legal_action_shown_on_the_board_and_never_played_without_a_click():
    app = headless_app("it", seed=5)
    player = start_game(app, 2, seed=5, seats=["human", "strong"])
    scene = app.stack.top
    checked = 0
    while checked < 6 and _at_a_human_choice(app, player, scene):
        history = list(scene.game.history)
        state = scene.game.state.copy() if hasattr(scene.game.state, "copy") else None
        assert player.button(scene, "suggest")
        assert scene.buttons.find("suggest").label == "Ci penso…" or scene.hinter.hint is not None
        _wait_for_hint(app, scene)
        for _ in range(5):                       # frames go by: nothing is played by itself
            app.step()
        hint = scene.hinter.hint
        assert hint is not None and hint.action in scene.game.legal_actions()
        assert list(scene.game.history) == history
        if state is not None:
            assert scene.game.state == state
        shown = scene.screen()
        assert shown.hint and "{" not in shown.hint and shown.hint == sentence(hint.reason, scene.names())
        if hint.action.verb not in ("take", "return"):
            assert shown.hint_spots, hint.action
        checked += 1
        player.step()                            # the player's own (random) click goes on
    assert checked == 6
    assert scene.hints_used[0] == 6 and scene.hints_used[1] == 0
    assert Record.loads(saves.save_path(saves.AUTOSAVE).read_text()).hints == [6, 0]
    scene.table.stop()


@pytest.mark.slow
def test_a_suggested_payment_is_shown_on_its_page_never_behind_more_ways():
    """Seen in a window: the hint for a payment far down 31 pages of ways to pay rang only the
    "More ways" button. The page that holds it is turned to, ringed and clickable."""
    app = headless_app("it", seed=8)
    player = start_game(app, 2, seed=8, seats=["human", "strong"])
    scene = app.stack.top
    for _ in range(600):
        if not _at_a_human_choice(app, player, scene):
            break
        ordered = scene.choosing.ordered
        if scene.game.state.phase == Phase.PAY and len(ordered) > 12:
            assert player.button(scene, "suggest")
            _wait_for_hint(app, scene)
            hint = scene.hinter.hint
            spot = next_click(scene, hint.action)
            assert spot is not None and spot.name == f"choice-{ordered.index(hint.action)}"
            assert spot.name in {s.name for s in scene.screen().hint_spots}
            if ordered.index(hint.action) >= 6:
                break                                    # one that was on a later page: seen
        player.step()
    else:
        raise AssertionError("no payment with many ways in this game")
    assert ordered.index(hint.action) >= 6, "the game never suggested a payment past the first page"
    scene.table.stop()


def test_the_hint_goes_when_the_game_moves_on():
    app = headless_app("en", seed=2)
    player = start_game(app, 2, seed=2, seats=["human", "easy"])
    scene = app.stack.top
    assert _at_a_human_choice(app, player, scene)
    assert player.button(scene, "suggest")
    _wait_for_hint(app, scene)
    assert scene.screen().hint
    scene.act(scene.game.legal_actions()[0])
    assert scene.screen().hint == "" and scene.screen().hint_spots == ()
    scene.table.stop()


LANGUAGES = ("it", "es", "de")


def test_every_reason_is_a_translated_sentence_in_every_language():
    """Reasons for actions of every kind, in many positions of random games."""
    rng = random.Random(4)
    seen_verbs = set()
    english = {}
    try:
        for game_no in range(6):
            game = new_random_game(["purple", "blue", "green"][:2 + game_no % 2], rng)
            names = [f"P{k}" for k in range(game.state.players)]
            while not game.is_over():
                legal = game.legal_actions()
                if game.current_player() >= 0 and len(legal) > 1:
                    for action in rng.sample(list(legal), min(3, len(legal))):
                        reason = explain(game, action)
                        seen_verbs.add(action.verb)
                        for language in ("en",) + LANGUAGES:
                            i18n.set_language(language)
                            text = sentence(reason, names)
                            assert text and "{" not in text and "}" not in text
                            if language == "en":
                                english[reason] = text
                            else:
                                assert text != english[reason], (language, text)
                        i18n.set_language("en")
                game.apply(legal[rng.randrange(len(legal))])
    finally:
        i18n.set_language("en")
    assert {"place", "take", "return", "harvest", "hut", "temple", "pay", "sacrifice"} <= seen_verbs


def test_hints_are_on_in_the_first_games_and_the_menu_switches_them():
    app = headless_app("it", seed=1)
    assert app.settings.hints is None and app.settings.hints_shown()
    app.settings.games_finished = FIRST_GAMES
    assert not app.settings.hints_shown()
    app.settings.games_finished = 0
    player = start_game(app, 2, seed=1, seats=["human", "easy"])
    scene = app.stack.top
    assert _at_a_human_choice(app, player, scene)
    assert scene.buttons.find("suggest") is not None
    assert player.button(scene, "menu")
    menu = app.stack.top
    assert menu.buttons.find("hints").label == "Suggerimenti: sì"
    assert player.button(menu, "hints")
    assert app.settings.hints is False and menu.buttons.find("hints").label == "Suggerimenti: no"
    assert player.button(menu, "close")
    assert app.stack.top is scene and scene.buttons.find("suggest") is None
    assert player.button(scene, "menu") and player.button(app.stack.top, "hints") and player.button(app.stack.top, "close")
    assert app.settings.hints is True and scene.buttons.find("suggest") is not None
    scene.table.stop()


def test_a_guided_scene_can_turn_the_button_off():
    app = headless_app("it", seed=1)
    player = start_game(app, 2, seed=1)
    scene = app.stack.top
    assert _at_a_human_choice(app, player, scene)
    scene.suggest_enabled = False
    scene._build_buttons()
    assert scene.buttons.find("suggest") is None


def test_the_hints_count_survives_a_save_and_shows_on_the_end_screen():
    app = headless_app("it", seed=3, speed="instant")
    app.settings.open_screens = True
    player = start_game(app, 2, seed=3)
    scene = app.stack.top
    scene.hints_used = [2, 0]
    scene.autosave()
    loaded = saves.load_game()
    assert loaded.hints == [2, 0]
    again = GameScene(loaded.game, loaded.names, seats=loaded.seats, events=loaded.events, hints=loaded.hints)
    assert again.hints_used == [2, 0]
    play_to_end(app, player)
    end = app.stack.top
    assert isinstance(end, EndScene)
    assert end.hints_note(0) == "2 suggerimenti" and end.hints_note(1) == "0 suggerimenti"
    assert "2 suggerimenti" in end.rank_note(0, 0) or any("2 suggerimenti" in end.rank_note(k, 0)
                                                          for k in range(len(end.ranks)))
    assert app.settings.games_finished == 1


@pytest.mark.parametrize("bad", [[1], [-1, 0], ["2", 0], [True, 0], "many"])
def test_a_record_with_a_broken_hints_field_is_refused_with_the_field_named(bad):
    from meduris_gui.games.meduris.rules.record import RecordError
    record = Record(side="2-3p", players=["purple", "blue"], bonus_tokens={1: "plus2"})
    data = record.to_dict()
    data["hints"] = bad
    with pytest.raises(RecordError, match="hints"):
        Record.from_dict(data)


def test_the_same_position_always_gets_the_same_hint():
    """Asked again after an undo, or in a second window of the same game, Suggest says the same
    (seen: a real window's hint differed from its headless twin's, each searching with its own
    random seed). The search is seeded by the decisions that led to the position."""
    from meduris_gui.games.meduris.ui.hints import Hinter

    rng = random.Random(5)
    game = new_random_game(["purple", "blue"], rng)
    answers = {}
    for step in range(400):
        if game.is_over():
            break
        if game.current_player() >= 0 and len(game.legal_actions()) > 1 and step % 7 == 0:
            seat = game.current_player()
            seen = []
            for _ask in range(2):
                hinter = Hinter()
                hinter.start(game, seat)
                assert hinter.thinker.job.done.wait(30)
                hint = hinter.poll(game)
                assert hint is not None
                seen.append(hint.action)
            assert seen[0] == seen[1], (step, seen)
            answers[step] = seen[0]
            if len(answers) >= 6:
                break
        if game.current_player() < 0:
            game.roll(rng)
        else:
            game.apply(rng.choice(game.legal_actions()))
    assert len(answers) >= 6


@pytest.mark.slow
def test_a_one_line_hint_does_not_move_the_buttons():
    """Seen in a real window: the buttons jumped down when the hint's reason came, away from the
    pointer. The reason's first line is kept free while Suggest can be asked."""
    from meduris_gui.table import theme
    from meduris_gui.table.widgets import wrapped_height

    app = headless_app("it", size=(1920, 1080), seed=5)
    player = start_game(app, 2, seed=5, seats=["human", "strong"])
    scene = app.stack.top
    one_line = 0
    for _ in range(12):
        if not _at_a_human_choice(app, player, scene):
            break
        def rects():
            return {b.name: tuple(b.rect) for b in scene.buttons.buttons if b.name not in ("suggest",)}
        before = rects()
        assert player.button(scene, "suggest")
        _wait_for_hint(app, scene)
        app.step()
        note = scene.screen().hint
        s = scene.layout.scale
        font = theme.font(s.small, bold=True)
        if note and wrapped_height(note, font, scene.flow.note.width, 1.0) == wrapped_height("M", font, 100, 1.0):
            assert rects() == before, note
            one_line += 1
        player.step()
    assert one_line >= 3
    scene.table.stop()
