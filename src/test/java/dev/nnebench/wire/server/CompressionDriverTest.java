package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.query.ShapeFetch;
import dev.nnebench.wire.tns.CompressionLevel;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every ojdbc generation that offers compression (12.2 to 23: each has the zlib codec) fetches
 * exact rows from the double with {@code oracle.net.networkCompression=on} over TCP and TCPS; the
 * driver reports compression on, and the server's log line shows what it saved. Under NNE (AES256
 * + SHA256) and ezTLS only 23 takes part on its default (NIO) path: 12.2 to 21 throw a
 * NullPointerException there in their own codec once NNE is on (the channel that seals has no
 * compression buffers), which 12.2 avoids on its stream path ({@code oracle.jdbc.javaNetNio=false}).
 * 12.2 runs over TCP only: its TLS handshake with the double is not reliable (nor is it among
 * the drivers TcpsDriverTest proves). Sealed bodies hardly compress, so under NNE and ezTLS the
 * server's bytes on the wire stay close to the bytes before compression; under TCPS (TLS below
 * Oracle Net) they shrink.
 */
class CompressionDriverTest {
  /** Repetitive values, many packets: compresses well, and crosses the SDU many times. */
  private static final Shape SHAPE = new Shape(3000, 4, 100, 10, 1);

  @TempDir Path dir;

  @ParameterizedTest(name = "{0} over {1}, protection {2}, default path {3}")
  @CsvSource({
      "V23, TCP, none, true", "V23, TCPS, none, true",
      "V21, TCP, none, true", "V21, TCPS, none, true",
      "V19, TCP, none, true", "V19, TCPS, none, true",
      "V18, TCP, none, true", "V18, TCPS, none, true",
      "V12, TCP, none, true",
      "V23, TCP, AES256, true", "V23, TCPS, AES256, true",
      "V12, TCP, AES256, false",
      "V23, TCP, EZTLS, true", "V23, TCPS, EZTLS, true"})
  void shouldFetchExactRowsCompressed(DriverVersion driver, String transport, String protection,
      boolean nio) throws Exception {
    ServerOptions.Builder options = ServerOptions.builder()
        .compression(List.of(CompressionLevel.HIGH), 1024);
    try (TcpsDouble server = new TcpsDouble(dir, options)) {
      boolean tcps = transport.equals("TCPS");
      Map<String, String> p = compressing(protection, tcps);
      if (!nio) {
        p.put("oracle.jdbc.javaNetNio", "false"); // the stream path; otherwise the default
      }
      try (Connection c = tcps ? server.tcps(driver, p)
          : RealDrivers.SHORT.connect(driver, server.server.port(), p)) {
        ShapeFetch.run(c, SHAPE, 500).assertMatches(SHAPE, driver + " " + transport);
        assertTrue(NetworkCompression.enabled(c), "the driver's negotiated status");
      }
      String line = server.awaitLines(1).get(0);
      assertTrue(line.contains(" compression=high "), line);
      NetworkCompression.Counts out = NetworkCompression.sent(line);
      if (protection.equals("none") || sealedBelow(protection, tcps)) {
        assertTrue(out.wire() * 5 < out.raw(), "compressible rows, sent " + line);
      } else {
        assertTrue(out.wire() * 10 > out.raw() * 9, "sealed rows hardly compress: " + line);
      }
    }
  }

  /* ezTLS over TCPS binds the TCPS session after logon: TLS below Oracle Net, as plain TCPS. */
  private static boolean sealedBelow(String protection, boolean tcps) {
    return protection.equals("EZTLS") && tcps;
  }

  /** Client properties asking for compression at the driver's default level, under protection. */
  static Map<String, String> compressing(String protection, boolean tcps) {
    Map<String, String> p = new HashMap<>();
    if (sealedBelow(protection, tcps)) {
      p.put("oracle.net.eztls", "true");
    } else if (protection.equals("EZTLS")) {
      p.put(EncryptionType.PROPERTY, "(EZTLS)");
      p.put("oracle.net.encryption_client", "REQUIRED");
    } else {
      boolean nne = !protection.equals("none");
      p.putAll(RealDrivers.nne(nne ? protection : null, nne ? "SHA256" : null));
    }
    p.put("oracle.net.networkCompression", "on");
    return p;
  }
}
