package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChildClasspathTest {

  @Test
  void containsOurClasses() {
    String cp = ChildClasspath.current();
    boolean found = List.of(cp.split(File.pathSeparator)).stream()
        .map(Path::of)
        .anyMatch(p -> Files.exists(p.resolve("dev/nnebench/cli/Main.class"))
            || p.toString().endsWith(".jar"));
    assertTrue(found, cp);
  }

  @Test
  void expandsAManifestOnlyJarLikeSurefiresBooter(@TempDir Path dir) throws Exception {
    Path classes = Files.createDirectories(dir.resolve("real classes"));
    Path booter = dir.resolve("booter.jar");
    Manifest m = new Manifest();
    m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    m.getMainAttributes().put(Attributes.Name.CLASS_PATH, classes.toUri().toString());
    try (OutputStream out = Files.newOutputStream(booter); JarOutputStream jar = new JarOutputStream(out, m)) {
      jar.flush();
    }
    String before = System.getProperty("java.class.path");
    System.setProperty("java.class.path", booter.toString());
    try {
      String cp = ChildClasspath.current();
      assertTrue(List.of(cp.split(File.pathSeparator)).contains(classes.toString()), cp);
    } finally {
      System.setProperty("java.class.path", before);
    }
  }
}
