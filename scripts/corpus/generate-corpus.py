#!/usr/bin/python3
"""Generate Folio's starter OCR corpus and its ground-truth sidecars.

How to run (from the repository root, with Debian's python):

    apt-get install python3-pil python3-reportlab
    /usr/bin/python3 scripts/corpus/generate-corpus.py

Optional: `--root DIR` writes the same tree under DIR instead of the
repository root (handy for checking that two runs are byte-identical).

What it writes:
    corpus/<stem>.<ext>              the documents (see corpus/README.md)
    corpus/<stem>.truth.json         ground truth, schema: schemas/truth.schema.json
    Tests/IngestTests/Fixtures/encrypted.pdf
    Tests/IngestTests/Fixtures/good-page.png
    Tests/IngestTests/Fixtures/good-page.truth.json

All text below is original, written for Folio; all names, addresses,
phone numbers and amounts are invented.  The output is the project's own
work and carries the project's licence.

Design: every page is described as a list of blocks (paragraphs, fixed
lines, table rows).  `layout()` turns blocks into positioned draw
operations *and* the truth text for the page, so what is drawn and what is
recorded come from the same place and cannot drift apart.  Truth text is
one printed line per "\\n"-separated line, blocks separated by a blank
line, in reading order.

Determinism: no clocks, no unseeded randomness (each document gets its own
random.Random(seed)), reportlab runs with invariant=1, Pillow text uses the
BASIC layout engine (no raqm), so rerunning reproduces identical bytes with
the same library versions.
"""

import argparse
import io
import json
import os
import random
import time
from decimal import Decimal, ROUND_HALF_UP

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

from reportlab.lib.pagesizes import A4, letter
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

DPI = 300
PT = DPI / 72.0  # pixels per point at 300 dpi
MM = 72.0 / 25.4  # points per millimetre

URW = "/usr/share/fonts/opentype/urw-base35"
DEJAVU = "/usr/share/fonts/truetype/dejavu"
FONT_FILES = {
    "roman": f"{URW}/NimbusRoman-Regular.otf",
    "roman-bold": f"{URW}/NimbusRoman-Bold.otf",
    "sans": f"{URW}/NimbusSans-Regular.otf",
    "sans-bold": f"{URW}/NimbusSans-Bold.otf",
    "p052": f"{URW}/P052-Roman.otf",
    "p052-bold": f"{URW}/P052-Bold.otf",
    "dv-serif": f"{DEJAVU}/DejaVuSerif.ttf",
    "dv-serif-bold": f"{DEJAVU}/DejaVuSerif-Bold.ttf",
    "dv-sans": f"{DEJAVU}/DejaVuSans.ttf",
    "dv-sans-bold": f"{DEJAVU}/DejaVuSans-Bold.ttf",
    "mono": f"{DEJAVU}/DejaVuSansMono.ttf",
    "mono-bold": f"{DEJAVU}/DejaVuSansMono-Bold.ttf",
}
# reportlab's standard (non-embedded) Type 1 fonts
PDF_FONTS = {
    "helv": "Helvetica",
    "helv-bold": "Helvetica-Bold",
    "times": "Times-Roman",
    "times-bold": "Times-Bold",
}

LEADING = 1.3  # line pitch as a multiple of the font size


# --------------------------------------------------------------------------
# Block model and layout
# --------------------------------------------------------------------------

def para(text, font, size, align="left", gap=None, indent=0.0):
    """A paragraph, word-wrapped to the text width."""
    return {"type": "para", "text": " ".join(text.split()), "font": font,
            "size": size, "align": align, "gap": gap, "indent": indent}


def lines(items, font, size, align="left", gap=None, indent=0.0):
    """Lines printed exactly as given (each must fit the width)."""
    return {"type": "lines", "lines": list(items), "font": font, "size": size,
            "align": align, "gap": gap, "indent": indent}


def table(rows, cols, font, size, gap=None, header_font=None):
    """Rows of cells; cols = [(x offset in pt, "left"|"right"), ...].
    Right-aligned columns end at their x offset.  Truth joins cells with one
    space (evaluation collapses whitespace anyway)."""
    return {"type": "table", "rows": [list(r) for r in rows], "cols": cols,
            "font": font, "size": size, "gap": gap, "align": "left",
            "header_font": header_font}


class Page:
    def __init__(self, width, height, margins, blocks, footer=None):
        self.width, self.height = width, height  # points
        self.left, self.top, self.right, self.bottom = margins
        self.blocks = blocks
        self.footer = footer  # optional block placed at the bottom


