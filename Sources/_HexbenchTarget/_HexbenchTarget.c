// SwiftPM builds a C target from at least one source file; hexbench only
// reads the header's macro, through the Clang importer.
#include "_HexbenchTarget.h"

const char *hexbench_target_features_of_c_target(void) { return HEXBENCH_TARGET_FEATURES; }
