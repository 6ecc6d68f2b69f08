#!/usr/bin/python3
"""Generates business pages whose title, prose paragraphs, key-value fields and tables are known exactly:
letters with letterheads (logos: initials in a ring or box, a glyph, a tagline) and subject lines; invoices
with `label: value` blocks in one and two columns or as boxes, and line-item tables (ruled, header-ruled or
open), some running over two pages with the header repeated; forms with and without colons; reports with a
captioned table; addresses in a dozen countries; in English, German, French, Spanish, Italian and Dutch;
in several fonts; each as a 300 dpi scan (PNG; multi-page documents as an image-only PDF), a tilted noisy
scan, a photo-like capture (tilt, blur, uneven light, JPEG) or a born-digital PDF with a text layer
(reportlab). Each document has a NAME.truth.json sidecar (schemas/truth.schema.json); each page `title`
(first page), `paragraphs` (prose only: not the letterhead, addresses, salutation, closing or fields),
`fields` ({key, value}, the key without its colon) and `tables` (cells, and `box` in points from the
page's top-left corner; an empty list on a page without tables, so a table found there counts as false);
its `text` is the page's printed lines in the order they were drawn (not scored here).

    /usr/bin/python3 scripts/corpus/generate-business-pages.py OUT_DIR [--count 60] [--seed 26]
    folio eval --task structure OUT_DIR      # title, paragraph F1, table detection, field F1

Deterministic for a seed. Names, companies and figures are made up.
"""
import argparse
import io
import json
import os
import random

from PIL import Image, ImageDraw, ImageFilter, ImageFont

DPI = 300
W, H = 2480, 3508  # A4
TTF = "/usr/share/fonts/truetype/"
FONTS = {
    "dejavu-sans": (TTF + "dejavu/DejaVuSans.ttf", TTF + "dejavu/DejaVuSans-Bold.ttf"),
    "dejavu-serif": (TTF + "dejavu/DejaVuSerif.ttf", TTF + "dejavu/DejaVuSerif-Bold.ttf"),
    "dejavu-condensed": (TTF + "dejavu/DejaVuSansCondensed.ttf", TTF + "dejavu/DejaVuSansCondensed-Bold.ttf"),
    "liberation-sans": (TTF + "liberation/LiberationSans-Regular.ttf", TTF + "liberation/LiberationSans-Bold.ttf"),
    "liberation-serif": (TTF + "liberation/LiberationSerif-Regular.ttf", TTF + "liberation/LiberationSerif-Bold.ttf"),
    "liberation-narrow": (TTF + "liberation/LiberationSansNarrow-Regular.ttf", TTF + "liberation/LiberationSansNarrow-Bold.ttf"),
    "liberation-mono": (TTF + "liberation/LiberationMono-Regular.ttf", TTF + "liberation/LiberationMono-Bold.ttf"),
}
LANGS = ["en", "de", "fr", "es", "it", "nl"]

COMPANIES = ["Northwind Traders", "Kestrel Logistics", "Bluefield Analytics", "Harbor & Vine", "Albrecht Maschinenbau",
             "Lindqvist Design", "Atelier Moreau", "Quellwasser GmbH", "Orchard Lane Press", "Beaumont Conseil",
             "Sterling Fasteners", "Vogel Elektrotechnik", "Cedar Point Software", "Rivière Transports",
             "Talleres Ibarra", "Ferretti Arredamenti", "Van Dijk Installaties", "Costa Verde Alimentación",
             "Brenner & Söhne", "Mariner Supply Co."]
TAGLINES = ["Quality since 1987", "Engineering the future", "Your partner in logistics", "Seit 1952 in Familienbesitz",
            "L'excellence au quotidien", "Calidad y servicio", "Qualità dal 1968", "Vakmanschap sinds 1979"]
LOGO_GLYPHS = ["◆", "▲", "●", "■", "✦", "★", "◢", "❖"]
PEOPLE = {"en": [("Ms", "Laura Carter"), ("Mr", "James Whitfield"), ("Dr", "Priya Natarajan"), ("Ms", "Hannah Brooks")],
          "de": [("Frau", "Katrin Keller"), ("Herr", "Jonas Becker"), ("Frau", "Miriam Vogt"), ("Herr", "Stefan Lorenz")],
          "fr": [("Madame", "Claire Dubois"), ("Monsieur", "Luc Girard"), ("Madame", "Sophie Lambert"), ("Monsieur", "Henri Roux")],
          "es": [("Sra.", "Lucía Martínez"), ("Sr.", "Javier Romero"), ("Sra.", "Elena Navarro"), ("Sr.", "Pablo Herrera")],
          "it": [("Sig.ra", "Giulia Ricci"), ("Sig.", "Marco Bianchi"), ("Dott.ssa", "Chiara Conti"), ("Sig.", "Luca Moretti")],
          "nl": [("mevrouw", "Anouk de Vries"), ("heer", "Pieter Jansen"), ("mevrouw", "Sanne Bakker"), ("heer", "Thijs Visser")]}
