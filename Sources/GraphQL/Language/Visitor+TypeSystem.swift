/// How a walk visits type-system definitions and extensions, in graphql-js's
/// `QueryDocumentKeys` order.

extension SchemaDefinition: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            description.accept(&visitor)
                && directives.accept(&visitor)
                && operationTypes.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension OperationTypeDefinition: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            type.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension ScalarTypeDefinition: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            description.accept(&visitor)
                && name.accept(&visitor)
                && directives.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension ObjectTypeDefinition: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            description.accept(&visitor)
                && name.accept(&visitor)
                && interfaces.accept(&visitor)
                && directives.accept(&visitor)
                && fields.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension FieldDefinition: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            description.accept(&visitor)
                && name.accept(&visitor)
                && arguments.accept(&visitor)
                && type.accept(&visitor)
                && directives.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension InputValueDefinition: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            description.accept(&visitor)
                && name.accept(&visitor)
                && type.accept(&visitor)
                && defaultValue.accept(&visitor)
                && directives.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension InterfaceTypeDefinition: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            description.accept(&visitor)
                && name.accept(&visitor)
                && interfaces.accept(&visitor)
                && directives.accept(&visitor)
                && fields.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension UnionTypeDefinition: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            description.accept(&visitor)
                && name.accept(&visitor)
                && directives.accept(&visitor)
                && types.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension EnumTypeDefinition: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            description.accept(&visitor)
                && name.accept(&visitor)
                && directives.accept(&visitor)
                && values.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension EnumValueDefinition: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            description.accept(&visitor)
                && name.accept(&visitor)
                && directives.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension InputObjectTypeDefinition: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            description.accept(&visitor)
                && name.accept(&visitor)
                && directives.accept(&visitor)
                && fields.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension DirectiveDefinition: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            description.accept(&visitor)
                && name.accept(&visitor)
                && arguments.accept(&visitor)
                && locations.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension SchemaExtension: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            directives.accept(&visitor)
                && operationTypes.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension ScalarTypeExtension: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            name.accept(&visitor)
                && directives.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension ObjectTypeExtension: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            name.accept(&visitor)
                && interfaces.accept(&visitor)
                && directives.accept(&visitor)
                && fields.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension InterfaceTypeExtension: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            name.accept(&visitor)
                && interfaces.accept(&visitor)
                && directives.accept(&visitor)
                && fields.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension UnionTypeExtension: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            name.accept(&visitor)
                && directives.accept(&visitor)
                && types.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension EnumTypeExtension: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            name.accept(&visitor)
                && directives.accept(&visitor)
                && values.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}

extension InputObjectTypeExtension: VisitableNode {
    func accept<V: ASTVisitor>(_ visitor: inout V) -> Bool {
        visitor.enter(self).proceed {
            name.accept(&visitor)
                && directives.accept(&visitor)
                && fields.accept(&visitor)
                && visitor.leave(self) != .stop
        }
    }
}
