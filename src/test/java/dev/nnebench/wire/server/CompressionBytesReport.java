package dev.nnebench.wire.server;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.query.TypedShapeDriverTest;
import dev.nnebench.wire.tns.CompressionLevel;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * A tool, not a check: prints, for ojdbc 23 fetching each named shape once (fetch size 1000)
 * from the double with compression on, what each connection's packets weighed on the wire and
 * before compression, both ways, under each transport protection, from the double's log line.
 * {@code mvn -o test -Dtest=CompressionBytesReport -Dnnebench.measure=true}.
 */
@EnabledIfSystemProperty(named = "nnebench.measure", matches = "true")
class CompressionBytesReport {
  private static final List<String> SHAPES = List.of("small", "text", "codes", "repetitive",
      "random");
  private static final List<String> PROTECTIONS = List.of("none", "AES256", "SHA256", "TCPS",
      "EZTLS");

  @TempDir Path dir;

  @Test
  void printBytesOnTheWireAndBeforeCompression() throws Exception {
    System.out.println("| shape | protection | server sent: wire / raw | ratio"
        + " | client sent: wire / raw |");
    System.out.println("|---|---|---|---|---|");
    for (String name : SHAPES) {
      Shape shape = Shapes.parse(name);
      for (String protection : PROTECTIONS) {
        String line = fetch(shape, protection);
        NetworkCompression.Counts out = NetworkCompression.sent(line);
        NetworkCompression.Counts in = NetworkCompression.received(line);
        System.out.printf("| %s | %s | %,d / %,d | %.1f | %,d / %,d |%n", name, protection,
            out.wire(), out.raw(), (double) out.raw() / out.wire(), in.wire(), in.raw());
      }
    }
  }

  private String fetch(Shape shape, String protection) throws Exception {
    ServerOptions.Builder options = ServerOptions.builder()
        .compression(List.of(CompressionLevel.HIGH), 1024);
    try (TcpsDouble server = new TcpsDouble(dir, options)) {
      boolean tcps = protection.equals("TCPS");
      Map<String, String> p = CompressionDriverTest.compressing(
          switch (protection) {
            case "AES256", "EZTLS" -> protection;
            default -> "none";
          }, false);
      if (protection.equals("SHA256")) {
        p.putAll(RealDrivers.nne(null, null));
        p.put("oracle.net.crypto_checksum_client", "REQUIRED");
        p.put("oracle.net.crypto_checksum_types_client", "(SHA256)");
      }
      try (Connection c = tcps ? server.tcps(DriverVersion.V23, p)
          : RealDrivers.FETCH.connect(DriverVersion.V23, server.server.port(), p)) {
        TypedShapeDriverTest.assertValues(c, shape, 1000, false, protection);
      }
      return server.awaitLines(1).get(0);
    }
  }
}
