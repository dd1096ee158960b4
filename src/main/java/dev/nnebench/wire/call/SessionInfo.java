package dev.nnebench.wire.call;

/**
 * What a call handler may need to know about its session.
 *
 * @param user the logged-in user
 * @param serviceName the service the client connected to
 * @param encryption the negotiated encryption in the driver's vocabulary (e.g. AES256), or null
 * @param checksum the negotiated checksum (e.g. SHA512), or null
 * @param ttcFieldVersion the negotiated TTC field version, which selects message layouts
 * @param duplicateColumnCompression whether rows may omit values repeated from the previous row
 */
public record SessionInfo(
    String user,
    String serviceName,
    String encryption,
    String checksum,
    int ttcFieldVersion,
    boolean duplicateColumnCompression) {}
