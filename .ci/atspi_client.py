"""The AT-SPI client of ``.ci/atspi-check``: reads a running pyramid-qt as a screen reader does and plays one move.

Run by the system Python with Debian's ``python3-pyatspi`` (outside the project's virtual environment), on the same
D-Bus session and accessibility bus as the game.  It finds the game's window, the card table and its pyramid of 28
cards by their names ("King of spades" …), triggers the default action of a free King (what Orca's "perform the
default action" and a switch device do), and waits until the move counter reads 1, the King is gone from the
pyramid and the game has told the move (a notification on the card table, or an announcement).  Then it presses
the Right arrow in the window (xdotool) and waits for the focus to land on a free card, named and described, as Orca
reads it.  ``--dump`` prints the window's accessible tree first: what Orca can read on the first screen of a deal.

    /usr/bin/python3 .ci/atspi_client.py [--dump] [--timeout SECONDS]

Exit status 0 when every check passed; otherwise the first failed check on stderr and status 1.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

import pyatspi  # type: ignore[import-not-found]  # Debian's python3-pyatspi, outside the project's venv
from gi.repository import GLib  # type: ignore[import-not-found]

APP_NAME = "pyramid-qt"
CARD_NAME = re.compile(r"^(Ace|[2-9]|10|Jack|Queen|King) of (spades|hearts|diamonds|clubs)$")
MOVES = re.compile(r"^Moves: (\d+)$")
PYRAMID_CARDS = 28

Accessible = Any  # pyatspi's Accessible (a GObject proxy without type hints)


class CheckFailed(Exception):
    pass


def pump(seconds: float) -> None:
    """Let events arrive for ``seconds`` (pyatspi delivers them through the GLib main loop)."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def wait_for(what: str, test: Callable[[], Any], timeout: float) -> Any:
    """``test()``'s first true answer within ``timeout`` seconds, events pumped meanwhile."""
    end = time.monotonic() + timeout
    while True:
        try:
            answer = test()
        except Exception:  # noqa: BLE001 (a window still being built answers with D-Bus errors)
            answer = None
        if answer:
            return answer
        if time.monotonic() > end:
            raise CheckFailed(f"timed out waiting for {what}")
        pump(0.1)


def children(accessible: Accessible) -> list[Accessible]:
    return [child for child in accessible if child is not None]


def walk(accessible: Accessible) -> Iterator[Accessible]:
    yield accessible
    for child in children(accessible):
        yield from walk(child)


def find(root: Accessible, test: Callable[[Accessible], bool]) -> Accessible | None:
    return next((node for node in walk(root) if test(node)), None)


def states(accessible: Accessible) -> set[Any]:
    return set(accessible.getState().getStates())


def describe(accessible: Accessible) -> str:
    held = states(accessible)
    shown = (pyatspi.STATE_SENSITIVE, pyatspi.STATE_FOCUSABLE)
    flags = [pyatspi.stateToString(state) for state in shown if state in held]
    text = f"[{accessible.getRoleName()}] {accessible.name!r}"
    if accessible.description:
        text += f" — {accessible.description}"
    interfaces = pyatspi.listInterfaces(accessible)
    if "Action" in interfaces and accessible.getRoleName() == "push button":
        action = accessible.queryAction()
        text += f" (action: {action.getName(0)})" if action.nActions else ""
    if accessible.getRoleName() != "push button":
        flags = []
    if pyatspi.STATE_SHOWING not in held:
        flags.append("hidden")
    return text + (f" {{{', '.join(flags)}}}" if flags else "")


def dump(accessible: Accessible, depth: int = 0) -> Iterator[str]:
    yield "  " * depth + describe(accessible)
    for child in children(accessible):
        yield from dump(child, depth + 1)


NAMED_ROLES = {"push button", "check box", "toggle button", "status bar", "tool bar", "unknown", "combo box"}
"""Roles a screen reader says nothing useful of without a name (``unknown``: a widget Qt gives no role, such as the
status bar's size grip)."""


def unnamed_control(accessible: Accessible) -> bool:
    """A control shown on the screen whose role wants a name and which has none."""
    shown = pyatspi.STATE_SHOWING in states(accessible)
    return shown and accessible.getRoleName() in NAMED_ROLES and not (accessible.name or "").strip()


