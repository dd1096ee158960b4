package dev.nnebench.profile;

import java.util.List;

/**
 * Where a sample of the fetching thread belongs, judged by the deepest frame any rule knows: the
 * driver's own NNE code ({@code oracle.net.aso}, {@code oracle.net.ano}), JDK crypto (JCE
 * providers, digests and their intrinsic stubs), socket I/O (JDK sockets, libc and kernel
 * socket calls), the JVM's heap (allocation slow paths, GC), the rest of the driver (decoding
 * rows, packets), nnebench's own row check (reading each cell and folding it into the row digest
 * that verifies the rows: work a real application's own code would do instead, so not the
 * driver's), or other (the JDK elsewhere, JMH, nnebench's meters).
 */
public enum Component {
  JDK_CRYPTO("JDK crypto", List.of("com/sun/crypto/provider/", "javax/crypto/",
      "sun/security/provider/", "java/security/MessageDigest"),
      List.of("aescrypt", "AESCrypt", "cipherBlockChaining", "implCompress", "ghash",
          "counterMode")),
  DRIVER_CRYPTO("driver crypto", List.of("oracle/net/aso/", "oracle/net/ano/"), List.of()),
  SOCKET_IO("socket I/O", List.of("sun/nio/ch/", "java/net/Socket", "Java_sun_nio_ch_",
      "Java_java_net_"), List.of("recv", "send", "poll", "tcp_", "sock_", "socket")),
  GC("GC", List.of(), List.of("CollectedHeap", "MemAllocator", "G1", "TLAB", "Tlab", "ZHeap",
      "Shenandoah", "PSYoung", "ParallelScavenge", "GCLocker")),
  DRIVER_DECODING("driver decoding", List.of("oracle/"), List.of()),
  ROW_CHECK("nnebench row check", List.of("dev/nnebench/fetch/Tally.",
      "dev/nnebench/fetch/IdBytes.", "dev/nnebench/shape/RowDigest.",
      "dev/nnebench/shape/TypedValues.", "dev/nnebench/shape/TypedReads.",
      "dev/nnebench/shape/ObjectReads."), List.of()),
  OTHER("other", List.of(), List.of());

  private final String label;
  private final List<String> prefixes;
  private final List<String> words;

  Component(String label, List<String> prefixes, List<String> words) {
    this.label = label;
    this.prefixes = prefixes;
    this.words = words;
  }

  public String label() {
    return label;
  }

  /* Java frames are named by prefix; native and kernel frames by a word in them. */
  boolean knows(String frame) {
    if (prefixes.stream().anyMatch(frame::startsWith)) {
      return true;
    }
    boolean isJava = frame.indexOf('/') > 0 && !frame.endsWith("_[k]");
    return !isJava && words.stream().anyMatch(frame::contains);
  }

  /** The component of a stack (frames root first) and the frame that decided it. */
  static Decided of(String[] frames) {
    for (int i = frames.length - 1; i >= 0; i--) {
      for (Component c : values()) {
        if (c != OTHER && c.knows(frames[i])) {
          return new Decided(c, frames[i]);
        }
      }
    }
    return new Decided(OTHER, frames.length == 0 ? "" : frames[frames.length - 1]);
  }

  /** A stack's component and its deciding frame. */
  record Decided(Component component, String frame) {}
}
