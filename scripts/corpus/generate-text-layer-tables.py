#!/usr/bin/python3
"""Generates born-digital PDFs (a text layer, no images) with tables, and their truth in the ICDAR 2013
competition's format (NAME-str.xml: cells with rows, columns, spans, boxes and text; NAME-reg.xml: each table's
region), so that `folio eval --task tables DIR` and scripts/eval/compare-tables.py score them as they score
ICDAR 2013 EU.

Why: ICDAR 2013 EU is 67 documents from two sources; rules written from its half A fit those documents. The tables
people put in reports vary more, and this draws what they vary: page size and orientation, one or two text
columns around the table, captions above or below, notes under the table; full grids, rules under the header and
at the ends only, no rules, shaded header bands, zebra rows; one- and two-level headers (a group spanning
columns), an empty stub head; row labels that wrap onto two lines, indented sub-rows, bold total rows;
numbers in English, German, French and Swiss formats, negatives, percentages, units, empty cells and the
statistics offices' marks for no data ("–", ":", "n/a", "."); tables running onto the next page with or without
the header repeated; several tables on one page; 3 to 9 columns, 3 to 24 rows; seven fonts at 7 to 11 pt; labels
in English, German, French, Spanish, Italian and Dutch.

Run with Debian's python3 (python3-reportlab): /usr/bin/python3 scripts/corpus/generate-text-layer-tables.py OUT --count 60 --seed 7
Deterministic for a seed. All names and figures are made up.
"""
import argparse
import os
import random
from xml.sax.saxutils import escape

from reportlab.lib.pagesizes import A4, letter, landscape
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

FONTS = {
    # name: (regular file or None for a standard Type 1 font, bold)
    "Helvetica": (None, "Helvetica-Bold"),
    "Times-Roman": (None, "Times-Bold"),
    "DejaVuSans": ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    "DejaVuSerif": ("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"),
    "DejaVuSansCondensed": ("/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf",
                            "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf"),
    "LiberationSans": ("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
                       "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"),
    "LiberationSansNarrow": ("/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf",
                             "/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf"),
}


def register_fonts():
    names = {}
    for name, (regular, bold) in FONTS.items():
        if regular is None:
            names[name] = (name, bold)
        else:
            pdfmetrics.registerFont(TTFont(name, regular))
            pdfmetrics.registerFont(TTFont(name + "-Bold", bold))
            names[name] = (name, name + "-Bold")
    return names


LANGS = {
    "en": dict(
        stub=["Region", "Country", "Sector", "Product", "Category", "Item"],
        rows=["Agriculture", "Mining and quarrying", "Manufacturing", "Electricity and gas supply", "Water supply",
              "Construction", "Wholesale and retail trade", "Transport and storage", "Accommodation and food",
              "Information and communication", "Financial services", "Real estate activities", "Public administration",
              "Education", "Human health and social work", "Arts and recreation", "Other services", "Households"],
        sub=["of which: small firms", "of which: exports", "men", "women", "under 25 years", "25 years and over"],
        total="Total", groups=["Employment", "Turnover", "Exports", "Change", "Share of total", "Households"],
        measures=["2019", "2020", "2021", "2022", "2023", "Q1", "Q2", "Q3", "Q4", "Number", "Share (%)", "EUR million",
                  "per 1 000", "Index", "Change (%)"],
        caption="Table {n}: {what}", source="Source: national statistics office; figures are provisional.",
        what=["Persons employed by sector", "Turnover by activity", "Energy use by source", "Enterprises by size class",
              "Emissions to air by sector", "Household spending by purpose"],
        prose="The figures in the table below were collected in the annual survey of enterprises. Results for the "
              "most recent year are provisional and may be revised when the final returns are received. Totals may "
              "differ from the sum of their parts because of rounding."),
    "de": dict(
        stub=["Land", "Wirtschaftszweig", "Merkmal", "Region", "Gruppe"],
        rows=["Landwirtschaft", "Bergbau", "Verarbeitendes Gewerbe", "Energieversorgung", "Wasserversorgung",
              "Baugewerbe", "Handel", "Verkehr und Lagerei", "Gastgewerbe", "Information und Kommunikation",
              "Finanzdienstleistungen", "Grundstücks- und Wohnungswesen", "Öffentliche Verwaltung", "Erziehung und Unterricht",
              "Gesundheitswesen", "Kunst und Erholung", "Sonstige Dienstleistungen"],
        sub=["darunter: Kleinbetriebe", "darunter: Ausfuhren", "Männer", "Frauen", "unter 25 Jahren"],
        total="Insgesamt", groups=["Beschäftigte", "Umsatz", "Ausfuhr", "Veränderung", "Anteil"],
        measures=["2019", "2020", "2021", "2022", "2023", "Anzahl", "Anteil in %", "Mio. EUR", "je 1 000", "Index",
                  "Veränderung in %"],
        caption="Tabelle {n}: {what}", source="Quelle: Statistisches Landesamt; vorläufige Ergebnisse.",
        what=["Beschäftigte nach Wirtschaftszweigen", "Umsatz nach Branchen", "Energieverbrauch nach Energieträgern"],
        prose="Die Angaben in der folgenden Tabelle stammen aus der jährlichen Erhebung bei Unternehmen. Die Ergebnisse "
              "des letzten Jahres sind vorläufig. Abweichungen in den Summen ergeben sich durch Runden der Zahlen."),
    "fr": dict(
        stub=["Région", "Secteur", "Catégorie", "Pays"],
        rows=["Agriculture", "Industries extractives", "Industrie manufacturière", "Électricité et gaz", "Eau et déchets",
              "Construction", "Commerce", "Transports et entreposage", "Hébergement et restauration",
              "Information et communication", "Activités financières", "Activités immobilières", "Administration publique",
              "Enseignement", "Santé humaine et action sociale", "Autres services"],
        sub=["dont : petites entreprises", "dont : exportations", "hommes", "femmes", "moins de 25 ans"],
        total="Ensemble", groups=["Emploi", "Chiffre d'affaires", "Exportations", "Évolution", "Part"],
        measures=["2019", "2020", "2021", "2022", "2023", "Nombre", "Part (%)", "M€", "pour 1 000", "Indice", "Évolution (%)"],
        caption="Tableau {n} : {what}", source="Source : institut national de la statistique ; données provisoires.",
        what=["Emploi par secteur d'activité", "Chiffre d'affaires par activité", "Consommation d'énergie par source"],
        prose="Les données du tableau ci-dessous proviennent de l'enquête annuelle auprès des entreprises. Les résultats "
              "de la dernière année sont provisoires. Les totaux peuvent différer de la somme des éléments en raison des arrondis."),
    "es": dict(
        stub=["Comunidad", "Sector", "Categoría", "País"],
        rows=["Agricultura", "Industrias extractivas", "Industria manufacturera", "Suministro de energía", "Suministro de agua",
              "Construcción", "Comercio", "Transporte y almacenamiento", "Hostelería", "Información y comunicaciones",
              "Actividades financieras", "Actividades inmobiliarias", "Administración pública", "Educación", "Sanidad"],
        sub=["de las cuales: pequeñas empresas", "hombres", "mujeres", "menores de 25 años"],
        total="Total", groups=["Ocupados", "Cifra de negocios", "Exportaciones", "Variación", "Porcentaje"],
        measures=["2019", "2020", "2021", "2022", "2023", "Número", "Porcentaje", "Millones de euros", "Índice", "Variación (%)"],
        caption="Tabla {n}. {what}", source="Fuente: instituto nacional de estadística; datos provisionales.",
        what=["Ocupados por sector de actividad", "Cifra de negocios por actividad", "Consumo de energía por fuente"],
        prose="Los datos de la tabla siguiente proceden de la encuesta anual de empresas. Los resultados del último año son "
              "provisionales y pueden revisarse. Los totales pueden no coincidir con la suma de las partes por el redondeo."),
    "it": dict(
        stub=["Regione", "Settore", "Categoria", "Paese"],
        rows=["Agricoltura", "Estrazione di minerali", "Attività manifatturiere", "Fornitura di energia", "Fornitura di acqua",
              "Costruzioni", "Commercio", "Trasporto e magazzinaggio", "Alloggio e ristorazione", "Informazione e comunicazione",
              "Attività finanziarie", "Attività immobiliari", "Pubblica amministrazione", "Istruzione", "Sanità"],
        sub=["di cui: piccole imprese", "maschi", "femmine", "meno di 25 anni"],
        total="Totale", groups=["Occupati", "Fatturato", "Esportazioni", "Variazione", "Quota"],
        measures=["2019", "2020", "2021", "2022", "2023", "Numero", "Quota (%)", "Milioni di euro", "Indice", "Var. (%)"],
        caption="Tavola {n} - {what}", source="Fonte: istituto nazionale di statistica; dati provvisori.",
        what=["Occupati per settore di attività", "Fatturato per attività", "Consumi di energia per fonte"],
        prose="I dati della tavola seguente provengono dall'indagine annuale sulle imprese. I risultati dell'ultimo anno sono "
              "provvisori e possono essere rivisti. I totali possono non coincidere con la somma delle parti per arrotondamento."),
    "nl": dict(
        stub=["Provincie", "Sector", "Categorie", "Land"],
        rows=["Landbouw", "Delfstoffenwinning", "Industrie", "Energievoorziening", "Waterbedrijven", "Bouwnijverheid",
              "Handel", "Vervoer en opslag", "Horeca", "Informatie en communicatie", "Financiële dienstverlening",
              "Verhuur van onroerend goed", "Openbaar bestuur", "Onderwijs", "Gezondheidszorg"],
        sub=["waarvan: kleine bedrijven", "mannen", "vrouwen", "jonger dan 25 jaar"],
        total="Totaal", groups=["Werkzame personen", "Omzet", "Uitvoer", "Verandering", "Aandeel"],
        measures=["2019", "2020", "2021", "2022", "2023", "Aantal", "Aandeel (%)", "mln euro", "Index", "Mutatie (%)"],
        caption="Tabel {n} {what}", source="Bron: centraal bureau voor de statistiek; voorlopige cijfers.",
        what=["Werkzame personen naar sector", "Omzet naar bedrijfstak", "Energieverbruik naar bron"],
        prose="De cijfers in de onderstaande tabel komen uit de jaarlijkse enquête onder bedrijven. De uitkomsten van het "
              "laatste jaar zijn voorlopig. Totalen kunnen door afronding afwijken van de som van de onderdelen."),
}

