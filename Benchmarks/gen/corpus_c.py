"""Corpus (c): realistic content at scale, for `tourc build`'s cost against libyaml's floor
(issue 21, item 7).

Each bundled app of `tours/` copied COPIES times, as it is: the registry gets a new app id
(`<app>-<copy>`, also the folder name) and display name (`<name> <COPY>`, which names the
generated Swift type, so two copies never share one); every tour file is copied byte for byte
(only its `yaml-language-server` modeline is re-pointed), and so is the app's String Catalog
(`<app>.xcstrings`, renamed `<app-id>.xcstrings`, the name `build` looks for when the registry names
no `catalog:`), so that `build` reads and checks every app's translations and writes its language
files as it does for the bundled apps. Scenario files (`tests/`) are left out: `build` never reads
them. With the five bundled apps and 40 copies: 200 apps.

Deterministic and seed-free (nothing is random); generated at bench time, never committed.
"""
import os
import re

COPIES = 40
_MODELINE = re.compile(r"^# yaml-language-server: \$schema=(?:\.\./)+(.*)$")


def _retarget(text, prefix):
    lines = text.split("\n")
    for n, line in enumerate(lines):
        m = _MODELINE.match(line)
        if m:
            lines[n] = "# yaml-language-server: $schema=" + prefix + m.group(1)
    return lines


def _registry(text, prefix, app_id, suffix):
    lines = _retarget(text, prefix)
    replaced = renamed = False
    for n, line in enumerate(lines):
        if not replaced and re.match(r"^id: \S+\s*$", line):
            lines[n] = "id: " + app_id
            replaced = True
        elif not renamed and line.startswith("name: "):
            value = line[len("name: "):].rstrip()
            if len(value) > 1 and value[0] == value[-1] and value[0] in "\"'":
                lines[n] = "name: " + value[:-1] + suffix + value[-1]
            elif value and value[0] not in "|>&*!{[#" and " #" not in value:
                lines[n] = "name: " + value + suffix
            else:
                raise SystemExit("corpus (c): cannot rename the app's `name: %s`" % value)
            renamed = True
    if not (replaced and renamed):
        raise SystemExit("corpus (c): no top-level `id:`/`name:` in a registry")
    return "\n".join(lines)


def generate(out_dir, tours, copies=COPIES):
    depth = len(os.path.normpath(os.path.relpath(out_dir, ".")).split(os.sep)) + 1
    prefix = "../" * depth
    apps = []
    for name in sorted(os.listdir(tours)):
        folder = os.path.join(tours, name)
        if not os.path.isfile(os.path.join(folder, "app.yaml")):
            continue
        files = sorted(f for f in os.listdir(folder) if f.endswith(".yaml") and f != "app.yaml")
        texts = {}
        for fname in ["app.yaml"] + files:
            with open(os.path.join(folder, fname), encoding="utf-8") as f:
                texts[fname] = f.read()
        catalog = os.path.join(folder, name + ".xcstrings")
        if re.search(r"^\s+catalog:", texts["app.yaml"], re.M):
            raise SystemExit("corpus (c): %s names its own `catalog:`; copy it here" % name)
        blob = None
        if os.path.isfile(catalog):
            with open(catalog, "rb") as f:
                blob = f.read()
        apps.append((name, texts, files, blob))
    if not apps:
        raise SystemExit("corpus (c): no app folders with app.yaml under %s" % tours)
    count = total = 0
    for copy in range(copies):
        for name, texts, files, blob in apps:
            app_id = "%s-%03d" % (name, copy)
            folder = os.path.join(out_dir, app_id)
            os.makedirs(folder)
            outputs = [("app.yaml", _registry(texts["app.yaml"], prefix, app_id, " %03d" % copy))]
            outputs += [(f, "\n".join(_retarget(texts[f], prefix))) for f in files]
            for fname, text in outputs:
                data = text.encode("utf-8")
                with open(os.path.join(folder, fname), "wb") as f:
                    f.write(data)
                count += 1
                total += len(data)
            if blob is not None:
                with open(os.path.join(folder, app_id + ".xcstrings"), "wb") as f:
                    f.write(blob)
                count += 1
                total += len(blob)
    return count, total
