import CTesseract
import Imaging

extension TesseractEngine {
    /// Reads `image` and summarises how well it read (no words kept): per word Tesseract's confidence and
    /// whether the word is in its dictionary (`TessResultIteratorWordIsFromDictionary`, set by the LSTM
    /// decoder's dictionary check). A nil `resolution` lets Tesseract estimate it from the text, as `recognize`
    /// does for an image that states none. Words shorter than `minLetters` letters or digits are left out: stray
    /// marks read as "l" or "." say nothing about the text's direction.
    public func readingQuality(_ image: Image, resolution: Int?, minLetters: Int = 3, minKnownConfidence: Double = 0.5) throws(OCRError) -> ReadingQuality {
        let api = try loadedAPI()
        image.withPix { pix in TessBaseAPISetImage2(api, pix) }
        TessBaseAPISetSourceResolution(api, Int32(resolution ?? 0))
        defer { TessBaseAPIClear(api) }
        guard TessBaseAPIRecognize(api, nil) == 0 else {
            throw .recognitionFailed(reason: "TessBaseAPIRecognize returned an error")
        }
        guard let iterator = TessBaseAPIGetIterator(api) else { return .nothing }
        defer { TessResultIteratorDelete(iterator) }
        var words = 0, characters = 0
        var confidenceSum = 0.0, dictionaryCharacters = 0
        repeat {
            guard let cText = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
            let text = String(cString: cText)
            TessDeleteText(cText)
            let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.count
            guard letters >= minLetters else { continue }
            words += 1
            characters += letters
            let confidence = min(1, max(0, Double(TessResultIteratorConfidence(iterator, RIL_WORD)) / 100))
            confidenceSum += Double(letters) * confidence
            // Only a word Tesseract is fairly sure of counts as known: turned text reads as short unsure
            // fragments ("one", "foo", "Aaa" at 0–0.46) that its dictionary check still accepts.
            if confidence >= minKnownConfidence,
               TessResultIteratorWordIsFromDictionary(iterator) != 0 || Self.isWellFormedNumber(text) {
                dictionaryCharacters += letters
            }
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        guard characters > 0 else { return .nothing }
        return ReadingQuality(words: words, characters: characters, meanConfidence: confidenceSum / Double(characters),
                              dictionaryShare: Double(dictionaryCharacters) / Double(characters))
    }

    /// A reading such as "36.39", "2024-10-27", "09:31", "(1,250)" or "20%": digits, at least three, joined only
    /// by number punctuation. Tesseract's dictionary holds no numbers, so without this a receipt or a table
    /// of figures read upright scored below the confident-looking dictionary fragments its sideways reading
    /// happens to produce.
    static func isWellFormedNumber(_ text: String) -> Bool {
        var body = Substring(text)
        while let first = body.first, "([$£€+-".contains(first) { body = body.dropFirst() }
        while let last = body.last, ")%".contains(last) { body = body.dropLast() }
        guard let first = body.first, let last = body.last, first.isASCII, first.isNumber, last.isASCII, last.isNumber else { return false }
        var digits = 0
        for c in body {
            if c.isASCII, c.isNumber { digits += 1 } else if !".,:/-".contains(c) { return false }
        }
        return digits >= 3
    }
}
