/*
 * yaml_floor: the speed floor for tourc.
 *
 * Parses every file named on the command line with libyaml's event API
 * (yaml_parser_parse in a loop, each event deleted at once) and does nothing
 * else: no node tree, no validation, no output. Whatever tourc does on top
 * of reading YAML is measured against this program on the same files.
 *
 * Files are read whole into memory first (as tourc does) and handed to
 * libyaml with yaml_parser_set_input_string, so the floor does not pay for
 * stdio buffering that tourc would not pay for either.
 *
 * Exit status: 0 if every file parsed, 1 if any file had a YAML error
 * (reported on stderr), 2 if a file could not be read.
 *
 * Build: cc -O2 -o yaml_floor yaml_floor.c $(pkg-config --cflags --libs yaml-0.1)
 */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

/* Reads the whole file; returns NULL on I/O error. */
static unsigned char *read_file(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, len = 0;
    unsigned char *buf = malloc(cap);
    if (!buf) { fclose(f); return NULL; }
    for (;;) {
        if (len == cap) {
            cap *= 2;
            unsigned char *grown = realloc(buf, cap);
            if (!grown) { free(buf); fclose(f); return NULL; }
            buf = grown;
        }
        size_t n = fread(buf + len, 1, cap - len, f);
        len += n;
        if (n == 0) break;
    }
    int failed = ferror(f);
    fclose(f);
    if (failed) { free(buf); return NULL; }
    *size = len;
    return buf;
}

int main(int argc, char **argv)
{
    int status = 0;
    unsigned long events = 0, files = 0;
    for (int i = 1; i < argc; i++) {
        size_t size = 0;
        unsigned char *text = read_file(argv[i], &size);
        if (!text) {
            fprintf(stderr, "%s: cannot read\n", argv[i]);
            return 2;
        }
        yaml_parser_t parser;
        if (!yaml_parser_initialize(&parser)) {
            fprintf(stderr, "out of memory\n");
            return 2;
        }
        yaml_parser_set_input_string(&parser, text, size);
        yaml_event_t event;
        int done = 0;
        while (!done) {
            if (!yaml_parser_parse(&parser, &event)) {
                fprintf(stderr, "%s:%lu:%lu: %s\n", argv[i],
                        (unsigned long)parser.problem_mark.line + 1,
                        (unsigned long)parser.problem_mark.column + 1,
                        parser.problem ? parser.problem : "YAML error");
                status = 1;
                break;
            }
            done = (event.type == YAML_STREAM_END_EVENT);
            events++;
            yaml_event_delete(&event);
        }
        yaml_parser_delete(&parser);
        free(text);
        files++;
    }
    /* One line on stderr keeps the work observable without costing time. */
    if (getenv("YAML_FLOOR_VERBOSE"))
        fprintf(stderr, "yaml_floor: %lu files, %lu events\n", files, events);
    return status;
}
