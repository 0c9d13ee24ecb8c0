// Prepended to the article's blocks by scripts/doc-blocks: the import its
// blocks leave out, as DocC articles about one module do.
import HexCore