def wrap(text, font, size, width, measure):
    words, out, cur = text.split(" "), [], []
    for w in words:
        trial = " ".join(cur + [w])
        if cur and measure(trial, font, size) > width:
            out.append(" ".join(cur))
            cur = [w]
        else:
            cur.append(w)
    if cur:
        out.append(" ".join(cur))
    return out


def layout(page, measure):
    """Return (ops, truth_text).  ops: (x_pt, baseline_pt_from_top, text, font, size)."""
    ops, truth_blocks = [], []
    text_w = page.width - page.left - page.right
    y = None

    def place(block, line_text, y, font=None):
        font = font or block["font"]
        size = block["size"]
        w = measure(line_text, font, size)
        x0 = page.left + block.get("indent", 0.0)
        avail = text_w - block.get("indent", 0.0)
        assert w <= avail + 0.01, f"line too wide ({w:.1f} > {avail:.1f} pt): {line_text!r}"
        if block["align"] == "center":
            x = x0 + (avail - w) / 2
        elif block["align"] == "right":
            x = x0 + avail - w
        else:
            x = x0
        ops.append((x, y, line_text, font, size))

    def emit(block, y):
        size = block["size"]
        pitch = size * LEADING
        printed = []
        if block["type"] == "para":
            avail = text_w - block.get("indent", 0.0)
            rows = wrap(block["text"], block["font"], size, avail, measure)
        elif block["type"] == "lines":
            rows = block["lines"]
        else:
            rows = block["rows"]
        for i, row in enumerate(rows):
            if i:
                y += pitch
            if block["type"] == "table":
                font = block["font"]
                if i == 0 and block.get("header_font"):
                    font = block["header_font"]
                for cell, (cx, calign) in zip(row, block["cols"]):
                    w = measure(cell, font, size)
                    x = page.left + cx - (w if calign == "right" else 0)
                    assert x >= page.left - 0.01 and x + w <= page.width - page.right + 0.01, cell
                    ops.append((x, y, cell, font, size))
                printed.append(" ".join(row))
            else:
                place(block, row, y)
                printed.append(row)
        truth_blocks.append("\n".join(printed))
        return y

    for block in page.blocks:
        size = block["size"]
        if y is None:
            y = page.top + size
        else:
            gap = block["gap"] if block["gap"] is not None else 0.75 * size
            y += gap + size * LEADING
        y = emit(block, y)
    assert y <= page.height - page.bottom + 0.01, f"page overflows by {y - (page.height - page.bottom):.1f} pt"
    if page.footer is not None:
        fy = page.height - page.bottom / 2
        assert fy > y + page.footer["size"] * 2, "footer collides with body"
        emit(page.footer, fy)
    return ops, "\n\n".join(truth_blocks)


def content_bottom(page, measure):
    """Baseline of the last line (pt from top) — used to size the receipt."""
    ops, _ = layout(page, measure)
    return max(op[1] for op in ops)


# --------------------------------------------------------------------------
# Raster (Pillow) rendering
# --------------------------------------------------------------------------

_font_cache = {}


def pil_font(key, size_pt):
    k = (key, size_pt)
    if k not in _font_cache:
        _font_cache[k] = ImageFont.truetype(
            FONT_FILES[key], round(size_pt * PT), layout_engine=ImageFont.Layout.BASIC)
    return _font_cache[k]


def pil_measure(text, font, size):
    return pil_font(font, size).getlength(text) / PT


def render_raster(page, paper=255, ink=0):
    """Lay out and draw a page as an 8-bit grayscale image at 300 dpi."""
    ops, truth = layout(page, pil_measure)
    size = (round(page.width * PT), round(page.height * PT))
    img = Image.new("L", size, paper)
    d = ImageDraw.Draw(img)
    for x, y, text, font, fsize in ops:
        d.text((round(x * PT), round(y * PT)), text, font=pil_font(font, fsize),
               fill=ink, anchor="ls")
    return img, truth


