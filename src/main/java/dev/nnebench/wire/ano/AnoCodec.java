package dev.nnebench.wire.ano;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

/** Encodes and decodes {@link AnoPacket}s; all integers are big-endian. */
public final class AnoCodec {
  /** Element type tag of a UB2 array inside a raw sub-packet. */
  private static final int ARRAY_ELEMENT_UB2 = 3;
  private static final int MAX_SERVICES = 8;

  private AnoCodec() {}

  public static AnoPacket decode(byte[] b, int off, int len) throws AnoFormatException {
    BoundedReader c = new BoundedReader(b, off, len);
    if (c.u32() != AnoPacket.MAGIC) {
      throw new AnoFormatException("ANO packet without the DEADBEEF magic");
    }
    int total = c.u16();
    if (total > len) {
      throw new AnoFormatException("ANO length " + total + " exceeds the " + len + " bytes received");
    }
    long version = c.u32();
    int count = c.u16();
    c.u8();
    if (count > MAX_SERVICES) {
      throw new AnoFormatException("ANO packet claims " + count + " services");
    }
    List<AnoPacket.Service> services = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      services.add(service(c));
    }
    return new AnoPacket(version, services);
  }

  private static AnoPacket.Service service(BoundedReader c) throws AnoFormatException {
    int id = c.u16();
    int subs = c.u16();
    int error = (int) c.u32();
    List<AnoPacket.SubPacket> list = new ArrayList<>();
    for (int i = 0; i < subs; i++) {
      int length = c.u16();
      int type = c.u16();
      list.add(new AnoPacket.SubPacket(type, c.bytes(length)));
    }
    return new AnoPacket.Service(id, error, list);
  }

  public static byte[] encode(AnoPacket packet) {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    for (AnoPacket.Service s : packet.services()) {
      put16(body, s.id());
      put16(body, s.subPackets().size());
      put32(body, s.error());
      for (AnoPacket.SubPacket sub : s.subPackets()) {
        put16(body, sub.value().length);
        put16(body, sub.type());
        body.writeBytes(sub.value());
      }
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    put32(out, AnoPacket.MAGIC);
    put16(out, AnoPacket.HEADER_LENGTH + body.size());
    put32(out, packet.version());
    put16(out, packet.services().size());
    out.write(0);
    out.writeBytes(body.toByteArray());
    return out.toByteArray();
  }

  /** A UB2 array as carried in a raw sub-packet (the supervisor's service list). */
  public static byte[] ub2Array(int... values) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    put32(out, AnoPacket.MAGIC);
    put16(out, ARRAY_ELEMENT_UB2);
    put32(out, values.length);
    for (int v : values) {
      put16(out, v);
    }
    return out.toByteArray();
  }

  static void put16(ByteArrayOutputStream out, int v) {
    out.write(v >>> 8);
    out.write(v);
  }

  static void put32(ByteArrayOutputStream out, long v) {
    put16(out, (int) (v >>> 16));
    put16(out, (int) v);
  }

  /** Bounds-checked reads over the received bytes. */
  private static final class BoundedReader {
    private final byte[] b;
    private final int end;
    private int pos;

    BoundedReader(byte[] b, int off, int len) {
      this.b = b;
      this.pos = off;
      this.end = off + len;
    }

    byte[] bytes(int n) throws AnoFormatException {
      if (n < 0 || end - pos < n) {
        throw new AnoFormatException("truncated ANO packet: need " + n + " bytes, have " + (end - pos));
      }
      byte[] out = java.util.Arrays.copyOfRange(b, pos, pos + n);
      pos += n;
      return out;
    }

    int u8() throws AnoFormatException {
      return bytes(1)[0] & 0xff;
    }

    int u16() throws AnoFormatException {
      byte[] v = bytes(2);
      return ((v[0] & 0xff) << 8) | (v[1] & 0xff);
    }

    long u32() throws AnoFormatException {
      return ((long) u16() << 16) | u16();
    }
  }
}
