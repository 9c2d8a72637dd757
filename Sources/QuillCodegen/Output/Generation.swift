import Foundation
import GraphQL

/// One run of the generator on files, as `quill generate` and the build plugin's
/// `quill-codegen` make it: read the configuration, the schema and the operations,
/// generate, and write the files whose text changed. Nothing is written unless everything
/// generated.
public struct Generation: Sendable {
    /// Operation files, and directories searched for `.graphql` files.
    public var inputs: [String]
    /// The schema; else the configuration's `schema`.
    public var schemaPath: String?
    /// A `.swift` file, or a directory.
    public var output: String
    /// The options given on the command line, over the configuration's.
    public var options: CodegenOptions
    /// The configuration file; else `quill-codegen.json` in the operations' directory (the
    /// deepest one that holds them all), if there is one.
    public var configurationPath: String?
    /// Where to write the operations' manifest (`OperationManifest`, JSON) too; nil writes none.
    public var operationManifestPath: String?

    public init(
        inputs: [String], schemaPath: String?, output: String, options: CodegenOptions = CodegenOptions(),
        configurationPath: String? = nil, operationManifestPath: String? = nil
    ) {
        self.inputs = inputs
        self.schemaPath = schemaPath
        self.output = output
        self.options = options
        self.configurationPath = configurationPath
        self.operationManifestPath = operationManifestPath
    }

    public static let configurationFileName = "quill-codegen.json"

    /// What a run did to the output, by file path.
    public struct Report: Sendable, Hashable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
    }

    public func run() throws(CodegenFailure) -> Report {
        var operationPaths = try expand(inputs)
        let (fileOptions, origin) = try configuration(for: operationPaths)
        let options = self.options.merging(over: fileOptions)
        guard let schemaPath = self.schemaPath ?? options.schema.map({ resolve($0, relativeTo: origin) }) else {
            throw CodegenFailure(file: "quill", "no schema: give --schema, or \"schema\" in \(Self.configurationFileName)")
        }
        // `find . -name '*.graphql'` (the seed's build phase) finds an SDL schema too.
        let schemaURL = URL(fileURLWithPath: schemaPath).standardizedFileURL
        operationPaths.removeAll { URL(fileURLWithPath: $0).standardizedFileURL == schemaURL }
        let schema = try SchemaLoader.load(path: schemaPath, text: try read(schemaPath))
        var files: [OperationFile] = []
        for path in operationPaths { files.append(OperationFile(path: path, text: try read(path))) }
        let isFile = output.hasSuffix(".swift")
        let layout: Codegen.Layout = isFile ? .file(URL(fileURLWithPath: output).lastPathComponent) : .directory
        let generated = try Codegen.generate(
            schema: schema, operations: files, options: options, optionsOrigin: origin ?? "the command line", layout: layout)
        let manifest = try operationManifestPath.map { _ throws(CodegenFailure) in
            try Codegen.operationManifest(schema: schema, operations: files, options: options, optionsOrigin: origin ?? "the command line")
        }
        let directory = isFile ? URL(fileURLWithPath: output).deletingLastPathComponent() : URL(fileURLWithPath: output)
        var report = try write(generated, in: directory, removingStale: !isFile)
        if let operationManifestPath, let manifest {
            let url = URL(fileURLWithPath: operationManifestPath)
            do {
                try writeIfChanged(manifest.json(), to: url, report: &report)
            } catch {
                throw CodegenFailure(file: operationManifestPath, "cannot write: \(Self.reason(error))")
            }
        }
        return report
    }

    /// The operation files: the files given, and the `.graphql` files under the directories
    /// given, sorted (so that the output does not depend on the order `find` lists them in).
    private func expand(_ inputs: [String]) throws(CodegenFailure) -> [String] {
        var paths: [String] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw CodegenFailure(file: input, "no such file or directory")
            }
            guard isDirectory.boolValue else {
                paths.append(input)
                continue
            }
            let found = FileManager.default.enumerator(atPath: input)?.compactMap { $0 as? String } ?? []
            paths += found.filter { $0.hasSuffix(".graphql") }.map { (input as NSString).appendingPathComponent($0) }
        }
        return Array(Set(paths)).sorted()
    }

    /// The configuration file's options, and its path (nil when there is none).
    private func configuration(for paths: [String]) throws(CodegenFailure) -> (CodegenOptions, String?) {
        let path: String
        if let configurationPath {
            path = configurationPath
        } else {
            let candidate = commonDirectory(of: paths).appendingPathComponent(Self.configurationFileName).path
            guard FileManager.default.fileExists(atPath: candidate) else { return (CodegenOptions(), nil) }
            path = candidate
        }
        return (try CodegenOptions.read(path: path, text: try read(path)), path)
    }

    /// The deepest directory holding all of `paths`.
    private func commonDirectory(of paths: [String]) -> URL {
        let directories = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().pathComponents }
        guard var common = directories.first else { return URL(fileURLWithPath: ".") }
        for components in directories.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: common.isEmpty ? "/" : NSString.path(withComponents: common))
    }

    private func resolve(_ path: String, relativeTo configurationPath: String?) -> String {
        guard !path.hasPrefix("/"), let configurationPath else { return path }
        return (((configurationPath as NSString).deletingLastPathComponent) as NSString).appendingPathComponent(path)
    }

    private func read(_ path: String) throws(CodegenFailure) -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw CodegenFailure(file: path, "cannot read: \(Self.reason(error))")
        }
    }

    /// Writes the files whose text differs from what is there, each atomically; in a
    /// directory output, removes the files an earlier run generated for operation files
    /// that are gone.
    private func write(_ files: [Codegen.File], in directory: URL, removingStale: Bool) throws(CodegenFailure) -> Report {
        var report = Report()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for file in files {
                try writeIfChanged(file.contents, to: directory.appendingPathComponent(file.name), report: &report)
            }
            guard removingStale else { return report }
            let names = Set(files.map(\.name))
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            where name.hasSuffix(".graphql.swift") && !names.contains(name) {
                let url = directory.appendingPathComponent(name)
                guard let text = try? String(contentsOf: url, encoding: .utf8), text.hasPrefix("// @generated by quill") else { continue }
                try FileManager.default.removeItem(at: url)
                report.removed.append(url.path)
            }
            return report
        } catch {
            throw CodegenFailure(file: directory.path, "cannot write: \(Self.reason(error))")
        }
    }

    /// Writes `text` to `url` atomically unless the file holds it already.
    private func writeIfChanged(_ text: String, to url: URL, report: inout Report) throws {
        let bytes = Data(text.utf8)
        if (try? Data(contentsOf: url)) == bytes {
            report.unchanged.append(url.path)
        } else {
            try bytes.write(to: url, options: .atomic)
            report.written.append(url.path)
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, let posix = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(posix.rawValue))
        }
        return nsError.localizedDescription
    }
}