def speckle(img, rng, value, rate, cell=2):
    """Sprinkle cell x cell px specks of grey `value` with probability `rate`
    (a multiple of 1/65536) per cell, deterministically from rng."""
    w, h = img.size
    sw, sh = (w + cell - 1) // cell, (h + cell - 1) // cell
    k = round(rate * 65536)
    assert 1 <= k <= 65536
    hi = Image.frombytes("L", (sw, sh), rng.randbytes(sw * sh))
    lo = Image.frombytes("L", (sw, sh), rng.randbytes(sw * sh))
    # 16-bit draw = hi * 256 + lo; speck when draw < k
    khi, klo = divmod(k, 256)
    below = hi.point(lambda v: 255 if v < khi else 0)
    edge = ImageChops.multiply(hi.point(lambda v: 255 if v == khi else 0),
                               lo.point(lambda v: 255 if v < klo else 0))
    hit = ImageChops.lighter(below, edge)  # 255 where speck
    mask = hit.point(lambda v: value if v else 255)
    mask = mask.resize((sw * cell, sh * cell), Image.Resampling.NEAREST).crop((0, 0, w, h))
    return ImageChops.darker(img, mask)


def save_png(img, path):
    img.save(path, format="PNG", dpi=(DPI, DPI), optimize=True)


# --------------------------------------------------------------------------
# PDF (reportlab) rendering
# --------------------------------------------------------------------------

def pdf_measure(text, font, size):
    return stringWidth(text, PDF_FONTS[font], size)


def draw_pdf_page(c, page):
    ops, truth = layout(page, pdf_measure)
    for x, y, text, font, size in ops:
        c.setFont(PDF_FONTS[font], size)
        c.drawString(x, page.height - y, text)
    return truth


def new_canvas(path, pagesize, title, **kw):
    c = canvas.Canvas(path, pagesize=pagesize, invariant=1, pageCompression=1, **kw)
    c.setTitle(title)
    c.setAuthor("Folio corpus generator")
    c.setCreator("scripts/generate-corpus.py")
    return c


# --------------------------------------------------------------------------
# Truth sidecars
# --------------------------------------------------------------------------

def write_truth(path, document, kind, page_texts, render):
    obj = {
        "version": 1,
        "document": document,
        "kind": kind,
        "render": render,
        "pages": [{"number": i + 1, "text": t} for i, t in enumerate(page_texts)],
    }
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(obj, indent=2, ensure_ascii=False) + "\n")


# --------------------------------------------------------------------------
# Documents
# --------------------------------------------------------------------------

A4_PT = A4  # (595.27, 841.89)
LETTER_PT = letter  # (612, 792)
INCH = 72.0


def letter_clean(out):
    f, b = "roman", "roman-bold"
    blocks = [
        lines(["Marlow & Finch Bookbinders"], b, 20, align="center"),
        lines(["14 Quarry Lane, Hebden Bridge HX7 8QT",
               "Telephone 01422 555 0192  ·  studio@marlowfinch.example"], f, 10,
              align="center", gap=4),
        lines(["3 March 2023"], f, 11, align="right", gap=24),
        lines(["Ms Renée Castellan", "Castellan Archive Services", "7 Wharf Street",
               "Leeds LS2 7EQ"], f, 11, gap=8),
        lines(["Dear Ms Castellan,"], f, 11, gap=18),
        para("Thank you for your letter of 14 February and for sending the three parish "
             "registers from St Aidan's by courier. They arrived safely on 21 February, well "
             "packed, and we have now completed our initial assessment of each volume.", f, 11),
        para("The earliest register, covering 1761 to 1798, is in the poorest condition. The "
             "spine has split along most of its length, roughly 40 leaves are detached, and "
             "there is old water damage in the lower margin of the final gathering. The text "
             "block itself is sound, however, and the ink shows no sign of flaking. We propose "
             "to clean the leaves, repair the tears with Japanese tissue, resew on the original "
             "sewing stations and fit a new calf spine, retaining the original boards.", f, 11),
        para("The two later registers (1799 to 1834 and 1835 to 1862) need far less work. Both "
             "require new endbands and some consolidation of the corners, and the 1835 volume "
             "has a loose front board that can be reattached with a linen hinge. We estimate "
             "12 hours for each of these two volumes.", f, 11),
        para("Our estimate for the complete work is £1,845.00 plus VAT, made up of £1,120.00 "
             "for the first register and £362.50 for each of the other two. We can begin on "
             "20 March and would expect to return all three volumes by the end of May. If the "
             "parish would prefer to spread the cost, we are happy to invoice in two stages.",
             f, 11),
        para("Please let me know whether you would like us to proceed, and do not hesitate to "
             "call if you would like to see the volumes before any work begins.", f, 11),
        lines(["Yours sincerely,"], f, 11),
        lines(["Oliver Marlow", "Senior Conservator"], f, 11, gap=36),
    ]
    page = Page(*A4_PT, (1.0 * INCH, 0.9 * INCH, 1.0 * INCH, 0.9 * INCH), blocks)
    img, truth = render_raster(page)
    name = "letter-clean.png"
    save_png(img, os.path.join(out, name))
    write_truth(os.path.join(out, "letter-clean.truth.json"), name, "letter", [truth],
                {"format": "png", "dpi": DPI, "mode": "8-bit grayscale",
                 "page_size": "A4", "pixels": list(img.size)})


