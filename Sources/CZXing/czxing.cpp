// Thin shim: converts zxing-cpp results into plain C structs. No state, no globals: thread safe as
// zxing-cpp's ReadBarcodes is.
#define ZX_USE_UTF8 1
#include "czxing.h"

#include <ZXing/ReadBarcode.h>

#include <cstdlib>
#include <cstring>
#include <exception>
#include <algorithm>
#include <string>
#include <vector>

static char *copyString(const std::string &s) {
    char *out = static_cast<char *>(std::malloc(s.size() + 1));
    if (out) std::memcpy(out, s.c_str(), s.size() + 1);
    return out;
}

static void append(czx_results &out, size_t &capacity, const ZXing::Result &r, int dy = 0) {
    if (!r.isValid()) return;
    if (out.count == static_cast<int>(capacity)) {
        size_t grown = capacity ? capacity * 2 : 8;
        auto *items = static_cast<czx_result *>(std::realloc(out.items, grown * sizeof(czx_result)));
        if (!items) return;
        out.items = items;
        capacity = grown;
    }
    czx_result &item = out.items[out.count++];
    std::memset(&item, 0, sizeof item);
    item.format = ZXing::ToString(r.format());
    item.text = copyString(r.text());
    const auto &bytes = r.bytes();
    item.byte_count = bytes.size();
    item.bytes = static_cast<uint8_t *>(std::malloc(bytes.size() ? bytes.size() : 1));
    if (item.bytes && !bytes.empty()) std::memcpy(item.bytes, bytes.data(), bytes.size());
    std::strncpy(item.symbology_id, r.symbologyIdentifier().c_str(), sizeof item.symbology_id - 1);
    const auto &p = r.position();
    for (int i = 0; i < 4; ++i) {
        item.x[i] = p[i].x;
        item.y[i] = p[i].y + dy;
    }
}

/// Reads linear codes one at a time from `copy`, whitening each one found before reading again.
static void readLinear(czx_results &out, size_t &capacity, std::vector<uint8_t> &copy, int width, int height,
                       const ZXing::DecodeHints &hints) {
    for (int round = 0; round < 16; ++round) {
        auto r = ZXing::ReadBarcode(ZXing::ImageView(copy.data(), width, height, ZXing::ImageFormat::Lum), hints);
        if (!r.isValid()) break;
        append(out, capacity, r);
        const auto &p = r.position();
        int x0 = width, x1 = 0, y0 = height, y1 = 0;
        for (int i = 0; i < 4; ++i) {
            x0 = std::min(x0, p[i].x); x1 = std::max(x1, p[i].x);
            y0 = std::min(y0, p[i].y); y1 = std::max(y1, p[i].y);
        }
        // A linear code is located by its scan lines: widen the box to cover its bars' height.
        int padX = 16, padY = std::max(24, (x1 - x0) / 2);
        x0 = std::max(0, x0 - padX); x1 = std::min(width - 1, x1 + padX);
        y0 = std::max(0, y0 - padY); y1 = std::min(height - 1, y1 + padY);
        if (x1 < x0 || y1 < y0) break;
        for (int y = y0; y <= y1; ++y) std::memset(&copy[static_cast<size_t>(y) * width + x0], 255, x1 - x0 + 1);
    }
}

extern "C" czx_results czx_read(const uint8_t *gray, int width, int height, int stride, const char *formats,
                                int try_harder) {
    czx_results out = {nullptr, 0, nullptr};
    size_t capacity = 0;
    try {
        ZXing::BarcodeFormats wanted = (formats && *formats) ? ZXing::BarcodeFormatsFromString(formats)
                                                             : ZXing::BarcodeFormats(ZXing::BarcodeFormat::Any);
        ZXing::DecodeHints hints;
        hints.setTryHarder(try_harder != 0);
        hints.setTryRotate(try_harder != 0);
        // Add-on digits (EAN-2/5) are reported with their main symbol, as printed on books and magazines.
        hints.setEanAddOnSymbol(ZXing::EanAddOnSymbol::Read);
        // Codabar's start and stop characters (A–D) are part of what is printed; ZBar reports them too.
        hints.setReturnCodabarStartEnd(true);

        // Matrix codes: every symbol in one pass.
        auto matrix = wanted & ZXing::BarcodeFormats(ZXing::BarcodeFormat::MatrixCodes);
        if (!matrix.empty()) {
            hints.setFormats(matrix);
            for (const auto &r : ZXing::ReadBarcodes(ZXing::ImageView(gray, width, height, ZXing::ImageFormat::Lum, stride), hints))
                append(out, capacity, r);
        }
        // zxing-cpp 1.4's Data Matrix detector (tryHarder) looks for a symbol only along the image's middle row:
        // on a page, one printed elsewhere is never found (a generated invoice's symbol read in a 600-row band
        // whose middle row crosses it, missed on the page and on bands beside it). So on tall images Data Matrix
        // is looked for again in bands of rows whose middle rows sweep the page; the caller merges repeats.
        const int bandStep = 80, bandHeight = 400;
        if (wanted.testFlag(ZXing::BarcodeFormat::DataMatrix) && height > 2 * bandHeight) {
            hints.setFormats(ZXing::BarcodeFormat::DataMatrix);
            for (int middle = bandStep / 2; middle < height; middle += bandStep) {
                int y0 = std::max(0, std::min(height - bandHeight, middle - bandHeight / 2));
                ZXing::ImageView band(gray + static_cast<size_t>(y0) * stride, width, bandHeight, ZXing::ImageFormat::Lum, stride);
                for (const auto &r : ZXing::ReadBarcodes(band, hints)) append(out, capacity, r, y0);
            }
        }
        // Linear codes: Debian's zxing-cpp 1.4 is built with assertions, and comparing two linear results
        // while collecting several aborts the process (`Result::operator==`, "lineCount() == 1";
        // zxing-cpp issues #516, #740). So read one at a time, whiten it, and read again.
        auto linear = wanted & ZXing::BarcodeFormats(ZXing::BarcodeFormat::LinearCodes);
        auto databar = linear & (ZXing::BarcodeFormat::DataBar | ZXing::BarcodeFormat::DataBarExpanded);
        ZXing::BarcodeFormats others;
        for (auto f : linear) if (!databar.testFlag(f)) others |= f;
        std::vector<uint8_t> copy(static_cast<size_t>(width) * height);
        // DataBar trips the same assertion when tryHarder scans many rows (issue #516): read it without.
        for (int pass = 0; pass < 2; ++pass) {
            auto set = pass == 0 ? others : databar;
            if (set.empty()) continue;
            hints.setFormats(set);
            hints.setMaxNumberOfSymbols(1);
            hints.setTryHarder(pass == 0 && try_harder != 0);
            for (int y = 0; y < height; ++y) std::memcpy(&copy[static_cast<size_t>(y) * width], gray + static_cast<size_t>(y) * stride, width);
            readLinear(out, capacity, copy, width, height, hints);
        }
    } catch (const std::exception &e) {
        out.error = copyString(e.what());
    } catch (...) {
        out.error = copyString("unknown zxing-cpp exception");
    }
    return out;
}

extern "C" void czx_results_free(czx_results *results) {
    if (!results) return;
    for (int i = 0; i < results->count; ++i) {
        std::free(results->items[i].text);
        std::free(results->items[i].bytes);
    }
    std::free(results->items);
    std::free(results->error);
    results->items = nullptr;
    results->count = 0;
    results->error = nullptr;
}
