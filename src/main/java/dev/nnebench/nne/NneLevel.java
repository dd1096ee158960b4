package dev.nnebench.nne;


/**
 * A native-network-encryption level in sqlnet.ora's vocabulary, used for encryption and for
 * checksumming, on the client ({@code oracle.net.encryption_client} and friends) and on the
 * loopback double's server side.
 */
public enum NneLevel {
  REJECTED,
  ACCEPTED,
  REQUESTED,
  REQUIRED
}