def notice_skewed(out):
    f, b = "sans", "sans-bold"
    blocks = [
        para("NOTICE OF PLANNED WATER SUPPLY INTERRUPTION", b, 18, align="center"),
        lines(["Alder Court and Birchfield Road, Millbrook"], b, 12, align="center", gap=6),
        lines(["Reference: WS-2023-0417", "Issued: 9 October 2023"], f, 11, gap=20),
        para("Northvale Water will be replacing a section of the 150 mm water main beneath "
             "Birchfield Road between numbers 2 and 48. To carry out this work safely, the "
             "supply to the properties listed below will be turned off for up to eight hours "
             "on the date shown.", f, 11),
        lines(["Date: Tuesday 17 October 2023",
               "Time: 8:30 a.m. to 4:30 p.m.",
               "Properties affected: 1-36 Alder Court and 2-48 Birchfield Road (even numbers)"],
              b, 11, indent=18),
        para("Please store enough drinking water before 8:30 a.m. for the day. When the supply "
             "is restored, the water may look cloudy or slightly brown for a short time. This "
             "is caused by air and loose sediment in the pipes and is not harmful. Run your cold "
             "kitchen tap for two to three minutes until the water runs clear.", f, 11),
        para("Customers who rely on water for medical equipment, or who need extra help, should "
             "contact us before 13 October so that we can arrange bottled water deliveries. A "
             "water station will also be set up outside the Millbrook Community Centre from "
             "9:00 a.m. until 5:00 p.m.", f, 11),
        para("We apologise for any inconvenience. If the work finishes early, the supply will be "
             "restored as soon as it is safe to do so. For updates, call our 24-hour line on "
             "0800 555 0173 and quote the reference above.", f, 11),
        lines(["Daniel Achterberg", "Network Operations Manager, Northvale Water"], f, 11, gap=28),
    ]
    page = Page(*LETTER_PT, (1.0 * INCH,) * 4, blocks)
    img, truth = render_raster(page, paper=246, ink=12)
    rng = random.Random(20231009)
    # slight scanner softness, then the skew, then dust on the glass
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    angle = 2.5  # degrees, counter-clockwise as displayed
    img = img.rotate(angle, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=255)
    img = speckle(img, rng, value=205, rate=1 / 256)  # faint dust, mostly below binarisation
    img = speckle(img, rng, value=90, rate=18 / 65536)  # a few hundred dark specks
    name = "notice-skewed.png"
    save_png(img, os.path.join(out, name))
    write_truth(os.path.join(out, "notice-skewed.truth.json"), name, "notice", [truth],
                {"format": "png", "dpi": DPI, "mode": "8-bit grayscale",
                 "page_size": "Letter", "pixels": list(img.size),
                 "skew_degrees_ccw": angle, "noise": "blur 0.6 px; 2x2 px specks: ~8000 faint (grey 205), ~600 dark (grey 90)",
                 "seed": 20231009})


