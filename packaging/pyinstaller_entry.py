"""PyInstaller's entry script: the installed `pyramid-qt` command, as a plain script (app.py only defines main)."""

from pyramid_qt.app import main

raise SystemExit(main())
