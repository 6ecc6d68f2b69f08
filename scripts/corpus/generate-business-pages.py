#!/usr/bin/python3
"""Generates business pages whose title, prose paragraphs and key-value fields are known exactly: letters
with letterheads, logos and subject lines, invoices and forms with `label: value` blocks in one and two
columns, values right of and under their labels, addresses in several countries, in English, German and
French, in several fonts; each as a 300 dpi scan (PNG, some with a slight tilt and noise) or a born-digital
PDF with a text layer (reportlab). Each page has a NAME.truth.json sidecar (schemas/truth.schema.json) with
`title`, `paragraphs` (prose only: not the letterhead, addresses, salutation, closing or fields) and
`fields` ({key, value}, the key without its colon); its `text` is the page's printed lines in the order
they were drawn (not scored here).

    /usr/bin/python3 scripts/corpus/generate-business-pages.py OUT_DIR [--count 60] [--seed 26]
    folio eval --task structure OUT_DIR      # title, paragraph F1, field F1

Deterministic for a seed. Names, companies and figures are made up.
"""
import argparse
import json
import os
import random

from PIL import Image, ImageDraw, ImageFilter, ImageFont

DPI = 300
W, H = 2480, 3508  # A4
FONTS = {
    "dejavu-sans": ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    "dejavu-serif": ("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"),
    "liberation-sans": ("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
                        "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"),
    "liberation-serif": ("/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
                         "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf"),
    "liberation-narrow": ("/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf",
                          "/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf"),
}

COMPANIES = ["Northwind Traders", "Kestrel Logistics", "Bluefield Analytics", "Harbor & Vine", "Albrecht Maschinenbau",
             "Lindqvist Design", "Atelier Moreau", "Quellwasser GmbH", "Orchard Lane Press", "Beaumont Conseil",
             "Sterling Fasteners", "Vogel Elektrotechnik", "Cedar Point Software", "Rivière Transports"]
PEOPLE = {"en": [("Ms", "Laura Carter"), ("Mr", "James Whitfield"), ("Dr", "Priya Natarajan"), ("Ms", "Hannah Brooks")],
          "de": [("Frau", "Katrin Keller"), ("Herr", "Jonas Becker"), ("Frau", "Miriam Vogt"), ("Herr", "Stefan Lorenz")],
          "fr": [("Madame", "Claire Dubois"), ("Monsieur", "Luc Girard"), ("Madame", "Sophie Lambert"), ("Monsieur", "Henri Roux")]}
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
]
SUBJECTS = {
    "en": ["Updated Payment Terms", "Your Order 4471 of 3 March", "Renewal of the Service Agreement",
           "Change of Delivery Address", "Annual Price Review", "Outstanding Invoice Reminder"],
    "de": ["Neue Zahlungsbedingungen", "Ihre Bestellung vom 3. März", "Verlängerung des Wartungsvertrags",
           "Änderung der Lieferanschrift", "Jährliche Preisanpassung", "Zahlungserinnerung"],
    "fr": ["Nouvelles conditions de paiement", "Votre commande du 3 mars", "Renouvellement du contrat de service",
           "Changement d'adresse de livraison", "Révision annuelle des prix", "Rappel de facture impayée"],
}
SUBJECT_LABELS = {"en": ["Re:", "Subject:", "RE:"], "de": ["Betreff:"], "fr": ["Objet :", "Objet:"]}
SALUTATIONS = {"en": lambda t, n: f"Dear {t} {n.split()[-1]},", "de": lambda t, n: ("Sehr geehrte" if t == "Frau" else "Sehr geehrter") + f" {t} {n.split()[-1]},",
               "fr": lambda t, n: f"{t},"}
