import TourcDiagnostics

/// The diagnostic codes the YAML loader emits (TOUR1xxx), declared next to the stage.
///
/// Codes are a contract: a code never changes meaning, messages may improve.
public enum YAMLCodes {
    public static let fileTooLarge = DiagnosticCode("TOUR1001", "file too large", explanation: """
        The file is larger than the loader's size limit (64 MiB by default), so tourc refuses to \
        read it before parsing anything. The limit keeps a single hostile or accidental file from \
        exhausting memory. Tour content is normally a few kilobytes per file: split a large file \
        into several files (one per tour), or check that you did not point tourc at a generated \
        or binary file by mistake.
        """)

    public static let invalidUTF8 = DiagnosticCode("TOUR1002", "invalid UTF-8", explanation: """
        The file contains a byte sequence that is not valid UTF-8. tourc reads YAML and JSON as \
        UTF-8 only, and stops at the first bad byte because everything after it could be \
        misread. This usually means the file was saved in another encoding (Latin-1, \
        Windows-1252, UTF-16). Re-save the file as UTF-8 in your editor; for example, the byte \
        0xE9 alone is "é" in Latin-1 and must become the two bytes 0xC3 0xA9 in UTF-8.
        """)

    public static let nulByte = DiagnosticCode("TOUR1003", "NUL byte", explanation: """
        The file contains a NUL byte (0x00). YAML text may not contain NUL, and a NUL usually \
        means the file is binary or was saved as UTF-16. Remove the byte, or re-save the file as \
        UTF-8. If you need a NUL character inside a string, write it as the escape `\\0` inside \
        a double-quoted string: `text: "a\\0b"`.
        """)

    public static let controlCharacter = DiagnosticCode("TOUR1004", "control character", explanation: """
        The file contains a control character (such as U+0007 BELL or U+001B ESCAPE) that YAML \
        does not allow to appear literally. Such characters are invisible in most editors and \
        often come from copy-and-paste. Delete it, or, if you really need it in a string, write \
        it as an escape inside a double-quoted string: `bell: "\\a"`, `esc: "\\e"`, or \
        `"\\x07"`.
        """)

    public static let tabIndentation = DiagnosticCode("TOUR1005", "tab used for indentation", explanation: """
        YAML uses indentation to show structure, and indentation must be made of spaces: a tab \
        is not allowed there, because editors disagree about how wide a tab is. Replace the tab \
        at the start of the line with spaces, for example two spaces per level:
            steps:
              - id: welcome
        Most editors can convert tabs to spaces ("indent using spaces"). Tabs inside flow \
        collections (`{ }`, `[ ]`, as in JSON) and inside text are fine.
        """)

    public static let syntaxError = DiagnosticCode("TOUR1006", "YAML syntax error", explanation: """
        The text is not well-formed YAML, so tourc could not read the structure of the file \
        from this point on. The diagnostic points at the mistake it recognises, which may be \
        lines before the place the parser gave up (a label marks that place), and says what to \
        write: a list or mapping opened with `[` or `{` and never closed (add `]` or `}` at the \
        end of its line); an apostrophe inside a single-quoted string (write `''` or use double \
        quotes) or a `"` inside a double-quoted one (write `\\"` or use single quotes); a key \
        indented more than the plain value above it (it is read as more of that value) or less \
        than the keys of its mapping; a forgotten `- ` or a `-` without its space; a key without \
        the space after its `:`; a plain value that starts with a character YAML reserves \
        (`*`, `&`, `!`, `%`, `@`, `` ` ``) or holds `: ` (put the whole value in quotes: \
        `title: "Note: read this"`). The suggestion is the corrected text.
        """)

    public static let unclosedQuote = DiagnosticCode("TOUR1007", "unclosed quote", explanation: """
        A quoted string starts but is not closed on its line, and closing it there lets the file \
        be read (or its closing quote never comes before the end of the file or the next `---`). \
        The diagnostic points at the opening quote, even when the parser only failed lines \
        later. Everything after the opening quote was read as part of the string. Add the matching closing quote: `title: "Welcome"` or \
        `title: 'Welcome'`. Inside a single-quoted string a quote is written twice (`'it''s'`); \
        inside a double-quoted string it is escaped (`"say \\"hi\\""`).
        """)

    public static let duplicateKey = DiagnosticCode("TOUR1008", "duplicate key", explanation: """
        The same key appears twice in one mapping. YAML forbids it, and other tools silently \
        keep either the first or the last value, so the file would mean different things to \
        different readers. Keys are compared by their text: `"id"`, `'id'` and `id` are the same \
        key. Remove one of the two entries or rename it. tourc keeps the first one and reports \
        the second, with a label at the first.
        """)

    public static let nonScalarKey = DiagnosticCode("TOUR1009", "key is not a scalar", explanation: """
        A mapping or sequence is used as a mapping key (for example `? [a, b]` or `{[a]: 1}`). \
        YAML allows it, but JSON and tour content cannot represent it: every key must be a \
        plain piece of text. Turn the key into a string, for example `"a,b": 1`.
        """)

