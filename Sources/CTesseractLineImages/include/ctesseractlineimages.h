// Tesseract's line images written without compression (see ctesseractlineimages.c).
#ifndef CTESSERACTLINEIMAGES_H
#define CTESSERACTLINEIMAGES_H

/// How many of Tesseract's line images this process has written uncompressed so far (0 when the interposition
/// is not in effect: the executable does not export `pixWriteMem`).
unsigned long ctli_uncompressed_writes(void);

/// Off (0): Tesseract's line images are written as the library does (zlib level 6); on (1, the default).
void ctli_set_enabled(int on);

#endif
