package dev.nnebench.wire.tns;

/** The two-byte data flags that open every DATA packet payload; they stay in clear under NNE. */
public final class DataFlags {
  /** Bytes taken by the data flags at the start of a DATA payload. */
  public static final int LENGTH = 2;
  /** The client says goodbye (after logoff, or on abort). */
  public static final int EOF = 0x0040;
  /** The client's last packet of a request (newer drivers only). */
  public static final int END_OF_REQUEST = 0x0800;
  /** The payload after the data flags is zlib data (negotiated compression). */
  public static final int COMPRESSED = 0x0400;
  /** Last packet of a response; only with TNS 319 and negotiated end-of-response. */
  public static final int END_OF_RESPONSE = 0x2000;

  private DataFlags() {}
}
