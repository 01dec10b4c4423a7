"""``pyramid-qt-solve --label … --scheduler ADDRESS`` with an address that is no Dask scheduler.

A web server there gave a MemoryError traceback and 40 s more in ``Client.__del__``; a server that accepts and never
answers hung for ever; ``tls://127.0.0.1:1`` gave a TypeError traceback; and the ``--out`` file was created before
the scheduler was reached.  Each must end within the connect timeout with one line and exit 2, leaving no file.
Run through the real command, in its own process (its exit, its stderr, the time it takes under a hard cap).
"""

from __future__ import annotations

import http.server
import os
import socket
import socketserver
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

pytest.importorskip("distributed", reason="Dask is not installed: pip install 'pyramid-qt[cluster]'")

REPO = Path(__file__).resolve().parents[2]
CONNECT_SECONDS = 3.0
RUN_CAP_SECONDS = 120.0  # a hang fails the test here instead of holding the suite


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:  # noqa: D102 (silence the request log)
        pass


@pytest.fixture
def web_server() -> Iterator[str]:
    server = socketserver.TCPServer(("127.0.0.1", 0), _Quiet)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"tcp://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture
def silent_server() -> Iterator[str]:
    """Accepts every connection and never writes a byte."""
    listener = socket.create_server(("127.0.0.1", 0))
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        listener.settimeout(0.2)
        while not stop.is_set():
            try:
                held.append(listener.accept()[0])
            except (TimeoutError, OSError):
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield f"tcp://127.0.0.1:{listener.getsockname()[1]}"
    stop.set()
    thread.join()
    for connection in held:
        connection.close()
    listener.close()


def _label(address: str, out: Path) -> tuple[int, str, float]:
    code = (
        "import sys; from pyramid_qt.solver import batch; batch.CONNECT_TIMEOUT_SECONDS = float(sys.argv[1]); "
        "from pyramid_qt.solver.cli import main; sys.exit(main(sys.argv[2:]))"
    )
    argv = ["--label", "1-4", "--rules", "N", "--out", str(out), "--scheduler", address]
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    start = time.monotonic()
    result = subprocess.run(
        [sys.executable, "-c", code, str(CONNECT_SECONDS), *argv],
        capture_output=True,
        text=True,
        timeout=RUN_CAP_SECONDS,
        env=env,
        check=False,
    )
    return result.returncode, result.stderr, time.monotonic() - start


ADDRESSES: dict[str, Callable[[pytest.FixtureRequest], str]] = {
    "a web server": lambda request: request.getfixturevalue("web_server"),
    "a server that never answers": lambda request: request.getfixturevalue("silent_server"),
    "tls without TLS settings": lambda _request: "tls://127.0.0.1:1",
    "nothing listening": lambda _request: "tcp://127.0.0.1:9",
}


@pytest.mark.parametrize("kind", list(ADDRESSES))
def test_a_bad_scheduler_address_is_one_line_exit_2_and_no_file(kind: str, request, tmp_path: Path) -> None:
    address = ADDRESSES[kind](request)
    out = tmp_path / "labels" / "N.txt"

    status, stderr, _seconds = _label(address, out)

    assert status == 2, stderr
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr  # no traceback, no Dask log
    assert lines[0].startswith("pyramid-qt-solve: cannot reach the Dask scheduler at"), stderr
    assert not out.exists() and not out.parent.exists()
