/// What `--version` prints and SARIF logs name.
public enum ToolInfo {
    public static let name = "tourc"
    public static let version = "0.1.0"
}
