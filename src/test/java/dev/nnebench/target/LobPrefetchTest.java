package dev.nnebench.target;

import java.util.Properties;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LobPrefetchTest {
  @Test
  void sizesAreBytesOrCharactersWithBinaryUnits() {
    assertEquals(LobPrefetch.DRIVERS_OWN, LobPrefetch.parse("default"));
    assertEquals(0, LobPrefetch.parse("0"));
    assertEquals(4000, LobPrefetch.parse("4000"));
    assertEquals(32768, LobPrefetch.parse("32KB"));
    assertEquals(1 << 20, LobPrefetch.parse("1MB"));
  }

  @Test
  void badSizesAreRefusedNamingTheFix() {
    for (String bad : List.of("-1", "2GB", "lots", "")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> LobPrefetch.parse(bad));
      assertTrue(e.getMessage().contains("or 'default' (the driver's own)"), e.getMessage());
    }
  }

  /* A user's database, as a url target presents it: its own client properties included. */
  private static final Target DATABASE = new Target() {
    @Override
    public TargetKind kind() {
      return TargetKind.URL;
    }

    @Override
    public String url() {
      return "jdbc:oracle:thin:@//db:1521/SVC";
    }

    @Override
    public String user() {
      return "app";
    }

    @Override
    public String password() {
      return "unused";
    }

    @Override
    public String description() {
      return "db";
    }

    @Override
    public Properties connectionProperties() {
      Properties p = new Properties();
      p.setProperty("oracle.net.ssl_version", "1.3");
      return p;
    }

    @Override
    public void close() {}
  };

  @Test
  void aSizeAskedIsAConnectionPropertyOnTopOfTheTargetsOwn() {
    assertSame(DATABASE, LobPrefetch.on(DATABASE, LobPrefetch.DRIVERS_OWN));
    Target asked = LobPrefetch.on(DATABASE, 0);
    assertEquals(Map.of("oracle.net.ssl_version", "1.3", LobPrefetch.PROPERTY, "0"),
        asked.connectionProperties());
    assertEquals(DATABASE.url(), asked.url());
    // through a relay (an emulated link) the property still reaches the driver
    assertEquals("0", new RelayedTarget(asked, "jdbc:oracle:thin:@//127.0.0.1:9/SVC", "relay")
        .connectionProperties().get(LobPrefetch.PROPERTY));
  }
}