def report_multipage(out):
    f, b = "dv-serif", "dv-serif-bold"

    def footer(n):
        return lines([f"Greenway Cycle Hire - Annual Operations Report 2023 - Page {n} of 3"],
                     f, 9, align="center")

    p1 = [
        lines(["Greenway Cycle Hire"], b, 20),
        lines(["Annual Operations Report, 2023"], f, 16, gap=2),
        lines(["Prepared by Priya Raman, Operations Lead", "Date: 12 January 2024"], f, 10, gap=10),
        lines(["1. Summary"], b, 13, gap=22),
        para("2023 was the busiest year since the scheme opened in 2017. Riders made 184,602 "
             "trips, an increase of 11.4% on 2022, and the average trip lasted 23 minutes. "
             "Demand grew most strongly at weekends and at the three stations that opened along "
             "the canal towpath in April.", f, 11),
        para("Fleet availability averaged 91.2% across the year, slightly below our target of "
             "93%. The shortfall was concentrated in July and August, when a batch of faulty "
             "rear hubs kept up to 40 bicycles out of service for several weeks. The supplier "
             "has since replaced all affected hubs at no cost to the scheme.", f, 11),
        lines(["2. Finances"], b, 13, gap=16),
        para("Total income was £612,480, of which 68% came from single trips and day passes and "
             "32% from annual memberships. Operating costs were £547,915, leaving a surplus of "
             "£64,565 that will be carried forward to fund the station expansion described in "
             "Section 4.", f, 11),
        para("Membership numbers rose from 3,870 to 4,215 over the year. Most new members joined "
             "in spring, after the towpath stations opened, and renewals remained high at 82%.",
             f, 11),
    ]
    p2 = [
        lines(["3. Station performance"], b, 13),
        para("The table below lists the five busiest stations by number of trips started. "
             "Figures for Lock Street and Mill Quay cover April to December only, as both "
             "stations opened on 3 April.", f, 11),
        table([("Station", "Trips", "Share", "Docks"),
               ("Central Library", "21,340", "11.6%", "24"),
               ("Lock Street", "17,905", "9.7%", "20"),
               ("Riverside Park", "15,112", "8.2%", "18"),
               ("Mill Quay", "13,487", "7.3%", "16"),
               ("University Gate", "12,036", "6.5%", "20")],
              [(18, "left"), (230, "right"), (320, "right"), (400, "right")],
              f, 11, header_font=b, gap=12),
        para("Central Library remains the busiest station, but it is also the one most often "
             "full at peak times. On 46 weekday mornings riders were unable to return a bicycle "
             "there between 8:00 and 9:30 a.m. and had to be redirected to Riverside Park.",
             f, 11, gap=16),
        para("Maintenance staff carried out 2,918 repairs during the year. Punctures and brake "
             "adjustments accounted for just over half of all jobs. The average time from a "
             "fault being reported to the bicycle returning to service fell from 3.1 days to "
             "2.4 days.", f, 11),
    ]
    p3 = [
        lines(["4. Plans for 2024"], b, 13),
        para("We intend to add 16 docks at Central Library, open two new stations at Hartley "
             "Road and the bus interchange, and replace 120 of the oldest bicycles. The expected "
             "cost of this programme is £148,000, to be met from the 2023 surplus and a council "
             "grant of £90,000 that was confirmed on 8 December.", f, 11),
        para("We will also trial electric-assist bicycles at four stations from June. If the "
             "trial is successful, up to 60 e-bikes could join the fleet in 2025.", f, 11),
        lines(["5. Recommendations"], b, 13, gap=16),
        para("(a) Approve the station expansion and fleet renewal described above.", f, 11),
        para("(b) Review the annual membership price, unchanged since 2019, before the end of "
             "March.", f, 11),
        para("(c) Agree a service-level target of 93% fleet availability for 2024.", f, 11),
        lines(["Priya Raman", "Operations Lead, Greenway Cycle Hire"], f, 11, gap=30),
    ]
    pages, truths = [], []
    for n, blocks in enumerate([p1, p2, p3], start=1):
        page = Page(*LETTER_PT, (1.0 * INCH,) * 4, blocks, footer=footer(n))
        img, truth = render_raster(page)
        pages.append(img.convert("1", dither=Image.Dither.NONE))  # threshold at 128
        truths.append(truth)
    name = "report-multipage.tif"
    pages[0].save(os.path.join(out, name), format="TIFF", save_all=True,
                  append_images=pages[1:], compression="group4", dpi=(DPI, DPI))
    write_truth(os.path.join(out, "report-multipage.truth.json"), name, "report", truths,
                {"format": "tiff", "dpi": DPI, "mode": "1-bit, CCITT Group 4",
                 "page_size": "Letter", "pixels": list(pages[0].size)})


