package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.nne.KeySchedule;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One container per held command: opened once, shared by every later open, stopped once. */
class HeldTargetsTest {
  private final List<String> events = new ArrayList<>();

  /* Opens a started target that records its start and its stop. */
  private Target start(TargetOptions options) {
    events.add("start");
    return new Target() {
      @Override
      public TargetKind kind() {
        return options.kind();
      }

      @Override
      public String url() {
        return "jdbc:oracle:thin:@//127.0.0.1:32771/FREEPDB1";
      }

      @Override
      public String user() {
        return options.user();
      }

      @Override
      public String password() {
        return options.password();
      }

      @Override
      public String description() {
        return "container";
      }

      @Override
      public void close() {
        events.add("stop");
      }
    };
  }

  @Test
  void whileHeldTheContainerStartsOnceAndStopsWithTheHold() {
    TargetOptions container = TargetOptions.container();
    try (HeldTargets held = HeldTargets.hold()) {
      Target profile = HeldTargets.open(container, this::start).orElseThrow();
      profile.close();
      Target sweep = HeldTargets.open(container.withKeySchedule(KeySchedule.LEGACY),
          this::start).orElseThrow();
      assertEquals(profile.url(), sweep.url());
      sweep.close();
      assertEquals(List.of("start"), events);
    }
    assertEquals(List.of("start", "stop"), events);
  }

  @Test
  void unheldOrNotAContainerNothingIsHeld() {
    assertTrue(HeldTargets.open(TargetOptions.container(), this::start).isEmpty());
    try (HeldTargets held = HeldTargets.hold()) {
      assertTrue(HeldTargets.open(TargetOptions.loopback(), this::start).isEmpty());
    }
    assertEquals(List.of(), events);
  }
}
