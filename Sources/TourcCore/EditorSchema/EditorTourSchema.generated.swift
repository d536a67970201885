// GENERATED from schemas/tour.schema.json by EditorSchemaEmbeddingTests. Do not edit.
// Regenerate: make schemas-embed

/// The tour schema as written, annotations included, for the per-app editor schemas
/// (`AppTourSchema`): editors show its descriptions while completing.
enum EditorTourSchema {
    static let text = ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://tourc.dev/schemas/tour.schema.json",
  "title": "tourc tour",
  "description": "One onboarding tour, `tours/<app>/<tour-id>.yaml`: how it is presented, what starts it, its steps, flow rules, persistence, visuals and accessibility. References (targets, events, conditions, components, screens, roles, tags, persistence keys, tours) are ids from the app's `app.yaml`.",
  "markdownDescription": "One onboarding tour, `tours/<app>/<tour-id>.yaml`: how it is presented, what starts it, its steps, flow rules, persistence, visuals and accessibility. References are ids from the app's `app.yaml`.\n\nStart the file with\n```yaml\n# yaml-language-server: $schema=../../schemas/tour.schema.json\n```",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "name",
    "presentation",
    "steps"
  ],
  "properties": {
    "id": {
      "type": "string",
      "minLength": 1,
      "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
      "description": "The tour id, unique in the app; the file is named `<id>.yaml`.",
      "markdownDescription": "The tour id, unique in the app; the file is named `<id>.yaml`.",
      "examples": [
        "pota_activations",
        "office_onboarding"
      ]
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "description": "The display name.",
      "markdownDescription": "The display name.",
      "examples": [
        "POTA Activations"
      ]
    },
    "description": {
      "type": "string",
      "minLength": 1,
      "description": "What the tour is for.",
      "markdownDescription": "What the tour is for."
    },
    "presentation": {
      "$ref": "#/$defs/presentation",
      "description": "How the tour is presented.",
      "markdownDescription": "How the tour is presented."
    },
    "roles": {
      "type": "array",
      "items": {
        "type": "string",
        "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
      },
      "uniqueItems": true,
      "description": "Roles the tour is for; empty: everyone.",
      "markdownDescription": "Roles the tour is for; empty: everyone.",
      "examples": [
        [
          "admin",
          "officeCrew"
        ]
      ],
      "default": []
    },
    "tags": {
      "type": "array",
      "items": {
        "type": "string",
        "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
      },
      "uniqueItems": true,
      "description": "Tags (registry ids).",
      "markdownDescription": "Tags (registry ids).",
      "default": []
    },
    "estimatedDuration": {
      "type": "number",
      "exclusiveMinimum": 0,
      "description": "Roughly how long the tour takes. In seconds.",
      "markdownDescription": "Roughly how long the tour takes. In seconds."
    },
    "triggers": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/trigger"
      },
      "description": "What starts the tour.",
      "markdownDescription": "What starts the tour.",
      "default": []
    },
    "when": {
      "type": "array",
      "items": {
        "type": "string",
        "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
      },
      "uniqueItems": true,
      "description": "Conditions that must all hold for an automatic trigger to start the tour.",
      "markdownDescription": "Conditions that must all hold for an automatic trigger to start the tour.",
      "default": []
    },
    "unless": {
      "type": "array",
      "items": {
        "type": "string",
        "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
      },
      "uniqueItems": true,
      "description": "Conditions none of which may hold for an automatic trigger to start the tour.",
      "markdownDescription": "Conditions none of which may hold for an automatic trigger to start the tour.",
      "default": []
    },
    "persistence": {
      "$ref": "#/$defs/persistence",
      "description": "Show-once keys, progress, writes.",
      "markdownDescription": "Show-once keys, progress, writes."
    },
    "flow": {
      "$ref": "#/$defs/flow",
      "description": "Skip, back, resume, recovery.",
      "markdownDescription": "Skip, back, resume, recovery."
    },
    "visuals": {
      "$ref": "#/$defs/visuals",
      "description": "Dim, animations, haptics, celebration.",
      "markdownDescription": "Dim, animations, haptics, celebration."
    },
    "labels": {
      "$ref": "#/$defs/labels",
      "description": "Standard button labels.",
      "markdownDescription": "Standard button labels."
    },
    "accessibility": {
      "$ref": "#/$defs/accessibility",
      "description": "VoiceOver, focus, motion, touch targets.",
      "markdownDescription": "VoiceOver, focus, motion, touch targets."
    },
    "analytics": {
      "type": "array",
      "items": {
        "type": "string",
        "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
      },
      "uniqueItems": true,
      "description": "Analytics events (registry ids) the tour reports.",
      "markdownDescription": "Analytics events (registry ids) the tour reports.",
      "default": []
    },
    "steps": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/step"
      },
      "minItems": 1,
      "description": "The steps, in order.",
      "markdownDescription": "The steps, in order."
    },
    "edgeCases": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/edgeCase"
      },
      "description": "The edge-case table.",
      "markdownDescription": "The edge-case table.",
      "default": []
    }
  },
  "examples": [
    {
      "id": "challenges",
      "name": "Challenges",
      "presentation": {
        "style": "bottomSheet"
      },
      "triggers": [
        {
          "type": "firstVisit",
          "screen": "challenges"
        }
      ],
      "steps": [
        {
          "id": "comingSoon",
          "type": "page",
          "title": "Challenges Coming Soon",
          "icon": "flag.2.crossed"
        }
      ]
    }
  ],
  "$defs": {
    "point": {
      "type": "object",
      "properties": {
        "x": {
          "type": "number",
          "description": "Horizontal offset.",
          "markdownDescription": "Horizontal offset.",
          "default": 0
        },
        "y": {
          "type": "number",
          "description": "Vertical offset.",
          "markdownDescription": "Vertical offset.",
          "default": 0
        }
      },
      "additionalProperties": false,
      "description": "An offset in points (positive `y` is down).",
      "markdownDescription": "An offset in points (positive `y` is down).",
      "examples": [
        {
          "x": 0,
          "y": 60
        }
      ]
    },
    "size": {
      "type": "object",
      "properties": {
        "width": {
          "type": "number",
          "minimum": 0,
          "description": "Width.",
          "markdownDescription": "Width."
        },
        "height": {
          "type": "number",
          "minimum": 0,
          "description": "Height.",
          "markdownDescription": "Height."
        }
      },
      "additionalProperties": false,
      "required": [
        "width",
        "height"
      ],
      "description": "A size in points.",
      "markdownDescription": "A size in points.",
      "examples": [
        {
          "width": 160,
          "height": 120
        }
      ]
    },
    "padding": {
      "oneOf": [
        {
          "type": "number",
          "description": "The same padding on every side, in points.",
          "markdownDescription": "The same padding on every side, in points.",
          "examples": [
            8,
            16
          ]
        },
        {
          "type": "object",
          "properties": {
            "horizontal": {
              "type": "number",
              "description": "Points added left and right.",
              "markdownDescription": "Points added left and right.",
              "default": 0
            },
            "vertical": {
              "type": "number",
              "description": "Points added top and bottom.",
              "markdownDescription": "Points added top and bottom.",
              "default": 0
            }
          },
          "additionalProperties": false,
          "description": "Horizontal and vertical padding, in points.",
          "markdownDescription": "Horizontal and vertical padding, in points.",
          "examples": [
            {
              "horizontal": 40,
              "vertical": 20
            }
          ]
        }
      ],
      "description": "Padding around a frame: one number for all sides, or `{horizontal, vertical}`. Negative values shrink.",
      "markdownDescription": "Padding around a frame: one number for all sides, or `{horizontal, vertical}`. Negative values shrink.",
      "examples": [
        16,
        {
          "horizontal": 40,
          "vertical": 20
        }
      ]
    },
    "slice": {
      "type": "object",
      "properties": {
        "edge": {
          "type": "string",
          "enum": [
            "top",
            "bottom",
            "leading",
            "trailing"
          ],
          "description": "The edge kept.",
          "markdownDescription": "The edge kept."
        },
        "length": {
          "type": "number",
          "exclusiveMinimum": 0,
          "description": "The strip's thickness in points.",
          "markdownDescription": "The strip's thickness in points."
        }
      },
      "additionalProperties": false,
      "required": [
        "edge",
        "length"
      ],
      "description": "A strip of the frame along one edge.",
      "markdownDescription": "A strip of the frame along one edge.",
      "examples": [
        {
          "edge": "bottom",
          "length": 100
        }
      ]
    },
    "region": {
      "type": "object",
      "properties": {
        "target": {
          "type": "string",
          "minLength": 1,
          "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
          "description": "The registry target whose frame the region starts from.",
          "markdownDescription": "The registry target whose frame the region starts from.",
          "examples": [
            "currentWeek",
            "grid"
          ]
        },
        "slice": {
          "$ref": "#/$defs/slice",
          "description": "Keep only a strip along one edge.",
          "markdownDescription": "Keep only a strip along one edge."
        },
        "offset": {
          "$ref": "#/$defs/point",
          "description": "Move the frame by this many points.",
          "markdownDescription": "Move the frame by this many points."
        },
        "size": {
          "$ref": "#/$defs/size",
          "description": "Replace the frame's size (after the offset), keeping its origin.",
          "markdownDescription": "Replace the frame's size (after the offset), keeping its origin."
        },
        "padding": {
          "$ref": "#/$defs/padding",
          "description": "Grow the frame by this many points (negative shrinks).",
          "markdownDescription": "Grow the frame by this many points (negative shrinks).",
          "default": 0
        }
      },
      "additionalProperties": false,
      "required": [
        "target"
      ],
      "description": "A region derived from a target's frame. Computed in order: the target's frame → `slice` → `offset` → `size` → `padding`.",
      "markdownDescription": "A region derived from a target's frame. Computed in order: the target's frame → `slice` → `offset` → `size` → `padding`.",
      "examples": [
        {
          "target": "currentWeek",
          "padding": 24
        },
        {
          "target": "currentWeek",
          "offset": {
            "x": -120,
            "y": -60
          },
          "size": {
            "width": 160,
            "height": 120
          }
        }
      ]
    },
    "spotlight": {
      "type": "object",
      "properties": {
        "regions": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/region"
          },
          "minItems": 1,
          "description": "The regions whose union is cut out.",
          "markdownDescription": "The regions whose union is cut out."
        },
        "shape": {
          "type": "string",
          "enum": [
            "roundedRect",
            "circle",
            "capsule"
          ],
          "description": "The cut-out's shape.",
          "markdownDescription": "The cut-out's shape.",
          "default": "roundedRect"
        },
        "cornerRadius": {
          "type": "number",
          "minimum": 0,
          "description": "Corner radius of a `roundedRect` cut-out, in points.",
          "markdownDescription": "Corner radius of a `roundedRect` cut-out, in points.",
          "default": 16
        }
      },
      "additionalProperties": false,
      "required": [
        "regions"
      ],
      "description": "The spotlight cut-out: the union of `regions`.",
      "markdownDescription": "The spotlight cut-out: the union of `regions`.",
      "examples": [
        {
          "regions": [
            {
              "target": "grid",
              "padding": 16
            }
          ],
          "cornerRadius": 16
        }
      ]
    },
    "hapticCue": {
      "type": "object",
      "properties": {
        "event": {
          "type": "string",
          "minLength": 1,
          "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
          "description": "A lifecycle moment (`entry`, `advance`, `actionCompleted`, `skip`, `complete`, `dismiss`) or an app event id.",
          "markdownDescription": "A lifecycle moment (`entry`, `advance`, `actionCompleted`, `skip`, `complete`, `dismiss`) or an app event id.",
          "examples": [
            "entry",
            "weekMarked"
          ]
        },
        "haptic": {
          "type": "string",
          "enum": [
            "light",
            "medium",
            "heavy",
            "soft",
            "rigid",
            "success",
            "warning",
            "error",
            "selection"
          ],
          "description": "Which haptic.",
          "markdownDescription": "Which haptic.\n\n- `light`: Light impact.\n- `medium`: Medium impact.\n- `heavy`: Heavy impact.\n- `soft`: Soft impact.\n- `rigid`: Rigid impact.\n- `success`: Success notification.\n- `warning`: Warning notification.\n- `error`: Error notification.\n- `selection`: Selection tick.",
          "markdownEnumDescriptions": [
            "Light impact.",
            "Medium impact.",
            "Heavy impact.",
            "Soft impact.",
            "Rigid impact.",
            "Success notification.",
            "Warning notification.",
            "Error notification.",
            "Selection tick."
          ]
        }
      },
      "additionalProperties": false,
      "required": [
        "event",
        "haptic"
      ],
      "description": "A haptic played when something happens.",
      "markdownDescription": "A haptic played when something happens.",
      "examples": [
        {
          "event": "entry",
          "haptic": "light"
        }
      ]
    },
    "animation": {
      "type": "object",
      "properties": {
        "duration": {
          "type": "number",
          "exclusiveMinimum": 0,
          "description": "How long it runs; absent: the system duration for the easing. In seconds.",
          "markdownDescription": "How long it runs; absent: the system duration for the easing. In seconds."
        },
        "easing": {
          "type": "string",
          "enum": [
            "linear",
            "easeIn",
            "easeOut",
            "easeInOut",
            "snappy",
            "spring"
          ],
          "description": "The timing curve.",
          "markdownDescription": "The timing curve.",
          "default": "easeOut"
        },
        "delay": {
          "type": "number",
          "minimum": 0,
          "description": "Wait before it starts. In seconds.",
          "markdownDescription": "Wait before it starts. In seconds.",
          "default": 0
        },
        "repeats": {
          "type": "boolean",
          "description": "Whether it loops.",
          "markdownDescription": "Whether it loops.",
          "default": false
        },
        "autoreverses": {
          "type": "boolean",
          "description": "Whether a loop plays backwards on alternate runs.",
          "markdownDescription": "Whether a loop plays backwards on alternate runs.",
          "default": false
        }
      },
      "additionalProperties": false,
      "description": "An animation timing.",
      "markdownDescription": "An animation timing.",
      "examples": [
        {
          "duration": 0.3,
          "easing": "easeOut"
        },
        {
          "duration": 1.2,
          "easing": "easeOut",
          "repeats": true
        }
      ]
    },
    "illustration": {
      "type": "object",
      "properties": {
        "symbol": {
          "type": "string",
          "minLength": 1,
          "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
          "description": "The symbol. An SF Symbol name.",
          "markdownDescription": "The symbol. An SF Symbol name.",
          "examples": [
            "figure.stand"
          ]
        },
        "asset": {
          "type": "string",
          "minLength": 1,
          "description": "An asset-catalog image name.",
          "markdownDescription": "An asset-catalog image name.",
          "examples": [
            "bodyDiagram"
          ]
        },
        "description": {
          "type": "string",
          "minLength": 1,
          "description": "What it shows (read by VoiceOver).",
          "markdownDescription": "What it shows (read by VoiceOver)."
        }
      },
      "additionalProperties": false,
      "required": [
        "description"
      ],
      "description": "An illustration: an SF Symbol or an asset image, with a description for VoiceOver.",
      "markdownDescription": "An illustration: an SF Symbol or an asset image, with a description for VoiceOver."
    },
    "listItem": {
      "type": "object",
      "properties": {
        "icon": {
          "type": "string",
          "minLength": 1,
          "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
          "description": "The row's icon. An SF Symbol name.",
          "markdownDescription": "The row's icon. An SF Symbol name.",
          "examples": [
            "tree"
          ]
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "description": "The bold lead.",
          "markdownDescription": "The bold lead.",
          "examples": [
            "POTA"
          ]
        },
        "text": {
          "type": "string",
          "minLength": 1,
          "description": "The text.",
          "markdownDescription": "The text.",
          "examples": [
            "Upload activations to Parks on the Air"
          ]
        }
      },
      "additionalProperties": false,
      "description": "A list row: optional icon, optional bold title, text.",
      "markdownDescription": "A list row: optional icon, optional bold title, text.",
      "examples": [
        {
          "icon": "tree",
          "title": "POTA",
          "text": "Upload activations to Parks on the Air"
        }
      ]
    },
    "legendItem": {
      "type": "object",
      "properties": {
        "color": {
          "type": "string",
          "minLength": 1,
          "pattern": "^([a-zA-Z][a-zA-Z0-9]*|#[0-9A-Fa-f]{6})$",
          "description": "The swatch colour. A colour token (`gray`, `appAccent`) or `#RRGGBB`.",
          "markdownDescription": "The swatch colour. A colour token (`gray`, `appAccent`) or `#RRGGBB`.",
          "examples": [
            "gray",
            "orange",
            "green"
          ]
        },
        "label": {
          "type": "string",
          "minLength": 1,
          "description": "The status name.",
          "markdownDescription": "The status name.",
          "examples": [
            "Available"
          ]
        },
        "text": {
          "type": "string",
          "minLength": 1,
          "description": "What it means.",
          "markdownDescription": "What it means.",
          "examples": [
            "Never used or fully rested - safe to use"
          ]
        }
      },
      "additionalProperties": false,
      "required": [
        "color",
        "label",
        "text"
      ],
      "description": "A colour legend entry.",
      "markdownDescription": "A colour legend entry."
    },
    "sheet": {
      "type": "object",
      "properties": {
        "title": {
          "type": "string",
          "minLength": 1,
          "description": "The sheet title.",
          "markdownDescription": "The sheet title.",
          "examples": [
            "View Your History"
          ]
        },
        "icon": {
          "type": "string",
          "minLength": 1,
          "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
          "description": "An icon at the top. An SF Symbol name.",
          "markdownDescription": "An icon at the top. An SF Symbol name."
        },
        "body": {
          "type": "string",
          "minLength": 1,
          "description": "The sheet text.",
          "markdownDescription": "The sheet text."
        },
        "content": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/block"
          },
          "description": "Further blocks.",
          "markdownDescription": "Further blocks.",
          "default": []
        },
        "footer": {
          "type": "string",
          "minLength": 1,
          "description": "Text under the content.",
          "markdownDescription": "Text under the content."
        },
        "dismissLabel": {
          "type": "string",
          "minLength": 1,
          "description": "The dismiss button's label.",
          "markdownDescription": "The dismiss button's label.",
          "examples": [
            "Got it"
          ],
          "default": "Done"
        },
        "detents": {
          "type": "array",
          "items": {
            "type": "string",
            "enum": [
              "medium",
              "large"
            ],
            "description": "A sheet height.",
            "markdownDescription": "A sheet height."
          },
          "description": "Sheet heights.",
          "markdownDescription": "Sheet heights.",
          "default": [
            "medium"
          ]
        }
      },
      "additionalProperties": false,
      "required": [
        "title"
      ],
      "description": "A detail sheet: title, text, blocks and a dismiss button.",
      "markdownDescription": "A detail sheet: title, text, blocks and a dismiss button.",
      "examples": [
        {
          "title": "View Your History",
          "body": "...",
          "dismissLabel": "Got it"
        }
      ]
    },
    "topic": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "minLength": 1,
          "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
          "description": "The topic id, unique in its tour.",
          "markdownDescription": "The topic id, unique in its tour.",
          "examples": [
            "history"
          ]
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "description": "The card title.",
          "markdownDescription": "The card title.",
          "examples": [
            "View Your History"
          ]
        },
        "summary": {
          "type": "string",
          "minLength": 1,
          "description": "The card's one-line summary.",
          "markdownDescription": "The card's one-line summary.",
          "examples": [
            "placement log and editing"
          ]
        },
        "icon": {
          "type": "string",
          "minLength": 1,
          "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
          "description": "The card icon. An SF Symbol name.",
          "markdownDescription": "The card icon. An SF Symbol name.",
          "examples": [
            "clock.arrow.circlepath"
          ]
        },
        "sheet": {
          "$ref": "#/$defs/sheet",
          "description": "The sheet the card opens.",
          "markdownDescription": "The sheet the card opens."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "title",
        "summary",
        "sheet"
      ],
      "description": "A topic card that opens a detail sheet.",
      "markdownDescription": "A topic card that opens a detail sheet."
    },
    "componentEmbed": {
      "type": "object",
      "properties": {
        "component": {
          "type": "string",
          "minLength": 1,
          "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
          "description": "The registry component.",
          "markdownDescription": "The registry component.",
          "examples": [
            "qrzSignIn",
            "phaseForm",
            "servicePicker"
          ]
        },
        "presentation": {
          "type": "string",
          "enum": [
            "inline",
            "sheet",
            "fullScreenCover",
            "popover"
          ],
          "description": "Overrides the component's default presentation.",
          "markdownDescription": "Overrides the component's default presentation."
        },
        "autoPresent": {
          "type": "boolean",
          "description": "Whether it is presented as soon as its step appears.",
          "markdownDescription": "Whether it is presented as soon as its step appears.",
          "default": false
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "description": "A title (e.g. a sheet's navigation title).",
          "markdownDescription": "A title (e.g. a sheet's navigation title).",
          "examples": [
            "Other Services"
          ]
        },
        "options": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/listItem"
          },
          "description": "Options to pick from (a picker's rows).",
          "markdownDescription": "Options to pick from (a picker's rows).",
          "default": []
        },
        "footer": {
          "type": "string",
          "minLength": 1,
          "description": "Text under the component.",
          "markdownDescription": "Text under the component."
        },
        "submitLabel": {
          "type": "string",
          "minLength": 1,
          "description": "The submit button's label when the form has input.",
          "markdownDescription": "The submit button's label when the form has input.",
          "examples": [
            "Connect"
          ]
        },
        "emptySubmitLabel": {
          "type": "string",
          "minLength": 1,
          "description": "The submit button's label when the form is empty.",
          "markdownDescription": "The submit button's label when the form is empty.",
          "examples": [
            "Skip"
          ]
        },
        "dismissLabel": {
          "type": "string",
          "minLength": 1,
          "description": "The close button's label.",
          "markdownDescription": "The close button's label.",
          "examples": [
            "Done",
            "Skip for now"
          ]
        },
        "failureMessage": {
          "type": "string",
          "minLength": 1,
          "description": "Shown when submitting fails.",
          "markdownDescription": "Shown when submitting fails.",
          "examples": [
            "Invalid credentials. Please try again."
          ]
        },
        "detents": {
          "type": "array",
          "items": {
            "type": "string",
            "enum": [
              "medium",
              "large"
            ],
            "description": "A sheet height.",
            "markdownDescription": "A sheet height."
          },
          "description": "Sheet heights.",
          "markdownDescription": "Sheet heights.",
          "default": []
        }
      },
      "additionalProperties": false,
      "required": [
        "component"
      ],
      "description": "A registry component embedded in the tour, with the texts the tour gives it.",
      "markdownDescription": "A registry component embedded in the tour, with the texts the tour gives it.",
      "examples": [
        {
          "component": "phaseForm",
          "presentation": "sheet",
          "autoPresent": true
        }
      ]
    },
    "action": {
      "type": "object",
      "required": [
        "type"
      ],
      "properties": {
        "type": {
          "description": "Which kind this is; decides the other keys allowed: next, back, skip, complete, dismiss, startTour, showSheet, presentComponent, openScreen, openURL.",
          "markdownDescription": "Which kind this is; decides the other keys allowed:\n\n- `next`: Go to the next step.\n- `back`: Go to the previous step.\n- `skip`: Leave the tour, marking it skipped.\n- `complete`: Finish the tour, marking it completed.\n- `dismiss`: Close the tour or prompt, marking it dismissed.\n- `startTour`: Start another tour.\n- `showSheet`: Open a detail sheet.\n- `presentComponent`: Present an app component.\n- `openScreen`: Navigate to a screen.\n- `openURL`: Open a URL."
        }
      },
      "oneOf": [
        {
          "type": "object",
          "title": "next",
          "description": "Go to the next step.",
          "markdownDescription": "Go to the next step.",
          "properties": {
            "type": {
              "const": "next",
              "description": "Go to the next step.",
              "markdownDescription": "Go to the next step."
            }
          },
          "required": [
            "type"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "back",
          "description": "Go to the previous step.",
          "markdownDescription": "Go to the previous step.",
          "properties": {
            "type": {
              "const": "back",
              "description": "Go to the previous step.",
              "markdownDescription": "Go to the previous step."
            }
          },
          "required": [
            "type"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "skip",
          "description": "Leave the tour, marking it skipped.",
          "markdownDescription": "Leave the tour, marking it skipped.",
          "properties": {
            "type": {
              "const": "skip",
              "description": "Leave the tour, marking it skipped.",
              "markdownDescription": "Leave the tour, marking it skipped."
            }
          },
          "required": [
            "type"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "complete",
          "description": "Finish the tour, marking it completed.",
          "markdownDescription": "Finish the tour, marking it completed.",
          "properties": {
            "type": {
              "const": "complete",
              "description": "Finish the tour, marking it completed.",
              "markdownDescription": "Finish the tour, marking it completed."
            }
          },
          "required": [
            "type"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "dismiss",
          "description": "Close the tour or prompt, marking it dismissed.",
          "markdownDescription": "Close the tour or prompt, marking it dismissed.",
          "properties": {
            "type": {
              "const": "dismiss",
              "description": "Close the tour or prompt, marking it dismissed.",
              "markdownDescription": "Close the tour or prompt, marking it dismissed."
            }
          },
          "required": [
            "type"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "startTour",
          "description": "Start another tour.",
          "markdownDescription": "Start another tour.",
          "properties": {
            "type": {
              "const": "startTour",
              "description": "Start another tour.",
              "markdownDescription": "Start another tour."
            },
            "tour": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The tour id.",
              "markdownDescription": "The tour id.",
              "examples": [
                "whats_new_2_5"
              ]
            }
          },
          "required": [
            "type",
            "tour"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "showSheet",
          "description": "Open a detail sheet.",
          "markdownDescription": "Open a detail sheet.",
          "properties": {
            "type": {
              "const": "showSheet",
              "description": "Open a detail sheet.",
              "markdownDescription": "Open a detail sheet."
            },
            "sheet": {
              "$ref": "#/$defs/sheet",
              "description": "The sheet.",
              "markdownDescription": "The sheet."
            }
          },
          "required": [
            "type",
            "sheet"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "presentComponent",
          "description": "Present an app component.",
          "markdownDescription": "Present an app component.",
          "properties": {
            "type": {
              "const": "presentComponent",
              "description": "Present an app component.",
              "markdownDescription": "Present an app component."
            },
            "component": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The registry component.",
              "markdownDescription": "The registry component.",
              "examples": [
                "qrzSignIn",
                "phaseForm",
                "servicePicker"
              ]
            },
            "presentation": {
              "type": "string",
              "enum": [
                "inline",
                "sheet",
                "fullScreenCover",
                "popover"
              ],
              "description": "Overrides the component's default presentation.",
              "markdownDescription": "Overrides the component's default presentation."
            },
            "autoPresent": {
              "type": "boolean",
              "description": "Whether it is presented as soon as its step appears.",
              "markdownDescription": "Whether it is presented as soon as its step appears.",
              "default": false
            },
            "title": {
              "type": "string",
              "minLength": 1,
              "description": "A title (e.g. a sheet's navigation title).",
              "markdownDescription": "A title (e.g. a sheet's navigation title).",
              "examples": [
                "Other Services"
              ]
            },
            "options": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/listItem"
              },
              "description": "Options to pick from (a picker's rows).",
              "markdownDescription": "Options to pick from (a picker's rows).",
              "default": []
            },
            "footer": {
              "type": "string",
              "minLength": 1,
              "description": "Text under the component.",
              "markdownDescription": "Text under the component."
            },
            "submitLabel": {
              "type": "string",
              "minLength": 1,
              "description": "The submit button's label when the form has input.",
              "markdownDescription": "The submit button's label when the form has input.",
              "examples": [
                "Connect"
              ]
            },
            "emptySubmitLabel": {
              "type": "string",
              "minLength": 1,
              "description": "The submit button's label when the form is empty.",
              "markdownDescription": "The submit button's label when the form is empty.",
              "examples": [
                "Skip"
              ]
            },
            "dismissLabel": {
              "type": "string",
              "minLength": 1,
              "description": "The close button's label.",
              "markdownDescription": "The close button's label.",
              "examples": [
                "Done",
                "Skip for now"
              ]
            },
            "failureMessage": {
              "type": "string",
              "minLength": 1,
              "description": "Shown when submitting fails.",
              "markdownDescription": "Shown when submitting fails.",
              "examples": [
                "Invalid credentials. Please try again."
              ]
            },
            "detents": {
              "type": "array",
              "items": {
                "type": "string",
                "enum": [
                  "medium",
                  "large"
                ],
                "description": "A sheet height.",
                "markdownDescription": "A sheet height."
              },
              "description": "Sheet heights.",
              "markdownDescription": "Sheet heights.",
              "default": []
            }
          },
          "required": [
            "type",
            "component"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "openScreen",
          "description": "Navigate to a screen.",
          "markdownDescription": "Navigate to a screen.",
          "properties": {
            "type": {
              "const": "openScreen",
              "description": "Navigate to a screen.",
              "markdownDescription": "Navigate to a screen."
            },
            "screen": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The screen id.",
              "markdownDescription": "The screen id."
            }
          },
          "required": [
            "type",
            "screen"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "openURL",
          "description": "Open a URL.",
          "markdownDescription": "Open a URL.",
          "properties": {
            "type": {
              "const": "openURL",
              "description": "Open a URL.",
              "markdownDescription": "Open a URL."
            },
            "url": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-z0-9+.-]*:",
              "description": "The URL.",
              "markdownDescription": "The URL."
            }
          },
          "required": [
            "type",
            "url"
          ],
          "additionalProperties": false
        }
      ],
      "description": "What a button or link does.",
      "markdownDescription": "What a button or link does.\n\nThe `type` key picks one of: `next`, `back`, `skip`, `complete`, `dismiss`, `startTour`, `showSheet`, `presentComponent`, `openScreen`, `openURL`.",
      "examples": [
        {
          "type": "startTour",
          "tour": "whats_new_2_5"
        }
      ]
    },
    "actionButton": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "description": "The label exactly as shown; empty only for icon-only buttons, which need `accessibilityLabel`.",
          "markdownDescription": "The label exactly as shown; empty only for icon-only buttons, which need `accessibilityLabel`.",
          "examples": [
            "Take a Tour",
            "Dismiss"
          ]
        },
        "style": {
          "type": "string",
          "enum": [
            "primary",
            "secondary",
            "link"
          ],
          "description": "How prominent it is.",
          "markdownDescription": "How prominent it is.",
          "default": "primary"
        },
        "icon": {
          "type": "string",
          "minLength": 1,
          "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
          "description": "An icon. An SF Symbol name.",
          "markdownDescription": "An icon. An SF Symbol name."
        },
        "accessibilityLabel": {
          "type": "string",
          "minLength": 1,
          "description": "The VoiceOver label (required for icon-only buttons).",
          "markdownDescription": "The VoiceOver label (required for icon-only buttons)."
        },
        "action": {
          "$ref": "#/$defs/action",
          "description": "What it does.",
          "markdownDescription": "What it does."
        }
      },
      "additionalProperties": false,
      "required": [
        "label",
        "action"
      ],
      "description": "A button on a page.",
      "markdownDescription": "A button on a page.",
      "examples": [
        {
          "label": "Take a Tour",
          "action": {
            "type": "startTour",
            "tour": "whats_new_2_5"
          }
        }
      ]
    },
    "block": {
      "type": "object",
      "required": [
        "type"
      ],
      "properties": {
        "type": {
          "description": "Which kind this is; decides the other keys allowed: text, bullets, numbered, legend, topics, component, link, illustration.",
          "markdownDescription": "Which kind this is; decides the other keys allowed:\n\n- `text`: A paragraph.\n- `bullets`: A list of rows with optional icons and bold titles.\n- `numbered`: Numbered instructions.\n- `legend`: A colour legend.\n- `topics`: Selectable topic cards that open detail sheets.\n- `component`: An app component embedded in the page.\n- `link`: A secondary link or action.\n- `illustration`: An illustration."
        }
      },
      "oneOf": [
        {
          "type": "object",
          "title": "text",
          "description": "A paragraph.",
          "markdownDescription": "A paragraph.",
          "properties": {
            "type": {
              "const": "text",
              "description": "A paragraph.",
              "markdownDescription": "A paragraph."
            },
            "text": {
              "type": "string",
              "minLength": 1,
              "description": "The text.",
              "markdownDescription": "The text."
            },
            "style": {
              "type": "string",
              "enum": [
                "body",
                "callout",
                "footnote",
                "caption"
              ],
              "description": "The text style.",
              "markdownDescription": "The text style.",
              "default": "body"
            }
          },
          "required": [
            "type",
            "text"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "bullets",
          "description": "A list of rows with optional icons and bold titles.",
          "markdownDescription": "A list of rows with optional icons and bold titles.",
          "properties": {
            "type": {
              "const": "bullets",
              "description": "A list of rows with optional icons and bold titles.",
              "markdownDescription": "A list of rows with optional icons and bold titles."
            },
            "items": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/listItem"
              },
              "minItems": 1,
              "description": "The rows.",
              "markdownDescription": "The rows."
            },
            "style": {
              "type": "string",
              "enum": [
                "plain",
                "cards"
              ],
              "description": "`cards` puts each row on a soft card.",
              "markdownDescription": "`cards` puts each row on a soft card.",
              "default": "plain"
            }
          },
          "required": [
            "type",
            "items"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "numbered",
          "description": "Numbered instructions.",
          "markdownDescription": "Numbered instructions.",
          "properties": {
            "type": {
              "const": "numbered",
              "description": "Numbered instructions.",
              "markdownDescription": "Numbered instructions."
            },
            "items": {
              "type": "array",
              "items": {
                "type": "string",
                "minLength": 1
              },
              "minItems": 1,
              "description": "The instructions, in order.",
              "markdownDescription": "The instructions, in order."
            }
          },
          "required": [
            "type",
            "items"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "legend",
          "description": "A colour legend.",
          "markdownDescription": "A colour legend.",
          "properties": {
            "type": {
              "const": "legend",
              "description": "A colour legend.",
              "markdownDescription": "A colour legend."
            },
            "items": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/legendItem"
              },
              "minItems": 1,
              "description": "The entries.",
              "markdownDescription": "The entries."
            }
          },
          "required": [
            "type",
            "items"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "topics",
          "description": "Selectable topic cards that open detail sheets.",
          "markdownDescription": "Selectable topic cards that open detail sheets.",
          "properties": {
            "type": {
              "const": "topics",
              "description": "Selectable topic cards that open detail sheets.",
              "markdownDescription": "Selectable topic cards that open detail sheets."
            },
            "items": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/topic"
              },
              "minItems": 1,
              "description": "The cards.",
              "markdownDescription": "The cards."
            }
          },
          "required": [
            "type",
            "items"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "component",
          "description": "An app component embedded in the page.",
          "markdownDescription": "An app component embedded in the page.",
          "properties": {
            "type": {
              "const": "component",
              "description": "An app component embedded in the page.",
              "markdownDescription": "An app component embedded in the page."
            },
            "component": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The registry component.",
              "markdownDescription": "The registry component.",
              "examples": [
                "qrzSignIn",
                "phaseForm",
                "servicePicker"
              ]
            },
            "presentation": {
              "type": "string",
              "enum": [
                "inline",
                "sheet",
                "fullScreenCover",
                "popover"
              ],
              "description": "Overrides the component's default presentation.",
              "markdownDescription": "Overrides the component's default presentation."
            },
            "autoPresent": {
              "type": "boolean",
              "description": "Whether it is presented as soon as its step appears.",
              "markdownDescription": "Whether it is presented as soon as its step appears.",
              "default": false
            },
            "title": {
              "type": "string",
              "minLength": 1,
              "description": "A title (e.g. a sheet's navigation title).",
              "markdownDescription": "A title (e.g. a sheet's navigation title).",
              "examples": [
                "Other Services"
              ]
            },
            "options": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/listItem"
              },
              "description": "Options to pick from (a picker's rows).",
              "markdownDescription": "Options to pick from (a picker's rows).",
              "default": []
            },
            "footer": {
              "type": "string",
              "minLength": 1,
              "description": "Text under the component.",
              "markdownDescription": "Text under the component."
            },
            "submitLabel": {
              "type": "string",
              "minLength": 1,
              "description": "The submit button's label when the form has input.",
              "markdownDescription": "The submit button's label when the form has input.",
              "examples": [
                "Connect"
              ]
            },
            "emptySubmitLabel": {
              "type": "string",
              "minLength": 1,
              "description": "The submit button's label when the form is empty.",
              "markdownDescription": "The submit button's label when the form is empty.",
              "examples": [
                "Skip"
              ]
            },
            "dismissLabel": {
              "type": "string",
              "minLength": 1,
              "description": "The close button's label.",
              "markdownDescription": "The close button's label.",
              "examples": [
                "Done",
                "Skip for now"
              ]
            },
            "failureMessage": {
              "type": "string",
              "minLength": 1,
              "description": "Shown when submitting fails.",
              "markdownDescription": "Shown when submitting fails.",
              "examples": [
                "Invalid credentials. Please try again."
              ]
            },
            "detents": {
              "type": "array",
              "items": {
                "type": "string",
                "enum": [
                  "medium",
                  "large"
                ],
                "description": "A sheet height.",
                "markdownDescription": "A sheet height."
              },
              "description": "Sheet heights.",
              "markdownDescription": "Sheet heights.",
              "default": []
            }
          },
          "required": [
            "type",
            "component"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "link",
          "description": "A secondary link or action.",
          "markdownDescription": "A secondary link or action.",
          "properties": {
            "type": {
              "const": "link",
              "description": "A secondary link or action.",
              "markdownDescription": "A secondary link or action."
            },
            "label": {
              "type": "string",
              "minLength": 1,
              "description": "The link text.",
              "markdownDescription": "The link text.",
              "examples": [
                "Connect a different service instead"
              ]
            },
            "icon": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
              "description": "An icon. An SF Symbol name.",
              "markdownDescription": "An icon. An SF Symbol name."
            },
            "action": {
              "$ref": "#/$defs/action",
              "description": "What it does.",
              "markdownDescription": "What it does."
            }
          },
          "required": [
            "type",
            "label",
            "action"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "illustration",
          "description": "An illustration.",
          "markdownDescription": "An illustration.",
          "properties": {
            "type": {
              "const": "illustration",
              "description": "An illustration.",
              "markdownDescription": "An illustration."
            },
            "symbol": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
              "description": "The symbol. An SF Symbol name.",
              "markdownDescription": "The symbol. An SF Symbol name.",
              "examples": [
                "figure.stand"
              ]
            },
            "asset": {
              "type": "string",
              "minLength": 1,
              "description": "An asset-catalog image name.",
              "markdownDescription": "An asset-catalog image name.",
              "examples": [
                "bodyDiagram"
              ]
            },
            "description": {
              "type": "string",
              "minLength": 1,
              "description": "What it shows (read by VoiceOver).",
              "markdownDescription": "What it shows (read by VoiceOver)."
            }
          },
          "required": [
            "type",
            "description"
          ],
          "additionalProperties": false
        }
      ],
      "description": "A block of rich page content.",
      "markdownDescription": "A block of rich page content.\n\nThe `type` key picks one of: `text`, `bullets`, `numbered`, `legend`, `topics`, `component`, `link`, `illustration`.",
      "examples": [
        {
          "type": "numbered",
          "items": [
            "Tap a zone on the body diagram",
            "Confirm the placement"
          ]
        }
      ]
    },
    "advance": {
      "type": "object",
      "required": [
        "type"
      ],
      "properties": {
        "type": {
          "description": "Which kind this is; decides the other keys allowed: nextButton, tapAnywhere, tapTarget, gesture, event, component, timer.",
          "markdownDescription": "Which kind this is; decides the other keys allowed:\n\n- `nextButton`: The Next (or Done) button.\n- `tapAnywhere`: A tap anywhere on the overlay.\n- `tapTarget`: A tap on a target.\n- `gesture`: A gesture, optionally on a target.\n- `event`: An app event.\n- `component`: An embedded component finishing with any of the outcomes.\n- `timer`: Automatically after a delay."
        }
      },
      "oneOf": [
        {
          "type": "object",
          "title": "nextButton",
          "description": "The Next (or Done) button.",
          "markdownDescription": "The Next (or Done) button.",
          "properties": {
            "type": {
              "const": "nextButton",
              "description": "The Next (or Done) button.",
              "markdownDescription": "The Next (or Done) button."
            }
          },
          "required": [
            "type"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "tapAnywhere",
          "description": "A tap anywhere on the overlay.",
          "markdownDescription": "A tap anywhere on the overlay.",
          "properties": {
            "type": {
              "const": "tapAnywhere",
              "description": "A tap anywhere on the overlay.",
              "markdownDescription": "A tap anywhere on the overlay."
            }
          },
          "required": [
            "type"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "tapTarget",
          "description": "A tap on a target.",
          "markdownDescription": "A tap on a target.",
          "properties": {
            "type": {
              "const": "tapTarget",
              "description": "A tap on a target.",
              "markdownDescription": "A tap on a target."
            },
            "target": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The target.",
              "markdownDescription": "The target.",
              "examples": [
                "currentWeek"
              ]
            }
          },
          "required": [
            "type",
            "target"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "gesture",
          "description": "A gesture, optionally on a target.",
          "markdownDescription": "A gesture, optionally on a target.",
          "properties": {
            "type": {
              "const": "gesture",
              "description": "A gesture, optionally on a target.",
              "markdownDescription": "A gesture, optionally on a target."
            },
            "gesture": {
              "type": "string",
              "enum": [
                "tap",
                "doubleTap",
                "longPress",
                "swipeLeft",
                "swipeRight",
                "swipeUp",
                "swipeDown",
                "pinchIn",
                "pinchOut"
              ],
              "description": "The gesture.",
              "markdownDescription": "The gesture."
            },
            "target": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The target.",
              "markdownDescription": "The target."
            }
          },
          "required": [
            "type",
            "gesture"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "event",
          "description": "An app event.",
          "markdownDescription": "An app event.",
          "properties": {
            "type": {
              "const": "event",
              "description": "An app event.",
              "markdownDescription": "An app event."
            },
            "event": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The event id.",
              "markdownDescription": "The event id.",
              "examples": [
                "weekMarked"
              ]
            }
          },
          "required": [
            "type",
            "event"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "component",
          "description": "An embedded component finishing with any of the outcomes.",
          "markdownDescription": "An embedded component finishing with any of the outcomes.",
          "properties": {
            "type": {
              "const": "component",
              "description": "An embedded component finishing with any of the outcomes.",
              "markdownDescription": "An embedded component finishing with any of the outcomes."
            },
            "component": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The component id.",
              "markdownDescription": "The component id.",
              "examples": [
                "phaseForm"
              ]
            },
            "outcomes": {
              "type": "array",
              "items": {
                "type": "string",
                "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
              },
              "minItems": 1,
              "uniqueItems": true,
              "description": "The outcomes that advance.",
              "markdownDescription": "The outcomes that advance.",
              "examples": [
                [
                  "saved",
                  "dismissed"
                ]
              ]
            }
          },
          "required": [
            "type",
            "component",
            "outcomes"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "timer",
          "description": "Automatically after a delay.",
          "markdownDescription": "Automatically after a delay.",
          "properties": {
            "type": {
              "const": "timer",
              "description": "Automatically after a delay.",
              "markdownDescription": "Automatically after a delay."
            },
            "after": {
              "type": "number",
              "exclusiveMinimum": 0,
              "description": "The delay. In seconds.",
              "markdownDescription": "The delay. In seconds.",
              "examples": [
                2.5
              ]
            }
          },
          "required": [
            "type",
            "after"
          ],
          "additionalProperties": false
        }
      ],
      "description": "How a step advances.",
      "markdownDescription": "How a step advances.\n\nThe `type` key picks one of: `nextButton`, `tapAnywhere`, `tapTarget`, `gesture`, `event`, `component`, `timer`.",
      "examples": [
        {
          "type": "tapTarget",
          "target": "currentWeek"
        },
        {
          "type": "timer",
          "after": 2.5
        }
      ]
    },
    "intent": {
      "type": "object",
      "required": [
        "type"
      ],
      "properties": {
        "type": {
          "description": "Which kind this is; decides the other keys allowed: navigate, highlight, showMessage, showTooltip, demonstrateGesture, awaitTap, awaitNextButton, delay.",
          "markdownDescription": "Which kind this is; decides the other keys allowed:\n\n- `navigate`: Navigate to a target.\n- `highlight`: Spotlight a target.\n- `showMessage`: Show a message card.\n- `showTooltip`: Show a tooltip.\n- `demonstrateGesture`: Demonstrate a gesture with an animated hand.\n- `awaitTap`: Wait for a tap on `target`, or anywhere without one.\n- `awaitNextButton`: Wait for the Next button.\n- `delay`: Wait."
        }
      },
      "oneOf": [
        {
          "type": "object",
          "title": "navigate",
          "description": "Navigate to a target.",
          "markdownDescription": "Navigate to a target.",
          "properties": {
            "type": {
              "const": "navigate",
              "description": "Navigate to a target.",
              "markdownDescription": "Navigate to a target."
            },
            "to": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The target (tab-bar item or screen).",
              "markdownDescription": "The target (tab-bar item or screen).",
              "examples": [
                "jobBoardTab"
              ]
            }
          },
          "required": [
            "type",
            "to"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "highlight",
          "description": "Spotlight a target.",
          "markdownDescription": "Spotlight a target.",
          "properties": {
            "type": {
              "const": "highlight",
              "description": "Spotlight a target.",
              "markdownDescription": "Spotlight a target."
            },
            "target": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The target.",
              "markdownDescription": "The target."
            },
            "padding": {
              "$ref": "#/$defs/padding",
              "description": "Padding around the target.",
              "markdownDescription": "Padding around the target.",
              "default": 8
            }
          },
          "required": [
            "type",
            "target"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "showMessage",
          "description": "Show a message card.",
          "markdownDescription": "Show a message card.",
          "properties": {
            "type": {
              "const": "showMessage",
              "description": "Show a message card.",
              "markdownDescription": "Show a message card."
            },
            "title": {
              "type": "string",
              "minLength": 1,
              "description": "The title.",
              "markdownDescription": "The title."
            },
            "body": {
              "type": "string",
              "minLength": 1,
              "description": "The message.",
              "markdownDescription": "The message."
            }
          },
          "required": [
            "type",
            "title",
            "body"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "showTooltip",
          "description": "Show a tooltip.",
          "markdownDescription": "Show a tooltip.",
          "properties": {
            "type": {
              "const": "showTooltip",
              "description": "Show a tooltip.",
              "markdownDescription": "Show a tooltip."
            },
            "message": {
              "type": "string",
              "minLength": 1,
              "description": "The tooltip text.",
              "markdownDescription": "The tooltip text."
            },
            "position": {
              "type": "string",
              "enum": [
                "above",
                "below",
                "leading",
                "trailing",
                "center",
                "automatic"
              ],
              "description": "Where it sits.",
              "markdownDescription": "Where it sits.\n\n- `above`: Above the anchor.\n- `below`: Below the anchor.\n- `leading`: Before the anchor (left in left-to-right).\n- `trailing`: After the anchor.\n- `center`: Centred on screen.\n- `automatic`: Above an anchor in the lower half of the screen, below one in the upper half.",
              "default": "automatic",
              "markdownEnumDescriptions": [
                "Above the anchor.",
                "Below the anchor.",
                "Before the anchor (left in left-to-right).",
                "After the anchor.",
                "Centred on screen.",
                "Above an anchor in the lower half of the screen, below one in the upper half."
              ]
            }
          },
          "required": [
            "type",
            "message"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "demonstrateGesture",
          "description": "Demonstrate a gesture with an animated hand.",
          "markdownDescription": "Demonstrate a gesture with an animated hand.",
          "properties": {
            "type": {
              "const": "demonstrateGesture",
              "description": "Demonstrate a gesture with an animated hand.",
              "markdownDescription": "Demonstrate a gesture with an animated hand."
            },
            "gesture": {
              "type": "string",
              "enum": [
                "tap",
                "doubleTap",
                "longPress",
                "swipeLeft",
                "swipeRight",
                "swipeUp",
                "swipeDown",
                "pinchIn",
                "pinchOut"
              ],
              "description": "The gesture.",
              "markdownDescription": "The gesture."
            },
            "duration": {
              "type": "number",
              "exclusiveMinimum": 0,
              "description": "For `longPress`: how long it is held. In seconds.",
              "markdownDescription": "For `longPress`: how long it is held. In seconds."
            },
            "target": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "Where to demonstrate it.",
              "markdownDescription": "Where to demonstrate it."
            }
          },
          "required": [
            "type",
            "gesture"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "awaitTap",
          "description": "Wait for a tap on `target`, or anywhere without one.",
          "markdownDescription": "Wait for a tap on `target`, or anywhere without one.",
          "properties": {
            "type": {
              "const": "awaitTap",
              "description": "Wait for a tap on `target`, or anywhere without one.",
              "markdownDescription": "Wait for a tap on `target`, or anywhere without one."
            },
            "target": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The target.",
              "markdownDescription": "The target."
            }
          },
          "required": [
            "type"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "awaitNextButton",
          "description": "Wait for the Next button.",
          "markdownDescription": "Wait for the Next button.",
          "properties": {
            "type": {
              "const": "awaitNextButton",
              "description": "Wait for the Next button.",
              "markdownDescription": "Wait for the Next button."
            }
          },
          "required": [
            "type"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "delay",
          "description": "Wait.",
          "markdownDescription": "Wait.",
          "properties": {
            "type": {
              "const": "delay",
              "description": "Wait.",
              "markdownDescription": "Wait."
            },
            "seconds": {
              "type": "number",
              "exclusiveMinimum": 0,
              "description": "How long. In seconds.",
              "markdownDescription": "How long. In seconds."
            }
          },
          "required": [
            "type",
            "seconds"
          ],
          "additionalProperties": false
        }
      ],
      "description": "One intent of an intent step: what happens, separate from how.",
      "markdownDescription": "One intent of an intent step: what happens, separate from how.\n\nThe `type` key picks one of: `navigate`, `highlight`, `showMessage`, `showTooltip`, `demonstrateGesture`, `awaitTap`, `awaitNextButton`, `delay`.",
      "examples": [
        {
          "type": "navigate",
          "to": "jobBoardTab"
        },
        {
          "type": "highlight",
          "target": "jobCard",
          "padding": 8
        }
      ]
    },
    "fallback": {
      "type": "object",
      "required": [
        "type"
      ],
      "properties": {
        "type": {
          "description": "Which kind this is; decides the other keys allowed: skipStep, nextCheckpoint, endTour, restart.",
          "markdownDescription": "Which kind this is; decides the other keys allowed:\n\n- `skipStep`: Skip the problematic step and continue.\n- `nextCheckpoint`: Jump to the next checkpoint step.\n- `endTour`: End the tour gracefully, showing `message` (empty: silently).\n- `restart`: Restart from the beginning."
        }
      },
      "oneOf": [
        {
          "type": "object",
          "title": "skipStep",
          "description": "Skip the problematic step and continue.",
          "markdownDescription": "Skip the problematic step and continue.",
          "properties": {
            "type": {
              "const": "skipStep",
              "description": "Skip the problematic step and continue.",
              "markdownDescription": "Skip the problematic step and continue."
            }
          },
          "required": [
            "type"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "nextCheckpoint",
          "description": "Jump to the next checkpoint step.",
          "markdownDescription": "Jump to the next checkpoint step.",
          "properties": {
            "type": {
              "const": "nextCheckpoint",
              "description": "Jump to the next checkpoint step.",
              "markdownDescription": "Jump to the next checkpoint step."
            }
          },
          "required": [
            "type"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "endTour",
          "description": "End the tour gracefully, showing `message` (empty: silently).",
          "markdownDescription": "End the tour gracefully, showing `message` (empty: silently).",
          "properties": {
            "type": {
              "const": "endTour",
              "description": "End the tour gracefully, showing `message` (empty: silently).",
              "markdownDescription": "End the tour gracefully, showing `message` (empty: silently)."
            },
            "message": {
              "type": "string",
              "description": "The message.",
              "markdownDescription": "The message.",
              "default": ""
            }
          },
          "required": [
            "type"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "restart",
          "description": "Restart from the beginning.",
          "markdownDescription": "Restart from the beginning.",
          "properties": {
            "type": {
              "const": "restart",
              "description": "Restart from the beginning.",
              "markdownDescription": "Restart from the beginning."
            }
          },
          "required": [
            "type"
          ],
          "additionalProperties": false
        }
      ],
      "description": "What to do when a step fails.",
      "markdownDescription": "What to do when a step fails.\n\nThe `type` key picks one of: `skipStep`, `nextCheckpoint`, `endTour`, `restart`.",
      "examples": [
        {
          "type": "nextCheckpoint"
        },
        {
          "type": "endTour",
          "message": "Tour ended unexpectedly. You can restart from Settings → Help."
        }
      ]
    },
    "trigger": {
      "type": "object",
      "required": [
        "type"
      ],
      "properties": {
        "type": {
          "description": "Which kind this is; decides the other keys allowed: firstLaunch, appLaunch, firstVisit, targetTap, event, majorUpdate, manual.",
          "markdownDescription": "Which kind this is; decides the other keys allowed:\n\n- `firstLaunch`: The app's first launch (no tour state stored yet, which includes an upgrade from a pre-tour version).\n- `appLaunch`: Every launch, until the tour's once-keys say it was seen.\n- `firstVisit`: The first visit to a screen or feature.\n- `targetTap`: A tap on a target (e.g. a \"?\" help button).\n- `event`: An app event, after an optional delay.\n- `majorUpdate`: The app runs a major version (registry `versions`) newer than the one stored under `versionKey`.\n- `manual`: Re-entry from a control in the app."
        }
      },
      "oneOf": [
        {
          "type": "object",
          "title": "firstLaunch",
          "description": "The app's first launch (no tour state stored yet, which includes an upgrade from a pre-tour version).",
          "markdownDescription": "The app's first launch (no tour state stored yet, which includes an upgrade from a pre-tour version).",
          "properties": {
            "type": {
              "const": "firstLaunch",
              "description": "The app's first launch (no tour state stored yet, which includes an upgrade from a pre-tour version).",
              "markdownDescription": "The app's first launch (no tour state stored yet, which includes an upgrade from a pre-tour version)."
            },
            "note": {
              "type": "string",
              "minLength": 1,
              "description": "The product team's wording of the trigger, kept for readers.",
              "markdownDescription": "The product team's wording of the trigger, kept for readers."
            }
          },
          "required": [
            "type"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "appLaunch",
          "description": "Every launch, until the tour's once-keys say it was seen.",
          "markdownDescription": "Every launch, until the tour's once-keys say it was seen.",
          "properties": {
            "type": {
              "const": "appLaunch",
              "description": "Every launch, until the tour's once-keys say it was seen.",
              "markdownDescription": "Every launch, until the tour's once-keys say it was seen."
            },
            "note": {
              "type": "string",
              "minLength": 1,
              "description": "The product team's wording of the trigger, kept for readers.",
              "markdownDescription": "The product team's wording of the trigger, kept for readers."
            }
          },
          "required": [
            "type"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "firstVisit",
          "description": "The first visit to a screen or feature.",
          "markdownDescription": "The first visit to a screen or feature.",
          "properties": {
            "type": {
              "const": "firstVisit",
              "description": "The first visit to a screen or feature.",
              "markdownDescription": "The first visit to a screen or feature."
            },
            "note": {
              "type": "string",
              "minLength": 1,
              "description": "The product team's wording of the trigger, kept for readers.",
              "markdownDescription": "The product team's wording of the trigger, kept for readers."
            },
            "screen": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The screen.",
              "markdownDescription": "The screen.",
              "examples": [
                "challenges"
              ]
            },
            "via": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The target tapped to get there.",
              "markdownDescription": "The target tapped to get there.",
              "examples": [
                "challengesTab"
              ]
            }
          },
          "required": [
            "type",
            "screen"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "targetTap",
          "description": "A tap on a target (e.g. a \"?\" help button).",
          "markdownDescription": "A tap on a target (e.g. a \"?\" help button).",
          "properties": {
            "type": {
              "const": "targetTap",
              "description": "A tap on a target (e.g. a \"?\" help button).",
              "markdownDescription": "A tap on a target (e.g. a \"?\" help button)."
            },
            "note": {
              "type": "string",
              "minLength": 1,
              "description": "The product team's wording of the trigger, kept for readers.",
              "markdownDescription": "The product team's wording of the trigger, kept for readers."
            },
            "target": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The target.",
              "markdownDescription": "The target.",
              "examples": [
                "recommendationHelpButton"
              ]
            }
          },
          "required": [
            "type",
            "target"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "event",
          "description": "An app event, after an optional delay.",
          "markdownDescription": "An app event, after an optional delay.",
          "properties": {
            "type": {
              "const": "event",
              "description": "An app event, after an optional delay.",
              "markdownDescription": "An app event, after an optional delay."
            },
            "note": {
              "type": "string",
              "minLength": 1,
              "description": "The product team's wording of the trigger, kept for readers.",
              "markdownDescription": "The product team's wording of the trigger, kept for readers."
            },
            "event": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The event.",
              "markdownDescription": "The event.",
              "examples": [
                "revealCompleted"
              ]
            },
            "delay": {
              "type": "number",
              "minimum": 0,
              "description": "Wait after the event. In seconds.",
              "markdownDescription": "Wait after the event. In seconds.",
              "examples": [
                1.5
              ],
              "default": 0
            }
          },
          "required": [
            "type",
            "event"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "majorUpdate",
          "description": "The app runs a major version (registry `versions`) newer than the one stored under `versionKey`.",
          "markdownDescription": "The app runs a major version (registry `versions`) newer than the one stored under `versionKey`.",
          "properties": {
            "type": {
              "const": "majorUpdate",
              "description": "The app runs a major version (registry `versions`) newer than the one stored under `versionKey`.",
              "markdownDescription": "The app runs a major version (registry `versions`) newer than the one stored under `versionKey`."
            },
            "note": {
              "type": "string",
              "minLength": 1,
              "description": "The product team's wording of the trigger, kept for readers.",
              "markdownDescription": "The product team's wording of the trigger, kept for readers."
            },
            "versionKey": {
              "type": "string",
              "minLength": 1,
              "description": "The persistence key holding the last toured version. Any printable text (e.g. `bwPreferencesStorage:introCarouselShown`): no control characters, no leading or trailing spaces, at most 256 characters.",
              "markdownDescription": "The persistence key holding the last toured version. Any printable text (e.g. `bwPreferencesStorage:introCarouselShown`): no control characters, no leading or trailing spaces, at most 256 characters.",
              "examples": [
                "tour.lastTourVersion"
              ]
            },
            "version": {
              "type": "string",
              "minLength": 1,
              "pattern": "^(0|[1-9][0-9]*)(\\.(0|[1-9][0-9]*)){0,2}$",
              "description": "Only when the running version is this major version (quoted).",
              "markdownDescription": "Only when the running version is this major version (quoted).",
              "examples": [
                "2.5"
              ]
            }
          },
          "required": [
            "type",
            "versionKey"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "manual",
          "description": "Re-entry from a control in the app.",
          "markdownDescription": "Re-entry from a control in the app.",
          "properties": {
            "type": {
              "const": "manual",
              "description": "Re-entry from a control in the app.",
              "markdownDescription": "Re-entry from a control in the app."
            },
            "note": {
              "type": "string",
              "minLength": 1,
              "description": "The product team's wording of the trigger, kept for readers.",
              "markdownDescription": "The product team's wording of the trigger, kept for readers."
            },
            "label": {
              "type": "string",
              "minLength": 1,
              "description": "The control's label exactly as shown.",
              "markdownDescription": "The control's label exactly as shown.",
              "examples": [
                "Show App Tour",
                "Take Tour Again",
                "Help & Tutorial"
              ]
            },
            "screen": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The screen the control is on.",
              "markdownDescription": "The screen the control is on.",
              "examples": [
                "settings"
              ]
            },
            "section": {
              "type": "string",
              "minLength": 1,
              "description": "The section of that screen.",
              "markdownDescription": "The section of that screen.",
              "examples": [
                "Help/About"
              ]
            },
            "icon": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
              "description": "The control's icon. An SF Symbol name.",
              "markdownDescription": "The control's icon. An SF Symbol name.",
              "examples": [
                "questionmark.circle"
              ]
            },
            "resetsState": {
              "type": "boolean",
              "description": "Whether using it first resets the tour's stored state.",
              "markdownDescription": "Whether using it first resets the tour's stored state.",
              "default": false
            }
          },
          "required": [
            "type",
            "label",
            "screen"
          ],
          "additionalProperties": false
        }
      ],
      "description": "What starts the tour. Automatic triggers respect `when`/`unless` and `persistence.onceKeys`; `manual` and `targetTap` always start it.",
      "markdownDescription": "What starts the tour. Automatic triggers respect `when`/`unless` and `persistence.onceKeys`; `manual` and `targetTap` always start it.\n\nThe `type` key picks one of: `firstLaunch`, `appLaunch`, `firstVisit`, `targetTap`, `event`, `majorUpdate`, `manual`.",
      "examples": [
        {
          "type": "event",
          "event": "revealCompleted",
          "delay": 1.5
        },
        {
          "type": "firstVisit",
          "screen": "challenges"
        }
      ]
    },
    "coachMark": {
      "type": "object",
      "properties": {
        "position": {
          "type": "string",
          "enum": [
            "above",
            "below",
            "leading",
            "trailing",
            "center",
            "automatic"
          ],
          "description": "The position.",
          "markdownDescription": "The position.\n\n- `above`: Above the anchor.\n- `below`: Below the anchor.\n- `leading`: Before the anchor (left in left-to-right).\n- `trailing`: After the anchor.\n- `center`: Centred on screen.\n- `automatic`: Above an anchor in the lower half of the screen, below one in the upper half.",
          "default": "center",
          "markdownEnumDescriptions": [
            "Above the anchor.",
            "Below the anchor.",
            "Before the anchor (left in left-to-right).",
            "After the anchor.",
            "Centred on screen.",
            "Above an anchor in the lower half of the screen, below one in the upper half."
          ]
        },
        "anchor": {
          "$ref": "#/$defs/region",
          "description": "The region it is placed against; absent: the screen.",
          "markdownDescription": "The region it is placed against; absent: the screen."
        },
        "arrow": {
          "type": "object",
          "properties": {
            "edge": {
              "type": "string",
              "enum": [
                "top",
                "bottom",
                "leading",
                "trailing"
              ],
              "description": "The bubble edge the arrow points from; absent: the edge facing the anchor.",
              "markdownDescription": "The bubble edge the arrow points from; absent: the edge facing the anchor (`bottom` for `position: above`, `top` for `below`, ...).",
              "markdownEnumDescriptions": [
                "The top edge.",
                "The bottom edge.",
                "The leading edge (left in left-to-right).",
                "The trailing edge."
              ]
            },
            "alignment": {
              "type": "string",
              "enum": [
                "leading",
                "center",
                "trailing"
              ],
              "description": "Where along that edge the arrow sits.",
              "markdownDescription": "Where along that edge the arrow sits.\n\n- `leading`: Near the edge's leading (or top) end.\n- `center`: In the middle.\n- `trailing`: Near the edge's trailing (or bottom) end.",
              "default": "center",
              "markdownEnumDescriptions": [
                "Near the edge's leading (or top) end.",
                "In the middle.",
                "Near the edge's trailing (or bottom) end."
              ]
            }
          },
          "additionalProperties": false,
          "description": "The bubble's arrow: the edge it points from and where along it.",
          "markdownDescription": "The bubble's arrow: the edge it points from and where along it. Along a `top` or `bottom` edge `leading`/`trailing` are its horizontal ends; along a side edge, its top and bottom ends.",
          "examples": [
            {
              "edge": "top",
              "alignment": "leading"
            }
          ]
        }
      },
      "additionalProperties": false,
      "description": "Where the coach mark sits.",
      "markdownDescription": "Where the coach mark sits.",
      "examples": [
        {
          "position": "automatic",
          "anchor": {
            "target": "currentWeek"
          }
        }
      ]
    },
    "gestureHint": {
      "type": "object",
      "properties": {
        "gesture": {
          "type": "string",
          "enum": [
            "tap",
            "doubleTap",
            "longPress",
            "swipeLeft",
            "swipeRight",
            "swipeUp",
            "swipeDown",
            "pinchIn",
            "pinchOut"
          ],
          "description": "The gesture.",
          "markdownDescription": "The gesture."
        },
        "at": {
          "$ref": "#/$defs/region",
          "description": "The hand is centred on this region; absent: the screen centre.",
          "markdownDescription": "The hand is centred on this region; absent: the screen centre."
        },
        "icon": {
          "type": "string",
          "minLength": 1,
          "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
          "description": "The hand's symbol. An SF Symbol name.",
          "markdownDescription": "The hand's symbol. An SF Symbol name.",
          "examples": [
            "hand.point.up.fill",
            "hand.draw.fill"
          ]
        },
        "duration": {
          "type": "number",
          "exclusiveMinimum": 0,
          "description": "For `longPress`: how long the press is held. In seconds.",
          "markdownDescription": "For `longPress`: how long the press is held. In seconds."
        },
        "animation": {
          "$ref": "#/$defs/animation",
          "description": "The hint's animation loop.",
          "markdownDescription": "The hint's animation loop."
        }
      },
      "additionalProperties": false,
      "required": [
        "gesture"
      ],
      "description": "An animated hand demonstrating a gesture.",
      "markdownDescription": "An animated hand demonstrating a gesture.",
      "examples": [
        {
          "gesture": "tap",
          "at": {
            "target": "currentWeek",
            "offset": {
              "y": 60
            }
          },
          "icon": "hand.point.up.fill"
        }
      ]
    },
    "targetFallback": {
      "type": "object",
      "properties": {
        "target": {
          "type": "string",
          "minLength": 1,
          "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
          "description": "The target the step normally uses.",
          "markdownDescription": "The target the step normally uses."
        },
        "replacement": {
          "type": "string",
          "minLength": 1,
          "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
          "description": "The target used instead.",
          "markdownDescription": "The target used instead."
        },
        "when": {
          "type": "array",
          "items": {
            "type": "string",
            "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
          },
          "uniqueItems": true,
          "description": "Use the replacement when any of these fails...",
          "markdownDescription": "Use the replacement when any of these fails...",
          "default": []
        },
        "unless": {
          "type": "array",
          "items": {
            "type": "string",
            "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
          },
          "uniqueItems": true,
          "description": "...or when any of these holds.",
          "markdownDescription": "...or when any of these holds.",
          "default": []
        }
      },
      "additionalProperties": false,
      "required": [
        "target",
        "replacement"
      ],
      "description": "A target replaced by another when conditions say it cannot be used.",
      "markdownDescription": "A target replaced by another when conditions say it cannot be used.",
      "examples": [
        {
          "target": "filledWeeks",
          "replacement": "firstWeeks",
          "when": [
            "hasFilledWeeks"
          ]
        }
      ]
    },
    "step": {
      "type": "object",
      "required": [
        "type"
      ],
      "properties": {
        "type": {
          "description": "Which kind this is; decides the other keys allowed: page, spotlight, intents, tooltip.",
          "markdownDescription": "Which kind this is; decides the other keys allowed:\n\n- `page`: A page of a sheet, carousel or prompt.\n- `spotlight`: A coach mark over a dimmed overlay with an optional spotlight cut-out.\n- `intents`: Intents executed in order.\n- `tooltip`: A help tooltip anchored to a target."
        }
      },
      "oneOf": [
        {
          "type": "object",
          "title": "page",
          "description": "A page of a sheet, carousel or prompt.",
          "markdownDescription": "A page of a sheet, carousel or prompt.",
          "properties": {
            "type": {
              "const": "page",
              "description": "A page of a sheet, carousel or prompt.",
              "markdownDescription": "A page of a sheet, carousel or prompt."
            },
            "id": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The step id, unique in the tour.",
              "markdownDescription": "The step id, unique in the tour.",
              "examples": [
                "welcome",
                "currentWeek"
              ]
            },
            "skippable": {
              "type": "boolean",
              "description": "Whether the user may skip (leave the tour) on this step.",
              "markdownDescription": "Whether the user may skip (leave the tour) on this step.",
              "default": true
            },
            "when": {
              "type": "array",
              "items": {
                "type": "string",
                "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
              },
              "uniqueItems": true,
              "description": "Conditions that must all hold for the step to show; otherwise it is passed over.",
              "markdownDescription": "Conditions that must all hold for the step to show; otherwise it is passed over.",
              "default": []
            },
            "unless": {
              "type": "array",
              "items": {
                "type": "string",
                "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
              },
              "uniqueItems": true,
              "description": "Conditions none of which may hold for the step to show.",
              "markdownDescription": "Conditions none of which may hold for the step to show.",
              "examples": [
                [
                  "hasPhases"
                ]
              ],
              "default": []
            },
            "tags": {
              "type": "array",
              "items": {
                "type": "string",
                "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
              },
              "uniqueItems": true,
              "description": "Tags (registry ids).",
              "markdownDescription": "Tags (registry ids).",
              "default": []
            },
            "haptics": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/hapticCue"
              },
              "description": "Haptics this step plays, on top of the tour's.",
              "markdownDescription": "Haptics this step plays, on top of the tour's.",
              "default": []
            },
            "labels": {
              "$ref": "#/$defs/labelOverrides",
              "description": "Label overrides for the standard buttons on this step.",
              "markdownDescription": "Label overrides for the standard buttons on this step."
            },
            "accessibility": {
              "$ref": "#/$defs/stepAccessibility",
              "description": "VoiceOver text for the step.",
              "markdownDescription": "VoiceOver text for the step."
            },
            "note": {
              "type": "string",
              "minLength": 1,
              "description": "The product team's notes on the step, kept for readers.",
              "markdownDescription": "The product team's notes on the step, kept for readers."
            },
            "title": {
              "type": "string",
              "minLength": 1,
              "description": "The headline.",
              "markdownDescription": "The headline.",
              "examples": [
                "Welcome to Carrier Wave"
              ]
            },
            "subtitle": {
              "type": "string",
              "minLength": 1,
              "description": "A tagline under the headline.",
              "markdownDescription": "A tagline under the headline."
            },
            "body": {
              "type": "string",
              "minLength": 1,
              "description": "The body text (may span lines).",
              "markdownDescription": "The body text (may span lines)."
            },
            "icon": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
              "description": "Shown above the title. An SF Symbol name.",
              "markdownDescription": "Shown above the title. An SF Symbol name.",
              "examples": [
                "antenna.radiowaves.left.and.right"
              ]
            },
            "iconAsset": {
              "type": "string",
              "minLength": 1,
              "description": "Shown above the title instead of an SF Symbol. An asset-catalog image name.",
              "markdownDescription": "Shown above the title instead of an SF Symbol. An asset-catalog image name (`Image(name)`; a custom symbol such as `custom.bluetooth` lives there too). At most one of `icon` and `iconAsset`.",
              "examples": [
                "custom.bluetooth"
              ]
            },
            "iconColor": {
              "type": "string",
              "minLength": 1,
              "pattern": "^([a-zA-Z][a-zA-Z0-9]*|#[0-9A-Fa-f]{6})$",
              "description": "The icon's colour; absent: the tint. A colour token (`gray`, `appAccent`) or `#RRGGBB`.",
              "markdownDescription": "The icon's colour; absent: the tint. A colour token (`gray`, `appAccent`) or `#RRGGBB`.",
              "examples": [
                "appAccent"
              ]
            },
            "illustration": {
              "$ref": "#/$defs/illustration",
              "description": "A larger illustration.",
              "markdownDescription": "A larger illustration."
            },
            "content": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/block"
              },
              "description": "Rich content under the body.",
              "markdownDescription": "Rich content under the body.",
              "default": []
            },
            "actions": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/actionButton"
              },
              "description": "Extra buttons.",
              "markdownDescription": "Extra buttons.",
              "default": []
            },
            "advance": {
              "$ref": "#/$defs/advance",
              "description": "How the page advances.",
              "markdownDescription": "How the page advances.",
              "default": {
                "type": "nextButton"
              }
            }
          },
          "required": [
            "type",
            "id",
            "title"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "spotlight",
          "description": "A coach mark over a dimmed overlay with an optional spotlight cut-out.",
          "markdownDescription": "A coach mark over a dimmed overlay with an optional spotlight cut-out.",
          "properties": {
            "type": {
              "const": "spotlight",
              "description": "A coach mark over a dimmed overlay with an optional spotlight cut-out.",
              "markdownDescription": "A coach mark over a dimmed overlay with an optional spotlight cut-out."
            },
            "id": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The step id, unique in the tour.",
              "markdownDescription": "The step id, unique in the tour.",
              "examples": [
                "welcome",
                "currentWeek"
              ]
            },
            "skippable": {
              "type": "boolean",
              "description": "Whether the user may skip (leave the tour) on this step.",
              "markdownDescription": "Whether the user may skip (leave the tour) on this step.",
              "default": true
            },
            "when": {
              "type": "array",
              "items": {
                "type": "string",
                "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
              },
              "uniqueItems": true,
              "description": "Conditions that must all hold for the step to show; otherwise it is passed over.",
              "markdownDescription": "Conditions that must all hold for the step to show; otherwise it is passed over.",
              "default": []
            },
            "unless": {
              "type": "array",
              "items": {
                "type": "string",
                "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
              },
              "uniqueItems": true,
              "description": "Conditions none of which may hold for the step to show.",
              "markdownDescription": "Conditions none of which may hold for the step to show.",
              "examples": [
                [
                  "hasPhases"
                ]
              ],
              "default": []
            },
            "tags": {
              "type": "array",
              "items": {
                "type": "string",
                "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
              },
              "uniqueItems": true,
              "description": "Tags (registry ids).",
              "markdownDescription": "Tags (registry ids).",
              "default": []
            },
            "haptics": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/hapticCue"
              },
              "description": "Haptics this step plays, on top of the tour's.",
              "markdownDescription": "Haptics this step plays, on top of the tour's.",
              "default": []
            },
            "labels": {
              "$ref": "#/$defs/labelOverrides",
              "description": "Label overrides for the standard buttons on this step.",
              "markdownDescription": "Label overrides for the standard buttons on this step."
            },
            "accessibility": {
              "$ref": "#/$defs/stepAccessibility",
              "description": "VoiceOver text for the step.",
              "markdownDescription": "VoiceOver text for the step."
            },
            "note": {
              "type": "string",
              "minLength": 1,
              "description": "The product team's notes on the step, kept for readers.",
              "markdownDescription": "The product team's notes on the step, kept for readers."
            },
            "title": {
              "type": "string",
              "minLength": 1,
              "description": "The coach mark's title; absent, the bubble shows the body alone.",
              "markdownDescription": "The coach mark's title; absent, the bubble shows the body alone.",
              "examples": [
                "You Are Here"
              ]
            },
            "body": {
              "type": "string",
              "minLength": 1,
              "description": "The message (may span lines).",
              "markdownDescription": "The message (may span lines)."
            },
            "icon": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
              "description": "Shown in the bubble beside the title (or the body). An SF Symbol name.",
              "markdownDescription": "Shown in the bubble beside the title (or the body). An SF Symbol name (an asset-catalog image goes in `iconAsset`).",
              "examples": [
                "lightbulb"
              ]
            },
            "iconAsset": {
              "type": "string",
              "minLength": 1,
              "description": "Shown in the bubble instead of an SF Symbol. An asset-catalog image name.",
              "markdownDescription": "Shown in the bubble instead of an SF Symbol. An asset-catalog image name (`Image(name)`; a custom symbol such as `custom.bluetooth` lives there too). At most one of `icon` and `iconAsset`.",
              "examples": [
                "custom.bluetooth"
              ]
            },
            "hint": {
              "type": "string",
              "minLength": 1,
              "description": "The small action hint under the message.",
              "markdownDescription": "The small action hint under the message.",
              "examples": [
                "Tap anywhere to continue"
              ]
            },
            "spotlight": {
              "$ref": "#/$defs/spotlight",
              "description": "The cut-out; absent: the whole screen is dimmed.",
              "markdownDescription": "The cut-out; absent: the whole screen is dimmed."
            },
            "dim": {
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "description": "The dim level for this step (0–1); absent: `visuals.dim`.",
              "markdownDescription": "The dim level for this step (0–1); absent: `visuals.dim`.",
              "examples": [
                0.85
              ]
            },
            "coachMark": {
              "$ref": "#/$defs/coachMark",
              "description": "Where the coach mark sits.",
              "markdownDescription": "Where the coach mark sits.",
              "default": {
                "position": "center"
              }
            },
            "gestureHint": {
              "$ref": "#/$defs/gestureHint",
              "description": "An animated hand showing the gesture to make.",
              "markdownDescription": "An animated hand showing the gesture to make."
            },
            "pulseRing": {
              "$ref": "#/$defs/region",
              "description": "A pulsing ring around this region.",
              "markdownDescription": "A pulsing ring around this region."
            },
            "blocksTouches": {
              "type": "boolean",
              "description": "Whether touches on the dimmed area are blocked (only the spotlight stays interactive).",
              "markdownDescription": "Whether touches on the dimmed area are blocked (only the spotlight stays interactive).",
              "default": false
            },
            "component": {
              "$ref": "#/$defs/componentEmbed",
              "description": "A component presented with the step (e.g. a modal).",
              "markdownDescription": "A component presented with the step (e.g. a modal)."
            },
            "advance": {
              "$ref": "#/$defs/advance",
              "description": "How the step advances.",
              "markdownDescription": "How the step advances."
            },
            "celebrate": {
              "type": "boolean",
              "description": "Whether completing the step's action plays the celebration.",
              "markdownDescription": "Whether completing the step's action plays the celebration.",
              "default": false
            },
            "targetFallbacks": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/targetFallback"
              },
              "description": "Targets replaced when conditions fail.",
              "markdownDescription": "Targets replaced when conditions fail.",
              "default": []
            }
          },
          "required": [
            "type",
            "id",
            "body",
            "advance"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "intents",
          "description": "Intents executed in order.",
          "markdownDescription": "Intents executed in order.",
          "properties": {
            "type": {
              "const": "intents",
              "description": "Intents executed in order.",
              "markdownDescription": "Intents executed in order."
            },
            "id": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The step id, unique in the tour.",
              "markdownDescription": "The step id, unique in the tour.",
              "examples": [
                "welcome",
                "currentWeek"
              ]
            },
            "skippable": {
              "type": "boolean",
              "description": "Whether the user may skip (leave the tour) on this step.",
              "markdownDescription": "Whether the user may skip (leave the tour) on this step.",
              "default": true
            },
            "when": {
              "type": "array",
              "items": {
                "type": "string",
                "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
              },
              "uniqueItems": true,
              "description": "Conditions that must all hold for the step to show; otherwise it is passed over.",
              "markdownDescription": "Conditions that must all hold for the step to show; otherwise it is passed over.",
              "default": []
            },
            "unless": {
              "type": "array",
              "items": {
                "type": "string",
                "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
              },
              "uniqueItems": true,
              "description": "Conditions none of which may hold for the step to show.",
              "markdownDescription": "Conditions none of which may hold for the step to show.",
              "examples": [
                [
                  "hasPhases"
                ]
              ],
              "default": []
            },
            "tags": {
              "type": "array",
              "items": {
                "type": "string",
                "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
              },
              "uniqueItems": true,
              "description": "Tags (registry ids).",
              "markdownDescription": "Tags (registry ids).",
              "default": []
            },
            "haptics": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/hapticCue"
              },
              "description": "Haptics this step plays, on top of the tour's.",
              "markdownDescription": "Haptics this step plays, on top of the tour's.",
              "default": []
            },
            "labels": {
              "$ref": "#/$defs/labelOverrides",
              "description": "Label overrides for the standard buttons on this step.",
              "markdownDescription": "Label overrides for the standard buttons on this step."
            },
            "accessibility": {
              "$ref": "#/$defs/stepAccessibility",
              "description": "VoiceOver text for the step.",
              "markdownDescription": "VoiceOver text for the step."
            },
            "note": {
              "type": "string",
              "minLength": 1,
              "description": "The product team's notes on the step, kept for readers.",
              "markdownDescription": "The product team's notes on the step, kept for readers."
            },
            "intents": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/intent"
              },
              "minItems": 1,
              "description": "The intents.",
              "markdownDescription": "The intents."
            }
          },
          "required": [
            "type",
            "id",
            "intents"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "title": "tooltip",
          "description": "A help tooltip anchored to a target.",
          "markdownDescription": "A help tooltip anchored to a target.",
          "properties": {
            "type": {
              "const": "tooltip",
              "description": "A help tooltip anchored to a target.",
              "markdownDescription": "A help tooltip anchored to a target."
            },
            "id": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The step id, unique in the tour.",
              "markdownDescription": "The step id, unique in the tour.",
              "examples": [
                "welcome",
                "currentWeek"
              ]
            },
            "skippable": {
              "type": "boolean",
              "description": "Whether the user may skip (leave the tour) on this step.",
              "markdownDescription": "Whether the user may skip (leave the tour) on this step.",
              "default": true
            },
            "when": {
              "type": "array",
              "items": {
                "type": "string",
                "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
              },
              "uniqueItems": true,
              "description": "Conditions that must all hold for the step to show; otherwise it is passed over.",
              "markdownDescription": "Conditions that must all hold for the step to show; otherwise it is passed over.",
              "default": []
            },
            "unless": {
              "type": "array",
              "items": {
                "type": "string",
                "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
              },
              "uniqueItems": true,
              "description": "Conditions none of which may hold for the step to show.",
              "markdownDescription": "Conditions none of which may hold for the step to show.",
              "examples": [
                [
                  "hasPhases"
                ]
              ],
              "default": []
            },
            "tags": {
              "type": "array",
              "items": {
                "type": "string",
                "pattern": "^[a-z][a-zA-Z0-9_.-]*$"
              },
              "uniqueItems": true,
              "description": "Tags (registry ids).",
              "markdownDescription": "Tags (registry ids).",
              "default": []
            },
            "haptics": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/hapticCue"
              },
              "description": "Haptics this step plays, on top of the tour's.",
              "markdownDescription": "Haptics this step plays, on top of the tour's.",
              "default": []
            },
            "labels": {
              "$ref": "#/$defs/labelOverrides",
              "description": "Label overrides for the standard buttons on this step.",
              "markdownDescription": "Label overrides for the standard buttons on this step."
            },
            "accessibility": {
              "$ref": "#/$defs/stepAccessibility",
              "description": "VoiceOver text for the step.",
              "markdownDescription": "VoiceOver text for the step."
            },
            "note": {
              "type": "string",
              "minLength": 1,
              "description": "The product team's notes on the step, kept for readers.",
              "markdownDescription": "The product team's notes on the step, kept for readers."
            },
            "title": {
              "type": "string",
              "minLength": 1,
              "description": "An optional title.",
              "markdownDescription": "An optional title."
            },
            "body": {
              "type": "string",
              "minLength": 1,
              "description": "The tooltip text.",
              "markdownDescription": "The tooltip text."
            },
            "icon": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
              "description": "Shown in the tooltip beside the title (or the body). An SF Symbol name.",
              "markdownDescription": "Shown in the tooltip beside the title (or the body). An SF Symbol name (an asset-catalog image goes in `iconAsset`).",
              "examples": [
                "questionmark.circle"
              ]
            },
            "iconAsset": {
              "type": "string",
              "minLength": 1,
              "description": "Shown in the tooltip instead of an SF Symbol. An asset-catalog image name.",
              "markdownDescription": "Shown in the tooltip instead of an SF Symbol. An asset-catalog image name (`Image(name)`; a custom symbol such as `custom.bluetooth` lives there too). At most one of `icon` and `iconAsset`.",
              "examples": [
                "custom.bluetooth"
              ]
            },
            "anchor": {
              "type": "string",
              "minLength": 1,
              "pattern": "^[a-z][a-zA-Z0-9_.-]*$",
              "description": "The target it points at.",
              "markdownDescription": "The target it points at.",
              "examples": [
                "recommendationHelpButton"
              ]
            },
            "position": {
              "type": "string",
              "enum": [
                "above",
                "below",
                "leading",
                "trailing",
                "center",
                "automatic"
              ],
              "description": "Where it sits.",
              "markdownDescription": "Where it sits.\n\n- `above`: Above the anchor.\n- `below`: Below the anchor.\n- `leading`: Before the anchor (left in left-to-right).\n- `trailing`: After the anchor.\n- `center`: Centred on screen.\n- `automatic`: Above an anchor in the lower half of the screen, below one in the upper half.",
              "default": "automatic",
              "markdownEnumDescriptions": [
                "Above the anchor.",
                "Below the anchor.",
                "Before the anchor (left in left-to-right).",
                "After the anchor.",
                "Centred on screen.",
                "Above an anchor in the lower half of the screen, below one in the upper half."
              ]
            },
            "dismiss": {
              "type": "array",
              "items": {
                "type": "string",
                "enum": [
                  "tapOutside",
                  "button",
                  "swipeDown",
                  "escapeGesture"
                ],
                "description": "A dismiss method.",
                "markdownDescription": "A dismiss method."
              },
              "minItems": 1,
              "uniqueItems": true,
              "description": "How it can be dismissed.",
              "markdownDescription": "How it can be dismissed.",
              "default": [
                "tapOutside",
                "button"
              ]
            }
          },
          "required": [
            "type",
            "id",
            "body",
            "anchor"
          ],
          "additionalProperties": false
        }
      ],
      "description": "One step of the tour. Page tours (`bottomSheet`, `fullScreenCarousel`, `updatePrompt`) take `page` steps; `spotlight` tours take `spotlight` steps; `intentSequence` tours take `intents` steps; `tooltip` tours take `tooltip` steps.",
      "markdownDescription": "One step of the tour. Page tours (`bottomSheet`, `fullScreenCarousel`, `updatePrompt`) take `page` steps; `spotlight` tours take `spotlight` steps; `intentSequence` tours take `intents` steps; `tooltip` tours take `tooltip` steps.\n\nThe `type` key picks one of: `page`, `spotlight`, `intents`, `tooltip`.",
      "examples": [
        {
          "id": "welcome",
          "type": "page",
          "title": "Welcome to Carrier Wave",
          "icon": "antenna.radiowaves.left.and.right"
        }
      ]
    },
    "labelOverrides": {
      "type": "object",
      "properties": {
        "next": {
          "type": "string",
          "minLength": 1,
          "description": "The next button's label.",
          "markdownDescription": "The next button's label."
        },
        "back": {
          "type": "string",
          "minLength": 1,
          "description": "The back button's label.",
          "markdownDescription": "The back button's label."
        },
        "skip": {
          "type": "string",
          "minLength": 1,
          "description": "The skip button's label.",
          "markdownDescription": "The skip button's label."
        },
        "done": {
          "type": "string",
          "minLength": 1,
          "description": "The done button's label.",
          "markdownDescription": "The done button's label."
        },
        "dismiss": {
          "type": "string",
          "minLength": 1,
          "description": "The dismiss button's label.",
          "markdownDescription": "The dismiss button's label."
        }
      },
      "additionalProperties": false,
      "description": "Label overrides for the standard buttons.",
      "markdownDescription": "Label overrides for the standard buttons.",
      "examples": [
        {
          "done": "Get Started"
        }
      ]
    },
    "stepAccessibility": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "minLength": 1,
          "description": "Replaces the spoken label (otherwise title and body are read).",
          "markdownDescription": "Replaces the spoken label (otherwise title and body are read)."
        },
        "hint": {
          "type": "string",
          "minLength": 1,
          "description": "What happens, or how to continue without the gesture.",
          "markdownDescription": "What happens, or how to continue without the gesture."
        },
        "announcement": {
          "type": "string",
          "minLength": 1,
          "description": "Announced when the step appears.",
          "markdownDescription": "Announced when the step appears."
        }
      },
      "additionalProperties": false,
      "description": "VoiceOver text for a step.",
      "markdownDescription": "VoiceOver text for a step."
    },
    "presentation": {
      "type": "object",
      "properties": {
        "style": {
          "type": "string",
          "enum": [
            "bottomSheet",
            "fullScreenCarousel",
            "spotlight",
            "intentSequence",
            "tooltip",
            "updatePrompt"
          ],
          "description": "The presentation kind.",
          "markdownDescription": "The presentation kind.\n\n- `bottomSheet`: Pages in a bottom sheet; steps: `page`.\n- `fullScreenCarousel`: A full-screen swipe carousel with page dots; steps: `page`.\n- `spotlight`: A dimmed overlay with spotlight cut-outs and coach marks; steps: `spotlight`.\n- `intentSequence`: Steps made of ordered intents; steps: `intents`.\n- `tooltip`: A contextual help tooltip; steps: `tooltip`.\n- `updatePrompt`: A \"What's new\" prompt after a major update; steps: `page`.",
          "markdownEnumDescriptions": [
            "Pages in a bottom sheet; steps: `page`.",
            "A full-screen swipe carousel with page dots; steps: `page`.",
            "A dimmed overlay with spotlight cut-outs and coach marks; steps: `spotlight`.",
            "Steps made of ordered intents; steps: `intents`.",
            "A contextual help tooltip; steps: `tooltip`.",
            "A \"What's new\" prompt after a major update; steps: `page`."
          ]
        },
        "container": {
          "type": "string",
          "enum": [
            "sheet",
            "fullScreenCover",
            "overlay",
            "popover",
            "alert"
          ],
          "description": "The SwiftUI container. Default by style: `sheet` for bottomSheet and updatePrompt, `fullScreenCover` for fullScreenCarousel, `overlay` for spotlight and intentSequence, `popover` for tooltip.",
          "markdownDescription": "The SwiftUI container. Default by style: `sheet` for bottomSheet and updatePrompt, `fullScreenCover` for fullScreenCarousel, `overlay` for spotlight and intentSequence, `popover` for tooltip."
        },
        "background": {
          "type": "string",
          "enum": [
            "none",
            "dim",
            "blur"
          ],
          "description": "What is behind the tour content.",
          "markdownDescription": "What is behind the tour content.",
          "default": "none"
        },
        "detents": {
          "type": "array",
          "items": {
            "type": "string",
            "enum": [
              "medium",
              "large"
            ],
            "description": "A sheet height.",
            "markdownDescription": "A sheet height."
          },
          "description": "Sheet heights.",
          "markdownDescription": "Sheet heights.",
          "default": []
        },
        "dragIndicator": {
          "type": "boolean",
          "description": "Whether a sheet shows its drag indicator.",
          "markdownDescription": "Whether a sheet shows its drag indicator.",
          "default": false
        },
        "interactiveDismiss": {
          "type": "boolean",
          "description": "Whether a swipe down may dismiss a sheet.",
          "markdownDescription": "Whether a swipe down may dismiss a sheet.",
          "default": true
        },
        "progress": {
          "type": "object",
          "properties": {
            "style": {
              "type": "string",
              "enum": [
                "dots",
                "counter",
                "none"
              ],
              "description": "Dots, an \"n of m\" counter, or nothing.",
              "markdownDescription": "Dots, an \"n of m\" counter, or nothing.",
              "default": "dots"
            },
            "excludesFinalStep": {
              "type": "boolean",
              "description": "Leave a final \"complete\" step out of the count.",
              "markdownDescription": "Leave a final \"complete\" step out of the count.",
              "default": false
            },
            "hiddenForSingleStep": {
              "type": "boolean",
              "description": "Hide the indicator on one-step tours.",
              "markdownDescription": "Hide the indicator on one-step tours.",
              "default": true
            },
            "format": {
              "type": "string",
              "minLength": 1,
              "description": "The progress text, with {current} and {total} filled in.",
              "markdownDescription": "The progress text, with `{current}` (the step's 1-based position) and `{total}` (the number of steps counted) filled in.",
              "examples": [
                "{current} OF {total}",
                "Step {current} of {total}"
              ]
            }
          },
          "additionalProperties": false,
          "description": "The progress indicator.",
          "markdownDescription": "The progress indicator."
        }
      },
      "additionalProperties": false,
      "required": [
        "style"
      ],
      "description": "How the tour is presented.",
      "markdownDescription": "How the tour is presented.",
      "examples": [
        {
          "style": "bottomSheet",
          "detents": [
            "medium"
          ],
          "dragIndicator": true
        }
      ]
    },
    "flow": {
      "type": "object",
      "properties": {
        "skip": {
          "type": "object",
          "properties": {
            "available": {
              "type": "boolean",
              "description": "Whether a Skip control is offered.",
              "markdownDescription": "Whether a Skip control is offered.",
              "default": true
            },
            "confirmAfterProgress": {
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "description": "Ask for confirmation once progress reaches this fraction.",
              "markdownDescription": "Ask for confirmation once progress reaches this fraction.",
              "examples": [
                0.5
              ]
            },
            "hiddenOnLastStep": {
              "type": "boolean",
              "description": "Hide Skip on the last step.",
              "markdownDescription": "Hide Skip on the last step.",
              "default": false
            },
            "position": {
              "type": "string",
              "enum": [
                "topLeading",
                "topTrailing",
                "bottomLeading",
                "bottomTrailing",
                "inline"
              ],
              "description": "Where Skip sits.",
              "markdownDescription": "Where Skip sits.",
              "default": "bottomLeading"
            }
          },
          "additionalProperties": false,
          "description": "When and how the tour can be skipped.",
          "markdownDescription": "When and how the tour can be skipped."
        },
        "back": {
          "type": "boolean",
          "description": "Whether a Back button is offered after the first step.",
          "markdownDescription": "Whether a Back button is offered after the first step.",
          "default": false
        },
        "resume": {
          "type": "object",
          "properties": {
            "onBackground": {
              "type": "string",
              "enum": [
                "resume",
                "restart",
                "end"
              ],
              "description": "On return from the background.",
              "markdownDescription": "On return from the background.",
              "default": "resume"
            },
            "onRelaunch": {
              "type": "string",
              "enum": [
                "resume",
                "restart",
                "end"
              ],
              "description": "On the next launch.",
              "markdownDescription": "On the next launch.",
              "default": "restart"
            }
          },
          "additionalProperties": false,
          "description": "What happens after backgrounding or relaunching mid-tour.",
          "markdownDescription": "What happens after backgrounding or relaunching mid-tour."
        },
        "recovery": {
          "type": "object",
          "properties": {
            "checkpoints": {
              "type": "array",
              "items": {
                "type": "integer",
                "minimum": 0
              },
              "uniqueItems": true,
              "description": "Step indices (0-based) safe to restart from.",
              "markdownDescription": "Step indices (0-based) safe to restart from.",
              "examples": [
                [
                  0,
                  3,
                  6,
                  9
                ]
              ],
              "default": []
            },
            "fallback": {
              "$ref": "#/$defs/fallback",
              "description": "The fallback for errors without their own rule.",
              "markdownDescription": "The fallback for errors without their own rule."
            },
            "maxRetries": {
              "type": "integer",
              "minimum": 0,
              "description": "Tries before the fallback applies.",
              "markdownDescription": "Tries before the fallback applies.",
              "default": 2
            },
            "retryDelay": {
              "type": "number",
              "minimum": 0,
              "description": "Pause before a retry. In seconds.",
              "markdownDescription": "Pause before a retry. In seconds.",
              "default": 0.3
            },
            "errors": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "error": {
                    "type": "string",
                    "enum": [
                      "targetNotFound",
                      "navigationFailed",
                      "gestureAnimationFailed",
                      "unexpectedState",
                      "userCancelled"
                    ],
                    "description": "The error kind.",
                    "markdownDescription": "The error kind."
                  },
                  "fallback": {
                    "$ref": "#/$defs/fallback",
                    "description": "What to do.",
                    "markdownDescription": "What to do."
                  }
                },
                "additionalProperties": false,
                "required": [
                  "error",
                  "fallback"
                ],
                "description": "The fallback for one error kind.",
                "markdownDescription": "The fallback for one error kind."
              },
              "description": "Fallbacks per error kind.",
              "markdownDescription": "Fallbacks per error kind.",
              "default": []
            }
          },
          "additionalProperties": false,
          "required": [
            "fallback"
          ],
          "description": "Error recovery.",
          "markdownDescription": "Error recovery."
        },
        "stepDelay": {
          "type": "number",
          "minimum": 0,
          "description": "A pause between steps. In seconds.",
          "markdownDescription": "A pause between steps. In seconds.",
          "examples": [
            0.3
          ],
          "default": 0
        }
      },
      "additionalProperties": false,
      "description": "Skip, back, resume and recovery rules.",
      "markdownDescription": "Skip, back, resume and recovery rules."
    },
    "persistence": {
      "type": "object",
      "properties": {
        "onceKeys": {
          "type": "array",
          "items": {
            "type": "string",
            "minLength": 1
          },
          "uniqueItems": true,
          "description": "Show-once keys: automatic triggers start the tour only while none is marked.",
          "markdownDescription": "Show-once keys: automatic triggers start the tour only while none is marked.",
          "examples": [
            [
              "tour.seenMiniTours"
            ]
          ],
          "default": []
        },
        "progressKey": {
          "type": "string",
          "minLength": 1,
          "description": "Where the current step is stored for resuming. Any printable text (e.g. `bwPreferencesStorage:introCarouselShown`): no control characters, no leading or trailing spaces, at most 256 characters.",
          "markdownDescription": "Where the current step is stored for resuming. Any printable text (e.g. `bwPreferencesStorage:introCarouselShown`): no control characters, no leading or trailing spaces, at most 256 characters."
        },
        "updates": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "outcomes": {
                "type": "array",
                "items": {
                  "type": "string",
                  "enum": [
                    "started",
                    "completed",
                    "skipped",
                    "dismissed",
                    "stepChanged",
                    "reset"
                  ],
                  "description": "An outcome.",
                  "markdownDescription": "An outcome."
                },
                "minItems": 1,
                "uniqueItems": true,
                "description": "The outcomes that trigger the write.",
                "markdownDescription": "The outcomes that trigger the write."
              },
              "key": {
                "type": "string",
                "minLength": 1,
                "description": "The persistence key. Any printable text (e.g. `bwPreferencesStorage:introCarouselShown`): no control characters, no leading or trailing spaces, at most 256 characters.",
                "markdownDescription": "The persistence key. Any printable text (e.g. `bwPreferencesStorage:introCarouselShown`): no control characters, no leading or trailing spaces, at most 256 characters."
              },
              "operation": {
                "type": "string",
                "enum": [
                  "set",
                  "insert",
                  "remove",
                  "clear"
                ],
                "description": "How the value is written.",
                "markdownDescription": "How the value is written.",
                "default": "set"
              },
              "value": {
                "type": [
                  "boolean",
                  "string"
                ],
                "description": "The value: `true`/`false`, a string, or `$tourId`, `$appVersion`, `$now`, `$stepIndex`.",
                "markdownDescription": "The value: `true`/`false`, a string, or `$tourId`, `$appVersion`, `$now`, `$stepIndex`.",
                "examples": [
                  true,
                  "$tourId"
                ]
              }
            },
            "additionalProperties": false,
            "required": [
              "outcomes",
              "key"
            ],
            "description": "A write when the tour reaches an outcome.",
            "markdownDescription": "A write when the tour reaches an outcome.",
            "examples": [
              {
                "outcomes": [
                  "completed",
                  "skipped"
                ],
                "key": "hasCompletedOnboarding",
                "value": true
              }
            ]
          },
          "description": "Writes on outcomes.",
          "markdownDescription": "Writes on outcomes.",
          "default": []
        }
      },
      "additionalProperties": false,
      "description": "What the tour reads and writes in storage (registry `persistence` keys).",
      "markdownDescription": "What the tour reads and writes in storage (registry `persistence` keys)."
    },
    "visuals": {
      "type": "object",
      "properties": {
        "dim": {
          "type": "number",
          "minimum": 0,
          "maximum": 1,
          "description": "The overlay's dim level (0–1).",
          "markdownDescription": "The overlay's dim level (0–1).",
          "examples": [
            0.75
          ]
        },
        "animations": {
          "type": "object",
          "properties": {
            "overlayAppear": {
              "$ref": "#/$defs/animation",
              "description": "The overlay appearing.",
              "markdownDescription": "The overlay appearing."
            },
            "stepTransition": {
              "$ref": "#/$defs/animation",
              "description": "Moving between steps.",
              "markdownDescription": "Moving between steps."
            },
            "pageTransition": {
              "$ref": "#/$defs/animation",
              "description": "Swiping between pages.",
              "markdownDescription": "Swiping between pages."
            },
            "spotlightChange": {
              "$ref": "#/$defs/animation",
              "description": "The spotlight morphing to a new target.",
              "markdownDescription": "The spotlight morphing to a new target."
            },
            "tooltipAppear": {
              "$ref": "#/$defs/animation",
              "description": "A tooltip appearing.",
              "markdownDescription": "A tooltip appearing."
            },
            "tooltipCrossfade": {
              "$ref": "#/$defs/animation",
              "description": "Crossfading tooltips.",
              "markdownDescription": "Crossfading tooltips."
            },
            "pulseRing": {
              "$ref": "#/$defs/animation",
              "description": "The pulse ring's loop.",
              "markdownDescription": "The pulse ring's loop."
            },
            "celebration": {
              "$ref": "#/$defs/animation",
              "description": "The celebration burst.",
              "markdownDescription": "The celebration burst."
            },
            "progress": {
              "$ref": "#/$defs/animation",
              "description": "Progress dots updating.",
              "markdownDescription": "Progress dots updating."
            },
            "finalDismiss": {
              "$ref": "#/$defs/animation",
              "description": "The tour fading out.",
              "markdownDescription": "The tour fading out."
            }
          },
          "additionalProperties": false,
          "description": "Animation timings by role.",
          "markdownDescription": "Animation timings by role."
        },
        "haptics": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/hapticCue"
          },
          "description": "Haptics for every step.",
          "markdownDescription": "Haptics for every step.",
          "default": []
        },
        "celebration": {
          "type": "object",
          "properties": {
            "style": {
              "type": "string",
              "enum": [
                "burst",
                "confetti",
                "none"
              ],
              "description": "The kind.",
              "markdownDescription": "The kind.",
              "default": "burst"
            },
            "particleCount": {
              "type": "integer",
              "minimum": 1,
              "description": "Particles.",
              "markdownDescription": "Particles."
            },
            "colors": {
              "type": "array",
              "items": {
                "type": "string",
                "pattern": "^([a-zA-Z][a-zA-Z0-9]*|#[0-9A-Fa-f]{6})$"
              },
              "description": "Particle colours.",
              "markdownDescription": "Particle colours.",
              "default": []
            },
            "particleSize": {
              "type": "object",
              "properties": {
                "min": {
                  "type": "number",
                  "minimum": 0,
                  "description": "Smallest.",
                  "markdownDescription": "Smallest."
                },
                "max": {
                  "type": "number",
                  "minimum": 0,
                  "description": "Largest.",
                  "markdownDescription": "Largest."
                }
              },
              "additionalProperties": false,
              "required": [
                "min",
                "max"
              ],
              "description": "Particle diameter range in points.",
              "markdownDescription": "Particle diameter range in points."
            },
            "spread": {
              "type": "number",
              "minimum": 0,
              "description": "How far particles travel, in points.",
              "markdownDescription": "How far particles travel, in points."
            },
            "visibleFor": {
              "type": "number",
              "exclusiveMinimum": 0,
              "description": "How long it stays on screen. In seconds.",
              "markdownDescription": "How long it stays on screen. In seconds."
            },
            "haptic": {
              "type": "string",
              "enum": [
                "light",
                "medium",
                "heavy",
                "soft",
                "rigid",
                "success",
                "warning",
                "error",
                "selection"
              ],
              "description": "The haptic played with it.",
              "markdownDescription": "The haptic played with it."
            }
          },
          "additionalProperties": false,
          "description": "The celebration for completed actions.",
          "markdownDescription": "The celebration for completed actions."
        },
        "pulseRing": {
          "type": "object",
          "properties": {
            "scale": {
              "type": "number",
              "exclusiveMinimum": 0,
              "description": "The scale the outer ring grows to.",
              "markdownDescription": "The scale the outer ring grows to.",
              "default": 1.6
            },
            "lineWidth": {
              "type": "number",
              "exclusiveMinimum": 0,
              "description": "Stroke width in points.",
              "markdownDescription": "Stroke width in points.",
              "default": 2
            },
            "opacity": {
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "description": "The outer ring's starting opacity.",
              "markdownDescription": "The outer ring's starting opacity.",
              "default": 0.8
            },
            "innerOpacity": {
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "description": "Opacity of a static inner ring at the region's edge; absent: no inner ring.",
              "markdownDescription": "Opacity of a static inner ring at the region's edge; absent: no inner ring.",
              "examples": [
                0.6
              ]
            },
            "color": {
              "type": "string",
              "minLength": 1,
              "pattern": "^([a-zA-Z][a-zA-Z0-9]*|#[0-9A-Fa-f]{6})$",
              "description": "The ring colour. A colour token (`gray`, `appAccent`) or `#RRGGBB`.",
              "markdownDescription": "The ring colour. A colour token (`gray`, `appAccent`) or `#RRGGBB`.",
              "default": "white"
            }
          },
          "additionalProperties": false,
          "description": "The pulse ring's look.",
          "markdownDescription": "The pulse ring's look."
        },
        "tooltip": {
          "type": "object",
          "properties": {
            "maxWidth": {
              "type": "number",
              "exclusiveMinimum": 0,
              "description": "Maximum width in points.",
              "markdownDescription": "Maximum width in points."
            },
            "cornerRadius": {
              "type": "number",
              "minimum": 0,
              "description": "Corner radius in points.",
              "markdownDescription": "Corner radius in points."
            },
            "material": {
              "type": "string",
              "enum": [
                "ultraThin",
                "thin",
                "regular",
                "thick",
                "solid"
              ],
              "description": "Background material.",
              "markdownDescription": "Background material."
            },
            "colorScheme": {
              "type": "string",
              "enum": [
                "light",
                "dark",
                "system"
              ],
              "description": "Forced colour scheme.",
              "markdownDescription": "Forced colour scheme."
            }
          },
          "additionalProperties": false,
          "description": "The coach-mark / tooltip bubble's look.",
          "markdownDescription": "The coach-mark / tooltip bubble's look."
        },
        "accentColor": {
          "type": "string",
          "minLength": 1,
          "pattern": "^([a-zA-Z][a-zA-Z0-9]*|#[0-9A-Fa-f]{6})$",
          "description": "The accent colour. A colour token (`gray`, `appAccent`) or `#RRGGBB`.",
          "markdownDescription": "The accent colour. A colour token (`gray`, `appAccent`) or `#RRGGBB`.",
          "examples": [
            "appAccent"
          ]
        },
        "titleDesign": {
          "type": "string",
          "enum": [
            "default",
            "rounded",
            "serif",
            "monospaced"
          ],
          "description": "The headline font design.",
          "markdownDescription": "The headline font design."
        }
      },
      "additionalProperties": false,
      "description": "How the tour looks and feels.",
      "markdownDescription": "How the tour looks and feels."
    },
    "labels": {
      "type": "object",
      "properties": {
        "next": {
          "type": "string",
          "minLength": 1,
          "description": "Advances one step.",
          "markdownDescription": "Advances one step.",
          "default": "Next"
        },
        "back": {
          "type": "string",
          "minLength": 1,
          "description": "Goes back one step.",
          "markdownDescription": "Goes back one step.",
          "default": "Back"
        },
        "skip": {
          "type": "string",
          "minLength": 1,
          "description": "Leaves the tour.",
          "markdownDescription": "Leaves the tour.",
          "default": "Skip"
        },
        "done": {
          "type": "string",
          "minLength": 1,
          "description": "Finishes the tour on its last step.",
          "markdownDescription": "Finishes the tour on its last step.",
          "examples": [
            "Get Started"
          ],
          "default": "Done"
        },
        "dismiss": {
          "type": "string",
          "minLength": 1,
          "description": "Closes a prompt, tooltip or sheet.",
          "markdownDescription": "Closes a prompt, tooltip or sheet.",
          "examples": [
            "Got it"
          ],
          "default": "Dismiss"
        }
      },
      "additionalProperties": false,
      "description": "Labels of the standard buttons.",
      "markdownDescription": "Labels of the standard buttons."
    },
    "accessibility": {
      "type": "object",
      "properties": {
        "announceSteps": {
          "type": "boolean",
          "description": "Announce step content to VoiceOver as it appears.",
          "markdownDescription": "Announce step content to VoiceOver as it appears.",
          "default": true
        },
        "trapsFocus": {
          "type": "boolean",
          "description": "Keep VoiceOver focus inside the tour.",
          "markdownDescription": "Keep VoiceOver focus inside the tour.",
          "default": false
        },
        "focusOrder": {
          "type": "array",
          "items": {
            "type": "string",
            "enum": [
              "title",
              "body",
              "tooltip",
              "content",
              "nextButton",
              "backButton",
              "skipButton",
              "doneButton",
              "dismissButton"
            ],
            "description": "An element.",
            "markdownDescription": "An element."
          },
          "uniqueItems": true,
          "description": "VoiceOver focus order.",
          "markdownDescription": "VoiceOver focus order.",
          "default": []
        },
        "escapeDismisses": {
          "type": "boolean",
          "description": "The VoiceOver escape gesture dismisses the tour.",
          "markdownDescription": "The VoiceOver escape gesture dismisses the tour.",
          "default": false
        },
        "respectsReduceMotion": {
          "type": "boolean",
          "description": "Replace motion with fades when Reduce Motion is on.",
          "markdownDescription": "Replace motion with fades when Reduce Motion is on.",
          "default": true
        },
        "dynamicType": {
          "type": "boolean",
          "description": "Text follows Dynamic Type.",
          "markdownDescription": "Text follows Dynamic Type.",
          "default": true
        },
        "minimumTouchTarget": {
          "type": "number",
          "minimum": 0,
          "description": "Minimum touch target for every control, in points.",
          "markdownDescription": "Minimum touch target for every control, in points.",
          "default": 44
        },
        "touchTargets": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "control": {
                "type": "string",
                "enum": [
                  "next",
                  "back",
                  "skip",
                  "done",
                  "dismiss",
                  "help"
                ],
                "description": "The control.",
                "markdownDescription": "The control."
              },
              "minimum": {
                "type": "number",
                "exclusiveMinimum": 0,
                "description": "Minimum width and height in points.",
                "markdownDescription": "Minimum width and height in points."
              }
            },
            "additionalProperties": false,
            "required": [
              "control",
              "minimum"
            ],
            "description": "A larger minimum for one control.",
            "markdownDescription": "A larger minimum for one control."
          },
          "description": "Per-control minimums.",
          "markdownDescription": "Per-control minimums.",
          "default": []
        },
        "notes": {
          "type": "array",
          "items": {
            "type": "string",
            "minLength": 1
          },
          "description": "Further requirements in words.",
          "markdownDescription": "Further requirements in words.",
          "default": []
        }
      },
      "additionalProperties": false,
      "description": "Accessibility rules.",
      "markdownDescription": "Accessibility rules."
    },
    "edgeCase": {
      "type": "object",
      "properties": {
        "scenario": {
          "type": "string",
          "minLength": 1,
          "description": "What happens.",
          "markdownDescription": "What happens.",
          "examples": [
            "User dismisses phase modal without action"
          ]
        },
        "behavior": {
          "type": "string",
          "minLength": 1,
          "description": "What the tour does.",
          "markdownDescription": "What the tour does.",
          "examples": [
            "Still advance to next step"
          ]
        },
        "rule": {
          "type": "string",
          "minLength": 1,
          "description": "Where in this tour the behaviour is expressed.",
          "markdownDescription": "Where in this tour the behaviour is expressed.",
          "examples": [
            "steps.addPhase.advance"
          ]
        }
      },
      "additionalProperties": false,
      "required": [
        "scenario",
        "behavior"
      ],
      "description": "A row of the product team's edge-case table.",
      "markdownDescription": "A row of the product team's edge-case table."
    }
  }
}
"""##
}
