#!/usr/bin/python3
"""Generate the detected-data test set (issue 5): pages carrying known entities.

How to run (from the repository root, with Debian's python and python3-pil):

    /usr/bin/python3 scripts/corpus/generate-entity-pages.py
    /usr/bin/python3 scripts/corpus/generate-entity-pages.py --root /tmp/x   # same tree elsewhere

What it writes:
    corpus/entities/scans/<stem>.png          clean 300 dpi greyscale page images
    corpus/entities/scans/<stem>.truth.json   their truth (schemas/truth.schema.json)
    corpus/entities/photos/<stem>-photo.jpg   photographed-looking copies of a few pages
    corpus/entities/photos/<stem>-photo.truth.json

Measured by `folio eval --task entities corpus/entities/scans` (and `.../photos`).

Each page is written in a small markup: `{kind|normalized|as printed}` marks one
entity.  The printed text goes on the page; (kind, printed text, normalized value)
goes into the page's `entities`.  The normalized values are written by hand from
the specification (issue 5 and schemas/truth.schema.json: email lowercased, URL
with https:// added, phone E.164 when the number carries its country or is
national in the default region US (else its plain digits), dates ISO 8601 read
month-first for ambiguous slashed dates (the default pipeline's `date_order:
mdy`), day-first with dots or when a part exceeds 12, money "<decimal> <ISO code>"
in the currency's minor digits, IBAN compact, card masked to its last four
digits, percentage "12.5%", measurement "<value> <unit>", flight "LH400",
address as printed, its lines joined by ", " (a UK or Irish town and its
postcode on one line stay as printed), with a country only when the page
prints one (issue 28: no ", GB" the page never showed)).  Everything that
the specification calls an entity is marked, including the incidental ones
(letterhead phone numbers, times), so extra detections are real false
positives.  Every marked IBAN is checked here with its own mod-97, every card
with Luhn, every tracking number with its carrier's check digit, so that the
test set itself cannot be wrong about validity; the invalid IBAN is printed
unmarked (it must not be detected as an IBAN).

All names, addresses, numbers and accounts are invented or are the published
documentation examples of their format (IBAN registry examples, test card
numbers, UPS's sample tracking number).

Determinism: no clocks; noise comes from random.Random(seed); Pillow's BASIC
layout engine; so reruns give identical bytes with the same Pillow version.
"""

import argparse
import io
import json
import os
import random
import re

from PIL import Image, ImageDraw, ImageFilter, ImageFont

DPI = 300
PT = DPI / 72.0
URW = "/usr/share/fonts/opentype/urw-base35"
DEJAVU = "/usr/share/fonts/truetype/dejavu"
LIB = "/usr/share/fonts/truetype/liberation"
FONTS = {
    "sans": f"{DEJAVU}/DejaVuSans.ttf",
    "sans-bold": f"{DEJAVU}/DejaVuSans-Bold.ttf",
    "serif": f"{DEJAVU}/DejaVuSerif.ttf",
    "serif-bold": f"{DEJAVU}/DejaVuSerif-Bold.ttf",
    "nsans": f"{URW}/NimbusSans-Regular.otf",
    "nsans-bold": f"{URW}/NimbusSans-Bold.otf",
    "roman": f"{URW}/NimbusRoman-Regular.otf",
    "roman-bold": f"{URW}/NimbusRoman-Bold.otf",
    "lsans": f"{LIB}/LiberationSans-Regular.ttf",
    "lsans-bold": f"{LIB}/LiberationSans-Bold.ttf",
    "lserif": f"{LIB}/LiberationSerif-Regular.ttf",
    "lserif-bold": f"{LIB}/LiberationSerif-Bold.ttf",
    "narrow": f"{LIB}/LiberationSansNarrow-Regular.ttf",
    "mono": f"{LIB}/LiberationMono-Regular.ttf",
    "mono-bold": f"{LIB}/LiberationMono-Bold.ttf",
}
A4 = (595.28, 841.89)
LETTER = (612.0, 792.0)

MARK = re.compile(r"\{([a-z_]+)\|([^|{}]*)\|([^{}]*)\}")


# --------------------------------------------------------------------------
# Independent validity checks for the test data itself
# --------------------------------------------------------------------------

def iban_valid(text):
    s = text.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def luhn_valid(digits):
    total = 0
    for i, d in enumerate(reversed(digits)):
        v = int(d)
        if i % 2 == 1:
            v = v * 2 - 9 if v > 4 else v * 2
        total += v
    return total % 10 == 0


def tracking_valid(compact):
    if compact.startswith("1Z"):  # UPS: (ASCII-63) mod 10 for letters, even positions doubled
        body, total = compact[2:], 0
        for i, c in enumerate(body[:-1]):
            v = int(c) if c.isdigit() else (ord(c) - 63) % 10
            total += v * 2 if i % 2 == 1 else v
        return (10 - total % 10) % 10 == int(body[-1])
    if re.fullmatch(r"[A-Z]{2}\d{9}[A-Z]{2}", compact):  # UPU S10
        d = compact[2:11]
        c = 11 - sum(int(x) * w for x, w in zip(d[:8], [8, 6, 4, 2, 3, 5, 9, 7])) % 11
        return {10: 0, 11: 5}.get(c, c) == int(d[8])
    if len(compact) in (20, 22):  # USPS, GS1 mod 10
        total = sum(int(x) * (3 if i % 2 == 0 else 1) for i, x in enumerate(reversed(compact[:-1])))
        return (10 - total % 10) % 10 == int(compact[-1])
    if len(compact) == 12:  # FedEx Express
        total = sum(int(x) * [1, 3, 7][i % 3] for i, x in enumerate(reversed(compact[:11])))
        return total % 11 % 10 == int(compact[11])
    if len(compact) == 10:  # DHL Express
        return int(compact[:9]) % 7 == int(compact[9])
    return False


def check_entity(kind, normalized, printed):
    if kind == "iban":
        assert iban_valid(printed) and printed.replace(" ", "") == normalized, printed
    if kind == "payment_card":
        digits = re.sub(r"\D", "", printed)
        assert luhn_valid(digits), printed
        assert normalized == "*" * (len(digits) - 4) + digits[-4:], (printed, normalized)
    if kind == "tracking_number":
        assert tracking_valid(normalized) and re.sub(r"\s", "", printed) == normalized, printed


# --------------------------------------------------------------------------
# Pages
# --------------------------------------------------------------------------

def block(text, font="sans", size=10.5, align="left", x=0.0, gap=None):
    """Lines printed as given ("\\n" separates lines); markup may span lines."""
    return {"text": text, "font": font, "size": size, "align": align, "x": x, "gap": gap}


def row(cells, font="sans", size=10.5, gap=None):
    """One table row: cells = [(x offset pt, "left"|"right", text)]; right cells end at x."""
    return {"cells": cells, "font": font, "size": size, "gap": gap}


def parse(marked):
    """Printed text and [(kind, printed, normalized)] of a marked-up string."""
    entities, out, last = [], [], 0
    for m in MARK.finditer(marked):
        out.append(marked[last:m.start()])
        kind, normalized, printed = m.group(1), m.group(2), m.group(3)
        check_entity(kind, normalized, printed)
        entities.append((kind, printed, normalized))
        out.append(printed)
        last = m.end()
    out.append(marked[last:])
    text = "".join(out)
    assert "{" not in text and "|" not in text, marked
    return text, entities


_fonts = {}


def font(key, size):
    k = (key, size)
    if k not in _fonts:
        _fonts[k] = ImageFont.truetype(FONTS[key], round(size * PT), layout_engine=ImageFont.Layout.BASIC)
    return _fonts[k]


def render(size_pt, margins, blocks):
    """A white greyscale page with the blocks drawn; returns (image, truth text, entities)."""
    w, h = round(size_pt[0] * PT), round(size_pt[1] * PT)
    img = Image.new("L", (w, h), 255)
    draw = ImageDraw.Draw(img)
    left, top, right = margins
    y = top * PT
    texts, entities = [], []
    for b in blocks:
        size = b["size"]
        pitch = size * 1.35 * PT
        y += (b["gap"] if b["gap"] is not None else size * 0.9) * PT
        if "cells" in b:
            printed = []
            for x, align, cell in b["cells"]:
                text, found = parse(cell)
                entities += found
                f = font(b["font"], size)
                px = (left + x) * PT
                if align == "right":
                    px -= draw.textlength(text, font=f)
                draw.text((px, y), text, font=f, fill=0)
                printed.append(text)
            texts.append(" ".join(printed))
            y += pitch
            continue
        text, found = parse(b["text"])
        entities += found
        f = font(b["font"], size)
        for line in text.split("\n"):
            width = draw.textlength(line, font=f)
            px = (left + b["x"]) * PT
            if b["align"] == "right":
                px = (size_pt[0] - right) * PT - width
            elif b["align"] == "center":
                px = (size_pt[0] * PT - width) / 2
            assert px + width <= (size_pt[0] - right + 1) * PT, ("line too wide", line)
            draw.text((px, y), line, font=f, fill=0)
            y += pitch
        texts.append(text)
    assert y < h - 40 * PT, "page overflows"
    return img, "\n\n".join(texts), entities


# Each page: (stem, kind, page size, font, blocks).  Tables are rows of cells.