# `--breadth`: what reports' tables hold besides a stub and figure columns (kept apart so that earlier seeds draw
# the same sets): section rows, a label alone on its row over the rows it groups; a unit column of short words
# between the stub and the figures; footnote marks after figures; figures centred or set left in their column.
SECTIONS = {"en": ["Industry", "Services", "Public sector"], "de": ["Industrie", "Dienstleistungen", "Öffentlicher Sektor"],
            "fr": ["Industrie", "Services", "Secteur public"], "es": ["Industria", "Servicios", "Sector público"],
            "it": ["Industria", "Servizi", "Settore pubblico"], "nl": ["Industrie", "Diensten", "Publieke sector"]}
UNIT_HEAD = {"en": "Unit", "de": "Einheit", "fr": "Unité", "es": "Unidad", "it": "Unità", "nl": "Eenheid"}
UNITS = ["t", "1 000 t", "%", "GWh", "TJ", "EUR", "ha", "m³", "persons"]
MARKS = [" (p)", " p", "*", " e", " (b)", "¹"]

# `--text-tables`: registers whose cells hold words (a description wrapping onto several lines, a status, a date)
# beside an amount, as reports list programmes, projects or measures.
REGISTER = {
    "en": dict(heads=["Programme", "Description", "Status", "Start", "Budget (EUR)"], status=["ongoing", "completed", "planned", "suspended"],
               names=["Clean Water", "Rural Roads", "School Meals", "Digital Skills", "Coastal Defence", "Youth Jobs", "Health Centres"],
               words="support for local authorities to improve services and infrastructure in rural and urban areas with "
                     "training for staff and new equipment funded jointly by the regions"),
    "de": dict(heads=["Programm", "Beschreibung", "Stand", "Beginn", "Mittel (EUR)"], status=["laufend", "abgeschlossen", "geplant"],
               names=["Sauberes Wasser", "Landstraßen", "Schulessen", "Digitale Bildung", "Küstenschutz", "Jugendarbeit"],
               words="Förderung der Gemeinden zur Verbesserung von Diensten und Infrastruktur in ländlichen und städtischen "
                     "Gebieten mit Schulungen für das Personal und neuer Ausstattung gemeinsam mit den Ländern"),
    "fr": dict(heads=["Programme", "Description", "État", "Début", "Budget (EUR)"], status=["en cours", "terminé", "prévu"],
               names=["Eau potable", "Routes rurales", "Cantines scolaires", "Compétences numériques", "Défense côtière"],
               words="soutien aux collectivités locales pour améliorer les services et les infrastructures dans les zones "
                     "rurales et urbaines avec la formation du personnel et de nouveaux équipements cofinancés par les régions"),
    "es": dict(heads=["Programa", "Descripción", "Estado", "Inicio", "Presupuesto (EUR)"], status=["en curso", "terminado", "previsto"],
               names=["Agua limpia", "Caminos rurales", "Comedores escolares", "Competencias digitales", "Defensa costera"],
               words="apoyo a las autoridades locales para mejorar los servicios y las infraestructuras en zonas rurales y "
                     "urbanas con formación del personal y nuevos equipos financiados por las regiones"),
    "it": dict(heads=["Programma", "Descrizione", "Stato", "Inizio", "Bilancio (EUR)"], status=["in corso", "concluso", "previsto"],
               names=["Acqua pulita", "Strade rurali", "Mense scolastiche", "Competenze digitali", "Difesa costiera"],
               words="sostegno agli enti locali per migliorare i servizi e le infrastrutture nelle aree rurali e urbane con "
                     "formazione del personale e nuove attrezzature cofinanziate dalle regioni"),
    "nl": dict(heads=["Programma", "Omschrijving", "Status", "Start", "Budget (EUR)"], status=["lopend", "afgerond", "gepland"],
               names=["Schoon water", "Landwegen", "Schoolmaaltijden", "Digitale vaardigheden", "Kustverdediging"],
               words="steun aan gemeenten om diensten en infrastructuur in landelijke en stedelijke gebieden te verbeteren met "
                     "opleiding van personeel en nieuwe uitrusting samen met de provincies"),
}


# `--row-groups`: a first column of groups (countries), each over two or three rows of a second column (years or
# sub-groups), its name printed once on the group's first row and spanning the group's rows in the truth.
GROUPS = {"en": (["Germany", "France", "Italy", "Spain", "Poland", "Sweden"], "Year"),
          "de": (["Deutschland", "Frankreich", "Italien", "Spanien", "Polen", "Schweden"], "Jahr"),
          "fr": (["Allemagne", "France", "Italie", "Espagne", "Pologne", "Suède"], "Année"),
          "es": (["Alemania", "Francia", "Italia", "España", "Polonia", "Suecia"], "Año"),
          "it": (["Germania", "Francia", "Italia", "Spagna", "Polonia", "Svezia"], "Anno"),
          "nl": (["Duitsland", "Frankrijk", "Italië", "Spanje", "Polen", "Zweden"], "Jaar")}


def make_row_groups(rng, lang, fmt):
    """Groups over sub-rows: [group, sub, figures...]; the group's name on its first row only (role "groupN")."""
    L = LANGS[lang]
    names, year_head = GROUPS[lang]
    sep, dec = fmt
    by_year = rng.random() < 0.6
    subs = ["2021", "2022", "2023"][:rng.choice([2, 3])] if by_year else rng.sample(L["sub"][-4:], 2)
    nfig = rng.randint(2, 4)
    measures = rng.sample(L["measures"][5:], min(nfig, len(L["measures"]) - 5))
    header = [[dict(col=0, span=1, text=rng.choice(L["stub"])), dict(col=1, span=1, text=year_head if by_year else "")]
              + [dict(col=i + 2, span=1, text=m) for i, m in enumerate(measures)]]
    kinds = [rng.choice(["int", "dec", "pct"]) for _ in measures]
    body, roles = [], []
    for g in rng.sample(names, rng.randint(2, len(names))):
        for k, sub in enumerate(subs):
            body.append([g if k == 0 else "", sub] + [number(rng, sep, dec, kind) for kind in kinds])
            roles.append(f"group{len(subs)}" if k == 0 else "row")
    return header, body, roles


