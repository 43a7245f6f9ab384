"""docs/RULES.md and the code stay in step (issue 20, item 3); so do docs/RULES-dolmengoetter.md
and the code of Die Dolmengötter (issue 21), and docs/RULES-eiszeit.md and Eiszeit's (issue 22).

docs/RULES.md defines every rule ID (a heading `### <ID> — <title>`) and says where each rule is
implemented and tested. Here we check, the way the page's "Citing a rule" section describes:

1. every ID cited in the code, tests, scripts, lessons and documents is defined on the page;
2. every ID defined there is cited in meduris_gui/ and has an "Implemented in" and a "Tested in";
3. every "Implemented in" location exists (file, and the name in it, found with ast) and cites
   its ID;
4. every test location named on the page (`path::name`) exists.

The first tests pin down what a citation is (and is not), so that the checks can fail. This file
itself is not scanned for citations: its examples name IDs that do not exist on purpose.

Each game's IDs are valid only in its own files: a file whose path names `dolmengoetter`
(meduris_gui/games/dolmengoetter/, tests/dolmengoetter/, boards/dolmengoetter.yaml, ...) is
checked against docs/RULES-dolmengoetter.md with that page's IDs (C, S, T, M, P, E, X, B and a
number), a file whose path names `eiszeit` against docs/RULES-eiszeit.md (S, T, K, P, G, N, E, A,
L, D, B, H, X, O and a number), every other file against docs/RULES.md; the same four checks run
for every page.
"""

from __future__ import annotations

import ast
import re
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "RULES.md"
CODE = ROOT / "meduris_gui"
DG = "dolmengoetter"
DG_DOC = ROOT / "docs" / "RULES-dolmengoetter.md"
DG_CODE = CODE / "games" / DG
EZ = "eiszeit"
EZ_DOC = ROOT / "docs" / "RULES-eiszeit.md"
EZ_CODE = CODE / "games" / EZ

# -- what an ID and a citation are (docs/RULES.md, "Citing a rule") --------------------------------

LETTERED = r"[STRDE](?:\d{1,2})[a-z]?"           # S1 … S10, T1, R0, D3, E1b, and E6 (not a rule)
SINGLE = r"[ABC]"                                 # the three choices of a turn's second part
ID = rf"(?:{LETTERED}|{SINGLE})"
SEP = r"(?:\s*[,/]\s*|[-–…])"                     # a list (, /) or a range (- – …)
CITATION_LIST = re.compile(rf"(?<![\w#]){ID}(?:{SEP}{ID})*(?!\w)")
ONE_ID = re.compile(rf"{ID}")
ID_WORD = re.compile(rf"{ID}\Z")
LETTERED_WORD = re.compile(rf"{LETTERED}\Z")
ISSUE_ITEM = re.compile(r"issue\s+\d+\s*,?\s*(?:items?\s*)?\Z", re.IGNORECASE)
# Where a list of A, B, C alone is a citation: first in a line, a docstring or a comment, then a
# colon or nothing ("# B", '"""B/C: build ...'); first in a clause, then a colon ("...; B: its
# rune stone"); alone in brackets ("(A)", "(B, C)"); alone in a table cell ("| A |").
LINE_START = re.compile(r"""(?:\A\s*(?:\"\"\"|'''|[-*])?|#+)\s*\Z""")
AT_END = re.compile(r"\A\s*(?::(?:\s|\Z)|\Z)")
CLAUSE_START = re.compile(r"[;.]\s+\Z")
AT_COLON = re.compile(r"\A:(?:\s|\Z)")


def _expand(text: str, ranges: bool) -> set:
    """The IDs a citation list names: ranges of one letter are filled in (E3-E5 gives E4) when
    `ranges`, else only the IDs written out count."""
    ids: set = set()
    parts = re.split(r"(\s*[,/]\s*|[-–…])", text)
    items, seps = parts[0::2], parts[1::2]
    ids.update(items)
    if not ranges:
        return ids
    for sep, first, last in zip(seps, items, items[1:]):
        if sep.strip() in ("-", "–", "…"):
            a, b = re.fullmatch(r"([A-Z])(\d*)([a-z]?)", first), re.fullmatch(r"([A-Z])(\d*)([a-z]?)", last)
            if a and b and a[1] == b[1] and a[2] and b[2]:
                ids.update(f"{a[1]}{k}" for k in range(int(a[2]), int(b[2]) + 1))
    return ids


