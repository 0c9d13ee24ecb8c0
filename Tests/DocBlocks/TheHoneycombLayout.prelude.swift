// Prepended to the article's blocks by scripts/doc-blocks: the imports its
// blocks leave out, as DocC articles about one module do.
import HexCore
import HexLayoutEngine
