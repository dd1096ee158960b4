package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.query.NetBytesQuery;
import dev.nnebench.wire.query.ShapeFetch;
import dev.nnebench.wire.tns.CompressionLevel;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What crosses the wire, counted by a relay between ojdbc 23 and the double: a compressible
 * result takes fewer bytes with compression, in packets flagged 0x0400; a client that asks for a
 * level the double does not list, or does not ask, gets no compression and its rows all the same.
 * The double's own count ({@link NetBytesQuery}) agrees with the relay's.
 */
class CompressionWireTest {
  private static final Shape SHAPE = new Shape(5000, 4, 100, 10, 1);

  @Test
  void aCompressibleResultShouldCrossTheWireSmallerInFlaggedPackets() throws Exception {
    CountingRelay.Direction plain = fetchThroughRelay(server(List.of(CompressionLevel.HIGH)),
        DriverVersion.V23, Map.of("oracle.net.networkCompression", "off"), false).toClient;
    List<String> log = new CopyOnWriteArrayList<>();
    ServerOptions.Builder on = server(List.of(CompressionLevel.HIGH)).log(log::add);
    try (WireServer server = new WireServer(on.build()).start();
        CountingRelay relay = new CountingRelay(server.port())) {
      long[] counted;
      try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, relay.port(),
          Map.of("oracle.net.networkCompression", "on"))) {
        ShapeFetch.run(c, SHAPE, 1000).assertMatches(SHAPE, "compressed");
        assertTrue(NetworkCompression.enabled(c));
        counted = netBytes(c);
      }
      relay.awaitEnd();
      assertTrue(relay.toClient.bytes.get() * 5 < plain.bytes.get(),
          "compressed " + relay.toClient + " against plain " + plain);
      assertTrue(relay.toClient.compressed.get() > 10, relay.toClient.toString());
      assertEquals(0, plain.compressed.get(), plain.toString());
      assertTrue(relay.toServer.compressed.get() > 0, "the driver compresses its large requests");
      // the double's count stops before its answer to the query that reads it
      long accept = relay.toClient.bytes.get() - counted[3];
      assertTrue(accept > 0 && accept < 200 + 2048, "ACCEPT, then that answer: " + accept);
      assertTrue(counted[4] > counted[3] * 5, "sent raw/wire " + counted[4] + "/" + counted[3]);
    }
  }

  /* The CONNECT's auto bit is answered as on: the double compresses or it does not. */
  @Test
  void aClientAskingAutoShouldGetCompressionOn() throws Exception {
    try (WireServer server = new WireServer(server(List.of(CompressionLevel.HIGH)).build())
        .start();
        CountingRelay relay = new CountingRelay(server.port())) {
      try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, relay.port(),
          Map.of("oracle.net.networkCompression", "auto"))) {
        ShapeFetch.run(c, SHAPE, 1000).assertMatches(SHAPE, "auto");
        assertTrue(NetworkCompression.enabled(c));
      }
      relay.awaitEnd();
      assertTrue(relay.toClient.compressed.get() > 10, relay.toClient.toString());
    }
  }

  /* ojdbc refuses to ask for low itself ("Only (high) is supported"): the double lists low alone. */
  @ParameterizedTest(name = "server lists {0}, {2} asks {1}")
  @CsvSource({"LOW, (high), V23", "LOW, (high), V19", "HIGH, , V23", "'', (high), V23"})
  void aClientWithoutACommonLevelShouldGetNoCompressionAndItsRows(String serverLevels,
      String clientLevels, DriverVersion driver) throws Exception {
    List<CompressionLevel> levels = serverLevels.isEmpty() ? List.of()
        : List.of(CompressionLevel.valueOf(serverLevels));
    Map<String, String> asked = clientLevels == null
        ? Map.of("oracle.net.networkCompression", "off")
        : Map.of("oracle.net.networkCompression", "on",
            "oracle.net.networkCompressionLevels", clientLevels);
    CountingRelay relay = fetchThroughRelay(server(levels), driver, asked, true);
    assertEquals(0, relay.toClient.compressed.get(), relay.toClient.toString());
    assertEquals(0, relay.toServer.compressed.get(), relay.toServer.toString());
  }

  private static ServerOptions.Builder server(List<CompressionLevel> levels) {
    ServerOptions.Builder b = ServerOptions.builder();
    return levels.isEmpty() ? b : b.compression(levels, 1024);
  }

  /* Fetches SHAPE through a counting relay; the relay once the session is over. */
  private static CountingRelay fetchThroughRelay(ServerOptions.Builder options,
      DriverVersion driver, Map<String, String> client, boolean off) throws Exception {
    try (WireServer server = new WireServer(options.build()).start();
        CountingRelay relay = new CountingRelay(server.port())) {
      try (Connection c = RealDrivers.SHORT.connect(driver, relay.port(), client)) {
        ShapeFetch.run(c, SHAPE, 1000).assertMatches(SHAPE, client.toString());
        if (off) {
          assertFalse(NetworkCompression.enabled(c), "negotiated off");
          long[] counted = netBytes(c);
          assertEquals(counted[1], counted[2]);
          assertEquals(counted[3], counted[4]);
        }
      }
      relay.awaitEnd();
      return relay;
    }
  }

  /** The double's NNEBENCH_NET_BYTES: [0 unused, received wire, raw, sent wire, raw]. */
  static long[] netBytes(Connection c) throws Exception {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(NetBytesQuery.SQL)) {
      assertTrue(rs.next());
      long[] out = new long[5];
      for (int i = 2; i <= 5; i++) {
        out[i - 1] = rs.getLong(i);
      }
      return out;
    }
  }
}
