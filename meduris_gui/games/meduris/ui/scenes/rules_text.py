"""The rules help, in our own words (translated through the catalogs): one page per subject, each
with its picture (rules_art.py, by the page's key), and which page answers which decision.

Every fact cites its rule in docs/RULES.md (S, T, A-C, R, D, E); the printed terms are the
glossary's. Paragraphs stay short: a page must fit the window at 1366x768 in every language.
"""

from __future__ import annotations

from dataclasses import dataclass

from meduris_gui.i18n import N_, _
from ...rules.kinds import Phase


@dataclass(frozen=True)
class Page:
    key: str                       # the picture's name in rules_art.PICTURES, the page's id in tests
    title: str                     # untranslated (N_)
    paragraphs: tuple[str, ...]    # untranslated (N_)


PAGES = (
    Page("contents", N_("The rules of Meduris"), ()),
    Page("turn", N_("The goal and a turn"), (
        # Goal (rulebook), E5
        N_("Build huts and temples on Mount Meduris and win the favour of the gods: whoever has the most "
           "victory points at the end wins."),
        # S9
        N_("At the start the players place their workers on the highlands, one at a time; a highland holds "
           "at most three."),
        # T (part 1), A/B/C (part 2)
        N_("A turn has two parts: first roll the die (the small harvest), then do exactly one of three: "
           "a big harvest, build a hut or erect a temple."),
        # S3
        N_("Your materials stay hidden behind your screen; huts, temples, rune stones and points are public."),
    )),
    Page("die", N_("The die: the small harvest"), (
        # T1
        N_("A material: every worker on that highland brings its owner one of that material, the top "
           "worker first."),
        # T2
        N_("+1: every player, starting with you, takes one material of their choice."),
        # T3
        N_("–1: every player returns one of their materials."),
    )),
    Page("harvest", N_("The big harvest and the tower"), (
        # A
        N_("Move one of your workers to another highland with fewer than three workers: it goes on top."),
        N_("Then the whole tower works: the top worker takes as many materials as the tower is high, "
           "the one below one fewer, the bottom one just one."),
        N_("Every player gains for each of their workers in the tower. When the supply runs short, "
           "the higher workers take first."),
    )),
    Page("price", N_("The price of a hut"), (
        # B
        N_("Pay the two materials shown on the space and take the rune stone of its territory."),
        # R1, R2
        N_("Neighbouring huts of any colour form a settlement. The n-th hut of a settlement costs n of each "
           "material: 1, then 2, then 3…"),
        N_("A hut that joins two settlements pays for the whole new settlement."),
        # R0
        N_("You may always replace one material by any three others."),
        # R3
        N_("A hut on a bonus token: +2 points, a free hut, or a druid token kept for a sacrifice."),
    )),
    Page("runes", N_("Rune stones"), (
        # B
        N_("Each territory has its rune. Whoever builds a hut there takes its rune stone, from the supply "
           "or from another player."),
        # D5
        N_("When the druid crosses the great river, every player scores 1 point per rune stone."),
        # E4
        N_("At the end, k rune stones score 1 + 2 + … + k points: five stones give 15."),
    )),
    Page("druid", N_("The druid and the sacrifice"), (
        # D1, D2
        N_("After each build the druid moves: first over his three rock spaces, then clockwise to the "
           "nearest hut. He never stops at a temple."),
        # D3
        N_("The hut's owner may offer the two materials of its space: nothing –1 point, one of them "
           "+1 point, both as many points as the settlement has huts."),
        # R3
        N_("A druid token under the hut counts as both materials."),
        # D3
        N_("Then the druid visits the next huts of the same settlement, and each owner decides."),
    )),
    Page("river", N_("The great river"), (
        # D5
        N_("Whenever the druid crosses the great river, walking or during a ritual, play pauses for the "
           "interim rune scoring: every player scores 1 point per rune stone they hold."),
        N_("Then the walk or the ritual goes on."),
        # E2
        N_("There is no interim scoring in the druid's last round."),
    )),
    Page("temples", N_("Temples"), (
        # C
        N_("Erect a temple on a free space without a bonus token: pay its two materials once, whatever "
           "stands beside it. No rune stone."),
        # R1, D2
        N_("A temple ends a settlement; the druid walks past it."),
        # E3
        N_("At the end each temple scores one point per hut of the settlements directly left and right "
           "of it, of any colour."),
    )),
    Page("end", N_("The end of the game"), (
        # E1
        N_("When a player has built all their huts and temples, every other player has one last turn."),
        # E2
        N_("Then the druid walks one last round and asks every hut once more."),
        # E3, E4
        N_("Final scoring: the temples, then the rune stones (1 + 2 + 3 + …)."),
        # E5
        N_("Most points wins. A tie goes to more buildings, then to more materials kept."),
    )),
    # Not a rule: how the window is played (ui/keys.py, issue 20 item 7).
    Page("controls", N_("Mouse and keys"), (
        N_("Click the board to choose a worker, a highland or a space, and the prompt's buttons to decide. "
           "Rest the pointer on a line of the log to see the board as it was then."),
        N_("Enter presses the prompt's main button, the one with a gold edge: roll the die, build, continue. "
           "Where you choose between options, Enter does nothing: the choice is yours."),
        N_("Ctrl+Z (Cmd+Z on a Mac) does what Undo does, where Undo is offered. Esc cancels a choice you are "
           "making and closes a menu or these pages."),
        N_("F1 opens these rules and closes them again. The spacebar skips an animation; F11 switches to full "
           "screen."),
    )),
)

KEYS = tuple(page.key for page in PAGES)


def page_index(key: str) -> int:
    return KEYS.index(key)


def page_title(index: int) -> str:
    return _(PAGES[index].title)


def page_paragraphs(index: int) -> list[str]:
    return [_(text) for text in PAGES[index].paragraphs]


def rules_sections() -> list[tuple[str, str]]:
    """Every page but the contents as (title, its paragraphs in one text)."""
    return [(_(page.title), " ".join(_(text) for text in page.paragraphs)) for page in PAGES[1:]]


def help_page(phase: Phase, worker_chosen: bool = False, space_chosen: bool = False,
              temple: bool = False) -> int:
    """The page that explains the decision the prompt asks for ("?" beside the prompt): the die
    before a roll and for "+1"/"–1", the big harvest once a worker is chosen, a hut's price once a
    space is chosen or while paying (a temple's page for a temple), the druid at a sacrifice."""
    if phase == Phase.MAIN:
        key = "harvest" if worker_chosen else "price" if space_chosen else "turn"
    elif phase == Phase.PAY:
        key = "temples" if temple else "price"
    else:
        key = {Phase.SETUP: "turn", Phase.ROLL: "die", Phase.TAKE: "die", Phase.RETURN: "die",
               Phase.SACRIFICE: "druid", Phase.OVER: "end"}[phase]
    return page_index(key)
