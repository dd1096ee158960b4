package dev.nnebench.wire.session.handshake;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.wire.ano.AnoCodec;
import dev.nnebench.wire.ano.AnoPacket;
import dev.nnebench.wire.ano.AnoReply;
import dev.nnebench.wire.ano.AnoRequest;
import dev.nnebench.wire.ano.AnoVersion;
import dev.nnebench.wire.ano.Decision;
import dev.nnebench.wire.ano.KeyExchange;
import dev.nnebench.wire.ano.ServicePolicy;
import dev.nnebench.wire.eztls.EzTlsNegotiation;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.session.channel.ClientGoneException;
import dev.nnebench.wire.session.channel.DataIo;
import dev.nnebench.wire.session.channel.NneKeys;
import java.io.IOException;
import java.security.SecureRandom;

/**
 * The server side of ANO: reads the client's offer, decides each service against the server's
 * policy, replies, and when encryption or checksumming is on runs the Diffie-Hellman exchange
 * (the client's public value arrives in one more clear packet) and switches the data channel on.
 */
public final class AnoHandshake {
  private AnoHandshake() {}

  /**
   * Runs the exchange that {@code request} (the client's ANO packet) opens; over TLS the
   * server's own levels drop to ACCEPTED ({@link #overTls}).
   *
   * @throws NneRefusedException if the levels cannot agree (the client has had the ORA error)
   */
  public static AgreedServices run(byte[] request, DataIo io, ServerOptions options,
      SecureRandom random, boolean tls) throws IOException {
    AnoPacket packet = AnoCodec.decode(request, 0, request.length);
    if (choosesEzTls(packet, options, tls)) {
      EzTlsNegotiation.Outcome ez = EzTlsNegotiation.run(packet, io, options.ezTls());
      return AgreedServices.ezTls(ez.protection(), ez.tls());
    }
    AnoRequest offer = AnoRequest.of(packet);
    Decision enc = Decision.decide(offer.encryption(), overTls(options.encryption(), tls));
    Decision sum = Decision.decide(offer.integrity(), overTls(options.checksum(), tls));
    if (enc.failed() || sum.failed()) {
      send(io, AnoReply.build(enc, sum, null, options.keySchedule()));
      throw new NneRefusedException(enc.failed() ? enc.oraError() : sum.oraError());
    }
    if (!enc.on() && !sum.on()) {
      send(io, AnoReply.build(enc, sum, null, options.keySchedule()));
      return AgreedServices.PLAIN;
    }
    NneKeys keys = NneKeys.create(random, schedule(options.keySchedule(), offer.version()),
        AnoVersion.takes2048BitGroup(offer.version()));
    KeyExchange exchange = keys.exchange();
    send(io, AnoReply.build(enc, sum, exchange, options.keySchedule()));
    byte[] answer = clientAnswer(io, options.keySchedule());
    byte[] clientPublic = AnoRequest.clientPublicValue(AnoCodec.decode(answer, 0, answer.length));
    EncryptionType encryption = EncryptionType.byAnoId(enc.algorithmId()).orElseThrow();
    ChecksumType checksum = ChecksumType.byAnoId(sum.algorithmId()).orElseThrow();
    return new AgreedServices(encryption, checksum,
        keys.channel(encryption, checksum, clientPublic), keys);
  }

  /*
   * A 26ai server prefers ezTLS whenever the client offers it, even when both sides are only
   * ACCEPTED (python-oracledb's use_eztls always lists "none" first): offering id 21 is the
   * client's request for it. UNCONFIRMED; the plausible rule, since otherwise a default client
   * would never get the ezTLS it asked for. A server that rejects encryption does not select it.
   * Over TCPS the ClientHello is ignored (ezTLS over TCPS is a TCPS handshake, not this).
   */
  static boolean choosesEzTls(AnoPacket packet, ServerOptions options, boolean tls) {
    return !tls && options.ezTls() != null && options.encryption().level() != NneLevel.REJECTED
        && EzTlsNegotiation.offered(packet);
  }

  /*
   * On a TCPS connection TLS already encrypts, so the double does as an Oracle server with
   * SQLNET.IGNORE_ANO_ENCRYPTION_FOR_TCPS=TRUE: a REQUIRED or REQUESTED server level counts as
   * ACCEPTED. A client that does not ask for NNE gets TLS alone; one that requires NNE still
   * gets it on top of TLS (double encryption), as from Oracle.
   */
  static ServicePolicy overTls(ServicePolicy policy, boolean tls) {
    boolean insists = policy.level() == NneLevel.REQUIRED || policy.level() == NneLevel.REQUESTED;
    return tls && insists ? new ServicePolicy(NneLevel.ACCEPTED, policy.algorithms()) : policy;
  }

  /*
   * A server that runs the updated schedule still serves an older client (go-ora announces
   * 11.2.0.2.0) with the legacy one, as a patched server with weak clients allowed does: the
   * client cannot derive the updated keys.
   */
  static KeySchedule schedule(KeySchedule server, long clientVersion) {
    return server == KeySchedule.UPDATED && !AnoVersion.knowsUpdatedKeys(clientVersion)
        ? KeySchedule.LEGACY : server;
  }

  /* A client that refuses the server's ANO version (ORA-12268) leaves right after the reply. */
  private static byte[] clientAnswer(DataIo io, KeySchedule schedule) throws IOException {
    try {
      return io.readRequest();
    } catch (ClientGoneException e) {
      throw new ClientGoneException(e.getMessage() + " after the ANO reply" + (schedule
          == KeySchedule.LEGACY ? " (a client with oracle.net.allow_weak_crypto=false refuses the"
          + " legacy key schedule: ORA-12268)" : ""));
    }
  }

  private static void send(DataIo io, AnoPacket reply) throws IOException {
    byte[] b = AnoCodec.encode(reply);
    io.send(b, 0, b.length);
  }
}