def page_us_letter():
    f = "nsans"
    return ("us-letter", "letter", LETTER, [
        block("Harborview Analytics LLC", "nsans-bold", 15, "center"),
        block("{address|1600 Main Street, Springfield, IL 62704|1600 Main Street, Springfield, IL 62704}\n"
              "Phone {phone|+12125550147|(212) 555-0147} · {email|info@harborview-analytics.com|info@harborview-analytics.com}"
              " · {url|https://www.harborview-analytics.com|www.harborview-analytics.com}", f, 10, "center", gap=4),
        block("{date|2024-03-05|March 5, 2024}", f, 11, "right", gap=22),
        block("Ms. Dana Whitfield\nWhitfield Consulting\n"
              "{address|250 Oak Avenue, Portland, OR 97205|250 Oak Avenue\nPortland, OR 97205}", f, 11, gap=14),
        block("Dear Ms. Whitfield,", f, 11, gap=18),
        block("Thank you for meeting us on {date|2024-02-27|02/27/2024}. As agreed, the kickoff workshop\n"
              "takes place on {date|2024-04-09|04/09/2024} at {time|14:30|2:30 pm} in our Springfield office. The\n"
              "project fee is {money|48500.00 USD|$48,500.00}, payable in two instalments of {money|24250.00 USD|24,250.00 USD},\n"
              "less the agreed discount of {percentage|12.5%|12.5%}.", f, 11),
        block("Our lead analyst, Tom Reyes, travels in on United flight {flight_number|UA938|UA 938} and stays from\n"
              "{date_range|2024-04-08/2024-04-11|April 8-11, 2024}. Please reach him on {phone|+14155550132|+1 415 555 0132} or at\n"
              "{email|t.reyes@harborview-analytics.com|T.Reyes@Harborview-Analytics.com}.", f, 11),
        block("The equipment we ship ahead weighs {measurement|42 lb|42 lb} and fits in a case\n"
              "{measurement|76 cm|76 cm} long. Tracking: {tracking_number|1Z999AA10123456784|1Z 999 AA1 01 2345 6784} (UPS).", f, 11),
        block("For your records, the deposit was charged to the card ending in 1111 on\n"
              "{date|2024-03-01|Mar 1, 2024}. Questions about billing go to {phone|+12125550199|212-555-0199}.", f, 11),
        block("Sincerely,\n\nJordan Blake\nManaging Partner", f, 11, gap=18),
    ])


def page_de_invoice():
    f = "sans"
    return ("de-rechnung", "invoice", A4, [
        block("Müller & Söhne GmbH", "sans-bold", 15),
        block("{address|Hauptstraße 5, 10115 Berlin|Hauptstraße 5 · 10115 Berlin}\n"
              "Tel. {phone|+49301234567|+49 30 1234567} · {email|buchhaltung@mueller-soehne.de|buchhaltung@mueller-soehne.de}", f, 10.5, gap=3),
        block("Firma\nBäckerei Schneider\n{address|Lindenallee 12, 50968 Köln|Lindenallee 12\n50968 Köln}", f, 10.5, gap=22),
        block("Datum: {date|2024-03-05|05.03.2024}", f, 10.5, "right", gap=10),
        block("Rechnung Nr. 2024-0117", "sans-bold", 13, gap=14),
        block("Leistungszeitraum: {date_range|2024-02-01/2024-02-29|01.02.2024 - 29.02.2024}", f, 10.5),
        row([(0, "left", "Pos."), (40, "left", "Beschreibung"), (330, "right", "Menge"), (420, "right", "Einzelpreis"),
             (495, "right", "Betrag")], "sans-bold", 10, gap=12),
        row([(0, "left", "1"), (40, "left", "Mehl Type 550, Sack {measurement|25 kg|25 kg}"), (330, "right", "4"),
             (420, "right", "{money|18.90 EUR|18,90 €}"), (495, "right", "{money|75.60 EUR|75,60 €}")], f, 10, gap=4),
        row([(0, "left", "2"), (40, "left", "Hefe, Block {measurement|500 g|500 g}"), (330, "right", "12"),
             (420, "right", "{money|1.45 EUR|1,45 €}"), (495, "right", "{money|17.40 EUR|17,40 €}")], f, 10, gap=4),
        row([(0, "left", "3"), (40, "left", "Knetmaschine, Wartung"), (330, "right", "1"),
             (420, "right", "{money|1234.56 EUR|€1.234,56}"), (495, "right", "{money|1234.56 EUR|€1.234,56}")], f, 10, gap=4),
        row([(0, "left", "4"), (40, "left", "Gutschrift Retoure"), (330, "right", "1"),
             (420, "right", "{money|-12.00 EUR|-12,00 EUR}"), (495, "right", "{money|-12.00 EUR|-12,00 EUR}")], f, 10, gap=4),
        row([(40, "left", "Nettobetrag"), (495, "right", "{money|1315.56 EUR|1.315,56 EUR}")], f, 10, gap=10),
        row([(40, "left", "zzgl. {percentage|19%|19 %} MwSt."), (495, "right", "{money|249.96 EUR|249,96 EUR}")], f, 10, gap=4),
        row([(40, "left", "Gesamtbetrag"), (495, "right", "{money|1565.52 EUR|1.565,52 EUR}")], "sans-bold", 10, gap=4),
        block("Zahlbar bis zum {date|2024-03-20|20. März 2024} ohne Abzug. Bei Zahlung bis {date|2024-03-12|12.03.24} gewähren wir\n"
              "{percentage|2%|2 %} Skonto. Lieferung am {date|2024-03-07|7. März 2024} gegen {time|10:00|10:00} Uhr.", f, 10.5, gap=16),
        block("Bankverbindung: Berliner Volksbank\n"
              "IBAN {iban|DE89370400440532013000|DE89 3704 0044 0532 0130 00} · BIC COBADEFFXXX", f, 10.5),
        block("Bitte beachten: Die Kontonummer DE89 3704 0044 0532 0130 01 aus unserem alten\n"
              "Briefkopf ist nicht mehr gültig.", f, 10.5),
        block("Geschäftsführer: Klaus Müller · Amtsgericht Charlottenburg HRB 98765", f, 8.5, gap=20),
    ])


def page_fr_letter():
    f = "serif"
    return ("fr-courrier", "letter", A4, [
        block("Atelier Lefèvre SARL", "serif-bold", 15),
        block("{address|12 rue de la Paix, 75002 Paris|12 rue de la Paix\n75002 Paris}\n"
              "Tél. {phone|+33123456789|+33 (0)1 23 45 67 89}\n{email|contact@atelier-lefevre.fr|contact@atelier-lefevre.fr}", f, 10.5, gap=3),
        block("Paris, le {date|2024-03-01|1er mars 2024}", f, 10.5, "right", gap=18),
        block("Madame Claire Dubois\n{address|8 avenue Jean Jaurès, 69007 Lyon|8 avenue Jean Jaurès\n69007 Lyon}", f, 10.5, gap=12),
        block("Objet : devis n° 2024/031", "serif-bold", 10.5, gap=18),
        block("Madame,", f, 10.5, gap=12),
        block("Suite à notre entretien du {date|2024-02-12|12 févr. 2024}, nous vous confirmons la restauration\n"
              "de la commode pour un montant de {money|2450.00 EUR|2 450,00 EUR} TTC, dont TVA à {percentage|20%|20 %}.\n"
              "Un acompte de {percentage|30%|30 %} est demandé à la commande.", f, 10.5),
        block("Notre restaurateur arrivera par le vol {flight_number|AF7644|AF 7644} le {date|2024-04-12|12 avril 2024} et\n"
              "travaillera sur place du {date_range|2024-04-15/2024-04-19|15 au 19 avril 2024}. La pièce mesure {measurement|1.2 m|1,2 m} de\n"
              "large et pèse environ {measurement|65 kg|65 kg}.", f, 10.5),
        block("Vous pouvez régler par virement sur le compte\n"
              "IBAN {iban|FR7630006000011234567890189|FR76 3000 6000 0112 3456 7890 189}", f, 10.5),
        block("Pour toute question, appelez le {phone|+33612345678|+33 6 12 34 56 78} ou consultez\n"
              "{url|https://atelier-lefevre.fr/devis|atelier-lefevre.fr/devis}.", f, 10.5),
        block("Veuillez agréer, Madame, nos salutations distinguées.\n\nJulien Lefèvre", f, 10.5, gap=16),
    ])


def page_uk_nl_booking():
    f = "nsans"
    return ("uk-nl-booking", "form", A4, [
        block("Northgate Travel Ltd", "nsans-bold", 15),
        block("{address|221B Baker Street, London NW1 6XE|221B Baker Street\nLondon\nNW1 6XE}\n"
              "{phone|+442079460958|+44 20 7946 0958} · {email|bookings@northgate-travel.co.uk|bookings@northgate-travel.co.uk}", f, 10, gap=3),
        block("BOOKING CONFIRMATION", "nsans-bold", 13, gap=20),
        block("Booking reference: NGT-58214\nIssued: {date|2024-03-14|14/03/2024}", f, 11, gap=8),
        block("Traveller: Mr Peter Hughes\n{address|17 Mill Lane, Oxford OX2 6HG|17 Mill Lane\nOxford\nOX2 6HG}", f, 11),
        block("Outbound: {date|2024-05-02|Thursday 2 May 2024}, flight {flight_number|BA117|BA0117} departs {time|09:45|09:45}\n"
              "Return: {date|2024-05-06|6 May 2024}, flight {flight_number|KL1002|KL 1002} departs {time|18:20|18:20}\n"
              "Hotel in Amsterdam: {date_range|2024-05-03/2024-05-05|3-5 May 2024}", f, 11),
        block("Hotel De Gracht\n{address|Keizersgracht 123, 1015 CJ Amsterdam|Keizersgracht 123\n1015 CJ Amsterdam}\n"
              "Tel. {phone|+31205551234|+31 20 555 1234}", f, 11),
        block("Baggage allowance: one case up to {measurement|23 kg|23 kg} and one cabin bag of {measurement|55 cm|55 cm}.", f, 11),
        row([(0, "left", "Flights"), (480, "right", "{money|412.80 GBP|£412.80}")], f, 11, gap=12),
        row([(0, "left", "Hotel, 2 nights"), (480, "right", "{money|289.50 EUR|€ 289,50}")], f, 11, gap=4),
        row([(0, "left", "Service fee"), (480, "right", "{money|25.00 GBP|GBP 25.00}")], f, 11, gap=4),
        block("Balance due by {date|2024-04-01|1st April 2024}. Pay by transfer to\n"
              "{iban|GB82WEST12345698765432|GB82 WEST 1234 5698 7654 32} (sort code 12-34-56) or, for the hotel,\n"
              "{iban|NL91ABNA0417164300|NL91 ABNA 0417 1643 00}. Do not use NL91 ABNA 0417 1643 01 from\n"
              "the earlier invoice: it was misprinted.", f, 11, gap=14),
        block("Cancellation costs {percentage|25%|25%} of the total until 30 days before departure.\n"
              "Office hours: Monday to Friday, {time|09:00|09:00} to {time|17:30|17:30}. {url|https://www.northgate-travel.co.uk|www.northgate-travel.co.uk}", f, 11),
    ])


