/// The spec's validation rules, in graphql-js 16's `specifiedRules` order (with
/// graphql-js 17's rules of `@defer` and `@stream` after
/// `UniqueDirectivesPerLocationRule`, as there), as one
/// statically dispatched rule. Insert a rule as `RulePair<NewRule,` at its place
/// and add one `>` at the end.
public typealias SpecifiedRules =
    RulePair<
        ExecutableDefinitionsRule,
        RulePair<
            UniqueOperationNamesRule,
            RulePair<
                LoneAnonymousOperationRule,
                RulePair<
                    SingleFieldSubscriptionsRule,
                    RulePair<
                        KnownTypeNamesRule,
                        RulePair<
                            FragmentsOnCompositeTypesRule,
                            RulePair<
                                VariablesAreInputTypesRule,
                                RulePair<
                                    ScalarLeafsRule,
                                    RulePair<
                                        FieldsOnCorrectTypeRule,
                                        RulePair<
                                            UniqueFragmentNamesRule,
                                            RulePair<
                                                KnownFragmentNamesRule,
                                                RulePair<
                                                    NoUnusedFragmentsRule,
                                                    RulePair<
                                                        PossibleFragmentSpreadsRule,
                                                        RulePair<
                                                            NoFragmentCyclesRule,
                                                            RulePair<
                                                                UniqueVariableNamesRule,
                                                                RulePair<
                                                                    NoUndefinedVariablesRule,
                                                                    RulePair<
                                                                        NoUnusedVariablesRule,
                                                                        RulePair<
                                                                            KnownDirectivesRule,
                                                                            RulePair<
                                                                                UniqueDirectivesPerLocationRule,
                                                                                RulePair<
                                                                                    DeferStreamDirectiveOnRootFieldRule,
                                                                                    RulePair<
                                                                                        DeferStreamDirectiveOnValidOperationsRule,
                                                                                        RulePair<
                                                                                            DeferStreamDirectiveLabelRule,
                                                                                            RulePair<
                                                                                                StreamDirectiveOnListFieldRule,
                                                                                                RulePair<
                                                                                                    KnownArgumentNamesRule,
                                                                                                    RulePair<
                                                                                                        UniqueArgumentNamesRule,
                                                                                                        RulePair<
                                                                                                            ValuesOfCorrectTypeRule,
                                                                                                            RulePair<
                                                                                                                ProvidedRequiredArgumentsRule,
                                                                                                                RulePair<
                                                                                                                    VariablesInAllowedPositionRule,
                                                                                                                    RulePair<
                                                                                                                        OverlappingFieldsCanBeMergedRule,
                                                                                                                        UniqueInputFieldNamesRule
                                                                                                                    >
                                                                                                                >
                                                                                                            >
                                                                                                        >
                                                                                                    >
                                                                                                >
                                                                                            >
                                                                                        >
                                                                                    >
                                                                                >
                                                                            >
                                                                        >
                                                                    >
                                                                >
                                                            >
                                                        >
                                                    >
                                                >
                                            >
                                        >
                                    >
                                >
                            >
                        >
                    >
                >
            >
        >
    >

/// The rules of `SpecifiedRules` as a list, in the same order, for
/// `validate(schema:document:source:rules:)`.
public var specifiedRules: [any ValidationRule.Type] { ruleTypes(of: SpecifiedRules.self) }
