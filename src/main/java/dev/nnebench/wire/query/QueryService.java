package dev.nnebench.wire.query;

import dev.nnebench.wire.call.CallHandler;
import dev.nnebench.wire.call.SessionInfo;
import dev.nnebench.wire.ttc.EndOfCall;
import dev.nnebench.wire.ttc.FunctionCode;
import dev.nnebench.wire.ttc.MessageSink;
import dev.nnebench.wire.ttc.OraError;
import dev.nnebench.wire.ttc.TtcReader;
import java.io.IOException;
import java.util.function.Function;

/**
 * Executes queries and serves their rows for one logged-in session: OALL8 execute, FETCH,
 * re-execute of an open cursor, defines (a select list with LOBs gets no rows before its define),
 * LOB calls ({@link LobCalls}), commit and rollback (nothing to do: the double is read-only), and
 * the close-cursors piggyback. Errors are answered like Oracle answers them and leave the
 * session usable.
 */
public final class QueryService implements CallHandler {
  private final SessionInfo session;
  private final SqlCatalog catalog;
  private final CursorTable cursors = new CursorTable();
  private final FetchResponse fetches;
  private final LobCalls lobs = new LobCalls();
  /** Sequence number of the call being answered, echoed by its end-of-call. */
  private int sequence;

  /**
   * A call-handler factory for {@code ServerOptions.Builder.callHandlers}: with {@code false},
   * rows never omit repeated cells, whatever the session says, to compare the driver's cost
   * with and without duplicate-column bit vectors.
   */
  public static Function<SessionInfo, CallHandler> factory(boolean duplicateColumnCompression) {
    return info -> new QueryService(new SessionInfo(info.user(), info.serviceName(),
        info.encryption(), info.checksum(), info.ttcFieldVersion(),
        duplicateColumnCompression && info.duplicateColumnCompression(),
        info.lengthPrefixedText(), info.tls(), info.universalScale()));
  }

  public QueryService(SessionInfo session) {
    this.session = session;
    this.catalog = new SqlCatalog(session);
    this.fetches = new FetchResponse(session.duplicateColumnCompression());
  }

  @Override
  public boolean call(int functionCode, int sequence, TtcReader request, MessageSink response)
      throws IOException {
    this.sequence = sequence;
    switch (functionCode) {
      case FunctionCode.EXECUTE -> execute(ExecuteRequest.read(request, session.ttcFieldVersion(),
          session.lengthPrefixedText()), response);
      case FunctionCode.REEXECUTE, FunctionCode.REEXECUTE_AND_FETCH ->
          reexecute(functionCode, request, response);
      case FunctionCode.FETCH -> fetch(request.ub4(), request.ub4(), response);
      case FunctionCode.LOB_OP -> lobs.call(request, response.writer(), sequence);
      case FunctionCode.COMMIT, FunctionCode.ROLLBACK ->
          EndOfCall.ok(response.writer(), 0, 0, sequence);
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

  /** LOB calls (length, read, chunk size, ...) this session answered. */
  public long lobCalls() {
    return lobs.calls();
  }

  /** Open cursors, for tests and diagnostics. */
  int openCursors() {
    return cursors.size();
  }

  private void execute(ExecuteRequest request, MessageSink response) throws IOException {
    ServerCursor cursor = request.parses() ? open(request, response)
        : reopen(request.cursorId(), response);
    if (cursor == null) {
      return;
    }
    long rows = cursor.rows().awaitsDefine() ? 0 : request.rowsWanted();
    try {
      response.time().execute(Math.max(0, Math.min(rows, cursor.remaining())),
          response::pauseUntil);
      work(cursor, response);
      if (!request.isDefine()) {
        // the answer to a define leaves the column list alone: node-oracledb would rebuild its
        // column metadata from a second describe and lose its converters
        DescribeInfo.write(response.writer(), cursor.rows().columns(), session.ttcFieldVersion(),
            session.universalScale());
      }
      if (!request.defines().isEmpty()) {
        cursor.rows().define(request.defines());
      }
      fetches.rows(cursor, cursor.rows().awaitsDefine() ? 0 : request.rowsWanted(), response);
    } catch (IOException broken) {
      if (request.parses()) {
        cursors.close(cursor.id()); // e.g. a cancel: the client never learns the new cursor's id
      }
      throw broken;
    }
    ReturnParameters.write(response.writer(), cursor.id());
    FetchResponse.end(cursor, response.writer(), sequence);
  }

  /** A new cursor for the request's SQL, or null after answering the error. */
  private ServerCursor open(ExecuteRequest request, MessageSink response) {
    cursors.close(request.cursorId()); // a re-parse replaces the statement
    SqlCatalog.Result result = LobCallQuery.matches(request.sql())
        ? SqlCatalog.Result.of(LobCallQuery.rows(lobs.calls()))
        : NetBytesQuery.matches(request.sql())
        ? SqlCatalog.Result.of(NetBytesQuery.rows(response.packetBytes()))
        : catalog.resolve(request.sql(), response.time());
    if (result.error() != null) {
      fail(response, result.error());
      return null;
    }
    ServerCursor cursor = cursors.open(result.rows());
    if (cursor == null) {
      fail(response, OraError.MAXIMUM_OPEN_CURSORS);
    }
    return cursor;
  }

  /** The open cursor, rewound, or null after answering ORA-01001. */
  private ServerCursor reopen(long cursorId, MessageSink response) {
    ServerCursor cursor = cursors.get(cursorId);
    if (cursor == null) {
      fail(response, OraError.INVALID_CURSOR);
      return null;
    }
    cursor.rewind();
    return cursor;
  }

  private void reexecute(int functionCode, TtcReader request, MessageSink response)
      throws IOException {
    ServerCursor cursor = reopen(request.ub4(), response);
    long rows = request.ub4();
    if (cursor != null) {
      long wanted = functionCode == FunctionCode.REEXECUTE_AND_FETCH ? rows : 0;
      response.time().execute(Math.max(0, Math.min(wanted, cursor.remaining())),
          response::pauseUntil);
      work(cursor, response);
      fetches.write(cursor, wanted, response, sequence);
    }
  }

  private void fetch(long cursorId, long rows, MessageSink response) throws IOException {
    ServerCursor cursor = cursors.get(cursorId);
    if (cursor == null) {
      fail(response, OraError.INVALID_CURSOR);
      return;
    }
    response.time().fetch(Math.max(0, Math.min(rows, cursor.remaining())), response::pauseUntil);
    fetches.write(cursor, rows, response, sequence);
  }

  /** A slow statement's execution time; the session ends it early if the client breaks. */
  private static void work(ServerCursor cursor, MessageSink response) throws IOException {
    if (cursor.rows().workMillis() > 0) {
      response.pause(cursor.rows().workMillis());
    }
  }

  private void fail(MessageSink response, OraError error) {
    EndOfCall.error(response.writer(), error, 0, 0, sequence);
  }
}
