/// Gathers a run's loaded files folder by folder and says when a folder is complete, so
/// `Checker` can hand it to the stages' `FolderCheckRun`s and then drop its documents.
///
/// The file list is known before loading starts, so the last file of each folder is known too:
/// a folder is complete once that file was processed (loaded or not). This holds for any order
/// of the list (several command-line roots, sub-folders sorting between a folder's files), and
/// for the usual sorted tree only one app's documents are held at a time.
struct FolderBatches {
    struct Folder: Sendable {
        /// The folder, as `AppFolders.directory(of:)` names it.
        var folder: String
        /// The run position (among loaded files) of its first loaded file.
        var order: Int
        var files: [LoadedFile]
    }

    private let enabled: Bool
    private let folderOfFile: [String]
    /// Whether the run's file number `i` is the last of its folder.
    private var isLastOfFolder: [Bool] = []
    /// The folders with files in and more to come: a list, as only a few are ever open at once
    /// (one for a sorted tree), and a dictionary of `Folder`s would be one more generic type to
    /// instantiate at start-up (see `AppScope`).
    private var pending: [Folder] = []

    /// - Parameter enabled: false when no stage checks folder by folder (then nothing is held).
    init(files: [String], enabled: Bool) {
        self.enabled = enabled
        folderOfFile = enabled ? files.map(AppFolders.directory(of:)) : []
        // Sorting the positions by folder puts each folder's files together, in run order, so
        // each group's last is its folder's last file. No `[String: Int]`: this runs on the main
        // thread before any file is loaded, and the first dictionary type a process uses costs a
        // scan of every protocol-conformance record (see `AppScope`).
        let byFolder = folderOfFile.indices.sorted { a, b in
            folderOfFile[a] != folderOfFile[b] ? folderOfFile[a] < folderOfFile[b] : a < b
        }
        isLastOfFolder = Array(repeating: false, count: folderOfFile.count)
        for (k, index) in byFolder.enumerated()
        where k + 1 == byFolder.count || folderOfFile[byFolder[k + 1]] != folderOfFile[index] {
            isLastOfFolder[index] = true
        }
    }

    /// Holds a loaded file until its folder is complete; `loadedIndex` is its position among the
    /// run's loaded files.
    mutating func add(_ file: LoadedFile, loadedIndex: Int) {
        guard enabled else { return }
        let folder = AppFolders.directory(of: file.path)
        if let i = pending.firstIndex(where: { $0.folder == folder }) {
            pending[i].files.append(file)
        } else {
            pending.append(Folder(folder: folder, order: loadedIndex, files: [file]))
        }
    }

    /// The folder whose last file is the run's file number `index`, once that file was processed;
    /// nil when the folder has more files to come or none of its files loaded.
    mutating func complete(at index: Int) -> Folder? {
        guard enabled else { return nil }
        let folder = folderOfFile[index]
        guard isLastOfFolder[index], let i = pending.firstIndex(where: { $0.folder == folder }) else { return nil }
        return pending.remove(at: i)
    }
}
