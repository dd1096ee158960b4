package dev.nnebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.results.Trial;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A fetch row's allocation per fetch, row and GB, each side from its own counter. */
class AllocationColumnsTest {
  @Test
  void perFetchPerRowAndPerGbForBothSides() {
    Trial row = new Trial(Map.of(Trial.SCORE, "4", "param.counterpart", "jce=true",
        "aux.allocBytes", "8e8", "aux.allocBytesPeer", "4e8", "aux.rows", "40000",
        "aux.bytes", "4e7", "aux.bytesPeer", "4e7"));

    Trial columns = AllocationColumns.of(row).trial();

    assertEquals("200000000.0", columns.get("alloc.bytesPerFetch"));
    assertEquals("20000.0", columns.get("alloc.bytesPerRow"));
    assertEquals("20000000000.0", columns.get("alloc.bytesPerGb"));
    assertEquals("100000000.0", columns.get("alloc.bytesPerFetchPeer"));
    assertEquals("10000.0", columns.get("alloc.bytesPerRowPeer"));
  }

  @Test
  void aCounterpartOfAnotherShapeHasNoRowFigureOfItsOwn() {
    Trial row = new Trial(Map.of(Trial.SCORE, "4", "param.counterpart", "shape=narrow",
        "aux.allocBytes", "8e8", "aux.allocBytesPeer", "4e8", "aux.rows", "40000"));
    assertEquals(null, AllocationColumns.of(row).trial().fields().get("alloc.bytesPerRowPeer"));
  }

  @Test
  void rowsOfOtherBenchmarksGetNone() {
    assertEquals(Map.of(), AllocationColumns.of(new Trial(Map.of(Trial.SCORE, "4"))).trial()
        .fields());
  }
}
