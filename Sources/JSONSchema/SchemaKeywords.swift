/// What kind of value each applicator keyword holds, so walks over a schema visit exactly the
/// subschemas (and never data such as `const` or `enum` values, or unknown keywords).
enum SchemaKeywords {
    enum Shape {
        case schema, schemaArray, schemaMap, other
    }

    static func shape(of keyword: String) -> Shape {
        switch keyword {
        case "additionalProperties", "unevaluatedProperties", "items", "additionalItems", "unevaluatedItems", "contains",
             "propertyNames", "not", "if", "then", "else":
            return .schema
        case "allOf", "anyOf", "oneOf", "prefixItems":
            return .schemaArray
        case "properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "dependencies":
            return .schemaMap
        default:
            return .other
        }
    }
}

extension SchemaKeywords {
    /// Every keyword of draft 2020-12 (all vocabularies) plus the older ones tourc honours.
    static let known: [String] = [
        "$schema", "$id", "$ref", "$anchor", "$dynamicRef", "$dynamicAnchor", "$vocabulary", "$comment", "$defs",
        "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas", "prefixItems", "items",
        "contains", "properties", "patternProperties", "additionalProperties", "propertyNames",
        "unevaluatedItems", "unevaluatedProperties",
        "type", "enum", "const", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
        "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxContains", "minContains",
        "maxProperties", "minProperties", "required", "dependentRequired",
        "format", "contentEncoding", "contentMediaType", "contentSchema",
        "title", "description", "default", "deprecated", "readOnly", "writeOnly", "examples",
        "definitions", "dependencies", "additionalItems", "$recursiveRef", "$recursiveAnchor",
    ]
    static let knownSet = Set(known)

    /// Every key `SchemaCompiler.addKeyword` has a `case` for (whatever its vocabulary
    /// condition); any other key goes straight to its `default`. Keep in step with that switch.
    static let compiledBySwitch: Set<String> = [
        "$ref", "$dynamicRef", "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas",
        "prefixItems", "items", "additionalItems", "contains", "properties", "patternProperties",
        "additionalProperties", "propertyNames", "unevaluatedItems", "unevaluatedProperties", "dependencies",
        "$defs", "definitions", "type", "enum", "const", "multipleOf", "maximum", "exclusiveMaximum", "minimum",
        "exclusiveMinimum", "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems",
        "maxContains", "minContains", "maxProperties", "minProperties", "required", "dependentRequired", "format",
    ]

    /// Keywords that are not JSON Schema but that editors read (VS Code's and
    /// yaml-language-server's hover and completion extensions). They are deliberate, never typos,
    /// so they get no "did you mean" (and no edit-distance search per occurrence).
    static let editorExtensions: Set<String> = [
        "markdownDescription", "markdownEnumDescriptions", "enumDescriptions", "deprecationMessage",
        "errorMessage", "patternErrorMessage", "doNotSuggest", "suggestSortText", "defaultSnippets",
        "allowComments", "allowTrailingCommas",
    ]
}

/// How a schema is compiled.
public struct SchemaOptions: Sendable {
    /// Treat `format` as an assertion (`--assert-format`). By default it is an annotation only,
    /// as draft 2020-12 says, unless the meta-schema enables the format-assertion vocabulary.
    public var assertFormat: Bool

    public init(assertFormat: Bool = false) {
        self.assertFormat = assertFormat
    }
}
