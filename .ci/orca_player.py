"""The player of ``.ci/orca-check``: a game played by keys with Orca, Debian's screen reader, reading what it spoke.

Run by the system Python (no project import) inside the check's D-Bus session, with openbox and the AT-SPI bus
already started.  It starts Orca with its debug log (written line by line so it can be read as Orca runs), then the
game on a position file, brings its window to the front and plays, step by step: a pair, a King, a pair that does
not make 13, a hint, a draw, "Can I still win?", and the win, each by the keys a player presses.  After each step it
waits until Orca has been quiet a moment and checks the log's ``SPEECH OUTPUT`` lines of that step:

- every text the step must be heard with was spoken, each exactly once (an Orca that spoke the game's
  announcement and its notification both would say it twice);
- no card's place and state was spoken without the card: a description line follows the card's name.

    /usr/bin/python3 .ci/orca_player.py --lang en --app .venv/bin/pyramid-qt --position FILE --work DIR

The transcript (what Orca spoke at each step) goes to ``DIR/spoken-LANG.txt``.  Exit status 0 when every step
was heard as it should; otherwise the failed step and what was spoken on stderr, status 1.
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

# Orca's debug file is written in blocks; run /usr/bin/orca with that one file line-buffered so it can be read live.
ORCA = """
import builtins, runpy, sys
log = sys.argv[1]
plain_open = builtins.open
def line_buffered(file, mode="r", buffering=-1, *args, **kwargs):
    if str(file) == log and "w" in mode:
        buffering = 1
    return plain_open(file, mode, buffering, *args, **kwargs)
builtins.open = line_buffered
sys.argv = ["/usr/bin/orca", "--debug-file", log]
runpy.run_path("/usr/bin/orca", run_name="__main__")
"""
SPEECH_START = re.compile(r"^\d\d:\d\d:\d\d\.\d+ - SPEECH OUTPUT: '(.*)$")
CONTINUED = " " * 18  # how the debug log indents a sentence's next lines
SPEECH_END = re.compile(r"^(.*?)'\s*(\{'established'[^}]*\})?$")
KEY_ECHO = re.compile(r"^[a-z0-9_ ]+ $")  # Orca echoing a key: "return ", "escape "
QUIET = 1.5  # seconds without speech that end a step
STEP_TIMEOUT = 15.0  # the solver's answers come in well under a second on this position


@dataclass(frozen=True)
class Step:
    name: str
    keys: tuple[str, ...]  # xdotool key names, or "type:TEXT" to type a text
    heard: tuple[str, ...]  # texts that must each be spoken once in the step (part of a line)
    unheard: tuple[str, ...] = ()  # texts that must not be spoken in the step


@dataclass
class Language:
    """What the game and Orca say in one language for the check's position (``orca-check.position``)."""

    cards: dict[str, str]  # card code: its name
    places: tuple[str, ...]  # how a card's description starts
    steps: list[Step] = field(default_factory=list)


