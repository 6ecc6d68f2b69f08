import DocModel
import Testing
@testable import Receipts

/// The kind of a mixed inbox's documents, from rows laid out by hand (no OCR): an invoice is not a receipt
/// because it totals its lines, a letter that talks about an invoice is a letter, and a receipt photo read badly
/// (few amounts survive) is still a receipt when the till's words and the time of the sale are there.
@Suite struct DocumentKindTests {
    static func kind(_ rows: [(String, String?)], width: Int = 600) -> DocumentKind.Kind? {
        var doc = ReceiptAnalyzerTests.document(rows)
        doc.pages[0].width = width
        ReceiptAnalyzer().analyze(&doc)
        return doc.kind?.kind
    }

    @Test func anInvoiceWithSubtotalTaxAndTotalLinesIsAnInvoice() {
        let invoice: [(String, String?)] = [
            ("Harbor Lane Studio", nil), ("900 Pine Avenue, Suite 4", nil), ("INVOICE", nil), ("Invoice to: Mara Olsen", nil),
            ("Invoice # 88", nil), ("Issued: March 2, 2026", nil), ("Terms: Net 30", nil), ("Qty Description Amount", nil),
            ("1 Brand identity workshop", "1200.00"), ("3 Logo variations", "450.00"), ("Subtotal", "2400.00"),
            ("Sales tax (10.25%)", "246.00"), ("Total due", "2646.00"),
        ]
        #expect(Self.kind(invoice, width: 2480) == .invoice)
    }

    @Test func aLetterAboutAnInvoiceAndItsPaymentTermsIsALetter() {
        let letter: [(String, String?)] = [
            ("Kestrel Logistics", nil), ("Re: Updated payment terms", nil), ("Dear Ms Carter,", nil),
            ("thank you for your letter about invoice number 2291 and the revised terms for your accounts", nil),
            ("department. From next month our invoices are payable within thirty days of the invoice date and the", nil),
            ("IBAN on them changes; the bank details are printed on every invoice we send you from now on.", nil),
            ("Yours sincerely,", nil), ("James Whitfield", nil),
        ]
        #expect(Self.kind(letter, width: 2480) == .letter)
    }

    @Test func aGermanLetterWithSalutationAndClosingIsALetter() {
        let letter: [(String, String?)] = [
            ("Quellwasser GmbH", nil), ("Betreff: Ihre Rechnung vom 3. März", nil), ("Sehr geehrte Frau Keller,", nil),
            ("vielen Dank für Ihre Rechnung. Die Kunden-Nr. und die IBAN haben wir in unserer Buchhaltung geändert", nil),
            ("und bitten Sie, künftige Rechnungen an die neue Anschrift zu senden, zahlbar wie bisher.", nil),
            ("Mit freundlichen Grüßen", nil), ("Jonas Becker", nil),
        ]
        #expect(Self.kind(letter, width: 2480) == .letter)
    }

    @Test func aBadlyReadRestaurantSlipWithTheTillsWordsIsAReceipt() {
        // A phone photo of a card slip: the amounts came out as noise, the till's words and the time did not.
        let slip: [(String, String?)] = [
            ("Pizza Hut #744007", nil), ("870 W Rusk St Rockwall, Tx 75087", nil), ("Server: JAGDESH", nil),
            ("10/15/09 Batch # 393", nil), ("APPR CODE: 173501", nil), ("Ticket #66 06:30PM", nil),
            ("AMOUNT: 73) Ce!", nil), ("TIP: 2 es", nil), ("Total: —————_", nil), ("I agree to pay above total amount", nil),
        ]
        #expect(Self.kind(slip) == .receipt)
    }

    @Test func aFuelStationSlipWithOneAmountIsAReceipt() {
        // A pump's slip: one amount, the volume and the price per gallon in three decimals, the grade.
        let slip: [(String, String?)] = [
            ("Aloha Gas", nil), ("1247 Kailua Road", nil), ("Kailua, HI 96734", nil), ("12:47:59 Jun 15 2011", nil),
            ("Pump 4 REGULAR", nil), ("Gallons 13.246", nil), ("Price/gal 3.939", nil), ("Total", "52.15"), ("APPROVAL: 0412", nil),
        ]
        #expect(Self.kind(slip) == .receipt)
        let german: [(String, String?)] = [
            ("TANKSTELLE NORD", nil), ("Zapfsäule 3 Super E10", nil), ("Menge 41,20 Liter", nil), ("Preis 1,789 EUR/Liter", nil),
            ("Summe", "73,71"), ("14:02", nil),
        ]
        #expect(Self.kind(german) == .receipt)
    }

    @Test func aReportThatMentionsInvoicesInItsProseIsNoInvoice() {
        let report: [(String, String?)] = [
            ("Quarterly Operations Report", nil), ("Summary", nil),
            ("Please let us know if the revised terms raise any questions for your accounts department. From the", nil),
            ("first of next month our invoices will be payable within thirty days of the invoice date, and the", nil),
            ("bank details and IBAN printed on them change with the new purchase order system.", nil), ("Outlook", nil),
            ("Orders by region rose in every quarter of the year and the new prices apply to all orders placed.", nil),
        ]
        #expect(Self.kind(report, width: 2480) != .invoice)
    }
}
