// A plain-C face for poppler-cpp's page renderer (Debian libpoppler-cpp-dev), which draws with Poppler's Splash
// backend, as pdftoppm does. Splash scales an embedded image row by row as it decodes it; poppler-glib's cairo
// backend decodes every image whole at its own size, 4 bytes a pixel, whatever size it is drawn at.
#ifndef CPOPPLERSPLASH_H
#define CPOPPLERSPLASH_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Renders page `page_index` (0-based) of the PDF in `data` at `dpi`, as 8-bit grey, into `out`: `width` ×
/// `height` bytes, rows top to bottom, no padding (the caller's size for the page at `dpi`; the rendering is the
/// slice of the page from its top-left corner). Returns 0, or -1 with a NUL-terminated reason in `error`.
int cps_render_gray(const char *data, size_t length, int page_index, double dpi, int width, int height,
                    uint8_t *out, char *error, size_t error_length);

#ifdef __cplusplus
}
#endif

#endif