def english() -> Language:
    return Language(
        cards={
            "6C": "6 of clubs",
            "7H": "7 of hearts",
            "5S": "5 of spades",
            "KD": "King of diamonds",
            "2C": "2 of clubs",
            "8H": "8 of hearts",
            "4C": "4 of clubs",
            "9H": "9 of hearts",
            "KC": "King of clubs",  # the deal played after the position
        },
        places=("Pyramid row", "Top of the waste", "In the waste", "Top of the stock"),
        steps=[
            Step(
                "the game starts, its window comes to the front",
                (),
                ("New game; 3 free cards: 6 of clubs, 7 of hearts and 2 of clubs.", "Pyramid row 3, card 1 of 3; free"),
            ),
            Step(
                "a pair: 6 of clubs, then 7 of hearts",
                ("Return", "Right", "Return"),
                ("6 of clubs and 7 of hearts removed; 2 now free: 5 of spades and King of diamonds.",),
            ),
            Step("a King", ("Home", "Right", "Return"), ("King of diamonds removed.",)),
            Step(
                "a pair that does not make 13: 5 of spades, then 2 of clubs",
                ("Home", "Return", "End", "Return"),
                ("The sum must be 13.", "2 of clubs selected; no free card pairs with it now."),
            ),
            Step("Escape", ("Escape",), ("2 of clubs no longer selected.",)),
            Step("a hint", ("h",), ("Hint: draw from the stock.",)),
            Step(
                "a draw, the focus in the pyramid",
                ("Home", "d"),
                ("Drawn: 8 of hearts; 1 card left in the stock.", "Top of the waste; free"),
            ),
            Step(
                "Can I still win?",
                ("F6",),
                ("Verified winnable", "The solver found a way to win from here."),
            ),
            Step("the check closed", ("Escape",), ()),
            Step(
                "a pair with the drawn card",
                ("Home", "Return", "End", "Return"),
                ("5 of spades and 8 of hearts removed; 2 now free: 9 of hearts and 2 of clubs.",),
            ),
            Step("the last draw", ("d",), ("Drawn: 4 of clubs; 0 cards left in the stock.",)),
            Step(
                "the win",
                ("Home", "Return", "End", "Return"),
                (
                    "9 of hearts and 4 of clubs removed; 1 now free: 2 of clubs.",
                    "Position solved — practice",
                    "Moves: 6",
                ),
            ),
            Step(
                "the New game dialog",
                ("ctrl+shift+n",),
                ("New game — Pyramid dialog", "Deal code (like PY1-N-AAAAAAS) or deal number 1–20000:"),
            ),
            Step("a code that is not one", ("type:PY9",), ("A deal code looks like PY1-N-AAAAAAS",)),
            Step("Enter on it", ("Return",), ("A deal code looks like PY1-N-AAAAAAS",)),
            Step(
                "a deal code: the waste's 2 of clubs is now the pyramid's",
                ("ctrl+a", "type:PY1-N-AAAAABB", "Return"),
                ("Deal PY1-N-AAAAABB; 8 free cards: 2 of clubs,",),
                unheard=("Waste", "2 of clubs."),  # read with the waste as its parent; the board naming the card too
            ),
            Step(
                "to the next card and back: the 2 of clubs read with the pyramid as its parent",
                ("Right", "Left"),
                ("King of clubs push button", "2 of clubs push button", "Pyramid row 7, card 1 of 7"),
                unheard=("Waste",),
            ),
            Step("F10", ("F10",), ("Game",)),
            Step("the menu closed", ("Escape",), ()),
            Step("the help", ("F1",), ("Pyramid Help — Pyramid dialog", "How to play Pyramid")),
            Step("the help's next section", ("Down",), ("The three rule families",)),
            Step("the help closed", ("Escape",), ()),
            Step("the statistics", ("F9",), ("Statistics — Pyramid dialog",)),
            Step("the statistics' first figure, after the tabs", ("Tab", "Tab"), ("Played 0",)),
            Step("the statistics closed", ("Escape",), ()),
        ],
    )


