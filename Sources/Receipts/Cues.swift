import TextRepair

/// The words that label a receipt's lines. The money lines' labels (subtotal, total, tax, tip, paid, change,
/// cash, card) come from `ReceiptLabels`, one table for every language; the rest are here. OCR often reads O
/// as 0 in these words; the patterns allow it where it matters.
enum Cues {
    static let subtotal = ReceiptLabels.pattern(.subtotal)
    static let total = ReceiptLabels.pattern(.total)
    /// Lines that name the final amount due, after rounding; preferred over a plain "TOTAL". "GRAND TOTA": OCR
    /// drops a last letter that the amount column crowds.
    static let finalTotal = TextPattern(#"\bROUNDED\s*T[O0]TAL|\bT[O0]TAL\s+AFTER\s+ROUND|\bAFTER\s+ROUNDING|\bNETT?\s+T[O0]TAL|\bGRAND\s*T[O0]TAL?\b|\bT[O0]TAL\s+(?:AMOUNT\s+)?PAYABLE|\bAMOUNT\s+PAYABLE"#, caseInsensitive: true)
    /// Lines that mention "total" but are not the amount due.
    static let notTotal = TextPattern(#"\bSUB[\s\-.]*T[O0]TA(?:L|\b)|T[O0]TAL\s*(?:QTY|QUANTITY|ITEMS?|DISC|DISCOUNT|SAVING|SAVED|TAX|GST|VAT|EXCL|EXCLUDING|BEFORE|NET\b|W/?O|PCS|UNITS|NO\.?\s+OF)|\bQTY\b|ITEM\s*COUNT|\bTA[XK]\s+T[O0]TAL|\bGST\s+SUMMARY|\bSAVINGS|\bROUNDING|\bZWISCHENSUMME|\bSOUS[\s\-]?TOTAL|\bNETT?\s+AMOUNT|\bAMOUNT\s+BEFORE|\bCHANGE\b|\bTENDER|INCLUDED\s+IN\s+(?:THE\s+)?T[O0]TAL|\bT[O0]TAL\s+HT\b|\bMONTANT\s+HT\b"#, caseInsensitive: true)
    static let tax = ReceiptLabels.pattern(.tax)
    /// Lines that name a tax but are not a tax amount. "INCL." names an amount that includes the tax ("TOTAL INCL.
    /// VAT"), except after the tax's rate: "BTW 21% incl." is the tax the prices include, a tax line.
    static let notTax = TextPattern(#"TAX\s+INVOICE|\b(?:GST|VAT|TAX)\s*(?:REG|ID|NO\b|NUMBER|#)|\bREG(?:ISTRATION)?\s*NO|\bUST-?ID|(?<!%\s)(?<!%)\bINCL(?:UDING|\.)?\s|\bINKL|\bTOTAL\s+(?:EXCL|INCL|BEFORE)|\bEXCL|\bSUB[\s\-.]*T[O0]TAL|\bGST\s+SUMMARY|\bAMOUNT\s*\(?RM|\bPRICE|SUMMARY"#, caseInsensitive: true)
    static let tip = ReceiptLabels.pattern(.tip)
    static let rounding = TextPattern(#"\bROUND(?:ING|ED)?\b.*(?:ADJ|DIFF)|^\W*ROUND\W*$|\bROUNDING|\bRNDG|\bADJ(?:USTMENT)?\b"#, caseInsensitive: true)
    static let change = ReceiptLabels.pattern(.change)
    static let paid = ReceiptLabels.pattern(.paid)
    static let discount = TextPattern(#"\bDISC(?:OUNT)?\b|@DISC|\bSAVINGS?\b|\bCOUPON|\bRABATT|\bREMISE|\bPROMO|\bLESS\b|\bVOUCHER|%\s*OFF\b|\bOFF\b"#, caseInsensitive: true)
    static let cash = ReceiptLabels.pattern(.cash)
    static let card = ReceiptLabels.pattern(.card)
    static let brands: [(TextPattern, String)] = [
        (TextPattern(#"\bVISA\b"#, caseInsensitive: true), "visa"), (TextPattern(#"\bMASTER\s?CARD|\bMC\b"#, caseInsensitive: true), "mastercard"),
        (TextPattern(#"\bAMEX\b|\bAMERICAN\s+EXPRESS"#, caseInsensitive: true), "amex"), (TextPattern(#"\bMAESTRO"#, caseInsensitive: true), "maestro"),
        (TextPattern(#"\bDISCOVER\b"#, caseInsensitive: true), "discover"), (TextPattern(#"\bJCB\b"#, caseInsensitive: true), "jcb"), (TextPattern(#"\bUNION\s?PAY"#, caseInsensitive: true), "unionpay"),
        (TextPattern(#"\bGIROCARD|\bEC[\s\-]?KARTE"#, caseInsensitive: true), "girocard"),
    ]
    /// "**** 1234", "XXXX-XXXX-XXXX-1234", "ending in 1234".
    static let last4 = TextPattern(#"(?:[*Xx•]{2,}[\s\-]*)+(\d{4})\b|ENDING\s+(?:IN\s+)?(\d{4})\b|CARD\s*(?:NO\.?|#)\s*[:.]?\s*\S*?(\d{4})\b"#, caseInsensitive: true)
    static let taxID = TextPattern(#"(?:\bGST\s*(?:REG(?:ISTRATION)?\.?\s*)?(?:ID|NO|NUMBER|#)|\bVAT\s*(?:REG(?:ISTRATION)?\.?\s*)?(?:ID|NO|NUMBER|#)|\bUST-?ID(?:NR)?|\bUST\.?\s*-?\s*ID(?:NR)?|\bSTEUERNR|\bTVA(?:\s+INTRACOM(?:MUNAUTAIRE)?)?|\bN°\s*TVA|\bABN\b|\bTIN\b|\bSIRET|\bTAX\s*ID|\bSST\s*(?:REG|ID|NO))\.?\s*(?:NO\.?|NR\.?|NUMBER)?\s*[:#.]?\s*([A-Z]{0,3}[\s\-]?[0-9][0-9A-Z\s\-]{5,20}[0-9A-Z])"#, caseInsensitive: true)
    static let receiptNumber = TextPattern(#"\b(?:RECEIPT|RCPT|INVOICE|INV|BILL|TRANS(?:ACTION)?|TRX|TXN|DOC(?:UMENT)?|CHECK|CHK|ORDER|TICKET|BELEG|BON|QUITTUNG|RE(?:CHNUNGS)?)\s*(?:NO\.?|NUMBER|NUM|NR\.?|#|N°)\s*[:.#]?\s*([A-Z0-9][A-Z0-9\-/]{1,20})"#, caseInsensitive: true)
    static let phoneLabel = TextPattern(#"\bTEL\b|\bTEL\.|\bPHONE|\bPH\b|\bTELEFON|\bTÉL|\bMOBILE|\bHP\b"#, caseInsensitive: true)
    /// Lines below the merchant that end its address.
    static let addressStop = TextPattern(#"\bTEL\b|\bGSTIN\b|\bID\s*[.:]|\bMOBILE|\bWHATSAPP|\bH/P\b|\bROC\b|\bCO\.?\s*REG|\bTEL[.:]|\bPHONE|\bFAX\b|\bGST\b|\bVAT\b|\bTAX\b|\bUST|\S@\S|WWW\.|HTTP|\bRECEIPT\b|\bINVOICE\b|\bDATE\b(?!\s*,)|\bCASHIER|\bTABLE\b|\bSERVER|\bREG(?:ISTRATION)?\s*NO|\bCO\.?\s*(?:REG|NO)|\bCOMPANY\s*NO|\bBILL\b|\bEMAIL|\bE-MAIL|\bSTEUER|\bSIRET|\bABN\b|\bDOC\b|\bTRANS|\bTERMINAL|\bSTORE\s*#|\bORDER|\b\d{1,2}[/.\-]\d{1,2}[/.\-]\d{2,4}\b|\b\d{1,2}\s+(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\s+\d{4}|\b\d{1,2}:\d{2}\b"#, caseInsensitive: true)
    /// A line that is only a date, maybe labelled and followed by a time ("14 MAR 2018 18:40", "DATE: 25/01/2018 1:22PM").
    static let dateOnly = TextPattern(#"^\W*(?:DATE\s*[:.]?\s*)?(?:\d{1,2}[/.\-](?:\d{1,2}|[A-Z]{3,9})[/.\-]\d{2,4}|\d{1,2}\s+[A-Z]{3,9}\s+\d{4}|\d{4}-\d{2}-\d{2})(?:\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AP]\.?M\.?)?)?\W*$"#, caseInsensitive: true)
    /// The Malaysian legal forms as OCR misreads them ("SON BHD", "SDN. GHD.", "SIN BHI", "SDN. iHD."): groups 1
    /// and 3 the parts, 2 the separator; BHD with any one character misread. Only read after a name, where
    /// nothing else can stand.
    static let misreadSdnBhd = TextPattern(#"\b(S[DOUIE0]N|SDM)(\.?\s*)([A-Z0-9]HD|B[A-Z0-9]D|BH[A-Z0-9]|BILD)(?=\W*$|\W*\()"#, caseInsensitive: true)
    /// Words that make a line a company name rather than a heading.
    static let company = TextPattern(#"\bSDN\.?\s*BHD|\bBHD\b|\bS/B\b|\bENTERPRISE|\bTRADING|\bLTD\b|\bLIMITED\b|\bLLC\b|\bINC\b|\bGMBH\b|\bCORP|\bCO\.|\bS\.?A\.?R\.?L|\bPLC\b|\bRESTAURANT|\bCAF[EÉ]\b|\bSTORE\b|\bMART\b|\bMARKET|\bSUPERMARKET|\bHARDWARE|\bBOOK|\bPHARMACY|\bBAKERY|\bKEDAI|\bRESTORAN|\bSHOP\b|\bCENTRE|\bCENTER\b|\bSTATIONERY|\bGALLERY"#, caseInsensitive: true)
    /// A legal form (or the word a sole trader registers under) that marks a line as the company's name.
    static let legalForm = TextPattern(#"\bSDN\.?\s*BHD|\bBHD\b|\bS/B\b|\bLTD\b|\bLIMITED\b|\bLLC\b|\bINC\b|\bGMBH\b|\bCORP(?:ORATION)?\b|\bPLC\b|\bS\.?A\.?R\.?L\b|\bENTERPRISE|\bTRADING\b"#, caseInsensitive: true)
    /// Words that cannot start a company name, so a line starting with one continues the line above.
    static let nameFragment = TextPattern(#"^\W*(?:CO\.|COMPANY\b|\(M\)|SDN\b|BHD\b|S/B\b|LTD\b|LIMITED\b|INC\b|ENTERPRISE|TRADING\b|&)"#, caseInsensitive: true)
    /// A legal form followed by something else on the line ("… SDN BHD 802729-U"): groups 1 the form, 2 the rest.
    static let legalFormTail = TextPattern(#"(\bSDN\.?\s*BHD\.?|\bBHD\.?|\bS/B|\bLTD\.?|\bGMBH|\bINC\.?)(\s+\S.*)$"#, caseInsensitive: true)
    /// A company registration number alone on its line ("822737-X", "002693074-K").
    static let bareRegistration = TextPattern(#"^\W*\d{5,}-?[A-Z]?\W*$"#, caseInsensitive: true)
    /// A Malaysian company number ("1174703-K", "459702 - V").
    static let companyNumber = TextPattern(#"(?<![\w\-])\d{6,8}\s?-\s?[A-Z](?![\w\-])"#, caseInsensitive: true)
    /// A phone number alone on its line ("04-3401929", "(718) 478-1500", "+44 20 7946 0958"): seven digits or more
    /// in groups, no letters.
    static let phoneAlone = TextPattern(#"^(?=(?:\D*\d){7})\W*(?:\+\s?)?\(?\d{2,4}\)?(?:[\s.\-/]*\d{2,5}){1,4}\W*$"#, caseInsensitive: true)
    /// Eight or more digits in a row (phone, tax or account numbers), never part of an address.
    static let longNumber = TextPattern(#"\d{8,}|\d{2,4}-\d{6,}"#, caseInsensitive: true)
    /// The legal-form ending of a company name, which may stand on its own line under the name.
    static let companySuffix = TextPattern(#"(?:\bSDN\.?\s*BHD\.?|\bBHD\.?|\bLTD\.?|\bLIMITED|\bGMBH|\bINC\.?|\bLLC|\bPLC|\bAG)\s*$"#, caseInsensitive: true)
    /// A registration number at the start of a line ("Co-REG:860671-D", "ROC No.: 1072825-A").
    /// The number may start with a letter or two ("SA0099552-P": a Malaysian business registration).
    static let registrationPrefix = TextPattern(#"^\W*(?:CO\.?[\s\-]*(?:REG|NO)|COMPANY\s*(?:REG|NO)|ROC(?:\s*NO)?\b|BR\s*NO|BUSINESS\s*REG(?:ISTRATION)?(?:\s*NO)?|REG(?:ISTRATION)?\s*NO)[^\s]*\s*[:.;]?\s*\(?[A-Z]{0,2}[0-9][0-9A-Z\-]*\)?\s*"#, caseInsensitive: true)
    /// A line labelled as the address ("HQ ADD: LOT 11995, …", "Address: 12 High St"): group 1 is the label.
    /// OCR reads the Q of "HQ" as O or 0 ("HO ADD:").
    static let addressLabel = TextPattern(#"^(\W*(?:H[QO0]\s+|HEAD\s+OFFICE\s+)?(?:ADD|ADDR|ADDRESS|ALAMAT|ADRESSE|ANSCHRIFT)\s*[:.]\s*)\S"#, caseInsensitive: true)
    /// A postcode followed by its town ("81100 JOHOR BAHRU", "41050" at a line's end), not a lot or house number.
    static let postcode = TextPattern(#"(?<!LOT\s)(?<!NO\.?\s)(?<!PT\s)(?<![\w\-/.])\d{5}(?![\w\-/])(\s*,?\s*[A-Z]|\s*[,.]?\s*$)"#, caseInsensitive: true)
    /// A line naming only a state, region or country, which may follow the postcode and town.
    static let region = TextPattern(#"^\W*(?:(?:JOHOR(?:\s+BAHRU)?|KEDAH|KELANTAN|MELAKA|MALACCA|NEGERI\s+SEMBILAN|N\.?\s*SEMBILAN|PAHANG|PERAK|PERLIS|PULAU\s+PINANG|PENANG|SABAH|SARAWAK|SELANGOR|TERENGGANU|KUALA\s+LUMPUR|W\.?\s*P\.?|WILAYAH\s+PERSEKUTUAN|PUTRAJAYA|LABUAN|MALAYSIA|SINGAPORE|DARUL\s+[A-Z]+|D\.\s*E\.?|D\.?E\b)[\s,.]*)+$"#, caseInsensitive: true)
    /// Words that name a street, building or place: a line with one is an address line even without a number.
    static let street = TextPattern(#"\b(?:JALAN|JLN|LORONG|LRG|LOT|TAMAN|BANDAR|PERSIARAN|LEBUH|LEBUHRAYA|KAMPUNG|KG|BATU|SEKSYEN|BLOK|BLOCK|UNIT|LEVEL|FLOOR|TINGKAT|STREET|ROAD|AVENUE|LANE|DRIVE|KOMPLEKS|WISMA|MENARA|BANGUNAN|STRASSE|RUE)\b"#, caseInsensitive: true)

    /// Lines at a receipt's head that name no shop: the document's title, a greeting or thanks, the order's
    /// kind (eat in, take away), a card line, who served ("Store Manager : GEORGE", "Operator: Josh"), a card slip's
    /// kind of transaction alone on its line ("SALE", "CREDIT SALE"), opening hours ("OPEN 8:00AM TO 9:00PM DAILY",
    /// "Öffnungszeiten Mo-Sa 8-20 Uhr", "Horaires : 9h-19h", a time range) (a reading that starts below the head
    /// finds these first).
    static let notMerchant = TextPattern(#"^\W*(?:OPEN(?:ING)?(?:\s+HOURS)?|(?:STORE\s+|BUSINESS\s+)?HOURS|[ÖO]FFNUNGSZEITEN|GE[ÖO]FFNET|HORAIRES|OUVERT|HORARIO|ABIERTO|ORARIO|APERTO|OPENINGSTIJDEN|GEOPEND)\b\W*(?:\d|DAILY|EVERY|7\s+DAYS|MON|TUE|MO\b|LUN|TOUS|T[ÄA]GLICH|TODOS|TUTTI|DAGELIJKS|MA\b)|\b\d{1,2}(?:[:.]\d{2})?\s*(?:[AP]\.?M\.?|H|UHR)?\s*(?:-|–|TO|BIS|[ÀA]|AL|TOT)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:[AP]\.?M(?![A-Z])|H(?![A-Z])|UHR\b)|\b\d{1,2}[:.]\d{2}\s*(?:-|–|TO|BIS|[ÀA]|AL|TOT)\s*\d{1,2}[:.]\d{2}\b"# + "|" + #"^\W*(?:TAX\s+INVOICE|INVOICE|RECEIPT|CASH\s+(?:BILL|SALE|RECEIPT)|SIMPLIFIED\s+TAX|OFFICIAL\s+RECEIPT|WELCOME|ORIGINAL|COPY|DUPLICATE|KASSENBON|QUITTUNG|TICKET|CUSTOMER\s+COPY|THANKS?\b|THANK\s+YOU|DANKE|MERCI|GRACIAS|GRAZIE|BEDANKT|EAT\s+IN|DINE\s+IN|TAKE\s*-?\s*(?:AWAY|OUT)|TO\s+GO|SUR\s+PLACE|[AÀ]\s+EMPORTER|ZUM\s+MITNEHMEN|PARA\s+LLEVAR|VISA|MASTER\s*CARD|AMEX|AMERICAN\s+EXPRESS|DEBIT|CREDIT\s+CARD|(?:STORE\s+)?MANAGER|OPERATOR|SERVER|CLERK|HOST|WAIT(?:ER|RESS)|KELLNER(?:IN)?|BEDIENER(?:IN)?|SERVEU(?:R|SE)|CAMARER[OA]|CAMERIER[EA])\b|^\W*(?:(?:CREDIT|DEBIT|CARD)\s+)?(?:SALE|PURCHASE|REFUND|VOID|RETURN)\W*$"#, caseInsensitive: true)
    /// A label naming who owns or runs the shop: the legal name under it is the owner's, not the shop's.
    static let ownerLabel = TextPattern(#"^\W*(?:OWNED|OPERATED|MANAGED|RUN)\s+BY\b|^\W*(?:A\s+)?(?:MEMBER|DIVISION|SUBSIDIARY)\s+OF\b|^\W*BETRIEBEN\s+VON\b|^\W*EXPLOIT[EÉ]\s+PAR\b"#, caseInsensitive: true)
    /// A bracketed number closing a line, its closing bracket perhaps misread ("(169199-V;").
    static let bracketedNumberTail = TextPattern(#"\s*[\(\[]\s*\d{3,}[\-\s]?[A-Z]?\s*\W?\s*$"#, caseInsensitive: true)
    /// A registration number printed beside a company name ("(1234567-X)", "Co. No: 123").
    static let registration = TextPattern(#"\s*[\(\[]?\s*(?:CO\.?\s*(?:REG\.?)?\s*NO\.?|COMPANY\s*NO\.?|ROC\s*NO\.?)?\s*[:.]?\s*\(?\d{3,}[\-\s]?[A-Z]?\s*[\)\]]\s*$|\s*\((?:CO\.?\s*|COMPANY\s*)?(?:REG\.?\s*)?NO[^)]*\)?\s*$|\s+\d{5,8}-[A-Z]\s*$"#, caseInsensitive: true)

    // Document kind cues.
    /// Receipt words, the money lines' labels in every language among them.
    static let receiptWords = TextPattern(#"\bT[O0]TAL\b|\bSUB[\s\-.]*T[O0]TAL|\bCHANGE\b|\bCASH\b|\bTENDER|\bGST\b|\bVAT\b|\bTAX\b|\bRECEIPT|\bTHANK\s+YOU|\bQTY\b|\bCASHIER|\bMWST|\bSUMME\b|\bBAR\b|\bRÜCKGELD|\bKASSENBON|\bTVA\b|\bROUNDING|\bVISA\b|\bMASTERCARD|\bTIP\b"# + "|" + ReceiptLabels.alternation([.total, .subtotal, .tax, .change, .cash]) + "|" + pointOfSale,
                                          caseInsensitive: true)
    /// Words of a sale paid at the counter, printed by the till or the card terminal, in the languages of
    /// `ReceiptLabels`: who served, where, which terminal, the card approval. Invoices and letters do not print them.
    static let pointOfSale = #"\bSERVER\b|\bCHECK\s*#|\bCHK\b|\bGUESTS?\b|\bTERMINAL\b|\bAUTH(?:ORI[SZ]ATION)?\b|\bAPPR(?:OVAL|OVED)?\b|\bOPERATOR\b|\bCLERK\b|\bREG(?:ISTER)?\s*#|\bSTORE\s*#|\b(?:CUSTOMER|MERCHANT|CARDHOLDER)\s+COPY|\bPIN\s+VERIFIED|\bCONTACTLESS|\bKASSE\b|\bKASSIERER|\bCAISSE\b|\bCAISSIER|\bCAJERO|\bCASSA\b|\bKASSABON|\bBEDIEN"#
        + "|" + fuelSale
    /// A restaurant's check, in the same languages: the table's number ("Table 05", "TISCH: 12", not a caption's
    /// "Table 1: Revenue") and the covers (guests) served. Counted once a page (`KindClassifier`): a report's
    /// captions name tables too.
    static let restaurantCheck = TextPattern(#"\b(?:TABLE|TISCH|MESA|TAVOLO|TAFEL)\s*(?:NO\.?|NR\.?|N°|#)?\s*[:.]?\s*\d{1,3}\b(?!\s*[:.–—\-]\s*\S)|\bCOVERS?\b|\bCOUVERTS?\b|\bCOPERTI\b|\bCUBIERTOS?\b"#, caseInsensitive: true)
    /// A fuel station's sale, in the same languages: the pump, the volume and price per unit, the grade.
    static let fuelSale = #"\bPUMP\b|\bGALLONS?\b|\bPRICE\s*/\s*(?:GAL|L)\b|\bLIT(?:RES?|ERS?)\b|\bUNLEADED|\bDIESEL\b|\bZAPFS[ÄA]ULE|\bPOMPE\b|\bSURTIDOR|\bGASOLINA|\bBENZIN|\bSANS\s+PLOMB|\bBLEIFREI"#
    /// Words of a sale paid later, in English, German, French, Dutch, Spanish and Italian: who is billed and
    /// shipped to, the customer's number, the terms and the due date. A French till's "Facture au comptant" (a cash
    /// sale's bill) or "Facture simplifiée" is no invoice word, as "TAX INVOICE" is none.
    static let invoiceWords = TextPattern(#"\bBILL\s+TO\b|\bSHIP\s+TO\b|\bINVOICE\s+TO\b|\bDUE\s+DATE|\bPAYMENT\s+TERMS|\bTERMS\s*:|\bINVOICE\s+(?:NO|NUMBER|DATE|#)|\bREMIT|\bNET\s+\d{2}\b|\bPURCHASE\s+ORDER|\bCUSTOMER\s+(?:NO|NUMBER|ID|#)|\b(?:PAYMENT|PAYABLE|DUE)\s+(?:WITHIN|BY)\b|\bRECHNUNG|\bKUNDEN-?(?:NUMMER|NR)|\bZAHLBAR\b|\bZAHLUNGSZIEL|\bF[ÄA]LLIG|\bLIEFERADRESSE|\bFACTURE(?!\s+(?:AU\s+COMPTANT|SIMPLIFI))|\bN°\s*(?:DE\s+)?CLIENT|\b[ÉE]CH[ÉE]ANCE|\bADRESSE\s+DE\s+(?:FACTURATION|LIVRAISON)|\bFACTUUR|\bVERVALDATUM|\bVENCIMIENTO|\bSCADENZA|\bIBAN\b|\bBANK\s+DETAILS|\bACCOUNT\s+NO"#, caseInsensitive: true)
    /// The word that heads an invoice ("INVOICE", "Rechnung", "Facture"); `KindClassifier` asks that it stand
    /// alone in its column. A till's slip says "TAX INVOICE", "CASH INVOICE", "Invoice No: 1830" or "Facture au
    /// comptant" instead.
    static let invoiceHeading = TextPattern(#"^\W*(?:INVOICE|RECHNUNG|FACTURE|FACTUUR|FATTURA)\W*$"#, caseInsensitive: true)
    /// A letter's salutation, in English, German, French, Dutch, Spanish and Italian.
    static let salutation = TextPattern(#"^\W*(?:DEAR\b|SEHR\s+GEEHRTE|LIEBE[RS]?\s|MADAME|MONSIEUR|CHER\b|CH[EÈ]RE\b|GEACHTE|BESTE\s|ESTIMAD[OA]|GENTIL[EI]\b|EGREGI|SPETT)"#, caseInsensitive: true)
    /// A letter's closing, in the same languages.
    static let closing = TextPattern(#"\bSINCERELY|\bREGARDS|\bYOURS\s+(?:FAITHFULLY|TRULY|SINCERELY)|\bMIT\s+FREUNDLICHEN|\bFREUNDLICHE\s+GR|\bCORDIALEMENT|\bVEUILLEZ\s+AGR|\bSALUTATIONS\b|\bMET\s+VRIENDELIJKE|\bHOOGACHTEND|\bATENTAMENTE|\bSALUDOS|\bCORDIALI\s+SALUTI|\bDISTINTI\s+SALUTI"#, caseInsensitive: true)
    static let letterWords = TextPattern(#"\bDEAR\b|\bSINCERELY|\bREGARDS|\bYOURS\b|\bSEHR\s+GEEHRTE|\bMIT\s+FREUNDLICHEN|\bMADAME|\bMONSIEUR|\bRE:\s|\bBETREFF\s*:|\bOBJET\s*:|\bCORDIALEMENT|\bGEACHTE|\bMET\s+VRIENDELIJKE|\bESTIMAD[OA]|\bATENTAMENTE|\bCORDIALI\s+SALUTI"#, caseInsensitive: true)
    /// A time of day ("17:51", "6:30PM", "14:48:02", the French "11h05"): a till prints when the sale was made.
    static let timeOfDay = TextPattern(#"(?<![\d:])\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AP]\.?M\.?)?(?![\d:])|(?<![\w:])(?:[01]?\d|2[0-3])[hH][0-5]\d(?![\w:])"#, caseInsensitive: true)
}