def page_order_receipt():
    f = "sans"
    return ("order-payment", "receipt", A4, [
        block("Global Parts Exchange — Order Summary", "sans-bold", 14),
        block("Order 77-40219 · placed {date|2023-10-07|Oct. 7, 2023} · Support: {email|support@globalparts.example.com|support@globalparts.example.com}", f, 10, gap=4),
        row([(0, "left", "Item"), (330, "right", "Qty"), (495, "right", "Amount")], "sans-bold", 10.5, gap=18),
        row([(0, "left", "Steel bracket, {measurement|12.5 cm|12.5 cm}"), (330, "right", "6"),
             (495, "right", "{money|1234.50 CHF|CHF 1'234.50}")], f, 10.5, gap=4),
        row([(0, "left", "Hydraulic oil, {measurement|1.5 l|1,5 l}"), (330, "right", "2"),
             (495, "right", "{money|12000 JPY|¥12,000}")], f, 10.5, gap=4),
        row([(0, "left", "Sealing kit"), (330, "right", "1"), (495, "right", "{money|3500 JPY|JPY 3,500}")], f, 10.5, gap=4),
        row([(0, "left", "Cleaning fluid, {measurement|250 ml|250 ml}"), (330, "right", "3"),
             (495, "right", "{money|499.00 SEK|499,00 SEK}")], f, 10.5, gap=4),
        row([(0, "left", "Voucher"), (330, "right", "1"), (495, "right", "{money|-25.00 USD|(25.00 USD)}")], f, 10.5, gap=4),
        row([(0, "left", "Shipping"), (330, "right", "1"), (495, "right", "{money|1234.56 USD|1,234.56 USD}")], f, 10.5, gap=4),
        block("Exchange rates change daily; your bank may add {percentage|1.75%|1.75%}. Prices fell {percentage|3.5%|3.5 percent} since last year.", f, 10, gap=12),
        block("PAYMENT", "sans-bold", 11, gap=16),
        block("Visa {payment_card|************1111|4111 1111 1111 1111}, expires 09/27\n"
              "Mastercard {payment_card|************4444|5555 5555 5555 4444}\n"
              "American Express {payment_card|***********0005|3782 822463 10005}", f, 10.5),
        block("SHIPMENTS", "sans-bold", 11, gap=16),
        block("Parcel 1: UPS {tracking_number|1Z999AA10123456784|1Z999AA10123456784}\n"
              "Parcel 2: USPS {tracking_number|9400109876543210987654|9400 1098 7654 3210 9876 54}\n"
              "Parcel 3: FedEx {tracking_number|786123456789|7861 2345 6789}\n"
              "Parcel 4: DHL Express {tracking_number|3404341883|3404341883}\n"
              "Parcel 5: registered mail {tracking_number|RR476218349US|RR 476 218 349 US}", f, 10.5),
        block("Total distance {measurement|1250 km|1250 km}; the heaviest parcel weighs {measurement|18.4 kg|18,4 kg}.", f, 10.5, gap=12),
        block("Questions? Call {phone|+18005550175|1-800-555-0175} or {phone|+41446681800|+41 44 668 18 00} (Zürich office).", f, 10.5),
    ])


def page_schedule():
    f = "roman"
    return ("schedule-dates", "memo", A4, [
        block("Conference Planning Memo", "roman-bold", 16),
        block("To: programme committee · From: {email|m.keller@confplan.example.org|m.keller@confplan.example.org}", f, 11, gap=6),
        block("Key dates, as they appear in the partners' correspondence:", f, 11.5, gap=18),
        block("1. Venue contract signed {date|2024-03-05|2024-03-05} (ISO, from the venue's system).\n"
              "2. Sponsor letter dated {date|2024-03-05|5 March 2024}, answered on {date|2024-03-11|March 11, 2024}.\n"
              "3. German partner: Angebot vom {date|2024-03-03|3. März 2024}, gültig bis {date|2024-04-15|15.04.2024}.\n"
              "4. French partner: lettre du {date|2025-01-01|1er janvier 2025}, réunion le {date|2024-10-08|8 octobre 2024}.\n"
              "5. US caterer: quote of {date|2024-05-03|05/03/24}, revised {date|2023-12-31|12/31/2023}.\n"
              "6. UK printer: proof sent {date|2024-03-13|13/03/2024}, approved {date|2024-03-14|14th March 2024}.\n"
              "7. Austrian hotel: Reservierung {date|2024-09-12|12. Sept. 2024}.", f, 11.5, gap=8),
        block("Event days: {date_range|2024-09-16/2024-09-18|16-18 September 2024}. Set-up runs\n"
              "from {date_range|2024-09-13/2024-09-15|09/13/2024 to 09/15/2024}, and the hall is booked\n"
              "{date_range|2024-09-12/2024-09-19|12.09.2024 - 19.09.2024}.", f, 11.5, gap=14),
        block("Doors open at {time|08:30|8:30 am}; the keynote starts at {time|09:15|09:15} and the dinner at {time|19:00|7 pm}.", f, 11.5),
        block("Budget: {money|85000.00 EUR|€85,000.00} for the venue, {money|12400.00 USD|USD 12,400} for speakers' travel,\n"
              "{money|3200.00 GBP|£3,200} for printing. Attendance grew {percentage|18%|18%} over last year.", f, 11.5),
        block("Speakers fly in on {flight_number|LH400|LH 400} and {flight_number|OS87|OS 87}; the shuttle covers {measurement|35 km|35 km}.", f, 11.5),
        block("Contacts: {phone|+436641234567|+43 664 1234567} (Vienna), {phone|+4989123456|0049 89 123456} (Munich),\n"
              "{phone|+13125550110|(312) 555-0110} (Chicago).", f, 11.5),
        block("Deposits go to {iban|CH9300762011623852957|CH93 0076 2011 6238 5295 7} or\n"
              "{iban|AT611904300234573201|AT61 1904 3002 3457 3201}. Details: {url|https://confplan.example.org/2024|https://confplan.example.org/2024}", f, 11.5),
    ])


def page_de_delivery():
    f = "sans"
    return ("de-lieferungen", "form", A4, [
        block("Kühn & Weiß Logistik KG", "sans-bold", 15),
        block("{address|Königstraße 27, 70173 Stuttgart|Königstraße 27 · 70173 Stuttgart}\n"
              "Tel. {phone|+49711987654|+49 711 987654} · {email|versand@kuehn-weiss.de|versand@kuehn-weiss.de}", f, 10.5, gap=3),
        block("Lieferplan vom {date|2024-06-03|03.06.2024}", "sans-bold", 13, gap=18),
        block("Empfänger 1\nGärtnerei Böhm\n{address|Düsseldorfer Straße 112, 40545 Düsseldorf|Düsseldorfer Straße 112\n40545 Düsseldorf}", f, 10.5, gap=12),
        block("Empfänger 2\nSchäfer Möbelbau GmbH\n{address|Schloßallee 3a, 80331 München|Schloßallee 3a\n80331 München}", f, 10.5, gap=10),
        block("Empfänger 3\nPraxis Dr. Öztürk\n{address|Mühlenweg 8, 20095 Hamburg|Mühlenweg 8\n20095 Hamburg}", f, 10.5, gap=10),
        block("Empfänger 4: {address|Bahnhofstraße 41, 90402 Nürnberg|Bahnhofstraße 41, 90402 Nürnberg}", f, 10.5, gap=10),
        block("Empfänger 5: {address|Am Lindenplatz 2, 01067 Dresden|Am Lindenplatz 2, 01067 Dresden}", f, 10.5, gap=4),
        row([(0, "left", "Sendung"), (200, "left", "Maße"), (360, "right", "Gewicht"), (495, "right", "Preis")], "sans-bold", 10, gap=14),
        row([(0, "left", "Palette A"), (200, "left", "{measurement|120 cm|120 cm} x {measurement|80 cm|80 cm}"),
             (360, "right", "{measurement|245 kg|245 kg}"), (495, "right", "{money|89.90 EUR|89,90 €}")], f, 10, gap=4),
        row([(0, "left", "Karton B"), (200, "left", "Höhe {measurement|35.5 cm|35,5 cm}"),
             (360, "right", "{measurement|12.75 kg|12,75 kg}"), (495, "right", "{money|14.20 EUR|14,20 €}")], f, 10, gap=4),
        row([(0, "left", "Kühlbox C"), (200, "left", "{measurement|48 l|48 l}, {measurement|4 °C|4 °C}"),
             (360, "right", "{measurement|9.3 kg|9,3 kg}"), (495, "right", "{money|27.50 EUR|27,50 €}")], f, 10, gap=4),
        row([(0, "left", "Rolle D"), (200, "left", "{measurement|2.5 m|2,5 m} lang"),
             (360, "right", "{measurement|800 g|800 g}"), (495, "right", "{money|6.95 EUR|6,95 €}")], f, 10, gap=4),
        block("Fahrstrecke gesamt {measurement|412 km|412 km}, Höchstgeschwindigkeit {measurement|80 km/h|80 km/h}.\n"
              "Treibstoffzuschlag {percentage|4.5%|4,5 %}; Zahlung bis {date|2024-06-28|28. Juni 2024} auf\n"
              "IBAN {iban|DE75512108001245126199|DE75 5121 0800 1245 1261 99}.", f, 10.5, gap=14),
    ])


