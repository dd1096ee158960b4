package dev.nnebench.diagnose.candidates;

import dev.nnebench.fetch.Connector;
import dev.nnebench.fetch.Session;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Deflated;
import dev.nnebench.target.Target;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * How well a result's values compress: its first rows (at most {@value #MAX_ROWS} or about
 * {@value #MAX_BYTES} bytes) read as the application would, each cell's bytes (text as UTF-8)
 * in row order, deflated by zlib at its default level, the codec of Oracle Net's level high.
 * An upper bound of what the link sees: Oracle Net compresses each packet on its own and adds
 * its own bytes, and already drops a value repeated from the row before.
 *
 * @param rows rows read
 * @param bytes their cells' bytes
 * @param ratio bytes over the deflated bytes
 */
record RowSample(long rows, long bytes, double ratio) {
  static final int MAX_ROWS = 2000;
  static final int MAX_BYTES = 4_000_000;

  static RowSample read(Scenario inForce, Target target, String sql) throws SQLException {
    ByteArrayOutputStream raw = new ByteArrayOutputStream();
    long rows = 0;
    try (Session s = Connector.open(inForce, target);
        Statement st = s.connection().createStatement()) {
      st.setFetchSize(Math.max(1, Math.min(MAX_ROWS, inForce.fetchSize())));
      try (ResultSet rs = st.executeQuery(sql)) {
        int columns = rs.getMetaData().getColumnCount();
        while (rows < MAX_ROWS && raw.size() < MAX_BYTES && rs.next()) {
          rows++;
          for (int c = 1; c <= columns; c++) {
            byte[] cell = cell(rs, c);
            raw.write(cell, 0, cell.length);
          }
        }
      }
    }
    byte[] in = raw.toByteArray();
    return new RowSample(rows, in.length, Deflated.ratio(in));
  }

  /* Binary columns as their bytes, the rest as text; LOBs by their text too. */
  private static byte[] cell(ResultSet rs, int c) throws SQLException {
    int type = rs.getMetaData().getColumnType(c);
    if (type == java.sql.Types.BINARY || type == java.sql.Types.VARBINARY
        || type == java.sql.Types.LONGVARBINARY) {
      byte[] b = rs.getBytes(c);
      return b == null ? new byte[0] : b;
    }
    String s = rs.getString(c);
    return s == null ? new byte[0] : s.getBytes(StandardCharsets.UTF_8);
  }

  /** e.g. {@code 2,000 rows, 1.2 MB}. */
  String describe() {
    return String.format(java.util.Locale.ROOT, "%,d rows, %.1f MB sampled", rows, bytes / 1e6);
  }
}