CLOSINGS = {"en": ["Yours sincerely,", "Kind regards,", "Best regards,"], "de": ["Mit freundlichen Grüßen", "Freundliche Grüße"],
            "fr": ["Cordialement,", "Bien cordialement,"]}
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
}
FIELD_LABELS = {
    "en": ["Invoice no.", "Invoice date", "Customer ID", "Due date", "Order no.", "Ship date", "Weight",
           "Payment terms", "Account no.", "Reference", "Contact", "Phone", "VAT ID", "Delivery method"],
    "de": ["Rechnungs-Nr.", "Rechnungsdatum", "Kunden-Nr.", "Fällig am", "Bestell-Nr.", "Lieferdatum", "Gewicht",
           "Zahlungsziel", "Konto-Nr.", "Ihr Zeichen", "Ansprechpartner", "Telefon", "USt-IdNr.", "Versandart"],
    "fr": ["N° de facture", "Date de facture", "N° client", "Échéance", "N° de commande", "Date d'expédition", "Poids",
           "Conditions de paiement", "N° de compte", "Référence", "Contact", "Téléphone", "N° TVA", "Mode de livraison"],
}
TOTAL_LABELS = {"en": ["Subtotal", "Tax (19%)", "Total due"], "de": ["Zwischensumme", "MwSt. (19 %)", "Gesamtbetrag"],
                "fr": ["Sous-total", "TVA (20 %)", "Total à payer"]}
DOC_TITLES = {"invoice": {"en": "Invoice", "de": "Rechnung", "fr": "Facture"},
              "form": {"en": "Supplier Registration Form", "de": "Lieferanten-Stammdatenblatt", "fr": "Fiche fournisseur"},
              "report": {"en": "Quarterly Operations Report", "de": "Quartalsbericht Betrieb", "fr": "Rapport trimestriel d'activité"}}
MONTHS = {"en": ["Jan", "Feb", "Mar", "Apr", "May", "Jun"], "de": ["Januar", "Februar", "März", "April", "Mai", "Juni"],
          "fr": ["janvier", "février", "mars", "avril", "mai", "juin"]}


def pt(size):
    return size * DPI / 72


class Page:
    """Text runs and shapes in page pixels (300 dpi); drawn as a scan or written as a PDF."""

    def __init__(self, rng, family):
        self.rng = rng
        self.regular, self.bold = FONTS[family]
        self.runs = []  # (x, y, text, size_pt, bold)
        self.shapes = []  # ("ellipse"|"rect", box)
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

    def scan(self, path, tilt, noise):
        image = Image.new("L", (W, H), 255)
        draw = ImageDraw.Draw(image)
        for kind, box in self.shapes:
            (draw.ellipse if kind == "ellipse" else draw.rectangle)(box, outline=0, width=8)
        for x, y, text, size, bold in self.runs:
            draw.text((x, y), text, font=self.font(size, bold), fill=0)
        if tilt:
            image = image.rotate(tilt, resample=Image.BICUBIC, fillcolor=255, expand=False)
        if noise:
            image = image.filter(ImageFilter.GaussianBlur(0.8))
            pixels = image.load()
            for _ in range(6000):
                pixels[self.rng.randrange(W), self.rng.randrange(H)] = self.rng.choice([0, 255])
        image.save(path, dpi=(DPI, DPI), optimize=True)

    def pdf(self, path):
        from reportlab.pdfbase import pdfmetrics
        from reportlab.pdfbase.ttfonts import TTFont
        from reportlab.pdfgen import canvas
        names = {}
        for file in (self.regular, self.bold):
            name = os.path.basename(file).rsplit(".", 1)[0]
            if name not in pdfmetrics.getRegisteredFontNames():
                pdfmetrics.registerFont(TTFont(name, file))
            names[file] = name
        scale = 72 / DPI
        c = canvas.Canvas(path, pagesize=(W * scale, H * scale))
        c.setLineWidth(8 * scale)
        for kind, (x0, y0, x1, y1) in self.shapes:
            if kind == "ellipse":
                c.ellipse(x0 * scale, (H - y1) * scale, x1 * scale, (H - y0) * scale)
            else:
                c.rect(x0 * scale, (H - y1) * scale, (x1 - x0) * scale, (y1 - y0) * scale)
        for x, y, text, size, bold in self.runs:
            c.setFont(names[self.bold if bold else self.regular], size)
            # PIL draws from the top of the line box; a PDF from the baseline (about 0.8 em below the top).
            c.drawString(x * scale, H * scale - y * scale - size * 0.92, text)
        c.save()


