package dev.nnebench.driver;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * Finds the driver jars and loads each version once per JVM, in its own class loader.
 *
 * <p>The drivers directory is {@code -Dnnebench.drivers}, else {@code drivers/} beside the
 * nnebench jar (or beside target/classes), else {@code target/drivers} under the working
 * directory.
 */
public final class DriverCatalog {
  public static final String DRIVERS_PROPERTY = "nnebench.drivers";
  private static final Path BUILD_DIR = Path.of("target", "drivers");
  private static final Map<DriverVersion, LoadedDriver> LOADED = new ConcurrentHashMap<>();

  private DriverCatalog() {}

  /** The driver of this version, loaded in isolation (cached; loaders live as long as the JVM). */
  public static LoadedDriver load(DriverVersion version) {
    return LOADED.computeIfAbsent(version, v -> LoadedDriver.load(v, jar(v)));
  }

  /** The jar of a version; fails with where it looked and how to fix it. */
  public static Path jar(DriverVersion version) {
    Path dir = driversDir();
    try (Stream<Path> files = Files.list(dir)) {
      List<Path> matches = files
          .filter(f -> version.jarPattern().matcher(f.getFileName().toString()).matches())
          .sorted().toList();
      if (matches.size() == 1) {
        return matches.get(0);
      }
      throw missing(version, dir, matches.isEmpty() ? "no jar" : "several jars " + matches);
    } catch (IOException e) {
      throw missing(version, dir, "cannot list it (" + e.getMessage() + ")");
    }
  }

  private static NnebenchException missing(DriverVersion v, Path dir, String what) {
    return new NnebenchException(ExitCodes.USAGE, "driver " + v + ": " + what + " in " + dir
        + "; build with 'mvn package' or point -D" + DRIVERS_PROPERTY + " at the driver jars");
  }

  /** The directory the driver jars are taken from. */
  public static Path driversDir() {
    String configured = System.getProperty(DRIVERS_PROPERTY);
    if (configured != null && !configured.isBlank()) {
      return Path.of(configured);
    }
    Path besideJar = besideOurJar();
    if (besideJar != null && Files.isDirectory(besideJar)) {
      return besideJar;
    }
    return BUILD_DIR.toAbsolutePath();
  }

  private static Path besideOurJar() {
    try {
      var source = DriverCatalog.class.getProtectionDomain().getCodeSource();
      if (source == null) {
        return null;
      }
      // target/nnebench.jar or target/classes: either way the drivers are in target/drivers
      return Path.of(source.getLocation().toURI()).resolveSibling("drivers");
    } catch (URISyntaxException | SecurityException e) {
      return null;
    }
  }
}
