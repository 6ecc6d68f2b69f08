/// Why an image could not be read or processed. Each case names the file and the reason.
public enum ImagingError: Error, Hashable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    case tooLarge(file: String, width: Int, height: Int, limit: Int)
    case operationFailed(operation: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "\(file): cannot decode image: \(reason)"
        case .tooLarge(let file, let width, let height, let limit):
            return "\(file): image is \(width)×\(height) pixels, over the limit of \(limit) pixels; "
                + "raise decode.max_pixels in the pipeline if the file is genuine"
        case .operationFailed(let operation):
            return "image operation failed: \(operation)"
        }
    }
}
