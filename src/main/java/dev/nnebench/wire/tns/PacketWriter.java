package dev.nnebench.wire.tns;

import java.io.IOException;
import java.io.OutputStream;

/** Writes TNS packets with 2-byte lengths until the session switches to 4-byte lengths. */
public final class PacketWriter {
  private static final int MAX_SHORT_LENGTH = 0xffff;
  private final OutputStream out;
  private boolean largeLengths;

  public PacketWriter(OutputStream out) {
    this.out = out;
  }

  public void useLargeLengths(boolean large) {
    this.largeLengths = large;
  }

  public void write(TnsPacket packet) throws IOException {
    write(packet.type(), packet.flags(), packet.payload(), 0, packet.payload().length);
  }

  /** Writes one packet with the given payload and flushes it. */
  public void write(int type, int flags, byte[] payload, int off, int len) throws IOException {
    out.write(header(type, flags, TnsPacket.HEADER_LENGTH + len));
    out.write(payload, off, len);
    out.flush();
  }

  /** The 8-byte header for a packet of {@code length} bytes in the current length mode. */
  public byte[] header(int type, int flags, int length) throws TnsFormatException {
    byte[] h = new byte[TnsPacket.HEADER_LENGTH];
    if (largeLengths) {
      h[0] = (byte) (length >>> 24);
      h[1] = (byte) (length >>> 16);
      h[2] = (byte) (length >>> 8);
      h[3] = (byte) length;
    } else {
      if (length > MAX_SHORT_LENGTH) {
        throw new TnsFormatException("packet of " + length + " bytes needs 4-byte lengths");
      }
      h[0] = (byte) (length >>> 8);
      h[1] = (byte) length;
    }
    h[4] = (byte) type;
    h[5] = (byte) flags;
    return h;
  }
}
