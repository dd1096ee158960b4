package dev.nnebench.bench.crypto;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * Finds a driver jar in the driver directory ({@code -Dnnebench.drivers}, default {@code
 * target/drivers}) and opens it in a class loader of its own, so its classes never meet the
 * driver on our class path.
 */
public final class DriverJars {
  public static final String DIRECTORY_PROPERTY = "nnebench.drivers";
  private static final String DEFAULT_DIRECTORY = "target/drivers";

  private DriverJars() {}

  /** The driver directory this JVM was told about. */
  public static Path directory() {
    return Path.of(System.getProperty(DIRECTORY_PROPERTY, DEFAULT_DIRECTORY)).toAbsolutePath();
  }

  /** A fresh isolated class loader over the jar whose file name starts with {@code prefix}. */
  public static ClassLoader open(String prefix) {
    Path jar = find(prefix);
    try {
      return new URLClassLoader(
          new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
    } catch (MalformedURLException e) {
      throw new IllegalStateException("bad driver path " + jar, e);
    }
  }

  static Path find(String prefix) {
    Path dir = directory();
    try (Stream<Path> files = Files.list(dir)) {
      return files
          .filter(p -> p.getFileName().toString().startsWith(prefix))
          .filter(p -> p.getFileName().toString().endsWith(".jar"))
          .findFirst()
          .orElseThrow(() -> missing(prefix, dir));
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot list driver directory " + dir + "; build with mvn package or set -D"
              + DIRECTORY_PROPERTY, e);
    }
  }

  private static IllegalStateException missing(String prefix, Path dir) {
    return new IllegalStateException(
        "no driver jar " + prefix + "*.jar in " + dir + "; build with mvn package or set -D"
            + DIRECTORY_PROPERTY);
  }
}
