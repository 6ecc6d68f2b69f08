// Tesseract's line images written without compression (see ctesseractlineimages.c), and its rulings' 1-D openings
// done by doubling runs (see tesseractlineopenings.c).
#ifndef CTESSERACTLINEIMAGES_H
#define CTESSERACTLINEIMAGES_H

/// How many of Tesseract's line images this process has written uncompressed so far (0 when the interposition
/// is not in effect: the executable does not export `pixWriteMem`).
unsigned long ctli_uncompressed_writes(void);

/// Off (0): Tesseract's line images are written as the library does (zlib level 6); on (1, the default).
void ctli_set_enabled(int on);

struct Pix;

/// How many of libtesseract's 1-D `pixOpenBrick` calls this process has done by doubling runs (0 when the
/// interposition is not in effect: the executable does not export `pixOpenBrick`).
unsigned long ctli_doubled_openings(void);

/// Off (0): libtesseract's openings are Leptonica's own; on (1, the default).
void ctli_set_doubled_openings(int on);

/// Leptonica's own `pixOpenBrick`, whatever this process binds the name to.
struct Pix *ctli_leptonica_open_brick(struct Pix *pixd, struct Pix *pixs, int hsize, int vsize);

#endif
