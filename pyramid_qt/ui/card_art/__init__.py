"""Card faces, backs and empty-pile markers drawn by our own code: metrics at the bottom of the import chain,
then palette, shapes, glyphs, court cards, faces, backs, the renderers, the pixmap cache and the disk cache."""