def letterhead(p, rng, company, address, body):
    """A logo (initials in a ring or a box) and the company's name and address; returns the y below it."""
    y = rng.choice([150, 230, 300])
    initials = "".join(w[0] for w in company.split() if w[0].isalpha())[:2].upper()
    logo = rng.choice(["ellipse", "rect", None])
    x = 200
    if logo:
        p.shapes.append((logo, (x, y, x + 260, y + 260)))
        p.text(x + 130 - p.width(initials, 40, True) / 2, y + 55, initials, 40, True)
        x += 330
    p.text(x, y + 40, company, rng.choice([16, 18, 20]), True)
    p.text(x, y + 140, " · ".join(address[:2]), body - 2)
    return y + 330


def letter(rng, lang, p, body):
    company = rng.choice(COMPANIES)
    y = letterhead(p, rng, company, rng.choice(ADDRESSES), body)
    title, name = rng.choice(PEOPLE[lang])
    recipient = [rng.choice(COMPANIES), f"{title} {name}"] + rng.choice(ADDRESSES)
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
    date = {"en": f"{rng.randint(1, 28)} {month} 2026", "de": f"München, {rng.randint(1, 28)}. {month} 2026",
            "fr": f"Lyon, le {rng.randint(1, 28)} {month} 2026"}[lang]
    p.text(2280, y, date, body, right=True)
    y += 200
    subject = rng.choice(SUBJECT_LABELS[lang]) + " " + rng.choice(SUBJECTS[lang])
    y = p.text(200, y, subject, body + rng.choice([0, 1, 2]), True) + 80
    y = p.text(200, y, SALUTATIONS[lang](title, name), body) + 60
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
    p.text(200, y, {"en": "Accounts Manager", "de": "Leiterin Buchhaltung", "fr": "Responsable comptable"}[lang], body)
    return {"title": subject, "paragraphs": paragraphs, "fields": fields}


def field_value(rng, lang, label):
    index = FIELD_LABELS[lang].index(label) if label in FIELD_LABELS[lang] else 0
    month = rng.choice(MONTHS[lang])
    values = [f"INV-{rng.randint(20250000, 20259999)}", f"{rng.randint(1, 28)} {month} 2026", f"C{rng.randint(10000, 99999)}",
              f"{rng.randint(1, 28)} {month} 2026", f"PO {rng.randint(4000, 9999)}", f"{rng.randint(1, 28)} {month} 2026",
              f"{rng.randint(1, 80)}.{rng.randint(1, 9)} kg",
              {"en": "30 days net", "de": "30 Tage netto", "fr": "30 jours net"}[lang],
              f"{rng.randint(100000, 999999)}", f"{rng.choice(['AB', 'KL', 'MR'])}/{rng.randint(10, 99)}",
              rng.choice(PEOPLE[lang])[1], f"+{rng.choice(['1 215', '44 161', '49 89', '33 4'])} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
              f"{rng.choice(['DE', 'FR', 'GB'])}{rng.randint(100000000, 999999999)}",
              {"en": "Ground freight", "de": "Spedition", "fr": "Transporteur"}[lang]]
    return values[index]


def invoice(rng, lang, p, body):
    company = rng.choice(COMPANIES)
    y = letterhead(p, rng, company, rng.choice(ADDRESSES), body)
    title = DOC_TITLES["invoice"][lang]
    title_size = rng.choice([22, 26, 30])
    y = p.text(200, y + 60, title.upper() if rng.random() < 0.5 else title, title_size, True) + 80
    shown_title = p.runs[-1][2]
    fields = []
    labels = rng.sample(FIELD_LABELS[lang], 8)
    layout = rng.choice(["one", "two", "under"])
    if layout == "one":
        # One column, values at a tab stop.
        tab = 200 + max(p.width(l + ":", body) for l in labels[:5]) + 80
        for label in labels[:5]:
            value = field_value(rng, lang, label)
            p.text(200, y, label + ":", body)
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
    bill = {"en": "Bill to:", "de": "Rechnungsanschrift:", "fr": "Adresse de facturation :"}[lang]
    y = p.text(200, y, bill, body, True)
    billed = [rng.choice(COMPANIES)] + rng.choice(ADDRESSES)
    for line in billed:
        y = p.text(200, y, line, body)
    fields.append({"key": bill.rstrip(" :"), "value": " ".join(billed)})
    y += 120
    paragraphs = []
    note = " ".join(rng.sample(SENTENCES[lang], 2))
    y = p.paragraph(200, y, note, body, 2080) + 120
    paragraphs.append(note)
    amounts = [rng.randint(100, 5000) + rng.randint(0, 99) / 100 for _ in range(2)]
    amounts.append(sum(amounts))
    for label, amount in zip(TOTAL_LABELS[lang], amounts):
        text = f"{amount:,.2f}" if lang == "en" else f"{amount:,.2f}".replace(",", " ").replace(".", ",")
        text = ("$" + text) if lang == "en" else (text + " €")
        p.text(1500, y, label + ":", body)
        y = p.text(2280, y, text, body, right=True)
        fields.append({"key": label, "value": text})
    return {"title": shown_title, "paragraphs": paragraphs, "fields": fields}


