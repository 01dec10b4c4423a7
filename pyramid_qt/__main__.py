from pyramid_qt.app import main

raise SystemExit(main())
