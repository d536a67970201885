/// The JSON Schema of `tourc.yml` (2020-12), embedded so the config is validated with the same
/// validator and the same located diagnostics as tour files. `tourc schema --config-file` prints
/// it, for editors (docs/integration.md).
public enum ConfigSchema {
    public static let uri = "https://tourc.dev/schemas/tourc-config.schema.json"

    public static let text = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://tourc.dev/schemas/tourc-config.schema.json",
      "title": "tourc.yml",
      "description": "Project settings for tourc: where the tours are, where the output goes, how the generated Swift looks, which diagnostics to change, and whether authoring notes ship. Paths are relative to the folder holding this file.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "tours": {
          "description": "The folder holding one folder per app (default: tours).",
          "type": "string", "minLength": 1
        },
        "output": {
          "description": "The folder that receives one folder per app (default: build/tours).",
          "type": "string", "minLength": 1
        },
        "swift": {
          "description": "The generated Swift source.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "access": {
              "description": "Access level of the generated declarations (default: public). Use internal when the generated file is compiled into the app target itself.",
              "enum": ["public", "package", "internal"]
            },
            "typeName": {
              "description": "The name of each app's namespace enum; {Name} is the app's display name in UpperCamelCase (default: {Name}Tours). The Swift file is named after it.",
              "type": "string", "maxLength": 100,
              "pattern": "^[A-Za-z_][A-Za-z0-9_]*$|^([A-Za-z_][A-Za-z0-9_]*)?\\{Name\\}[A-Za-z0-9_]*$"
            }
          }
        },
        "severity": {
          "description": "Per-code severity: off (not reported), warning or error. Only warnings and notes can be changed; tourc cannot build past an error.",
          "type": "object",
          "propertyNames": { "pattern": "^TOUR[0-9]{4}$" },
          "additionalProperties": { "enum": ["off", "warning", "error"] }
        },
        "authoringNotes": {
          "description": "Whether authoring-only text (note, description, edgeCases, …) ships in the JSON bundle and Swift (ship) or is left out (strip, the default).",
          "enum": ["ship", "strip"]
        }
      }
    }
    """#
}