def citations_in_line(line: str, ranges: bool = True) -> set:
    """The rule IDs cited in one line of text."""
    found: set = set()
    for match in CITATION_LIST.finditer(line):
        before, after = line[:match.start()], line[match.end():]
        if ISSUE_ITEM.search(before):
            continue                              # "issue 10, D1": an item of an issue
        text = match.group()
        names = ONE_ID.findall(text)
        if not any(LETTERED_WORD.match(name) for name in names):
            # Only A, B, C: a citation only where it cannot be English.
            bracketed = before.endswith("(") and after.startswith(")")
            heading = LINE_START.search(before) and AT_END.match(after)
            clause = CLAUSE_START.search(before) and AT_COLON.match(after)
            cell = before.endswith("| ") and after.startswith(" |")
            if not (bracketed or heading or clause or cell):
                continue
        found |= _expand(text, ranges)
    return found


def citations_in_text(text: str, ranges: bool = True) -> set:
    found: set = set()
    for line in text.splitlines():
        found |= citations_in_line(line, ranges)
    return found


def citations_in_name(name: str) -> set:
    """A test's name cites the IDs among its underscore-separated parts: test_E1b_wins_over_E1."""
    if not name.lower().startswith("test"):
        return set()
    return {part for part in name.split("_") if ID_WORD.match(part)}


def citations_in_python(text: str) -> set:
    found = citations_in_text(text)
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            found |= citations_in_name(node.name)
    return found


# -- the files that may cite -----------------------------------------------------------------------

def game_of(path: Path) -> str | None:
    """The game with its own rules page a file belongs to (its path names it), or None (Meduris's
    page, and the machinery every game shares)."""
    relative = path.resolve().relative_to(ROOT).as_posix()
    return next((game for game in (DG, EZ) if game in relative), None)


def is_dolmengoetter(path: Path) -> bool:
    """A file of Die Dolmengötter: its IDs are that game's (docs/RULES-dolmengoetter.md)."""
    return game_of(path) == DG


def all_cited_files() -> list:
    files = []
    for folder, pattern in (("meduris_gui", "*.py"), ("tests", "*.py"), ("scripts", "*.py"),
                            ("bench", "*.py"), ("assets", "*.yaml"), ("boards", "*.yaml"),
                            ("locales", "*.po"), ("docs", "*.md")):
        files += sorted((ROOT / folder).rglob(pattern))
    files += sorted(ROOT.glob("*.md"))
    skip = (DOC.resolve(), DG_DOC.resolve(), EZ_DOC.resolve(), Path(__file__).resolve())
    return [f for f in files if f.resolve() not in skip]


def cited_files() -> list:
    """The files checked against docs/RULES.md: every one but those of the games with their own page."""
    return [f for f in all_cited_files() if game_of(f) is None]


def shared_text(path: Path) -> str:
    """A file's text as Meduris's page reads it. A catalog (.po) holds the texts of every game: an
    entry whose source references (`#:` lines) all belong to a game with its own page cites that
    page's IDs, not Meduris's, and is left out here."""
    text = path.read_text(encoding="utf-8")
    if path.suffix != ".po":
        return text
    kept = []
    for entry in text.split("\n\n"):
        sources = [word.rsplit(":", 1)[0] for line in entry.splitlines() if line.startswith("#: ")
                   for word in line[3:].split()]
        if sources and all(game_of(ROOT / source) is not None for source in sources):
            continue
        kept.append(entry)
    return "\n\n".join(kept)


@lru_cache(maxsize=None)
def citations(path: Path) -> frozenset:
    text = shared_text(path)
    return frozenset(citations_in_python(text) if path.suffix == ".py" else citations_in_text(text))


