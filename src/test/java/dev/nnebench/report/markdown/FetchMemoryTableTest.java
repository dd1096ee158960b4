package dev.nnebench.report.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.figure.Trials;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The fetch-size section sets each cell's allocation and retained heap beside its time. */
class FetchMemoryTableTest {
  @Test
  void eachSideOfAPairIsARowWithItsAllocationHeapAndTime() {
    Trial pair = Trials.of(Benchmark.FETCH.text(), 2, 0, "param.driver", "19", "param.fetchSize",
        "10", "param.counterpart", "fetchSize=1000", "aux.cpuNanos", "8e8", "aux.bytes", "2e8",
        "aux.cpuNanosPeer", "4e8", "aux.bytesPeer", "2e8", "aux.wallNanos", "1.2e9",
        "aux.wallNanosPeer", "0.6e9", "aux.allocBytes", "4e8", "aux.allocBytesPeer", "4.4e8",
        "aux.gcCount", "0.5", "aux.gcMillis", "3", "alloc.bytesPerFetch", "2e8",
        "alloc.bytesPerRow", "2000", "alloc.bytesPerGb", "2e9", "alloc.bytesPerFetchPeer",
        "2.2e8", "alloc.bytesPerRowPeer", "2200", "alloc.bytesPerGbPeer", "2.2e9",
        "negotiated.heapRetainedBytes", "12300", "negotiated.peer.heapRetainedBytes", "1650000");

    List<String> lines = FetchMemoryTable.lines(FetchMemory.sides(List.of(pair)));

    assertEquals("| all | 10 | 4.00 | 600.0 | 200 MB | 2.00 KB | 2.00 GB | 12.3 KB | 0.5 (3.0) |",
        lines.get(lines.size() - 2), String.join("\n", lines));
    assertEquals("| all | 1000 | 2.00 | 300.0 | 220 MB | 2.20 KB | 2.20 GB | 1.65 MB | 0.5 (3.0) |",
        lines.get(lines.size() - 1));
  }

  @Test
  void rowsOfRunsBeforeAllocationWasDerivedAddNoTable() {
    Trial old = Trials.of(Benchmark.FETCH.text(), 2, 0, "param.fetchSize", "10", "aux.cpuNanos",
        "8e8", "aux.bytes", "2e8", "aux.allocBytes", "4e8");
    assertTrue(FetchMemoryTable.lines(FetchMemory.sides(List.of(old))).isEmpty());
  }

  @Test
  void bytesReadInPowersOfAThousand() {
    assertEquals("812 B", FetchMemoryTable.bytes(812));
    assertEquals("12.3 KB", FetchMemoryTable.bytes(12_345));
    assertEquals("1.58 MB", FetchMemoryTable.bytes(1_581_832));
    assertEquals("n/a", FetchMemoryTable.bytes(Double.NaN));
  }
}