ADDRESSES = [
    ["1200 Market Street, Suite 400", "Philadelphia, PA 19107", "USA"],
    ["77 West Wacker Drive", "Chicago, IL 60601", "United States"],
    ["14 King Street", "Manchester M2 4LQ", "United Kingdom"],
    ["Hauptstraße 12", "80331 München", "Deutschland"],
    ["Kaiserstraße 45", "60329 Frankfurt am Main", "Germany"],
    ["25 rue de la République", "69002 Lyon", "France"],
    ["8 boulevard Haussmann", "75009 Paris", "France"],
    ["Bahnhofstrasse 21", "8001 Zürich", "Schweiz"],
    ["Keizersgracht 313", "1016 EE Amsterdam", "Nederland"],
    ["350 Bay Street", "Toronto, ON M5H 2S6", "Canada"],
    ["Calle de Alcalá 48", "28014 Madrid", "España"],
    ["Via Roma 15", "20121 Milano MI", "Italia"],
    ["Rue Royale 120", "1000 Bruxelles", "Belgique"],
    ["Mariahilfer Straße 88", "1070 Wien", "Österreich"],
    ["200 George Street", "Sydney NSW 2000", "Australia"],
    ["Drottninggatan 50", "111 21 Stockholm", "Sverige"],
]
SUBJECTS = {
    "en": ["Updated Payment Terms", "Your Order 4471 of 3 March", "Renewal of the Service Agreement",
           "Change of Delivery Address", "Annual Price Review", "Outstanding Invoice Reminder"],
    "de": ["Neue Zahlungsbedingungen", "Ihre Bestellung vom 3. März", "Verlängerung des Wartungsvertrags",
           "Änderung der Lieferanschrift", "Jährliche Preisanpassung", "Zahlungserinnerung"],
    "fr": ["Nouvelles conditions de paiement", "Votre commande du 3 mars", "Renouvellement du contrat de service",
           "Changement d'adresse de livraison", "Révision annuelle des prix", "Rappel de facture impayée"],
    "es": ["Nuevas condiciones de pago", "Su pedido del 3 de marzo", "Renovación del contrato de servicio",
           "Cambio de dirección de entrega", "Revisión anual de precios", "Recordatorio de factura pendiente"],
    "it": ["Nuove condizioni di pagamento", "Il Suo ordine del 3 marzo", "Rinnovo del contratto di assistenza",
           "Cambio dell'indirizzo di consegna", "Revisione annuale dei prezzi", "Sollecito di pagamento"],
    "nl": ["Nieuwe betalingsvoorwaarden", "Uw bestelling van 3 maart", "Verlenging van het servicecontract",
           "Wijziging van het afleveradres", "Jaarlijkse prijsherziening", "Herinnering openstaande factuur"],
}
SUBJECT_LABELS = {"en": ["Re:", "Subject:", "RE:"], "de": ["Betreff:"], "fr": ["Objet :", "Objet:"], "es": ["Asunto:"],
                  "it": ["Oggetto:"], "nl": ["Onderwerp:", "Betreft:"]}
SALUTATIONS = {"en": lambda t, n: f"Dear {t} {n.split()[-1]},",
               "de": lambda t, n: ("Sehr geehrte" if t == "Frau" else "Sehr geehrter") + f" {t} {n.split()[-1]},",
               "fr": lambda t, n: f"{t},",
               "es": lambda t, n: ("Estimada" if t == "Sra." else "Estimado") + f" {t} {n.split()[-1]}:",
               "it": lambda t, n: ("Gentile" if t != "Sig." else "Egregio") + f" {t} {n.split()[-1]},",
               "nl": lambda t, n: "Geachte " + f"{t} {n.split()[-1]},"}
CLOSINGS = {"en": ["Yours sincerely,", "Kind regards,", "Best regards,"], "de": ["Mit freundlichen Grüßen", "Freundliche Grüße"],
            "fr": ["Cordialement,", "Bien cordialement,"], "es": ["Atentamente,", "Saludos cordiales,"],
            "it": ["Cordiali saluti,", "Distinti saluti"], "nl": ["Met vriendelijke groet,", "Hoogachtend,"]}
POSITIONS = {"en": "Accounts Manager", "de": "Leiterin Buchhaltung", "fr": "Responsable comptable",
             "es": "Responsable de administración", "it": "Responsabile amministrativo", "nl": "Hoofd administratie"}
