package dev.nnebench.wire.query;

/** A cursor the double has open for a client: a result and how far the client has fetched it. */
final class ServerCursor {
  private final int id;
  private final RowSource rows;
  private long sent;

  ServerCursor(int id, RowSource rows) {
    this.id = id;
    this.rows = rows;
  }

  int id() {
    return id;
  }

  RowSource rows() {
    return rows;
  }

  /** Rows delivered so far; also the number of the last row delivered. */
  long sent() {
    return sent;
  }

  long remaining() {
    return rows.rowCount() - sent;
  }

  void advance(long n) {
    sent += n;
  }

  /** Starts the result again from its first row (a re-execute). */
  void rewind() {
    sent = 0;
    rows.reexecute();
  }
}
