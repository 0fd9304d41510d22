// The release of hloref and the StableHLO specification it implements
// (`hloref --version`, the Python package's `hloref.__version__`).
#pragma once

#define HLOREF_VERSION "0.1.0"
// The StableHLO opset whose specification hloref follows: the revision in
// ../shared/reference/stablehlo-spec.md has the latest entry of the VHLO
// version log (1.20.0: collective_broadcast's has_dynamic_root).
#define HLOREF_STABLEHLO_OPSET "1.20.0"
#define HLOREF_STABLEHLO_SPEC_SOURCE "up to collective_broadcast's has_dynamic_root"
