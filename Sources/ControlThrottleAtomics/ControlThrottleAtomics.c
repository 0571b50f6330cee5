// The functions live in the header as static inline so that Swift callers inline them; SwiftPM
// needs one source file to build the module.
#include "ControlThrottleAtomics.h"
