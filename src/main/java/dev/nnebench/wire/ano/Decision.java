package dev.nnebench.wire.ano;

import dev.nnebench.nne.NneLevel;

/**
 * The outcome of negotiating one service: the algorithm id to switch on (0 = off), or the ORA
 * error that ends the connection.
 *
 * <p>Oracle's matrix: a REJECTED side keeps the service off, and fails the connection with
 * ORA-12660 if the other side is REQUIRED; two ACCEPTED sides keep it off; every other pair
 * switches it on with the first of the server's algorithms that the client offers. With none in
 * common the service stays off, unless either side is REQUIRED: then ORA-12650.
 */
public record Decision(int algorithmId, int oraError) {
  /** Both sides say REQUIRED vs REJECTED. */
  public static final int INCOMPATIBLE = 12660;
  /** No algorithm in common while one side requires the service. */
  public static final int NO_COMMON_ALGORITHM = 12650;
  private static final Decision OFF = new Decision(0, 0);

  public boolean failed() {
    return oraError != 0;
  }

  public boolean on() {
    return algorithmId != 0;
  }

  public static Decision decide(ClientOffer client, ServicePolicy server) {
    NneLevel c = client.level();
    NneLevel s = server.level();
    boolean required = c == NneLevel.REQUIRED || s == NneLevel.REQUIRED;
    if (c == NneLevel.REJECTED || s == NneLevel.REJECTED) {
      return required ? new Decision(0, INCOMPATIBLE) : OFF;
    }
    if (c == NneLevel.ACCEPTED && s == NneLevel.ACCEPTED) {
      return OFF;
    }
    for (int id : server.algorithms()) {
      if (client.algorithms().contains(id)) {
        return new Decision(id, 0);
      }
    }
    return required ? new Decision(0, NO_COMMON_ALGORITHM) : OFF;
  }
}
