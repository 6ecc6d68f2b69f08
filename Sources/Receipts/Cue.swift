import Foundation

/// A compiled, case-insensitive pattern over a row's text. Patterns are literals in this module, so one
/// that does not compile is a programmer error.
struct Cue: @unchecked Sendable {
    // @unchecked: NSRegularExpression is immutable and documented as thread safe.
    let regex: NSRegularExpression

    init(_ pattern: String) {
        do {
            regex = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        } catch {
            preconditionFailure("bad receipt pattern \(pattern): \(error)")
        }
    }

    func matches(_ text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
    }

    /// Capture groups of the first match (index 0 is the whole match); nil when it does not match.
    func groups(_ text: String) -> [String?]? {
        let ns = text as NSString
        guard let m = regex.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)) else { return nil }
        return (0..<m.numberOfRanges).map { i in
            m.range(at: i).location == NSNotFound ? nil : ns.substring(with: m.range(at: i))
        }
    }

    /// The UTF-16 offset where the first match starts; nil when it does not match.
    func firstMatchOffset(_ text: String) -> Int? {
        regex.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length))?.range.location
    }

    /// The text with group `group` of each match replaced by what `replacement` makes of the match's groups
    /// (index 0 the whole match, "" for a group that took no part); a match it returns nil for stays.
    func replacing(group: Int = 0, in text: String, with replacement: ([String]) -> String?) -> String {
        let ns = text as NSString
        var result = text
        for m in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).reversed() {
            let groups = (0..<m.numberOfRanges).map { m.range(at: $0).location == NSNotFound ? "" : ns.substring(with: m.range(at: $0)) }
            guard let new = replacement(groups), let range = Range(m.range(at: group), in: result) else { continue }
            result.replaceSubrange(range, with: new)
        }
        return result
    }

    func count(in text: String) -> Int {
        regex.numberOfMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
    }
}

