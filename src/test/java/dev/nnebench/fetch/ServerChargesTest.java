package dev.nnebench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Per-operation server time from two readings, with what reading costs taken out. */
class ServerChargesTest {

  @Test
  void perOperationTakesOutTheReadingsOwnCost() {
    ServerCharges start = new ServerCharges(1_000, 500, 100, 0, 10);
    ServerCharges reading = new ServerCharges(200, 100, 20, 0, 3);
    ServerCharges end = new ServerCharges(41_200, 20_600, 2_120, 4_000, 33);
    assertEquals(new ServerCharges(10_000, 5_000, 500, 1_000, 5),
        end.perOperation(start, reading, 4));
  }

  @Test
  void aReadingDearerThanTheOperationsLeavesZeroNotANegativeTime() {
    ServerCharges start = new ServerCharges(0, 0, 100, 0, 0);
    ServerCharges reading = new ServerCharges(0, 0, 300, 0, 0);
    ServerCharges end = new ServerCharges(0, 0, 250, 0, 0);
    assertEquals(0, end.perOperation(start, reading, 2).waitMicros());
  }
}