def page_fr_nl_addresses():
    f = "serif"
    return ("fr-nl-adresses", "letter", A4, [
        block("Réseau des Ateliers Européens", "serif-bold", 15),
        block("{address|45 boulevard Saint-Michel, 75005 Paris|45 boulevard Saint-Michel · 75005 Paris}\n"
              "Tél. {phone|+33145678901|+33 1 45 67 89 01} · {email|secretariat@ateliers-europeens.fr|secretariat@ateliers-europeens.fr}", f, 10, gap=3),
        block("Lyon, le {date|2024-05-21|21 mai 2024}", f, 10.5, "right", gap=16),
        block("Liste des ateliers partenaires :", "serif-bold", 11, gap=12),
        block("Atelier Bérénice\n{address|3 place Bellecour, 69002 Lyon|3 place Bellecour\n69002 Lyon}", f, 10.5, gap=8),
        block("Menuiserie Lefèvre & fils\n{address|17 allée des Tilleuls, 13008 Marseille|17 allée des Tilleuls\n13008 Marseille}", f, 10.5, gap=8),
        block("Verrerie Gaëlle Martin\n{address|8 bis rue de l'Église, 67000 Strasbourg|8 bis rue de l'Église\n67000 Strasbourg}", f, 10.5, gap=8),
        block("Ébénisterie du Quai : {address|22 quai des Chartrons, 33000 Bordeaux|22 quai des Chartrons, 33000 Bordeaux}", f, 10.5, gap=8),
        block("Partenaires aux Pays-Bas :", "serif-bold", 11, gap=12),
        block("Werkplaats Van Dijk\n{address|Prinsengracht 263, 1016 GV Amsterdam|Prinsengracht 263\n1016 GV Amsterdam}", f, 10.5, gap=8),
        block("Houtatelier De Vries\n{address|Oudegracht 158, 3511 AZ Utrecht|Oudegracht 158\n3511 AZ Utrecht}", f, 10.5, gap=8),
        block("Glasblazerij Rotterdam: {address|Coolsingel 40, 3011 AD Rotterdam|Coolsingel 40, 3011 AD Rotterdam}", f, 10.5, gap=8),
        block("Chaque atelier dispose d'une surface de {measurement|85 m²|85 m²} et d'un four de {measurement|1200 °C|1200 °C}.\n"
              "Cotisation annuelle : {money|350.00 EUR|350,00 €}, remise de {percentage|15%|15 %} avant le {date|2024-07-01|1er juillet 2024}.\n"
              "Informations : {url|https://ateliers-europeens.fr/reseau|ateliers-europeens.fr/reseau} ou {phone|+31207654321|+31 20 765 4321}.", f, 10.5, gap=14),
    ])


def page_us_uk_directory():
    f = "nsans"
    return ("us-uk-offices", "form", LETTER, [
        block("Brightline Partners — Office Directory", "nsans-bold", 15),
        block("Updated {date|2024-08-19|August 19, 2024} · {url|https://www.brightline-partners.com/offices|www.brightline-partners.com/offices}", f, 10, gap=4),
        block("New York\n{address|350 Fifth Avenue, New York, NY 10118|350 Fifth Avenue\nNew York, NY 10118}\n{phone|+12125550183|(212) 555-0183}", f, 10.5, gap=16),
        block("Austin\n{address|2000 Lamar Blvd, Austin, TX 78705|2000 Lamar Blvd, Austin, TX 78705}\n{phone|+15125550166|512-555-0166}", f, 10.5, gap=10),
        block("Seattle\n{address|1201 Pine Street, Seattle, WA 98101|1201 Pine Street\nSeattle, WA 98101}", f, 10.5, gap=10),
        block("Boston: {address|77 Beacon Road, Boston, MA 02108|77 Beacon Road, Boston, MA 02108}", f, 10.5, gap=10),
        block("London\n{address|10 Finsbury Square, London EC2A 1AF|10 Finsbury Square\nLondon\nEC2A 1AF}\n{phone|+442079460321|+44 20 7946 0321}", f, 10.5, gap=16),
        block("Manchester: {address|34 Whitworth Street, Manchester M1 3NR|34 Whitworth Street, Manchester M1 3NR}", f, 10.5, gap=10),
        block("Edinburgh\n{address|5 Queen Street, Edinburgh EH2 1JE|5 Queen Street\nEdinburgh\nEH2 1JE}", f, 10.5, gap=10),
        block("Each office has a meeting room of {measurement|450 ft²|450 ft²}; ceilings are {measurement|9 ft|9 ft} high and\n"
              "screens measure {measurement|65 in|65 in}. Parcels over {measurement|70 lb|70 lb} go to the loading dock.", f, 10.5, gap=14),
        block("Travel policy: economy class on all flights; allowance {money|75.00 USD|$75.00} per day in the US,\n"
              "{money|60.00 GBP|£60.00} in the UK. Contact {email|travel@brightline-partners.com|travel@brightline-partners.com}.", f, 10.5),
    ])


def page_spec_sheet():
    f = "roman"
    return ("spec-sheet", "report", A4, [
        block("Technical Data Sheet — Model TX-450 Heat Pump", "roman-bold", 15),
        block("Revision {date|2024-02-15|2024-02-15} · {email|specs@thermax.example.com|specs@thermax.example.com}", f, 10.5, gap=4),
        row([(0, "left", "Property"), (300, "left", "Value")], "roman-bold", 11, gap=16),
        row([(0, "left", "Heating power"), (300, "left", "{measurement|4.5 kW|4.5 kW}")], f, 11, gap=3),
        row([(0, "left", "Power input"), (300, "left", "{measurement|1150 W|1150 W}")], f, 11, gap=3),
        row([(0, "left", "Supply voltage"), (300, "left", "{measurement|230 V|230 V}, {measurement|50 Hz|50 Hz}")], f, 11, gap=3),
        row([(0, "left", "Flow temperature"), (300, "left", "{measurement|55 °C|55 °C}")], f, 11, gap=3),
        row([(0, "left", "Operating range"), (300, "left", "down to {measurement|-20 °C|-20 °C}")], f, 11, gap=3),
        row([(0, "left", "Width"), (300, "left", "{measurement|1100 mm|1100 mm}")], f, 11, gap=3),
        row([(0, "left", "Depth"), (300, "left", "{measurement|42 cm|42 cm}")], f, 11, gap=3),
        row([(0, "left", "Weight"), (300, "left", "{measurement|86 kg|86 kg}")], f, 11, gap=3),
        row([(0, "left", "Refrigerant charge"), (300, "left", "{measurement|1.4 kg|1.4 kg}")], f, 11, gap=3),
        row([(0, "left", "Water volume"), (300, "left", "{measurement|3.5 l|3.5 l}")], f, 11, gap=3),
        row([(0, "left", "Annual consumption"), (300, "left", "{measurement|2100 kWh|2100 kWh}")], f, 11, gap=3),
        row([(0, "left", "Wi-Fi module"), (300, "left", "{measurement|2.4 GHz|2.4 GHz}")], f, 11, gap=3),
        row([(0, "left", "Firmware storage"), (300, "left", "{measurement|16 MB|16 MB}")], f, 11, gap=3),
        block("Efficiency rises by {percentage|12%|12%} compared with model TX-400. Recommended\n"
              "retail price {money|7490.00 EUR|EUR 7,490.00} or {money|8150.00 USD|US$8,150.00}; installation from\n"
              "{money|1200.00 GBP|£1,200}. Shipping box {measurement|125 cm|125 cm} tall, pallet up to {measurement|1.2 t|1.2 t}.", f, 11, gap=14),
        block("Service hotline {phone|+18005550142|1-800-555-0142} · order line {phone|+4940555123|+49 40 555123}.\n"
              "Warranty registration by {date|2024-12-31|31 December 2024} at {url|https://thermax.example.com/warranty|thermax.example.com/warranty}.", f, 11),
    ])


# Issue 28: classes of documents the first set did not have.  Irish addresses (Eircode: a routing key
# such as D02 or T12 and four characters; counties as "Co. Cork"; "Dublin 2"), addresses whose last
# line is the country, US receipts with a three-line upper-case address, French addresses in La Poste's
# upper-case layout, German ones with "Str." and "D-" prefixes, and contact lines with links and emails
# for photographing.  The conventions above hold for them too: an Irish invoice's "11/06/2024" is 11 June,
# as Ireland prints dates and as the default pipeline reads a page in euros with an Irish calling code
# (`date_order_evidence`; issue 28's eleventh round: month-first before, by the older `date_order: mdy`), and a French
# national number is kept as digits under the default region US.

def page_ie_letter():
    f = "serif"
    return ("ie-letter", "letter", A4, [
        block("Liffey Design Studio Ltd", "serif-bold", 15),
        block("{address|14 Grafton Street, Dublin 2, D02 X285|14 Grafton Street, Dublin 2, D02 X285}\n"
              "Tel. {phone|+35316712345|+353 1 671 2345} · {email|studio@liffeydesign.ie|studio@liffeydesign.ie}", f, 10.5, gap=3),
        block("{date|2024-04-16|16 April 2024}", f, 10.5, "right", gap=18),
        block("Ms Siobhán Kelly\nKelly Accountancy\n{address|Main Street, Ballincollig, Co. Cork, P31 ED82|Main Street\nBallincollig\nCo. Cork\nP31 ED82}", f, 10.5, gap=12),
        block("Dear Ms Kelly,", f, 10.5, gap=16),
        block("Thank you for your order of {date|2024-04-02|2 April 2024}. The signage for your branch at\n"
              "{address|22 Eyre Square, Galway, H91 F2K7|22 Eyre Square, Galway, H91 F2K7} will be fitted on {date|2024-05-08|8 May 2024}.\n"
              "The fee is {money|1850.00 EUR|€1,850.00}, including VAT at {percentage|23%|23%}.", f, 10.5),
        block("Please send the deposit to IBAN {iban|IE29AIBK93115212345678|IE29 AIBK 9311 5212 3456 78}.", f, 10.5),
        block("Our fitter, Declan Ryan, works from our Limerick office:\n"
              "{address|5 O'Connell Street, Limerick, V94 X2Y3|5 O'Connell Street\nLimerick\nV94 X2Y3}", f, 10.5, gap=10),
        block("Yours sincerely,\n\nAoife Brennan\nDirector", f, 10.5, gap=16),
    ])


