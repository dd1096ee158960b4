package dev.nnebench.wire.session;

import dev.nnebench.wire.call.CallHandler;
import dev.nnebench.wire.call.SessionInfo;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.session.channel.ClientBreakException;
import dev.nnebench.wire.session.channel.PendingFoldIn;
import dev.nnebench.wire.session.channel.Protection;
import dev.nnebench.wire.session.handshake.AgreedServices;
import dev.nnebench.wire.session.handshake.DataTypesReply;
import dev.nnebench.wire.session.handshake.ProtocolReply;
import dev.nnebench.wire.session.login.Login;
import dev.nnebench.wire.session.login.Verifiers;
import dev.nnebench.wire.session.login.VersionReply;
import dev.nnebench.wire.ttc.EndOfCall;
import dev.nnebench.wire.ttc.FunctionCode;
import dev.nnebench.wire.ttc.MessageType;
import dev.nnebench.wire.ttc.OraError;
import dev.nnebench.wire.ttc.PiggybackSkipper;
import dev.nnebench.wire.ttc.TtcFormatException;
import dev.nnebench.wire.ttc.TtcReader;
import dev.nnebench.wire.ttc.TtcWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.security.SecureRandom;

/**
 * The TTC part of a connection: protocol and data-type negotiation, login, then calls. Ping and
 * logoff are answered here; every other call of a logged-in session goes to its
 * {@link CallHandler}.
 */
final class Conversation {
  /** {@code -Dnnebench.wire.dump=true} prints every decrypted request in hex to stderr. */
  private static final boolean DUMP = Boolean.getBoolean("nnebench.wire.dump");
  /** TTC's SB1 data type, whose representation decides how describe info sends scales. */
  private static final int SB1_TYPE = 27;
  /** Representation 10 ("Oracle"): SB1 as one raw byte (python-oracledb, node-oracledb). */
  private static final int ORACLE_REPRESENTATION = 10;
  private final ServerSession session;
  private final ServerOptions options;
  private final int sessionId;
  private final String serviceName;
  private final SessionLog log;
  private final Login login;
  private final AgreedServices nne;
  private int fieldVersion = ProtocolReply.FIELD_VERSION_19C;
  /** Whether the client length-prefixes character fields (from its data-type negotiation). */
  private boolean lengthPrefixedText;
  /** Whether describe info sends SB1 fields (NUMBER's scale) as universal integers. */
  private boolean universalScale = true;
  private CallHandler handler;
  private boolean loggedOff;
  private boolean foldInPending;
  /** Sequence number of the last function call, which an ORA-01013 after a break echoes. */
  private int lastCall;

  Conversation(ServerSession session, ServerOptions options, Verifiers verifiers,
      SecureRandom random, int sessionId, String serviceName, SessionLog log, AgreedServices nne) {
    this.session = session;
    this.options = options;
    this.sessionId = sessionId;
    this.serviceName = serviceName;
    this.log = log;
    this.nne = nne;
    this.login = new Login(verifiers, random, serviceName);
  }

  /** Serves requests, starting with {@code first}, until the client leaves. */
  void run(byte[] first) throws IOException {
    byte[] request = first;
    while (true) {
      try {
        handle(request);
        session.flush();
      } catch (ClientBreakException broken) {
        cancel(lastCall);
      }
      session.traffic().answered();
      if (foldInPending) {
        // ojdbc switches keys right after reading the phase-2 answer, go-ora never does: the
        // flag byte of the client's next packet tells which
        byte[] comboKey = login.comboKey();
        session.afterLogin(comboKey);
        Protection now = session.io().protection();
        session.io().protection(nne.keys() == null ? now.afterLogin(comboKey)
            : new PendingFoldIn(now, () -> nne.keys().foldIn(comboKey)));
        foldInPending = false;
      }
      request = nextRequest();
      session.traffic().requestRead(true);
    }
  }

  /** The next request; a break while the session waits for one is answered like any other. */
  private byte[] nextRequest() throws IOException {
    while (true) {
      try {
        return session.io().readRequest();
      } catch (ClientBreakException broken) {
        cancel(broken.callOr(lastCall));
      }
    }
  }

  private void cancel(int call) throws IOException {
    BreakReset.answer(session.io(), session.writer(), call);
    log.cancelled();
  }

