// Tesseract's layout analysis finds rulings (`LineFinder::FindAndRemoveLines`, every page read in automatic mode) by
// opening the page's 1-bit image with a 1 × (resolution / 4) and a (resolution / 4) × 1 brick: `pixOpenBrick`, which
// Leptonica does one pixel shift at a time, 2 × 75 whole-image raster operations each way at 300 dpi — 2.4 % of
// a run's CPU on phone photos (perf). The same pixels come from doubling runs (CLongRuns), about 2·log2(length)
// operations each way.
// This definition of `pixOpenBrick` in the executable (exported with `--export-dynamic-symbol`, Package.swift) is the
// one libtesseract's calls bind to; it takes the 1-D openings libtesseract asks for into a new image, under
// Leptonica's default boundary condition (pixels outside the image off), and hands every other call on.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <leptonica/allheaders.h>
#include "clongruns.h"
#include "ctesseractlineimages.h"

typedef PIX *(*OpenBrick)(PIX *, PIX *, l_int32, l_int32);

static OpenBrick leptonicaOpenBrick;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static atomic_ulong doubled;
static atomic_int enabled = 1;

static void setUp(void) { leptonicaOpenBrick = (OpenBrick)dlsym(RTLD_NEXT, "pixOpenBrick"); }

PIX *ctli_leptonica_open_brick(PIX *pixd, PIX *pixs, l_int32 hsize, l_int32 vsize) {
    pthread_once(&once, setUp);
    return leptonicaOpenBrick ? leptonicaOpenBrick(pixd, pixs, hsize, vsize) : NULL;
}

PIX *pixOpenBrick(PIX *pixd, PIX *pixs, l_int32 hsize, l_int32 vsize) {
    pthread_once(&once, setUp);
    if (!leptonicaOpenBrick) return NULL;
    Dl_info caller;
    if (!pixd && pixs && pixGetDepth(pixs) == 1 && ((hsize == 1 && vsize > 2) || (vsize == 1 && hsize > 2))
        && getMorphBorderPixelColor(L_MORPH_ERODE, 1) == 0 && atomic_load(&enabled)
        && dladdr(__builtin_return_address(0), &caller) && caller.dli_fname && strstr(caller.dli_fname, "libtesseract")) {
        PIX *runs = clr_long_runs(pixs, hsize > 1 ? hsize : vsize, hsize > 1);
        if (runs) {
            atomic_fetch_add(&doubled, 1);
            return runs;
        }
    }
    return leptonicaOpenBrick(pixd, pixs, hsize, vsize);
}

unsigned long ctli_doubled_openings(void) { return atomic_load(&doubled); }

void ctli_set_doubled_openings(int on) { atomic_store(&enabled, on ? 1 : 0); }