def make_register(rng, lang, fmt):
    """A register: a name, a description of 3 to 14 words (wrapping), a status, a start date, a budget."""
    R = REGISTER[lang]
    sep, dec = fmt
    words = R["words"].split()
    header = [[dict(col=i, span=1, text=t) for i, t in enumerate(R["heads"])]]
    body, roles = [], []
    names = rng.sample(R["names"], len(R["names"]))
    for name in names[:rng.randint(3, len(names))]:
        start = rng.randrange(0, len(words) - 3)
        text = " ".join(words[start:start + rng.randint(3, 14)])
        day, month, year = rng.randint(1, 28), rng.randint(1, 12), rng.randint(2018, 2025)
        body.append([name, text, rng.choice(R["status"]), f"{day:02d}.{month:02d}.{year}" if dec == "," else f"{month:02d}/{day:02d}/{year}",
                     number(rng, sep, dec, "int")])
        roles.append("row")
    return header, body, roles


# Number formats: (thousands separator, decimal mark)
FORMATS = {"en": [(",", "."), ("", ".")], "de": [(".", ","), ("\u00a0", ",")], "fr": [("\u00a0", ","), (" ", ",")],
           "es": [(".", ",")], "it": [(".", ",")], "nl": [(".", ",")]}
NO_DATA = ["–", ":", "n/a", ".", "-", "x", ""]

# `--finance`: what budget and accounts tables of EU and US government reports print (kept apart so that earlier
# seeds draw the same sets): a currency sign set apart at the left of its column with the figure set right ("$  1,234",
# on every row or only on the first row and the total, as US statements print it; "€" in euro reports), a units row
# under the header ("EUR million", "%"; or one line over all figure columns), negatives in parentheses, Swiss
# ("1'234.5") and French narrow-space thousands, a rule over the total.
FINANCE = dict(on=False)
CURRENCY = {"en": ["$", "£", "€"], "de": ["€"], "fr": ["€"], "es": ["€"], "it": ["€"], "nl": ["€"]}
UNITS_ROW = {"en": (["USD thousands", "EUR million", "persons", "tonnes"], "%", "(in thousands of dollars)"),
             "de": (["Mio. EUR", "1 000 EUR", "Personen", "Tonnen"], "%", "(in Millionen Euro)"),
             "fr": (["M€", "milliers d'euros", "personnes", "tonnes"], "%", "(en millions d'euros)"),
             "es": (["millones EUR", "miles EUR", "personas", "toneladas"], "%", "(en millones de euros)"),
             "it": (["milioni EUR", "migliaia EUR", "persone", "tonnellate"], "%", "(in milioni di euro)"),
             "nl": (["mln euro", "1 000 euro", "personen", "ton"], "%", "(x 1 000 euro)")}
FINANCE_FORMATS = {"en": [(",", ".")], "de": [("'", "."), (".", ",")], "fr": [("\u202f", ","), ("'", ".")],
                   "es": [(".", ",")], "it": [(".", ",")], "nl": [(".", ",")]}
# A cell "SIGN\tFIGURE": the sign at the column's left, the figure at its right; its truth text is "SIGN FIGURE".
APART = "\t"

# `--report`: what EU and US government and statistical reports print that the options above do not draw (kept apart
# so that earlier seeds draw the same sets): headers of three levels (a year or a group over groups over measures);
# footnote marks on heads and row labels as well as figures; negatives with an en dash ("–1 234"); thousands
# separators of several countries in every language (1,234.5 / 1.234,5 / 1 234,5 / 1'234.5); the statistics offices'
# marks for no data ("..", "...", "—", "[x]", "z"); a column of notes wrapping onto two or three lines; sub-rows
# indented on two levels; a rule over the total; a continued table's caption repeated with "(continued)"; numbered
# notes under the table.
REPORT = dict(on=False)
# landscape pages stored as portrait pages turned by the PDF's /Rotate (as reports print wide tables)
TURNED = dict(on=False)
# two narrow tables set side by side, each with its caption over it (reports comparing two breakdowns)
SIDE = dict(on=False)
REPORT_FORMATS = {"en": [(",", "."), ("'", "."), (" ", ".")], "de": [(".", ","), ("'", "."), (" ", ",")],
                  "fr": [(" ", ","), ("\u202f", ","), ("'", ".")], "es": [(".", ","), (" ", ",")],
                  "it": [(".", ","), ("'", ".")], "nl": [(".", ","), (" ", ",")]}
REPORT_NO_DATA = ["..", "...", "—", "[x]", "z", ":", "–", "-"]
HEAD_MARKS = ["¹", "²", " (1)", " (a)", "*", " (p)", " 1)"]
NOTES_HEAD = {"en": "Notes", "de": "Bemerkungen", "fr": "Remarques", "es": "Observaciones", "it": "Note", "nl": "Opmerkingen"}
CONTINUED = {"en": "(continued)", "de": "(Fortsetzung)", "fr": "(suite)", "es": "(continuación)", "it": "(segue)",
             "nl": "(vervolg)"}
FOOTNOTES = {"en": ["Provisional.", "Estimated.", "Break in series."], "de": ["Vorläufig.", "Geschätzt.", "Bruch in der Reihe."],
             "fr": ["Provisoire.", "Estimation.", "Rupture de série."], "es": ["Provisional.", "Estimado.", "Ruptura de serie."],
             "it": ["Provvisorio.", "Stima.", "Interruzione di serie."], "nl": ["Voorlopig.", "Geschat.", "Breuk in de reeks."]}
THIRD_LEVEL = ["2021", "2022", "2023"]

# `--units`: the unit a statistical table's figures are in, printed where reports print it (kept apart so that earlier
# seeds draw the same sets): on a line of its own under each column's head in the regular face ("Turnover" / "EUR
# million"; under every head, or only under some: "%" under the shares), in the stub's head ("Mio. €" top left, or
# under "Sector"), or on a line of its own right above the table at its right edge ("in 1 000 EUR"; outside the table
# in the truth, as ICDAR 2013 keeps it). In the truth a head's unit is the last line of the head's cell.
UNIT_LINES = dict(on=False, above=None)
HEAD_UNITS = {"en": (["EUR million", "in EUR m", "tonnes", "1 000", "USD thousands", "persons", "GWh"], ["%", "in %", "per cent"],
                     "in {u}"),
              "de": (["Mio. €", "1 000 EUR", "Tonnen", "in 1 000", "Personen", "Mio. EUR", "GWh"], ["%", "in %", "Prozent"],
                     "in {u}"),
              "fr": (["M€", "milliers d'euros", "tonnes", "en milliers", "personnes", "GWh"], ["%", "en %"], "en {u}"),
              "es": (["millones €", "miles de euros", "toneladas", "en miles", "personas", "GWh"], ["%", "en %"], "en {u}"),
              "it": (["milioni €", "migliaia di euro", "tonnellate", "in migliaia", "persone", "GWh"], ["%", "in %"], "in {u}"),
              "nl": (["mln euro", "x 1 000", "1 000 euro", "ton", "personen", "GWh"], ["%", "in %"], "in {u}")}


def with_units(rng, lang, header, kinds):
    """`--units`: units under the lowest level's heads and/or in the stub's head; returns (header, line above or None)."""
    units, pcts, above_form = HEAD_UNITS[lang]
    unit = rng.choice(units)
    paren = rng.random() < 0.3
    def shown(u):
        return f"({u})" if paren else u
    where = rng.choice(["heads", "heads", "heads", "some", "stub", "above", "heads+stub"])
    low = header[-1]
    if where in ("heads", "some", "heads+stub"):
        pct = rng.choice(pcts)
        mixed = rng.random() < 0.5  # each column its own unit, the shares' "%" under them
        def unit_of(c):
            if mixed and c < len(kinds) and kinds[c] == "pct":
                return pct
            return rng.choice(units) if mixed and rng.random() < 0.3 else unit
        header[-1] = [dict(h, text=h["text"] + "\n" + shown(unit_of(h["col"])), unit=shown(unit_of(h["col"])))
                      if h["col"] > 0 and h["text"] and h.get("rowspan", 1) == 1 and h["text"] not in (UNIT_HEAD[lang], NOTES_HEAD[lang])
                      and (where != "some" or rng.random() < 0.5)
                      else h for h in low]
    if where in ("stub", "heads+stub"):
        stub = header[0][0]
        if stub["col"] == 0 and not stub["text"]:
            header[0][0] = dict(stub, text=shown(unit))
        elif stub["col"] == 0 and stub.get("rowspan", 1) == 1:
            header[0][0] = dict(stub, text=stub["text"] + "\n" + shown(unit), unit=shown(unit))
    if where == "above":
        return header, above_form.format(u=unit) if not paren else shown(above_form.format(u=unit))
    return header, None


