package dev.nnebench.wire.query;

import dev.nnebench.wire.tns.PacketBytes;
import java.util.List;
import java.util.regex.Pattern;

/**
 * {@code SELECT * FROM NNEBENCH_NET_BYTES}: one row, what the session's packets have weighed so
 * far (after the TNS handshake, up to and including the request that asks): the negotiated
 * compression ({@code high} or {@code off}), then the bytes the client sent and the server sent,
 * each as they crossed the wire and as they are before compression. The double's own query, like
 * NNEBENCH_LOB_CALLS: an Oracle server answers it with ORA-00942, so the compression ratio a link
 * saw is known on the double only.
 */
public final class NetBytesQuery {
  /** The query, as a client sends it. */
  public static final String SQL = "SELECT * FROM NNEBENCH_NET_BYTES";
  /** Its columns, in order. */
  public static final List<String> COLUMNS = List.of("COMPRESSION", "RECEIVED_WIRE_BYTES",
      "RECEIVED_RAW_BYTES", "SENT_WIRE_BYTES", "SENT_RAW_BYTES");
  private static final int LEVEL_WIDTH = 8;
  private static final Pattern QUERY = Pattern.compile(
      "\\s*select\\s+\\*\\s+from\\s+nnebench_net_bytes\\s*;?\\s*", Pattern.CASE_INSENSITIVE);

  private NetBytesQuery() {}

  static boolean matches(String sql) {
    return QUERY.matcher(sql).matches();
  }

  static RowSource rows(PacketBytes b) {
    List<Column> columns = List.of(Column.varchar2(COLUMNS.get(0), LEVEL_WIDTH),
        Column.number(COLUMNS.get(1)), Column.number(COLUMNS.get(2)),
        Column.number(COLUMNS.get(3)), Column.number(COLUMNS.get(4)));
    List<Object> row = List.of(b.compression(), b.receivedWire(), b.receivedRaw(),
        b.sentWire(), b.sentRaw());
    return new FixedRows(columns, List.of(row));
  }
}
