"""The AppStream metainfo describes the same app, in English and Indonesian, and validates offline."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

import pyramid_qt
from pyramid_qt import APP_ID
from tests.helpers.packaging import METAINFO_FILE, project_commands

LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def component() -> ET.Element:
    return ET.parse(METAINFO_FILE).getroot()


def test_component_names_the_app_id_and_its_desktop_file():
    root = component()
    assert root.tag == "component"
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == f"{APP_ID}.desktop"
    assert METAINFO_FILE.name == f"{APP_ID}.metainfo.xml"


def test_licences_rating_and_commands():
    root = component()
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    rating = root.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"
    assert {binary.text for binary in root.iterfind("provides/binary")} == project_commands()


def test_newest_release_is_the_package_version():
    releases = component().findall("releases/release")
    assert releases, "no release"
    assert releases[0].get("version") == pyramid_qt.__version__
    assert releases[0].get("date") == "2026-11-29"


@pytest.mark.parametrize("tag", ["name", "summary", "developer_name"])
def test_every_text_has_an_indonesian_translation(tag):
    texts = component().findall(tag)
    assert [element.get(LANG) for element in texts] == [None, "id"]
    assert texts[0].text != texts[1].text


def test_description_paragraphs_and_items_come_in_english_indonesian_pairs():
    description = component().find("description")
    assert description is not None
    for tag in ("p", "li"):
        elements = list(description.iter(tag))
        assert elements, tag
        languages = [element.get(LANG) for element in elements]
        assert languages == [None, "id"] * (len(elements) // 2), f"{tag}: {languages}"


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_appstreamcli_validate_passes_without_warnings():
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--no-color", str(METAINFO_FILE)], capture_output=True, text=True
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    problems = [line for line in output.splitlines() if line[:2] in ("E:", "W:")]
    assert problems == [], output
