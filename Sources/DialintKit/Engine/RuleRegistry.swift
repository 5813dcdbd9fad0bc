/// Every rule, registered explicitly and sorted by id. A test checks that every file in `Rules/`
/// is listed here, so a new rule cannot be forgotten.
public enum RuleRegistry {
    public static let rules: [any Rule.Type] = [
        ActionSheetMessageRule.self,
        ButtonCapitalizationRule.self,
        ButtonCountRule.self,
        ButtonInstructionsRule.self,
        ButtonLengthRule.self,
        ButtonOkRule.self,
        ButtonPunctuationRule.self,
        ButtonYesNoRule.self,
        CancelPositionRule.self,
        CancelRoleRule.self,
        CancelTitleRule.self,
        DestructivePositionRule.self,
        DestructiveRoleRule.self,
        DuplicateButtonRule.self,
        InformationalAlertRule.self,
        MessageCapitalizationRule.self,
        MessageLengthRule.self,
        MessagePunctuationRule.self,
        MissingCancelRule.self,
        ModalButtonsRule.self,
        MultipleCancelRule.self,
        PersonalPronounRule.self,
        PreferredButtonRule.self,
        QuestionSingleButtonRule.self,
        QuotedButtonTitleRule.self,
        SecureTextFieldRule.self,
        SingleButtonAlertRule.self,
        TapWordingRule.self,
        TextFieldCountRule.self,
        TextFieldKindRule.self,
        TitleCapitalizationRule.self,
        TitleLengthRule.self,
        TitleMissingRule.self,
        TitlePunctuationRule.self,
        TitleSingleWordRule.self,
        TypographyEllipsisRule.self,
        WhitespaceRule.self,
    ]

    /// Every description: the file checks and the rules, sorted by id.
    public static let descriptions: [RuleDescription] =
        (FileChecks.all + rules.map { $0.description }).sorted { $0.id < $1.id }

    /// The description of `id`, if there is such a rule.
    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }

    /// Every rule id.
    public static var ids: [String] { descriptions.map(\.id) }
}
