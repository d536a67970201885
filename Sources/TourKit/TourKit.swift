/// TourKit: the runtime model of compiled onboarding tours. Placeholder until the build issue.
public enum TourKitVersion {
    public static let format = 1
}