RECIPIENT_PREFIX = {"en": "", "de": "", "fr": "", "es": "", "it": "", "nl": "t.a.v. "}
SENTENCES = {
    "en": ["Thank you for your letter and for the time you took to explain the situation in detail.",
           "From the first of next month our invoices will be payable within thirty days of the invoice date.",
           "We have reviewed the delivery schedule with our warehouse team and can confirm the new dates.",
           "Please let us know if the revised terms raise any questions for your accounts department.",
           "The attached statement lists every open item together with its original due date.",
           "Our service team will contact you next week to arrange a convenient time for the visit.",
           "We value the long cooperation between our companies and look forward to continuing it.",
           "Any payment received after the due date may be subject to the interest agreed in the contract.",
           "The new prices apply to all orders placed after the end of the current quarter.",
           "If you have already settled this amount, please disregard this reminder."],
    "de": ["Vielen Dank für Ihr Schreiben und die ausführliche Schilderung des Sachverhalts.",
           "Ab dem kommenden Monat sind unsere Rechnungen innerhalb von dreißig Tagen zahlbar.",
           "Wir haben den Lieferplan mit unserem Lager abgestimmt und können die neuen Termine bestätigen.",
           "Bitte teilen Sie uns mit, ob die geänderten Bedingungen Fragen in Ihrer Buchhaltung aufwerfen.",
           "Die beigefügte Aufstellung enthält alle offenen Posten mit ihrem ursprünglichen Fälligkeitsdatum.",
           "Unser Kundendienst wird Sie in der nächsten Woche anrufen, um einen Termin zu vereinbaren.",
           "Wir schätzen die langjährige Zusammenarbeit unserer Unternehmen sehr.",
           "Die neuen Preise gelten für alle Bestellungen nach dem Ende des laufenden Quartals.",
           "Sollten Sie den Betrag bereits überwiesen haben, betrachten Sie dieses Schreiben bitte als gegenstandslos."],
    "fr": ["Nous vous remercions de votre courrier et des précisions que vous nous avez apportées.",
           "À compter du mois prochain, nos factures seront payables à trente jours date de facture.",
           "Nous avons revu le calendrier de livraison avec notre entrepôt et confirmons les nouvelles dates.",
           "Nous vous prions de nous faire savoir si ces nouvelles conditions soulèvent des questions.",
           "Le relevé ci-joint indique chaque poste ouvert avec sa date d'échéance initiale.",
           "Notre service technique vous contactera la semaine prochaine pour convenir d'un rendez-vous.",
           "Nous attachons une grande importance à la collaboration entre nos deux sociétés.",
           "Les nouveaux tarifs s'appliquent à toutes les commandes passées après la fin du trimestre.",
           "Si vous avez déjà réglé ce montant, nous vous prions de ne pas tenir compte de ce rappel."],
    "es": ["Le agradecemos su carta y el tiempo dedicado a explicarnos la situación con detalle.",
           "A partir del próximo mes nuestras facturas deberán abonarse en un plazo de treinta días.",
           "Hemos revisado el calendario de entregas con nuestro almacén y podemos confirmar las nuevas fechas.",
           "Le rogamos nos indique si las nuevas condiciones plantean alguna pregunta a su departamento.",
           "El extracto adjunto recoge todas las partidas pendientes con su fecha de vencimiento original.",
           "Nuestro servicio técnico se pondrá en contacto con usted la próxima semana.",
           "Valoramos mucho la larga colaboración entre nuestras empresas.",
           "Los nuevos precios se aplicarán a todos los pedidos realizados después del trimestre en curso."],
    "it": ["La ringraziamo per la Sua lettera e per aver descritto la situazione in modo dettagliato.",
           "A partire dal mese prossimo le nostre fatture saranno pagabili entro trenta giorni dalla data.",
           "Abbiamo verificato il programma di consegna con il magazzino e confermiamo le nuove date.",
           "La preghiamo di comunicarci se le nuove condizioni sollevano domande da parte della Sua amministrazione.",
           "L'estratto conto allegato elenca tutte le partite aperte con la relativa scadenza originale.",
           "Il nostro servizio tecnico La contatterà la prossima settimana per fissare un appuntamento.",
           "Apprezziamo molto la lunga collaborazione tra le nostre aziende.",
           "I nuovi prezzi si applicano a tutti gli ordini effettuati dopo la fine del trimestre in corso."],
    "nl": ["Hartelijk dank voor uw brief en de uitgebreide toelichting op de situatie.",
           "Vanaf volgende maand dienen onze facturen binnen dertig dagen na factuurdatum te worden betaald.",
           "Wij hebben de leverplanning met ons magazijn besproken en kunnen de nieuwe data bevestigen.",
           "Wilt u ons laten weten of de gewijzigde voorwaarden vragen oproepen bij uw administratie?",
           "Het bijgevoegde overzicht vermeldt alle openstaande posten met hun oorspronkelijke vervaldatum.",
           "Onze servicedienst neemt volgende week contact met u op om een afspraak te maken.",
           "Wij waarderen de langdurige samenwerking tussen onze bedrijven zeer.",
           "De nieuwe prijzen gelden voor alle bestellingen na het einde van het lopende kwartaal."],
}
FIELD_LABELS = {
    "en": ["Invoice no.", "Invoice date", "Customer ID", "Due date", "Order no.", "Ship date", "Weight",
           "Payment terms", "Account no.", "Reference", "Contact", "Phone", "VAT ID", "Delivery method"],
    "de": ["Rechnungs-Nr.", "Rechnungsdatum", "Kunden-Nr.", "Fällig am", "Bestell-Nr.", "Lieferdatum", "Gewicht",
           "Zahlungsziel", "Konto-Nr.", "Ihr Zeichen", "Ansprechpartner", "Telefon", "USt-IdNr.", "Versandart"],
    "fr": ["N° de facture", "Date de facture", "N° client", "Échéance", "N° de commande", "Date d'expédition", "Poids",
           "Conditions de paiement", "N° de compte", "Référence", "Contact", "Téléphone", "N° TVA", "Mode de livraison"],
    "es": ["N.º de factura", "Fecha de factura", "N.º de cliente", "Vencimiento", "N.º de pedido", "Fecha de envío", "Peso",
           "Forma de pago", "N.º de cuenta", "Referencia", "Contacto", "Teléfono", "NIF", "Modo de envío"],
    "it": ["Fattura n.", "Data fattura", "Codice cliente", "Scadenza", "Ordine n.", "Data di spedizione", "Peso",
           "Condizioni di pagamento", "Conto n.", "Riferimento", "Referente", "Telefono", "Partita IVA", "Modalità di consegna"],
    "nl": ["Factuurnummer", "Factuurdatum", "Klantnummer", "Vervaldatum", "Ordernummer", "Verzenddatum", "Gewicht",
           "Betalingstermijn", "Rekeningnummer", "Uw kenmerk", "Contactpersoon", "Telefoon", "Btw-nummer", "Verzendwijze"],
}
TERMS = {"en": "30 days net", "de": "30 Tage netto", "fr": "30 jours net", "es": "30 días netos", "it": "30 giorni netti",
         "nl": "30 dagen netto"}
