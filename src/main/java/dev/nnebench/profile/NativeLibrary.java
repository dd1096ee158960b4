package dev.nnebench.profile;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Optional;
import one.profiler.AsyncProfiler;

/**
 * async-profiler's native library for this OS and CPU, taken from its Maven Central jar on the
 * class path (it carries linux-x64, linux-arm64 and macos builds), written to a temporary
 * directory and loaded through {@code one.profiler.AsyncProfiler}. {@code
 * -Dnnebench.profiler.library=PATH} loads that file instead (a missing one: the fallback).
 */
final class NativeLibrary {
  static final String PROPERTY = "nnebench.profiler.library";

  private NativeLibrary() {}

  /** The loaded profiler, or why it could not load. */
  record Loaded(Optional<AsyncProfiler> profiler, String why) {}

  static Loaded load() {
    try {
      Path file = file();
      return new Loaded(Optional.of(AsyncProfiler.getInstance(file.toString())), "");
    } catch (IOException | RuntimeException | LinkageError e) {
      return new Loaded(Optional.empty(), e.getMessage() == null ? e.toString()
          : e.getMessage());
    }
  }

  private static Path file() throws IOException {
    String given = System.getProperty(PROPERTY);
    if (given != null) {
      Path path = Path.of(given);
      if (!Files.isReadable(path)) {
        throw new IOException("no library at " + path);
      }
      return path;
    }
    String resource = resource(System.getProperty("os.name"), System.getProperty("os.arch"))
        .orElseThrow(() -> new IOException("no build for " + System.getProperty("os.name") + " "
            + System.getProperty("os.arch") + " in the async-profiler jar"));
    try (InputStream in = NativeLibrary.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new IOException(resource + " is not on the class path");
      }
      Path dir = Files.createTempDirectory("nnebench-profiler");
      Path out = dir.resolve("libasyncProfiler.so");
      Files.copy(in, out, StandardCopyOption.REPLACE_EXISTING);
      out.toFile().deleteOnExit();
      dir.toFile().deleteOnExit();
      return out;
    }
  }

  /** The jar's entry for {@code os} and {@code arch}, if it has one. */
  static Optional<String> resource(String os, String arch) {
    String o = os.toLowerCase(Locale.ROOT);
    String a = arch.toLowerCase(Locale.ROOT);
    if (o.contains("mac")) {
      return Optional.of("macos/libasyncProfiler.so");
    }
    if (!o.contains("linux")) {
      return Optional.empty();
    }
    if (a.equals("amd64") || a.equals("x86_64")) {
      return Optional.of("linux-x64/libasyncProfiler.so");
    }
    return a.equals("aarch64") || a.equals("arm64") ? Optional.of("linux-arm64/libasyncProfiler.so")
        : Optional.empty();
  }
}
