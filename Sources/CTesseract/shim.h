// Leptonica first: capi.h declares struct Pix without defining it.
#include <leptonica/allheaders.h>
#include <tesseract/capi.h>
