package dev.nnebench.wire.server;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.query.ShapeFetch;
import dev.nnebench.wire.tns.CompressionLevel;
import dev.nnebench.wire.tns.CompressionPolicy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * A tool, not a check: records what real drivers send the double (through a relay that frames
 * the client's bytes into packets) and writes the sessions and the fuzz tests' seed corpus into
 * src/test/resources. Run it when the drivers or the double's handshake change:
 * {@code mvn -o verify -Dtest=SessionRecorderTest -Dnnebench.record=true}.
 */
@EnabledIfSystemProperty(named = "nnebench.record", matches = "true")
class SessionRecorderTest {
  private static final Path RESOURCES = Path.of("src/test/resources/dev/nnebench/wire");
  private static final Shape SHAPE = new Shape(40, 3, 12, 10, 2);

  @Test
  void recordDriverSessions() throws Exception {
    record("ojdbc23-plain", DriverVersion.V23, RealDrivers.nne(null, null));
    record("ojdbc23-aes256-sha256", DriverVersion.V23, RealDrivers.nne("AES256", "SHA256"));
    record("ojdbc19-plain", DriverVersion.V19, RealDrivers.nne(null, null));
    record("ojdbc19-aes256-sha256", DriverVersion.V19, RealDrivers.nne("AES256", "SHA256"));
    record("ojdbc23-compressed", DriverVersion.V23, compressing(RealDrivers.nne(null, null)));
    record("ojdbc23-compressed-aes256-sha256", DriverVersion.V23,
        compressing(RealDrivers.nne("AES256", "SHA256")));
  }

  /* The client asks for compression, which the recording server grants. */
  private static Map<String, String> compressing(Map<String, String> nne) {
    Map<String, String> p = new HashMap<>(nne);
    p.put("oracle.net.networkCompression", "on");
    p.put("oracle.net.networkCompressionThreshold", "200");
    return p;
  }

  private static void record(String name, DriverVersion driver, Map<String, String> nne)
      throws Exception {
    List<byte[]> packets = new CopyOnWriteArrayList<>();
    try (WireServer server = new WireServer(ServerOptions.builder()
        .compression(List.of(CompressionLevel.HIGH), CompressionPolicy.MIN_THRESHOLD).build())
        .start();
        Relay relay = new Relay(server.port(), p -> {
          packets.add(p);
          return p;
        })) {
      try (Connection c = RealDrivers.SHORT.connect(driver, relay.port(), nne)) {
        workload(c);
      }
      relay.awaitEnd();
    }
    Files.write(dir("server/sessions").resolve(name + ".tns"), RecordedSessions.write(packets));
    SeedCorpus.write(name, packets);
  }

  private static void workload(Connection c) throws Exception {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1 FROM DUAL")) {
      rs.next();
    }
    ShapeFetch.run(c, SHAPE, 10).assertMatches(SHAPE, "recorded");
    c.isValid(5);
  }

  static Path dir(String relative) throws IOException {
    return Files.createDirectories(RESOURCES.resolve(relative));
  }
}
