"""Switch the user-interface language at run time (Bahasa Indonesia or English).

The translators live in this module for the whole run: a QTranslator that is garbage-collected silently
reverts the language.  Installing a translator sends ``QEvent.LanguageChange`` to every widget, whose
``changeEvent`` then calls its ``retranslate()``; scene items do not receive it, so the window refreshes
them itself.  There is no Indonesian qtbase translation, so the standard button texts (context
``QPlatformTheme``) are translated in our own ``.ts`` files; Qt's own catalogue is still loaded for
English and any language it has.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from pyramid_qt.shipped_files import translations_dir
from pyramid_qt.store.preferences import Language

LANGUAGES = Language.catalogues()
SYSTEM = str(Language.SYSTEM)
_installed: list[QTranslator] = []
_current: str | None = None


def system_language() -> str:
    """``id`` when the system locale is Indonesian, else ``en``."""
    name = QLocale.system().name()
    return "id" if name.split("_")[0] in ("id", "in") else "en"


def resolve_language(choice: str) -> str:
    """The catalogue's language for a choice (``system``, ``id``, ``en`` or a :class:`Language`)."""
    return str(choice) if choice in LANGUAGES else system_language()


def current_language() -> str | None:
    return _current


def install_language(choice: str) -> str:
    """Install the translators for ``choice`` (``system``, ``id`` or ``en``) and return the language used.

    Does nothing if that language is already installed, so a redundant call sends no LanguageChange event.
    """
    global _current
    language = resolve_language(choice)
    if language == _current:
        return language
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs a QCoreApplication")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    # The translator installed last is asked first: ours, so our QPlatformTheme texts win over Qt's.
    qt_base = QTranslator()
    if qt_base.load(QLocale(language), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        _installed.append(qt_base)
    ours = QTranslator()
    if ours.load(f"pyramid_qt_{language}", str(translations_dir())):
        _installed.append(ours)
    for translator in _installed:
        app.installTranslator(translator)
    _current = language
    QLocale.setDefault(QLocale(language))
    return language


def uninstall_language() -> None:
    """Remove our translators: the untranslated (English) source texts show again."""
    global _current
    app = QCoreApplication.instance()
    for translator in _installed:
        if app is not None:
            app.removeTranslator(translator)
    _installed.clear()
    _current = None
