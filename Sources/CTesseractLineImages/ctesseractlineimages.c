// Tesseract 5 hands every text line to its LSTM through an `ImageData`, which stores the line image as PNG
// (`pixWriteMem(..., IFF_PNG)`, zlib's default level 6) and decodes it again at once: deflate alone was 8–9 % of
// a run's CPU on phone photos (perf, `ImageData::SetPixInternal`), paid again by every line `reread`, `line_vote`
// and `receipt_reread` read. PNG is lossless, so the level changes the bytes, never the pixels the LSTM reads.
// This definition of `pixWriteMem` in the executable (exported with `--export-dynamic-symbol`, Package.swift) is
// the one libtesseract's calls bind to; for calls from libtesseract it asks Leptonica for zlib level 0 (stored)
// through the pix's `special` field (pngio.c: 10 + level), and hands every call to Leptonica's own function.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <leptonica/allheaders.h>
#include <string.h>
#include "ctesseractlineimages.h"

typedef l_ok (*WriteMem)(l_uint8 **, size_t *, PIX *, l_int32);

static WriteMem leptonicaWriteMem;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static atomic_ulong uncompressed;
static atomic_int enabled = 1;

static void setUp(void) { leptonicaWriteMem = (WriteMem)dlsym(RTLD_NEXT, "pixWriteMem"); }

l_ok pixWriteMem(l_uint8 **pdata, size_t *psize, PIX *pix, l_int32 format) {
    pthread_once(&once, setUp);
    if (!leptonicaWriteMem) return 1;
    Dl_info caller;
    if (format == IFF_PNG && pix && atomic_load(&enabled) && dladdr(__builtin_return_address(0), &caller)
        && caller.dli_fname && strstr(caller.dli_fname, "libtesseract")) {
        // The line image is Tesseract's own temporary cut (`special` 0); it is left as it was found.
        pixSetSpecial(pix, 10);
        l_ok result = leptonicaWriteMem(pdata, psize, pix, format);
        pixSetSpecial(pix, 0);
        atomic_fetch_add(&uncompressed, 1);
        return result;
    }
    return leptonicaWriteMem(pdata, psize, pix, format);
}

unsigned long ctli_uncompressed_writes(void) { return atomic_load(&uncompressed); }

void ctli_set_enabled(int on) { atomic_store(&enabled, on ? 1 : 0); }
