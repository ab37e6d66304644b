"""What a pre-drawn first screen may show of a game that chance opens.

The build draws each game's first screen before Python runs (issue 47), but
the page deals its own game: a deal, a flip or a roll-off drawn from the
build's seed would show another opening than the one the player then gets.
The build therefore draws the screen from several seeds and hides whatever
they do not all share (`visibility: hidden` on `[data-chance]`, site.css),
so the screen keeps its layout and shows nothing chance decides.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from html.parser import HTMLParser

from app.markup import VOID_ELEMENTS

CHANCE_ATTRIBUTE = "data-chance"
CHANCE_MARK = f' {CHANCE_ATTRIBUTE}=""'
"""What the build adds to the start tag of an element chance decides."""


@dataclass
class Node:
    """An element of drawn markup, by where it lies in its source: `start_end`
    is the end of its start tag, where an attribute can be added."""

    start_tag: str
    start_end: int
    children: list["Node | str"] = field(default_factory=list)


class _TreeBuilder(HTMLParser):
    """Builds the tree of a fragment the game's page drew (well formed)."""

    def __init__(self, markup: str) -> None:
        super().__init__(convert_charrefs=True)
        self.line_starts = [0]
        for line in markup.splitlines(keepends=True):
            self.line_starts.append(self.line_starts[-1] + len(line))
        self.root = Node("", 0)
        self.open = [self.root]

    def _offset(self) -> int:
        line, column = self.getpos()
        return self.line_starts[line - 1] + column

    def _element(self) -> Node:
        text = self.get_starttag_text() or ""
        end = self._offset() + len(text) - (2 if text.endswith("/>") else 1)
        node = Node(text, end)
        self.open[-1].children.append(node)
        return node

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = self._element()
        if tag not in VOID_ELEMENTS:
            self.open.append(node)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._element()

    def handle_endtag(self, tag: str) -> None:
        if len(self.open) > 1:
            self.open.pop()

    def handle_data(self, data: str) -> None:
        self.open[-1].children.append(data)


def parse(markup: str) -> Node:
    """The element tree of `markup` (a fragment), each element placed in it."""
    builder = _TreeBuilder(markup)
    builder.feed(markup)
    builder.close()
    return builder.root


def _key(node: Node | str) -> str:
    return node.start_tag if isinstance(node, Node) else node


def _alike(nodes: Sequence[Node | str]) -> bool:
    first = nodes[0]
    if any(_key(node) != _key(first) for node in nodes):
        return False
    if isinstance(first, str):
        return True
    children = [node.children for node in nodes if isinstance(node, Node)]
    if any(len(each) != len(first.children) for each in children):
        return False
    return all(_alike([each[index] for each in children]) for index in range(len(first.children)))


def _counterparts(first: Node, other: Node) -> dict[int, Node | str]:
    """{index of a child of `first`: the child of `other` it lines up with},
    by the longest run of equal start tags and texts (difflib)."""
    matcher = SequenceMatcher(None, [_key(child) for child in first.children], [_key(child) for child in other.children], autojunk=False)
    return {
        block.a + offset: other.children[block.b + offset]
        for block in matcher.get_matching_blocks()
        for offset in range(block.size)
    }


def _chance_elements(nodes: Sequence[Node]) -> list[Node]:
    """The elements of nodes[0] to hide: the outermost ones that do not line
    up with an alike element in every other drawing. A text that does not
    line up hides its parent."""
    first = nodes[0]
    lined_up = [_counterparts(first, other) for other in nodes[1:]]
    hidden: list[Node] = []
    for index, child in enumerate(first.children):
        if not all(index in counterparts for counterparts in lined_up):
            if isinstance(child, Node):
                hidden.append(child)
            elif child.strip():
                return [first]
            continue
        same_place = [child, *(counterparts[index] for counterparts in lined_up)]
        if isinstance(child, Node) and not _alike(same_place):
            hidden.extend(_chance_elements(same_place))  # type: ignore[arg-type]
    return hidden


def shared_by_all(drawings: Sequence[str]) -> str:
    """drawings[0] with every element the drawings do not all share marked
    `data-chance`."""
    trees = [parse(drawing) for drawing in drawings]
    root = trees[0]
    marked = _chance_elements(trees)
    if root in marked:  # the fragment's top level itself differs: each of its elements hides
        if any(isinstance(child, str) and child.strip() for tree in trees for child in tree.children):
            raise ValueError("a text at the top of a drawing differs between seeds: put it in an element that can hide")
        marked = [child for child in root.children if isinstance(child, Node)]
    markup = drawings[0]
    for node in sorted(marked, key=lambda node: node.start_end, reverse=True):
        markup = markup[: node.start_end] + CHANCE_MARK + markup[node.start_end :]
    return markup
