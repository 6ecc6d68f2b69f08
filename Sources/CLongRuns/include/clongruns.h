// A 1-bit image's long runs by doubling (see longruns.c): the one home of the opening that layout's ruling finder
// (`Image.longRuns`) and libtesseract's interposed `pixOpenBrick` (CTesseractLineImages) both use.
#ifndef CLONGRUNS_H
#define CLONGRUNS_H

struct Pix;

/// The on pixels of the 1-bit `pixs` that lie in a run of at least `length` on pixels along rows (`horizontal` 1) or
/// columns (0): exactly what `pixOpenBrick` with a `length` × 1 or 1 × `length` brick keeps under Leptonica's default
/// boundary condition (pixels outside the image off), row padding cleared. A new image; NULL on failure.
struct Pix *clr_long_runs(struct Pix *pixs, int length, int horizontal);

#endif
