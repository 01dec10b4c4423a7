"""Fuzz the hand-over between copies of the game: whatever bytes a local peer sends, in whatever pieces,
the running copy takes a request only from a whole line that is one, never holds more than a message's bound, ends
every connection, and raises nothing (pytest-qt fails a test on any exception in a Qt slot).

Inputs: real request lines (codes, positions, neither) mutated, cut, spliced and repeated; JSON of every shape;
random bytes; lines far over the bound; sent in random pieces.  The message reader alone takes every input; a live
server takes them over a real socket for a share of them.
"""

from __future__ import annotations

import json
import os
import socket
import time
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication

from pyramid_qt.handover import (
    MAX_CONNECTIONS,
    MAX_MESSAGE_BYTES,
    HandoverServer,
    MessageReader,
    Outcome,
    parse_message,
)
from pyramid_qt.handover import request_message as message
from tests.fuzz.harness import SUBPROCESS_EXAMPLES, TALLY, check, fuzz_settings
from tests.fuzz.strategies import NASTY, position_texts

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=10,
)


@st.composite
def peer_bytes(draw: st.DrawFn) -> bytes:
    kind = draw(st.integers(0, 5))
    if kind == 0:
        data = message(code=draw(st.sampled_from(["PY1-N-AAAAAAS", "PY1-W1-AAAAAAB", "", *NASTY])))
    elif kind == 1:
        data = message(position=draw(position_texts()))
    elif kind == 2:
        data = json.dumps(draw(JSON_VALUES)).encode() + b"\n"
    elif kind == 3:
        data = draw(st.binary(max_size=300))
    elif kind == 4:
        data = b"x" * draw(st.integers(MAX_MESSAGE_BYTES - 2, MAX_MESSAGE_BYTES * 3)) + draw(
            st.sampled_from([b"", b"\n"])
        )
    else:
        data = b"[" * draw(st.integers(0, 200_000)) + b"\n"
    if draw(st.booleans()):  # cut or spliced
        cut = draw(st.integers(0, len(data)))
        data = data[:cut] + draw(st.binary(max_size=20)) + data[cut:] * draw(st.integers(0, 2))
    return data


def _pieces(data: bytes, cuts: list[int]) -> list[bytes]:
    points = sorted({0, len(data), *(cut % (len(data) + 1) for cut in cuts)})
    return [data[a:b] for a, b in zip(points, points[1:], strict=False)]


def _read_all(data: bytes, cuts: list[int]) -> list[Outcome]:
    reader = MessageReader()
    outcomes = []
    for piece in _pieces(data, cuts):
        outcome = reader.feed(piece)
        assert len(reader._received) <= MAX_MESSAGE_BYTES  # never more than one message held
        outcomes.append(outcome)
        if outcome is not Outcome.MORE:
            break
    if outcomes and outcomes[-1] is Outcome.REQUEST:
        request = reader.request
        assert request is not None and set(request) == {"code", "position"}
        assert all(value is None or isinstance(value, str) for value in request.values())
    return outcomes


@fuzz_settings()
@given(data=peer_bytes(), cuts=st.lists(st.integers(0, 1 << 20), max_size=8))
def test_the_message_reader_takes_any_bytes(data: bytes, cuts: list[int]) -> None:
    outcomes = check("hand-over messages", lambda: _read_all(data, cuts))
    whole = parse_message(data[: data.find(b"\n") + 1]) if b"\n" in data else None
    if outcomes and outcomes[-1] is Outcome.REQUEST:
        assert whole is not None  # a request only from a whole line that is one
    TALLY[f"hand-over messages: {outcomes[-1].value if outcomes else 'nothing'}"] += 1


@fuzz_settings(max(SUBPROCESS_EXAMPLES, 20))
@given(data=peer_bytes(), cuts=st.lists(st.integers(0, 1 << 20), max_size=4), peers=st.integers(1, 8))
def test_a_live_server_takes_any_bytes_from_any_number_of_peers(qapp, data: bytes, cuts: list[int], peers: int):
    requests: list[dict] = []
    server = HandoverServer(requests.append)
    path = str(Path(os.environ["XDG_RUNTIME_DIR"]) / f"fuzz-{os.getpid()}.sock")
    assert server.listen(path)
    clients = []

    def exchange() -> None:
        most_live = 0
        for _ in range(peers):
            peer = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            peer.connect(path)
            peer.setblocking(False)
            clients.append(peer)
        for peer in clients:
            for piece in _pieces(data, cuts):
                try:
                    peer.send(piece)
                except OSError:
                    break
                QCoreApplication.processEvents()
                most_live = max(most_live, server.live)
        deadline = time.monotonic() + 20  # every connection ends: answered, refused, or its 5 s are up
        while server.live and time.monotonic() < deadline:
            QCoreApplication.processEvents()
            time.sleep(0.005)
        assert server.live == 0 and most_live <= MAX_CONNECTIONS
        valid = parse_message(data[: data.find(b"\n") + 1]) if b"\n" in data else None
        assert all(request == valid for request in requests)

    try:
        check("hand-over server", exchange)
    finally:
        for peer in clients:
            peer.close()
        server.close()
        server.deleteLater()
        QCoreApplication.processEvents()
    TALLY[f"hand-over server: {'taken' if requests else 'nothing taken'}"] += 1
