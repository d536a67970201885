import TourcDiagnostics

/// The diagnostic codes of the JSON Schema validator (TOUR2xxx).
///
/// 2001–2019 are about the instance (the file being validated); 2020 and up are about the schema
/// or about finding it.
public enum SchemaCodes {
    public static let typeMismatch = DiagnosticCode("TOUR2001", "wrong type", explanation: """
        The value has a different JSON type than the schema allows, for example a number where a \
        string is expected. In YAML, unquoted text that looks like a number, `true`/`false` or \
        `null` is not a string: write `version: "1.10"` rather than `version: 1.10`. Change the \
        value to the type named in the message. In the tour language (`tourc check`/`build`) the \
        message says what to write: a list even of one item (`detents: [medium]`), `true`/`false` \
        (YAML 1.2 reads `yes`/`no`/`on`/`off` as text), a number without a unit in the key's unit \
        (`delay: 1.5` seconds, `maxWidth: 300` points, `dim: 0.85`), a `#RRGGBB` color in quotes \
        (unquoted, `#` after a space starts a comment), text holding `: ` in quotes, or \
        `{type: …}` where a kind's name stands for a mapping.
        """)
    public static let notAllowedValue = DiagnosticCode("TOUR2002", "value not allowed", explanation: """
        The schema lists the values allowed here (`enum`) or fixes a single one (`const`), and this \
        value is not among them. Values compare as JSON: `1` equals `1.0`, but `true` is not `1` \
        and `"1"` is not `1`. Use one of the listed values; the message suggests the closest.
        """)
    public static let missingProperty = DiagnosticCode("TOUR2003", "missing required property", explanation: """
        The mapping lacks a key the schema requires (`required`, or `dependentRequired` when \
        another key is present). Add the key named in the message, for example `title: Welcome`.
        """)
    public static let unknownProperty = DiagnosticCode("TOUR2004", "unknown property", explanation: """
        The mapping has a key the schema does not define and does not allow \
        (`additionalProperties: false` or `unevaluatedProperties: false`). This is most often a \
        typo (`titel` for `title`): the message suggests the closest known key (by spelling, \
        case, prefix or a common synonym). Rename or remove it. In the tour language, when the \
        same mapping also lacks a required key, the two are one mistake and one diagnostic \
        ("`on` is not a key here; did you mean `outcomes`?"); a key indented less than the \
        mapping above it, which it belongs to, is reported as such with the indentation to use.
        """)
    public static let stringConstraint = DiagnosticCode("TOUR2005", "string does not fit", explanation: """
        The string is too short or too long (`minLength`/`maxLength`, counted in Unicode code \
        points), or does not match the regular expression of `pattern`. Edit the text so it fits.
        """)
    public static let numberConstraint = DiagnosticCode("TOUR2006", "number out of range", explanation: """
        The number is above `maximum`/`exclusiveMaximum`, below `minimum`/`exclusiveMinimum`, or \
        not a multiple of `multipleOf`. Choose a number inside the range given in the message.
        """)
    public static let arrayConstraint = DiagnosticCode("TOUR2007", "list does not fit", explanation: """
        The list has too few or too many items (`minItems`/`maxItems`), repeats an item although \
        items must be unique (`uniqueItems`), or has too few/many items matching `contains` \
        (`minContains`/`maxContains`). Add, remove or change items as the message says.
        """)
    public static let objectConstraint = DiagnosticCode("TOUR2008", "mapping does not fit", explanation: """
        The mapping has too few or too many keys (`minProperties`/`maxProperties`), or a key whose \
        name is not allowed (`propertyNames`). Rename, add or remove keys as the message says.
        """)
    public static let noAlternative = DiagnosticCode("TOUR2009", "no alternative matches", explanation: """
        The schema offers alternatives (`anyOf`/`oneOf`), and the value matches none of them (or, \
        for `oneOf`, more than one); or it matches a schema it must not match (`not`), or a value is \
        not allowed at all here (a `false` schema). The message shows the problems of the \
        alternative that came closest, which is usually the one you meant.
        """)
    public static let formatMismatch = DiagnosticCode("TOUR2010", "invalid format", explanation: """
        The string is not a valid instance of the `format` the schema names (date-time, email, \
        uri, uuid, ...). Format is only checked with `--assert-format` or when the schema's \
        meta-schema enables format assertion. Write the value in the named format, for example \
        `2025-01-31T09:00:00Z` for date-time.
        """)
    public static let invalidSchema = DiagnosticCode("TOUR2020", "invalid schema", explanation: """
        The schema itself is malformed: a keyword has a value of the wrong kind (for example \
        `minLength: "3"`), a subschema is neither an object nor a boolean, or a `pattern` is not a \
        regular expression tourc can run. The keyword is ignored; fix the schema.
        """)
    public static let unresolvableReference = DiagnosticCode("TOUR2021", "unresolvable reference", explanation: """
        A `$ref`, `$dynamicRef` or `$schema` names a URI that tourc cannot find. tourc never uses \
        the network: references resolve within the schema, to the bundled 2020-12 meta-schemas, to \
        local files (relative to the referring file), or through `--resolve PREFIX=DIR`. Fix the \
        reference or add a --resolve mapping. Validation against that part of the schema fails.
        """)
    public static let schemaUnreadable = DiagnosticCode("TOUR2022", "schema file unreadable", explanation: """
        A schema file (given with --schema, named by a modeline, or referenced) could not be read. \
        Check that the path exists and is readable.
        """)
    public static let documentUnloadable = DiagnosticCode("TOUR2023", "document not loadable", explanation: """
        A schema or instance file could not be parsed as JSON or YAML. The message says where \
        parsing stopped; fix the syntax there.
        """)
    public static let unsupportedVocabulary = DiagnosticCode("TOUR2024", "unsupported vocabulary", explanation: """
        The schema's meta-schema requires (`$vocabulary` with `true`) a vocabulary tourc does not \
        know. Such a schema cannot be evaluated faithfully. Use a meta-schema with the standard \
        2020-12 vocabularies, or mark the custom vocabulary optional (`false`).
        """)
    public static let noSchema = DiagnosticCode("TOUR2025", "no schema for file", explanation: """
        `tourc validate` was given no --schema and the file has no \
        `# yaml-language-server: $schema=PATH` modeline on its first lines, so there is nothing \
        to validate it against. Pass --schema SCHEMA or add the modeline.
        """)
    public static let evaluationLimit = DiagnosticCode("TOUR2026", "schema recursion too deep", explanation: """
        Evaluating the schema nested references more deeply than tourc allows without reaching a \
        deeper part of the document, which means the schema loops (`$ref` to itself with no \
        progress). Fix the schema's references.
        """)
    public static let fileUnreadable = DiagnosticCode("TOUR2027", "file unreadable", explanation: """
        A file given to `tourc validate` could not be read (it does not exist, is a folder, or \
        permissions forbid it). Check the path. tourc exits with status 2 when this happens.
        """)
    public static let olderDialect = DiagnosticCode("TOUR2028", "older JSON Schema draft", severity: .warning, explanation: """
        The schema declares an older draft in `$schema` (draft-04, -06, -07 or 2019-09). tourc \
        implements draft 2020-12 and evaluates the schema with 2020-12 rules, except that the \
        array form of `items` and `additionalItems` keep their old meaning (and `prefixItems` is \
        ignored) and `dependencies` is honoured. Other differences (`$recursiveRef`, draft-04 \
        `exclusiveMaximum: true`, `id`) are not modelled. Update `$schema` to \
        https://json-schema.org/draft/2020-12/schema and check those keywords.
        """)

    public static let unknownKeyword = DiagnosticCode("TOUR2029", "misspelt schema keyword", severity: .warning, explanation: """
        A key in the schema is not a JSON Schema keyword but is close to one \
        (`additonalProperties` for `additionalProperties`). JSON Schema ignores unknown keywords, \
        so the rule you meant is silently not applied. Fix the spelling. Other unknown keys \
        (annotations such as `markdownDescription`, or `x-…` extensions) are not reported.
        """)

    public static let all: [DiagnosticCode] = [
        typeMismatch, notAllowedValue, missingProperty, unknownProperty, stringConstraint,
        numberConstraint, arrayConstraint, objectConstraint, noAlternative, formatMismatch,
        invalidSchema, unresolvableReference, schemaUnreadable, documentUnloadable,
        unsupportedVocabulary, noSchema, evaluationLimit, fileUnreadable, olderDialect, unknownKeyword,
    ]
}
