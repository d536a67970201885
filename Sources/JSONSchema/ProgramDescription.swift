import YAMLLoader

extension CompiledSchema {
    /// The program as text, without source positions (for tests that compare two compilations,
    /// e.g. of a schema and of its compact form).
    var programDescription: String {
        var lines: [String] = ["root \(program.root)"]
        for (i, node) in program.nodes.enumerated() {
            lines.append("#\(i) \(node.location) constant=\(String(describing: node.constant)) resource=\(node.resource) annotations=\(node.needsAnnotations)")
            lines.append("  required=\(node.required) names=\(node.propertyNames)")
            lines.append("  discriminators=" + node.discriminators.map { "\($0.name)=\(SchemaCompactor.valueText($0.value))" }.joined(separator: ","))
            for keyword in node.keywords {
                switch keyword {
                case .enumeration(let values):
                    lines.append("  enum " + values.map { SchemaCompactor.valueText($0) }.joined(separator: ","))
                case .constant(let value):
                    lines.append("  const " + SchemaCompactor.valueText(value))
                case .pattern(let regex):
                    lines.append("  pattern " + regex.source)
                case .properties(let box):
                    let applicator = box.value
                    lines.append("  properties \(applicator.properties.entries.sorted { $0.name < $1.name }.map { "\($0.name)->\($0.node)" }) additional=\(String(describing: applicator.additional)) "
                                 + applicator.patterns.map { "\($0.regex.source)->\($0.node)" }.joined(separator: ","))
                default:
                    lines.append("  \(keyword)")
                }
            }
        }
        for resource in program.resources {
            lines.append("resource \(resource.uri) " + resource.dynamicAnchors.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))
        }
        return lines.joined(separator: "\n")
    }
}
