package dev.nnebench.link;

/**
 * Bytes each way and round trips, counted by a {@link LinkRelay}: a round trip ends each time
 * data flows from the server after data flowed from the client.
 */
public final class WireTally {
  /** A snapshot. */
  public record Counts(long bytesFromClient, long bytesFromServer, long roundTrips) {
    /** What crossed since {@code before}. */
    public Counts minus(Counts before) {
      return new Counts(bytesFromClient - before.bytesFromClient,
          bytesFromServer - before.bytesFromServer, roundTrips - before.roundTrips);
    }
  }

  private long fromClient;
  private long fromServer;
  private long roundTrips;
  private boolean clientSpokeLast;

  public synchronized void add(boolean client, int bytes) {
    if (client) {
      fromClient += bytes;
      clientSpokeLast = true;
      return;
    }
    fromServer += bytes;
    if (clientSpokeLast) {
      roundTrips++;
      clientSpokeLast = false;
    }
  }

  public synchronized Counts counts() {
    return new Counts(fromClient, fromServer, roundTrips);
  }
}
