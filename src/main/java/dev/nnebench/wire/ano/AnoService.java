package dev.nnebench.wire.ano;

/** ANO service ids and the sub-packet value types used inside an ANO packet. */
public final class AnoService {
  public static final int AUTHENTICATION = 1;
  public static final int ENCRYPTION = 2;
  public static final int INTEGRITY = 3;
  public static final int SUPERVISOR = 4;

  public static final int TYPE_STRING = 0;
  public static final int TYPE_RAW = 1;
  public static final int TYPE_UB1 = 2;
  public static final int TYPE_UB2 = 3;
  public static final int TYPE_UB4 = 4;
  public static final int TYPE_VERSION = 5;
  public static final int TYPE_STATUS = 6;

  /** Supervisor status "OK". */
  public static final int STATUS_SUPERVISOR_OK = 0x001F;
  /** Authentication status "no adapter selected" (no Kerberos/RADIUS in the double). */
  public static final int STATUS_NO_AUTH_ADAPTER = 0xFBFF;

  private AnoService() {}
}
