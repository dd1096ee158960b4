package dev.nnebench.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The profiler loads from the async-profiler jar on the class path, samples the calling thread
 * and names its frames; pointed at a library that is not there, JFR stands in and says why.
 */
class ThreadProfilerTest {
  @TempDir Path dir;

  @Test
  void theNativeLibraryLoadsFromTheJarAndNamesTheCallingThreadsFrames() throws Exception {
    ThreadProfiler p = ThreadProfiler.ofCurrentThread(ProfileMode.CPU);
    assertTrue(p.how().startsWith("async-profiler 4."), p.how());

    Stacks stacks = profile(p, dir.resolve("cpu.html"));

    assertTrue(stacks.text().contains("ThreadProfilerTest.encrypt"), stacks.text());
    assertTrue(stacks.text().contains("javax/crypto/Cipher"), stacks.text());
    assertEquals("JDK crypto", Breakdown.of(stacks).top(), Breakdown.of(stacks).text("CPU"));
  }

  @Test
  void theFlameGraphShowsTheCallingThreadAndNotAnotherBusyOne() throws Exception {
    ThreadProfiler p = ThreadProfiler.ofCurrentThread(ProfileMode.CPU);

    Stacks stacks = profile(p, dir.resolve("mine.html"));

    String html = Files.readString(dir.resolve("mine.html"));
    assertTrue(html.contains("ThreadProfilerTest.encrypt"), html);
    assertFalse(html.contains("spinOutsideTheProfiledThread"), html);
    assertFalse(stacks.text().contains("spinOutsideTheProfiledThread"), stacks.text());
  }

  @Test
  void allocationSamplesNameTheAllocatingFrameAndTheType() throws Exception {
    ThreadProfiler p = ThreadProfiler.ofCurrentThread(ProfileMode.ALLOC);
    p.start();
    long sink = 0;
    for (int i = 0; i < 2000; i++) {
      sink += allocate().length;
    }
    Stacks stacks = p.stop(dir.resolve("alloc.html"), "alloc " + sink);

    assertTrue(stacks.text().contains("ThreadProfilerTest.allocate;byte[]"), stacks.text());
  }

  @Test
  void whereTheLibraryCannotLoadJfrProfilesAndOneLineSaysSo() throws Exception {
    String missing = dir.resolve("no/libasyncProfiler.so").toString();
    System.setProperty(NativeLibrary.PROPERTY, missing);
    ThreadProfiler p;
    try {
      p = ThreadProfiler.ofCurrentThread(ProfileMode.CPU);
    } finally {
      System.clearProperty(NativeLibrary.PROPERTY);
    }
    assertTrue(p.how().startsWith("JFR, event jdk.ExecutionSample"), p.how());
    assertTrue(p.how().contains("async-profiler's native library could not load: no library at "
        + missing), p.how());

    Stacks stacks = profile(p, dir.resolve("jfr.html"));

    assertTrue(stacks.text().contains("dev/nnebench/profile/ThreadProfilerTest.encrypt"),
        stacks.text());
    String html = Files.readString(dir.resolve("jfr.html"));
    assertTrue(html.contains("ThreadProfilerTest.encrypt"), html);
    assertFalse(html.contains("spinOutsideTheProfiledThread"), html);
  }

  @Test
  void eachOsAndCpuFindsItsBuildInTheJar() {
    assertEquals("linux-x64/libasyncProfiler.so",
        NativeLibrary.resource("Linux", "amd64").orElseThrow());
    assertEquals("linux-arm64/libasyncProfiler.so",
        NativeLibrary.resource("Linux", "aarch64").orElseThrow());
    assertEquals("macos/libasyncProfiler.so",
        NativeLibrary.resource("Mac OS X", "aarch64").orElseThrow());
    assertTrue(NativeLibrary.resource("Windows 11", "amd64").isEmpty());
  }

  /*
   * Enough AES for a few hundred samples at 1 ms (JFR: 10 ms), the count not asserted, while
   * another thread spins in a method of its own: a flame graph of every thread would show it.
   */
  private static Stacks profile(ThreadProfiler p, Path html) throws Exception {
    AtomicBoolean done = new AtomicBoolean();
    Thread spinner = new Thread(() -> spinOutsideTheProfiledThread(done), "spinner");
    spinner.start();
    try {
      p.start();
      long sink = 0;
      for (int i = 0; i < 200; i++) {
        sink += encrypt();
      }
      Stacks stacks = p.stop(html, "test, " + sink);
      assertTrue(!stacks.isEmpty(), "no samples of the calling thread");
      return stacks;
    } finally {
      done.set(true);
      spinner.join();
    }
  }

  private static long spinOutsideTheProfiledThread(AtomicBoolean done) {
    long n = 0;
    while (!done.get()) {
      n += System.nanoTime() % 7;
    }
    return n;
  }

  private static byte[] allocate() {
    return new byte[1 << 20];
  }

  private static long encrypt() throws Exception {
    Cipher c = Cipher.getInstance("AES/CBC/NoPadding");
    c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[16], "AES"),
        new IvParameterSpec(new byte[16]));
    byte[] block = new byte[1 << 20];
    long sum = 0;
    for (int i = 0; i < 4; i++) {
      sum += c.update(block)[7];
    }
    return sum;
  }
}