def number(rng, sep, dec, kind):
    if kind == "pct":
        v = rng.uniform(-30, 100) if rng.random() < 0.3 else rng.uniform(0, 100)
        s = f"{abs(v):.1f}".replace(".", dec)
        return ("−" if rng.random() < 0.5 else "-") + s if v < 0 else s
    if kind == "int":
        v = int(rng.lognormvariate(7, 2)) + 1
        s = f"{v:,}".replace(",", "\x00").replace("\x00", sep)
        return s
    v = rng.lognormvariate(5, 2)
    s = f"{v:,.{rng.choice([1, 2])}f}"
    s = s.replace(",", "\x00").replace(".", dec).replace("\x00", sep)
    if rng.random() < 0.08:
        s = f"({s})"
    return s


def report_number(rng, sep, dec, kind):
    """`--report`: a figure, a loss now and then printed with an en dash, a hyphen or a minus ("–1 234")."""
    s = number(rng, sep, dec, kind)
    if s[:1].isdigit() and rng.random() < 0.1:
        s = rng.choice(["–", "–", "-", "−"]) + s
    return s


def finance_number(rng, sep, dec, kind):
    """`--finance`: an amount as accounts print it; a loss in parentheses (also whole amounts)."""
    s = number(rng, sep, dec, kind)
    if kind == "int" and rng.random() < 0.12:
        s = f"({s})"
    return s


def with_finance(rng, lang, header, body, roles, kinds):
    """`--finance`: currency signs set apart in the amount columns, a units row under a one-level header."""
    sep_sign = rng.random() < 0.6
    every = rng.random() < 0.5
    sign = rng.choice(CURRENCY[lang])
    amount_cols = [c for c in range(1, len(body[0])) if kinds[c] != "pct"]
    if sep_sign and amount_cols:
        first = roles.index("row") if "row" in roles else 0
        for r, (row, role) in enumerate(zip(body, roles)):
            if every or r == first or role == "total":
                for c in amount_cols:
                    if row[c][:1].isdigit() or row[c][:1] == "(":
                        row[c] = sign + APART + row[c]
    if len(header) == 1 and rng.random() < 0.45:
        units, pct, line = UNITS_ROW[lang]
        ncols = len(body[0])
        if rng.random() < 0.5:
            # each head's unit on its own line in the head's cell, as ICDAR 2013's truth keeps it ("to air / kg/year")
            unit = rng.choice(units)
            header[0] = [h if h["col"] == 0 else dict(h, text=h["text"] + "\n" + (pct if kinds[h["col"]] == "pct" else unit))
                         for h in header[0]]
        else:
            # one line over all figure columns, a header row of its own (drawn in tables without column rules)
            header.append([dict(col=1, span=ncols - 1, text=line, units_line=True)])
    return header, body, roles


class Doc:
    """A PDF being drawn, with the truth of its tables in ICDAR 2013's terms."""

    def __init__(self, path, pagesize, font_names, rng, turned=False):
        # turned: a portrait media box shown as a landscape page by /Rotate 90; everything is drawn (and its
        # truth written) in the page's displayed coordinates, as readers and ICDAR's truth see it
        self.turned = turned
        self.c = canvas.Canvas(path, pagesize=(max(pagesize), min(pagesize)) if turned else pagesize)
        self.c.setTitle("Statistical report")
        self.w, self.h = (max(pagesize), min(pagesize)) if turned else pagesize
        self.turn()
        self.page = 1
        self.tables = []  # (page, cells, region box)
        self.fonts = font_names
        self.rng = rng

    def turn(self):
        if self.turned:
            self.c.setPageRotation(90)
            # displayed (X, Y) → media (media width − Y, X): the media box turned clockwise shows upright
            self.c.transform(0, 1, -1, 0, self.h, 0)

    def new_page(self):
        self.c.showPage()
        self.page += 1
        self.turn()

    def text(self, x, y, s, font, size):
        self.c.setFont(font, size)
        self.c.drawString(x, y, s)
        return pdfmetrics.stringWidth(s, font, size)

    def paragraph(self, x, y, width, s, font, size):
        """Prose wrapped to width from baseline y downwards; returns the next baseline."""
        words, line = s.split(), ""
        lead = size * 1.35
        for w in words:
            t = (line + " " + w).strip()
            if pdfmetrics.stringWidth(t, font, size) > width and line:
                self.text(x, y, line, font, size)
                y -= lead
                line = w
            else:
                line = t
        if line:
            self.text(x, y, line, font, size)
            y -= lead
        return y - lead * 0.6


def wrap(s, font, size, width):
    words, lines, line = s.split(), [], ""
    for w in words:
        t = (line + " " + w).strip()
        if pdfmetrics.stringWidth(t, font, size) > width and line:
            lines.append(line)
            line = w
        else:
            line = t
    if line:
        lines.append(line)
    return lines or [""]


# `--decoys`: what report pages print beside their tables that lines up in columns but is no table (kept apart so that
# earlier seeds draw the same sets; none of it is in the truth): charts drawn in the PDF (a value axis's ticks one
# under another, category labels along a row, values over the bars or at their ends, a legend), a block of key facts
# ("Reference period  2023", with or without colons, one or two pairs to a line), numbered notes set in two columns,
# and prose in two columns with figures in its lines.
DECOYS = dict(on=False)
KEY_FACTS = {
    "en": [("Reference period", "2023"), ("Unit", "EUR million"), ("Coverage", "EU-27"), ("Release date", "15 March 2024"),
           ("Frequency", "annual"), ("Base year", "2015 = 100"), ("Response rate", "87.4 %")],
    "de": [("Berichtszeitraum", "2023"), ("Einheit", "Mio. EUR"), ("Gebietsstand", "Deutschland"), ("Veröffentlicht", "15.03.2024"),
           ("Periodizität", "jährlich"), ("Basisjahr", "2015 = 100"), ("Rücklaufquote", "87,4 %")],
    "fr": [("Période de référence", "2023"), ("Unité", "millions d'euros"), ("Champ", "France entière"), ("Date de publication", "15/03/2024"),
           ("Périodicité", "annuelle"), ("Année de base", "2015 = 100"), ("Taux de réponse", "87,4 %")],
    "es": [("Periodo de referencia", "2023"), ("Unidad", "millones de euros"), ("Ámbito", "España"), ("Publicación", "15/03/2024"),
           ("Periodicidad", "anual"), ("Año base", "2015 = 100"), ("Tasa de respuesta", "87,4 %")],
    "it": [("Periodo di riferimento", "2023"), ("Unità", "milioni di euro"), ("Territorio", "Italia"), ("Data di rilascio", "15/03/2024"),
           ("Periodicità", "annuale"), ("Anno base", "2015 = 100"), ("Tasso di risposta", "87,4 %")],
    "nl": [("Verslagperiode", "2023"), ("Eenheid", "mln euro"), ("Gebied", "Nederland"), ("Publicatiedatum", "15-03-2024"),
           ("Frequentie", "jaarlijks"), ("Basisjaar", "2015 = 100"), ("Respons", "87,4 %")],
}
NOTES_HEAD = {"en": "Notes", "de": "Anmerkungen", "fr": "Notes", "es": "Notas", "it": "Note", "nl": "Opmerkingen"}