  /* the parse pulls any further packets of the request; unwraps what reading them threw */
  private void handle(byte[] request) throws IOException {
    try {
      handle(request, new TtcReader(request, session.io().continuation()));
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  private void handle(byte[] request, TtcReader r) throws IOException {
    if (DUMP) {
      System.err.println("request " + java.util.HexFormat.ofDelimiter(" ").formatHex(request));
    }
    TtcWriter w = session.writer();
    while (r.hasRemaining()) {
      int type = r.ub1();
      switch (type) {
        case MessageType.PROTOCOL -> {
          r.skip(r.remaining()); // accepted versions and the client's name
          ProtocolReply.write(w);
        }
        case MessageType.DATA_TYPES -> dataTypes(r, w);
        case MessageType.FUNCTION -> {
          function(r, w);
          return;
        }
        case MessageType.PIGGYBACK -> {
          if (!piggyback(r, request, w)) {
            return;
          }
        }
        default -> throw new TtcFormatException("unexpected TTC message type " + type);
      }
    }
  }

  private void dataTypes(TtcReader r, TtcWriter w) {
    DataTypesReply.ClientTypes client = DataTypesReply.read(r);
    fieldVersion = Math.min(fieldVersion, client.fieldVersion());
    lengthPrefixedText = client.lengthPrefixedText();
    universalScale = client.representation(SB1_TYPE) != ORACLE_REPRESENTATION;
    login.client(client.logsInWith12cVerifier(), client.fieldVersion());
    DataTypesReply.write(w, client);
  }

  private boolean piggyback(TtcReader r, byte[] request, TtcWriter w) {
    int code = r.ub1();
    int seq = r.ub1();
    if (handler != null && handler.piggyback(code, r)) {
      return true;
    }
    int next = PiggybackSkipper.nextMessage(request, r.position(), seq);
    if (next < 0) {
      EndOfCall.error(w, OraError.INVALID_SQL, 0, 0);
      return false;
    }
    r.skip(next - r.position());
    return true;
  }

  private void function(TtcReader r, TtcWriter w) throws IOException {
    int code = r.ub1();
    int sequence = r.ub1();
    lastCall = sequence;
    session.traffic().userCall();
    switch (code) {
      case FunctionCode.AUTH_PHASE_ONE -> phaseOne(r, w, sequence);
      case FunctionCode.AUTH_PHASE_TWO -> phaseTwo(r, w, sequence);
      case FunctionCode.PING -> status(w);
      case VersionReply.FUNCTION -> VersionReply.write(w, sequence);
      case FunctionCode.LOGOFF -> {
        status(w);
        loggedOff = true;
        log.outcome("logoff");
      }
      default -> call(code, sequence, r, w);
    }
  }

  private void phaseOne(TtcReader r, TtcWriter w, int sequence) {
    if (!login.phaseOne(r, w, sequence, options::password, lengthPrefixedText)) {
      log.user(login.user());
      log.outcome("refused ORA-28040: the client has no logon for a 12C verifier (O7LOGON)");
    }
  }

  private void phaseTwo(TtcReader r, TtcWriter w, int sequence) {
    boolean ok = login.phaseTwo(r, w, sequence, sessionId, lengthPrefixedText);
    log.user(login.user());
    log.driver(login.driverName(), login.driverVersion());
    if (!ok) {
      log.outcome("ORA-01017 for user " + login.user());
      return;
    }
    log.outcome("logged in");
    session.loggedIn();
    foldInPending = nne.keys() != null || nne.ezTls() != null || session.bindsAfterLogin();
    handler = options.handlers().apply(new SessionInfo(login.user(), serviceName,
        nne.encryptionName(), nne.checksumName(), fieldVersion, true, lengthPrefixedText,
        session.tls(), universalScale));
  }

  private void call(int code, int sequence, TtcReader r, TtcWriter w) throws IOException {
    if (handler == null || loggedOff || !handler.call(code, sequence, r, session)) {
      EndOfCall.error(w, OraError.INVALID_SQL, 0, 0, sequence);
    }
  }

  /** Status message: the whole answer to ping and logoff. */
  private static void status(TtcWriter w) {
    w.ub1(MessageType.STATUS).ub4(EndOfCall.STATUS_NO_TRANSACTION).ub2(0);
  }
}
