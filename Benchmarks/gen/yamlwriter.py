"""A tiny YAML writer that lets the corpus choose its styles.

PyYAML would pick one style for everything; the benchmark wants the loaders
to meet block and flow collections, plain, single-quoted, double-quoted,
literal and folded scalars, anchors, aliases, comments and indentless
sequences, all in one document. Values are plain Python values, optionally
wrapped in the marker classes below that say how to write them.

Only strings that are unambiguous under both YAML 1.1 and 1.2 are written
plain, so libyaml, ruamel (check-jsonschema) and tourc agree on every value.
"""

import re

_PLAIN_OK = re.compile(r"^[A-Za-z\u00c0-\u024f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af][\w.\-/\u00c0-\u024f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]*$")
_RESERVED = {
    "true", "false", "null", "yes", "no", "on", "off", "y", "n", "~",
    "True", "False", "Null", "NULL", "TRUE", "FALSE", "Yes", "No", "On", "Off",
    "YES", "NO", "ON", "OFF", "Y", "N",
}


class Str:
    """A string with a chosen style: plain, single, double, literal, literal-, folded, folded-."""

    def __init__(self, text, style):
        self.text = text
        self.style = style


class Flow:
    """A mapping or list written on one line in flow style."""

    def __init__(self, value):
        self.value = value


class Anchor:
    def __init__(self, name, value):
        self.name = name
        self.value = value


class Alias:
    def __init__(self, name):
        self.name = name


class Comment:
    """A full-line comment placed before the next key of a block mapping."""

    def __init__(self, text):
        self.text = text


class IndentlessList:
    """A block sequence whose dashes sit at the parent key's indentation."""

    def __init__(self, items):
        self.items = items


def can_be_plain(s):
    return bool(_PLAIN_OK.match(s)) and s not in _RESERVED and not _looks_numeric(s)


def _looks_numeric(s):
    try:
        float(s)
        return True
    except ValueError:
        return s.startswith(("0x", "0o", ".inf", ".nan", "-.inf", "+.inf"))


def double_quoted(s, escape_non_ascii=False):
    out = ['"']
    for ch in s:
        o = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif o < 0x20 or o == 0x7F or o in (0x85, 0x2028, 0x2029, 0xFEFF):
            out.append("\\u%04x" % o)
        elif escape_non_ascii and o > 0x7F:
            out.append("\\u%04x" % o if o <= 0xFFFF else "\\U%08x" % o)
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def single_quoted(s):
    return "'" + s.replace("'", "''") + "'"


def scalar_inline(v):
    """A scalar on one line (usable in block and flow context)."""
    if isinstance(v, Str):
        if v.style == "plain" and can_be_plain(v.text):
            return v.text
        if v.style == "single" and "\n" not in v.text:
            return single_quoted(v.text)
        if v.style == "escaped":
            return double_quoted(v.text, escape_non_ascii=True)
        return double_quoted(v.text)
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return repr(v)
    if isinstance(v, str):
        return v if can_be_plain(v) else double_quoted(v)
    if isinstance(v, Alias):
        return "*" + v.name
    if isinstance(v, Flow):
        return flow(v.value)
    raise TypeError("not a scalar: %r" % (v,))


def flow(v):
    if isinstance(v, dict):
        return "{" + ", ".join("%s: %s" % (k if can_be_plain(k) else double_quoted(k), flow(x))
                               for k, x in v.items()) + "}"
    if isinstance(v, list):
        return "[" + ", ".join(flow(x) for x in v) + "]"
    if isinstance(v, Flow):
        return flow(v.value)
    return scalar_inline(v)


def _wrap(text, width=76):
    """Folds one paragraph at spaces; CJK runs without spaces stay whole."""
    lines, cur = [], ""
    for word in text.split(" "):
        if cur and len(cur) + 1 + len(word) > width:
            lines.append(cur)
            cur = word
        else:
            cur = word if not cur else cur + " " + word
    if cur:
        lines.append(cur)
    return lines


def _block_scalar(s, indent):
    pad = " " * indent
    if s.style in ("literal", "literal-"):
        header = "|" if s.style == "literal" else "|-"
        body = [pad + line if line else "" for line in s.text.split("\n")]
        return header, body
    header = ">" if s.style == "folded" else ">-"
    body = []
    for i, para in enumerate(s.text.split("\n\n")):
        if i:
            body.append("")
        body.extend(pad + line for line in _wrap(para))
    return header, body


def _is_block_scalar(v):
    return isinstance(v, Str) and v.style in ("literal", "literal-", "folded", "folded-") \
        and v.text and not v.text.startswith((" ", "\n")) and "\t" not in v.text


def _is_inline(v):
    if isinstance(v, (Flow, Alias)) or v is None or isinstance(v, (bool, int, float, str)):
        return True
    if isinstance(v, Str):
        return not _is_block_scalar(v)
    if isinstance(v, (dict, list, IndentlessList)):
        return len(v.items if isinstance(v, IndentlessList) else v) == 0
    return False


def _empty(v):
    return "{}" if isinstance(v, dict) else "[]"


def write_mapping(m, indent, out):
    pad = " " * indent
    for k, v in m.items():
        if isinstance(v, Comment):
            out.append(pad + "# " + v.text)
            continue
        key = k if can_be_plain(k) else double_quoted(k)
        _write_entry(pad + key + ":", v, indent, out)


def _write_entry(prefix, v, indent, out):
    """Writes `prefix` (a key with colon, or a dash) followed by value v."""
    anchor = ""
    if isinstance(v, Anchor):
        anchor = " &" + v.name
        v = v.value
    if _is_inline(v):
        text = _empty(v) if isinstance(v, (dict, list)) else scalar_inline(v)
        out.append(prefix + anchor + " " + text)
    elif _is_block_scalar(v):
        header, body = _block_scalar(v, indent + 2)
        out.append(prefix + anchor + " " + header)
        out.extend(body)
    elif isinstance(v, dict):
        out.append(prefix + anchor)
        write_mapping(v, indent + 2, out)
    elif isinstance(v, IndentlessList):
        out.append(prefix + anchor)
        write_list(v.items, indent, out)
    elif isinstance(v, list):
        out.append(prefix + anchor)
        write_list(v, indent + 2, out)
    else:
        out.append(prefix + anchor + " " + scalar_inline(v))


def write_list(items, indent, out):
    pad = " " * indent
    for item in items:
        if isinstance(item, dict) and item and not isinstance(next(iter(item.values())), Comment):
            # First key on the dash line, the rest aligned under it.
            first = True
            for k, v in item.items():
                key = k if can_be_plain(k) else double_quoted(k)
                if isinstance(v, Comment):
                    out.append(pad + "  # " + v.text)
                    continue
                lead = pad + "- " if first else pad + "  "
                _write_entry(lead + key + ":", v, indent + 2, out)
                first = False
        else:
            _write_entry(pad + "-", item, indent, out)


def document(m, header_comments=()):
    out = ["# " + c for c in header_comments]
    out.append("---")
    write_mapping(m, 0, out)
    return "\n".join(out) + "\n"
