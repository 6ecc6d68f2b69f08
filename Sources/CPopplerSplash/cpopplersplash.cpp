#include "cpopplersplash.h"

#include <poppler/cpp/poppler-document.h>
#include <poppler/cpp/poppler-global.h>
#include <poppler/cpp/poppler-image.h>
#include <poppler/cpp/poppler-page-renderer.h>
#include <poppler/cpp/poppler-page.h>

#include <climits>
#include <cstdio>
#include <cstring>
#include <memory>

namespace {
int fail(char *error, size_t length, const char *reason) {
    if (error && length > 0) std::snprintf(error, length, "%s", reason);
    return -1;
}
}

int cps_render_gray(const char *data, size_t length, int page_index, double dpi, int width, int height,
                    uint8_t *out, char *error, size_t error_length) {
    if (!data || !out || width <= 0 || height <= 0 || length > size_t(INT_MAX)) return fail(error, error_length, "bad arguments");
    // poppler-cpp prints the library's complaints about a damaged stream to stderr by default; a failed render
    // is reported through `error`, and nothing reaches the terminal raw.
    static const bool silenced = (poppler::set_debug_error_function([](const std::string &, void *) {}, nullptr), true);
    (void)silenced;
    try {
        // load_from_raw_data keeps a pointer to `data`: it outlives the document, which dies in this call.
        std::unique_ptr<poppler::document> document(poppler::document::load_from_raw_data(data, int(length)));
        if (!document || document->is_locked()) return fail(error, error_length, "Poppler cannot open the document");
        if (page_index < 0 || page_index >= document->pages()) return fail(error, error_length, "no such page");
        std::unique_ptr<poppler::page> page(document->create_page(page_index));
        if (!page) return fail(error, error_length, "Poppler cannot open the page");
        poppler::page_renderer renderer;
        // pdftoppm's defaults: shapes and text anti-aliased.
        renderer.set_render_hints(poppler::page_renderer::antialiasing | poppler::page_renderer::text_antialiasing);
        renderer.set_image_format(poppler::image::format_gray8);
        renderer.set_paper_color(0xFFFFFFFF);
        poppler::image image = renderer.render_page(page.get(), dpi, dpi, 0, 0, width, height);
        if (!image.is_valid() || image.width() != width || image.height() != height)
            return fail(error, error_length, "Splash could not render the page");
        const char *rows = image.const_data();
        const int stride = image.bytes_per_row();
        for (int y = 0; y < height; ++y) std::memcpy(out + size_t(y) * size_t(width), rows + size_t(y) * size_t(stride), size_t(width));
        return 0;
    } catch (const std::bad_alloc &) {
        return fail(error, error_length, "out of memory");
    } catch (...) {
        return fail(error, error_length, "Poppler failed");
    }
}