def report(rng, lang, p, body):
    y = rng.choice([250, 320])
    title = DOC_TITLES["report"][lang]
    y = p.text(200, y, title, rng.choice([24, 28]), True) + 100
    paragraphs = []
    for section in range(2):
        heading = {"en": ["Summary", "Outlook"], "de": ["Zusammenfassung", "Ausblick"], "fr": ["Synthèse", "Perspectives"]}[lang][section]
        y = p.text(200, y, heading, body + 4, True) + 40
        for _ in range(rng.randint(1, 2)):
            text = " ".join(rng.sample(SENTENCES[lang], 3))
            y = p.paragraph(200, y, text, body, 2080) + pt(body) * 1.2
            paragraphs.append(text)
    caption = {"en": "Table 1: Orders by region", "de": "Tabelle 1: Aufträge nach Region", "fr": "Tableau 1 : Commandes par région"}[lang]
    p.text(200, y + 40, caption, body - 1)
    return {"title": title, "paragraphs": paragraphs, "fields": []}


def form(rng, lang, p, body):
    y = rng.choice([250, 320])
    title = DOC_TITLES["form"][lang]
    y = p.text(200, y, title, rng.choice([20, 24]), True) + 120
    fields = []
    labels = rng.sample(FIELD_LABELS[lang], 10)
    for i in range(0, 10, 2):
        for label, x in zip(labels[i:i + 2], [200, 1340]):
            value = field_value(rng, lang, label)
            if rng.random() < 0.5:
                p.text(x, y, label + ":", body)
                p.text(x + p.width(label + ":", body) + rng.choice([40, 120]), y, value, body)
            else:
                p.text(x, y, label + ":", body - 2, True)
                p.text(x, y + pt(body) * 1.35, value, body)
            fields.append({"key": label, "value": value})
        y += pt(body) * 3.2
    paragraphs = []
    text = " ".join(rng.sample(SENTENCES[lang], 2))
    p.paragraph(200, y + 80, text, body, 2080)
    paragraphs.append(text)
    return {"title": title, "paragraphs": paragraphs, "fields": fields}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--seed", type=int, default=26)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(args.seed)
    kinds = [("letter", letter), ("invoice", invoice), ("form", form), ("report", report), ("letter", letter)]
    for n in range(args.count):
        kind, make = kinds[n % len(kinds)]
        lang = ["en", "de", "fr"][(n // len(kinds)) % 3]
        p = Page(rng, rng.choice(sorted(FONTS)))
        body = rng.choice([10, 11, 12])
        truth = make(rng, lang, p, body)
        capture = rng.choice(["scan", "photo-like", "pdf", "pdf"])
        name = f"{kind}-{lang}-{n:03d}-{capture}"
        if capture == "pdf":
            p.pdf(os.path.join(args.out, name + ".pdf"))
        else:
            p.scan(os.path.join(args.out, name + ".png"), tilt=rng.choice([0.4, -0.6]) if capture != "scan" else 0,
                   noise=capture != "scan")
        page = {"number": 1, "text": "\n".join(run[2] for run in p.runs), "title": truth["title"], "paragraphs": truth["paragraphs"], "fields": truth["fields"]}
        doc = {"version": 1, "document": name + (".pdf" if capture == "pdf" else ".png"), "kind": kind,
               "render": {"format": "pdf" if capture == "pdf" else "png", "dpi": DPI,
                          "generator": "scripts/generate-business-pages.py"},
               "pages": [page]}
        with open(os.path.join(args.out, name + ".truth.json"), "w", encoding="utf-8") as out:
            json.dump(doc, out, ensure_ascii=False, indent=2)
            out.write("\n")


if __name__ == "__main__":
    main()