METHODS = {"en": "Ground freight", "de": "Spedition", "fr": "Transporteur", "es": "Transportista", "it": "Corriere",
           "nl": "Expeditie"}
TOTAL_LABELS = {"en": ["Subtotal", "Tax (19%)", "Total due"], "de": ["Zwischensumme", "MwSt. (19 %)", "Gesamtbetrag"],
                "fr": ["Sous-total", "TVA (20 %)", "Total à payer"], "es": ["Base imponible", "IVA (21 %)", "Total a pagar"],
                "it": ["Imponibile", "IVA (22 %)", "Totale da pagare"], "nl": ["Subtotaal", "Btw (21%)", "Totaal te betalen"]}
ITEM_HEADERS = {"en": ["Description", "Qty", "Unit price", "Amount"], "de": ["Beschreibung", "Menge", "Einzelpreis", "Betrag"],
                "fr": ["Désignation", "Qté", "Prix unitaire", "Montant"], "es": ["Descripción", "Cant.", "Precio unitario", "Importe"],
                "it": ["Descrizione", "Q.tà", "Prezzo unitario", "Importo"], "nl": ["Omschrijving", "Aantal", "Stukprijs", "Bedrag"]}
ITEMS = {"en": ["Hex bolts M8 x 40", "Steel washers 8 mm", "Cable ties 200 mm", "Service visit", "Pallet wrap film",
                "Safety gloves size L", "Copy paper A4", "Labour (hours)", "Bearing 6204-2RS", "Shipping and handling"],
         "de": ["Sechskantschrauben M8 x 40", "Unterlegscheiben 8 mm", "Kabelbinder 200 mm", "Servicebesuch", "Stretchfolie",
                "Schutzhandschuhe Gr. L", "Kopierpapier A4", "Arbeitszeit (Std.)", "Kugellager 6204-2RS", "Versandkosten"],
         "fr": ["Vis hexagonales M8 x 40", "Rondelles acier 8 mm", "Colliers de serrage", "Intervention technique",
                "Film étirable", "Gants de sécurité T. L", "Papier A4", "Main-d'œuvre (heures)", "Roulement 6204-2RS", "Frais de port"],
         "es": ["Tornillos hexagonales M8", "Arandelas de acero 8 mm", "Bridas de plástico", "Visita técnica", "Film estirable",
                "Guantes de seguridad L", "Papel A4", "Mano de obra (horas)", "Rodamiento 6204-2RS", "Gastos de envío"],
         "it": ["Viti esagonali M8 x 40", "Rondelle in acciaio 8 mm", "Fascette 200 mm", "Intervento tecnico", "Film estensibile",
                "Guanti di sicurezza L", "Carta A4", "Manodopera (ore)", "Cuscinetto 6204-2RS", "Spese di spedizione"],
         "nl": ["Zeskantbouten M8 x 40", "Stalen ringen 8 mm", "Kabelbinders 200 mm", "Servicebezoek", "Rekfolie",
                "Veiligheidshandschoenen L", "Kopieerpapier A4", "Arbeidsuren", "Kogellager 6204-2RS", "Verzendkosten"]}
REGION_HEADERS = {"en": ["Region", "Orders", "Revenue", "Change"], "de": ["Region", "Aufträge", "Umsatz", "Veränderung"],
                  "fr": ["Région", "Commandes", "Chiffre d'affaires", "Évolution"], "es": ["Región", "Pedidos", "Ventas", "Variación"],
                  "it": ["Regione", "Ordini", "Fatturato", "Variazione"], "nl": ["Regio", "Orders", "Omzet", "Verandering"]}
REGIONS = {"en": ["North", "South", "East", "West", "Central"], "de": ["Nord", "Süd", "Ost", "West", "Mitte"],
           "fr": ["Nord", "Sud", "Est", "Ouest", "Centre"], "es": ["Norte", "Sur", "Este", "Oeste", "Centro"],
           "it": ["Nord", "Sud", "Est", "Ovest", "Centro"], "nl": ["Noord", "Zuid", "Oost", "West", "Midden"]}
CAPTIONS = {"en": "Table 1: Orders by region", "de": "Tabelle 1: Aufträge nach Region", "fr": "Tableau 1 : Commandes par région",
            "es": "Tabla 1: Pedidos por región", "it": "Tabella 1: Ordini per regione", "nl": "Tabel 1: Orders per regio"}
SECTIONS = {"en": ["Summary", "Outlook"], "de": ["Zusammenfassung", "Ausblick"], "fr": ["Synthèse", "Perspectives"],
            "es": ["Resumen", "Perspectivas"], "it": ["Sintesi", "Prospettive"], "nl": ["Samenvatting", "Vooruitzichten"]}
BILL_TO = {"en": "Bill to:", "de": "Rechnungsanschrift:", "fr": "Adresse de facturation :", "es": "Facturar a:",
           "it": "Intestatario:", "nl": "Factuuradres:"}
CONTINUED = {"en": "Continued on page 2", "de": "Fortsetzung auf Seite 2", "fr": "Suite page 2", "es": "Continúa en la página 2",
             "it": "Continua a pagina 2", "nl": "Vervolg op pagina 2"}
