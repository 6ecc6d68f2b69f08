import DocModel

/// Merges the codes two decoders found on one page: a code both read (same symbology family and payload,
/// overlapping boxes) is kept once with both decoders named; everything else is kept as found.
public enum BarcodeMerger {
    /// `primary`'s codes come first and keep their symbology names and polygons.
    public static func merge(_ primary: [Barcode], _ secondary: [Barcode]) -> [Barcode] {
        var merged: [Barcode] = []
        for code in primary + secondary {
            if let index = merged.firstIndex(where: { same($0, code) }) {
                for decoder in code.decoders where !merged[index].decoders.contains(decoder) {
                    merged[index].decoders.append(decoder)
                }
            } else {
                merged.append(code)
            }
        }
        return merged
    }

    static func same(_ a: Barcode, _ b: Barcode) -> Bool {
        guard Symbology.comparable(a.symbology, a.payload) == Symbology.comparable(b.symbology, b.payload) else {
            return false
        }
        guard let boxA = a.box, let boxB = b.box else { return true }
        // Linear codes located by a single scan line have flat boxes: pad them, so that two readings of one
        // code overlap while two copies of it printed apart on the page stay two.
        let pad = 8
        return boxA.x - pad < boxB.maxX && boxB.x - pad < boxA.maxX && boxA.y - pad < boxB.maxY && boxB.y - pad < boxA.maxY
    }
}
