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
  private static final long SECOND = 1_000_000_000L;

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
    FakeClock clock = new FakeClock(asked -> 0);
    ServerLoad load = new ServerLoad(ServerModel.parse("x", "cpus=1,execute=1ms/2ms,fetch=3us,"
        + "row=1us,connect=4us"), clock::nanoTime);
    SessionTime session = load.open(1);
    long t0 = clock.nanoTime();
    List<Long> deadlines = new ArrayList<>();
    Pause pause = deadline -> {
      deadlines.add(deadline - t0);
      clock.advance(deadline - clock.nanoTime());
    };
    session.connect(pause);
    session.execute(10, pause);
    session.fetch(5, pause);
    // the connect's CPU, the execute's CPU (1 ms and 10 rows) and its wait, the fetch's CPU
    assertEquals(List.of(4_000L, 1_014_000L, 3_014_000L, 3_022_000L), deadlines);
    Charged c = load.charged();
    assertEquals(4_000L + 1_010_000L + 8_000L, c.cpuNanos());
    assertEquals(2_000_000L, c.waitNanos());
    assertEquals(new Charged(c.cpuNanos(), c.waitNanos(), 0, 1, 1, 1, 15, 0), c);
    assertEquals(c.cpuNanos(), session.stats().dbCpuNanos());
    assertEquals(1, session.stats().serverIo().waits());
  }

  /* Each part of a call ends at a deadline: a wake-up late on the CPU shortens the wait after
   * it, so a call is late by one wake-up at most, not by one per part. */
  @Test
  void aLateWakeOnTheCpuIsTakenOffTheWaitAfterIt() throws Exception {
    FakeClock clock = new FakeClock(asked -> 0);
    ServerLoad load = new ServerLoad(ServerModel.parse("x", "cpus=1,execute=1ms/2ms"),
        clock::nanoTime);
    SessionTime session = load.open(1);
    long start = clock.nanoTime();
    session.execute(0, deadline -> clock.advance(deadline + 300_000 - clock.nanoTime()));
    assertEquals(3_300_000L, clock.nanoTime() - start);
  }

  /*
   * 100 fetch calls of 20 ms of CPU, the client taking 1 ms between them, on a machine whose
   * parks wake 2 ms late: a wait of 20 ms from each call's start would spend 10 % more than
   * the model charged; the session's waits to the booking's end spend what it charged.
   */
  @Test
  void aSessionSpendsWhatTheModelChargedOnABusyMachine() throws Exception {
    FakeClock clock = new FakeClock(asked -> 2_000_000L);
    ServerLoad load = new ServerLoad(ServerModel.parse("fetch-20ms", "cpus=8,fetch=20ms"),
        clock::nanoTime);
    SessionTime session = load.open(1);
    DeadlineWait wait = new DeadlineWait(clock);
    long inCalls = 0;
    for (int call = 0; call < 100; call++) {
      long start = clock.nanoTime();
      session.fetch(10, wait::await);
      inCalls += clock.nanoTime() - start;
      clock.advance(1_000_000L);
    }
    long charged = load.charged().cpuNanos();
    assertEquals(100 * 20_000_000L, charged);
    assertEquals(charged, inCalls, 0.02 * charged, inCalls / 1e6 + " ms spent");
  }

  /* A cancelled call gives its CPU back: the next call does not queue behind a CPU nobody
   * uses, and the cancelled one is charged the time it held the CPU or waited in line. */
  @Test
  void aBrokenCallGivesItsCpuBack() throws Exception {
    FakeClock clock = new FakeClock(asked -> 0);
    ServerLoad load = new ServerLoad(ServerModel.parse("x", "cpus=1,execute=30s"),
        clock::nanoTime);
    long t0 = clock.nanoTime();
    SessionTime first = load.open(1);
    assertThrows(ClientBreak.class, () -> first.execute(0, breakAt(clock, t0 + SECOND)));
    assertEquals(1, load.idleCpus(), "the cancelled call's CPU is idle");
    assertEquals(SECOND, load.charged().cpuNanos());

    SessionTime second = load.open(2);
    List<Long> deadlines = new ArrayList<>();
    second.execute(0, deadline -> {
      deadlines.add(deadline - t0);
      clock.advance(deadline - clock.nanoTime());
    });
    assertEquals(List.of(31 * SECOND), deadlines, "booked from the cancel, not behind it");
    assertEquals(0, load.charged().queueNanos());
  }

  /* A call cancelled while in line leaves the line: the call after it is booked behind the
   * holder, not behind the cancelled one. */
  @Test
  void aCallCancelledInLineLeavesTheLine() throws Exception {
    FakeClock clock = new FakeClock(asked -> 0);
    ServerLoad load = new ServerLoad(ServerModel.parse("x", "cpus=1,execute=30s"),
        clock::nanoTime);
    long t0 = clock.nanoTime();
    List<Long> holder = new ArrayList<>();
    load.open(1).execute(0, holder::add); // holds the CPU until t0 + 30 s; returns at once
    SessionTime inLine = load.open(2);
    assertThrows(ClientBreak.class, () -> inLine.execute(0, breakAt(clock, t0 + SECOND)));
    assertEquals(new Charged(30 * SECOND, 0, SECOND, 0, 1, 0, 0, 1), load.charged());

    List<Long> deadlines = new ArrayList<>();
    clock.advance(SECOND);
    load.open(3).execute(0, deadlines::add);
    assertEquals(List.of(t0 + 60 * SECOND), deadlines);
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
    List<Long> deadlines = new ArrayList<>();
    load.open(1).fetch(1000, deadlines::add);
    assertEquals(List.of(), deadlines);
    assertEquals(Charged.ZERO, load.charged());
  }

  private static String draws(long seed, int sid) throws Exception {
    ServerLoad load = new ServerLoad(ServerModel.parse("x", "cpus=1,fetch=1ms,draw=exponential,"
        + "seed=" + seed));
    SessionTime session = load.open(sid);
    for (int i = 0; i < 5; i++) {
      session.fetch(0, deadline -> { });
    }
    return session.stats().dbCpuNanos() + " " + load.charged();
  }

  /* A client's break: the session's wait throws when the clock reaches {@code at}. */
  private static Pause breakAt(FakeClock clock, long at) {
    return deadline -> {
      clock.advance(at - clock.nanoTime());
      throw new ClientBreak();
    };
  }

  private static final class ClientBreak extends java.io.IOException {}
}
