#!/usr/bin/python3
"""Generates corpus/structure/: clean 300 dpi page scans whose structure is known exactly (a title, paragraphs
in two columns, bulleted and numbered lists with nesting, a ruled table with merged header cells, a table
without rulings), each with a NAME.truth.json sidecar holding the page text and its structure
(title, paragraphs, lists, tables; see schemas/truth.schema.json).

Run with Debian's python3 (python3-pil): /usr/bin/python3 scripts/corpus/generate-structure-corpus.py
Deterministic: same fonts, same output. All text is written for Folio; names and figures are made up.
"""
import json
import os
from PIL import Image, ImageDraw, ImageFont

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "corpus", "structure")
DPI = 300
W, H = 2480, 3508  # A4 at 300 dpi
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


def pt(size):
    return int(round(size * DPI / 72))


def font(size, bold=False):
    return ImageFont.truetype(BOLD if bold else FONT, pt(size))


class Page:
    def __init__(self):
        self.image = Image.new("L", (W, H), 255)
        self.draw = ImageDraw.Draw(self.image)
        self.text_blocks = []  # text blocks in reading order, for the page's "text"

    def wrap(self, text, f, width):
        lines, current = [], ""
        for word in text.split():
            trial = (current + " " + word).strip()
            if self.draw.textlength(trial, font=f) <= width or not current:
                current = trial
            else:
                lines.append(current)
                current = word
        if current:
            lines.append(current)
        return lines

    def paragraph(self, text, x, y, width, f, pitch=1.4, record=True):
        lines = self.wrap(text, f, width)
        for i, line in enumerate(lines):
            self.draw.text((x, y + i * int(f.size * pitch)), line, font=f, fill=0)
        if record:
            self.text_blocks.append("\n".join(lines))
        return y + len(lines) * int(f.size * pitch), lines

    def save(self, name, truth_page, kind):
        truth_page["number"] = 1
        truth_page["text"] = "\n\n".join(self.text_blocks)
        path = os.path.join(ROOT, name)
        self.image.save(path, dpi=(DPI, DPI), optimize=True)
        truth = {"version": 1, "document": name, "kind": kind,
                 "render": {"format": "png", "dpi": DPI, "generator": "scripts/generate-structure-corpus.py"},
                 "pages": [truth_page]}
        with open(os.path.join(ROOT, name.rsplit(".", 1)[0] + ".truth.json"), "w", encoding="utf-8") as out:
            json.dump(truth, out, ensure_ascii=False, indent=2)
            out.write("\n")


def columns_letter():
    p = Page()
    body = font(11)
    p.paragraph("Harbour Lights Residents' Association - Spring 2024", 200, 110, 2000, font(8), record=True)
    title = "Harbour Lights Newsletter"
    p.paragraph(title, 200, 300, 2080, font(24, bold=True))
    intro = ("Welcome to the spring issue. This season brings the new ferry timetable, the reopening of the "
             "boathouse and a call for volunteers for the summer regatta on the north quay.")
    y, _ = p.paragraph(intro, 200, 520, 2080, body)
    left = [
        "The ferry now leaves the harbour every forty minutes on weekdays and every hour at weekends, with a "
        "late crossing on Fridays until the end of September.",
        "Tickets bought on the quay cost the same as before, but season passes are cheaper for residents who "
        "register with the harbour office before the end of May.",
        "Bicycles travel free on every crossing, although space on the lower deck is limited to twelve.",
    ]
    right = [
        "The boathouse reopens on the first Saturday of April after a winter of repairs to its roof, its "
        "slipway and the old winch that once hauled the lifeboat.",
        "Members may book the rowing gigs online or at the door, and new rowers are welcome at the Sunday "
        "morning taster sessions.",
        "The cafe on the upper floor will open on weekends from ten until four, weather permitting.",
    ]
    paragraphs = [intro]
    col_w = 980
    top = y + 110
    for column, texts in ((200, left), (1300, right)):
        yy = top
        for text in texts:
            yy, _ = p.paragraph(text, column, yy, col_w, body)
            yy += int(body.size * 1.4)
            paragraphs.append(text)
    p.paragraph("Page 1 of 1", 1120, 3360, 600, font(8))
    p.save("newsletter-two-columns.png", {"title": title, "paragraphs": paragraphs, "lists": [], "tables": []},
           "newsletter")