def draw_decoy(doc, rng, lang, fmt, margin, y, width, font, bold):
    """One block that is no table, from baseline area y downwards; returns the next y."""
    L = LANGS[lang]
    sep, dec = fmt
    c = doc.c
    kind = rng.choice(["bars", "bars", "hbars", "facts", "notes", "prose"])
    size = rng.choice([7, 8, 9])
    if kind in ("bars", "hbars"):
        doc.text(margin, y - 10, rng.choice(L["what"]), bold, 9)
        y -= 18
        step = rng.choice([5, 10, 20, 25, 50, 100, 250, 500, 1000])
        nticks = rng.randint(4, 7)
        top_value = step * (nticks - 1)
        series = rng.choice([1, 1, 2])
        cats = rng.sample(["2017", "2018", "2019", "2020", "2021", "2022", "2023"], rng.randint(4, 7)) if rng.random() < 0.5 \
            else [r.split()[0] for r in rng.sample(L["rows"], rng.randint(4, 7))]
        if kind == "bars":
            cats = sorted(cats)
        values = [[rng.uniform(0.1, 1.0) * top_value for _ in cats] for _ in range(series)]
        labels = rng.random() < 0.7
        def fig(v):
            s = f"{v:,.{rng.choice([0, 1])}f}" if step < 100 else f"{v:,.0f}"
            return s.replace(",", "\x00").replace(".", dec).replace("\x00", sep)
        c.setLineWidth(0.5)
        if kind == "bars":
            h = rng.choice([120, 150, 180]); w = min(width, rng.choice([260, 320, 400]))
            x0 = margin + 40; base = y - h
            for k in range(nticks):
                ty = base + h * k / (nticks - 1)
                t = f"{step * k:,}".replace(",", sep)
                doc.text(x0 - 6 - pdfmetrics.stringWidth(t, font, size), ty - size / 3, t, font, size)
                c.setStrokeGray(0.8); c.line(x0, ty, x0 + w, ty); c.setStrokeGray(0)
            slot = w / len(cats)
            bw = slot * 0.6 / series
            for i, cat in enumerate(cats):
                cx = x0 + slot * i + slot / 2
                for s_ in range(series):
                    v = values[s_][i]
                    bx = cx - series * bw / 2 + s_ * bw
                    c.setFillGray(0.35 + 0.3 * s_); c.rect(bx, base, bw, h * v / top_value, stroke=0, fill=1); c.setFillGray(0)
                    if labels:
                        t = fig(v)
                        doc.text(bx + bw / 2 - pdfmetrics.stringWidth(t, font, size - 1) / 2, base + h * v / top_value + 2, t, font, size - 1)
                doc.text(cx - pdfmetrics.stringWidth(cat, font, size) / 2, base - size - 3, cat, font, size)
            y = base - size - 8
        else:
            lw = max(pdfmetrics.stringWidth(cat, font, size) for cat in cats) + 8
            w = min(width - lw - 40, rng.choice([200, 260, 320])); x0 = margin + lw
            bh = rng.choice([10, 12, 14]); gap = rng.choice([4, 6, 8])
            yy = y
            for i, cat in enumerate(cats):
                yy -= bh + gap
                doc.text(x0 - 8 - pdfmetrics.stringWidth(cat, font, size), yy + bh / 2 - size / 3, cat, font, size)
                v = values[0][i]
                c.setFillGray(0.4); c.rect(x0, yy, w * v / top_value, bh, stroke=0, fill=1); c.setFillGray(0)
                if labels:
                    doc.text(x0 + w * v / top_value + 3, yy + bh / 2 - size / 3, fig(v), font, size)
            c.line(x0, yy - 2, x0 + w, yy - 2)
            for k in range(nticks):
                t = f"{step * k:,}".replace(",", sep)
                tx = x0 + w * k / (nticks - 1)
                doc.text(tx - pdfmetrics.stringWidth(t, font, size) / 2, yy - size - 5, t, font, size)
            y = yy - size - 10
        if series == 2 or rng.random() < 0.4:
            x = margin + 40
            for s_, name in enumerate(rng.sample(L["groups"], series)):
                c.setFillGray(0.35 + 0.3 * s_); c.rect(x, y - 8, 7, 7, stroke=0, fill=1); c.setFillGray(0)
                x += 10 + doc.text(x + 10, y - 8, name, font, size) + 14
            y -= 14
        return y - 12
    if kind == "facts":
        facts = rng.sample(KEY_FACTS[lang], rng.randint(3, 6))
        colon = rng.random() < 0.5
        per_line = rng.choice([1, 1, 2])
        lw = max(pdfmetrics.stringWidth(k + (":" if colon else ""), font, size) for k, _ in facts) + rng.choice([8, 16, 30])
        pair_w = min(width / per_line, lw + 120)
        for i in range(0, len(facts), per_line):
            y -= size * 1.5
            for j, (k, v) in enumerate(facts[i:i + per_line]):
                x = margin + j * pair_w
                doc.text(x, y, k + (":" if colon else ""), bold if rng.random() < 0.3 else font, size)
                doc.text(x + lw, y, v, font, size)
        return y - 16
    if kind == "notes":
        doc.text(margin, y - 10, NOTES_HEAD[lang], bold, 8)
        y -= 12
        notes = FOOTNOTES[lang] + [L["source"]] + [w.strip() + "." for w in L["prose"].split(".")[:2] if w.strip()]
        notes = rng.sample(notes, min(len(notes), rng.randint(4, 6)))
        cols = rng.choice([1, 2])
        colw = (width - 20) / cols
        per = (len(notes) + cols - 1) // cols
        bottom = y
        for k, note in enumerate(notes):
            col, row = divmod(k, per)
            x = margin + col * (colw + 20)
            yy = y - (row + 1) * 10
            mark = rng.choice(["{n})", "({n})", "{n}", "[{n}]"]).format(n=k + 1)
            doc.text(x, yy, mark, font, 7)
            doc.text(x + 14, yy, wrap(note, font, 7, colw - 14)[0], font, 7)
            bottom = min(bottom, yy)
        return bottom - 14
    # prose in two columns whose lines carry figures
    colw = (width - 20) / 2
    def sentence():
        a, b = rng.sample(L["rows"], 2)
        return f"{a} {number(rng, sep, dec, 'int')} ({number(rng, sep, dec, 'pct')} %), {b.lower()} {number(rng, sep, dec, 'int')}."
    text_ = " ".join(sentence() for _ in range(rng.randint(3, 6)))
    y1 = doc.paragraph(margin, y, colw, text_, font, 9)
    y2 = doc.paragraph(margin + colw + 20, y, colw, " ".join(sentence() for _ in range(rng.randint(3, 6))), font, 9)
    return min(y1, y2) - 6


def make_table(rng, lang, fmt, max_cols=9, breadth=False):
    """A table's content: header rows (cells with spans), body rows, and which rows are sub-rows, sections or totals."""
    L = LANGS[lang]
    ncols = rng.randint(3, max_cols)
    nrows = rng.randint(3, 24)
    two_level = ncols >= 4 and rng.random() < 0.4
    measures = rng.sample(L["measures"], min(len(L["measures"]), ncols - 1))
    header = []
    stub_head = "" if rng.random() < 0.25 else rng.choice(L["stub"])
    three_level = REPORT["on"] and ncols >= 5 and rng.random() < 0.35
    if three_level:
        # a year (or one group over all figure columns) over groups of two or three over measures
        spans, c = [], 1
        while c < ncols:
            spans.append((c, min(rng.choice([2, 2, 3]), ncols - c)))
            c += spans[-1][1]
        groups = rng.sample(L["groups"], len(L["groups"]))
        mid = [dict(col=c, span=n, text=groups[k % len(groups)]) for k, (c, n) in enumerate(spans)]
        if len(spans) >= 2 and rng.random() < 0.6:
            cut = rng.randint(1, len(spans) - 1)
            halves = [spans[:cut], spans[cut:]]
            years = rng.sample(THIRD_LEVEL, 2)
            top = [dict(col=h[0][0], span=sum(n for _, n in h), text=y) for h, y in zip(halves, sorted(years))]
            mid = [dict(m, text=groups[k % cut]) for k, m in enumerate(mid[:cut])] + \
                  [dict(m, text=groups[k % cut]) for k, m in enumerate(mid[cut:])]
        else:
            top = [dict(col=1, span=ncols - 1, text=groups[-1])]
        units = rng.sample(L["measures"][5:], 3)
        low = []
        for c, n in spans:
            low += [dict(col=c + i, span=1, text=units[i % len(units)]) for i in range(n)]
        header = [[dict(col=0, span=1, text=stub_head, rowspan=3)] + top, mid, low]
    elif two_level:
        # groups of 2–3 columns spanning; the stub head spans both header rows when present
        top, c = [], 1
        groups = rng.sample(L["groups"], len(L["groups"]))
        gi = 0
        while c < ncols:
            span = min(rng.choice([2, 2, 3]), ncols - c)
            top.append(dict(col=c, span=span, text=groups[gi % len(groups)]))
            gi += 1
            c += span
        header.append([dict(col=0, span=1, text=stub_head, rowspan=2)] + top)
        sub = [dict(col=i, span=1, text=measures[(i - 1) % len(measures)]) for i in range(1, ncols)]
        header.append(sub)
    else:
        header.append([dict(col=0, span=1, text=stub_head)] + [dict(col=i, span=1, text=measures[i - 1]) for i in range(1, ncols)])
    kinds = [rng.choice(["int", "dec", "pct"]) for _ in range(ncols)]
    num = finance_number if FINANCE["on"] else number
    labels = rng.sample(L["rows"], min(nrows, len(L["rows"])))
    while len(labels) < nrows:
        labels.append(rng.choice(L["rows"]) + f" ({len(labels)})")
    body, roles = [], []
    no_data = rng.choice(NO_DATA)
    sep, dec = fmt
    gaps = 0.05
    if REPORT["on"]:
        num = report_number
        no_data, gaps = rng.choice(REPORT_NO_DATA), rng.choice([0.05, 0.1, 0.2])
    for r, label in enumerate(labels):
        role = "row"
        if r > 0 and rng.random() < 0.15:
            label, role = rng.choice(L["sub"]), "sub"
        elif REPORT["on"] and r > 1 and roles[-1] == "sub" and rng.random() < 0.5:
            label, role = rng.choice(L["sub"]), "sub2"
        cells = [label] + [(no_data if rng.random() < gaps else num(rng, sep, dec, kinds[c])) for c in range(1, ncols)]
        body.append(cells)
        roles.append(role)
    if rng.random() < 0.5:
        body.append([L["total"]] + [num(rng, sep, dec, kinds[c]) for c in range(1, ncols)])
        roles.append("total")
    if FINANCE["on"]:
        header, body, roles = with_finance(rng, lang, header, body, roles, kinds)
    if breadth:
        header, body, roles = widen(rng, lang, header, body, roles)
    if REPORT["on"]:
        header, body, roles = as_in_reports(rng, lang, header, body, roles)
    if UNIT_LINES["on"] and rng.random() < 0.7:
        header, UNIT_LINES["above"] = with_units(rng, lang, header, kinds if len(kinds) == len(body[0]) else [])
    return header, body, roles


