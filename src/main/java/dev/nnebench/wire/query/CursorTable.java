package dev.nnebench.wire.query;

import java.util.HashMap;
import java.util.Map;

/**
 * The open cursors of one session, by the id the client uses to fetch, re-execute and close
 * them. Ids start at 1 (0 means "new cursor" on the wire) and are reused after a close, as a
 * server's cursor slots are.
 */
final class CursorTable {
  /** Oracle's default OPEN_CURSORS; the session refuses more with ORA-01000. */
  static final int MAX_OPEN = 300;

  private final Map<Integer, ServerCursor> open = new HashMap<>();

  /** Opens a cursor over {@code rows}, or returns null if all slots are taken. */
  ServerCursor open(RowSource rows) {
    for (int id = 1; id <= MAX_OPEN; id++) {
      if (!open.containsKey(id)) {
        ServerCursor cursor = new ServerCursor(id, rows);
        open.put(id, cursor);
        return cursor;
      }
    }
    return null;
  }

  /** The open cursor with this id, or null. */
  ServerCursor get(long id) {
    return id > 0 && id <= MAX_OPEN ? open.get((int) id) : null;
  }

  void close(long id) {
    if (id > 0 && id <= MAX_OPEN) {
      open.remove((int) id);
    }
  }

  int size() {
    return open.size();
  }
}
