/// Walks `document` depth first, calling `visitor` for every node.
///
/// Returns `false` if the visitor stopped the walk (`.stop`), else `true`.
/// The walk allocates nothing; it is specialized for each visitor type.
@discardableResult
public func walk<V: ASTVisitor>(_ document: Document, _ visitor: inout V) -> Bool {
    document.accept(&visitor)
}

/// Walks one definition and everything under it; see `walk(_:_:)` for a document.
@discardableResult
public func walk<V: ASTVisitor>(_ definition: Definition, _ visitor: inout V) -> Bool {
    definition.accept(&visitor)
}

/// Walks a selection set and everything under it; see `walk(_:_:)` for a document.
@discardableResult
public func walk<V: ASTVisitor>(_ selectionSet: SelectionSetNode, _ visitor: inout V) -> Bool {
    selectionSet.accept(&visitor)
}

/// Walks a value and everything under it; see `walk(_:_:)` for a document.
@discardableResult
public func walk<V: ASTVisitor>(_ value: Value, _ visitor: inout V) -> Bool {
    value.accept(&visitor)
}

/// Walks a type reference and everything under it; see `walk(_:_:)` for a document.
@discardableResult
public func walk<V: ASTVisitor>(_ type: TypeReference, _ visitor: inout V) -> Bool {
    type.accept(&visitor)
}

/// A node, or a list or optional of nodes, that a walk can visit.
protocol VisitableNode {
    /// Visits this node and its children; `false` when the visitor stopped the walk.
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool
}

extension Array: VisitableNode where Element: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        for element in self where !element.accept(&visitor) {
            return false
        }
        return true
    }
}

extension Optional: VisitableNode where Wrapped: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        self?.accept(&visitor) ?? true
    }
}

extension VisitAction {
    /// The walk's result for a node whose `enter` returned `self`, given a way to
    /// visit its children and leave it.
    @inline(__always)
    func proceed(_ childrenAndLeave: () -> Bool) -> Bool {
        switch self {
        case .continue: childrenAndLeave()
        case .skip: true
        case .stop: false
        }
    }
}

// MARK: - Sum types: dispatch only, no enter or leave of their own

extension Definition: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        switch self {
        case .operation(let node): node.accept(&visitor)
        case .fragment(let node): node.accept(&visitor)
        case .schema(let node): node.accept(&visitor)
        case .scalar(let node): node.accept(&visitor)
        case .object(let node): node.accept(&visitor)
        case .interface(let node): node.accept(&visitor)
        case .union(let node): node.accept(&visitor)
        case .enum(let node): node.accept(&visitor)
        case .inputObject(let node): node.accept(&visitor)
        case .directive(let node): node.accept(&visitor)
        case .schemaExtension(let node): node.accept(&visitor)
        case .scalarExtension(let node): node.accept(&visitor)
        case .objectExtension(let node): node.accept(&visitor)
        case .interfaceExtension(let node): node.accept(&visitor)
        case .unionExtension(let node): node.accept(&visitor)
        case .enumExtension(let node): node.accept(&visitor)
        case .inputObjectExtension(let node): node.accept(&visitor)
        }
    }
}

extension SelectionNode: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        switch self {
        case .field(let node): node.accept(&visitor)
        case .fragmentSpread(let node): node.accept(&visitor)
        case .inlineFragment(let node): node.accept(&visitor)
        }
    }
}

extension Value: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        switch self {
        case .variable(let node): node.accept(&visitor)
        case .int(let node): node.accept(&visitor)
        case .float(let node): node.accept(&visitor)
        case .string(let node): node.accept(&visitor)
        case .boolean(let node): node.accept(&visitor)
        case .null(let node): node.accept(&visitor)
        case .enum(let node): node.accept(&visitor)
        case .list(let node): node.accept(&visitor)
        case .object(let node): node.accept(&visitor)
        }
    }
}

extension TypeReference: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        switch self {
        case .named(let node): node.accept(&visitor)
        case .list(let node): node.accept(&visitor)
        case .nonNull(let node): node.accept(&visitor)
        }
    }
}

// MARK: - Executable nodes, values and types

extension Document: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            definitions.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension OperationDefinition: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            description.accept(&visitor)
                && name.accept(&visitor)
                && variableDefinitions.accept(&visitor)
                && directives.accept(&visitor)
                && selectionSet.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension VariableDefinition: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            description.accept(&visitor)
                && variable.accept(&visitor)
                && type.accept(&visitor)
                && defaultValue.accept(&visitor)
                && directives.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension Variable: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            name.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension SelectionSetNode: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            selections.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension Field: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            alias.accept(&visitor)
                && name.accept(&visitor)
                && arguments.accept(&visitor)
                && directives.accept(&visitor)
                && selectionSet.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension Argument: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            name.accept(&visitor)
                && value.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension FragmentSpread: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            name.accept(&visitor)
                && directives.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension InlineFragmentNode: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            typeCondition.accept(&visitor)
                && directives.accept(&visitor)
                && selectionSet.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension FragmentDefinition: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            description.accept(&visitor)
                && name.accept(&visitor)
                && typeCondition.accept(&visitor)
                && directives.accept(&visitor)
                && selectionSet.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension IntValue: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed { visitor.leave(self) != .stop }
    }
}

extension FloatValue: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed { visitor.leave(self) != .stop }
    }
}

extension StringValue: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed { visitor.leave(self) != .stop }
    }
}

extension BooleanValue: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed { visitor.leave(self) != .stop }
    }
}

extension NullValue: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed { visitor.leave(self) != .stop }
    }
}

extension EnumValue: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed { visitor.leave(self) != .stop }
    }
}

extension ListValue: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            values.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension ObjectValue: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            fields.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension ObjectField: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            name.accept(&visitor)
                && value.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension Directive: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            name.accept(&visitor)
                && arguments.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension NamedType: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            name.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension ListType: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            type.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension NonNullType: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            type.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension Name: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed { visitor.leave(self) != .stop }
    }
}
