package dev.nnebench.wire.tns;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MarkerTest {
  @Test
  void onlyADataMarkerOfTypeTwoShouldBeAReset() throws TnsFormatException {
    assertTrue(Marker.isReset(new byte[] {1, 0, 2}));
    assertFalse(Marker.isReset(new byte[] {1, 0, 1}), "break");
    assertFalse(Marker.isReset(new byte[] {1, 0, 3}), "interrupt (ojdbc while it reads)");
    assertFalse(Marker.isReset(new byte[] {0, 0, 2}), "a plain break marker, whatever its type");
  }

  @Test
  void malformedMarkersShouldBeRejected() {
    assertThrows(TnsFormatException.class, () -> Marker.isReset(new byte[] {1, 0}));
    assertThrows(TnsFormatException.class, () -> Marker.isReset(new byte[] {2, 0, 1}));
    assertThrows(TnsFormatException.class, () -> Marker.isReset(new byte[0]));
  }

  @Test
  void payloadShouldBeADataMarker() {
    assertArrayEquals(new byte[] {1, 0, 1}, Marker.payload(Marker.BREAK));
    assertArrayEquals(new byte[] {1, 0, 2}, Marker.payload(Marker.RESET));
  }
}