def game_frame(timeout: float) -> Accessible:
    def frame() -> Accessible | None:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in children(desktop):
            if app.name == APP_NAME:
                return next((child for child in children(app) if child.getRoleName() == "frame"), None)
        return None

    return wait_for("the pyramid-qt window on the accessibility bus", frame, timeout)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dump", action="store_true", help="print the window's accessible tree")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds to wait for each step")
    args = parser.parse_args(argv)
    announcements: list[str] = []
    focused: list[tuple[str, str]] = []
    pyatspi.Registry.registerEventListener(
        lambda event: announcements.append(str(event.any_data)), "object:announcement"
    )

    def on_focus(event: Any) -> None:
        if event.detail1 == 1 and event.source is not None:
            focused.append((event.source.name, event.source.description))

    pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
    # Listening for changes is what makes Qt send them (it sends only what some client listens to).
    pyatspi.Registry.registerEventListener(lambda event: None, "object:children-changed", "object:state-changed")
    try:
        frame = game_frame(args.timeout)
        board = wait_for("the card table", lambda: find(frame, lambda node: node.name == "Card table"), args.timeout)

        def dealt_pyramid() -> Accessible | None:
            group = next((child for child in children(board) if child.name.startswith("Pyramid:")), None)
            return group if group is not None and group.childCount == PYRAMID_CARDS else None

        pyramid = wait_for("the dealt pyramid of 28 cards", dealt_pyramid, args.timeout)
        names = [card.name for card in children(pyramid)]
        if len(set(names)) != PYRAMID_CARDS or not all(CARD_NAME.match(name) for name in names):
            raise CheckFailed(f"the pyramid's cards are not 28 card names: {names}")
        print(f"atspi-check: the pyramid reads 28 cards: {', '.join(names[:3])} … {names[-1]}")
        if args.dump:
            print("\n".join(dump(frame)))
        unnamed = [describe(node) for node in walk(frame) if unnamed_control(node)]
        if unnamed:
            raise CheckFailed(f"controls shown without a name: {unnamed}")
        moves = find(frame, lambda node: bool(MOVES.match(node.name or "")))
        if moves is None or moves.name != "Moves: 0":
            raise CheckFailed(f"no move counter reading 0 (found {None if moves is None else moves.name!r})")
        kings = [
            card
            for card in children(pyramid)
            if card.name.startswith("King of") and pyatspi.STATE_SENSITIVE in states(card)
        ]
        if not kings:
            raise CheckFailed("no free King in the pyramid (the deal was chosen with one on the bottom row)")
        king = kings[0].name
        action = kings[0].queryAction()
        print(f"atspi-check: default action {action.getName(0)!r} on {king} ({kings[0].description})")
        action.doAction(0)
        wait_for("the move counter to read 1", lambda: moves.name == "Moves: 1", args.timeout)
        wait_for(
            f"{king} to leave the pyramid",
            lambda: king not in [card.name for card in children(pyramid)] and pyramid.childCount == PYRAMID_CARDS - 1,
            args.timeout,
        )

        def told() -> str | None:
            """The move as the game told it: on AT-SPI a notification that appears on the card table (what every
            Orca speaks), or an ``object:announcement`` (what the game sends where no notification is used)."""
            notices = [node.name for node in children(board) if node.getRoleName() == "notification"]
            return next((text for text in [*announcements, *notices] if king in text), None)

        said = wait_for(f"a notification or an announcement naming {king}", told, args.timeout)
        print(f"atspi-check: moves 1, {king} gone, told: {said!r}")
        window = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--name", frame.name], capture_output=True, text=True, check=True
        ).stdout.split()[0]
        # The window comes to the front (the board has the keyboard), then the Right arrow: each time the focus a
        # screen reader follows must end on a free card (the board's own focus comes first).
        for keys in ([], ["key", "Right"]):
            focused.clear()
            subprocess.run(["xdotool", "windowfocus", "--sync", window, *keys], check=True)
            wait_for(
                "the focus on a free card",
                lambda: any(CARD_NAME.match(name) and "free" in description for name, description in focused),
                args.timeout,
            )
            pump(0.5)
            name, description = focused[-1]
            if not (CARD_NAME.match(name) and "free" in description):
                raise CheckFailed(f"the focus ended on {name!r}, not on a free card: {focused}")
            print(
                f"atspi-check: {' '.join(keys[1:]) or 'window to the front'}: the focus goes",
                " → ".join(f"{n} ({d})" for n, d in focused),
            )
    except CheckFailed as failure:
        print(f"atspi-check: FAIL {failure}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