def brochure_born_digital(out):
    f, b, h, hb = "times", "times-bold", "helv", "helv-bold"
    p1 = [
        lines(["Lee Valley Community Gardens"], hb, 20),
        lines(["Spring Programme 2024"], h, 16, gap=2),
        para("Lee Valley Community Gardens is a volunteer-run growing space on the edge of the "
             "town, open to everyone regardless of experience. Our two acres include raised "
             "vegetable beds, a small orchard, a polytunnel and a wildflower meadow that we are "
             "slowly bringing back from rough grass.", f, 12, gap=18),
        para("This spring we are running a series of short workshops for beginners and "
             "improvers. All sessions take place on Saturday mornings from 10:00 to 12:30, and "
             "tools, gloves and tea are provided. Numbers are limited to 12 people per session, "
             "so please book early.", f, 12),
        lines(["Workshops"], hb, 14, gap=14),
        # One string per entry, so a PDF text extractor reads it in the same order.
        lines(["9 March: Seed sowing under cover (€15)",
               "23 March: Planning a small vegetable plot (€15)",
               "6 April: Pruning fruit trees and bushes (€20)",
               "20 April: Composting without the smell (€15)",
               "4 May: Growing food in containers (€15)"], f, 12, indent=12, gap=6),
        para("Members of the gardens pay half price for every workshop. Annual membership costs "
             "€40 for adults and €20 for students and people over 65.", f, 12, gap=14),
    ]
    p2 = [
        lines(["Volunteer mornings"], hb, 16),
        para("Every Wednesday and Sunday from 9:30 a.m. we hold open volunteer mornings. There "
             "is always something to do, from weeding and watering to building paths and "
             "repairing the polytunnel. You do not need to book; just turn up in clothes you do "
             "not mind getting dirty.", f, 12),
        lines(["Café and plant sale"], hb, 16, gap=16),
        para("Our small café opens on the first Sunday of each month between April and October. "
             "Seedlings, herbs and perennials grown at the gardens are sold at the same time, and "
             "all proceeds go towards new tools and seed.", f, 12),
        lines(["Getting here"], hb, 16, gap=16),
        para("The gardens are at the end of Mill Lane, 400 metres from the Riverside bus stop on "
             "route 220. There are eight bicycle stands at the gate and limited parking for cars. "
             "The main paths are level and suitable for wheelchairs.", f, 12),
        lines(["Contact"], hb, 16, gap=16),
        lines(["Coordinator: Siobhán Kiely", "Phone: 021 555 0148",
               "Email: hello@leevalleygardens.example"], f, 12),
    ]
    name = "brochure-born-digital.pdf"
    c = new_canvas(os.path.join(out, name), LETTER_PT, "Lee Valley Community Gardens - Spring Programme 2024")
    truths = []
    for blocks in (p1, p2):
        truths.append(draw_pdf_page(c, Page(*LETTER_PT, (1.0 * INCH,) * 4, blocks)))
        c.showPage()
    c.save()
    write_truth(os.path.join(out, "brochure-born-digital.truth.json"), name, "brochure", truths,
                {"format": "pdf", "text_layer": True, "fonts": ["Helvetica", "Helvetica-Bold",
                 "Times-Roman", "Times-Bold"], "page_size": "Letter"})


def minutes_image_only(out):
    f, b = "p052", "p052-bold"
    p1 = [
        lines(["Harbour View Residents' Association"], b, 18, align="center"),
        lines(["Minutes of the committee meeting held in St Brendan's Hall",
               "on Thursday 7 September 2023 at 7:00 p.m."], f, 11, align="center", gap=6),
        para("Present: Margaret Doyle (Chair), Ahmed Siddiqui (Treasurer), Li Wei (Secretary), "
             "Frank Delaney, Ana Sousa, Tom Whitlock", f, 11, gap=18),
        lines(["Apologies: Grace Ibekwe"], f, 11),
        lines(["1. Minutes of the previous meeting"], b, 12, gap=16),
        para("The minutes of the meeting held on 6 July were approved as a correct record, "
             "proposed by Frank Delaney and seconded by Ana Sousa.", f, 11, gap=4),
        lines(["2. Treasurer's report"], b, 12, gap=16),
        para("Ahmed Siddiqui reported a balance of £2,317.40 at the end of August. Income since "
             "July included £480.00 from the summer fair and £95.00 in new subscriptions. The "
             "main expense was £210.00 for replacing the noticeboard at the harbour entrance.",
             f, 11, gap=4),
        lines(["3. Parking on Quay Road"], b, 12, gap=16),
        para("Residents continue to report vans parking across dropped kerbs. The Chair will "
             "write to the council asking for double yellow lines on the bend near number 41, "
             "and members agreed to collect photographs over the next month to support the "
             "request.", f, 11, gap=4),
        lines(["4. Autumn clean-up"], b, 12, gap=16),
        para("The clean-up of the shore path will take place on Saturday 14 October, starting "
             "at 10:00 a.m. from the slipway. Li Wei will borrow litter pickers and bags from the "
             "council depot. Tom Whitlock offered to provide a trailer for bulky items.",
             f, 11, gap=4),
        lines(["5. Any other business"], b, 12, gap=16),
        para("Ana Sousa asked whether the association could support a bench in memory of the "
             "late Peter Hanley. The committee agreed in principle and asked her to obtain three "
             "quotes before the next meeting.", f, 11, gap=4),
        para("The meeting closed at 8:40 p.m. The next meeting will be held on Thursday "
             "2 November 2023.", f, 11, gap=14),
        lines(["Signed: Li Wei, Secretary"], f, 11, gap=14),
    ]
    page = Page(*A4_PT, (0.9 * INCH, 0.8 * INCH, 0.9 * INCH, 0.8 * INCH), p1)
    img, truth = render_raster(page, paper=250, ink=20)
    img = img.filter(ImageFilter.GaussianBlur(0.5))
    name = "minutes-image-only.pdf"
    # Pillow's PDF writer embeds an 8-bit grayscale image as a JPEG (DCTDecode), as many
    # office scanners do, and writes no fonts at all (reportlab always declares Helvetica).
    fixed = time.struct_time((2023, 9, 8, 9, 15, 0, 4, 251, 0))
    img.save(os.path.join(out, name), format="PDF", resolution=DPI, quality=80,
             title="Scanned document", creator="scripts/generate-corpus.py",
             producer="Folio corpus generator", creationDate=fixed, modDate=fixed)
    write_truth(os.path.join(out, "minutes-image-only.truth.json"), name, "minutes", [truth],
                {"format": "pdf", "text_layer": False, "dpi": DPI,
                 "image": "8-bit grayscale JPEG (DCTDecode), quality 80", "fonts": [],
                 "page_size": "A4", "pixels": list(img.size)})


