package dev.nnebench.wire.session.login;

import dev.nnebench.wire.auth.O5Logon;
import dev.nnebench.wire.ttc.EndOfCall;
import dev.nnebench.wire.ttc.MessageType;
import dev.nnebench.wire.ttc.OraError;
import dev.nnebench.wire.ttc.TtcReader;
import dev.nnebench.wire.ttc.TtcWriter;
import java.security.SecureRandom;
import java.util.Map;
import java.util.Optional;

/** The server side of O5LOGON for one connection: phase 1 (challenge) and phase 2 (verify). */
public final class Login {
  private static final String CLIENT_DRIVER_NAME = "SESSION_CLIENT_DRIVER_NAME";
  private static final String CLIENT_VERSION = "SESSION_CLIENT_VERSION";
  private final Verifiers verifiers;
  private final SecureRandom random;
  private final String serviceName;
  private O5Logon exchange;
  private String user;
  private String password;
  private String driverName;
  private byte[] comboKey;
  private String driverVersion;
  private boolean clientKnows12cVerifier = true;
  private int clientFieldVersion = EndOfCall.FIELD_VERSION_12_1;

  public Login(Verifiers verifiers, SecureRandom random, String serviceName) {
    this.verifiers = verifiers;
    this.random = random;
    this.serviceName = serviceName;
  }

  /** The user named in phase 1, or null before it. */
  public String user() {
    return user;
  }

  /** The O5LOGON combo key after a successful phase 2 (for the NNE fold-in), else null. */
  public byte[] comboKey() {
    return comboKey;
  }

  /** The client driver's name from phase 2, or null. */
  public String driverName() {
    return driverName;
  }

  /** The client driver's version from phase 2, or null. */
  public String driverVersion() {
    return driverVersion;
  }

  /**
   * What the client's data-type negotiation said: whether it can use the 12C verifier (yes until
   * then) and its TTC field version, which shapes an error answer.
   */
  public void client(boolean knows12cVerifier, int fieldVersion) {
    clientKnows12cVerifier = knows12cVerifier;
    clientFieldVersion = fieldVersion;
  }

  /**
   * Phase 1: remembers the user, answers the challenge values; false if it refused the client
   * with ORA-28040 instead.
   */
  public boolean phaseOne(TtcReader request, TtcWriter reply, int sequence,
      java.util.function.UnaryOperator<String> passwords, boolean lengthPrefixedText) {
    AuthRequest req = AuthRequest.read(request, lengthPrefixedText);
    user = req.user();
    if (!clientKnows12cVerifier) {
      /*
       * The double's accounts hold a 12C verifier only. A 23ai server answers a client that
       * cannot use any verifier the account has (an 11.2 client, whose O5LOGON needs the 11G
       * verifier) with ORA-28040 at this first round trip.
       */
      EndOfCall.error(reply, OraError.NO_MATCHING_AUTHENTICATION_PROTOCOL, sequence,
          clientFieldVersion);
      return false;
    }
    password = user == null ? null : passwords.apply(user);
    exchange = O5Logon.challenge(verifiers.forUser(user == null ? "" : user, password), random);
    Map<String, String> values = exchange.phaseOneValues();
    writeParameters(reply, values, true);
    EndOfCall.ok(reply, 0, 0, sequence);
    return true;
  }

  /**
   * Phase 2: true if the password matched (reply holds the session values), else ORA-01017. A
   * phase 2 that names another user than phase 1 is refused too, as Oracle refuses it.
   */
  public boolean phaseTwo(TtcReader request, TtcWriter reply, int sequence, int sessionId,
      boolean lengthPrefixedText) {
    AuthRequest req = AuthRequest.read(request, lengthPrefixedText);
    driverName = req.values().get(CLIENT_DRIVER_NAME);
    driverVersion = req.values().get(CLIENT_VERSION);
    Optional<String> response = verify(req);
    if (response.isEmpty() || password == null || !samePhaseOneUser(req.user())) {
      EndOfCall.error(reply, OraError.INVALID_LOGON, 0, 0, sequence);
      return false;
    }
    comboKey = exchange.comboKey(req.values().get(O5Logon.AUTH_SESSKEY));
    writeParameters(reply, SessionParameters.of(sessionId, sessionId + 1, serviceName,
        response.get()), false);
    EndOfCall.ok(reply, 0, 0, sequence);
    return true;
  }

  private boolean samePhaseOneUser(String phaseTwoUser) {
    return phaseTwoUser == null || phaseTwoUser.equalsIgnoreCase(user);
  }

  private Optional<String> verify(AuthRequest req) {
    if (exchange == null) {
      return Optional.empty();
    }
    String sessKey = req.values().get(O5Logon.AUTH_SESSKEY);
    String pwd = req.values().get(O5Logon.AUTH_PASSWORD);
    if (sessKey == null || pwd == null) {
      return Optional.empty();
    }
    try {
      return exchange.verify(sessKey, pwd, req.values().get(O5Logon.AUTH_PBKDF2_SPEEDY_KEY));
    } catch (IllegalArgumentException malformed) {
      return Optional.empty();
    }
  }

  private static void writeParameters(TtcWriter w, Map<String, String> values, boolean phaseOne) {
    w.ub1(MessageType.PARAMETER).ub2(values.size());
    values.forEach((k, v) -> w.keyValue(k, v, phaseOne ? O5Logon.flagsFor(k) : 0));
  }
}
