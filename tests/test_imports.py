"""The import graph of src/tablegames has no cycle, and the kernel stands below everything.

The graph is grimp's (import-linter's library), built from the sources: every import counts,
those inside functions included, since a lazy import that only dodges a cycle is still one.
Imports under ``if TYPE_CHECKING`` do not: they name a protocol in an annotation
(``Game.heuristic_agent`` returns an ``Agent``) and load nothing at run time. The contracts in
pyproject.toml (``lint-imports``) check which packages may import which; this test checks that
no module imports itself through others.
"""

from __future__ import annotations

from collections.abc import Iterator

import grimp
import pytest

#: Cycles being worked away, each listed with the work that removes it (none today). A cycle
#: listed here that no longer exists fails the test too, so the list can only shrink.
KNOWN_CYCLES: frozenset[frozenset[str]] = frozenset()


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("tablegames", cache_dir=None, exclude_type_checking_imports=True)


def strongly_connected(graph: grimp.ImportGraph) -> Iterator[set[str]]:
    """Each set of modules that import one another (Tarjan's algorithm, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    for root in sorted(graph.modules):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            module, imported = work[-1]
            for other in imported:
                if other not in index:
                    index[other] = low[other] = len(index)
                    stack.append(other)
                    on_stack.add(other)
                    work.append(
                        (other, iter(sorted(graph.find_modules_directly_imported_by(other))))
                    )
                    break
                if other in on_stack:
                    low[module] = min(low[module], index[other])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[module])
                if low[module] == index[module]:
                    component = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.add(member)
                        if member == module:
                            break
                    yield component


def a_cycle(graph: grimp.ImportGraph, modules: set[str]) -> list[str]:
    """One cycle through ``modules`` (a strongly connected set), as the chain of its imports."""
    first = min(modules)
    back = min(
        (
            graph.find_shortest_chain(other, first) or ()
            for other in sorted(modules)
            if other != first
        ),
        key=len,
    )
    start = back[0]
    forward = graph.find_shortest_chain(first, start) or ()
    return [*forward, *back[1:]]


def test_no_module_imports_itself_through_others(graph: grimp.ImportGraph) -> None:
    cycles = {frozenset(c) for c in strongly_connected(graph) if len(c) > 1}
    unexpected = [
        " -> ".join(a_cycle(graph, set(c))) for c in sorted(cycles - KNOWN_CYCLES, key=min)
    ]
    assert not unexpected, "import cycles:\n" + "\n".join(unexpected)
    gone = [", ".join(sorted(c)) for c in KNOWN_CYCLES - cycles]
    assert not gone, "no longer a cycle, remove it from KNOWN_CYCLES: " + "; ".join(gone)


def test_cycles_are_found_and_shown() -> None:
    """The check itself: a cycle of three modules is found and printed as its chain."""
    graph = grimp.ImportGraph()
    for importer, imported in [("p.a", "p.b"), ("p.b", "p.c"), ("p.c", "p.a"), ("p.c", "p.d")]:
        graph.add_import(importer=importer, imported=imported)
    components = [c for c in strongly_connected(graph) if len(c) > 1]
    assert components == [{"p.a", "p.b", "p.c"}]
    assert a_cycle(graph, components[0]) == ["p.a", "p.b", "p.c", "p.a"]


def test_the_kernel_imports_nothing_above_it(graph: grimp.ImportGraph) -> None:
    """Nothing in tablegames.core imports the package ``tablegames`` itself (whose __init__
    imports everything above the kernel); the contracts cover the subpackages."""
    importers = graph.find_modules_that_directly_import("tablegames")
    assert sorted(m for m in importers if m.startswith("tablegames.core")) == []
