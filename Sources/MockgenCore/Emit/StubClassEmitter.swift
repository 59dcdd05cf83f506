/// Writes `XStub`: conforms to (or subclasses) `X`, returns `DefaultValueRegistry` defaults and
/// records nothing.
struct StubClassEmitter {
    let type: ResolvedType
    /// The mock's shapes; members mentioning `Self` are rebuilt with the stub's name.
    let shapes: [MemberShape]

    private var isClassStub: Bool { type.kind == .class }
    private var access: String { ShapeText.access(type.accessModifier) }
    private var selfName: String { type.stubName + type.genericArgumentClause }

    func emit(into out: inout SourceBuilder) {
        for attribute in type.attributes { out.line(attribute.description) }
        var line = access
        let clauses = type.conformingGenericClauses
        if type.isActorProtocol {
            line += "actor " + type.stubName + clauses.parameters + ": " + type.mockedTypeReference
        } else if isClassStub {
            line += (type.isSendableClass ? "final class " : "class ") + type.stubName + clauses.parameters + ": " + type.mockedTypeReference
            if type.isSendableClass { line += ", @unchecked Sendable" }
        } else {
            line += "final class " + type.stubName + clauses.parameters + ": " + (type.subclassesNSObject ? "NSObject, " : "") + type.mockedTypeReference
            if type.globalActor == nil { line += ", @unchecked Sendable" }
        }
        line += clauses.whereClause
        out.block(line) { out in
            var first = true
            for fixed in type.fixedAssociatedTypes {
                out.line(access, "typealias ", fixed.name, " = ", fixed.type.description)
            }
            if type.statesAssociatedTypes {
                for parameter in type.genericParameters { out.line(access, "typealias ", parameter.name, " = __", parameter.name) }
            }
            if !isClassStub {
                emitInitializers(into: &out)
                first = false
            }
            emitSynthesizedConformances(into: &out)
            for mockShape in shapes {
                let member = mockShape.member
                let shape = member.mentionsSelf ? MemberShape(member, selfName: selfName, nestedTypeNames: type.nestedTypeNames) : mockShape
                if !first { out.blankLine() }
                first = false
                out.conditional(member.conditions) { out in
                    for attribute in member.attributes { out.line(attribute.description) }
                    emitMember(shape, member: member, into: &out)
                }
            }
        }
    }

    private func emitInitializers(into out: inout SourceBuilder) {
        let isolation = type.globalActor != nil ? "nonisolated " : ""
        if !type.initializers.contains(where: \.parameters.isEmpty) {
            out.line(access, isolation, type.subclassesNSObject ? "override init() {}" : "init() {}")
        } else if needsPlainInitializer {
            // `init() throws` (or `init?()`) is a requirement: members returning a fresh stub
            // need an initializer that cannot fail.
            out.line(access, isolation, "init(__stub: Void) {}")
        }
        for initializer in type.initializers {
            let rewrite = TypeRewriter(selfName: selfName, nestedTypeNames: type.nestedTypeNames)
            let parameters = initializer.parameters.enumerated().map { ParameterShape($1, position: $0, isSubscript: false, rewrite: rewrite).declaration }
            var line = access + isolation + "init" + initializer.failability.rawValue + ShapeText.genericClause(rewrite(initializer.genericParameters))
            line += "(" + parameters.joined(separator: ", ") + ")" + ShapeText.effects(initializer.effects) + ShapeText.whereClause(rewrite(initializer.requirements))
            out.line(line, " {}")
        }
    }