def lists_page():
    p = Page()
    body = font(11)
    title = "Volunteer Handbook"
    p.paragraph(title, 200, 300, 2080, font(24, bold=True))
    intro = "Before your first shift at the regatta, please read the points below and keep this sheet with you."
    y, _ = p.paragraph(intro, 200, 520, 2080, body)
    paragraphs = [intro]
    pitch = int(body.size * 1.4)
    lists = []

    def item_list(items, y):
        recorded = []
        lines_out = []
        for marker, text, depth in items:
            x = 260 + depth * 120
            text_x = x + 80
            wrapped = p.wrap(text, body, 2200 - text_x)
            p.draw.text((x, y), marker, font=body, fill=0)
            for i, line in enumerate(wrapped):
                p.draw.text((text_x, y + i * pitch), line, font=body, fill=0)
            lines_out.append(marker + " " + "\n".join(wrapped))
            y += len(wrapped) * pitch + int(pitch * 0.3)
            recorded.append({"marker": marker, "text": text, "depth": depth})
        p.text_blocks.append("\n".join(lines_out))
        lists.append({"items": recorded})
        return y

    y = item_list([
        ("•", "Wear the orange volunteer tabard at all times while you are on the quay.", 0),
        ("•", "Carry the radio you are given, keep it switched to channel two and report anything unusual on the "
              "water or on the slipway to the safety boat straight away.", 0),
        ("–", "The safety boat answers on channel two.", 1),
        ("–", "The harbour office answers on channel four.", 1),
        ("•", "Drink plenty of water and take a break every two hours.", 0),
    ], y + 80)
    middle = "At the end of each day the steps below close the quay in the same order every time."
    y, _ = p.paragraph(middle, 200, y + 60, 2080, body)
    paragraphs.append(middle)
    y = item_list([
        ("1.", "Count the gigs back onto the slipway.", 0),
        ("2.", "Lock the boathouse doors and the fuel store.", 0),
        ("(a)", "The keys go back to the harbour office.", 1),
        ("(b)", "Sign the key book with the time.", 1),
        ("3.", "Switch off the quay lights.", 0),
    ], y + 80)
    last = "Thank you for giving your time to the regatta this year."
    p.paragraph(last, 200, y + 60, 2080, body)
    paragraphs.append(last)
    p.save("handbook-lists.png", {"title": title, "paragraphs": paragraphs, "lists": lists, "tables": []}, "handbook")


def tables_page():
    p = Page()
    body = font(11)
    title = "Quarterly Sales Report"
    p.paragraph(title, 200, 300, 2080, font(24, bold=True))
    intro = "Sales by region for the first half of the year, with returns, are shown in the ruled table below."
    y, _ = p.paragraph(intro, 200, 520, 2080, body)
    paragraphs = [intro]
    # Ruled table with merged header cells: Region and Returns span two rows, Sales spans two columns.
    xs = [200, 800, 1250, 1700, 2280]
    row_h = 100
    top = y + 100
    ys = [top + i * row_h for i in range(7)]
    cells = [(0, 0, 2, 1, "Region"), (0, 1, 1, 2, "Sales"), (0, 3, 2, 1, "Returns"), (1, 1, 1, 1, "Q1"), (1, 2, 1, 1, "Q2")]
    body_rows = [("North", "12,400", "13,150", "310"), ("South", "9,870", "10,020", "245"),
                 ("East", "15,230", "14,980", "402"), ("West", "7,645", "8,115", "198"), ("Islands", "2,310", "2,540", "61")]
    for r, values in enumerate(body_rows):
        for c, v in enumerate(values):
            cells.append((r + 2, c, 1, 1, v))
    ys.append(top + 7 * row_h)
    line = 4
    for (r, c, rs, cs, text) in cells:
        x0, x1, y0, y1 = xs[c], xs[c + cs], ys[r], ys[r + rs]
        p.draw.rectangle((x0, y0, x1, y1), outline=0, width=line)
        tw = p.draw.textlength(text, font=body)
        tx = x0 + 30 if c == 0 else x1 - 30 - tw
        if r < 2:
            tx = (x0 + x1 - tw) / 2
        p.draw.text((tx, (y0 + y1) / 2 - body.size * 0.6), text, font=body, fill=0)
    rows_text = ["Region Sales Returns", "Q1 Q2"] + [" ".join(v) for v in body_rows]
    p.text_blocks.append("\n".join(rows_text))
    ruled = {"rows": 7, "columns": 4, "cells": [
        {"row": r, "column": c, "rowSpan": rs, "columnSpan": cs, "text": t} for (r, c, rs, cs, t) in cells]}
    y = ys[-1] + 120
    middle = "The table below, printed without rulings, lists the stock held at the end of June."
    y, _ = p.paragraph(middle, 200, y, 2080, body)
    paragraphs.append(middle)
    stock = [("Item", "Quantity", "Price"), ("Life jackets", "140", "€ 38.50"), ("Oars", "64", "€ 112.00"),
             ("Fenders", "220", "€ 14.75"), ("Rope (100 m)", "18", "€ 96.20")]
    y += 100
    col_x = [200, 1100, 1700]
    plain_cells = []
    for r, values in enumerate(stock):
        for c, v in enumerate(values):
            f = font(11, bold=(r == 0))
            p.draw.text((col_x[c], y), v, font=f, fill=0)
            plain_cells.append({"row": r, "column": c, "rowSpan": 1, "columnSpan": 1, "text": v})
        y += int(body.size * 1.6)
    p.text_blocks.append("\n".join(" ".join(v) for v in stock))
    last = "Figures are provisional until the annual accounts are approved in October."
    p.paragraph(last, 200, y + 100, 2080, body)
    paragraphs.append(last)
    p.save("report-tables.png", {"title": title, "paragraphs": paragraphs, "lists": [],
                                 "tables": [ruled, {"rows": 5, "columns": 3, "cells": plain_cells}]}, "report")


if __name__ == "__main__":
    os.makedirs(ROOT, exist_ok=True)
    columns_letter()
    lists_page()
    tables_page()
