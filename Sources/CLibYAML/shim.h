#ifndef TOURC_CLIBYAML_SHIM_H
#define TOURC_CLIBYAML_SHIM_H
#include <yaml.h>
#endif
