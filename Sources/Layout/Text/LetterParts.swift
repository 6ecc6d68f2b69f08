import DocModel

/// The printed words that tell a letter's parts, in the languages Folio reads (English, German, French, and
/// the neighbours a European business letter may use): the subject line, the salutation, the closing, and a
/// caption's opening word. Matched at a block's start, case-insensitively.
enum SubjectLine {
    /// "Re:", "Subject:", "Betreff:", "Objet :", "Concerne :", "Oggetto:", "Asunto:", "Onderwerp:", "Betreft:".
    static let labels = ["re", "subject", "subj", "betreff", "betr", "objet", "concerne", "oggetto", "asunto",
                         "onderwerp", "betreft", "ref", "regarding", "angelegenheit"]

    static func isSubjectLabel(_ text: String) -> Bool {
        let core = text.lowercased().filter { $0.isLetter }
        return labels.contains(core)
    }

    /// Whether the line opens with a subject label ("Re: Updated Payment Terms", "Objet : Relance").
    static func starts(_ line: Line) -> Bool {
        for end in line.words.indices.prefix(2) where line.words[end].text.hasSuffix(":") {
            let label = line.words[...end].map(\.text).joined(separator: " ")
            return isSubjectLabel(label) && line.words.count > end + 1
        }
        return false
    }
}

enum LetterParts {
    static let salutations = ["dear", "hello", "hi", "to whom it may concern", "sehr geehrte", "sehr geehrter",
                              "liebe", "lieber", "hallo", "guten tag", "madame", "monsieur", "mesdames", "messieurs",
                              "cher", "chère", "chers", "bonjour", "gentlemen", "ladies and gentlemen",
                              // Spanish, Italian, Dutch: the languages whose subject labels `SubjectLine` reads.
                              "estimado", "estimada", "estimados", "estimadas", "muy señor", "muy señora",
                              "muy señores", "apreciado", "apreciada", "distinguido", "distinguida", "querido", "querida",
                              "gentile", "gentili", "egregio", "egregia", "caro", "cara", "cari", "buongiorno",
                              "geachte", "beste", "lieve", "goedemorgen", "goedemiddag"]
    static let closings = ["yours sincerely", "sincerely", "yours faithfully", "yours truly", "best regards",
                           "kind regards", "warm regards", "regards", "best wishes", "respectfully", "with thanks",
                           "mit freundlichen grüßen", "mit freundlichen grüssen", "freundliche grüße", "viele grüße",
                           "beste grüße", "herzliche grüße", "hochachtungsvoll", "cordialement", "bien cordialement",
                           "sincères salutations", "veuillez agréer", "salutations distinguées", "bien à vous",
                           "je vous prie d'agréer", "meilleures salutations",
                           "atentamente", "muy atentamente", "saludos cordiales", "un saludo", "un cordial saludo",
                           "reciba un cordial saludo", "cordialmente", "cordiali saluti", "distinti saluti",
                           "saluti cordiali", "un cordiale saluto", "con i migliori saluti", "i migliori saluti",
                           "met vriendelijke groet", "met vriendelijke groeten", "vriendelijke groet", "met hartelijke groet",
                           "hoogachtend", "met de meeste hoogachting"]
    static let captions = ["figure", "fig", "table", "tab", "abbildung", "abb", "tabelle", "tableau", "graphique",
                           "chart", "exhibit", "illustration", "tabla", "figura", "gráfico", "tabella", "grafico",
                           "tabel", "figuur", "grafiek", "afbeelding", "tavola", "cuadro", "quadro", "tabela", "grafik", "schaubild", "diagramm"]

    /// Salutations that are also the titles in a recipient's name ("Monsieur Henri Roux", "Madame Claire
    /// Dubois"): a greeting only when punctuated as one ("Monsieur,", "Madame, Monsieur,").
    static let titleSalutations: Set<String> = ["madame", "monsieur", "mesdames", "messieurs"]

    /// A one-line greeting: a salutation word at the start, at most ten words; not a closing that opens with
    /// the same word (German "Beste Grüße" beside Dutch "Beste Anna,").
    static func isSalutation(_ lines: [Line]) -> Bool {
        guard lines.count == 1, lines[0].words.count <= 10 else { return false }
        let text = lines[0].text
        if opens(text, with: closings) { return false }
        if let first = lines[0].words.first?.text.lowercased().filter(\.isLetter), titleSalutations.contains(first),
           !(text.hasSuffix(",") || text.hasSuffix(":") || text.hasSuffix("!")) {
            return false
        }
        return opens(text, with: salutations)
    }

    /// A closing phrase opening the block, the block at most four short lines (the closing with a signature).
    static func isClosing(_ lines: [Line]) -> Bool {
        guard let first = lines.first, lines.count <= 4, first.words.count <= 10 else { return false }
        return opens(first.text, with: closings)
    }

    /// A name under a closing: at most four lines of at most six words, no sentence in them.
    static func isSignature(_ lines: [Line]) -> Bool {
        guard !lines.isEmpty, lines.count <= 4 else { return false }
        return lines.allSatisfy { $0.words.count <= 6 && !$0.text.hasSuffix(".") || $0.words.count <= 2 }
    }

    /// "Table 2: …", "Figure 3.", "Abbildung 4 –": a caption word, then a number.
    static func isCaption(_ lines: [Line]) -> Bool {
        guard let first = lines.first?.words, first.count >= 2, lines.count <= 3 else { return false }
        let word = first[0].text.lowercased().filter(\.isLetter)
        return captions.contains(word) && first[1].text.first?.isNumber == true
    }

    /// Roles for a page's paragraphs that are not prose: salutation, closing, the signature under a closing,
    /// captions. Prose paragraphs keep no role.
    static func assignRoles(_ blocks: inout [Block]) {
        // Signature blocks still expected under a closing: the name, and its position when the layout set it
        // apart ("Laura Carter" / "Accounts Manager", a line's gap wider than a paragraph's).
        var signatures = 0
        for i in blocks.indices {
            // A greeting or closing set a little larger (or measured so from OCR boxes) is still one, not a heading.
            if blocks[i].type == .heading, isSalutation(blocks[i].lines) || isClosing(blocks[i].lines) {
                blocks[i].type = .paragraph
                blocks[i].level = nil
            }
            guard blocks[i].type == .paragraph, blocks[i].role == nil else {
                if blocks[i].role != .header && blocks[i].role != .footer { signatures = 0 }
                continue
            }
            let lines = blocks[i].lines
            if isSalutation(lines) {
                blocks[i].role = .salutation
            } else if isClosing(lines) {
                blocks[i].role = .closing
                signatures = 2
                continue
            } else if signatures > 0, isSignature(lines) {
                blocks[i].role = .signature
                // A position apart from its name is one short line.
                signatures = lines.count == 1 ? signatures - 1 : 0
                continue
            } else if isCaption(lines) {
                blocks[i].role = .caption
            }
            signatures = 0
        }
    }

    private static func opens(_ text: String, with phrases: [String]) -> Bool {
        let lower = text.lowercased()
        return phrases.contains { phrase in
            guard lower.hasPrefix(phrase) else { return false }
            let rest = lower.dropFirst(phrase.count)
            return rest.first.map { !$0.isLetter } ?? true
        }
    }
}
