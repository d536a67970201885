extension AppRegistry {
    /// The versions marked major, in authored order: the ones that warrant an update prompt.
    public var majorVersions: [String] {
        versions.filter(\.major).map(\.version)
    }
}