def as_in_reports(rng, lang, header, body, roles):
    """`--report`: footnote marks on heads and labels, a column of notes (see REPORT)."""
    if rng.random() < 0.35:
        mark = rng.choice(HEAD_MARKS)
        header = [[dict(h, text=h["text"] + mark) if h["text"] and h["col"] > 0 and rng.random() < 0.3 else h for h in hr]
                  for hr in header]
    if rng.random() < 0.25:
        mark = rng.choice(HEAD_MARKS)
        body = [[row[0] + mark if role != "section" and row[0] and rng.random() < 0.15 else row[0]] + row[1:]
                for row, role in zip(body, roles)]
    if rng.random() < 0.25:
        words = REGISTER[lang]["words"].split()
        ncols = len(body[0])
        header = [hr + ([dict(col=ncols, span=1, text=NOTES_HEAD[lang], rowspan=len(header))] if hi == 0 else [])
                  for hi, hr in enumerate(header)]
        notes = []
        for role in roles:
            if role == "section" or rng.random() < 0.4:
                notes.append("")
            else:
                start = rng.randrange(0, len(words) - 3)
                notes.append(" ".join(words[start:start + rng.randint(3, 9)]))
        body = [row + [note] for row, note in zip(body, notes)]
    return header, body, roles


def widen(rng, lang, header, body, roles):
    """`--breadth`: section rows, a unit column, footnote marks (see SECTIONS)."""
    if rng.random() < 0.35 and len(body) >= 4:
        ncols = len(body[0])
        names = rng.sample(SECTIONS[lang], rng.choice([1, 2, 2, 3]))
        at = sorted(rng.sample(range(1, len(body) - 1), len(names) - 1)) if len(names) > 1 else []
        for k, name in reversed(list(zip([0] + at, names))):
            body.insert(k, [name] + [""] * (ncols - 1))
            roles.insert(k, "section")
    if rng.random() < 0.3:
        unit_rows = [[row[0], "" if role == "section" else rng.choice(UNITS)] + row[1:] for row, role in zip(body, roles)]
        new_header = []
        for hi, hr in enumerate(header):
            moved = [dict(h, col=h["col"] + 1) if h["col"] > 0 else h for h in hr]
            if hi == 0:
                moved.insert(1, dict(col=1, span=1, text=UNIT_HEAD[lang], rowspan=len(header)))
            new_header.append(moved)
        header, body = new_header, unit_rows
    if rng.random() < 0.25:
        mark = rng.choice(MARKS)
        body = [[cell + mark if c > 0 and cell[:1].isdigit() and rng.random() < 0.15 else cell
                 for c, cell in enumerate(row)] for row in body]
    return header, body, roles


def is_text(cell):
    """A description: three words of letters or more (it wraps in its column)."""
    return sum(1 for w in cell.split(" ") if any(c.isalpha() for c in w)) >= 3


def column_widths(body, header, font, bold, size, pad):
    """The number columns' widths: their widest figure, or their header up to 70 pt (longer headers wrap)."""
    ncols = len(body[0])
    # a column of descriptions (three words or more in a cell) wraps at 150 pt
    def width(cell):  # a sign set apart keeps two spaces from its widest figure
        return pdfmetrics.stringWidth(cell.replace(APART, "  "), font, size)
    wrap_at = 100 if REPORT["on"] else 150
    num_w = [max(min(wrap_at, width(row[i])) if is_text(row[i]) else width(row[i]) for row in body) for i in range(1, ncols)]
    head_w = [max((pdfmetrics.stringWidth(part, bold, size) for hr in header for h in hr if h["col"] == i and h["span"] == 1
                   for part in h["text"].split("\n")), default=0)
              for i in range(1, ncols)]
    return [max(a, min(b, 70)) + 2 * pad + 6 for a, b in zip(num_w, head_w)]


