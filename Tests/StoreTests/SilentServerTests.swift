import Foundation
import Testing
@testable import Store

/// A PostgreSQL address where something accepts the connection but never answers (a hung server, a
/// firewall that swallows packets past the handshake): opening the store gives up after libpq's connect
/// timeout with an error naming the address, instead of holding a worker or a watcher forever.
@Suite struct SilentServerTests {
    @Test func aServerThatNeverAnswersIsGivenUpAfterTheConnectTimeout() throws {
        let listener = try SilentListener()
        defer { listener.close() }
        let url = "postgresql://folio@127.0.0.1:\(listener.port)/folio"
        let started = Date()
        let error = #expect(throws: StoreError.self) { _ = try PGConnection(url: url) }
        let seconds = Date().timeIntervalSince(started)
        #expect(seconds >= 5 && seconds < 30, "gave up after \(seconds) s; the default connect timeout is 10 s")
        #expect(error?.description.contains("127.0.0.1") == true)
        #expect(error?.description.contains("timeout") == true, "\(String(describing: error))")
        #expect(error?.isConnectionLost == true, "a failed connection is one the caller may retry")
    }

    /// A TCP socket on a free loopback port that listens and never accepts: the kernel completes the
    /// handshake from the backlog, and the client's startup packet is never answered.
    struct SilentListener {
        let descriptor: Int32
        let port: UInt16

        init() throws {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                    bind(descriptor, pointer, length) == 0 && listen(descriptor, 4) == 0
                        && getsockname(descriptor, pointer, &length) == 0
                }
            }
            guard bound else { Glibc.close(descriptor); throw POSIXError(.EADDRINUSE) }
            self.descriptor = descriptor
            port = UInt16(bigEndian: address.sin_port)
        }

        func close() { Glibc.close(descriptor) }
    }
}
