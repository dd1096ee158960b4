package dev.nnebench.diagnose.candidates;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.Transport;
import java.util.Optional;

/**
 * Whether a candidate can run over the transport it ends on (the one it moves to, else the one
 * in force): TLS is the encryption there, so NNE does not stack on ezTLS nor on a move to TCPS;
 * ezTLS needs ojdbc 23.26.4 and a server known to answer it (of nnebench's targets the loopback
 * double; a 26ai server behind a URL may, but nothing tells before connecting); and a move to
 * ezTLS replaces NNE, so it is not tried where no NNE is in force.
 */
final class TransportFit {
  private TransportFit() {}

  /** Why {@code c} (making {@code other} of {@code inForce}) cannot run here, or empty. */
  static Optional<String> reason(Candidate c, Scenario inForce, Scenario other,
      Transport inForceTransport, TargetKind kind) {
    Transport t = c.transport().orElse(inForceTransport);
    if (t == Transport.TCP) {
      return Optional.empty();
    }
    if (nneOn(other) && (t == Transport.EZTLS || c.transport().isPresent())) {
      return Optional.of("NNE over " + name(t) + ": " + (t == Transport.EZTLS
          ? "ezTLS is the encryption already" : "TLS already encrypts (double encryption)"));
    }
    if (t == Transport.EZTLS && !other.driver().offersEzTls()) {
      return Optional.of("ojdbc " + other.driver() + " has no ezTLS (23.26.4 is the first),"
          + " so ezTLS is not proposed");
    }
    if (kind != TargetKind.LOOPBACK) {
      return Optional.of("the target is not known to answer " + name(t) + " (of nnebench's"
          + " targets only the loopback double does), so it is not proposed");
    }
    if (c.transport().isPresent() && inForceTransport == Transport.TCP && !nneOn(inForce)) {
      return Optional.of("no NNE in force: " + name(t) + " would add encryption, not replace"
          + " it");
    }
    return Optional.empty();
  }

  private static boolean nneOn(Scenario s) {
    return s.encryption() != EncryptionType.NONE || s.checksum() != ChecksumType.NONE;
  }

  private static String name(Transport t) {
    return t == Transport.EZTLS ? "ezTLS" : "TCPS";
  }
}
