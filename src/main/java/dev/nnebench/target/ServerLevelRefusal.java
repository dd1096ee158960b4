package dev.nnebench.target;

import dev.nnebench.nne.NneLevel;
import dev.nnebench.scenario.Scenario;
import java.util.Optional;

/**
 * Why a server at a known NNE level cannot serve one side of a cell (the cell itself or its
 * counterpart): Oracle's matrix fails a service with ORA-12660 when one side REJECTS it and the
 * other REQUIRES it. So against {@code --server-nne REQUIRED} every NNE-off side fails the
 * connection, and against REJECTED every side that requires NNE; the run would stop at the first.
 *
 * <p>The transport changes what the server insists on: over TCPS the server's REQUIRED and
 * REQUESTED count as ACCEPTED (SQLNET.IGNORE_ANO_ENCRYPTION_FOR_TCPS, as the double does); over
 * ezTLS the client requires encryption of type EZTLS and no other service is negotiated.
 */
public final class ServerLevelRefusal {
  private ServerLevelRefusal() {}

  /** The refusal of {@code side} over {@code transport} by {@code target}'s server, or empty. */
  public static Optional<String> of(Target target, Scenario side, Transport transport) {
    return target.serverLevel().flatMap(level -> of(level, side, transport));
  }

  /** The refusal of {@code side} over {@code transport} by a server at {@code server}. */
  public static Optional<String> of(NneLevel server, Scenario side, Transport transport) {
    return switch (transport) {
      case TCP -> service("encryption", side.encryptionLevel(), side.encryption().driverName(),
          server).or(() -> service("checksum", side.checksumLevel(),
              side.checksum().driverName(), server));
      case TCPS -> service("encryption", side.encryptionLevel(), side.encryption().driverName(),
          overTls(server)).or(() -> service("checksum", side.checksumLevel(),
              side.checksum().driverName(), overTls(server)));
      case EZTLS -> service("encryption", NneLevel.REQUIRED, "EZTLS", server);
    };
  }

  private static NneLevel overTls(NneLevel server) {
    return server == NneLevel.REQUIRED || server == NneLevel.REQUESTED ? NneLevel.ACCEPTED : server;
  }

  private static Optional<String> service(String name, NneLevel client, String type,
      NneLevel server) {
    if (client == NneLevel.REJECTED && server == NneLevel.REQUIRED) {
      return Optional.of(name + " " + type + ": the server requires NNE (--server-nne REQUIRED)"
          + " and refuses a client without it (ORA-12660); run NNE-off cells against"
          + " --server-nne ACCEPTED");
    }
    if (client == NneLevel.REQUIRED && server == NneLevel.REJECTED) {
      return Optional.of(name + " " + type + " required: the server rejects NNE (--server-nne"
          + " REJECTED) and refuses a client that requires it (ORA-12660); run NNE-on cells"
          + " against --server-nne ACCEPTED");
    }
    return Optional.empty();
  }
}