/// The words that label a receipt's lines, in the languages Folio's receipts come in (English, German,
/// French, Malay). OCR often reads O as 0 in these words; the patterns allow it where it matters.
enum Cues {
    static let subtotal = Cue(#"\bSUB[\s\-]?T[O0]TAL|\bZWISCHENSUMME|\bSOUS[\s\-]?TOTAL|\bTOTAL\s+(?:EXCL|EXCLUDING|BEFORE|NET|W/?O)\b|\bNETT?\s+AMOUNT|\bAMOUNT\s+BEFORE"#)
    static let total = Cue(#"\bT[O0]TAL\b|\bT[O0]TAL[A-Z]|\bGRAND\s*T[O0]TAL?\b|\bAMOUNT\s+DUE|\bBALANCE\s+DUE|\bSUMME\b|\bGESAMT|\bMONTANT\s+TOTAL|\bTOTAL\s+TTC|\bJUMLAH\b|\bNETT\s+T[O0]TAL|\bTO\s+PAY\b|\bZU\s+ZAHLEN"#)
    /// Lines that name the final amount due, after rounding; preferred over a plain "TOTAL". "GRAND TOTA": OCR
    /// drops a last letter that the amount column crowds.
    static let finalTotal = Cue(#"\bROUNDED\s*T[O0]TAL|\bT[O0]TAL\s+AFTER\s+ROUND|\bAFTER\s+ROUNDING|\bNETT?\s+T[O0]TAL|\bGRAND\s*T[O0]TAL?\b|\bT[O0]TAL\s+(?:AMOUNT\s+)?PAYABLE|\bAMOUNT\s+PAYABLE"#)
    /// Lines that mention "total" but are not the amount due.
    static let notTotal = Cue(#"\bSUB[\s\-]?T[O0]TAL|T[O0]TAL\s*(?:QTY|QUANTITY|ITEMS?|DISC|DISCOUNT|SAVING|SAVED|TAX|GST|VAT|EXCL|EXCLUDING|BEFORE|NET\b|W/?O|PCS|UNITS|NO\.?\s+OF)|\bQTY\b|ITEM\s*COUNT|\bTA[XK]\s+T[O0]TAL|\bGST\s+SUMMARY|\bSAVINGS|\bROUNDING|\bZWISCHENSUMME|\bSOUS[\s\-]?TOTAL|\bNETT?\s+AMOUNT|\bAMOUNT\s+BEFORE|\bCHANGE\b|\bTENDER|INCLUDED\s+IN\s+(?:THE\s+)?T[O0]TAL"#)
    static let tax = Cue(#"\b(?:SALES\s+)?TAX\b|\bGST\b|\bVAT\b|\bMWST\b|\bMEHRWERTSTEUER|\bUST\b|\bTVA\b|\bIVA\b|\bHST\b|\bPST\b|\bSST\b|\bSERVICE\s+TAX"#)
    /// Lines that name a tax but are not a tax amount.
    static let notTax = Cue(#"TAX\s+INVOICE|\b(?:GST|VAT|TAX)\s*(?:REG|ID|NO\b|NUMBER|#)|\bREG(?:ISTRATION)?\s*NO|\bUST-?ID|\bINCL(?:UDING|\.)?\s|\bINKL|\bTOTAL\s+(?:EXCL|INCL|BEFORE)|\bEXCL|\bSUB[\s\-]?TOTAL|\bGST\s+SUMMARY|\bAMOUNT\s*\(?RM|\bPRICE|SUMMARY"#)
    static let tip = Cue(#"\bTIPS?\b|\bGRATUITY|\bTRINKGELD|\bPOURBOIRE"#)
    static let rounding = Cue(#"\bROUND(?:ING|ED)?\b.*(?:ADJ|DIFF)|\bROUNDING|\bRNDG|\bADJ(?:USTMENT)?\b"#)
    static let change = Cue(#"\bCHANGE\b|\bCHANGE\s+DUE|\bRÜCKGELD|\bRUCKGELD|\bRENDU|\bBAKI\b"#)
    static let paid = Cue(#"\bCASH\b|\bTENDER(?:ED)?\b|\bPAID\b|\bPAYMENT\b|\bVISA\b|\bMASTER\s?CARD|\bAMEX\b|\bCREDIT\b|\bDEBIT\b|\bCARD\b|^\W*BAR\b|\bGEGEBEN|\bEFTPOS|\bESPECES|\bESPÈCES|\bCB\b|\bTUNAI\b"#)
    static let discount = Cue(#"\bDISC(?:OUNT)?\b|@DISC|\bSAVINGS?\b|\bCOUPON|\bRABATT|\bREMISE|\bPROMO|\bLESS\b|\bVOUCHER|%\s*OFF\b|\bOFF\b"#)
    // German "BAR" (cash) starts its line ("BAR 20,00", "Bar EUR"); elsewhere it is a product ("Chocolate Bar").
    static let cash = Cue(#"\bCASH\b|^\W*BAR\b|\bBARGELD|\bESP[EÈ]CES|\bTUNAI\b"#)
    static let card = Cue(#"\bCARD\b|\bKARTE|\bCREDIT|\bDEBIT|\bEFTPOS|\bCB\b|\bCONTACTLESS|\bVISA\b|\bMASTER\s?CARD|\bAMEX\b|\bAMERICAN\s+EXPRESS|\bMAESTRO|\bDISCOVER\b|\bJCB\b|\bUNION\s?PAY|\bGIROCARD"#)
    static let brands: [(Cue, String)] = [
        (Cue(#"\bVISA\b"#), "visa"), (Cue(#"\bMASTER\s?CARD|\bMC\b"#), "mastercard"),
        (Cue(#"\bAMEX\b|\bAMERICAN\s+EXPRESS"#), "amex"), (Cue(#"\bMAESTRO"#), "maestro"),
        (Cue(#"\bDISCOVER\b"#), "discover"), (Cue(#"\bJCB\b"#), "jcb"), (Cue(#"\bUNION\s?PAY"#), "unionpay"),
        (Cue(#"\bGIROCARD|\bEC[\s\-]?KARTE"#), "girocard"),
    ]
    /// "**** 1234", "XXXX-XXXX-XXXX-1234", "ending in 1234".
    static let last4 = Cue(#"(?:[*Xx•]{2,}[\s\-]*)+(\d{4})\b|ENDING\s+(?:IN\s+)?(\d{4})\b|CARD\s*(?:NO\.?|#)\s*[:.]?\s*\S*?(\d{4})\b"#)
    static let taxID = Cue(#"(?:\bGST\s*(?:REG(?:ISTRATION)?\.?\s*)?(?:ID|NO|NUMBER|#)|\bVAT\s*(?:REG(?:ISTRATION)?\.?\s*)?(?:ID|NO|NUMBER|#)|\bUST-?ID(?:NR)?|\bUST\.?\s*-?\s*ID(?:NR)?|\bSTEUERNR|\bTVA(?:\s+INTRACOM(?:MUNAUTAIRE)?)?|\bN°\s*TVA|\bABN\b|\bTIN\b|\bSIRET|\bTAX\s*ID|\bSST\s*(?:REG|ID|NO))\.?\s*(?:NO\.?|NR\.?|NUMBER)?\s*[:#.]?\s*([A-Z]{0,3}[\s\-]?[0-9][0-9A-Z\s\-]{5,20}[0-9A-Z])"#)
    static let receiptNumber = Cue(#"\b(?:RECEIPT|RCPT|INVOICE|INV|BILL|TRANS(?:ACTION)?|TRX|TXN|DOC(?:UMENT)?|CHECK|CHK|ORDER|TICKET|BELEG|BON|QUITTUNG|RE(?:CHNUNGS)?)\s*(?:NO\.?|NUMBER|NUM|NR\.?|#|N°)\s*[:.#]?\s*([A-Z0-9][A-Z0-9\-/]{1,20})"#)
    static let phoneLabel = Cue(#"\bTEL\b|\bTEL\.|\bPHONE|\bPH\b|\bTELEFON|\bTÉL|\bMOBILE|\bHP\b"#)
    /// Lines below the merchant that end its address.
    static let addressStop = Cue(#"\bTEL\b|\bID\s*[.:]|\bMOBILE|\bWHATSAPP|\bH/P\b|\bROC\b|\bCO\.?\s*REG|\bTEL[.:]|\bPHONE|\bFAX\b|\bGST\b|\bVAT\b|\bTAX\b|\bUST|@|WWW\.|HTTP|\bRECEIPT\b|\bINVOICE\b|\bDATE\b(?!\s*,)|\bCASHIER|\bTABLE\b|\bSERVER|\bREG(?:ISTRATION)?\s*NO|\bCO\.?\s*(?:REG|NO)|\bCOMPANY\s*NO|\bBILL\b|\bEMAIL|\bE-MAIL|\bSTEUER|\bSIRET|\bABN\b|\bDOC\b|\bTRANS|\bTERMINAL|\bSTORE\s*#|\bORDER|\b\d{1,2}[/.\-]\d{1,2}[/.\-]\d{2,4}\b|\b\d{1,2}\s+(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\s+\d{4}|\b\d{1,2}:\d{2}\b"#)
    /// A line that is only a date, maybe labelled and followed by a time ("14 MAR 2018 18:40", "DATE: 25/01/2018 1:22PM").
    static let dateOnly = Cue(#"^\W*(?:DATE\s*[:.]?\s*)?(?:\d{1,2}[/.\-](?:\d{1,2}|[A-Z]{3,9})[/.\-]\d{2,4}|\d{1,2}\s+[A-Z]{3,9}\s+\d{4}|\d{4}-\d{2}-\d{2})(?:\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AP]\.?M\.?)?)?\W*$"#)
    /// The Malaysian legal forms as OCR misreads them ("SON BHD", "SDN. GHD.", "SIN BHI", "SDN. iHD."): groups 1
    /// and 3 the parts, 2 the separator; BHD with any one character misread. Only read after a name, where
    /// nothing else can stand.
    static let misreadSdnBhd = Cue(#"\b(S[DOUIE0]N|SDM)(\.?\s*)([A-Z0-9]HD|B[A-Z0-9]D|BH[A-Z0-9]|BILD)(?=\W*$|\W*\()"#)
    /// Words that make a line a company name rather than a heading.
    static let company = Cue(#"\bSDN\.?\s*BHD|\bBHD\b|\bS/B\b|\bENTERPRISE|\bTRADING|\bLTD\b|\bLIMITED\b|\bLLC\b|\bINC\b|\bGMBH\b|\bCORP|\bCO\.|\bS\.?A\.?R\.?L|\bPLC\b|\bRESTAURANT|\bCAF[EÉ]\b|\bSTORE\b|\bMART\b|\bMARKET|\bSUPERMARKET|\bHARDWARE|\bBOOK|\bPHARMACY|\bBAKERY|\bKEDAI|\bRESTORAN|\bSHOP\b|\bCENTRE|\bCENTER\b|\bSTATIONERY|\bGALLERY"#)
    /// A legal form (or the word a sole trader registers under) that marks a line as the company's name.
    static let legalForm = Cue(#"\bSDN\.?\s*BHD|\bBHD\b|\bS/B\b|\bLTD\b|\bLIMITED\b|\bLLC\b|\bINC\b|\bGMBH\b|\bCORP(?:ORATION)?\b|\bPLC\b|\bS\.?A\.?R\.?L\b|\bENTERPRISE|\bTRADING\b"#)
    /// Words that cannot start a company name, so a line starting with one continues the line above.
    static let nameFragment = Cue(#"^\W*(?:CO\.|COMPANY\b|\(M\)|SDN\b|BHD\b|S/B\b|LTD\b|LIMITED\b|INC\b|ENTERPRISE|TRADING\b|&)"#)
    /// A legal form followed by something else on the line ("… SDN BHD 802729-U"): groups 1 the form, 2 the rest.
    static let legalFormTail = Cue(#"(\bSDN\.?\s*BHD\.?|\bBHD\.?|\bS/B|\bLTD\.?|\bGMBH|\bINC\.?)(\s+\S.*)$"#)
    /// A company registration number alone on its line ("822737-X", "002693074-K").
    static let bareRegistration = Cue(#"^\W*\d{5,}-?[A-Z]?\W*$"#)
    /// A Malaysian company number ("1174703-K", "459702 - V").
    static let companyNumber = Cue(#"(?<![\w\-])\d{6,8}\s?-\s?[A-Z](?![\w\-])"#)
    /// Eight or more digits in a row (phone, tax or account numbers), never part of an address.
    static let longNumber = Cue(#"\d{8,}|\d{2,4}-\d{6,}"#)
    /// The legal-form ending of a company name, which may stand on its own line under the name.
    static let companySuffix = Cue(#"(?:\bSDN\.?\s*BHD\.?|\bBHD\.?|\bLTD\.?|\bLIMITED|\bGMBH|\bINC\.?|\bLLC|\bPLC|\bAG)\s*$"#)
    /// A registration number at the start of a line ("Co-REG:860671-D", "ROC No.: 1072825-A").
    /// The number may start with a letter or two ("SA0099552-P": a Malaysian business registration).
    static let registrationPrefix = Cue(#"^\W*(?:CO\.?[\s\-]*(?:REG|NO)|COMPANY\s*(?:REG|NO)|ROC(?:\s*NO)?\b|BR\s*NO|BUSINESS\s*REG(?:ISTRATION)?(?:\s*NO)?|REG(?:ISTRATION)?\s*NO)[^\s]*\s*[:.;]?\s*\(?[A-Z]{0,2}[0-9][0-9A-Z\-]*\)?\s*"#)
    /// A line labelled as the address ("HQ ADD: LOT 11995, …", "Address: 12 High St"): group 1 is the label.
    /// OCR reads the Q of "HQ" as O or 0 ("HO ADD:").
    static let addressLabel = Cue(#"^(\W*(?:H[QO0]\s+|HEAD\s+OFFICE\s+)?(?:ADD|ADDR|ADDRESS|ALAMAT|ADRESSE|ANSCHRIFT)\s*[:.]\s*)\S"#)
    /// A postcode followed by its town ("81100 JOHOR BAHRU", "41050" at a line's end), not a lot or house number.
    static let postcode = Cue(#"(?<!LOT\s)(?<!NO\.?\s)(?<!PT\s)(?<![\w\-/.])\d{5}(?![\w\-/])(\s*,?\s*[A-Z]|\s*[,.]?\s*$)"#)
    /// A line naming only a state, region or country, which may follow the postcode and town.
    static let region = Cue(#"^\W*(?:(?:JOHOR(?:\s+BAHRU)?|KEDAH|KELANTAN|MELAKA|MALACCA|NEGERI\s+SEMBILAN|N\.?\s*SEMBILAN|PAHANG|PERAK|PERLIS|PULAU\s+PINANG|PENANG|SABAH|SARAWAK|SELANGOR|TERENGGANU|KUALA\s+LUMPUR|W\.?\s*P\.?|WILAYAH\s+PERSEKUTUAN|PUTRAJAYA|LABUAN|MALAYSIA|SINGAPORE|DARUL\s+[A-Z]+|D\.\s*E\.?|D\.?E\b)[\s,.]*)+$"#)
    /// Words that name a street, building or place: a line with one is an address line even without a number.
    static let street = Cue(#"\b(?:JALAN|JLN|LORONG|LRG|LOT|TAMAN|BANDAR|PERSIARAN|LEBUH|LEBUHRAYA|KAMPUNG|KG|BATU|SEKSYEN|BLOK|BLOCK|UNIT|LEVEL|FLOOR|TINGKAT|STREET|ROAD|AVENUE|LANE|DRIVE|KOMPLEKS|WISMA|MENARA|BANGUNAN|STRASSE|RUE)\b"#)

    /// Top lines that are headings, not the merchant.
    static let notMerchant = Cue(#"^\W*(?:TAX\s+INVOICE|INVOICE|RECEIPT|CASH\s+(?:BILL|SALE|RECEIPT)|SIMPLIFIED\s+TAX|OFFICIAL\s+RECEIPT|WELCOME|ORIGINAL|COPY|DUPLICATE|KASSENBON|QUITTUNG|TICKET|CUSTOMER\s+COPY)\b"#)
    /// A label naming who owns or runs the shop: the legal name under it is the owner's, not the shop's.
    static let ownerLabel = Cue(#"^\W*(?:OWNED|OPERATED|MANAGED|RUN)\s+BY\b|^\W*(?:A\s+)?(?:MEMBER|DIVISION|SUBSIDIARY)\s+OF\b|^\W*BETRIEBEN\s+VON\b|^\W*EXPLOIT[EÉ]\s+PAR\b"#)
    /// A bracketed number closing a line, its closing bracket perhaps misread ("(169199-V;").
    static let bracketedNumberTail = Cue(#"\s*[\(\[]\s*\d{3,}[\-\s]?[A-Z]?\s*\W?\s*$"#)
    /// A registration number printed beside a company name ("(1234567-X)", "Co. No: 123").
    static let registration = Cue(#"\s*[\(\[]?\s*(?:CO\.?\s*(?:REG\.?)?\s*NO\.?|COMPANY\s*NO\.?|ROC\s*NO\.?)?\s*[:.]?\s*\(?\d{3,}[\-\s]?[A-Z]?\s*[\)\]]\s*$|\s*\((?:CO\.?\s*|COMPANY\s*)?(?:REG\.?\s*)?NO[^)]*\)?\s*$|\s+\d{5,8}-[A-Z]\s*$"#)

    // Document kind cues.
    static let receiptWords = Cue(#"\bT[O0]TAL\b|\bSUB[\s\-]?T[O0]TAL|\bCHANGE\b|\bCASH\b|\bTENDER|\bGST\b|\bVAT\b|\bTAX\b|\bRECEIPT|\bTHANK\s+YOU|\bQTY\b|\bCASHIER|\bMWST|\bSUMME\b|\bBAR\b|\bRÜCKGELD|\bKASSENBON|\bTVA\b|\bROUNDING|\bVISA\b|\bMASTERCARD|\bTIP\b"#)
    static let invoiceWords = Cue(#"\bBILL\s+TO\b|\bSHIP\s+TO\b|\bDUE\s+DATE|\bPAYMENT\s+TERMS|\bINVOICE\s+(?:NO|NUMBER|DATE|#)|\bREMIT|\bNET\s+\d{2}\b|\bPURCHASE\s+ORDER|\bRECHNUNG|\bFACTURE|\bIBAN\b|\bBANK\s+DETAILS|\bACCOUNT\s+NO"#)
    static let letterWords = Cue(#"\bDEAR\b|\bSINCERELY|\bREGARDS|\bYOURS\b|\bSEHR\s+GEEHRTE|\bMIT\s+FREUNDLICHEN|\bMADAME|\bMONSIEUR|\bRE:\s"#)
}