def indonesian() -> Language:
    return Language(
        cards={
            "6C": "6 keriting",
            "7H": "7 hati",
            "5S": "5 sekop",
            "KD": "Raja wajik",
            "2C": "2 keriting",
            "8H": "8 hati",
            "4C": "4 keriting",
            "9H": "9 hati",
            "KC": "Raja keriting",
        },
        places=("Piramida baris", "Kartu teratas buangan", "Di buangan", "Kartu teratas tumpukan ambil"),
        steps=[
            Step(
                "the game starts, its window comes to the front",
                (),
                (
                    "Permainan baru; 3 kartu bebas: 6 keriting, 7 hati dan 2 keriting.",
                    "Piramida baris 3, kartu ke-1 dari 3; bebas",
                ),
            ),
            Step(
                "a pair: 6 of clubs, then 7 of hearts",
                ("Return", "Right", "Return"),
                ("6 keriting dan 7 hati disingkirkan; 2 kini bebas: 5 sekop dan Raja wajik.",),
            ),
            Step("a King", ("Home", "Right", "Return"), ("Raja wajik disingkirkan.",)),
            Step(
                "a pair that does not make 13: 5 of spades, then 2 of clubs",
                ("Home", "Return", "End", "Return"),
                (
                    "Jumlahnya harus sama dengan 13.",
                    "2 keriting dipilih; belum ada kartu bebas yang bisa menjadi pasangannya.",
                ),
            ),
            Step("Escape", ("Escape",), ("2 keriting tidak dipilih lagi.",)),
            Step("a hint", ("h",), ("Petunjuk: tarik dari tumpukan ambil.",)),
            Step(
                "a draw, the focus in the pyramid",
                ("Home", "d"),
                ("Ditarik: 8 hati; sisa 1 kartu di tumpukan ambil.", "Kartu teratas buangan; bebas"),
            ),
            Step(
                "Can I still win?",
                ("F6",),
                ("Sudah dicek bisa tamat", "Komputer menemukan jalan untuk menang dari sini."),
            ),
            Step("the check closed", ("Escape",), ()),
            Step(
                "a pair with the drawn card",
                ("Home", "Return", "End", "Return"),
                ("5 sekop dan 8 hati disingkirkan; 2 kini bebas: 9 hati dan 2 keriting.",),
            ),
            Step("the last draw", ("d",), ("Ditarik: 4 keriting; sisa 0 kartu di tumpukan ambil.",)),
            Step(
                "the win",
                ("Home", "Return", "End", "Return"),
                (
                    "9 hati dan 4 keriting disingkirkan; 1 kini bebas: 2 keriting.",
                    "Posisi tamat — latihan",
                    "Langkah: 6",
                ),
            ),
            Step(
                "the New game dialog",
                ("ctrl+shift+n",),
                ("Permainan Baru — Pyramid", "Kode deal (seperti PY1-N-AAAAAAS) atau nomor deal 1–20000:"),
            ),
            Step("a code that is not one", ("type:PY9",), ("Kode deal berbentuk seperti PY1-N-AAAAAAS",)),
            Step("Enter on it", ("Return",), ("Kode deal berbentuk seperti PY1-N-AAAAAAS",)),
            Step(
                "a deal code: the waste's 2 of clubs is now the pyramid's",
                ("ctrl+a", "type:PY1-N-AAAAABB", "Return"),
                ("Deal PY1-N-AAAAABB; 8 kartu bebas: 2 keriting,",),
                unheard=("Buangan", "2 keriting."),
            ),
            Step(
                "to the next card and back: the 2 of clubs read with the pyramid as its parent",
                ("Right", "Left"),
                ("Raja keriting tombol tekan", "2 keriting tombol tekan", "Piramida baris 7, kartu ke-1 dari 7"),
                unheard=("Buangan",),
            ),
            Step("F10", ("F10",), ("Permainan",)),
            Step("the menu closed", ("Escape",), ()),
            Step("the help", ("F1",), ("Bantuan Pyramid", "Cara bermain")),
            Step("the help's next section", ("Down",), ()),
            Step("the help closed", ("Escape",), ()),
            Step("the statistics", ("F9",), ("Statistik",)),
            Step("the statistics' first figure, after the tabs", ("Tab", "Tab"), ("Dimainkan 0",)),
            Step("the statistics closed", ("Escape",), ()),
        ],
    )


LANGUAGES = {"en": english, "id": indonesian}


class CheckFailed(Exception):
    pass


