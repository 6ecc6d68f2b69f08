// Opening a 1-bit image by a long thin line (`pixOpenBrick` with a length × 1 or 1 × length brick) keeps exactly the
// pixels that lie in a run of at least that length; Leptonica erodes and dilates one pixel shift at a time (`length`
// whole-image raster operations each way), here the runs are doubled instead (a run of 2m starts where a run of m
// starts and another m further on), about 2·log2(length) operations each way: the same pixels, bit for bit.
#include <stdlib.h>
#include <leptonica/allheaders.h>
#include "clongruns.h"

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

PIX *clr_long_runs(PIX *pixs, int length, int horizontal) {
    PIX *runs = pixCopy(NULL, pixs);
    PIX *scratch = pixCopy(NULL, pixs);
    if (!runs || !scratch || gather(runs, scratch, length, 1, horizontal, PIX_SRC & PIX_DST)
        || gather(runs, scratch, length, -1, horizontal, PIX_SRC | PIX_DST) || pixSetPadBits(runs, 0)) {
        pixDestroy(&runs);
    }
    pixDestroy(&scratch);
    return runs;
}
