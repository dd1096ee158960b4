package dev.nnebench.wire.query;

import dev.nnebench.wire.call.CallHandler;
import dev.nnebench.wire.call.SessionInfo;
import dev.nnebench.wire.ttc.EndOfCall;
import dev.nnebench.wire.ttc.FunctionCode;
import dev.nnebench.wire.ttc.MessageSink;
import dev.nnebench.wire.ttc.OraError;
import dev.nnebench.wire.ttc.TtcReader;
import java.io.IOException;

/**
 * Executes queries and serves their rows for one logged-in session: OALL8 execute, FETCH,
 * re-execute of an open cursor, commit and rollback (nothing to do: the double is read-only),
 * and the close-cursors piggyback. Errors are answered like Oracle answers them and leave the
 * session usable.
 */
public final class QueryService implements CallHandler {
  private final SessionInfo session;
  private final SqlCatalog catalog;
  private final CursorTable cursors = new CursorTable();
  private final FetchResponse fetches;

  public QueryService(SessionInfo session) {
    this.session = session;
    this.catalog = new SqlCatalog(session);
    this.fetches = new FetchResponse(session.duplicateColumnCompression());
  }

  @Override
  public boolean call(int functionCode, TtcReader request, MessageSink response)
      throws IOException {
    switch (functionCode) {
      case FunctionCode.EXECUTE -> execute(ExecuteRequest.read(request, session.ttcFieldVersion()),
          response);
      case FunctionCode.REEXECUTE, FunctionCode.REEXECUTE_AND_FETCH ->
          reexecute(functionCode, request, response);
      case FunctionCode.FETCH -> fetch(request.ub4(), request.ub4(), response);
      case FunctionCode.COMMIT, FunctionCode.ROLLBACK -> EndOfCall.ok(response.writer(), 0, 0);
      default -> {
        return false;
      }
    }
    return true;
  }

  @Override
  public boolean piggyback(int functionCode, TtcReader request) {
    if (functionCode != FunctionCode.CLOSE_CURSORS) {
      return false;
    }
    request.ub1(); // pointer
    long count = request.ub4();
    for (long i = 0; i < count; i++) {
      cursors.close(request.ub4());
    }
    return true;
  }

  /** Open cursors, for tests and diagnostics. */
  int openCursors() {
    return cursors.size();
  }

  private void execute(ExecuteRequest request, MessageSink response) throws IOException {
    Cursor cursor;
    if (request.parses()) {
      cursors.close(request.cursorId()); // a re-parse replaces the statement
      SqlCatalog.Result result = catalog.resolve(request.sql());
      if (result.error() != null) {
        EndOfCall.error(response.writer(), result.error(), 0, 0);
        return;
      }
      cursor = cursors.open(result.rows());
      if (cursor == null) {
        EndOfCall.error(response.writer(), OraError.MAXIMUM_OPEN_CURSORS, 0, 0);
        return;
      }
    } else {
      cursor = cursors.get(request.cursorId());
      if (cursor == null) {
        EndOfCall.error(response.writer(), OraError.INVALID_CURSOR, 0, 0);
        return;
      }
      cursor.rewind();
    }
    DescribeInfo.write(response.writer(), cursor.rows().columns(), session.ttcFieldVersion());
    fetches.write(cursor, request.rowsWanted(), response);
  }

  private void reexecute(int functionCode, TtcReader request, MessageSink response)
      throws IOException {
    Cursor cursor = cursors.get(request.ub4());
    long rows = request.ub4();
    if (cursor == null) {
      EndOfCall.error(response.writer(), OraError.INVALID_CURSOR, 0, 0);
      return;
    }
    cursor.rewind();
    fetches.write(cursor, functionCode == FunctionCode.REEXECUTE_AND_FETCH ? rows : 0, response);
  }

  private void fetch(long cursorId, long rows, MessageSink response) throws IOException {
    Cursor cursor = cursors.get(cursorId);
    if (cursor == null) {
      EndOfCall.error(response.writer(), OraError.INVALID_CURSOR, 0, 0);
      return;
    }
    fetches.write(cursor, rows, response);
  }
}
