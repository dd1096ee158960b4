package dev.nnebench.wire.session.login;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverCatalog;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Driver;
import java.sql.SQLException;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * ojdbc6 11.2.0.4 (a compatibility case, not a studied driver) gets what a 23ai server gives it:
 * its logon types lack O7LOGON, so it cannot use the 12C verifier, the only one the double's
 * accounts hold, and it is refused with ORA-28040, without NNE and over AES256/SHA1 NNE (the
 * strongest pair it offers), never with a protocol violation or an exception inside the driver.
 */
class Ojdbc6LogonTest {
  private static URLClassLoader loader;
  private static Driver driver;

  @BeforeAll
  static void loadDriver() throws Exception {
    Path jar;
    try (Stream<Path> files = Files.list(DriverCatalog.driversDir())) {
      jar = files.filter(f -> f.getFileName().toString().matches("ojdbc6-11\\.2\\.[0-9.]+\\.jar"))
          .findFirst().orElseThrow(() -> new IllegalStateException(
              "no ojdbc6 11.2 jar in " + DriverCatalog.driversDir() + "; run 'mvn package'"));
    }
    loader = new URLClassLoader(new URL[] {jar.toUri().toURL()},
        ClassLoader.getPlatformClassLoader());
    driver = (Driver) Class.forName("oracle.jdbc.OracleDriver", true, loader)
        .getDeclaredConstructor().newInstance();
  }

  @AfterAll
  static void closeLoader() throws IOException {
    loader.close();
  }

  @ParameterizedTest(name = "NNE {0}")
  @ValueSource(booleans = {false, true})
  void shouldBeRefusedWithOra28040(boolean nne) throws Exception {
    List<String> log = new CopyOnWriteArrayList<>();
    try (WireServer server = new WireServer(ServerOptions.builder().log(log::add).build())
        .start()) {
      SQLException e = assertThrows(SQLException.class, () -> driver.connect(
          "jdbc:oracle:thin:@//127.0.0.1:" + server.port() + "/FREEPDB1", properties(nne)).close());
      assertEquals(28040, e.getErrorCode(), e.toString());
      assertTrue(e.getMessage().startsWith("ORA-28040: "), e.getMessage());
      for (int i = 0; i < 250 && log.isEmpty(); i++) {
        Thread.sleep(20);
      }
      String negotiated = nne ? "encryption=AES256 checksum=SHA1" : "encryption=none";
      assertTrue(log.stream().anyMatch(l -> l.contains(negotiated)
          && l.contains("outcome=refused ORA-28040")), log.toString());
    }
  }

  private static Properties properties(boolean nne) {
    Properties p = new Properties();
    p.setProperty("user", "bench");
    p.setProperty("password", "bench");
    p.setProperty("oracle.net.CONNECT_TIMEOUT", "10000");
    p.setProperty("oracle.jdbc.ReadTimeout", "10000");
    String level = nne ? "REQUIRED" : "REJECTED";
    p.setProperty("oracle.net.encryption_client", level);
    p.setProperty("oracle.net.crypto_checksum_client", level);
    if (nne) {
      p.setProperty("oracle.net.encryption_types_client", "(AES256)");
      p.setProperty("oracle.net.crypto_checksum_types_client", "(SHA1)");
    }
    return p;
  }
}
