// Thin shim: converts zxing-cpp results into plain C structs. No state, no globals: thread safe as
// zxing-cpp's ReadBarcodes is.
#define ZX_USE_UTF8 1
#include "czxing.h"

#include <ZXing/ReadBarcode.h>

#include <cstdlib>
#include <cstring>
#include <exception>
#include <string>

static char *copyString(const std::string &s) {
    char *out = static_cast<char *>(std::malloc(s.size() + 1));
    if (out) std::memcpy(out, s.c_str(), s.size() + 1);
    return out;
}

extern "C" czx_results czx_read(const uint8_t *gray, int width, int height, int stride, const char *formats,
                                int try_harder) {
    czx_results out = {nullptr, 0, nullptr};
    try {
        ZXing::ImageView view(gray, width, height, ZXing::ImageFormat::Lum, stride);
        ZXing::DecodeHints hints;
        hints.setTryHarder(try_harder != 0);
        hints.setTryRotate(try_harder != 0);
        // Add-on digits (EAN-2/5) are reported with their main symbol, as printed on books and magazines.
        hints.setEanAddOnSymbol(ZXing::EanAddOnSymbol::Read);
        if (formats && *formats) hints.setFormats(ZXing::BarcodeFormatsFromString(formats));
        auto results = ZXing::ReadBarcodes(view, hints);
        if (results.empty()) return out;
        out.items = static_cast<czx_result *>(std::calloc(results.size(), sizeof(czx_result)));
        if (!out.items) return out;
        for (const auto &r : results) {
            if (!r.isValid()) continue;
            czx_result &item = out.items[out.count++];
            item.format = ZXing::ToString(r.format());
            item.text = copyString(r.text());
            const auto &bytes = r.bytes();
            item.byte_count = bytes.size();
            item.bytes = static_cast<uint8_t *>(std::malloc(bytes.size() ? bytes.size() : 1));
            if (item.bytes && !bytes.empty()) std::memcpy(item.bytes, bytes.data(), bytes.size());
            const auto &p = r.position();
            for (int i = 0; i < 4; ++i) {
                item.x[i] = p[i].x;
                item.y[i] = p[i].y;
            }
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
