package dev.nnebench.target;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarFile;

/**
 * The class path for a child JVM that runs our own code. Test runners (surefire) may start us
 * with a manifest-only jar whose Class-Path attribute lists the real entries; those are expanded,
 * so the child sees the same classes whether we run from Maven or from target/nnebench.jar.
 */
final class ChildClasspath {
  private ChildClasspath() {}

  static String current() {
    Set<String> entries = new LinkedHashSet<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      if (entry.isBlank()) {
        continue;
      }
      entries.add(entry);
      entries.addAll(manifestEntries(Path.of(entry)));
    }
    return String.join(File.pathSeparator, entries);
  }

  private static Set<String> manifestEntries(Path jar) {
    Set<String> out = new LinkedHashSet<>();
    if (!Files.isRegularFile(jar) || !jar.toString().endsWith(".jar")) {
      return out;
    }
    try (JarFile file = new JarFile(jar.toFile())) {
      var manifest = file.getManifest();
      String classPath = manifest == null ? null
          : manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
      if (classPath == null) {
        return out;
      }
      for (String ref : classPath.trim().split("\\s+")) {
        out.add(resolve(jar, ref));
      }
    } catch (IOException e) {
      return out;
    }
    return out;
  }

  /** Class-Path entries are URLs relative to the jar (surefire writes absolute file: URLs). */
  private static String resolve(Path jar, String ref) {
    try {
      URI base = jar.toAbsolutePath().getParent().toUri();
      return Path.of(base.resolve(new URI(ref))).toString();
    } catch (URISyntaxException | IllegalArgumentException e) {
      return jar.resolveSibling(ref).toString();
    }
  }
}