def page_ie_invoice():
    f = "sans"
    return ("ie-invoice", "invoice", A4, [
        block("Shannon Office Supplies", "sans-bold", 15),
        block("{address|Unit 7, Raheen Business Park, Limerick, V94 K5R1|Unit 7, Raheen Business Park, Limerick, V94 K5R1}\n"
              "{url|https://www.shannonoffice.ie|www.shannonoffice.ie} · {email|accounts@shannonoffice.ie|accounts@shannonoffice.ie}", f, 10, gap=3),
        block("Invoice to:\nMurphy & Daly Solicitors\n{address|3 South Mall, Cork, T12 W8CX, Ireland|3 South Mall\nCork\nT12 W8CX\nIreland}", f, 10.5, gap=18),
        block("Deliver to:\nMurphy & Daly, Waterford branch\n{address|41 The Quay, Waterford, X91 C6P4|41 The Quay\nWaterford\nX91 C6P4}", f, 10.5, gap=10),
        block("Invoice date: {date|2024-06-11|11/06/2024}", f, 10.5, "right", gap=10),
        row([(0, "left", "Item"), (330, "right", "Qty"), (420, "right", "Price"), (495, "right", "Amount")], "sans-bold", 10, gap=12),
        row([(0, "left", "A4 paper, box of 5 reams"), (330, "right", "6"), (420, "right", "{money|24.50 EUR|€24.50}"),
             (495, "right", "{money|147.00 EUR|€147.00}")], f, 10, gap=4),
        row([(0, "left", "Toner cartridge"), (330, "right", "2"), (420, "right", "{money|89.00 EUR|€89.00}"),
             (495, "right", "{money|178.00 EUR|€178.00}")], f, 10, gap=4),
        row([(0, "left", "Total"), (495, "right", "{money|325.00 EUR|€325.00}")], "sans-bold", 10, gap=8),
        block("Head office: {address|Ballymore Road, Kilcullen, Co. Kildare, R56 HV02|Ballymore Road, Kilcullen, Co. Kildare, R56 HV02}\n"
              "Queries: {phone|+353612345678|+353 61 234 5678}", f, 9.5, gap=18),
    ])


def page_country_lines():
    f = "nsans"
    return ("intl-shipping", "form", A4, [
        block("Northwind Freight — International Consignees", "nsans-bold", 14),
        block("Manifest of {date|2024-09-02|2 September 2024}", f, 10.5, gap=4),
        block("Consignee 1\nHarlow Textiles Ltd\n{address|10 Finsbury Square, London EC2A 1AF, United Kingdom|10 Finsbury Square\nLondon EC2A 1AF\nUnited Kingdom}", f, 10.5, gap=14),
        block("Consignee 2\nRedwood Tools Inc.\n{address|4200 Mission Street, San Francisco, CA 94112, USA|4200 Mission Street\nSan Francisco, CA 94112\nUSA}", f, 10.5, gap=10),
        block("Consignee 3\nBauer Feinmechanik GmbH\n{address|Industriestraße 14, 70565 Stuttgart, Deutschland|Industriestraße 14\n70565 Stuttgart\nDeutschland}", f, 10.5, gap=10),
        block("Consignee 4\nMaison Girard\n{address|27 rue Victor Hugo, 69002 Lyon, France|27 rue Victor Hugo\n69002 Lyon\nFrance}", f, 10.5, gap=10),
        block("Consignee 5\nDe Boer Installaties B.V.\n{address|Stationsweg 88, 2515 BP Den Haag, Nederland|Stationsweg 88\n2515 BP Den Haag\nNederland}", f, 10.5, gap=10),
        block("Consignee 6\nAtlantic Seafoods\n{address|12 Harbour Road, Howth, Co. Dublin, D13 E2W4, Ireland|12 Harbour Road\nHowth\nCo. Dublin D13 E2W4\nIreland}", f, 10.5, gap=10),
        block("Freight charges {money|1240.00 USD|$1,240.00}; queries to {email|manifests@northwind-freight.com|manifests@northwind-freight.com}.", f, 10.5, gap=14),
    ])


def page_country_letter():
    f = "roman"
    return ("uk-letter-abroad", "letter", A4, [
        block("Pennine Instruments plc", "roman-bold", 15),
        block("{address|8 Wellington Road, Leeds LS1 4DL, United Kingdom|8 Wellington Road, Leeds LS1 4DL, United Kingdom}\n"
              "{phone|+441132960154|+44 113 296 0154} · {url|https://www.pennine-instruments.co.uk|www.pennine-instruments.co.uk}", f, 10.5, gap=3),
        block("{date|2024-10-07|7 October 2024}", f, 10.5, "right", gap=18),
        block("Dr. Hans Vogel\nVogel Messtechnik\n{address|Kölner Str. 21, 53111 Bonn, Germany|Kölner Str. 21\n53111 Bonn\nGermany}", f, 11, gap=12),
        block("Dear Dr. Vogel,", f, 11, gap=16),
        block("Further to your enquiry of {date|2024-09-30|30 September 2024}, the calibration rig ships from our\n"
              "US warehouse at {address|75 Commerce Drive, Unit 4, Hauppauge, NY 11788, USA|75 Commerce Drive, Unit 4, Hauppauge, NY 11788, USA}. The price is\n"
              "{money|12400.00 GBP|£12,400.00} ex works.", f, 11),
        block("Our Dutch agent can also help:\n{address|Maliebaan 50, 3581 CS Utrecht, The Netherlands|Maliebaan 50\n3581 CS Utrecht\nThe Netherlands}", f, 11, gap=10),
        block("Yours sincerely,\n\nGareth Price\nExport Manager", f, 11, gap=16),
    ])


RECEIPT = (226.8, 520.0)


def receipt_page(stem, shop, address, phone, date, items, total, footer):
    f = "nsans"
    blocks = [block(shop, "nsans-bold", 11, "center", gap=0), block(address, f, 8.5, "center", gap=3),
              block(phone, f, 8.5, "center", gap=2), block(date, f, 8.5, "left", gap=8)]
    for name, price in items:
        blocks.append(row([(0, "left", name), (112, "right", price)], f, 8.5, gap=2))
    blocks.append(row([(0, "left", "TOTAL"), (112, "right", total)], "nsans-bold", 9, gap=6))
    blocks.append(block(footer, f, 8, "center", gap=10))
    return (stem, "receipt", RECEIPT, blocks, (28, 24, 28))


def page_receipt_austin():
    return receipt_page("us-receipt-austin", "GREENLEAF MARKET",
                        "{address|3189 PARK DRIVE, UNIT 10, AUSTIN, TX 78788|3189 PARK DRIVE\nUNIT 10\nAUSTIN, TX 78788}",
                        "TEL {phone|+15125550178|(512) 555-0178}", "{date|2024-07-14|07/14/2024} {time|18:42|18:42}",
                        [("ORGANIC MILK", "{money|4.29 USD|4.29}"), ("SOURDOUGH", "{money|6.50 USD|6.50}"),
                         ("APPLES 2 LB", "{money|3.98 USD|3.98}")], "{money|14.77 USD|$14.77}",
                        "THANK YOU FOR SHOPPING\n{url|https://greenleafmarket.com|greenleafmarket.com}")


def page_receipt_denver():
    return receipt_page("us-receipt-denver", "ROCKY MTN HARDWARE",
                        "{address|1450 W COLFAX AVE, STE 200, DENVER, CO 80204|1450 W COLFAX AVE\nSTE 200\nDENVER, CO 80204}",
                        "{phone|+13035550121|303-555-0121}", "{date|2024-08-03|08/03/2024}",
                        [("WOOD SCREWS 100CT", "{money|7.99 USD|7.99}"), ("HINGE 3IN", "{money|5.49 USD|5.49}")],
                        "{money|13.48 USD|$13.48}", "RETURNS WITHIN 30 DAYS")


def page_receipt_columbus():
    return receipt_page("us-receipt-columbus", "Corner Coffee Co.",
                        "{address|88 North High Street, Suite 3, Columbus, OH 43215|88 North High Street\nSuite 3\nColumbus, OH 43215}",
                        "{phone|+16145550190|(614) 555-0190}", "{date|2024-09-21|Sep 21, 2024}",
                        [("Latte 12oz", "{money|4.75 USD|4.75}"), ("Bagel", "{money|3.25 USD|3.25}")],
                        "{money|8.00 USD|$8.00}", "{email|hello@cornercoffee.com|hello@cornercoffee.com}")


def page_receipt_tampa():
    return receipt_page("us-receipt-tampa", "BAYSIDE PHARMACY",
                        "{address|702 BAY STREET, BLDG B, TAMPA, FL 33602|702 BAY STREET\nBLDG B\nTAMPA, FL 33602}",
                        "{phone|+18135550164|813-555-0164}", "{date|2024-10-02|10/02/2024}",
                        [("VITAMIN D3", "{money|9.99 USD|9.99}"), ("BANDAGES", "{money|4.19 USD|4.19}")],
                        "{money|14.18 USD|$14.18}", "{url|https://www.baysiderx.com|www.baysiderx.com}")


