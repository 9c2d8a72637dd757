import Foundation
import GraphQL

/// One run of the generator on files, as `quill generate` and the build plugin's
/// `quill-codegen` make it: read the configuration, the schema and the operations,
/// generate, and write the files whose text changed. Nothing is written unless everything
/// generated.
public struct Generation: Sendable {
    /// Operation files, and directories searched for `.graphql` files; none: an Apollo
    /// configuration's `operationSearchPaths`.
    public var inputs: [String]
    /// The schema; else the configuration's `schema`.
    public var schemaPath: String?
    /// A `.swift` file, or a directory; empty: an Apollo configuration's `output`.
    public var output: String
    /// The options given on the command line, over the configuration's.
    public var options: CodegenOptions
    /// The configuration file (`quill-codegen.json`'s options, or an Apollo iOS
    /// `apollo-codegen-config.json`); else either in the operations' directory (the deepest
    /// one that holds them all), if there is one.
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
        /// What the configuration asked for that was ignored.
        public var warnings: [CodegenDiagnostic] = []
    }

    public func run() throws(CodegenFailure) -> Report {
        let expanded = try expand(inputs)
        let configuration = try configuration(for: expanded)
        var operationPaths = inputs.isEmpty ? configuration.operationPaths : expanded
        var options = self.options.merging(over: configuration.options)
        let schemaPaths = schemaPath.map { [$0] } ?? configuration.schemaPaths
        guard !schemaPaths.isEmpty else {
            throw CodegenFailure(file: "quill", "no schema: give --schema, or \"schema\" in \(Self.configurationFileName)")
        }
        guard let output = output.isEmpty ? configuration.output : output else {
            throw CodegenFailure(file: "quill", "no output: give --output, or \"output\" in \(ApolloConfiguration.fileName)")
        }
        // `find . -name '*.graphql'` (the seed's build phase) finds an SDL schema too.
        let schemaURLs = Set(schemaPaths.map { URL(fileURLWithPath: $0).standardizedFileURL })
        operationPaths.removeAll { schemaURLs.contains(URL(fileURLWithPath: $0).standardizedFileURL) }
        var schemaFiles: [(path: String, text: String)] = []
        for path in schemaPaths { schemaFiles.append((path, try read(path))) }
        let schema = try SchemaLoader.load(files: schemaFiles)
        CachePolicies(sdl: schemaFiles.map(\.text)).apply(to: &options)
        var files: [OperationFile] = []
        for path in operationPaths { files.append(OperationFile(path: path, text: try read(path))) }
        let isFile = output.hasSuffix(".swift")
        let layout: Codegen.Layout = isFile ? .file(URL(fileURLWithPath: output).lastPathComponent) : .directory
        let origin = configuration.origin ?? "the command line"
        let generated = try Codegen.generate(schema: schema, operations: files, options: options, optionsOrigin: origin, layout: layout)
        let manifestPath = operationManifestPath ?? configuration.operationManifestPath
        let manifest = try manifestPath.map { _ throws(CodegenFailure) in
            try Codegen.operationManifest(schema: schema, operations: files, options: options, optionsOrigin: origin)
        }
        let directory = isFile ? URL(fileURLWithPath: output).deletingLastPathComponent() : URL(fileURLWithPath: output)
        // Apollo's `output.operations` may put an operations file's Swift elsewhere.
        var placed: [String: URL] = [:]
        if self.output.isEmpty, let route = configuration.operationsDirectory {
            for path in operationPaths { placed[Codegen.outputFileName(forOperationsAt: path)] = URL(fileURLWithPath: route(path)) }
        }
        var report = try write(generated, in: directory, placed: placed, removingStale: !isFile && placed.isEmpty)
        report.warnings = configuration.warnings
        if let manifestPath, let manifest {
            let url = URL(fileURLWithPath: manifestPath)
            do {
                try writeIfChanged(manifest.json(), to: url, report: &report)
            } catch {
                throw CodegenFailure(file: manifestPath, "cannot write: \(Self.reason(error))")
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

    /// What a configuration file says: Quill's options, or an Apollo configuration's
    /// inputs, outputs and options, its paths resolved.
    private struct Configuration {
        var options = CodegenOptions()
        /// The file's path; nil when there is none.
        var origin: String?
        var schemaPaths: [String] = []
        var operationPaths: [String] = []
        var output: String?
        /// The directory of an operations file's Swift, when not the output's.
        var operationsDirectory: (@Sendable (String) -> String)?
        var operationManifestPath: String?
        var warnings: [CodegenDiagnostic] = []
    }

    /// The configuration file's (`--config`, else `quill-codegen.json` or
    /// `apollo-codegen-config.json` in the operations' directory, if there is one).
    private func configuration(for paths: [String]) throws(CodegenFailure) -> Configuration {
        let path: String
        if let configurationPath {
            path = configurationPath
        } else {
            let directory = commonDirectory(of: paths)
            let candidates = [Self.configurationFileName, ApolloConfiguration.fileName].map { directory.appendingPathComponent($0).path }
            guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else { return Configuration() }
            path = found
        }
        let object = try CodegenOptions.jsonObject(path: path, text: try read(path))
        guard ApolloConfiguration.isApollo(object) || path.hasSuffix(ApolloConfiguration.fileName) else {
            let options = try CodegenOptions.read(path: path, object: object)
            return Configuration(options: options, origin: path, schemaPaths: options.schema.map { [resolve($0, relativeTo: path)] } ?? [])
        }
        let apollo = try ApolloConfiguration(path: path, object: object)
        let base = (path as NSString).deletingLastPathComponent
        var configuration = Configuration(
            options: apollo.options, origin: path,
            schemaPaths: Glob.files(matching: apollo.schemaPatterns, base: base),
            operationPaths: Glob.files(matching: apollo.operationPatterns, base: base),
            output: resolve(apollo.schemaTypesPath, relativeTo: path),
            operationManifestPath: apollo.operationManifestPath.map { resolve($0, relativeTo: path) }, warnings: apollo.warnings)
        if configuration.schemaPaths.isEmpty {
            throw CodegenFailure(file: path, "\"input\".\"schemaSearchPaths\": no file matches \(apollo.schemaPatterns)")
        }
        switch apollo.operations {
        case .inSchemaModule: break
        case .absolute(let directory):
            let resolved = resolve(directory, relativeTo: path)
            configuration.operationsDirectory = { _ in resolved }
        case .relative(let subpath):
            configuration.operationsDirectory = { file in
                let directory = (file as NSString).deletingLastPathComponent
                return subpath.map { (directory as NSString).appendingPathComponent($0) } ?? directory
            }
        }
        return configuration
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
    private func write(
        _ files: [Codegen.File], in directory: URL, placed: [String: URL], removingStale: Bool
    ) throws(CodegenFailure) -> Report {
        var report = Report()
        do {
            for file in files {
                let destination = placed[file.name] ?? directory
                try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
                try writeIfChanged(file.contents, to: destination.appendingPathComponent(file.name), report: &report)
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
