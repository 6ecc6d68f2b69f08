import CTesseract
import Imaging

extension TesseractEngine {
    /// Reads `image` and summarises how well it read (no words kept): per word Tesseract's confidence and
    /// whether the word is in its dictionary (`TessResultIteratorWordIsFromDictionary`, set by the LSTM
    /// decoder's dictionary check). Words shorter than `minLetters` letters or digits are left out: stray
    /// marks read as "l" or "." say nothing about the text's direction.
    public func readingQuality(_ image: Image, resolution: Int, minLetters: Int = 3) throws(OCRError) -> ReadingQuality {
        image.withPix { pix in TessBaseAPISetImage2(api, pix) }
        TessBaseAPISetSourceResolution(api, Int32(resolution))
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
            confidenceSum += Double(letters) * min(1, max(0, Double(TessResultIteratorConfidence(iterator, RIL_WORD)) / 100))
            if TessResultIteratorWordIsFromDictionary(iterator) != 0 { dictionaryCharacters += letters }
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        guard characters > 0 else { return .nothing }
        return ReadingQuality(words: words, characters: characters, meanConfidence: confidenceSum / Double(characters),
                              dictionaryShare: Double(dictionaryCharacters) / Double(characters))
    }
}
