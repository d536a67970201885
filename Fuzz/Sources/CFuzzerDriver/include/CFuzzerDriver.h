// libFuzzer's driver, called from the harness's own `main` (SwiftPM names an executable's entry
// point after its module, so libFuzzer's `main` is not the one that runs).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
