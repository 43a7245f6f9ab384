"""The rules help, in our own words (translated through the catalogs)."""

from __future__ import annotations

from ...i18n import N_, _

SECTIONS = (
    (N_("Goal"),
     N_("Build huts and temples on the slopes of Mount Meduris and win the favour of the gods. "
        "Whoever has the most victory points at the end wins.")),
    (N_("Your turn, part 1: the small harvest"),
     N_("Roll the die. A material face: every worker on that highland brings its owner one "
        "material, the top worker first. +1: every player, starting with you, takes one material "
        "of his choice. –1: every player returns one of his materials.")),
    (N_("Your turn, part 2: one of three"),
     N_("Big harvest: move one of your workers to another highland with fewer than three workers, "
        "on top. Then that whole tower works: the top worker brings as many materials as its "
        "height, the one below one fewer. Build a hut: pay the two materials of a free space, "
        "take the rune stone of its territory (also from another player). Erect a temple: pay the "
        "two materials once, on a free space without a bonus token.")),
    (N_("Settlements"),
     N_("Neighbouring huts of any colours form a settlement. The n-th hut of a settlement costs n "
        "of each of its two materials, also when it joins two settlements. Temples always cost one "
        "of each. You may always replace one material by any three others.")),
    (N_("The druid"),
     N_("After each build the druid moves on: first over his three rock spaces, then clockwise to "
        "the nearest hut. Its owner may sacrifice: one of the two materials of the space gives 1 "
        "point, both give as many points as the settlement has huts, nothing costs 1 point. The "
        "druid then visits the next huts of the settlement. When he crosses the great river, every "
        "player scores 1 point per rune stone.")),
    (N_("Bonus tokens"),
     N_("A hut built on a token: +2 gives two points, the hut token makes the hut free, the druid "
        "token stays under the hut and can later be offered to the druid instead of both materials.")),
    (N_("The end"),
     N_("When a player has built all his huts and temples, every other player has one last turn. "
        "Then the druid walks one last round and asks every hut once more. Temples score one point "
        "per hut of the settlements beside them; rune stones score 1 + 2 + 3 + ... Ties go to the "
        "player with more buildings, then more materials.")),
)


def rules_sections() -> list[tuple[str, str]]:
    return [(_(heading), _(text)) for heading, text in SECTIONS]
