"""The loader's search for the libraries the xcb plugin needs, on a system that lacks some."""

from __future__ import annotations

from pathlib import Path

from pyramid_qt.system_libraries import MissingLibraries, missing_for
from pyramid_qt.system_libraries.loader import SearchPath, _configured_folders, missing_libraries
from pyramid_qt.system_libraries.packages import DEBIAN
from tests.helpers.system_libraries import HIDDEN, fake_system, found_paths, qt_xcb_plugin, this_system


def test_on_this_machine_nothing_is_missing() -> None:
    assert missing_libraries(qt_xcb_plugin(), this_system()) == []
    assert missing_for(qt_xcb_plugin()) is None


def test_the_libraries_of_the_issue_are_found_missing(tmp_path: Path) -> None:
    search = fake_system(tmp_path, HIDDEN)
    assert missing_libraries(qt_xcb_plugin(), search) == list(HIDDEN)
    assert missing_for(qt_xcb_plugin(), search=search, distribution=DEBIAN) == MissingLibraries(
        HIDDEN, "sudo apt install libxcb-icccm4 libxcb-keysyms1"
    )


def test_a_library_needed_by_a_needed_library_is_found_missing_too(tmp_path: Path) -> None:
    """libxcb.so.1 is needed by every xcb library, the plugin's own needs included: reported once."""
    search = fake_system(tmp_path, ("libxcb.so.1", "libXau.so.6"))
    missing = missing_libraries(qt_xcb_plugin(), search)
    assert missing == ["libxcb.so.1"]  # libXau is needed only by libxcb, which was not found


def test_ld_library_path_and_the_wrong_word_size(tmp_path: Path) -> None:
    """A library in LD_LIBRARY_PATH counts; a file of the right name that is not a library for this machine does
    not (the loader passes over it)."""
    search = fake_system(tmp_path, HIDDEN)
    extra = tmp_path / "extra"
    extra.mkdir()
    (extra / HIDDEN[0]).symlink_to(found_paths(HIDDEN[0], this_system())[0])
    (extra / HIDDEN[1]).write_bytes(b"\x7fELF\x01\x01\x01" + b"\0" * 200)  # 32-bit, and no tables
    with_path = SearchPath((str(extra),), search.system)
    assert missing_libraries(qt_xcb_plugin(), with_path) == [HIDDEN[1]]


def test_ld_so_conf_is_followed_with_its_includes(tmp_path: Path) -> None:
    (tmp_path / "conf.d").mkdir()
    (tmp_path / "conf.d" / "b.conf").write_text("/opt/b\n# a comment\n\n")
    (tmp_path / "conf.d" / "a.conf").write_text("/opt/a  # after\ninclude ../loop.conf\n")  # from its own folder
    (tmp_path / "loop.conf").write_text("include loop.conf\n/opt/loop\n")  # includes itself: bounded
    (tmp_path / "ld.so.conf").write_text("/usr/local/lib\ninclude conf.d/*.conf\nhwcap 0 nosegneg\n")
    folders = list(dict.fromkeys(_configured_folders(tmp_path / "ld.so.conf")))
    assert folders == ["/usr/local/lib", "/opt/a", "/opt/loop", "/opt/b"]
    assert list(_configured_folders(tmp_path / "absent.conf")) == []