def draw_table(doc, rng, x, top, width, header, body, roles, style, font, bold, size, max_bottom):
    """Draws the table from `top` down; returns (rows drawn, bottom y). Stops before `max_bottom`."""
    c = doc.c
    ncols = len(body[0])
    pad = size * style["pad"]
    lead = size * 1.25
    # column widths: the stub column wide enough for most labels (long ones wrap), numbers by their widest
    cols = column_widths(body, header, font, bold, size, pad)
    stub_w = min(200, width - sum(cols))
    widths = [stub_w] + cols
    xs = [x]
    for w in widths:
        xs.append(xs[-1] + w)
    table_right = xs[-1]
    cells = []  # truth cells
    y = top
    rule = style["rules"]
    if rule == "grid":
        header = [hr for hr in header if not any(h.get("units_line") for h in hr)]
        header = [[dict(h, rowspan=min(h.get("rowspan", 1), len(header))) for h in hr] for hr in header]

    def put(row, col, lines, fnt, span=1, rowspan=1, align="left", y_top=None, gutter=0, plain=0):
        # plain: the last lines are set in the regular font (a head's unit under it, `--units`)
        xl, xr = xs[col] + pad + gutter, xs[col + span] - pad
        yb = y_top - size
        boxes = []
        head_font = fnt
        for k, line in enumerate(lines):
            fnt = font if plain and k >= len(lines) - plain else head_font
            if APART in line:
                # `--finance`: the sign at the column's left, the figure set right
                sign, figure = line.split(APART)
                w = pdfmetrics.stringWidth(figure, fnt, size)
                by = yb - k * lead
                doc.text(xl, by, sign, fnt, size)
                doc.text(xr - w, by, figure, fnt, size)
                boxes.append((xl, by - size * 0.22, xr, by + size * 0.75))
                continue
            w = pdfmetrics.stringWidth(line, fnt, size)
            if align == "right":
                lx = xr - w
            elif align == "center":
                lx = (xl + xr - w) / 2
            else:
                lx = xl
            by = yb - k * lead
            doc.text(lx, by, line, fnt, size)
            boxes.append((lx, by - size * 0.22, lx + w, by + size * 0.75))
        if any(l.strip() for l in lines):
            cells.append(dict(row=row, col=col, span=span, rowspan=rowspan, text="\n".join(lines).replace(APART, " "),
                              box=(min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))))

    rows_drawn = 0
    row_tops = []
    # header
    if style["shade_header"]:
        hh = sum(max([sum(len(wrap(part, bold, size, xs[h["col"] + h["span"]] - xs[h["col"]] - 2 * pad)) for part in h["text"].split("\n"))
                      for h in hr if h.get("rowspan", 1) == 1] + [1]) * lead + 2 * pad for hr in header)
        c.setFillGray(0.85)
        c.rect(xs[0], y - hh, table_right - xs[0], hh, stroke=0, fill=1)
        c.setFillGray(0)
    if rule in ("grid", "booktabs"):
        c.setLineWidth(0.8)
        c.line(xs[0], y, table_right, y)
    for hi, hr in enumerate(header):
        row_top = y - pad
        row_tops.append(y)
        depth = 1
        for h in hr:
            if h.get("rowspan", 1) == 2 and hi == 0:
                put(hi, h["col"], [h["text"]], bold, 1, 2, "left", row_top - (lead / 2))
            elif h.get("rowspan", 1) >= 3 and hi == 0:
                # `--report`: a head over three levels, set midway
                k = h["rowspan"]
                put(hi, h["col"], [h["text"]], bold, 1, k, "left", row_top - (k - 1) * (lead + 2 * pad) / 2)
            else:
                lines = [l for part in h["text"].split("\n") for l in wrap(part, bold, size, xs[h["col"] + h["span"]] - xs[h["col"]] - 2 * pad)]
                depth = max(depth, len(lines))
                put(hi, h["col"], lines, bold, h["span"], 1, "center" if h["col"] > 0 else "left", row_top,
                    plain=len(wrap(h["unit"], bold, size, xs[h["col"] + h["span"]] - xs[h["col"]] - 2 * pad)) if h.get("unit") else 0)
        y -= depth * lead + 2 * pad
        if ((hi == 0 and len(header) == 2) or (REPORT["on"] and hi < len(header) - 1)) and rule in ("grid", "booktabs"):
            c.setLineWidth(0.4)
            for h in hr:
                if h["span"] > 1:
                    c.line(xs[h["col"]] + 2, y + 1, xs[h["col"] + h["span"]] - 2, y + 1)
    if rule in ("grid", "booktabs", "header"):
        c.setLineWidth(0.6)
        c.line(xs[0], y, table_right, y)
    nh = len(header)
    for bi, (row, role) in enumerate(zip(body, roles)):
        indent = 8 if role == "sub" else 16 if role == "sub2" else 0
        lines0 = wrap(row[0], bold if role == "total" else font, size, widths[0] - 2 * pad - indent)
        # `--report`: a column of words keeps a gutter on both sides (from the figures set right before it, and
        # before the next column's words), as typesetters leave one
        gutters = [6 if REPORT["on"] and ci > 0 and is_text(row[ci]) else 0 for ci in range(len(row))]
        cell_lines = [wrap(row[ci], font, size, widths[ci] - 2 * pad - 2 * gutters[ci]) if is_text(row[ci]) else [row[ci]] for ci in range(len(row))]
        height = max([len(lines0)] + [len(l) for l in cell_lines[1:]]) * lead + 2 * pad
        if y - height < max_bottom:
            break
        if style["zebra"] and bi % 2 == 1:
            c.setFillGray(0.93)
            c.rect(xs[0], y - height, table_right - xs[0], height, stroke=0, fill=1)
            c.setFillGray(0)
            if rule == "grid" and style.get("fills_under_rules"):
                # `--breadth`: the row's rule above it stays visible over its fill, as word processors draw them
                c.setLineWidth(0.3)
                c.line(xs[0], y, table_right, y)
        if (FINANCE["on"] or style.get("total_rule")) and role == "total" and rule != "grid":
            # accounts rule the total off from the rows it sums, over the figure columns
            c.setLineWidth(0.4)
            c.line(xs[1], y, table_right, y)
        row_top = y - pad
        fnt = bold if role in ("total", "section") else font
        if indent:
            xs0 = xs[0]
            xs[0] = xs0 + indent
            put(nh + bi, 0, lines0, fnt, y_top=row_top)
            xs[0] = xs0
        else:
            put(nh + bi, 0, lines0, fnt, rowspan=int(role[5:]) if role.startswith("group") else 1, y_top=row_top)
        for ci in range(1, len(row)):
            figure = row[ci][:1].isdigit() or row[ci][:1] in "-−(" or row[ci] in NO_DATA or \
                (REPORT["on"] and (row[ci][:1] == "–" or row[ci] in REPORT_NO_DATA))
            put(nh + bi, ci, cell_lines[ci], fnt, align=style.get("align", "right") if figure else "left", y_top=row_top, gutter=gutters[ci])
        y -= height
        rows_drawn += 1
        if rule == "grid":
            c.setLineWidth(0.3)
            c.line(xs[0], y, table_right, y)
        if role == "total" and rule != "none":
            pass
    if rule in ("grid", "booktabs"):
        c.setLineWidth(0.8)
        c.line(xs[0], y, table_right, y)
    if rule == "grid":
        c.setLineWidth(0.3)
        for xv in xs:
            c.line(xv, top, xv, y)
    return rows_drawn, y, cells


def write_truth(stem, tables):
    s = ['<?xml version="1.0" encoding="UTF-8"?>', f'<document filename="{os.path.basename(stem)}-str.xml">']
    r = ['<?xml version="1.0" encoding="UTF-8"?>', f'<document filename="{os.path.basename(stem)}-reg.xml">']
    for ti, (page, cells) in enumerate(tables, 1):
        s.append(f'    <table id="{ti}">')
        s.append(f'        <region col-increment="0" id="1" page="{page}" row-increment="0">')
        for cell in cells:
            end = ""
            if cell["span"] > 1:
                end += f' end-col="{cell["col"] + cell["span"] - 1}"'
            if cell["rowspan"] > 1:
                end += f' end-row="{cell["row"] + cell["rowspan"] - 1}"'
            x1, y1, x2, y2 = cell["box"]
            s.append(f'            <cell id="{ti}" start-col="{cell["col"]}" start-row="{cell["row"]}"{end}>')
            s.append(f'                <bounding-box x1="{x1:.0f}" x2="{x2:.0f}" y1="{y1:.0f}" y2="{y2:.0f}"/>')
            s.append(f'                <content>{escape(cell["text"])}</content>')
            s.append('            </cell>')
        s.append('        </region>')
        s.append('    </table>')
        x1 = min(cc["box"][0] for cc in cells); y1 = min(cc["box"][1] for cc in cells)
        x2 = max(cc["box"][2] for cc in cells); y2 = max(cc["box"][3] for cc in cells)
        r.append(f'   <table id="{ti}">')
        r.append(f'      <region id="1" page="{page}">')
        r.append(f'         <bounding-box x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}"/>')
        r.append('      </region>')
        r.append('   </table>')
    s.append('</document>')
    r.append('</document>')
    with open(stem + "-str.xml", "w") as f:
        f.write("\n".join(s) + "\n")
    with open(stem + "-reg.xml", "w") as f:
        f.write("\n".join(r) + "\n")


def side_by_side(doc, rng, lang, fmt, margin, y, width, style, font, bold, size, family, truth, breadth):
    """Two narrow tables side by side under their captions, each cut to the rows that fit; returns the next y."""
    L = LANGS[lang]
    half = (width - rng.choice([18, 24, 36])) / 2
    bottoms = []
    for k in range(2):
        for attempt in range(30):
            header, body, roles = make_table(rng, lang, fmt, 3, breadth)
            if sum(column_widths(body, header, font, bold, size, size * style["pad"])) + 90 <= half:
                break
        else:
            continue
        if FONTS[family][0] is None:
            body = [[cell.replace("\u2212", "-") for cell in row] for row in body]
        x = margin + k * (width - half)
        doc.text(x, y - 11, L["caption"].format(n=k + 1, what=rng.choice(L["what"]))[:int(half / 5)], bold, 9)
        rows, bottom, cells = draw_table(doc, rng, x, y - 22, half, header, body, roles, style, font, bold, size,
                                         margin + 30)
        if rows:
            truth.append((doc.page, cells))
            bottoms.append(bottom)
    return (min(bottoms) if bottoms else y) - 14


