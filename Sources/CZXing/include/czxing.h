// A plain-C face for zxing-cpp 1.4 (Debian libzxing-dev), whose API is C++ only.
// Swift imports this header; the implementation in czxing.cpp calls ZXing::ReadBarcodes.
#ifndef CZXING_H
#define CZXING_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One decoded symbol. `text` is UTF-8 (NUL-terminated), `bytes` the raw content; both owned by the
/// result list and freed by czx_results_free.
typedef struct czx_result {
    /// zxing-cpp's name for the format ("QRCode", "EAN-13", …), static storage.
    const char *format;
    char *text;
    uint8_t *bytes;
    size_t byte_count;
    /// Corners: top-left, top-right, bottom-right, bottom-left, in image pixels.
    int x[4];
    int y[4];
    /// ISO/IEC 15424 symbology identifier ("]C1" GS1-128, "]e0" DataBar, "]d2" GS1 DataMatrix, "]Q3" GS1 QR).
    char symbology_id[8];
} czx_result;

typedef struct czx_results {
    czx_result *items;
    int count;
    /// Non-NULL when zxing threw: the exception's message (owned; freed by czx_results_free).
    char *error;
} czx_results;

/// Decodes every symbol in an 8-bit grayscale image (`stride` bytes per row).
/// `formats` is a list such as "QRCode,EAN-13" (empty or NULL: every format zxing knows).
/// Always returns a list; free it with czx_results_free.
czx_results czx_read(const uint8_t *gray, int width, int height, int stride, const char *formats, int try_harder);

void czx_results_free(czx_results *results);

#ifdef __cplusplus
}
#endif

#endif
