package dev.nnebench.results;

/**
 * Names of what a fetch trial measured in its fork besides its score (its sidecar), read back as
 * {@link Trial#negotiated(String)}: the link it ran over and the rows per round trip it got.
 */
public final class SidecarName {
  /** Prefix of the counterpart session's values in a paired trial. */
  public static final String PEER = "peer.";
  /** The round trip measured over the link, in ms. */
  public static final String RTT_MEASURED = "rttMs";
  /** What the link added to the round trip, in ms. */
  public static final String RTT_ADDED = "rttAddedMs";
  /** The round trip with the link's delays off, in ms. */
  public static final String RTT_WITHOUT_LINK = "rttWithoutLinkMs";
  /** Rows per round trip counted on a probe fetch of the cell (the driver's real fetch size). */
  public static final String ROWS_PER_ROUND_TRIP = "rowsPerRoundTrip";
  /** The round trips that probe fetch took. */
  public static final String PROBED_ROUND_TRIPS = "probedRoundTrips";
  /**
   * Of a whole fetch's round trips, the LOB calls (length, read, ...), counted on the probe fetch
   * by the loopback double; absent where the target does not count them or the shape has no LOB.
   */
  public static final String LOB_ROUND_TRIPS = "lobRoundTrips";

  /** The round trips of one open and close, counted through a relay without delay. */
  public static final String CONNECT_ROUND_TRIPS = "connectRoundTrips";

  private SidecarName() {}
}