    public static let unknownTag = DiagnosticCode("TOUR1010", "unsupported tag", explanation: """
        The node carries a tag that tourc does not support. tourc reads plain data: the only \
        tags it accepts are the YAML standard ones `!!str`, `!!int`, `!!float`, `!!bool`, \
        `!!null`, `!!map` and `!!seq` (and the non-specific `!`). Custom or language tags such \
        as `!include`, `!ref`, `!!python/object` or `!!binary` are refused, because some \
        loaders run code or read other files for them. Remove the tag; to force a string, \
        quote the value: `version: "1.10"`.
        """)

    public static let tagMismatch = DiagnosticCode("TOUR1011", "value does not match its tag", explanation: """
        A standard tag was given to a value that it cannot describe, for example `!!int abc`, \
        `!!bool yes` or `!!map [1, 2]`. Remove the tag, or change the value so it fits: \
        `!!int 42`, `!!bool true`. Remember that YAML 1.2 booleans are only `true` and \
        `false`.
        """)

    public static let undefinedAlias = DiagnosticCode("TOUR1012", "undefined alias", explanation: """
        An alias `*name` refers to an anchor `&name` that is not defined before it in the same \
        document. Anchors must come before their aliases, and they do not carry over from one \
        `---` document to the next. Define the anchor first (`base: &defaults {dim: 0.5}`), \
        then refer to it (`step: *defaults`), and check the spelling of the name.
        """)

    public static let recursiveAlias = DiagnosticCode("TOUR1013", "recursive alias", explanation: """
        An alias `*name` appears inside the very node that `&name` anchors, so expanding it \
        would produce an infinitely deep structure, for example `a: &x [1, *x]`. tourc expands \
        aliases into plain trees and cannot represent cycles. Move the alias out of the \
        anchored node, or copy the content it needs.
        """)

    public static let aliasBudgetExceeded = DiagnosticCode("TOUR1014", "alias expansion too large", explanation: """
        Expanding the aliases (`*name`) and merge keys (`<<`) of this file would produce more \
        nodes than the loader's alias budget (1,000,000 by default). Each alias is a full copy \
        of its anchored node, so a few lines of nested aliases can describe billions of nodes \
        (the "billion laughs" attack). tourc stops and reports the alias that crossed the \
        limit. Use fewer or smaller aliases, or write the content out.
        """)

    public static let nestingTooDeep = DiagnosticCode("TOUR1015", "nesting too deep", explanation: """
        Mappings and sequences are nested deeper than the loader's limit (512 levels by \
        default). No real tour needs that many levels; deep nesting usually means an \
        unbalanced `[` or `{`, or a hostile file. tourc stops reading the file at the first \
        collection beyond the limit. Check the brackets, or flatten the structure.
        """)

    public static let tooManyNodes = DiagnosticCode("TOUR1016", "too many nodes", explanation: """
        The file holds more nodes (scalars, mappings and sequences, counting alias expansions) \
        than the loader's limit (3,000,000 by default). The limit keeps memory use bounded \
        whatever the input. Tour files are far smaller; split the content into several files.
        """)

    public static let unsupportedVersion = DiagnosticCode("TOUR1017", "unsupported YAML version", explanation: """
        The document starts with a `%YAML` directive for a version tourc does not read. tourc \
        reads YAML 1.x (and always resolves plain scalars by the YAML 1.2 core schema, so `yes` \
        and `no` stay strings). Remove the directive, or write `%YAML 1.2`.
        """)

    public static let invalidMerge = DiagnosticCode("TOUR1018", "invalid merge key", explanation: """
        The merge key `<<` must have a mapping, or a list of mappings, as its value: \
        `<<: *defaults` or `<<: [*base, *extra]`. Its keys are copied into the mapping that \
        holds `<<`; keys written in that mapping win over merged ones, and an earlier mapping \
        in the list wins over a later one. A scalar or a list of scalars cannot be merged. \
        Quote the key (`"<<": value`) if you meant a literal key named `<<`.
        """)

    public static let tooManyProblems = DiagnosticCode("TOUR1019", "too many problems in one file", explanation: """
        The file has more problems than the loader reports for one file (1,000 by default), so \
        tourc stopped reading it after that many. This keeps output and memory bounded when a \
        file is badly broken or generated wrongly (for example thousands of duplicate keys). \
        Fix the problems reported first (they are often one mistake repeated) and run tourc \
        again.
        """)

    public static let newerYAMLVersion = DiagnosticCode("TOUR1020", "newer YAML version", severity: .warning, explanation: """
        The file starts with a `%YAML 1.x` directive whose minor version is newer than 1.2, the \
        version tourc reads. As YAML 1.2 asks of a processor, tourc reads the document anyway, as \
        YAML 1.2 (plain scalars resolved by the 1.2 core schema), and warns because a newer minor \
        version might mean something it does not know. Write `%YAML 1.2`, or remove the \
        directive, to silence the warning.
        """)

    public static let all: [DiagnosticCode] = [
        fileTooLarge, invalidUTF8, nulByte, controlCharacter, tabIndentation, syntaxError,
        unclosedQuote, duplicateKey, nonScalarKey, unknownTag, tagMismatch, undefinedAlias,
        recursiveAlias, aliasBudgetExceeded, nestingTooDeep, tooManyNodes, unsupportedVersion,
        invalidMerge, tooManyProblems, newerYAMLVersion,
    ]
}
