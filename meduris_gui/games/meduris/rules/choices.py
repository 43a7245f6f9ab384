"""The legal payments and sacrifices of a decision, as a lazy sequence of actions (R0, D3).

A build with a big settlement or a sacrifice with a full stock can be paid in thousands of ways;
`Choices` lists them without making every action in advance (see payment.py for the vectors).
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Action, payment_action


class Choices(Sequence):
    """A read-only sequence of actions: fixed `head` actions, then one `verb` action per
    materials vector. Payments can number in the hundreds and a caller usually takes one, so
    the actions for the vectors are made when they are read, not in advance.

    Vectors come in two groups: `plain` ones as they are, then `canon` ones whose material m is
    at index position[m] (payments are enumerated once per stock shape, see payment.py).
    """

    __slots__ = ("head", "verb", "plain", "canon", "position")

    def __init__(self, head: tuple, verb: str, plain: tuple, canon: tuple = (),
                 position: tuple = (0, 1, 2, 3)) -> None:
        self.head = head
        self.verb = verb
        self.plain = plain
        self.canon = canon
        self.position = position

    def __len__(self) -> int:
        return len(self.head) + len(self.plain) + len(self.canon)

    def _vector(self, index: int) -> tuple:
        if index < len(self.plain):
            return self.plain[index]
        v = self.canon[index - len(self.plain)]
        p0, p1, p2, p3 = self.position
        return (v[p0], v[p1], v[p2], v[p3])

    def __getitem__(self, index):
        if isinstance(index, slice):
            return tuple(self)[index]
        size = len(self.head) + len(self.plain) + len(self.canon)
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError(index)
        return at(self.head, self.verb, self.plain, self.canon, self.position, index)

    def __iter__(self):
        yield from self.head
        for index in range(len(self.plain) + len(self.canon)):
            yield payment_action(self.verb, self._vector(index))

    def cheapest(self) -> tuple:
        """The head actions, then the actions of each group's cheapest vectors (fewest materials;
        each group is listed cheapest first): a sacrifice's none/token, its cheapest "one" and
        its cheapest "both" (D3), without reading the thousands of dearer ways (R0)."""
        found = list(self.head)
        for start, group in ((0, self.plain), (len(self.plain), self.canon)):
            if not group:
                continue
            least = sum(group[0])
            for k, vector in enumerate(group):
                if sum(vector) > least:
                    break
                found.append(payment_action(self.verb, self._vector(start + k)))
        return tuple(found)

    def __contains__(self, action) -> bool:
        if action in self.head:
            return True
        if type(action) is not Action or action.verb != self.verb:
            return False
        vector = action.payment
        if not isinstance(vector, tuple) or len(vector) != 4 or action != payment_action(self.verb, vector):
            return False                           # another field than the payment is set
        if vector in self.plain:
            return True
        canonical = [0, 0, 0, 0]
        for m in range(4):
            canonical[self.position[m]] = vector[m]
        return tuple(canonical) in self.canon

    def __eq__(self, other) -> bool:
        if isinstance(other, (Choices, tuple, list)):
            return tuple(self) == tuple(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Choices({list(self)!r})"


def at(head: tuple, verb: str, plain: tuple, canon, position: tuple, index: int):
    """The action at `index` (0 <= index < size) of the Choices made of these parts."""
    if index < len(head):
        return head[index]
    index -= len(head)
    if index < len(plain):
        return payment_action(verb, plain[index])
    v = canon[index - len(plain)]
    p0, p1, p2, p3 = position
    return payment_action(verb, (v[p0], v[p1], v[p2], v[p3]))


def sized(parts: tuple) -> tuple:
    """What a random playout needs to draw among the actions of Choices(*parts) without making
    the Choices (`canon` is a payment.PaymentSet here, its size read directly): (1, the only
    action) for a forced step (no draw), else (the number of actions, `parts`): the action drawn
    is then `at(*parts, below(size))`, as `choices[below(len(choices))]` would give."""
    head, verb, plain, canon, position = parts
    size = len(head) + len(plain) + canon.size
    if size == 1:
        return 1, at(head, verb, plain, canon, position, 0)
    return size, parts