def page_fr_laposte():
    f = "sans"
    return ("fr-laposte", "letter", A4, [
        block("Imprimerie Vasseur", "sans-bold", 15),
        block("{address|14 RUE DES LILAS, 59000 LILLE|14 RUE DES LILAS · 59000 LILLE}\n"
              "Tél. {phone|0320456789|03 20 45 67 89} · {email|contact@imprimerie-vasseur.fr|contact@imprimerie-vasseur.fr}", f, 10, gap=3),
        block("Lille, le {date|2024-11-05|5 novembre 2024}", f, 10.5, "right", gap=16),
        block("MONSIEUR JEAN MOREAU\n{address|25 AVENUE DES CHAMPS, 31000 TOULOUSE|25 AVENUE DES CHAMPS\n31000 TOULOUSE}", f, 10.5, gap=12),
        block("Monsieur,", f, 10.5, gap=16),
        block("Nous vous adressons les épreuves commandées le {date|2024-10-28|28 octobre 2024}. Notre dépôt\n"
              "se trouve {address|3 impasse du Moulin, 44000 Nantes|3 impasse du Moulin, 44000 Nantes}. Montant : {money|640.00 EUR|640,00 €}.", f, 10.5),
        block("Copie à : SARL Duval\n{address|9 rue Nationale, 37000 Tours|9 rue Nationale\n37000 Tours}", f, 10.5, gap=10),
        block("Veuillez agréer, Monsieur, nos salutations distinguées.", f, 10.5, gap=14),
    ])


def page_de_formular():
    f = "nsans"
    return ("de-formular", "form", A4, [
        block("Anmeldung zur Fachmesse", "nsans-bold", 15),
        block("Veranstalter: {address|Messeplatz 1, 04356 Leipzig|Messeplatz 1, 04356 Leipzig}", f, 10.5, gap=4),
        block("Aussteller\nFeinbau Richter GmbH\n{address|Goethestr. 17, 80336 München|Goethestr. 17\n80336 München}", f, 10.5, gap=14),
        block("Rechnungsanschrift\nRichter Holding AG\n{address|An der Alster 42, 20099 Hamburg|An der Alster 42\n20099 Hamburg}", f, 10.5, gap=10),
        block("Lager: {address|Frankfurter Allee 120, 10365 Berlin|Frankfurter Allee 120 · 10365 Berlin}", f, 10.5, gap=10),
        block("Anmeldung bis {date|2024-12-13|13.12.2024}; Standgebühr {money|980.00 EUR|980,00 €}.\n"
              "Rückfragen an {email|messe@feinbau-richter.de|messe@feinbau-richter.de} oder {url|https://www.feinbau-richter.de|www.feinbau-richter.de}.", f, 10.5, gap=14),
    ])


def page_contacts():
    f = "nsans"
    return ("web-contacts", "form", LETTER, [
        block("Partner Contacts", "nsans-bold", 14),
        block("Support: {email|support@cloudmarine.com|support@cloudmarine.com} · {url|https://www.cloudmarine.com/help|www.cloudmarine.com/help}", f, 9, gap=10),
        block("Sales: {email|sales.team@northharbor.io|sales.team@northharbor.io} · {url|https://northharbor.io|northharbor.io}", f, 9, gap=6),
        block("Press: {email|press@modernmedia.org|press@modernmedia.org} · {url|https://www.modernmedia.org/news|www.modernmedia.org/news}", f, 9, gap=6),
        block("Billing: {email|billing@summit-rooms.co.uk|billing@summit-rooms.co.uk} · {url|https://www.summit-rooms.co.uk|www.summit-rooms.co.uk}", f, 9, gap=6),
        block("Europe: {email|info@marmorwerk.de|info@marmorwerk.de} · {url|https://www.marmorwerk.de/kontakt|www.marmorwerk.de/kontakt}", f, 9, gap=6),
        block("France: {email|commande@maison-armand.fr|commande@maison-armand.fr} · {url|https://maison-armand.fr|maison-armand.fr}", f, 9, gap=6),
        block("Events: {email|rooms@harbormill.com|rooms@harbormill.com} · {url|https://www.harbormill.com/events|www.harbormill.com/events}", f, 9, gap=6),
    ])



def page_links():
    f = "sans"
    return ("web-links", "form", A4, [
        block("Useful Addresses", "sans-bold", 14),
        block("Bookings: {email|bookings@lakeside-inn.com|bookings@lakeside-inn.com} · {url|https://www.lakeside-inn.com/rooms|www.lakeside-inn.com/rooms}", f, 9, gap=10),
        block("Members: {email|members@rowingclub.org|members@rowingclub.org} · {url|https://www.rowingclub.org|www.rowingclub.org}", f, 9, gap=6),
        block("Orders: {email|orders@farmhouse-mills.co.uk|orders@farmhouse-mills.co.uk} · {url|https://farmhouse-mills.co.uk/shop|farmhouse-mills.co.uk/shop}", f, 9, gap=6),
        block("Kontakt: {email|kontakt@gruenmoebel.de|kontakt@gruenmoebel.de} · {url|https://www.gruenmoebel.de|www.gruenmoebel.de}", f, 9, gap=6),
        block("Accueil : {email|accueil@domaine-marsan.fr|accueil@domaine-marsan.fr} · {url|https://www.domaine-marsan.fr/visites|www.domaine-marsan.fr/visites}", f, 9, gap=6),
        block("Dublin: {email|hello@mountjoymedia.ie|hello@mountjoymedia.ie} · {url|https://www.mountjoymedia.ie|www.mountjoymedia.ie}", f, 9, gap=6),
        block("Amsterdam: {email|info@rembrandtmakers.nl|info@rembrandtmakers.nl} · {url|https://rembrandtmakers.nl|rembrandtmakers.nl}", f, 9, gap=6),
    ])


# --------------------------------------------------------------------------
# Issue 28, second round: the countries whose formats are data (AT, CH, BE, ES, IT, CA, AU) in letters,
# invoices, forms and receipts, on one line and several, with and without a country line; and IBANs of
# ten countries in small print, photographed from afar.  Addresses are invented on real streets and
# postcodes in each post's own order; IBANs are the SWIFT registry's examples.
# --------------------------------------------------------------------------

def page_at_invoice():
    f = "lsans"
    return ("at-rechnung", "invoice", A4, [
        block("Grazer Druckwerkstatt GmbH", "lsans-bold", 15),
        block("{address|Herrengasse 3, 8010 Graz|Herrengasse 3 · 8010 Graz} · Tel. {phone|+43316123456|+43 316 123456}", f, 10, gap=3),
        block("Rechnung an:\nWiener Buchhandlung KG\n{address|Mariahilfer Straße 120, 1070 Wien|Mariahilfer Straße 120\n1070 Wien}", f, 10.5, x=300, gap=20),
        block("Rechnungsdatum: {date|2024-03-14|14.03.2024}", f, 10.5, gap=14),
        row([(0, "left", "Position"), (495, "right", "Betrag")], "lsans-bold", 10, gap=10),
        row([(0, "left", "Broschüren, 500 Stück"), (495, "right", "{money|1250.00 EUR|1.250,00 €}")], f, 10, gap=4),
        row([(0, "left", "Gesamt"), (495, "right", "{money|1500.00 EUR|1.500,00 €}")], "lsans-bold", 10, gap=6),
        block("Bankverbindung: IBAN {iban|AT611904300234573201|AT61 1904 3002 3457 3201}\n"
              "Fragen an {email|office@grazer-druck.at|office@grazer-druck.at}", f, 10, gap=16),
    ])


def page_at_letter():
    f = "lserif"
    return ("at-brief", "letter", A4, [
        block("Kanzlei Dr. Huber", "lserif-bold", 15),
        block("{address|Stephansplatz 1, 1010 Wien|Stephansplatz 1, A-1010 Wien}", f, 10.5, gap=3),
        block("Wien, am {date|2024-05-21|21.05.2024}", f, 10.5, "right", gap=16),
        block("Frau Mag. Eva Berger\n{address|Wiener Straße 45, 4020 Linz, Österreich|Wiener Straße 45\n4020 Linz\nÖsterreich}", f, 11, gap=12),
        block("Sehr geehrte Frau Berger,", f, 11, gap=16),
        block("die Unterlagen liegen in unserer Zweigstelle {address|Getreidegasse 9, 5020 Salzburg|Getreidegasse 9, 5020 Salzburg} bereit.\n"
              "Das Honorar beträgt {money|640.00 EUR|640,00 €}.", f, 11),
        block("Mit freundlichen Grüßen\n\nDr. Anton Huber", f, 11, gap=16),
    ])


def page_ch_quote():
    f = "nsans"
    return ("ch-offerte", "invoice", A4, [
        block("Limmat Software AG", "nsans-bold", 15),
        block("{address|Bahnhofstrasse 10, 8001 Zürich|Bahnhofstrasse 10\n8001 Zürich}\nTel. {phone|+41441234567|+41 44 123 45 67}", f, 10, gap=3),
        block("Offerte für:\nAare Treuhand GmbH\n{address|Spitalgasse 4, 3011 Bern|Spitalgasse 4\n3011 Bern}", f, 10.5, x=290, gap=18),
        block("Datum: {date|2024-06-03|03.06.2024}", f, 10.5, gap=14),
        row([(0, "left", "Lizenz, 12 Monate"), (495, "right", "{money|980.00 CHF|CHF 980.00}")], f, 10, gap=10),
        block("Zahlbar auf IBAN {iban|CH9300762011623852957|CH93 0076 2011 6238 5295 7}.\n"
              "Filiale Basel: {address|Steinenvorstadt 2, 4051 Basel|Steinenvorstadt 2, 4051 Basel}", f, 10, gap=16),
    ])


def page_ch_letter():
    f = "serif"
    return ("ch-lettre", "letter", A4, [
        block("Horlogerie Favre SA", "serif-bold", 15),
        block("{address|Rue du Rhône 48, 1204 Genève|Rue du Rhône 48\n1204 Genève}", f, 10, gap=3),
        block("Genève, le {date|2024-09-12|12.09.2024}", f, 10.5, "right", gap=16),
        block("Galleria Ticino\n{address|Via Nassa 5, 6900 Lugano|Via Nassa 5 · CH-6900 Lugano}", f, 10.5, gap=12),
        block("Madame, Monsieur,", f, 10.5, gap=14),
        block("Notre atelier de Lausanne, {address|Avenue de la Gare 10, 1003 Lausanne, Suisse|Avenue de la Gare 10, 1003 Lausanne, Suisse},\n"
              "livrera les pièces le {date|2024-10-01|01.10.2024}. Contact : {email|atelier@favre-horlogerie.ch|atelier@favre-horlogerie.ch}.", f, 10.5),
    ])