    private func emitSynthesizedConformances(into out: inout SourceBuilder) {
        let isolation = type.globalActor != nil || type.isActorProtocol ? "nonisolated " : ""
        for conformance in type.synthesizedConformances {
            out.blankLine()
            switch conformance {
            case .equatable:
                out.block(access + isolation + "static func == (lhs: " + selfName + ", rhs: " + selfName + ") -> Bool") { $0.line("return lhs === rhs") }
            case .hashable:
                out.block(access + isolation + "func hash(into hasher: inout Hasher)") { $0.line("hasher.combine(ObjectIdentifier(self))") }
            case .comparable:
                out.block(access + isolation + "static func < (lhs: " + selfName + ", rhs: " + selfName + ") -> Bool") { $0.line("return ObjectIdentifier(lhs) < ObjectIdentifier(rhs)") }
            case .customStringConvertible:
                out.block(access + isolation + "var description: String") { $0.line("return \"", type.stubName, "\"") }
            case .customDebugStringConvertible:
                out.block(access + isolation + "var debugDescription: String") { $0.line("return \"", type.stubName, "\"") }
            case .decodable:
                out.line(access, isolation, "init(from decoder: any Decoder) throws {}")
            case .encodable:
                out.line(access, isolation, "func encode(to encoder: any Encoder) throws {}")
            case .customReflectable:
                out.block(access + isolation + "var customMirror: Mirror") { $0.line("return Mirror(self, children: [])") }
            case .textOutputStreamable:
                out.block(access + isolation + "func write<Target: TextOutputStream>(to target: inout Target)") { $0.line("target.write(\"", type.stubName, "\")") }
            case .caseIterable:
                out.block(access + isolation + "static var allCases: [" + selfName + "]") { $0.line("return []") }
            }
        }
    }

    /// A parameterless `init` requirement that throws, is async or failable.
    private var needsPlainInitializer: Bool {
        type.initializers.contains { $0.parameters.isEmpty && ($0.effects != .none || $0.failability != .none) }
    }

    /// `return DefaultValueRegistry.defaultValue(for: T.self)`, or a fresh stub for `Self`.
    private func defaultReturn(_ shape: MemberShape, member: ResolvedMember) -> String {
        if !isClassStub, case .method(let function) = member.kind, function.result?.isSelfOrOptionalSelf == true {
            return "return " + type.stubName + (needsPlainInitializer ? "(__stub: ())" : "()")
        }
        return "return DefaultValueRegistry.defaultValue(for: " + ShapeText.metatypeExpression(shape.result) + ")"
    }

    private func emitMember(_ shape: MemberShape, member: ResolvedMember, into out: inout SourceBuilder) {
        var prefix = isClassStub ? ShapeText.access(member.accessModifier) : access
        for modifier in member.keptModifiers { prefix += modifier + " " }
        if isClassStub && !member.isProtocolExtensionMember { prefix += "override " }
        if member.isStatic { prefix += isClassStub ? "class " : "static " }
        if shape.isProperty || shape.isSubscript {
            let head = shape.isProperty ? prefix + shape.declarationKeyword + ": " + shape.declaredResult.description : prefix + "subscript" + shape.signatureText
            out.block(head) { out in
                if shape.isSettable {
                    out.line("get { ", defaultReturn(shape, member: member), " }")
                    out.line("set {}")
                } else if shape.effects != .none {
                    out.line("get", ShapeText.effects(shape.effects), " { ", defaultReturn(shape, member: member), " }")
                } else {
                    out.line(defaultReturn(shape, member: member))
                }
            }
        } else if let body = shape.scopedBody {
            // The body gets default inputs and makes the result.
            out.block(prefix + shape.declarationKeyword + shape.signatureText) { out in
                if !body.inputs.isEmpty {
                    let defaults = body.inputs.indices.map { "DefaultValueRegistry.defaultValue(for: " + ShapeText.metatypeExpression(body.inputType($0)) + ")" }
                    out.line(shape.scopedBodyBinding(body), defaults.count == 1 ? defaults[0] : ShapeText.tuple(defaults))
                }
                out.line(shape.scopedBodyCall(body))
            }
        } else if shape.isVoid {
            out.line(prefix, shape.declarationKeyword, shape.signatureText, " {}")
        } else {
            out.block(prefix + shape.declarationKeyword + shape.signatureText) { out in
                out.line(defaultReturn(shape, member: member))
            }
        }
    }
}
