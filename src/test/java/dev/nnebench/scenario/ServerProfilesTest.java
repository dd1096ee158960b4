package dev.nnebench.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.wire.load.ServerModel;
import org.junit.jupiter.api.Test;

/** The named server profiles: every one is a model the double reads, as documented. */
class ServerProfilesTest {

  @Test
  void everyProfileIsAModelTheDoubleReads() {
    for (String name : ServerProfiles.names()) {
      ServerProfile p = ServerProfiles.parse(name);
      ServerModel m = ServerModel.parse(p.name(), p.spec());
      assertEquals(name.equals("none"), m.isNone(), name);
      assertEquals(m, ServerModel.parse(p.name(), m.spec()), name + " round-trips its spec");
    }
  }

  @Test
  void theProfilesTheChecksNeedHaveTheirParameters() {
    ServerModel k2 = model("pool-k2");
    assertEquals(2, k2.cpus());
    assertEquals(5_000_000L, k2.execute().cpuNanos());
    assertEquals(8, model("pool-k8").cpus());
    assertEquals(20_000_000L, model("fetch-20ms").fetch().cpuNanos()
        + model("fetch-20ms").fetch().waitNanos());
    assertEquals(2_000_000L, model("row-2ms").row().cpuNanos());
    assertEquals(0, model("row-2ms").fetch().cpuNanos());
    assertEquals(4, model("oltp").cpus());
    assertTrue(model("scan").fetch().waitNanos() > 0, "scan waits on I/O");
    assertTrue(model("none").isNone());
  }

  @Test
  void aSpecNamesItselfAndAnUnknownNameListsTheProfiles() {
    assertEquals("cpus=2,fetch=1ms", ServerProfiles.parse("cpus=2,fetch=1ms").name());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ServerProfiles.parse("huge"));
    assertTrue(e.getMessage().contains("pool-k8"), e.getMessage());
  }

  private static ServerModel model(String name) {
    ServerProfile p = ServerProfiles.parse(name);
    return ServerModel.parse(p.name(), p.spec());
  }
}