def page_be_invoice_fr():
    f = "lsans"
    return ("be-facture", "invoice", A4, [
        block("Brasserie du Sablon SPRL", "lsans-bold", 15),
        block("{address|Rue de la Loi 16, 1000 Bruxelles|Rue de la Loi 16, 1000 Bruxelles}\n"
              "Tél. {phone|+3225123456|+32 2 512 34 56} · {url|https://www.brasseriedusablon.be|www.brasseriedusablon.be}", f, 10, gap=3),
        block("Facture à :\nÉpicerie Dumont\n{address|Avenue Louise 54, 1050 Ixelles, Belgique|Avenue Louise 54\n1050 Ixelles\nBelgique}", f, 10.5, gap=18),
        block("Date : {date|2024-02-19|19/02/2024}", f, 10.5, gap=12),
        row([(0, "left", "Bières, 24 caisses"), (495, "right", "{money|2400.00 EUR|2.400,00 €}")], f, 10, gap=10),
        block("IBAN {iban|BE68539007547034|BE68 5390 0754 7034}", f, 10, gap=14),
    ])


def page_be_invoice_nl():
    f = "narrow"
    return ("be-factuur", "invoice", A4, [
        block("Drukkerij Peeters BV", "lsans-bold", 15),
        block("{address|Grote Markt 7, 2000 Antwerpen|Grote Markt 7, 2000 Antwerpen} · {email|info@drukkerij-peeters.be|info@drukkerij-peeters.be}", f, 10.5, gap=3),
        block("Factuur aan:\nVan Damme Consult\n{address|Wetstraat 16, 1040 Brussel|Wetstraat 16\n1040 Brussel}", f, 11, x=280, gap=18),
        block("Leveradres:\n{address|Kortrijksesteenweg 120, 9000 Gent, België|Kortrijksesteenweg 120\n9000 Gent\nBelgië}", f, 11, gap=12),
        block("Factuurdatum: {date|2024-04-25|25.04.2024}", f, 11, gap=12),
        row([(0, "left", "Folders A5"), (495, "right", "{money|780.00 EUR|780,00 €}")], f, 11, gap=10),
    ])


def page_es_invoice():
    f = "nsans"
    return ("es-factura", "invoice", A4, [
        block("Cerámicas del Sur S.L.", "nsans-bold", 15),
        block("{address|Avenida de la Constitución 20, 41004 Sevilla|Avenida de la Constitución 20\n41004 Sevilla}", f, 10, gap=3),
        block("Cliente:\nLibrería Ortega\n{address|Calle de Alcalá, 45, 28014 Madrid|Calle de Alcalá, 45, 28014 Madrid}", f, 10.5, gap=18),
        block("Fecha: {date|2024-03-14|14 de marzo de 2024}", f, 10.5, gap=12),
        row([(0, "left", "Azulejos, {measurement|40 m²|40 m2}"), (495, "right", "{money|1250.00 EUR|1.250,00 €}")], f, 10, gap=10),
        block("Transferencia a {iban|ES9121000418450200051332|ES91 2100 0418 4502 0005 1332}\n"
              "Almacén: {address|C/ Mayor 5, 08002 Barcelona, España|C/ Mayor 5\n08002 Barcelona\nEspaña}", f, 10, gap=14),
    ])


def page_es_letter():
    f = "roman"
    return ("es-carta", "letter", A4, [
        block("Estudio Navarro Arquitectos", "roman-bold", 15),
        block("{address|Paseo de Gracia 92, 08008 Barcelona|Paseo de Gracia 92 · 08008 Barcelona}", f, 10.5, gap=3),
        block("Barcelona, {date|2024-06-03|3 de junio de 2024}", f, 11, "right", gap=16),
        block("Sr. Luis Martín\n{address|Plaza Mayor 3, 37002 Salamanca|Plaza Mayor 3\n37002 Salamanca}", f, 11, gap=12),
        block("Estimado Sr. Martín:", f, 11, gap=14),
        block("Le confirmamos la visita a la obra el {date|2024-06-17|17/06/2024}. Para cualquier consulta,\n"
              "escriba a {email|obras@navarro-arquitectos.es|obras@navarro-arquitectos.es}.", f, 11),
    ])


def page_it_invoice():
    f = "mono"
    return ("it-fattura", "invoice", A4, [
        block("Tipografia Romana S.r.l.", "mono-bold", 14),
        block("{address|Via del Corso, 12, 00186 Roma (RM)|Via del Corso, 12 - 00186 Roma (RM)}", f, 9.5, gap=3),
        block("Spett.le\nVetreria Moretti\n{address|Piazza San Marco 1, 30124 Venezia VE|Piazza San Marco 1\n30124 Venezia VE}", f, 10, x=280, gap=18),
        block("Data: {date|2024-03-15|15/03/2024}", f, 10, gap=12),
        row([(0, "left", "Cataloghi"), (495, "right", "{money|1250.00 EUR|€ 1.250,00}")], f, 10, gap=10),
        block("IBAN {iban|IT60X0542811101000000123456|IT60 X054 2811 1010 0000 0123 456}", f, 9.5, gap=14),
    ])


def page_it_letter():
    f = "lserif"
    return ("it-lettera", "letter", A4, [
        block("Studio Legale Bianchi", "lserif-bold", 15),
        block("{address|Corso Vittorio Emanuele II 45, 10125 Torino|Corso Vittorio Emanuele II 45\n10125 Torino}", f, 10.5, gap=3),
        block("Torino, {date|2024-03-12|12 marzo 2024}", f, 11, "right", gap=16),
        block("Gentile Dott.ssa Rossi\n{address|Viale Monza 22, 20127 Milano, Italia|Viale Monza 22\n20127 Milano\nItalia}", f, 11, gap=12),
        block("Le scrivo in merito all'udienza del {date|2024-04-08|8 aprile 2024}. Il compenso concordato\n"
              "è di {money|900.00 EUR|900,00 €}. Tel. {phone|+390115551234|+39 011 555 1234}.", f, 11, gap=14),
    ])


def page_ca_invoice():
    f = "lsans"
    return ("ca-invoice", "invoice", LETTER, [
        block("Maple Leaf Logistics Inc.", "lsans-bold", 15),
        block("{address|350 Bay Street, Suite 800, Toronto, ON M5H 2S6|350 Bay Street, Suite 800\nToronto, ON M5H 2S6}\n"
              "{phone|+14165550142|+1 416 555 0142}", f, 10, gap=3),
        block("Bill to:\nCoastal Fisheries Ltd.\n{address|1055 West Georgia Street, Vancouver, BC V6E 3P3, Canada|1055 West Georgia Street\nVancouver, BC V6E 3P3\nCanada}", f, 10.5, gap=18),
        block("Invoice date: {date|2024-11-18|2024-11-18}", f, 10.5, gap=12),
        row([(0, "left", "Freight, 3 pallets"), (495, "right", "{money|2450.00 CAD|2,450.00 CAD}")], f, 10, gap=10),
    ])


def page_ca_letter_fr():
    f = "serif"
    return ("ca-lettre", "letter", LETTER, [
        block("Éditions Laurentides", "serif-bold", 15),
        block("{address|1200 rue Sainte-Catherine Ouest, Montréal (Québec) H3B 1K9|1200 rue Sainte-Catherine Ouest\nMontréal (Québec) H3B 1K9}", f, 10, gap=3),
        block("Montréal, le {date|2024-10-15|15 octobre 2024}", f, 10.5, "right", gap=16),
        block("Mme Julie Tremblay\n{address|45 boulevard René-Lévesque Est, Québec (Québec) G1R 2B5|45 boulevard René-Lévesque Est\nQuébec (Québec) G1R 2B5}", f, 10.5, gap=12),
        block("Madame,\n\nVotre commande partira le {date|2024-10-22|22 octobre 2024}. Écrivez-nous à\n"
              "{email|commandes@editions-laurentides.ca|commandes@editions-laurentides.ca}.", f, 10.5, gap=14),
    ])


def page_au_invoice():
    f = "nsans"
    return ("au-invoice", "invoice", A4, [
        block("Southern Cross Printing Pty Ltd", "nsans-bold", 15),
        block("{address|Level 5, 80 Collins St, Melbourne VIC 3000|Level 5, 80 Collins St, Melbourne VIC 3000}\n"
              "{phone|+61398765432|+61 3 9876 5432} · {url|https://www.southerncrossprint.com.au|www.southerncrossprint.com.au}", f, 10, gap=3),
        block("Invoice to:\nHarbour Cafe Group\n{address|100 George Street, Sydney NSW 2000|100 George Street\nSydney NSW 2000}", f, 10.5, gap=18),
        block("Date: {date|2024-08-23|23/08/2024}", f, 10.5, gap=12),
        row([(0, "left", "Menus, 300 copies"), (495, "right", "{money|1250.00 AUD|1,250.00 AUD}")], f, 10, gap=10),
        block("Deliver to: {address|22 Adelaide Terrace, Perth WA 6000, Australia|22 Adelaide Terrace, Perth WA 6000, Australia}", f, 10, gap=12),
    ])


def page_au_receipt():
    return receipt_page("au-receipt-fitzroy", "FITZROY GROCER",
                        "{address|12 SMITH ST, FITZROY VIC 3065|12 SMITH ST\nFITZROY VIC 3065}",
                        "{phone|+61394170000|+61 3 9417 0000}", "{date|2024-08-14|14/08/2024}",
                        [("BREAD", "{money|5.50 AUD|5.50}"), ("COFFEE BEANS", "{money|18.00 AUD|18.00}")],
                        "{money|23.50 AUD|A$23.50}", "THANK YOU")


