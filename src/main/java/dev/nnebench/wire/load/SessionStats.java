package dev.nnebench.wire.load;

/**
 * What a DBA's views count for one session of the double, measured on the session's real
 * traffic and calls (bytes and packets as sent and received, time between the last send and
 * the next request) and on what its server model charged. Written by the session's own thread
 * only (hence plain increments of volatile fields); read from any.
 */
public final class SessionStats {
  private final WaitTally fromClient = new WaitTally();
  private final WaitTally toClient = new WaitTally();
  private final WaitTally moreDataToClient = new WaitTally();
  private final WaitTally serverIo = new WaitTally();
  private final WaitTally cpuQueue = new WaitTally();
  private volatile long roundTrips;
  private volatile long bytesSent;
  private volatile long bytesReceived;
  private volatile long userCalls;
  private volatile long executes;
  private volatile long dbTimeNanos;
  private volatile long dbCpuNanos;
  private volatile long cpuCentiseconds;
  private volatile long connectNanos;
  private long callCpuNanos;
  /* Set by a response's first packet, so that the packets after it count as "more data". */
  private boolean responseStarted;

  /** One request answered: a round trip; {@code calls} user calls it carried. */
  public void roundTrip(int calls, long elapsedNanos) {
    roundTrips++;
    userCalls += calls;
    dbTimeNanos += elapsedNanos;
    // Oracle adds a call's CPU in whole centiseconds when the call ends: short calls add 0
    cpuCentiseconds += callCpuNanos / 10_000_000L;
    callCpuNanos = 0;
    responseStarted = false;
  }

  /** The connect's server time (process spawn), in DB time as a connection management call. */
  void connected(long elapsedNanos) {
    connectNanos += elapsedNanos;
    dbTimeNanos += elapsedNanos;
  }

  public void executed() {
    executes++;
  }

  /** The time from the last packet sent until the next request arrived (idle, the client's). */
  public void waitedForClient(long nanos) {
    fromClient.add(nanos);
  }

  /** One packet sent, taking {@code nanos} to hand to the socket. */
  public void packetSent(int bytes, long nanos) {
    bytesSent += bytes;
    (responseStarted ? moreDataToClient : toClient).add(nanos);
    responseStarted = true;
  }

  public void received(int bytes) {
    bytesReceived += bytes;
  }

  void cpu(long nanos) {
    dbCpuNanos += nanos;
    callCpuNanos += nanos;
  }

  void io(long nanos) {
    serverIo.add(nanos);
  }

  void queued(long nanos) {
    cpuQueue.add(nanos);
  }

  public long roundTrips() {
    return roundTrips;
  }

  public long bytesSent() {
    return bytesSent;
  }

  public long bytesReceived() {
    return bytesReceived;
  }

  public long userCalls() {
    return userCalls;
  }

  public long executes() {
    return executes;
  }

  /** Elapsed time in calls (from a request's arrival to its answer sent) and in the connect. */
  public long dbTimeNanos() {
    return dbTimeNanos;
  }

  /** Server CPU the model charged. */
  public long dbCpuNanos() {
    return dbCpuNanos;
  }

  /** 'CPU used by this session': each ended call's CPU in whole centiseconds. */
  public long cpuCentiseconds() {
    return cpuCentiseconds;
  }

  public long connectNanos() {
    return connectNanos;
  }

  public WaitTally fromClient() {
    return fromClient;
  }

  public WaitTally toClient() {
    return toClient;
  }

  public WaitTally moreDataToClient() {
    return moreDataToClient;
  }

  /** The model's waits (I/O), as a real server's 'db file sequential read'. */
  public WaitTally serverIo() {
    return serverIo;
  }

  /**
   * Time in line for one of the model's CPUs, as a real server's 'resmgr:cpu quantum' (a
   * session ready to run that a full CPU plan keeps waiting); non-idle, so in DB time.
   */
  public WaitTally cpuQueue() {
    return cpuQueue;
  }
}
