import Foundation

/// The last few String Catalogs read without their JSON (`StringCatalog.read(keepingJSON:
/// false)`), by path and bytes: `tourc build` checks an app (reading its catalog) and then
/// writes its language files (reading it again) on the same thread moments later, and with 64
/// languages the second parse was a fifth of the build (docs/performance-notes.md, issue 23).
///
/// A hit needs the same path and the same bytes (compared in full, so a file edited in
/// between is read again), and only reads that reported nothing are kept, so a cached catalog
/// never hides a diagnostic. At most `limit` catalogs are held, so a build of many apps keeps
/// only the few its threads are working on. Only a build turns it on (`keepsReads`): `tourc check`
/// reads each catalog once, and keeping its trees would only raise its peak memory.
enum CatalogReadCache {
    static let limit = 4

    private final class Storage: @unchecked Sendable {
        // @unchecked: every access holds `lock`.
        let lock = NSLock()
        var entries: [(path: String, bytes: [UInt8], catalog: StringCatalog)] = []
        var on = false
    }

    private static let storage = Storage()

    /// From now on, reads are kept (for the rest of the process).
    static func keepsReads() {
        storage.lock.withLock { storage.on = true }
    }

    static func lookup(path: String, bytes: [UInt8]) -> StringCatalog? {
        storage.lock.withLock {
            storage.entries.first { $0.path == path && $0.bytes == bytes }?.catalog
        }
    }

    static func store(path: String, bytes: [UInt8], catalog: StringCatalog) {
        storage.lock.withLock {
            guard storage.on else { return }
            storage.entries.removeAll { $0.path == path }
            storage.entries.append((path, bytes, catalog))
            if storage.entries.count > limit { storage.entries.removeFirst(storage.entries.count - limit) }
        }
    }
}