class OrcaLog:
    """Orca's debug log, read as it grows.  A sentence with line breaks (a panel's lines) spans several lines of
    the log, up to the one ending with the closing quote."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._offset = 0
        self._partial = ""  # a line still being written
        self._sentence: list[str] | None = None  # the lines of a sentence not yet closed

    def new_speech(self) -> list[str]:
        """The sentences Orca spoke since the last call."""
        if not self.path.exists():
            return []
        with self.path.open(encoding="utf-8", errors="replace") as log:
            log.seek(self._offset)
            text = log.read()
            self._offset = log.tell()
        lines = (self._partial + text).split("\n")
        self._partial = lines.pop()
        spoken = []
        for line in lines:
            if self._sentence is None:
                start = SPEECH_START.search(line)
                if start is None:
                    continue
                self._sentence, line = [], start.group(1)
            elif line.startswith(CONTINUED):
                line = line[len(CONTINUED) :]
            end = SPEECH_END.match(line)
            if end is None:
                self._sentence.append(line)
                continue
            spoken.append("\n".join([*self._sentence, end.group(1)]))
            self._sentence = None
        return spoken


def xdotool(*args: str) -> str:
    return subprocess.run(["xdotool", *args], capture_output=True, text=True, check=False).stdout.strip()


def wait_until(what: str, test: Callable[[], T | None], timeout: float) -> T:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        answer = test()
        if answer:
            return answer
        time.sleep(0.2)
    raise CheckFailed(f"timed out waiting for {what}")


def listen(log: OrcaLog, heard: tuple[str, ...]) -> list[str]:
    """What Orca speaks until every text of ``heard`` was spoken and it then kept quiet a moment."""
    spoken: list[str] = []
    end = time.monotonic() + STEP_TIMEOUT
    last = time.monotonic()
    while time.monotonic() < end:
        time.sleep(0.2)
        new = log.new_speech()
        if new:
            spoken.extend(new)
            last = time.monotonic()
        complete = all(any(text in line for line in spoken) for text in heard)
        if complete and time.monotonic() - last >= QUIET:
            break
    return spoken


def check_step(step: Step, spoken: list[str], language: Language) -> list[str]:
    """What is wrong with what Orca spoke at ``step``."""
    problems = []
    for text in step.heard:
        times = sum(line.count(text) for line in spoken)
        if times != 1:
            problems.append(f"{text!r} spoken {times} times, not once")
    for text in step.unheard:
        if any(text in line for line in spoken):
            problems.append(f"{text!r} spoken")
    words = [line for line in spoken if not KEY_ECHO.match(line)]
    for before, line in zip(["", *words], words, strict=False):  # each line with the one before it
        if line.startswith(language.places) and not before.startswith(tuple(language.cards.values())):
            problems.append(f"{line!r} spoken without its card (after {before!r})")
    return problems


def play(args: argparse.Namespace) -> int:
    language = LANGUAGES[args.lang]()
    work = Path(args.work)
    log = OrcaLog(work / f"orca-{args.lang}.log")
    transcript = [f"# What Orca {args.orca_version} spoke, game in --lang {args.lang} (LANGUAGE={args.lang})", ""]
    orca = subprocess.Popen(
        [sys.executable, "-c", ORCA, str(log.path)],
        stdout=(work / f"orca-{args.lang}.out").open("w"),
        stderr=subprocess.STDOUT,
    )
    game = None
    try:
        wait_until("Orca to start", log.new_speech, 30)  # "Screen reader on", in its language
        environment = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1")
        game = subprocess.Popen(
            [args.app, args.position, "--lang", args.lang],
            env=environment,
            stdout=(work / f"game-{args.lang}.log").open("w"),
            stderr=subprocess.STDOUT,
        )
        window = wait_until(
            "the game's window", lambda: xdotool("search", "--onlyvisible", "--pid", str(game.pid)).split()[:1], 60
        )[0]
        xdotool("windowactivate", "--sync", window)  # openbox may have done it: the first step hears both
        failures = []
        for step in language.steps:
            if step.keys:
                for key in step.keys:
                    if key.startswith("type:"):
                        xdotool("type", "--delay", "60", key.removeprefix("type:"))
                    else:
                        xdotool("key", "--clearmodifiers", key)
                    time.sleep(0.4)
            spoken = listen(log, step.heard)
            keys = " ".join(step.keys) or "(none)"
            transcript.append(f"## {step.name} — keys: {keys}")
            transcript.extend(f"    {line!r}" for line in spoken)
            transcript.append("")
            problems = check_step(step, spoken, language)
            if problems:
                failures.append(f"{step.name}: " + "; ".join(problems))
                transcript.extend(f"  !! {problem}" for problem in problems)
                transcript.append("")
            Path(args.transcript).write_text("\n".join(transcript), encoding="utf-8")  # so far, if cut off
        Path(args.transcript).write_text("\n".join(transcript), encoding="utf-8")
        if failures:
            raise CheckFailed("\n  ".join(["what Orca spoke was not what the player must hear:", *failures]))
        print(f"orca-check: {args.lang}: {len(language.steps)} steps heard as they should")
        return 0
    except CheckFailed as failure:
        print(f"orca-check: FAIL ({args.lang}) {failure}", file=sys.stderr)
        Path(args.transcript).write_text("\n".join(transcript), encoding="utf-8")
        return 1
    finally:
        for process in (game, orca):
            if process is not None and process.poll() is None:
                process.send_signal(signal.SIGTERM)
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=sorted(LANGUAGES), required=True)
    parser.add_argument("--app", required=True, help="the installed pyramid-qt")
    parser.add_argument("--position", required=True, help="the position file the game starts on")
    parser.add_argument("--work", required=True, help="a folder for the logs")
    parser.add_argument("--transcript", required=True, help="where to write what Orca spoke")
    parser.add_argument("--orca-version", default="")
    return play(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
