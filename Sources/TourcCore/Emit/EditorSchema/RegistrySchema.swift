/// The schema of `app.yaml` as tourc embeds it, for `tourc schema --app-file` and the modeline
/// `tourc init` gives app.yaml: an editor then checks and completes the registry from the first
/// minute, before any build.
public enum RegistrySchema {
    public static var text: String { TourSchemas.document("app.schema.json") ?? "{}" }
}
