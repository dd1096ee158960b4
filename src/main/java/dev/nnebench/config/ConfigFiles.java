package dev.nnebench.config;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * Finds and reads the {@code .properties} files of config/.
 *
 * <p>A name is looked up, in order, as a file path ({@code my/sweep.properties}), as {@code
 * config/<name>.properties} under the working directory (so edits apply without a rebuild), and
 * as the copy packed into the jar ({@code /config/<name>.properties}).
 */
public final class ConfigFiles {
  private static final String DIR = "config";
  private static final String SUFFIX = ".properties";

  private ConfigFiles() {}

  /** Reads the named file; throws IllegalArgumentException naming where it looked. */
  public static Properties load(String name) {
    try {
      Path direct = Path.of(name);
      if (name.endsWith(SUFFIX) && Files.isRegularFile(direct)) {
        return read(direct);
      }
      Path local = Path.of(DIR, name + SUFFIX);
      if (Files.isRegularFile(local)) {
        return read(local);
      }
      try (InputStream in = ConfigFiles.class.getResourceAsStream("/" + DIR + "/" + name + SUFFIX)) {
        if (in != null) {
          Properties p = new Properties();
          p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
          return p;
        }
      }
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read config '" + name + "': " + e.getMessage(), e);
    }
    throw new IllegalArgumentException("no config '" + name + "': looked for " + name + " and "
        + DIR + "/" + name + SUFFIX + " (working directory and jar)");
  }

  /** Whether the named file exists anywhere {@link #load} looks. */
  public static boolean exists(String name) {
    try {
      load(name);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  private static Properties read(Path file) throws IOException {
    Properties p = new Properties();
    try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      p.load(r);
    }
    return p;
  }
}
