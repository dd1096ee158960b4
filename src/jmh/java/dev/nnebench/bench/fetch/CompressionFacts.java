package dev.nnebench.bench.fetch;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.fetch.CompressionProbe;
import dev.nnebench.target.Target;
import java.sql.SQLException;

/**
 * What a side that names a compression learned of it, in setup: the compression the driver
 * negotiated (a side that got another than it asked fails here, before measuring) and, for a
 * side that asked for it, the bytes the server sent for a probe fetch of its rows with and without
 * compression ({@link CompressionProbe}). A side without compression skips the probe: it would
 * fetch the same bytes twice on two more connections, seconds of every fork's setup over a slow
 * link (diagnose's sweep names compression off in every cell), for a ratio of 1 no figure reads.
 */
final class CompressionFacts {
  private CompressionFacts() {}

  static Observed of(FetchTrial.Side side, Target uncompressed) throws SQLException {
    String negotiated = CompressionProbe.require(side.session().connection(),
        side.cell().get(Axes.COMPRESSION));
    if (!side.cell().get(Axes.COMPRESSION).on()) {
      return Observed.NONE.withText(Facts.COMPRESSION, negotiated);
    }
    CompressionProbe.Bytes bytes = CompressionProbe.measure(side.session().scenario(),
        side.reached(), uncompressed);
    return Observed.NONE.withText(Facts.COMPRESSION, negotiated)
        .with(Facts.COMPRESSION_ROWS, bytes.rows())
        .with(Facts.COMPRESSION_WIRE_BYTES, bytes.wireBytes())
        .with(Facts.COMPRESSION_RAW_BYTES, bytes.rawBytes());
  }
}