# -- the page ----------------------------------------------------------------------------------------

HEADING = re.compile(rf"^### ({ID}) — \S", re.MULTILINE)
CODE_PLACE = re.compile(r"`([\w./-]+\.py): ([\w.]+)`")
TEST_PLACE = re.compile(r"`([\w./-]+\.py)::([\w:]+)`")


def parse_page(text: str) -> dict:
    """{ID: (implemented in [(path, name)], tested in [(path, name)])} from the page's sections."""
    rules: dict = {}
    heads = list(HEADING.finditer(text))
    for head, following in zip(heads, heads[1:] + [None]):
        rule = head.group(1)
        assert rule not in rules, f"docs/RULES.md defines {rule} twice"
        end = following.start() if following else len(text)
        section = text[head.end():end].split("\n## ", 1)[0]
        implemented, tested = [], []
        for line in section.splitlines():
            if line.startswith("- Implemented in:"):
                implemented += CODE_PLACE.findall(line)
            elif line.startswith("- Tested in:"):
                tested += TEST_PLACE.findall(line)
        rules[rule] = (implemented, tested)
    return rules


@lru_cache(maxsize=None)
def page() -> dict:
    return parse_page(DOC.read_text(encoding="utf-8"))


def find_definition(path: Path, dotted: str):
    """The ast node of `dotted` (a function, class, method or module-level name) in `path`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    node = tree
    for name in dotted.replace("::", ".").split("."):
        found = None
        for child in getattr(node, "body", []):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and child.name == name:
                found = child
            elif isinstance(child, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name
                                                        for t in child.targets):
                found = child
            elif isinstance(child, ast.AnnAssign) and isinstance(child.target, ast.Name) \
                    and child.target.id == name:
                found = child
        if found is None:
            return None
        node = found
    return node


def source_of(path: Path, node) -> str:
    """The lines of `node`, its docstring and trailing comments included."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return "\n".join(lines[node.lineno - 1:node.end_lineno])


# -- what a citation is: these must hold for the checks below to mean anything ----------------------

@pytest.mark.parametrize("text, ids", [
    ("# S9: the lowest tower", {"S9"}),
    ("(R0, R1; has {stock})", {"R0", "R1"}),
    ("RULES.md T1-T3", {"T1", "T2", "T3"}),
    ("E3-E5 breakdown; D2-D4", {"E3", "E4", "E5", "D2", "D3", "D4"}),
    ("by the IDs (S1…S10)", {f"S{k}" for k in range(1, 11)}),
    ("E1 / E1b: someone built everything", {"E1", "E1b"}),
    ("the rune stone (B, E4, D5), a temple (C/E3)", {"B", "E4", "D5", "C", "E3"}),
    ("sacrificed (B, C, D3) and returned", {"B", "C", "D3"}),
    ("from whom (B), what a big harvest brings (A)", {"A", "B"}),
    ('    """B/C: build at once when the price is nothing', {"B", "C"}),
    ("        # A", {"A"}),
    ("    if holder != seat:       # B: from the supply or another player", {"B"}),
    ("    R3: a +2 token is used up; B: its territory's rune stone.", {"R3", "B"}),
    ("    A: moving either of two adjacent workers", {"A"}),
    ("| `harvest wood/1 stone` | the player | A | big harvest |", {"A"}),
    ("an unknown rule E6, S11 and D4a", {"E6", "S11", "D4a"}),
    ("x = 1   # B: from the supply", {"B"}),
])
def test_these_are_citations(text, ids):
    assert citations_in_line(text) == ids


@pytest.mark.parametrize("text", [
    "fill = '#E5E5E5'; colour 0xE5",
    "pygame.K_F1, F11 toggles full screen, X11 and SDL2",
    "With C3 = 130.8 Hz: C 24, E 30, A 40, B 45",
    "A record is YAML. A minor, F, C, G. C and POSIX name none",
    "Loading never blocks (issue 10, B4); # -- issue 10, D1: an autosave is kept",
    "issue 10, D2, D3 and issue 10 items D4, D5",
    "P3 = ['purple', 'blue', 'green']; version 1E5; S1_total",
])
def test_these_are_not_citations(text):
    assert citations_in_line(text) == set()


