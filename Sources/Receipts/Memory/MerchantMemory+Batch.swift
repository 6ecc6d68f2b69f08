import DocModel

extension MerchantMemory {
    /// Receipts read as one batch (evaluation, with no store), each voted with all the others' own readings.
    public func revised(together receipts: [Receipt]) -> [Receipt] {
        let revise = reviser(receipts.map(\.merchantReading))
        return receipts.enumerated().map { revise($1, $0) }
    }

    /// What votes one receipt with `readings`, prepared once for all of them, the receipt's own reading (its
    /// index among them, when it is there) left out: the batch's second look (`MerchantRevote` in Ingest).
    public func reviser(_ readings: [Receipt.MerchantReading]) -> (Receipt, Int?) -> Receipt {
        let names = Candidates(readings.map(\.name))
        let addresses = Candidates(readings.map(\.address))
        return { receipt, own in
            var receipt = receipt
            _ = apply(to: &receipt, names: names, addresses: addresses, excluding: own)
            return receipt
        }
    }
}
