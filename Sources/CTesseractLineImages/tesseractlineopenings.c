// Tesseract's layout analysis finds rulings (`LineFinder::FindAndRemoveLines`, every page read in automatic mode) by
// opening the page's 1-bit image with a 1 × (resolution / 4) and a (resolution / 4) × 1 brick: `pixOpenBrick`, which
// Leptonica does one pixel shift at a time, 2 × 75 whole-image raster operations each way at 300 dpi — 2.4 % of
// a run's CPU on phone photos (perf). Opening by a line segment keeps exactly the pixels that lie in a run of at
// least its length, so the runs are doubled instead (a run of 2m starts where a run of m starts and another m
// further on), about 2·log2(length) operations each way: the same pixels, bit for bit.
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
#include "ctesseractlineimages.h"

typedef PIX *(*OpenBrick)(PIX *, PIX *, l_int32, l_int32);

static OpenBrick leptonicaOpenBrick;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static atomic_ulong doubled;
static atomic_int enabled = 1;

static void setUp(void) { leptonicaOpenBrick = (OpenBrick)dlsym(RTLD_NEXT, "pixOpenBrick"); }

/// `target`(p) op= `source`(p + `shift`) along rows (`horizontal`) or columns, `shift` > 0 reading ahead (p + shift
/// outside the image: off, so an AND clears the last `shift` pixels) and < 0 behind. 0 on success.
static int combine(PIX *target, PIX *source, int shift, int horizontal, int op) {
    l_int32 w = pixGetWidth(target), h = pixGetHeight(target);
    int extent = horizontal ? w : h, span = extent - abs(shift);
    if (span <= 0) return op == (PIX_SRC | PIX_DST) ? 0 : pixClearAll(target);
    int from = shift > 0 ? shift : 0, to = shift > 0 ? 0 : -shift;
    int failed = horizontal ? pixRasterop(target, to, 0, span, h, op, source, from, 0)
                            : pixRasterop(target, 0, to, w, span, op, source, 0, from);
    if (failed || op != (PIX_SRC & PIX_DST) || shift <= 0) return failed;
    return horizontal ? pixRasterop(target, span, 0, shift, h, PIX_CLR, NULL, 0, 0)
                      : pixRasterop(target, 0, span, w, shift, PIX_CLR, NULL, 0, 0);
}

/// `pix`(p) becomes the op (AND: a run starts at p; OR: p lies within `length` after an on pixel) of the `length`
/// pixels from p on (`sign` 1) or back (-1), in place, by doubling: m the largest power of two ≤ `length`, the m
/// pixels twice, `length` - m apart, overlap to cover all `length`. `scratch` is a copy-sized buffer. 0 on success.
static int gather(PIX *pix, PIX *scratch, int length, int sign, int horizontal, int op) {
    int covered = 1;
    while (2 * covered <= length) {
        if (!pixCopy(scratch, pix) || combine(pix, scratch, sign * covered, horizontal, op)) return 1;
        covered *= 2;
    }
    if (covered < length) {
        if (!pixCopy(scratch, pix) || combine(pix, scratch, sign * (length - covered), horizontal, op)) return 1;
    }
    return 0;
}

/// The pixels of the 1-bit `pixs` in a run of at least `length` on pixels along rows or columns; NULL on failure.
static PIX *longRuns(PIX *pixs, int length, int horizontal) {
    PIX *runs = pixCopy(NULL, pixs);
    PIX *scratch = pixCopy(NULL, pixs);
    if (!runs || !scratch || gather(runs, scratch, length, 1, horizontal, PIX_SRC & PIX_DST)
        || gather(runs, scratch, length, -1, horizontal, PIX_SRC | PIX_DST) || pixSetPadBits(runs, 0)) {
        pixDestroy(&runs);
    }
    pixDestroy(&scratch);
    return runs;
}

PIX *ctli_leptonica_open_brick(PIX *pixd, PIX *pixs, l_int32 hsize, l_int32 vsize) {
    pthread_once(&once, setUp);
    return leptonicaOpenBrick ? leptonicaOpenBrick(pixd, pixs, hsize, vsize) : NULL;
}

PIX *ctli_long_runs(PIX *pixs, l_int32 hsize, l_int32 vsize) {
    return longRuns(pixs, hsize > 1 ? hsize : vsize, hsize > 1);
}

PIX *pixOpenBrick(PIX *pixd, PIX *pixs, l_int32 hsize, l_int32 vsize) {
    pthread_once(&once, setUp);
    if (!leptonicaOpenBrick) return NULL;
    Dl_info caller;
    if (!pixd && pixs && pixGetDepth(pixs) == 1 && ((hsize == 1 && vsize > 2) || (vsize == 1 && hsize > 2))
        && getMorphBorderPixelColor(L_MORPH_ERODE, 1) == 0 && atomic_load(&enabled)
        && dladdr(__builtin_return_address(0), &caller) && caller.dli_fname && strstr(caller.dli_fname, "libtesseract")) {
        PIX *runs = longRuns(pixs, hsize > 1 ? hsize : vsize, hsize > 1);
        if (runs) {
            atomic_fetch_add(&doubled, 1);
            return runs;
        }
    }
    return leptonicaOpenBrick(pixd, pixs, hsize, vsize);
}

unsigned long ctli_doubled_openings(void) { return atomic_load(&doubled); }

void ctli_set_doubled_openings(int on) { atomic_store(&enabled, on ? 1 : 0); }
