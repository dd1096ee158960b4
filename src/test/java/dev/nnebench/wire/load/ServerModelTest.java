package dev.nnebench.wire.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The model's parameters as written, and the charges it makes. */
class ServerModelTest {

  @Test
  void aSpecIsReadAndWrittenBack() {
    ServerModel m = ServerModel.parse("x", "cpus=4, execute=300us/200us, fetch=1.5ms, row=500ns,"
        + " connect=2s, draw=exponential, seed=9");
    assertEquals(new Cost(300_000, 200_000), m.execute());
    assertEquals(new Cost(1_500_000, 0), m.fetch());
    assertEquals(new Cost(500, 0), m.row());
    assertEquals(new Cost(2_000_000_000L, 0), m.connect());
    assertEquals("cpus=4,connect=2s,execute=300us/200us,fetch=1500us,row=500ns,draw=exponential,"
        + "seed=9", m.spec());
    assertTrue(ServerModel.parse("x", "none").isNone());
    assertTrue(ServerModel.parse("x", "").isNone());
  }

  @Test
  void badSpecsNameTheKeyAndTheFix() {
    assertThrows(IllegalArgumentException.class, () -> ServerModel.parse("x", "cpus=0"));
    assertThrows(IllegalArgumentException.class, () -> ServerModel.parse("x", "fetch=1ms/2ms/3ms"));
    assertThrows(IllegalArgumentException.class, () -> ServerModel.parse("x", "fetch=-1ms"));
    assertThrows(IllegalArgumentException.class, () -> ServerModel.parse("x", "none,cpus=2"));
    assertThrows(IllegalArgumentException.class, () -> ServerModel.parse("x", "cpus"));
  }

  @Test
  void fixedTimesAreChargedExactlyPerCallAndRow() throws Exception {
    ServerLoad load = new ServerLoad(ServerModel.parse("x", "cpus=1,execute=1ms/2ms,fetch=3us,"
        + "row=1us,connect=4us"));
    SessionTime session = load.open(1);
    List<Long> paused = new ArrayList<>();
    Pause pause = paused::add;
    session.connect(pause);
    session.execute(10, pause);
    session.fetch(5, pause);
    // each pause is the model's time less what the one before overshot (here the list's add)
    List<Long> model = List.of(4_000L, 1_010_000L, 2_000_000L, 8_000L);
    assertEquals(model.get(0), paused.get(0));
    for (int i = 1; i < model.size(); i++) {
      assertTrue(paused.get(i) <= model.get(i) && paused.get(i) > 0, paused.toString());
    }
    Charged c = load.charged();
    assertEquals(4_000L + 1_010_000L + 8_000L, c.cpuNanos());
    assertEquals(2_000_000L, c.waitNanos());
    assertEquals(new Charged(c.cpuNanos(), c.waitNanos(), 0, 1, 1, 1, 15, 0), c);
    assertEquals(c.cpuNanos(), session.stats().dbCpuNanos());
    assertEquals(1, session.stats().serverIo().waits());
  }

  @Test
  void exponentialDrawsRepeatForTheSameSeedAndSession() throws Exception {
    assertEquals(draws(1, 1), draws(1, 1));
    assertNotEquals(draws(1, 1), draws(1, 2));
    assertNotEquals(draws(1, 1), draws(2, 1));
  }

  @Test
  void noneChargesNothingAndKeepsNoSession() throws Exception {
    ServerLoad load = new ServerLoad(ServerModel.NONE);
    List<Long> paused = new ArrayList<>();
    load.open(1).fetch(1000, paused::add);
    assertEquals(List.of(), paused);
    assertEquals(Charged.ZERO, load.charged());
  }

  private static List<Long> draws(long seed, int sid) throws Exception {
    ServerLoad load = new ServerLoad(ServerModel.parse("x", "cpus=1,fetch=1ms,draw=exponential,"
        + "seed=" + seed));
    SessionTime session = load.open(sid);
    List<Long> paused = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      session.fetch(0, paused::add);
    }
    return paused;
  }
}
