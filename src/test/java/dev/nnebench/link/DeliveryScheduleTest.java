package dev.nnebench.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DeliveryScheduleTest {
  private static final long MS = 1_000_000;

  @Test
  void aChunkTravelsTheOneWayDelay() {
    DeliverySchedule s = new DeliverySchedule(LinkSpec.parse("10ms", "unlimited", "0"), 1);
    assertEquals(5 * MS, s.deliveryFor(0, 100));
    assertEquals(7 * MS, s.deliveryFor(2 * MS, 100_000));
  }

  @Test
  void aCapQueuesChunksBehindEachOther() {
    // 8 Mbit/s: 1000 bytes take 1 ms to send
    DeliverySchedule s = new DeliverySchedule(LinkSpec.parse("0", "8mbit", "0"), 1);
    assertEquals(MS, s.transmitNanos(1000));
    assertEquals(MS, s.deliveryFor(0, 1000));
    assertEquals(2 * MS, s.deliveryFor(0, 1000), "the second waits for the first to be sent");
    assertEquals(11 * MS, s.deliveryFor(10 * MS, 1000), "an idle link sends at once");
  }

  @Test
  void aStreamPaysTheDelayOnceAndTheBandwidthPerByte() {
    // 100 chunks of 1250 bytes at 10 Mbit/s, all arriving at once, over a 20 ms RTT
    DeliverySchedule s = new DeliverySchedule(LinkSpec.parse("20ms", "10mbit", "0"), 1);
    long last = 0;
    for (int i = 0; i < 100; i++) {
      last = s.deliveryFor(0, 1250);
    }
    assertEquals(100 * MS + 10 * MS, last);
  }

  @Test
  void jitterVariesTheDelayButKeepsTheOrderAndRepeatsWithItsSeed() {
    LinkSpec link = LinkSpec.parse("4ms", "unlimited", "1ms");
    List<Long> first = deliveries(new DeliverySchedule(link, 7));
    assertEquals(first, deliveries(new DeliverySchedule(link, 7)));
    for (int i = 1; i < first.size(); i++) {
      assertTrue(first.get(i) >= first.get(i - 1), "delivered out of order at " + i);
    }
    assertTrue(first.stream().distinct().count() > 10, "no jitter drawn: " + first);
  }

  private static List<Long> deliveries(DeliverySchedule s) {
    List<Long> out = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      long at = s.deliveryFor(i * 100_000L, 10);
      assertTrue(at >= i * 100_000L + MS && at <= i * 100_000L + 3 * MS || !out.isEmpty()
          && at == out.get(out.size() - 1), "outside delay ± jitter: " + at);
      out.add(at);
    }
    return out;
  }
}
