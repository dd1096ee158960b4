package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.call.CallHandler;
import dev.nnebench.wire.query.QueryService;
import dev.nnebench.wire.ttc.MessageSink;
import dev.nnebench.wire.ttc.TtcReader;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Whatever a session throws, Errors included, ends that session only, with one log line. */
class SessionFailureTest {
  private final List<String> log = new CopyOnWriteArrayList<>();
  private final List<Throwable> uncaught = new CopyOnWriteArrayList<>();
  private Thread.UncaughtExceptionHandler before;

  @BeforeEach
  void watchUncaught() {
    before = Thread.getDefaultUncaughtExceptionHandler();
    Thread.setDefaultUncaughtExceptionHandler((t, e) -> uncaught.add(e));
  }

  @AfterEach
  void restore() {
    Thread.setDefaultUncaughtExceptionHandler(before);
  }

  @ParameterizedTest
  @ValueSource(strings = {"stack", "memory", "runtime"})
  void shouldEndOnlyTheFailingSessionWithOneLogLine(String kind) throws Exception {
    ServerOptions options = ServerOptions.builder().log(log::add)
        .callHandlers(info -> "FAIL".equals(info.serviceName()) ? failing(kind)
            : new QueryService(info))
        .services("FREEPDB1", "FAIL").build();
    try (WireServer server = new WireServer(options).start()) {
      try (Connection bad = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), "FAIL",
          RealDrivers.nne("AES256", "SHA256"))) {
        assertThrows(SQLException.class, () -> bad.createStatement().executeQuery("SELECT 1 FROM DUAL"));
      }
      try (Connection good = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(),
          RealDrivers.nne("AES256", "SHA256"))) {
        assertTrue(good.isValid(5));
      }
      awaitLines(2);
    }
    assertEquals(List.of(), uncaught);
    List<String> first = log.stream().filter(l -> l.startsWith("connection 1:")).toList();
    assertEquals(1, first.size(), log.toString());
    assertTrue(first.get(0).contains("outcome=error: "), first.get(0));
  }

  private static CallHandler failing(String kind) {
    return new CallHandler() {
      @Override
      public boolean call(int code, int sequence, TtcReader request, MessageSink response) {
        switch (kind) {
          case "stack" -> throw new StackOverflowError();
          case "memory" -> throw new OutOfMemoryError("Java heap space");
          default -> throw new IllegalStateException("handler bug");
        }
      }

      @Override
      public boolean piggyback(int code, TtcReader request) {
        return false;
      }
    };
  }

  private void awaitLines(int lines) throws InterruptedException {
    for (int i = 0; i < 250 && log.size() < lines; i++) {
      Thread.sleep(20);
    }
  }
}