def test_a_range_names_its_ends_only_where_the_rules_must_be_written_out():
    assert citations_in_line("(S1-S10)", ranges=False) == {"S1", "S10"}
    assert citations_in_line("E3-E5, R0", ranges=False) == {"E3", "E5", "R0"}


def test_test_names_cite_their_parts():
    assert citations_in_name("test_E1b_wins_over_E1_the_announced_last_turns_are_skipped") == {"E1b", "E1"}
    assert citations_in_name("test_A_B_C_part_2_comes_after_the_die") == {"A", "B", "C"}
    assert citations_in_name("test_a_free_hut_token") == set()
    assert citations_in_name("draw_A_layer") == set()            # only a test's name cites


def test_the_page_parser_reads_sections_and_locations():
    text = ("## X\n\n### D9 — A rule\n\nText.\n\n- Implemented in: `a/b.py: f`, `a/c.py: C.m`\n"
            "- Tested in: `tests/t.py::test_x`\n\n## Next\n\nno rule here\n\n### A — Another\n")
    assert parse_page(text) == {"D9": ([("a/b.py", "f"), ("a/c.py", "C.m")], [("tests/t.py", "test_x")]),
                                "A": ([], [])}


# -- the page and the code --------------------------------------------------------------------------

def test_the_page_defines_the_rules():
    rules = page()
    assert len(rules) >= 30 and {"S1", "S10", "T3", "A", "B", "C", "R0", "D5", "E1b", "E5"} <= set(rules)


def test_every_cited_id_is_defined_on_the_page():
    defined = set(page())
    unknown = sorted(f"{path.relative_to(ROOT)}: {rule}" for path in cited_files()
                     for rule in citations(path) - defined)
    assert not unknown, "cited but not defined in docs/RULES.md:\n" + "\n".join(unknown)


def test_every_rule_on_the_page_is_cited_in_the_code():
    in_code: set = set()
    for path in sorted(CODE.rglob("*.py")):
        if game_of(path) is not None:
            continue                          # their T2 is not Meduris's T2
        in_code |= citations(path)
    missing = sorted(set(page()) - in_code)
    assert not missing, f"defined in docs/RULES.md but cited nowhere in meduris_gui/: {missing}"


def test_every_rule_says_where_it_is_implemented_and_tested():
    bare = sorted(rule for rule, (implemented, tested) in page().items() if not implemented or not tested)
    assert not bare, f"without an 'Implemented in' or a 'Tested in' line in docs/RULES.md: {bare}"


def test_every_implemented_in_location_exists_and_cites_its_rule():
    problems = []
    for rule, (implemented, _tested) in page().items():
        for file, name in implemented:
            path = ROOT / file
            if not path.is_file():
                problems.append(f"{rule}: {file} does not exist")
                continue
            node = find_definition(path, name)
            if node is None:
                problems.append(f"{rule}: {file} defines no {name}")
            # Written out: "S1-S10" on the function that sets up a game does not name S8.
            elif rule not in citations_in_text(source_of(path, node), ranges=False) | \
                    citations_in_name(name.split(".")[-1]):
                problems.append(f"{rule}: {file}: {name} does not cite {rule}")
    assert not problems, "docs/RULES.md, Implemented in:\n" + "\n".join(problems)


def test_every_test_named_on_the_page_exists():
    text = DOC.read_text(encoding="utf-8")
    places = set(TEST_PLACE.findall(text))
    assert len(places) >= 30
    problems = []
    for file, name in sorted(places):
        path = ROOT / file
        if not path.is_file():
            problems.append(f"{file} does not exist")
        elif find_definition(path, name) is None:
            problems.append(f"{file} defines no {name}")
    assert not problems, "docs/RULES.md names tests that do not exist:\n" + "\n".join(problems)


