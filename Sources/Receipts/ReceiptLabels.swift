import TextRepair

/// The words that label a receipt's money lines, one table for every language Folio reads receipts in. Each
/// row is a field, a language and the label's pattern (case-insensitive; OCR's 0 for O allowed where it
/// matters); `Cues` joins a field's rows into the one pattern the readers use. A language is added by adding
/// rows, not rules.
public enum ReceiptLabels {
    public enum Field: String, CaseIterable, Sendable {
        case subtotal, total, tax, tip, paid, change, cash, card
    }

    public struct Label: Sendable {
        public var field: Field
        /// ISO 639-1 code; "*" for marks every language prints (card brands).
        public var language: String
        public var pattern: String
    }

    public static let table: [Label] = [
        // Subtotal: the sum of the items before tax, service and tip. "SUBTOTA", "Tota|" (below): the last L lost or
        // read as a bar where the amount column crowds it.
        .init(field: .subtotal, language: "en", pattern: #"\bSUB[\s\-.]*T[O0]TAL|\bSUB[\s\-.]*T[O0]TA\b|\bSUB[\s\-.]*TTL\b|\bS/T[O0]TAL|^\W*S/?T\W*$|\bTOTAL\s+(?:EXCL|EXCLUDING|BEFORE|NET|W/?O)\b|\bNETT?\s+AMOUNT|\bAMOUNT\s+BEFORE|^\W*NETT?\W*$|^\W*NETT?\s+(?=[$£€]?\s*\d)"#),
        // Swiss tills print "Zwischentotal" where German ones print "Zwischensumme".
        .init(field: .subtotal, language: "de", pattern: #"\bZWISCHENSUMME|\bZWISCHENTOTAL|\bNETTO(?:BETRAG|SUMME)\b"#),
        .init(field: .subtotal, language: "fr", pattern: #"\bSOUS[\s\-]?TOTAL|\bTOTAL\s+HT\b|\bMONTANT\s+HT\b"#),
        .init(field: .subtotal, language: "es", pattern: #"\bBASE\s+IMPONIBLE"#),
        .init(field: .subtotal, language: "it", pattern: #"\bIMPONIBILE|\bSUBTOTALE"#),
        .init(field: .subtotal, language: "nl", pattern: #"\bSUBTOTAAL"#),
        .init(field: .subtotal, language: "sv", pattern: #"\bDELSUMMA"#),
        // Total: the amount due.
        .init(field: .total, language: "en", pattern: #"\bT[O0]TAL\b|\bT[O0]TA\b|\bT[O0]TAL[A-Z]|\bGRAND\s*T[O0]TAL?\b|\bAMOUNT\s+DUE|\bBALANCE\s+DUE|\bNETT\s+T[O0]TAL|\bTO\s+PAY\b|\bTTL\b|^\W*TL\W*$"#),
        // A card terminal's slip labels the amount charged alone on its line.
        .init(field: .total, language: "en", pattern: #"^\W*(?:PURCHASE|SALE|AMOUNT|AMT)\W*$"#),
        .init(field: .total, language: "de", pattern: #"\bSUMME\b|\bGESAMT|\bZU\s+ZAHLEN|\bENDBETRAG"#),
        .init(field: .total, language: "fr", pattern: #"\bMONTANT\s+TOTAL|\bTOTAL\s+TTC|\bNET\s+[AÀ]\s+PAYER"#),
        .init(field: .total, language: "nl", pattern: #"\bTOTAAL\b|\bTE\s+BETALEN"#),
        .init(field: .total, language: "ms", pattern: #"\bJUMLAH\b"#),
        .init(field: .total, language: "hr", pattern: #"\bUKUPNO\b"#),
        .init(field: .total, language: "pl", pattern: #"\bRAZEM\b|\bSUMA\b"#),
        .init(field: .total, language: "cs", pattern: #"\bCELKEM\b"#),
        .init(field: .total, language: "sv", pattern: #"\bSUMMA\b|\bATT\s+BETALA"#),
        .init(field: .total, language: "tr", pattern: #"\bTOPLAM\b"#),
        // German and Austrian restaurant tills close the bill with "Saldo" (the balance to pay), first on its line.
        .init(field: .total, language: "de", pattern: #"^\W*SALDO\b"#),
        .init(field: .total, language: "es", pattern: #"\bA\s+PAGAR\b"#),
        .init(field: .total, language: "pt", pattern: #"\bA\s+PAGAR\b|\bVALOR\s+TOTAL"#),
        .init(field: .total, language: "da", pattern: #"\bAT\s+BETALE|^\W*I\s+ALT\b"#),
        .init(field: .total, language: "no", pattern: #"\b[ÅA]\s+BETALE"#),
        .init(field: .total, language: "fi", pattern: #"\bYHTEENS[ÄA]|\bMAKSETTAVA"#),
        .init(field: .total, language: "hu", pattern: #"\b[ÖO]SSZESEN\b|\bFIZETEND[ŐÖO]"#),
        .init(field: .total, language: "cs", pattern: #"\bK\s+[ÚU]HRAD[ĚE]"#),
        .init(field: .total, language: "sk", pattern: #"\bSPOLU\b|\bCELKOM\b"#),
        // Tax lines (their rate and amount).
        .init(field: .tax, language: "en", pattern: #"\b(?:SALES\s+)?TAX(?:ES)?\b|\bGST\b|\bVAT\b|\bHST\b|\bPST\b|\bSST\b|\bSERVICE\s+TAX"#),
        .init(field: .tax, language: "de", pattern: #"\bMWST\b|\bMEHRWERTSTEUER|\bUST\b"#),
        .init(field: .tax, language: "fr", pattern: #"\bTVA\b"#),
        .init(field: .tax, language: "es", pattern: #"\bIVA\b"#),
        .init(field: .tax, language: "nl", pattern: #"\bBTW\b"#),
        .init(field: .tax, language: "hr", pattern: #"\bPDV\b"#),
        .init(field: .tax, language: "pl", pattern: #"\bPTU\b"#),
        .init(field: .tax, language: "sv", pattern: #"\bMOMS\b"#),
        .init(field: .tax, language: "no", pattern: #"\bMVA\b"#),
        .init(field: .tax, language: "fi", pattern: #"\bALV\b"#),
        .init(field: .tax, language: "cs", pattern: #"\bDPH\b"#),
        .init(field: .tax, language: "hu", pattern: #"\b[ÁA]FA\b"#),
        // Tip, and a service charge added to the bill (counted the same way by the arithmetic check).
        .init(field: .tip, language: "en", pattern: #"\bTIPS?\b|\bGRATUITY|\bSERVICES?\s*(?:CHARGE|CHG|CHRG|CHR)\b|\bSVC\.?\s*CHG"#),
        .init(field: .tip, language: "de", pattern: #"\bTRINKGELD"#),
        .init(field: .tip, language: "fr", pattern: #"\bPOURBOIRE|\bFRAIS\s+DE\s+SERVICE"#),
        .init(field: .tip, language: "ms", pattern: #"\bCAJ\s+PERKHIDMATAN"#),
        .init(field: .tip, language: "es", pattern: #"\bPROPINA"#),
        // Amount paid (any means).
        .init(field: .paid, language: "en", pattern: #"\bCASH\b|\bTENDER(?:ED)?\b|\bPAID\b|\bPAYMENT\b|\bCREDIT\b|\bDEBIT\b|\bCARD\b|\bEFTPOS"#),
        .init(field: .paid, language: "de", pattern: #"^\W*BAR\b|\bGEGEBEN"#),
        .init(field: .paid, language: "fr", pattern: #"\bESPECES|\bESPÈCES|\bCB\b|^\W*(?:MONTANT\s+)?RE[ÇC]U\b(?!\s*(?:N°|NO\b|#))"#),
        .init(field: .paid, language: "es", pattern: #"\bEFECTIVO\b"#),
        .init(field: .paid, language: "it", pattern: #"\bCONTANT[IE]\b|\bPAGAMENTO\b"#),
        .init(field: .paid, language: "nl", pattern: #"\bCONTANT\b|^\W*PIN\b|\bBETAALD\b"#),
        .init(field: .paid, language: "ms", pattern: #"\bTUNAI\b"#),
        .init(field: .paid, language: "es", pattern: #"\bENTREGADO\b"#),
        .init(field: .paid, language: "pt", pattern: #"\bDINHEIRO\b|\bNUMER[ÁA]RIO\b"#),
        .init(field: .paid, language: "sv", pattern: #"\bKONTANT(?:ER|T)?\b"#),
        .init(field: .paid, language: "fi", pattern: #"\bK[ÄA]TEINEN\b"#),
        .init(field: .paid, language: "pl", pattern: #"\bGOT[ÓO]WKA\b"#),
        .init(field: .paid, language: "cs", pattern: #"\bHOTOVOS[TŤ]\b"#),
        .init(field: .paid, language: "hu", pattern: #"\bK[ÉE]SZP[ÉE]NZ\b"#),
        .init(field: .paid, language: "*", pattern: #"\bVISA\b|\bMASTER\s?CARD|\bAMEX\b"#),
        // Change given back.
        .init(field: .change, language: "en", pattern: #"\bCHANGE\b|\bCHANGE\s+DUE"#),
        .init(field: .change, language: "de", pattern: #"\bRÜCKGELD|\bRUCKGELD|^\W*ZUR[UÜ]CK\b"#),
        .init(field: .change, language: "fr", pattern: #"\bRENDU|\bMONNAIE\s+RENDUE|\b[AÀ]\s+RENDRE\b"#),
        .init(field: .change, language: "it", pattern: #"\bRESTO\b"#),
        .init(field: .change, language: "es", pattern: #"\bCAMBIO\b|\bVUELTO\b"#),
        .init(field: .change, language: "nl", pattern: #"\bWISSELGELD"#),
        .init(field: .change, language: "ms", pattern: #"\bBAKI\b"#),
        .init(field: .change, language: "pt", pattern: #"\bTROCO\b"#),
        // Not "tillbaka" / "tilbake" (back): "Välkommen tillbaka!" closes Swedish and Norwegian receipts.
        .init(field: .change, language: "sv", pattern: #"\bV[ÄA]XEL\b"#),
        .init(field: .change, language: "da", pattern: #"\bBYTTEPENGE"#),
        .init(field: .change, language: "no", pattern: #"\bVEKSEL(?:PENGER)?\b"#),
        .init(field: .change, language: "fi", pattern: #"\bVAIHTORAHA"#),
        .init(field: .change, language: "pl", pattern: #"\bRESZTA\b"#),
        .init(field: .change, language: "cs", pattern: #"\bVR[ÁA]CENO\b"#),
        .init(field: .change, language: "sk", pattern: #"\bVR[ÁA]TEN[ÉE]\b|\bVYDAN[ÉE]\b"#),
        .init(field: .change, language: "hu", pattern: #"\bVISSZAJ[ÁA]R"#),
        // Payment method: cash. German "BAR" (cash) starts its line ("BAR 20,00"); elsewhere it is a product.
        .init(field: .cash, language: "en", pattern: #"\bCASH\b"#),
        .init(field: .cash, language: "de", pattern: #"^\W*BAR\b|\bBARGELD"#),
        .init(field: .cash, language: "fr", pattern: #"\bESP[EÈ]CES"#),
        .init(field: .cash, language: "es", pattern: #"\bEFECTIVO\b"#),
        .init(field: .cash, language: "ms", pattern: #"\bTUNAI\b"#),
        .init(field: .cash, language: "it", pattern: #"\bCONTANT[IE]\b"#),
        .init(field: .cash, language: "nl", pattern: #"\bCONTANT\b"#),
        .init(field: .cash, language: "pt", pattern: #"\bDINHEIRO\b|\bNUMER[ÁA]RIO\b"#),
        .init(field: .cash, language: "sv", pattern: #"\bKONTANT(?:ER|T)?\b"#),
        .init(field: .cash, language: "fi", pattern: #"\bK[ÄA]TEINEN\b"#),
        .init(field: .cash, language: "pl", pattern: #"\bGOT[ÓO]WKA\b"#),
        .init(field: .cash, language: "cs", pattern: #"\bHOTOVOS[TŤ]\b"#),
        .init(field: .cash, language: "hu", pattern: #"\bK[ÉE]SZP[ÉE]NZ\b"#),
        // Payment method: card.
        .init(field: .card, language: "en", pattern: #"\bCARD\b|\bCREDIT|\bDEBIT|\bEFTPOS|\bCONTACTLESS"#),
        .init(field: .card, language: "de", pattern: #"\bKARTE|\bGIROCARD"#),
        .init(field: .card, language: "fr", pattern: #"\bCB\b|\bCARTE\s+BANCAIRE"#),
        .init(field: .card, language: "es", pattern: #"\bTARJETA"#),
        .init(field: .card, language: "pt", pattern: #"\bCART[ÃA]O\b"#),
        .init(field: .card, language: "it", pattern: #"\bBANCOMAT\b|\bCARTA\s+DI\s+CREDITO"#),
        .init(field: .card, language: "pl", pattern: #"\bKARTA\b"#),
        .init(field: .card, language: "sv", pattern: #"\bKORT(?:BETALNING)?\b"#),
        .init(field: .card, language: "fi", pattern: #"\bKORTTI\b"#),
        .init(field: .card, language: "hu", pattern: #"\bBANKK[ÁA]RTYA"#),
        .init(field: .card, language: "*", pattern: #"\bVISA\b|\bMASTER\s?CARD|\bAMEX\b|\bAMERICAN\s+EXPRESS|\bMAESTRO|\bDISCOVER\b|\bJCB\b|\bUNION\s?PAY"#),
    ]

    /// One field's labels in every language, as one pattern.
    public static func pattern(_ field: Field) -> TextPattern {
        TextPattern(table.filter { $0.field == field }.map(\.pattern).joined(separator: "|"), caseInsensitive: true)
    }

    /// Several fields' labels as one alternation (for patterns that look for any of them).
    static func alternation(_ fields: [Field]) -> String {
        table.filter { fields.contains($0.field) }.map(\.pattern).joined(separator: "|")
    }

    /// The languages a field's labels are known in.
    public static func languages(_ field: Field) -> [String] {
        var seen: [String] = []
        for label in table where label.field == field && !seen.contains(label.language) { seen.append(label.language) }
        return seen
    }
}