DOC_TITLES = {"invoice": {"en": "Invoice", "de": "Rechnung", "fr": "Facture", "es": "Factura", "it": "Fattura", "nl": "Factuur"},
              "form": {"en": "Supplier Registration Form", "de": "Lieferanten-Stammdatenblatt", "fr": "Fiche fournisseur",
                       "es": "Ficha de proveedor", "it": "Scheda anagrafica fornitore", "nl": "Registratieformulier leverancier"},
              "report": {"en": "Quarterly Operations Report", "de": "Quartalsbericht Betrieb", "fr": "Rapport trimestriel d'activité",
                         "es": "Informe trimestral de operaciones", "it": "Relazione trimestrale sulle attività",
                         "nl": "Kwartaalrapport bedrijfsvoering"}}
MONTHS = {"en": ["Jan", "Feb", "Mar", "Apr", "May", "Jun"], "de": ["Januar", "Februar", "März", "April", "Mai", "Juni"],
          "fr": ["janvier", "février", "mars", "avril", "mai", "juin"], "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio"],
          "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno"], "nl": ["januari", "februari", "maart", "april", "mei", "juni"]}
TOWNS = {"en": "", "de": "München, ", "fr": "Lyon, le ", "es": "Madrid, ", "it": "Milano, ", "nl": "Amsterdam, "}


def pt(size):
    return size * DPI / 72


def money(lang, amount):
    text = f"{amount:,.2f}"
    if lang == "en":
        return "$" + text
    return text.replace(",", " ").replace(".", ",") + " €" if lang == "fr" else text.replace(",", "X").replace(".", ",").replace("X", ".") + " €"