# -- the games with their own page: Die Dolmengötter and Eiszeit -----------------------------------------


class GamePage(NamedTuple):
    """A game's rules page: its name (the word its files' paths hold), the page, its code and the
    pattern of its IDs."""

    name: str
    doc: Path
    code: Path
    ids: str


PAGES = {DG: GamePage(DG, DG_DOC, DG_CODE, r"[CSTMPEXB]\d{1,2}"),
         EZ: GamePage(EZ, EZ_DOC, EZ_CODE, r"[STKPGNEALDBHXO]\d{1,2}")}


@lru_cache(maxsize=None)
def _patterns(game: str) -> tuple:
    ids = PAGES[game].ids
    return (re.compile(rf"(?<![\w#])({ids})(?:\s*[-–…]\s*({ids}))?(?!\w)"), re.compile(rf"{ids}\Z"),
            re.compile(rf"^### ({ids}) — \S", re.MULTILINE))


def game_citations_in_text(game: str, text: str, ranges: bool = True) -> set:
    """The IDs of `game` a text cites: a word (M4, K3, ...) and ranges (T4-T5) of one letter."""
    found: set = set()
    for match in _patterns(game)[0].finditer(text):
        first, last = match.group(1), match.group(2)
        found.add(first)
        if last:
            found.add(last)
            if ranges and first[0] == last[0]:
                found.update(f"{first[0]}{k}" for k in range(int(first[1:]), int(last[1:]) + 1))
    return found


def game_citations_in_name(game: str, name: str) -> set:
    if not name.lower().startswith("test"):
        return set()
    return {part for part in name.split("_") if _patterns(game)[1].match(part)}


@lru_cache(maxsize=None)
def game_citations(game: str, path: Path) -> frozenset:
    text = path.read_text(encoding="utf-8")
    found = game_citations_in_text(game, text)
    if path.suffix == ".py":
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                found |= game_citations_in_name(game, node.name)
    return frozenset(found)


def game_files(game: str) -> list:
    return [f for f in all_cited_files() if game_of(f) == game]


@lru_cache(maxsize=None)
def game_page(game: str) -> dict:
    doc = PAGES[game].doc
    text = doc.read_text(encoding="utf-8")
    rules: dict = {}
    heads = list(_patterns(game)[2].finditer(text))
    for head, following in zip(heads, heads[1:] + [None]):
        rule = head.group(1)
        assert rule not in rules, f"{doc.name} defines {rule} twice"
        section = text[head.end():following.start() if following else len(text)].split("\n## ", 1)[0]
        implemented, tested = [], []
        for line in section.splitlines():
            if line.startswith("- Implemented in:"):
                implemented += CODE_PLACE.findall(line)
            elif line.startswith("- Tested in:"):
                tested += TEST_PLACE.findall(line)
        rules[rule] = (implemented, tested)
    return rules


def dg_citations_in_text(text: str, ranges: bool = True) -> set:
    return game_citations_in_text(DG, text, ranges)


@pytest.mark.parametrize("text, ids", [
    ("# M4: first majority", {"M4"}),
    ("(T4, T5) and P1-P3", {"T4", "T5", "P1", "P2", "P3"}),
    ("B1-B7 on load; E3", {"B1", "B2", "B3", "B4", "B5", "B6", "B7", "E3"}),
    ("fill '#C3C3C3', MAX_STACK, x5, 8x8, M4a", set()),
])
def test_dolmengoetter_citations(text, ids):
    assert dg_citations_in_text(text) == ids


@pytest.mark.parametrize("text, ids", [
    ("# K3-K6: the removal; L6, D6", {"K3", "K4", "K5", "K6", "L6", "D6"}),
    ("(O5) and A6; H1, H4", {"O5", "A6", "H1", "H4"}),
    ("l1-steppe, '#A1A1A1', X12-like, L10x", {"X12"}),
])
def test_eiszeit_citations(text, ids):
    assert game_citations_in_text(EZ, text) == ids


