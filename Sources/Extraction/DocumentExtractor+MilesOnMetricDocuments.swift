import DocModel

/// "mi" is a photographed "ml" more often than a mile: a far photograph reads the "l" as an "i". Miles are
/// what the US and the UK measure distances in; a document whose money is all in other currencies (euros,
/// Australian or Canadian dollars, francs) comes from a country that measures in kilometres, so its "mi"
/// is a millilitre. A document with no money, or with dollars or pounds, keeps its miles.
extension DocumentExtractor {
    static let milesCurrencies: Set<String> = ["USD", "GBP"]

    func millilitresReadAsMiles(_ entities: inout [Entity]) {
        let currencies = entities.filter { $0.kind == .money }.compactMap { $0.components?["currency"] }
        guard !currencies.isEmpty, !currencies.contains(where: Self.milesCurrencies.contains) else { return }
        for index in entities.indices where entities[index].kind == .measurement && entities[index].components?["unit"] == "mi" {
            entities[index].components?["unit"] = "ml"
            entities[index].normalized = (entities[index].components?["value"] ?? "") + " ml"
        }
    }
}
