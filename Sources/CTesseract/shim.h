// Leptonica first: capi.h declares struct Pix without defining it.
#include <leptonica/allheaders.h>
#include <tesseract/capi.h>
// malloc_trim: an unloaded model's freed memory goes back to the system (OCR's TesseractHandle).
#include <malloc.h>