def test_the_files_of_each_game_are_told_apart():
    assert is_dolmengoetter(DG_CODE / "rules" / "engine.py")
    assert is_dolmengoetter(ROOT / "boards" / "dolmengoetter.yaml")
    assert game_of(EZ_CODE / "rules" / "engine.py") == EZ and game_of(ROOT / "boards" / "eiszeit-cards.yaml") == EZ
    assert not is_dolmengoetter(CODE / "games" / "meduris" / "rules" / "engine.py")
    assert game_of(CODE / "lessons.py") is None           # the machinery every game shares
    assert all(game_of(f) is None for f in cited_files()) and game_files(DG) and game_files(EZ)


def test_the_dolmengoetter_page_defines_its_rules():
    expected = {f"{letter}{k}" for letter, last in (("C", 3), ("S", 6), ("T", 9), ("M", 9), ("P", 6),
                                                    ("E", 5), ("X", 7), ("B", 8)) for k in range(1, last + 1)}
    assert set(game_page(DG)) == expected


def test_the_eiszeit_page_defines_the_digests_rules():
    expected = {f"{letter}{k}" for letter, last in (("S", 11), ("T", 11), ("K", 7), ("P", 2), ("G", 5), ("N", 4),
                                                    ("E", 4), ("A", 7), ("L", 9), ("D", 8), ("B", 3), ("H", 6),
                                                    ("X", 12), ("O", 12)) for k in range(1, last + 1)}
    assert set(game_page(EZ)) == expected


@pytest.mark.parametrize("game", PAGES)
def test_every_id_cited_in_a_games_files_is_defined_on_its_page(game):
    defined = set(game_page(game))
    unknown = sorted(f"{path.relative_to(ROOT)}: {rule}" for path in game_files(game)
                     for rule in game_citations(game, path) - defined)
    assert not unknown, f"cited but not defined in {PAGES[game].doc.name}:\n" + "\n".join(unknown)


@pytest.mark.parametrize("game", PAGES)
def test_every_rule_of_a_game_is_cited_in_its_code_and_says_where(game):
    in_code: set = set()
    for path in sorted(PAGES[game].code.rglob("*.py")):
        in_code |= game_citations(game, path)
    rules = {rule: places for rule, places in game_page(game).items() if not rule.startswith("X")}
    missing = sorted(set(rules) - in_code)
    assert not missing, f"defined in {PAGES[game].doc.name} but cited nowhere in its code: {missing}"
    bare = sorted(rule for rule, (implemented, tested) in rules.items() if not implemented or not tested)
    assert not bare, f"without an 'Implemented in' or a 'Tested in' line: {bare}"
    untested = sorted(rule for rule, (_i, tested) in game_page(game).items() if rule.startswith("X") and not tested)
    assert not untested, f"examples without a test: {untested}"


@pytest.mark.parametrize("game", PAGES)
def test_every_implemented_in_location_of_a_game_exists_and_cites_its_rule(game):
    problems = []
    for rule, (implemented, _tested) in game_page(game).items():
        for file, name in implemented:
            path = ROOT / file
            if not path.is_file():
                problems.append(f"{rule}: {file} does not exist")
                continue
            node = find_definition(path, name)
            if node is None:
                problems.append(f"{rule}: {file} defines no {name}")
            elif rule not in game_citations_in_text(game, source_of(path, node), ranges=False):
                problems.append(f"{rule}: {file}: {name} does not cite {rule}")
    assert not problems, f"{PAGES[game].doc.name}, Implemented in:\n" + "\n".join(problems)


@pytest.mark.parametrize("game", PAGES)
def test_every_test_named_on_a_games_page_exists(game):
    problems = []
    for rule, (_implemented, tested) in game_page(game).items():
        for file, name in tested:
            path = ROOT / file
            if not path.is_file():
                problems.append(f"{rule}: {file} does not exist")
            elif find_definition(path, name) is None:
                problems.append(f"{rule}: {file} defines no {name}")
    assert not problems, f"{PAGES[game].doc.name} names tests that do not exist:\n" + "\n".join(problems)