def generate(path_stem, rng, font_names, breadth=False, text_tables=False, row_groups=False):
    lang = rng.choice(list(LANGS))
    L = LANGS[lang]
    fmt = rng.choice(FORMATS[lang] + (FINANCE_FORMATS[lang] if FINANCE["on"] else []) + (REPORT_FORMATS[lang] if REPORT["on"] else []))
    size_name = rng.choice(["a4", "a4", "letter"])
    pagesize = A4 if size_name == "a4" else letter
    if rng.random() < 0.15:
        pagesize = landscape(pagesize)
    turned = TURNED["on"] and rng.random() < 0.5
    family = rng.choice(list(font_names))
    font, bold = font_names[family]
    size = rng.choice([7, 8, 8, 9, 9, 10, 11])
    style = dict(rules=rng.choice(["grid", "booktabs", "booktabs", "header", "none"]),
                 shade_header=rng.random() < 0.25, zebra=rng.random() < 0.15, pad=rng.choice([0.15, 0.3, 0.45]))
    if breadth:
        style["align"] = rng.choice(["right", "right", "right", "center", "left"])
        style["fills_under_rules"] = True
    if REPORT["on"]:
        style["total_rule"] = rng.random() < 0.5
    doc = Doc(path_stem + ".pdf", pagesize, font_names, rng, turned)
    margin = rng.choice([50, 60, 72])
    width = doc.w - 2 * margin
    y = doc.h - margin
    truth = []
    # title and prose (one or two columns)
    doc.text(margin, y - 16, rng.choice(L["what"]), bold, 16)
    y -= 40
    if rng.random() < 0.4:
        colw = (width - 20) / 2
        y1 = doc.paragraph(margin, y, colw, L["prose"], font, 9.5)
        doc.paragraph(margin + colw + 20, y, colw, L["prose"], font, 9.5)
        y = y1
    else:
        y = doc.paragraph(margin, y, width, L["prose"], font, 9.5)
    ntables = rng.choice([1, 1, 1, 2])
    if DECOYS["on"] and rng.random() < 0.5:
        y = draw_decoy(doc, rng, lang, fmt, margin, y, width, font, bold)
    if SIDE["on"] and rng.random() < 0.4:
        y = side_by_side(doc, rng, lang, fmt, margin, y, width, style, font, bold, size, family, truth, breadth)
        ntables = 0
    for n in range(1, ntables + 1):
        # a table is made again, narrower, until its stub column gets 110 pt: tables are laid out to fit
        table_w = width if rng.random() < 0.7 else width * rng.uniform(0.6, 0.9)
        UNIT_LINES["above"] = None
        for attempt in range(20):
            if row_groups and attempt == 0 and rng.random() < 0.4:
                header, body, roles = make_row_groups(rng, lang, fmt)
            elif text_tables and attempt == 0 and rng.random() < 0.4:
                header, body, roles = make_register(rng, lang, fmt)
            else:
                header, body, roles = make_table(rng, lang, fmt, max(3, 9 - attempt // 2), breadth)
            if sum(column_widths(body, header, font, bold, size, size * style["pad"])) + 110 <= table_w:
                break
        else:
            table_w = width
        if FONTS[family][0] is None:  # a standard Type 1 font's encoding has no minus sign
            body = [[cell.replace("\u2212", "-") for cell in row] for row in body]
        caption = L["caption"].format(n=n, what=rng.choice(L["what"]))
        x = margin if table_w == width or rng.random() < 0.5 else margin + (width - table_w) / 2
        caption_below = rng.random() < 0.2
        if y < margin + 120:
            doc.new_page()
            y = doc.h - margin
        if not caption_below:
            doc.text(margin, y - 11, caption, bold, 10)
            y -= 22
        if UNIT_LINES["above"]:
            # the table's unit right above it at its right edge, not the table's (`--units`)
            cols = column_widths(body, header, font, bold, size, size * style["pad"])
            right = x + min(200, table_w - sum(cols)) + sum(cols)  # as draw_table lays the columns out
            above = UNIT_LINES["above"]
            doc.text(right - pdfmetrics.stringWidth(above, font, 8), y - 9, above, font, 8)
            y -= 14
        rows, bottom, cells = draw_table(doc, rng, x, y, table_w, header, body, roles, style, font, bold, size, margin + 30)
        truth.append((doc.page, cells))
        y = bottom - 14
        # the rest runs onto the next page, with the header repeated or not
        rest_body, rest_roles = body[rows:], roles[rows:]
        while rest_body:
            doc.new_page()
            y = doc.h - margin
            if REPORT["on"] and rng.random() < 0.7:
                doc.text(margin, y - 11, caption + " " + CONTINUED[lang], bold, 10)
                y -= 22
            repeat = rng.random() < 0.6
            hdr = header if repeat else []
            if not repeat:
                # a continuation without its header: rows start at 0 in ICDAR's per-region numbering
                rows, bottom, cells = draw_table(doc, rng, x, y, table_w, [], rest_body, rest_roles, style, font, bold, size, margin + 30)
            else:
                rows, bottom, cells = draw_table(doc, rng, x, y, table_w, hdr, rest_body, rest_roles, style, font, bold, size, margin + 30)
            if rows == 0:
                break
            truth.append((doc.page, cells))
            rest_body, rest_roles = rest_body[rows:], rest_roles[rows:]
            y = bottom - 14
        if caption_below:
            doc.text(margin, y - 8, caption, bold, 10)
            y -= 22
        if REPORT["on"] and rng.random() < 0.5:
            for k, note in enumerate(rng.sample(FOOTNOTES[lang], rng.randint(1, 3))):
                doc.text(margin, y - 8, f"{k + 1}) {note}" if rng.random() < 0.5 else f"({k + 1}) {note}", font, 7.5)
                y -= 10
            y -= 4
        if rng.random() < 0.6:
            doc.text(margin, y - 8, L["source"], font, 7.5)
            y -= 22
        if rng.random() < 0.5 and y > margin + 80:
            y = doc.paragraph(margin, y - 6, width, L["prose"], font, 9.5)
        if DECOYS["on"] and rng.random() < 0.6:
            if y < margin + 260:
                doc.new_page()
                y = doc.h - margin
            y = draw_decoy(doc, rng, lang, fmt, margin, y, width, font, bold)
    doc.c.showPage()
    doc.c.save()
    write_truth(path_stem, truth)
    return lang, family, style


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out")
    ap.add_argument("--count", type=int, default=60)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--breadth", action="store_true",
                    help="also draw section rows, a unit column, footnote marks and figures centred or set left")
    ap.add_argument("--row-groups", action="store_true",
                    help="also draw tables of groups (countries) over two or three rows each (years, sub-groups)")
    ap.add_argument("--text-tables", action="store_true",
                    help="also draw registers: names, descriptions wrapping onto several lines, a status, a date, an amount")
    ap.add_argument("--finance", action="store_true",
                    help="also draw budget and accounts tables: currency signs set apart, units rows, negatives in "
                         "parentheses, Swiss and narrow-space thousands, a rule over the total")
    ap.add_argument("--report", action="store_true",
                    help="also draw what government and statistical reports print: three-level headers, footnote "
                         "marks on heads and labels, en-dash negatives, thousands separators of several countries, "
                         "'..' '[x]' 'z' for no data, a notes column wrapping over lines, sub-rows indented on two "
                         "levels, a rule over the total, '(continued)' captions, numbered notes under the table")
    ap.add_argument("--turned", action="store_true",
                    help="also store half the pages as portrait media boxes turned to landscape by /Rotate 90")
    ap.add_argument("--side-by-side", action="store_true",
                    help="also set two narrow tables side by side, each under its caption")
    ap.add_argument("--units", action="store_true",
                    help="also print the figures' unit under the column heads, in the stub's head, or right above "
                         "the table ('EUR million', 'in %', 'Tonnen', '(x 1 000)')")
    ap.add_argument("--decoys", action="store_true",
                    help="also draw what lines up in columns but is no table: charts with axis ticks and labels, "
                         "key facts blocks, notes in columns, prose in two columns with figures")
    args = ap.parse_args()
    DECOYS["on"] = args.decoys
    UNIT_LINES["on"] = args.units
    TURNED["on"] = args.turned
    SIDE["on"] = args.side_by_side
    FINANCE["on"] = args.finance
    REPORT["on"] = args.report
    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(args.seed)
    fonts = register_fonts()
    for i in range(args.count):
        stem = os.path.join(args.out, f"gt-{i:03d}")
        lang, family, style = generate(stem, rng, fonts, args.breadth, args.text_tables, args.row_groups)
        print(f"{stem}.pdf {lang} {family} {style['rules']}{' shaded' if style['shade_header'] else ''}{' zebra' if style['zebra'] else ''}"
              f"{' figures ' + style['align'] if style.get('align', 'right') != 'right' else ''}")


if __name__ == "__main__":
    main()