def money(d):
    return str(d.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def receipt_thermal(out):
    m, mb = "mono", "mono-bold"
    width_chars = 36
    items = [("Sourdough loaf", "3.80"), ("Cheddar, mature 250g", "4.25"),
             ("Free range eggs x6", "2.95"), ("Olive oil 500ml", "6.50"),
             ("Coffee beans 227g", "7.20"), ("Oat milk 1L", "1.85"),
             ("Flapjack", "2.10")]
    subtotal = sum(Decimal(p) for _, p in items)
    vat = (subtotal * Decimal("0.20")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    total = subtotal + vat

    def row(left, right, width=width_chars):
        pad = width - len(left) - len(right)
        assert pad >= 1, left
        return left + " " * pad + right

    rule = "-" * width_chars
    blocks = [
        lines(["THE COPPER KETTLE"], mb, 14, align="center"),
        lines(["Deli & Grocer", "22 Market Row, Stroud GL5 1AB", "Tel 01453 555 0126",
               "VAT No. GB 123 4567 89"], m, 9, align="center", gap=4),
        lines([row("Date: 16/02/2024", "Time: 11:42"), row("Till 2  Receipt 004815", "Op: Sam")],
              m, 9, gap=10),
        lines([rule] + [row(n, p) for n, p in items] + [rule], m, 9, gap=4),
        lines([row("SUBTOTAL", money(subtotal)), row("VAT 20%", money(vat))], m, 9, gap=4),
        lines([row("TOTAL", "£" + money(total), 32)], mb, 10, gap=4),
        lines([row("CARD PAYMENT", "£" + money(total)), "VISA CONTACTLESS ****4417",
               "AUTH CODE 82C19D", row("Items: %d" % len(items), "Change: 0.00")], m, 9, gap=8),
        lines(["Thank you for shopping with us!", "Please keep this receipt"], m, 9,
              align="center", gap=10),
    ]
    width = 80 * MM
    margins = (4 * MM, 6 * MM, 4 * MM, 8 * MM)
    probe = Page(width, 10000, margins, blocks)
    height = content_bottom(probe, pil_measure) + margins[3] + 3  # descenders
    page = Page(width, height, margins, blocks)
    img, truth = render_raster(page, paper=252, ink=25)
    name = "receipt-thermal.png"
    save_png(img, os.path.join(out, name))
    write_truth(os.path.join(out, "receipt-thermal.truth.json"), name, "receipt", [truth],
                {"format": "png", "dpi": DPI, "mode": "8-bit grayscale",
                 "page_size": "80 mm roll", "pixels": list(img.size),
                 "font": "DejaVu Sans Mono"})


def memo_photo_exif(out):
    f, b = "dv-sans", "dv-sans-bold"
    blocks = [
        lines(["MEMORANDUM"], b, 18),
        lines(["To: All warehouse staff", "From: Ingrid Solberg, Site Manager",
               "Date: 28 November 2023",
               "Subject: Loading bay hours over the holidays"], f, 11, gap=14),
        para("From Monday 18 December until Friday 5 January the loading bays at the Eastfield "
             "depot will operate reduced hours. Deliveries will be accepted between 7:00 a.m. and "
             "1:00 p.m. only, and the bays will be closed completely on 25 and 26 December and "
             "on 1 January.", f, 11, gap=22),
        para("Please make sure that all outbound orders for the week before Christmas are picked "
             "and staged by 11:00 a.m. each day so that carriers can collect before the bays "
             "close. Orders received after 10:00 a.m. on 22 December will be dispatched on "
             "2 January.", f, 11),
        para("Overtime will be available on 27, 28 and 29 December for stock counting. Anyone "
             "interested should add their name to the list in the canteen by 8 December. "
             "Overtime is paid at 1.5 times the normal rate, as agreed with the staff committee.",
             f, 11),
        para("Thank you all for your hard work this year. Questions about the rota can be sent "
             "to me or to Kwame Mensah in the planning office.", f, 11),
        lines(["Ingrid Solberg"], f, 11, gap=20),
    ]
    page = Page(*LETTER_PT, (1.0 * INCH,) * 4, blocks)
    upright, truth = render_raster(page, paper=243, ink=18)
    upright = upright.filter(ImageFilter.GaussianBlur(0.5))
    # Stored pixels: the upright page turned 90 degrees counter-clockwise (top of the
    # page is at the left edge of the stored image).  EXIF Orientation 6 tells a viewer
    # to rotate 90 degrees clockwise to display it upright.
    stored = upright.transpose(Image.Transpose.ROTATE_90)
    exif = Image.Exif()
    exif[0x0112] = 6  # Orientation
    exif[0x011A] = 300.0  # XResolution
    exif[0x011B] = 300.0  # YResolution
    exif[0x0128] = 2  # ResolutionUnit: inch
    name = "memo-photo-exif.jpg"
    stored.save(os.path.join(out, name), format="JPEG", quality=85, dpi=(DPI, DPI),
                exif=exif.tobytes())
    write_truth(os.path.join(out, "memo-photo-exif.truth.json"), name, "memo", [truth],
                {"format": "jpeg", "dpi": DPI, "quality": 85, "mode": "8-bit grayscale",
                 "exif_orientation": 6,
                 "stored_pixels": list(stored.size), "upright_pixels": list(upright.size),
                 "stored_rotation": "upright page turned 90 degrees counter-clockwise; "
                                    "display rotates 90 degrees clockwise"})


# --------------------------------------------------------------------------
# Test fixtures
# --------------------------------------------------------------------------

def fixture_encrypted(out):
    path = os.path.join(out, "encrypted.pdf")
    c = new_canvas(path, LETTER_PT, "Encrypted fixture", encrypt="secret")
    c.setFont("Helvetica-Bold", 18)
    c.drawString(72, 720, "Folio encrypted test fixture")
    c.setFont("Helvetica", 11)
    c.drawString(72, 690, "This one-page PDF is protected with a user password.")
    c.drawString(72, 675, "Ingest should report it as encrypted rather than fail silently.")
    c.showPage()
    c.save()


def fixture_good_page(out):
    blocks = [
        lines(["Folio test page"], "dv-sans-bold", 18),
        lines(["Invoice 2041 due 30 June 2024", "Total amount: 1,250.00",
               "Thank you."], "dv-sans", 14, gap=8),
    ]
    page = Page(1200 / PT, 600 / PT, (0.3 * INCH, 0.25 * INCH, 0.3 * INCH, 0.2 * INCH), blocks)
    img, truth = render_raster(page)
    assert img.size == (1200, 600), img.size
    save_png(img, os.path.join(out, "good-page.png"))
    write_truth(os.path.join(out, "good-page.truth.json"), "good-page.png", "notice", [truth],
                {"format": "png", "dpi": DPI, "mode": "8-bit grayscale",
                 "pixels": list(img.size)})


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(here)),
                    help="output root (default: the repository root)")
    args = ap.parse_args()
    corpus = os.path.join(args.root, "corpus")
    fixtures = os.path.join(args.root, "Tests", "IngestTests", "Fixtures")
    os.makedirs(corpus, exist_ok=True)
    os.makedirs(fixtures, exist_ok=True)
    for fn in (letter_clean, notice_skewed, report_multipage, brochure_born_digital,
               minutes_image_only, receipt_thermal, memo_photo_exif):
        fn(corpus)
        print("wrote", fn.__name__)
    fixture_encrypted(fixtures)
    fixture_good_page(fixtures)
    print("wrote fixtures")


if __name__ == "__main__":
    main()
