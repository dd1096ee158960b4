package dev.nnebench.wire.session;

import dev.nnebench.wire.call.TlsParameters;
import dev.nnebench.wire.session.channel.NetBytes;
import dev.nnebench.wire.session.handshake.AgreedServices;
import dev.nnebench.wire.tns.CompressionPolicy;
import dev.nnebench.wire.tns.ConnectPacket;

/** Collects what the connection's single log line reports: who, what was negotiated, outcome. */
final class SessionLog {
  /** Longest client-given field (user, program, ...) and outcome the line quotes. */
  private static final int MAX_FIELD = 128;
  private static final int MAX_OUTCOME = 256;
  private String program = "?";
  private String service = "?";
  private String user = "-";
  private String driver = "?";
  private String encryption = "none";
  private String checksum = "none";
  /* Empty on plain TCP, so the line reads as it always did. */
  private String tls = "";
  private String outcome = "open";
  private int cancelled;
  /* Empty without compression, so the line reads as it always did. */
  private String compression = "";
  private NetBytes bytes;

  void connect(ConnectPacket connect) {
    if (connect == null) {
      return;
    }
    program = orElse(connect.descriptorValue("PROGRAM"), program);
    service = orElse(connect.serviceName(), service);
  }

  void nne(AgreedServices n) {
    encryption = orElse(n.encryptionName(), "none");
    checksum = orElse(n.checksumName(), "none");
    tls(n.ezTls());
  }

  void tls(TlsParameters negotiated) {
    if (negotiated != null) {
      tls = " tls=" + negotiated.protocol() + "/" + negotiated.cipherSuite();
    }
  }

  /** The client bound the TCPS certificate after logon (ezTLS over TCPS): TLS is its encryption. */
  void ezTlsOverTcps() {
    encryption = "EZTLS";
  }

  /** Compression was negotiated (the ACCEPT's byte); the line reports the bytes it saved. */
  void compression(int acceptFlags, NetBytes counted) {
    compression = " compression=" + CompressionPolicy.levelName(acceptFlags);
    bytes = counted;
  }

  void user(String u) {
    user = orElse(u, user);
  }

  void driver(String name, String version) {
    if (name != null) {
      driver = name.trim() + (version == null ? "" : " " + version);
    }
  }

  /** A call the client broke (cancel, query timeout), answered with ORA-01013. */
  void cancelled() {
    cancelled++;
  }

  /** The first outcome wins: later ones are consequences (e.g. the close after a refusal). */
  void outcome(String o) {
    if ("open".equals(outcome) || "logged in".equals(outcome)) {
      outcome = o;
    }
  }

  String line(int id) {
    return "connection " + id + ": driver=" + field(driver) + " program=" + field(program)
        + " service=" + field(service) + " user=" + field(user) + " encryption=" + encryption
        + " checksum=" + checksum + tls + compression
        + (bytes == null ? "" : " " + bytes) + " outcome=" + LogText.escape(outcome, MAX_OUTCOME)
        + (cancelled > 0 ? " cancelled=" + cancelled : "");
  }

  /* Every field but the negotiated names may hold what the client sent. */
  private static String field(String clientText) {
    return LogText.escape(clientText, MAX_FIELD);
  }

  private static String orElse(String v, String fallback) {
    return v == null || v.isBlank() ? fallback : v;
  }
}
