package dev.nnebench.bench.run;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * Reads a preset's {@code jmh.*} keys from its file in config/ (other keys belong to the
 * scenario sweep and are ignored here) on top of the preset's built-in defaults. A missing file
 * means the defaults.
 */
public final class PresetFiles {
  private PresetFiles() {}

  public static JmhSettings load(BenchPreset preset, Path configDir) {
    Path file = configDir.resolve(preset.fileName());
    if (!Files.isRegularFile(file)) {
      return preset.defaults();
    }
    Properties properties = new Properties();
    try (Reader in = Files.newBufferedReader(file)) {
      properties.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read preset file " + file, e);
    }
    return preset.defaults().with(properties);
  }

  /** Applies one {@code NAME=V1,V2} override, refusing anything else with the expected form. */
  public static JmhSettings applyParam(JmhSettings settings, String assignment) {
    int eq = assignment.indexOf('=');
    if (eq < 1 || eq == assignment.length() - 1) {
      throw new IllegalArgumentException(
          "-p " + assignment + " is not NAME=VALUES; write e.g. -p fetchSize=10,1000");
    }
    return settings.withParam(
        assignment.substring(0, eq).trim(), JmhSettings.list(assignment.substring(eq + 1)));
  }
}
