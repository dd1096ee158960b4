package dev.nnebench.shape;

import java.util.zip.Deflater;

/**
 * The size of bytes after zlib at its default level: the codec of Oracle Net's compression level
 * high, so the ratio it gives is what that level can at best make of a result's values.
 */
public final class Deflated {
  private Deflated() {}

  /** The deflated size of {@code in}, at least 1 so a ratio over it is defined. */
  public static long size(byte[] in) {
    Deflater deflater = new Deflater();
    try {
      deflater.setInput(in);
      deflater.finish();
      byte[] out = new byte[64 * 1024];
      long n = 0;
      while (!deflater.finished()) {
        n += deflater.deflate(out);
      }
      return Math.max(1, n);
    } finally {
      deflater.end();
    }
  }

  /** Bytes over their deflated size: 1 for nothing, about 1 for incompressible data. */
  public static double ratio(byte[] in) {
    return in.length == 0 ? 1 : (double) in.length / size(in);
  }
}