def page_ca_receipt():
    return receipt_page("ca-receipt-toronto", "YONGE ST PHARMACY",
                        "{address|220 YONGE ST, TORONTO ON M5B 2H1|220 YONGE ST\nTORONTO ON M5B 2H1}",
                        "{phone|+14165550188|+1 416 555 0188}", "{date|2024-11-29|2024-11-29}",
                        [("VITAMIN C", "{money|12.99 CAD|12.99}"), ("TISSUES", "{money|3.49 CAD|3.49}")],
                        "{money|16.48 CAD|C$16.48}", "SAVE YOUR RECEIPT")


def page_ibans():
    f = "sans"
    return ("iban-accounts", "form", A4, [
        block("Partner Bank Accounts", "sans-bold", 14),
        block("Berlin: {iban|DE89370400440532013000|DE89 3704 0044 0532 0130 00}", f, 8.5, gap=10),
        block("Wien: {iban|AT611904300234573201|AT61 1904 3002 3457 3201}", f, 8.5, gap=5),
        block("Zürich: {iban|CH9300762011623852957|CH93 0076 2011 6238 5295 7}", f, 8.5, gap=5),
        block("Amsterdam: {iban|NL91ABNA0417164300|NL91 ABNA 0417 1643 00}", f, 8.5, gap=5),
        block("London: {iban|GB29NWBK60161331926819|GB29 NWBK 6016 1331 9268 19}", f, 8.5, gap=5),
        block("Paris: {iban|FR1420041010050500013M02606|FR14 2004 1010 0505 0001 3M02 606}", f, 8.5, gap=5),
        block("Bruxelles: {iban|BE68539007547034|BE68 5390 0754 7034}", f, 8.5, gap=5),
        block("Madrid: {iban|ES9121000418450200051332|ES91 2100 0418 4502 0005 1332}", f, 8.5, gap=5),
        block("Milano: {iban|IT60X0542811101000000123456|IT60 X054 2811 1010 0000 0123 456}", f, 8.5, gap=5),
        block("Dublin: {iban|IE29AIBK93115212345678|IE29 AIBK 9311 5212 3456 78}", f, 8.5, gap=5),
    ])


def page_ibans_compact():
    f = "mono"
    return ("iban-remittance", "form", A4, [
        block("Remittance details", "mono-bold", 13),
        block("Beneficiary account {iban|DE89370400440532013000|DE89370400440532013000}", f, 8, gap=10),
        block("Compte {iban|FR1420041010050500013M02606|FR1420041010050500013M02606}", f, 8, gap=5),
        block("Rekening {iban|NL91ABNA0417164300|NL91ABNA0417164300}", f, 8, gap=5),
        block("Conto {iban|IT60X0542811101000000123456|IT60X0542811101000000123456}", f, 8, gap=5),
        block("Konto {iban|CH9300762011623852957|CH9300762011623852957}", f, 8, gap=5),
        block("Account {iban|GB29NWBK60161331926819|GB29NWBK60161331926819}", f, 8, gap=5),
    ])


PAGES = [page_us_letter, page_de_invoice, page_fr_letter, page_uk_nl_booking, page_order_receipt, page_schedule,
         page_de_delivery, page_fr_nl_addresses, page_us_uk_directory, page_spec_sheet,
         page_ie_letter, page_ie_invoice, page_country_lines, page_country_letter, page_receipt_austin,
         page_receipt_denver, page_receipt_columbus, page_receipt_tampa, page_fr_laposte, page_de_formular,
         page_contacts, page_links,
         page_at_invoice, page_at_letter, page_ch_quote, page_ch_letter, page_be_invoice_fr, page_be_invoice_nl,
         page_es_invoice, page_es_letter, page_it_invoice, page_it_letter, page_ca_invoice, page_ca_letter_fr,
         page_au_invoice, page_au_receipt, page_ca_receipt, page_ibans, page_ibans_compact]
# QR codes printed on pages: stem -> (payload, left and top in pt, module size in pt).  A code is not
# text: it carries no entity, and the truth lists it under `barcodes` (box in page pixels).
QR_CODES = {"spec-sheet": ("https://thermax.example.com/manual/TX-450", (440, 690), 3.0)}
# Pages also written as phone photos.
PHOTOGRAPHED = ["us-letter", "de-rechnung", "order-payment", "de-lieferungen", "us-uk-offices",
                "ie-letter", "ie-invoice", "intl-shipping", "uk-letter-abroad", "us-receipt-austin",
                "us-receipt-tampa", "fr-laposte", "web-contacts", "web-links",
                "at-rechnung", "ch-lettre", "be-factuur", "es-factura", "it-lettera", "ca-invoice", "au-invoice",
                "au-receipt-fitzroy", "ca-receipt-toronto", "iban-accounts", "iban-remittance", "at-brief",
                "ch-offerte", "be-facture", "es-carta", "it-fattura", "ca-lettre"]
# Photographed from farther away (about 150 dpi) and less sharp: small print whose links and emails OCR
# damages (spaces beside dots, "rn" for "m", commas for dots).
FAR = {"web-contacts", "web-links", "iban-accounts", "iban-remittance"}


# --------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------

def png_bytes(img):
    """16 grey levels keep the anti-aliasing OCR likes at a third of the size of 8-bit grey."""
    quantized = img.point(lambda v: (v // 17) * 17)
    buf = io.BytesIO()
    quantized.save(buf, "PNG", dpi=(DPI, DPI), optimize=True, bits=4)
    return buf.getvalue()


def photograph(img, seed, far=False):
    """A phone-photo look without perspective: slight rotation, uneven light, blur, noise, JPEG."""
    rng = random.Random(seed)
    angle = rng.choice([-1, 1]) * rng.uniform(0.8, 1.6)
    page = img.convert("L").rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=120)
    w, h = page.size
    # Light falls off towards one side: a horizontal gradient multiplied in.
    gradient = Image.linear_gradient("L").rotate(90).resize((w, h))
    light = gradient.point(lambda v: 255 - v * 45 // 255)
    page = Image.composite(page, Image.new("L", (w, h), 0), light).point(lambda v: 30 + v * 205 // 255)
    page = page.filter(ImageFilter.GaussianBlur(1.9 if far else 1.4))
    # Sensor noise from a seeded tile (Pillow's effect_noise is not seedable).
    tile = Image.frombytes("L", (257, 263), bytes(rng.randrange(0, 40) for _ in range(257 * 263)))
    noise = Image.new("L", (w, h))
    for ty in range(0, h, 263):
        for tx in range(0, w, 257):
            noise.paste(tile, (tx, ty))
    page = Image.blend(page, noise.point(lambda v: v + 108), 0.18)
    # A phone's page: about 230 dpi, then JPEG.
    scale = 0.5 if far else 0.78
    page = page.resize((round(w * scale), round(h * scale)), Image.LANCZOS)
    buf = io.BytesIO()
    page.save(buf, "JPEG", quality=72, dpi=(round(DPI * scale), round(DPI * scale)))
    return buf.getvalue(), {"rotation_degrees": round(angle, 2), "blur_radius": 1.9 if far else 1.4, "noise": "tile 0..40 at 18%",
                            "scale": scale, "jpeg_quality": 72, "dpi": round(DPI * scale)}


def draw_qr(img, payload, origin_pt, module_pt):
    """Draws a QR code (reportlab's encoder, level M, quiet zone left white) and returns its truth entry."""
    from reportlab.graphics.barcode import qrencoder
    code = qrencoder.QRCode(None, qrencoder.QRErrorCorrectLevel.M)
    code.addData(payload)
    code.make()
    n, m = code.getModuleCount(), module_pt * PT
    x0, y0 = origin_pt[0] * PT, origin_pt[1] * PT
    draw = ImageDraw.Draw(img)
    for r in range(n):
        for c in range(n):
            if code.isDark(r, c):
                draw.rectangle([round(x0 + c * m), round(y0 + r * m), round(x0 + (c + 1) * m) - 1, round(y0 + (r + 1) * m) - 1], fill=0)
    return {"symbology": "qrcode", "payload": payload, "box": [round(x0), round(y0), round(n * m), round(n * m)]}


def write_truth(path, document, kind, text, entities, render_info, barcodes=None):
    truth = {
        "version": 1, "document": document, "kind": kind, "render": render_info,
        "pages": [{"number": 1, "text": text,
                   "entities": [{"kind": k, "text": t, "normalized": n} for k, t, n in entities]}],
    }
    if barcodes:
        truth["pages"][0]["barcodes"] = barcodes
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(truth, fh, ensure_ascii=False, indent=2)
        fh.write("\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    args = parser.parse_args()
    scans = os.path.join(args.root, "corpus", "entities", "scans")
    photos = os.path.join(args.root, "corpus", "entities", "photos")
    os.makedirs(scans, exist_ok=True)
    os.makedirs(photos, exist_ok=True)
    for number, make in enumerate(PAGES):
        stem, kind, size, blocks, *margins = make()
        img, text, entities = render(size, margins[0] if margins else (60, 56, 50), blocks)
        barcodes = [draw_qr(img, *QR_CODES[stem])] if stem in QR_CODES else None
        data = png_bytes(img)
        with open(os.path.join(scans, stem + ".png"), "wb") as fh:
            fh.write(data)
        info = {"format": "png", "dpi": DPI, "pixels": list(img.size), "grey_levels": 16, "generator": "scripts/generate-entity-pages.py"}
        write_truth(os.path.join(scans, stem + ".truth.json"), stem + ".png", kind, text, entities, info, barcodes)
        print(f"{stem}.png {len(data) // 1024} KB, {len(entities)} entities")
        if stem in PHOTOGRAPHED:
            jpeg, photo_info = photograph(img, seed=1000 + number, far=stem in FAR)
            with open(os.path.join(photos, stem + "-photo.jpg"), "wb") as fh:
                fh.write(jpeg)
            photo_info.update({"format": "jpeg", "from": "scans/" + stem + ".png", "generator": "scripts/generate-entity-pages.py"})
            write_truth(os.path.join(photos, stem + "-photo.truth.json"), stem + "-photo.jpg", kind, text, entities, photo_info)
            print(f"{stem}-photo.jpg {len(jpeg) // 1024} KB")


if __name__ == "__main__":
    main()