class Page:
    """Text runs and shapes in page pixels (300 dpi); drawn as a scan or written as a PDF."""

    def __init__(self, rng, family):
        self.rng = rng
        self.family = family
        self.regular, self.bold = FONTS[family]
        self.runs = []  # (x, y, text, size_pt, bold)
        self.shapes = []  # ("ellipse"|"rect"|"line", box)
        self.measure = ImageDraw.Draw(Image.new("L", (10, 10)))
        self.fonts = {}

    def font(self, size, bold=False):
        key = (size, bold)
        if key not in self.fonts:
            self.fonts[key] = ImageFont.truetype(self.bold if bold else self.regular, int(round(pt(size))))
        return self.fonts[key]

    def width(self, text, size, bold=False):
        return self.measure.textlength(text, font=self.font(size, bold))

    def text(self, x, y, text, size, bold=False, right=False):
        if right:
            x -= self.width(text, size, bold)
        self.runs.append((x, y, text, size, bold))
        return y + pt(size) * 1.45

    def wrap(self, text, size, width):
        lines, current = [], ""
        for word in text.split():
            trial = (current + " " + word).strip()
            if self.width(trial, size) <= width or not current:
                current = trial
            else:
                lines.append(current)
                current = word
        return lines + ([current] if current else [])

    def paragraph(self, x, y, text, size, width):
        for line in self.wrap(text, size, width):
            y = self.text(x, y, line, size)
        return y

    def image(self):
        image = Image.new("L", (W, H), 255)
        draw = ImageDraw.Draw(image)
        for kind, box in self.shapes:
            if kind == "line":
                draw.line(box, fill=0, width=4)
            else:
                (draw.ellipse if kind == "ellipse" else draw.rectangle)(box, outline=0, width=8)
        for x, y, text, size, bold in self.runs:
            draw.text((x, y), text, font=self.font(size, bold), fill=0)
        return image

    def scan(self, capture):
        """The page as a scan: `scan` upright and clean, `tilted` turned a little with blur and specks, `photo`
        turned, blurred, lit unevenly and saved as a JPEG."""
        image = self.image()
        if capture in ("tilted", "photo"):
            image = image.rotate(self.rng.choice([0.4, -0.6, 0.9, -1.2]), resample=Image.BICUBIC, fillcolor=255, expand=False)
            image = image.filter(ImageFilter.GaussianBlur(0.8 if capture == "tilted" else 1.2))
        if capture == "tilted":
            pixels = image.load()
            for _ in range(6000):
                pixels[self.rng.randrange(W), self.rng.randrange(H)] = self.rng.choice([0, 255])
        if capture == "photo":
            # Light falling off towards one corner: paper from white to mid grey, ink stays dark.
            shade = Image.linear_gradient("L").rotate(self.rng.choice([0, 90, 180, 270])).resize((W, H))
            shade = shade.point(lambda v: 255 - v * 90 // 255)
            image = Image.composite(image, shade, image.point(lambda v: 255 - v))
        return image

    def pdf_page(self, c):
        from reportlab.pdfbase import pdfmetrics
        from reportlab.pdfbase.ttfonts import TTFont
        names = {}
        for file in (self.regular, self.bold):
            name = os.path.basename(file).rsplit(".", 1)[0]
            if name not in pdfmetrics.getRegisteredFontNames():
                pdfmetrics.registerFont(TTFont(name, file))
            names[file] = name
        scale = 72 / DPI
        for kind, box in self.shapes:
            if kind == "line":
                c.setLineWidth(4 * scale)
                x0, y0, x1, y1 = box
                c.line(x0 * scale, (H - y0) * scale, x1 * scale, (H - y1) * scale)
                continue
            c.setLineWidth(8 * scale)
            x0, y0, x1, y1 = box
            if kind == "ellipse":
                c.ellipse(x0 * scale, (H - y1) * scale, x1 * scale, (H - y0) * scale)
            else:
                c.rect(x0 * scale, (H - y1) * scale, (x1 - x0) * scale, (y1 - y0) * scale)
        for x, y, text, size, bold in self.runs:
            c.setFont(names[self.bold if bold else self.regular], size)
            # PIL draws from the top of the line box; a PDF from the baseline (about 0.8 em below the top).
            c.drawString(x * scale, H * scale - y * scale - size * 0.92, text)
        c.showPage()


def letterhead(p, rng, company, address, body):
    """A logo (initials in a ring or box, a glyph, or none), the company's name, an optional tagline and its
    address; returns the y below it."""
    y = rng.choice([150, 230, 300])
    initials = "".join(w[0] for w in company.split() if w[0].isalpha())[:2].upper()
    logo = rng.choice(["ellipse", "rect", "glyph", "glyph-initials", None])
    x = 200
    if logo in ("ellipse", "rect"):
        p.shapes.append((logo, (x, y, x + 260, y + 260)))
        p.text(x + 130 - p.width(initials, 40, True) / 2, y + 55, initials, 40, True)
        x += 330
    elif logo == "glyph":
        glyph = rng.choice(LOGO_GLYPHS)
        p.runs.append((x, y + 20, glyph, 60, True))
        x += 330
    elif logo == "glyph-initials":
        glyph = rng.choice(LOGO_GLYPHS)
        p.runs.append((x, y + 20, glyph + initials, 44, True))
        x += 420
    p.text(x, y + 40, company, rng.choice([16, 18, 20]), True)
    if rng.random() < 0.4:
        p.text(x, y + 140, rng.choice(TAGLINES), body - 1)
        p.text(x, y + 210, " · ".join(address[:2]), body - 2)
        return y + 380
    p.text(x, y + 140, " · ".join(address[:2]), body - 2)
    return y + 330


def field_value(rng, lang, label):
    index = FIELD_LABELS[lang].index(label) if label in FIELD_LABELS[lang] else 0
    month = rng.choice(MONTHS[lang])
    values = [f"INV-{rng.randint(20250000, 20259999)}", f"{rng.randint(1, 28)} {month} 2026", f"C{rng.randint(10000, 99999)}",
              f"{rng.randint(1, 28)} {month} 2026", f"PO {rng.randint(4000, 9999)}", f"{rng.randint(1, 28)} {month} 2026",
              f"{rng.randint(1, 80)}.{rng.randint(1, 9)} kg", TERMS[lang],
              f"{rng.randint(100000, 999999)}", f"{rng.choice(['AB', 'KL', 'MR'])}/{rng.randint(10, 99)}",
              rng.choice(PEOPLE[lang])[1], f"+{rng.choice(['1 215', '44 161', '49 89', '33 4', '34 91', '39 02', '31 20'])} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
              f"{rng.choice(['DE', 'FR', 'GB', 'ES', 'IT', 'NL'])}{rng.randint(100000000, 999999999)}", METHODS[lang]]
    return values[index]


def letter(rng, lang, new_page, body):
    p = new_page()
    company = rng.choice(COMPANIES)
    y = letterhead(p, rng, company, rng.choice(ADDRESSES), body)
    title, name = rng.choice(PEOPLE[lang])
    person = f"{RECIPIENT_PREFIX[lang]}{title} {name}" if lang != "nl" else f"t.a.v. {'mevrouw' if title == 'mevrouw' else 'de heer'} {name}"
    recipient = [rng.choice(COMPANIES), person] + rng.choice(ADDRESSES)
    y += 120
    for line in recipient:
        y = p.text(200, y, line, body)
    fields = []
    if rng.random() < 0.5:
        # Reference fields at the right, level with the address.
        labels = rng.sample(FIELD_LABELS[lang][:6], 3)
        fy = y - len(recipient) * pt(body) * 1.45
        for label in labels:
            value = field_value(rng, lang, label)
            p.text(1450, fy, f"{label}: {value}", body)
            fields.append({"key": label, "value": value})
            fy += pt(body) * 1.45
    y += 120
    month = rng.choice(MONTHS[lang])
    day = rng.randint(1, 28)
    date = {"en": f"{day} {month} 2026", "de": f"München, {day}. {month} 2026", "fr": f"Lyon, le {day} {month} 2026",
            "es": f"Madrid, {day} de {month} de 2026", "it": f"Milano, {day} {month} 2026", "nl": f"Amsterdam, {day} {month} 2026"}[lang]
    p.text(2280, y, date, body, right=True)
    y += 200
    subject = rng.choice(SUBJECT_LABELS[lang]) + " " + rng.choice(SUBJECTS[lang])
    y = p.text(200, y, subject, body + rng.choice([0, 1, 2]), True) + 80
    salutation = SALUTATIONS[lang](title, name) if lang != "nl" else ("Geachte mevrouw " if title == "mevrouw" else "Geachte heer ") + name.split()[-1] + ","
    y = p.text(200, y, salutation, body) + 60
    paragraphs = []
    for _ in range(rng.randint(2, 4)):
        text = " ".join(rng.sample(SENTENCES[lang], rng.randint(2, 3)))
        if y + len(p.wrap(text, body, 2080)) * pt(body) * 1.45 > 2700:
            break  # the closing and signature stay above the page's footer margin
        y = p.paragraph(200, y, text, body, 2080) + pt(body) * 1.2
        paragraphs.append(text)
    y = p.text(200, y + 40, rng.choice(CLOSINGS[lang]), body) + 200
    signer = rng.choice(PEOPLE[lang])[1]
    y = p.text(200, y, signer, body)
    p.text(200, y, POSITIONS[lang], body)
    return [(p, {"title": subject, "paragraphs": paragraphs, "fields": fields, "tables": []})]


def grid(p, rng, x0, y, columns, rows, body, style, right_aligned):
    """Draws a table: `columns` as (width) list, `rows` of cell texts (row 0 the header, bold). Style `ruled`
    draws every line, `header` a line under the header and under the last row, `open` none. Returns the y
    below it, its cells and its box in points."""
    row_h = pt(body) * (1.9 if style == "ruled" else 1.6)
    pad = 20
    xs = [x0]
    for w in columns:
        xs.append(xs[-1] + w)
    top = y
    cells = []
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            if not text:
                continue
            ty = y + (row_h - pt(body) * 1.2) / 2
            if right_aligned[c] and r > 0:
                p.text(xs[c + 1] - pad, ty, text, body, bold=r == 0, right=True)
            else:
                p.text(xs[c] + pad, ty, text, body, bold=r == 0)
            cells.append({"row": r, "column": c, "text": text})
        y += row_h
        if style == "ruled" or (style == "header" and r == 0):
            p.shapes.append(("line", (xs[0], y, xs[-1], y)))
    if style == "ruled":
        p.shapes.append(("line", (xs[0], top, xs[-1], top)))
        for x in xs:
            p.shapes.append(("line", (x, top, x, y)))
    elif style == "header":
        p.shapes.append(("line", (xs[0], top, xs[-1], top)))
        p.shapes.append(("line", (xs[0], y, xs[-1], y)))
    s = 72 / DPI
    box = {"x": round(xs[0] * s, 1), "y": round(top * s, 1), "width": round((xs[-1] - xs[0]) * s, 1), "height": round((y - top) * s, 1)}
    return y, {"rows": len(rows), "columns": len(columns), "cells": cells, "box": box}


def item_rows(rng, lang, count):
    rows = []
    total = 0.0
    for _ in range(count):
        quantity = rng.randint(1, 40)
        price = rng.randint(50, 9000) / 100
        amount = quantity * price
        total += amount
        rows.append([rng.choice(ITEMS[lang]), str(quantity), money(lang, price), money(lang, amount)])
    return rows, total


def invoice(rng, lang, new_page, body):
    p = new_page()
    company = rng.choice(COMPANIES)
    y = letterhead(p, rng, company, rng.choice(ADDRESSES), body)
    title = DOC_TITLES["invoice"][lang]
    title_size = rng.choice([22, 26, 30])
    y = p.text(200, y + 60, title.upper() if rng.random() < 0.5 else title, title_size, True) + 80
    shown_title = p.runs[-1][2]
    fields = []
    labels = rng.sample(FIELD_LABELS[lang], 8)
    layout = rng.choice(["one", "two", "under", "colonless"])
    if layout in ("one", "colonless"):
        # One column, values at a tab stop; a form's labels may carry no colon.
        colon = ":" if layout == "one" else ""
        tab = 200 + max(p.width(l + colon, body) for l in labels[:5]) + 80
        for label in labels[:5]:
            value = field_value(rng, lang, label)
            p.text(200, y, label + colon, body, bold=layout == "colonless")
            y = p.text(tab, y, value, body)
            fields.append({"key": label, "value": value})
    elif layout == "two":
        # Two fields per printed row ("Ship date: 9 Mar 2026      Weight: 16.8 kg").
        for row in range(4):
            for column, x in enumerate([200, 1340]):
                label = labels[row * 2 + column]
                value = field_value(rng, lang, label)
                p.text(x, y, f"{label}: {value}", body)
                fields.append({"key": label, "value": value})
            y += pt(body) * 1.6
    else:
        # Form boxes: the label small above its value.
        for row in range(2):
            for column, x in enumerate([200, 1000, 1800]):
                label = labels[row * 3 + column]
                value = field_value(rng, lang, label)
                p.text(x, y, label + ":", body - 2)
                p.text(x, y + pt(body - 2) * 1.35, value, body)
                fields.append({"key": label, "value": value})
            y += pt(body) * 3.4
    y += 100
    bill = BILL_TO[lang]
    y = p.text(200, y, bill, body, True)
    billed = [rng.choice(COMPANIES)] + rng.choice(ADDRESSES)
    for line in billed:
        y = p.text(200, y, line, body)
    fields.append({"key": bill.rstrip(" :"), "value": " ".join(billed)})
    y += 100
    paragraphs = []
    note = " ".join(rng.sample(SENTENCES[lang], 2))
    y = p.paragraph(200, y, note, body, 2080) + 100
    paragraphs.append(note)
    # Line items: a table of description, quantity, unit price and amount; a long one runs onto a second page.
    two_pages = rng.random() < 0.25
    count = rng.randint(3, 7) if not two_pages else rng.randint(24, 30)
    items, net = item_rows(rng, lang, count)
    style = rng.choice(["ruled", "header", "open"])
    columns = [1000, 260, 400, 420]
    right = [False, True, True, True]
    row_h = pt(body) * (1.9 if style == "ruled" else 1.6)
    fit = max(2, int((3150 - y) / row_h) - 1)
    first, rest = items[:fit], items[fit:]
    pages = []
    y, table = grid(p, rng, 200, y, columns, [ITEM_HEADERS[lang]] + first, body, style, right)
    truth = {"title": shown_title, "paragraphs": paragraphs, "fields": fields, "tables": [table]}
    if rest:
        p.text(2280, 3300, CONTINUED[lang], body - 2, right=True)
        pages.append((p, truth))
        p = new_page()
        y = 300
        y, table = grid(p, rng, 200, y, columns, [ITEM_HEADERS[lang]] + rest, body, style, right)
        truth = {"paragraphs": [], "fields": [], "tables": [table]}
    y += 80
    tax = round(net * 0.19, 2)
    for label, amount in zip(TOTAL_LABELS[lang], [net, tax, net + tax]):
        text = money(lang, amount)
        p.text(1500, y, label + ":", body)
        y = p.text(2280, y, text, body, right=True)
        truth["fields"].append({"key": label, "value": text})
    pages.append((p, truth))
    return pages


def report(rng, lang, new_page, body):
    p = new_page()
    y = rng.choice([250, 320])
    title = DOC_TITLES["report"][lang]
    y = p.text(200, y, title, rng.choice([24, 28]), True) + 100
    paragraphs = []
    for section in range(2):
        heading = SECTIONS[lang][section]
        y = p.text(200, y, heading, body + 4, True) + 40
        for _ in range(rng.randint(1, 2)):
            text = " ".join(rng.sample(SENTENCES[lang], 3))
            y = p.paragraph(200, y, text, body, 2080) + pt(body) * 1.2
            paragraphs.append(text)
    y = p.text(200, y + 40, CAPTIONS[lang], body - 1) + 30
    rows = [REGION_HEADERS[lang]]
    for region in rng.sample(REGIONS[lang], rng.randint(3, 5)):
        change = rng.randint(-90, 150) / 10
        rows.append([region, f"{rng.randint(40, 2400):,}", money(lang, rng.randint(10000, 900000)).replace(".00", "").replace(",00", ""),
                     f"{change:+.1f} %"])
    _, table = grid(p, rng, 200, y, [560, 420, 560, 440], rows, body, rng.choice(["ruled", "header", "open"]),
                    [False, True, True, True])
    return [(p, {"title": title, "paragraphs": paragraphs, "fields": [], "tables": [table]})]


def form(rng, lang, new_page, body):
    p = new_page()
    y = rng.choice([250, 320])
    title = DOC_TITLES["form"][lang]
    y = p.text(200, y, title, rng.choice([20, 24]), True) + 120
    fields = []
    labels = rng.sample(FIELD_LABELS[lang], 10)
    colon = "" if rng.random() < 0.3 else ":"
    for i in range(0, 10, 2):
        for label, x in zip(labels[i:i + 2], [200, 1340]):
            value = field_value(rng, lang, label)
            if rng.random() < 0.5:
                p.text(x, y, label + colon, body)
                p.text(x + p.width(label + colon, body) + rng.choice([60, 120]), y, value, body)
            else:
                p.text(x, y, label + colon, body - 2, True)
                p.text(x, y + pt(body) * 1.35, value, body)
            fields.append({"key": label, "value": value})
        y += pt(body) * 3.2
    paragraphs = []
    text = " ".join(rng.sample(SENTENCES[lang], 2))
    p.paragraph(200, y + 80, text, body, 2080)
    paragraphs.append(text)
    return [(p, {"title": title, "paragraphs": paragraphs, "fields": fields, "tables": []})]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--seed", type=int, default=26)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(args.seed)
    kinds = [("letter", letter), ("invoice", invoice), ("form", form), ("report", report), ("letter", letter), ("invoice", invoice)]
    for n in range(args.count):
        kind, make = kinds[n % len(kinds)]
        lang = LANGS[(n // len(kinds)) % len(LANGS)]
        family = rng.choice(sorted(FONTS))
        body = rng.choice([10, 11, 12])
        made = make(rng, lang, lambda: Page(rng, family), body)
        capture = rng.choice(["scan", "tilted", "photo", "pdf", "pdf"])
        name = f"{kind}-{lang}-{n:03d}-{capture}"
        if capture == "pdf":
            from reportlab.pdfgen import canvas
            document = name + ".pdf"
            c = canvas.Canvas(os.path.join(args.out, document), pagesize=(W * 72 / DPI, H * 72 / DPI))
            for page, _ in made:
                page.pdf_page(c)
            c.save()
        elif len(made) > 1:
            # A scanned multi-page document: an image-only PDF at 300 dpi.
            document = name + ".pdf"
            images = [page.scan(capture).convert("RGB") for page, _ in made]
            images[0].save(os.path.join(args.out, document), save_all=True, append_images=images[1:], resolution=DPI)
        elif capture == "photo":
            document = name + ".jpg"
            made[0][0].scan(capture).save(os.path.join(args.out, document), quality=70, dpi=(DPI, DPI))
        else:
            document = name + ".png"
            made[0][0].scan(capture).save(os.path.join(args.out, document), dpi=(DPI, DPI), optimize=True)
        pages = []
        for number, (page, truth) in enumerate(made, start=1):
            entry = {"number": number, "text": "\n".join(run[2] for run in page.runs)}
            entry.update({k: v for k, v in truth.items() if v is not None})
            pages.append(entry)
        doc = {"version": 1, "document": document, "kind": kind,
               "render": {"format": document.rsplit(".", 1)[1], "dpi": DPI, "capture": capture, "font": family,
                          "generator": "scripts/corpus/generate-business-pages.py", "seed": args.seed},
               "pages": pages}
        with open(os.path.join(args.out, name + ".truth.json"), "w", encoding="utf-8") as out:
            json.dump(doc, out, ensure_ascii=False, indent=2)
            out.write("\n")


if __name__ == "__main__":
    main()
