// The part of SwiftUI that Quill's SwiftUI code (Sources/Quill/Observation/QuillQuery.swift)
// and the README's SwiftUI section use, declared as SwiftUI declares it (Xcode 16's
// interface: View and App on the main actor, modifiers nonisolated, `refreshable`'s action
// `@Sendable`), so that Linux can type-check that code. Nothing here runs.

@_exported import Foundation  // as SwiftUI's own interface does

// MARK: Views and their builder

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view without a body of its own.
@MainActor @preconcurrency
public protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    public var body: Never { fatalError() }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        fatalError()
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        fatalError()
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        fatalError()
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public struct EmptyView: PrimitiveView {
    public init() {}
}

public struct TupleView<T>: PrimitiveView {
    public init(_ value: T) {}
}

public struct ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {}

public struct ModifiedContent: PrimitiveView {}

public struct Text: PrimitiveView {
    public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
}

public enum HorizontalAlignment: Sendable {
    case leading, center, trailing
}

public struct VStack<Content: View>: PrimitiveView {
    public init(alignment: HorizontalAlignment = .center, @ViewBuilder content: () -> Content) {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable {}
}

public struct List<Content: View>: PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: PrimitiveView {
    public init() where Label == EmptyView, CurrentValueLabel == EmptyView {}
}

public struct NavigationPath {}

public struct NavigationStack<Data, Root: View>: PrimitiveView {
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
}

extension View {
    nonisolated public func overlay<V: View>(@ViewBuilder content: () -> V) -> ModifiedContent { ModifiedContent() }
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> ModifiedContent { ModifiedContent() }
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent { ModifiedContent() }
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent {
        ModifiedContent()
    }
}

// MARK: The environment and state

public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public struct EnvironmentValues {
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    nonisolated public var wrappedValue: Value { fatalError() }
}

extension Environment: Sendable where Value: Sendable {}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
}

extension State: Sendable where Value: Sendable {}

// MARK: Apps and scenes

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() { fatalError() }
}
